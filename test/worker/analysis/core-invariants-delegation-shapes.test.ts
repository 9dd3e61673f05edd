// Core delegation invariants with their participants under other names and shapes (function decorators, handler lists, library contracts).
import { describeFamily, type Sample } from './core-invariants-judge';

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['wraps-and-forwards', 'typescript', `type Fetcher = (url: string) => Promise<Response>;
const withRetry = (fetcher: Fetcher, attempts = 3): Fetcher => async (url) => {
  for (let i = 1; ; i++) {
    try { return await fetcher(url); } catch (e) { if (i >= attempts) throw e; }
  }
};`, 'ok'],
  ['wraps-and-forwards', 'typescript', `export function timed<A extends unknown[], R>(fn: (...args: A) => R, clock: Clock): (...args: A) => R {
  return (...args) => { const t = clock.now(); try { return fn(...args); } finally { clock.record(t); } };
}`, 'ok'],
  ['wraps-and-forwards', 'python', `def memoised(fn):
    seen = {}
    @functools.wraps(fn)
    def wrapper(*args):
        if args not in seen:
            seen[args] = fn(*args)
        return seen[args]
    return wrapper
`, 'ok'],
  ['wraps-and-forwards', 'go', `func RequireToken(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") == "" { http.Error(w, "no token", 401); return }
		next.ServeHTTP(w, r)
	})
}`, 'ok'],
  ['wraps-and-forwards', 'csharp', `public static class Guarded
{
    public static Func<Order, Receipt> WithAudit(Func<Order, Receipt> place, IAudit audit) => order =>
    {
        audit.Write(order.Id);
        return place(order);
    };
}`, 'ok'],
  ['wraps-and-forwards', 'java', `interface Report { byte[] render(); }
class PdfReport implements Report { public byte[] render() { return engine.print(); } }
class LazyReport implements Report {
  private PdfReport real;
  public byte[] render() {
    if (real == null) real = new PdfReport();
    return real.render();
  }
}`, 'ok'],
  ['wraps-and-forwards', 'go', `type Image interface { Draw(c Canvas) }
type diskImage struct { pixels []byte }
func (d *diskImage) Draw(c Canvas) { c.Blit(d.pixels) }
type lazyImage struct {
	path string
	real *diskImage
}
func (l *lazyImage) Draw(c Canvas) {
	if l.real == nil { l.real = loadDisk(l.path) }
	l.real.Draw(c)
}`, 'ok'],
  ['wraps-and-forwards', 'java', `abstract class Beverage { abstract double cost(); }
class Espresso extends Beverage { double cost() { return 1.9; } }
abstract class AddOn extends Beverage { protected Beverage base; AddOn(Beverage base) { this.base = base; } }
class OatMilk extends AddOn { OatMilk(Beverage b) { super(b); } double cost() { return base.cost() + 0.4; } }`, 'ok'],
  ['forwards-when-unhandled', 'java', `interface DiscountRule { Optional<Money> apply(Cart c); }
class DiscountEngine {
  private final List<DiscountRule> rules;
  DiscountEngine(List<DiscountRule> rules) { this.rules = rules; }
  Money discount(Cart c) {
    for (DiscountRule r : rules) { Optional<Money> d = r.apply(c); if (d.isPresent()) return d.get(); }
    return Money.ZERO;
  }
}`, 'ok'],
  ['forwards-when-unhandled', 'csharp', `public interface IRefundPolicy { bool TryRefund(Order o); }
public class RefundDesk
{
    private readonly IEnumerable<IRefundPolicy> _policies;
    public RefundDesk(IEnumerable<IRefundPolicy> policies) => _policies = policies;
    public bool Refund(Order o) { foreach (var p in _policies) if (p.TryRefund(o)) return true; return false; }
}`, 'ok'],
  ['forwards-when-unhandled', 'typescript', `type Route = (path: string) => Page | undefined;
class Router {
  constructor(private readonly routes: Route[]) {}
  resolve(path: string): Page {
    for (const route of this.routes) { const page = route(path); if (page) return page; }
    return notFound(path);
  }
}`, 'ok'],
  ['forwards-when-unhandled', 'python', `class Triage:
    def __init__(self, handlers):
        self._handlers = handlers

    def dispatch(self, alert):
        for handler in self._handlers:
            if handler.accepts(alert):
                return handler.page(alert)
        return None
`, 'ok'],
  ['forwards-when-unhandled', 'go', `type Check func(req *Request) error
type Gate struct { checks []Check }
func (g *Gate) Admit(req *Request) error {
	for _, c := range g.checks {
		if err := c(req); err != nil { return err }
	}
	return nil
}`, 'ok'],
  ['forwards-when-unhandled', 'python', `from typing import Optional
class Stage:
    def __init__(self, following: Optional["Stage"] = None):
        self._next: Optional["Stage"] = following

    def process(self, job):
        if self._next is not None:
            return self._next.process(job)

class Resize(Stage):
    def process(self, job):
        if job.kind != "image":
            return super().process(job)
        return shrink(job)
`, 'ok'],
  ['forwards-to-children', 'java', `interface Graphic { void draw(Canvas c); }
abstract class GraphicGroup implements Graphic {
  protected final List<Graphic> parts = new ArrayList<>();
  void add(Graphic g) { parts.add(g); }
}
class Layer extends GraphicGroup { public void draw(Canvas c) { c.save(); for (Graphic g : parts) g.draw(c); c.restore(); } }`, 'ok'],
  ['forwards-to-children', 'typescript', `interface Node { render(): string; }
class Fragment implements Node {
  private readonly children = new Array<Node>();
  render(): string { return this.children.map((c) => c.render()).join(''); }
}`, 'ok'],
  ['adapts-other-type', 'go', `type Sink interface { Write(e Event) error }
type SinkFunc func(e Event) error
func (f SinkFunc) Write(e Event) error { return f(e) }`, 'ok'],
  ['adapts-other-type', 'typescript', `interface KeyValue { get(key: string): Promise<string | null>; }
export function fromRedis(redis: RedisClient): KeyValue {
  return { get: (key) => redis.hget('kv', key) };
}`, 'ok'],
  ['adapts-other-type', 'typescript', `class StripeAdapter {
  constructor(private readonly stripe: Stripe) {}
  async charge(cents: number, card: string) { return (await this.stripe.paymentIntents.create({ amount: cents, payment_method: card })).status === 'succeeded'; }
}`, 'ok'],
  ['wraps-and-forwards', 'java', `public class LoggingList<E> extends AbstractList<E> {
  private final List<E> delegate;
  public LoggingList(List<E> delegate) { this.delegate = delegate; }
  @Override public E get(int i) { log(i); return delegate.get(i); }
  @Override public int size() { return delegate.size(); }
}`, 'ok'],
  ['wraps-and-forwards', 'go', `type loggingTransport struct{ next http.RoundTripper }
func (l loggingTransport) RoundTrip(r *http.Request) (*http.Response, error) { log.Println(r.URL); return l.next.RoundTrip(r) }`, 'ok'],
  ['wraps-and-forwards', 'python', `def retry(times):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for _ in range(times):
                try:
                    return fn(*args, **kwargs)
                except IOError:
                    pass
        return wrapper
    return decorate
`, 'ok'],
  ['wraps-and-forwards', 'typescript', `export const withCache = <T>(load: (k: string) => Promise<T>) => {
  const seen = new Map<string, Promise<T>>();
  return (k: string) => { if (!seen.has(k)) seen.set(k, load(k)); return seen.get(k)!; };
};`, 'ok'],
  ['forwards-when-unhandled', 'typescript', `type Middleware = (req: Req, next: () => Promise<Res>) => Promise<Res>;
export function compose(handlers: Middleware[]) {
  return (req: Req) => {
    const run = (i: number): Promise<Res> => (i < handlers.length ? handlers[i](req, () => run(i + 1)) : Promise.resolve(notFound()));
    return run(0);
  };
}`, 'ok'],
  ['forwards-when-unhandled', 'go', `type Handler interface{ Handle(r *Req) bool }
type chain []Handler
func (c chain) Handle(r *Req) bool { for _, h := range c { if h.Handle(r) { return true } }; return false }`, 'ok'],
  ['adapts-other-type', 'java', `public class LegacyPrinterAdapter extends LegacyPrinter implements Printer {
  public void print(String text) { printLine(text.toUpperCase()); }
}`, 'ok'],
  ['forwards-when-unhandled', 'java', `interface Agent { int tier(); boolean canTake(Ticket t); void take(Ticket t); }
class SupportDesk {
  private final List<Agent> agents = List.of(new Bot(), new FirstLine(), new Engineer());
  void submit(Ticket t) { agents.stream().sorted(comparing(Agent::tier)).filter(a -> a.canTake(t)).findFirst().ifPresent(a -> a.take(t)); }
}`, 'ok'],
  ['forwards-to-children', 'java', `public abstract class MenuItem {
  private final List<MenuItem> children = new ArrayList<>();
  public void add(MenuItem m) { children.add(m); }
  public void render(StringBuilder out) { renderSelf(out); children.forEach(c -> c.render(out)); }
  protected abstract void renderSelf(StringBuilder out);
}
class Link extends MenuItem { protected void renderSelf(StringBuilder out) { out.append(href); } }`, 'ok'],
];

describeFamily('delegation (other shapes)', [['role mapping', roleMapping]]);
