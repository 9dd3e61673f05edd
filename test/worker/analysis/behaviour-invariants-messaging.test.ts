// Behaviour invariants judged in every language: colleagues talk only through the mediator, publishers go through the broker and it delivers to the topic's subscribers.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

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

describeFamilies([
  ['mediator', mediator],
  ['publish-subscribe', publishSubscribe],
]);
