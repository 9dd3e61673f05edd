// Cases of domain-driven design: identity defines an entity, changes go through behaviour, events are immutable facts raised by the aggregate, values have no identity, domain objects own their behaviour.
// Judged by architecture-invariants-domain.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const DOMAIN: Case[] = [
  // identity-defines-entity
  { name: 'a C# entity with an id and behaviour', check: 'identity-defines-entity', language: 'csharp', expect: 'ok', code: `
public class Meeting : Entity, IAggregateRoot {
  public MeetingId Id { get; private set; }
  private string _title; private bool _isCanceled;
  public void Cancel() { if (!_isCanceled) { _isCanceled = true; AddDomainEvent(new MeetingCanceledDomainEvent(Id)); } }
}` },
  { name: 'a Java entity whose equals compares attributes', check: 'identity-defines-entity', language: 'java', expect: 'broken', words: ['Customer', 'equals', 'identity'], code: `
public class Customer {
  private final CustomerId id; private String name; private String email;
  public Customer(CustomerId id, String name, String email) { this.id = id; this.name = name; this.email = email; }
  @Override public boolean equals(Object o) { if (!(o instanceof Customer)) return false; Customer c = (Customer) o; return name.equals(c.name) && email.equals(c.email); }
}` },
  { name: 'a Java entity equal by id', check: 'identity-defines-entity', language: 'java', expect: 'ok', code: `
public class Customer {
  private final CustomerId id; private String name;
  public Customer(CustomerId id, String name) { this.id = id; this.name = name; }
  public void rename(String name) { this.name = name; }
  @Override public boolean equals(Object o) { return o instanceof Customer c && id.equals(c.id); }
  @Override public int hashCode() { return id.hashCode(); }
}` },
  { name: 'a Python entity compared by id', check: 'identity-defines-entity', language: 'python', expect: 'ok', code: `
class Order:
    def __init__(self, order_id, lines):
        self.id = order_id
        self.lines = lines
    def add_line(self, line):
        self.lines.append(line)
    def __eq__(self, other):
        return isinstance(other, Order) and other.id == self.id
    def __hash__(self):
        return hash(self.id)
` },
  { name: 'a Python entity whose id can be reassigned', check: 'identity-defines-entity', language: 'python', expect: 'broken', words: ['Order', 'identity'], code: `
class Order:
    def __init__(self, order_id):
        self.id = order_id
        self.lines = []
    def reassign(self, new_id):
        self.id = new_id
` },
  { name: 'a TypeScript entity with a public id setter', check: 'identity-defines-entity', language: 'typescript', expect: 'broken', words: ['Account', 'identity'], code: `
class Account {
  private _id: string; private balance = 0;
  constructor(id: string) { this._id = id; }
  set id(value: string) { this._id = value; }
  deposit(n: number): void { this.balance += n; }
}` },
  { name: 'a TypeScript entity with a readonly id', check: 'identity-defines-entity', language: 'typescript', expect: 'ok', code: `
class Account {
  private balance = 0;
  constructor(readonly id: string) {}
  deposit(n: number): void { this.balance += n; }
  equals(other: Account): boolean { return other.id === this.id; }
}` },
  { name: 'a Go entity with an ID', check: 'identity-defines-entity', language: 'go', expect: 'ok', code: `
type Order struct {
  ID string
  status string
}
func (o *Order) Ship() { o.status = "shipped" }` },
  { name: 'a Go type with no identity', check: 'identity-defines-entity', language: 'go', expect: 'missing', words: ['identity'], code: `
type Address struct {
  Street string
  City string
}` },
  { name: 'a C# entity whose Equals compares the name', check: 'identity-defines-entity', language: 'csharp', expect: 'broken', words: ['Product', 'Equals'], code: `
public class Product : Entity {
  public Guid Id { get; private set; }
  private string _name;
  public override bool Equals(object obj) => obj is Product p && p._name == _name;
}` },
  // changes-through-behaviour
  { name: 'a C# entity with only behaviour methods', check: 'changes-through-behaviour', language: 'csharp', expect: 'ok', code: `
public class MeetingGroup : Entity, IAggregateRoot {
  public MeetingGroupId Id { get; private set; }
  private string _name; private DateTime? _paymentDateTo;
  public void EditGeneralAttributes(string name) { _name = name; AddDomainEvent(new MeetingGroupGeneralAttributesEditedDomainEvent(_name)); }
  public void SetExpirationDate(DateTime dateTo) { _paymentDateTo = dateTo; AddDomainEvent(new MeetingGroupPaymentInfoUpdatedDomainEvent(Id, dateTo)); }
}` },
  { name: 'a C# entity with public setters', check: 'changes-through-behaviour', language: 'csharp', expect: 'broken', words: ['Meeting', 'setter'], code: `
public class Meeting : Entity {
  public Guid Id { get; private set; }
  public string Title { get; set; }
  public DateTime Start { get; set; }
}` },
  { name: 'a Java entity with JavaBean setters', check: 'changes-through-behaviour', language: 'java', expect: 'broken', words: ['Customer', 'setName'], code: `
public class Customer {
  private final UUID id; private String name;
  public Customer(UUID id) { this.id = id; }
  public void setName(String name) { this.name = name; }
}` },
  { name: 'a Java entity changed through intent-revealing methods', check: 'changes-through-behaviour', language: 'java', expect: 'ok', code: `
public class Customer {
  private final UUID id; private String name;
  public Customer(UUID id, String name) { this.id = id; this.name = name; }
  public void rename(String name) { if (name.isBlank()) throw new IllegalArgumentException(); this.name = name; }
}` },
  { name: 'a Python entity exposing a property setter', check: 'changes-through-behaviour', language: 'python', expect: 'broken', words: ['Account', 'balance'], code: `
class Account:
    def __init__(self, account_id):
        self.id = account_id
        self._balance = 0
    @property
    def balance(self):
        return self._balance
    @balance.setter
    def balance(self, value):
        self._balance = value
` },
  { name: 'a Python entity with behaviour only', check: 'changes-through-behaviour', language: 'python', expect: 'ok', code: `
class Account:
    def __init__(self, account_id):
        self.id = account_id
        self._balance = 0
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount")
        self._balance += amount
` },
  { name: 'a TypeScript entity with public mutable fields', check: 'changes-through-behaviour', language: 'typescript', expect: 'broken', words: ['Ticket', 'status'], code: `
class Ticket {
  constructor(public readonly id: string, public status: string) {}
  close(): void { this.status = 'closed'; }
}` },
  { name: 'a TypeScript entity with private state', check: 'changes-through-behaviour', language: 'typescript', expect: 'ok', code: `
class Ticket {
  private status = 'open';
  constructor(readonly id: string) {}
  close(): void { this.status = 'closed'; }
}` },
  { name: 'a Go entity with an exported setter', check: 'changes-through-behaviour', language: 'go', expect: 'broken', words: ['Order', 'SetStatus'], code: `
type Order struct {
  ID string
  status string
}
func (o *Order) SetStatus(s string) { o.status = s }` },
  { name: 'a Go entity with behaviour methods', check: 'changes-through-behaviour', language: 'go', expect: 'ok', code: `
type Order struct {
  ID string
  status string
}
func (o *Order) Ship() error { if o.status != "paid" { return errors.New("unpaid") }; o.status = "shipped"; return nil }` },
  // events-are-immutable-facts
  { name: 'a C# domain event with get-only properties', check: 'events-are-immutable-facts', language: 'csharp', expect: 'ok', code: `
public class SubscriptionPaymentCreatedDomainEvent : DomainEventBase {
  public SubscriptionPaymentCreatedDomainEvent(Guid id, decimal value) { SubscriptionPaymentId = id; Value = value; }
  public Guid SubscriptionPaymentId { get; }
  public decimal Value { get; }
}` },
  { name: 'a C# domain event with settable properties', check: 'events-are-immutable-facts', language: 'csharp', expect: 'broken', words: ['SubscriptionPaymentCreatedDomainEvent', 'changed', 'happened'], code: `
public class SubscriptionPaymentCreatedDomainEvent : DomainEventBase {
  public Guid SubscriptionPaymentId { get; set; }
  public decimal Value { get; set; }
}` },
  { name: 'a Java event record', check: 'events-are-immutable-facts', language: 'java', expect: 'ok', code: `
public record OrderPlacedEvent(UUID orderId, Instant occurredOn) implements DomainEvent {}` },
  { name: 'a Java event with a setter', check: 'events-are-immutable-facts', language: 'java', expect: 'broken', words: ['OrderPlacedEvent', 'setAmount'], code: `
public class OrderPlacedEvent implements DomainEvent {
  private final UUID orderId; private BigDecimal amount;
  public OrderPlacedEvent(UUID orderId, BigDecimal amount) { this.orderId = orderId; this.amount = amount; }
  public void setAmount(BigDecimal amount) { this.amount = amount; }
}` },
  { name: 'a Java event named as an order', check: 'events-are-immutable-facts', language: 'java', expect: 'broken', words: ['CreateOrderEvent', 'past tense'], code: `
public record CreateOrderEvent(UUID orderId) implements DomainEvent {}` },
  { name: 'a frozen Python dataclass event', check: 'events-are-immutable-facts', language: 'python', expect: 'ok', code: `
@dataclass(frozen=True)
class OrderShipped(DomainEvent):
    order_id: str
    shipped_at: datetime
` },
  { name: 'a Python event with a method that changes it', check: 'events-are-immutable-facts', language: 'python', expect: 'broken', words: ['OrderShippedEvent', 'correct_date'], code: `
class OrderShippedEvent:
    def __init__(self, order_id, shipped_at):
        self.order_id = order_id
        self.shipped_at = shipped_at
    def correct_date(self, when):
        self.shipped_at = when
` },
  { name: 'a TypeScript event with readonly fields', check: 'events-are-immutable-facts', language: 'typescript', expect: 'ok', code: `
class UserRegisteredEvent { constructor(readonly userId: string, readonly at: Date) {} }` },
  { name: 'a TypeScript event that can be re-stamped', check: 'events-are-immutable-facts', language: 'typescript', expect: 'broken', words: ['UserRegisteredEvent', 'restamp'], code: `
class UserRegisteredEvent {
  constructor(readonly userId: string, private at: Date) {}
  restamp(at: Date): void { this.at = at; }
}` },
  { name: 'a Go event struct', check: 'events-are-immutable-facts', language: 'go', expect: 'ok', code: `
type OrderPlacedEvent struct {
  OrderID string
  At time.Time
}` },
  { name: 'a Go event with a mutating method', check: 'events-are-immutable-facts', language: 'go', expect: 'broken', words: ['OrderPlacedEvent', 'SetAt'], code: `
type OrderPlacedEvent struct {
  OrderID string
  At time.Time
}
func (e *OrderPlacedEvent) SetAt(t time.Time) { e.At = t }` },
  { name: 'a Python aggregate raising events declared elsewhere', check: 'events-are-immutable-facts', language: 'python', expect: 'ok', code: `
class Order:
    def __init__(self):
        self.events = []
    def place(self):
        self.events.append(OrderPlaced(self.id))
` },
  { name: 'code without any event type', check: 'events-are-immutable-facts', language: 'java', expect: 'missing', words: ['event'], code: `
public class Order { private UUID id; public void place() { } }` },
  // aggregate-raises-events
  { name: 'a C# aggregate that records its domain event', check: 'aggregate-raises-events', language: 'csharp', expect: 'ok', code: `
public class Meeting : Entity, IAggregateRoot {
  private bool _isCanceled;
  public void Cancel(MemberId by) { _isCanceled = true; AddDomainEvent(new MeetingCanceledDomainEvent(Id, by)); }
}` },
  { name: 'a Java aggregate that sends the email itself', check: 'aggregate-raises-events', language: 'java', expect: 'broken', words: ['Order.place', 'OrderPlacedEvent', 'handlers'], code: `
public class Order {
  private final EmailSender emailSender; private final List<DomainEvent> events = new ArrayList<>();
  public void place() { var e = new OrderPlacedEvent(id); events.add(e); emailSender.send(customerEmail, "Thanks"); }
}` },
  { name: 'a Python aggregate collecting events', check: 'aggregate-raises-events', language: 'python', expect: 'ok', code: `
class Order:
    def __init__(self):
        self.events = []
    def place(self):
        self.events.append(OrderPlaced(self.id))
` },
  { name: 'a Python aggregate that calls the handler directly', check: 'aggregate-raises-events', language: 'python', expect: 'broken', words: ['Order.place', 'handler'], code: `
class OrderPlaced:
    def __init__(self, order_id):
        self.order_id = order_id

class Order:
    def __init__(self, notification_handler):
        self.notification_handler = notification_handler
    def place(self):
        event = OrderPlaced(self.id)
        self.notification_handler.handle(event)
` },
  { name: 'a TypeScript aggregate with a domain events list', check: 'aggregate-raises-events', language: 'typescript', expect: 'ok', code: `
class Cart {
  private readonly domainEvents: DomainEvent[] = [];
  checkout(): void { this.domainEvents.push(new CartCheckedOutEvent(this.id)); }
}` },
  { name: 'a TypeScript aggregate that writes to another repository', check: 'aggregate-raises-events', language: 'typescript', expect: 'broken', words: ['Cart.checkout', 'CartCheckedOutEvent'], code: `
class Cart {
  constructor(private readonly invoiceRepository: InvoiceRepository) {}
  checkout(): void { const e = new CartCheckedOutEvent(this.id); this.invoiceRepository.createFor(e); }
}` },
  { name: 'a Go aggregate appending events', check: 'aggregate-raises-events', language: 'go', expect: 'ok', code: `
type OrderPlacedEvent struct {
  ID string
}
type Order struct {
  ID string
  events []interface{}
}
func (o *Order) Place() { o.events = append(o.events, OrderPlacedEvent{ID: o.ID}) }` },
  { name: 'a Go aggregate calling a notifier', check: 'aggregate-raises-events', language: 'go', expect: 'broken', words: ['Place', 'notifier'], code: `
type OrderPlacedEvent struct {
  ID string
}
type Order struct {
  ID string
  notifier Notifier
}
func (o *Order) Place() { e := OrderPlacedEvent{ID: o.ID}; o.notifier.Notify(e) }` },
  // value-without-identity
  { name: 'a C# value object on a ValueObject base', check: 'value-without-identity', language: 'csharp', expect: 'ok', code: `
public class MoneyValue : ValueObject {
  public decimal Value { get; }
  public string Currency { get; }
  private MoneyValue(decimal value, string currency) { Value = value; Currency = currency; }
  public static MoneyValue Of(decimal value, string currency) => new MoneyValue(value, currency);
}` },
  { name: 'a C# value object with an identity', check: 'value-without-identity', language: 'csharp', expect: 'broken', words: ['MoneyValue', 'identity'], code: `
public class MoneyValue : ValueObject {
  public Guid Id { get; }
  public decimal Value { get; }
  public MoneyValue(Guid id, decimal value) { Id = id; Value = value; }
}` },
  { name: 'a Java value object with a setter', check: 'value-without-identity', language: 'java', expect: 'broken', words: ['Money', 'mutable'], code: `
public class Money extends ValueObject {
  private BigDecimal amount;
  public Money(BigDecimal amount) { this.amount = amount; }
  public void setAmount(BigDecimal amount) { this.amount = amount; }
}` },
  { name: 'a Python frozen value', check: 'value-without-identity', language: 'python', expect: 'ok', code: `
@dataclass(frozen=True)
class Address:
    street: str
    city: str
` },
  { name: 'a TypeScript immutable value', check: 'value-without-identity', language: 'typescript', expect: 'ok', code: `
class Email { constructor(readonly value: string) {} equals(o: Email): boolean { return o.value === this.value; } }` },
  { name: 'a Go value type with a mutating method', check: 'value-without-identity', language: 'go', expect: 'broken', words: ['Money', 'mutable'], code: `
type Money struct {
  Amount int
  Currency string
}
func (m *Money) Add(n int) { m.Amount += n }` },
  // domain-objects-own-behaviour (naked objects)
  { name: 'Java naked domain objects with actions', check: 'domain-objects-own-behaviour', language: 'java', expect: 'ok', code: `
@DomainObject public class Book { private String title; private boolean borrowed; @Action public void borrow() { borrowed = true; } }
@DomainObject public class Author { private String name; private List<Book> books; @Action public Book createBook(String title) { return new Book(); } }` },
  { name: 'a Java service that manipulates anemic books', check: 'domain-objects-own-behaviour', language: 'java', expect: 'broken', words: ['LibraryService.borrow', 'Book'], code: `
public class Book { private String title; private boolean borrowed; public void setBorrowed(boolean b) { borrowed = b; } }
public class LibraryService { public void borrow(Book book) { book.setBorrowed(true); } }` },
  { name: 'a Python domain object with its own actions', check: 'domain-objects-own-behaviour', language: 'python', expect: 'ok', code: `
class Book:
    def __init__(self, title):
        self.title = title
        self.borrowed = False
    def borrow(self):
        self.borrowed = True
` },
  { name: 'a Python manager changing a book from outside', check: 'domain-objects-own-behaviour', language: 'python', expect: 'broken', words: ['LibraryManager', 'Book'], code: `
class Book:
    def __init__(self, title):
        self.title = title
        self.borrowed = False

class LibraryManager:
    def lend(self, book):
        book.borrowed = True
` },
  { name: 'a TypeScript hand-written form for a domain object', check: 'domain-objects-own-behaviour', language: 'typescript', expect: 'broken', words: ['CustomerForm', 'hand-written'], code: `
class Customer { constructor(private name: string) {} rename(n: string): void { this.name = n; } }
class CustomerForm { constructor(private customer: Customer) {} render(): string { return '<form></form>'; } }` },
  { name: 'anemic C# domain objects with no actions', check: 'domain-objects-own-behaviour', language: 'csharp', expect: 'broken', words: ['Invoice', 'actions'], code: `
public class Invoice { public decimal Total { get; private set; } public string Number { get; private set; } }` },
  { name: 'a Go domain object with actions', check: 'domain-objects-own-behaviour', language: 'go', expect: 'ok', code: `
type Book struct {
  Title string
  borrowed bool
}
func (b *Book) Borrow() { b.borrowed = true }` },
];
