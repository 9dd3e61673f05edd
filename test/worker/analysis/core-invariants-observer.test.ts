// Core observer invariants (subject notifies its observers, after the change, and observers can leave) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaSubject = (setPrice: string, leave = 'watchers.remove(w);') => `interface PriceWatcher { void priceChanged(String sku, BigDecimal price); }
class PriceBoard {
  private final List<PriceWatcher> watchers = new CopyOnWriteArrayList<>();
  private BigDecimal price = BigDecimal.ZERO;
  void subscribe(PriceWatcher w) { watchers.add(w); }
  void unsubscribe(PriceWatcher w) { ${leave} }
  void setPrice(BigDecimal p) { ${setPrice} }
  private void notifyWatchers() { for (PriceWatcher w : watchers) w.priceChanged(sku, price); }
}`;
const csSubject = (set: string, leave = '_observers.Remove(o);') => `public class Thermostat
{
    private readonly List<ITemperatureObserver> _observers = new();
    private double _celsius;
    public void Attach(ITemperatureObserver o) => _observers.Add(o);
    public void Detach(ITemperatureObserver o) { ${leave} }
    public void Set(double celsius) { ${set} }
    private void Notify() { foreach (var o in _observers) o.Update(_celsius); }
}`;
const tsSubject = (set: string, leave = 'this.listeners.delete(fn);') => `type Listener = (count: number) => void;
export class Counter {
  private listeners = new Set<Listener>();
  private count = 0;
  subscribe(fn: Listener) { this.listeners.add(fn); }
  unsubscribe(fn: Listener) { ${leave} }
  increment() { ${set} }
  private emitChange() { this.listeners.forEach((fn) => fn(this.count)); }
}`;
const pySubject = (set: string, leave = '        self._observers.remove(observer)') => `class Inventory:
    def __init__(self):
        self._observers = []
        self._stock = {}

    def attach(self, observer):
        self._observers.append(observer)

    def detach(self, observer):
${leave}

    def restock(self, sku, qty):
${set}

    def _notify(self, sku):
        for observer in self._observers:
            observer.stock_changed(sku, self._stock[sku])
`;
const goSubject = (set: string, leave = 'delete(b.subs, id)') => `type Board struct {
	subs  map[int]func(score int)
	next  int
	score int
}
func (b *Board) Subscribe(fn func(int)) int { b.next++; b.subs[b.next] = fn; return b.next }
func (b *Board) Unsubscribe(id int) { ${leave} }
func (b *Board) Goal() { ${set} }
func (b *Board) notify() { for _, fn := range b.subs { fn(b.score) } }`;

const subjectNotifiesObservers: Sample[] = [
  ['subject-notifies-observers', 'java', javaSubject('price = p; notifyWatchers();'), 'ok'],
  ['subject-notifies-observers', 'java', `class PriceBoard {
  private final PriceWatcher watcher;
  PriceBoard(PriceWatcher watcher) { this.watcher = watcher; }
  void setPrice(BigDecimal p) { price = p; watcher.priceChanged(sku, p); }
}`, 'missing', /no subject found that keeps a list of observers/],
  ['subject-notifies-observers', 'csharp', csSubject('_celsius = celsius; Notify();'), 'ok'],
  ['subject-notifies-observers', 'csharp', `public class Thermostat { public double Celsius { get; set; } public void Set(double c) { Celsius = c; _display.Show(c); } }`, 'missing', /no subject found/],
  ['subject-notifies-observers', 'typescript', tsSubject('this.count++; this.emitChange();'), 'ok'],
  ['subject-notifies-observers', 'typescript', `export class Counter { private count = 0; increment() { this.count++; render(this.count); } }`, 'missing', /no subject found/],
  ['subject-notifies-observers', 'python', pySubject('        self._stock[sku] = qty\n        self._notify(sku)'), 'ok'],
  ['subject-notifies-observers', 'python', `class Inventory:
    def restock(self, sku, qty):
        self._stock[sku] = qty
        dashboard.refresh(sku)
`, 'missing', /no subject found/],
  ['subject-notifies-observers', 'go', goSubject('b.score++; b.notify()'), 'ok'],
  ['subject-notifies-observers', 'go', `type Board struct{ score int }
func (b *Board) Goal() { b.score++; fmt.Println(b.score) }`, 'missing', /no subject found/],
];

const notifiesAfterChange: Sample[] = [
  ['notifies-after-change', 'java', javaSubject('price = p; notifyWatchers();'), 'ok'],
  ['notifies-after-change', 'java', javaSubject('notifyWatchers(); price = p;'), 'broken', /PriceBoard\.setPrice calls notifyWatchers\(\) before it updates price.*old \(stale\) value/],
  ['notifies-after-change', 'csharp', csSubject('_celsius = celsius; Notify();'), 'ok'],
  ['notifies-after-change', 'csharp', csSubject('Notify(); _celsius = celsius;'), 'broken', /Thermostat\.Set calls Notify\(\) before it updates _celsius/],
  ['notifies-after-change', 'typescript', tsSubject('this.count++; this.emitChange();'), 'ok'],
  ['notifies-after-change', 'typescript', tsSubject('this.emitChange(); this.count++;'), 'broken', /Counter\.increment calls emitChange\(\) before it updates count/],
  ['notifies-after-change', 'python', pySubject('        self._stock[sku] = qty\n        self._notify(sku)'), 'ok'],
  ['notifies-after-change', 'python', pySubject('        self._notify(sku)\n        self._stock[sku] = qty'), 'broken', /Inventory\.restock calls _notify\(\) before it updates _stock/],
  ['notifies-after-change', 'go', goSubject('b.score++; b.notify()'), 'ok'],
  ['notifies-after-change', 'go', goSubject('b.notify(); b.score++'), 'broken', /Board\.Goal calls notify\(\) before it updates score/],
  ['notifies-after-change', 'java', `class Stock {
  private final List<StockObserver> observers = new ArrayList<>();
  private double price;
  void reprice(double p) { for (StockObserver o : observers) o.update(price); price = p; }
}`, 'broken', /Stock\.reprice notifies each of observers before it updates price/],
  ['notifies-after-change', 'python', `class Stock:
    def __init__(self):
        self._observers = []
        self._price = 0

    def reprice(self, p):
        for o in self._observers:
            o.update(self)
        self._price = p
`, 'broken', /Stock\.reprice notifies each of _observers before it updates _price/],
  ['notifies-after-change', 'go', `type Stock struct {
	subs  []func(float64)
	price float64
}
func (s *Stock) Reprice(p float64) {
	s.price = p
	for _, f := range s.subs { f(s.price) }
}`, 'ok'],
];

const observersCanLeave: Sample[] = [
  ['observers-can-leave', 'java', javaSubject('price = p; notifyWatchers();'), 'ok'],
  ['observers-can-leave', 'java', javaSubject('price = p; notifyWatchers();', 'watchers.stream().filter(x -> x != w).toList();'), 'broken', /PriceBoard\.unsubscribe never removes the observer from watchers/],
  ['observers-can-leave', 'csharp', csSubject('_celsius = celsius; Notify();'), 'ok'],
  ['observers-can-leave', 'csharp', csSubject('_celsius = celsius; Notify();', '_log.Info("detached");'), 'broken', /Thermostat\.Detach never removes the observer from _observers/],
  ['observers-can-leave', 'typescript', tsSubject('this.count++; this.emitChange();'), 'ok'],
  ['observers-can-leave', 'typescript', tsSubject('this.count++; this.emitChange();', '[...this.listeners].filter((l) => l !== fn);'), 'broken', /Counter\.unsubscribe never removes the observer from listeners/],
  ['observers-can-leave', 'typescript', tsSubject('this.count++; this.emitChange();', 'this.listeners = new Set([...this.listeners].filter((l) => l !== fn));'), 'ok'],
  ['observers-can-leave', 'python', pySubject('        self._stock[sku] = qty\n        self._notify(sku)'), 'ok'],
  ['observers-can-leave', 'python', pySubject('        self._stock[sku] = qty\n        self._notify(sku)', '        [o for o in self._observers if o is not observer]'), 'broken', /Inventory\.detach never removes the observer from _observers/],
  ['observers-can-leave', 'go', goSubject('b.score++; b.notify()'), 'ok'],
  ['observers-can-leave', 'go', goSubject('b.score++; b.notify()', 'log.Printf("unsubscribe %d", id)'), 'broken', /Board\.Unsubscribe never removes the observer from subs/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['subject-notifies-observers', 'csharp', `public class Stock
{
    public event EventHandler<decimal>? PriceChanged;
    private decimal _price;
    public decimal Price { get => _price; set { _price = value; PriceChanged?.Invoke(this, value); } }
}`, 'ok'],
  ['notifies-after-change', 'csharp', `public class Stock
{
    public event EventHandler<decimal>? PriceChanged;
    private decimal _price;
    public void Reprice(decimal p) { PriceChanged?.Invoke(this, p); _price = p; }
}`, 'broken', /Stock\.Reprice calls Invoke\(\) before it updates _price/],
  ['observers-can-leave', 'csharp', `public class Stock
{
    private EventHandler<decimal>? _changed;
    public void Watch(EventHandler<decimal> h) => _changed += h;
    public void Unwatch(EventHandler<decimal> h) => _changed -= h;
}`, 'ok'],
  ['subject-notifies-observers', 'java', `class Account {
  private final PropertyChangeSupport changes = new PropertyChangeSupport(this);
  private long balance;
  void addListener(PropertyChangeListener l) { changes.addPropertyChangeListener(l); }
  void deposit(long cents) { long old = balance; balance += cents; changes.firePropertyChange("balance", old, balance); }
}`, 'ok'],
  ['subject-notifies-observers', 'typescript', `export class Store<S> extends EventEmitter {
  constructor(private state: S) { super(); }
  dispatch(action: Action) { this.state = reduce(this.state, action); this.emit('change', this.state); }
}`, 'ok'],
  ['notifies-after-change', 'typescript', `export class Store<S> {
  private readonly changes$ = new BehaviorSubject<S | null>(null);
  constructor(private state: S) {}
  dispatch(action: Action) { this.changes$.next(this.state); this.state = reduce(this.state, action); }
}`, 'broken', /Store\.dispatch calls next\(\) before it updates state/],
  ['notifies-after-change', 'java', `class Feed {
  private final List<Reader> readers = new ArrayList<>();
  private boolean notifying;
  private String headline;
  void publish(String h) { headline = h; notifying = true; notifyReaders(); notifying = false; }
  private void notifyReaders() { for (Reader r : readers) r.read(headline); }
}`, 'ok'],
  ['subject-notifies-observers', 'python', `class Button:
    def __init__(self):
        self._callbacks = []

    def on_click(self, callback):
        self._callbacks.append(callback)

    def click(self):
        for callback in self._callbacks:
            callback(self)
`, 'ok'],
  ['subject-notifies-observers', 'go', `type (
	Listener interface{ OnEvent(e Event) }
	Broadcaster interface {
		Register(l Listener)
		Unregister(l Listener)
		Notify(e Event)
	}
)`, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['observer', 'listener'], 'java', javaSubject('price = p; notifyWatchers();')],
  [['observer'], 'python', pySubject('        self._stock[sku] = qty\n        self._notify(sku)')],
  [['observer'], 'go', goSubject('b.score++; b.notify()')],
];

describeFamily('observer', [
  ['subject-notifies-observers', subjectNotifiesObservers],
  ['notifies-after-change', notifiesAfterChange],
  ['observers-can-leave', observersCanLeave],
  ['role mapping', roleMapping],
], catalogue);
