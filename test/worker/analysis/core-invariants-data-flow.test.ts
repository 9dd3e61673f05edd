// Core data-flow invariants (pipeline, specification, identity map, unit of work, facade) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaPipeline = (step: string) => `class ImagePipeline {
  private final List<ImageStage> stages;
  ImagePipeline(List<ImageStage> stages) { this.stages = stages; }
  BufferedImage run(BufferedImage input) {
    BufferedImage current = input;
    for (ImageStage stage : stages) ${step}
    return current;
  }
}`;
const stagesFeedEachOther: Sample[] = [
  ['stages-feed-each-other', 'java', javaPipeline('current = stage.apply(current);'), 'ok'],
  ['stages-feed-each-other', 'java', javaPipeline('current = stage.apply(input);'), 'broken', /ImagePipeline\.run feeds the original input into each stage rather than what the stage before it returned/],
  ['stages-feed-each-other', 'csharp', `public class TextPipeline
{
    private readonly IReadOnlyList<ITextStep> _steps;
    public TextPipeline(IReadOnlyList<ITextStep> steps) => _steps = steps;
    public string Run(string text) => _steps.Aggregate(text, (acc, step) => step.Apply(acc));
}`, 'ok'],
  ['stages-feed-each-other', 'csharp', `public class TextPipeline
{
    private readonly IReadOnlyList<ITextStep> _steps;
    public string Run(string text)
    {
        var result = text;
        foreach (var step in _steps) result = step.Apply(text);
        return result;
    }
}`, 'broken', /TextPipeline\.Run feeds the original text into each stage/],
  ['stages-feed-each-other', 'typescript', `export async function runStages(doc: Doc, stages: Stage[]): Promise<Doc> {
  let current = doc;
  for (const stage of stages) current = await stage.process(current);
  return current;
}`, 'ok'],
  ['stages-feed-each-other', 'typescript', `export async function runStages(doc: Doc, stages: Stage[]): Promise<Doc> {
  let current = doc;
  for (const stage of stages) current = await stage.process(doc);
  return current;
}`, 'broken', /runStages feeds the original doc into each stage/],
  ['stages-feed-each-other', 'python', `def run_pipeline(record, steps):
    for step in steps:
        record = step(record)
    return record
`, 'ok'],
  ['stages-feed-each-other', 'python', `def run_pipeline(record, steps):
    out = record
    for step in steps:
        out = step(record)
    return out
`, 'broken', /run_pipeline feeds the original record into each stage/],
  ['stages-feed-each-other', 'go', `func Run(in Frame, stages []Stage) Frame {
	out := in
	for _, s := range stages { out = s.Process(out) }
	return out
}`, 'ok'],
  ['stages-feed-each-other', 'go', `func Run(in Frame, stages []Stage) Frame {
	out := in
	for _, s := range stages { out = s.Process(in) }
	return out
}`, 'broken', /Run feeds the original in into each stage/],
  ['stages-feed-each-other', 'java', `class Resizer { BufferedImage resize(BufferedImage i) { return scale(i, 0.5); } }`, 'missing', /no pipeline found/],
];

const javaSpec = (test: string) => `interface Spec<T> { boolean isSatisfiedBy(T candidate); }
class AndSpec<T> implements Spec<T> {
  private final Spec<T> left, right;
  AndSpec(Spec<T> left, Spec<T> right) { this.left = left; this.right = right; }
  public boolean isSatisfiedBy(T c) { return ${test}; }
}
class InStock implements Spec<Product> { public boolean isSatisfiedBy(Product p) { return p.stock() > 0; } }`;
const compositesTestEveryPart: Sample[] = [
  ['composites-test-every-part', 'java', javaSpec('left.isSatisfiedBy(c) && right.isSatisfiedBy(c)'), 'ok'],
  ['composites-test-every-part', 'java', javaSpec('left.isSatisfiedBy(c)'), 'broken', /AndSpec\.isSatisfiedBy\(\) evaluates only left and ignores right/],
  ['composites-test-every-part', 'csharp', `public sealed class OrSpecification<T> : ISpecification<T>
{
    private readonly ISpecification<T> _first;
    private readonly ISpecification<T> _second;
    public OrSpecification(ISpecification<T> first, ISpecification<T> second) { _first = first; _second = second; }
    public bool IsSatisfiedBy(T c) => _first.IsSatisfiedBy(c) || _second.IsSatisfiedBy(c);
}`, 'ok'],
  ['composites-test-every-part', 'csharp', `public sealed class OrSpecification<T> : ISpecification<T>
{
    private readonly ISpecification<T> _first;
    private readonly ISpecification<T> _second;
    public bool IsSatisfiedBy(T c) => _second.IsSatisfiedBy(c);
}`, 'broken', /OrSpecification\.IsSatisfiedBy\(\) evaluates only _second and ignores _first/],
  ['composites-test-every-part', 'typescript', `interface Rule<T> { test(c: T): boolean; }
class Both<T> implements Rule<T> {
  constructor(private readonly a: Rule<T>, private readonly b: Rule<T>) {}
  test(c: T) { return this.a.test(c) && this.b.test(c); }
}`, 'ok'],
  ['composites-test-every-part', 'typescript', `interface Rule<T> { test(c: T): boolean; }
class Both<T> implements Rule<T> {
  constructor(private readonly a: Rule<T>, private readonly b: Rule<T>) {}
  test(c: T) { return this.a.test(c); }
}`, 'broken', /Both\.test\(\) evaluates only a and ignores b/],
  ['composites-test-every-part', 'python', `class Not(Specification):
    def __init__(self, inner):
        self.inner = inner

class And(Specification):
    def __init__(self, left, right):
        self.left, self.right = left, right

    def is_satisfied_by(self, c):
        return self.left.is_satisfied_by(c) and self.right.is_satisfied_by(c)
`, 'ok'],
  ['composites-test-every-part', 'python', `class And(Specification):
    def __init__(self, left, right):
        self.left = left
        self.right = right

    def is_satisfied_by(self, c):
        return self.left.is_satisfied_by(c)
`, 'broken', /And\.is_satisfied_by\(\) evaluates only left and ignores right/],
  ['composites-test-every-part', 'go', `type Spec interface{ Satisfied(c Customer) bool }
type and struct{ left, right Spec }
func (a and) Satisfied(c Customer) bool { return a.left.Satisfied(c) && a.right.Satisfied(c) }`, 'ok'],
  ['composites-test-every-part', 'java', `class Discount { boolean applies(Order o) { return o.total() > 100; } }`, 'missing', /no specification found/],
];

const javaMap = (find: string) => `class PersonFinder {
  private final Map<Long, Person> loaded = new HashMap<>();
  private final PersonDao dao;
  Person findById(long id) {
    ${find}
    Person p = dao.selectById(id);
    loaded.put(id, p);
    return p;
  }
}`;
const consultsMapFirst: Sample[] = [
  ['consults-map-first', 'java', javaMap('Person hit = loaded.get(id); if (hit != null) return hit;'), 'ok'],
  ['consults-map-first', 'java', javaMap(''), 'broken', /PersonFinder\.findById always calls selectById and builds a new instance instead of returning the one already registered in loaded/],
  ['consults-map-first', 'csharp', `public class CustomerMap
{
    private readonly Dictionary<Guid, Customer> _byId = new();
    public async Task<Customer> Get(Guid id)
    {
        if (_byId.TryGetValue(id, out var known)) return known;
        var c = await _db.QuerySingleAsync<Customer>(Sql, new { id });
        _byId[id] = c;
        return c;
    }
}`, 'ok'],
  ['consults-map-first', 'csharp', `public class CustomerMap
{
    private readonly Dictionary<Guid, Customer> _byId = new();
    public async Task<Customer> Get(Guid id)
    {
        var c = await _db.QuerySingleAsync<Customer>(Sql, new { id });
        return c;
    }
}`, 'broken', /CustomerMap\.Get never looks in the identity map before calling QuerySingleAsync/],
  ['consults-map-first', 'typescript', `export class UserMap {
  private readonly cache = new Map<string, User>();
  async find(id: string): Promise<User> {
    const known = this.cache.get(id);
    if (known) return known;
    const u = await this.db.fetchUser(id);
    this.cache.set(id, u);
    return u;
  }
}`, 'ok'],
  ['consults-map-first', 'typescript', `export class UserMap {
  private readonly cache = new Map<string, User>();
  async find(id: string): Promise<User> {
    const u = await this.db.fetchUser(id);
    this.cache.set(id, u);
    return u;
  }
}`, 'broken', /UserMap\.find always calls fetchUser/],
  ['consults-map-first', 'python', `class ArticleMap:
    def __init__(self, db):
        self._db = db
        self._identity = {}

    def get(self, article_id):
        if article_id in self._identity:
            return self._identity[article_id]
        article = self._db.load_article(article_id)
        self._identity[article_id] = article
        return article
`, 'ok'],
  ['consults-map-first', 'python', `class ArticleMap:
    def __init__(self, db):
        self._db = db
        self._identity = {}

    def get(self, article_id):
        article = self._db.load_article(article_id)
        self._identity[article_id] = article
        return article
`, 'broken', /ArticleMap\.get always calls load_article/],
  ['consults-map-first', 'go', `type ProductMap struct {
	loaded map[int]*Product
	db     *sql.DB
}
func (m *ProductMap) Find(id int) (*Product, error) {
	if p, ok := m.loaded[id]; ok { return p, nil }
	p, err := m.db.QueryProduct(id)
	if err == nil { m.loaded[id] = p }
	return p, err
}`, 'ok'],
  ['consults-map-first', 'go', `type ProductMap struct {
	loaded map[int]*Product
	db     *sql.DB
}
func (m *ProductMap) Find(id int) (*Product, error) {
	p, err := m.db.QueryProduct(id)
	m.loaded[id] = p
	return p, err
}`, 'broken', /ProductMap\.Find always calls QueryProduct/],
];

const javaUow = (registerNew: string) => `class OrderUnitOfWork {
  private final List<Order> created = new ArrayList<>();
  private final OrderGateway gateway;
  void registerNew(Order o) { ${registerNew} }
  void commit() { for (Order o : created) gateway.insert(o); created.clear(); }
}`;
const pyUow = (register: string) => `class UnitOfWork:
    def __init__(self, repo):
        self._repo = repo
        self._new = []

    def register_new(self, obj):
        ${register}

    def commit(self):
        for obj in self._new:
            self._repo.insert(obj)
        self._new.clear()
`;
const defersWritesToCommit: Sample[] = [
  ['defers-writes-to-commit', 'java', javaUow('created.add(o);'), 'ok'],
  ['defers-writes-to-commit', 'java', javaUow('gateway.insert(o);'), 'broken', /OrderUnitOfWork\.registerNew sends the change to gateway immediately instead of recording it for commit\(\)/],
  ['defers-writes-to-commit', 'csharp', `public class EfUnitOfWork
{
    private readonly ShopContext _context;
    public void RegisterNew(Product p) => _context.Products.Add(p);
    public Task Commit() => _context.SaveChangesAsync();
}`, 'ok'],
  ['defers-writes-to-commit', 'csharp', `public class UnitOfWork
{
    private readonly List<Product> _dirty = new();
    private readonly IProductStore _store;
    public void RegisterDirty(Product p) => _dirty.Add(p);
    public void Commit() { _dirty.Clear(); }
}`, 'broken', /UnitOfWork\.Commit\(\) does not write the registered changes/],
  ['defers-writes-to-commit', 'typescript', `export class UnitOfWork {
  private readonly removed: Entity[] = [];
  constructor(private readonly db: Database) {}
  registerRemoved(e: Entity) { this.removed.push(e); }
  async commit() { await this.db.transaction(async (tx) => { for (const e of this.removed) await tx.delete(e); }); }
}`, 'ok'],
  ['defers-writes-to-commit', 'typescript', `export class UnitOfWork {
  private readonly removed: Entity[] = [];
  constructor(private readonly db: Database) {}
  registerRemoved(e: Entity) { this.db.remove(e); }
  async commit() { await this.db.transaction(async (tx) => { for (const e of this.removed) await tx.delete(e); }); }
}`, 'broken', /UnitOfWork\.registerRemoved sends the change to this\.db immediately/],
  ['defers-writes-to-commit', 'python', pyUow('self._new.append(obj)'), 'ok'],
  ['defers-writes-to-commit', 'python', pyUow('self._repo.insert(obj)'), 'broken', /UnitOfWork\.register_new sends the change to self\._repo immediately/],
  ['defers-writes-to-commit', 'go', `type UnitOfWork struct {
	db      *sql.DB
	updates []Account
}
func (u *UnitOfWork) RegisterDirty(a Account) { u.updates = append(u.updates, a) }
func (u *UnitOfWork) Commit() error {
	tx, err := u.db.Begin()
	if err != nil { return err }
	for _, a := range u.updates { tx.Exec("UPDATE accounts SET balance = $1 WHERE id = $2", a.Balance, a.ID) }
	return tx.Commit()
}`, 'ok'],
  ['defers-writes-to-commit', 'go', `type UnitOfWork struct {
	db      *sql.DB
	updates []Account
}
func (u *UnitOfWork) RegisterDirty(a Account) { u.db.Exec("UPDATE accounts SET balance = $1", a.Balance) }
func (u *UnitOfWork) Commit() error { return nil }`, 'broken', /UnitOfWork\.RegisterDirty sends the change to u\.db immediately/],
  ['defers-writes-to-commit', 'java', `class OrderDao { void insert(Order o) { jdbc.update(SQL, o.id()); } }`, 'missing', /no unit of work found/],
];

const javaFacade = (body: string) => `class TravelDesk {
  private final FlightBooking flights;
  private final HotelBooking hotels;
  private final PaymentProcessor payments;
  ${body}
}`;
const facadeOrchestrates: Sample[] = [
  ['facade-orchestrates', 'java', javaFacade('Trip book(TripRequest r) { Seat s = flights.reserve(r.route()); Room h = hotels.reserve(r.city(), r.nights()); payments.charge(r.card(), s.price().plus(h.price())); return new Trip(s, h); }'), 'ok'],
  ['facade-orchestrates', 'java', javaFacade('FlightBooking flights() { return flights; }\n  HotelBooking hotels() { return hotels; }'), 'broken', /TravelDesk only exposes its subsystems \(flights, hotels\) through public fields or getters; no method coordinates them/],
  ['facade-orchestrates', 'csharp', `public class OnboardingFacade
{
    private readonly IAccountService _accounts;
    private readonly IMailer _mailer;
    public OnboardingFacade(IAccountService accounts, IMailer mailer) { _accounts = accounts; _mailer = mailer; }
    public async Task Onboard(string email) { var id = await _accounts.Create(email); await _mailer.Welcome(email, id); }
}`, 'ok'],
  ['facade-orchestrates', 'csharp', `public class OnboardingFacade
{
    public IAccountService Accounts;
    public IMailer Mailer;
}`, 'broken', /OnboardingFacade only exposes its subsystems \(Accounts, Mailer\)/],
  ['facade-orchestrates', 'typescript', `export class VideoConverter {
  constructor(private readonly decoder: Decoder, private readonly encoder: Encoder, private readonly store: BlobStore) {}
  async convert(src: string, format: Format) { const frames = await this.decoder.decode(src); await this.store.put(await this.encoder.encode(frames, format)); }
}`, 'ok'],
  ['facade-orchestrates', 'typescript', `export class VideoConverter {
  constructor(public readonly decoder: Decoder, public readonly encoder: Encoder) {}
}`, 'broken', /VideoConverter only exposes its subsystems/],
  ['facade-orchestrates', 'python', `class HomeAutomation:
    def __init__(self, lights, thermostat, alarm):
        self._lights = lights
        self._thermostat = thermostat
        self._alarm = alarm

    def leave_home(self):
        self._lights.all_off()
        self._thermostat.set_eco()
        self._alarm.arm()
`, 'ok'],
  ['facade-orchestrates', 'go', `type Checkout struct {
	cart     *CartService
	payments *PaymentService
	shipping *ShippingService
}
func (c *Checkout) PlaceOrder(id string) error {
	total := c.cart.Total(id)
	if err := c.payments.Charge(id, total); err != nil { return err }
	return c.shipping.Schedule(id)
}`, 'ok'],
  ['facade-orchestrates', 'go', `type Checkout struct {
	Cart     *CartService
	Payments *PaymentService
}`, 'broken', /Checkout only exposes its subsystems \(Cart, Payments\) through public fields/],
  ['facade-orchestrates', 'go', `type Checkout struct{ id string }`, 'missing', /no facade found/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['composites-test-every-part', 'typescript', `type Spec<T> = (candidate: T) => boolean;
export const and = <T>(a: Spec<T>, b: Spec<T>): Spec<T> => (c) => a(c) && b(c);
export const isAdult: Spec<Person> = (p) => p.age >= 18;`, 'ok'],
  ['facade-orchestrates', 'java', javaFacade('Trip book(TripRequest r) { Seat s = reserveSeat(r); Room h = reserveRoom(r); return new Trip(s, h); }\n  private Seat reserveSeat(TripRequest r) { return flights.reserve(r.route()); }\n  private Room reserveRoom(TripRequest r) { return hotels.reserve(r.city(), r.nights()); }'), 'ok'],
  ['defers-writes-to-commit', 'python', `class SqlUnitOfWork:
    def __init__(self, session_factory):
        self.session = session_factory()

    def add(self, entity):
        self.session.add(entity)

    def commit(self):
        self.session.commit()
`, 'ok'],
  ['consults-map-first', 'java', `class CountryRegistry {
  private final Map<String, Country> byCode = new ConcurrentHashMap<>();
  Country find(String code) { return byCode.computeIfAbsent(code, c -> repository.load(c)); }
}`, 'ok'],
  ['stages-feed-each-other', 'java', `class Pipeline<I, O> {
  private final Handler<I, O> current;
  Pipeline(Handler<I, O> h) { this.current = h; }
  <K> Pipeline<I, K> addHandler(Handler<O, K> next) { return new Pipeline<>(input -> next.process(current.process(input))); }
}`, 'ok'],
  ['stages-feed-each-other', 'go', `func Pipeline(src <-chan int) <-chan int { return square(filterEven(src)) }
func square(in <-chan int) <-chan int { out := make(chan int); go func() { defer close(out); for v := range in { out <- v * v } }(); return out }`, 'ok'],
  ['consults-map-first', 'python', `class Session:
    def __init__(self, db):
        self._db = db
        self._identity_map = {}

    def get(self, cls, pk):
        obj = self._identity_map.get((cls, pk))
        if obj is None:
            obj = self._db.load(cls, pk)
            self._identity_map[(cls, pk)] = obj
        return obj
`, 'ok'],
  ['facade-orchestrates', 'java', `abstract class Crew { abstract void work(); void act(String a) { if (a.equals("work")) work(); } }
class Baker extends Crew { void work() { bake(); } }
class Driver extends Crew { void work() { drive(); } }
class BakeryFacade {
  private final List<Crew> crew = List.of(new Baker(), new Driver());
  void openShop() { crew.forEach(c -> c.act("arrive")); }
  void runDay() { crew.forEach(c -> c.act("work")); }
}`, 'ok'],
  ['defers-writes-to-commit', 'java', `interface UnitOfWork<T> { void registerNew(T e); void commit(); }
class LedgerUnit implements UnitOfWork<Entry> {
  private final List<Entry> pending = new ArrayList<>();
  private final LedgerDb db;
  public void registerNew(Entry e) { pending.add(e); }
  public void commit() { pending.forEach(db::insert); pending.clear(); }
}`, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['pipeline'], 'java', javaPipeline('current = stage.apply(current);')],
  [['specification'], 'java', javaSpec('left.isSatisfiedBy(c) && right.isSatisfiedBy(c)')],
  [['identity-map'], 'java', javaMap('Person hit = loaded.get(id); if (hit != null) return hit;')],
  [['unit-of-work'], 'java', javaUow('created.add(o);')],
  [['facade'], 'java', javaFacade('Trip book(TripRequest r) { Seat s = flights.reserve(r.route()); Room h = hotels.reserve(r.city(), r.nights()); return new Trip(s, h); }')],
];

describeFamily('data-flow', [
  ['stages-feed-each-other', stagesFeedEachOther],
  ['composites-test-every-part', compositesTestEveryPart],
  ['consults-map-first', consultsMapFirst],
  ['defers-writes-to-commit', defersWritesToCommit],
  ['facade-orchestrates', facadeOrchestrates],
  ['role mapping', roleMapping],
], catalogue);
