// Core dispatch invariants (state, visitor, double dispatch, strategy) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaState = (press: string) => `interface TurnstileState { TurnstileState coin(); TurnstileState push(); }
class Locked implements TurnstileState { public TurnstileState coin() { return new Open(); } public TurnstileState push() { return this; } }
class Open implements TurnstileState { public TurnstileState coin() { return this; } public TurnstileState push() { return new Locked(); } }
class Turnstile {
  private TurnstileState state = new Locked();
  void coin() { state = state.coin(); }
  void push() { ${press} }
}`;
const csState = (ship: string) => `public interface IShipmentState { IShipmentState Dispatch(Shipment s); }
public sealed class Packed : IShipmentState { public IShipmentState Dispatch(Shipment s) { s.Notify("on its way"); return new InTransit(); } }
public sealed class InTransit : IShipmentState { public IShipmentState Dispatch(Shipment s) => this; }
public class Shipment
{
    private IShipmentState _state = new Packed();
    public void Dispatch() { ${ship} }
}`;
const tsState = (play: string) => `interface PlayerState { play(p: Player): void; }
class Stopped implements PlayerState { play(p: Player) { p.startAudio(); p.moveTo(new Playing()); } }
class Playing implements PlayerState { play(p: Player) { p.pauseAudio(); p.moveTo(new Stopped()); } }
class Player {
  private state: PlayerState = new Stopped();
  moveTo(s: PlayerState) { this.state = s; }
  play() { ${play} }
}`;
const pyState = (submit: string) => `class ReviewState(ABC):
    @abstractmethod
    def submit(self, doc): ...

class Draft(ReviewState):
    def submit(self, doc):
        doc.state = InReview()

class InReview(ReviewState):
    def submit(self, doc):
        raise ValueError("already submitted")

class Document:
    def __init__(self):
        self.state: ReviewState = Draft()

    def submit(self):
${submit}
`;
const goState = (insert: string) => `type vendState interface { Insert(m *Machine, cents int) }
type idle struct{}
func (idle) Insert(m *Machine, cents int) { m.credit = cents; m.state = paying{} }
type paying struct{}
func (paying) Insert(m *Machine, cents int) { m.credit += cents }
type Machine struct {
	state  vendState
	credit int
}
func (m *Machine) Insert(cents int) {
	${insert}
}`;

const behaviourInStateObjects: Sample[] = [
  ['behaviour-in-state-objects', 'java', javaState('state = state.push();'), 'ok'],
  ['behaviour-in-state-objects', 'java', javaState('if (state instanceof Open) { state = new Locked(); } else { alarm.ring(); }'), 'broken', /Turnstile\.push branches on the type of state.*instead of delegating/],
  ['behaviour-in-state-objects', 'java', `enum Phase { LOCKED, OPEN }
class Turnstile {
  private Phase phase = Phase.LOCKED;
  void push() { switch (phase) { case OPEN: phase = Phase.LOCKED; break; default: alarm(); } }
}`, 'missing', /Turnstile\.push switches on the current state/],
  ['behaviour-in-state-objects', 'csharp', csState('_state = _state.Dispatch(this);'), 'ok'],
  ['behaviour-in-state-objects', 'csharp', csState('if (_state is Packed) { Notify("on its way"); _state = new InTransit(); }'), 'broken', /Shipment\.Dispatch branches on the type of _state/],
  ['behaviour-in-state-objects', 'typescript', tsState('this.state.play(this);'), 'ok'],
  ['behaviour-in-state-objects', 'typescript', tsState('if (this.state instanceof Playing) this.pauseAudio(); else this.startAudio();'), 'broken', /Player\.play branches on the type of state/],
  ['behaviour-in-state-objects', 'typescript', `class Player {
  private status: 'stopped' | 'playing' = 'stopped';
  play() { if (this.status === 'playing') { this.pauseAudio(); this.status = 'stopped'; } else { this.startAudio(); this.status = 'playing'; } }
}`, 'missing', /Player\.play switches on the current state/],
  ['behaviour-in-state-objects', 'python', pyState('        self.state.submit(self)'), 'ok'],
  ['behaviour-in-state-objects', 'python', pyState('        if isinstance(self.state, Draft):\n            self.state = InReview()'), 'broken', /Document\.submit branches on the type of state/],
  ['behaviour-in-state-objects', 'go', goState('m.state.Insert(m, cents)'), 'ok'],
  ['behaviour-in-state-objects', 'go', goState('switch m.state.(type) {\n\tcase idle:\n\t\tm.credit = cents\n\tdefault:\n\t\tm.credit += cents\n\t}'), 'broken', /Machine\.Insert branches on the type of state/],
];

const javaVisitor = (accept: string) => `interface InvoiceVisitor<R> { R visitLine(LineItem l); R visitDiscount(Discount d); }
interface InvoicePart { <R> R accept(InvoiceVisitor<R> v); }
class LineItem implements InvoicePart { public <R> R accept(InvoiceVisitor<R> v) { ${accept} } }
class Discount implements InvoicePart { public <R> R accept(InvoiceVisitor<R> v) { return v.visitDiscount(this); } }
class TaxVisitor implements InvoiceVisitor<Money> {
  public Money visitLine(LineItem l) { return l.net().times(rate); }
  public Money visitDiscount(Discount d) { return Money.ZERO; }
}`;
const doubleDispatchVisitor: Sample[] = [
  ['double-dispatch-visitor', 'java', javaVisitor('return v.visitLine(this);'), 'ok'],
  ['double-dispatch-visitor', 'java', javaVisitor('if (v instanceof TaxVisitor) return (R) ((TaxVisitor) v).visitLine(this); return null;'), 'broken', /LineItem\.accept picks the operation with instanceof\/type checks/],
  ['double-dispatch-visitor', 'java', `class TaxReport {
  Money tax(InvoicePart p) {
    if (p instanceof LineItem) return ((LineItem) p).net().times(rate);
    else if (p instanceof Discount) return Money.ZERO;
    throw new IllegalArgumentException();
  }
}`, 'missing', /TaxReport\.tax selects behaviour with type checks.*double dispatch/],
  ['double-dispatch-visitor', 'csharp', `public interface IExprVisitor<T> { T Visit(Number n); T Visit(Sum s); }
public abstract class Expr { public abstract T Accept<T>(IExprVisitor<T> v); }
public sealed class Number : Expr { public int Value { get; init; } public override T Accept<T>(IExprVisitor<T> v) => v.Visit(this); }
public sealed class Sum : Expr { public Expr Left, Right; public override T Accept<T>(IExprVisitor<T> v) => v.Visit(this); }`, 'ok'],
  ['double-dispatch-visitor', 'csharp', `public interface IExprVisitor { void VisitNumber(Number n); }
public sealed class Number : Expr
{
    public void Accept(IExprVisitor v) { if (v is Printer p) p.VisitNumber(this); else if (v is Evaluator e) e.VisitNumber(this); }
}`, 'broken', /Number\.Accept picks the operation with instanceof\/type checks/],
  ['double-dispatch-visitor', 'typescript', `interface NodeVisitor<R> { visitText(n: TextNode): R; visitLink(n: LinkNode): R; }
class TextNode { constructor(readonly text: string) {} accept<R>(v: NodeVisitor<R>): R { return v.visitText(this); } }
class LinkNode { constructor(readonly href: string) {} accept<R>(v: NodeVisitor<R>): R { return v.visitLink(this); } }`, 'ok'],
  ['double-dispatch-visitor', 'typescript', `interface NodeVisitor<R> { visitText(n: TextNode): R; visitLink(n: LinkNode): R; }
class TextNode { accept<R>(v: NodeVisitor<R>): R { return (v as any).run(this.text); } }`, 'missing', /no element calls back the visitor with itself/],
  ['double-dispatch-visitor', 'python', `class RoomVisitor(ABC):
    @abstractmethod
    def visit_kitchen(self, room): ...
    @abstractmethod
    def visit_bedroom(self, room): ...

class Kitchen:
    def accept(self, visitor):
        return visitor.visit_kitchen(self)
`, 'ok'],
  ['double-dispatch-visitor', 'python', `class RoomVisitor(ABC):
    @abstractmethod
    def visit_kitchen(self, room): ...

class Kitchen:
    def accept(self, visitor):
        if isinstance(visitor, CleaningVisitor):
            return visitor.visit_kitchen(self)
`, 'broken', /Kitchen\.accept picks the operation with instanceof\/type checks/],
  ['double-dispatch-visitor', 'go', `type ShapeVisitor interface {
	VisitCircle(c *Circle)
	VisitSquare(s *Square)
}
type Circle struct{ R float64 }
func (c *Circle) Accept(v ShapeVisitor) { v.VisitCircle(c) }
type Square struct{ Side float64 }
func (s *Square) Accept(v ShapeVisitor) { v.VisitSquare(s) }`, 'ok'],
  ['double-dispatch-visitor', 'go', `type ShapeVisitor interface { VisitCircle(c *Circle) }
type Circle struct{ R float64 }
func (c *Circle) Accept(v ShapeVisitor) {
	switch x := v.(type) {
	case *AreaVisitor:
		x.VisitCircle(c)
	}
}`, 'broken', /Circle\.Accept picks the operation with instanceof\/type checks/],
  ['double-dispatch-visitor', 'typescript', `interface NodeVisitor<R> { visitText(n: TextNode): R; visitLink(n: LinkNode): R; }
class TextNode { accept<R>(v: NodeVisitor<R>): R { return v.visitText(this); } }
class LinkNode { accept<R>(v: NodeVisitor<R>): R { return v.visitText(this as any); } }`, 'broken', /LinkNode\.accept calls visitText, the visit method for TextNode, instead of the one for LinkNode/],
];

const noTypeConditionals: Sample[] = [
  ['no-type-conditionals', 'java', `abstract class Body {
  abstract void collide(Body other);
  abstract void hitBy(Ship s);
  abstract void hitBy(Rock r);
}
class Ship extends Body {
  void collide(Body other) { other.hitBy(this); }
  void hitBy(Ship s) { bounce(); }
  void hitBy(Rock r) { damage(r.mass()); }
  @Override public boolean equals(Object o) { if (this == o) return true; if (!(o instanceof Ship)) return false; return id == ((Ship) o).id; }
}`, 'ok'],
  ['no-type-conditionals', 'java', `class Physics {
  void collide(Body a, Body b) {
    if (a instanceof Ship && b instanceof Rock) damage((Ship) a);
    else if (a instanceof Rock && b instanceof Ship) damage((Ship) b);
  }
}`, 'missing', /Physics\.collide selects behaviour with type checks and casts/],
  ['no-type-conditionals', 'csharp', `public abstract class Payment { public abstract decimal FeeFor(Merchant m); }
public sealed class CardPayment : Payment
{
    public override decimal FeeFor(Merchant m) => m.FeeForCard(this);
    public override bool Equals(object? obj) => obj is CardPayment other && other.Id == Id;
}`, 'ok'],
  ['no-type-conditionals', 'csharp', `public static class Fees
{
    public static decimal For(Payment p)
    {
        if (p is CardPayment c) return c.Amount * 0.029m;
        if (p is BankTransfer t) return 0.5m;
        return 0m;
    }
}`, 'missing', /Fees\.For selects behaviour with type checks/],
  ['no-type-conditionals', 'typescript', `abstract class Piece { abstract captures(other: Piece): boolean; abstract capturedByPawn(p: Pawn): boolean; }
class Pawn extends Piece {
  captures(other: Piece): boolean { return other.capturedByPawn(this); }
  capturedByPawn(p: Pawn): boolean { return true; }
}`, 'ok'],
  ['no-type-conditionals', 'typescript', `function captures(a: Piece, b: Piece): boolean {
  if (a instanceof Pawn && b instanceof King) return false;
  if (a instanceof Queen) return true;
  return false;
}`, 'missing', /captures selects behaviour with type checks/],
  ['no-type-conditionals', 'python', `class Cat(Animal):
    def meet(self, other):
        return other.meet_cat(self)

    def meet_dog(self, dog):
        return "hiss"

    def __eq__(self, other):
        if not isinstance(other, Cat):
            return NotImplemented
        return self.name == other.name
`, 'ok'],
  ['no-type-conditionals', 'python', `def meet(a, b):
    if isinstance(a, Cat) and isinstance(b, Dog):
        return "hiss"
    elif isinstance(a, Dog) and isinstance(b, Cat):
        return "woof"
`, 'missing', /meet selects behaviour with type checks/],
  ['no-type-conditionals', 'go', `type Unit interface { Attack(u Unit) int; DefendFromArcher(a *Archer) int }
type Archer struct{ power int }
func (a *Archer) Attack(u Unit) int { return u.DefendFromArcher(a) }
func (a *Archer) DefendFromArcher(o *Archer) int { return o.power / 2 }`, 'ok'],
  ['no-type-conditionals', 'go', `func Damage(attacker, target Unit) int {
	switch a := attacker.(type) {
	case *Archer:
		return a.power
	case *Knight:
		return a.power * 2
	}
	return 0
}`, 'missing', /Damage selects behaviour with type checks/],
  ['no-type-conditionals', 'java', `class Exporter {
  byte[] export(Report r, String format) {
    switch (format) { case "csv": return csv(r); case "pdf": return pdf(r); default: throw new IllegalArgumentException(format); }
  }
}`, 'missing', /Exporter\.export switches on a mode value \(switch format\)/],
  ['no-type-conditionals', 'python', `def to_float(value):
    if not isinstance(value, (int, float)):
        raise TypeError("number expected")
    return float(value)
`, 'ok'],
];

const javaStrategy = (quote: string) => `interface ShippingRate { Money quote(Parcel p); }
class FlatRate implements ShippingRate { public Money quote(Parcel p) { return Money.of(4); } }
class ByWeight implements ShippingRate { public Money quote(Parcel p) { return Money.of(p.kilos() * 2); } }
class Checkout {
  private final ShippingRate rate;
  Checkout(ShippingRate rate) { this.rate = rate; }
  Money shipping(Parcel p) { ${quote} }
}`;
const interchangeableStrategies: Sample[] = [
  ['interchangeable-strategies', 'java', javaStrategy('return rate.quote(p);'), 'ok'],
  ['interchangeable-strategies', 'java', javaStrategy('if (rate instanceof FlatRate) return Money.of(4); return rate.quote(p);'), 'broken', /Checkout\.shipping checks which concrete ShippingRate it holds in rate.*not interchangeable/],
  ['interchangeable-strategies', 'java', `class Checkout {
  Money shipping(Parcel p, String method) {
    switch (method) { case "flat": return Money.of(4); case "weight": return Money.of(p.kilos() * 2); default: throw new IllegalArgumentException(); }
  }
}`, 'missing', /Checkout\.shipping switches on a mode value/],
  ['interchangeable-strategies', 'csharp', `public interface ICompression { byte[] Pack(byte[] raw); }
public sealed class Gzip : ICompression { public byte[] Pack(byte[] raw) => GzipCodec.Encode(raw); }
public sealed class Brotli : ICompression { public byte[] Pack(byte[] raw) => BrotliCodec.Encode(raw); }
public class Uploader
{
    private readonly ICompression _compression;
    public Uploader(ICompression compression) => _compression = compression;
    public Task Upload(byte[] file) => _bucket.Put(_compression.Pack(file));
}`, 'ok'],
  ['interchangeable-strategies', 'csharp', `public class Uploader
{
    public Task Upload(byte[] file, string algorithm)
    {
        if (algorithm == "gzip") return _bucket.Put(GzipCodec.Encode(file));
        return _bucket.Put(BrotliCodec.Encode(file));
    }
}`, 'missing', /Uploader\.Upload switches on a mode value/],
  ['interchangeable-strategies', 'typescript', `interface Tokenizer { split(text: string): string[]; }
class Whitespace implements Tokenizer { split(text: string) { return text.split(/\s+/); } }
class Ngram implements Tokenizer { constructor(private n: number) {} split(text: string) { return grams(text, this.n); } }
export class Indexer { constructor(private readonly tokenizer: Tokenizer) {} add(doc: Doc) { for (const t of this.tokenizer.split(doc.body)) this.terms.add(t); } }`, 'ok'],
  ['interchangeable-strategies', 'typescript', `export class Indexer {
  add(doc: Doc, kind: string) {
    const tokens = kind === 'ngram' ? grams(doc.body, 3) : doc.body.split(' ');
    switch (kind) { case 'ngram': this.grams.add(tokens); break; default: this.words.add(tokens); }
  }
}`, 'missing', /Indexer\.add switches on a mode value/],
  ['interchangeable-strategies', 'python', `class Pricing(ABC):
    @abstractmethod
    def price(self, cart): ...

class Regular(Pricing):
    def price(self, cart):
        return cart.total

class Checkout:
    def __init__(self, pricing: Pricing):
        self._pricing = pricing

    def total(self, cart):
        return self._pricing.price(cart)
`, 'ok'],
  ['interchangeable-strategies', 'python', `class Checkout:
    def total(self, cart, mode):
        if mode == "sale":
            return cart.total * 0.8
        elif mode == "member":
            return cart.total * 0.9
        return cart.total
`, 'missing', /Checkout\.total switches on a mode value/],
  ['interchangeable-strategies', 'go', `type Router interface { Pick(backends []string, key string) string }
type roundRobin struct{ next int }
func (r *roundRobin) Pick(b []string, _ string) string { r.next++; return b[r.next%len(b)] }
type hashRing struct{}
func (hashRing) Pick(b []string, key string) string { return b[crc32.ChecksumIEEE([]byte(key))%uint32(len(b))] }
type Balancer struct {
	backends []string
	router   Router
}
func (lb *Balancer) Pick(key string) string { return lb.router.Pick(lb.backends, key) }`, 'ok'],
  ['interchangeable-strategies', 'go', `type Balancer struct { backends []string; next int }
func (lb *Balancer) Pick(key, policy string) string {
	switch policy {
	case "hash":
		return lb.backends[hash(key)%len(lb.backends)]
	}
	lb.next++
	return lb.backends[lb.next%len(lb.backends)]
}`, 'missing', /Balancer\.Pick switches on a mode value/],
  ['interchangeable-strategies', 'typescript', `interface Tax { of(net: number): number; }
class FlatTax implements Tax { of(net: number) { return net * 0.2; } }
class Invoice { private readonly tax = new FlatTax(); private readonly rate: FlatTax = new FlatTax(); total(net: number) { return net + this.rate.of(net); } }`, 'broken', /Invoice holds the concrete FlatTax in rate instead of the Tax interface/],
  ['interchangeable-strategies', 'go', `type Scorer interface{ Score(d Doc) float64 }
type bm25 struct{}
func (bm25) Score(d Doc) float64 { return 1 }
type Index struct{ scorer bm25 }
func (i *Index) Rank(d Doc) float64 { return i.scorer.Score(d) }`, 'broken', /Index holds the concrete bm25 in scorer instead of the Scorer interface/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['interchangeable-strategies', 'typescript', `type Backoff = (attempt: number) => number;
export const linear: Backoff = (n) => n * 100;
export const exponential: Backoff = (n) => 2 ** n * 100;
export class Poller {
  constructor(private readonly backoff: Backoff) {}
  async run(task: () => Promise<boolean>) { for (let n = 0; !(await task()); n++) await sleep(this.backoff(n)); }
}`, 'ok'],
  ['interchangeable-strategies', 'go', `type Scorer func(doc Doc, q Query) float64
type Searcher struct{ score Scorer }
func (s Searcher) Rank(docs []Doc, q Query) []Doc {
	sort.Slice(docs, func(i, j int) bool { return s.score(docs[i], q) > s.score(docs[j], q) })
	return docs
}`, 'ok'],
  ['interchangeable-strategies', 'csharp', `public class InvoiceTotals
{
    private readonly Func<decimal, decimal> _tax;
    public InvoiceTotals(Func<decimal, decimal> tax) => _tax = tax;
    public decimal Gross(decimal net) => net + _tax(net);
}`, 'ok'],
  ['interchangeable-strategies', 'java', `interface Rounding { BigDecimal round(BigDecimal v); }
class Ledger {
  private final Rounding rounding;
  Ledger(Rounding rounding) { this.rounding = rounding; }
  BigDecimal post(BigDecimal v) { return rounding.round(v); }
}
class Setup { Ledger bankers() { return new Ledger(v -> v.setScale(2, RoundingMode.HALF_EVEN)); } }`, 'ok'],
  ['interchangeable-strategies', 'python', `class Cheapest:
    def choose(self, quotes):
        return min(quotes, key=lambda q: q.price)

class Fastest:
    def choose(self, quotes):
        return min(quotes, key=lambda q: q.days)

class Broker:
    def __init__(self, chooser):
        self._chooser = chooser

    def book(self, quotes):
        return self._chooser.choose(quotes)
`, 'ok'],
  ['interchangeable-strategies', 'python', `def by_name(rows):
    return sorted(rows, key=lambda r: r.name)

def by_date(rows):
    return sorted(rows, key=lambda r: r.date)

def render(rows, order=by_name):
    return [row.line() for row in order(rows)]
`, 'ok'],
  ['behaviour-in-state-objects', 'go', `type lexer struct { input string; pos int; items chan item }
type stateFn func(*lexer) stateFn
func lexText(l *lexer) stateFn { if l.pos >= len(l.input) { return nil }; return lexWord }
func lexWord(l *lexer) stateFn { l.emit(word); return lexText }
func (l *lexer) run() { for state := lexText; state != nil; { state = state(l) } }`, 'ok'],
  ['behaviour-in-state-objects', 'python', `class Green:
    def tick(self, light):
        light.state = Amber()

class Amber:
    def tick(self, light):
        light.state = Red()

class TrafficLight:
    def __init__(self):
        self.state = Green()

    def tick(self):
        self.state.tick(self)
`, 'ok'],
  ['double-dispatch-visitor', 'typescript', `interface ShapeVisitor<R> { circle(c: Circle): R; square(s: Square): R; }
class Circle { constructor(readonly r: number) {} accept<R>(v: ShapeVisitor<R>): R { return v.circle(this); } }
class Square { constructor(readonly side: number) {} accept<R>(v: ShapeVisitor<R>): R { return v.square(this); } }
const area: ShapeVisitor<number> = { circle: (c) => Math.PI * c.r ** 2, square: (s) => s.side ** 2 };`, 'ok'],
  ['double-dispatch-visitor', 'python', `class SizeVisitor:
    def visit_file(self, f):
        return f.bytes

    def visit_folder(self, d):
        return sum(c.accept(self) for c in d.children)

class File:
    def accept(self, visitor):
        return visitor.visit_file(self)
`, 'ok'],
  ['behaviour-in-state-objects', 'typescript', `interface DoorState { open(d: Door): void; close(d: Door): void; }
const Closed: DoorState = { open: (d) => d.set(Opened), close: () => {} };
const Opened: DoorState = { open: () => {}, close: (d) => d.set(Closed) };
export class Door { private state: DoorState = Closed; set(s: DoorState) { this.state = s; } open() { this.state.open(this); } }`, 'ok'],
  ['interchangeable-strategies', 'csharp', `public class PriceCalculator
{
    private readonly IDiscountPolicy _policy;
    public PriceCalculator(IDiscountPolicy policy) => _policy = policy;
    public decimal Price(Order o) => _policy.Apply(o.Subtotal);
}`, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['state', 'objects-for-states'], 'java', javaState('state = state.push();')],
  [['visitor'], 'java', javaVisitor('return v.visitLine(this);')],
  [['double-dispatch'], 'go', `type Unit interface { Attack(u Unit) int; DefendFromArcher(a *Archer) int }
type Archer struct{ power int }
func (a *Archer) Attack(u Unit) int { return u.DefendFromArcher(a) }`],
  [['strategy', 'policy'], 'java', javaStrategy('return rate.quote(p);')],
];

describeFamily('dispatch', [
  ['behaviour-in-state-objects', behaviourInStateObjects],
  ['double-dispatch-visitor', doubleDispatchVisitor],
  ['no-type-conditionals', noTypeConditionals],
  ['interchangeable-strategies', interchangeableStrategies],
  ['role mapping', roleMapping],
], catalogue);
