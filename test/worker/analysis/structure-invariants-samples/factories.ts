// Samples of factory kits, abstract factories and object mothers: builders registered per key, one product family per factory, named fresh test objects.
// Judged by structure-invariants-factories.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Factory kit: builders registered per key ───

sample('a weapon factory kit configured with constructors', 'java', { 'kit-builds-from-registered-builders': 'ok' }, `
public interface WeaponFactory {
  Weapon create(WeaponType name);
  static WeaponFactory factory(Consumer<Builder> consumer) {
    var map = new HashMap<WeaponType, Supplier<Weapon>>();
    consumer.accept(map::put);
    return name -> map.get(name).get();
  }
}
public class Kit {
  private final Map<WeaponType, Supplier<Weapon>> builders = new EnumMap<>(WeaponType.class);
  public void add(WeaponType type, Supplier<Weapon> builder) { builders.put(type, builder); }
  public Weapon create(WeaponType type) { return builders.get(type).get(); }
}`);

sample('a kit that hands out its stored weapons', 'java', { 'kit-builds-from-registered-builders': ['broken', 'Kit.create', 'same shared instance'] }, `
public class Kit {
  private final Map<WeaponType, Weapon> weapons = new EnumMap<>(WeaponType.class);
  public void add(WeaponType type, Weapon weapon) { weapons.put(type, weapon); }
  public Weapon create(WeaponType type) { return weapons.get(type); }
}`);

sample('a factory with a switch over weapon types', 'java', { 'kit-builds-from-registered-builders': ['missing', 'WeaponFactory.create', 'switch'] }, `
public class WeaponFactory {
  public Weapon create(WeaponType type) {
    switch (type) {
      case SWORD: return new Sword();
      case AXE: return new Axe();
      default: throw new IllegalArgumentException();
    }
  }
}`);

sample('a C# kit of Func builders', 'csharp', { 'kit-builds-from-registered-builders': 'ok' }, `
public class WeaponKit {
    private readonly Dictionary<string, Func<IWeapon>> _builders = new();
    public void Add(string name, Func<IWeapon> builder) => _builders[name] = builder;
    public IWeapon Create(string name) => _builders[name]();
}`);

sample('a C# kit storing weapons', 'csharp', { 'kit-builds-from-registered-builders': ['broken', 'WeaponKit.Create', 'same shared instance'] }, `
public class WeaponKit {
    private readonly Dictionary<string, IWeapon> _weapons = new();
    public void Add(string name, IWeapon weapon) => _weapons[name] = weapon;
    public IWeapon Create(string name) => _weapons[name];
}`);

sample('a TypeScript kit of constructors', 'typescript', { 'kit-builds-from-registered-builders': 'ok' }, `
export class WeaponKit {
  private readonly builders = new Map<string, () => Weapon>();
  add(name: string, builder: () => Weapon): void { this.builders.set(name, builder); }
  create(name: string): Weapon {
    const build = this.builders.get(name);
    if (!build) throw new Error('unknown weapon ' + name);
    return build();
  }
}`);

sample('a TypeScript kit returning stored instances', 'typescript', { 'kit-builds-from-registered-builders': ['broken', 'WeaponKit.create', 'same shared instance'] }, `
export class WeaponKit {
  private readonly weapons = new Map<string, Weapon>();
  add(name: string, weapon: Weapon): void { this.weapons.set(name, weapon); }
  create(name: string): Weapon { return this.weapons.get(name)!; }
}`);

sample('a Python kit of classes', 'python', { 'kit-builds-from-registered-builders': 'ok' }, `
class WeaponKit:
    def __init__(self):
        self._builders = {}

    def add(self, name, builder):
        self._builders[name] = builder

    def create(self, name):
        return self._builders[name]()
`);

sample('a Python kit handing out one object', 'python', { 'kit-builds-from-registered-builders': ['broken', 'WeaponKit.create', 'same shared instance'] }, `
class WeaponKit:
    def __init__(self):
        self._weapons = {}

    def add(self, name, weapon):
        self._weapons[name] = weapon

    def create(self, name):
        return self._weapons[name]
`);

sample('a Go kit of constructor funcs', 'go', { 'kit-builds-from-registered-builders': 'ok' }, `
type Kit struct{ builders map[string]func() Weapon }

func (k *Kit) Add(name string, b func() Weapon) { k.builders[name] = b }

func (k *Kit) Create(name string) Weapon { return k.builders[name]() }`);

sample('a Go kit returning stored weapons', 'go', { 'kit-builds-from-registered-builders': ['broken', 'Kit.Create', 'same shared instance'] }, `
type Kit struct{ weapons map[string]Weapon }

func (k *Kit) Add(name string, w Weapon) { k.weapons[name] = w }

func (k *Kit) Create(name string) Weapon { return k.weapons[name] }`);

// ─── Abstract factory (and DAO factory): one family per factory ───

sample('elf and orc kingdom factories', 'java', { 'families-stay-consistent': 'ok' }, `
public interface KingdomFactory { Castle createCastle(); King createKing(); Army createArmy(); }
public class ElfKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new ElfCastle(); }
  public King createKing() { return new ElfKing(); }
  public Army createArmy() { return new ElfArmy(); }
}
public class OrcKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new OrcCastle(); }
  public King createKing() { return new OrcKing(); }
  public Army createArmy() { return new OrcArmy(); }
}
public class Kingdom {
  public static Kingdom of(KingdomFactory factory) { return new Kingdom(factory.createKing(), factory.createCastle(), factory.createArmy()); }
}`);

sample('an elf factory that raises an orc army', 'java', { 'families-stay-consistent': ['broken', 'ElfKingdomFactory.createArmy', 'OrcArmy', 'family'] }, `
public interface KingdomFactory { Castle createCastle(); Army createArmy(); }
public class ElfKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new ElfCastle(); }
  public Army createArmy() { return new OrcArmy(); }
}
public class OrcKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new OrcCastle(); }
  public Army createArmy() { return new OrcArmy(); }
}`);

sample('a DAO factory per data source', 'java', { 'families-stay-consistent': 'ok' }, `
public abstract class DAOFactory {
  public abstract CustomerDAO createCustomerDAO();
  public abstract OrderDAO createOrderDAO();
}
public class H2DataSourceFactory extends DAOFactory {
  public CustomerDAO createCustomerDAO() { return new H2CustomerDAO(dataSource()); }
  public OrderDAO createOrderDAO() { return new H2OrderDAO(dataSource()); }
}
public class MongoDataSourceFactory extends DAOFactory {
  public CustomerDAO createCustomerDAO() { return new MongoCustomerDAO(collection()); }
  public OrderDAO createOrderDAO() { return new MongoOrderDAO(collection()); }
}`);

sample('a Mongo DAO factory returning an H2 DAO', 'java', { 'families-stay-consistent': ['broken', 'MongoDataSourceFactory.createOrderDAO', 'H2OrderDAO'] }, `
public abstract class DAOFactory {
  public abstract CustomerDAO createCustomerDAO();
  public abstract OrderDAO createOrderDAO();
}
public class H2DataSourceFactory extends DAOFactory {
  public CustomerDAO createCustomerDAO() { return new H2CustomerDAO(); }
  public OrderDAO createOrderDAO() { return new H2OrderDAO(); }
}
public class MongoDataSourceFactory extends DAOFactory {
  public CustomerDAO createCustomerDAO() { return new MongoCustomerDAO(); }
  public OrderDAO createOrderDAO() { return new H2OrderDAO(); }
}`);

sample('a client building products itself', 'java', { 'families-stay-consistent': ['broken', 'App.main', 'ElfCastle', 'factory'] }, `
public interface KingdomFactory { Castle createCastle(); King createKing(); }
public class ElfKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new ElfCastle(); }
  public King createKing() { return new ElfKing(); }
}
public class App {
  public static void main(String[] args) {
    var factory = new ElfKingdomFactory();
    var king = factory.createKing();
    var castle = new ElfCastle();
  }
}`);

sample('one factory choosing the family with a switch', 'java', { 'families-stay-consistent': ['missing', 'KingdomFactory.createCastle', 'conditional'] }, `
public class KingdomFactory {
  public Castle createCastle(String kind) {
    if (kind.equals("elf")) return new ElfCastle();
    else if (kind.equals("orc")) return new OrcCastle();
    throw new IllegalArgumentException(kind);
  }
}`);

sample('C# light and dark widget factories', 'csharp', { 'families-stay-consistent': 'ok' }, `
public interface IWidgetFactory { IButton CreateButton(); ICheckbox CreateCheckbox(); }
public class LightWidgetFactory : IWidgetFactory {
    public IButton CreateButton() => new LightButton();
    public ICheckbox CreateCheckbox() => new LightCheckbox();
}
public class DarkWidgetFactory : IWidgetFactory {
    public IButton CreateButton() => new DarkButton();
    public ICheckbox CreateCheckbox() => new DarkCheckbox();
}`);

sample('a C# dark factory with a light checkbox', 'csharp', { 'families-stay-consistent': ['broken', 'DarkWidgetFactory.CreateCheckbox', 'LightCheckbox'] }, `
public interface IWidgetFactory { IButton CreateButton(); ICheckbox CreateCheckbox(); }
public class LightWidgetFactory : IWidgetFactory {
    public IButton CreateButton() => new LightButton();
    public ICheckbox CreateCheckbox() => new LightCheckbox();
}
public class DarkWidgetFactory : IWidgetFactory {
    public IButton CreateButton() => new DarkButton();
    public ICheckbox CreateCheckbox() => new LightCheckbox();
}`);

sample('TypeScript UI kit factories', 'typescript', { 'families-stay-consistent': 'ok' }, `
export interface UiFactory { createButton(): Button; createDialog(): Dialog; }
export class MacUiFactory implements UiFactory {
  createButton(): Button { return new MacButton(); }
  createDialog(): Dialog { return new MacDialog(); }
}
export class WinUiFactory implements UiFactory {
  createButton(): Button { return new WinButton(); }
  createDialog(): Dialog { return new WinDialog(); }
}`);

sample('a TypeScript Mac factory with a Windows dialog', 'typescript', { 'families-stay-consistent': ['broken', 'MacUiFactory.createDialog', 'WinDialog'] }, `
export interface UiFactory { createButton(): Button; createDialog(): Dialog; }
export class MacUiFactory implements UiFactory {
  createButton(): Button { return new MacButton(); }
  createDialog(): Dialog { return new WinDialog(); }
}
export class WinUiFactory implements UiFactory {
  createButton(): Button { return new WinButton(); }
  createDialog(): Dialog { return new WinDialog(); }
}`);

sample('Python duck-typed kingdom factories', 'python', { 'families-stay-consistent': 'ok' }, `
class ElfKingdomFactory:
    def create_castle(self):
        return ElfCastle()

    def create_army(self):
        return ElfArmy()


class OrcKingdomFactory:
    def create_castle(self):
        return OrcCastle()

    def create_army(self):
        return OrcArmy()
`);

sample('a Python orc factory building an elf castle', 'python', { 'families-stay-consistent': ['broken', 'OrcKingdomFactory.create_castle', 'ElfCastle'] }, `
class ElfKingdomFactory:
    def create_castle(self):
        return ElfCastle()

    def create_army(self):
        return ElfArmy()


class OrcKingdomFactory:
    def create_castle(self):
        return ElfCastle()

    def create_army(self):
        return OrcArmy()
`);

sample('Go storage factories', 'go', { 'families-stay-consistent': 'ok' }, `
type StoreFactory interface {
	CreateUserStore() UserStore
	CreateOrderStore() OrderStore
}

type PostgresFactory struct{ db *sql.DB }

func (f PostgresFactory) CreateUserStore() UserStore   { return &PostgresUserStore{db: f.db} }
func (f PostgresFactory) CreateOrderStore() OrderStore { return &PostgresOrderStore{db: f.db} }

type MemoryFactory struct{}

func (f MemoryFactory) CreateUserStore() UserStore   { return &MemoryUserStore{} }
func (f MemoryFactory) CreateOrderStore() OrderStore { return &MemoryOrderStore{} }`);

sample('a Go memory factory returning a Postgres store', 'go', { 'families-stay-consistent': ['broken', 'MemoryFactory.CreateOrderStore', 'PostgresOrderStore'] }, `
type StoreFactory interface {
	CreateUserStore() UserStore
	CreateOrderStore() OrderStore
}

type PostgresFactory struct{}

func (f PostgresFactory) CreateUserStore() UserStore   { return &PostgresUserStore{} }
func (f PostgresFactory) CreateOrderStore() OrderStore { return &PostgresOrderStore{} }

type MemoryFactory struct{}

func (f MemoryFactory) CreateUserStore() UserStore   { return &MemoryUserStore{} }
func (f MemoryFactory) CreateOrderStore() OrderStore { return &PostgresOrderStore{} }`);

// ─── Object mother: named, fresh test objects ───

sample('a royalty object mother', 'java', { 'mother-offers-fresh-objects': 'ok' }, `
class RoyaltyObjectMother {
  static King createDrunkKing() {
    var king = new King();
    king.makeDrunk();
    return king;
  }
  static King createHappyKing() {
    var king = new King();
    king.makeHappy();
    return king;
  }
  static Queen createFlirtyQueen() {
    var queen = new Queen();
    queen.setFlirtiness(true);
    return queen;
  }
}`);

sample('a mother handing out one shared king', 'java', { 'mother-offers-fresh-objects': ['broken', 'createHappyKing', 'shared', 'every other test'] }, `
class RoyaltyObjectMother {
  private static final King HAPPY_KING = new King();
  static King createHappyKing() {
    HAPPY_KING.makeHappy();
    return HAPPY_KING;
  }
  static King createDrunkKing() {
    var king = new King();
    king.makeDrunk();
    return king;
  }
}`);

sample('a C# customer mother', 'csharp', { 'mother-offers-fresh-objects': 'ok' }, `
public static class CustomerMother {
    public static Customer Gold() => new Customer("gold", tier: Tier.Gold);
    public static Customer WithNoOrders() => new Customer("new", tier: Tier.Basic);
}`);

sample('a C# mother with a static customer', 'csharp', { 'mother-offers-fresh-objects': ['broken', 'CustomerMother.Gold', 'shared'] }, `
public static class CustomerMother {
    private static readonly Customer _gold = new Customer("gold", Tier.Gold);
    public static Customer Gold() => _gold;
    public static Customer Basic() => new Customer("basic", Tier.Basic);
}`);

sample('TypeScript mother functions', 'typescript', { 'mother-offers-fresh-objects': 'ok' }, `
export class OrderMother {
  static paid(): Order { return new Order('o-1', 'PAID', [new Line('book', 12)]); }
  static empty(): Order { return new Order('o-2', 'OPEN', []); }
}`);

sample('a TypeScript mother sharing an order', 'typescript', { 'mother-offers-fresh-objects': ['broken', 'OrderMother.paid', 'shared'] }, `
export class OrderMother {
  private static readonly PAID = new Order('o-1', 'PAID', []);
  static paid(): Order { return OrderMother.PAID; }
  static empty(): Order { return new Order('o-2', 'OPEN', []); }
}`);

sample('a TypeScript object-literal mother', 'typescript', { 'mother-offers-fresh-objects': 'ok' }, `
export const UserMother = {
  admin(): User { return new User('root', ['admin']); },
  guest(): User { return new User('guest', []); },
};`);

sample('a TypeScript object-literal mother sharing a user', 'typescript', { 'mother-offers-fresh-objects': ['broken', 'UserMother.admin', 'shared'] }, `
const DEFAULT_USER = new User('ann', ['admin']);
export const UserMother = {
  admin(): User { return DEFAULT_USER; },
  guest(): User { return new User('guest', []); },
};`);

sample('Python mother functions', 'python', { 'mother-offers-fresh-objects': 'ok' }, `
def drunk_king():
    king = King()
    king.make_drunk()
    return king


def flirty_queen():
    queen = Queen()
    queen.flirtatious = True
    return queen
`);

sample('a Python mother returning a module-level king', 'python', { 'mother-offers-fresh-objects': ['broken', 'happy_king', 'shared'] }, `
HAPPY_KING = King(happy=True)


def happy_king():
    return HAPPY_KING


def drunk_king():
    king = King()
    king.make_drunk()
    return king
`);

sample('Go test data builders', 'go', { 'mother-offers-fresh-objects': 'ok' }, `
type UserMother struct{}

func (UserMother) Admin() *User  { return &User{Name: "root", Roles: []string{"admin"}} }
func (UserMother) Guest() *User  { return &User{Name: "guest"} }`);

sample('a Go mother returning a package-level user', 'go', { 'mother-offers-fresh-objects': ['broken', 'UserMother.Admin', 'shared'] }, `
var adminUser = &User{Name: "root"}

type UserMother struct{}

func (UserMother) Admin() *User { return adminUser }
func (UserMother) Guest() *User { return &User{Name: "guest"} }`);

sample('tests building objects by hand', 'java', { 'mother-offers-fresh-objects': ['missing', 'object mother'] }, `
class KingTest {
  @Test void kingIsHappy() { var king = new King(); king.makeHappy(); assertTrue(king.isHappy()); }
}`);
