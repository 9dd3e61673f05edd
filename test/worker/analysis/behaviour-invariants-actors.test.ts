// Behaviour invariants judged in every language: an active object runs requests on its own thread, and actors only exchange messages.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

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

describeFamilies([
  ['active object', activeObject],
  ['actor model', actorModel],
]);
