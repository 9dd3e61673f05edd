// Behaviour invariants judged in every language: fallbacks on failure, sagas that compensate completed steps, a commander that queues failed operations, and consumers that bound demand under backpressure.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

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

describeFamilies([
  ['fallback', fallback],
  ['saga', saga],
  ['commander', commander],
  ['backpressure', backpressure],
]);
