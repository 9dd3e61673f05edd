import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis/code/build-model';
import type { CodeLanguage } from '../../../src/analysis/code/language';
import { catalogueEntryFor, quoteFromDoc } from '../../../src/analysis/patterns/catalogue';
import { INVARIANT_CHECKS, duplicateCheckNames } from '../../../src/analysis/patterns/invariants/registry';

/** [check, language, code, expected outcome, words the finding must contain] */
type Sample = [string, CodeLanguage, string, 'ok' | 'broken' | 'missing', RegExp?];

function judge(check: string, language: CodeLanguage, code: string) {
  return INVARIANT_CHECKS[check](buildCodeModel(code, language), {});
}

function expectOutcome([check, language, code, expected, words]: Sample) {
  const outcome = judge(check, language, code);
  const text = outcome.findings.map((f) => f.message).join('\n');
  if (expected === 'ok') expect(outcome.passed, text).toBe(true);
  else {
    expect(outcome.passed).toBe(false);
    expect(!!outcome.absent, text).toBe(expected === 'missing');
    if (words) expect(text).toMatch(words);
  }
}

const pyGuarded = (get: string, put = '') => `import threading
class GuardedQueue:
    def __init__(self):
        self._items = []
        self._cond = threading.Condition()
    def get(self):
${get}
            return self._items.pop(0)
${put ? `    def put(self, item):\n        with self._cond:\n            self._items.append(item)\n${put}` : ''}`;
const goGuarded = (guard: string, put = '') => `type GuardedQueue struct {
	mu    sync.Mutex
	cond  *sync.Cond
	items []int
}
func (q *GuardedQueue) Get() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	${guard} len(q.items) == 0 {
		q.cond.Wait()
	}
	x := q.items[0]
	q.items = q.items[1:]
	return x
}
func (q *GuardedQueue) Put(x int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.items = append(q.items, x)
${put}
}`;
const tsGuarded = (guard: string, put: string) => `class GuardedQueue<T> {
  private items: T[] = [];
  private waiters: (() => void)[] = [];
  async get(): Promise<T> {
    ${guard} (this.items.length === 0) await new Promise<void>((r) => this.waiters.push(r));
    return this.items.shift()!;
  }
  put(item: T) { this.items.push(item);${put} }
}`;
const javaGuarded = (get: string, put: string, sync = 'synchronized ') => `class GuardedQueue {
  private final Queue<Integer> items = new LinkedList<>();
  public ${sync}Integer get() throws InterruptedException {
    ${get}
    return items.poll();
  }
  public synchronized void put(Integer e) { items.add(e);${put} }
}`;
const csGuarded = (guard: string, put: string) => `class GuardedQueue {
  private readonly Queue<int> _items = new Queue<int>();
  private readonly object _sync = new object();
  public int Get() { lock (_sync) { ${guard} (_items.Count == 0) Monitor.Wait(_sync); return _items.Dequeue(); } }
  public void Put(int x) { lock (_sync) { _items.Enqueue(x);${put} } }
}`;

const guardedSuspension: Sample[] = [
  ['waits-in-loop', 'java', javaGuarded('while (items.isEmpty()) { wait(); }', ' notifyAll();'), 'ok'],
  ['waits-in-loop', 'java', javaGuarded('if (items.isEmpty()) { wait(); }', ' notify();'), 'broken', /waits under `if .*while loop/],
  ['waits-in-loop', 'java', javaGuarded('while (items.isEmpty()) wait();', ' notify();', ''), 'broken', /without holding the lock/],
  ['waits-in-loop', 'java', `class GuardedQueue {
  private final Queue<Integer> items = new LinkedList<>();
  public Integer get() { if (items.isEmpty()) return null; return items.poll(); }
}`, 'missing', /balking/],
  ['waits-in-loop', 'java', `class GuardedQueue {
  private volatile boolean ready;
  public void await() throws InterruptedException { while (!ready) { Thread.sleep(10); } }
}`, 'broken', /busy-waiting/],
  ['waits-in-loop', 'csharp', csGuarded('while', ' Monitor.PulseAll(_sync);'), 'ok'],
  ['waits-in-loop', 'csharp', csGuarded('if', ' Monitor.PulseAll(_sync);'), 'broken', /instead of inside a while loop/],
  ['waits-in-loop', 'python', pyGuarded('        with self._cond:\n            while not self._items:\n                self._cond.wait()', '            self._cond.notify()\n'), 'ok'],
  ['waits-in-loop', 'python', pyGuarded('        with self._cond:\n            if not self._items:\n                self._cond.wait()'), 'broken', /while loop/],
  ['waits-in-loop', 'python', pyGuarded('        if True:\n            while not self._items:\n                self._cond.wait()'), 'broken', /without holding the lock/],
  ['waits-in-loop', 'go', goGuarded('for', '\tq.cond.Signal()'), 'ok'],
  ['waits-in-loop', 'go', goGuarded('if', '\tq.cond.Signal()'), 'broken', /instead of inside a while loop/],
  ['waits-in-loop', 'typescript', tsGuarded('while', ' this.waiters.shift()?.();'), 'ok'],
  ['waits-in-loop', 'typescript', tsGuarded('if', ' this.waiters.shift()?.();'), 'broken', /instead of inside a while loop/],
  ['wakes-waiters', 'java', javaGuarded('while (items.isEmpty()) wait();', ' notifyAll();'), 'ok'],
  ['wakes-waiters', 'java', javaGuarded('while (items.isEmpty()) wait();', ''), 'broken', /no method ever calls notify/],
  ['wakes-waiters', 'java', `class BoundedBuffer {
  private final Queue<Integer> items = new LinkedList<>();
  public synchronized Integer take() throws InterruptedException { while (items.isEmpty()) wait(); Integer x = items.poll(); notifyAll(); return x; }
  public synchronized void put(Integer e) { items.add(e); notifyAll(); }
  public synchronized void putQuietly(Integer e) { items.add(e); }
}`, 'broken', /putQuietly changes items.*does not notify/],
  ['wakes-waiters', 'csharp', csGuarded('while', ''), 'broken', /no method ever calls notify/],
  ['wakes-waiters', 'csharp', csGuarded('while', ' Monitor.Pulse(_sync);'), 'ok'],
  ['wakes-waiters', 'python', pyGuarded('        with self._cond:\n            while not self._items:\n                self._cond.wait()', '            self._cond.notify_all()\n'), 'ok'],
  ['wakes-waiters', 'python', pyGuarded('        with self._cond:\n            while not self._items:\n                self._cond.wait()', '            pass\n'), 'broken', /never woken/],
  ['wakes-waiters', 'go', goGuarded('for', ''), 'broken', /no method ever calls notify/],
  ['wakes-waiters', 'go', goGuarded('for', '\tq.cond.Broadcast()'), 'ok'],
  ['wakes-waiters', 'typescript', tsGuarded('while', ''), 'broken', /no method ever calls notify/],
  ['wakes-waiters', 'typescript', tsGuarded('while', ' this.waiters.shift()?.();'), 'ok'],
];

const mediator: Sample[] = [
  ['colleagues-talk-through-mediator', 'java', `interface Party { void act(PartyMember actor, String action); void addMember(PartyMember m); }
class PartyImpl implements Party {
  private final List<PartyMember> members = new ArrayList<>();
  public void act(PartyMember actor, String action) { for (var m : members) if (!m.equals(actor)) m.partyAction(action); }
  public void addMember(PartyMember m) { members.add(m); m.joinedParty(this); }
}
interface PartyMember { void joinedParty(Party p); void partyAction(String a); }
abstract class PartyMemberBase implements PartyMember {
  protected Party party;
  public void joinedParty(Party p) { this.party = p; }
  public void partyAction(String a) { }
  public void act(String a) { if (party != null) party.act(this, a); }
}
class Rogue extends PartyMemberBase { }
class Wizard extends PartyMemberBase { }`, 'ok'],
  ['colleagues-talk-through-mediator', 'java', `interface Party { void act(PartyMember actor, String action); }
interface PartyMember { void partyAction(String a); }
abstract class PartyMemberBase implements PartyMember {
  protected Party party;
  public void partyAction(String a) { }
}
class Rogue extends PartyMemberBase {
  private Wizard wizard;
  public void stealGold() { wizard.partyAction("gold"); }
}
class Wizard extends PartyMemberBase { }`, 'broken', /Rogue holds a direct reference to another colleague \(wizard: Wizard\) and calls wizard.partyAction/],
  ['colleagues-talk-through-mediator', 'java', `class Buyer { private Seller seller; void buy() { seller.sell(); } }
class Seller { private Buyer buyer; void sell() { buyer.pay(); } void pay() {} }`, 'missing', /there is no mediator/],
  ['colleagues-talk-through-mediator', 'csharp', `public interface IChatRoom { void Send(string from, string message); void Join(User user); }
public class ChatRoom : IChatRoom {
  private readonly List<User> _users = new List<User>();
  public void Join(User user) { _users.Add(user); }
  public void Send(string from, string message) { foreach (var u in _users) u.Receive(from, message); }
}
public class User {
  private readonly IChatRoom _room;
  public User(IChatRoom room) { _room = room; }
  public void Say(string text) { _room.Send("me", text); }
  public void Receive(string from, string message) { }
}`, 'ok'],
  ['colleagues-talk-through-mediator', 'csharp', `public interface IChatRoom { void Send(string from, string message); }
public class User {
  private readonly IChatRoom _room;
  public User(IChatRoom room) { _room = room; }
  public void Whisper(User other, string text) { other.Receive("me", text); }
  public void Receive(string from, string message) { }
}`, 'broken', /User.Whisper takes another colleague .* calls other.Receive\(\) directly/],
  ['colleagues-talk-through-mediator', 'typescript', `interface Tower { requestLanding(plane: Aircraft): void }
class ControlTower implements Tower {
  private planes: Aircraft[] = [];
  register(p: Aircraft) { this.planes.push(p); }
  requestLanding(plane: Aircraft) { for (const p of this.planes) if (p !== plane) p.hold(); }
}
class Aircraft {
  constructor(private readonly tower: Tower) {}
  land() { this.tower.requestLanding(this); }
  hold() {}
}`, 'ok'],
  ['colleagues-talk-through-mediator', 'typescript', `interface Tower { requestLanding(plane: Aircraft): void }
class Aircraft {
  private others: Aircraft[] = [];
  constructor(private readonly tower: Tower) {}
  land() { for (const o of this.others) o.hold(); }
  hold() {}
}`, 'broken', /Aircraft holds a direct reference to another colleague \(others: Aircraft\[\]\)/],
  ['colleagues-talk-through-mediator', 'python', `class ChatRoom:
    def __init__(self):
        self._users = []
    def join(self, user):
        self._users.append(user)
    def send(self, sender, text):
        for u in self._users:
            if u is not sender:
                u.receive(text)

class User:
    def __init__(self, room):
        self._room = room
    def say(self, text):
        self._room.send(self, text)
    def receive(self, text):
        print(text)
`, 'ok'],
  ['colleagues-talk-through-mediator', 'python', `class ChatRoom:
    def __init__(self):
        self._users = []
    def send(self, sender, text):
        for u in self._users:
            u.receive(text)

class User:
    def __init__(self, room, friends):
        self._room = room
        self._friends = friends
    def say(self, text):
        for f in self._friends:
            f.receive(text)
    def receive(self, text):
        print(text)
`, 'broken', /User holds a direct reference to another colleague \(_friends\)/],
  ['colleagues-talk-through-mediator', 'go', `type Mediator interface {
	Send(from *Colleague, msg string)
}
type Hub struct {
	members []*Colleague
}
func (h *Hub) Send(from *Colleague, msg string) {
	for _, m := range h.members {
		if m != from {
			m.Receive(msg)
		}
	}
}
type Colleague struct {
	mediator Mediator
}
func (c *Colleague) Say(msg string) { c.mediator.Send(c, msg) }
func (c *Colleague) Receive(msg string) {}`, 'ok'],
  ['colleagues-talk-through-mediator', 'go', `type Mediator interface {
	Send(from *Colleague, msg string)
}
type Colleague struct {
	mediator Mediator
	peer     *Colleague
}
func (c *Colleague) Say(msg string) { c.peer.Receive(msg) }
func (c *Colleague) Receive(msg string) {}`, 'broken', /Colleague holds a direct reference to another colleague \(peer: \*Colleague\) and calls peer.Receive/],
];

const publishSubscribe: Sample[] = [
  ['publishers-use-broker', 'java', `interface Subscriber { void onMessage(Message m); }
class Topic {
  private final Set<Subscriber> subscribers = new CopyOnWriteArraySet<>();
  public void addSubscriber(Subscriber s) { subscribers.add(s); }
  public void publish(Message m) { for (Subscriber s : subscribers) s.onMessage(m); }
}
class OrderService {
  private final Topic topic;
  OrderService(Topic topic) { this.topic = topic; }
  void createOrder(String id) { topic.publish(new Message(id)); }
}
class InventorySubscriber implements Subscriber { public void onMessage(Message m) { } }`, 'ok'],
  ['publishers-use-broker', 'java', `interface Subscriber { void onMessage(Message m); }
class Topic {
  private final Set<Subscriber> subscribers = new CopyOnWriteArraySet<>();
  public void addSubscriber(Subscriber s) { subscribers.add(s); }
  public void publish(Message m) { for (Subscriber s : subscribers) s.onMessage(m); }
}
class InventorySubscriber implements Subscriber { public void onMessage(Message m) { } }
class OrderService {
  private final InventorySubscriber inventory;
  OrderService(InventorySubscriber inventory) { this.inventory = inventory; }
  void createOrder(String id) { inventory.onMessage(new Message(id)); }
}`, 'broken', /OrderService.createOrder calls inventory.onMessage\(\) on the subscriber directly/],
  ['publishers-use-broker', 'java', `class InventoryService { void handleOrder(String id) { } }
class OrderService {
  private final InventoryService inventory = new InventoryService();
  void createOrder(String id) { inventory.handleOrder(id); }
}`, 'missing', /there is no broker/],
  ['publishers-use-broker', 'csharp', `public class MessageBroker {
  private readonly Dictionary<string, List<Action<string>>> _subscribers = new();
  public void Subscribe(string topic, Action<string> handler) { if (!_subscribers.ContainsKey(topic)) _subscribers[topic] = new(); _subscribers[topic].Add(handler); }
  public void Publish(string topic, string message) { if (_subscribers.TryGetValue(topic, out var hs)) foreach (var h in hs) h(message); }
}
public class OrderService {
  private readonly MessageBroker _broker;
  public OrderService(MessageBroker broker) { _broker = broker; }
  public void CreateOrder(string id) { _broker.Publish("orders", id); }
}`, 'ok'],
  ['publishers-use-broker', 'csharp', `public class PaymentService { public void HandleMessage(string m) { } }
public class OrderService {
  private readonly PaymentService _payments;
  public OrderService(PaymentService payments) { _payments = payments; }
  public void CreateOrder(string id) { _payments.HandleMessage(id); }
}`, 'missing', /OrderService.CreateOrder calls _payments.HandleMessage\(\)/],
  ['publishers-use-broker', 'typescript', `type Handler = (msg: string) => void;
class EventBus {
  private handlers = new Map<string, Handler[]>();
  subscribe(topic: string, h: Handler) { this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), h]); }
  publish(topic: string, msg: string) { for (const h of this.handlers.get(topic) ?? []) h(msg); }
}
class OrderService {
  constructor(private readonly bus: EventBus) {}
  createOrder(id: string) { this.bus.publish('orders', id); }
}`, 'ok'],
  ['publishers-use-broker', 'typescript', `type Handler = (msg: string) => void;
class EventBus {
  private handlers = new Map<string, Handler[]>();
  subscribe(topic: string, h: Handler) { this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), h]); }
  publish(topic: string, msg: string) { for (const h of this.handlers.get(topic) ?? []) h(msg); }
}
class EmailNotifier { onOrderCreated(id: string) {} }
class OrderService {
  constructor(private readonly bus: EventBus, private readonly email: EmailNotifier) {}
  createOrder(id: string) { this.email.onOrderCreated(id); }
}`, 'broken', /calls email.onOrderCreated\(\) on the subscriber directly/],
  ['publishers-use-broker', 'python', `class Broker:
    def __init__(self):
        self._subscribers = {}
    def subscribe(self, topic, handler):
        self._subscribers.setdefault(topic, []).append(handler)
    def publish(self, topic, message):
        for handler in self._subscribers.get(topic, []):
            handler(message)

class OrderService:
    def __init__(self, broker):
        self._broker = broker
    def create_order(self, order_id):
        self._broker.publish("orders", order_id)
`, 'ok'],
  ['publishers-use-broker', 'python', `class Broker:
    def __init__(self):
        self._subscribers = {}
    def subscribe(self, topic, handler):
        self._subscribers.setdefault(topic, []).append(handler)
    def publish(self, topic, message):
        for handler in self._subscribers.get(topic, []):
            handler(message)

class InventoryService:
    def handle_message(self, message):
        pass

class OrderService:
    def __init__(self, broker, inventory):
        self._broker = broker
        self._inventoryservice = inventory
    def create_order(self, order_id):
        self._inventoryservice.handle_message(order_id)
`, 'broken', /calls _inventoryservice.handle_message\(\) on the subscriber directly/],
  ['publishers-use-broker', 'go', `type Broker struct {
	subscribers map[string][]chan string
}
func (b *Broker) Subscribe(topic string) chan string {
	ch := make(chan string, 1)
	b.subscribers[topic] = append(b.subscribers[topic], ch)
	return ch
}
func (b *Broker) Publish(topic, msg string) {
	for _, ch := range b.subscribers[topic] {
		ch <- msg
	}
}
type OrderService struct { broker *Broker }
func (s *OrderService) CreateOrder(id string) { s.broker.Publish("orders", id) }`, 'ok'],
  ['publishers-use-broker', 'go', `type Broker struct {
	subscribers map[string][]chan string
}
func (b *Broker) Subscribe(topic string) chan string { ch := make(chan string, 1); b.subscribers[topic] = append(b.subscribers[topic], ch); return ch }
func (b *Broker) Publish(topic, msg string) { for _, ch := range b.subscribers[topic] { ch <- msg } }
type Inventory struct{}
func (i *Inventory) HandleOrder(id string) {}
type OrderService struct {
	broker    *Broker
	inventory *Inventory
}
func (s *OrderService) CreateOrder(id string) { s.inventory.HandleOrder(id) }`, 'broken', /OrderService.CreateOrder calls inventory.HandleOrder\(\) on the subscriber directly/],
  ['delivers-to-topic-subscribers', 'java', `class EventDispatcher {
  private final Map<Class<? extends Event>, List<Consumer<Event>>> handlers = new HashMap<>();
  public void registerHandler(Class<? extends Event> type, Consumer<Event> h) { handlers.computeIfAbsent(type, k -> new ArrayList<>()).add(h); }
  public void dispatch(Event event) { var hs = handlers.get(event.getClass()); if (hs != null) hs.forEach(h -> h.accept(event)); }
}`, 'ok'],
  ['delivers-to-topic-subscribers', 'java', `class EventDispatcher {
  private final Map<Class<? extends Event>, List<Consumer<Event>>> handlers = new HashMap<>();
  public void registerHandler(Class<? extends Event> type, Consumer<Event> h) { handlers.computeIfAbsent(type, k -> new ArrayList<>()).add(h); }
  public void dispatch(Event event) { for (var hs : handlers.values()) hs.forEach(h -> h.accept(event)); }
}`, 'broken', /delivers every message to the subscribers of all topics/],
  ['delivers-to-topic-subscribers', 'java', `class Topic {
  private final List<Subscriber> subscribers = new ArrayList<>();
  public void addSubscriber(Subscriber s) { subscribers.add(s); }
  public void publish(Message m) { subscribers.get(0).onMessage(m); }
}`, 'broken', /only to the first subscriber/],
  ['delivers-to-topic-subscribers', 'java', `class Topic {
  private final List<Subscriber> subscribers = new ArrayList<>();
  public void addSubscriber(Subscriber s) { subscribers.add(s); }
  public void publish(Message m) { LOGGER.info("published {}", m); }
}`, 'broken', /never reads subscribers/],
  ['delivers-to-topic-subscribers', 'csharp', `public class MessageBroker {
  private readonly Dictionary<string, List<Action<string>>> _subscribers = new();
  public void Subscribe(string topic, Action<string> handler) { _subscribers[topic].Add(handler); }
  public void Publish(string topic, string message) { if (_subscribers.TryGetValue(topic, out var hs)) foreach (var h in hs) h(message); }
}`, 'ok'],
  ['delivers-to-topic-subscribers', 'csharp', `public class MessageBroker {
  private readonly Dictionary<string, List<Action<string>>> _subscribers = new();
  public void Subscribe(string topic, Action<string> handler) { _subscribers[topic].Add(handler); }
  public void Publish(string topic, string message) { foreach (var hs in _subscribers.Values) foreach (var h in hs) h(message); }
}`, 'broken', /all topics in _subscribers instead of looking up the subscribers registered for topic/],
  ['delivers-to-topic-subscribers', 'typescript', `class EventBus {
  private handlers: Record<string, ((m: string) => void)[]> = {};
  on(topic: string, h: (m: string) => void) { (this.handlers[topic] ??= []).push(h); }
  emit(topic: string, m: string) { (this.handlers[topic] ?? []).forEach((h) => h(m)); }
}`, 'ok'],
  ['delivers-to-topic-subscribers', 'typescript', `class EventBus {
  private handlers: Record<string, ((m: string) => void)[]> = {};
  on(topic: string, h: (m: string) => void) { (this.handlers[topic] ??= []).push(h); }
  emit(topic: string, m: string) { for (const hs of Object.values(this.handlers)) hs.forEach((h) => h(m)); }
}`, 'broken', /all topics/],
  ['delivers-to-topic-subscribers', 'python', `class Broker:
    def __init__(self):
        self._subscribers = {}
    def subscribe(self, topic, handler):
        self._subscribers.setdefault(topic, []).append(handler)
    def publish(self, topic, message):
        for handler in self._subscribers.get(topic, []):
            handler(message)
`, 'ok'],
  ['delivers-to-topic-subscribers', 'python', `class Broker:
    def __init__(self):
        self._subscribers = {}
    def subscribe(self, topic, handler):
        self._subscribers.setdefault(topic, []).append(handler)
    def publish(self, topic, message):
        for handlers in self._subscribers.values():
            for handler in handlers:
                handler(message)
`, 'broken', /all topics/],
  ['delivers-to-topic-subscribers', 'go', `type Broker struct {
	subscribers map[string][]chan string
}
func (b *Broker) Subscribe(topic string, ch chan string) { b.subscribers[topic] = append(b.subscribers[topic], ch) }
func (b *Broker) Publish(topic, msg string) {
	for _, ch := range b.subscribers[topic] {
		ch <- msg
	}
}`, 'ok'],
  ['delivers-to-topic-subscribers', 'go', `type Broker struct {
	subscribers map[string][]chan string
}
func (b *Broker) Subscribe(topic string, ch chan string) { b.subscribers[topic] = append(b.subscribers[topic], ch) }
func (b *Broker) Publish(topic, msg string) {
	for _, chans := range b.subscribers {
		for _, ch := range chans {
			ch <- msg
		}
	}
}`, 'broken', /all topics/],
  ['delivers-to-topic-subscribers', 'java', `class Orders { void place() { } }`, 'missing', /no broker found/],
];

const javaPill = (consume: string, stop: string) => `class Consumer {
  private final BlockingQueue<Message> queue;
  Consumer(BlockingQueue<Message> queue) { this.queue = queue; }
  public void consume() throws InterruptedException {
    while (true) {
      var msg = queue.take();
${consume}
      LOGGER.info("got {}", msg.getBody());
    }
  }
}
class Producer {
  private final BlockingQueue<Message> queue;
  Producer(BlockingQueue<Message> queue) { this.queue = queue; }
  public void send(String body) throws InterruptedException { queue.put(new SimpleMessage(body)); }
  public void stop() throws InterruptedException {
${stop}
  }
}`;
const pyPill = (consume: string, stop: string) => `import queue
STOP = None
def consumer(q):
    while True:
        item = q.get()
${consume}
        print(item)

def producer(q, items):
    for item in items:
        q.put(item)
${stop}
`;

const poisonPill: Sample[] = [
  ['stops-on-poison-pill', 'java', javaPill('      if (Message.POISON_PILL.equals(msg)) { break; }', '    queue.put(Message.POISON_PILL);'), 'ok'],
  ['stops-on-poison-pill', 'java', javaPill('      if (Message.POISON_PILL.equals(msg)) { continue; }', '    queue.put(Message.POISON_PILL);'), 'broken', /recognises the poison pill but skips it \(continue\)/],
  ['stops-on-poison-pill', 'java', javaPill('', '    queue.put(Message.POISON_PILL);'), 'broken', /without checking for the poison pill POISON_PILL/],
  ['stops-on-poison-pill', 'java', `class Consumer {
  private final BlockingQueue<String> queue;
  private volatile boolean running = true;
  public void consume() throws InterruptedException { while (running) { LOGGER.info(queue.take()); } }
}`, 'missing', /no poison pill found/],
  ['stops-on-poison-pill', 'csharp', `class Consumer {
  private static readonly string Poison = "__stop__";
  private readonly BlockingCollection<string> _queue;
  public void Run() { while (true) { var m = _queue.Take(); if (m == Poison) return; Console.WriteLine(m); } }
}`, 'ok'],
  ['stops-on-poison-pill', 'csharp', `class Consumer {
  private static readonly string Poison = "__stop__";
  private readonly BlockingCollection<string> _queue;
  public void Run() { while (true) { var m = _queue.Take(); if (m == Poison) { Console.WriteLine("pill"); } Console.WriteLine(m); } }
}`, 'broken', /does not leave its loop/],
  ['stops-on-poison-pill', 'typescript', `const POISON_PILL = Symbol('stop');
class Consumer {
  constructor(private readonly queue: AsyncQueue<unknown>) {}
  async consume() {
    for (;;) {
      const msg = await this.queue.take();
      if (msg === POISON_PILL) break;
      console.log(msg);
    }
  }
}`, 'ok'],
  ['stops-on-poison-pill', 'typescript', `const POISON_PILL = Symbol('stop');
class Consumer {
  constructor(private readonly queue: AsyncQueue<unknown>) {}
  async consume() {
    for (;;) {
      const msg = await this.queue.take();
      console.log(msg);
    }
  }
}`, 'broken', /never stops/],
  ['stops-on-poison-pill', 'python', pyPill('        if item is STOP:\n            break', '    q.put(STOP)'), 'ok'],
  ['stops-on-poison-pill', 'python', pyPill('        if item is STOP:\n            print("pill")', '    q.put(STOP)'), 'broken', /does not leave its loop/],
  ['stops-on-poison-pill', 'go', `var poisonPill = Message{Body: "stop"}
func Consume(ch <-chan Message) {
	for {
		msg := <-ch
		if msg == poisonPill {
			return
		}
		fmt.Println(msg.Body)
	}
}`, 'ok'],
  ['stops-on-poison-pill', 'go', `var poisonPill = Message{Body: "stop"}
func Consume(ch <-chan Message) {
	for {
		msg := <-ch
		if msg == poisonPill {
			fmt.Println("pill")
		}
		fmt.Println(msg.Body)
	}
}`, 'broken', /does not leave its loop/],
  ['stops-on-poison-pill', 'go', `func Consume(ch <-chan int) {
	for v := range ch {
		fmt.Println(v)
	}
}
func Produce(ch chan<- int) {
	for i := 0; i < 3; i++ {
		ch <- i
	}
	close(ch)
}`, 'ok'],
  ['sends-poison-pill-last', 'java', javaPill('      if (Message.POISON_PILL.equals(msg)) { break; }', '    queue.put(Message.POISON_PILL);'), 'ok'],
  ['sends-poison-pill-last', 'java', javaPill('      if (Message.POISON_PILL.equals(msg)) { break; }', '    LOGGER.info("stopping");'), 'broken', /no producer ever puts the poison pill POISON_PILL/],
  ['sends-poison-pill-last', 'java', javaPill('      if (Message.POISON_PILL.equals(msg)) { break; }', '    queue.put(Message.POISON_PILL);\n    queue.put(new SimpleMessage("bye"));'), 'broken', /before another message/],
  ['sends-poison-pill-last', 'csharp', `class Producer {
  private readonly BlockingCollection<string> _queue;
  public void Finish(IEnumerable<string> items) { foreach (var i in items) _queue.Add(i); _queue.Add(Consumer.Poison); }
}`, 'ok'],
  ['sends-poison-pill-last', 'csharp', `class Producer {
  private readonly BlockingCollection<string> _queue;
  public void Finish(IEnumerable<string> items) { _queue.Add(Consumer.Poison); foreach (var i in items) _queue.Add(i); }
}`, 'broken', /before another message/],
  ['sends-poison-pill-last', 'typescript', `const POISON_PILL = Symbol('stop');
class Producer {
  constructor(private readonly queue: AsyncQueue<unknown>) {}
  async finish(items: string[]) { for (const i of items) await this.queue.put(i); await this.queue.put(POISON_PILL); }
}`, 'ok'],
  ['sends-poison-pill-last', 'typescript', `const POISON_PILL = Symbol('stop');
class Producer {
  constructor(private readonly queue: AsyncQueue<unknown>) {}
  async finish(items: string[]) { for (const i of items) await this.queue.put(i); }
}
class Consumer { async run(q: AsyncQueue<unknown>) { for (;;) { if ((await q.take()) === POISON_PILL) return; } } }`, 'broken', /no producer ever puts the poison pill/],
  ['sends-poison-pill-last', 'python', pyPill('        if item is STOP:\n            break', '    q.put(STOP)'), 'ok'],
  ['sends-poison-pill-last', 'python', `POISON = object()
def producer(q, items):
    q.put(POISON)
    for item in items:
        q.put(item)
`, 'broken', /before another message/],
  ['sends-poison-pill-last', 'go', `var poisonPill = Message{Body: "stop"}
func Consume(ch <-chan Message) {
	for {
		if msg := <-ch; msg == poisonPill {
			return
		}
	}
}`, 'ok'],
  ['sends-poison-pill-last', 'go', `var poisonPill = Message{Body: "stop"}
func Produce(ch chan<- Message, items []Message) {
	for _, m := range items {
		ch <- m
	}
	ch <- poisonPill
}`, 'ok'],
  ['sends-poison-pill-last', 'go', `var poisonPill = Message{Body: "stop"}
func Produce(ch chan<- Message, items []Message) {
	ch <- poisonPill
	for _, m := range items {
		ch <- m
	}
}`, 'broken', /before another message/],
];

const queues: Sample[] = [
  ['queue-decouples-requests', 'java', `class MessageQueue {
  private final Queue<Message> queue = new LinkedList<>();
  public synchronized void addMessage(Message m) { queue.add(m); }
  public synchronized Message getMessage() { return queue.poll(); }
}
class TaskGenerator implements Runnable {
  private final MessageQueue msgQueue;
  TaskGenerator(MessageQueue q) { this.msgQueue = q; }
  public void run() { for (int i = 0; i < 5; i++) msgQueue.addMessage(new Message()); }
}
class ServiceExecutor implements Runnable {
  private final MessageQueue msgQueue;
  ServiceExecutor(MessageQueue q) { this.msgQueue = q; }
  public void run() { while (true) { var m = msgQueue.getMessage(); if (m == null) break; process(m); } }
  void process(Message m) { }
}`, 'ok'],
  ['queue-decouples-requests', 'java', `class ServiceExecutor { void process(Message m) { } }
class TaskGenerator implements Runnable {
  private final ServiceExecutor service;
  TaskGenerator(ServiceExecutor s) { this.service = s; }
  public void run() { for (int i = 0; i < 5; i++) service.process(new Message()); }
}`, 'missing', /TaskGenerator.run hands each request straight to service.process\(\)/],
  ['queue-decouples-requests', 'java', `class Audio {
  private static final int MAX_PENDING = 16;
  private final PlayMessage[] pending = new PlayMessage[MAX_PENDING];
  private int headIndex;
  private int tailIndex;
  public void playSound(Stream s, float volume) {
    pending[tailIndex] = new PlayMessage(s, volume);
    tailIndex = (tailIndex + 1) % MAX_PENDING;
    update();
  }
  private void update() {
    if (headIndex == tailIndex) return;
    var msg = pending[headIndex];
    headIndex = (headIndex + 1) % MAX_PENDING;
    msg.play();
  }
}`, 'broken', /calls update\(\) itself, so the queue is drained synchronously/],
  ['queue-decouples-requests', 'csharp', `class AudioService {
  private readonly BlockingCollection<Sound> _pending = new BlockingCollection<Sound>(16);
  public AudioService() { Task.Run(() => { foreach (var s in _pending.GetConsumingEnumerable()) Play(s); }); }
  public void PlaySound(Sound s) { _pending.Add(s); }
  private void Play(Sound s) { }
}`, 'ok'],
  ['queue-decouples-requests', 'csharp', `class AudioService {
  private readonly List<Sound> _pending = new List<Sound>();
  public void PlaySound(Sound s) { _pending.Add(s); }
}`, 'broken', /never processed/],
  ['queue-decouples-requests', 'typescript', `class EventQueue {
  private pending: GameEvent[] = [];
  enqueue(e: GameEvent) { this.pending.push(e); }
  update() { const e = this.pending.shift(); if (e) this.handle(e); }
  private handle(e: GameEvent) {}
}`, 'ok'],
  ['queue-decouples-requests', 'typescript', `class EventQueue {
  private pending: GameEvent[] = [];
  enqueue(e: GameEvent) { this.pending.push(e); this.update(); }
  update() { const e = this.pending.shift(); if (e) this.handle(e); }
  private handle(e: GameEvent) {}
}`, 'broken', /drained synchronously on the caller's thread/],
  ['queue-decouples-requests', 'python', `import queue
import threading
class Service:
    def __init__(self):
        self._requests = queue.Queue(maxsize=100)
        threading.Thread(target=self._serve, daemon=True).start()
    def submit(self, task):
        self._requests.put(task)
    def _serve(self):
        while True:
            task = self._requests.get()
            task.run()
`, 'ok'],
  ['queue-decouples-requests', 'python', `class Service:
    def process(self, task):
        task.run()

class TaskGenerator:
    def __init__(self, service):
        self._service = service
    def generate(self, tasks):
        for t in tasks:
            self._service.process(t)
`, 'missing', /no queue sits between the callers and the service/],
  ['queue-decouples-requests', 'go', `type Service struct {
	requests chan Task
}
func (s *Service) Submit(t Task) { s.requests <- t }
func (s *Service) Serve() {
	for t := range s.requests {
		t.Run()
	}
}`, 'ok'],
  ['queue-decouples-requests', 'go', `type Service struct {
	requests chan Task
}
func (s *Service) Submit(t Task) { s.requests <- t }`, 'broken', /never processed/],
];

const goActiveCounter = `type ActiveCounter struct {
	requests chan func()
	count    int
}
func NewActiveCounter() *ActiveCounter {
	c := &ActiveCounter{requests: make(chan func())}
	go func() {
		for r := range c.requests {
			r()
		}
	}()
	return c
}
func (c *ActiveCounter) Increment() { c.requests <- func() { c.count++ } }`;

const activeObject: Sample[] = [
  ['requests-run-on-own-thread', 'java', `abstract class ActiveCreature {
  private final BlockingQueue<Runnable> requests = new LinkedBlockingQueue<>();
  private final Thread thread;
  protected ActiveCreature(String name) {
    thread = new Thread(() -> { while (true) { try { requests.take().run(); } catch (InterruptedException e) { return; } } });
    thread.start();
  }
  public void eat() throws InterruptedException { requests.put(() -> LOGGER.info("eating")); }
  public void roam() throws InterruptedException { requests.put(() -> LOGGER.info("roaming")); }
}
class Orc extends ActiveCreature { Orc(String n) { super(n); } }`, 'ok'],
  ['requests-run-on-own-thread', 'java', `abstract class ActiveCreature {
  private final BlockingQueue<Runnable> requests = new LinkedBlockingQueue<>();
  private int hunger;
  protected ActiveCreature(String name) { new Thread(() -> { while (true) { try { requests.take().run(); } catch (InterruptedException e) { return; } } }).start(); }
  public void eat() throws InterruptedException { requests.put(() -> LOGGER.info("eating")); }
  public void roam() { hunger++; LOGGER.info("roaming"); }
}`, 'broken', /ActiveCreature.roam does its work directly on the caller's thread/],
  ['requests-run-on-own-thread', 'java', `class Creature { private int hunger; public synchronized void eat() { hunger--; } }`, 'missing', /no active object found/],
  ['requests-run-on-own-thread', 'csharp', `class ActiveCounter {
  private readonly BlockingCollection<Action> _requests = new BlockingCollection<Action>();
  private int _count;
  public ActiveCounter() { Task.Run(() => { foreach (var r in _requests.GetConsumingEnumerable()) r(); }); }
  public void Increment() { _requests.Add(() => _count++); }
}`, 'ok'],
  ['requests-run-on-own-thread', 'csharp', `class ActiveCounter {
  private readonly BlockingCollection<Action> _requests = new BlockingCollection<Action>();
  private int _count;
  public ActiveCounter() { Task.Run(() => { foreach (var r in _requests.GetConsumingEnumerable()) r(); }); }
  public void Increment() { _requests.Add(() => _count++); }
  public void Reset() { _count = 0; }
}`, 'broken', /ActiveCounter.Reset does its work directly/],
  ['requests-run-on-own-thread', 'typescript', `class ActiveLogger {
  private queue: (() => Promise<void>)[] = [];
  private running = false;
  log(line: string) { this.queue.push(async () => { await write(line); }); void this.pump(); }
  private async pump() { if (this.running) return; this.running = true; while (this.queue.length) await this.queue.shift()!(); this.running = false; }
}`, 'ok'],
  ['requests-run-on-own-thread', 'typescript', `class ActiveLogger {
  private queue: (() => Promise<void>)[] = [];
  private running = false;
  log(line: string) { this.queue.push(async () => { await write(line); }); void this.pump(); }
  flush(line: string) { write(line); }
  private async pump() { if (this.running) return; this.running = true; while (this.queue.length) await this.queue.shift()!(); this.running = false; }
}`, 'broken', /ActiveLogger.flush does its work directly/],
  ['requests-run-on-own-thread', 'python', `import queue
import threading
class ActiveCreature:
    def __init__(self, name):
        self._requests = queue.Queue()
        self.name = name
        threading.Thread(target=self._loop, daemon=True).start()
    def _loop(self):
        while True:
            self._requests.get()()
    def eat(self):
        self._requests.put(lambda: print(self.name, "eats"))
`, 'ok'],
  ['requests-run-on-own-thread', 'python', `import queue
import threading
class ActiveCreature:
    def __init__(self, name):
        self._requests = queue.Queue()
        self.hunger = 0
        threading.Thread(target=self._loop, daemon=True).start()
    def _loop(self):
        while True:
            self._requests.get()()
    def eat(self):
        self._requests.put(lambda: print("eats"))
    def roam(self):
        self.hunger += 1
`, 'broken', /ActiveCreature.roam does its work directly/],
  ['requests-run-on-own-thread', 'go', goActiveCounter, 'ok'],
  ['requests-run-on-own-thread', 'go', `${goActiveCounter}
func (c *ActiveCounter) Reset() { c.count = 0 }`, 'broken', /ActiveCounter.Reset does its work directly/],
];

const pyActor = `import queue
import threading
class Actor:
    def __init__(self):
        self._inbox = queue.Queue()
        threading.Thread(target=self._run, daemon=True).start()
    def tell(self, message):
        self._inbox.put(message)
    def _run(self):
        while True:
            self.receive(self._inbox.get())
    def receive(self, message):
        pass
`;

const actorModel: Sample[] = [
  ['actors-only-message', 'java', `abstract class Actor implements Runnable {
  private final BlockingQueue<Message> mailbox = new LinkedBlockingQueue<>();
  private volatile boolean active = true;
  public void send(Message m) { mailbox.add(m); }
  public void run() { while (active) { try { onReceive(mailbox.take()); } catch (InterruptedException e) { return; } } }
  protected abstract void onReceive(Message m);
}
class Greeter extends Actor {
  private final Actor printer;
  Greeter(Actor printer) { this.printer = printer; }
  protected void onReceive(Message m) { printer.send(new Message("hello " + m.content())); }
}`, 'ok'],
  ['actors-only-message', 'java', `abstract class Actor implements Runnable {
  private final BlockingQueue<Message> mailbox = new LinkedBlockingQueue<>();
  public void send(Message m) { mailbox.add(m); }
  public void run() { while (true) { try { onReceive(mailbox.take()); } catch (InterruptedException e) { return; } } }
  protected abstract void onReceive(Message m);
}
class Greeter extends Actor {
  private final Actor printer;
  Greeter(Actor printer) { this.printer = printer; }
  protected void onReceive(Message m) { printer.onReceive(new Message("hello")); }
}`, 'broken', /calls printer.onReceive\(\) directly instead of sending it a message/],
  ['actors-only-message', 'java', `abstract class Actor {
  private final BlockingQueue<Message> mailbox = new LinkedBlockingQueue<>();
  public void send(Message m) { onReceive(m); }
  protected abstract void onReceive(Message m);
}`, 'broken', /Actor.send runs onReceive\(\) immediately on the sender's thread/],
  ['actors-only-message', 'csharp', `class CounterActor {
  private readonly Channel<int> _mailbox = Channel.CreateUnbounded<int>();
  private int _total;
  public CounterActor() { Task.Run(async () => { await foreach (var n in _mailbox.Reader.ReadAllAsync()) Handle(n); }); }
  public void Tell(int n) { _mailbox.Writer.TryWrite(n); }
  private void Handle(int n) { _total += n; }
}`, 'ok'],
  ['actors-only-message', 'csharp', `class CounterActor {
  private readonly Channel<int> _mailbox = Channel.CreateUnbounded<int>();
  private int _total;
  public void Tell(int n) { Handle(n); }
  public void Handle(int n) { _total += n; }
}`, 'broken', /CounterActor.Tell runs Handle\(\) immediately/],
  ['actors-only-message', 'typescript', `class Actor {
  private mailbox: Msg[] = [];
  send(m: Msg) { this.mailbox.push(m); queueMicrotask(() => this.drain()); }
  private drain() { let m; while ((m = this.mailbox.shift())) this.receive(m); }
  protected receive(m: Msg) {}
}`, 'ok'],
  ['actors-only-message', 'typescript', `class Actor {
  private mailbox: Msg[] = [];
  send(m: Msg) { this.mailbox.push(m); queueMicrotask(() => this.drain()); }
  private drain() { let m; while ((m = this.mailbox.shift())) this.receive(m); }
  receive(m: Msg) {}
}
class Pinger extends Actor {
  constructor(private readonly ponger: Actor) { super(); }
  receive(m: Msg) { this.ponger.receive(m); }
}`, 'broken', /calls this.ponger.receive\(\) directly/],
  ['actors-only-message', 'python', pyActor, 'ok'],
  ['actors-only-message', 'python', `${pyActor}
class Bank(Actor):
    def receive(self, message):
        message.account.balance += message.amount
        other = message.target
        other.balance -= message.amount
`, 'broken', /changes other.balance on another actor directly/],
  ['actors-only-message', 'go', `type Actor struct {
	inbox chan Msg
	total int
}
func (a *Actor) Send(m Msg) { a.inbox <- m }
func (a *Actor) Run() {
	for m := range a.inbox {
		a.total += m.N
	}
}`, 'ok'],
  ['actors-only-message', 'go', `type Actor struct {
	inbox chan Msg
	total int
}
func (a *Actor) Send(m Msg) { a.inbox <- m }
func (a *Actor) Run() {
	for m := range a.inbox {
		a.Handle(m)
	}
}
func (a *Actor) Handle(m Msg) { a.total += m.N }
func Transfer(from *Actor, to *Actor, m Msg) { to.Handle(m) }`, 'broken', /Transfer calls to.Handle\(\) directly/],
];

const javaExecutor = (body: string) => `class ThreadAsyncExecutor implements AsyncExecutor {
  public <T> AsyncResult<T> startProcess(Callable<T> task, AsyncCallback<T> callback) {
    var result = new CompletableResult<T>(callback);
${body}
    return result;
  }
}`;
const javaInThread = (onError: string) => javaExecutor(`    new Thread(() -> {
      try { result.setValue(task.call()); } catch (Exception ex) { ${onError} }
    }).start();`);

const asyncInvocation: Sample[] = [
  ['runs-off-caller-thread', 'java', javaInThread('result.setException(ex);'), 'ok'],
  ['runs-off-caller-thread', 'java', javaExecutor('    try { result.setValue(task.call()); } catch (Exception ex) { result.setException(ex); }'), 'broken', /runs task on the caller's thread before returning/],
  ['runs-off-caller-thread', 'java', javaExecutor('    new Thread(() -> result.setValue(task.call())).run();'), 'broken', /calls run\(\) on the thread instead of start\(\)/],
  ['runs-off-caller-thread', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /nothing runs asynchronously/],
  ['runs-off-caller-thread', 'csharp', `class AsyncExecutor {
  public Task<T> StartProcess<T>(Func<T> task) => Task.Run(task);
}`, 'ok'],
  ['runs-off-caller-thread', 'csharp', `class AsyncExecutor {
  public AsyncResult<T> StartProcess<T>(Func<T> task) { var r = new AsyncResult<T>(); r.SetValue(task()); return r; }
}`, 'broken', /AsyncExecutor.StartProcess runs task on the caller's thread/],
  ['runs-off-caller-thread', 'typescript', `class AsyncExecutor {
  startProcess<T>(task: () => T): Promise<T> { return new Promise((resolve) => setTimeout(() => resolve(task()))); }
}`, 'ok'],
  ['runs-off-caller-thread', 'typescript', `class AsyncExecutor {
  startProcess<T>(task: () => T, onDone: (v: T) => void): void { const v = task(); onDone(v); }
}`, 'broken', /runs task on the caller's thread/],
  ['runs-off-caller-thread', 'python', `import threading
class AsyncExecutor:
    def start_process(self, task):
        future = Future()
        threading.Thread(target=self._run, args=(task, future)).start()
        return future
    def _run(self, task, future):
        future.set_result(task())
`, 'ok'],
  ['runs-off-caller-thread', 'python', `class AsyncExecutor:
    def start_process(self, task):
        future = Future()
        future.set_result(task())
        return future
`, 'broken', /runs task on the caller's thread/],
  ['runs-off-caller-thread', 'go', `func StartProcess(task func() int) <-chan int {
	ch := make(chan int, 1)
	go func() { ch <- task() }()
	return ch
}`, 'ok'],
  ['runs-off-caller-thread', 'go', `func StartProcess(task func() int) <-chan int {
	ch := make(chan int, 1)
	ch <- task()
	return ch
}`, 'broken', /StartProcess runs task on the caller's thread/],
  ['reports-async-failure', 'java', javaInThread('result.setException(ex);'), 'ok'],
  ['reports-async-failure', 'java', javaInThread('LOGGER.error("task failed", ex);'), 'broken', /catches the failure of the background task and only logs it/],
  ['reports-async-failure', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'ok'],
  ['reports-async-failure', 'csharp', `class AsyncExecutor {
  public AsyncResult<T> StartProcess<T>(Func<T> task) {
    var r = new AsyncResult<T>();
    Task.Run(() => { try { r.SetValue(task()); } catch (Exception e) { r.SetException(e); } });
    return r;
  }
}`, 'ok'],
  ['reports-async-failure', 'csharp', `class AsyncExecutor {
  public AsyncResult<T> StartProcess<T>(Func<T> task) {
    var r = new AsyncResult<T>();
    Task.Run(() => { try { r.SetValue(task()); } catch (Exception e) { Console.WriteLine(e); } });
    return r;
  }
}`, 'broken', /only logs it/],
  ['reports-async-failure', 'typescript', `function runAsync<T>(task: () => T): Promise<T> {
  return new Promise((resolve, reject) => { setTimeout(() => { try { resolve(task()); } catch (e) { reject(e); } }); });
}`, 'ok'],
  ['reports-async-failure', 'typescript', `function runAsync<T>(task: () => T): Promise<T> {
  return new Promise((resolve) => { setTimeout(() => { try { resolve(task()); } catch (e) { console.error(e); } }); });
}`, 'broken', /never completed with the error/],
  ['reports-async-failure', 'python', `import threading
class AsyncExecutor:
    def start_process(self, task):
        future = Future()
        threading.Thread(target=self._run, args=(task, future)).start()
        return future
    def _run(self, task, future):
        try:
            future.set_result(task())
        except Exception as e:
            future.set_exception(e)
`, 'ok'],
  ['reports-async-failure', 'python', `import threading
class AsyncExecutor:
    def start_process(self, task):
        future = Future()
        threading.Thread(target=self._run, args=(task, future)).start()
        return future
    def _run(self, task, future):
        try:
            future.set_result(task())
        except Exception as e:
            print("failed", e)
`, 'broken', /AsyncExecutor._run catches the failure/],
  ['reports-async-failure', 'go', `func StartProcess(task func() (int, error)) (<-chan int, <-chan error) {
	out, errs := make(chan int, 1), make(chan error, 1)
	go func() {
		v, err := task()
		if err != nil {
			errs <- err
			return
		}
		out <- v
	}()
	return out, errs
}`, 'ok'],
  ['reports-async-failure', 'go', `func StartProcess(task func() (int, error)) <-chan int {
	out := make(chan int, 1)
	go func() {
		v, err := task()
		if err != nil {
			log.Println(err)
			return
		}
		out <- v
	}()
	return out
}`, 'broken', /StartProcess catches the failure of the background task and only logs it/],
];

const javaPromise = (fulfill: string, then: string) => `class Promise<T> {
  private final List<Consumer<T>> callbacks = new ArrayList<>();
  private T value;
  private boolean done;
  public synchronized void fulfill(T v) { ${fulfill} }
  public synchronized void thenAccept(Consumer<T> c) { ${then} }
}`;
const promise: Sample[] = [
  ['promise-runs-callbacks', 'java', javaPromise('value = v; done = true; callbacks.forEach(c -> c.accept(v));', 'if (done) c.accept(value); else callbacks.add(c);'), 'ok'],
  ['promise-runs-callbacks', 'java', javaPromise('value = v; done = true;', 'if (done) c.accept(value); else callbacks.add(c);'), 'broken', /Promise.fulfill stores the value but never runs the callbacks/],
  ['promise-runs-callbacks', 'java', javaPromise('value = v; done = true; callbacks.forEach(c -> c.accept(v));', 'callbacks.add(c);'), 'broken', /without checking whether the promise has already settled/],
  ['promise-runs-callbacks', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /no promise found/],
  ['promise-runs-callbacks', 'csharp', `class Promise<T> {
  private readonly List<Action<T>> _callbacks = new();
  private T _value;
  private bool _done;
  public void Resolve(T v) { _value = v; _done = true; foreach (var c in _callbacks) c(v); }
  public void Then(Action<T> c) { if (_done) c(_value); else _callbacks.Add(c); }
}`, 'ok'],
  ['promise-runs-callbacks', 'csharp', `class Promise<T> {
  private readonly List<Action<T>> _callbacks = new();
  private T _value;
  private bool _done;
  public void Resolve(T v) { _value = v; _done = true; foreach (var c in _callbacks) c(v); }
  public void Then(Action<T> c) { _callbacks.Add(c); }
}`, 'broken', /callback registered after Resolve\(\) never runs/],
  ['promise-runs-callbacks', 'typescript', `class Deferred<T> {
  private callbacks: ((v: T) => void)[] = [];
  private state: { value: T } | undefined;
  resolve(value: T) { this.state = { value }; for (const cb of this.callbacks) cb(value); this.callbacks = []; }
  then(cb: (v: T) => void) { if (this.state) cb(this.state.value); else this.callbacks.push(cb); }
}`, 'ok'],
  ['promise-runs-callbacks', 'typescript', `class Deferred<T> {
  private callbacks: ((v: T) => void)[] = [];
  private state: { value: T } | undefined;
  resolve(value: T) { this.state = { value }; }
  then(cb: (v: T) => void) { if (this.state) cb(this.state.value); else this.callbacks.push(cb); }
}`, 'broken', /Deferred.resolve stores the value but never runs the callbacks/],
  ['promise-runs-callbacks', 'python', `class Promise:
    def __init__(self):
        self._callbacks = []
        self._done = False
        self._value = None
    def resolve(self, value):
        self._value = value
        self._done = True
        for cb in self._callbacks:
            cb(value)
    def then(self, cb):
        if self._done:
            cb(self._value)
        else:
            self._callbacks.append(cb)
`, 'ok'],
  ['promise-runs-callbacks', 'python', `class Promise:
    def __init__(self):
        self._callbacks = []
        self._done = False
        self._value = None
    def resolve(self, value):
        self._value = value
        self._done = True
        for cb in self._callbacks:
            cb(value)
    def then(self, cb):
        self._callbacks.append(cb)
`, 'broken', /Promise.then only queues the callback/],
  ['promise-runs-callbacks', 'go', `type Promise struct {
	mu        sync.Mutex
	done      bool
	value     int
	callbacks []func(int)
}
func (p *Promise) Resolve(v int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.value, p.done = v, true
	for _, cb := range p.callbacks {
		cb(v)
	}
}
func (p *Promise) Then(cb func(int)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done {
		cb(p.value)
		return
	}
	p.callbacks = append(p.callbacks, cb)
}`, 'ok'],
  ['promise-runs-callbacks', 'go', `type Promise struct {
	done      bool
	value     int
	callbacks []func(int)
}
func (p *Promise) Resolve(v int) { p.value, p.done = v, true }
func (p *Promise) Then(cb func(int)) {
	if p.done {
		cb(p.value)
		return
	}
	p.callbacks = append(p.callbacks, cb)
}`, 'broken', /Promise.Resolve stores the value but never runs the callbacks/],
];

const callback: Sample[] = [
  ['calls-back-after-work', 'java', `abstract class Task {
  final void executeWith(Callback callback) { execute(); Optional.ofNullable(callback).ifPresent(Callback::call); }
  public abstract void execute();
}`, 'ok'],
  ['calls-back-after-work', 'java', `abstract class Task {
  final void executeWith(Callback callback) { callback.call(); execute(); }
  public abstract void execute();
}`, 'broken', /calls callback back before it runs execute\(\)/],
  ['calls-back-after-work', 'java', `abstract class Task {
  final void executeWith(Callback callback) { execute(); LOGGER.info("done"); }
  public abstract void execute();
}`, 'broken', /never calls it/],
  ['calls-back-after-work', 'java', `class Task { void execute() { } }`, 'missing', /no method takes a callback/],
  ['calls-back-after-work', 'csharp', `class Job {
  public void ExecuteWith(Action callback) { Execute(); callback?.Invoke(); }
  private void Execute() { }
}`, 'ok'],
  ['calls-back-after-work', 'csharp', `class Job {
  public void ExecuteWith(Action callback) { callback?.Invoke(); Execute(); }
  private void Execute() { }
}`, 'broken', /before it runs Execute\(\)/],
  ['calls-back-after-work', 'typescript', `function fetchData(url: string, callback: (err: Error | null, data?: string) => void): void {
  const data = load(url);
  callback(null, data);
}`, 'ok'],
  ['calls-back-after-work', 'typescript', `function fetchData(url: string, callback: (err: Error | null, data?: string) => void): void {
  const data = load(url);
  console.log(data);
}`, 'broken', /never calls it/],
  ['calls-back-after-work', 'python', `class Task:
    def execute_with(self, callback):
        self.execute()
        if callback:
            callback()
    def execute(self):
        pass
`, 'ok'],
  ['calls-back-after-work', 'python', `class Task:
    def execute_with(self, callback):
        callback()
        self.execute()
    def execute(self):
        pass
`, 'broken', /before it runs self.execute\(\)/],
  ['calls-back-after-work', 'go', `func Download(url string, done func(string)) {
	data := fetch(url)
	done(data)
}`, 'ok'],
  ['calls-back-after-work', 'go', `func Download(url string, done func(string)) {
	done("")
	fetch(url)
}`, 'broken', /before it runs fetch\(\)/],
];

const reactor: Sample[] = [
  ['dispatches-without-blocking', 'java', `class NioReactor {
  private final Selector selector;
  public void eventLoop() throws IOException {
    while (true) {
      selector.select();
      for (var key : selector.selectedKeys()) { dispatch(key); }
    }
  }
  private void dispatch(SelectionKey key) { ((ChannelHandler) key.attachment()).handle(key); }
}`, 'ok'],
  ['dispatches-without-blocking', 'java', `class NioReactor {
  private final Selector selector;
  public void eventLoop() throws IOException {
    while (true) {
      selector.select();
      for (var key : selector.selectedKeys()) { new Thread(() -> handle(key)).start(); }
    }
  }
  private void handle(SelectionKey key) { }
}`, 'broken', /starts a new thread for every event/],
  ['dispatches-without-blocking', 'java', `class NioReactor {
  private final Selector selector;
  private final LoggingHandler handler;
  public void eventLoop() throws IOException {
    while (true) { selector.select(); for (var key : selector.selectedKeys()) handler.handle(key); }
  }
}
class LoggingHandler { void handle(SelectionKey key) throws InterruptedException { Thread.sleep(500); } }`, 'broken', /LoggingHandler.handle runs on the reactor's single thread but blocks/],
  ['dispatches-without-blocking', 'java', `class Server { void serve(ServerSocket s) throws IOException { while (true) { var c = s.accept(); new Thread(() -> handle(c)).start(); } } }`, 'missing', /no event loop found/],
  ['dispatches-without-blocking', 'csharp', `class Reactor {
  private readonly Dictionary<Socket, IHandler> _handlers = new();
  public void Run() {
    while (true) {
      var ready = new List<Socket>(_handlers.Keys);
      Socket.Select(ready, null, null, 1000);
      foreach (var s in ready) _handlers[s].Handle(s);
    }
  }
}`, 'ok'],
  ['dispatches-without-blocking', 'csharp', `class Reactor {
  private readonly Dictionary<Socket, IHandler> _handlers = new();
  public void Run() {
    while (true) {
      var ready = new List<Socket>(_handlers.Keys);
      Socket.Select(ready, null, null, 1000);
      foreach (var s in ready) { Thread.Sleep(100); _handlers[s].Handle(s); }
    }
  }
}`, 'broken', /Reactor.Run blocks the event loop/],
  ['dispatches-without-blocking', 'typescript', `class Reactor {
  private handlers = new Map<string, (e: IoEvent) => void>();
  constructor(private readonly demux: Demultiplexer) {}
  async run() {
    for (;;) {
      const events = await this.demux.waitForEvents();
      for (const e of events) this.handlers.get(e.type)?.(e);
    }
  }
}`, 'ok'],
  ['dispatches-without-blocking', 'typescript', `class Reactor {
  constructor(private readonly demux: Demultiplexer, private readonly handler: FileHandler) {}
  async run() {
    for (;;) {
      const events = await this.demux.waitForEvents();
      for (const e of events) this.handler.onRead(e);
    }
  }
}
class FileHandler { onRead(e: IoEvent) { const data = readFileSync(e.path); } }`, 'broken', /FileHandler.onRead runs on the reactor's single thread but blocks \(readFileSync\)/],
  ['dispatches-without-blocking', 'python', `import selectors
class Reactor:
    def __init__(self):
        self.sel = selectors.DefaultSelector()
    def run(self):
        while True:
            for key, mask in self.sel.select():
                callback = key.data
                callback(key.fileobj, mask)
`, 'ok'],
  ['dispatches-without-blocking', 'python', `import selectors
import threading
class Reactor:
    def __init__(self):
        self.sel = selectors.DefaultSelector()
    def run(self):
        while True:
            for key, mask in self.sel.select():
                threading.Thread(target=key.data, args=(key.fileobj, mask)).start()
`, 'broken', /starts a new thread for every event/],
  ['dispatches-without-blocking', 'go', `type Reactor struct {
	handlers map[int]Handler
}
func (r *Reactor) Run(epfd int) {
	events := make([]syscall.EpollEvent, 64)
	for {
		n, _ := syscall.EpollWait(epfd, events, -1)
		for i := 0; i < n; i++ {
			r.handlers[int(events[i].Fd)].Handle()
		}
	}
}`, 'ok'],
  ['dispatches-without-blocking', 'go', `type Reactor struct {
	handlers map[int]Handler
}
func (r *Reactor) Run(epfd int) {
	events := make([]syscall.EpollEvent, 64)
	for {
		n, _ := syscall.EpollWait(epfd, events, -1)
		for i := 0; i < n; i++ {
			time.Sleep(time.Second)
			r.handlers[int(events[i].Fd)].Handle()
		}
	}
}`, 'broken', /Reactor.Run blocks the event loop/],
];

const goMerge = (tail: string) => `func Merge(cs ...<-chan int) <-chan int {
	var wg sync.WaitGroup
	out := make(chan int)
	send := func(c <-chan int) {
		for n := range c {
			out <- n
		}
${tail}
	}
	wg.Add(len(cs))
	for _, c := range cs {
		go send(c)
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}`;

const parallelWork: Sample[] = [
  ['waits-for-all-workers', 'java', `class FanOutFanIn {
  static Long fanOutFanIn(List<SquareNumberRequest> requests, Consumer consumer) {
    ExecutorService service = Executors.newFixedThreadPool(requests.size());
    List<CompletableFuture<Void>> futures = requests.stream().map(r -> CompletableFuture.runAsync(() -> r.delayedSquaring(consumer), service)).collect(Collectors.toList());
    CompletableFuture.allOf(futures.toArray(new CompletableFuture[0])).join();
    return consumer.getSum();
  }
}`, 'ok'],
  ['waits-for-all-workers', 'java', `class FanOutFanIn {
  static Long fanOutFanIn(List<SquareNumberRequest> requests, Consumer consumer) {
    ExecutorService service = Executors.newFixedThreadPool(requests.size());
    requests.forEach(r -> CompletableFuture.runAsync(() -> r.delayedSquaring(consumer), service));
    return consumer.getSum();
  }
}`, 'broken', /never waits for all of them/],
  ['waits-for-all-workers', 'java', `class Master {
  private final List<Worker> workers;
  Result compute(Input input) {
    var parts = input.divideData(workers.size());
    for (int i = 0; i < workers.size(); i++) { workers.get(i).setInput(parts.get(i)); workers.get(i).start(); }
    for (Worker w : workers) w.join();
    return aggregate(workers);
  }
}`, 'ok'],
  ['waits-for-all-workers', 'java', `class Squares { long sum(List<Long> xs) { long s = 0; for (long x : xs) s += x * x; return s; } }`, 'missing', /nothing runs in parallel/],
  ['waits-for-all-workers', 'csharp', `class Master {
  public async Task<int> ComputeAsync(IEnumerable<int[]> parts) {
    var tasks = parts.Select(p => Task.Run(() => Sum(p))).ToList();
    var results = await Task.WhenAll(tasks);
    return results.Sum();
  }
}`, 'ok'],
  ['waits-for-all-workers', 'csharp', `class Master {
  private int _total;
  public int Compute(IEnumerable<int[]> parts) {
    foreach (var p in parts) Task.Run(() => Interlocked.Add(ref _total, Sum(p)));
    return _total;
  }
}`, 'broken', /Master.Compute starts the workers in parallel but never waits/],
  ['waits-for-all-workers', 'typescript', `class Master {
  async compute(parts: number[][]): Promise<number> {
    const results = await Promise.all(parts.map((p) => this.computeAsync(p)));
    return results.reduce((a, b) => a + b, 0);
  }
}`, 'ok'],
  ['waits-for-all-workers', 'typescript', `class Master {
  compute(parts: number[][]) {
    const results = parts.map((p) => this.computeAsync(p));
    return results;
  }
}`, 'broken', /never waits for all of them/],
  ['waits-for-all-workers', 'python', `from concurrent.futures import ThreadPoolExecutor
def fan_out_fan_in(numbers):
    with ThreadPoolExecutor() as pool:
        futures = [pool.submit(square, n) for n in numbers]
        return sum(f.result() for f in futures)
`, 'ok'],
  ['waits-for-all-workers', 'python', `import threading
def fan_out_fan_in(numbers, results):
    threads = [threading.Thread(target=square_into, args=(n, results)) for n in numbers]
    for t in threads:
        t.start()
    return sum(results)
`, 'broken', /never waits for all of them/],
  ['waits-for-all-workers', 'go', `func SumSquares(nums []int) int {
	var wg sync.WaitGroup
	results := make(chan int, len(nums))
	for _, n := range nums {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			results <- n * n
		}(n)
	}
	wg.Wait()
	close(results)
	sum := 0
	for r := range results {
		sum += r
	}
	return sum
}`, 'ok'],
  ['waits-for-all-workers', 'go', `func SumSquares(nums []int) int {
	var wg sync.WaitGroup
	var mu sync.Mutex
	sum := 0
	for _, n := range nums {
		go func(n int) {
			wg.Add(1)
			defer wg.Done()
			mu.Lock()
			sum += n * n
			mu.Unlock()
		}(n)
	}
	wg.Wait()
	return sum
}`, 'broken', /calls wg.Add inside the goroutine it counts/],
  ['bounds-concurrency', 'go', `func ProcessAll(items []string) {
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for _, it := range items {
		wg.Add(1)
		sem <- struct{}{}
		go func(it string) {
			defer wg.Done()
			defer func() { <-sem }()
			process(it)
		}(it)
	}
	wg.Wait()
}`, 'ok'],
  ['bounds-concurrency', 'go', `func ProcessAll(items []string) {
	var wg sync.WaitGroup
	for _, it := range items {
		wg.Add(1)
		go func(it string) {
			defer wg.Done()
			process(it)
		}(it)
	}
	wg.Wait()
}`, 'broken', /starts one worker per item with no bound/],
  ['bounds-concurrency', 'java', `class Processor {
  void processAll(List<Item> items) throws InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    for (var item : items) pool.submit(() -> process(item));
    pool.shutdown();
    pool.awaitTermination(1, TimeUnit.MINUTES);
  }
}`, 'ok'],
  ['bounds-concurrency', 'java', `class Processor {
  void processAll(List<Item> items) { for (var item : items) new Thread(() -> process(item)).start(); }
}`, 'broken', /no bound on how many run at once/],
  ['bounds-concurrency', 'csharp', `class Processor {
  public void ProcessAll(IEnumerable<Item> items) { Parallel.ForEach(items, new ParallelOptions { MaxDegreeOfParallelism = 4 }, Process); }
}`, 'ok'],
  ['bounds-concurrency', 'csharp', `class Processor {
  public void ProcessAll(IEnumerable<Item> items) { var tasks = new List<Task>(); foreach (var i in items) tasks.Add(Task.Run(() => Process(i))); Task.WaitAll(tasks.ToArray()); }
}`, 'broken', /starts one worker per item/],
  ['bounds-concurrency', 'typescript', `async function processAll(items: string[], concurrency = 4) {
  const queue = [...items];
  const workers = Array.from({ length: concurrency }, async () => { while (queue.length) await processItem(queue.shift()!); });
  await Promise.all(workers);
}`, 'ok'],
  ['bounds-concurrency', 'typescript', `async function processAll(items: string[]) {
  await Promise.all(items.map((i) => processItem(i)));
}`, 'broken', /starts one worker per item/],
  ['bounds-concurrency', 'python', `from concurrent.futures import ThreadPoolExecutor
def process_all(items):
    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(process, items))
`, 'ok'],
  ['bounds-concurrency', 'python', `import threading
def process_all(items):
    threads = [threading.Thread(target=process, args=(i,)) for i in items]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
`, 'broken', /starts one worker per item/],
  ['bounds-concurrency', 'python', `def process_all(items):
    for i in items:
        process(i)
`, 'missing', /nothing runs in parallel/],
  ['merge-closes-after-all-senders', 'go', goMerge('\t\twg.Done()'), 'ok'],
  ['merge-closes-after-all-senders', 'go', goMerge('\t\twg.Done()').replace('\tgo func() {\n\t\twg.Wait()\n\t\tclose(out)\n\t}()\n', ''), 'broken', /never closes the merged output channel/],
  ['merge-closes-after-all-senders', 'go', goMerge('\t\tclose(out)').replace('\tgo func() {\n\t\twg.Wait()\n\t\tclose(out)\n\t}()\n', ''), 'broken', /closes out without waiting|closes out inside each forwarding goroutine/],
  ['merge-closes-after-all-senders', 'go', `func Sum(xs []int) int { t := 0; for _, x := range xs { t += x }; return t }`, 'missing', /no fan-in found/],
  ['merge-closes-after-all-senders', 'java', `class Merger { BlockingQueue<Integer> merge(List<BlockingQueue<Integer>> in) { return in.get(0); } }`, 'ok'],
  ['split-closes-every-output', 'go', `func Split(ch <-chan int, n int) []<-chan int {
	cs := make([]chan int, 0)
	for i := 0; i < n; i++ {
		cs = append(cs, make(chan int))
	}
	go func() {
		defer func() {
			for _, c := range cs {
				close(c)
			}
		}()
		for {
			for _, c := range cs {
				val, ok := <-ch
				if !ok {
					return
				}
				c <- val
			}
		}
	}()
	out := make([]<-chan int, n)
	for i := range cs {
		out[i] = cs[i]
	}
	return out
}`, 'ok'],
  ['split-closes-every-output', 'go', `func Split(ch <-chan int, n int) []<-chan int {
	cs := make([]chan int, 0)
	for i := 0; i < n; i++ {
		cs = append(cs, make(chan int))
	}
	go func() {
		for val := range ch {
			cs[val%n] <- val
		}
	}()
	out := make([]<-chan int, n)
	for i := range cs {
		out[i] = cs[i]
	}
	return out
}`, 'broken', /never closes its output channels/],
  ['split-closes-every-output', 'go', `func Split(ch <-chan int, n int) []<-chan int {
	cs := make([]chan int, 0)
	for i := 0; i < n; i++ {
		cs = append(cs, make(chan int))
	}
	go func() {
		for val := range ch {
			cs[val%n] <- val
		}
		close(cs[0])
	}()
	out := make([]<-chan int, n)
	return out
}`, 'broken', /closes only cs\[0\]/],
];

const javaLeader = (body: string) => `class Worker implements Runnable {
  private final WorkCenter workCenter;
  private final TaskSet taskSet;
  private final TaskHandler taskHandler;
  public void run() {
    while (!Thread.interrupted()) {
      try {
        synchronized (workCenter) { while (workCenter.getLeader() != this) workCenter.wait(); }
        final Task task = taskSet.getTask();
${body}
      } catch (InterruptedException e) { return; }
    }
  }
}`;
const coordination: Sample[] = [
  ['promotes-before-processing', 'java', javaLeader('        synchronized (workCenter) { workCenter.promoteLeader(); workCenter.notifyAll(); }\n        taskHandler.handleTask(task);'), 'ok'],
  ['promotes-before-processing', 'java', javaLeader('        taskHandler.handleTask(task);\n        synchronized (workCenter) { workCenter.promoteLeader(); workCenter.notifyAll(); }'), 'broken', /processes the event \(handleTask\) before promoting a new leader/],
  ['promotes-before-processing', 'java', `class Worker implements Runnable { public void run() { while (true) { handle(queue.take()); } } }`, 'missing', /no leader\/followers pool found/],
  ['promotes-before-processing', 'csharp', `class Worker {
  private readonly Pool _pool;
  public void Run() { while (true) { _pool.WaitToLead(this); var e = _pool.NextEvent(); _pool.PromoteLeader(); HandleEvent(e); } }
}`, 'ok'],
  ['promotes-before-processing', 'csharp', `class Worker {
  private readonly Pool _pool;
  public void Run() { while (true) { _pool.WaitToLead(this); var e = _pool.NextEvent(); HandleEvent(e); } }
}
class Pool { public Worker Leader; }`, 'broken', /without ever promoting a follower/],
  ['promotes-before-processing', 'typescript', `class Worker {
  constructor(private readonly pool: Pool) {}
  async run() { for (;;) { await this.pool.waitToLead(this); const e = await this.pool.nextEvent(); this.pool.promoteLeader(); await this.handleEvent(e); } }
}`, 'ok'],
  ['promotes-before-processing', 'typescript', `class Worker {
  constructor(private readonly pool: Pool) {}
  async run() { for (;;) { await this.pool.waitToLead(this); const e = await this.pool.nextEvent(); await this.handleEvent(e); this.pool.promoteLeader(); } }
}`, 'broken', /before promoting a new leader/],
  ['promotes-before-processing', 'python', `class Worker:
    def __init__(self, pool):
        self.pool = pool
    def run(self):
        while True:
            self.pool.wait_to_lead(self)
            event = self.pool.next_event()
            self.pool.promote_leader()
            self.handle_event(event)
`, 'ok'],
  ['promotes-before-processing', 'python', `class Worker:
    def __init__(self, pool):
        self.pool = pool
    def run(self):
        while True:
            self.pool.wait_to_lead(self)
            event = self.pool.next_event()
            self.handle_event(event)
            self.pool.promote_leader()
`, 'broken', /before promoting a new leader/],
  ['promotes-before-processing', 'go', `func (w *Worker) Run() {
	for {
		w.pool.WaitToLead(w)
		e := w.pool.NextEvent()
		w.pool.PromoteLeader()
		w.HandleEvent(e)
	}
}
type Worker struct { pool *Pool }`, 'ok'],
  ['promotes-before-processing', 'go', `type Worker struct { pool *Pool }
func (w *Worker) Run() {
	for {
		w.pool.WaitToLead(w)
		e := w.pool.NextEvent()
		w.HandleEvent(e)
		w.pool.PromoteLeader()
	}
}`, 'broken', /before promoting a new leader/],
  ['elects-live-node', 'java', `abstract class AbstractMessageManager {
  protected Map<Integer, Instance> instanceMap;
  protected Instance findNextInstance(int currentId) {
    var candidates = instanceMap.keySet().stream().filter(id -> id > currentId && instanceMap.get(id).isAlive()).sorted().toList();
    return candidates.isEmpty() ? null : instanceMap.get(candidates.get(0));
  }
}`, 'ok'],
  ['elects-live-node', 'java', `class BullyElection {
  private final Map<Integer, Node> nodes;
  Node electLeader() { return nodes.values().stream().max(Comparator.comparingInt(Node::id)).orElseThrow(); }
}`, 'broken', /without checking that the candidate is alive/],
  ['elects-live-node', 'java', `class Node { int id; }`, 'missing', /no election found/],
  ['elects-live-node', 'csharp', `class Election {
  private readonly List<Node> _nodes;
  public Node ElectLeader() => _nodes.Where(n => n.IsAlive).OrderByDescending(n => n.Id).First();
}`, 'ok'],
  ['elects-live-node', 'csharp', `class Election {
  private readonly List<Node> _nodes;
  public Node ElectLeader() => _nodes.OrderByDescending(n => n.Id).First();
}`, 'broken', /without checking that the candidate is alive/],
  ['elects-live-node', 'typescript', `class Cluster {
  constructor(private readonly nodes: Node[]) {}
  electLeader(): Node | undefined { let best: Node | undefined; for (const n of this.nodes) if (n.healthy && (!best || n.id > best.id)) best = n; return best; }
}`, 'ok'],
  ['elects-live-node', 'typescript', `class Cluster {
  constructor(private readonly nodes: Node[]) {}
  electLeader(): Node | undefined { let best: Node | undefined; for (const n of this.nodes) if (!best || n.id > best.id) best = n; return best; }
}`, 'broken', /picks the leader among the nodes without checking/],
  ['elects-live-node', 'python', `class Ring:
    def __init__(self, nodes):
        self.nodes = nodes
    def elect(self):
        alive = [n for n in self.nodes if n.is_alive()]
        return max(alive, key=lambda n: n.id)
`, 'ok'],
  ['elects-live-node', 'python', `class Ring:
    def __init__(self, nodes):
        self.nodes = nodes
    def elect(self):
        return max(self.nodes, key=lambda n: n.id)
`, 'broken', /without checking that the candidate is alive/],
  ['elects-live-node', 'go', `func ElectLeader(nodes []*Node) *Node {
	var leader *Node
	for _, n := range nodes {
		if n.Alive && (leader == nil || n.ID > leader.ID) {
			leader = n
		}
	}
	return leader
}`, 'ok'],
  ['elects-live-node', 'go', `func ElectLeader(nodes []*Node) *Node {
	var leader *Node
	for _, n := range nodes {
		if leader == nil || n.ID > leader.ID {
			leader = n
		}
	}
	return leader
}`, 'broken', /without checking that the candidate is alive/],
  ['measures-at-exit', 'go', `func Duration(invocation time.Time, name string) {
	elapsed := time.Since(invocation)
	log.Printf("%s lasted %s", name, elapsed)
}
func BigIntFactorial(x big.Int) *big.Int {
	defer Duration(time.Now(), "IntFactorial")
	y := big.NewInt(1)
	return x.Set(y)
}`, 'ok'],
  ['measures-at-exit', 'go', `func BigIntFactorial(x big.Int) *big.Int {
	start := time.Now()
	defer log.Printf("took %s", time.Since(start))
	y := big.NewInt(1)
	return x.Set(y)
}`, 'broken', /deferred arguments are evaluated when the defer statement runs/],
  ['measures-at-exit', 'go', `func BigIntFactorial(x big.Int) *big.Int {
	profile.Duration(time.Now(), "IntFactorial")
	y := big.NewInt(1)
	return x.Set(y)
}`, 'broken', /directly instead of deferring it/],
  ['measures-at-exit', 'go', `func Add(a, b int) int { return a + b }`, 'missing', /no timing found/],
  ['measures-at-exit', 'java', `class Timed { long run() { long start = System.nanoTime(); try { work(); } finally { LOGGER.info("took {}", System.nanoTime() - start); } return 0; } }`, 'ok'],
  ['measures-at-exit', 'java', `class Timed { void run() { long start = System.nanoTime(); long elapsed = System.nanoTime() - start; work(); LOGGER.info("took {}", elapsed); } }`, 'broken', /reads the elapsed time right after taking the start time/],
  ['measures-at-exit', 'csharp', `class Timed { public void Run() { var sw = Stopwatch.StartNew(); Work(); Console.WriteLine(sw.ElapsedMilliseconds); } }`, 'ok'],
  ['measures-at-exit', 'csharp', `class Timed { public void Run() { var sw = Stopwatch.StartNew(); var ms = sw.ElapsedMilliseconds; Work(); Console.WriteLine(ms); } }`, 'broken', /before the work it means to measure/],
  ['measures-at-exit', 'typescript', `function timed<T>(name: string, fn: () => T): T {
  const start = performance.now();
  try { return fn(); } finally { console.log(name, performance.now() - start); }
}`, 'ok'],
  ['measures-at-exit', 'typescript', `function timed<T>(name: string, fn: () => T): T {
  const start = performance.now();
  console.log(name, performance.now() - start);
  return fn();
}`, 'broken', /before the work it means to measure/],
  ['measures-at-exit', 'python', `import time
def timed(fn):
    def wrapper(*args):
        start = time.perf_counter()
        result = fn(*args)
        print(fn.__name__, time.perf_counter() - start)
        return result
    return wrapper
`, 'ok'],
  ['measures-at-exit', 'python', `import time
def timed(fn):
    def wrapper(*args):
        start = time.perf_counter()
        print(fn.__name__, time.perf_counter() - start)
        return fn(*args)
    return wrapper
`, 'broken', /before the work it means to measure/],
];

const tsLease = `class Lease {
  private holder: string | null = null;
  acquire(who: string): boolean { if (this.holder !== null) return false; this.holder = who; return true; }
  release(who: string) { if (this.holder === who) this.holder = null; }
}`;

const csSemaphore = `class CountingSemaphore {
  private int _count;
  public bool TryAcquire() { lock (this) { if (_count == 0) return false; _count--; return true; } }
  public void Release() { lock (this) { _count++; } }
}`;

const tsSemaphore = `class Semaphore {
  private waiters: (() => void)[] = [];
  constructor(private permits: number) {}
  async acquire() { while (this.permits === 0) await new Promise<void>((r) => this.waiters.push(r)); this.permits--; }
  release() { this.permits++; this.waiters.shift()?.(); }
}`;

const pySemaphore = `import threading
class CountingSemaphore:
    def __init__(self, permits):
        self._permits = permits
        self._cond = threading.Condition()
    def acquire(self):
        with self._cond:
            while self._permits == 0:
                self._cond.wait()
            self._permits -= 1
    def release(self):
        with self._cond:
            self._permits += 1
            self._cond.notify()
`;

const csAsyncLocal = `static class UserContextHolder {
  private static readonly AsyncLocal<UserContext> Current = new AsyncLocal<UserContext>();
  public static void Set(UserContext c) => Current.Value = c;
}`;

const tsAsyncStorage = `const storage = new AsyncLocalStorage<RequestContext>();
export function handle(req: Request) { return storage.run({ user: req.user }, () => process(req)); }`;

const pyThreadLocal = `import threading
_local = threading.local()
def handle(request):
    _local.user = request.user
    try:
        process(request)
    finally:
        del _local.user
`;

const mutualExclusion: Sample[] = [
  ['guards-shared-state', 'java', `class Bank {
  private final int[] accounts;
  Bank(int n, int base) { accounts = new int[n]; Arrays.fill(accounts, base); }
  public synchronized void transfer(int a, int b, int amount) { if (accounts[a] >= amount && a != b) { accounts[b] += amount; accounts[a] -= amount; } }
  public synchronized int getBalance(int n) { return accounts[n]; }
}`, 'ok'],
  ['guards-shared-state', 'java', `class Bank {
  private final int[] accounts;
  Bank(int n, int base) { accounts = new int[n]; Arrays.fill(accounts, base); }
  public void transfer(int a, int b, int amount) { if (accounts[a] >= amount && a != b) { accounts[b] += amount; accounts[a] -= amount; } }
  public synchronized int getBalance() { int s = 0; for (int x : accounts) s += x; return s; }
}`, 'broken', /Bank.transfer changes accounts without holding the monitor's lock/],
  ['guards-shared-state', 'java', `class Bank { private int total; public void add(int n) { total += n; } }`, 'missing', /no monitor found/],
  ['guards-shared-state', 'csharp', `class Account {
  private readonly object _sync = new object();
  private decimal _balance;
  public void Deposit(decimal x) { lock (_sync) { _balance += x; } }
  public decimal Balance() { lock (_sync) { return _balance; } }
}`, 'ok'],
  ['guards-shared-state', 'csharp', `class Account {
  private readonly object _sync = new object();
  private decimal _balance;
  public void Deposit(decimal x) { lock (_sync) { _balance += x; } }
  public void Withdraw(decimal x) { _balance -= x; }
}`, 'broken', /Account.Withdraw changes _balance without holding the monitor's lock/],
  ['guards-shared-state', 'typescript', `class Account {
  private balance = 0;
  private readonly mutex = new Mutex();
  async deposit(x: number) { await this.mutex.runExclusive(async () => { this.balance += x; }); }
  async withdraw(x: number) { await this.mutex.runExclusive(async () => { this.balance -= x; }); }
}`, 'ok'],
  ['guards-shared-state', 'typescript', `class Account {
  private balance = 0;
  private readonly mutex = new Mutex();
  async deposit(x: number) { await this.mutex.runExclusive(async () => { this.balance += x; }); }
  async withdraw(x: number) { const b = this.balance; await save(b - x); this.balance = b - x; }
}`, 'broken', /Account.withdraw changes balance without holding/],
  ['guards-shared-state', 'python', `import threading
class Account:
    def __init__(self):
        self._lock = threading.Lock()
        self._balance = 0
    def deposit(self, x):
        with self._lock:
            self._balance += x
    def withdraw(self, x):
        with self._lock:
            self._balance -= x
`, 'ok'],
  ['guards-shared-state', 'python', `import threading
class Account:
    def __init__(self):
        self._lock = threading.Lock()
        self._balance = 0
    def deposit(self, x):
        with self._lock:
            self._balance += x
    def withdraw(self, x):
        self._balance -= x
`, 'broken', /Account.withdraw changes _balance without holding/],
  ['guards-shared-state', 'go', `type Account struct {
	mu      sync.Mutex
	balance int
}
func (a *Account) Deposit(x int) { a.mu.Lock(); defer a.mu.Unlock(); a.balance += x }
func (a *Account) Balance() int { a.mu.Lock(); defer a.mu.Unlock(); return a.balance }`, 'ok'],
  ['guards-shared-state', 'go', `type Account struct {
	mu      sync.Mutex
	balance int
}
func (a *Account) Deposit(x int) { a.mu.Lock(); defer a.mu.Unlock(); a.balance += x }
func (a *Account) Withdraw(x int) { a.balance -= x }`, 'broken', /Account.Withdraw changes balance without holding/],
];

const javaSword = (acquire: string, release: string, sync = 'synchronized ') => `class SwordOfAragorn implements Lockable {
  private Creature locker;
  public ${sync}boolean acquire(Creature creature) { ${acquire} }
  public synchronized void release(Creature creature) { ${release} }
  public synchronized boolean isLocked() { return locker != null; }
}`;
const lockableObject: Sample[] = [
  ['acquire-refuses-when-held', 'java', javaSword('if (locker == null) { locker = creature; return true; } return false;', 'if (locker == creature) locker = null;'), 'ok'],
  ['acquire-refuses-when-held', 'java', javaSword('locker = creature; return true;', 'if (locker == creature) locker = null;'), 'broken', /sets locker without first checking whether another caller already holds the lock/],
  ['acquire-refuses-when-held', 'java', javaSword('if (locker == null) { locker = creature; return true; } return false;', 'if (locker == creature) locker = null;', ''), 'broken', /without holding a lock \(not synchronized/],
  ['acquire-refuses-when-held', 'java', `class Sword { void swing() { } }`, 'missing', /no lockable object found/],
  ['acquire-refuses-when-held', 'csharp', `class Sword {
  private readonly object _sync = new object();
  private Creature _owner;
  public bool Acquire(Creature c) { lock (_sync) { if (_owner != null) return false; _owner = c; return true; } }
  public void Release(Creature c) { lock (_sync) { if (_owner == c) _owner = null; } }
}`, 'ok'],
  ['acquire-refuses-when-held', 'csharp', `class Sword {
  private readonly object _sync = new object();
  private Creature _owner;
  public bool Acquire(Creature c) { lock (_sync) { _owner = c; return true; } }
  public void Release(Creature c) { lock (_sync) { if (_owner == c) _owner = null; } }
}`, 'broken', /without first checking/],
  ['acquire-refuses-when-held', 'typescript', tsLease, 'ok'],
  ['acquire-refuses-when-held', 'typescript', `class Lease {
  private holder: string | null = null;
  acquire(who: string): boolean { this.holder = who; return true; }
  release(who: string) { if (this.holder === who) this.holder = null; }
}`, 'broken', /sets holder without first checking/],
  ['acquire-refuses-when-held', 'python', `import threading
class Sword:
    def __init__(self):
        self._lock = threading.Lock()
        self._owner = None
    def acquire(self, creature):
        with self._lock:
            if self._owner is not None:
                return False
            self._owner = creature
            return True
    def release(self, creature):
        with self._lock:
            if self._owner is creature:
                self._owner = None
`, 'ok'],
  ['acquire-refuses-when-held', 'python', `import threading
class Sword:
    def __init__(self):
        self._lock = threading.Lock()
        self._owner = None
    def acquire(self, creature):
        with self._lock:
            self._owner = creature
            return True
`, 'broken', /sets _owner without first checking/],
  ['acquire-refuses-when-held', 'python', `class Sword:
    def __init__(self):
        self._owner = None
    def acquire(self, creature):
        if self._owner is not None:
            return False
        self._owner = creature
        return True
`, 'ok'],
  ['acquire-refuses-when-held', 'go', `type Sword struct {
	mu    sync.Mutex
	owner *Creature
}
func (s *Sword) Acquire(c *Creature) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.owner != nil {
		return false
	}
	s.owner = c
	return true
}`, 'ok'],
  ['acquire-refuses-when-held', 'go', `type Sword struct {
	owner *Creature
}
func (s *Sword) Acquire(c *Creature) bool {
	if s.owner != nil {
		return false
	}
	s.owner = c
	return true
}`, 'broken', /without holding a lock/],
  ['release-only-by-holder', 'java', javaSword('if (locker == null) { locker = creature; return true; } return false;', 'if (locker == creature) locker = null;'), 'ok'],
  ['release-only-by-holder', 'java', javaSword('if (locker == null) { locker = creature; return true; } return false;', 'locker = null;'), 'broken', /clears locker without checking that the caller is the one holding the lock/],
  ['release-only-by-holder', 'csharp', `class Sword {
  private Creature _owner;
  public bool Acquire(Creature c) { lock (this) { if (_owner != null) return false; _owner = c; return true; } }
  public void Release(Creature c) { lock (this) { _owner = null; } }
}`, 'broken', /Sword.Release clears _owner without checking/],
  ['release-only-by-holder', 'typescript', tsLease, 'ok'],
  ['release-only-by-holder', 'typescript', `class Lease {
  private holder: string | null = null;
  acquire(who: string): boolean { if (this.holder !== null) return false; this.holder = who; return true; }
  release(who: string) { this.holder = null; }
}`, 'broken', /Lease.release clears holder without checking/],
  ['release-only-by-holder', 'python', `class Sword:
    def __init__(self):
        self._owner = None
    def acquire(self, creature):
        if self._owner is None:
            self._owner = creature
            return True
        return False
    def release(self, creature):
        if self._owner is creature:
            self._owner = None
`, 'ok'],
  ['release-only-by-holder', 'python', `class Sword:
    def __init__(self):
        self._owner = None
    def acquire(self, creature):
        if self._owner is None:
            self._owner = creature
            return True
        return False
    def release(self, creature):
        self._owner = None
`, 'broken', /Sword.release clears _owner without checking/],
  ['release-only-by-holder', 'go', `type Sword struct {
	mu    sync.Mutex
	owner *Creature
}
func (s *Sword) Acquire(c *Creature) bool { s.mu.Lock(); defer s.mu.Unlock(); if s.owner != nil { return false }; s.owner = c; return true }
func (s *Sword) Release(c *Creature) { s.mu.Lock(); defer s.mu.Unlock(); if s.owner == c { s.owner = nil } }`, 'ok'],
  ['release-only-by-holder', 'go', `type Sword struct {
	mu    sync.Mutex
	owner *Creature
}
func (s *Sword) Acquire(c *Creature) bool { s.mu.Lock(); defer s.mu.Unlock(); if s.owner != nil { return false }; s.owner = c; return true }
func (s *Sword) Release(c *Creature) { s.mu.Lock(); defer s.mu.Unlock(); s.owner = nil }`, 'broken', /Sword.Release clears owner without checking/],
];

const goSemaphore = (acquire: string, release: string) => `type implementation struct {
	sem     chan struct{}
	timeout time.Duration
}
func (s *implementation) Acquire() error {
${acquire}
}
func (s *implementation) Release() error {
${release}
}
func New(tickets int, timeout time.Duration) Interface {
	return &implementation{sem: make(chan struct{}, tickets), timeout: timeout}
}`;
const goAcquire = `	select {
	case s.sem <- struct{}{}:
		return nil
	case <-time.After(s.timeout):
		return ErrNoTickets
	}`;
const goRelease = `	select {
	case _ = <-s.sem:
		return nil
	case <-time.After(s.timeout):
		return ErrIllegalRelease
	}`;
const javaSemaphore = (acquire: string, release: string) => `class CountingSemaphore {
  private int permits;
  CountingSemaphore(int permits) { this.permits = permits; }
  public synchronized void acquire() throws InterruptedException { ${acquire} }
  public synchronized void release() { ${release} }
}`;
const semaphore: Sample[] = [
  ['acquire-blocks-when-exhausted', 'go', goSemaphore(goAcquire, goRelease), 'ok'],
  ['acquire-blocks-when-exhausted', 'go', goSemaphore('\treturn nil', goRelease), 'broken', /never takes a slot in sem/],
  ['acquire-blocks-when-exhausted', 'go', `func Add(a, b int) int { return a + b }`, 'missing', /no semaphore found/],
  ['acquire-blocks-when-exhausted', 'java', javaSemaphore('while (permits == 0) wait(); permits--;', 'permits++; notifyAll();'), 'ok'],
  ['acquire-blocks-when-exhausted', 'java', javaSemaphore('permits--;', 'permits++; notifyAll();'), 'broken', /without checking that one is left/],
  ['acquire-blocks-when-exhausted', 'csharp', csSemaphore, 'ok'],
  ['acquire-blocks-when-exhausted', 'csharp', `class CountingSemaphore {
  private int _count;
  public bool TryAcquire() { lock (this) { _count--; return true; } }
  public void Release() { lock (this) { _count++; } }
}`, 'broken', /without checking that one is left/],
  ['acquire-blocks-when-exhausted', 'typescript', tsSemaphore, 'ok'],
  ['acquire-blocks-when-exhausted', 'typescript', `class Semaphore {
  constructor(private permits: number) {}
  async acquire() { this.permits--; }
  release() { this.permits++; }
}`, 'broken', /without checking that one is left/],
  ['acquire-blocks-when-exhausted', 'python', pySemaphore, 'ok'],
  ['acquire-blocks-when-exhausted', 'python', `import threading
class CountingSemaphore:
    def __init__(self, permits):
        self._permits = permits
        self._cond = threading.Condition()
    def acquire(self):
        with self._cond:
            self._permits -= 1
    def release(self):
        with self._cond:
            self._permits += 1
            self._cond.notify()
`, 'broken', /without checking that one is left/],
  ['release-returns-permit', 'go', goSemaphore(goAcquire, goRelease), 'ok'],
  ['release-returns-permit', 'go', goSemaphore(goAcquire, '\treturn nil'), 'broken', /never gives the permit back/],
  ['release-returns-permit', 'java', javaSemaphore('while (permits == 0) wait(); permits--;', 'permits++; notifyAll();'), 'ok'],
  ['release-returns-permit', 'java', javaSemaphore('while (permits == 0) wait(); permits--;', 'LOGGER.info("released");'), 'broken', /never gives the permit back/],
  ['release-returns-permit', 'java', javaSemaphore('while (permits == 0) wait(); permits--;', 'permits++;'), 'broken', /does not notify the threads waiting in acquire/],
  ['release-returns-permit', 'csharp', csSemaphore, 'ok'],
  ['release-returns-permit', 'csharp', `class CountingSemaphore {
  private int _count;
  public bool TryAcquire() { lock (this) { if (_count == 0) return false; _count--; return true; } }
  public void Release() { }
}`, 'broken', /never gives the permit back/],
  ['release-returns-permit', 'typescript', tsSemaphore, 'ok'],
  ['release-returns-permit', 'typescript', `class Semaphore {
  constructor(private permits: number) {}
  tryAcquire() { if (this.permits === 0) return false; this.permits--; return true; }
}`, 'broken', /has no release/],
  ['release-returns-permit', 'python', pySemaphore, 'ok'],
  ['release-returns-permit', 'python', `import threading
class CountingSemaphore:
    def __init__(self, permits):
        self._permits = permits
        self._cond = threading.Condition()
    def acquire(self):
        with self._cond:
            while self._permits == 0:
                self._cond.wait()
            self._permits -= 1
    def release(self):
        with self._cond:
            self._permits += 1
`, 'broken', /does not notify the threads waiting/],
];

const threadSpecific: Sample[] = [
  ['context-per-thread', 'java', `class UserContextProxy {
  private static final ThreadLocal<UserContext> holder = new ThreadLocal<>();
  public static void set(UserContext c) { holder.set(c); }
  public static UserContext get() { return holder.get(); }
  public static void clear() { holder.remove(); }
}`, 'ok'],
  ['context-per-thread', 'java', `class UserContextHolder {
  private static UserContext current;
  public static void set(UserContext c) { current = c; }
  public static UserContext get() { return current; }
}`, 'broken', /keeps the current in a static field shared by every thread/],
  ['context-per-thread', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /no thread-specific storage found/],
  ['context-per-thread', 'csharp', csAsyncLocal, 'ok'],
  ['context-per-thread', 'csharp', `static class UserContextHolder {
  private static UserContext _current;
  public static void Set(UserContext c) { _current = c; }
}`, 'broken', /static field shared by every thread/],
  ['context-per-thread', 'typescript', tsAsyncStorage, 'ok'],
  ['context-per-thread', 'typescript', `let currentUser: User | undefined;
export function handle(req: Request) { currentUser = req.user; return process(req); }`, 'broken', /module-level variable that every thread or request shares/],
  ['context-per-thread', 'python', pyThreadLocal, 'ok'],
  ['context-per-thread', 'python', `current_user = None
def handle(request):
    global current_user
    current_user = request.user
    process(request)
`, 'broken', /module-level global shared by all threads/],
  ['context-per-thread', 'go', `type ctxKey struct{}
func Handle(ctx context.Context, r *Request) {
	ctx = context.WithValue(ctx, ctxKey{}, r.User)
	process(ctx, r)
}`, 'ok'],
  ['context-per-thread', 'go', `var currentUser *User
func Handle(r *Request) {
	currentUser = r.User
	process(r)
}`, 'broken', /package\/module-level variable/],
  ['clears-thread-local', 'java', `class RequestHandler {
  private static final ThreadLocal<UserContext> holder = new ThreadLocal<>();
  public void process(String token) { try { holder.set(new UserContext(parse(token))); work(); } finally { holder.remove(); } }
}`, 'ok'],
  ['clears-thread-local', 'java', `class RequestHandler {
  private static final ThreadLocal<UserContext> holder = new ThreadLocal<>();
  public void process(String token) { holder.set(new UserContext(parse(token))); work(); }
}`, 'broken', /never removed/],
  ['clears-thread-local', 'csharp', `class RequestHandler {
  private static readonly ThreadLocal<UserContext> Holder = new ThreadLocal<UserContext>();
  public void Process(string token) { try { Holder.Value = new UserContext(token); Work(); } finally { Holder.Value = null; } }
}`, 'ok'],
  ['clears-thread-local', 'csharp', `class RequestHandler {
  private static readonly ThreadLocal<UserContext> Holder = new ThreadLocal<UserContext>();
  public void Process(string token) { Holder.Value = new UserContext(token); Work(); }
}`, 'broken', /never removed/],
  ['clears-thread-local', 'typescript', tsAsyncStorage, 'ok'],
  ['clears-thread-local', 'python', pyThreadLocal, 'ok'],
  ['clears-thread-local', 'python', `import threading
_local = threading.local()
def handle(request):
    _local.user = request.user
    process(request)
`, 'broken', /never removed/],
  ['clears-thread-local', 'go', `func Handle(ctx context.Context, r *Request) {
	process(context.WithValue(ctx, key, r.User), r)
}`, 'ok'],
  ['clears-thread-local', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'ok'],
  ['clears-thread-local', 'csharp', csAsyncLocal, 'ok'],
];

const javaBooks = (update: string) => `class Book { private long id; private long version; private String title; }
class BookRepository {
  private final Map<Long, Book> collection = new HashMap<>();
  public void update(Book book) throws VersionMismatchException {
${update}
  }
}`;
const optimisticLock: Sample[] = [
  ['rejects-stale-version', 'java', javaBooks(`    var latest = collection.get(book.getId());
    if (book.getVersion() != latest.getVersion()) throw new VersionMismatchException("stale");
    book.setVersion(book.getVersion() + 1);
    collection.put(book.getId(), new Book(book));`), 'ok'],
  ['rejects-stale-version', 'java', javaBooks(`    book.setVersion(book.getVersion() + 1);
    collection.put(book.getId(), new Book(book));`), 'broken', /writes the record without comparing the version/],
  ['rejects-stale-version', 'java', javaBooks(`    var latest = collection.get(book.getId());
    if (book.getVersion() != latest.getVersion()) LOGGER.warn("stale update");
    book.setVersion(book.getVersion() + 1);
    collection.put(book.getId(), new Book(book));`), 'broken', /notices that the version changed but writes anyway/],
  ['rejects-stale-version', 'java', `class Card { long id; float sum; }`, 'missing', /no versioned update found/],
  ['rejects-stale-version', 'java', `class CardRepository {
  private final JdbcTemplate jdbc;
  public void update(Card card) {
    int rows = jdbc.update(SQL, card.getSum(), card.getVersion() + 1, card.getId(), card.getVersion());
    if (rows == 0) throw new OptimisticLockException(card.getId());
  }
}`, 'ok'],
  ['rejects-stale-version', 'csharp', `class Document { public int Id; public int Version; public string Body; }
class DocumentStore {
  private readonly Dictionary<int, Document> _docs = new();
  public void Save(Document d) { var cur = _docs[d.Id]; if (cur.Version != d.Version) throw new ConcurrencyException(); d.Version++; _docs[d.Id] = d; }
}`, 'ok'],
  ['rejects-stale-version', 'csharp', `class Document { public int Id; public int Version; public string Body; }
class DocumentStore {
  private readonly Dictionary<int, Document> _docs = new();
  public void Save(Document d) { d.Version++; _docs[d.Id] = d; }
}`, 'broken', /without comparing the version/],
  ['rejects-stale-version', 'typescript', `interface Doc { id: string; version: number; body: string }
class DocStore {
  private docs = new Map<string, Doc>();
  save(doc: Doc) { const cur = this.docs.get(doc.id); if (cur && cur.version !== doc.version) throw new Error('conflict'); this.docs.set(doc.id, { ...doc, version: doc.version + 1 }); }
}`, 'ok'],
  ['rejects-stale-version', 'typescript', `interface Doc { id: string; version: number; body: string }
class DocStore {
  private docs = new Map<string, Doc>();
  save(doc: Doc) { this.docs.set(doc.id, { ...doc, version: doc.version + 1 }); }
}`, 'broken', /without comparing the version/],
  ['rejects-stale-version', 'python', `class BookRepository:
    def __init__(self):
        self._books = {}
    def update(self, book):
        latest = self._books[book.id]
        if latest.version != book.version:
            raise VersionMismatch(book.id)
        book.version += 1
        self._books[book.id] = book
`, 'ok'],
  ['rejects-stale-version', 'python', `class BookRepository:
    def __init__(self):
        self._books = {}
    def update(self, book):
        book.version += 1
        self._books[book.id] = book
`, 'broken', /without comparing the version/],
  ['rejects-stale-version', 'go', `type Book struct { ID int; Version int; Title string }
type Repo struct { books map[int]Book }
func (r *Repo) Update(b Book) error {
	cur := r.books[b.ID]
	if cur.Version != b.Version {
		return ErrStale
	}
	b.Version++
	r.books[b.ID] = b
	return nil
}`, 'ok'],
  ['rejects-stale-version', 'go', `type Book struct { ID int; Version int; Title string }
type Repo struct { books map[int]Book }
func (r *Repo) Update(b Book) error {
	b.Version++
	r.books[b.ID] = b
	return nil
}`, 'broken', /without comparing the version/],
  ['increments-version', 'java', javaBooks(`    var latest = collection.get(book.getId());
    if (book.getVersion() != latest.getVersion()) throw new VersionMismatchException("stale");
    book.setVersion(book.getVersion() + 1);
    collection.put(book.getId(), new Book(book));`), 'ok'],
  ['increments-version', 'java', javaBooks(`    var latest = collection.get(book.getId());
    if (book.getVersion() != latest.getVersion()) throw new VersionMismatchException("stale");
    collection.put(book.getId(), new Book(book));`), 'broken', /without incrementing the version/],
  ['increments-version', 'java', `@Entity class Card { @Id long id; @Version int version; float sum; }
interface CardRepository extends JpaRepository<Card, Long> { }
class CardService { private final CardRepository repo; public void update(Card c) { repo.save(c); } }`, 'ok'],
  ['increments-version', 'csharp', `class Document { public int Id; public int Version; }
class DocumentStore {
  private readonly Dictionary<int, Document> _docs = new();
  public void Save(Document d) { if (_docs[d.Id].Version != d.Version) throw new ConcurrencyException(); _docs[d.Id] = d; }
}`, 'broken', /without incrementing the version/],
  ['increments-version', 'typescript', `interface Doc { id: string; version: number }
class DocStore {
  private docs = new Map<string, Doc>();
  save(doc: Doc) { const cur = this.docs.get(doc.id); if (cur && cur.version !== doc.version) throw new Error('conflict'); this.docs.set(doc.id, { ...doc, version: doc.version + 1 }); }
}`, 'ok'],
  ['increments-version', 'typescript', `interface Doc { id: string; version: number }
class DocStore {
  private docs = new Map<string, Doc>();
  save(doc: Doc) { const cur = this.docs.get(doc.id); if (cur && cur.version !== doc.version) throw new Error('conflict'); this.docs.set(doc.id, doc); }
}`, 'broken', /without incrementing the version/],
  ['increments-version', 'python', `class BookRepository:
    def __init__(self):
        self._books = {}
    def update(self, book):
        if self._books[book.id].version != book.version:
            raise VersionMismatch(book.id)
        self._books[book.id] = book
`, 'broken', /without incrementing the version/],
  ['increments-version', 'go', `type Book struct { ID int; Version int }
type Repo struct { books map[int]Book }
func (r *Repo) Update(b Book) error {
	if r.books[b.ID].Version != b.Version {
		return ErrStale
	}
	b.Version++
	r.books[b.ID] = b
	return nil
}`, 'ok'],
  ['increments-version', 'go', `type Book struct { ID int; Version int }
type Repo struct { books map[int]Book }
func (r *Repo) Update(b Book) error {
	if r.books[b.ID].Version != b.Version {
		return ErrStale
	}
	r.books[b.ID] = b
	return nil
}`, 'broken', /without incrementing the version/],
];

const idempotentConsumer: Sample[] = [
  ['skips-processed-messages', 'java', `class RequestService {
  private final RequestRepository requestRepository;
  public Request create(UUID uuid) {
    Optional<Request> existing = requestRepository.findById(uuid);
    if (!existing.isEmpty()) { return existing.get(); }
    return requestRepository.save(new Request(uuid));
  }
}`, 'ok'],
  ['skips-processed-messages', 'java', `class RequestService {
  private final RequestRepository requestRepository;
  public Request create(UUID uuid) { return requestRepository.save(new Request(uuid)); }
}`, 'broken', /without checking whether its id was already processed/],
  ['skips-processed-messages', 'java', `class PaymentListener {
  private final Set<String> processed = ConcurrentHashMap.newKeySet();
  public void onMessage(PaymentMessage msg) { if (processed.contains(msg.getId())) return; charge(msg); }
}`, 'broken', /never records the id/],
  ['skips-processed-messages', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /no message consumer found/],
  ['skips-processed-messages', 'csharp', `class PaymentHandler {
  private readonly HashSet<Guid> _processed = new();
  public void Handle(PaymentMessage msg) { if (!_processed.Add(msg.Id)) return; Charge(msg); }
}`, 'ok'],
  ['skips-processed-messages', 'csharp', `class PaymentHandler {
  public void Handle(PaymentMessage msg) { Charge(msg.Amount); }
}`, 'broken', /without checking whether its id was already processed/],
  ['skips-processed-messages', 'typescript', `class OrderConsumer {
  private processed = new Set<string>();
  handle(msg: OrderMessage) { if (this.processed.has(msg.id)) return; this.ship(msg); this.processed.add(msg.id); }
}`, 'ok'],
  ['skips-processed-messages', 'typescript', `class OrderConsumer {
  handle(msg: OrderMessage) { this.ship(msg); }
}`, 'broken', /applies the message without checking/],
  ['skips-processed-messages', 'python', `class OrderConsumer:
    def __init__(self, store):
        self._store = store
    def handle(self, message):
        if self._store.exists(message.id):
            return
        ship(message)
        self._store.add(message.id)
`, 'ok'],
  ['skips-processed-messages', 'python', `class OrderConsumer:
    def __init__(self, store):
        self._store = store
    def handle(self, message):
        if self._store.exists(message.id):
            return
        ship(message)
`, 'broken', /never records the id/],
  ['skips-processed-messages', 'go', `type Consumer struct { seen map[string]bool }
func (c *Consumer) Handle(m Message) {
	if c.seen[m.ID] {
		return
	}
	ship(m)
	c.seen[m.ID] = true
}`, 'ok'],
  ['skips-processed-messages', 'go', `type Consumer struct { seen map[string]bool }
func (c *Consumer) Handle(m Message) {
	ship(m)
}`, 'broken', /without checking whether its id was already processed/],
];

const javaLoop = (body: string) => `class FixedStepGameLoop extends GameLoop {
  private static final long MS_PER_FRAME = 20;
  protected void processGameLoop() {
${body}
  }
  protected void update() { controller.moveBullet(0.5f * MS_PER_FRAME / 1000); }
}`;
const gameLoop: Sample[] = [
  ['loop-runs-every-phase', 'java', javaLoop(`    var previousTime = System.currentTimeMillis();
    var lag = 0L;
    while (isGameRunning()) {
      var currentTime = System.currentTimeMillis();
      var elapsedTime = currentTime - previousTime;
      previousTime = currentTime;
      lag += elapsedTime;
      processInput();
      while (lag >= MS_PER_FRAME) { update(); lag -= MS_PER_FRAME; }
      render();
    }`), 'ok'],
  ['loop-runs-every-phase', 'java', javaLoop(`    var scanner = new Scanner(System.in);
    while (isGameRunning()) { var cmd = scanner.nextLine(); update(); render(); }`), 'broken', /blocks on player input/],
  ['loop-runs-every-phase', 'java', javaLoop(`    while (isGameRunning()) { processInput(); update(); }`), 'broken', /never renders it/],
  ['loop-runs-every-phase', 'java', `class Game { void play() { update(); render(); } void update() {} void render() {} }`, 'missing', /no game loop found/],
  ['loop-runs-every-phase', 'csharp', `class Game {
  public void Run() { var sw = Stopwatch.StartNew(); var last = sw.Elapsed; while (_running) { var now = sw.Elapsed; ProcessInput(); Update(now - last); last = now; Render(); } }
}`, 'ok'],
  ['loop-runs-every-phase', 'csharp', `class Game {
  public void Run() { while (_running) { var key = Console.ReadKey(); Update(); Render(); } }
}`, 'broken', /blocks on player input/],
  ['loop-runs-every-phase', 'typescript', `class Game {
  private last = performance.now();
  frame = (now: number) => {};
  loop(now: number) { this.processInput(); this.update(now - this.last); this.last = now; this.render(); requestAnimationFrame((t) => this.loop(t)); }
}`, 'ok'],
  ['loop-runs-every-phase', 'typescript', `class Game {
  run() { while (this.running) { const cmd = prompt('move?'); this.update(); this.render(); } }
}`, 'broken', /blocks on player input \(prompt\)/],
  ['loop-runs-every-phase', 'python', `import time
class Game:
    def run(self):
        previous = time.perf_counter()
        while self.running:
            now = time.perf_counter()
            self.process_input()
            self.update(now - previous)
            previous = now
            self.render()
`, 'ok'],
  ['loop-runs-every-phase', 'python', `class Game:
    def run(self):
        while self.running:
            command = input("> ")
            self.update()
            self.render()
`, 'broken', /blocks on player input \(input\)/],
  ['loop-runs-every-phase', 'go', `func (g *Game) Run() {
	last := time.Now()
	for g.running {
		now := time.Now()
		g.ProcessInput()
		g.Update(now.Sub(last))
		last = now
		g.Render()
	}
}
type Game struct { running bool }`, 'ok'],
  ['loop-runs-every-phase', 'go', `type Game struct { running bool }
func (g *Game) Run() {
	reader := bufio.NewReader(os.Stdin)
	for g.running {
		line, _ := reader.ReadString('\\n')
		g.Update(line)
		g.Render()
	}
}`, 'broken', /blocks on player input/],
  ['advances-by-elapsed-time', 'java', javaLoop(`    var previousTime = System.currentTimeMillis();
    var lag = 0L;
    while (isGameRunning()) {
      var currentTime = System.currentTimeMillis();
      var elapsedTime = currentTime - previousTime;
      previousTime = currentTime;
      lag += elapsedTime;
      processInput();
      while (lag >= MS_PER_FRAME) { update(); lag -= MS_PER_FRAME; }
      render();
    }`), 'ok'],
  ['advances-by-elapsed-time', 'java', javaLoop(`    var previousTime = System.currentTimeMillis();
    var lag = 0L;
    while (isGameRunning()) {
      var currentTime = System.currentTimeMillis();
      lag += currentTime - previousTime;
      previousTime = currentTime;
      processInput();
      while (lag >= MS_PER_FRAME) { update(); }
      render();
    }`), 'broken', /never subtracts the step from lag/],
  ['advances-by-elapsed-time', 'java', javaLoop(`    var lastFrameTime = System.currentTimeMillis();
    while (isGameRunning()) {
      processInput();
      var currentFrameTime = System.currentTimeMillis();
      var elapsedTime = currentFrameTime - lastFrameTime;
      update(elapsedTime);
      render();
    }`), 'broken', /never moves lastFrameTime on/],
  ['advances-by-elapsed-time', 'java', javaLoop('    while (isGameRunning()) { processInput(); update(); render(); }'), 'ok'],
  ['advances-by-elapsed-time', 'csharp', `class Game {
  public void Run() { var sw = Stopwatch.StartNew(); long last = sw.ElapsedMilliseconds; while (_running) { long now = sw.ElapsedMilliseconds; long dt = now - last; Update(dt); Render(); } }
}`, 'broken', /never moves last on/],
  ['advances-by-elapsed-time', 'typescript', `class Game {
  private last = performance.now();
  loop(now: number) { const dt = now - this.last; this.last = now; this.update(dt); this.render(); requestAnimationFrame((t) => this.loop(t)); }
}`, 'ok'],
  ['advances-by-elapsed-time', 'python', `import time
class Game:
    def run(self):
        previous = time.perf_counter()
        while self.running:
            now = time.perf_counter()
            elapsed = now - previous
            self.update(elapsed)
            self.render()
`, 'broken', /never moves previous on/],
  ['advances-by-elapsed-time', 'go', `type Game struct { running bool }
func (g *Game) Run() {
	last := time.Now()
	for g.running {
		dt := time.Since(last)
		last = time.Now()
		g.Update(dt)
		g.Render()
	}
}`, 'ok'],
  ['advances-by-elapsed-time', 'go', `type Game struct { running bool }
func (g *Game) Run() {
	last := time.Now()
	for g.running {
		dt := time.Since(last)
		g.Update(dt)
		g.Render()
	}
}`, 'broken', /never moves last on/],
];

const updateMethod: Sample[] = [
  ['world-updates-each-entity', 'java', `class World {
  protected List<Entity> entities = new ArrayList<>();
  private void update() { for (var entity : entities) { entity.update(); } }
}`, 'ok'],
  ['world-updates-each-entity', 'java', `class World {
  protected List<Entity> entities = new ArrayList<>();
  private void update() { for (var e : entities) { if (e instanceof Skeleton s) s.patrol(); else if (e instanceof Statue st) st.cast(); } }
}`, 'broken', /switches on each entity's type/],
  ['world-updates-each-entity', 'java', `class World { void render() { } }`, 'missing', /no world found/],
  ['world-updates-each-entity', 'csharp', `class World {
  private readonly List<Entity> _entities = new();
  public void Update(float dt) { foreach (var e in _entities) e.Update(dt); }
}`, 'ok'],
  ['world-updates-each-entity', 'csharp', `class World {
  private readonly List<Entity> _entities = new();
  public void Update(float dt) { foreach (var e in _entities) { if (e is Skeleton s) s.Patrol(); } }
}`, 'broken', /switches on each entity's type/],
  ['world-updates-each-entity', 'typescript', `class World {
  private entities: Entity[] = [];
  update(dt: number) { this.entities.forEach((e) => e.update(dt)); }
}`, 'ok'],
  ['world-updates-each-entity', 'typescript', `class World {
  private entities: Entity[] = [];
  update(dt: number) { this.entities[0].update(dt); }
}`, 'broken', /updates only the first entity/],
  ['world-updates-each-entity', 'python', `class World:
    def __init__(self):
        self.entities = []
    def update(self, dt):
        for entity in self.entities:
            entity.update(dt)
`, 'ok'],
  ['world-updates-each-entity', 'python', `class World:
    def __init__(self):
        self.entities = []
    def update(self, dt):
        for entity in self.entities:
            if isinstance(entity, Skeleton):
                entity.x += 1
`, 'broken', /switches on each entity's type/],
  ['world-updates-each-entity', 'go', `type World struct { entities []Entity }
func (w *World) Update(dt float64) {
	for _, e := range w.entities {
		e.Update(dt)
	}
}`, 'ok'],
  ['world-updates-each-entity', 'go', `type World struct { entities []Entity }
func (w *World) Update(dt float64) {
	for _, e := range w.entities {
		switch v := e.(type) {
		case *Skeleton:
			v.X++
		}
	}
}`, 'broken', /switches on each entity's type/],
];

const javaScene = (draw: string) => `class Scene {
  private final Buffer[] frameBuffers = new Buffer[2];
  private int current = 0;
  private int next = 1;
  public void draw(List<Pair<Integer, Integer>> coords) {
${draw}
  }
  public Buffer getBuffer() { return frameBuffers[current]; }
  private void swap() { current = current ^ next; next = current ^ next; current = current ^ next; }
}`;
const doubleBuffer: Sample[] = [
  ['draws-back-then-swaps', 'java', javaScene('    frameBuffers[next].clearAll();\n    coords.forEach(c -> frameBuffers[next].draw(c.getKey(), c.getValue()));\n    swap();'), 'ok'],
  ['draws-back-then-swaps', 'java', javaScene('    frameBuffers[current].clearAll();\n    coords.forEach(c -> frameBuffers[current].draw(c.getKey(), c.getValue()));'), 'broken', /draws into the current buffer, the one being displayed/],
  ['draws-back-then-swaps', 'java', javaScene('    swap();\n    frameBuffers[next].clearAll();\n    coords.forEach(c -> frameBuffers[next].draw(c.getKey(), c.getValue()));'), 'broken', /swaps the buffers before it has finished drawing/],
  ['draws-back-then-swaps', 'java', `class Canvas { private final int[] pixels = new int[64]; void draw(int i) { pixels[i] = 1; } }`, 'missing', /no double buffer found/],
  ['draws-back-then-swaps', 'csharp', `class Renderer {
  private Frame _front = new Frame();
  private Frame _back = new Frame();
  public void DrawFrame(Scene s) { _back.Clear(); _back.Draw(s); Swap(); }
  private void Swap() { (_front, _back) = (_back, _front); }
}`, 'ok'],
  ['draws-back-then-swaps', 'csharp', `class Renderer {
  private Frame _front = new Frame();
  private Frame _back = new Frame();
  public void DrawFrame(Scene s) { _front.Clear(); _front.Draw(s); }
  private void Swap() { (_front, _back) = (_back, _front); }
}`, 'broken', /draws into the _front buffer/],
  ['draws-back-then-swaps', 'typescript', `class Screen {
  private front = new Frame();
  private back = new Frame();
  render(scene: Scene) { this.back.clear(); this.back.draw(scene); this.swap(); }
  private swap() { [this.front, this.back] = [this.back, this.front]; }
}`, 'ok'],
  ['draws-back-then-swaps', 'typescript', `class Screen {
  private front = new Frame();
  private back = new Frame();
  render(scene: Scene) { this.swap(); this.back.clear(); this.back.draw(scene); }
  private swap() { [this.front, this.back] = [this.back, this.front]; }
}`, 'broken', /swaps the buffers before/],
  ['draws-back-then-swaps', 'python', `class Screen:
    def __init__(self):
        self.current = Frame()
        self.next = Frame()
    def render(self, scene):
        self.next.clear()
        self.next.draw(scene)
        self.swap()
    def swap(self):
        self.current, self.next = self.next, self.current
`, 'ok'],
  ['draws-back-then-swaps', 'python', `class Screen:
    def __init__(self):
        self.current = Frame()
        self.next = Frame()
    def render(self, scene):
        self.current.clear()
        self.current.draw(scene)
    def swap(self):
        self.current, self.next = self.next, self.current
`, 'broken', /draws into the current buffer/],
  ['draws-back-then-swaps', 'go', `type Screen struct {
	current *Frame
	next    *Frame
}
func (s *Screen) Render(sc Scene) {
	s.next.Clear()
	s.next.Draw(sc)
	s.Swap()
}
func (s *Screen) Swap() { s.current, s.next = s.next, s.current }`, 'ok'],
  ['draws-back-then-swaps', 'go', `type Screen struct {
	current *Frame
	next    *Frame
}
func (s *Screen) Render(sc Scene) {
	s.current.Clear()
	s.current.Draw(sc)
}
func (s *Screen) Swap() { s.current, s.next = s.next, s.current }`, 'broken', /draws into the current buffer/],
];

const bytecode: Sample[] = [
  ['skips-operands', 'java', `class VirtualMachine {
  private final Stack<Integer> stack = new Stack<>();
  public void execute(int[] bytecode) {
    for (var i = 0; i < bytecode.length; i++) {
      Instruction instruction = Instruction.getInstruction(bytecode[i]);
      switch (instruction) {
        case LITERAL: int value = bytecode[++i]; stack.push(value); break;
        case ADD: stack.push(stack.pop() + stack.pop()); break;
        default: throw new IllegalArgumentException();
      }
    }
  }
}`, 'ok'],
  ['skips-operands', 'java', `class VirtualMachine {
  private final Stack<Integer> stack = new Stack<>();
  public void execute(int[] bytecode) {
    for (var i = 0; i < bytecode.length; i++) {
      Instruction instruction = Instruction.getInstruction(bytecode[i]);
      switch (instruction) {
        case LITERAL: stack.push(bytecode[i + 1]); break;
        case ADD: stack.push(stack.pop() + stack.pop()); break;
        default: throw new IllegalArgumentException();
      }
    }
  }
}`, 'broken', /reads an operand at bytecode\[i \+ 1\] without advancing i/],
  ['skips-operands', 'java', `class Wizard { void setHealth(int h) { } }`, 'missing', /no virtual machine found/],
  ['skips-operands', 'csharp', `class Vm {
  private readonly Stack<int> _stack = new();
  public void Run(int[] code) {
    for (int pc = 0; pc < code.Length; pc++) {
      switch ((Op)code[pc]) {
        case Op.Literal: _stack.Push(code[pc + 1]); pc++; break;
        case Op.Add: _stack.Push(_stack.Pop() + _stack.Pop()); break;
      }
    }
  }
}`, 'ok'],
  ['skips-operands', 'csharp', `class Vm {
  private readonly Stack<int> _stack = new();
  public void Run(int[] code) {
    for (int pc = 0; pc < code.Length; pc++) {
      switch ((Op)code[pc]) {
        case Op.Literal: _stack.Push(code[pc + 1]); break;
        case Op.Add: _stack.Push(_stack.Pop() + _stack.Pop()); break;
      }
    }
  }
}`, 'broken', /without advancing pc past it/],
  ['skips-operands', 'typescript', `class Vm {
  private stack: number[] = [];
  run(code: number[]) {
    let ip = 0;
    while (ip < code.length) {
      const op = code[ip];
      switch (op) {
        case Op.Literal: this.stack.push(code[ip + 1]); ip += 2; break;
        case Op.Add: this.stack.push(this.stack.pop()! + this.stack.pop()!); ip += 1; break;
      }
    }
  }
}`, 'ok'],
  ['skips-operands', 'typescript', `class Vm {
  private stack: number[] = [];
  run(code: number[]) {
    let ip = 0;
    while (ip < code.length) {
      const op = code[ip];
      switch (op) {
        case Op.Literal: this.stack.push(code[ip + 1]); break;
        case Op.Add: this.stack.push(this.stack.pop()! + this.stack.pop()!); break;
      }
      ip++;
    }
  }
}`, 'broken', /without advancing ip past it/],
  ['skips-operands', 'python', `class VM:
    def __init__(self):
        self.stack = []
    def run(self, code):
        pc = 0
        while pc < len(code):
            op = code[pc]
            if op == LITERAL:
                self.stack.append(code[pc + 1])
                pc += 2
            elif op == ADD:
                self.stack.append(self.stack.pop() + self.stack.pop())
                pc += 1
`, 'ok'],
  ['skips-operands', 'python', `class VM:
    def __init__(self):
        self.stack = []
    def run(self, code):
        for pc in range(len(code)):
            op = code[pc]
            if op == LITERAL:
                self.stack.append(code[pc + 1])
            elif op == ADD:
                self.stack.append(self.stack.pop() + self.stack.pop())
`, 'broken', /without advancing pc past it/],
  ['skips-operands', 'go', `type VM struct { stack []int }
func (vm *VM) Run(code []int) {
	for pc := 0; pc < len(code); pc++ {
		switch code[pc] {
		case Literal:
			vm.stack = append(vm.stack, code[pc+1])
			pc++
		case Add:
			n := len(vm.stack)
			vm.stack = append(vm.stack[:n-2], vm.stack[n-1]+vm.stack[n-2])
		}
	}
}`, 'ok'],
  ['skips-operands', 'go', `type VM struct { stack []int }
func (vm *VM) Run(code []int) {
	for pc := 0; pc < len(code); pc++ {
		switch code[pc] {
		case Literal:
			vm.stack = append(vm.stack, code[pc+1])
		case Add:
			n := len(vm.stack)
			vm.stack = append(vm.stack[:n-2], vm.stack[n-1]+vm.stack[n-2])
		}
	}
}`, 'broken', /without advancing pc past it/],
];

const trampoline: Sample[] = [
  ['runs-thunks-in-loop', 'java', `public interface Trampoline<T> {
  T get();
  default Trampoline<T> jump() { return this; }
  default T result() { return get(); }
  default boolean complete() { return true; }
  static <T> Trampoline<T> done(final T result) { return () -> result; }
  static <T> Trampoline<T> more(final Trampoline<Trampoline<T>> trampoline) {
    return new Trampoline<T>() {
      public boolean complete() { return false; }
      public Trampoline<T> jump() { return trampoline.result(); }
      public T get() { return Stream.iterate(this, Trampoline::jump).filter(Trampoline::complete).findFirst().map(Trampoline::result).orElseThrow(); }
    };
  }
}
class TrampolineApp {
  public static Trampoline<Integer> loop(int times, int prod) {
    if (times == 0) { return Trampoline.done(prod); } else { return Trampoline.more(() -> loop(times - 1, prod * times)); }
  }
}`, 'ok'],
  ['runs-thunks-in-loop', 'java', `class Runner {
  static <T> T run(Trampoline<T> t) { return t.complete() ? t.result() : run(t.jump()); }
}`, 'broken', /Runner.run evaluates the next step by calling run\(\) recursively/],
  ['runs-thunks-in-loop', 'java', `class Factorial { int fact(int n) { return n == 0 ? 1 : n * fact(n - 1); } }`, 'missing', /no trampoline found/],
  ['runs-thunks-in-loop', 'csharp', `static class Trampoline {
  public static T Run<T>(Bounce<T> b) { while (!b.IsDone) b = b.Next(); return b.Result; }
}`, 'ok'],
  ['runs-thunks-in-loop', 'csharp', `static class Trampoline {
  public static T Run<T>(Bounce<T> b) { return b.IsDone ? b.Result : Run(b.Next()); }
}`, 'broken', /calling Run\(\) recursively/],
  ['runs-thunks-in-loop', 'typescript', `type Thunk<T> = T | (() => Thunk<T>);
function trampoline<T>(start: Thunk<T>): T {
  let r = start;
  while (typeof r === 'function') r = (r as () => Thunk<T>)();
  return r as T;
}`, 'ok'],
  ['runs-thunks-in-loop', 'typescript', `type Thunk<T> = T | (() => Thunk<T>);
function trampoline<T>(start: Thunk<T>): T {
  return typeof start === 'function' ? trampoline((start as () => Thunk<T>)()) : start;
}`, 'broken', /calling trampoline\(\) recursively/],
  ['runs-thunks-in-loop', 'python', `def trampoline(f, *args):
    result = f(*args)
    while callable(result):
        result = result()
    return result

def fact(n, acc=1):
    if n == 0:
        return acc
    return lambda: fact(n - 1, acc * n)
`, 'ok'],
  ['runs-thunks-in-loop', 'python', `def trampoline(result):
    if callable(result):
        return trampoline(result())
    return result
`, 'broken', /calling trampoline\(\) recursively/],
  ['runs-thunks-in-loop', 'go', `type Thunk func() (int, Thunk)
func Run(t Thunk) int {
	for {
		v, next := t()
		if next == nil {
			return v
		}
		t = next
	}
}`, 'ok'],
  ['runs-thunks-in-loop', 'go', `type Thunk func() (int, Thunk)
func Run(t Thunk) int {
	v, next := t()
	if next == nil {
		return v
	}
	return Run(next)
}`, 'broken', /calling Run\(\) recursively/],
];

const monad: Sample[] = [
  ['bind-returns-wrapper', 'java', `public class Validator<T> {
  private final T obj;
  private final List<Throwable> exceptions = new ArrayList<>();
  private Validator(T obj) { this.obj = obj; }
  public static <T> Validator<T> of(T t) { return new Validator<>(Objects.requireNonNull(t)); }
  public Validator<T> validate(Predicate<? super T> validation, String message) { if (!validation.test(obj)) exceptions.add(new IllegalStateException(message)); return this; }
  public T get() { if (exceptions.isEmpty()) return obj; throw new IllegalStateException(); }
}`, 'ok'],
  ['bind-returns-wrapper', 'java', `final class Maybe<T> {
  private final T value;
  private Maybe(T v) { value = v; }
  static <T> Maybe<T> of(T v) { return new Maybe<>(v); }
  <U> U map(Function<T, U> f) { return f.apply(value); }
}`, 'broken', /Maybe.map returns the raw result of the function instead of a new Maybe/],
  ['bind-returns-wrapper', 'java', `final class Maybe<T> {
  private final T value;
  private Maybe(T v) { value = v; }
  static <T> Maybe<T> of(T v) { return new Maybe<>(v); }
  <U> Maybe<U> map(Function<T, U> f) { return new Maybe<>(f.apply(value)); }
}`, 'broken', /Maybe.map applies f without checking whether the Maybe is empty/],
  ['bind-returns-wrapper', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /no monad found/],
  ['bind-returns-wrapper', 'csharp', `public sealed class Maybe<T> {
  private readonly T _value; private readonly bool _has;
  private Maybe(T v, bool has) { _value = v; _has = has; }
  public static Maybe<T> Of(T v) => new Maybe<T>(v, true);
  public static Maybe<T> None() => new Maybe<T>(default, false);
  public Maybe<U> Bind<U>(Func<T, Maybe<U>> f) => _has ? f(_value) : Maybe<U>.None();
}`, 'ok'],
  ['bind-returns-wrapper', 'csharp', `public sealed class Maybe<T> {
  private readonly T _value;
  private Maybe(T v) { _value = v; }
  public static Maybe<T> Of(T v) => new Maybe<T>(v);
  public Maybe<U> Bind<U>(Func<T, Maybe<U>> f) => f(_value);
}`, 'broken', /Maybe.Bind applies f without checking/],
  ['bind-returns-wrapper', 'typescript', `class Maybe<T> {
  private constructor(private readonly value: T | null) {}
  static of<T>(v: T | null) { return new Maybe(v); }
  map<U>(f: (v: T) => U): Maybe<U> { return this.value === null ? Maybe.of<U>(null) : Maybe.of(f(this.value)); }
}`, 'ok'],
  ['bind-returns-wrapper', 'typescript', `class Maybe<T> {
  private constructor(private readonly value: T | null) {}
  static of<T>(v: T | null) { return new Maybe(v); }
  map<U>(f: (v: T) => U): U { return f(this.value as T); }
}`, 'broken', /returns the raw result of the function/],
  ['bind-returns-wrapper', 'python', `class Maybe:
    def __init__(self, value):
        self.value = value
    @staticmethod
    def of(value):
        return Maybe(value)
    def map(self, f):
        if self.value is None:
            return self
        return Maybe(f(self.value))
`, 'ok'],
  ['bind-returns-wrapper', 'python', `class Maybe:
    def __init__(self, value):
        self.value = value
    @staticmethod
    def of(value):
        return Maybe(value)
    def map(self, f):
        return f(self.value)
`, 'broken', /Maybe.map returns the raw result/],
  ['bind-returns-wrapper', 'go', `type MaybeInt struct { value *int }
func NewMaybe(v *int) MaybeInt { return MaybeInt{value: v} }
func (m MaybeInt) Map(f func(int) int) MaybeInt {
	if m.value == nil {
		return m
	}
	v := f(*m.value)
	return MaybeInt{value: &v}
}`, 'ok'],
  ['bind-returns-wrapper', 'go', `type MaybeInt struct { value *int }
func NewMaybe(v *int) MaybeInt { return MaybeInt{value: v} }
func (m MaybeInt) Map(f func(int) int) MaybeInt {
	v := f(*m.value)
	return MaybeInt{value: &v}
}`, 'broken', /MaybeInt.Map applies f without checking/],
];

const combinator: Sample[] = [
  ['combinators-use-operands', 'java', `public interface Finder {
  List<String> find(String text);
  static Finder contains(String word) { return txt -> Stream.of(txt.split("\\n")).filter(l -> l.contains(word)).collect(Collectors.toList()); }
  default Finder or(Finder orFinder) { return txt -> { List<String> res = this.find(txt); res.addAll(orFinder.find(txt)); return res; }; }
  default Finder and(Finder andFinder) { return txt -> this.find(txt).stream().flatMap(line -> andFinder.find(line).stream()).collect(Collectors.toList()); }
}`, 'ok'],
  ['combinators-use-operands', 'java', `public interface Finder {
  List<String> find(String text);
  default Finder or(Finder orFinder) { return txt -> this.find(txt); }
}`, 'broken', /Finder.or never uses its argument orFinder/],
  ['combinators-use-operands', 'java', `public interface Finder {
  List<String> find(String text);
  default Finder and(Finder andFinder) { return andFinder; }
}`, 'broken', /ignores the function it was called on|returns andFinder unchanged/],
  ['combinators-use-operands', 'java', `class Text { List<String> lines(String t) { return List.of(t.split(" ")); } }`, 'missing', /no combinators found/],
  ['combinators-use-operands', 'csharp', `static class Preds {
  public static Func<string, bool> And(Func<string, bool> a, Func<string, bool> b) => s => a(s) && b(s);
}`, 'ok'],
  ['combinators-use-operands', 'csharp', `static class Preds {
  public static Func<string, bool> And(Func<string, bool> a, Func<string, bool> b) => s => a(s);
}`, 'broken', /never uses its argument b/],
  ['combinators-use-operands', 'typescript', `type Pred = (s: string) => boolean;
export const and = (a: Pred, b: Pred): Pred => (s) => a(s) && b(s);
export const not = (a: Pred): Pred => (s) => !a(s);`, 'ok'],
  ['combinators-use-operands', 'typescript', `type Pred = (s: string) => boolean;
export const or = (a: Pred, b: Pred): Pred => (s) => a(s);`, 'broken', /or never uses its argument b/],
  ['combinators-use-operands', 'python', `def both(f, g):
    return lambda x: f(x) and g(x)

def either(f, g):
    return lambda x: f(x) or g(x)
`, 'ok'],
  ['combinators-use-operands', 'python', `def either(f, g):
    return lambda x: f(x)
`, 'broken', /either never uses its argument g/],
  ['combinators-use-operands', 'go', `type Finder func(text string) []string
func (f Finder) Or(other Finder) Finder {
	return func(text string) []string { return append(f(text), other(text)...) }
}`, 'ok'],
  ['combinators-use-operands', 'go', `type Finder func(text string) []string
func (f Finder) Or(other Finder) Finder {
	return func(text string) []string { return f(text) }
}`, 'broken', /Or never uses its argument other/],
];

const currying: Sample[] = [
  ['curried-uses-every-argument', 'java', `class Book {
  static Function<Genre, Function<String, Function<String, Book>>> creator = genre -> author -> title -> new Book(genre, author, title);
}`, 'ok'],
  ['curried-uses-every-argument', 'java', `class Book {
  static Function<Genre, Function<String, Function<String, Book>>> creator = genre -> author -> title -> new Book(genre, genre, title);
}`, 'broken', /never uses author/],
  ['curried-uses-every-argument', 'java', `class Books { Book create(Genre genre, String author, String title) { return new Book(genre, author, title); } }`, 'missing', /Books.create takes all its arguments at once/],
  ['curried-uses-every-argument', 'csharp', `class Adder { public static Func<int, Func<int, Func<int, int>>> Add3 = a => b => c => a + b + c; }`, 'ok'],
  ['curried-uses-every-argument', 'csharp', `class Adder { public static Func<int, Func<int, Func<int, int>>> Add3 = a => b => c => a + b; }`, 'broken', /never uses c/],
  ['curried-uses-every-argument', 'typescript', `export const bookCreator = (genre: Genre) => (author: string) => (title: string) => new Book(genre, author, title);`, 'ok'],
  ['curried-uses-every-argument', 'typescript', `export const bookCreator = (genre: Genre) => (author: string) => (title: string) => new Book(genre, author, author);`, 'broken', /never uses title/],
  ['curried-uses-every-argument', 'python', `book_creator = lambda genre: lambda author: lambda title: Book(genre, author, title)
`, 'ok'],
  ['curried-uses-every-argument', 'python', `def book_creator(genre):
    def with_author(author):
        def with_title(title):
            return Book(genre, title)
        return with_title
    return with_author
`, 'broken', /never uses author/],
  ['curried-uses-every-argument', 'go', `func BookCreator(genre string) func(string) func(string) Book {
	return func(author string) func(string) Book {
		return func(title string) Book {
			return Book{genre, author, title}
		}
	}
}`, 'ok'],
  ['curried-uses-every-argument', 'go', `func BookCreator(genre string) func(string) func(string) Book {
	return func(author string) func(string) Book {
		return func(title string) Book {
			return Book{author, author, title}
		}
	}
}`, 'broken', /never uses genre/],
];

const composition: Sample[] = [
  ['composes-output-into-next', 'java', `class FunctionComposer {
  static Function<Integer, Integer> composeFunctions(Function<Integer, Integer> f1, Function<Integer, Integer> f2) { return f1.andThen(f2); }
}`, 'ok'],
  ['composes-output-into-next', 'java', `class FunctionComposer {
  static Function<Integer, Integer> composeFunctions(Function<Integer, Integer> f1, Function<Integer, Integer> f2) { return x -> { f1.apply(x); return f2.apply(x); }; }
}`, 'broken', /applies f1 and f2 each to the original input/],
  ['composes-output-into-next', 'java', `class Numbers { int twice(int x) { return x * 2; } }`, 'missing', /no composition found/],
  ['composes-output-into-next', 'csharp', `static class Fn {
  public static Func<T, T> Compose<T>(Func<T, T> f, Func<T, T> g) => x => g(f(x));
}`, 'ok'],
  ['composes-output-into-next', 'csharp', `static class Fn {
  public static Func<T, T> Compose<T>(Func<T, T> f, Func<T, T> g) => x => g(x);
}`, 'broken', /never applies f/],
  ['composes-output-into-next', 'typescript', `export const compose = <T>(f: (x: T) => T, g: (x: T) => T) => (x: T) => g(f(x));`, 'ok'],
  ['composes-output-into-next', 'typescript', `export function compose<T>(f: (x: T) => T, g: (x: T) => T) { return (x: T) => { f(x); return g(x); }; }`, 'broken', /each to the original input/],
  ['composes-output-into-next', 'python', `def compose(f, g):
    return lambda x: g(f(x))
`, 'ok'],
  ['composes-output-into-next', 'python', `def compose(f, g):
    return lambda x: g(x)
`, 'broken', /never applies f/],
  ['composes-output-into-next', 'go', `func Compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}`, 'ok'],
  ['composes-output-into-next', 'go', `func Compose(f, g func(int) int) func(int) int {
	return func(x int) int { f(x); return g(x) }
}`, 'broken', /each to the original input/],
];

const collectionPipeline: Sample[] = [
  ['pipeline-leaves-source-intact', 'java', `class CarPipelines {
  static List<String> getModelsAfter2000(List<Car> cars) {
    return cars.stream().filter(car -> car.getYear() > 2000).sorted(comparing(Car::getYear)).map(Car::getModel).collect(toList());
  }
}`, 'ok'],
  ['pipeline-leaves-source-intact', 'java', `class CarPipelines {
  static List<String> getModelsAfter2000(List<Car> cars) {
    cars.sort(comparing(Car::getYear));
    return cars.stream().filter(car -> car.getYear() > 2000).map(Car::getModel).collect(toList());
  }
}`, 'broken', /changes its input cars in place \(sort\)/],
  ['pipeline-leaves-source-intact', 'java', `class CarPipelines {
  static List<String> getModelsAfter2000(List<Car> cars) {
    List<String> models = new ArrayList<>();
    cars.stream().filter(car -> car.getYear() > 2000).forEach(car -> models.add(car.getModel()));
    return models;
  }
}`, 'broken', /adding to models inside forEach/],
  ['pipeline-leaves-source-intact', 'java', `class CarLoops {
  static List<String> models(List<Car> cars) { List<String> out = new ArrayList<>(); for (Car c : cars) { if (c.getYear() > 2000) out.add(c.getModel()); } return out; }
}`, 'missing', /builds its result with loops and a mutable accumulator/],
  ['pipeline-leaves-source-intact', 'csharp', `static class Cars {
  public static List<string> ModelsAfter2000(List<Car> cars) => cars.Where(c => c.Year > 2000).OrderBy(c => c.Year).Select(c => c.Model).ToList();
}`, 'ok'],
  ['pipeline-leaves-source-intact', 'csharp', `static class Cars {
  public static List<string> ModelsAfter2000(List<Car> cars) { cars.RemoveAll(c => c.Year <= 2000); return cars.Select(c => c.Model).ToList(); }
}`, 'broken', /changes its input cars in place \(RemoveAll\)/],
  ['pipeline-leaves-source-intact', 'typescript', `export function modelsAfter2000(cars: Car[]): string[] {
  return cars.filter((c) => c.year > 2000).map((c) => c.model);
}`, 'ok'],
  ['pipeline-leaves-source-intact', 'typescript', `export function modelsAfter2000(cars: Car[]): string[] {
  cars.sort((a, b) => a.year - b.year);
  return cars.filter((c) => c.year > 2000).map((c) => c.model);
}`, 'broken', /changes its input cars in place \(sort\)/],
  ['pipeline-leaves-source-intact', 'python', `def models_after_2000(cars):
    return [c.model for c in sorted(cars, key=lambda c: c.year) if c.year > 2000]
`, 'ok'],
  ['pipeline-leaves-source-intact', 'python', `def models_after_2000(cars):
    cars.sort(key=lambda c: c.year)
    return [c.model for c in cars if c.year > 2000]
`, 'broken', /changes its input cars in place \(sort\)/],
  ['pipeline-leaves-source-intact', 'go', `func ModelsAfter2000(cars []Car) []string {
	return Map(Filter(cars, func(c Car) bool { return c.Year > 2000 }), func(c Car) string { return c.Model })
}`, 'ok'],
  ['pipeline-leaves-source-intact', 'go', `func ModelsAfter2000(cars []Car) []string {
	sort.Slice(cars, func(i, j int) bool { return cars[i].Year < cars[j].Year })
	return Map(Filter(cars, func(c Car) bool { return c.Year > 2000 }), func(c Car) string { return c.Model })
}`, 'broken', /changes its input cars in place/],
];

const filterer: Sample[] = [
  ['filters-into-new-container', 'java', `public class SimpleThreatAwareSystem implements ThreatAwareSystem {
  private final String systemId;
  private final List<Threat> issues;
  public Filterer<? extends ThreatAwareSystem, ? extends Threat> filtered() { return this::filteredGroup; }
  private ThreatAwareSystem filteredGroup(Predicate<? super Threat> predicate) { return new SimpleThreatAwareSystem(this.systemId, filteredItems(predicate)); }
  private List<Threat> filteredItems(Predicate<? super Threat> predicate) { return this.issues.stream().filter(predicate).collect(Collectors.toList()); }
}`, 'ok'],
  ['filters-into-new-container', 'java', `public class SimpleThreatAwareSystem implements ThreatAwareSystem {
  private final List<Threat> issues;
  private ThreatAwareSystem filteredGroup(Predicate<? super Threat> predicate) { issues.removeIf(predicate.negate()); return this; }
}`, 'broken', /filters issues in place, so the original container loses/],
  ['filters-into-new-container', 'java', `public class SimpleThreatAwareSystem {
  private final List<Threat> issues;
  private SimpleThreatAwareSystem filteredGroup(Predicate<? super Threat> predicate) { return new SimpleThreatAwareSystem(issues); }
}`, 'broken', /never applies the predicate/],
  ['filters-into-new-container', 'java', `class Threats { int count(List<Threat> ts) { return ts.size(); } }`, 'missing', /no filterer found/],
  ['filters-into-new-container', 'csharp', `class ThreatSystem {
  private readonly List<Threat> _threats;
  public ThreatSystem(List<Threat> t) { _threats = t; }
  public ThreatSystem By(Func<Threat, bool> predicate) => new ThreatSystem(_threats.Where(predicate).ToList());
}`, 'ok'],
  ['filters-into-new-container', 'csharp', `class ThreatSystem {
  private readonly List<Threat> _threats;
  public ThreatSystem By(Func<Threat, bool> predicate) { _threats.RemoveAll(t => !predicate(t)); return this; }
}`, 'broken', /filters _threats in place/],
  ['filters-into-new-container', 'typescript', `class ThreatSystem {
  constructor(private readonly threats: Threat[]) {}
  by(predicate: (t: Threat) => boolean): ThreatSystem { return new ThreatSystem(this.threats.filter(predicate)); }
}`, 'ok'],
  ['filters-into-new-container', 'typescript', `class ThreatSystem {
  private threats: Threat[] = [];
  by(predicate: (t: Threat) => boolean): ThreatSystem { this.threats = this.threats.filter(predicate); return this; }
}`, 'broken', /filters threats in place/],
  ['filters-into-new-container', 'python', `class ThreatSystem:
    def __init__(self, threats):
        self._threats = list(threats)
    def by(self, predicate):
        return ThreatSystem([t for t in self._threats if predicate(t)])
`, 'ok'],
  ['filters-into-new-container', 'python', `class ThreatSystem:
    def __init__(self, threats):
        self._threats = list(threats)
    def by(self, predicate):
        self._threats = [t for t in self._threats if predicate(t)]
        return self
`, 'broken', /filters _threats in place/],
  ['filters-into-new-container', 'go', `type System struct { threats []Threat }
func (s *System) By(pred func(Threat) bool) *System {
	var out []Threat
	for _, t := range s.threats {
		if pred(t) {
			out = append(out, t)
		}
	}
	return &System{threats: out}
}`, 'ok'],
  ['filters-into-new-container', 'go', `type System struct { threats []Threat }
func (s *System) By(pred func(Threat) bool) *System { return s }`, 'broken', /never applies the predicate pred/],
];

const mapReduce: Sample[] = [
  ['maps-independently-reduces-all', 'java', `class Mapper {
  public static Map<String, Integer> map(String input) { Map<String, Integer> counts = new HashMap<>(); for (String w : input.split(" ")) counts.put(w, counts.getOrDefault(w, 0) + 1); return counts; }
}
class Reducer {
  public static Map<String, Integer> reduce(Map<String, List<Integer>> grouped) { Map<String, Integer> out = new HashMap<>(); for (var e : grouped.entrySet()) out.put(e.getKey(), e.getValue().stream().mapToInt(Integer::intValue).sum()); return out; }
}`, 'ok'],
  ['maps-independently-reduces-all', 'java', `class Mapper {
  static Map<String, Integer> counts = new HashMap<>();
  public static void map(String input) { for (String w : input.split(" ")) counts.merge(w, 1, Integer::sum); }
}
class Reducer {
  public static Map<String, Integer> reduce(Map<String, List<Integer>> grouped) { Map<String, Integer> out = new HashMap<>(); for (var e : grouped.entrySet()) out.put(e.getKey(), e.getValue().stream().mapToInt(Integer::intValue).sum()); return out; }
}`, 'broken', /Mapper.map writes its counts into counts shared by every map task/],
  ['maps-independently-reduces-all', 'java', `class Mapper {
  public static Map<String, Integer> map(String input) { Map<String, Integer> counts = new HashMap<>(); for (String w : input.split(" ")) counts.merge(w, 1, Integer::sum); return counts; }
}
class Reducer {
  public static Map<String, Integer> reduce(Map<String, List<Integer>> grouped) { Map<String, Integer> out = new HashMap<>(); grouped.forEach((k, v) -> out.put(k, v.get(0))); return out; }
}`, 'broken', /keeps only the first value collected for each key/],
  ['maps-independently-reduces-all', 'java', `class WordCount { Map<String, Integer> count(List<String> lines) { return new HashMap<>(); } }`, 'missing', /no map and reduce phases found/],
  ['maps-independently-reduces-all', 'csharp', `static class WordCount {
  public static Dictionary<string, int> Map(string input) => input.Split(' ').GroupBy(w => w).ToDictionary(g => g.Key, g => g.Count());
  public static Dictionary<string, int> Reduce(Dictionary<string, List<int>> grouped) => grouped.ToDictionary(e => e.Key, e => e.Value.Sum());
}`, 'ok'],
  ['maps-independently-reduces-all', 'csharp', `static class WordCount {
  public static Dictionary<string, int> Map(string input) => input.Split(' ').GroupBy(w => w).ToDictionary(g => g.Key, g => g.Count());
  public static Dictionary<string, int> Reduce(Dictionary<string, List<int>> grouped) => grouped.ToDictionary(e => e.Key, e => e.Value.First());
}`, 'broken', /keeps only the first value/],
  ['maps-independently-reduces-all', 'typescript', `export function map(input: string): Map<string, number> { const m = new Map<string, number>(); for (const w of input.split(' ')) m.set(w, (m.get(w) ?? 0) + 1); return m; }
export function reduce(grouped: Map<string, number[]>): Map<string, number> { return new Map([...grouped].map(([k, v]) => [k, v.reduce((a, b) => a + b, 0)])); }`, 'ok'],
  ['maps-independently-reduces-all', 'typescript', `export function map(input: string): Map<string, number> { const m = new Map<string, number>(); for (const w of input.split(' ')) m.set(w, (m.get(w) ?? 0) + 1); return m; }
export function reduce(grouped: Map<string, number[]>): Map<string, number> { return new Map([...grouped].map(([k, v]) => [k, v[0]])); }`, 'broken', /keeps only the first value/],
  ['maps-independently-reduces-all', 'python', `from collections import Counter
def map_phase(text):
    return Counter(text.split())

def reduce_phase(grouped):
    return {word: sum(counts) for word, counts in grouped.items()}
`, 'ok'],
  ['maps-independently-reduces-all', 'python', `TOTALS = {}
def map_phase(text):
    global TOTALS
    for w in text.split():
        TOTALS[w] = TOTALS.get(w, 0) + 1

def reduce_phase(grouped):
    return {word: sum(counts) for word, counts in grouped.items()}
`, 'broken', /map_phase writes its counts into a global/],
  ['maps-independently-reduces-all', 'go', `func Map(input string) map[string]int {
	counts := map[string]int{}
	for _, w := range strings.Fields(input) {
		counts[w]++
	}
	return counts
}
func Reduce(grouped map[string][]int) map[string]int {
	out := map[string]int{}
	for k, vs := range grouped {
		for _, v := range vs {
			out[k] += v
		}
	}
	return out
}`, 'ok'],
  ['maps-independently-reduces-all', 'go', `func Map(input string) map[string]int {
	counts := map[string]int{}
	for _, w := range strings.Fields(input) {
		counts[w]++
	}
	return counts
}
func Reduce(grouped map[string][]int) map[string]int {
	out := map[string]int{}
	for k, vs := range grouped {
		out[k] = vs[0]
	}
	return out
}`, 'broken', /keeps only the first value/],
];

const fallback: Sample[] = [
  ['falls-back-on-failure', 'java', `class FallbackExecutor {
  public String execute(RemoteService primary, RemoteService fallback) {
    try { return primary.execute(); } catch (Exception e) { LOGGER.warn("primary failed", e); return fallback.execute(); }
  }
}`, 'ok'],
  ['falls-back-on-failure', 'java', `class FallbackExecutor {
  private final RemoteService fallback;
  public String execute(RemoteService primary) {
    try { return primary.execute(); } catch (Exception e) { throw new IllegalStateException(e); }
  }
}`, 'broken', /rethrows when the primary call fails instead of returning the fallback/],
  ['falls-back-on-failure', 'java', `class Client { String get(RemoteService primary) throws Exception { return primary.execute(); } }`, 'missing', /no fallback found/],
  ['falls-back-on-failure', 'csharp', `class PriceClient {
  private readonly IPriceService _service; private decimal _cachedPrice;
  public decimal Get(string sku) { try { return _service.Price(sku); } catch (HttpRequestException) { return _cachedPrice; } }
}`, 'ok'],
  ['falls-back-on-failure', 'csharp', `class PriceClient {
  private readonly IPriceService _service; private decimal _cachedPrice;
  public decimal Get(string sku) { try { return _service.Price(sku); } catch (HttpRequestException e) { throw; } }
}`, 'broken', /rethrows/],
  ['falls-back-on-failure', 'typescript', `class Recommendations {
  constructor(private readonly service: RecService, private readonly defaults: Item[]) {}
  async get(user: string): Promise<Item[]> { try { return await this.service.forUser(user); } catch (e) { return this.defaults; } }
}`, 'ok'],
  ['falls-back-on-failure', 'typescript', `class Recommendations {
  constructor(private readonly service: RecService, private readonly defaults: Item[]) {}
  async get(user: string): Promise<Item[] | undefined> { try { return await this.service.forUser(user); } catch (e) { console.error(e); return undefined; } }
}`, 'broken', /only logs the failure of the primary call/],
  ['falls-back-on-failure', 'python', `class Recommendations:
    def __init__(self, service, cache):
        self._service = service
        self._cache = cache
    def get(self, user):
        try:
            return self._service.for_user(user)
        except TimeoutError:
            return self._cache.get(user, [])
`, 'ok'],
  ['falls-back-on-failure', 'python', `class Recommendations:
    def __init__(self, service, cache):
        self._service = service
        self._cache = cache
    def get(self, user):
        try:
            return self._service.for_user(user)
        except TimeoutError:
            raise
`, 'broken', /rethrows/],
  ['falls-back-on-failure', 'go', `type Client struct { primary Service; fallback Service }
func (c *Client) Get(ctx context.Context) (string, error) {
	v, err := c.primary.Fetch(ctx)
	if err != nil {
		return c.fallback.Fetch(ctx)
	}
	return v, nil
}`, 'ok'],
  ['falls-back-on-failure', 'go', `type Client struct { primary Service; fallback Service }
func (c *Client) Get(ctx context.Context) (string, error) {
	v, err := c.primary.Fetch(ctx)
	if err != nil {
		return "", err
	}
	return v, nil
}`, 'broken', /rethrows/],
];

const saga: Sample[] = [
  ['compensates-completed-steps', 'java', `class SagaOrchestrator {
  private final List<Step> steps;
  public boolean execute(Order order) {
    Deque<Step> done = new ArrayDeque<>();
    for (Step step : steps) {
      try { step.process(order); done.push(step); }
      catch (Exception e) { while (!done.isEmpty()) done.pop().compensate(order); return false; }
    }
    return true;
  }
}`, 'ok'],
  ['compensates-completed-steps', 'java', `class SagaOrchestrator {
  private final List<Step> steps;
  public boolean execute(Order order) {
    for (Step step : steps) {
      try { step.process(order); } catch (Exception e) { LOGGER.error("saga failed", e); return false; }
    }
    return true;
  }
}`, 'broken', /stops when a step fails without compensating the steps that already completed/],
  ['compensates-completed-steps', 'java', `class SagaOrchestrator {
  private final List<Step> steps;
  public boolean execute(Order order) {
    for (Step step : steps) {
      try { step.process(order); } catch (Exception e) { for (Step s : steps) s.compensate(order); return false; }
    }
    return true;
  }
}`, 'broken', /compensates the steps in the order they ran/],
  ['compensates-completed-steps', 'java', `class Orders { void place(Order o) { repository.save(o); } }`, 'missing', /no saga found/],
  ['compensates-completed-steps', 'csharp', `class BookingSaga {
  public async Task<bool> Run(Trip trip) {
    await _flights.Book(trip);
    try { await _hotels.Book(trip); } catch (Exception) { await _flights.Cancel(trip); return false; }
    return true;
  }
}`, 'ok'],
  ['compensates-completed-steps', 'csharp', `class BookingSaga {
  public async Task<bool> Run(Trip trip) {
    await _flights.Book(trip);
    try { await _hotels.Book(trip); } catch (Exception e) { _log.LogError(e, "hotel failed"); return false; }
    return true;
  }
}`, 'broken', /without compensating/],
  ['compensates-completed-steps', 'typescript', `class Saga {
  constructor(private readonly steps: Step[]) {}
  async run(ctx: Ctx) {
    const done: Step[] = [];
    for (const step of this.steps) {
      try { await step.execute(ctx); done.push(step); }
      catch (e) { for (const s of done.reverse()) await s.compensate(ctx); throw e; }
    }
  }
}`, 'ok'],
  ['compensates-completed-steps', 'typescript', `class Saga {
  constructor(private readonly steps: Step[]) {}
  async run(ctx: Ctx) {
    for (const step of this.steps) {
      try { await step.execute(ctx); } catch (e) { console.error(e); return; }
    }
  }
}`, 'broken', /without compensating/],
  ['compensates-completed-steps', 'python', `class Saga:
    def __init__(self, steps):
        self.steps = steps
    def run(self, ctx):
        done = []
        for step in self.steps:
            try:
                step.execute(ctx)
                done.append(step)
            except Exception:
                for s in reversed(done):
                    s.compensate(ctx)
                raise
`, 'ok'],
  ['compensates-completed-steps', 'python', `class Saga:
    def __init__(self, steps):
        self.steps = steps
    def run(self, ctx):
        for step in self.steps:
            try:
                step.execute(ctx)
            except Exception:
                print("failed")
                return False
        return True
`, 'broken', /without compensating/],
  ['compensates-completed-steps', 'go', `type Saga struct { steps []Step }
func (s *Saga) Run(ctx context.Context) error {
	for i, step := range s.steps {
		if err := step.Execute(ctx); err != nil {
			for j := i - 1; j >= 0; j-- {
				s.steps[j].Compensate(ctx)
			}
			return err
		}
	}
	return nil
}`, 'ok'],
  ['compensates-completed-steps', 'go', `type Saga struct { steps []Step }
func (s *Saga) Run(ctx context.Context) error {
	for _, step := range s.steps {
		if err := step.Execute(ctx); err != nil {
			return err
		}
	}
	return nil
}`, 'broken', /without compensating/],
];

const commander: Sample[] = [
  ['queues-failed-operations', 'java', `class Commander {
  private final PaymentService paymentService;
  private final QueueDatabase queue;
  void placeOrder(Order order) {
    try { paymentService.receiveRequest(order.price); } catch (DatabaseUnavailableException e) { queue.add(new QueueTask(order, TaskType.PAYMENT)); }
  }
}`, 'ok'],
  ['queues-failed-operations', 'java', `class Commander {
  private final PaymentService paymentService;
  void placeOrder(Order order) {
    try { paymentService.receiveRequest(order.price); } catch (DatabaseUnavailableException e) { LOGGER.error("payment failed", e); }
  }
}`, 'broken', /gives up when the remote call fails \(it only logs the error\)/],
  ['queues-failed-operations', 'java', `class Orders { void place(Order o) { } }`, 'missing', /no coordinator found/],
  ['queues-failed-operations', 'csharp', `class Commander {
  private readonly IShippingService _shipping; private readonly Queue<Order> _retryQueue = new();
  public void Ship(Order o) { try { _shipping.Ship(o); } catch (ServiceUnavailableException) { _retryQueue.Enqueue(o); } }
}`, 'ok'],
  ['queues-failed-operations', 'csharp', `class Commander {
  private readonly IShippingService _shipping;
  public void Ship(Order o) { try { _shipping.Ship(o); } catch (ServiceUnavailableException) { } }
}`, 'broken', /gives up when the remote call fails \(the error is dropped\)/],
  ['queues-failed-operations', 'typescript', `class Commander {
  constructor(private readonly paymentService: PaymentService, private readonly retryQueue: RetryQueue) {}
  async place(order: Order) { try { await this.paymentService.charge(order); } catch (e) { await this.retryQueue.enqueue(order); } }
}`, 'ok'],
  ['queues-failed-operations', 'typescript', `class Commander {
  constructor(private readonly paymentService: PaymentService) {}
  async place(order: Order) { try { await this.paymentService.charge(order); } catch (e) { console.warn('payment failed', e); } }
}`, 'broken', /gives up when the remote call fails/],
  ['queues-failed-operations', 'python', `class Commander:
    def __init__(self, payment_service, retry_queue):
        self.payment_service = payment_service
        self.retry_queue = retry_queue
    def place(self, order):
        try:
            self.payment_service.charge(order)
        except ConnectionError:
            self.retry_queue.put(order)
`, 'ok'],
  ['queues-failed-operations', 'python', `class Commander:
    def __init__(self, payment_service):
        self.payment_service = payment_service
    def place(self, order):
        try:
            self.payment_service.charge(order)
        except ConnectionError:
            print("payment failed")
`, 'broken', /gives up when the remote call fails/],
  ['queues-failed-operations', 'go', `type Commander struct { payments PaymentService; retry chan Order }
func (c *Commander) Place(o Order) {
	if err := c.payments.Charge(o); err != nil {
		c.retry <- o
	}
}`, 'ok'],
  ['queues-failed-operations', 'go', `type Commander struct { payments PaymentService }
func (c *Commander) Place(o Order) {
	if err := c.payments.Charge(o); err != nil {
		log.Println(err)
	}
}`, 'broken', /gives up when the remote call fails/],
];

const backpressure: Sample[] = [
  ['consumer-bounds-demand', 'java', `public class Subscriber extends BaseSubscriber<Integer> {
  protected void hookOnSubscribe(Subscription subscription) { request(10); }
  protected void hookOnNext(Integer value) { process(value); if (value % 5 == 0) request(5); }
}`, 'ok'],
  ['consumer-bounds-demand', 'java', `public class Subscriber extends BaseSubscriber<Integer> {
  protected void hookOnSubscribe(Subscription subscription) { request(Long.MAX_VALUE); }
  protected void hookOnNext(Integer value) { process(value); }
}`, 'broken', /requests unbounded demand \(request\(Long.MAX_VALUE/],
  ['consumer-bounds-demand', 'java', `class Pipeline {
  private final BlockingQueue<Event> buffer = new LinkedBlockingQueue<>();
  void produce(Event e) { buffer.add(e); }
  Event consume() throws InterruptedException { return buffer.take(); }
}`, 'broken', /the buffer between producer and consumer is unbounded/],
  ['consumer-bounds-demand', 'java', `class Printer { void print(String s) { System.out.println(s); } }`, 'missing', /no backpressure found/],
  ['consumer-bounds-demand', 'csharp', `class Pipeline {
  private readonly Channel<Event> _buffer = Channel.CreateBounded<Event>(100);
  public async Task Produce(Event e) => await _buffer.Writer.WriteAsync(e);
}`, 'ok'],
  ['consumer-bounds-demand', 'csharp', `class Pipeline {
  private readonly Channel<Event> _buffer = Channel.CreateUnbounded<Event>();
  public void Produce(Event e) => _buffer.Writer.TryWrite(e);
}`, 'broken', /unbounded \(Channel.CreateUnbounded\)/],
  ['consumer-bounds-demand', 'typescript', `class Buffer<T> {
  private items: T[] = [];
  constructor(private readonly capacity: number) {}
  offer(item: T): boolean { if (this.items.length >= this.capacity) return false; this.items.push(item); return true; }
}`, 'ok'],
  ['consumer-bounds-demand', 'typescript', `class Subscriber {
  onSubscribe(s: Subscription) { s.request(Infinity); }
  onNext(v: number) { work(v); }
}`, 'broken', /requests unbounded demand/],
  ['consumer-bounds-demand', 'python', `import asyncio
async def pipeline(source, sink):
    buffer = asyncio.Queue(maxsize=100)
    async def produce():
        async for item in source:
            await buffer.put(item)
    asyncio.create_task(produce())
`, 'ok'],
  ['consumer-bounds-demand', 'python', `import queue
buffer = queue.Queue()
def produce(source):
    for item in source:
        buffer.put(item)
`, 'broken', /unbounded \(queue.Queue\(\)\)/],
  ['consumer-bounds-demand', 'go', `func Produce(items []int, out chan<- int) {
	for _, it := range items {
		out <- it
	}
	close(out)
}
func NewPipeline() chan int { return make(chan int, 16) }`, 'ok'],
];

const featureToggle: Sample[] = [
  ['toggle-read-at-runtime', 'java', `class PropertiesFeatureToggleVersion implements Service {
  private final boolean enhanced;
  public PropertiesFeatureToggleVersion(Properties properties) { enhanced = (boolean) properties.get("enhancedWelcome"); }
  public String getWelcomeMessage(User user) { if (isEnhanced()) { return "Welcome " + user + "."; } return "Welcome to the application."; }
  public boolean isEnhanced() { return enhanced; }
}`, 'ok'],
  ['toggle-read-at-runtime', 'java', `class WelcomeService {
  private static final boolean ENHANCED_WELCOME = true;
  public String getWelcomeMessage(User user) { if (ENHANCED_WELCOME) { return "Welcome " + user; } return "Welcome"; }
}`, 'broken', /decides the feature on the hard-coded constant ENHANCED_WELCOME/],
  ['toggle-read-at-runtime', 'java', `class WelcomeService { public String getWelcomeMessage(User user) { return "Welcome " + user; } }`, 'missing', /no feature toggle found/],
  ['toggle-read-at-runtime', 'csharp', `class Checkout {
  private readonly IFeatureManager _features;
  public async Task<decimal> Total(Cart c) => await _features.IsEnabledAsync("NewPricing") ? NewPrice(c) : OldPrice(c);
}`, 'ok'],
  ['toggle-read-at-runtime', 'csharp', `class Checkout {
  private const bool NewPricingEnabled = false;
  public decimal Total(Cart c) { if (NewPricingEnabled) return NewPrice(c); return OldPrice(c); }
}`, 'broken', /hard-coded constant NewPricingEnabled/],
  ['toggle-read-at-runtime', 'typescript', `export function welcome(user: User, flags: FlagClient): string {
  if (flags.isEnabled('enhanced-welcome', user)) return 'Welcome ' + user.name;
  return 'Welcome';
}`, 'ok'],
  ['toggle-read-at-runtime', 'typescript', `const ENHANCED_WELCOME = true;
export function welcome(user: User): string {
  if (ENHANCED_WELCOME) return 'Welcome ' + user.name;
  return 'Welcome';
}`, 'broken', /hard-coded constant ENHANCED_WELCOME/],
  ['toggle-read-at-runtime', 'python', `import os
def welcome(user):
    if os.environ.get("ENHANCED_WELCOME") == "1":
        return "Welcome " + user.name
    return "Welcome"
`, 'ok'],
  ['toggle-read-at-runtime', 'python', `ENHANCED_WELCOME = True
def welcome(user):
    if ENHANCED_WELCOME:
        return "Welcome " + user.name
    return "Welcome"
`, 'broken', /hard-coded constant ENHANCED_WELCOME/],
  ['toggle-read-at-runtime', 'go', `func Welcome(u User, flags Flags) string {
	if flags.Enabled("enhanced-welcome", u.ID) {
		return "Welcome " + u.Name
	}
	return "Welcome"
}`, 'ok'],
  ['toggle-read-at-runtime', 'go', `const enhancedWelcome = true
func Welcome(u User) string {
	if enhancedWelcome {
		return "Welcome " + u.Name
	}
	return "Welcome"
}`, 'broken', /hard-coded constant enhancedWelcome/],
];

const healthCheck: Sample[] = [
  ['reports-real-health', 'java', `@Component
public class CustomHealthCheck implements HealthIndicator {
  public Health health() { int errorCode = check(); if (errorCode != 0) { return Health.down().withDetail("Error Code", errorCode).build(); } return Health.up().build(); }
  public int check() { return 0; }
}`, 'ok'],
  ['reports-real-health', 'java', `@Component
public class CustomHealthCheck implements HealthIndicator {
  public Health health() { return Health.up().build(); }
}`, 'broken', /always reports the component as healthy/],
  ['reports-real-health', 'java', `@Component
public class DatabaseHealthCheck implements HealthIndicator {
  private final DataSource dataSource;
  public Health health() { try { dataSource.getConnection().isValid(1); } catch (SQLException e) { LOGGER.warn("db check failed", e); } if (dataSource == null) return Health.down().build(); return Health.up().build(); }
}`, 'broken', /swallows the probe's failure/],
  ['reports-real-health', 'java', `class Orders { void place(Order o) { } }`, 'missing', /no health check found/],
  ['reports-real-health', 'csharp', `public class DbHealthCheck : IHealthCheck {
  public async Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext ctx, CancellationToken ct) {
    try { await _db.PingAsync(ct); return HealthCheckResult.Healthy(); } catch (Exception e) { return HealthCheckResult.Unhealthy("db down", e); }
  }
}`, 'ok'],
  ['reports-real-health', 'csharp', `public class DbHealthCheck : IHealthCheck {
  public Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext ctx, CancellationToken ct) => Task.FromResult(HealthCheckResult.Healthy());
}`, 'broken', /always reports the component as healthy/],
  ['reports-real-health', 'typescript', `export async function health(db: Db): Promise<{ status: number }> {
  try { await db.ping(); return { status: 200 }; } catch { return { status: 503 }; }
}`, 'ok'],
  ['reports-real-health', 'typescript', `export async function health(db: Db): Promise<{ status: number }> {
  return { status: 200 };
}`, 'broken', /always reports the component as healthy/],
  ['reports-real-health', 'python', `def health(db):
    try:
        db.ping()
    except Exception:
        return {"status": "down"}, 503
    return {"status": "up"}, 200
`, 'ok'],
  ['reports-real-health', 'python', `def health(db):
    return {"status": "up"}, 200
`, 'broken', /always reports the component as healthy/],
  ['reports-real-health', 'go', `func Healthz(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := db.Ping(); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusOK)
	}
}`, 'ok'],
  ['reports-real-health', 'go', `func Healthz(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}
}`, 'broken', /always reports the component as healthy/],
];

const pollingPublisher: Sample[] = [
  ['publishes-polled-data', 'java', `class PollingPublisher {
  private final KafkaTemplate<String, String> kafkaTemplate;
  private final PollingService pollingService;
  @Scheduled(fixedRate = 5000)
  public void pollAndPublish() { String data = pollingService.getLatestData(); kafkaTemplate.send("updates-topic", data); }
}`, 'ok'],
  ['publishes-polled-data', 'java', `class PollingPublisher {
  private final PollingService pollingService;
  private final UpdateSubscriber subscriber;
  @Scheduled(fixedRate = 5000)
  public void pollAndPublish() { String data = pollingService.getLatestData(); subscriber.processUpdate(data); }
}`, 'broken', /hands the polled data straight to subscriber.processUpdate\(\) instead of publishing it/],
  ['publishes-polled-data', 'java', `class Orders { void place(Order o) { } }`, 'missing', /no poller found/],
  ['publishes-polled-data', 'csharp', `class Poller : BackgroundService {
  protected override async Task ExecuteAsync(CancellationToken ct) {
    while (!ct.IsCancellationRequested) { var rows = await _source.ReadNewAsync(); foreach (var r in rows) await _producer.PublishAsync(r); await Task.Delay(5000, ct); }
  }
}`, 'ok'],
  ['publishes-polled-data', 'csharp', `class Poller : BackgroundService {
  protected override async Task ExecuteAsync(CancellationToken ct) {
    while (!ct.IsCancellationRequested) { var rows = await _source.ReadNewAsync(); foreach (var r in rows) _consumer.Handle(r); await Task.Delay(5000, ct); }
  }
}`, 'broken', /hands the polled data straight to _consumer.Handle\(\)/],
  ['publishes-polled-data', 'typescript', `export function startPolling(source: Source, producer: Producer) {
  setInterval(async () => { for (const row of await source.readNew()) await producer.send({ topic: 'updates', value: row }); }, 5000);
}`, 'ok'],
  ['publishes-polled-data', 'typescript', `export function startPolling(source: Source, subscriber: Subscriber) {
  setInterval(async () => { for (const row of await source.readNew()) subscriber.onUpdate(row); }, 5000);
}`, 'broken', /straight to subscriber.onUpdate\(\)/],
  ['publishes-polled-data', 'python', `import time
def poll_and_publish(source, producer):
    while True:
        for row in source.read_new():
            producer.send("updates", row)
        time.sleep(5)
`, 'ok'],
  ['publishes-polled-data', 'python', `import time
def poll_and_publish(source, consumer):
    while True:
        for row in source.read_new():
            consumer.handle(row)
        time.sleep(5)
`, 'broken', /straight to consumer.handle\(\)/],
  ['publishes-polled-data', 'go', `func Poll(src Source, producer Producer) {
	ticker := time.NewTicker(5 * time.Second)
	for range ticker.C {
		for _, row := range src.ReadNew() {
			producer.Publish("updates", row)
		}
	}
}`, 'ok'],
  ['publishes-polled-data', 'go', `func Poll(src Source, handler Handler) {
	ticker := time.NewTicker(5 * time.Second)
	for range ticker.C {
		for _, row := range src.ReadNew() {
			handler.Handle(row)
		}
	}
}`, 'broken', /straight to handler.Handle\(\)/],
];

const interceptingFilter: Sample[] = [
  ['filters-run-before-target', 'java', `public class FilterManager {
  private final List<Filter> filters = new ArrayList<>();
  private Target target;
  public void addFilter(Filter f) { filters.add(f); }
  public void filterRequest(String request) { for (Filter filter : filters) { filter.execute(request); } target.execute(request); }
}`, 'ok'],
  ['filters-run-before-target', 'java', `public class FilterManager {
  private final List<Filter> filters = new ArrayList<>();
  private Target target;
  public void filterRequest(String request) { target.execute(request); for (Filter filter : filters) { filter.execute(request); } }
}`, 'broken', /calls target.execute\(\) before running the filters/],
  ['filters-run-before-target', 'java', `public class AuthFilter implements Filter {
  public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) { if (!authorised(req)) { reject(res); return; } LOGGER.info("ok"); }
}`, 'broken', /AuthFilter.doFilter never passes the request on to chain/],
  ['filters-run-before-target', 'java', `class Orders { void place(Order o) { } }`, 'missing', /no filter chain found/],
  ['filters-run-before-target', 'csharp', `public class TimingMiddleware {
  private readonly RequestDelegate _next;
  public async Task Invoke(HttpContext ctx, RequestDelegate next) { var sw = Stopwatch.StartNew(); await next(ctx); _log.LogInformation("{ms}", sw.ElapsedMilliseconds); }
}`, 'ok'],
  ['filters-run-before-target', 'csharp', `public class TimingMiddleware {
  public async Task Invoke(HttpContext ctx, RequestDelegate next) { _log.LogInformation("request"); }
}`, 'broken', /never passes the request on to next/],
  ['filters-run-before-target', 'typescript', `export function logging(req: Request, res: Response, next: NextFunction) { console.log(req.url); next(); }`, 'ok'],
  ['filters-run-before-target', 'typescript', `class FilterChain {
  private filters: Filter[] = [];
  constructor(private readonly target: Handler) {}
  handle(req: Req) { for (const f of this.filters) { f.apply(req); return; } this.target.handle(req); }
}`, 'broken', /leaves the loop after the first filter/],
  ['filters-run-before-target', 'python', `class FilterManager:
    def __init__(self, target):
        self.filters = []
        self.target = target
    def filter_request(self, request):
        for f in self.filters:
            f.execute(request)
        return self.target.execute(request)
`, 'ok'],
  ['filters-run-before-target', 'python', `class FilterManager:
    def __init__(self, target):
        self.filters = []
        self.target = target
    def filter_request(self, request):
        result = self.target.execute(request)
        for f in self.filters:
            f.execute(request)
        return result
`, 'broken', /calls target.execute\(\) before running the filters/],
  ['filters-run-before-target', 'go', `func Logging(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.Println(r.URL.Path)
		next.ServeHTTP(w, r)
	})
}`, 'ok'],
  ['filters-run-before-target', 'go', `func Logging(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.Println(r.URL.Path)
	})
}`, 'broken', /never passes the request on to next/],
];

const ruleEngine: Sample[] = [
  ['engine-evaluates-every-rule', 'java', `public class RuleEngine<T> {
  private final List<Rule<T>> rules;
  public RuleEngineResult run(T context) {
    List<String> passed = new ArrayList<>(); List<String> failed = new ArrayList<>();
    for (Rule<T> rule : rules) { if (rule.evaluate(context)) { rule.execute(context); passed.add(rule.name()); } else { failed.add(rule.name()); } }
    return new RuleEngineResult(failed.isEmpty(), passed, failed);
  }
}`, 'ok'],
  ['engine-evaluates-every-rule', 'java', `public class RuleEngine<T> {
  private final List<Rule<T>> rules;
  public void run(T context) { for (Rule<T> rule : rules) { rule.execute(context); } }
}`, 'broken', /runs each rule's execute\(\) without first checking its condition/],
  ['engine-evaluates-every-rule', 'java', `public class RuleEngine<T> {
  private final List<Rule<T>> rules;
  public boolean run(T context) { for (Rule<T> rule : rules) { if (!rule.evaluate(context)) return false; rule.execute(context); } return true; }
}`, 'broken', /stops at the first rule that fails/],
  ['engine-evaluates-every-rule', 'java', `class LoanService {
  boolean approve(LoanApplication a) { if (a.age() < 18) return false; if (a.monthlyIncome() < 2000) return false; if (a.creditScore() < 650) return false; return true; }
}`, 'missing', /LoanService.approve hard-codes the business rules/],
  ['engine-evaluates-every-rule', 'csharp', `public class RuleEngine<T> {
  private readonly List<IRule<T>> _rules;
  public void Run(T ctx) { foreach (var rule in _rules) if (rule.Evaluate(ctx)) rule.Execute(ctx); }
}`, 'ok'],
  ['engine-evaluates-every-rule', 'csharp', `public class RuleEngine<T> {
  private readonly List<IRule<T>> _rules;
  public void Run(T ctx) { foreach (var rule in _rules) rule.Execute(ctx); }
}`, 'broken', /without first checking its condition/],
  ['engine-evaluates-every-rule', 'typescript', `class RuleEngine<T> {
  constructor(private readonly rules: Rule<T>[]) {}
  run(ctx: T) { return this.rules.filter((r) => r.evaluate(ctx)).map((r) => { r.execute(ctx); return r.name; }); }
}`, 'ok'],
  ['engine-evaluates-every-rule', 'typescript', `class RuleEngine<T> {
  constructor(private readonly rules: Rule<T>[]) {}
  run(ctx: T) { for (const r of this.rules) { if (!r.evaluate(ctx)) return false; r.execute(ctx); } return true; }
}`, 'broken', /stops at the first rule that fails/],
  ['engine-evaluates-every-rule', 'python', `class RuleEngine:
    def __init__(self, rules):
        self.rules = list(rules)
    def run(self, ctx):
        failed = []
        for rule in self.rules:
            if rule.evaluate(ctx):
                rule.execute(ctx)
            else:
                failed.append(rule.name)
        return failed
`, 'ok'],
  ['engine-evaluates-every-rule', 'python', `class RuleEngine:
    def __init__(self, rules):
        self.rules = list(rules)
    def run(self, ctx):
        for rule in self.rules:
            rule.execute(ctx)
`, 'broken', /without first checking its condition/],
  ['engine-evaluates-every-rule', 'go', `type Engine struct { rules []Rule }
func (e *Engine) Run(ctx Context) []string {
	var failed []string
	for _, r := range e.rules {
		if r.Evaluate(ctx) {
			r.Execute(ctx)
		} else {
			failed = append(failed, r.Name())
		}
	}
	return failed
}`, 'ok'],
  ['engine-evaluates-every-rule', 'go', `type Engine struct { rules []Rule }
func (e *Engine) Run(ctx Context) {
	for _, r := range e.rules {
		r.Execute(ctx)
	}
}`, 'broken', /without first checking its condition/],
];

const notification: Sample[] = [
  ['collects-every-error', 'java', `class RegisterWorker {
  private final Notification notification = new Notification();
  void validate(RegisterWorkerDto dto) {
    if (dto.getName() == null || dto.getName().isEmpty()) notification.addError(MISSING_NAME);
    if (dto.getOccupation() == null) notification.addError(MISSING_OCCUPATION);
    if (dto.getDateOfBirth().isAfter(LocalDate.now().minusYears(18))) notification.addError(TOO_YOUNG);
  }
}`, 'ok'],
  ['collects-every-error', 'java', `class RegisterWorker {
  private final Notification notification = new Notification();
  void validate(RegisterWorkerDto dto) {
    if (dto.getName() == null) notification.addError(MISSING_NAME);
    if (dto.getOccupation() == null) throw new IllegalArgumentException("occupation missing");
  }
}`, 'broken', /throws on this invalid input instead of adding the error to the notification/],
  ['collects-every-error', 'java', `class RegisterWorker {
  void validate(RegisterWorkerDto dto) {
    if (dto.getName() == null) throw new IllegalArgumentException("name");
    if (dto.getOccupation() == null) throw new IllegalArgumentException("occupation");
  }
}`, 'missing', /RegisterWorker.validate throws an exception for an invalid field/],
  ['collects-every-error', 'csharp', `class Validator {
  public Notification Validate(Form f) { var n = new Notification(); if (string.IsNullOrEmpty(f.Name)) n.AddError("name"); if (f.Age < 18) n.AddError("age"); return n; }
}`, 'ok'],
  ['collects-every-error', 'csharp', `class Validator {
  public Notification Validate(Form f) { var n = new Notification(); if (string.IsNullOrEmpty(f.Name)) { n.AddError("name"); return n; } if (f.Age < 18) n.AddError("age"); return n; }
}`, 'broken', /returns right after recording the first error/],
  ['collects-every-error', 'typescript', `export function validate(form: Form): string[] {
  const errors: string[] = [];
  if (!form.name) errors.push('name is missing');
  if (form.age < 18) errors.push('must be over 18');
  return errors;
}`, 'ok'],
  ['collects-every-error', 'typescript', `export function validate(form: Form): string[] {
  const errors: string[] = [];
  if (!form.name) errors.push('name is missing');
  if (form.age < 18) throw new Error('must be over 18');
  return errors;
}`, 'broken', /throws on this invalid input/],
  ['collects-every-error', 'python', `def validate(form):
    errors = []
    if not form.name:
        errors.append("name is missing")
    if form.age < 18:
        errors.append("must be over 18")
    return errors
`, 'ok'],
  ['collects-every-error', 'python', `def validate(form):
    errors = []
    if not form.name:
        errors.append("name is missing")
        return errors
    if form.age < 18:
        errors.append("must be over 18")
    return errors
`, 'broken', /returns right after recording the first error/],
  ['collects-every-error', 'go', `func Validate(f Form) []string {
	var errors []string
	if f.Name == "" {
		errors = append(errors, "name is missing")
	}
	if f.Age < 18 {
		errors = append(errors, "must be over 18")
	}
	return errors
}`, 'ok'],
  ['collects-every-error', 'go', `func Validate(f Form) []string {
	var errors []string
	if f.Name == "" {
		errors = append(errors, "name is missing")
	}
	if f.Age < 18 {
		panic("must be over 18")
	}
	return errors
}`, 'broken', /throws on this invalid input/],
];

const bloc: Sample[] = [
  ['emits-every-state-change', 'java', `public class Bloc implements ListenerManager<State> {
  private State currentState = new State(0);
  private final List<StateListener<State>> listeners = new ArrayList<>();
  public void addListener(StateListener<State> l) { listeners.add(l); l.onStateChange(currentState); }
  private void emitState(State s) { currentState = s; for (var l : listeners) l.onStateChange(currentState); }
  public void increment() { emitState(new State(currentState.value() + 1)); }
}`, 'ok'],
  ['emits-every-state-change', 'java', `public class Bloc {
  private State currentState = new State(0);
  private final List<StateListener<State>> listeners = new ArrayList<>();
  private void emitState(State s) { currentState = s; for (var l : listeners) l.onStateChange(currentState); }
  public void increment() { emitState(new State(currentState.value() + 1)); }
  public void reset() { currentState = new State(0); }
}`, 'broken', /Bloc.reset changes currentState without emitting it to the listeners/],
  ['emits-every-state-change', 'java', `class Counter { private int value; void increment() { value++; } }`, 'missing', /no bloc found/],
  ['emits-every-state-change', 'csharp', `public class CounterBloc {
  private readonly List<Action<CounterState>> _listeners = new();
  private CounterState _state = new CounterState(0);
  public void Increment() { _state = _state with { Value = _state.Value + 1 }; foreach (var l in _listeners) l(_state); }
}`, 'ok'],
  ['emits-every-state-change', 'csharp', `public class CounterBloc {
  private readonly List<Action<CounterState>> _listeners = new();
  private CounterState _state = new CounterState(0);
  public void Increment() { _state.Value++; foreach (var l in _listeners) l(_state); }
}`, 'broken', /mutates the state object in place/],
  ['emits-every-state-change', 'typescript', `class CounterBloc {
  private listeners: ((s: State) => void)[] = [];
  private state: State = { value: 0 };
  increment() { this.emit({ value: this.state.value + 1 }); }
  private emit(s: State) { this.state = s; this.listeners.forEach((l) => l(s)); }
}`, 'ok'],
  ['emits-every-state-change', 'typescript', `class CounterBloc {
  private listeners: ((s: State) => void)[] = [];
  private state: State = { value: 0 };
  increment() { this.state = { value: this.state.value + 1 }; }
}`, 'broken', /changes state without emitting it/],
  ['emits-every-state-change', 'python', `class CounterBloc:
    def __init__(self):
        self._listeners = []
        self._state = State(0)
    def increment(self):
        self._emit(State(self._state.value + 1))
    def _emit(self, state):
        self._state = state
        for listener in self._listeners:
            listener(state)
`, 'ok'],
  ['emits-every-state-change', 'python', `class CounterBloc:
    def __init__(self):
        self._listeners = []
        self._state = State(0)
    def increment(self):
        self._state.value += 1
        for listener in self._listeners:
            listener(self._state)
`, 'broken', /mutates the state object in place/],
  ['emits-every-state-change', 'go', `type CounterBloc struct {
	listeners []func(State)
	state     State
}
func (b *CounterBloc) Increment() {
	b.state = State{Value: b.state.Value + 1}
	for _, l := range b.listeners {
		l(b.state)
	}
}`, 'ok'],
  ['emits-every-state-change', 'go', `type CounterBloc struct {
	listeners []func(State)
	state     State
}
func (b *CounterBloc) Increment() {
	b.state = State{Value: b.state.Value + 1}
}`, 'broken', /changes state without emitting it/],
];

const flux: Sample[] = [
  ['views-dispatch-actions', 'java', `public class MenuStore extends Store {
  private MenuItem selected = MenuItem.HOME;
  public void onAction(Action action) { if (action.getType().equals(ActionType.MENU_ITEM_SELECTED)) { selected = ((MenuAction) action).getMenuItem(); notifyChange(); } }
}
public class MenuView implements View {
  private MenuItem selected = MenuItem.HOME;
  public void itemClicked(MenuItem item) { Dispatcher.getInstance().menuItemSelected(item); }
}`, 'ok'],
  ['views-dispatch-actions', 'java', `public class MenuStore extends Store {
  private MenuItem selected = MenuItem.HOME;
  public void setSelected(MenuItem item) { selected = item; notifyChange(); }
  public void onAction(Action action) { }
}
public class MenuView implements View {
  private final MenuStore menuStore;
  public void itemClicked(MenuItem item) { menuStore.setSelected(item); }
}`, 'broken', /MenuView.itemClicked changes the store directly \(menuStore.setSelected\(\)\) instead of dispatching an action/],
  ['views-dispatch-actions', 'java', `class Menu { void click() { } }`, 'missing', /no store found/],
  ['views-dispatch-actions', 'csharp', `class TodoStore { public List<string> Items = new(); public void OnAction(IAction a) { if (a is AddTodo t) { Items = Items.Append(t.Text).ToList(); EmitChange(); } } }
class TodoView { private readonly Dispatcher _dispatcher; public void Add(string text) => _dispatcher.Dispatch(new AddTodo(text)); }`, 'ok'],
  ['views-dispatch-actions', 'csharp', `class TodoStore { public List<string> Items = new(); public void OnAction(IAction a) { } }
class TodoView { private readonly TodoStore _store; public void Add(string text) { _store.Items = new List<string> { text }; } }`, 'broken', /TodoView.Add changes the store directly/],
  ['views-dispatch-actions', 'typescript', `class CounterStore { private count = 0; onAction(a: Action) { if (a.type === 'inc') { this.count++; this.emitChange(); } } }
class CounterView { constructor(private readonly dispatcher: Dispatcher) {} click() { this.dispatcher.dispatch({ type: 'inc' }); } }`, 'ok'],
  ['views-dispatch-actions', 'typescript', `class CounterStore { count = 0; onAction(a: Action) {} }
class CounterView { constructor(private readonly store: CounterStore) {} click() { this.store.count = this.store.count + 1; } }`, 'broken', /CounterView.click changes the store directly/],
  ['views-dispatch-actions', 'python', `class CounterStore:
    def __init__(self):
        self.count = 0
    def on_action(self, action):
        if action.type == "inc":
            self.count += 1
            self.emit_change()

class CounterView:
    def __init__(self, dispatcher):
        self.dispatcher = dispatcher
    def click(self):
        self.dispatcher.dispatch(Action("inc"))
`, 'ok'],
  ['views-dispatch-actions', 'python', `class CounterStore:
    def __init__(self):
        self.count = 0
    def on_action(self, action):
        pass

class CounterView:
    def __init__(self, store):
        self.store = store
    def click(self):
        self.store.count = self.store.count + 1
`, 'broken', /CounterView.click changes the store directly/],
  ['views-dispatch-actions', 'go', `type CounterStore struct { count int }
func (s *CounterStore) OnAction(a Action) { if a.Type == "inc" { s.count++; s.EmitChange() } }
type CounterView struct { dispatcher *Dispatcher }
func (v *CounterView) Click() { v.dispatcher.Dispatch(Action{Type: "inc"}) }`, 'ok'],
  ['views-dispatch-actions', 'go', `type CounterStore struct { count int }
func (s *CounterStore) OnAction(a Action) {}
func (s *CounterStore) SetCount(n int) { s.count = n }
type CounterView struct { store *CounterStore }
func (v *CounterView) Click() { v.store.SetCount(1) }`, 'broken', /CounterView.Click changes the store directly \(store.SetCount\(\)\)/],
  ['stores-emit-change', 'java', `public class MenuStore extends Store {
  private MenuItem selected = MenuItem.HOME;
  public void onAction(Action action) { if (action.getType().equals(ActionType.MENU_ITEM_SELECTED)) { selected = ((MenuAction) action).getMenuItem(); notifyChange(); } }
}`, 'ok'],
  ['stores-emit-change', 'java', `public class MenuStore extends Store {
  private MenuItem selected = MenuItem.HOME;
  public void onAction(Action action) { if (action.getType().equals(ActionType.MENU_ITEM_SELECTED)) { selected = ((MenuAction) action).getMenuItem(); } }
}`, 'broken', /MenuStore.onAction updates selected on the action but never emits a change/],
  ['stores-emit-change', 'csharp', `class TodoStore { private List<string> _items = new(); public void OnAction(IAction a) { if (a is AddTodo t) { _items = _items.Append(t.Text).ToList(); } } }`, 'broken', /never emits a change/],
  ['stores-emit-change', 'typescript', `class CounterStore { private count = 0; onAction(a: Action) { if (a.type === 'inc') { this.count++; this.emitChange(); } } }`, 'ok'],
  ['stores-emit-change', 'python', `class CounterStore:
    def __init__(self):
        self.count = 0
    def on_action(self, action):
        if action.type == "inc":
            self.count += 1
`, 'broken', /never emits a change/],
  ['stores-emit-change', 'go', `type CounterStore struct { count int }
func (s *CounterStore) OnAction(a Action) { if a.Type == "inc" { s.count++; s.EmitChange() } }`, 'ok'],
];

const families: [string, Sample[]][] = [
  ['guarded suspension', guardedSuspension],
  ['mediator', mediator],
  ['publish-subscribe', publishSubscribe],
  ['poison pill', poisonPill],
  ['event queue and load levelling', queues],
  ['active object', activeObject],
  ['actor model', actorModel],
  ['async method invocation', asyncInvocation],
  ['promise', promise],
  ['callback', callback],
  ['reactor', reactor],
  ['parallel work', parallelWork],
  ['coordination', coordination],
  ['monitor', mutualExclusion],
  ['lockable object', lockableObject],
  ['semaphore', semaphore],
  ['thread-specific storage', threadSpecific],
  ['optimistic lock and version number', optimisticLock],
  ['idempotent consumer', idempotentConsumer],
  ['game loop', gameLoop],
  ['update method', updateMethod],
  ['double buffer', doubleBuffer],
  ['bytecode', bytecode],
  ['trampoline', trampoline],
  ['monad', monad],
  ['combinator', combinator],
  ['currying', currying],
  ['function composition', composition],
  ['collection pipeline', collectionPipeline],
  ['filterer', filterer],
  ['map-reduce', mapReduce],
  ['fallback', fallback],
  ['saga', saga],
  ['commander', commander],
  ['backpressure', backpressure],
  ['feature toggle', featureToggle],
  ['health check', healthCheck],
  ['polling publisher', pollingPublisher],
  ['intercepting filter', interceptingFilter],
  ['rule engine', ruleEngine],
  ['notification', notification],
  ['bloc', bloc],
  ['flux', flux],
];

const corpus = import.meta.glob('../../../../shared/corpus/{java-design-patterns/*/README.md,go-patterns/**/*.md}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The docs each catalogue entry covers, by their path under shared/corpus. */
const catalogued: string[] = [
  'java-design-patterns/guarded-suspension/README.md',
  'java-design-patterns/mediator/README.md',
  'java-design-patterns/publish-subscribe/README.md',
  'go-patterns/messaging/publish_subscribe.md',
  'java-design-patterns/poison-pill/README.md',
  'java-design-patterns/event-queue/README.md',
  'java-design-patterns/queue-based-load-leveling/README.md',
  'java-design-patterns/active-object/README.md',
  'java-design-patterns/actor-model/README.md',
  'java-design-patterns/promise/README.md',
  'java-design-patterns/async-method-invocation/README.md',
  'java-design-patterns/half-sync-half-async/README.md',
  'java-design-patterns/event-based-asynchronous/README.md',
  'java-design-patterns/callback/README.md',
  'java-design-patterns/reactor/README.md',
  'java-design-patterns/master-worker/README.md',
  'java-design-patterns/fanout-fanin/README.md',
  'go-patterns/concurrency/parallelism.md',
  'go-patterns/concurrency/bounded_parallelism.md',
  'go-patterns/messaging/fan_in.md',
  'go-patterns/messaging/fan_out.md',
  'java-design-patterns/leader-followers/README.md',
  'java-design-patterns/leader-election/README.md',
  'go-patterns/profiling/timing.md',
  'java-design-patterns/monitor/README.md',
  'java-design-patterns/lockable-object/README.md',
  'go-patterns/synchronization/semaphore.md',
  'java-design-patterns/thread-specific-storage/README.md',
  'java-design-patterns/optimistic-offline-lock/README.md',
  'java-design-patterns/version-number/README.md',
  'java-design-patterns/microservices-idempotent-consumer/README.md',
  'java-design-patterns/game-loop/README.md',
  'java-design-patterns/update-method/README.md',
  'java-design-patterns/double-buffer/README.md',
  'java-design-patterns/bytecode/README.md',
  'java-design-patterns/trampoline/README.md',
  'java-design-patterns/monad/README.md',
  'java-design-patterns/combinator/README.md',
  'java-design-patterns/currying/README.md',
  'java-design-patterns/function-composition/README.md',
  'java-design-patterns/collection-pipeline/README.md',
  'java-design-patterns/filterer/README.md',
  'java-design-patterns/map-reduce/README.md',
  'java-design-patterns/event-aggregator/README.md',
  'java-design-patterns/event-driven-architecture/README.md',
  'java-design-patterns/microservices-messaging/README.md',
  'java-design-patterns/polling-publisher/README.md',
  'java-design-patterns/saga/README.md',
  'java-design-patterns/fallback/README.md',
  'java-design-patterns/commander/README.md',
  'java-design-patterns/backpressure/README.md',
  'java-design-patterns/feature-toggle/README.md',
  'java-design-patterns/health-check/README.md',
  'java-design-patterns/intercepting-filter/README.md',
  'java-design-patterns/rule-engine/README.md',
  'java-design-patterns/notification/README.md',
  'java-design-patterns/bloc/README.md',
  'java-design-patterns/flux/README.md',
];

describe('code outline of TypeScript functions and function-typed fields', () => {
  it('should read a field typed with a function type as a field with its whole type', () => {
    const model = buildCodeModel('class Bus {\n  private handlers: Record<string, ((m: string) => void)[]> = {};\n  on(t: string) {}\n}', 'typescript');
    expect(model.types[0].fields).toEqual([expect.objectContaining({ name: 'handlers', type: 'Record<string, ((m: string) => void)[]>' })]);
    expect(model.types[0].methods.map((m) => m.name)).toEqual(['on']);
  });

  it('should outline a function with type parameters and function-typed parameters', () => {
    const model = buildCodeModel('function runAsync<T>(task: () => T, done: (v: T) => void): void {\n  done(task());\n}', 'typescript');
    expect(model.functions).toHaveLength(1);
    expect(model.functions[0]).toMatchObject({ name: 'runAsync', line: 1, bodyLine: 1 });
    expect(model.functions[0].params.map((p) => p.name)).toEqual(['task', 'done']);
    expect(model.functions[0].body).toContain('done(task())');
  });

  it('should find the body of a function whose return type is an object type', () => {
    const model = buildCodeModel('export async function health(db: Db): Promise<{ status: number }> {\n  return { status: 503 };\n}', 'typescript');
    expect(model.functions[0].body).toContain('return { status: 503 }');
  });
});

describe('behaviour catalogue', () => {
  it.each(catalogued)('should give %s an entry whose invariants all quote the doc', (path) => {
    const body = Object.entries(corpus).find(([k]) => k.endsWith(`/corpus/${path}`))?.[1];
    expect(body, path).toBeDefined();
    const parts = path.split('/');
    const entry = catalogueEntryFor([parts[parts.length - 2], parts[parts.length - 1].replace(/\.md$/, '')]);
    expect(entry, path).toBeDefined();
    for (const inv of entry!.invariants) {
      expect(Object.hasOwn(INVARIANT_CHECKS, inv.check)).toBe(true);
      expect(quoteFromDoc(body!, inv.doc_terms), `${path} ${inv.id}`).toBeDefined();
    }
  });
});

describe('behaviour invariant checks', () => {
  it('should register every check name once across the check modules', () => {
    expect(duplicateCheckNames()).toEqual([]);
  });

  describe.each(families)('%s', (_family, samples) => {
    it.each(samples)('should judge %s in %s (%#) as expected', (...sample) => expectOutcome(sample));
  });
});
