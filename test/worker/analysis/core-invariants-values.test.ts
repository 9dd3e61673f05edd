// Core value and model invariants (DTO, money, value object, aggregate, event sourcing, interpreter) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const plainDataCarrier: Sample[] = [
  ['plain-data-carrier', 'java', `public record CustomerDto(String id, String name, List<AddressDto> addresses) {}`, 'ok'],
  ['plain-data-carrier', 'java', `public class CustomerDto {
  private final String id;
  private final CustomerService service;
  public String getName() { return service.nameOf(id); }
}`, 'broken', /CustomerDto holds a CustomerService \(service\).*each getter becomes a remote call/],
  ['plain-data-carrier', 'java', `class CustomerService { Customer find(String id) { return repo.byId(id); } }`, 'missing', /no data transfer object found/],
  ['plain-data-carrier', 'csharp', `public sealed record OrderSummary(Guid Id, decimal Total, int Lines);`, 'ok'],
  ['plain-data-carrier', 'csharp', `public class OrderSummary
{
    private readonly IOrderRepository _repo;
    public Guid Id { get; init; }
    public decimal Total => _repo.TotalOf(Id);
}`, 'broken', /OrderSummary holds a IOrderRepository \(_repo\)/],
  ['plain-data-carrier', 'typescript', `export interface InvoiceDto { id: string; total: number; issuedAt: string; }`, 'ok'],
  ['plain-data-carrier', 'typescript', `export class InvoiceView {
  constructor(readonly id: string, private readonly api: BillingApi) {}
  total() { return this.api.totalOf(this.id); }
}`, 'broken', /InvoiceView holds a BillingApi \(api\)/],
  ['plain-data-carrier', 'python', `@dataclass(frozen=True)
class ShipmentPayload:
    tracking: str
    weight_kg: float
`, 'ok'],
  ['plain-data-carrier', 'python', `class ShipmentPayload:
    def __init__(self, tracking, client: CarrierClient):
        self.tracking = tracking
        self.client = client
`, 'broken', /ShipmentPayload holds a CarrierClient \(client\)/],
  ['plain-data-carrier', 'go', `type UserResponse struct {
	ID    string \`json:"id"\`
	Email string \`json:"email"\`
}`, 'ok'],
  ['plain-data-carrier', 'go', `type UserResponse struct {
	ID   string
	repo UserRepository
}`, 'broken', /UserResponse holds a UserRepository \(repo\)/],
];

const javaMoney = (plus: string) => `public final class Money {
  private final long cents;
  private final Currency currency;
  public Money(long cents, Currency currency) { this.cents = cents; this.currency = currency; }
  public Money plus(Money other) { ${plus} }
  @Override public boolean equals(Object o) { return o instanceof Money m && m.cents == cents && m.currency.equals(currency); }
  @Override public int hashCode() { return Objects.hash(cents, currency); }
}`;
const sameCurrencyArithmetic: Sample[] = [
  ['same-currency-arithmetic', 'java', javaMoney('if (!currency.equals(other.currency)) throw new IllegalArgumentException("currency mismatch"); return new Money(cents + other.cents, currency);'), 'ok'],
  ['same-currency-arithmetic', 'java', javaMoney('return new Money(cents + other.cents, currency);'), 'broken', /Money\.plus\(\) combines amounts without checking that other has the same currency/],
  ['same-currency-arithmetic', 'csharp', `public readonly struct Amount
{
    public decimal Value { get; }
    public string Currency { get; }
    public Amount Add(Amount other) { EnsureSameCurrency(other); return new Amount(Value + other.Value, Currency); }
    private void EnsureSameCurrency(Amount o) { if (o.Currency != Currency) throw new InvalidOperationException(); }
}`, 'ok'],
  ['same-currency-arithmetic', 'csharp', `public readonly struct Amount
{
    public decimal Value { get; }
    public string Currency { get; }
    public Amount Add(Amount other) => new Amount(Value + other.Value, Currency);
}`, 'broken', /Amount\.Add\(\) combines amounts without checking that other has the same currency/],
  ['same-currency-arithmetic', 'typescript', `export class Price {
  constructor(readonly cents: number, readonly currency: string) {}
  add(other: Price): Price {
    if (other.currency !== this.currency) throw new Error('currency mismatch');
    return new Price(this.cents + other.cents, this.currency);
  }
}`, 'ok'],
  ['same-currency-arithmetic', 'typescript', `export class Price {
  constructor(readonly cents: number, readonly currency: string) {}
  add(other: Price): Price { return new Price(this.cents + other.cents, this.currency); }
}`, 'broken', /Price\.add\(\) combines amounts without checking/],
  ['same-currency-arithmetic', 'python', `@dataclass(frozen=True)
class Money:
    amount: Decimal
    currency: str

    def __add__(self, other):
        if other.currency != self.currency:
            raise ValueError("currency mismatch")
        return Money(self.amount + other.amount, self.currency)

    def add_cents(self, cents):
        return Money(self.amount + Decimal(cents) / 100, self.currency)
`, 'ok'],
  ['same-currency-arithmetic', 'python', `@dataclass(frozen=True)
class Money:
    amount: Decimal
    currency: str

    def __add__(self, other):
        return Money(self.amount + other.amount, self.currency)
`, 'broken', /Money\.__add__\(\) combines amounts without checking that other has the same currency/],
  ['same-currency-arithmetic', 'go', `type Money struct {
	Cents    int64
	Currency string
}
func (m Money) Add(o Money) (Money, error) {
	if m.Currency != o.Currency { return Money{}, ErrCurrencyMismatch }
	return Money{m.Cents + o.Cents, m.Currency}, nil
}`, 'ok'],
  ['same-currency-arithmetic', 'go', `type Money struct {
	Cents    int64
	Currency string
}
func (m Money) Add(o Money) Money { return Money{m.Cents + o.Cents, m.Currency} }`, 'broken', /Money\.Add\(\) combines amounts without checking that o has the same currency/],
];

const immutableValue: Sample[] = [
  ['immutable-value', 'java', javaMoney('return new Money(cents + other.cents, currency);'), 'ok'],
  ['immutable-value', 'java', `public final class Temperature {
  private double celsius;
  public Temperature(double c) { celsius = c; }
  public void setCelsius(double c) { celsius = c; }
  @Override public boolean equals(Object o) { return o instanceof Temperature t && t.celsius == celsius; }
}`, 'broken', /Temperature is mutable: setCelsius change its fields after construction/],
  ['immutable-value', 'java', `public final class Temperature {
  private final double celsius;
  public Temperature(double c) { celsius = c; }
}`, 'broken', /Temperature keeps the inherited equals\/hashCode/],
  ['immutable-value', 'csharp', `public sealed class EmailAddress : ValueObject
{
    public string Value { get; }
    public EmailAddress(string value) => Value = value;
    protected override IEnumerable<object> GetEqualityComponents() { yield return Value; }
}`, 'ok'],
  ['immutable-value', 'csharp', `public sealed class EmailAddress
{
    public string Value { get; set; }
    public override bool Equals(object? o) => o is EmailAddress e && e.Value == Value;
}`, 'broken', /EmailAddress is mutable: set Value change its fields/],
  ['immutable-value', 'typescript', `export class Coordinates {
  constructor(readonly lat: number, readonly lng: number) {}
  equals(o: Coordinates) { return o.lat === this.lat && o.lng === this.lng; }
  moveBy(dLat: number, dLng: number) { return new Coordinates(this.lat + dLat, this.lng + dLng); }
}`, 'ok'],
  ['immutable-value', 'typescript', `export class Coordinates {
  constructor(public lat: number, public lng: number) {}
  equals(o: Coordinates) { return o.lat === this.lat && o.lng === this.lng; }
}`, 'broken', /Coordinates is mutable: lat, lng can be reassigned by any caller/],
  ['immutable-value', 'python', `@dataclass(frozen=True)
class DateRange:
    start: date
    end: date

    def shift(self, days):
        return DateRange(self.start + timedelta(days), self.end + timedelta(days))
`, 'ok'],
  ['immutable-value', 'python', `@dataclass
class DateRange:
    start: date
    end: date
`, 'broken', /DateRange is a mutable data class.*frozen=True/],
  ['immutable-value', 'python', `class DateRange:
    def __init__(self, start, end):
        self.start, self.end = start, end

    def extend(self, days):
        self.end = self.end + timedelta(days)
`, 'broken', /DateRange is mutable: extend change its fields/],
  ['immutable-value', 'go', `type Weight struct{ grams int64 }
func (w Weight) Plus(o Weight) Weight { w.grams += o.grams; return w }
func (w Weight) Grams() int64 { return w.grams }`, 'ok'],
  ['immutable-value', 'go', `type Weight struct{ grams int64 }
func (w *Weight) Add(o Weight) { w.grams += o.grams }`, 'broken', /Weight is mutable: Add change its fields after construction/],
];

const javaAggregate = (lines: string) => `public class Order {
  private final List<OrderLine> lines = new ArrayList<>();
  public void addLine(Product p, int qty) { if (qty <= 0) throw new IllegalArgumentException(); lines.add(new OrderLine(p, qty)); }
  public List<OrderLine> getLines() { ${lines} }
}
class OrderLine { private final Product product; private final int qty; OrderLine(Product p, int q) { product = p; qty = q; } }`;
const encapsulatedAggregate: Sample[] = [
  ['encapsulated-aggregate', 'java', javaAggregate('return Collections.unmodifiableList(lines);'), 'ok'],
  ['encapsulated-aggregate', 'java', javaAggregate('return lines;'), 'broken', /Order exposes its internal lines list of OrderLine directly.*bypass the aggregate root's invariant checks/],
  ['encapsulated-aggregate', 'csharp', `public class Meeting
{
    private readonly List<Attendee> _attendees = new();
    public IReadOnlyCollection<Attendee> Attendees => _attendees.AsReadOnly();
    public void AddAttendee(MemberId m) { CheckRule(new AttendeesLimitRule(_attendees.Count, _limit)); _attendees.Add(new Attendee(m)); }
}
public class Attendee { public MemberId MemberId { get; private set; } public Attendee(MemberId m) { MemberId = m; } }`, 'ok'],
  ['encapsulated-aggregate', 'csharp', `public class Meeting
{
    private readonly List<Attendee> _attendees = new();
    public void AddAttendee(MemberId m) => _attendees.Add(new Attendee(m));
}
public class Attendee { public MemberId MemberId { get; set; } }`, 'broken', /Attendee has public setters \(MemberId\), so its state can be changed without going through Meeting/],
  ['encapsulated-aggregate', 'typescript', `export class Cart {
  private readonly _items: CartItem[] = [];
  get items(): readonly CartItem[] { return this._items; }
  add(sku: string, qty: number) { if (qty > 10) throw new Error('limit'); this._items.push(new CartItem(sku, qty)); }
}
class CartItem { constructor(readonly sku: string, readonly qty: number) {} }`, 'ok'],
  ['encapsulated-aggregate', 'typescript', `export class Cart {
  public items: CartItem[] = [];
  add(sku: string, qty: number) { this.items.push(new CartItem(sku, qty)); }
}
class CartItem { constructor(readonly sku: string, readonly qty: number) {} }`, 'broken', /Cart exposes its internal items list of CartItem directly/],
  ['encapsulated-aggregate', 'python', `class Playlist:
    def __init__(self):
        self._songs: list[Song] = []

    @property
    def songs(self):
        return tuple(self._songs)

class Song:
    def __init__(self, title):
        self._title = title
`, 'ok'],
  ['encapsulated-aggregate', 'python', `class Playlist:
    def __init__(self):
        self._songs: list[Song] = []

    def songs(self):
        return self._songs

class Song:
    def __init__(self, title):
        self._title = title
`, 'broken', /Playlist exposes its internal _songs list of Song directly/],
  ['encapsulated-aggregate', 'go', `type Order struct{ lines []Line }
type Line struct{ sku string; qty int }
func (o *Order) Lines() []Line { return slices.Clone(o.lines) }`, 'ok'],
  ['encapsulated-aggregate', 'go', `type Order struct{ lines []Line }
type Line struct{ sku string; qty int }
func (o *Order) Lines() []Line { return o.lines }`, 'broken', /Order exposes its internal lines list of Line directly/],
];

const appendsEvents: Sample[] = [
  ['appends-events', 'java', `class BankAccount {
  private final List<DomainEvent> changes = new ArrayList<>();
  private long balance;
  void deposit(long cents) { apply(new MoneyDeposited(cents)); }
  private void apply(DomainEvent e) { when(e); changes.add(e); }
  private void when(DomainEvent e) { if (e instanceof MoneyDeposited d) balance += d.cents(); }
  static BankAccount replay(List<DomainEvent> history) { BankAccount a = new BankAccount(); for (DomainEvent e : history) a.when(e); return a; }
}`, 'ok'],
  ['appends-events', 'java', `class BankAccount {
  private long balance;
  void deposit(long cents) { balance += cents; repository.save(this); }
}`, 'missing', /BankAccount\.deposit overwrites the current state in place; no events are appended/],
  ['appends-events', 'csharp', `public class Cart
{
    private readonly List<object> _uncommitted = new();
    public void AddItem(string sku) => Raise(new ItemAdded(sku));
    private void Raise(object e) { When(e); _uncommitted.Add(e); }
    public static Cart Rehydrate(IEnumerable<object> events) { var c = new Cart(); foreach (var e in events) c.When(e); return c; }
    private void When(object e) { }
}`, 'ok'],
  ['appends-events', 'csharp', `public class Cart { public void AddItem(string sku) { _items.Add(sku); _db.Update(this); } }`, 'missing', /no events are appended to an event store/],
  ['appends-events', 'typescript', `export class Subscription {
  private events: SubscriptionEvent[] = [];
  cancel() { this.record({ type: 'cancelled' }); this.events.push(new SubscriptionCancelled(this.id)); }
  static fromEvents(history: SubscriptionEvent[]) { const s = new Subscription(); for (const e of history) s.apply(e); return s; }
}`, 'ok'],
  ['appends-events', 'python', `class Inventory:
    def __init__(self):
        self.changes = []

    def ship(self, sku, qty):
        self.changes.append(ItemShipped(sku, qty))

    @classmethod
    def from_events(cls, events):
        inv = cls()
        for e in events:
            inv.apply(e)
        return inv
`, 'ok'],
  ['appends-events', 'python', `class Inventory:
    def ship(self, sku, qty):
        self.stock[sku] -= qty
        self.repo.update(self)
`, 'missing', /Inventory\.ship overwrites the current state in place/],
  ['appends-events', 'go', `type Account struct {
	balance int64
	changes []Event
}
func (a *Account) Withdraw(c int64) { a.changes = append(a.changes, Withdrawn{Cents: c}) }
func Replay(events []Event) *Account { a := &Account{}; for _, e := range events { a.apply(e) }; return a }`, 'ok'],
];

const expressionTree: Sample[] = [
  ['expression-tree', 'java', `interface Expr { int interpret(Map<String, Integer> vars); }
class Num implements Expr { final int v; Num(int v) { this.v = v; } public int interpret(Map<String, Integer> vars) { return v; } }
class Plus implements Expr { final Expr l, r; Plus(Expr l, Expr r) { this.l = l; this.r = r; } public int interpret(Map<String, Integer> vars) { return l.interpret(vars) + r.interpret(vars); } }`, 'ok'],
  ['expression-tree', 'java', `class Calculator {
  int evaluate(String expr) {
    String[] parts = expr.split(" ");
    if (parts[1].equals("+")) return Integer.parseInt(parts[0]) + Integer.parseInt(parts[2]);
    else if (parts[1].equals("-")) return Integer.parseInt(parts[0]) - Integer.parseInt(parts[2]);
    else if (parts[1].equals("*")) return Integer.parseInt(parts[0]) * Integer.parseInt(parts[2]);
    throw new IllegalArgumentException(expr);
  }
}`, 'missing', /no expression classes found: expected one class per grammar rule/],
  ['expression-tree', 'csharp', `public abstract class Rule { public abstract bool Evaluate(Context c); }
public sealed class Has : Rule { public string Tag; public override bool Evaluate(Context c) => c.Tags.Contains(Tag); }
public sealed class All : Rule { public Rule[] Parts; public override bool Evaluate(Context c) => Parts.All(p => p.Evaluate(c)); }`, 'ok'],
  ['expression-tree', 'typescript', `type Expr = { kind: 'num'; value: number } | { kind: 'add'; left: Expr; right: Expr } | { kind: 'mul'; left: Expr; right: Expr };
export function evaluate(e: Expr): number {
  switch (e.kind) {
    case 'num': return e.value;
    case 'add': return evaluate(e.left) + evaluate(e.right);
    case 'mul': return evaluate(e.left) * evaluate(e.right);
  }
}`, 'ok'],
  ['expression-tree', 'python', `class Literal:
    def __init__(self, value):
        self.value = value

    def evaluate(self, env):
        return self.value

class Add:
    def __init__(self, left, right):
        self.left, self.right = left, right

    def evaluate(self, env):
        return self.left.evaluate(env) + self.right.evaluate(env)
`, 'ok'],
  ['expression-tree', 'python', `def evaluate(text):
    a, op, b = text.split()
    if op == "+":
        return int(a) + int(b)
    elif op == "-":
        return int(a) - int(b)
    elif op == "*":
        return int(a) * int(b)
`, 'missing', /no expression classes found/],
  ['expression-tree', 'go', `type Expr interface{ Eval(env map[string]float64) float64 }
type Var struct{ Name string }
func (v Var) Eval(env map[string]float64) float64 { return env[v.Name] }
type Mul struct{ L, R Expr }
func (m Mul) Eval(env map[string]float64) float64 { return m.L.Eval(env) * m.R.Eval(env) }`, 'ok'],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['appends-events', 'typescript', `export class Account {
  private changes: DomainEvent[] = [];
  deposit(amount: number) { this.raise({ type: 'Deposited', amount }); }
  private raise(e: DomainEvent) { this.when(e); this.changes.push(e); }
  static load(events: DomainEvent[]) { const a = new Account(); events.forEach((e) => a.when(e)); return a; }
  private when(e: DomainEvent) {}
}`, 'ok'],
  ['immutable-value', 'csharp', `public class Address : IEquatable<Address>
{
    public string Street { get; }
    public Address(string street) { Street = street; }
    public bool Equals(Address? other) => other is not null && other.Street == Street;
}`, 'ok'],
  ['immutable-value', 'python', `class Point(NamedTuple):
    x: float
    y: float

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)
`, 'ok'],
  ['plain-data-carrier', 'typescript', `export type OrderDto = { id: string; lines: { sku: string; qty: number }[] };`, 'ok'],
  ['expression-tree', 'csharp', `public interface IExpression { int Interpret(); }
public record Number(int Value) : IExpression { public int Interpret() => Value; }
public record Add(IExpression L, IExpression R) : IExpression { public int Interpret() => L.Interpret() + R.Interpret(); }`, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['data-transfer-object', 'dto'], 'java', `public record CustomerDto(String id, String name) {}`],
  [['money'], 'java', javaMoney('if (!currency.equals(other.currency)) throw new IllegalArgumentException("currency mismatch"); return new Money(cents + other.cents, currency);')],
  [['value-object'], 'typescript', `export class Coordinates {
  constructor(readonly lat: number, readonly lng: number) {}
  equals(o: Coordinates) { return o.lat === this.lat && o.lng === this.lng; }
}`],
  [['aggregate', 'aggregate-root'], 'java', javaAggregate('return Collections.unmodifiableList(lines);')],
  [['event-sourcing'], 'python', `class Inventory:
    def ship(self, sku, qty):
        self.changes.append(ItemShipped(sku, qty))

    def replay(self, events):
        for e in events:
            self.apply(e)
`],
  [['interpreter'], 'go', `type Expr interface{ Eval() float64 }
type Num struct{ V float64 }
func (n Num) Eval() float64 { return n.V }
type Sum struct{ L, R Expr }
func (s Sum) Eval() float64 { return s.L.Eval() + s.R.Eval() }`],
];

describeFamily('value and model', [
  ['plain-data-carrier', plainDataCarrier],
  ['same-currency-arithmetic', sameCurrencyArithmetic],
  ['immutable-value', immutableValue],
  ['encapsulated-aggregate', encapsulatedAggregate],
  ['appends-events', appendsEvents],
  ['expression-tree', expressionTree],
  ['role mapping', roleMapping],
], catalogue);
