// Behaviour invariants judged in every language: guarded suspension waits in a loop and is woken, a poison pill is sent last and stops the consumer, and an event queue decouples requests from their handling.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

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

describeFamilies([
  ['guarded suspension', guardedSuspension],
  ['poison pill', poisonPill],
  ['event queue and load levelling', queues],
]);
