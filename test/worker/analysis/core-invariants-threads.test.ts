// Core thread-coordination invariants (balking, producer–consumer buffer, reused worker threads) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaBalk = (guard: string) => `class AutoSaver {
  private boolean saving;
  public void save(Document d) {
    synchronized (this) {
      ${guard}
      saving = true;
    }
    try { store.write(d); } finally { synchronized (this) { saving = false; } }
  }
}`;
const balksInsteadOfWaiting: Sample[] = [
  ['balks-instead-of-waiting', 'java', javaBalk('if (saving) return;'), 'ok'],
  ['balks-instead-of-waiting', 'java', javaBalk('if (saving) { try { wait(); } catch (InterruptedException e) { return; } }'), 'broken', /AutoSaver\.save waits \(wait\) while the object is busy instead of balking/],
  ['balks-instead-of-waiting', 'java', `class AutoSaver { public void save(Document d) { store.write(d); } }`, 'missing', /no balking guard found/],
  ['balks-instead-of-waiting', 'csharp', `public class Flusher
{
    private int _busy;
    public void Flush()
    {
        if (Interlocked.CompareExchange(ref _busy, 1, 0) != 0) return;
        try { _sink.Write(_buffer.Drain()); } finally { Volatile.Write(ref _busy, 0); }
    }
}`, 'ok'],
  ['balks-instead-of-waiting', 'csharp', `public class Flusher
{
    private bool _flushing;
    private readonly object _gate = new();
    public void Flush()
    {
        lock (_gate) { if (_flushing) Monitor.Wait(_gate); _flushing = true; }
        _sink.Write(_buffer.Drain());
    }
}`, 'broken', /Flusher\.Flush waits \(MonitorWait\)/],
  ['balks-instead-of-waiting', 'typescript', `export class Refresher {
  private refreshing = false;
  async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try { await this.cache.reload(); } finally { this.refreshing = false; }
  }
}`, 'ok'],
  ['balks-instead-of-waiting', 'typescript', `export class Refresher {
  private refreshing = false;
  async refresh(): Promise<void> {
    while (this.refreshing) await sleep(50);
    this.refreshing = true;
    try { await this.cache.reload(); } finally { this.refreshing = false; }
  }
}`, 'missing', /no balking guard found/],
  ['balks-instead-of-waiting', 'python', `class Printer:
    def __init__(self):
        self._lock = threading.Lock()
        self._printing = False

    def print_job(self, job):
        with self._lock:
            if self._printing:
                return False
            self._printing = True
        try:
            self._device.send(job)
        finally:
            self._printing = False
        return True
`, 'ok'],
  ['balks-instead-of-waiting', 'python', `class Printer:
    def print_job(self, job):
        with self._cond:
            if self._printing:
                self._cond.wait()
            self._printing = True
        self._device.send(job)
`, 'broken', /Printer\.print_job waits \(wait\) while the object is busy/],
  ['balks-instead-of-waiting', 'go', `type Syncer struct {
	mu      sync.Mutex
	running bool
}
func (s *Syncer) Sync() error {
	s.mu.Lock()
	if s.running { s.mu.Unlock(); return ErrBusy }
	s.running = true
	s.mu.Unlock()
	defer func() { s.mu.Lock(); s.running = false; s.mu.Unlock() }()
	return s.pull()
}`, 'ok'],
  ['balks-instead-of-waiting', 'go', `type Syncer struct {
	cond    *sync.Cond
	running bool
}
func (s *Syncer) Sync() error {
	s.cond.L.Lock()
	if s.running { s.cond.Wait() }
	s.running = true
	s.cond.L.Unlock()
	return s.pull()
}`, 'broken', /Syncer\.Sync waits/],
];

const bufferBetween: Sample[] = [
  ['buffer-between', 'java', `class OrderIntake {
  private final BlockingQueue<Order> queue = new ArrayBlockingQueue<>(100);
  void receive(Order o) throws InterruptedException { queue.put(o); }
  void runPacker() throws InterruptedException { while (true) packer.pack(queue.take()); }
}`, 'ok'],
  ['buffer-between', 'java', `class OrderIntake {
  private final List<Order> pending = new ArrayList<>();
  void receive(Order o) { pending.add(o); }
  Order next() { return pending.isEmpty() ? null : pending.remove(0); }
}`, 'broken', /OrderIntake shares pending between producers and consumers without a lock or a concurrent queue/],
  ['buffer-between', 'java', `class OrderIntake { void receive(Order o) { fulfilment.process(o); } }`, 'missing', /OrderIntake\.receive calls fulfilment\.process\(\) for every item and waits for it; nothing sits between the two sides/],
  ['buffer-between', 'csharp', `public class LogShipper
{
    private readonly Channel<LogLine> _lines = Channel.CreateBounded<LogLine>(1000);
    public ValueTask Enqueue(LogLine l) => _lines.Writer.WriteAsync(l);
    public async Task Pump(CancellationToken ct) { await foreach (var l in _lines.Reader.ReadAllAsync(ct)) await _sink.Send(l); }
}`, 'ok'],
  ['buffer-between', 'csharp', `public class LogShipper { public Task Enqueue(LogLine l) => _processor.Handle(l); }`, 'missing', /calls _processor\.Handle\(\) for every item/],
  ['buffer-between', 'typescript', `export class Mailer {
  private outbox: Email[] = [];
  enqueue(e: Email) { this.outbox.push(e); }
  async drain() { for (let e = this.outbox.shift(); e; e = this.outbox.shift()) await this.smtp.send(e); }
}`, 'ok'],
  ['buffer-between', 'typescript', `export class Mailer { async enqueue(e: Email) { await this.worker.process(e); } }`, 'missing', /calls this\.worker\.process\(\) for every item/],
  ['buffer-between', 'python', `def producer(q, readings):
    for r in readings:
        q.put(r)
    q.put(None)

def consumer(q, store):
    while (r := q.get()) is not None:
        store.save(r)
`, 'ok'],
  ['buffer-between', 'python', `class Pipeline:
    def feed(self, reading):
        self.consumer.process(reading)
`, 'missing', /Pipeline\.feed calls self\.consumer\.process\(\) for every item/],
  ['buffer-between', 'go', `func Run(ctx context.Context, src []Job) {
	jobs := make(chan Job, 16)
	go func() { defer close(jobs); for _, j := range src { jobs <- j } }()
	for j := range jobs { j.Do(ctx) }
}`, 'ok'],
  ['buffer-between', 'go', `type Dispatcher struct{ pending []Job }
func (d *Dispatcher) Add(j Job) { d.pending = append(d.pending, j) }
func (d *Dispatcher) Next() Job { j := d.pending[0]; d.pending = d.pending[1:]; return j }`, 'broken', /Dispatcher shares pending between producers and consumers without a lock/],
];

const reusesWorkers: Sample[] = [
  ['reuses-workers', 'java', `class ThumbnailService {
  private final ExecutorService pool = Executors.newFixedThreadPool(4);
  Future<Image> submit(Path p) { return pool.submit(() -> resize(p)); }
}`, 'ok'],
  ['reuses-workers', 'java', `class ThumbnailService {
  void submit(Path p) { new Thread(() -> resize(p)).start(); }
}`, 'broken', /ThumbnailService\.submit spawns a fresh thread per task/],
  ['reuses-workers', 'java', `class ThumbnailService { Image resize(Path p) { return scaler.scale(p); } }`, 'missing', /no thread pool found/],
  ['reuses-workers', 'csharp', `public class Indexer
{
    private readonly BlockingCollection<Doc> _work = new();
    public Indexer(int workers) { for (var i = 0; i < workers; i++) new Thread(Loop) { IsBackground = true }.Start(); }
    public void Enqueue(Doc d) => _work.Add(d);
    private void Loop() { foreach (var d in _work.GetConsumingEnumerable()) _index.Add(d); }
}`, 'ok'],
  ['reuses-workers', 'csharp', `public class Indexer
{
    public void Enqueue(Doc d) { var t = new Thread(() => _index.Add(d)); t.Start(); }
}`, 'broken', /Indexer\.Enqueue spawns a fresh thread per task/],
  ['reuses-workers', 'typescript', `import Piscina from 'piscina';
export class ImageWorkers {
  private readonly pool = new Piscina({ filename: './resize.js', maxThreads: 4 });
  run(task: ResizeTask) { return this.pool.run(task); }
}`, 'ok'],
  ['reuses-workers', 'typescript', `export class ImageWorkers {
  run(task: ResizeTask) { const w = new Worker('./resize.js'); w.postMessage(task); return once(w, 'message'); }
}`, 'broken', /ImageWorkers\.run spawns a fresh thread per task/],
  ['reuses-workers', 'python', `class Crawler:
    def __init__(self):
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=8)

    def submit(self, url):
        return self._pool.submit(fetch, url)
`, 'ok'],
  ['reuses-workers', 'python', `class Crawler:
    def submit(self, url):
        t = threading.Thread(target=fetch, args=(url,))
        t.start()
        return t
`, 'broken', /Crawler\.submit spawns a fresh thread per task/],
  ['reuses-workers', 'go', `type Pool struct{ jobs chan func() }
func NewPool(n int) *Pool {
	p := &Pool{jobs: make(chan func())}
	for i := 0; i < n; i++ { go func() { for job := range p.jobs { job() } }() }
	return p
}
func (p *Pool) Submit(job func()) { p.jobs <- job }`, 'ok'],
  ['reuses-workers', 'go', `type Pool struct{}
func (p *Pool) Submit(job func()) { go func() { job() }() }`, 'broken', /Pool\.Submit spawns a fresh thread per task/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['balks-instead-of-waiting', 'java', `class Backup {
  private final ReentrantLock lock = new ReentrantLock();
  boolean run() {
    if (!lock.tryLock()) return false;
    try { archive.copy(); return true; } finally { lock.unlock(); }
  }
}`, 'ok'],
  ['balks-instead-of-waiting', 'go', `type Reindexer struct{ slot chan struct{} }
func (r *Reindexer) Start() error {
	select {
	case r.slot <- struct{}{}:
	default:
		return ErrAlreadyRunning
	}
	go func() { defer func() { <-r.slot }(); r.rebuild() }()
	return nil
}`, 'ok'],
  ['reuses-workers', 'java', `class ElasticPool {
  private final List<Worker> workers = new ArrayList<>();
  private final BlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();
  private final int maxWorkers = 8;
  synchronized void execute(Runnable r) {
    tasks.add(r);
    if (workers.size() < maxWorkers) { Worker w = new Worker(tasks); workers.add(w); new Thread(w).start(); }
  }
}`, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['balking'], 'java', javaBalk('if (saving) return;')],
  [['producer-consumer'], 'go', `func Run(src []Job) {
	jobs := make(chan Job, 16)
	go func() { defer close(jobs); for _, j := range src { jobs <- j } }()
	for j := range jobs { j.Do() }
}`],
  [['thread-pool-executor', 'thread-pool'], 'python', `class Crawler:
    def __init__(self):
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=8)

    def submit(self, url):
        return self._pool.submit(fetch, url)
`],
];

describeFamily('thread-coordination', [
  ['balks-instead-of-waiting', balksInsteadOfWaiting],
  ['buffer-between', bufferBetween],
  ['reuses-workers', reusesWorkers],
  ['role mapping', roleMapping],
], catalogue);
