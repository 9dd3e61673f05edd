// Samples of caches, shards and data buses: the cache stays consistent with the store, keys route to shards deterministically, the bus delivers to its members.
// Judged by structure-invariants-caching.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Caching, sharding, data bus ───

sample('a write-through cache store', 'java', { 'cache-consistent-with-store': 'ok' }, `
public class CacheStore {
  private final LruCache cache;
  private final DbManager dbManager;
  public CacheStore(LruCache cache, DbManager dbManager) { this.cache = cache; this.dbManager = dbManager; }
  public UserAccount readThrough(String userId) {
    if (cache.contains(userId)) return cache.get(userId);
    var account = dbManager.readFromDb(userId);
    cache.set(userId, account);
    return account;
  }
  public void writeThrough(UserAccount account) {
    dbManager.updateDb(account);
    cache.set(account.getUserId(), account);
  }
  public void delete(String userId) { dbManager.deleteFromDb(userId); cache.invalidate(userId); }
}`);

sample('a cache that goes stale on update', 'java', { 'cache-consistent-with-store': ['broken', 'CacheStore.updateAccount', 'stale'] }, `
public class CacheStore {
  private final LruCache cache;
  private final DbManager dbManager;
  public CacheStore(LruCache cache, DbManager dbManager) { this.cache = cache; this.dbManager = dbManager; }
  public UserAccount readThrough(String userId) {
    if (cache.contains(userId)) return cache.get(userId);
    var account = dbManager.readFromDb(userId);
    cache.set(userId, account);
    return account;
  }
  public void updateAccount(UserAccount account) { dbManager.updateDb(account); }
}`);

sample('a C# cache-aside service', 'csharp', { 'cache-consistent-with-store': 'ok' }, `
public class ProductService {
    private readonly IMemoryCache _cache;
    private readonly IProductRepository _repo;
    public ProductService(IMemoryCache cache, IProductRepository repo) { _cache = cache; _repo = repo; }
    public Product GetProduct(int id) => _cache.GetOrCreate(id, _ => _repo.Find(id));
    public void UpdateProduct(Product p) { _repo.Update(p); _cache.Remove(p.Id); }
}`);

sample('a C# service reading around its cache', 'csharp', { 'cache-consistent-with-store': ['broken', 'ProductService.GetProduct', 'without looking'] }, `
public class ProductService {
    private readonly IMemoryCache _cache;
    private readonly IProductRepository _repo;
    public ProductService(IMemoryCache cache, IProductRepository repo) { _cache = cache; _repo = repo; }
    public Product GetProduct(int id) => _repo.Find(id);
    public void UpdateProduct(Product p) { _repo.Update(p); _cache.Remove(p.Id); }
}`);

sample('a TypeScript cache-aside repository', 'typescript', { 'cache-consistent-with-store': 'ok' }, `
export class CachedUsers {
  private readonly cache = new Map<string, User>();
  constructor(private readonly db: UserDb) {}
  async getUser(id: string): Promise<User> {
    const hit = this.cache.get(id);
    if (hit) return hit;
    const user = await this.db.find(id);
    this.cache.set(id, user);
    return user;
  }
  async saveUser(user: User): Promise<void> { await this.db.save(user); this.cache.delete(user.id); }
}`);

sample('a TypeScript cache never invalidated', 'typescript', { 'cache-consistent-with-store': ['broken', 'CachedUsers.saveUser', 'stale'] }, `
export class CachedUsers {
  private readonly cache = new Map<string, User>();
  constructor(private readonly db: UserDb) {}
  async getUser(id: string): Promise<User> {
    if (this.cache.has(id)) return this.cache.get(id)!;
    const user = await this.db.find(id);
    this.cache.set(id, user);
    return user;
  }
  async saveUser(user: User): Promise<void> { await this.db.save(user); }
}`);

sample('a Python write-through cache', 'python', { 'cache-consistent-with-store': 'ok' }, `
class AccountStore:
    def __init__(self, db):
        self._cache = {}
        self._db = db

    def get(self, account_id):
        if account_id in self._cache:
            return self._cache[account_id]
        account = self._db.load(account_id)
        self._cache[account_id] = account
        return account

    def update(self, account):
        self._db.update(account)
        self._cache[account.id] = account
`);

sample('a Python cache skipped on update', 'python', { 'cache-consistent-with-store': ['broken', 'AccountStore.update', 'stale'] }, `
class AccountStore:
    def __init__(self, db):
        self._cache = {}
        self._db = db

    def get(self, account_id):
        if account_id in self._cache:
            return self._cache[account_id]
        return self._db.load(account_id)

    def update(self, account):
        self._db.update(account)
`);

sample('a Go cache-aside store', 'go', { 'cache-consistent-with-store': 'ok' }, `
type UserStore struct {
	cache map[string]*User
	db    UserDB
}

func (s *UserStore) Get(id string) (*User, error) {
	if u, ok := s.cache[id]; ok {
		return u, nil
	}
	u, err := s.db.Load(id)
	if err == nil {
		s.cache[id] = u
	}
	return u, err
}

func (s *UserStore) Update(u *User) error {
	delete(s.cache, u.ID)
	return s.db.Update(u)
}`);

sample('a Go store updating the database only', 'go', { 'cache-consistent-with-store': ['broken', 'UserStore.Update', 'stale'] }, `
type UserStore struct {
	cache map[string]*User
	db    UserDB
}

func (s *UserStore) Get(id string) (*User, error) {
	if u, ok := s.cache[id]; ok {
		return u, nil
	}
	return s.db.Load(id)
}

func (s *UserStore) Update(u *User) error { return s.db.Update(u) }`);

sample('a JavaScript cache-aside price service', 'javascript', { 'cache-consistent-with-store': 'ok' }, `
class CachedPrices {
  constructor(api) { this.api = api; this.cache = new Map(); }
  async price(sku) { if (this.cache.has(sku)) return this.cache.get(sku); const p = await this.api.fetchPrice(sku); this.cache.set(sku, p); return p; }
  async updatePrice(sku, p) { await this.api.updatePrice(sku, p); this.cache.delete(sku); }
}`);

sample('a JavaScript price cache left stale', 'javascript', { 'cache-consistent-with-store': ['broken', 'CachedPrices.updatePrice', 'stale'] }, `
class CachedPrices {
  constructor(api) { this.api = api; this.cache = new Map(); }
  async price(sku) { if (this.cache.has(sku)) return this.cache.get(sku); const p = await this.api.fetchPrice(sku); this.cache.set(sku, p); return p; }
  async updatePrice(sku, p) { await this.api.updatePrice(sku, p); }
}`);

sample('no cache in front of the store', 'java', { 'cache-consistent-with-store': ['missing', 'cache'] }, `
public class Users { private final UserDao dao; public Users(UserDao d) { dao = d; } public User get(String id) { return dao.find(id); } }`);

sample('hash-based shard allocation', 'java', { 'routes-key-deterministically': 'ok' }, `
public class HashShardManager extends ShardManager {
  protected int allocateShard(Data data) {
    var shardCount = shardMap.size();
    var hash = data.getKey() % shardCount;
    return hash == 0 ? hash + shardCount : hash;
  }
}`);

sample('random shard allocation', 'java', { 'routes-key-deterministically': ['broken', 'RandomShardManager.allocateShard', 'random', 'same key'] }, `
public class RandomShardManager extends ShardManager {
  private final Random random = new Random();
  protected int allocateShard(Data data) { return random.nextInt(shardMap.size()) + 1; }
}`);

sample('round-robin shard allocation', 'java', { 'routes-key-deterministically': ['broken', 'RoundRobinShardManager.allocateShard', 'round robin'] }, `
public class RoundRobinShardManager extends ShardManager {
  private int next;
  protected int allocateShard(Data data) { next = (next + 1) % shardMap.size(); return next; }
}`);

sample('a C# consistent hash router', 'csharp', { 'routes-key-deterministically': 'ok' }, `
public class ShardRouter {
    private readonly IReadOnlyList<Shard> _shards;
    public ShardRouter(IReadOnlyList<Shard> shards) { _shards = shards; }
    public Shard ShardFor(string key) => _shards[(int)(XxHash32.HashToUInt32(Encoding.UTF8.GetBytes(key)) % (uint)_shards.Count)];
}`);

sample('a C# router picking a random shard', 'csharp', { 'routes-key-deterministically': ['broken', 'ShardRouter.ShardFor', 'random'] }, `
public class ShardRouter {
    private readonly IReadOnlyList<Shard> _shards;
    public ShardRouter(IReadOnlyList<Shard> shards) { _shards = shards; }
    public Shard ShardFor(string key) => _shards[Random.Shared.Next(_shards.Count)];
}`);

sample('a TypeScript range shard lookup', 'typescript', { 'routes-key-deterministically': 'ok' }, `
export function shardFor(userId: number, shards: Shard[]): Shard {
  if (userId < 1000) return shards[0];
  return shards[userId % shards.length];
}`);

sample('a TypeScript shard picked by Math.random', 'typescript', { 'routes-key-deterministically': ['broken', 'shardFor', 'random'] }, `
export function shardFor(userId: number, shards: Shard[]): Shard {
  return shards[Math.floor(Math.random() * shards.length)];
}`);

sample('a Python hash router', 'python', { 'routes-key-deterministically': 'ok' }, `
def shard_for(key, shards):
    digest = hashlib.sha1(key.encode()).hexdigest()
    return shards[int(digest, 16) % len(shards)]
`);

sample('a Python random router', 'python', { 'routes-key-deterministically': ['broken', 'shard_for', 'random'] }, `
def shard_for(key, shards):
    return random.choice(shards)
`);

sample('a Go crc32 router', 'go', { 'routes-key-deterministically': 'ok' }, `
func ShardFor(key string, n int) int {
	return int(crc32.ChecksumIEEE([]byte(key)) % uint32(n))
}`);

sample('a Go round robin router', 'go', { 'routes-key-deterministically': ['broken', 'Router.ShardFor', 'round robin'] }, `
type Router struct{ next, n int }

func (r *Router) ShardFor(key string) int {
	r.next = (r.next + 1) % r.n
	return r.next
}`);

sample('no shard routing', 'java', { 'routes-key-deterministically': ['missing', 'shard'] }, `
public class Store { public void save(Data d) { db.insert(d); } }`);

sample('a data bus delivering to members', 'java', { 'bus-delivers-to-members': 'ok' }, `
public class DataBus {
  private static final DataBus INSTANCE = new DataBus();
  private final Set<Member> listeners = new HashSet<>();
  public static DataBus getInstance() { return INSTANCE; }
  public void subscribe(final Member member) { this.listeners.add(member); }
  public void unsubscribe(final Member member) { this.listeners.remove(member); }
  public void publish(final DataType event) { event.setDataBus(this); listeners.forEach(listener -> listener.accept(event)); }
}`);

sample('a bus whose publish reaches nobody', 'java', { 'bus-delivers-to-members': ['broken', 'DataBus.publish', 'never receive'] }, `
public class DataBus {
  private final Set<Member> listeners = new HashSet<>();
  public void subscribe(final Member member) { this.listeners.add(member); }
  public void publish(final DataType event) { event.setDataBus(this); }
}`);

sample('a C# event bus', 'csharp', { 'bus-delivers-to-members': 'ok' }, `
public class EventBus {
    private readonly List<IMember> _members = new();
    public void Subscribe(IMember m) => _members.Add(m);
    public void Publish(object evt) { foreach (var m in _members) m.Accept(evt); }
}`);

sample('a C# bus sending to the first member only', 'csharp', { 'bus-delivers-to-members': ['broken', 'EventBus.Publish'] }, `
public class EventBus {
    private readonly List<IMember> _members = new();
    public void Subscribe(IMember m) => _members.Add(m);
    public void Publish(object evt) { _members[0].Accept(evt); }
}`);

sample('a TypeScript bus', 'typescript', { 'bus-delivers-to-members': 'ok' }, `
export class DataBus {
  private readonly members = new Set<Member>();
  subscribe(m: Member): void { this.members.add(m); }
  publish(event: DataEvent): void { for (const m of this.members) m.accept(event); }
}`);

sample('a Python bus', 'python', { 'bus-delivers-to-members': 'ok' }, `
class DataBus:
    def __init__(self):
        self._members = []

    def subscribe(self, member):
        self._members.append(member)

    def publish(self, event):
        for member in self._members:
            member.accept(event)
`);

sample('a Python bus that drops events', 'python', { 'bus-delivers-to-members': ['broken', 'DataBus.publish'] }, `
class DataBus:
    def __init__(self):
        self._members = []

    def subscribe(self, member):
        self._members.append(member)

    def publish(self, event):
        self.last = event
`);

sample('a Go bus', 'go', { 'bus-delivers-to-members': 'ok' }, `
type DataBus struct{ members []Member }

func (b *DataBus) Subscribe(m Member) { b.members = append(b.members, m) }

func (b *DataBus) Publish(e Event) {
	for _, m := range b.members {
		m.Accept(e)
	}
}`);

sample('components calling each other directly', 'java', { 'bus-delivers-to-members': ['missing', 'data bus'] }, `
public class Scheduler { private final Notifier notifier; public Scheduler(Notifier n) { notifier = n; } public void start() { notifier.notifyAll("start"); } }`);
