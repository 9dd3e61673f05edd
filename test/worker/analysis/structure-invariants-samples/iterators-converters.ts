// Samples of iterators, converters and fluent interfaces: iterators advance without exposing the collection, converters go both ways, chained calls return the object itself.
// Judged by structure-invariants-iterators-converters.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Iterator, converter, fluent interface ───

sample('a treasure chest with its own iterator', 'java', { 'iterator-advances-without-exposing': 'ok' }, `
public class TreasureChest {
  private final List<Item> items;
  public TreasureChest(List<Item> items) { this.items = List.copyOf(items); }
  public Iterator<Item> iterator(ItemType type) { return new TreasureChestItemIterator(this, type); }
  public List<Item> getItems() { return new ArrayList<>(items); }
}
public class TreasureChestItemIterator implements Iterator<Item> {
  private final TreasureChest chest;
  private int idx = -1;
  public TreasureChestItemIterator(TreasureChest chest, ItemType type) { this.chest = chest; }
  public boolean hasNext() { return findNextIdx() != -1; }
  public Item next() { idx = findNextIdx(); return idx != -1 ? chest.getItems().get(idx) : null; }
  private int findNextIdx() { return idx + 1 < chest.getItems().size() ? idx + 1 : -1; }
}`);

sample('an iterator whose next never moves', 'java', { 'iterator-advances-without-exposing': ['broken', 'ChestIterator.next', 'never moves'] }, `
public class ChestIterator implements Iterator<Item> {
  private final List<Item> items;
  private int idx = 0;
  public ChestIterator(List<Item> items) { this.items = items; }
  public boolean hasNext() { return idx < items.size(); }
  public Item next() { return items.get(idx); }
}`);

sample('an aggregate handing out its list', 'java', { 'iterator-advances-without-exposing': ['broken', 'TreasureChest.getItems', 'internal collection'] }, `
public class TreasureChest {
  private final List<Item> items = new ArrayList<>();
  public Iterator<Item> iterator() { return new ChestIterator(items); }
  public List<Item> getItems() { return items; }
}
public class ChestIterator implements Iterator<Item> {
  private final List<Item> items;
  private int idx;
  public ChestIterator(List<Item> items) { this.items = items; }
  public boolean hasNext() { return idx < items.size(); }
  public Item next() { return items.get(idx++); }
}`);

sample('a C# enumerator', 'csharp', { 'iterator-advances-without-exposing': 'ok' }, `
public class RangeEnumerator : IEnumerator<int> {
    private int _current = -1;
    private readonly int _end;
    public RangeEnumerator(int end) { _end = end; }
    public int Current => _current;
    public bool MoveNext() { _current++; return _current < _end; }
}`);

sample('a C# enumerator stuck in place', 'csharp', { 'iterator-advances-without-exposing': ['broken', 'RangeEnumerator.MoveNext', 'never moves'] }, `
public class RangeEnumerator : IEnumerator<int> {
    private int _current = 0;
    private readonly int _end;
    public int Current => _current;
    public bool MoveNext() { return _current < _end; }
}`);

sample('a TypeScript generator over a tree', 'typescript', { 'iterator-advances-without-exposing': 'ok' }, `
export class Tree {
  private readonly children: Tree[] = [];
  constructor(readonly value: number) {}
  *[Symbol.iterator](): Iterator<number> {
    yield this.value;
    for (const c of this.children) yield* c;
  }
}`);

sample('a TypeScript iterator not advancing', 'typescript', { 'iterator-advances-without-exposing': ['broken', 'ListIterator.next', 'never moves'] }, `
export class ListIterator<T> {
  private index = 0;
  constructor(private readonly items: T[]) {}
  hasNext(): boolean { return this.index < this.items.length; }
  next(): T { return this.items[this.index]; }
}`);

sample('a Python iterator class', 'python', { 'iterator-advances-without-exposing': 'ok' }, `
class ChestIterator:
    def __init__(self, items):
        self._items = items
        self._index = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._index >= len(self._items):
            raise StopIteration
        item = self._items[self._index]
        self._index += 1
        return item
`);

sample('a Python iterator stuck on the first item', 'python', { 'iterator-advances-without-exposing': ['broken', 'ChestIterator.__next__', 'never moves'] }, `
class ChestIterator:
    def __init__(self, items):
        self._items = items
        self._index = 0

    def __next__(self):
        if self._index >= len(self._items):
            raise StopIteration
        return self._items[self._index]
`);

sample('a Go iterator', 'go', { 'iterator-advances-without-exposing': 'ok' }, `
type ItemIterator struct {
	items []Item
	pos   int
}

func (it *ItemIterator) HasNext() bool { return it.pos < len(it.items) }

func (it *ItemIterator) Next() Item {
	item := it.items[it.pos]
	it.pos++
	return item
}`);

sample('a Go iterator that never advances', 'go', { 'iterator-advances-without-exposing': ['broken', 'ItemIterator.Next', 'never moves'] }, `
type ItemIterator struct {
	items []Item
	pos   int
}

func (it *ItemIterator) Next() Item { return it.items[it.pos] }`);

sample('a loop over a public list', 'java', { 'iterator-advances-without-exposing': ['missing', 'iterator'] }, `
public class Chest { public List<Item> items = new ArrayList<>(); }`);

sample('a generic two-way user converter', 'java', { 'converts-both-ways': 'ok' }, `
public class Converter<T, U> {
  private final Function<T, U> fromDto;
  private final Function<U, T> fromEntity;
  public Converter(Function<T, U> fromDto, Function<U, T> fromEntity) { this.fromDto = fromDto; this.fromEntity = fromEntity; }
  public final U convertFromDto(T dto) { return fromDto.apply(dto); }
  public final T convertFromEntity(U entity) { return fromEntity.apply(entity); }
}
public class UserConverter extends Converter<UserDto, User> {
  public UserConverter() { super(UserConverter::convertToEntity, UserConverter::convertToDto); }
  private static UserDto convertToDto(User user) { return new UserDto(user.firstName(), user.lastName()); }
  private static User convertToEntity(UserDto dto) { return new User(dto.firstName(), dto.lastName()); }
}`);

sample('a converter that only goes one way', 'java', { 'converts-both-ways': ['broken', 'UserConverter', 'one direction'] }, `
public class UserConverter {
  public User convertFromDto(UserDto dto) { return new User(dto.firstName(), dto.lastName()); }
}`);

sample('an entity converting itself to its DTO', 'java', { 'converts-both-ways': ['broken', 'User.toDto', 'know each other'] }, `
public class UserDto { final String name; UserDto(String n) { name = n; } }
public class User {
  final String name;
  User(String n) { name = n; }
  public UserDto toDto() { return new UserDto(name); }
}
public class UserConverter {
  public User fromDto(UserDto dto) { return new User(dto.name); }
  public UserDto fromEntity(User user) { return new UserDto(user.name); }
}`);

sample('a C# two-way mapper', 'csharp', { 'converts-both-ways': 'ok' }, `
public class OrderMapper {
    public OrderDto ToDto(Order o) => new OrderDto(o.Id, o.Total);
    public Order ToEntity(OrderDto d) => new Order(d.Id, d.Total);
}`);

sample('a C# one-way mapper', 'csharp', { 'converts-both-ways': ['broken', 'OrderMapper', 'one direction'] }, `
public class OrderMapper {
    public OrderDto ToDto(Order o) => new OrderDto(o.Id, o.Total);
}`);

sample('a TypeScript converter both ways', 'typescript', { 'converts-both-ways': 'ok' }, `
export class UserConverter {
  toDto(user: User): UserDto { return { name: user.name }; }
  fromDto(dto: UserDto): User { return new User(dto.name); }
}`);

sample('a TypeScript converter with only toDto', 'typescript', { 'converts-both-ways': ['broken', 'UserConverter', 'one direction'] }, `
export class UserConverter {
  toDto(user: User): UserDto { return { name: user.name }; }
}`);

sample('a Python converter both ways', 'python', { 'converts-both-ways': 'ok' }, `
class UserConverter:
    def to_dto(self, user):
        return UserDto(user.name)

    def from_dto(self, dto):
        return User(dto.name)
`);

sample('a Python converter one way', 'python', { 'converts-both-ways': ['broken', 'UserConverter', 'one direction'] }, `
class UserConverter:
    def to_dto(self, user):
        return UserDto(user.name)
`);

sample('a Go converter both ways', 'go', { 'converts-both-ways': 'ok' }, `
type UserConverter struct{}

func (UserConverter) ToDTO(u User) UserDTO { return UserDTO{Name: u.Name} }

func (UserConverter) FromDTO(d UserDTO) User { return User{Name: d.Name} }`);

sample('a Go converter one way', 'go', { 'converts-both-ways': ['broken', 'UserConverter', 'one direction'] }, `
type UserConverter struct{}

func (UserConverter) ToDTO(u User) UserDTO { return UserDTO{Name: u.Name} }`);

sample('types converted inline with no converter', 'java', { 'converts-both-ways': ['missing', 'converter'] }, `
public class User { public UserDto toDto() { return new UserDto(); } }`);

sample('a fluent query builder', 'java', { 'chain-returns-self': 'ok' }, `
public class Query {
  private String table;
  private final List<String> filters = new ArrayList<>();
  private int limit;
  public Query from(String table) { this.table = table; return this; }
  public Query where(String filter) { filters.add(filter); return this; }
  public Query limit(int limit) { this.limit = limit; return this; }
  public String build() { return "SELECT * FROM " + table; }
}`);

sample('a fluent builder with a void step', 'java', { 'chain-returns-self': ['broken', 'Query.limit', 'call chain breaks'] }, `
public class Query {
  private String table;
  private String filter;
  private int limit;
  public Query from(String table) { this.table = table; return this; }
  public Query where(String filter) { this.filter = filter; return this; }
  public void limit(int limit) { this.limit = limit; }
  public String build() { return "SELECT * FROM " + table; }
}`);

sample('a fluent builder whose header step fills a map and returns nothing', 'java', { 'chain-returns-self': ['broken', 'HttpRequestBuilder.header'] }, `
public class HttpRequestBuilder {
  private String url;
  private final Map<String, String> headers = new HashMap<>();
  public HttpRequestBuilder url(String url) { this.url = url; return this; }
  public HttpRequestBuilder method(String m) { return this; }
  public void header(String k, String v) { headers.put(k, v); }
  public HttpRequest build() { return new HttpRequest(url, headers); }
}`);

sample('a C# fluent email builder', 'csharp', { 'chain-returns-self': 'ok' }, `
public class EmailBuilder {
    private string _to = "";
    private string _subject = "";
    public EmailBuilder To(string to) { _to = to; return this; }
    public EmailBuilder Subject(string s) { _subject = s; return this; }
    public Email Build() => new Email(_to, _subject);
}`);

sample('a C# builder breaking the chain', 'csharp', { 'chain-returns-self': ['broken', 'EmailBuilder.Body'] }, `
public class EmailBuilder {
    private string _to = "";
    private string _subject = "";
    private string _body = "";
    public EmailBuilder To(string to) { _to = to; return this; }
    public EmailBuilder Subject(string s) { _subject = s; return this; }
    public void Body(string b) { _body = b; }
}`);

sample('a TypeScript fluent request', 'typescript', { 'chain-returns-self': 'ok' }, `
export class RequestBuilder {
  private headers: Record<string, string> = {};
  private url = '';
  to(url: string): this { this.url = url; return this; }
  header(k: string, v: string): this { this.headers[k] = v; return this; }
  send(): Promise<Response> { return fetch(this.url, { headers: this.headers }); }
}`);

sample('a TypeScript builder with a void step', 'typescript', { 'chain-returns-self': ['broken', 'RequestBuilder.timeout'] }, `
export class RequestBuilder {
  private url = '';
  private ms = 0;
  private verb = 'GET';
  to(url: string): this { this.url = url; return this; }
  method(v: string): this { this.verb = v; return this; }
  timeout(ms: number): void { this.ms = ms; }
}`);

sample('a Python fluent builder', 'python', { 'chain-returns-self': 'ok' }, `
class Query:
    def __init__(self):
        self._table = None
        self._filters = []

    def frm(self, table):
        self._table = table
        return self

    def where(self, f):
        self._filters.append(f)
        return self
`);

sample('a Python builder step returning None', 'python', { 'chain-returns-self': ['broken', 'Query.limit'] }, `
class Query:
    def __init__(self):
        self._table = None
        self._limit = None
        self._filter = None

    def frm(self, table):
        self._table = table
        return self

    def where(self, f):
        self._filter = f
        return self

    def limit(self, n):
        self._limit = n
`);

sample('a Go fluent builder', 'go', { 'chain-returns-self': 'ok' }, `
type Query struct {
	table string
	limit int
}

func (q *Query) From(t string) *Query { q.table = t; return q }
func (q *Query) Limit(n int) *Query   { q.limit = n; return q }`);

sample('a Go builder with a dead-end setter', 'go', { 'chain-returns-self': ['broken', 'Query.Where'] }, `
type Query struct {
	table  string
	limit  int
	filter string
}

func (q *Query) From(t string) *Query { q.table = t; return q }
func (q *Query) Limit(n int) *Query   { q.limit = n; return q }
func (q *Query) Where(f string)       { q.filter = f }`);

sample('plain setters, no chaining', 'java', { 'chain-returns-self': ['missing', 'fluent interface'] }, `
public class Query { private String t; public void setTable(String t) { this.t = t; } }`);
