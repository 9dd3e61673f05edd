// Core delegation invariants (decorator/proxy, chain of responsibility, composite, adapter) in five languages.
import { describe, it } from 'vitest';
import { type CatalogueSample, describeFamily, expectVerdict, type Sample } from './core-invariants-judge';

const javaDecorator = `interface Notifier { void send(String to, String text); }
class SmsNotifier implements Notifier { public void send(String to, String text) { gateway.push(to, text); } }
class AuditedNotifier implements Notifier {
  private final Notifier inner;
  private final AuditLog log;
  AuditedNotifier(Notifier inner, AuditLog log) { this.inner = inner; this.log = log; }
  public void send(String to, String text) { log.record(to); inner.send(to, text); }
}`;
const csDecorator = `public interface IPriceFeed { decimal Quote(string symbol); }
public sealed class CachedPriceFeed : IPriceFeed
{
    private readonly IPriceFeed _origin;
    private readonly Dictionary<string, decimal> _seen = new();
    public CachedPriceFeed(IPriceFeed origin) => _origin = origin;
    public decimal Quote(string symbol) => _seen.TryGetValue(symbol, out var p) ? p : _seen[symbol] = _origin.Quote(symbol);
}`;
const tsDecorator = `interface Mailbox { deliver(letter: Letter): Promise<void>; }
class MeteredMailbox implements Mailbox {
  constructor(private readonly inner: Mailbox, private readonly meter: Meter) {}
  async deliver(letter: Letter): Promise<void> {
    const started = Date.now();
    await this.inner.deliver(letter);
    this.meter.observe(Date.now() - started);
  }
}`;
const pyDecorator = `class CompressingArchive:
    def __init__(self, archive):
        self._archive = archive

    def store(self, name, blob):
        return self._archive.store(name, zlib.compress(blob))
`;
const goDecorator = `type Storage interface { Put(key string, v []byte) error }
type tracedStorage struct {
	next   Storage
	tracer Tracer
}
func (t *tracedStorage) Put(key string, v []byte) error {
	span := t.tracer.Start("put")
	defer span.End()
	return t.next.Put(key, v)
}`;

const wrapsAndForwards: Sample[] = [
  ['wraps-and-forwards', 'java', javaDecorator, 'ok'],
  ['wraps-and-forwards', 'java', `class SmsNotifier { public void send(String to, String text) { gateway.push(to, text); } }
class AuditedSmsNotifier extends SmsNotifier {
  @Override public void send(String to, String text) { audit(to); super.send(to, text); }
}`, 'missing', /subclassing \(AuditedSmsNotifier extends SmsNotifier\)/],
  ['wraps-and-forwards', 'csharp', csDecorator, 'ok'],
  ['wraps-and-forwards', 'csharp', `public class PriceFeed { public virtual decimal Quote(string s) => _api.Get(s); }
public class CachedPriceFeed : PriceFeed { public override decimal Quote(string s) => _cache.GetOrAdd(s, k => base.Quote(k)); }`, 'missing', /CachedPriceFeed extends PriceFeed.*composition, not inheritance/],
  ['wraps-and-forwards', 'typescript', tsDecorator, 'ok'],
  ['wraps-and-forwards', 'typescript', `interface Mailbox { deliver(letter: Letter): Promise<void>; }
class MeteredMailbox implements Mailbox {
  constructor(private readonly inner: Mailbox, private readonly meter: Meter) {}
  async deliver(letter: Letter): Promise<void> { this.meter.observe(1); await smtp.sendRaw(letter); }
}`, 'missing', /holding another instance of it and forwarding/],
  ['wraps-and-forwards', 'python', pyDecorator, 'ok'],
  ['wraps-and-forwards', 'python', `class Archive:
    def store(self, name, blob):
        self._disk.write(name, blob)

class CompressingArchive(Archive):
    def store(self, name, blob):
        super().store(name, zlib.compress(blob))
`, 'missing', /CompressingArchive extends Archive/],
  ['wraps-and-forwards', 'go', goDecorator, 'ok'],
  ['wraps-and-forwards', 'go', `type Storage interface { Put(key string, v []byte) error }
type tracedStorage struct {
	next   Storage
	tracer Tracer
}
func (t *tracedStorage) Put(key string, v []byte) error {
	t.tracer.Start("put")
	return os.WriteFile(key, v, 0o600)
}`, 'missing', /forwarding the same calls/],
];

const javaChain = (approve: string) => `abstract class Approver {
  private Approver next;
  Approver then(Approver next) { this.next = next; return next; }
  protected boolean passOn(Expense e) { return next != null && next.approve(e); }
  abstract boolean approve(Expense e);
}
class TeamLead extends Approver {
  boolean approve(Expense e) {
    if (e.amount() <= 500) { ledger.sign(e, "lead"); return true; }
    ${approve}
  }
}
class Director extends Approver { boolean approve(Expense e) { ledger.sign(e, "director"); return true; } }`;
const csChain = (orElse: string) => `public abstract class TicketHandler
{
    protected TicketHandler _successor;
    public TicketHandler Then(TicketHandler s) { _successor = s; return s; }
    public abstract string Route(Ticket t);
}
public class BillingDesk : TicketHandler
{
    public override string Route(Ticket t)
    {
        if (t.Topic == Topic.Invoice) return "billing";
        ${orElse}
    }
}`;
const tsChain = (fallback: string) => `abstract class Middleware {
  private next: Middleware | null = null;
  use(next: Middleware): Middleware { this.next = next; return next; }
  handle(req: HttpRequest): HttpResponse | undefined { return this.next?.handle(req); }
}
class RateGate extends Middleware {
  handle(req: HttpRequest): HttpResponse | undefined {
    if (this.limiter.exceeded(req.ip)) return { status: 429 };
    ${fallback}
  }
}`;
const pyChain = (fallback: string) => `class Filter:
    def __init__(self, successor=None):
        self._successor = successor

    def screen(self, mail):
        if self._successor:
            return self._successor.screen(mail)
        return "inbox"

class SpamFilter(Filter):
    def screen(self, mail):
        if mail.score > 0.9:
            return "spam"
        ${fallback}
`;
const goChain = (fallback: string) => `type Resolver interface { Resolve(q string) (string, bool) }
type cacheResolver struct {
	cache map[string]string
	next  Resolver
}
func (c *cacheResolver) Resolve(q string) (string, bool) {
	if ip, ok := c.cache[q]; ok {
		return ip, true
	}
	${fallback}
}`;

const forwardsWhenUnhandled: Sample[] = [
  ['forwards-when-unhandled', 'java', javaChain('return passOn(e);'), 'ok'],
  ['forwards-when-unhandled', 'java', javaChain('return false;'), 'broken', /TeamLead\.approve .*never forwards the others to the next handler \(it returns false instead\)/],
  ['forwards-when-unhandled', 'csharp', csChain('return _successor?.Route(t) ?? "triage";'), 'ok'],
  ['forwards-when-unhandled', 'csharp', csChain('return "triage";'), 'broken', /BillingDesk\.Route .*never forwards/],
  ['forwards-when-unhandled', 'typescript', tsChain('return super.handle(req);'), 'ok'],
  ['forwards-when-unhandled', 'typescript', tsChain('return undefined;'), 'broken', /RateGate\.handle .*next handler/],
  ['forwards-when-unhandled', 'python', pyChain('return super().screen(mail)'), 'ok'],
  ['forwards-when-unhandled', 'python', pyChain('return "inbox"'), 'broken', /SpamFilter\.screen .*never forwards/],
  ['forwards-when-unhandled', 'go', goChain('if c.next == nil {\n\t\treturn "", false\n\t}\n\treturn c.next.Resolve(q)'), 'ok'],
  ['forwards-when-unhandled', 'go', goChain('return "", false'), 'broken', /cacheResolver\.Resolve .*never forwards/],
  ['forwards-when-unhandled', 'java', `class Approver { boolean approve(Expense e) { return e.amount() < 100; } }`, 'missing', /next handler/],
];

const forwardsToChildren: Sample[] = [
  ['forwards-to-children', 'java', `interface Asset { double value(); }
class Bond implements Asset { public double value() { return face * price; } }
class Portfolio implements Asset {
  private final List<Asset> holdings = new ArrayList<>();
  void add(Asset a) { holdings.add(a); }
  public double value() { return holdings.stream().mapToDouble(Asset::value).sum(); }
}`, 'ok'],
  ['forwards-to-children', 'java', `interface Asset { double value(); }
class Portfolio implements Asset {
  private final List<Asset> holdings = new ArrayList<>();
  void add(Asset a) { holdings.add(a); }
  public double value() { return cash; }
}`, 'broken', /Portfolio keeps its children in holdings but no operation iterates over them/],
  ['forwards-to-children', 'csharp', `public interface IMenuEntry { void Render(TextWriter w); }
public class Submenu : IMenuEntry
{
    private readonly List<IMenuEntry> _entries = new();
    public void Add(IMenuEntry e) => _entries.Add(e);
    public void Render(TextWriter w) { foreach (var e in _entries) e.Render(w); }
}`, 'ok'],
  ['forwards-to-children', 'csharp', `public interface IMenuEntry { void Render(TextWriter w); }
public class Submenu : IMenuEntry
{
    private readonly List<IMenuEntry> _entries = new();
    public void Add(IMenuEntry e) => _entries.Add(e);
    public void Render(TextWriter w) => w.WriteLine(Title);
}`, 'broken', /Submenu keeps its children in _entries/],
  ['forwards-to-children', 'typescript', `interface Shape { area(): number; }
class Group implements Shape {
  private members: Shape[] = [];
  add(s: Shape): this { this.members.push(s); return this; }
  area(): number { return this.members.reduce((sum, s) => sum + s.area(), 0); }
}`, 'ok'],
  ['forwards-to-children', 'typescript', `interface Shape { area(): number; }
class Group implements Shape {
  private members: Shape[] = [];
  add(s: Shape): this { this.members.push(s); return this; }
  area(): number { return 0; }
}`, 'broken', /Group keeps its children in members/],
  ['forwards-to-children', 'python', `class Directory(Entry):
    def __init__(self, name):
        self.name = name
        self.children = []

    def size(self):
        return sum(child.size() for child in self.children)
`, 'ok'],
  ['forwards-to-children', 'python', `class Directory(Entry):
    def __init__(self, name):
        self.name = name
        self.children = []

    def size(self):
        return 4096
`, 'broken', /Directory keeps its children in children/],
  ['forwards-to-children', 'go', `type Task interface { Estimate() int }
type Epic struct { stories []Task }
func (e *Epic) Estimate() int {
	total := 0
	for _, s := range e.stories { total += s.Estimate() }
	return total
}`, 'ok'],
  ['forwards-to-children', 'go', `type Task interface { Estimate() int }
type Epic struct { stories []Task; points int }
func (e *Epic) Estimate() int { return e.points }`, 'broken', /Epic keeps its children in stories/],
  ['forwards-to-children', 'java', `class Bond { double value() { return face; } }`, 'missing', /no composite found/],
];

const adaptsOtherType: Sample[] = [
  ['adapts-other-type', 'java', `interface Thermometer { double celsius(); }
class FahrenheitProbeAdapter implements Thermometer {
  private final FahrenheitProbe probe;
  FahrenheitProbeAdapter(FahrenheitProbe probe) { this.probe = probe; }
  public double celsius() { return (probe.readF() - 32) * 5 / 9; }
}`, 'ok'],
  ['adapts-other-type', 'java', `interface Thermometer { double celsius(); }
class FahrenheitProbeAdapter implements Thermometer { public double celsius() { return 21.5; } }`, 'missing', /no adapter found/],
  ['adapts-other-type', 'csharp', `public interface IPaymentGateway { Task<bool> Charge(Money m); }
public class LegacyBankAdapter : IPaymentGateway
{
    private readonly LegacyBankClient _bank;
    public LegacyBankAdapter(LegacyBankClient bank) => _bank = bank;
    public async Task<bool> Charge(Money m) => (await _bank.DebitCentsAsync((long)(m.Amount * 100))).Code == 0;
}`, 'ok'],
  ['adapts-other-type', 'csharp', `public interface IPaymentGateway { Task<bool> Charge(Money m); }
public class LegacyBankAdapter : IPaymentGateway { public Task<bool> Charge(Money m) => Task.FromResult(true); }`, 'missing', /translates each call to a wrapped object/],
  ['adapts-other-type', 'typescript', `interface Logger { info(msg: string): void; }
class WinstonAdapter implements Logger {
  constructor(private readonly winston: WinstonInstance) {}
  info(msg: string): void { this.winston.log({ level: 'info', message: msg }); }
}`, 'ok'],
  ['adapts-other-type', 'typescript', `interface Logger { info(msg: string): void; }
class ConsoleLogger implements Logger { info(msg: string): void { console.log(msg); } }`, 'missing', /no adapter found/],
  ['adapts-other-type', 'python', `class XmlFeedAdapter:
    def __init__(self, feed):
        self._feed = feed

    def items(self):
        return [parse(node) for node in self._feed.fetch_nodes("item")]
`, 'ok'],
  ['adapts-other-type', 'python', `class XmlFeedAdapter:
    def items(self):
        return []
`, 'missing', /no adapter found/],
  ['adapts-other-type', 'go', `type Geocoder interface { Locate(addr string) (Point, error) }
type osmAdapter struct { client *nominatim.Client }
func (a osmAdapter) Locate(addr string) (Point, error) {
	r, err := a.client.Search(nominatim.Query{Q: addr})
	return Point{r.Lat, r.Lon}, err
}`, 'ok'],
  ['adapts-other-type', 'go', `type Geocoder interface { Locate(addr string) (Point, error) }
type fixedGeocoder struct{}
func (fixedGeocoder) Locate(addr string) (Point, error) { return Point{}, nil }`, 'missing', /no adapter found/],
];

/** Decorators (not proxies) must pass every call of the contract on: the catalogue sets forward_all for them. */
const decoratorDrops: [Sample[1], string, 'ok' | 'broken', RegExp?][] = [
  ['java', `interface Store { String get(String k); void put(String k, String v); }
class CachingStore implements Store {
  private final Store inner;
  CachingStore(Store inner) { this.inner = inner; }
  public String get(String k) { return cache.computeIfAbsent(k, inner::get); }
  public void put(String k, String v) { cache.put(k, v); }
}`, 'broken', /CachingStore\.put never forwards to the wrapped inner/],
  ['java', `interface Store { String get(String k); void put(String k, String v); }
class ReadOnlyStore implements Store {
  private final Store inner;
  ReadOnlyStore(Store inner) { this.inner = inner; }
  public String get(String k) { return inner.get(k); }
  public void put(String k, String v) { throw new UnsupportedOperationException("read-only"); }
}`, 'ok'],
  ['csharp', csDecorator, 'ok'],
  ['typescript', `interface Queue { push(job: Job): void; size(): number; }
class CountingQueue implements Queue {
  private pushed = 0;
  constructor(private readonly inner: Queue) {}
  push(job: Job) { this.pushed++; this.inner.push(job); }
  size() { return this.pushed; }
}`, 'broken', /CountingQueue\.size never forwards to the wrapped inner/],
  ['python', `class Sink(ABC):
    @abstractmethod
    def write(self, line): ...

    @abstractmethod
    def flush(self): ...

class Timestamped(Sink):
    def __init__(self, inner):
        self._inner = inner

    def write(self, line):
        self._inner.write(f"{time.time()} {line}")

    def flush(self):
        pass
`, 'broken', /Timestamped\.flush never forwards to the wrapped _inner/],
  ['go', goDecorator, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['decorator'], 'java', javaDecorator],
  [['proxy', 'virtual-proxy'], 'go', goDecorator],
  [['chain-of-responsibility'], 'java', javaChain('return passOn(e);')],
  [['composite'], 'python', `class Directory(Entry):
    def __init__(self):
        self.children = []

    def size(self):
        return sum(c.size() for c in self.children)
`],
  [['adapter'], 'csharp', `public interface IClock { DateTime Now(); }
public class NodaClockAdapter : IClock { private readonly NodaClock _inner; public DateTime Now() => _inner.GetCurrentInstant().ToDateTimeUtc(); }`],
];

describeFamily('delegation', [
  ['wraps-and-forwards', wrapsAndForwards],
  ['forwards-when-unhandled', forwardsWhenUnhandled],
  ['forwards-to-children', forwardsToChildren],
  ['adapts-other-type', adaptsOtherType],
], catalogue);

describe('decorators pass every call on', () => {
  it.each(decoratorDrops)('should judge a %s decorator (%#) as expected', (language, code, expected, words) => expectVerdict('wraps-and-forwards', language, code, expected, words, { forward_all: true }));
});
