// Cases of hexagonal, onion, clean and layered architectures: the core depends on ports only, and layers call downward.
// Judged by architecture-invariants-layers.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const LAYERS: Case[] = [
  { name: 'a Java hexagonal core that only knows its ports', check: 'core-depends-on-ports', language: 'java', expect: 'ok', code: `
public interface LotteryTicketRepository { Optional<LotteryTicket> findById(LotteryTicketId id); void save(LotteryTicket t); }
public interface WireTransfers { boolean transfer(int amount, String from, String to); }
public class LotteryService {
  private final LotteryTicketRepository repository; private final WireTransfers wireTransfers;
  @Inject public LotteryService(LotteryTicketRepository repository, WireTransfers wireTransfers) { this.repository = repository; this.wireTransfers = wireTransfers; }
  public void submitTicket(LotteryTicket ticket) { if (wireTransfers.transfer(3, ticket.account(), "bank")) repository.save(ticket); }
}
public class MongoTicketRepository implements LotteryTicketRepository {
  private final MongoCollection<Document> tickets;
  public MongoTicketRepository(MongoClient client) { this.tickets = client.getDatabase("lottery").getCollection("tickets"); }
  public Optional<LotteryTicket> findById(LotteryTicketId id) { return Optional.empty(); }
  public void save(LotteryTicket t) { tickets.insertOne(new Document()); }
}` },
  { name: 'a Java domain entity holding dates and money', check: 'core-depends-on-ports', language: 'java', expect: 'ok', code: `
public class Subscription {
  private final SubscriptionId id; private LocalDate expiresOn; private MoneyValue fee;
  public Subscription(SubscriptionId id, LocalDate expiresOn, MoneyValue fee) { this.id = id; this.expiresOn = expiresOn; this.fee = fee; }
  public void renew(Period p) { expiresOn = expiresOn.plus(p); }
}` },
  { name: 'a Java core service that opens a JDBC connection', check: 'core-depends-on-ports', language: 'java', expect: 'broken', words: ['LotteryService', 'DriverManager', 'port'], code: `
public class LotteryService {
  public void submitTicket(LotteryTicket ticket) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:x")) {
      c.prepareStatement("INSERT INTO tickets VALUES (?)").executeUpdate();
    }
  }
}` },
  { name: 'a Java core service that builds its own adapter', check: 'core-depends-on-ports', language: 'java', expect: 'broken', words: ['OrderService', 'JpaOrderRepository', 'OrderRepository'], code: `
public interface OrderRepository { void save(Order o); }
public class JpaOrderRepository implements OrderRepository { public void save(Order o) { } }
public class OrderService {
  private final OrderRepository orders;
  public OrderService() { this.orders = new JpaOrderRepository(); }
  public void place(Order o) { orders.save(o); }
}` },
  { name: 'a Python core receiving an abstract repository', check: 'core-depends-on-ports', language: 'python', expect: 'ok', code: `
from abc import ABC, abstractmethod

class OrderRepository(ABC):
    @abstractmethod
    def save(self, order): ...

class SqliteOrderRepository(OrderRepository):
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
    def save(self, order):
        self.conn.execute("INSERT INTO orders VALUES (?)", (order.id,))

class PlaceOrder:
    def __init__(self, orders: OrderRepository):
        self.orders = orders
    def __call__(self, order):
        order.validate()
        self.orders.save(order)
` },
  { name: 'a Python use case that talks to sqlite itself', check: 'core-depends-on-ports', language: 'python', expect: 'broken', words: ['PlaceOrder', 'sqlite3', 'port'], code: `
class PlaceOrder:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
    def __call__(self, order):
        order.validate()
        self.conn.execute("INSERT INTO orders VALUES (?)", (order.id,))
` },
  { name: 'a duck-typed Python core with an injected adapter', check: 'core-depends-on-ports', language: 'python', expect: 'ok', code: `
class SlackNotifier:
    def notify(self, text):
        requests.post(SLACK_URL, json={"text": text})

class SignupService:
    def __init__(self, notifier):
        self.notifier = notifier
    def sign_up(self, user):
        user.activate()
        self.notifier.notify(f"welcome {user.name}")
` },
  { name: 'a TypeScript core with a port and a Postgres adapter', check: 'core-depends-on-ports', language: 'typescript', expect: 'ok', code: `
export interface PersonRepository { save(p: Person): Promise<void> }
export class PgPersonRepository implements PersonRepository {
  constructor(private readonly pool: Pool) {}
  async save(p: Person): Promise<void> { await this.pool.query('INSERT INTO people VALUES ($1)', [p.id]); }
}
export class SavePersonUseCase {
  constructor(private readonly people: PersonRepository) {}
  async execute(p: Person): Promise<void> { p.validate(); await this.people.save(p); }
}` },
  { name: 'a TypeScript use case that calls fetch directly', check: 'core-depends-on-ports', language: 'typescript', expect: 'broken', words: ['SavePersonUseCase', 'fetch'], code: `
export class SavePersonUseCase {
  async execute(p: Person): Promise<void> {
    p.validate();
    await fetch('https://crm.example.com/people', { method: 'POST', body: JSON.stringify(p) });
  }
}` },
  { name: 'a TypeScript use case typed by the concrete adapter', check: 'core-depends-on-ports', language: 'typescript', expect: 'broken', words: ['SavePersonUseCase', 'PgPersonRepository', 'PersonRepository'], code: `
export interface PersonRepository { save(p: Person): Promise<void> }
export class PgPersonRepository implements PersonRepository { async save(p: Person): Promise<void> {} }
export class SavePersonUseCase {
  constructor(private readonly people: PgPersonRepository) {}
  async execute(p: Person): Promise<void> { await this.people.save(p); }
}` },
  { name: 'a Go service depending on a repository interface', check: 'core-depends-on-ports', language: 'go', expect: 'ok', code: `
type OrderRepository interface {
  Save(o Order) error
}
type PostgresOrders struct {
  db *sql.DB
}
func (p *PostgresOrders) Save(o Order) error { _, err := p.db.Exec("INSERT INTO orders VALUES ($1)", o.ID); return err }
type OrderService struct {
  repo OrderRepository
}
func NewOrderService(repo OrderRepository) *OrderService { return &OrderService{repo: repo} }
func (s *OrderService) Place(o Order) error { return s.repo.Save(o) }
func main() { db, _ := sql.Open("postgres", "dsn"); svc := NewOrderService(&PostgresOrders{db: db}); _ = svc }` },
  { name: 'a Go service holding a *sql.DB', check: 'core-depends-on-ports', language: 'go', expect: 'broken', words: ['OrderService', 'DB'], code: `
type OrderService struct {
  db *sql.DB
}
func (s *OrderService) Place(o Order) error { _, err := s.db.Exec("INSERT INTO orders VALUES ($1)", o.ID); return err }` },
  { name: 'a C# application service that uses its DbContext', check: 'core-depends-on-ports', language: 'csharp', expect: 'broken', words: ['CheckoutService', 'ShopDbContext'], code: `
public class CheckoutService {
  private readonly ShopDbContext _db;
  public CheckoutService(ShopDbContext db) { _db = db; }
  public void Checkout(Cart cart) { _db.Orders.Add(new Order(cart)); _db.SaveChanges(); }
}` },
  { name: 'a C# application service using a port', check: 'core-depends-on-ports', language: 'csharp', expect: 'ok', code: `
public interface IOrderRepository { void Add(Order order); }
public class EfOrderRepository : IOrderRepository { private readonly ShopDbContext _db; public EfOrderRepository(ShopDbContext db) { _db = db; } public void Add(Order order) { _db.Orders.Add(order); _db.SaveChanges(); } }
public class CheckoutService {
  private readonly IOrderRepository _orders;
  public CheckoutService(IOrderRepository orders) { _orders = orders; }
  public void Checkout(Cart cart) { _orders.Add(new Order(cart)); }
}` },
  { name: 'a controller that does the business work and the SQL itself', check: 'core-depends-on-ports', language: 'java', expect: 'missing', words: ['OrderController', 'port'], code: `
@RestController
public class OrderController {
  private final JdbcTemplate jdbc;
  public OrderController(JdbcTemplate jdbc) { this.jdbc = jdbc; }
  @PostMapping("/orders") public void place(@RequestBody Order o) { if (o.total() > 0) jdbc.update("INSERT INTO orders VALUES (?)", o.id()); }
}` },
  { name: 'a Java domain service importing the JPA adapter', check: 'core-depends-on-ports', language: 'java', expect: 'broken', words: ['OrderService', 'JpaOrderRepository'], code: `
package com.shop.domain;
import com.shop.infrastructure.JpaOrderRepository;
public class OrderService {
  private final JpaOrderRepository orders;
  public OrderService(JpaOrderRepository orders) { this.orders = orders; }
  public void place(Order o) { o.validate(); orders.save(o); }
}` },
  { name: 'a Python domain module importing the database session', check: 'core-depends-on-ports', language: 'python', expect: 'broken', words: ['OrderService', 'infrastructure'], code: `
from infrastructure.db import session

class OrderService:
    def place(self, order):
        order.validate()
        session.add(order)
` },
  // layers-call-downward
  { name: 'a Java three-layer design calling downward only', check: 'layers-call-downward', language: 'java', expect: 'ok', code: `
public interface CakeBakingService { List<CakeInfo> getAllCakes(); }
public class CakeBakingServiceImpl implements CakeBakingService {
  private final CakeDao cakeDao;
  public CakeBakingServiceImpl(CakeDao cakeDao) { this.cakeDao = cakeDao; }
  public List<CakeInfo> getAllCakes() { return cakeDao.findAll(); }
}
public interface CakeDao { List<CakeInfo> findAll(); }
public class CakeViewImpl implements View {
  private final CakeBakingService cakeBakingService;
  public CakeViewImpl(CakeBakingService cakeBakingService) { this.cakeBakingService = cakeBakingService; }
  public void render() { cakeBakingService.getAllCakes().forEach(c -> LOGGER.info(c.toString())); }
}` },
  { name: 'a Java view rendering entities it gets from the service', check: 'layers-call-downward', language: 'java', expect: 'ok', code: `
public class CakeEntity { private Long id; }
public class CakeRepository { List<CakeEntity> findAll() { return List.of(); } }
public class CakeService { private final CakeRepository repo; List<CakeEntity> all() { return repo.findAll(); } }
public class CakeView { private final CakeService service; void render(List<CakeEntity> cakes) { cakes.forEach(System.out::println); } }` },
  { name: 'a Java view that reads the DAO and skips the service layer', check: 'layers-call-downward', language: 'java', expect: 'broken', words: ['CakeViewImpl', 'CakeDao', 'service'], code: `
public interface CakeBakingService { List<CakeInfo> getAllCakes(); }
public interface CakeDao { List<CakeInfo> findAll(); }
public class CakeViewImpl implements View {
  private final CakeDao cakeDao;
  public CakeViewImpl(CakeDao cakeDao) { this.cakeDao = cakeDao; }
  public void render() { cakeDao.findAll().forEach(c -> LOGGER.info(c.toString())); }
}` },
  { name: 'a Python service layer that calls back into a controller', check: 'layers-call-downward', language: 'python', expect: 'broken', words: ['upper', 'OrderService'], code: `
class OrderController:
    def __init__(self, service):
        self.service = service
    def post(self, request):
        return self.service.place(request.json)

class OrderService:
    def __init__(self, repository, controller: OrderController):
        self.repository = repository
        self.controller = controller
    def place(self, data):
        self.repository.add(data)

class OrderRepository:
    def add(self, data):
        pass
` },
  { name: 'a Python layering without upward calls', check: 'layers-call-downward', language: 'python', expect: 'ok', code: `
class OrderController:
    def __init__(self, service: "OrderService"):
        self.service = service
    def post(self, request):
        return self.service.place(request.json)

class OrderService:
    def __init__(self, repository: "OrderRepository"):
        self.repository = repository
    def place(self, data):
        self.repository.add(data)

class OrderRepository:
    def add(self, data):
        pass
` },
  { name: 'a TypeScript page that queries the database', check: 'layers-call-downward', language: 'typescript', expect: 'broken', words: ['OrdersPage', 'presentation'], code: `
class OrderService { constructor(private repo: OrderRepository) {} list(): Promise<Order[]> { return this.repo.all(); } }
class OrderRepository { constructor(private pool: Pool) {} all(): Promise<Order[]> { return this.pool.query('SELECT * FROM orders').then((r) => r.rows); } }
class OrdersPage {
  constructor(private pool: Pool) {}
  async render(): Promise<string> { const r = await this.pool.query('SELECT * FROM orders'); return r.rows.map((o) => o.id).join(','); }
}` },
  { name: 'a Go handler going through its service', check: 'layers-call-downward', language: 'go', expect: 'ok', code: `
type OrderRepository struct {
  db *sql.DB
}
type OrderService struct {
  repo *OrderRepository
}
type OrderController struct {
  service *OrderService
}
func (c *OrderController) List(w http.ResponseWriter, r *http.Request) { c.service.List() }` },
  { name: 'a Go handler holding the repository directly', check: 'layers-call-downward', language: 'go', expect: 'broken', words: ['OrderController', 'OrderRepository'], code: `
type OrderRepository struct {
  db *sql.DB
}
type OrderService struct {
  repo *OrderRepository
}
type OrderController struct {
  repo *OrderRepository
}
func (c *OrderController) List(w http.ResponseWriter, r *http.Request) { c.repo.All() }` },
  { name: 'a C# repository that depends on the service above it', check: 'layers-call-downward', language: 'csharp', expect: 'broken', words: ['ProductRepository', 'ProductService'], code: `
public class ProductController { private readonly ProductService _service; public ProductController(ProductService service) { _service = service; } }
public class ProductService { private readonly ProductRepository _repo; public ProductService(ProductRepository repo) { _repo = repo; } }
public class ProductRepository { private readonly ProductService _service; public ProductRepository(ProductService service) { _service = service; } }` },
  { name: 'a single class mixing UI, rules and SQL', check: 'layers-call-downward', language: 'csharp', expect: 'missing', words: ['layers'], code: `
public class Program {
  public static void Main() {
    var conn = new SqlConnection("Server=.");
    var cmd = new SqlCommand("SELECT Name FROM Products", conn);
    Console.WriteLine(cmd.ExecuteScalar());
  }
}` },
];
