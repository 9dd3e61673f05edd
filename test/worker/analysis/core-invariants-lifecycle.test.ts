// Core life-cycle invariants (object pool, lazy loading, dirty flag, generator) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaPool = (giveBack: string) => `class TokenizerPool {
  private final List<Tokenizer> spare = new ArrayList<>();
  private final Grammar grammar;
  Tokenizer borrow() {
    return spare.isEmpty() ? new Tokenizer(grammar) : spare.remove(spare.size() - 1);
  }
  void giveBack(Tokenizer t) { t.reset(); ${giveBack} }
}`;
const csPool = (giveBack: string) => `public sealed class BufferPool
{
    private readonly ConcurrentBag<byte[]> _free = new();
    public byte[] Rent() => _free.TryTake(out var b) ? b : new byte[4096];
    public void Return(byte[] buffer) { Array.Clear(buffer); ${giveBack} }
}`;
const tsPool = (release: string) => `export class WorkerPool {
  private readonly available: Worker[] = [];
  acquire(): Worker { return this.available.pop() ?? new Worker('./render.js'); }
  release(worker: Worker): void { ${release} }
}`;
const pyPool = (release: string) => `class ConnectionPool:
    def __init__(self, size):
        self._idle = queue.LifoQueue(maxsize=size)

    def acquire(self):
        try:
            return self._idle.get_nowait()
        except queue.Empty:
            return psycopg.connect(DSN)

    def release(self, conn):
${release}
`;
const goPool = (put: string) => `type ConnPool struct{ idle chan net.Conn }
func (p *ConnPool) Get() (net.Conn, error) {
	select {
	case c := <-p.idle:
		return c, nil
	default:
		return net.Dial("tcp", p.addr)
	}
}
func (p *ConnPool) Put(c net.Conn) {
	${put}
}`;

const releaseReturnsToPool: Sample[] = [
  ['release-returns-to-pool', 'java', javaPool('spare.add(t);'), 'ok'],
  ['release-returns-to-pool', 'java', javaPool('t.close();'), 'broken', /TokenizerPool\.giveBack never puts the object back into spare \(it calls close\(\) on it instead\).*never returned for reuse/],
  ['release-returns-to-pool', 'csharp', csPool('_free.Add(buffer);'), 'ok'],
  ['release-returns-to-pool', 'csharp', csPool('_metrics.Returned++;'), 'broken', /BufferPool\.Return never puts the object back into _free/],
  ['release-returns-to-pool', 'typescript', tsPool('this.available.push(worker);'), 'ok'],
  ['release-returns-to-pool', 'typescript', tsPool('worker.terminate();'), 'broken', /WorkerPool\.release never puts the object back into available/],
  ['release-returns-to-pool', 'python', pyPool('        self._idle.put_nowait(conn)'), 'ok'],
  ['release-returns-to-pool', 'python', pyPool('        conn.close()'), 'broken', /ConnectionPool\.release never puts the object back into _idle \(it calls close\(\)/],
  ['release-returns-to-pool', 'go', goPool('select {\n\tcase p.idle <- c:\n\tdefault:\n\t\tc.Close()\n\t}'), 'ok'],
  ['release-returns-to-pool', 'go', goPool('c.Close()'), 'broken', /ConnPool\.Put never puts the object back into idle/],
  ['release-returns-to-pool', 'java', `class SessionFactory { BrowserSession open() { return launcher.launch(); } }`, 'missing', /no pool found/],
];

const javaLazy = (ctor: string) => `class CustomerProfile {
  private final long id;
  private final OrderRepository repo;
  private List<Order> orders;
  CustomerProfile(long id, OrderRepository repo) { this.id = id; this.repo = repo; ${ctor} }
  List<Order> orders() {
    if (orders == null) orders = repo.findByCustomer(id);
    return orders;
  }
}`;
const loadsOnFirstAccess: Sample[] = [
  ['loads-on-first-access', 'java', javaLazy(''), 'ok'],
  ['loads-on-first-access', 'java', javaLazy('this.orders = repo.findByCustomer(id);'), 'broken', /CustomerProfile constructor calls repo\.findByCustomer\(\) immediately.*eagerly at construction/],
  ['loads-on-first-access', 'java', `class CustomerProfile {
  private final List<Order> orders;
  CustomerProfile(OrderRepository repo, long id) { this.orders = repo.findByCustomer(id); }
  List<Order> orders() { return orders; }
}`, 'missing', /no lazy initialisation found/],
  ['loads-on-first-access', 'csharp', `public class Catalog
{
    private readonly Lazy<IReadOnlyList<Product>> _products;
    public Catalog(IProductStore store) => _products = new Lazy<IReadOnlyList<Product>>(() => store.LoadAll());
    public IReadOnlyList<Product> Products => _products.Value;
}`, 'ok'],
  ['loads-on-first-access', 'csharp', `public class Catalog
{
    private readonly Lazy<IReadOnlyList<Product>> _products;
    public Catalog(IProductStore store)
    {
        var all = store.LoadAll();
        _products = new Lazy<IReadOnlyList<Product>>(() => all);
    }
    public IReadOnlyList<Product> Products => _products.Value;
}`, 'broken', /Catalog constructor calls store\.LoadAll\(\) immediately/],
  ['loads-on-first-access', 'typescript', `export class Glossary {
  private terms?: Map<string, string>;
  constructor(private readonly source: TermSource) {}
  async lookup(word: string) {
    this.terms ??= await this.source.fetchAll();
    return this.terms.get(word);
  }
}`, 'ok'],
  ['loads-on-first-access', 'typescript', `export class Glossary {
  private terms?: Promise<Map<string, string>>;
  constructor(private readonly source: TermSource) { this.terms = this.source.fetchAll(); }
  async lookup(word: string) {
    this.terms ??= this.source.fetchAll();
    return (await this.terms).get(word);
  }
}`, 'broken', /Glossary constructor calls this\.source\.fetchAll\(\) immediately/],
  ['loads-on-first-access', 'python', `class Report:
    def __init__(self, warehouse):
        self._warehouse = warehouse

    @functools.cached_property
    def rows(self):
        return self._warehouse.query_rows("SELECT * FROM sales")
`, 'ok'],
  ['loads-on-first-access', 'python', `class Report:
    def __init__(self, warehouse):
        self._warehouse = warehouse
        self._rows = warehouse.query_rows("SELECT * FROM sales")

    @property
    def rows(self):
        if self._rows is None:
            self._rows = self._warehouse.query_rows("SELECT * FROM sales")
        return self._rows
`, 'broken', /Report constructor calls warehouse\.query_rows\(\) immediately/],
  ['loads-on-first-access', 'go', `type Config struct {
	once   sync.Once
	path   string
	values map[string]string
}
func (c *Config) Get(key string) string {
	c.once.Do(func() { c.values = parseFile(c.path) })
	return c.values[key]
}`, 'ok'],
  ['loads-on-first-access', 'go', `type Config struct {
	once   sync.Once
	values map[string]string
}
func NewConfig(src Source) *Config {
	c := &Config{}
	c.values = src.LoadAll()
	return c
}
func (c *Config) Get(key string) string {
	c.once.Do(func() { if c.values == nil { c.values = map[string]string{} } })
	return c.values[key]
}`, 'broken', /Config constructor calls src\.LoadAll\(\) immediately/],
  ['loads-on-first-access', 'java', `class Invoice {
  private final long id;
  private final String number;
  private List<Line> lines;
  Invoice(ResultSet rs, LineDao dao) throws SQLException { this.id = rs.getLong("id"); this.number = rs.getString("number"); this.dao = dao; }
  List<Line> lines() { if (lines == null) lines = dao.findByInvoice(id); return lines; }
}`, 'ok'],
];

const dirty = (addLine: string) => `class Basket {
  private final List<Line> lines = new ArrayList<>();
  private boolean dirty = true;
  private Money total;
  void add(Line l) { lines.add(l); dirty = true; }
  void remove(Line l) { ${addLine} }
  Money total() {
    if (dirty) { recompute(); dirty = false; }
    return total;
  }
  private void recompute() { total = lines.stream().map(Line::price).reduce(Money.ZERO, Money::plus); }
}`;
const pyPlaylist = (flag: string) => `class Playlist:
    def __init__(self):
        self._tracks = []
        self._dirty = False
        self._duration = 0

    def append(self, track):
        self._tracks.append(track)${flag}

    def duration(self):
        if self._dirty:
            self._duration = sum(t.seconds for t in self._tracks)
            self._dirty = False
        return self._duration
`;
const timetable = (flag: string) => `class Timetable {
  private final Map<String, Departure> departures = new HashMap<>();
  private boolean stale = true;
  private Departure next;
  void delay(String train, int minutes) {
    Departure d = departures.get(train);
    d.minutes += minutes;${flag}
  }
  Departure next() { if (stale) { next = earliest(departures.values()); stale = false; } return next; }
}`;
const scoreboard = (flag: string) => `class Scoreboard:
    def __init__(self):
        self._rows = {}
        self._dirty = False
        self._ranking = []

    def score(self, team, points):
        row = self._rows[team]
        row.total += points${flag}

    def ranking(self):
        if self._dirty:
            self._ranking = sorted(self._rows.values(), key=lambda r: -r.total)
            self._dirty = False
        return self._ranking
`;
const flagFollowsEveryChange: Sample[] = [
  ['flag-follows-every-change', 'java', dirty('lines.remove(l); dirty = true;'), 'ok'],
  ['flag-follows-every-change', 'java', dirty('lines.remove(l);'), 'broken', /Basket\.remove changes lines without setting the dirty flag.*stale/],
  ['flag-follows-every-change', 'csharp', `public class Terrain
{
    private readonly float[,] _heights;
    private bool _meshStale = true;
    private Mesh _mesh;
    public void Raise(int x, int y, float by) { _heights[x, y] += by; _meshStale = true; }
    public Mesh Mesh { get { if (_meshStale) { _mesh = MeshBuilder.From(_heights); _meshStale = false; } return _mesh; } }
}`, 'ok'],
  ['flag-follows-every-change', 'csharp', `public class Terrain
{
    private readonly float[,] _heights;
    private bool _isDirty = true;
    private Mesh _mesh;
    public void Raise(int x, int y, float by) { _heights[x, y] += by; }
    public Mesh Build() { if (_isDirty) { _mesh = MeshBuilder.From(_heights); _isDirty = false; } return _mesh; }
}`, 'broken', /Terrain\.Raise changes _heights without setting the _isDirty flag/],
  ['flag-follows-every-change', 'typescript', `export class Layout {
  private nodes: Box[] = [];
  private invalidated = true;
  private cachedHeight = 0;
  insert(b: Box) { this.nodes.push(b); this.invalidated = true; }
  height(): number {
    if (this.invalidated) { this.cachedHeight = this.nodes.reduce((h, b) => h + b.h, 0); this.invalidated = false; }
    return this.cachedHeight;
  }
}`, 'ok'],
  ['flag-follows-every-change', 'typescript', `export class Layout {
  private nodes: Box[] = [];
  private invalidated = true;
  private cachedHeight = 0;
  insert(b: Box) { this.nodes.push(b); this.invalidated = true; }
  clear() { this.nodes = []; }
  height(): number {
    if (this.invalidated) { this.cachedHeight = this.nodes.reduce((h, b) => h + b.h, 0); this.invalidated = false; }
    return this.cachedHeight;
  }
}`, 'broken', /Layout\.clear changes nodes without setting the invalidated flag/],
  ['flag-follows-every-change', 'python', pyPlaylist('\n        self._dirty = True'), 'ok'],
  ['flag-follows-every-change', 'python', pyPlaylist(''), 'broken', /Playlist\.append changes _tracks without setting the _dirty flag/],
  ['flag-follows-every-change', 'go', `type Sheet struct {
	cells map[string]float64
	stale bool
	sum   float64
}
func (s *Sheet) Set(cell string, v float64) { s.cells[cell] = v; s.stale = true }
func (s *Sheet) Total() float64 {
	if s.stale { s.sum = 0; for _, v := range s.cells { s.sum += v }; s.stale = false }
	return s.sum
}`, 'ok'],
  ['flag-follows-every-change', 'go', `type Sheet struct {
	cells map[string]float64
	stale bool
	sum   float64
}
func (s *Sheet) Set(cell string, v float64) { s.cells[cell] = v }
func (s *Sheet) Total() float64 {
	if s.stale { s.sum = 0; for _, v := range s.cells { s.sum += v }; s.stale = false }
	return s.sum
}`, 'broken', /Sheet\.Set changes cells without setting the stale flag/],
  ['flag-follows-every-change', 'java', `class Basket { private final List<Line> lines = new ArrayList<>(); Money total() { return sum(lines); } }`, 'missing', /no dirty flag found/],
  // A change written through an element fetched from the field changes the field's data too.
  ['flag-follows-every-change', 'java', timetable(' stale = true;'), 'ok'],
  ['flag-follows-every-change', 'java', timetable(''), 'broken', /Timetable\.delay changes departures without setting the stale flag/],
  ['flag-follows-every-change', 'python', scoreboard('\n        self._dirty = True'), 'ok'],
  ['flag-follows-every-change', 'python', scoreboard(''), 'broken', /Scoreboard\.score changes _rows without setting the _dirty flag/],
];

const closesChannel: Sample[] = [
  ['closes-channel', 'go', `func Fibonacci(n int) <-chan int {
	out := make(chan int)
	go func() {
		defer close(out)
		a, b := 0, 1
		for i := 0; i < n; i++ { out <- a; a, b = b, a+b }
	}()
	return out
}`, 'ok'],
  ['closes-channel', 'go', `func Fibonacci(n int) <-chan int {
	out := make(chan int)
	go func() {
		a, b := 0, 1
		for i := 0; i < n; i++ { out <- a; a, b = b, a+b }
	}()
	return out
}`, 'broken', /Fibonacci sends values on its channel from a goroutine but never closes the channel.*blocks forever/],
  ['closes-channel', 'go', `func Lines(r io.Reader) <-chan string {
	out := make(chan string)
	go scan(r, out)
	return out
}
func scan(r io.Reader, out chan<- string) {
	defer close(out)
	s := bufio.NewScanner(r)
	for s.Scan() { out <- s.Text() }
}`, 'ok'],
  ['closes-channel', 'go', `func Countdown(from int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := from; i > 0; i-- { if !yield(i) { return } }
	}
}`, 'ok'],
  ['closes-channel', 'go', `func Sum(xs []int) int { t := 0; for _, x := range xs { t += x }; return t }`, 'missing', /no generator found/],
  ['closes-channel', 'python', `def countdown(n):
    while n > 0:
        yield n
        n -= 1
`, 'ok'],
  ['closes-channel', 'typescript', `export function* ids(prefix: string): Generator<string> {
  for (let n = 1; ; n++) yield \`\${prefix}-\${n}\`;
}`, 'ok'],
  ['closes-channel', 'java', `class Evens implements Iterator<Integer> {
  private int next = 0;
  public boolean hasNext() { return true; }
  public Integer next() { int v = next; next += 2; return v; }
}`, 'ok'],
  ['closes-channel', 'csharp', `public static class Feeds
{
    public static ChannelReader<Quote> Stream(IEnumerable<Quote> quotes)
    {
        var channel = Channel.CreateUnbounded<Quote>();
        _ = Task.Run(async () => { foreach (var q in quotes) await channel.Writer.WriteAsync(q); channel.Writer.Complete(); });
        return channel.Reader;
    }
}`, 'ok'],
  ['closes-channel', 'csharp', `public static class Feeds
{
    public static ChannelReader<Quote> Stream(IEnumerable<Quote> quotes)
    {
        var channel = Channel.CreateUnbounded<Quote>();
        _ = Task.Run(async () => { foreach (var q in quotes) await channel.Writer.WriteAsync(q); });
        return channel.Reader;
    }
}`, 'broken', /Stream writes to its channel but never calls Writer\.Complete\(\)/],
  ['closes-channel', 'python', `def total(prices):
    return sum(prices)
`, 'missing', /no generator found/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['release-returns-to-pool', 'python', `class GpuPool:
    def __init__(self, devices):
        self._free = list(devices)

    @contextlib.contextmanager
    def lease(self):
        device = self._free.pop()
        try:
            yield device
        finally:
            self._free.append(device)
`, 'ok'],
  ['release-returns-to-pool', 'go', `var bufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}
func Render(v View) string {
	b := bufs.Get().(*bytes.Buffer)
	defer func() { b.Reset(); bufs.Put(b) }()
	v.WriteTo(b)
	return b.String()
}`, 'ok'],
  ['release-returns-to-pool', 'go', `var bufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}
func Render(v View) string {
	b := bufs.Get().(*bytes.Buffer)
	v.WriteTo(b)
	return b.String()
}`, 'broken', /Render takes objects from the sync\.Pool with Get\(\) but never Puts them back/],
  ['release-returns-to-pool', 'typescript', `export class DbPool {
  private idle: Client[] = [];
  checkOut(): Client { return this.idle.pop() ?? new Client(); }
  checkIn(c: Client) { this.returnToPool(c); }
  private returnToPool(c: Client) { c.reset(); this.idle.push(c); }
}`, 'ok'],
  ['flag-follows-every-change', 'java', `class Scene {
  private final List<Sprite> sprites = new ArrayList<>();
  private boolean needsSort;
  private List<Sprite> drawOrder = List.of();
  void add(Sprite s) { sprites.add(s); needsSort = true; }
  List<Sprite> order() { if (needsSort) { resort(); needsSort = false; } return drawOrder; }
  private void resort() { drawOrder = sprites.stream().sorted(byDepth).toList(); }
}`, 'ok'],
  ['loads-on-first-access', 'typescript', `export class Avatar {
  private image: HTMLImageElement | null = null;
  constructor(private readonly url: string) {}
  get element() { if (!this.image) { this.image = new Image(); this.image.src = this.url; } return this.image; }
}`, 'ok'],
  ['flag-follows-every-change', 'java', `class Transform {
  private float x, angle;
  private boolean dirty = true;
  private Matrix world;
  void move(float dx) { x += dx; dirty = true; }
  void rotate(float a) { angle += a; markDirty(); }
  private void markDirty() { dirty = true; }
  Matrix world() { if (dirty) { world = Matrix.of(x, angle); dirty = false; } return world; }
}`, 'ok'],
  ['release-returns-to-pool', 'go', `type Workers chan *Worker
func Use(ws Workers, job Job) {
	w := <-ws
	w.Run(job)
	ws <- w
}`, 'ok'],
  ['release-returns-to-pool', 'go', `type Workers chan *Worker
func Use(ws Workers, job Job) {
	w := <-ws
	w.Run(job)
}`, 'broken', /objects taken from the Workers channel are never sent back into it/],
];

const catalogue: CatalogueSample[] = [
  [['object-pool', 'resource-pool'], 'java', javaPool('spare.add(t);')],
  [['lazy-loading', 'lazy-initialization'], 'java', javaLazy('')],
  [['dirty-flag'], 'java', dirty('lines.remove(l); dirty = true;')],
  [['generator'], 'go', `func Naturals() <-chan int {
	ch := make(chan int)
	go func() { defer close(ch); for i := 0; i < 10; i++ { ch <- i } }()
	return ch
}`],
];

describeFamily('life-cycle', [
  ['release-returns-to-pool', releaseReturnsToPool],
  ['loads-on-first-access', loadsOnFirstAccess],
  ['flag-follows-every-change', flagFollowsEveryChange],
  ['closes-channel', closesChannel],
  ['role mapping', roleMapping],
], catalogue);
