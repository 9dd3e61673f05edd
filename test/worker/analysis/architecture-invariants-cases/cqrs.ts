// Cases of command query responsibility segregation: commands return no data, and queries change nothing.
// Judged by architecture-invariants-cqrs.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const CQRS: Case[] = [
  { name: 'Java command and query services kept apart', check: 'commands-return-no-data', language: 'java', expect: 'ok', code: `
public interface CommandService { void authorCreated(String username, String name, String email); void bookAddedToAuthor(String title, double price, String username); }
public class CommandServiceImpl implements CommandService {
  private final SessionFactory sessionFactory;
  public void authorCreated(String username, String name, String email) { var s = sessionFactory.openSession(); s.save(new Author(username, name, email)); }
  public void bookAddedToAuthor(String title, double price, String username) { }
}
public class QueryServiceImpl implements QueryService {
  public Author getAuthorByUsername(String username) { return null; }
  public BigInteger getAuthorsCount() { return BigInteger.ZERO; }
}` },
  { name: 'a Java command that returns the saved entity', check: 'commands-return-no-data', language: 'java', expect: 'broken', words: ['authorCreated', 'command', 'returns'], code: `
public class CommandServiceImpl {
  public Author authorCreated(String username, String name, String email) { var a = new Author(username, name, email); return a; }
}
public class QueryServiceImpl { public Author getAuthorByUsername(String u) { return null; } }` },
  { name: 'a C# command handler returning only the new id', check: 'commands-return-no-data', language: 'csharp', expect: 'ok', code: `
public class CreateOrderCommand { public string Item { get; init; } }
public class CreateOrderCommandHandler : IRequestHandler<CreateOrderCommand, Guid> {
  private readonly IOrderRepository _orders;
  public CreateOrderCommandHandler(IOrderRepository orders) { _orders = orders; }
  public async Task<Guid> Handle(CreateOrderCommand command, CancellationToken ct) { var o = new Order(command.Item); await _orders.AddAsync(o); return o.Id; }
}` },
  { name: 'a C# command handler returning a DTO', check: 'commands-return-no-data', language: 'csharp', expect: 'broken', words: ['CreateOrderCommandHandler', 'OrderDto'], code: `
public class OrderDto { public Guid Id { get; init; } public string Item { get; init; } }
public class CreateOrderCommandHandler {
  private readonly IOrderRepository _orders;
  public CreateOrderCommandHandler(IOrderRepository orders) { _orders = orders; }
  public async Task<OrderDto> Handle(CreateOrderCommand command, CancellationToken ct) { var o = new Order(command.Item); await _orders.AddAsync(o); return new OrderDto { Id = o.Id, Item = o.Item }; }
}` },
  { name: 'a Python command handler returning nothing', check: 'commands-return-no-data', language: 'python', expect: 'ok', code: `
class RenameAuthorHandler:
    def __init__(self, authors):
        self.authors = authors
    def handle(self, command: RenameAuthor) -> None:
        author = self.authors.get(command.author_id)
        author.rename(command.name)
        self.authors.save(author)
` },
  { name: 'a Python command handler that hands back the entity it loaded', check: 'commands-return-no-data', language: 'python', expect: 'broken', words: ['handle', 'author'], code: `
class RenameAuthorHandler:
    def __init__(self, authors):
        self.authors = authors
    def handle(self, command):
        author = self.authors.get(command.author_id)
        author.rename(command.name)
        self.authors.save(author)
        return author
` },
  { name: 'a TypeScript command bus handler returning an id', check: 'commands-return-no-data', language: 'typescript', expect: 'ok', code: `
class PlaceOrderCommandHandler {
  constructor(private readonly orders: OrderRepository) {}
  async execute(cmd: PlaceOrderCommand): Promise<string> { const o = Order.place(cmd.items); await this.orders.save(o); return o.id; }
}` },
  { name: 'a TypeScript command returning the order list', check: 'commands-return-no-data', language: 'typescript', expect: 'broken', words: ['PlaceOrderCommandHandler', 'Order'], code: `
class Order { constructor(public id: string) {} }
class PlaceOrderCommandHandler {
  constructor(private readonly orders: OrderRepository) {}
  async execute(cmd: PlaceOrderCommand): Promise<Order[]> { await this.orders.save(new Order(cmd.id)); return this.orders.all(); }
}` },
  { name: 'a Go command handler returning an error only', check: 'commands-return-no-data', language: 'go', expect: 'ok', code: `
type CreateUserCommandHandler struct {
  users UserRepository
}
func (h *CreateUserCommandHandler) Handle(cmd CreateUserCommand) error { return h.users.Save(NewUser(cmd.Name)) }` },
  { name: 'a Go command handler that returns the user', check: 'commands-return-no-data', language: 'go', expect: 'broken', words: ['Handle', 'User'], code: `
type User struct {
  ID string
  Name string
}
type CreateUserCommandHandler struct {
  users UserRepository
}
func (h *CreateUserCommandHandler) Handle(cmd CreateUserCommand) (*User, error) { u := &User{Name: cmd.Name}; return u, h.users.Save(u) }` },
  { name: 'a Java command bus returning the generic result type', check: 'commands-return-no-data', language: 'java', expect: 'ok', code: `
public class CommandBus {
  private final Map<Class<?>, CommandHandler<?, ?>> handlers = new HashMap<>();
  public <R> R dispatch(Command<R> command) { return ((CommandHandler<Command<R>, R>) handlers.get(command.getClass())).handle(command); }
}
public class QueryBus { public <R> R ask(Query<R> query) { return null; } }` },
  { name: 'one service that both writes and reads', check: 'commands-return-no-data', language: 'java', expect: 'missing', words: ['AuthorService', 'command', 'query'], code: `
public class AuthorService {
  public void createAuthor(String name) { }
  public Author getAuthor(String name) { return null; }
}` },
  // queries-change-nothing
  { name: 'a Java query service that only reads', check: 'queries-change-nothing', language: 'java', expect: 'ok', code: `
public class QueryServiceImpl implements QueryService {
  private final SessionFactory sessionFactory;
  public Author getAuthorByUsername(String username) {
    try (var session = sessionFactory.openSession()) {
      var q = session.createNativeQuery("SELECT * FROM Author WHERE username = :u");
      q.setParameter("u", username);
      return (Author) q.uniqueResult();
    }
  }
  public List<Book> getAuthorBooks(String username) { List<Book> books = new ArrayList<>(); books.add(new Book()); return books; }
}` },
  { name: 'a Java query that records a view count', check: 'queries-change-nothing', language: 'java', expect: 'broken', words: ['getAuthorByUsername', 'query', 'state'], code: `
public class QueryServiceImpl implements QueryService {
  private final AuthorRepository repository;
  public Author getAuthorByUsername(String username) {
    Author a = repository.findByUsername(username);
    a.setViews(a.getViews() + 1);
    repository.save(a);
    return a;
  }
}` },
  { name: 'a C# query handler that reads a projection', check: 'queries-change-nothing', language: 'csharp', expect: 'ok', code: `
public class GetOrderQueryHandler : IRequestHandler<GetOrderQuery, OrderDto> {
  private readonly IReadModel _read; private readonly ILogger _logger;
  public async Task<OrderDto> Handle(GetOrderQuery query, CancellationToken ct) { _logger.LogInformation("get"); return await _read.FindAsync(query.Id); }
}` },
  { name: 'a C# query handler that updates the last-seen time', check: 'queries-change-nothing', language: 'csharp', expect: 'broken', words: ['GetOrderQueryHandler', 'query'], code: `
public class GetOrderQueryHandler {
  private readonly ShopDbContext _db;
  public async Task<OrderDto> Handle(GetOrderQuery query, CancellationToken ct) {
    var order = await _db.Orders.FindAsync(query.Id);
    order.LastViewed = DateTime.UtcNow;
    await _db.SaveChangesAsync();
    return new OrderDto(order);
  }
}` },
  { name: 'a Python query handler that reads only', check: 'queries-change-nothing', language: 'python', expect: 'ok', code: `
class AuthorQueries:
    def __init__(self, read_db):
        self.read_db = read_db
        self.cache = {}
    def by_username(self, username):
        if username not in self.cache:
            self.cache[username] = self.read_db.fetch_one(username)
        return self.cache[username]
` },
  { name: 'a Python query that deletes expired rows while reading', check: 'queries-change-nothing', language: 'python', expect: 'broken', words: ['AuthorQueries', 'delete'], code: `
class AuthorQueries:
    def __init__(self, repo):
        self.repo = repo
    def active_authors(self):
        self.repo.delete_expired()
        return self.repo.all()
` },
  { name: 'a TypeScript query that counts hits in its own state', check: 'queries-change-nothing', language: 'typescript', expect: 'broken', words: ['ProductQueries', 'lastQueried'], code: `
class ProductQueries {
  private lastQueried = '';
  constructor(private readonly read: ProductReadModel) {}
  find(id: string): Promise<ProductView> { this.lastQueried = id; return this.read.byId(id); }
}` },
  { name: 'a TypeScript query over a read model', check: 'queries-change-nothing', language: 'typescript', expect: 'ok', code: `
class ProductQueries {
  constructor(private readonly read: ProductReadModel) {}
  find(id: string): Promise<ProductView> { return this.read.byId(id); }
  list(): Promise<ProductView[]> { const out: ProductView[] = []; return this.read.all().then((xs) => { out.push(...xs); return out; }); }
}` },
  { name: 'a Go query that executes an UPDATE', check: 'queries-change-nothing', language: 'go', expect: 'broken', words: ['GetUserQueryHandler', 'Exec'], code: `
type GetUserQueryHandler struct {
  db *sql.DB
}
func (h *GetUserQueryHandler) Handle(q GetUserQuery) (User, error) {
  h.db.Exec("UPDATE users SET reads = reads + 1 WHERE id = $1", q.ID)
  var u User
  err := h.db.QueryRow("SELECT name FROM users WHERE id = $1", q.ID).Scan(&u.Name)
  return u, err
}` },
  { name: 'a Go query that only selects', check: 'queries-change-nothing', language: 'go', expect: 'ok', code: `
type GetUserQueryHandler struct {
  db *sql.DB
}
func (h *GetUserQueryHandler) Handle(q GetUserQuery) (User, error) {
  var u User
  err := h.db.QueryRow("SELECT name FROM users WHERE id = $1", q.ID).Scan(&u.Name)
  return u, err
}` },
];
