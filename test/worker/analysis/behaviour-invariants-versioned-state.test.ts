// Behaviour invariants judged in every language: thread-specific storage keeps a context per thread and clears it, optimistic locks reject stale versions and increment them, and idempotent consumers skip processed messages.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

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

describeFamilies([
  ['thread-specific storage', threadSpecific],
  ['optimistic lock and version number', optimisticLock],
  ['idempotent consumer', idempotentConsumer],
]);
