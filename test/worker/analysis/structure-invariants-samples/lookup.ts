// Samples of service locators, registries and multitons: what was looked up is cached, one shared keyed store, one instance per key.
// Judged by structure-invariants-lookup.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Service locator: cache what was looked up ───

sample('a JNDI-style locator with a service cache', 'java', { 'locator-caches-services': 'ok' }, `
public final class ServiceLocator {
  private static final ServiceCache serviceCache = new ServiceCache();
  private ServiceLocator() {}
  public static Service getService(String serviceJndiName) {
    var serviceObj = serviceCache.getService(serviceJndiName);
    if (serviceObj != null) return serviceObj;
    var ctx = new InitialContext();
    serviceObj = (Service) ctx.lookup(serviceJndiName);
    if (serviceObj != null) serviceCache.addService(serviceObj);
    return serviceObj;
  }
}`);

sample('a locator that looks up on every call', 'java', { 'locator-caches-services': ['broken', 'ServiceLocator.getService', 'every call', 'cache'] }, `
public final class ServiceLocator {
  private ServiceLocator() {}
  public static Service getService(String serviceJndiName) {
    var ctx = new InitialContext();
    return (Service) ctx.lookup(serviceJndiName);
  }
}`);

sample('a C# locator caching in a dictionary', 'csharp', { 'locator-caches-services': 'ok' }, `
public static class ServiceLocator {
    private static readonly Dictionary<string, IService> _cache = new();
    public static IService GetService(string name) {
        if (_cache.TryGetValue(name, out var cached)) return cached;
        var service = InitialContext.Lookup(name);
        _cache[name] = service;
        return service;
    }
}`);

sample('a C# locator that forgets to store', 'csharp', { 'locator-caches-services': ['broken', 'GetService', 'never adds'] }, `
public static class ServiceLocator {
    private static readonly Dictionary<string, IService> _cache = new();
    public static IService GetService(string name) {
        if (_cache.TryGetValue(name, out var cached)) return cached;
        return InitialContext.Lookup(name);
    }
}`);

sample('a TypeScript locator with a Map cache', 'typescript', { 'locator-caches-services': 'ok' }, `
export class ServiceLocator {
  private static readonly cache = new Map<string, Service>();
  static getService(name: string): Service {
    const hit = ServiceLocator.cache.get(name);
    if (hit) return hit;
    const service = new InitialContext().lookup(name);
    ServiceLocator.cache.set(name, service);
    return service;
  }
}`);

sample('a TypeScript locator creating services each time', 'typescript', { 'locator-caches-services': ['broken', 'getService', 'every call'] }, `
export class ServiceLocator {
  static getService(name: string): Service {
    return new InitialContext().lookup(name);
  }
}`);

sample('a Python locator caching services', 'python', { 'locator-caches-services': 'ok' }, `
class ServiceLocator:
    _cache = {}

    @classmethod
    def get_service(cls, name):
        if name in cls._cache:
            return cls._cache[name]
        service = InitialContext().lookup(name)
        cls._cache[name] = service
        return service
`);

sample('a Python locator without a cache', 'python', { 'locator-caches-services': ['broken', 'get_service', 'every call'] }, `
class ServiceLocator:
    @staticmethod
    def get_service(name):
        return InitialContext().lookup(name)
`);

sample('a Go locator with a package-level cache', 'go', { 'locator-caches-services': 'ok' }, `
var cache = map[string]Service{}
var mu sync.Mutex

func GetService(name string) Service {
	mu.Lock()
	defer mu.Unlock()
	if s, ok := cache[name]; ok {
		return s
	}
	s := lookup(name)
	cache[name] = s
	return s
}`);

sample('a Go locator that looks up every time', 'go', { 'locator-caches-services': ['broken', 'GetService', 'every call'] }, `
func GetService(name string) Service {
	return lookup(name)
}`);

sample('no locator at all', 'java', { 'locator-caches-services': ['missing', 'service locator'] }, `
public class App { public static void main(String[] args) { new ServiceA().execute(); } }`);

// ─── Registry: one shared keyed store ───

sample('a singleton customer registry', 'java', { 'registry-keyed-and-shared': 'ok' }, `
public final class CustomerRegistry {
  private static final CustomerRegistry instance = new CustomerRegistry();
  private final Map<String, Customer> customerMap = new ConcurrentHashMap<>();
  private CustomerRegistry() {}
  public static CustomerRegistry getInstance() { return instance; }
  public Customer addCustomer(Customer customer) { return customerMap.put(customer.id(), customer); }
  public Customer getCustomer(String id) { return customerMap.get(id); }
}`);

sample('a registry every caller creates anew', 'java', { 'registry-keyed-and-shared': ['broken', 'CustomerRegistry', 'several places', 'own registry'] }, `
public class CustomerRegistry {
  private final Map<String, Customer> customerMap = new HashMap<>();
  public void addCustomer(Customer customer) { customerMap.put(customer.id(), customer); }
  public Customer getCustomer(String id) { return customerMap.get(id); }
}
public class Signup {
  public void register(Customer c) { new CustomerRegistry().addCustomer(c); }
}
public class Billing {
  public Customer find(String id) { return new CustomerRegistry().getCustomer(id); }
}`);

sample('a C# registry that builds instead of looking up', 'csharp', { 'registry-keyed-and-shared': ['broken', 'CustomerRegistry.Get', 'creates a new Customer'] }, `
public sealed class CustomerRegistry {
    public static CustomerRegistry Instance { get; } = new();
    private readonly Dictionary<string, Customer> _customers = new();
    private CustomerRegistry() {}
    public void Register(Customer c) { _customers[c.Id] = c; }
    public Customer Get(string id) { return new Customer(id, "unknown"); }
}`);

sample('a C# registry used as one instance', 'csharp', { 'registry-keyed-and-shared': 'ok' }, `
public sealed class CustomerRegistry {
    public static CustomerRegistry Instance { get; } = new();
    private readonly Dictionary<string, Customer> _customers = new();
    private CustomerRegistry() {}
    public void Register(Customer c) { _customers[c.Id] = c; }
    public Customer? Get(string id) => _customers.GetValueOrDefault(id);
}`);

sample('a module-level TypeScript registry', 'typescript', { 'registry-keyed-and-shared': 'ok' }, `
export class PluginRegistry {
  private readonly plugins = new Map<string, Plugin>();
  register(plugin: Plugin): void { this.plugins.set(plugin.name, plugin); }
  get(name: string): Plugin | undefined { return this.plugins.get(name); }
}
export const registry = new PluginRegistry();`);

sample('TypeScript callers each making a registry', 'typescript', { 'registry-keyed-and-shared': ['broken', 'several places'] }, `
export class PluginRegistry {
  private readonly plugins = new Map<string, Plugin>();
  register(plugin: Plugin): void { this.plugins.set(plugin.name, plugin); }
  get(name: string): Plugin | undefined { return this.plugins.get(name); }
}
export function install(p: Plugin): void { new PluginRegistry().register(p); }
export function find(name: string): Plugin | undefined { return new PluginRegistry().get(name); }`);

sample('a Python registry instance', 'python', { 'registry-keyed-and-shared': 'ok' }, `
class CustomerRegistry:
    def __init__(self):
        self._customers = {}

    def add(self, customer):
        self._customers[customer.id] = customer

    def get(self, customer_id):
        return self._customers.get(customer_id)


registry = CustomerRegistry()
`);

sample('a Python registry whose get builds objects', 'python', { 'registry-keyed-and-shared': ['broken', 'CustomerRegistry.get', 'creates a new Customer'] }, `
class Customer:
    def __init__(self, customer_id):
        self.id = customer_id


class CustomerRegistry:
    def __init__(self):
        self._customers = {}

    def add(self, customer):
        self._customers[customer.id] = customer

    def get(self, customer_id):
        return Customer(customer_id)
`);

sample('a Go registry struct', 'go', { 'registry-keyed-and-shared': 'ok' }, `
type Registry struct {
	mu    sync.RWMutex
	items map[string]*Customer
}

func (r *Registry) Add(c *Customer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.items[c.ID] = c
}

func (r *Registry) Get(id string) *Customer {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.items[id]
}`);

sample('a Go registry created by each caller', 'go', { 'registry-keyed-and-shared': ['broken', 'several places'] }, `
type Registry struct{ items map[string]*Customer }

func (r *Registry) Add(c *Customer) { r.items[c.ID] = c }

func (r *Registry) Get(id string) *Customer { return r.items[id] }

func Signup(c *Customer) { (&Registry{items: map[string]*Customer{}}).Add(c) }

func Lookup(id string) *Customer { return (&Registry{items: map[string]*Customer{}}).Get(id) }`);

sample('no registry', 'java', { 'registry-keyed-and-shared': ['missing', 'registry'] }, `
public record Customer(String id, String name) {}`);

// ─── Multiton: one instance per key ───

sample('an eagerly filled Nazgul multiton', 'java', { 'one-instance-per-key': 'ok' }, `
public final class Nazgul {
  private static final Map<NazgulName, Nazgul> nazguls = new ConcurrentHashMap<>();
  static {
    for (var name : NazgulName.values()) nazguls.put(name, new Nazgul(name));
  }
  private final NazgulName name;
  private Nazgul(NazgulName name) { this.name = name; }
  public static Nazgul getInstance(NazgulName name) { return nazguls.get(name); }
}`);

sample('a multiton that builds a new instance per call', 'java', { 'one-instance-per-key': ['broken', 'Nazgul.getInstance', 'every call', 'one instance per key'] }, `
public final class Nazgul {
  private static final Map<String, Nazgul> nazguls = new HashMap<>();
  private final String name;
  private Nazgul(String name) { this.name = name; }
  public static Nazgul getInstance(String name) {
    var found = nazguls.get(name);
    return found != null ? found : new Nazgul(name);
  }
}`);

sample('a multiton with a public constructor', 'java', { 'one-instance-per-key': ['broken', 'constructor is not private'] }, `
public class Connection {
  private static final Map<String, Connection> pools = new HashMap<>();
  public Connection(String url) {}
  public static Connection forUrl(String url) { return pools.computeIfAbsent(url, Connection::new); }
}`);

sample('a C# multiton with GetOrAdd', 'csharp', { 'one-instance-per-key': 'ok' }, `
public sealed class Printer {
    private static readonly ConcurrentDictionary<string, Printer> _printers = new();
    public string Floor { get; }
    private Printer(string floor) { Floor = floor; }
    public static Printer For(string floor) => _printers.GetOrAdd(floor, f => new Printer(f));
}`);

sample('a C# multiton that overwrites the key', 'csharp', { 'one-instance-per-key': ['broken', 'Printer.For', 'without first looking the key up'] }, `
public sealed class Printer {
    private static readonly Dictionary<string, Printer> _printers = new();
    private Printer(string floor) {}
    public static Printer For(string floor) {
        var p = new Printer(floor);
        _printers[floor] = p;
        return p;
    }
}`);

sample('a TypeScript multiton', 'typescript', { 'one-instance-per-key': 'ok' }, `
export class Logger {
  private static readonly instances = new Map<string, Logger>();
  private constructor(readonly name: string) {}
  static get(name: string): Logger {
    let logger = Logger.instances.get(name);
    if (!logger) {
      logger = new Logger(name);
      Logger.instances.set(name, logger);
    }
    return logger;
  }
}`);

sample('a TypeScript multiton with an open constructor', 'typescript', { 'one-instance-per-key': ['broken', 'not private'] }, `
export class Logger {
  private static readonly instances = new Map<string, Logger>();
  constructor(readonly name: string) {}
  static get(name: string): Logger {
    if (!Logger.instances.has(name)) Logger.instances.set(name, new Logger(name));
    return Logger.instances.get(name)!;
  }
}`);

sample('a Python multiton via __new__', 'python', { 'one-instance-per-key': 'ok' }, `
class Channel:
    _instances = {}

    def __new__(cls, name):
        if name not in cls._instances:
            cls._instances[name] = super().__new__(cls)
        return cls._instances[name]
`);

sample('a Python multiton that forgets its instances', 'python', { 'one-instance-per-key': ['broken', 'every call'] }, `
class Channel:
    _instances = {}

    @classmethod
    def get(cls, name):
        if name in cls._instances:
            return cls._instances[name]
        return cls(name)
`);

sample('a Go multiton with a mutex', 'go', { 'one-instance-per-key': 'ok' }, `
type Pool struct{ name string }

var (
	mu    sync.Mutex
	pools = map[string]*Pool{}
)

func GetPool(name string) *Pool {
	mu.Lock()
	defer mu.Unlock()
	if p, ok := pools[name]; ok {
		return p
	}
	p := &Pool{name: name}
	pools[name] = p
	return p
}`);

sample('a Go multiton that never stores', 'go', { 'one-instance-per-key': ['broken', 'GetPool', 'every call'] }, `
type Pool struct{ name string }

var pools = map[string]*Pool{}

func GetPool(name string) *Pool {
	if p, ok := pools[name]; ok {
		return p
	}
	return &Pool{name: name}
}`);

sample('an ordinary class with no instance map', 'java', { 'one-instance-per-key': ['missing', 'multiton'] }, `
public class Pool { public Pool(String name) {} }`);
