// Samples of role objects, type objects, extension objects and marker interfaces: roles attached at runtime, kinds held as data, extensions found by query, markers empty and typed.
// Judged by structure-invariants-roles-and-types.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Role object, type object, extension objects, marker interface ───

sample('a customer core with attachable roles', 'java', { 'roles-attached-at-runtime': 'ok' }, `
public class CustomerCore extends Customer {
  private final Map<Role, CustomerRole> roles = new HashMap<>();
  public boolean addRole(Role role) { return role.instance().map(inst -> { roles.put(role, inst); return true; }).orElse(false); }
  public boolean hasRole(Role role) { return roles.containsKey(role); }
  public boolean remRole(Role role) { return roles.remove(role) != null; }
  public <T extends Customer> Optional<T> getRole(Role role, Class<T> expected) { return Optional.ofNullable(roles.get(role)).map(expected::cast); }
}`);

sample('roles combined by subclassing', 'java', { 'roles-attached-at-runtime': ['missing', 'BorrowerAndInvestorCustomer', 'subclassing'] }, `
public class Customer { protected String name; }
public class BorrowerCustomer extends Customer { public String borrow() { return name; } }
public class BorrowerAndInvestorCustomer extends BorrowerCustomer { public String invest() { return name; } }`);

sample('a C# core with a role dictionary', 'csharp', { 'roles-attached-at-runtime': 'ok' }, `
public class Person {
    private readonly Dictionary<Type, PersonRole> _roles = new();
    public void AddRole(PersonRole role) => _roles[role.GetType()] = role;
    public T? GetRole<T>() where T : PersonRole => _roles.TryGetValue(typeof(T), out var r) ? (T)r : null;
    public void RemoveRole<T>() => _roles.Remove(typeof(T));
}`);

sample('a C# person with fixed role flags', 'csharp', { 'roles-attached-at-runtime': ['missing', 'role object'] }, `
public class Person {
    public bool IsBorrower { get; set; }
    public bool IsInvestor { get; set; }
}`);

sample('a TypeScript subject with roles', 'typescript', { 'roles-attached-at-runtime': 'ok' }, `
export class Employee {
  private readonly roles = new Map<string, Role>();
  addRole(name: string, role: Role): void { this.roles.set(name, role); }
  getRole<T extends Role>(name: string): T | undefined { return this.roles.get(name) as T | undefined; }
}`);

sample('a TypeScript employee without roles', 'typescript', { 'roles-attached-at-runtime': ['missing', 'role object'] }, `
export class ManagerEmployee extends Employee { approve(): void {} }`);

sample('a Python core with roles', 'python', { 'roles-attached-at-runtime': 'ok' }, `
class Customer:
    def __init__(self):
        self._roles = {}

    def add_role(self, name, role):
        self._roles[name] = role

    def get_role(self, name):
        return self._roles.get(name)
`);

sample('a Python customer with hard-coded roles', 'python', { 'roles-attached-at-runtime': ['missing', 'role object'] }, `
class Customer:
    def __init__(self):
        self.borrower = True
`);

sample('a Go core with a role map', 'go', { 'roles-attached-at-runtime': 'ok' }, `
type Customer struct{ roles map[string]Role }

func (c *Customer) AddRole(name string, r Role) { c.roles[name] = r }

func (c *Customer) GetRole(name string) (Role, bool) {
	r, ok := c.roles[name]
	return r, ok
}`);

sample('a Go customer embedding both behaviours', 'go', { 'roles-attached-at-runtime': ['missing', 'role object'] }, `
type Customer struct {
	Borrower
	Investor
}`);

sample('monsters sharing a breed type object', 'java', { 'kinds-are-data': 'ok' }, `
public class Breed {
  private final String name;
  private final int health;
  public Breed(String name, int health) { this.name = name; this.health = health; }
  public int getHealth() { return health; }
}
public class Monster {
  private final Breed breed;
  private int health;
  public Monster(Breed breed) { this.breed = breed; this.health = breed.getHealth(); }
}`);

sample('a subclass per monster kind', 'java', { 'kinds-are-data': ['missing', 'Dragon', 'Troll', 'constants'] }, `
public abstract class Monster { public abstract int health(); public abstract String attack(); }
public class Dragon extends Monster { public int health() { return 230; } public String attack() { return "breathes fire"; } }
public class Troll extends Monster { public int health() { return 48; } public String attack() { return "clubs you"; } }`);

sample('a C# candy with a candy type', 'csharp', { 'kinds-are-data': 'ok' }, `
public class CandyType { public string Name { get; init; } public int Points { get; init; } }
public class Candy {
    private readonly CandyType _type;
    public Candy(CandyType type) { _type = type; }
    public int Score() => _type.Points * 2;
}`);

sample('C# subclasses per candy', 'csharp', { 'kinds-are-data': ['missing', 'constants'] }, `
public abstract class Candy { public abstract int Points(); }
public class Lemon : Candy { public override int Points() => 10; }
public class Cherry : Candy { public override int Points() => 20; }`);

sample('a TypeScript item with an item type', 'typescript', { 'kinds-are-data': 'ok' }, `
export class ItemType { constructor(readonly name: string, readonly weight: number) {} }
export class Item {
  constructor(private readonly type: ItemType, private readonly count: number) {}
  weight(): number { return this.type.weight * this.count; }
}`);

sample('TypeScript subclasses that only return constants', 'typescript', { 'kinds-are-data': ['missing', 'constants'] }, `
export abstract class Item { abstract weight(): number; }
export class Sword extends Item { weight(): number { return 5; } }
export class Shield extends Item { weight(): number { return 8; } }`);

sample('a Python monster with a breed', 'python', { 'kinds-are-data': 'ok' }, `
class Breed:
    def __init__(self, name, health):
        self.name = name
        self.health = health


class Monster:
    def __init__(self, breed: Breed):
        self.breed = breed

    def attack(self):
        return f"The {self.breed.name} attacks"
`);

sample('Python monster subclasses per kind', 'python', { 'kinds-are-data': ['missing', 'constants'] }, `
class Monster:
    def health(self):
        raise NotImplementedError


class Dragon(Monster):
    def health(self):
        return 230


class Troll(Monster):
    def health(self):
        return 48
`);

sample('a Go monster pointing at its breed', 'go', { 'kinds-are-data': 'ok' }, `
type Breed struct {
	Name   string
	Health int
}

type Monster struct {
	breed  *Breed
	health int
}

func (m *Monster) Attack() string { return "The " + m.breed.Name + " attacks" }`);

sample('a Go monster kind enum with no type object', 'go', { 'kinds-are-data': ['missing', 'type object'] }, `
type Monster struct{ kind int }

func (m Monster) Health() int {
	switch m.kind {
	case 1:
		return 230
	default:
		return 48
	}
}`);

sample('units offering extensions by name', 'java', { 'extensions-by-query': 'ok' }, `
public abstract class Unit { public abstract UnitExtension getUnitExtension(String extensionName); }
public class SoldierUnit extends Unit {
  public UnitExtension getUnitExtension(String extensionName) { return "SoldierExtension".equals(extensionName) ? new Soldier(this) : null; }
}
public class App {
  static void check(Unit unit) {
    Optional.ofNullable(unit.getUnitExtension("SoldierExtension")).map(e -> (SoldierExtension) e).ifPresent(SoldierExtension::soldierReady);
  }
}`);

sample('a client downcasting units', 'java', { 'extensions-by-query': ['broken', 'App.check', 'downcasts'] }, `
public abstract class Unit { public abstract UnitExtension getUnitExtension(String extensionName); }
public class SoldierUnit extends Unit { public UnitExtension getUnitExtension(String n) { return null; } public void soldierReady() {} }
public class App {
  static void check(Unit unit) {
    if (unit instanceof SoldierUnit) ((SoldierUnit) unit).soldierReady();
  }
}`);

sample('a C# subject with GetExtension<T>', 'csharp', { 'extensions-by-query': 'ok' }, `
public class Document {
    private readonly Dictionary<Type, object> _ext = new();
    public void AddExtension<T>(T e) => _ext[typeof(T)] = e!;
    public T? GetExtension<T>(Type type) where T : class => _ext.TryGetValue(type, out var e) ? (T)e : null;
}`);

sample('C# code downcasting documents', 'csharp', { 'extensions-by-query': ['broken', 'Printer.Print', 'downcasts'] }, `
public class Document { public object? GetExtension(string name) => null; }
public class SpreadsheetDocument : Document { public void Recalculate() {} }
public class Printer {
    public void Print(Document d) { if (d is SpreadsheetDocument s) s.Recalculate(); }
}`);

sample('a TypeScript subject with getExtension', 'typescript', { 'extensions-by-query': 'ok' }, `
export class Editor {
  private readonly extensions = new Map<string, Extension>();
  getExtension(name: string): Extension | undefined { return this.extensions.get(name); }
}`);

sample('TypeScript code downcasting the editor', 'typescript', { 'extensions-by-query': ['broken', 'format', 'downcasts'] }, `
export class Editor { getExtension(name: string): Extension | undefined { return undefined; } }
export class CodeEditor extends Editor { format(): void {} }
export function format(e: Editor): void { if (e instanceof CodeEditor) e.format(); }`);

sample('a Python subject with get_extension', 'python', { 'extensions-by-query': 'ok' }, `
class Unit:
    def __init__(self):
        self._extensions = {}

    def get_extension(self, name):
        return self._extensions.get(name)
`);

sample('Python code testing the unit class', 'python', { 'extensions-by-query': ['broken', 'ready', 'downcasts'] }, `
class Unit:
    def get_extension(self, name):
        return None


class SoldierUnit(Unit):
    def soldier_ready(self):
        pass


def ready(unit):
    if isinstance(unit, SoldierUnit):
        unit.soldier_ready()
`);

sample('a Go unit with Extension(name)', 'go', { 'extensions-by-query': 'ok' }, `
type Unit struct{ extensions map[string]Extension }

func (u *Unit) GetExtension(name string) Extension { return u.extensions[name] }`);

sample('no extension mechanism', 'java', { 'extensions-by-query': ['missing', 'extension'] }, `
public class Unit { public void soldierReady() {} }`);

sample('a permission marker checked with instanceof', 'java', { 'marker-is-empty-and-typed': 'ok' }, `
public interface Permission { }
public class Guard implements Permission { public void enter() {} }
public class Thief { public void steal() {} }
public class Gate {
  public boolean admits(Object who) { return who instanceof Permission; }
}`);

sample('a gate checking class names', 'java', { 'marker-is-empty-and-typed': ['broken', 'Gate.admits', 'by the class'] }, `
public interface Permission { }
public class Guard implements Permission { public void enter() {} }
public class Gate {
  public boolean admits(Object who) { return who.getClass().getSimpleName().equals("Guard"); }
}`);

sample('a C# marker interface', 'csharp', { 'marker-is-empty-and-typed': 'ok' }, `
public interface IAuditable { }
public class Invoice : IAuditable { }
public class AuditLog { public void Record(object e) { if (e is IAuditable) Write(e); } }`);

sample('a C# check of type names', 'csharp', { 'marker-is-empty-and-typed': ['broken', 'AuditLog.Record', 'GetType().Name'] }, `
public interface IAuditable { }
public class Invoice : IAuditable { }
public class AuditLog { public void Record(object e) { if (e.GetType().Name == "Invoice") Write(e); } }`);

sample('a TypeScript marker class', 'typescript', { 'marker-is-empty-and-typed': 'ok' }, `
export interface Serializable {}
export class Invoice implements Serializable { total = 0; }`);

sample('TypeScript checking constructor names', 'typescript', { 'marker-is-empty-and-typed': ['broken', 'store', 'constructor.name'] }, `
export interface Serializable {}
export class Invoice implements Serializable { total = 0; }
export function store(x: object): boolean { return x.constructor.name === 'Invoice'; }`);

sample('a Python marker base class', 'python', { 'marker-is-empty-and-typed': 'ok' }, `
class Permission:
    pass


class Guard(Permission):
    def enter(self):
        pass


def admits(who):
    return isinstance(who, Permission)
`);

sample('a Python check of __name__', 'python', { 'marker-is-empty-and-typed': ['broken', 'admits', '__name__'] }, `
class Permission:
    pass


class Guard(Permission):
    def enter(self):
        pass


def admits(who):
    return type(who).__name__ == "Guard"
`);

sample('a Go marker method interface', 'go', { 'marker-is-empty-and-typed': 'ok' }, `
type Permission interface{ permitted() }

type Guard struct{}

func (Guard) permitted() {}

func Admits(who any) bool {
	_, ok := who.(Permission)
	return ok
}`);

sample('an interface with methods is no marker', 'java', { 'marker-is-empty-and-typed': ['missing', 'marker interface'] }, `
public interface Permission { boolean allowed(); }
public class Guard implements Permission { public boolean allowed() { return true; } }`);
