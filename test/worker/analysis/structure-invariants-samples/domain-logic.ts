// Samples of table modules, transaction scripts and domain models: one object per table, a script loads, applies the rule and writes back, and behaviour lives with the data.
// Judged by structure-invariants-domain-logic.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Table module: one object per table ───

sample('a user table module working on rows by name', 'java', { 'one-module-per-table': 'ok', 'sql-stays-inside': 'ok' }, `
public class UserTableModule {
  private final DataSource dataSource;
  public UserTableModule(DataSource dataSource) { this.dataSource = dataSource; }
  public int login(String username, String password) throws SQLException {
    try (var conn = dataSource.getConnection(); var ps = conn.prepareStatement("SELECT 1 FROM users WHERE username = ? AND password = ?")) {
      ps.setString(1, username);
      ps.setString(2, password);
      return ps.executeQuery().next() ? 1 : 0;
    }
  }
  public int registerUser(User user) throws SQLException {
    try (var conn = dataSource.getConnection(); var ps = conn.prepareStatement("INSERT INTO users (username, password) VALUES (?, ?)")) {
      return ps.executeUpdate();
    }
  }
}`, { 'sql-stays-inside': { role: 'table module' } });

sample('a table module that holds one user row', 'java', { 'one-module-per-table': ['broken', 'UserTableModule', 'username', 'every row'] }, `
public class UserTableModule {
  private final DataSource dataSource;
  private int id;
  private String username;
  private String password;
  public UserTableModule(DataSource dataSource, int id, String username, String password) { this.dataSource = dataSource; this.id = id; this.username = username; this.password = password; }
  public boolean login(String attempt) { return password.equals(attempt); }
  public void register() throws SQLException {
    try (var conn = dataSource.getConnection(); var ps = conn.prepareStatement("INSERT INTO users VALUES (?, ?, ?)")) {
      ps.setInt(1, id);
      ps.setString(2, username);
      ps.executeUpdate();
    }
  }
}`);

sample('a C# table module over a DataTable', 'csharp', { 'one-module-per-table': 'ok' }, `
public class ContractModule {
    private readonly DataTable _contracts;
    public ContractModule(DataSet ds) { _contracts = ds.Tables["Contracts"]; }
    public decimal RecognizedRevenue(int contractId, DateTime asOf) {
        var row = _contracts.Rows.Find(contractId);
        return asOf >= (DateTime)row["SignedOn"] ? (decimal)row["Amount"] : 0m;
    }
}`);

sample('a C# table module keeping one contract', 'csharp', { 'one-module-per-table': ['broken', 'ContractModule', 'every row'] }, `
public class ContractModule {
    private readonly IDbConnection _db;
    private int _id;
    private decimal _amount;
    public ContractModule(IDbConnection db, int id, decimal amount) { _db = db; _id = id; _amount = amount; }
    public decimal Revenue() { return _amount * 0.3m; }
    public void Save() { _db.Execute("UPDATE Contracts SET Amount = @a WHERE Id = @id"); }
}`);

sample('a TypeScript users table module', 'typescript', { 'one-module-per-table': 'ok' }, `
export class UsersTableModule {
  constructor(private readonly pool: Pool) {}
  async login(username: string, password: string): Promise<boolean> {
    const r = await this.pool.query('SELECT 1 FROM users WHERE username = $1 AND password = $2', [username, password]);
    return r.rowCount === 1;
  }
  async register(username: string, password: string): Promise<void> {
    await this.pool.query('INSERT INTO users (username, password) VALUES ($1, $2)', [username, password]);
  }
}`);

sample('a TypeScript table module per user', 'typescript', { 'one-module-per-table': ['broken', 'UsersTableModule', 'username'] }, `
export class UsersTableModule {
  constructor(private readonly pool: Pool, private username: string, private password: string) {}
  async register(): Promise<void> {
    await this.pool.query('INSERT INTO users (username, password) VALUES ($1, $2)', [this.username, this.password]);
  }
}`);

sample('a Python users table module', 'python', { 'one-module-per-table': 'ok' }, `
class UserTableModule:
    def __init__(self, conn):
        self._conn = conn

    def login(self, username, password):
        row = self._conn.execute("SELECT 1 FROM users WHERE username = ? AND password = ?", (username, password)).fetchone()
        return row is not None

    def register(self, username, password):
        self._conn.execute("INSERT INTO users VALUES (?, ?)", (username, password))
`);

sample('a Python table module bound to one user', 'python', { 'one-module-per-table': ['broken', 'UserTableModule', 'username'] }, `
class UserTableModule:
    def __init__(self, conn, username, password):
        self._conn = conn
        self.username = username
        self.password = password

    def register(self):
        self._conn.execute("INSERT INTO users VALUES (?, ?)", (self.username, self.password))
`);

sample('a Go users table module', 'go', { 'one-module-per-table': 'ok' }, `
type UserTableModule struct{ db *sql.DB }

func (m *UserTableModule) Login(username, password string) (bool, error) {
	var n int
	err := m.db.QueryRow("SELECT COUNT(*) FROM users WHERE username = $1 AND password = $2", username, password).Scan(&n)
	return n == 1, err
}`);

sample('a Go table module struct carrying a row', 'go', { 'one-module-per-table': ['broken', 'UserTableModule', 'username'] }, `
type UserTableModule struct {
	db       *sql.DB
	id       int
	username string
}

func (m *UserTableModule) Register() error {
	_, err := m.db.Exec("INSERT INTO users VALUES ($1, $2)", m.id, m.username)
	return err
}`);

sample('no table access at all', 'java', { 'one-module-per-table': ['missing', 'table module'] }, `
public class User {
  private final String username;
  public User(String username) { this.username = username; }
}`);

// ─── Transaction script: load, apply the rule, write back ───

sample('a hotel booking script that updates the room', 'java', { 'script-writes-back': 'ok' }, `
public class Hotel {
  private final HotelDao hotelDao;
  public Hotel(HotelDao hotelDao) { this.hotelDao = hotelDao; }
  public void bookRoom(int roomNumber) throws Exception {
    Optional<Room> room = hotelDao.getById(roomNumber);
    if (room.isEmpty()) throw new Exception("no such room");
    if (room.get().isBooked()) throw new Exception("Room already booked!");
    Room updated = room.get();
    updated.setBooked(true);
    hotelDao.update(updated);
  }
}`);

sample('a booking script that forgets to write the room back', 'java', { 'script-writes-back': ['broken', 'Hotel.bookRoom', 'never writes it back', 'hotelDao'] }, `
public class Hotel {
  private final HotelDao hotelDao;
  public Hotel(HotelDao hotelDao) { this.hotelDao = hotelDao; }
  public void bookRoom(int roomNumber) throws Exception {
    Optional<Room> room = hotelDao.getById(roomNumber);
    if (room.isEmpty()) throw new Exception("no such room");
    room.get().setBooked(true);
  }
}`);

sample('a C# transfer script', 'csharp', { 'script-writes-back': 'ok' }, `
public class TransferScript {
    private readonly IAccountGateway _accounts;
    public TransferScript(IAccountGateway accounts) { _accounts = accounts; }
    public void Transfer(int from, int to, decimal amount) {
        var source = _accounts.Find(from);
        var target = _accounts.Find(to);
        if (source.Balance < amount) throw new InvalidOperationException("insufficient funds");
        source.Balance -= amount;
        target.Balance += amount;
        _accounts.Update(source);
        _accounts.Update(target);
    }
}`);

sample('a C# script that changes the balance in memory only', 'csharp', { 'script-writes-back': ['broken', 'Withdraw', 'never writes it back'] }, `
public class AccountScript {
    private readonly IAccountGateway _accounts;
    public AccountScript(IAccountGateway accounts) { _accounts = accounts; }
    public void Withdraw(int id, decimal amount) {
        var account = _accounts.Find(id);
        if (account.Balance < amount) throw new InvalidOperationException("insufficient funds");
        account.Balance -= amount;
    }
}`);

sample('a TypeScript cancel-booking script', 'typescript', { 'script-writes-back': 'ok' }, `
export async function cancelBooking(db: BookingDao, id: number): Promise<number> {
  const booking = await db.findById(id);
  if (!booking.booked) throw new Error('not booked');
  booking.booked = false;
  await db.update(booking);
  return booking.price * 0.5;
}`);

sample('a TypeScript script that drops its change', 'typescript', { 'script-writes-back': ['broken', 'cancelBooking', 'never writes it back'] }, `
export async function cancelBooking(db: BookingDao, id: number): Promise<number> {
  const booking = await db.findById(id);
  if (!booking.booked) throw new Error('not booked');
  booking.booked = false;
  return booking.price * 0.5;
}`);

sample('a Python booking script with a connection', 'python', { 'script-writes-back': 'ok' }, `
def book_room(dao, room_number):
    room = dao.get_by_id(room_number)
    if room is None or room.booked:
        raise ValueError("room not available")
    room.booked = True
    dao.update(room)
`);

sample('a Python booking script that never updates', 'python', { 'script-writes-back': ['broken', 'book_room', 'never writes it back'] }, `
def book_room(dao, room_number):
    room = dao.get_by_id(room_number)
    if room is None or room.booked:
        raise ValueError("room not available")
    room.booked = True
`);

sample('a Go booking script', 'go', { 'script-writes-back': 'ok' }, `
type Hotel struct{ dao RoomDao }

func (h *Hotel) BookRoom(n int) error {
	room, err := h.dao.GetByID(n)
	if err != nil {
		return err
	}
	if room.Booked {
		return errors.New("room already booked")
	}
	room.Booked = true
	return h.dao.Update(room)
}`);

sample('a Go booking script that loses the change', 'go', { 'script-writes-back': ['broken', 'Hotel.BookRoom', 'never writes it back'] }, `
type Hotel struct{ dao RoomDao }

func (h *Hotel) BookRoom(n int) error {
	room, err := h.dao.GetByID(n)
	if err != nil {
		return err
	}
	room.Booked = true
	return nil
}`);

sample('a calculator with no gateway', 'java', { 'script-writes-back': ['missing', 'transaction script'] }, `
public class Calculator {
  public int add(int a, int b) { return a + b; }
}`);

// ─── Domain model: behaviour with the data ───

sample('a customer that buys products itself', 'java', { 'behaviour-lives-in-entities': 'ok' }, `
public class Customer {
  private final String name;
  private Money money;
  private final List<Product> purchases = new ArrayList<>();
  public Customer(String name, Money money) { this.name = name; this.money = money; }
  public void buyProduct(Product product) {
    if (money.isLessThan(product.getSalePrice())) throw new IllegalStateException("Not enough money!");
    money = money.minus(product.getSalePrice());
    purchases.add(product);
  }
  public String getName() { return name; }
}
public class Product {
  private final String name;
  private final Money price;
  public Product(String name, Money price) { this.name = name; this.price = price; }
  public Money getSalePrice() { return price; }
}`);

sample('an anemic customer driven by a service', 'java', { 'behaviour-lives-in-entities': ['broken', 'CustomerService.buy', 'anemic', 'Customer'] }, `
public class Customer {
  private String name;
  private double balance;
  public double getBalance() { return balance; }
  public void setBalance(double balance) { this.balance = balance; }
  public String getName() { return name; }
}
public class CustomerService {
  public void buy(Customer customer, double price) {
    if (customer.getBalance() < price) throw new IllegalStateException("Not enough money!");
    customer.setBalance(customer.getBalance() - price);
  }
}`);

sample('a C# order that adds its own lines', 'csharp', { 'behaviour-lives-in-entities': 'ok' }, `
public class Order {
    private readonly List<OrderLine> _lines = new();
    public decimal Total => _lines.Sum(l => l.Price);
    public void AddLine(Product product, int quantity) {
        if (quantity <= 0) throw new ArgumentException("quantity");
        _lines.Add(new OrderLine(product.Price * quantity));
    }
}`);

sample('C# property bags changed by a service', 'csharp', { 'behaviour-lives-in-entities': ['broken', 'OrderService.AddLine', 'anemic'] }, `
public class Order {
    public decimal Total { get; set; }
    public int Lines { get; set; }
}
public class OrderService {
    public void AddLine(Order order, decimal price, int quantity) {
        if (quantity <= 0) throw new ArgumentException("quantity");
        order.Total = order.Total + price * quantity;
        order.Lines = order.Lines + 1;
    }
}`);

sample('a TypeScript account with deposit and withdraw', 'typescript', { 'behaviour-lives-in-entities': 'ok' }, `
export class Account {
  private balance = 0;
  constructor(readonly owner: string) {}
  deposit(amount: number): void {
    if (amount <= 0) throw new Error('positive amounts only');
    this.balance += amount;
  }
  getBalance(): number { return this.balance; }
}`);

sample('a TypeScript account changed by a function', 'typescript', { 'behaviour-lives-in-entities': ['broken', 'withdraw', 'anemic'] }, `
export class Account {
  balance = 0;
  owner = '';
}
export function withdraw(account: Account, amount: number): void {
  if (account.balance < amount) throw new Error('insufficient');
  account.balance = account.balance - amount;
}`);

sample('a Python customer with behaviour', 'python', { 'behaviour-lives-in-entities': 'ok' }, `
class Customer:
    def __init__(self, name, balance):
        self.name = name
        self.balance = balance
        self.purchases = []

    def buy(self, product):
        if self.balance < product.price:
            raise ValueError("not enough money")
        self.balance -= product.price
        self.purchases.append(product)
`);

sample('a Python data holder and a service doing the work', 'python', { 'behaviour-lives-in-entities': ['broken', 'buy', 'anemic'] }, `
class Customer:
    def __init__(self, name, balance):
        self.name = name
        self.balance = balance


class ShopService:
    def buy(self, customer, price):
        if customer.balance < price:
            raise ValueError("not enough money")
        customer.balance = customer.balance - price
`);

sample('a Go account with methods', 'go', { 'behaviour-lives-in-entities': 'ok' }, `
type Account struct {
	Owner   string
	balance int
}

func (a *Account) Withdraw(amount int) error {
	if amount > a.balance {
		return errors.New("insufficient funds")
	}
	a.balance -= amount
	return nil
}`);

sample('Go structs only holding data', 'go', { 'behaviour-lives-in-entities': ['missing', 'Account', 'behaviour'] }, `
type Account struct {
	Owner   string
	Balance int
}`);
