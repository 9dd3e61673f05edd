// Core shared-state invariants (singleton, double-checked locking, monostate) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaSingleton = (ctor: string) => `public final class FeatureFlags {
  private static volatile FeatureFlags instance;
  ${ctor}
  public static FeatureFlags get() {
    if (instance == null) { synchronized (FeatureFlags.class) { if (instance == null) instance = new FeatureFlags(); } }
    return instance;
  }
}`;
const singleInstance: Sample[] = [
  ['single-instance', 'java', javaSingleton('private FeatureFlags() { load(); }'), 'ok'],
  ['single-instance', 'java', javaSingleton('public FeatureFlags() { load(); }'), 'broken', /FeatureFlags constructor is public, so callers can create multiple instances/],
  ['single-instance', 'java', `public class FeatureFlags { public boolean on(String f) { return flags.contains(f); } }`, 'missing', /no class keeps a static instance of itself/],
  ['single-instance', 'csharp', `public sealed class Clock
{
    private static readonly Lazy<Clock> _lazy = new(() => new Clock());
    public static Clock Instance => _lazy.Value;
    private Clock() { }
    public DateTime Now => DateTime.UtcNow;
}`, 'ok'],
  ['single-instance', 'csharp', `public sealed class Clock
{
    public static Clock Instance = new Clock();
    private Clock() { }
}`, 'broken', /static Instance field of Clock is public and writable/],
  ['single-instance', 'typescript', `export class IdGenerator {
  private static instance?: IdGenerator;
  private next = 0;
  private constructor() {}
  static get(): IdGenerator { return (IdGenerator.instance ??= new IdGenerator()); }
  id(): number { return ++this.next; }
}`, 'ok'],
  ['single-instance', 'typescript', `export class IdGenerator {
  private static instance?: IdGenerator;
  static get(): IdGenerator { return (IdGenerator.instance ??= new IdGenerator()); }
}`, 'broken', /IdGenerator has no private constructor, so `new IdGenerator\(\)` creates more instances/],
  ['single-instance', 'python', `class Settings:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance
`, 'ok'],
  ['single-instance', 'python', `class Settings:
    def __init__(self):
        self.values = load_env()
`, 'missing', /nothing stops `ClassName\(\)` from creating more instances/],
  ['single-instance', 'go', `var (
	registry *Registry
	once     sync.Once
)
func Default() *Registry {
	once.Do(func() { registry = &Registry{handlers: map[string]Handler{}} })
	return registry
}`, 'ok'],
  ['single-instance', 'go', `var registry *Registry
func Default() *Registry {
	if registry == nil { registry = &Registry{handlers: map[string]Handler{}} }
	return registry
}`, 'broken', /Default creates the package-level instance behind an unguarded nil check.*sync\.Once/],
];

const javaDcl = (decl: string, build: string) => `class ReportCache {
  ${decl}
  static ReportCache instance() {
    if (cache == null) {
      synchronized (ReportCache.class) {
        if (cache == null) { ${build} }
      }
    }
    return cache;
  }
}`;
const safePublication: Sample[] = [
  ['safe-publication', 'java', javaDcl('private static volatile ReportCache cache;', 'cache = new ReportCache();'), 'ok'],
  ['safe-publication', 'java', javaDcl('private static ReportCache cache;', 'cache = new ReportCache();'), 'broken', /ReportCache\.cache is read outside the lock but is not volatile.*partially constructed/],
  ['safe-publication', 'java', javaDcl('private static volatile ReportCache cache;', 'cache = new ReportCache(); cache.warmUp();'), 'broken', /ReportCache\.instance publishes cache before warmUp\(\) finishes initialising it/],
  ['safe-publication', 'csharp', `public sealed class Pricing
{
    private static volatile Pricing _instance;
    private static readonly object Gate = new();
    public static Pricing Instance
    {
        get { return Get(); }
    }
    private static Pricing Get()
    {
        if (_instance == null) { lock (Gate) { if (_instance == null) _instance = new Pricing(); } }
        return _instance;
    }
}`, 'ok'],
  ['safe-publication', 'csharp', `public sealed class Pricing
{
    private static Pricing _instance;
    private static readonly object Gate = new();
    public static Pricing Get()
    {
        if (_instance == null) { lock (Gate) { if (_instance == null) _instance = new Pricing(); } }
        return _instance;
    }
}`, 'broken', /Pricing\._instance is read outside the lock but is not volatile/],
  ['safe-publication', 'typescript', `export class Connection {
  private static pending: Promise<Connection> | null = null;
  private static lock = new Mutex();
  static async get(): Promise<Connection> {
    if (Connection.pending === null) {
      await Connection.lock.runExclusive(() => { if (Connection.pending === null) Connection.pending = Connection.open(); });
    }
    return Connection.pending!;
  }
}`, 'ok'],
  ['safe-publication', 'python', `class Catalog:
    _shared = None
    _guard = threading.Lock()

    @classmethod
    def instance(cls):
        if cls._shared is None:
            with cls._guard:
                if cls._shared is None:
                    cls._shared = cls()
        return cls._shared
`, 'ok'],
  ['safe-publication', 'python', `class Catalog:
    @classmethod
    def instance(cls):
        return cls()
`, 'missing', /no double-checked locking found/],
  ['safe-publication', 'go', `var (
	mu     sync.Mutex
	client atomic.Pointer[Client]
)
func Get() *Client {
	if c := client.Load(); c != nil { return c }
	mu.Lock()
	defer mu.Unlock()
	if client.Load() == nil { client.Store(newClient()) }
	return client.Load()
}`, 'ok'],
  ['safe-publication', 'go', `var (
	mu     sync.Mutex
	client *Client
)
func Get() *Client {
	if client == nil {
		mu.Lock()
		defer mu.Unlock()
		if client == nil { client = newClient() }
	}
	return client
}`, 'broken', /Get reads the instance before taking the lock without an atomic load, which is a data race/],
];

const sharedAcrossInstances: Sample[] = [
  ['shared-across-instances', 'java', `class Config {
  private static final Map<String, String> VALUES = new ConcurrentHashMap<>();
  private static int reloads;
  String get(String key) { return VALUES.get(key); }
  void put(String key, String value) { VALUES.put(key, value); reloads++; }
}`, 'ok'],
  ['shared-across-instances', 'java', `class Config {
  private static int reloads;
  private final Map<String, String> values = new HashMap<>();
  private String profile;
  void put(String key, String value) { values.put(key, value); reloads++; }
}`, 'broken', /Config keeps profile per instance/],
  ['shared-across-instances', 'csharp', `public class SessionCounter
{
    private static int _count;
    public int Count { get => _count; set => _count = value; }
    public void Increment() => Interlocked.Increment(ref _count);
}`, 'ok'],
  ['shared-across-instances', 'csharp', `public class SessionCounter
{
    private static int _created;
    private int _count;
    public void Increment() { _count++; _created++; }
}`, 'broken', /SessionCounter keeps _count per instance/],
  ['shared-across-instances', 'typescript', `export class Theme {
  private static palette: Record<string, string> = {};
  set(name: string, hex: string) { Theme.palette[name] = hex; }
  get(name: string) { return Theme.palette[name]; }
}`, 'ok'],
  ['shared-across-instances', 'typescript', `export class Theme {
  private static loaded = false;
  private palette: Record<string, string> = {};
  set(name: string, hex: string) { this.palette[name] = hex; }
}`, 'broken', /Theme keeps palette per instance/],
  ['shared-across-instances', 'python', `class Borg:
    _shared_state = {}

    def __init__(self):
        self.__dict__ = self._shared_state
`, 'ok'],
  ['shared-across-instances', 'python', `class Borg:
    _shared_state = {}

    def __init__(self):
        self.__dict__ = self._shared_state.copy()
`, 'broken', /Borg\.__init__ hands every instance its own copy of the state/],
  ['shared-across-instances', 'python', `class Counter:
    total = 0

    def bump(self):
        Counter.total += 1

    def reset(self):
        self.total = 0
`, 'broken', /Counter\.reset assigns self\.total, which creates a per-instance attribute/],
  ['shared-across-instances', 'go', `var state = struct {
	sync.Mutex
	hits map[string]int
}{hits: map[string]int{}}
type Tracker struct{}
func (Tracker) Hit(page string) { state.Lock(); state.hits[page]++; state.Unlock() }`, 'ok'],
  ['shared-across-instances', 'go', `var totals = map[string]int{}
type Tracker struct{ hits map[string]int }
func (t *Tracker) Hit(page string) { t.hits = map[string]int{page: 1}; totals[page]++ }`, 'broken', /Tracker keeps hits per value/],
  ['shared-across-instances', 'java', `class Config { private final Map<String, String> values = new HashMap<>(); String get(String k) { return values.get(k); } }`, 'missing', /no monostate found/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['single-instance', 'java', `public enum Clock { INSTANCE; public Instant now() { return Instant.now(); } }`, 'ok'],
  ['single-instance', 'java', `public final class Registry {
  private Registry() {}
  private static final class Holder { private static final Registry INSTANCE = new Registry(); }
  public static Registry getInstance() { return Holder.INSTANCE; }
}`, 'ok'],
  ['single-instance', 'typescript', `class EventLog { private entries: string[] = []; add(e: string) { this.entries.push(e); } }
export const eventLog = new EventLog();`, 'ok'],
  ['single-instance', 'python', `class SingletonMeta(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]

class Database(metaclass=SingletonMeta):
    pass
`, 'ok'],
  ['safe-publication', 'java', `class Keystore {
  private static volatile Keystore current;
  static Keystore get() {
    Keystore local = current;
    if (local == null) {
      synchronized (Keystore.class) {
        local = current;
        if (local == null) current = local = new Keystore();
      }
    }
    return local;
  }
}`, 'ok'],
  ['safe-publication', 'csharp', `public sealed class Registry
{
    private static volatile Registry? _instance;
    private static readonly object Sync = new();
    public static Registry Instance
    {
        get
        {
            if (_instance is null) { lock (Sync) { _instance ??= new Registry(); } }
            return _instance;
        }
    }
}`, 'ok'],
  ['shared-across-instances', 'java', `public class SharedDirectory {
  private static final Map<String, String> entries = new ConcurrentHashMap<>();
  private static final Logger LOG = Logger.getLogger("directory");
  public String get(String k) { return entries.get(k); }
  public void put(String k, String v) { entries.put(k, v); }
}`, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['singleton'], 'java', javaSingleton('private FeatureFlags() { load(); }')],
  [['double-checked-locking'], 'java', javaDcl('private static volatile ReportCache cache;', 'cache = new ReportCache();')],
  [['monostate', 'borg'], 'python', `class Borg:
    _shared_state = {}

    def __init__(self):
        self.__dict__ = self._shared_state
`],
];

describeFamily('shared-state', [
  ['single-instance', singleInstance],
  ['safe-publication', safePublication],
  ['shared-across-instances', sharedAcrossInstances],
  ['role mapping', roleMapping],
], catalogue);
