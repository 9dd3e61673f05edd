// The structure invariant checks judged on compliant and broken samples in every language, and their catalogue entries tied to the pattern docs.
import { describe, expect, it } from 'vitest';
import { buildCodeModel, type CodeLanguage } from '../../../src/analysis';
import { catalogueEntries, catalogueEntryFor, quoteFromDoc } from '../../../src/analysis/patterns/catalogue';
import structureCatalogue from '../../../src/analysis/patterns/catalogue/structure.json';
import { duplicateCheckNames, INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';
import { STRUCTURE_CHECKS } from '../../../src/analysis/patterns/invariants/structure/index';

/** What a check should conclude: the invariant holds, it is broken, or the pattern is not there; and words the message must use. */
type Verdict = 'ok' | [outcome: 'broken' | 'missing', ...words: string[]];

interface Sample {
  name: string;
  language: CodeLanguage;
  code: string;
  verdicts: Record<string, Verdict>;
  params?: Record<string, Record<string, unknown>>;
}

const samples: Sample[] = [];
const sample = (name: string, language: CodeLanguage, verdicts: Record<string, Verdict>, code: string, params?: Sample['params']) => samples.push({ name, language, code, verdicts, params });

// ─── Repository, DAO, table module: SQL stays inside; the interface speaks domain objects ───

sample('a JDBC repository behind an interface, used by a service', 'java', { 'sql-stays-inside': 'ok', 'speaks-domain-objects': 'ok' }, `
public interface PersonRepository {
  Optional<Person> findById(long id);
  void save(Person person);
}
public class JdbcPersonRepository implements PersonRepository {
  private final DataSource dataSource;
  public JdbcPersonRepository(DataSource dataSource) { this.dataSource = dataSource; }
  public Optional<Person> findById(long id) {
    try (var conn = dataSource.getConnection(); var ps = conn.prepareStatement("SELECT id, name FROM person WHERE id = ?")) {
      ps.setLong(1, id);
      var rs = ps.executeQuery();
      return rs.next() ? Optional.of(new Person(rs.getLong("id"), rs.getString("name"))) : Optional.empty();
    }
  }
  public void save(Person person) {
    try (var conn = dataSource.getConnection(); var ps = conn.prepareStatement("UPDATE person SET name = ? WHERE id = ?")) {
      ps.setString(1, person.getName());
      ps.setLong(2, person.getId());
      ps.executeUpdate();
    }
  }
}
public class PersonService {
  private final PersonRepository people;
  public PersonService(PersonRepository people) { this.people = people; }
  public void rename(long id, String name) {
    var person = people.findById(id).orElseThrow();
    person.rename(name);
    people.save(person);
  }
}`);

sample('a service that opens its own JDBC connection beside the repository', 'java', { 'sql-stays-inside': ['broken', 'PersonService.countAdults', 'directly', 'PersonRepository'] }, `
public interface PersonRepository {
  Optional<Person> findById(long id);
}
public class PersonService {
  private final PersonRepository people;
  private final DataSource dataSource;
  public PersonService(PersonRepository people, DataSource dataSource) { this.people = people; this.dataSource = dataSource; }
  public int countAdults() throws SQLException {
    try (var conn = dataSource.getConnection(); var st = conn.createStatement()) {
      var rs = st.executeQuery("SELECT COUNT(*) FROM person WHERE age >= 18");
      rs.next();
      return rs.getInt(1);
    }
  }
}`);

sample('a repository that hands out result sets and takes where clauses', 'java', { 'speaks-domain-objects': ['broken', 'PersonRepository.findByName', 'ResultSet', 'domain objects'] }, `
public interface PersonRepository {
  ResultSet findByName(String name) throws SQLException;
  List<Person> findWhere(String whereClause);
}`);

sample('a raw-SQL finder on a repository', 'java', { 'speaks-domain-objects': ['broken', 'findWhere', 'raw SQL', 'whereClause'] }, `
public interface PersonRepository {
  Optional<Person> findById(long id);
  List<Person> findWhere(String whereClause);
}`);

sample('an ADO.NET repository behind IPersonRepository', 'csharp', { 'sql-stays-inside': 'ok', 'speaks-domain-objects': 'ok' }, `
public interface IPersonRepository { Person? FindById(int id); void Add(Person person); }
public class SqlPersonRepository : IPersonRepository {
    private readonly string _connectionString;
    public SqlPersonRepository(string connectionString) { _connectionString = connectionString; }
    public Person? FindById(int id) {
        using var conn = new SqlConnection(_connectionString);
        conn.Open();
        using var cmd = new SqlCommand("SELECT Id, Name FROM Person WHERE Id = @id", conn);
        cmd.Parameters.AddWithValue("@id", id);
        using var reader = cmd.ExecuteReader();
        return reader.Read() ? new Person(reader.GetInt32(0), reader.GetString(1)) : null;
    }
    public void Add(Person person) {
        using var conn = new SqlConnection(_connectionString);
        conn.Open();
        using var cmd = new SqlCommand("INSERT INTO Person (Id, Name) VALUES (@id, @name)", conn);
        cmd.ExecuteNonQuery();
    }
}
public class PersonService {
    private readonly IPersonRepository _people;
    public PersonService(IPersonRepository people) { _people = people; }
    public void Rename(int id, string name) {
        var person = _people.FindById(id) ?? throw new KeyNotFoundException();
        person.Rename(name);
        _people.Add(person);
    }
}`);

sample('a C# controller that runs SQL next to the repository', 'csharp', { 'sql-stays-inside': ['broken', 'PeopleController.Search', 'directly'] }, `
public interface IPersonRepository { Person? FindById(int id); }
public class PeopleController {
    private readonly IPersonRepository _people;
    private readonly string _connectionString;
    public PeopleController(IPersonRepository people, string cs) { _people = people; _connectionString = cs; }
    public List<string> Search(string term) {
        using var conn = new SqlConnection(_connectionString);
        using var cmd = new SqlCommand("SELECT Name FROM Person WHERE Name LIKE @t", conn);
        var names = new List<string>();
        using var reader = cmd.ExecuteReader();
        while (reader.Read()) names.Add(reader.GetString(0));
        return names;
    }
}`);

sample('a C# repository returning a DataTable', 'csharp', { 'speaks-domain-objects': ['broken', 'FindByName', 'DataTable'] }, `
public interface IPersonRepository {
    Person? FindById(int id);
    DataTable FindByName(string name);
}`);

sample('a pg repository behind a TypeScript interface', 'typescript', { 'sql-stays-inside': 'ok', 'speaks-domain-objects': 'ok' }, `
export interface PersonRepository {
  findById(id: string): Promise<Person | undefined>;
  save(person: Person): Promise<void>;
}
export class PgPersonRepository implements PersonRepository {
  constructor(private readonly pool: Pool) {}
  async findById(id: string): Promise<Person | undefined> {
    const result = await this.pool.query('SELECT id, name FROM person WHERE id = $1', [id]);
    return result.rows[0] ? new Person(result.rows[0].id, result.rows[0].name) : undefined;
  }
  async save(person: Person): Promise<void> {
    await this.pool.query('UPDATE person SET name = $1 WHERE id = $2', [person.name, person.id]);
  }
}
export class PersonService {
  constructor(private readonly people: PersonRepository) {}
  async rename(id: string, name: string): Promise<void> {
    const person = await this.people.findById(id);
    if (!person) throw new Error('not found');
    person.rename(name);
    await this.people.save(person);
  }
}`);

sample('a TypeScript service querying the pool itself', 'typescript', { 'sql-stays-inside': ['broken', 'PersonService.rename', 'this.pool.query'] }, `
export interface PersonRepository { findById(id: string): Promise<Person | undefined>; }
export class PersonService {
  constructor(private readonly people: PersonRepository, private readonly pool: Pool) {}
  async rename(id: string, name: string): Promise<void> {
    await this.pool.query('UPDATE person SET name = $1 WHERE id = $2', [name, id]);
  }
}`);

sample('a TypeScript repository leaking QueryResult and a where string', 'typescript', { 'speaks-domain-objects': ['broken', 'findByName', 'QueryResult'] }, `
export interface PersonRepository {
  findByName(name: string): Promise<QueryResult>;
  findWhere(where: string): Promise<Person[]>;
}`);

sample('a sqlite repository used by a Python service', 'python', { 'sql-stays-inside': 'ok', 'speaks-domain-objects': 'ok' }, `
class PersonRepository:
    def __init__(self, conn):
        self._conn = conn

    def find_by_id(self, person_id):
        row = self._conn.execute("SELECT id, name FROM person WHERE id = ?", (person_id,)).fetchone()
        return Person(row[0], row[1]) if row else None

    def find_all(self):
        return [Person(*r) for r in self._conn.execute("SELECT id, name FROM person").fetchall()]

    def add(self, person):
        self._conn.execute("INSERT INTO person VALUES (?, ?)", (person.id, person.name))


class PersonService:
    def __init__(self, repo):
        self._repo = repo

    def rename(self, person_id, name):
        person = self._repo.find_by_id(person_id)
        person.rename(name)
        self._repo.add(person)
`);

sample('a Python report function running its own cursor', 'python', { 'sql-stays-inside': ['broken', 'monthly_report', 'directly'] }, `
class PersonRepository:
    def __init__(self, conn):
        self._conn = conn

    def find_by_id(self, person_id):
        row = self._conn.execute("SELECT id, name FROM person WHERE id = ?", (person_id,)).fetchone()
        return Person(*row)


def monthly_report(conn):
    cursor = conn.cursor()
    cursor.execute("SELECT name, COUNT(*) FROM person GROUP BY name")
    return cursor.fetchall()
`);

sample('a Python repository returning raw rows', 'python', { 'speaks-domain-objects': ['broken', 'find_by_name', 'raw database rows'] }, `
class PersonRepository:
    def __init__(self, conn):
        self._conn = conn

    def find_by_name(self, name):
        return self._conn.execute("SELECT * FROM person WHERE name = ?", (name,)).fetchall()
`);

sample('a database/sql repository behind a Go interface', 'go', { 'sql-stays-inside': 'ok', 'speaks-domain-objects': 'ok' }, `
type PersonRepository interface {
	FindByID(ctx context.Context, id int64) (*Person, error)
	Save(ctx context.Context, p *Person) error
}

type sqlPersonRepository struct{ db *sql.DB }

func NewPersonRepository(db *sql.DB) PersonRepository { return &sqlPersonRepository{db: db} }

func (r *sqlPersonRepository) FindByID(ctx context.Context, id int64) (*Person, error) {
	row := r.db.QueryRowContext(ctx, "SELECT id, name FROM person WHERE id = $1", id)
	var p Person
	if err := row.Scan(&p.ID, &p.Name); err != nil {
		return nil, err
	}
	return &p, nil
}

func (r *sqlPersonRepository) Save(ctx context.Context, p *Person) error {
	_, err := r.db.ExecContext(ctx, "UPDATE person SET name = $1 WHERE id = $2", p.Name, p.ID)
	return err
}

type PersonService struct{ repo PersonRepository }

func (s *PersonService) Rename(ctx context.Context, id int64, name string) error {
	p, err := s.repo.FindByID(ctx, id)
	if err != nil {
		return err
	}
	p.Name = name
	return s.repo.Save(ctx, p)
}`);

sample('a Go HTTP handler querying the database', 'go', { 'sql-stays-inside': ['broken', 'PeopleHandler.List', 'directly'] }, `
type PersonRepository interface {
	FindByID(ctx context.Context, id int64) (*Person, error)
}

type PeopleHandler struct {
	repo PersonRepository
	db   *sql.DB
}

func (h *PeopleHandler) List(w http.ResponseWriter, r *http.Request) {
	rows, err := h.db.QueryContext(r.Context(), "SELECT id, name FROM person")
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	defer rows.Close()
}`);

sample('a Go repository returning *sql.Rows', 'go', { 'speaks-domain-objects': ['broken', 'FindByName', 'Rows'] }, `
type PersonRepository interface {
	FindByID(ctx context.Context, id int64) (*Person, error)
	FindByName(ctx context.Context, name string) (*sql.Rows, error)
}`);

sample('plain classes with no data-access class', 'java', { 'sql-stays-inside': ['missing', 'repository'], 'speaks-domain-objects': ['missing', 'repository'] }, `
public class Person {
  private final String name;
  public Person(String name) { this.name = name; }
  public String getName() { return name; }
}`);

// ─── Data mapper: the domain object knows nothing of the database ───

sample('a student mapper beside a plain Student', 'java', { 'domain-free-of-persistence': 'ok' }, `
public final class Student {
  private final int studentId;
  private final String name;
  private char grade;
  public Student(int studentId, String name, char grade) { this.studentId = studentId; this.name = name; this.grade = grade; }
  public void promote() { if (grade > 'A') grade--; }
  public int getStudentId() { return studentId; }
}
public interface StudentDataMapper {
  Optional<Student> find(int studentId);
  void insert(Student student);
}
public class JdbcStudentDataMapper implements StudentDataMapper {
  private final DataSource dataSource;
  public JdbcStudentDataMapper(DataSource dataSource) { this.dataSource = dataSource; }
  public Optional<Student> find(int studentId) {
    try (var conn = dataSource.getConnection(); var ps = conn.prepareStatement("SELECT * FROM student WHERE id = ?")) {
      ps.setInt(1, studentId);
      var rs = ps.executeQuery();
      return rs.next() ? Optional.of(new Student(rs.getInt(1), rs.getString(2), rs.getString(3).charAt(0))) : Optional.empty();
    }
  }
  public void insert(Student student) {
    try (var conn = dataSource.getConnection(); var ps = conn.prepareStatement("INSERT INTO student VALUES (?, ?, ?)")) {
      ps.executeUpdate();
    }
  }
}`);

sample('a Student that saves itself (active record)', 'java', { 'domain-free-of-persistence': ['broken', 'Student.save', 'Active Record', 'mapper'] }, `
public class Student {
  private final int studentId;
  private String name;
  private final DataSource dataSource;
  public Student(int studentId, String name, DataSource dataSource) { this.studentId = studentId; this.name = name; this.dataSource = dataSource; }
  public void save() throws SQLException {
    try (var conn = dataSource.getConnection(); var ps = conn.prepareStatement("UPDATE student SET name = ? WHERE id = ?")) {
      ps.setString(1, name);
      ps.executeUpdate();
    }
  }
}`);

sample('an EF-free C# mapper for Student', 'csharp', { 'domain-free-of-persistence': 'ok' }, `
public class Student {
    public int Id { get; }
    public string Name { get; private set; }
    public Student(int id, string name) { Id = id; Name = name; }
    public void Rename(string name) { Name = name; }
}
public class StudentMapper {
    private readonly IDbConnection _connection;
    public StudentMapper(IDbConnection connection) { _connection = connection; }
    public Student? Find(int id) {
        using var cmd = _connection.CreateCommand();
        cmd.CommandText = "SELECT Id, Name FROM Student WHERE Id = @id";
        using var reader = cmd.ExecuteReader();
        return reader.Read() ? new Student(reader.GetInt32(0), reader.GetString(1)) : null;
    }
}`);

sample('a C# Student holding its connection', 'csharp', { 'domain-free-of-persistence': ['broken', 'Student', 'database'] }, `
public class Student {
    private readonly SqlConnection _connection;
    public int Id { get; }
    public string Name { get; private set; }
    public Student(int id, string name, SqlConnection connection) { Id = id; Name = name; _connection = connection; }
    public void Save() {
        using var cmd = new SqlCommand("UPDATE Student SET Name = @n WHERE Id = @id", _connection);
        cmd.ExecuteNonQuery();
    }
}`);

sample('a TypeScript mapper with a plain Student', 'typescript', { 'domain-free-of-persistence': 'ok' }, `
export class Student {
  constructor(readonly id: number, public name: string) {}
  rename(name: string): void { this.name = name; }
}
export class StudentMapper {
  constructor(private readonly pool: Pool) {}
  async find(id: number): Promise<Student | undefined> {
    const { rows } = await this.pool.query('SELECT id, name FROM student WHERE id = $1', [id]);
    return rows[0] && new Student(rows[0].id, rows[0].name);
  }
  async insert(s: Student): Promise<void> {
    await this.pool.query('INSERT INTO student (id, name) VALUES ($1, $2)', [s.id, s.name]);
  }
}`);

sample('a TypeScript Student writing itself to the pool', 'typescript', { 'domain-free-of-persistence': ['broken', 'Student.save', 'Active Record'] }, `
export class Student {
  constructor(readonly id: number, public name: string, private readonly pool: Pool) {}
  async save(): Promise<void> {
    await this.pool.query('UPDATE student SET name = $1 WHERE id = $2', [this.name, this.id]);
  }
}`);

sample('a Python dataclass with a separate mapper', 'python', { 'domain-free-of-persistence': 'ok' }, `
@dataclass
class Student:
    student_id: int
    name: str

    def rename(self, name):
        self.name = name


class StudentMapper:
    def __init__(self, conn):
        self._conn = conn

    def find(self, student_id):
        row = self._conn.execute("SELECT id, name FROM student WHERE id = ?", (student_id,)).fetchone()
        return Student(*row) if row else None

    def insert(self, student):
        self._conn.execute("INSERT INTO student VALUES (?, ?)", (student.student_id, student.name))
`);

sample('a Python Student that inserts itself', 'python', { 'domain-free-of-persistence': ['broken', 'Student.save', 'Active Record'] }, `
class Student:
    def __init__(self, student_id, name, conn):
        self.student_id = student_id
        self.name = name
        self.conn = conn

    def save(self):
        self.conn.execute("INSERT INTO student VALUES (?, ?)", (self.student_id, self.name))
`);

sample('a Go mapper with a plain Student struct', 'go', { 'domain-free-of-persistence': 'ok' }, `
type Student struct {
	ID   int
	Name string
}

func (s *Student) Rename(name string) { s.Name = name }

type StudentMapper struct{ db *sql.DB }

func (m *StudentMapper) Find(id int) (*Student, error) {
	var s Student
	err := m.db.QueryRow("SELECT id, name FROM student WHERE id = $1", id).Scan(&s.ID, &s.Name)
	return &s, err
}`);

sample('a Go Student with its own db handle', 'go', { 'domain-free-of-persistence': ['broken', 'Student', 'Active Record'] }, `
type Student struct {
	ID   int
	Name string
	db   *sql.DB
}

func (s *Student) Save() error {
	_, err := s.db.Exec("UPDATE student SET name = $1 WHERE id = $2", s.Name, s.ID)
	return err
}`);

sample('a Student with no mapper at all', 'java', { 'domain-free-of-persistence': ['missing', 'mapper'] }, `
public class Student {
  private final String name;
  public Student(String name) { this.name = name; }
  public String getName() { return name; }
}`);

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

// ─── Service layer: presentation → services → DAOs, and services know nothing of HTTP ───

sample('a controller calling a wizard service that uses DAOs', 'java', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
public class MagicServiceImpl implements MagicService {
  private final WizardDao wizardDao;
  private final SpellbookDao spellbookDao;
  public MagicServiceImpl(WizardDao wizardDao, SpellbookDao spellbookDao) { this.wizardDao = wizardDao; this.spellbookDao = spellbookDao; }
  public List<Wizard> findWizardsWithSpellbook(String name) {
    var spellbook = spellbookDao.findByName(name);
    return new ArrayList<>(spellbook.getWizards());
  }
}
public class WizardController {
  private final MagicService magicService;
  public WizardController(MagicService magicService) { this.magicService = magicService; }
  public ResponseEntity<List<Wizard>> wizards(@RequestParam String spellbook) {
    return ResponseEntity.ok(magicService.findWizardsWithSpellbook(spellbook));
  }
}`);

sample('a controller that reads the DAO itself', 'java', { 'presentation-goes-through-service': ['broken', 'WizardController.wizards', 'bypassing the service layer'] }, `
public class MagicServiceImpl implements MagicService {
  private final WizardDao wizardDao;
  public MagicServiceImpl(WizardDao wizardDao) { this.wizardDao = wizardDao; }
  public List<Wizard> findAllWizards() { return wizardDao.findAll(); }
}
public class WizardController {
  private final MagicService magicService;
  private final WizardDao wizardDao;
  public WizardController(MagicService magicService, WizardDao wizardDao) { this.magicService = magicService; this.wizardDao = wizardDao; }
  public List<Wizard> wizards(String name) { return wizardDao.findByName(name); }
}`);

sample('a service that takes the servlet request', 'java', { 'service-free-of-presentation': ['broken', 'MagicService.findWizards', 'HttpServletRequest', 'presentation'] }, `
public class MagicService {
  private final WizardDao wizardDao;
  public MagicService(WizardDao wizardDao) { this.wizardDao = wizardDao; }
  public List<Wizard> findWizards(HttpServletRequest request) { return wizardDao.findByName(request.getParameter("name")); }
}`);

sample('an ASP.NET controller over an order service', 'csharp', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
public class OrderService {
    private readonly IOrderRepository _orders;
    public OrderService(IOrderRepository orders) { _orders = orders; }
    public Order Place(int customerId, IReadOnlyList<int> productIds) {
        var order = Order.For(customerId, productIds);
        _orders.Add(order);
        return order;
    }
}
public class OrdersController : ControllerBase {
    private readonly OrderService _service;
    public OrdersController(OrderService service) { _service = service; }
    public IActionResult Place(PlaceOrderRequest request) => Ok(_service.Place(request.CustomerId, request.ProductIds));
}`);

sample('an ASP.NET controller saving through the repository', 'csharp', { 'presentation-goes-through-service': ['broken', 'OrdersController.Place', 'bypassing'] }, `
public class OrderService {
    private readonly IOrderRepository _orders;
    public OrderService(IOrderRepository orders) { _orders = orders; }
}
public class OrdersController : ControllerBase {
    private readonly IOrderRepository _orders;
    public OrdersController(IOrderRepository orders) { _orders = orders; }
    public IActionResult Place(PlaceOrderRequest request) { _orders.Add(new Order(request.CustomerId)); return Ok(); }
}`);

sample('a C# service returning IActionResult', 'csharp', { 'service-free-of-presentation': ['broken', 'OrderService.Place', 'IActionResult'] }, `
public class OrderService {
    private readonly IOrderRepository _orders;
    public OrderService(IOrderRepository orders) { _orders = orders; }
    public IActionResult Place(int customerId) { _orders.Add(new Order(customerId)); return new OkResult(); }
}`);

sample('an Express route calling a service', 'typescript', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
export class UserService {
  constructor(private readonly users: UserRepository) {}
  async register(email: string): Promise<User> {
    const user = User.create(email);
    await this.users.save(user);
    return user;
  }
}
export class UserController {
  constructor(private readonly service: UserService) {}
  async register(req: Request, res: Response): Promise<void> {
    res.status(201).json(await this.service.register(req.body.email));
  }
}`);

sample('an Express controller with a repository', 'typescript', { 'presentation-goes-through-service': ['broken', 'UserController.register', 'bypassing'] }, `
export class UserService {
  constructor(private readonly users: UserRepository) {}
}
export class UserController {
  constructor(private readonly users: UserRepository) {}
  async register(req: Request, res: Response): Promise<void> {
    await this.users.save(new User(req.body.email));
    res.status(201).end();
  }
}`);

sample('a TypeScript service writing the response', 'typescript', { 'service-free-of-presentation': ['broken', 'UserService.register', 'Response'] }, `
export class UserService {
  constructor(private readonly users: UserRepository) {}
  async register(email: string, res: Response): Promise<void> {
    await this.users.save(new User(email));
    res.status(201).end();
  }
}`);

sample('a Flask view delegating to a service', 'python', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
class OrderService:
    def __init__(self, order_repository):
        self._orders = order_repository

    def place(self, customer_id, product_ids):
        order = Order.create(customer_id, product_ids)
        self._orders.add(order)
        return order


@app.post("/orders")
def place_order(request):
    order = order_service.place(request.json["customer"], request.json["products"])
    return jsonify(order.to_dict()), 201
`);

sample('a Flask view using the repository', 'python', { 'presentation-goes-through-service': ['broken', 'place_order', 'bypassing'] }, `
class OrderService:
    def __init__(self, order_repository):
        self._orders = order_repository


def place_order(request, order_repository):
    order_repository.add(Order(request.json["customer"]))
    return "", 201
`);

sample('a Python service rendering a template', 'python', { 'service-free-of-presentation': ['broken', 'OrderService.place', 'request'] }, `
class OrderService:
    def __init__(self, order_repository):
        self._orders = order_repository

    def place(self, request):
        self._orders.add(Order(request.form["customer"]))
        return render_template("done.html")
`);

sample('a Go handler calling a service', 'go', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
type OrderService struct{ repo OrderRepository }

func (s *OrderService) Place(ctx context.Context, customerID int) (*Order, error) {
	o := NewOrder(customerID)
	return o, s.repo.Save(ctx, o)
}

type OrderHandler struct{ service *OrderService }

func (h *OrderHandler) Place(w http.ResponseWriter, r *http.Request) {
	o, err := h.service.Place(r.Context(), 1)
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	json.NewEncoder(w).Encode(o)
}`);

sample('a Go handler going to the repository', 'go', { 'presentation-goes-through-service': ['broken', 'OrderHandler.Place', 'bypassing'] }, `
type OrderService struct{ repo OrderRepository }

type OrderHandler struct{ repo OrderRepository }

func (h *OrderHandler) Place(w http.ResponseWriter, r *http.Request) {
	h.repo.Save(r.Context(), NewOrder(1))
}`);

sample('a Go service taking the http request', 'go', { 'service-free-of-presentation': ['broken', 'OrderService.Place', 'http.Request'] }, `
type OrderService struct{ repo OrderRepository }

func (s *OrderService) Place(r *http.Request) error {
	return s.repo.Save(r.Context(), NewOrder(1))
}`);

sample('a controller with no service', 'java', { 'presentation-goes-through-service': ['missing', 'service layer'], 'service-free-of-presentation': ['missing', 'service layer'] }, `
public class HelloController {
  public String hello() { return "hello"; }
}`);

// ─── Session facade / business delegate: clients use the front object only ───

sample('a shopping facade over cart, order and payment services', 'java', { 'clients-only-through-front': 'ok' }, `
public class ShoppingFacade {
  private final CartService cartService;
  private final OrderService orderService;
  private final PaymentService paymentService;
  public ShoppingFacade(CartService cartService, OrderService orderService, PaymentService paymentService) {
    this.cartService = cartService; this.orderService = orderService; this.paymentService = paymentService;
  }
  public void checkout(String method) {
    var order = orderService.order(cartService.items());
    paymentService.pay(order, method);
    cartService.clear();
  }
}
public class CartService { public List<Product> items() { return List.of(); } public void clear() {} }
public class OrderService { public Order order(List<Product> items) { return new Order(items); } }
public class PaymentService { public void pay(Order order, String method) {} }
public class ShopClient {
  private final ShoppingFacade facade;
  public ShopClient(ShoppingFacade facade) { this.facade = facade; }
  public void buy() { facade.checkout("cash"); }
}`);

sample('a client that reaches past the facade to the payment service', 'java', { 'clients-only-through-front': ['broken', 'ShopClient.buy', 'PaymentService.pay', 'ShoppingFacade'] }, `
public class ShoppingFacade {
  private final CartService cartService;
  private final PaymentService paymentService;
  public ShoppingFacade(CartService cartService, PaymentService paymentService) { this.cartService = cartService; this.paymentService = paymentService; }
  public void checkout(String method) { paymentService.pay(cartService.total(), method); }
}
public class CartService { public double total() { return 0; } }
public class PaymentService { public void pay(double amount, String method) {} }
public class ShopClient {
  private final ShoppingFacade facade;
  private final PaymentService payments;
  public ShopClient(ShoppingFacade facade, PaymentService payments) { this.facade = facade; this.payments = payments; }
  public void buy() { payments.pay(10, "cash"); }
}`, { 'clients-only-through-front': { role: 'session facade' } });

sample('a C# business delegate with a lookup', 'csharp', { 'clients-only-through-front': 'ok' }, `
public interface IVideoStreamingService { void DoProcessing(); }
public class NetflixService : IVideoStreamingService { public void DoProcessing() {} }
public class YouTubeService : IVideoStreamingService { public void DoProcessing() {} }
public class BusinessLookup {
    private readonly NetflixService _netflix = new();
    private readonly YouTubeService _youTube = new();
    public IVideoStreamingService GetBusinessService(string movie) => movie.Contains("die hard") ? _netflix : _youTube;
}
public class BusinessDelegate {
    private readonly BusinessLookup _lookup;
    public BusinessDelegate(BusinessLookup lookup) { _lookup = lookup; }
    public void PlaybackMovie(string movie) => _lookup.GetBusinessService(movie).DoProcessing();
}
public class MobileClient {
    private readonly BusinessDelegate _delegate;
    public MobileClient(BusinessDelegate d) { _delegate = d; }
    public void PlaybackMovie(string movie) => _delegate.PlaybackMovie(movie);
}`, { 'clients-only-through-front': { role: 'business delegate' } });

sample('a C# client doing the lookup itself', 'csharp', { 'clients-only-through-front': ['broken', 'MobileClient.PlaybackMovie', 'BusinessLookup', 'business delegate'] }, `
public class BusinessLookup {
    public IVideoStreamingService GetBusinessService(string movie) => new NetflixService();
}
public class BusinessDelegate {
    private readonly BusinessLookup _lookup;
    public BusinessDelegate(BusinessLookup lookup) { _lookup = lookup; }
    public void PlaybackMovie(string movie) => _lookup.GetBusinessService(movie).DoProcessing();
}
public class MobileClient {
    private readonly BusinessDelegate _delegate;
    private readonly BusinessLookup _lookup;
    public MobileClient(BusinessDelegate d, BusinessLookup l) { _delegate = d; _lookup = l; }
    public void PlaybackMovie(string movie) => _lookup.GetBusinessService(movie).DoProcessing();
}`, { 'clients-only-through-front': { role: 'business delegate' } });

sample('a TypeScript facade used by a checkout page', 'typescript', { 'clients-only-through-front': 'ok' }, `
export class CartService { items(): string[] { return []; } }
export class PaymentService { pay(total: number): void {} }
export class ShoppingFacade {
  constructor(private readonly cart: CartService, private readonly payments: PaymentService) {}
  checkout(): void { this.payments.pay(this.cart.items().length); }
}
export class CheckoutPage {
  constructor(private readonly shop: ShoppingFacade) {}
  onSubmit(): void { this.shop.checkout(); }
}`);

sample('a TypeScript page paying around the facade', 'typescript', { 'clients-only-through-front': ['broken', 'CheckoutPage.onSubmit', 'PaymentService.pay'] }, `
export class CartService { items(): string[] { return []; } }
export class PaymentService { pay(total: number): void {} }
export class ShoppingFacade {
  constructor(private readonly cart: CartService, private readonly payments: PaymentService) {}
  checkout(): void { this.payments.pay(this.cart.items().length); }
}
export class CheckoutPage {
  constructor(private readonly shop: ShoppingFacade, private readonly payments: PaymentService) {}
  onSubmit(): void { this.payments.pay(3); }
}`);

sample('a Python facade and its client', 'python', { 'clients-only-through-front': 'ok' }, `
class CartService:
    def items(self):
        return []


class PaymentService:
    def pay(self, total):
        pass


class ShoppingFacade:
    def __init__(self, cart: CartService, payments: PaymentService):
        self._cart = cart
        self._payments = payments

    def checkout(self):
        self._payments.pay(len(self._cart.items()))


class Client:
    def __init__(self, shop: ShoppingFacade):
        self._shop = shop

    def buy(self):
        self._shop.checkout()
`);

sample('a Python client calling the payment service', 'python', { 'clients-only-through-front': ['broken', 'Client.buy', 'PaymentService.pay'] }, `
class PaymentService:
    def pay(self, total):
        pass


class ShoppingFacade:
    def __init__(self, payments: PaymentService):
        self._payments = payments

    def checkout(self):
        self._payments.pay(1)


class Client:
    def __init__(self, shop: ShoppingFacade, payments: PaymentService):
        self._shop = shop
        self._payments = payments

    def buy(self):
        self._payments.pay(5)
`);

sample('a Go delegate in front of streaming services', 'go', { 'clients-only-through-front': 'ok' }, `
type BusinessLookup struct{}

func (l *BusinessLookup) Service(movie string) StreamingService { return &NetflixService{} }

type BusinessDelegate struct{ lookup *BusinessLookup }

func (d *BusinessDelegate) Play(movie string) { d.lookup.Service(movie).Process() }

type MobileClient struct{ delegate *BusinessDelegate }

func (c *MobileClient) Play(movie string) { c.delegate.Play(movie) }`);

sample('a Go client using the lookup directly', 'go', { 'clients-only-through-front': ['broken', 'MobileClient.Play', 'BusinessLookup'] }, `
type BusinessLookup struct{}

func (l *BusinessLookup) Service(movie string) StreamingService { return &NetflixService{} }

type BusinessDelegate struct{ lookup *BusinessLookup }

func (d *BusinessDelegate) Play(movie string) { d.lookup.Service(movie).Process() }

type MobileClient struct {
	delegate *BusinessDelegate
	lookup   *BusinessLookup
}

func (c *MobileClient) Play(movie string) { c.lookup.Service(movie).Process() }`);

sample('services with no front object', 'java', { 'clients-only-through-front': ['missing', 'facade'] }, `
public class CartService { public void clear() {} }`);

// ─── Gateway: the network stays inside the gateway ───

sample('a payment gateway wrapping HttpClient', 'java', { 'remote-calls-inside-gateway': 'ok' }, `
public interface PaymentGateway { Receipt charge(String card, long cents); }
public class StripePaymentGateway implements PaymentGateway {
  private final HttpClient http;
  public StripePaymentGateway(HttpClient http) { this.http = http; }
  public Receipt charge(String card, long cents) {
    var request = HttpRequest.newBuilder(URI.create("https://api.example/charges")).POST(BodyPublishers.ofString(card)).build();
    return Receipt.parse(http.send(request, BodyHandlers.ofString()).body());
  }
}
public class CheckoutService {
  private final PaymentGateway payments;
  public CheckoutService(PaymentGateway payments) { this.payments = payments; }
  public Receipt pay(Order order) { return payments.charge(order.card(), order.total()); }
}`);

sample('a service building HTTP requests itself', 'java', { 'remote-calls-inside-gateway': ['broken', 'CheckoutService.refund', 'directly', 'PaymentGateway'] }, `
public interface PaymentGateway { Receipt charge(String card, long cents); }
public class CheckoutService {
  private final PaymentGateway payments;
  private final HttpClient http;
  public CheckoutService(PaymentGateway payments, HttpClient http) { this.payments = payments; this.http = http; }
  public void refund(String id) throws Exception {
    var request = HttpRequest.newBuilder(URI.create("https://api.example/refunds/" + id)).build();
    http.send(request, BodyHandlers.discarding());
  }
}`);

sample('a C# weather gateway', 'csharp', { 'remote-calls-inside-gateway': 'ok' }, `
public interface IWeatherGateway { Task<Forecast> Today(string city); }
public class HttpWeatherGateway : IWeatherGateway {
    private readonly HttpClient _http;
    public HttpWeatherGateway(HttpClient http) { _http = http; }
    public async Task<Forecast> Today(string city) => await _http.GetFromJsonAsync<Forecast>($"/forecast/{city}");
}
public class Planner {
    private readonly IWeatherGateway _weather;
    public Planner(IWeatherGateway weather) { _weather = weather; }
    public async Task<bool> Picnic(string city) => (await _weather.Today(city)).Sunny;
}`);

sample('a C# planner calling the weather API', 'csharp', { 'remote-calls-inside-gateway': ['broken', 'Planner.Picnic', 'directly'] }, `
public interface IWeatherGateway { Task<Forecast> Today(string city); }
public class Planner {
    private readonly HttpClient _http;
    public Planner(HttpClient http) { _http = http; }
    public async Task<bool> Picnic(string city) => (await _http.GetFromJsonAsync<Forecast>($"/forecast/{city}")).Sunny;
}`);

sample('a fetch-based gateway in TypeScript', 'typescript', { 'remote-calls-inside-gateway': 'ok' }, `
export interface ShippingGateway { quote(weightKg: number): Promise<number>; }
export class HttpShippingGateway implements ShippingGateway {
  constructor(private readonly baseUrl: string) {}
  async quote(weightKg: number): Promise<number> {
    const res = await fetch(this.baseUrl + '/quote?kg=' + weightKg);
    return (await res.json()).price;
  }
}
export class Checkout {
  constructor(private readonly shipping: ShippingGateway) {}
  async total(weightKg: number, items: number): Promise<number> { return items + (await this.shipping.quote(weightKg)); }
}`);

sample('a TypeScript checkout fetching quotes', 'typescript', { 'remote-calls-inside-gateway': ['broken', 'Checkout.total', 'fetch'] }, `
export interface ShippingGateway { quote(weightKg: number): Promise<number>; }
export class Checkout {
  async total(weightKg: number, items: number): Promise<number> {
    const res = await fetch('https://ship.example/quote?kg=' + weightKg);
    return items + (await res.json()).price;
  }
}`);

sample('a requests-based gateway in Python', 'python', { 'remote-calls-inside-gateway': 'ok' }, `
class ExchangeRateGateway:
    def __init__(self, base_url):
        self._base_url = base_url

    def rate(self, currency):
        return requests.get(f"{self._base_url}/rates/{currency}").json()["rate"]


class PriceService:
    def __init__(self, rates: ExchangeRateGateway):
        self._rates = rates

    def in_currency(self, amount, currency):
        return amount * self._rates.rate(currency)
`);

sample('a Python service calling requests directly', 'python', { 'remote-calls-inside-gateway': ['broken', 'PriceService.in_currency', 'requests.get'] }, `
class ExchangeRateGateway:
    def rate(self, currency):
        return 1.0


class PriceService:
    def in_currency(self, amount, currency):
        return amount * requests.get(f"https://rates.example/{currency}").json()["rate"]
`);

sample('a Go gateway over net/http', 'go', { 'remote-calls-inside-gateway': 'ok' }, `
type RatesGateway interface{ Rate(currency string) (float64, error) }

type httpRatesGateway struct{ base string }

func (g *httpRatesGateway) Rate(currency string) (float64, error) {
	resp, err := http.Get(g.base + "/rates/" + currency)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return decodeRate(resp.Body)
}

type PriceService struct{ rates RatesGateway }

func (s *PriceService) Convert(amount float64, currency string) (float64, error) {
	r, err := s.rates.Rate(currency)
	return amount * r, err
}`);

sample('a Go service calling http.Get', 'go', { 'remote-calls-inside-gateway': ['broken', 'PriceService.Convert', 'http.Get'] }, `
type RatesGateway interface{ Rate(currency string) (float64, error) }

type PriceService struct{}

func (s *PriceService) Convert(amount float64, currency string) (float64, error) {
	resp, err := http.Get("https://rates.example/" + currency)
	if err != nil {
		return 0, err
	}
	return decode(resp.Body) * amount, nil
}`);

sample('a service with no gateway', 'java', { 'remote-calls-inside-gateway': ['missing', 'gateway'] }, `
public class PriceService { public double convert(double amount) { return amount; } }`);

// ─── Ambassador: clients use the ambassador; it adds the connectivity concerns ───

sample('a service ambassador with retries', 'java', { 'ambassador-fronts-remote': 'ok' }, `
interface RemoteServiceInterface { long doRemoteFunction(int value) throws Exception; }
public class RemoteService implements RemoteServiceInterface {
  public long doRemoteFunction(int value) { return value * 10L; }
}
public class ServiceAmbassador implements RemoteServiceInterface {
  private static final int RETRIES = 3;
  private final RemoteService remote;
  public ServiceAmbassador(RemoteService remote) { this.remote = remote; }
  public long doRemoteFunction(int value) {
    for (int attempt = 1; attempt <= RETRIES; attempt++) {
      var start = System.currentTimeMillis();
      try {
        return remote.doRemoteFunction(value);
      } catch (Exception e) {
        LOGGER.info("Failed to reach remote: {}", attempt);
      } finally {
        LOGGER.info("Time taken (ms): {}", System.currentTimeMillis() - start);
      }
    }
    return -1;
  }
}
public class Client {
  private final ServiceAmbassador ambassador;
  public Client(ServiceAmbassador ambassador) { this.ambassador = ambassador; }
  long useService(int value) { return ambassador.doRemoteFunction(value); }
}`);

sample('a client that calls the remote service around its ambassador', 'java', { 'ambassador-fronts-remote': ['broken', 'Client.useService', 'bypassing the ambassador'] }, `
public class RemoteService {
  static RemoteService getRemoteService() { return new RemoteService(); }
  public long doRemoteFunction(int value) { return value * 10L; }
}
public class ServiceAmbassador {
  public long doRemoteFunction(int value) {
    try { return RemoteService.getRemoteService().doRemoteFunction(value); } catch (Exception e) { LOGGER.warn("retrying"); return -1; }
  }
}
public class Client {
  long useService(int value) { return RemoteService.getRemoteService().doRemoteFunction(value); }
}`);

sample('a C# ambassador that only forwards', 'csharp', { 'ambassador-fronts-remote': ['broken', 'InventoryAmbassador', 'only forwards'] }, `
public class InventoryService { public int Stock(string sku) => 3; }
public class InventoryAmbassador {
    private readonly InventoryService _remote;
    public InventoryAmbassador(InventoryService remote) { _remote = remote; }
    public int Stock(string sku) => _remote.Stock(sku);
}`);

sample('a C# ambassador with a timeout and logging', 'csharp', { 'ambassador-fronts-remote': 'ok' }, `
public class InventoryService { public Task<int> Stock(string sku) => Task.FromResult(3); }
public class InventoryAmbassador {
    private readonly InventoryService _remote;
    private readonly ILogger _logger;
    public InventoryAmbassador(InventoryService remote, ILogger logger) { _remote = remote; _logger = logger; }
    public async Task<int> Stock(string sku) {
        var watch = Stopwatch.StartNew();
        try { return await _remote.Stock(sku).WaitAsync(TimeSpan.FromSeconds(2)); }
        finally { _logger.LogInformation("stock took {Ms}", watch.ElapsedMilliseconds); }
    }
}`);

sample('a TypeScript ambassador with retry', 'typescript', { 'ambassador-fronts-remote': 'ok' }, `
export class PricingService { async price(sku: string): Promise<number> { return 1; } }
export class PricingAmbassador {
  constructor(private readonly remote: PricingService) {}
  async price(sku: string): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try { return await this.remote.price(sku); } catch { console.warn('retry', attempt); }
    }
    throw new Error('pricing unavailable');
  }
}
export class Cart {
  constructor(private readonly pricing: PricingAmbassador) {}
  async total(skus: string[]): Promise<number> { let t = 0; for (const s of skus) t += await this.pricing.price(s); return t; }
}`);

sample('a TypeScript cart calling the pricing service itself', 'typescript', { 'ambassador-fronts-remote': ['broken', 'Cart.total', 'bypassing'] }, `
export class PricingService { async price(sku: string): Promise<number> { return 1; } }
export class PricingAmbassador {
  constructor(private readonly remote: PricingService) {}
  async price(sku: string): Promise<number> {
    try { return await this.remote.price(sku); } catch (e) { console.warn('retry'); return this.remote.price(sku); }
  }
}
export class Cart {
  constructor(private readonly pricing: PricingService) {}
  async total(skus: string[]): Promise<number> { return this.pricing.price(skus[0]); }
}`);

sample('a Python ambassador timing each call', 'python', { 'ambassador-fronts-remote': 'ok' }, `
class RemoteService:
    def call(self, value):
        return value * 10


class ServiceAmbassador:
    def __init__(self, remote: RemoteService):
        self._remote = remote

    def call(self, value):
        start = time.monotonic()
        try:
            return self._remote.call(value)
        except ConnectionError:
            logger.warning("remote unavailable")
            return -1
        finally:
            logger.info("took %s", time.monotonic() - start)
`);

sample('a Python ambassador that adds nothing', 'python', { 'ambassador-fronts-remote': ['broken', 'ServiceAmbassador', 'only forwards'] }, `
class RemoteService:
    def call(self, value):
        return value * 10


class ServiceAmbassador:
    def __init__(self, remote: RemoteService):
        self._remote = remote

    def call(self, value):
        return self._remote.call(value)
`);

sample('a Go ambassador with retries', 'go', { 'ambassador-fronts-remote': 'ok' }, `
type RemoteService struct{}

func (r *RemoteService) Do(v int) (int, error) { return v * 10, nil }

type ServiceAmbassador struct{ remote *RemoteService }

func (a *ServiceAmbassador) Do(v int) (int, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		start := time.Now()
		var out int
		out, err = a.remote.Do(v)
		log.Printf("remote call took %v", time.Since(start))
		if err == nil {
			return out, nil
		}
	}
	return -1, err
}`);

sample('a Go client holding the remote service', 'go', { 'ambassador-fronts-remote': ['broken', 'Client.Use', 'bypassing'] }, `
type RemoteService struct{}

func (r *RemoteService) Do(v int) (int, error) { return v * 10, nil }

type ServiceAmbassador struct{ remote *RemoteService }

func (a *ServiceAmbassador) Do(v int) (int, error) {
	out, err := a.remote.Do(v)
	if err != nil {
		log.Printf("retrying after %v", err)
		return a.remote.Do(v)
	}
	return out, nil
}

type Client struct{ remote *RemoteService }

func (c *Client) Use(v int) int {
	out, _ := c.remote.Do(v)
	return out
}`);

sample('a remote service with no ambassador', 'java', { 'ambassador-fronts-remote': ['missing', 'ambassador'] }, `
public class RemoteService { public long call(int v) { return v; } }`);

// ─── Anti-corruption layer: translate, and nobody goes around it ───

sample('an ACL translating modern orders for the legacy shop', 'java', { 'acl-translates': 'ok' }, `
public class ModernShop { public Optional<ModernOrder> findOrder(String id) { return Optional.empty(); } }
public class AntiCorruptionLayer {
  private final ModernShop modernShop;
  public AntiCorruptionLayer(ModernShop modernShop) { this.modernShop = modernShop; }
  public Optional<LegacyOrder> findOrderInModernSystem(String id) {
    return modernShop.findOrder(id).map(o -> new LegacyOrder(o.getId(), o.getCustomer().getName(), o.getShipment().getItem()));
  }
}
public class LegacyShop {
  private final AntiCorruptionLayer acl;
  public LegacyShop(AntiCorruptionLayer acl) { this.acl = acl; }
  public boolean alreadyPlaced(String id) { return acl.findOrderInModernSystem(id).isPresent(); }
}`);

sample('an ACL that passes the modern order through', 'java', { 'acl-translates': ['broken', 'AntiCorruptionLayer.findOrderInModernSystem', 'ModernOrder', 'without translating'] }, `
public class ModernShop { public Optional<ModernOrder> findOrder(String id) { return Optional.empty(); } }
public class AntiCorruptionLayer {
  private final ModernShop modernShop;
  public AntiCorruptionLayer(ModernShop modernShop) { this.modernShop = modernShop; }
  public Optional<ModernOrder> findOrderInModernSystem(String id) { return modernShop.findOrder(id); }
}`);

sample('a C# translator beside a client that also calls the foreign system', 'csharp', { 'acl-translates': ['broken', 'Billing.Charge', 'CrmClient'] }, `
public class CrmClient { public CrmCustomer Fetch(string id) => new CrmCustomer(); }
public class CustomerTranslator {
    private readonly CrmClient _crm;
    public CustomerTranslator(CrmClient crm) { _crm = crm; }
    public Customer Find(string id) { var c = _crm.Fetch(id); return new Customer(c.Ref, c.FullName); }
}
public class Billing {
    private readonly CustomerTranslator _customers;
    private readonly CrmClient _crm;
    public Billing(CustomerTranslator customers, CrmClient crm) { _customers = customers; _crm = crm; }
    public void Charge(string id) { var raw = _crm.Fetch(id); }
}`);

sample('a C# translator used properly', 'csharp', { 'acl-translates': 'ok' }, `
public class CrmClient { public CrmCustomer Fetch(string id) => new CrmCustomer(); }
public class CustomerTranslator {
    private readonly CrmClient _crm;
    public CustomerTranslator(CrmClient crm) { _crm = crm; }
    public Customer Find(string id) { var c = _crm.Fetch(id); return new Customer(c.Ref, c.FullName); }
}
public class Billing {
    private readonly CustomerTranslator _customers;
    public Billing(CustomerTranslator customers) { _customers = customers; }
    public string Charge(string id) => _customers.Find(id).Name;
}`);

sample('a TypeScript ACL mapping legacy records', 'typescript', { 'acl-translates': 'ok' }, `
export class LegacyApi { fetchCustomer(id: string): LegacyCustomer { return new LegacyCustomer(); } }
export class CustomerAcl {
  constructor(private readonly legacy: LegacyApi) {}
  customer(id: string): Customer {
    const raw = this.legacy.fetchCustomer(id);
    return new Customer(raw.CUST_ID, raw.NAME_1 + ' ' + raw.NAME_2);
  }
}`);

sample('a TypeScript ACL returning the legacy record', 'typescript', { 'acl-translates': ['broken', 'CustomerAcl.customer', 'LegacyCustomer'] }, `
export class LegacyApi { fetchCustomer(id: string): LegacyCustomer { return new LegacyCustomer(); } }
export class CustomerAcl {
  constructor(private readonly legacy: LegacyApi) {}
  customer(id: string): LegacyCustomer { return this.legacy.fetchCustomer(id); }
}`);

sample('a Python translation layer', 'python', { 'acl-translates': 'ok' }, `
class LegacyShop:
    def find_order(self, order_id):
        return LegacyOrder(order_id, "qty=3")


class OrderTranslator:
    def __init__(self, legacy: LegacyShop):
        self._legacy = legacy

    def order(self, order_id):
        raw = self._legacy.find_order(order_id)
        return Order(raw.id, int(raw.qty.split("=")[1]))
`);

sample('a Python translator that translates nothing', 'python', { 'acl-translates': ['broken', 'OrderTranslator.order', 'without translating'] }, `
class LegacyShop:
    def find_order(self, order_id):
        return LegacyOrder(order_id, "qty=3")


class OrderTranslator:
    def __init__(self, legacy: LegacyShop):
        self._legacy = legacy

    def order(self, order_id):
        return self._legacy.find_order(order_id)
`);

sample('a Go ACL converting a legacy order', 'go', { 'acl-translates': 'ok' }, `
type LegacyShop struct{}

func (s *LegacyShop) FindOrder(id string) LegacyOrder { return LegacyOrder{ID: id} }

type OrderTranslator struct{ legacy *LegacyShop }

func (t *OrderTranslator) Order(id string) Order {
	raw := t.legacy.FindOrder(id)
	return Order{ID: raw.ID, Quantity: parseQty(raw.Qty)}
}`);

sample('a Go ACL leaking the legacy order', 'go', { 'acl-translates': ['broken', 'OrderTranslator.Order', 'LegacyOrder'] }, `
type LegacyShop struct{}

func (s *LegacyShop) FindOrder(id string) LegacyOrder { return LegacyOrder{ID: id} }

type OrderTranslator struct{ legacy *LegacyShop }

func (t *OrderTranslator) Order(id string) LegacyOrder { return t.legacy.FindOrder(id) }`);

sample('two systems talking directly', 'java', { 'acl-translates': ['missing', 'anti-corruption layer'] }, `
public class LegacyShop { public void place(ModernOrder order) {} }`);

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

// ─── Factory kit: builders registered per key ───

sample('a weapon factory kit configured with constructors', 'java', { 'kit-builds-from-registered-builders': 'ok' }, `
public interface WeaponFactory {
  Weapon create(WeaponType name);
  static WeaponFactory factory(Consumer<Builder> consumer) {
    var map = new HashMap<WeaponType, Supplier<Weapon>>();
    consumer.accept(map::put);
    return name -> map.get(name).get();
  }
}
public class Kit {
  private final Map<WeaponType, Supplier<Weapon>> builders = new EnumMap<>(WeaponType.class);
  public void add(WeaponType type, Supplier<Weapon> builder) { builders.put(type, builder); }
  public Weapon create(WeaponType type) { return builders.get(type).get(); }
}`);

sample('a kit that hands out its stored weapons', 'java', { 'kit-builds-from-registered-builders': ['broken', 'Kit.create', 'same shared instance'] }, `
public class Kit {
  private final Map<WeaponType, Weapon> weapons = new EnumMap<>(WeaponType.class);
  public void add(WeaponType type, Weapon weapon) { weapons.put(type, weapon); }
  public Weapon create(WeaponType type) { return weapons.get(type); }
}`);

sample('a factory with a switch over weapon types', 'java', { 'kit-builds-from-registered-builders': ['missing', 'WeaponFactory.create', 'switch'] }, `
public class WeaponFactory {
  public Weapon create(WeaponType type) {
    switch (type) {
      case SWORD: return new Sword();
      case AXE: return new Axe();
      default: throw new IllegalArgumentException();
    }
  }
}`);

sample('a C# kit of Func builders', 'csharp', { 'kit-builds-from-registered-builders': 'ok' }, `
public class WeaponKit {
    private readonly Dictionary<string, Func<IWeapon>> _builders = new();
    public void Add(string name, Func<IWeapon> builder) => _builders[name] = builder;
    public IWeapon Create(string name) => _builders[name]();
}`);

sample('a C# kit storing weapons', 'csharp', { 'kit-builds-from-registered-builders': ['broken', 'WeaponKit.Create', 'same shared instance'] }, `
public class WeaponKit {
    private readonly Dictionary<string, IWeapon> _weapons = new();
    public void Add(string name, IWeapon weapon) => _weapons[name] = weapon;
    public IWeapon Create(string name) => _weapons[name];
}`);

sample('a TypeScript kit of constructors', 'typescript', { 'kit-builds-from-registered-builders': 'ok' }, `
export class WeaponKit {
  private readonly builders = new Map<string, () => Weapon>();
  add(name: string, builder: () => Weapon): void { this.builders.set(name, builder); }
  create(name: string): Weapon {
    const build = this.builders.get(name);
    if (!build) throw new Error('unknown weapon ' + name);
    return build();
  }
}`);

sample('a TypeScript kit returning stored instances', 'typescript', { 'kit-builds-from-registered-builders': ['broken', 'WeaponKit.create', 'same shared instance'] }, `
export class WeaponKit {
  private readonly weapons = new Map<string, Weapon>();
  add(name: string, weapon: Weapon): void { this.weapons.set(name, weapon); }
  create(name: string): Weapon { return this.weapons.get(name)!; }
}`);

sample('a Python kit of classes', 'python', { 'kit-builds-from-registered-builders': 'ok' }, `
class WeaponKit:
    def __init__(self):
        self._builders = {}

    def add(self, name, builder):
        self._builders[name] = builder

    def create(self, name):
        return self._builders[name]()
`);

sample('a Python kit handing out one object', 'python', { 'kit-builds-from-registered-builders': ['broken', 'WeaponKit.create', 'same shared instance'] }, `
class WeaponKit:
    def __init__(self):
        self._weapons = {}

    def add(self, name, weapon):
        self._weapons[name] = weapon

    def create(self, name):
        return self._weapons[name]
`);

sample('a Go kit of constructor funcs', 'go', { 'kit-builds-from-registered-builders': 'ok' }, `
type Kit struct{ builders map[string]func() Weapon }

func (k *Kit) Add(name string, b func() Weapon) { k.builders[name] = b }

func (k *Kit) Create(name string) Weapon { return k.builders[name]() }`);

sample('a Go kit returning stored weapons', 'go', { 'kit-builds-from-registered-builders': ['broken', 'Kit.Create', 'same shared instance'] }, `
type Kit struct{ weapons map[string]Weapon }

func (k *Kit) Add(name string, w Weapon) { k.weapons[name] = w }

func (k *Kit) Create(name string) Weapon { return k.weapons[name] }`);

// ─── Abstract factory (and DAO factory): one family per factory ───

sample('elf and orc kingdom factories', 'java', { 'families-stay-consistent': 'ok' }, `
public interface KingdomFactory { Castle createCastle(); King createKing(); Army createArmy(); }
public class ElfKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new ElfCastle(); }
  public King createKing() { return new ElfKing(); }
  public Army createArmy() { return new ElfArmy(); }
}
public class OrcKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new OrcCastle(); }
  public King createKing() { return new OrcKing(); }
  public Army createArmy() { return new OrcArmy(); }
}
public class Kingdom {
  public static Kingdom of(KingdomFactory factory) { return new Kingdom(factory.createKing(), factory.createCastle(), factory.createArmy()); }
}`);

sample('an elf factory that raises an orc army', 'java', { 'families-stay-consistent': ['broken', 'ElfKingdomFactory.createArmy', 'OrcArmy', 'family'] }, `
public interface KingdomFactory { Castle createCastle(); Army createArmy(); }
public class ElfKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new ElfCastle(); }
  public Army createArmy() { return new OrcArmy(); }
}
public class OrcKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new OrcCastle(); }
  public Army createArmy() { return new OrcArmy(); }
}`);

sample('a DAO factory per data source', 'java', { 'families-stay-consistent': 'ok' }, `
public abstract class DAOFactory {
  public abstract CustomerDAO createCustomerDAO();
  public abstract OrderDAO createOrderDAO();
}
public class H2DataSourceFactory extends DAOFactory {
  public CustomerDAO createCustomerDAO() { return new H2CustomerDAO(dataSource()); }
  public OrderDAO createOrderDAO() { return new H2OrderDAO(dataSource()); }
}
public class MongoDataSourceFactory extends DAOFactory {
  public CustomerDAO createCustomerDAO() { return new MongoCustomerDAO(collection()); }
  public OrderDAO createOrderDAO() { return new MongoOrderDAO(collection()); }
}`);

sample('a Mongo DAO factory returning an H2 DAO', 'java', { 'families-stay-consistent': ['broken', 'MongoDataSourceFactory.createOrderDAO', 'H2OrderDAO'] }, `
public abstract class DAOFactory {
  public abstract CustomerDAO createCustomerDAO();
  public abstract OrderDAO createOrderDAO();
}
public class H2DataSourceFactory extends DAOFactory {
  public CustomerDAO createCustomerDAO() { return new H2CustomerDAO(); }
  public OrderDAO createOrderDAO() { return new H2OrderDAO(); }
}
public class MongoDataSourceFactory extends DAOFactory {
  public CustomerDAO createCustomerDAO() { return new MongoCustomerDAO(); }
  public OrderDAO createOrderDAO() { return new H2OrderDAO(); }
}`);

sample('a client building products itself', 'java', { 'families-stay-consistent': ['broken', 'App.main', 'ElfCastle', 'factory'] }, `
public interface KingdomFactory { Castle createCastle(); King createKing(); }
public class ElfKingdomFactory implements KingdomFactory {
  public Castle createCastle() { return new ElfCastle(); }
  public King createKing() { return new ElfKing(); }
}
public class App {
  public static void main(String[] args) {
    var factory = new ElfKingdomFactory();
    var king = factory.createKing();
    var castle = new ElfCastle();
  }
}`);

sample('one factory choosing the family with a switch', 'java', { 'families-stay-consistent': ['missing', 'KingdomFactory.createCastle', 'conditional'] }, `
public class KingdomFactory {
  public Castle createCastle(String kind) {
    if (kind.equals("elf")) return new ElfCastle();
    else if (kind.equals("orc")) return new OrcCastle();
    throw new IllegalArgumentException(kind);
  }
}`);

sample('C# light and dark widget factories', 'csharp', { 'families-stay-consistent': 'ok' }, `
public interface IWidgetFactory { IButton CreateButton(); ICheckbox CreateCheckbox(); }
public class LightWidgetFactory : IWidgetFactory {
    public IButton CreateButton() => new LightButton();
    public ICheckbox CreateCheckbox() => new LightCheckbox();
}
public class DarkWidgetFactory : IWidgetFactory {
    public IButton CreateButton() => new DarkButton();
    public ICheckbox CreateCheckbox() => new DarkCheckbox();
}`);

sample('a C# dark factory with a light checkbox', 'csharp', { 'families-stay-consistent': ['broken', 'DarkWidgetFactory.CreateCheckbox', 'LightCheckbox'] }, `
public interface IWidgetFactory { IButton CreateButton(); ICheckbox CreateCheckbox(); }
public class LightWidgetFactory : IWidgetFactory {
    public IButton CreateButton() => new LightButton();
    public ICheckbox CreateCheckbox() => new LightCheckbox();
}
public class DarkWidgetFactory : IWidgetFactory {
    public IButton CreateButton() => new DarkButton();
    public ICheckbox CreateCheckbox() => new LightCheckbox();
}`);

sample('TypeScript UI kit factories', 'typescript', { 'families-stay-consistent': 'ok' }, `
export interface UiFactory { createButton(): Button; createDialog(): Dialog; }
export class MacUiFactory implements UiFactory {
  createButton(): Button { return new MacButton(); }
  createDialog(): Dialog { return new MacDialog(); }
}
export class WinUiFactory implements UiFactory {
  createButton(): Button { return new WinButton(); }
  createDialog(): Dialog { return new WinDialog(); }
}`);

sample('a TypeScript Mac factory with a Windows dialog', 'typescript', { 'families-stay-consistent': ['broken', 'MacUiFactory.createDialog', 'WinDialog'] }, `
export interface UiFactory { createButton(): Button; createDialog(): Dialog; }
export class MacUiFactory implements UiFactory {
  createButton(): Button { return new MacButton(); }
  createDialog(): Dialog { return new WinDialog(); }
}
export class WinUiFactory implements UiFactory {
  createButton(): Button { return new WinButton(); }
  createDialog(): Dialog { return new WinDialog(); }
}`);

sample('Python duck-typed kingdom factories', 'python', { 'families-stay-consistent': 'ok' }, `
class ElfKingdomFactory:
    def create_castle(self):
        return ElfCastle()

    def create_army(self):
        return ElfArmy()


class OrcKingdomFactory:
    def create_castle(self):
        return OrcCastle()

    def create_army(self):
        return OrcArmy()
`);

sample('a Python orc factory building an elf castle', 'python', { 'families-stay-consistent': ['broken', 'OrcKingdomFactory.create_castle', 'ElfCastle'] }, `
class ElfKingdomFactory:
    def create_castle(self):
        return ElfCastle()

    def create_army(self):
        return ElfArmy()


class OrcKingdomFactory:
    def create_castle(self):
        return ElfCastle()

    def create_army(self):
        return OrcArmy()
`);

sample('Go storage factories', 'go', { 'families-stay-consistent': 'ok' }, `
type StoreFactory interface {
	CreateUserStore() UserStore
	CreateOrderStore() OrderStore
}

type PostgresFactory struct{ db *sql.DB }

func (f PostgresFactory) CreateUserStore() UserStore   { return &PostgresUserStore{db: f.db} }
func (f PostgresFactory) CreateOrderStore() OrderStore { return &PostgresOrderStore{db: f.db} }

type MemoryFactory struct{}

func (f MemoryFactory) CreateUserStore() UserStore   { return &MemoryUserStore{} }
func (f MemoryFactory) CreateOrderStore() OrderStore { return &MemoryOrderStore{} }`);

sample('a Go memory factory returning a Postgres store', 'go', { 'families-stay-consistent': ['broken', 'MemoryFactory.CreateOrderStore', 'PostgresOrderStore'] }, `
type StoreFactory interface {
	CreateUserStore() UserStore
	CreateOrderStore() OrderStore
}

type PostgresFactory struct{}

func (f PostgresFactory) CreateUserStore() UserStore   { return &PostgresUserStore{} }
func (f PostgresFactory) CreateOrderStore() OrderStore { return &PostgresOrderStore{} }

type MemoryFactory struct{}

func (f MemoryFactory) CreateUserStore() UserStore   { return &MemoryUserStore{} }
func (f MemoryFactory) CreateOrderStore() OrderStore { return &PostgresOrderStore{} }`);

// ─── Object mother: named, fresh test objects ───

sample('a royalty object mother', 'java', { 'mother-offers-fresh-objects': 'ok' }, `
class RoyaltyObjectMother {
  static King createDrunkKing() {
    var king = new King();
    king.makeDrunk();
    return king;
  }
  static King createHappyKing() {
    var king = new King();
    king.makeHappy();
    return king;
  }
  static Queen createFlirtyQueen() {
    var queen = new Queen();
    queen.setFlirtiness(true);
    return queen;
  }
}`);

sample('a mother handing out one shared king', 'java', { 'mother-offers-fresh-objects': ['broken', 'createHappyKing', 'shared', 'every other test'] }, `
class RoyaltyObjectMother {
  private static final King HAPPY_KING = new King();
  static King createHappyKing() {
    HAPPY_KING.makeHappy();
    return HAPPY_KING;
  }
  static King createDrunkKing() {
    var king = new King();
    king.makeDrunk();
    return king;
  }
}`);

sample('a C# customer mother', 'csharp', { 'mother-offers-fresh-objects': 'ok' }, `
public static class CustomerMother {
    public static Customer Gold() => new Customer("gold", tier: Tier.Gold);
    public static Customer WithNoOrders() => new Customer("new", tier: Tier.Basic);
}`);

sample('a C# mother with a static customer', 'csharp', { 'mother-offers-fresh-objects': ['broken', 'CustomerMother.Gold', 'shared'] }, `
public static class CustomerMother {
    private static readonly Customer _gold = new Customer("gold", Tier.Gold);
    public static Customer Gold() => _gold;
    public static Customer Basic() => new Customer("basic", Tier.Basic);
}`);

sample('TypeScript mother functions', 'typescript', { 'mother-offers-fresh-objects': 'ok' }, `
export class OrderMother {
  static paid(): Order { return new Order('o-1', 'PAID', [new Line('book', 12)]); }
  static empty(): Order { return new Order('o-2', 'OPEN', []); }
}`);

sample('a TypeScript mother sharing an order', 'typescript', { 'mother-offers-fresh-objects': ['broken', 'OrderMother.paid', 'shared'] }, `
export class OrderMother {
  private static readonly PAID = new Order('o-1', 'PAID', []);
  static paid(): Order { return OrderMother.PAID; }
  static empty(): Order { return new Order('o-2', 'OPEN', []); }
}`);

sample('a TypeScript object-literal mother', 'typescript', { 'mother-offers-fresh-objects': 'ok' }, `
export const UserMother = {
  admin(): User { return new User('root', ['admin']); },
  guest(): User { return new User('guest', []); },
};`);

sample('a TypeScript object-literal mother sharing a user', 'typescript', { 'mother-offers-fresh-objects': ['broken', 'UserMother.admin', 'shared'] }, `
const DEFAULT_USER = new User('ann', ['admin']);
export const UserMother = {
  admin(): User { return DEFAULT_USER; },
  guest(): User { return new User('guest', []); },
};`);

sample('Python mother functions', 'python', { 'mother-offers-fresh-objects': 'ok' }, `
def drunk_king():
    king = King()
    king.make_drunk()
    return king


def flirty_queen():
    queen = Queen()
    queen.flirtatious = True
    return queen
`);

sample('a Python mother returning a module-level king', 'python', { 'mother-offers-fresh-objects': ['broken', 'happy_king', 'shared'] }, `
HAPPY_KING = King(happy=True)


def happy_king():
    return HAPPY_KING


def drunk_king():
    king = King()
    king.make_drunk()
    return king
`);

sample('Go test data builders', 'go', { 'mother-offers-fresh-objects': 'ok' }, `
type UserMother struct{}

func (UserMother) Admin() *User  { return &User{Name: "root", Roles: []string{"admin"}} }
func (UserMother) Guest() *User  { return &User{Name: "guest"} }`);

sample('a Go mother returning a package-level user', 'go', { 'mother-offers-fresh-objects': ['broken', 'UserMother.Admin', 'shared'] }, `
var adminUser = &User{Name: "root"}

type UserMother struct{}

func (UserMother) Admin() *User { return adminUser }
func (UserMother) Guest() *User { return &User{Name: "guest"} }`);

sample('tests building objects by hand', 'java', { 'mother-offers-fresh-objects': ['missing', 'object mother'] }, `
class KingTest {
  @Test void kingIsHappy() { var king = new King(); king.makeHappy(); assertTrue(king.isHappy()); }
}`);

// ─── Page object: tests call page methods; page objects do not assert ───

sample('a Selenium login page and a test that uses it', 'java', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
public class LoginPage {
  private final WebDriver driver;
  private final By usernameInput = By.id("username");
  private final By loginButton = By.id("login-button");
  public LoginPage(WebDriver driver) { this.driver = driver; }
  public void enterUsername(String username) { driver.findElement(usernameInput).sendKeys(username); }
  public void clickLogin() { driver.findElement(loginButton).click(); }
  public String error() { return driver.findElement(By.id("error")).getText(); }
}
public class LoginTest {
  private WebDriver driver;
  @Test
  public void rejectsUnknownUser() {
    var page = new LoginPage(driver);
    page.enterUsername("nobody");
    page.clickLogin();
    assertEquals("Unknown user", page.error());
  }
}`);

sample('a test that finds elements itself', 'java', { 'tests-use-page-methods': ['broken', 'LoginTest.rejectsUnknownUser', 'driver.findElement', 'LoginPage'] }, `
public class LoginPage {
  private final WebDriver driver;
  public LoginPage(WebDriver driver) { this.driver = driver; }
  public void enterUsername(String username) { driver.findElement(By.id("username")).sendKeys(username); }
}
public class LoginTest {
  private WebDriver driver;
  @Test
  public void rejectsUnknownUser() {
    new LoginPage(driver).enterUsername("nobody");
    driver.findElement(By.id("login-button")).click();
    assertEquals("Unknown user", driver.findElement(By.id("error")).getText());
  }
}`);

sample('a page object that asserts', 'java', { 'page-objects-do-not-assert': ['broken', 'LoginPage.login', 'assert'] }, `
public class LoginPage {
  private final WebDriver driver;
  public LoginPage(WebDriver driver) { this.driver = driver; }
  public void login(String user) {
    driver.findElement(By.id("username")).sendKeys(user);
    driver.findElement(By.id("login-button")).click();
    assertTrue(driver.findElement(By.id("welcome")).isDisplayed());
  }
}`);

sample('a C# Selenium page and NUnit test', 'csharp', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
public class SearchPage {
    private readonly IWebDriver _driver;
    public SearchPage(IWebDriver driver) { _driver = driver; }
    public void SearchFor(string term) { _driver.FindElement(By.Name("q")).SendKeys(term + Keys.Enter); }
    public int ResultCount() => _driver.FindElements(By.CssSelector(".result")).Count;
}
public class SearchTests {
    private IWebDriver _driver;
    [Test]
    public void FindsResults() {
        var page = new SearchPage(_driver);
        page.SearchFor("patterns");
        Assert.That(page.ResultCount(), Is.GreaterThan(0));
    }
}`);

sample('a C# test reaching into the DOM', 'csharp', { 'tests-use-page-methods': ['broken', 'SearchTests.FindsResults', 'FindElement'] }, `
public class SearchPage {
    private readonly IWebDriver _driver;
    public SearchPage(IWebDriver driver) { _driver = driver; }
    public void SearchFor(string term) { _driver.FindElement(By.Name("q")).SendKeys(term); }
}
public class SearchTests {
    private IWebDriver _driver;
    [Test]
    public void FindsResults() {
        new SearchPage(_driver).SearchFor("patterns");
        Assert.That(_driver.FindElements(By.CssSelector(".result")).Count, Is.GreaterThan(0));
    }
}`);

sample('a Playwright page object used by a test', 'typescript', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
export class LoginPage {
  constructor(private readonly page: Page) {}
  async login(user: string, password: string): Promise<void> {
    await this.page.getByLabel('User').fill(user);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
  error(): Locator { return this.page.getByRole('alert'); }
}
test('rejects a wrong password', async ({ page }) => {
  const login = new LoginPage(page);
  await login.login('ann', 'nope');
  await expect(login.error()).toHaveText('Wrong password');
});`);

sample('a Playwright test filling fields itself', 'typescript', { 'tests-use-page-methods': ['broken', 'page.getByLabel'] }, `
export class LoginPage {
  constructor(private readonly page: Page) {}
  async open(): Promise<void> { await this.page.goto('/login'); }
}
test('rejects a wrong password', async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByLabel('User').fill('ann');
  await expect(page.getByRole('alert')).toHaveText('Wrong password');
});`);

sample('a Playwright page object with expect inside', 'typescript', { 'page-objects-do-not-assert': ['broken', 'LoginPage.login', 'expect'] }, `
export class LoginPage {
  constructor(private readonly page: Page) {}
  async login(user: string): Promise<void> {
    await this.page.getByLabel('User').fill(user);
    await expect(this.page.getByRole('heading')).toHaveText('Welcome');
  }
}`);

sample('a Python page object and pytest test', 'python', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
class LoginPage:
    def __init__(self, driver):
        self.driver = driver

    def login(self, user, password):
        self.driver.find_element(By.ID, "username").send_keys(user)
        self.driver.find_element(By.ID, "password").send_keys(password)
        self.driver.find_element(By.ID, "submit").click()

    def error(self):
        return self.driver.find_element(By.ID, "error").text


def test_rejects_wrong_password(driver):
    page = LoginPage(driver)
    page.login("ann", "nope")
    assert page.error() == "Wrong password"
`);

sample('a pytest test driving the browser directly', 'python', { 'tests-use-page-methods': ['broken', 'test_rejects_wrong_password', 'find_element'] }, `
class LoginPage:
    def __init__(self, driver):
        self.driver = driver

    def open(self):
        self.driver.get("/login")


def test_rejects_wrong_password(driver):
    LoginPage(driver).open()
    driver.find_element(By.ID, "username").send_keys("ann")
    assert driver.find_element(By.ID, "error").text == "Wrong password"
`);

sample('a Python page object asserting inside', 'python', { 'page-objects-do-not-assert': ['broken', 'LoginPage.login', 'assert'] }, `
class LoginPage:
    def __init__(self, driver):
        self.driver = driver

    def login(self, user):
        self.driver.find_element(By.ID, "username").send_keys(user)
        assert self.driver.find_element(By.ID, "welcome").is_displayed()
`);

sample('a Go page object with chromedp', 'go', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
type LoginPage struct{ driver *Driver }

func (p *LoginPage) Login(user string) error { return p.driver.Type("#user", user) }

func TestLogin(t *testing.T) {
	page := &LoginPage{driver: newDriver(t)}
	if err := page.Login("ann"); err != nil {
		t.Fatal(err)
	}
}`);

sample('a Go page object calling t.Fatal', 'go', { 'page-objects-do-not-assert': ['broken', 'LoginPage.Login', 't.Fatal'] }, `
type LoginPage struct {
	driver *Driver
	t      *testing.T
}

func (p *LoginPage) Login(user string) {
	if err := p.driver.Type("#user", user); err != nil {
		p.t.Fatal(err)
	}
}`);

sample('UI tests with no page objects', 'java', { 'tests-use-page-methods': ['missing', 'page object'], 'page-objects-do-not-assert': ['missing', 'page object'] }, `
public class LoginTest {
  @Test public void login() { driver.findElement(By.id("user")).sendKeys("ann"); }
}`);

// ─── Arrange / Act / Assert ───

sample('arrange-act-assert cash tests', 'java', { 'phases-in-order': 'ok' }, `
class CashAAATest {
  @Test
  void testPlus() {
    var cash = new Cash(3);
    cash.plus(4);
    assertEquals(7, cash.count());
  }
  @Test
  void testMinus() {
    var cash = new Cash(8);
    var result = cash.minus(5);
    assertTrue(result);
    assertEquals(3, cash.count());
  }
}`);

sample('a test that acts again after asserting', 'java', { 'phases-in-order': ['broken', 'CashAntiAAATest.testCash', 'cash.minus(5)', 'after it has started asserting'] }, `
class CashAntiAAATest {
  @Test
  void testCash() {
    var cash = new Cash(3);
    cash.plus(4);
    assertEquals(7, cash.count());
    cash.minus(5);
    assertEquals(2, cash.count());
  }
}`);

sample('xUnit tests in three phases', 'csharp', { 'phases-in-order': 'ok' }, `
public class AccountTests {
    [Fact]
    public void Deposit_IncreasesBalance() {
        var account = new Account(10);
        account.Deposit(5);
        Assert.Equal(15, account.Balance);
    }
}`);

sample('an xUnit test mixing phases', 'csharp', { 'phases-in-order': ['broken', 'AccountTests.Balance_Changes', 'account.Withdraw'] }, `
public class AccountTests {
    [Fact]
    public void Balance_Changes() {
        var account = new Account(10);
        account.Deposit(5);
        Assert.Equal(15, account.Balance);
        account.Withdraw(3);
        Assert.Equal(12, account.Balance);
    }
}`);

sample('vitest tests in three phases', 'typescript', { 'phases-in-order': 'ok' }, `
it('should add to the cart', () => {
  const cart = new Cart();
  cart.add('book');
  expect(cart.size()).toBe(1);
});`);

sample('a vitest test with two act/assert rounds', 'typescript', { 'phases-in-order': ['broken', 'cart.remove'] }, `
it('should add and remove', () => {
  const cart = new Cart();
  cart.add('book');
  expect(cart.size()).toBe(1);
  cart.remove('book');
  expect(cart.size()).toBe(0);
});`);

sample('pytest tests in three phases', 'python', { 'phases-in-order': 'ok' }, `
def test_plus():
    cash = Cash(3)
    cash.plus(4)
    assert cash.count() == 7
`);

sample('a pytest test acting after asserting', 'python', { 'phases-in-order': ['broken', 'test_cash', 'cash.minus(5)'] }, `
def test_cash():
    cash = Cash(3)
    cash.plus(4)
    assert cash.count() == 7
    cash.minus(5)
    assert cash.count() == 2
`);

sample('a Go test in three phases', 'go', { 'phases-in-order': 'ok' }, `
func TestPlus(t *testing.T) {
	cash := NewCash(3)
	cash.Plus(4)
	if cash.Count() != 7 {
		t.Errorf("got %d", cash.Count())
	}
}`);

sample('a Go test acting after checking', 'go', { 'phases-in-order': ['broken', 'TestCash', 'cash.Minus(5)'] }, `
func TestCash(t *testing.T) {
	cash := NewCash(3)
	cash.Plus(4)
	require.Equal(t, 7, cash.Count())
	cash.Minus(5)
	require.Equal(t, 2, cash.Count())
}`);

sample('production code without tests', 'java', { 'phases-in-order': ['missing', 'tests'] }, `
public class Cash { private int amount; void plus(int a) { amount += a; } }`);

// ─── Service stub: deterministic, and substitutable ───

sample('a keyword-based sentiment stub', 'java', { 'stub-is-deterministic': 'ok' }, `
public interface SentimentAnalysisServer { String analyzeSentiment(String text); }
public class RealSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) {
    Thread.sleep(5000);
    return List.of("Positive", "Negative", "Neutral").get(new Random().nextInt(3));
  }
}
public class StubSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) {
    if (text.toLowerCase().contains("good")) return "Positive";
    if (text.toLowerCase().contains("bad")) return "Negative";
    return "Neutral";
  }
}
public class ReviewClassifier {
  private final SentimentAnalysisServer server;
  public ReviewClassifier(SentimentAnalysisServer server) { this.server = server; }
}`);

sample('a stub that is random and slow', 'java', { 'stub-is-deterministic': ['broken', 'StubSentimentAnalysisServer.analyzeSentiment', 'repeatable'] }, `
public interface SentimentAnalysisServer { String analyzeSentiment(String text); }
public class StubSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) {
    return new Random().nextBoolean() ? "Positive" : "Negative";
  }
}`);

sample('a client that builds the real server itself', 'java', { 'stub-is-deterministic': ['broken', 'ReviewClassifier', 'RealSentimentAnalysisServer', 'stub'] }, `
public interface SentimentAnalysisServer { String analyzeSentiment(String text); }
public class RealSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) { return "Neutral"; }
}
public class StubSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) { return "Positive"; }
}
public class ReviewClassifier {
  private final SentimentAnalysisServer server;
  public ReviewClassifier() { this.server = new RealSentimentAnalysisServer(); }
}`);

sample('a C# fake clock-free exchange rate stub', 'csharp', { 'stub-is-deterministic': 'ok' }, `
public interface IRates { decimal Rate(string currency); }
public class FakeRates : IRates {
    private readonly Dictionary<string, decimal> _rates = new() { ["EUR"] = 1.1m };
    public decimal Rate(string currency) => _rates[currency];
}`);

sample('a C# fake that reads the clock', 'csharp', { 'stub-is-deterministic': ['broken', 'FakeRates.Rate', 'DateTime'] }, `
public interface IRates { decimal Rate(string currency); }
public class FakeRates : IRates {
    public decimal Rate(string currency) => DateTime.Now.Second % 2 == 0 ? 1.1m : 1.2m;
}`);

sample('a TypeScript stub weather service', 'typescript', { 'stub-is-deterministic': 'ok' }, `
export interface WeatherService { today(city: string): Promise<string>; }
export class StubWeatherService implements WeatherService {
  async today(city: string): Promise<string> { return city === 'London' ? 'rain' : 'sun'; }
}`);

sample('a TypeScript stub that calls the network', 'typescript', { 'stub-is-deterministic': ['broken', 'StubWeatherService.today', 'fetch'] }, `
export interface WeatherService { today(city: string): Promise<string>; }
export class StubWeatherService implements WeatherService {
  async today(city: string): Promise<string> { return (await fetch('https://weather.example/' + city)).text(); }
}`);

sample('a Python fake payment service', 'python', { 'stub-is-deterministic': 'ok' }, `
class FakePaymentService:
    def __init__(self):
        self.charged = []

    def charge(self, card, amount):
        self.charged.append((card, amount))
        return "ok"
`);

sample('a Python stub that sleeps', 'python', { 'stub-is-deterministic': ['broken', 'StubPaymentService.charge', 'time.sleep'] }, `
class StubPaymentService:
    def charge(self, card, amount):
        time.sleep(2)
        return "ok"
`);

sample('a Go stub store', 'go', { 'stub-is-deterministic': 'ok' }, `
type Rates interface{ Rate(c string) float64 }

type StubRates struct{ fixed map[string]float64 }

func (s StubRates) Rate(c string) float64 { return s.fixed[c] }`);

sample('a Go stub using math/rand', 'go', { 'stub-is-deterministic': ['broken', 'StubRates.Rate', 'rand'] }, `
type Rates interface{ Rate(c string) float64 }

type StubRates struct{}

func (s StubRates) Rate(c string) float64 { return rand.Float64() }`);

sample('only the real service', 'java', { 'stub-is-deterministic': ['missing', 'service stub'] }, `
public class RealSentimentAnalysisServer { public String analyze(String t) { return "x"; } }`);

// ─── Context object: the context travels whole ───

sample('layers passing a service context along', 'java', { 'context-travels-whole': 'ok' }, `
public class ServiceContext {
  private String accountService;
  private String sessionService;
  private String searchService;
  public void setAccountService(String s) { accountService = s; }
}
public class LayerA {
  private final ServiceContext context = new ServiceContext();
  public void addAccountInfo(String accountService) { context.setAccountService(accountService); }
  public ServiceContext getContext() { return context; }
}
public class LayerB {
  private final ServiceContext context;
  public LayerB(LayerA layerA) { this.context = layerA.getContext(); }
}`);

sample('a layer taking the context apart', 'java', { 'context-travels-whole': ['broken', 'SearchLayer.search', 'accountService', 'ServiceContext'] }, `
public class ServiceContext {
  private String accountService;
  private String sessionService;
  private String searchService;
}
public class SearchLayer {
  public List<String> search(String query, String accountService, String sessionService) { return List.of(); }
}`);

sample('a C# request context handed down', 'csharp', { 'context-travels-whole': 'ok' }, `
public class RequestContext {
    public string UserId { get; init; }
    public string Locale { get; init; }
    public string TraceId { get; init; }
}
public class PricingService {
    public decimal Price(Product p, RequestContext ctx) => ctx.Locale == "de" ? p.Price * 1.19m : p.Price;
}`);

sample('a C# service taking user, locale and trace id', 'csharp', { 'context-travels-whole': ['broken', 'PricingService.Price', 'RequestContext'] }, `
public class RequestContext {
    public string UserId { get; init; }
    public string Locale { get; init; }
    public string TraceId { get; init; }
}
public class PricingService {
    public decimal Price(Product p, string userId, string locale, string traceId) => p.Price;
}`);

sample('a TypeScript context passed to handlers', 'typescript', { 'context-travels-whole': 'ok' }, `
export class RequestContext {
  constructor(readonly userId: string, readonly locale: string, readonly traceId: string) {}
}
export function renderPrice(ctx: RequestContext, amount: number): string { return amount.toLocaleString(ctx.locale); }`);

sample('a TypeScript function with the context unpacked', 'typescript', { 'context-travels-whole': ['broken', 'renderPrice', 'locale'] }, `
export class RequestContext {
  constructor(readonly userId: string, readonly locale: string, readonly traceId: string) {}
}
export function renderPrice(userId: string, locale: string, amount: number): string { return amount.toLocaleString(locale); }`);

sample('a Python context object', 'python', { 'context-travels-whole': 'ok' }, `
class RequestContext:
    def __init__(self, user_id, locale, trace_id):
        self.user_id = user_id
        self.locale = locale
        self.trace_id = trace_id


def render_price(ctx, amount):
    return f"{amount} ({ctx.locale})"
`);

sample('a Python function taking the context parts', 'python', { 'context-travels-whole': ['broken', 'render_price', 'user_id'] }, `
class RequestContext:
    def __init__(self, user_id, locale, trace_id):
        self.user_id = user_id
        self.locale = locale
        self.trace_id = trace_id


def render_price(user_id, locale, amount):
    return f"{amount} ({locale})"
`);

sample('a Go context struct', 'go', { 'context-travels-whole': 'ok' }, `
type RequestContext struct {
	UserID  string
	Locale  string
	TraceID string
}

func RenderPrice(rc *RequestContext, amount float64) string { return format(amount, rc.Locale) }`);

sample('a Go function with loose context values', 'go', { 'context-travels-whole': ['broken', 'RenderPrice', 'RequestContext'] }, `
type RequestContext struct {
	UserID  string
	Locale  string
	TraceID string
}

func RenderPrice(userID string, locale string, amount float64) string { return format(amount, locale) }`);

sample('no context object', 'java', { 'context-travels-whole': ['missing', 'context object'] }, `
public class Service { public void run(String user) {} }`);

// ─── Collecting parameter: add to what you were given ───

sample('printer-queue filters adding to one result list', 'java', { 'collector-passed-along': 'ok' }, `
public class App {
  static void addValidA4Papers(Queue<PrinterItem> printerItemsCollection) {
    for (PrinterItem item : printerQueue.getPrinterQueue()) {
      if (item.paperSize.equals(PaperSizes.A4)) printerItemsCollection.add(item);
    }
  }
  static void addValidA3Papers(Queue<PrinterItem> printerItemsCollection) {
    for (PrinterItem item : printerQueue.getPrinterQueue()) {
      if (item.paperSize.equals(PaperSizes.A3)) printerItemsCollection.add(item);
    }
  }
}`);

sample('a collector method that swaps in a new list', 'java', { 'collector-passed-along': ['broken', 'App.addValidA3Papers', 'replaces the collecting parameter'] }, `
public class App {
  static void addValidA3Papers(List<PrinterItem> result) {
    result = new ArrayList<>();
    for (PrinterItem item : queue) if (item.isA3()) result.add(item);
  }
}`);

sample('separate lists merged with addAll', 'java', { 'collector-passed-along': ['missing', 'merged', 'collecting parameter'] }, `
public class Report {
  List<String> a4() { var out = new ArrayList<String>(); out.add("a4"); return out; }
  List<String> a3() { var out = new ArrayList<String>(); out.add("a3"); return out; }
  List<String> all() { var all = new ArrayList<String>(); all.addAll(a4()); all.addAll(a3()); return all; }
}`);

sample('a C# StringBuilder collecting parameter', 'csharp', { 'collector-passed-along': 'ok' }, `
public class InvoiceWriter {
    public string Write(Invoice i) { var sb = new StringBuilder(); WriteHeader(i, sb); WriteLines(i, sb); return sb.ToString(); }
    private void WriteHeader(Invoice i, StringBuilder sb) { sb.AppendLine(i.Number); }
    private void WriteLines(Invoice i, StringBuilder sb) { foreach (var l in i.Lines) sb.AppendLine(l.Text); }
}`);

sample('a C# writer replacing its builder', 'csharp', { 'collector-passed-along': ['broken', 'WriteLines', 'replaces'] }, `
public class InvoiceWriter {
    private void WriteHeader(Invoice i, StringBuilder sb) { sb.AppendLine(i.Number); }
    private void WriteLines(Invoice i, StringBuilder sb) { sb = new StringBuilder(); foreach (var l in i.Lines) sb.AppendLine(l.Text); }
}`);

sample('TypeScript validators pushing into an errors array', 'typescript', { 'collector-passed-along': 'ok' }, `
export function checkName(user: User, errors: string[]): void { if (!user.name) errors.push('name is required'); }
export function checkAge(user: User, errors: string[]): void { if (user.age < 0) errors.push('age must be positive'); }`);

sample('a TypeScript validator resetting the array', 'typescript', { 'collector-passed-along': ['broken', 'checkAge', 'replaces'] }, `
export function checkName(user: User, errors: string[]): void { if (!user.name) errors.push('name is required'); }
export function checkAge(user: User, errors: string[]): void { errors = []; if (user.age < 0) errors.push('age must be positive'); }`);

sample('Python checks appending to a shared list', 'python', { 'collector-passed-along': 'ok' }, `
def check_name(user, errors):
    if not user.name:
        errors.append("name is required")


def check_age(user, errors):
    if user.age < 0:
        errors.append("age must be positive")
`);

sample('a Python check rebinding the list', 'python', { 'collector-passed-along': ['broken', 'check_age', 'replaces'] }, `
def check_name(user, errors):
    if not user.name:
        errors.append("name is required")


def check_age(user, errors):
    errors = []
    if user.age < 0:
        errors.append("age must be positive")
`);

sample('Go checks appending through a pointer', 'go', { 'collector-passed-along': 'ok' }, `
func checkName(u User, errs *[]string) {
	if u.Name == "" {
		*errs = append(*errs, "name is required")
	}
}`);

sample('a Go check appending to a slice by value', 'go', { 'collector-passed-along': ['broken', 'checkName', 'by value'] }, `
func checkName(u User, errs []string) {
	if u.Name == "" {
		errs = append(errs, "name is required")
	}
}`);

// ─── Parameter object: an immutable bundle ───

sample('a search parameter object built once', 'java', { 'parameter-object-immutable': 'ok' }, `
public class ParameterObject {
  private final String type;
  private final String sortBy;
  private final SortOrder sortOrder;
  private ParameterObject(Builder b) { type = b.type; sortBy = b.sortBy; sortOrder = b.sortOrder; }
  public String getType() { return type; }
  public String getSortBy() { return sortBy; }
}
public class SearchService {
  public String search(ParameterObject parameterObject) { return query(parameterObject.getType(), parameterObject.getSortBy()); }
}`);

sample('a parameter object with setters', 'java', { 'parameter-object-immutable': ['broken', 'SearchParameters', 'setters'] }, `
public class SearchParameters {
  private String type;
  private String sortBy;
  public void setType(String type) { this.type = type; }
  public void setSortBy(String sortBy) { this.sortBy = sortBy; }
  public String getType() { return type; }
}
public class SearchService {
  public String search(SearchParameters params) { return params.getType(); }
}`);

sample('a service changing the parameters it got', 'java', { 'parameter-object-immutable': ['broken', 'SearchService.search', 'changes the parameter object'] }, `
public class SearchParameters {
  public String type;
  public String sortBy;
}
public class SearchService {
  public String search(SearchParameters params) { params.sortBy = "price"; return params.type; }
}`);

sample('a long parameter list', 'java', { 'parameter-object-immutable': ['missing', '5 separate parameters'] }, `
public class SearchService {
  public String search(String type, String sortBy, String order, int page, int size) { return type; }
}`);

sample('a C# record of search options', 'csharp', { 'parameter-object-immutable': 'ok' }, `
public record SearchOptions(string Type, string SortBy, int Page);
public class SearchService {
    public IReadOnlyList<Item> Search(SearchOptions options) => Query(options.Type, options.SortBy, options.Page);
}`);

sample('C# options with settable properties', 'csharp', { 'parameter-object-immutable': ['broken', 'SearchOptions', 'setters'] }, `
public class SearchOptions {
    public string Type { get; set; }
    public string SortBy { get; set; }
}
public class SearchService {
    public IReadOnlyList<Item> Search(SearchOptions options) => Query(options.Type, options.SortBy);
}`);

sample('a TypeScript options object', 'typescript', { 'parameter-object-immutable': 'ok' }, `
export class SearchOptions {
  constructor(readonly type: string, readonly sortBy: string, readonly page = 1) {}
}
export class SearchService {
  search(options: SearchOptions): Item[] { return query(options.type, options.sortBy, options.page); }
}`);

sample('a TypeScript service taking sortBy twice', 'typescript', { 'parameter-object-immutable': ['broken', 'SearchService.search', 'sortBy'] }, `
export class SearchOptions {
  constructor(readonly type: string, readonly sortBy: string) {}
}
export class SearchService {
  search(options: SearchOptions, sortBy: string): Item[] { return query(options.type, sortBy); }
}`);

sample('a frozen Python dataclass of parameters', 'python', { 'parameter-object-immutable': 'ok' }, `
@dataclass(frozen=True)
class SearchParams:
    type: str
    sort_by: str


class SearchService:
    def search(self, params: SearchParams):
        return query(params.type, params.sort_by)
`);

sample('a Python service editing its parameters', 'python', { 'parameter-object-immutable': ['broken', 'SearchService.search', 'changes the parameter object'] }, `
class SearchParams:
    def __init__(self, type, sort_by):
        self.type = type
        self.sort_by = sort_by


class SearchService:
    def search(self, params: SearchParams):
        params.sort_by = "price"
        return query(params.type, params.sort_by)
`);

sample('a Go options struct passed by value', 'go', { 'parameter-object-immutable': 'ok' }, `
type SearchOptions struct {
	Type   string
	SortBy string
}

func Search(opts SearchOptions) []Item { return query(opts.Type, opts.SortBy) }`);

sample('a Go function mutating its options', 'go', { 'parameter-object-immutable': ['broken', 'Search', 'changes the parameter object'] }, `
type SearchOptions struct {
	Type   string
	SortBy string
}

func Search(opts *SearchOptions) []Item {
	opts.SortBy = "price"
	return query(opts.Type, opts.SortBy)
}`);

// ─── Private class data: data in an immutable data class ───

sample('an immutable stew backed by a record', 'java', { 'class-data-immutable': 'ok' }, `
public record StewData(int numPotatoes, int numCarrots, int numMeat, int numPeppers) {}
public class ImmutableStew {
  private final StewData data;
  public ImmutableStew(int p, int c, int m, int pe) { data = new StewData(p, c, m, pe); }
  public void mix() { LOGGER.info("{} potatoes", data.numPotatoes()); }
}`);

sample('a stew that changes its data class', 'java', { 'class-data-immutable': ['broken', 'StewData', 'after construction'] }, `
public class StewData {
  private int numPotatoes;
  private int numCarrots;
  public StewData(int p, int c) { numPotatoes = p; numCarrots = c; }
  public void setNumPotatoes(int n) { numPotatoes = n; }
  public int getNumPotatoes() { return numPotatoes; }
}
public class Stew {
  private final StewData data;
  public Stew(int p, int c) { data = new StewData(p, c); }
  public void taste() { data.setNumPotatoes(data.getNumPotatoes() - 1); }
}`);

sample('a mutable stew without a data class', 'java', { 'class-data-immutable': ['missing', 'Stew.taste', 'numPotatoes'] }, `
public class Stew {
  private int numPotatoes;
  private int numCarrots;
  public Stew(int p, int c) { numPotatoes = p; numCarrots = c; }
  public void taste() { if (numPotatoes > 0) numPotatoes--; }
}`);

sample('a C# class with a readonly data record', 'csharp', { 'class-data-immutable': 'ok' }, `
public record CircleData(double Radius, string Color);
public class Circle {
    private readonly CircleData _data;
    public Circle(double r, string c) { _data = new CircleData(r, c); }
    public double Area() => Math.PI * _data.Radius * _data.Radius;
}`);

sample('a C# class writing into its data', 'csharp', { 'class-data-immutable': ['broken', 'Circle.Grow', '_data.Radius'] }, `
public class CircleData { public double Radius; public string Color; }
public class Circle {
    private readonly CircleData _data = new CircleData();
    public void Grow() { _data.Radius = _data.Radius * 2; }
}`);

sample('a TypeScript class with frozen data', 'typescript', { 'class-data-immutable': 'ok' }, `
class StewData {
  constructor(readonly potatoes: number, readonly carrots: number) {}
}
export class Stew {
  private readonly data: StewData;
  constructor(potatoes: number, carrots: number) { this.data = new StewData(potatoes, carrots); }
  describe(): string { return this.data.potatoes + ' potatoes'; }
}`);

sample('a TypeScript stew tasting its data', 'typescript', { 'class-data-immutable': ['broken', 'Stew.taste', 'data.potatoes'] }, `
class StewData {
  constructor(public potatoes: number, public carrots: number) {}
}
export class Stew {
  private readonly data: StewData;
  constructor(potatoes: number, carrots: number) { this.data = new StewData(potatoes, carrots); }
  taste(): void { this.data.potatoes -= 1; }
}`);

sample('a Python class with a frozen data class', 'python', { 'class-data-immutable': 'ok' }, `
@dataclass(frozen=True)
class StewData:
    potatoes: int
    carrots: int


class Stew:
    def __init__(self, potatoes, carrots):
        self._data: StewData = StewData(potatoes, carrots)

    def mix(self):
        return f"{self._data.potatoes} potatoes"
`);

sample('a Python stew editing its data', 'python', { 'class-data-immutable': ['broken', 'Stew.taste', 'potatoes'] }, `
class StewData:
    def __init__(self, potatoes, carrots):
        self.potatoes = potatoes
        self.carrots = carrots


class Stew:
    def __init__(self, potatoes, carrots):
        self._data: StewData = StewData(potatoes, carrots)

    def taste(self):
        self._data.potatoes -= 1
`);

sample('a Go type with unexported immutable data', 'go', { 'class-data-immutable': 'ok' }, `
type stewData struct {
	potatoes int
	carrots  int
}

type Stew struct{ data stewData }

func (s Stew) Mix() string { return fmt.Sprint(s.data.potatoes) }`);

sample('a Go stew changing its data', 'go', { 'class-data-immutable': ['broken', 'Stew.Taste', 'potatoes'] }, `
type stewData struct {
	potatoes int
	carrots  int
}

type Stew struct{ data stewData }

func (s *Stew) Taste() { s.data.potatoes-- }`);

// ─── Immutable: fixed after construction ───

sample('an immutable user with a copied role list', 'java', { 'fixed-after-construction': 'ok' }, `
public final class ImmutableUser {
  private final String name;
  private final int age;
  private final List<String> roles;
  public ImmutableUser(String name, int age, List<String> roles) { this.name = name; this.age = age; this.roles = List.copyOf(roles); }
  public String getName() { return name; }
  public List<String> getRoles() { return roles; }
  public ImmutableUser withAge(int newAge) { return new ImmutableUser(name, newAge, roles); }
}`);

sample('an "immutable" user with a setter', 'java', { 'fixed-after-construction': ['broken', 'ImmutableUser', 'setAge', 'new instance'] }, `
public final class ImmutableUser {
  private final String name;
  private int age;
  public ImmutableUser(String name, int age) { this.name = name; this.age = age; }
  public void setAge(int age) { this.age = age; }
}`);

sample('an immutable user keeping the list it was given', 'java', { 'fixed-after-construction': ['broken', 'roles', 'without copying'] }, `
public final class ImmutableUser {
  private final String name;
  private final List<String> roles;
  public ImmutableUser(String name, List<String> roles) { this.name = name; this.roles = roles; }
  public List<String> getRoles() { return roles; }
}`);

sample('a C# immutable point', 'csharp', { 'fixed-after-construction': 'ok' }, `
public sealed class Point {
    public int X { get; }
    public int Y { get; }
    public Point(int x, int y) { X = x; Y = y; }
    public Point Move(int dx, int dy) => new Point(X + dx, Y + dy);
}`);

sample('a C# point with settable coordinates', 'csharp', { 'fixed-after-construction': ['broken', 'Point', 'set X'] }, `
public sealed class Point {
    public int X { get; set; }
    public int Y { get; set; }
    public Point(int x, int y) { X = x; Y = y; }
}`);

sample('a TypeScript immutable money', 'typescript', { 'fixed-after-construction': 'ok' }, `
export class Money {
  constructor(readonly amount: number, readonly currency: string) {}
  plus(other: Money): Money { return new Money(this.amount + other.amount, this.currency); }
}`);

sample('a TypeScript money that adds in place', 'typescript', { 'fixed-after-construction': ['broken', 'Money', 'plus'] }, `
export class Money {
  constructor(public amount: number, readonly currency: string) {}
  plus(other: Money): Money { this.amount += other.amount; return this; }
}`);

sample('a frozen Python dataclass', 'python', { 'fixed-after-construction': 'ok' }, `
@dataclass(frozen=True)
class Point:
    x: int
    y: int

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)
`);

sample('a Python point moving itself', 'python', { 'fixed-after-construction': ['broken', 'Point', 'move'] }, `
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def move(self, dx, dy):
        self.x += dx
        self.y += dy
`);

sample('a Go value type with value receivers', 'go', { 'fixed-after-construction': 'ok' }, `
type Point struct{ x, y int }

func NewPoint(x, y int) Point { return Point{x: x, y: y} }

func (p Point) Moved(dx, dy int) Point { return Point{x: p.x + dx, y: p.y + dy} }`);

sample('a Go point with a pointer setter', 'go', { 'fixed-after-construction': ['broken', 'Point', 'SetX'] }, `
type Point struct{ x, y int }

func (p *Point) SetX(x int) { p.x = x }`);

// ─── Null object and special case ───

sample('a binary tree with a null node', 'java', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
public interface Node { String getName(); int getTreeSize(); Node getLeft(); Node getRight(); void walk(); }
public final class NullNode implements Node {
  private static final NullNode instance = new NullNode();
  private NullNode() {}
  public static NullNode getInstance() { return instance; }
  public String getName() { return ""; }
  public int getTreeSize() { return 0; }
  public Node getLeft() { return this; }
  public Node getRight() { return this; }
  public void walk() { }
}
public class NodeImpl implements Node {
  private final String name;
  private final Node left;
  private final Node right;
  public NodeImpl(String name, Node left, Node right) { this.name = name; this.left = left; this.right = right; }
  public String getName() { return name; }
  public int getTreeSize() { return 1 + left.getTreeSize() + right.getTreeSize(); }
  public Node getLeft() { return left; }
  public Node getRight() { return right; }
  public void walk() { LOGGER.info(name); left.walk(); right.walk(); }
}`);

sample('a tree that still checks for null children', 'java', { 'no-null-checks-for-variants': ['broken', 'NodeImpl.walk', 'left != null'] }, `
public interface Node { void walk(); }
public final class NullNode implements Node { public void walk() { } }
public class NodeImpl implements Node {
  private final Node left;
  private final Node right;
  public NodeImpl(Node left, Node right) { this.left = left; this.right = right; }
  public void walk() {
    if (left != null) left.walk();
    if (right != null) right.walk();
  }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a null node that throws', 'java', { 'null-object-does-nothing': ['broken', 'NullNode.walk', 'throws'] }, `
public interface Node { void walk(); Node getLeft(); }
public final class NullNode implements Node {
  public void walk() { throw new UnsupportedOperationException("empty node"); }
  public Node getLeft() { return this; }
}`);

sample('a C# null logger', 'csharp', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
public interface ILogger { void Log(string message); }
public sealed class NullLogger : ILogger { public static readonly NullLogger Instance = new(); public void Log(string message) { } }
public class ConsoleLogger : ILogger { public void Log(string message) => Console.WriteLine(message); }
public class OrderService {
    private readonly ILogger _logger;
    public OrderService(ILogger logger) { _logger = logger; }
    public void Place(Order o) { _logger.Log("placing " + o.Id); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a C# service guarding its logger anyway', 'csharp', { 'no-null-checks-for-variants': ['broken', 'OrderService.Place', '_logger'] }, `
public interface ILogger { void Log(string message); }
public sealed class NullLogger : ILogger { public void Log(string message) { } }
public class OrderService {
    private readonly ILogger _logger;
    public OrderService(ILogger logger) { _logger = logger; }
    public void Place(Order o) { _logger?.Log("placing " + o.Id); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a C# null logger that throws', 'csharp', { 'null-object-does-nothing': ['broken', 'NullLogger.Log', 'throws'] }, `
public interface ILogger { void Log(string message); }
public sealed class NullLogger : ILogger { public void Log(string message) => throw new NotImplementedException(); }`);

sample('a TypeScript no-op analytics', 'typescript', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
export interface Analytics { track(event: string): void; }
export class NoopAnalytics implements Analytics { track(event: string): void {} }
export class Checkout {
  constructor(private readonly analytics: Analytics) {}
  pay(): void { this.analytics.track('paid'); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a TypeScript checkout checking analytics for undefined', 'typescript', { 'no-null-checks-for-variants': ['broken', 'Checkout.pay', 'analytics'] }, `
export interface Analytics { track(event: string): void; }
export class NoopAnalytics implements Analytics { track(event: string): void {} }
export class Checkout {
  constructor(private readonly analytics: Analytics) {}
  pay(): void { if (this.analytics !== undefined) this.analytics.track('paid'); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a TypeScript no-op that throws', 'typescript', { 'null-object-does-nothing': ['broken', 'NoopAnalytics.track', 'throws'] }, `
export interface Analytics { track(event: string): void; }
export class NoopAnalytics implements Analytics { track(event: string): void { throw new Error('not configured'); } }`);

sample('a Python null node', 'python', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
class Node(ABC):
    @abstractmethod
    def walk(self): ...


class NullNode(Node):
    def walk(self):
        pass

    def size(self):
        return 0


class NodeImpl(Node):
    def __init__(self, name, left: Node, right: Node):
        self.name = name
        self.left = left
        self.right = right

    def walk(self):
        print(self.name)
        self.left.walk()
        self.right.walk()
`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a Python tree testing children against None', 'python', { 'no-null-checks-for-variants': ['broken', 'NodeImpl.walk', 'is not None'] }, `
class Node(ABC):
    @abstractmethod
    def walk(self): ...


class NullNode(Node):
    def walk(self):
        pass


class NodeImpl(Node):
    def __init__(self, name, left: Node, right: Node):
        self.left = left
        self.right = right

    def walk(self):
        if self.left is not None:
            self.left.walk()
`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a Python null node raising', 'python', { 'null-object-does-nothing': ['broken', 'NullNode.walk', 'throws'] }, `
class Node(ABC):
    @abstractmethod
    def walk(self): ...


class NullNode(Node):
    def walk(self):
        raise NotImplementedError
`);

sample('a Go no-op notifier', 'go', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
type Notifier interface{ Notify(msg string) error }

type NopNotifier struct{}

func (NopNotifier) Notify(msg string) error { return nil }

type Service struct{ notifier Notifier }

func (s *Service) Done() error { return s.notifier.Notify("done") }`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a Go service checking the notifier for nil', 'go', { 'no-null-checks-for-variants': ['broken', 'Service.Done', 'notifier'] }, `
type Notifier interface{ Notify(msg string) error }

type NopNotifier struct{}

func (NopNotifier) Notify(msg string) error { return nil }

type Service struct{ notifier Notifier }

func (s *Service) Done() error {
	if s.notifier != nil {
		return s.notifier.Notify("done")
	}
	return nil
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a Go no-op that panics', 'go', { 'null-object-does-nothing': ['broken', 'NopNotifier.Notify', 'throws'] }, `
type Notifier interface{ Notify(msg string) error }

type NopNotifier struct{}

func (NopNotifier) Notify(msg string) error { panic("no notifier") }`);

sample('null checks without any null object', 'java', { 'null-object-does-nothing': ['missing', 'null object'] }, `
public class Tree {
  private Tree left;
  public void walk() { if (left != null) left.walk(); }
}`);

sample('receipt special cases behind one interface', 'java', { 'no-null-checks-for-variants': 'ok' }, `
public interface ReceiptViewModel { void show(); }
public class ReceiptDto implements ReceiptViewModel { private final double price; public ReceiptDto(double p) { price = p; } public void show() { LOGGER.info("paid " + price); } }
public class OutOfStock implements ReceiptViewModel { public void show() { LOGGER.info("out of stock"); } }
public class InvalidUser implements ReceiptViewModel { public void show() { LOGGER.info("invalid user"); } }
public class ApplicationServices {
  public ReceiptViewModel purchase(String user, String item) {
    if (!db.hasUser(user)) return new InvalidUser();
    if (!db.inStock(item)) return new OutOfStock();
    return new ReceiptDto(db.price(item));
  }
}
public class App {
  public void buy(ApplicationServices services) { services.purchase("ann", "tv").show(); }
}`);

sample('a finder returning null for the special case', 'java', { 'no-null-checks-for-variants': ['broken', 'ApplicationServices.purchase', 'returns null', 'special-case'] }, `
public interface ReceiptViewModel { void show(); }
public class ReceiptDto implements ReceiptViewModel { public void show() { } }
public class OutOfStock implements ReceiptViewModel { public void show() { } }
public class ApplicationServices {
  public ReceiptViewModel purchase(String user, String item) {
    if (!db.hasUser(user)) return null;
    return new ReceiptDto();
  }
}`);

sample('a caller testing for the special case class', 'java', { 'no-null-checks-for-variants': ['broken', 'App.buy', 'OutOfStock'] }, `
public interface ReceiptViewModel { void show(); }
public class ReceiptDto implements ReceiptViewModel { public void show() { } }
public class OutOfStock implements ReceiptViewModel { public void show() { } }
public class App {
  public void buy(ReceiptViewModel receipt) {
    if (receipt instanceof OutOfStock) LOGGER.info("sorry");
    else receipt.show();
  }
}`);

sample('a C# unknown customer special case', 'csharp', { 'no-null-checks-for-variants': 'ok' }, `
public abstract class Customer { public abstract string Name { get; } public abstract decimal Discount(); }
public class RegularCustomer : Customer { public override string Name => "Ann"; public override decimal Discount() => 0.1m; }
public class UnknownCustomer : Customer { public override string Name => "occupant"; public override decimal Discount() => 0m; }
public class CustomerRepository {
    public Customer Find(int id) => _byId.TryGetValue(id, out var c) ? c : new UnknownCustomer();
}`);

sample('a C# repository returning null customers', 'csharp', { 'no-null-checks-for-variants': ['broken', 'CustomerRepository.Find', 'returns null'] }, `
public abstract class Customer { public abstract decimal Discount(); }
public class RegularCustomer : Customer { public override decimal Discount() => 0.1m; }
public class UnknownCustomer : Customer { public override decimal Discount() => 0m; }
public class CustomerRepository {
    public Customer Find(int id) { if (!_byId.ContainsKey(id)) return null; return _byId[id]; }
}`);

sample('TypeScript special-case results', 'typescript', { 'no-null-checks-for-variants': 'ok' }, `
export interface Account { balance(): number; }
export class OpenAccount implements Account { balance(): number { return 10; } }
export class MissingAccount implements Account { balance(): number { return 0; } }
export function find(id: string): Account { return accounts.get(id) ?? new MissingAccount(); }`);

sample('a TypeScript finder returning undefined', 'typescript', { 'no-null-checks-for-variants': ['broken', 'find', 'returns undefined'] }, `
export interface Account { balance(): number; }
export class OpenAccount implements Account { balance(): number { return 10; } }
export class MissingAccount implements Account { balance(): number { return 0; } }
export function find(id: string): Account { if (!accounts.has(id)) return undefined; return accounts.get(id)!; }`);

sample('Python special-case subclasses', 'python', { 'no-null-checks-for-variants': 'ok' }, `
class Customer:
    def discount(self):
        return 0.1


class UnknownCustomer(Customer):
    def discount(self):
        return 0


def checkout(customer: Customer, total):
    return total * (1 - customer.discount())
`);

sample('a Python caller testing isinstance of the special case', 'python', { 'no-null-checks-for-variants': ['broken', 'checkout', 'UnknownCustomer'] }, `
class Customer:
    def discount(self):
        return 0.1


class UnknownCustomer(Customer):
    def discount(self):
        return 0


def checkout(customer: Customer, total):
    if isinstance(customer, UnknownCustomer):
        return total
    return total * (1 - customer.discount())
`);

sample('Go special-case implementations', 'go', { 'no-null-checks-for-variants': 'ok' }, `
type Plan interface{ Price() int }

type PaidPlan struct{ price int }

func (p PaidPlan) Price() int { return p.price }

type FreePlan struct{}

func (FreePlan) Price() int { return 0 }

func PlanFor(u User) Plan {
	if u.Plan == "" {
		return FreePlan{}
	}
	return PaidPlan{price: 10}
}`);

sample('a Go finder returning nil', 'go', { 'no-null-checks-for-variants': ['broken', 'PlanFor', 'returns nil'] }, `
type Plan interface{ Price() int }

type PaidPlan struct{ price int }

func (p PaidPlan) Price() int { return p.price }

type FreePlan struct{}

func (FreePlan) Price() int { return 0 }

func PlanFor(u User) Plan {
	if u.Plan == "" {
		return nil
	}
	return PaidPlan{price: 10}
}`);

sample('no polymorphic special case at all', 'java', { 'no-null-checks-for-variants': ['missing', 'special case'] }, `
public class Receipt { public String show(Double price) { return price == null ? "error" : "paid"; } }`);

// ─── Role object, type object, extension objects, marker interface ───

sample('a customer core with attachable roles', 'java', { 'roles-attached-at-runtime': 'ok' }, `
public class CustomerCore extends Customer {
  private final Map<Role, CustomerRole> roles = new HashMap<>();
  public boolean addRole(Role role) { return role.instance().map(inst -> { roles.put(role, inst); return true; }).orElse(false); }
  public boolean hasRole(Role role) { return roles.containsKey(role); }
  public boolean remRole(Role role) { return roles.remove(role) != null; }
  public <T extends Customer> Optional<T> getRole(Role role, Class<T> expected) { return Optional.ofNullable(roles.get(role)).map(expected::cast); }
}`);

sample('roles combined by subclassing', 'java', { 'roles-attached-at-runtime': ['missing', 'BorrowerAndInvestorCustomer', 'subclassing'] }, `
public class Customer { protected String name; }
public class BorrowerCustomer extends Customer { public String borrow() { return name; } }
public class BorrowerAndInvestorCustomer extends BorrowerCustomer { public String invest() { return name; } }`);

sample('a C# core with a role dictionary', 'csharp', { 'roles-attached-at-runtime': 'ok' }, `
public class Person {
    private readonly Dictionary<Type, PersonRole> _roles = new();
    public void AddRole(PersonRole role) => _roles[role.GetType()] = role;
    public T? GetRole<T>() where T : PersonRole => _roles.TryGetValue(typeof(T), out var r) ? (T)r : null;
    public void RemoveRole<T>() => _roles.Remove(typeof(T));
}`);

sample('a C# person with fixed role flags', 'csharp', { 'roles-attached-at-runtime': ['missing', 'role object'] }, `
public class Person {
    public bool IsBorrower { get; set; }
    public bool IsInvestor { get; set; }
}`);

sample('a TypeScript subject with roles', 'typescript', { 'roles-attached-at-runtime': 'ok' }, `
export class Employee {
  private readonly roles = new Map<string, Role>();
  addRole(name: string, role: Role): void { this.roles.set(name, role); }
  getRole<T extends Role>(name: string): T | undefined { return this.roles.get(name) as T | undefined; }
}`);

sample('a TypeScript employee without roles', 'typescript', { 'roles-attached-at-runtime': ['missing', 'role object'] }, `
export class ManagerEmployee extends Employee { approve(): void {} }`);

sample('a Python core with roles', 'python', { 'roles-attached-at-runtime': 'ok' }, `
class Customer:
    def __init__(self):
        self._roles = {}

    def add_role(self, name, role):
        self._roles[name] = role

    def get_role(self, name):
        return self._roles.get(name)
`);

sample('a Python customer with hard-coded roles', 'python', { 'roles-attached-at-runtime': ['missing', 'role object'] }, `
class Customer:
    def __init__(self):
        self.borrower = True
`);

sample('a Go core with a role map', 'go', { 'roles-attached-at-runtime': 'ok' }, `
type Customer struct{ roles map[string]Role }

func (c *Customer) AddRole(name string, r Role) { c.roles[name] = r }

func (c *Customer) GetRole(name string) (Role, bool) {
	r, ok := c.roles[name]
	return r, ok
}`);

sample('a Go customer embedding both behaviours', 'go', { 'roles-attached-at-runtime': ['missing', 'role object'] }, `
type Customer struct {
	Borrower
	Investor
}`);

sample('monsters sharing a breed type object', 'java', { 'kinds-are-data': 'ok' }, `
public class Breed {
  private final String name;
  private final int health;
  public Breed(String name, int health) { this.name = name; this.health = health; }
  public int getHealth() { return health; }
}
public class Monster {
  private final Breed breed;
  private int health;
  public Monster(Breed breed) { this.breed = breed; this.health = breed.getHealth(); }
}`);

sample('a subclass per monster kind', 'java', { 'kinds-are-data': ['missing', 'Dragon', 'Troll', 'constants'] }, `
public abstract class Monster { public abstract int health(); public abstract String attack(); }
public class Dragon extends Monster { public int health() { return 230; } public String attack() { return "breathes fire"; } }
public class Troll extends Monster { public int health() { return 48; } public String attack() { return "clubs you"; } }`);

sample('a C# candy with a candy type', 'csharp', { 'kinds-are-data': 'ok' }, `
public class CandyType { public string Name { get; init; } public int Points { get; init; } }
public class Candy {
    private readonly CandyType _type;
    public Candy(CandyType type) { _type = type; }
    public int Score() => _type.Points * 2;
}`);

sample('C# subclasses per candy', 'csharp', { 'kinds-are-data': ['missing', 'constants'] }, `
public abstract class Candy { public abstract int Points(); }
public class Lemon : Candy { public override int Points() => 10; }
public class Cherry : Candy { public override int Points() => 20; }`);

sample('a TypeScript item with an item type', 'typescript', { 'kinds-are-data': 'ok' }, `
export class ItemType { constructor(readonly name: string, readonly weight: number) {} }
export class Item {
  constructor(private readonly type: ItemType, private readonly count: number) {}
  weight(): number { return this.type.weight * this.count; }
}`);

sample('TypeScript subclasses that only return constants', 'typescript', { 'kinds-are-data': ['missing', 'constants'] }, `
export abstract class Item { abstract weight(): number; }
export class Sword extends Item { weight(): number { return 5; } }
export class Shield extends Item { weight(): number { return 8; } }`);

sample('a Python monster with a breed', 'python', { 'kinds-are-data': 'ok' }, `
class Breed:
    def __init__(self, name, health):
        self.name = name
        self.health = health


class Monster:
    def __init__(self, breed: Breed):
        self.breed = breed

    def attack(self):
        return f"The {self.breed.name} attacks"
`);

sample('Python monster subclasses per kind', 'python', { 'kinds-are-data': ['missing', 'constants'] }, `
class Monster:
    def health(self):
        raise NotImplementedError


class Dragon(Monster):
    def health(self):
        return 230


class Troll(Monster):
    def health(self):
        return 48
`);

sample('a Go monster pointing at its breed', 'go', { 'kinds-are-data': 'ok' }, `
type Breed struct {
	Name   string
	Health int
}

type Monster struct {
	breed  *Breed
	health int
}

func (m *Monster) Attack() string { return "The " + m.breed.Name + " attacks" }`);

sample('a Go monster kind enum with no type object', 'go', { 'kinds-are-data': ['missing', 'type object'] }, `
type Monster struct{ kind int }

func (m Monster) Health() int {
	switch m.kind {
	case 1:
		return 230
	default:
		return 48
	}
}`);

sample('units offering extensions by name', 'java', { 'extensions-by-query': 'ok' }, `
public abstract class Unit { public abstract UnitExtension getUnitExtension(String extensionName); }
public class SoldierUnit extends Unit {
  public UnitExtension getUnitExtension(String extensionName) { return "SoldierExtension".equals(extensionName) ? new Soldier(this) : null; }
}
public class App {
  static void check(Unit unit) {
    Optional.ofNullable(unit.getUnitExtension("SoldierExtension")).map(e -> (SoldierExtension) e).ifPresent(SoldierExtension::soldierReady);
  }
}`);

sample('a client downcasting units', 'java', { 'extensions-by-query': ['broken', 'App.check', 'downcasts'] }, `
public abstract class Unit { public abstract UnitExtension getUnitExtension(String extensionName); }
public class SoldierUnit extends Unit { public UnitExtension getUnitExtension(String n) { return null; } public void soldierReady() {} }
public class App {
  static void check(Unit unit) {
    if (unit instanceof SoldierUnit) ((SoldierUnit) unit).soldierReady();
  }
}`);

sample('a C# subject with GetExtension<T>', 'csharp', { 'extensions-by-query': 'ok' }, `
public class Document {
    private readonly Dictionary<Type, object> _ext = new();
    public void AddExtension<T>(T e) => _ext[typeof(T)] = e!;
    public T? GetExtension<T>(Type type) where T : class => _ext.TryGetValue(type, out var e) ? (T)e : null;
}`);

sample('C# code downcasting documents', 'csharp', { 'extensions-by-query': ['broken', 'Printer.Print', 'downcasts'] }, `
public class Document { public object? GetExtension(string name) => null; }
public class SpreadsheetDocument : Document { public void Recalculate() {} }
public class Printer {
    public void Print(Document d) { if (d is SpreadsheetDocument s) s.Recalculate(); }
}`);

sample('a TypeScript subject with getExtension', 'typescript', { 'extensions-by-query': 'ok' }, `
export class Editor {
  private readonly extensions = new Map<string, Extension>();
  getExtension(name: string): Extension | undefined { return this.extensions.get(name); }
}`);

sample('TypeScript code downcasting the editor', 'typescript', { 'extensions-by-query': ['broken', 'format', 'downcasts'] }, `
export class Editor { getExtension(name: string): Extension | undefined { return undefined; } }
export class CodeEditor extends Editor { format(): void {} }
export function format(e: Editor): void { if (e instanceof CodeEditor) e.format(); }`);

sample('a Python subject with get_extension', 'python', { 'extensions-by-query': 'ok' }, `
class Unit:
    def __init__(self):
        self._extensions = {}

    def get_extension(self, name):
        return self._extensions.get(name)
`);

sample('Python code testing the unit class', 'python', { 'extensions-by-query': ['broken', 'ready', 'downcasts'] }, `
class Unit:
    def get_extension(self, name):
        return None


class SoldierUnit(Unit):
    def soldier_ready(self):
        pass


def ready(unit):
    if isinstance(unit, SoldierUnit):
        unit.soldier_ready()
`);

sample('a Go unit with Extension(name)', 'go', { 'extensions-by-query': 'ok' }, `
type Unit struct{ extensions map[string]Extension }

func (u *Unit) GetExtension(name string) Extension { return u.extensions[name] }`);

sample('no extension mechanism', 'java', { 'extensions-by-query': ['missing', 'extension'] }, `
public class Unit { public void soldierReady() {} }`);

sample('a permission marker checked with instanceof', 'java', { 'marker-is-empty-and-typed': 'ok' }, `
public interface Permission { }
public class Guard implements Permission { public void enter() {} }
public class Thief { public void steal() {} }
public class Gate {
  public boolean admits(Object who) { return who instanceof Permission; }
}`);

sample('a gate checking class names', 'java', { 'marker-is-empty-and-typed': ['broken', 'Gate.admits', 'by the class'] }, `
public interface Permission { }
public class Guard implements Permission { public void enter() {} }
public class Gate {
  public boolean admits(Object who) { return who.getClass().getSimpleName().equals("Guard"); }
}`);

sample('a C# marker interface', 'csharp', { 'marker-is-empty-and-typed': 'ok' }, `
public interface IAuditable { }
public class Invoice : IAuditable { }
public class AuditLog { public void Record(object e) { if (e is IAuditable) Write(e); } }`);

sample('a C# check of type names', 'csharp', { 'marker-is-empty-and-typed': ['broken', 'AuditLog.Record', 'GetType().Name'] }, `
public interface IAuditable { }
public class Invoice : IAuditable { }
public class AuditLog { public void Record(object e) { if (e.GetType().Name == "Invoice") Write(e); } }`);

sample('a TypeScript marker class', 'typescript', { 'marker-is-empty-and-typed': 'ok' }, `
export interface Serializable {}
export class Invoice implements Serializable { total = 0; }`);

sample('TypeScript checking constructor names', 'typescript', { 'marker-is-empty-and-typed': ['broken', 'store', 'constructor.name'] }, `
export interface Serializable {}
export class Invoice implements Serializable { total = 0; }
export function store(x: object): boolean { return x.constructor.name === 'Invoice'; }`);

sample('a Python marker base class', 'python', { 'marker-is-empty-and-typed': 'ok' }, `
class Permission:
    pass


class Guard(Permission):
    def enter(self):
        pass


def admits(who):
    return isinstance(who, Permission)
`);

sample('a Python check of __name__', 'python', { 'marker-is-empty-and-typed': ['broken', 'admits', '__name__'] }, `
class Permission:
    pass


class Guard(Permission):
    def enter(self):
        pass


def admits(who):
    return type(who).__name__ == "Guard"
`);

sample('a Go marker method interface', 'go', { 'marker-is-empty-and-typed': 'ok' }, `
type Permission interface{ permitted() }

type Guard struct{}

func (Guard) permitted() {}

func Admits(who any) bool {
	_, ok := who.(Permission)
	return ok
}`);

sample('an interface with methods is no marker', 'java', { 'marker-is-empty-and-typed': ['missing', 'marker interface'] }, `
public interface Permission { boolean allowed(); }
public class Guard implements Permission { public boolean allowed() { return true; } }`);

// ─── Delegation, bridge, twin, servant, subclass sandbox, component ───

sample('a printer controller delegating to a printer', 'java', { 'delegates-to-helper': 'ok' }, `
public interface Printer { void print(String message); }
public class HpPrinter implements Printer { public void print(String message) { LOGGER.info("HP: {}", message); } }
public class PrinterController implements Printer {
  private final Printer printer;
  public PrinterController(Printer printer) { this.printer = printer; }
  public void print(String message) { printer.print(message); }
}`);

sample('a controller that inherits the printer instead', 'java', { 'delegates-to-helper': ['missing', 'PrinterController extends HpPrinter', 'delegation'] }, `
public class HpPrinter { public void print(String message) { LOGGER.info("HP: {}", message); } }
public class PrinterController extends HpPrinter {
  public void print(String message) { super.print(message.toUpperCase()); }
}`);

sample('a C# controller with a printer', 'csharp', { 'delegates-to-helper': 'ok' }, `
public interface IPrinter { void Print(string m); }
public class PrinterController : IPrinter {
    private readonly IPrinter _printer;
    public PrinterController(IPrinter printer) { _printer = printer; }
    public void Print(string m) => _printer.Print(m);
}`);

sample('a C# controller subclassing a printer', 'csharp', { 'delegates-to-helper': ['missing', 'extends'] }, `
public class CanonPrinter { public virtual void Print(string m) { } }
public class PrinterController : CanonPrinter { public override void Print(string m) { base.Print(m); } }`);

sample('a TypeScript delegator', 'typescript', { 'delegates-to-helper': 'ok' }, `
export interface Printer { print(m: string): void; }
export class PrinterController implements Printer {
  constructor(private readonly printer: Printer) {}
  print(m: string): void { this.printer.print(m); }
}`);

sample('a TypeScript subclass reusing by inheritance', 'typescript', { 'delegates-to-helper': ['missing', 'extends'] }, `
export class EpsonPrinter { print(m: string): void { console.log(m); } }
export class PrinterController extends EpsonPrinter { print(m: string): void { super.print(m); } }`);

sample('a Python delegator', 'python', { 'delegates-to-helper': 'ok' }, `
class PrinterController:
    def __init__(self, printer):
        self._printer = printer

    def print(self, message):
        self._printer.print(message)
`);

sample('a Python controller inheriting', 'python', { 'delegates-to-helper': ['missing', 'extends'] }, `
class HpPrinter:
    def print(self, message):
        print(message)


class PrinterController(HpPrinter):
    def print(self, message):
        super().print(message)
`);

sample('a Go struct holding a printer interface', 'go', { 'delegates-to-helper': 'ok' }, `
type Printer interface{ Print(msg string) }

type PrinterController struct{ printer Printer }

func (c *PrinterController) Print(msg string) { c.printer.Print(msg) }`);

sample('a Go struct with no helper', 'go', { 'delegates-to-helper': ['missing', 'delegation'] }, `
type PrinterController struct{}

func (c *PrinterController) Print(msg string) { fmt.Println(msg) }`);

sample('weapons holding an enchantment', 'java', { 'abstraction-holds-implementor': 'ok' }, `
public interface Enchantment { void onActivate(); void apply(); }
public class FlyingEnchantment implements Enchantment { public void onActivate() {} public void apply() {} }
public class SoulEatingEnchantment implements Enchantment { public void onActivate() {} public void apply() {} }
public interface Weapon { void wield(); }
public class Sword implements Weapon {
  private final Enchantment enchantment;
  public Sword(Enchantment enchantment) { this.enchantment = enchantment; }
  public void wield() { enchantment.onActivate(); }
}`);

sample('a weapon per enchantment combination', 'java', { 'abstraction-holds-implementor': ['missing', 'combination'] }, `
public abstract class Weapon { public abstract void wield(); }
public class FlyingSword extends Weapon { public void wield() {} }
public class FlyingHammer extends Weapon { public void wield() {} }
public class SoulEatingSword extends Weapon { public void wield() {} }
public class SoulEatingHammer extends Weapon { public void wield() {} }`);

sample('a weapon that ignores its enchantment', 'java', { 'abstraction-holds-implementor': ['broken', 'Sword', 'never delegates'] }, `
public interface Enchantment { void apply(); }
public class FlyingEnchantment implements Enchantment { public void apply() {} }
public class Sword {
  private final Enchantment enchantment;
  public Sword(Enchantment enchantment) { this.enchantment = enchantment; }
  public void wield() { LOGGER.info("swing"); }
}`);

sample('a C# shape with a renderer', 'csharp', { 'abstraction-holds-implementor': 'ok' }, `
public interface IRenderer { void Circle(double r); }
public class VectorRenderer : IRenderer { public void Circle(double r) { } }
public abstract class Shape {
    protected readonly IRenderer Renderer;
    protected Shape(IRenderer renderer) { Renderer = renderer; }
    public abstract void Draw();
}
public class Circle : Shape {
    public Circle(IRenderer r) : base(r) { }
    public override void Draw() => Renderer.Circle(1);
}`);

sample('C# shapes per renderer', 'csharp', { 'abstraction-holds-implementor': ['missing', 'combination'] }, `
public abstract class Shape { public abstract void Draw(); }
public class VectorCircle : Shape { public override void Draw() { } }
public class VectorSquare : Shape { public override void Draw() { } }
public class RasterCircle : Shape { public override void Draw() { } }
public class RasterSquare : Shape { public override void Draw() { } }`);

sample('a TypeScript remote with a device', 'typescript', { 'abstraction-holds-implementor': 'ok' }, `
export interface Device { setVolume(v: number): void; }
export class Tv implements Device { setVolume(v: number): void {} }
export class Remote {
  constructor(protected readonly device: Device) {}
  mute(): void { this.device.setVolume(0); }
}`);

sample('a TypeScript remote that never uses its device', 'typescript', { 'abstraction-holds-implementor': ['broken', 'Remote', 'never delegates'] }, `
export interface Device { setVolume(v: number): void; }
export class Tv implements Device { setVolume(v: number): void {} }
export class Remote {
  constructor(protected readonly device: Device) {}
  mute(): void { console.log('muted'); }
}`);

sample('a Python abstraction with an implementor', 'python', { 'abstraction-holds-implementor': 'ok' }, `
class Remote:
    def __init__(self, device):
        self._device = device

    def mute(self):
        self._device.set_volume(0)
`);

sample('Python classes per combination', 'python', { 'abstraction-holds-implementor': ['missing', 'combination'] }, `
class Remote:
    def mute(self):
        pass


class BasicTvRemote(Remote):
    pass


class BasicRadioRemote(Remote):
    pass


class AdvancedTvRemote(Remote):
    pass


class AdvancedRadioRemote(Remote):
    pass
`);

sample('a Go abstraction holding an implementor', 'go', { 'abstraction-holds-implementor': 'ok' }, `
type Device interface{ SetVolume(v int) }

type Tv struct{}

func (Tv) SetVolume(v int) {}

type Remote struct{ device Device }

func (r *Remote) Mute() { r.device.SetVolume(0) }`);

sample('a Go remote ignoring its device', 'go', { 'abstraction-holds-implementor': ['broken', 'Remote', 'never delegates'] }, `
type Device interface{ SetVolume(v int) }

type Tv struct{}

func (Tv) SetVolume(v int) {}

type Remote struct{ device Device }

func (r *Remote) Mute() { fmt.Println("mute") }`);

sample('a ball item and ball thread twinned', 'java', { 'twins-linked-both-ways': 'ok' }, `
public abstract class GameItem { public abstract void doDraw(); }
public class BallItem extends GameItem {
  private BallThread twin;
  public void setTwin(BallThread twin) { this.twin = twin; }
  public void doDraw() {}
  public void click() { twin.suspendMe(); }
}
public class BallThread extends Thread {
  private BallItem twin;
  public void setTwin(BallItem twin) { this.twin = twin; }
  public void run() { twin.doDraw(); }
  public void suspendMe() {}
}`);

sample('a one-way twin link', 'java', { 'twins-linked-both-ways': ['broken', 'BallThread', 'no reference back'] }, `
public abstract class GameItem { public abstract void doDraw(); }
public class BallItem extends GameItem {
  private BallThread twin;
  public void doDraw() {}
  public void click() { twin.suspendMe(); }
}
public class BallThread extends Thread {
  public void run() {}
  public void suspendMe() {}
}`);

sample('C# twins', 'csharp', { 'twins-linked-both-ways': 'ok' }, `
public class BallItem : GameItem { public BallThread Twin { get; set; } public override void Draw() { } }
public class BallThread : Worker { public BallItem Twin { get; set; } public void Run() { Twin.Draw(); } }`);

sample('C# one-way twins', 'csharp', { 'twins-linked-both-ways': ['broken', 'no reference back'] }, `
public class BallItem : GameItem { public BallThread Twin { get; set; } public override void Draw() { } }
public class BallThread : Worker { public void Run() { } }`);

sample('TypeScript twins', 'typescript', { 'twins-linked-both-ways': 'ok' }, `
export class BallItem extends GameItem { twin!: BallThread; draw(): void {} }
export class BallThread extends Worker { twin!: BallItem; tick(): void { this.twin.draw(); } }`);

sample('TypeScript one-way twins', 'typescript', { 'twins-linked-both-ways': ['broken', 'no reference back'] }, `
export class BallItem extends GameItem { twin!: BallThread; draw(): void {} }
export class BallThread extends Worker { tick(): void {} }`);

sample('Python twins', 'python', { 'twins-linked-both-ways': 'ok' }, `
class BallItem(GameItem):
    def __init__(self):
        self.twin = None

    def draw(self):
        pass


class BallThread(threading.Thread):
    def __init__(self):
        self.twin = None

    def run(self):
        self.twin.draw()
`);

sample('Python one-way twins', 'python', { 'twins-linked-both-ways': ['missing', 'twins'] }, `
class BallItem(GameItem):
    def draw(self):
        pass
`);

sample('a servant feeding any royalty', 'java', { 'servant-serves-interface': 'ok' }, `
public interface Royalty { void getFed(); void getDrink(); boolean getMood(); }
public class King implements Royalty { public void getFed() {} public void getDrink() {} public boolean getMood() { return true; } }
public class Queen implements Royalty { public void getFed() {} public void getDrink() {} public boolean getMood() { return true; } }
public class Servant {
  public void feed(Royalty r) { r.getFed(); }
  public void giveWine(Royalty r) { r.getDrink(); }
  public boolean checkIfYouWillBeHanged(List<Royalty> tableGuests) { return tableGuests.stream().allMatch(Royalty::getMood); }
}`);

sample('a servant with an overload per royal', 'java', { 'servant-serves-interface': ['broken', 'Servant.feed', 'concrete King'] }, `
public interface Royalty { void getFed(); }
public class King implements Royalty { public void getFed() {} }
public class Queen implements Royalty { public void getFed() {} }
public class Servant {
  public void feed(King k) { k.getFed(); }
  public void feedQueen(Queen q) { q.getFed(); }
}`);

sample('a C# servant', 'csharp', { 'servant-serves-interface': 'ok' }, `
public interface IMovable { void MoveTo(int x, int y); }
public class Ship : IMovable { public void MoveTo(int x, int y) { } }
public class MoveServant { public void MoveBy(IMovable m, int dx, int dy) => m.MoveTo(dx, dy); public void Home(IMovable m) => m.MoveTo(0, 0); }`);

sample('a C# servant switching on type', 'csharp', { 'servant-serves-interface': ['broken', 'MoveServant.MoveBy', 'concrete class'] }, `
public interface IMovable { void MoveTo(int x, int y); }
public class Ship : IMovable { public void MoveTo(int x, int y) { } }
public class MoveServant { public void MoveBy(IMovable m, int dx, int dy) { if (m is Ship) m.MoveTo(dx * 2, dy * 2); } public void Home(IMovable m) => m.MoveTo(0, 0); }`);

sample('a TypeScript servant', 'typescript', { 'servant-serves-interface': 'ok' }, `
export interface Royalty { feed(): void; }
export class King implements Royalty { feed(): void {} }
export class Servant { serve(r: Royalty): void { r.feed(); } pour(r: Royalty): void { r.feed(); } }`);

sample('a TypeScript servant tied to King', 'typescript', { 'servant-serves-interface': ['broken', 'Servant.serve', 'King'] }, `
export interface Royalty { feed(): void; }
export class King implements Royalty { feed(): void {} }
export class Servant { serve(k: King): void { k.feed(); } pour(r: Royalty): void { r.feed(); } }`);

sample('a Python servant', 'python', { 'servant-serves-interface': 'ok' }, `
class Servant:
    def feed(self, royal):
        royal.get_fed()

    def give_wine(self, royal):
        royal.get_drink()
`);

sample('a Python servant testing isinstance', 'python', { 'servant-serves-interface': ['broken', 'Servant.feed', 'concrete class'] }, `
class Servant:
    def feed(self, royal):
        if isinstance(royal, King):
            royal.get_fed()

    def give_wine(self, royal):
        royal.get_drink()
`);

sample('a Go servant taking an interface', 'go', { 'servant-serves-interface': 'ok' }, `
type Royalty interface{ GetFed() }

type King struct{}

func (King) GetFed() {}

type Servant struct{}

func (Servant) Feed(r Royalty) { r.GetFed() }`);

sample('a Go servant taking *King', 'go', { 'servant-serves-interface': ['broken', 'Servant.Feed', 'King'] }, `
type Royalty interface{ GetFed() }

type King struct{}

func (King) GetFed() {}

type Servant struct{}

func (Servant) Feed(k King) { k.GetFed() }`);

sample('superpowers built from base operations', 'java', { 'sandbox-uses-base-operations': 'ok' }, `
public abstract class Superpower {
  protected abstract void activate();
  protected void move(double x, double y, double z) { }
  protected void playSound(String sound, int volume) { }
  protected void spawnParticles(String type, int count) { }
}
public class SkyLaunch extends Superpower {
  protected void activate() { move(0, 0, 20); playSound("SKYLAUNCH_SOUND", 1); spawnParticles("SKYLAUNCH_PARTICLE", 100); }
}`);

sample('a superpower calling the sound engine itself', 'java', { 'sandbox-uses-base-operations': ['broken', 'SkyLaunch.activate', 'SoundEngine', 'provides'] }, `
public class SoundEngine { public static void play(String s) {} }
public abstract class Superpower {
  protected abstract void activate();
  protected void move(double x, double y, double z) { }
  protected void playSound(String sound) { }
}
public class SkyLaunch extends Superpower {
  protected void activate() { move(0, 0, 20); SoundEngine.play("SKYLAUNCH_SOUND"); }
}`);

sample('a C# sandbox', 'csharp', { 'sandbox-uses-base-operations': 'ok' }, `
public abstract class Power {
    protected abstract void Activate();
    protected void Move(int z) { }
    protected void Play(string s) { }
}
public class GroundDive : Power { protected override void Activate() { Move(-20); Play("dive"); } }`);

sample('a C# subclass creating its own particle system', 'csharp', { 'sandbox-uses-base-operations': ['broken', 'GroundDive.Activate', 'ParticleSystem'] }, `
public class ParticleSystem { public void Spawn(string t) { } }
public abstract class Power {
    protected abstract void Activate();
    protected void Move(int z) { }
}
public class GroundDive : Power { protected override void Activate() { Move(-20); new ParticleSystem().Spawn("dust"); } }`);

sample('a TypeScript sandbox', 'typescript', { 'sandbox-uses-base-operations': 'ok' }, `
export abstract class Power {
  protected abstract activate(): void;
  protected move(z: number): void {}
  protected play(sound: string): void {}
}
export class Jump extends Power { protected activate(): void { this.move(5); this.play('boing'); } }`);

sample('a TypeScript subclass using an audio field', 'typescript', { 'sandbox-uses-base-operations': ['broken', 'Jump.activate', 'this.audio'] }, `
export class Audio { play(s: string): void {} }
export abstract class Power {
  protected abstract activate(): void;
  protected move(z: number): void {}
}
export class Jump extends Power {
  private readonly audio = new Audio();
  protected activate(): void { this.move(5); this.audio.play('boing'); }
}`);

sample('a Python sandbox', 'python', { 'sandbox-uses-base-operations': 'ok' }, `
class Superpower(ABC):
    @abstractmethod
    def activate(self):
        ...

    def move(self, z):
        pass

    def play_sound(self, name):
        pass


class SkyLaunch(Superpower):
    def activate(self):
        self.move(20)
        self.play_sound("launch")
`);

sample('a Python power talking to the mixer', 'python', { 'sandbox-uses-base-operations': ['broken', 'SkyLaunch.activate', 'Mixer'] }, `
class Mixer:
    @staticmethod
    def play(name):
        pass


class Superpower(ABC):
    @abstractmethod
    def activate(self):
        ...

    def move(self, z):
        pass


class SkyLaunch(Superpower):
    def activate(self):
        self.move(20)
        Mixer.play("launch")
`);

sample('a game object made of components', 'java', { 'behaviour-in-components': 'ok' }, `
public interface InputComponent { void update(GameObject o, int e); }
public interface PhysicComponent { void update(GameObject o); }
public interface GraphicComponent { void update(GameObject o); }
public class GameObject {
  private final InputComponent inputComponent;
  private final PhysicComponent physicComponent;
  private final GraphicComponent graphicComponent;
  public GameObject(InputComponent i, PhysicComponent p, GraphicComponent g) { inputComponent = i; physicComponent = p; graphicComponent = g; }
  public void update(int e) { inputComponent.update(this, e); physicComponent.update(this); graphicComponent.update(this); }
}`);

sample('a game object doing every domain itself', 'java', { 'behaviour-in-components': ['broken', 'GameObject.update', 'components'] }, `
public interface InputComponent { void update(GameObject o, int e); }
public interface GraphicComponent { void update(GameObject o); }
public class GameObject {
  private final InputComponent inputComponent;
  private final GraphicComponent graphicComponent;
  private int velocity;
  public GameObject(InputComponent i, GraphicComponent g) { inputComponent = i; graphicComponent = g; }
  public void update(int e) { velocity += e; LOGGER.info("x " + velocity); }
}`);

sample('a C# entity with components', 'csharp', { 'behaviour-in-components': 'ok' }, `
public interface IComponent { void Update(Entity e); }
public class Entity {
    private readonly List<IComponent> _components = new();
    public void Update() { foreach (var c in _components) c.Update(this); }
}`);

sample('a monolithic C# entity', 'csharp', { 'behaviour-in-components': ['missing', 'component'] }, `
public class Entity {
    private int _x;
    public void Update() { _x++; Render(); }
    private void Render() { }
}`);

sample('a TypeScript entity with components', 'typescript', { 'behaviour-in-components': 'ok' }, `
export interface Component { update(e: Entity): void; }
export class Entity {
  constructor(private readonly input: Component, private readonly physics: Component) {}
  update(): void { this.input.update(this); this.physics.update(this); }
}`);

sample('a TypeScript entity ignoring its components', 'typescript', { 'behaviour-in-components': ['broken', 'Entity.update'] }, `
export interface Component { update(e: Entity): void; }
export class Entity {
  x = 0;
  constructor(private readonly input: Component, private readonly physics: Component) {}
  update(): void { this.x += 1; }
}`);

sample('a Python entity with components', 'python', { 'behaviour-in-components': 'ok' }, `
class GameObject:
    def __init__(self, input_component, physics_component):
        self._input = input_component
        self._physics = physics_component

    def update(self):
        self._input.update(self)
        self._physics.update(self)
`);

sample('a Go entity with component interfaces', 'go', { 'behaviour-in-components': 'ok' }, `
type Component interface{ Update(e *Entity) }

type Entity struct {
	input   Component
	physics Component
}

func (e *Entity) Update() {
	e.input.Update(e)
	e.physics.Update(e)
}`);

sample('a Go entity doing it all', 'go', { 'behaviour-in-components': ['missing', 'component'] }, `
type Entity struct{ x, v int }

func (e *Entity) Update() { e.x += e.v }`);

// ─── Acyclic visitor, CRTP, dynamic proxy, iterator, converter, fluent interface ───

sample('modems with per-element visitor interfaces', 'java', { 'visitors-stay-acyclic': 'ok' }, `
public interface ModemVisitor { }
public interface ZoomVisitor extends ModemVisitor { void visit(Zoom zoom); }
public interface HayesVisitor extends ModemVisitor { void visit(Hayes hayes); }
public abstract class Modem { public abstract void accept(ModemVisitor modemVisitor); }
public class Zoom extends Modem {
  public void accept(ModemVisitor modemVisitor) {
    if (modemVisitor instanceof ZoomVisitor) ((ZoomVisitor) modemVisitor).visit(this);
    else LOGGER.info("Only ZoomVisitor is allowed to visit Zoom modem");
  }
}`);

sample('a base visitor that knows every modem', 'java', { 'visitors-stay-acyclic': ['broken', 'ModemVisitor', 'Zoom', 'Hayes', 'depend on each other'] }, `
public interface ModemVisitor { void visit(Zoom zoom); void visit(Hayes hayes); }
public abstract class Modem { public abstract void accept(ModemVisitor modemVisitor); }
public class Zoom extends Modem { public void accept(ModemVisitor v) { v.visit(this); } }
public class Hayes extends Modem { public void accept(ModemVisitor v) { v.visit(this); } }`);

sample('an element casting the visitor unchecked', 'java', { 'visitors-stay-acyclic': ['broken', 'Zoom.accept', 'without checking'] }, `
public interface ModemVisitor { }
public interface ZoomVisitor extends ModemVisitor { void visit(Zoom zoom); }
public class Zoom { public void accept(ModemVisitor modemVisitor) { ((ZoomVisitor) modemVisitor).visit(this); } }`);

sample('a C# acyclic visitor with is-pattern', 'csharp', { 'visitors-stay-acyclic': 'ok' }, `
public interface IModemVisitor { }
public interface IZoomVisitor : IModemVisitor { void Visit(Zoom z); }
public class Zoom { public void Accept(IModemVisitor v) { if (v is IZoomVisitor zv) zv.Visit(this); } }`);

sample('a C# element casting with as and no check', 'csharp', { 'visitors-stay-acyclic': ['broken', 'Zoom.Accept', 'without checking'] }, `
public interface IModemVisitor { }
public interface IZoomVisitor : IModemVisitor { void Visit(Zoom z); }
public class Zoom { public void Accept(IModemVisitor v) { (v as IZoomVisitor).Visit(this); } }`);

sample('a TypeScript acyclic visitor with a type guard', 'typescript', { 'visitors-stay-acyclic': 'ok' }, `
export interface ModemVisitor {}
export interface ZoomVisitor extends ModemVisitor { visitZoom(z: Zoom): void; }
export class Zoom {
  accept(visitor: ModemVisitor): void { if ('visitZoom' in visitor) (visitor as ZoomVisitor).visitZoom(this); }
}`);

sample('a TypeScript base visitor listing all elements', 'typescript', { 'visitors-stay-acyclic': ['broken', 'ModemVisitor', 'each element'] }, `
export interface ModemVisitor { visitZoom(z: Zoom): void; visitHayes(h: Hayes): void; }
export class Zoom { accept(visitor: ModemVisitor): void { visitor.visitZoom(this); } }`);

sample('a Python acyclic visitor with isinstance', 'python', { 'visitors-stay-acyclic': 'ok' }, `
class ZoomVisitor(ABC):
    @abstractmethod
    def visit_zoom(self, zoom): ...


class Zoom:
    def accept(self, visitor):
        if isinstance(visitor, ZoomVisitor):
            visitor.visit_zoom(self)
`);

sample('a Go acyclic visitor with a type assertion', 'go', { 'visitors-stay-acyclic': 'ok' }, `
type ModemVisitor interface{}

type ZoomVisitor interface{ VisitZoom(z *Zoom) }

type Zoom struct{}

func (z *Zoom) Accept(v ModemVisitor) {
	if zv, ok := v.(ZoomVisitor); ok {
		zv.VisitZoom(z)
	}
}`);

sample('a Go element asserting without ok', 'go', { 'visitors-stay-acyclic': ['broken', 'Zoom.Accept', 'without checking'] }, `
type ModemVisitor interface{}

type ZoomVisitor interface{ VisitZoom(z *Zoom) }

type Zoom struct{}

func (z *Zoom) Accept(v ModemVisitor) { v.(ZoomVisitor).VisitZoom(z) }`);

sample('elements without accept', 'java', { 'visitors-stay-acyclic': ['missing', 'acyclic visitor'] }, `
public class Zoom { public void configure() {} }`);

sample('fighters bound to their own weight class', 'java', { 'self-typed-base': 'ok' }, `
public interface Fighter<T> { void fight(T t); }
public class MmaFighter<T extends MmaFighter<T>> implements Fighter<T> {
  public void fight(T opponent) { LOGGER.info("{} is going to fight {}", this, opponent); }
}
public class MmaBantamweightFighter extends MmaFighter<MmaBantamweightFighter> { }
public class MmaHeavyweightFighter extends MmaFighter<MmaHeavyweightFighter> { }`);

sample('a heavyweight bound to bantamweights', 'java', { 'self-typed-base': ['broken', 'MmaHeavyweightFighter extends MmaFighter<MmaBantamweightFighter>'] }, `
public class MmaFighter<T extends MmaFighter<T>> { public void fight(T opponent) { } }
public class MmaBantamweightFighter extends MmaFighter<MmaBantamweightFighter> { }
public class MmaHeavyweightFighter extends MmaFighter<MmaBantamweightFighter> { }`);

sample('a C# self-typed builder base', 'csharp', { 'self-typed-base': 'ok' }, `
public abstract class Builder<T> where T : Builder<T> {
    protected abstract T Self();
    public T Named(string n) { return Self(); }
}
public class CarBuilder : Builder<CarBuilder> { protected override CarBuilder Self() => this; }`);

sample('a C# builder bound to another builder', 'csharp', { 'self-typed-base': ['broken', 'BikeBuilder extends Builder<CarBuilder>'] }, `
public abstract class Builder<T> where T : Builder<T> { protected abstract T Self(); }
public class CarBuilder : Builder<CarBuilder> { protected override CarBuilder Self() => this; }
public class BikeBuilder : Builder<CarBuilder> { protected override CarBuilder Self() => null; }`);

sample('a TypeScript comparable base', 'typescript', { 'self-typed-base': 'ok' }, `
export abstract class Comparable<T extends Comparable<T>> { abstract compareTo(other: T): number; }
export class Money extends Comparable<Money> { compareTo(other: Money): number { return 0; } }`);

sample('a TypeScript subclass bound to a sibling', 'typescript', { 'self-typed-base': ['broken', 'Weight extends Comparable<Money>'] }, `
export abstract class Comparable<T extends Comparable<T>> { abstract compareTo(other: T): number; }
export class Money extends Comparable<Money> { compareTo(other: Money): number { return 0; } }
export class Weight extends Comparable<Money> { compareTo(other: Money): number { return 0; } }`);

sample('a Python generic base bound to itself', 'python', { 'self-typed-base': 'ok' }, `
T = TypeVar("T", bound="Fighter")


class Fighter(Generic[T]):
    def fight(self, opponent: T):
        pass


class Heavyweight(Fighter["Heavyweight"]):
    pass
`);

sample('a Python subclass bound to a sibling', 'python', { 'self-typed-base': ['broken', 'Heavyweight extends Fighter<Bantamweight>'] }, `
T = TypeVar("T", bound="Fighter")


class Fighter(Generic[T]):
    def fight(self, opponent: T):
        pass


class Bantamweight(Fighter[Bantamweight]):
    pass


class Heavyweight(Fighter[Bantamweight]):
    pass
`);

sample('plain inheritance without a self type', 'java', { 'self-typed-base': ['missing', 'curiously recurring'] }, `
public class Fighter { public void fight(Fighter other) { } }
public class Heavyweight extends Fighter { }`);

sample('a Java invocation handler forwarding to a REST client', 'java', { 'handler-uses-invocation': 'ok' }, `
public class AlbumInvocationHandler implements InvocationHandler {
  private final TinyRestClient restClient;
  public AlbumInvocationHandler(TinyRestClient restClient) { this.restClient = restClient; }
  public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
    return restClient.send(method, args);
  }
}
public class App {
  AlbumService create(InvocationHandler handler) {
    return (AlbumService) Proxy.newProxyInstance(App.class.getClassLoader(), new Class<?>[] { AlbumService.class }, handler);
  }
}`);

sample('a handler that ignores the invoked method', 'java', { 'handler-uses-invocation': ['broken', 'AlbumInvocationHandler.invoke', 'same result'] }, `
public class AlbumInvocationHandler implements InvocationHandler {
  public Object invoke(Object proxy, Method method, Object[] args) { return null; }
}`);

sample('a hand-written proxy class', 'java', { 'handler-uses-invocation': ['missing', 'AlbumServiceProxy', 'hand-written'] }, `
public interface AlbumService { Album readAlbum(int id); }
public class AlbumServiceProxy implements AlbumService {
  private final AlbumService target;
  public AlbumServiceProxy(AlbumService target) { this.target = target; }
  public Album readAlbum(int id) { return target.readAlbum(id); }
}`);

sample('a C# DispatchProxy that logs and forwards', 'csharp', { 'handler-uses-invocation': 'ok' }, `
public class LoggingProxy<T> : DispatchProxy {
    public T Target { get; set; }
    protected override object? Invoke(MethodInfo? targetMethod, object?[]? args) {
        Console.WriteLine(targetMethod!.Name);
        return targetMethod.Invoke(Target, args);
    }
}`);

sample('a C# DispatchProxy returning a constant', 'csharp', { 'handler-uses-invocation': ['broken', 'LoggingProxy.Invoke'] }, `
public class LoggingProxy<T> : DispatchProxy {
    protected override object? Invoke(MethodInfo? targetMethod, object?[]? args) { return null; }
}`);

sample('a JavaScript Proxy forwarding through Reflect', 'typescript', { 'handler-uses-invocation': 'ok' }, `
export function logged<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      console.log('get', String(prop));
      return Reflect.get(obj, prop, receiver);
    },
  });
}`);

sample('a JavaScript Proxy answering every property alike', 'typescript', { 'handler-uses-invocation': ['broken', 'trap', 'ignores'] }, `
export function stubbed<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      return () => 42;
    },
  });
}`);

sample('a Python __getattr__ proxy', 'python', { 'handler-uses-invocation': 'ok' }, `
class LoggingProxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        attr = getattr(self._target, name)
        print("calling", name)
        return attr
`);

sample('a Python __getattr__ ignoring the name', 'python', { 'handler-uses-invocation': ['broken', 'LoggingProxy.__getattr__'] }, `
class LoggingProxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        return lambda *a: None
`);

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

// ─── Execute around, RAII, mute idiom ───

sample('a file writer that closes in finally', 'java', { 'releases-on-every-path': 'ok' }, `
public class SimpleFileWriter {
  public SimpleFileWriter(String filename, FileWriterAction action) throws IOException {
    var writer = new FileWriter(filename);
    try {
      action.writeFile(writer);
    } finally {
      writer.close();
    }
  }
}`);

sample('a file writer that closes only on success', 'java', { 'releases-on-every-path': ['broken', 'SimpleFileWriter.SimpleFileWriter', 'only on the normal path', 'action'] }, `
public class SimpleFileWriter {
  public SimpleFileWriter(String filename, FileWriterAction action) throws IOException {
    var writer = new FileWriter(filename);
    action.writeFile(writer);
    writer.close();
  }
}`);

sample('a C# execute-around with using', 'csharp', { 'releases-on-every-path': 'ok' }, `
public static class Files {
    public static void WithWriter(string path, Action<StreamWriter> action) {
        using var writer = new StreamWriter(path);
        action(writer);
    }
}`);

sample('a C# execute-around leaking on failure', 'csharp', { 'releases-on-every-path': ['broken', 'Files.WithWriter', 'only on the normal path'] }, `
public static class Files {
    public static void WithWriter(string path, Action<StreamWriter> action) {
        var writer = new StreamWriter(path);
        action(writer);
        writer.Dispose();
    }
}`);

sample('a TypeScript withConnection helper', 'typescript', { 'releases-on-every-path': 'ok' }, `
export async function withConnection<T>(pool: Pool, action: (c: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await action(client);
  } finally {
    client.release();
  }
}`);

sample('a TypeScript helper releasing after success only', 'typescript', { 'releases-on-every-path': ['broken', 'withConnection', 'only on the normal path'] }, `
export async function withConnection<T>(pool: Pool, action: (c: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const result = await action(client);
  client.release();
  return result;
}`);

sample('a Python execute-around with a context manager', 'python', { 'releases-on-every-path': 'ok' }, `
def write_file(path, action):
    with open(path, "w") as f:
        action(f)
`);

sample('a Python execute-around without finally', 'python', { 'releases-on-every-path': ['broken', 'write_file', 'only on the normal path'] }, `
def write_file(path, action):
    f = open(path, "w")
    action(f)
    f.close()
`);

sample('a Go execute-around with defer', 'go', { 'releases-on-every-path': 'ok' }, `
func WithFile(path string, action func(*os.File) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return action(f)
}`);

sample('a Go execute-around closing after the action', 'go', { 'releases-on-every-path': ['broken', 'WithFile', 'only on the normal path'] }, `
func WithFile(path string, action func(*os.File) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := action(f); err != nil {
		return err
	}
	return f.Close()
}`);

sample('no wrapped action', 'java', { 'releases-on-every-path': ['missing', 'execute-around'] }, `
public class Writer { public void write(String s) { System.out.println(s); } }`);

sample('doors and chests in try-with-resources', 'java', { 'resource-released-by-scope': 'ok' }, `
public class SlidingDoor implements AutoCloseable {
  public SlidingDoor() { LOGGER.info("Sliding door opens."); }
  public void close() { LOGGER.info("Sliding door closes."); }
}
public class App {
  public static void main(String[] args) {
    try (var ignored = new SlidingDoor()) {
      LOGGER.info("Walking in.");
    }
  }
}`);

sample('a door closed by hand', 'java', { 'resource-released-by-scope': ['broken', 'App.main', 'SlidingDoor', 'by hand'] }, `
public class SlidingDoor implements AutoCloseable {
  public SlidingDoor() { LOGGER.info("Sliding door opens."); }
  public void close() { LOGGER.info("Sliding door closes."); }
}
public class App {
  public static void main(String[] args) {
    var door = new SlidingDoor();
    LOGGER.info("Walking in.");
    door.close();
  }
}`);

sample('a resource whose close does nothing', 'java', { 'resource-released-by-scope': ['broken', 'TreasureChest.close', 'empty'] }, `
public class TreasureChest implements Closeable {
  private final FileInputStream lid;
  public TreasureChest() throws IOException { lid = new FileInputStream("chest"); }
  public void close() { }
}`);

sample('a C# disposable in a using', 'csharp', { 'resource-released-by-scope': 'ok' }, `
public sealed class Lease : IDisposable {
    private readonly Semaphore _s;
    public Lease(Semaphore s) { _s = s; _s.WaitOne(); }
    public void Dispose() => _s.Release();
}
public class Worker {
    public void Run(Semaphore s) { using (new Lease(s)) { DoWork(); } }
}`);

sample('a C# lease never disposed', 'csharp', { 'resource-released-by-scope': ['broken', 'Worker.Run', 'never closed'] }, `
public sealed class Lease : IDisposable {
    private readonly Semaphore _s;
    public Lease(Semaphore s) { _s = s; _s.WaitOne(); }
    public void Dispose() => _s.Release();
}
public class Worker {
    public void Run(Semaphore s) { var lease = new Lease(s); DoWork(); }
}`);

sample('a TypeScript disposable with using', 'typescript', { 'resource-released-by-scope': 'ok' }, `
export class TempDir implements Disposable {
  constructor(readonly path: string) { mkdirSync(path); }
  [Symbol.dispose](): void { rmSync(this.path, { recursive: true }); }
}
export function build(): void {
  using dir = new TempDir('/tmp/build');
  compileInto(dir.path);
}`);

sample('a TypeScript disposable left open', 'typescript', { 'resource-released-by-scope': ['broken', 'build', 'TempDir'] }, `
export class TempDir implements Disposable {
  constructor(readonly path: string) { mkdirSync(path); }
  [Symbol.dispose](): void { rmSync(this.path, { recursive: true }); }
}
export function build(): void {
  const dir = new TempDir('/tmp/build');
  compileInto(dir.path);
}`);

sample('a Python context manager used with with', 'python', { 'resource-released-by-scope': 'ok' }, `
class Door:
    def __enter__(self):
        print("opens")
        return self

    def __exit__(self, *exc):
        print("closes")


def walk():
    with Door():
        print("walking in")
`);

sample('a Python context manager used without with', 'python', { 'resource-released-by-scope': ['broken', 'walk', 'Door'] }, `
class Door:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        print("closes")


def walk():
    door = Door()
    print("walking in")
`);

sample('a Go resource closed by defer', 'go', { 'resource-released-by-scope': 'ok' }, `
type Conn struct{ fd int }

func (c *Conn) Close() error { return syscall.Close(c.fd) }

func Serve() error {
	c := NewConn()
	defer c.Close()
	return handle(c)
}`);

sample('a Go resource closed at the end only', 'go', { 'resource-released-by-scope': ['broken', 'Serve', 'by hand'] }, `
type Conn struct{ fd int }

func (c *Conn) Close() error { return syscall.Close(c.fd) }

func Serve() error {
	c := NewConn()
	if err := handle(c); err != nil {
		return err
	}
	return c.Close()
}`);

sample('no resource at all', 'java', { 'resource-released-by-scope': ['missing', 'scoped resource'] }, `
public class Calculator { public int add(int a, int b) { return a + b; } }`);

sample('closing a resource with a logged mute', 'java', { 'mutes-only-cleanup': 'ok' }, `
public final class Mute {
  public static void loggedMute(CheckedRunnable runnable) {
    try {
      runnable.run();
    } catch (Exception e) {
      LOGGER.warn("muted", e);
    }
  }
}
public class App {
  private static void closeResource(Resource resource) { Mute.loggedMute(resource::close); }
}`);

sample('a mute that swallows silently', 'java', { 'mutes-only-cleanup': ['broken', 'Mute.mute', 'discards'] }, `
public final class Mute {
  public static void mute(CheckedRunnable runnable) {
    try {
      runnable.run();
    } catch (Exception e) { }
  }
}`);

sample('muting a business operation', 'java', { 'mutes-only-cleanup': ['broken', 'App.pay', 'withdraw', 'not a clean-up call'] }, `
public class App {
  void pay(Account account) { Mute.loggedMute(() -> account.withdraw(100)); }
}`);

sample('a C# quiet dispose helper', 'csharp', { 'mutes-only-cleanup': 'ok' }, `
public static class Quietly {
    public static void Dispose(IDisposable d, ILogger log) {
        try { d.Dispose(); } catch (IOException e) { log.LogWarning(e, "dispose failed"); }
    }
}
public class App { public void Stop(IDisposable conn, ILogger log) { Quietly.Dispose(conn, log); } }`);

sample('a C# mute muting a save', 'csharp', { 'mutes-only-cleanup': ['broken', 'Save', 'not a clean-up call'] }, `
public class App { public void Run(Repo repo) { Mute.LoggedMute(() => repo.Save()); } }`);

sample('a TypeScript close-quietly helper', 'typescript', { 'mutes-only-cleanup': 'ok' }, `
export async function closeQuietly(c: { close(): Promise<void> }): Promise<void> {
  try { await c.close(); } catch (e) { console.warn('close failed', e); }
}`);

sample('a TypeScript helper swallowing everything', 'typescript', { 'mutes-only-cleanup': ['broken', 'closeQuietly', 'discards'] }, `
export async function closeQuietly(c: { close(): Promise<void> }): Promise<void> {
  try { await c.close(); } catch { }
}`);

sample('a Python suppress for closing', 'python', { 'mutes-only-cleanup': 'ok' }, `
def close_quietly(resource):
    try:
        resource.close()
    except OSError:
        logger.warning("close failed", exc_info=True)
`);

sample('a Python helper with except pass', 'python', { 'mutes-only-cleanup': ['broken', 'close_quietly', 'discards'] }, `
def close_quietly(resource):
    try:
        resource.close()
    except Exception:
        pass
`);

sample('no muting at all', 'java', { 'mutes-only-cleanup': ['missing', 'mute idiom'] }, `
public class App { void run(Resource r) throws IOException { r.close(); } }`);

// ─── Caching, sharding, data bus, sessions, spatial partition, data locality, separated interface ───

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

sample('a JavaScript service guarding a null logger', 'javascript', { 'no-null-checks-for-variants': ['broken', 'Service.run', 'logger'] }, `
class NullLogger { log() {} }
class ConsoleLogger { log(msg) { console.log(msg); } }
class Service {
  constructor(logger) { this.logger = logger; }
  run() { if (this.logger !== null) this.logger.log('run'); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a JavaScript service trusting its null logger', 'javascript', { 'no-null-checks-for-variants': 'ok', 'null-object-does-nothing': 'ok' }, `
class NullLogger { log() {} }
class ConsoleLogger { log(msg) { console.log(msg); } }
class Service {
  constructor(logger = new NullLogger()) { this.logger = logger; }
  run() { this.logger.log('run'); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

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

sample('a request carrying its session', 'java', { 'state-travels-with-request': 'ok' }, `
public class Session { private final String id; private final String clientName; public Session(String id, String c) { this.id = id; clientName = c; } }
public class Request { private final String data; private final Session session; public Request(String d, Session s) { data = d; session = s; } public Session getSession() { return session; } }
public class Server {
  public Session getSession(String name) { return new Session(UUID.randomUUID().toString(), name); }
  public void process(Request request) { LOGGER.info("Processing for " + request.getSession().getClientName()); }
}`);

sample('a server keeping client sessions in a map', 'java', { 'state-travels-with-request': ['broken', 'Server', 'sessions', 'server session'] }, `
public class Request { private final String sessionId; public Request(String s) { sessionId = s; } }
public class Server {
  private final Map<String, Session> sessions = new HashMap<>();
  public void process(Request request) { var s = sessions.get(request.getSessionId()); }
}`);

sample('a C# request with a client token', 'csharp', { 'state-travels-with-request': 'ok' }, `
public record ClientState(string UserId, string Cart);
public class Request { public ClientState State { get; init; } public string Body { get; init; } }
public class Server { public void Process(Request r) => Console.WriteLine(r.State.UserId); }`);

sample('a TypeScript request carrying state', 'typescript', { 'state-travels-with-request': 'ok' }, `
export class ApiRequest { constructor(readonly body: string, readonly session: SessionToken) {} }
export class Server { handle(req: ApiRequest): string { return req.session.user; } }`);

sample('a TypeScript server holding sessions', 'typescript', { 'state-travels-with-request': ['broken', 'Server', 'sessions'] }, `
export class Server {
  private readonly sessions: Map<string, UserState> = new Map();
  handle(id: string): UserState | undefined { return this.sessions.get(id); }
}`);

sample('a Python request with a session', 'python', { 'state-travels-with-request': 'ok' }, `
class Request:
    def __init__(self, data, session):
        self.data = data
        self.session = session


class Server:
    def process(self, request):
        print(request.session.client_name)
`);

sample('a Go request with a session token', 'go', { 'state-travels-with-request': 'ok' }, `
type Request struct {
	Data    string
	Session *Session
}

type Server struct{}

func (s *Server) Process(r *Request) { log.Println(r.Session.Client) }`);

sample('no session anywhere', 'java', { 'state-travels-with-request': ['missing', 'client session'] }, `
public class Server { public void process(String data) { } }`);

sample('a server session store with logout and expiry', 'java', { 'sessions-removed-on-server': 'ok' }, `
public class LoginHandler {
  private final Map<String, Integer> sessions;
  private final Map<String, Instant> sessionCreationTimes;
  public LoginHandler(Map<String, Integer> s, Map<String, Instant> t) { sessions = s; sessionCreationTimes = t; }
  public String login(int userId) { var id = UUID.randomUUID().toString(); sessions.put(id, userId); sessionCreationTimes.put(id, Instant.now()); return id; }
}
public class LogoutHandler {
  private final Map<String, Integer> sessions;
  private final Map<String, Instant> sessionCreationTimes;
  public LogoutHandler(Map<String, Integer> s, Map<String, Instant> t) { sessions = s; sessionCreationTimes = t; }
  public void logout(String sessionId) { sessions.remove(sessionId); sessionCreationTimes.remove(sessionId); }
}`);

sample('a logout that keeps the session', 'java', { 'sessions-removed-on-server': ['broken', 'LogoutHandler.logout', 'stays valid'] }, `
public class LogoutHandler {
  private final Map<String, Integer> sessions;
  public LogoutHandler(Map<String, Integer> s) { sessions = s; }
  public void logout(String sessionId) { LOGGER.info("User logged out: " + sessionId); }
}`);

sample('a C# session store', 'csharp', { 'sessions-removed-on-server': 'ok' }, `
public class SessionStore {
    private readonly ConcurrentDictionary<string, UserSession> _sessions = new();
    public string Create(UserSession s) { var id = Guid.NewGuid().ToString(); _sessions[id] = s; return id; }
    public void Logout(string id) => _sessions.TryRemove(id, out _);
}`);

sample('a C# logout that leaves the session in the store', 'csharp', { 'sessions-removed-on-server': ['broken', 'SessionStore.Logout', 'stays valid'] }, `
public class SessionStore {
    private readonly Dictionary<string, UserSession> _sessions = new();
    public string Create(UserSession s) { var id = Guid.NewGuid().ToString(); _sessions[id] = s; return id; }
    public void Logout(string id) { _sessions[id].LoggedOut = true; }
}`);

sample('a TypeScript session store with expiry', 'typescript', { 'sessions-removed-on-server': 'ok' }, `
export class Sessions {
  private readonly sessions = new Map<string, Session>();
  create(user: string): string { const id = randomUUID(); this.sessions.set(id, { user, at: Date.now() }); return id; }
  expire(now: number): void { for (const [id, s] of this.sessions) if (now - s.at > TTL) this.sessions.delete(id); }
}`);

sample('a TypeScript logout that forgets the store', 'typescript', { 'sessions-removed-on-server': ['broken', 'Sessions.logout'] }, `
export class Sessions {
  private readonly sessions = new Map<string, Session>();
  create(user: string): string { const id = randomUUID(); this.sessions.set(id, { user, at: Date.now() }); return id; }
  logout(id: string): void { console.log('bye', id); }
}`);

sample('a Python session store', 'python', { 'sessions-removed-on-server': 'ok' }, `
sessions = {}


def login(user_id):
    sid = uuid.uuid4().hex
    sessions[sid] = user_id
    return sid


def logout(sid):
    sessions.pop(sid, None)
`);

sample('a Python logout keeping the session', 'python', { 'sessions-removed-on-server': ['broken', 'logout'] }, `
sessions = {}


def login(user_id):
    sid = uuid.uuid4().hex
    sessions[sid] = user_id
    return sid


def logout(sid):
    print("logged out", sid)
`);

sample('a Go session store', 'go', { 'sessions-removed-on-server': 'ok' }, `
type Server struct {
	mu       sync.Mutex
	sessions map[string]int
}

func (s *Server) Logout(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.sessions, id)
}`);

sample('no server session store', 'java', { 'sessions-removed-on-server': ['missing', 'session store'] }, `
public class Server { public void handle(String req) { } }`);

sample('a grid that only checks the same cell', 'java', { 'queries-visit-nearby-cells': 'ok' }, `
public class Grid {
  private final Unit[][] cells = new Unit[NUM_CELLS][NUM_CELLS];
  public void add(Unit unit) { int x = (int) (unit.x / CELL_SIZE); int y = (int) (unit.y / CELL_SIZE); unit.next = cells[x][y]; cells[x][y] = unit; }
  public void handleMelee() {
    for (int x = 0; x < NUM_CELLS; x++) for (int y = 0; y < NUM_CELLS; y++) handleCell(cells[x][y]);
  }
  private void handleCell(Unit unit) { while (unit != null) { var other = unit.next; while (other != null) { if (unit.x == other.x) attack(unit, other); other = other.next; } unit = unit.next; } }
}`);

sample('a battlefield comparing every pair', 'java', { 'queries-visit-nearby-cells': ['missing', 'handleMelee', 'every object'] }, `
public class Battlefield {
  public void handleMelee(Unit[] units, int numUnits) {
    for (var a = 0; a < numUnits - 1; a++) {
      for (var b = a + 1; b < numUnits; b++) {
        if (units[a].position() == units[b].position()) handleAttack(units[a], units[b]);
      }
    }
  }
}`);

sample('a quadtree with a brute-force query', 'java', { 'queries-visit-nearby-cells': ['broken', 'World.findCollisions', 'O(n'] }, `
public class QuadTree {
  private final List<Unit> units = new ArrayList<>();
  private QuadTree[] children;
  public void insert(Unit u) { units.add(u); }
}
public class World {
  private final QuadTree tree = new QuadTree();
  private final List<Unit> all = new ArrayList<>();
  public void findCollisions() {
    for (Unit a : all) {
      for (Unit b : all) { if (a != b && a.overlaps(b)) a.hit(b); }
    }
  }
}`);

sample('a C# spatial hash', 'csharp', { 'queries-visit-nearby-cells': 'ok' }, `
public class SpatialHash {
    private readonly Dictionary<(int, int), List<Unit>> _cells = new();
    public void Add(Unit u) { var key = ((int)u.X / 10, (int)u.Y / 10); if (!_cells.TryGetValue(key, out var list)) _cells[key] = list = new(); list.Add(u); }
    public IEnumerable<Unit> Near(Unit u) => _cells.GetValueOrDefault(((int)u.X / 10, (int)u.Y / 10)) ?? new List<Unit>();
}`);

sample('a TypeScript grid', 'typescript', { 'queries-visit-nearby-cells': 'ok' }, `
export class Grid {
  private readonly cells = new Map<string, Unit[]>();
  add(u: Unit): void { const k = key(u); this.cells.set(k, [...(this.cells.get(k) ?? []), u]); }
  near(u: Unit): Unit[] { return this.cells.get(key(u)) ?? []; }
}`);

sample('a TypeScript all-pairs collision check', 'typescript', { 'queries-visit-nearby-cells': ['missing', 'every object'] }, `
export function handleCollisions(units: Unit[]): void {
  for (const a of units) {
    for (const b of units) if (a !== b && a.overlaps(b)) a.hit(b);
  }
}`);

sample('a Python grid', 'python', { 'queries-visit-nearby-cells': 'ok' }, `
class Grid:
    def __init__(self):
        self.cells = defaultdict(list)

    def add(self, unit):
        self.cells[(unit.x // 10, unit.y // 10)].append(unit)

    def near(self, unit):
        return self.cells[(unit.x // 10, unit.y // 10)]
`);

sample('a Go grid', 'go', { 'queries-visit-nearby-cells': 'ok' }, `
type Grid struct{ cells map[[2]int][]*Unit }

func (g *Grid) Add(u *Unit) {
	k := [2]int{u.X / 10, u.Y / 10}
	g.cells[k] = append(g.cells[k], u)
}

func (g *Grid) Near(u *Unit) []*Unit { return g.cells[[2]int{u.X / 10, u.Y / 10}] }`);

sample('component arrays updated one kind at a time', 'java', { 'components-in-contiguous-arrays': 'ok' }, `
public class GameEntity {
  private final AiComponentManager aiComponentManager;
  private final PhysicsComponentManager physicsComponentManager;
  private final AiComponent[] aiComponents;
  private final PhysicsComponent[] physicsComponents;
  public void update() {
    for (int i = 0; i < numEntities; i++) aiComponents[i].update();
    for (int i = 0; i < numEntities; i++) physicsComponents[i].update();
  }
}`);

sample('entities updating all their components in turn', 'java', { 'components-in-contiguous-arrays': ['broken', 'World.update', 'scattered'] }, `
public class World {
  private final List<Entity> entities = new ArrayList<>();
  public void update() {
    for (Entity entity : entities) {
      entity.getAi().update();
      entity.getPhysics().update();
      entity.getRender().update();
    }
  }
}`);

sample('C# component arrays', 'csharp', { 'components-in-contiguous-arrays': 'ok' }, `
public class Systems {
    private readonly Position[] _positions = new Position[1000];
    private readonly Velocity[] _velocities = new Velocity[1000];
    public void Update() {
        for (int i = 0; i < _positions.Length; i++) _positions[i].X += _velocities[i].X;
    }
}`);

sample('a C# loop chasing component objects', 'csharp', { 'components-in-contiguous-arrays': ['broken', 'Systems.Update'] }, `
public class Systems {
    private readonly List<Entity> _entities = new();
    public void Update() { foreach (var e in _entities) { e.Physics.Step(); e.Renderer.Draw(); } }
}`);

sample('TypeScript typed arrays per component', 'typescript', { 'components-in-contiguous-arrays': 'ok' }, `
export class Physics {
  private readonly positions: Float32Array[] = [];
  private readonly velocities: Float32Array[] = [];
  update(): void {
    for (let i = 0; i < this.positions.length; i++) this.positions[i][0] += this.velocities[i][0];
  }
}`);

sample('a Python loop over entity components', 'python', { 'components-in-contiguous-arrays': ['broken', 'update_all'] }, `
def update_all(entities):
    for entity in entities:
        entity.ai.update()
        entity.physics.update()
`);

sample('Python component lists', 'python', { 'components-in-contiguous-arrays': 'ok' }, `
class World:
    def __init__(self, n):
        self.ai_components = [AiComponent() for _ in range(n)]
        self.physics_components = [PhysicsComponent() for _ in range(n)]

    def update(self):
        for ai in self.ai_components:
            ai.update()
        for p in self.physics_components:
            p.update()
`);

sample('Go component slices', 'go', { 'components-in-contiguous-arrays': 'ok' }, `
type World struct {
	positions  []Position
	velocities []Velocity
}

func (w *World) Update() {
	for i := range w.positions {
		w.positions[i].X += w.velocities[i].X
	}
}`);

sample('a Go loop over entity pointers', 'go', { 'components-in-contiguous-arrays': ['broken', 'World.Update'] }, `
type World struct{ entities []*Entity }

func (w *World) Update() {
	for _, e := range w.entities {
		e.Physics.Step()
		e.Render.Draw()
	}
}`);

sample('an invoice generator holding the tax calculator interface', 'java', { 'client-depends-on-interface': 'ok' }, `
public interface TaxCalculator { double calculate(double amount); }
public class ForeignTaxCalculator implements TaxCalculator { public double calculate(double amount) { return amount * 0.6; } }
public class DomesticTaxCalculator implements TaxCalculator { public double calculate(double amount) { return amount * 0.2; } }
public class InvoiceGenerator {
  private final TaxCalculator taxCalculator;
  private final double amount;
  public InvoiceGenerator(double amount, TaxCalculator taxCalculator) { this.amount = amount; this.taxCalculator = taxCalculator; }
  public double getAmountWithTax() { return amount + taxCalculator.calculate(amount); }
}`);

sample('an invoice generator tied to one calculator', 'java', { 'client-depends-on-interface': ['broken', 'InvoiceGenerator.taxCalculator', 'DomesticTaxCalculator', 'TaxCalculator'] }, `
public interface TaxCalculator { double calculate(double amount); }
public class DomesticTaxCalculator implements TaxCalculator { public double calculate(double amount) { return amount * 0.2; } }
public class InvoiceGenerator {
  private final DomesticTaxCalculator taxCalculator;
  public InvoiceGenerator(DomesticTaxCalculator c) { taxCalculator = c; }
}`);

sample('a C# client creating its implementation', 'csharp', { 'client-depends-on-interface': ['broken', 'InvoiceGenerator creates its own DomesticTaxCalculator'] }, `
public interface ITaxCalculator { double Calculate(double amount); }
public class DomesticTaxCalculator : ITaxCalculator { public double Calculate(double a) => a * 0.2; }
public class InvoiceGenerator {
    private readonly ITaxCalculator _tax;
    public InvoiceGenerator() { _tax = new DomesticTaxCalculator(); }
}`);

sample('a C# client receiving the interface', 'csharp', { 'client-depends-on-interface': 'ok' }, `
public interface ITaxCalculator { double Calculate(double amount); }
public class DomesticTaxCalculator : ITaxCalculator { public double Calculate(double a) => a * 0.2; }
public class InvoiceGenerator {
    private readonly ITaxCalculator _tax;
    public InvoiceGenerator(ITaxCalculator tax) { _tax = tax; }
}`);

sample('a TypeScript client with the interface', 'typescript', { 'client-depends-on-interface': 'ok' }, `
export interface TaxCalculator { calculate(amount: number): number; }
export class DomesticTax implements TaxCalculator { calculate(a: number): number { return a * 0.2; } }
export class InvoiceGenerator { constructor(private readonly tax: TaxCalculator) {} }`);

sample('a TypeScript client with the concrete class', 'typescript', { 'client-depends-on-interface': ['broken', 'InvoiceGenerator.tax', 'DomesticTax'] }, `
export interface TaxCalculator { calculate(amount: number): number; }
export class DomesticTax implements TaxCalculator { calculate(a: number): number { return a * 0.2; } }
export class InvoiceGenerator { constructor(private readonly tax: DomesticTax) {} }`);

sample('a Python client given a protocol implementation', 'python', { 'client-depends-on-interface': 'ok' }, `
class TaxCalculator(Protocol):
    def calculate(self, amount: float) -> float: ...


class DomesticTax(TaxCalculator):
    def calculate(self, amount):
        return amount * 0.2


class InvoiceGenerator:
    def __init__(self, tax: TaxCalculator):
        self._tax = tax
`);

sample('a Python client constructing its implementation', 'python', { 'client-depends-on-interface': ['broken', 'InvoiceGenerator creates its own DomesticTax'] }, `
class TaxCalculator(Protocol):
    def calculate(self, amount: float) -> float: ...


class DomesticTax(TaxCalculator):
    def calculate(self, amount):
        return amount * 0.2


class InvoiceGenerator:
    def __init__(self):
        self._tax = DomesticTax()
`);

sample('a Go client with an interface field', 'go', { 'client-depends-on-interface': 'ok' }, `
type TaxCalculator interface{ Calculate(a float64) float64 }

type DomesticTax struct{}

func (DomesticTax) Calculate(a float64) float64 { return a * 0.2 }

type InvoiceGenerator struct{ tax TaxCalculator }`);

sample('a Go client with a concrete field', 'go', { 'client-depends-on-interface': ['broken', 'InvoiceGenerator.tax', 'DomesticTax'] }, `
type TaxCalculator interface{ Calculate(a float64) float64 }

type DomesticTax struct{}

func (DomesticTax) Calculate(a float64) float64 { return a * 0.2 }

type InvoiceGenerator struct{ tax DomesticTax }`);

sample('no interface at all', 'java', { 'client-depends-on-interface': ['missing', 'separated interface'] }, `
public class InvoiceGenerator { public double total(double a) { return a * 1.2; } }`);

// ─── Abstract document, property, composite entity ───

sample('a car document with typed traits over a property map', 'java', { 'properties-in-map': 'ok' }, `
public interface Document { Void put(String key, Object value); Object get(String key); }
public abstract class AbstractDocument implements Document {
  private final Map<String, Object> properties;
  protected AbstractDocument(Map<String, Object> properties) { this.properties = properties; }
  public Void put(String key, Object value) { properties.put(key, value); return null; }
  public Object get(String key) { return properties.get(key); }
}
public interface HasPrice extends Document { default Optional<Number> getPrice() { return Optional.ofNullable((Number) get("price")); } }
public class Car extends AbstractDocument implements HasPrice { public Car(Map<String, Object> properties) { super(properties); } }`);

sample('a car that keeps its price in a field', 'java', { 'properties-in-map': ['broken', 'Car', 'price', 'property map'] }, `
public abstract class AbstractDocument {
  private final Map<String, Object> properties;
  protected AbstractDocument(Map<String, Object> properties) { this.properties = properties; }
  public Object get(String key) { return properties.get(key); }
}
public class Car extends AbstractDocument {
  private long price;
  public Car(Map<String, Object> properties, long price) { super(properties); this.price = price; }
}`);

sample('a C# document base', 'csharp', { 'properties-in-map': 'ok' }, `
public abstract class DocumentBase {
    private readonly Dictionary<string, object> _properties;
    protected DocumentBase(Dictionary<string, object> p) { _properties = p; }
    public object Get(string key) => _properties[key];
    public void Put(string key, object value) => _properties[key] = value;
}
public class Car : DocumentBase { public Car(Dictionary<string, object> p) : base(p) { } }`);

sample('a C# car with its own model field', 'csharp', { 'properties-in-map': ['broken', 'Car', 'model'] }, `
public abstract class DocumentBase {
    private readonly Dictionary<string, object> _properties = new();
    public object Get(string key) => _properties[key];
}
public class Car : DocumentBase { private string model = ""; }`);

sample('a TypeScript document', 'typescript', { 'properties-in-map': 'ok' }, `
export class AbstractDocument {
  constructor(private readonly properties: Record<string, unknown>) {}
  get(key: string): unknown { return this.properties[key]; }
  put(key: string, value: unknown): void { this.properties[key] = value; }
}
export class Car extends AbstractDocument {}`);

sample('a TypeScript car with a price field', 'typescript', { 'properties-in-map': ['broken', 'Car', 'price'] }, `
export class AbstractDocument {
  constructor(private readonly properties: Record<string, unknown>) {}
  get(key: string): unknown { return this.properties[key]; }
}
export class Car extends AbstractDocument { price = 0; }`);

sample('a Python document', 'python', { 'properties-in-map': 'ok' }, `
class AbstractDocument:
    def __init__(self, properties):
        self._properties = properties

    def get(self, key):
        return self._properties.get(key)

    def put(self, key, value):
        self._properties[key] = value


class Car(AbstractDocument):
    pass
`);

sample('a Go document map', 'go', { 'properties-in-map': 'ok' }, `
type Document struct{ properties map[string]any }

func (d *Document) Get(key string) any { return d.properties[key] }

func (d *Document) Put(key string, v any) { d.properties[key] = v }`);

sample('plain fields, no property map', 'java', { 'properties-in-map': ['missing', 'abstract document'] }, `
public class Car { private long price; private String model; }`);

sample('a character created from a prototype', 'java', { 'falls-back-to-prototype': 'ok' }, `
public class Character {
  private final Character prototype;
  private final Map<Stats, Integer> properties = new HashMap<>();
  public Character() { this.prototype = null; }
  public Character(Character prototype) { this.prototype = prototype; }
  public void set(Stats stat, int value) { properties.put(stat, value); }
  public Integer get(Stats stat) {
    if (properties.containsKey(stat)) return properties.get(stat);
    return prototype != null ? prototype.get(stat) : null;
  }
}`);

sample('a character that ignores its prototype', 'java', { 'falls-back-to-prototype': ['broken', 'Character.get', 'prototype'] }, `
public class Character {
  private final Character prototype;
  private final Map<Stats, Integer> properties = new HashMap<>();
  public Character(Character prototype) { this.prototype = prototype; }
  public void set(Stats stat, int value) { properties.put(stat, value); }
  public Integer get(Stats stat) { return properties.get(stat); }
}`);

sample('a C# property bag copying its prototype', 'csharp', { 'falls-back-to-prototype': 'ok' }, `
public class Character {
    private readonly Dictionary<string, int> _properties;
    public Character(Character prototype) { _properties = new Dictionary<string, int>(prototype._properties); }
    public int Get(string k) => _properties[k];
    public void Set(string k, int v) => _properties[k] = v;
}`);

sample('a TypeScript property object with a parent', 'typescript', { 'falls-back-to-prototype': 'ok' }, `
export class Props {
  private readonly values = new Map<string, number>();
  constructor(private readonly parent?: Props) {}
  get(key: string): number | undefined { return this.values.get(key) ?? this.parent?.get(key); }
  set(key: string, v: number): void { this.values.set(key, v); }
}`);

sample('a TypeScript property object ignoring its parent', 'typescript', { 'falls-back-to-prototype': ['broken', 'Props.get', 'parent'] }, `
export class Props {
  private readonly values = new Map<string, number>();
  constructor(private readonly parent?: Props) {}
  get(key: string): number | undefined { return this.values.get(key); }
  set(key: string, v: number): void { this.values.set(key, v); }
}`);

sample('a Python property bag with a prototype', 'python', { 'falls-back-to-prototype': 'ok' }, `
class Character:
    def __init__(self, prototype=None):
        self._prototype = prototype
        self._properties = {}

    def get(self, key):
        if key in self._properties:
            return self._properties[key]
        return self._prototype.get(key) if self._prototype else None

    def set(self, key, value):
        self._properties[key] = value
`);

sample('a Go property bag', 'go', { 'falls-back-to-prototype': 'ok' }, `
type Character struct {
	proto      *Character
	properties map[string]int
}

func (c *Character) Get(k string) (int, bool) {
	if v, ok := c.properties[k]; ok {
		return v, true
	}
	if c.proto != nil {
		return c.proto.Get(k)
	}
	return 0, false
}

func (c *Character) Set(k string, v int) { c.properties[k] = v }`);

sample('no property map', 'java', { 'falls-back-to-prototype': ['missing', 'property'] }, `
public class Character { private int strength; }`);

sample('a console composite entity', 'java', { 'dependents-behind-coarse-object': 'ok' }, `
public class MessageDependentObject { private String data; public void setData(String d) { data = d; } public String getData() { return data; } }
public class SignalDependentObject { private String data; public void setData(String d) { data = d; } public String getData() { return data; } }
public class ConsoleCoarseGrainedObject {
  private final MessageDependentObject message = new MessageDependentObject();
  private final SignalDependentObject signal = new SignalDependentObject();
  public void setData(String m, String s) { message.setData(m); signal.setData(s); }
  public String[] getData() { return new String[] { message.getData(), signal.getData() }; }
}`);

sample('a composite entity handing out its dependents', 'java', { 'dependents-behind-coarse-object': ['broken', 'ConsoleCoarseGrainedObject.getMessage', 'dependent object'] }, `
public class MessageDependentObject { private String data; public void setData(String d) { data = d; } }
public class SignalDependentObject { private String data; public void setData(String d) { data = d; } }
public class ConsoleCoarseGrainedObject {
  private final MessageDependentObject message = new MessageDependentObject();
  private final SignalDependentObject signal = new SignalDependentObject();
  public MessageDependentObject getMessage() { return message; }
  public void setData(String m, String s) { message.setData(m); signal.setData(s); }
}`);

sample('a C# order aggregate of lines and payment', 'csharp', { 'dependents-behind-coarse-object': 'ok' }, `
public class Payment { public decimal Amount; }
public class Shipment { public string Address = ""; }
public class OrderEntity {
    private readonly Payment _payment = new();
    private readonly Shipment _shipment = new();
    public void SetData(decimal amount, string address) { _payment.Amount = amount; _shipment.Address = address; }
}`);

sample('a C# entity with public dependents', 'csharp', { 'dependents-behind-coarse-object': ['broken', 'OrderEntity.Payment', 'public'] }, `
public class Payment { public decimal Amount; }
public class Shipment { public string Address = ""; }
public class OrderEntity {
    public Payment Payment = new();
    public Shipment Shipment = new();
}`);

sample('a TypeScript composite entity', 'typescript', { 'dependents-behind-coarse-object': 'ok' }, `
class Message { data = ''; }
class Signal { data = ''; }
export class Console {
  private readonly message: Message = new Message();
  private readonly signal: Signal = new Signal();
  setData(m: string, s: string): void { this.message.data = m; this.signal.data = s; }
}`);

sample('a Python composite entity', 'python', { 'dependents-behind-coarse-object': 'ok' }, `
class Message:
    def __init__(self):
        self.data = None


class Signal:
    def __init__(self):
        self.data = None


class Console:
    def __init__(self, message: Message, signal: Signal):
        self._message = message
        self._signal = signal

    def set_data(self, m, s):
        self._message.data = m
        self._signal.data = s
`);

sample('a Python entity exposing a dependent', 'python', { 'dependents-behind-coarse-object': ['broken', 'Console.message'] }, `
class Message:
    def __init__(self):
        self.data = None


class Signal:
    def __init__(self):
        self.data = None


class Console:
    def __init__(self, message: Message, signal: Signal):
        self._message = message
        self._signal = signal

    def message(self):
        return self._message
`);

sample('a Go composite entity', 'go', { 'dependents-behind-coarse-object': 'ok' }, `
type message struct{ data string }
type signal struct{ data string }

type Console struct {
	msg message
	sig signal
}

func (c *Console) SetData(m, s string) { c.msg.data = m; c.sig.data = s }`);

sample('no dependents', 'java', { 'dependents-behind-coarse-object': ['missing', 'composite entity'] }, `
public class Console { private String data; }`);

// ─── Tolerant reader, partial response ───

sample('a serializer reading only known fields', 'java', { 'ignores-unknown-fields': 'ok' }, `
public final class RainbowFishSerializer {
  public static RainbowFish readV1(String filename) throws IOException, ClassNotFoundException {
    Map<String, String> map;
    try (var objIn = new ObjectInputStream(new FileInputStream(filename))) { map = (Map<String, String>) objIn.readObject(); }
    return new RainbowFish(map.get("name"), Integer.parseInt(map.get("age")), Integer.parseInt(map.get("lengthMeters")), Integer.parseInt(map.get("weightTons")));
  }
}`);

sample('a Jackson reader failing on unknown properties', 'java', { 'ignores-unknown-fields': ['broken', 'FishReader.read', 'FAIL_ON_UNKNOWN_PROPERTIES'] }, `
public class FishReader {
  public RainbowFish read(String json) throws IOException {
    var mapper = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
    return mapper.readValue(json, RainbowFish.class);
  }
}`);

sample('a C# tolerant reader', 'csharp', { 'ignores-unknown-fields': 'ok' }, `
public class FishReader {
    public Fish Read(string json) {
        using var doc = JsonDocument.Parse(json);
        var root = doc.RootElement;
        return new Fish(root.GetProperty("name").GetString()!, root.TryGetProperty("age", out var a) ? a.GetInt32() : 0);
    }
}`);

sample('a C# reader disallowing unmapped members', 'csharp', { 'ignores-unknown-fields': ['broken', 'FishReader.Read', 'Disallow'] }, `
public class FishReader {
    public Fish Read(string json) => JsonSerializer.Deserialize<Fish>(json, new JsonSerializerOptions { UnmappedMemberHandling = JsonUnmappedMemberHandling.Disallow })!;
}`);

sample('a TypeScript zod schema passing unknown keys', 'typescript', { 'ignores-unknown-fields': 'ok' }, `
const Fish = z.object({ name: z.string(), age: z.number().optional() });
export function readFish(json: string): Fish { return Fish.parse(JSON.parse(json)); }`);

sample('a TypeScript strict zod schema', 'typescript', { 'ignores-unknown-fields': ['broken', 'strict'] }, `
const Fish = z.object({ name: z.string(), age: z.number() }).strict();
export function readFish(json: string): Fish { return Fish.parse(JSON.parse(json)); }`);

sample('a Python reader taking what it needs', 'python', { 'ignores-unknown-fields': 'ok' }, `
def read_fish(raw):
    data = json.loads(raw)
    return Fish(name=data["name"], age=data.get("age", 0))
`);

sample('a Python reader rejecting unknown keys', 'python', { 'ignores-unknown-fields': ['broken', 'read_fish', 'rejects'] }, `
KNOWN = {"name", "age"}


def read_fish(raw):
    data = json.loads(raw)
    for key in data:
        if key not in KNOWN:
            raise ValueError("unexpected field")
    return Fish(**data)
`);

sample('a Go reader with encoding/json defaults', 'go', { 'ignores-unknown-fields': 'ok' }, `
func ReadFish(r io.Reader) (Fish, error) {
	var f Fish
	err := json.NewDecoder(r).Decode(&f)
	return f, err
}`);

sample('a Go decoder disallowing unknown fields', 'go', { 'ignores-unknown-fields': ['broken', 'ReadFish', 'DisallowUnknownFields'] }, `
func ReadFish(r io.Reader) (Fish, error) {
	var f Fish
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	err := dec.Decode(&f)
	return f, err
}`);

sample('no reading code', 'java', { 'ignores-unknown-fields': ['missing', 'reader'] }, `
public class Fish { private final String name = "x"; }`);

sample('a video resource returning only the requested fields', 'java', { 'honours-requested-fields': 'ok' }, `
public class VideoResource {
  public String getDetails(Integer id, String... fields) {
    var video = videos.get(id);
    return fields.length == 0 ? FieldJsonMapper.toJson(video, Set.of()) : FieldJsonMapper.toJson(video, Set.of(fields));
  }
}`);

sample('a resource that ignores the fields parameter', 'java', { 'honours-requested-fields': ['broken', 'VideoResource.getDetails', 'whole resource'] }, `
public class VideoResource {
  public String getDetails(Integer id, String... fields) { return mapper.writeValueAsString(videos.get(id)); }
}`);

sample('a C# endpoint selecting fields', 'csharp', { 'honours-requested-fields': 'ok' }, `
public class VideosController {
    public IDictionary<string, object?> Get(int id, string[] fields) =>
        typeof(Video).GetProperties().Where(p => fields.Contains(p.Name)).ToDictionary(p => p.Name, p => p.GetValue(_videos[id]));
}`);

sample('a C# endpoint dropping the field list', 'csharp', { 'honours-requested-fields': ['broken', 'VideosController.Get'] }, `
public class VideosController {
    public Video Get(int id, string[] fields) => _videos[id];
}`);

sample('a TypeScript handler picking fields', 'typescript', { 'honours-requested-fields': 'ok' }, `
export function videoResponse(video: Video, fields: string[]): Partial<Video> {
  return Object.fromEntries(Object.entries(video).filter(([k]) => fields.includes(k)));
}`);

sample('a TypeScript handler ignoring fields', 'typescript', { 'honours-requested-fields': ['broken', 'videoResponse'] }, `
export function videoResponse(video: Video, fields: string[]): Partial<Video> { return video; }`);

sample('a Python view honouring fields', 'python', { 'honours-requested-fields': 'ok' }, `
def video_response(video, fields):
    return {k: v for k, v in vars(video).items() if k in fields}
`);

sample('a Python view ignoring fields', 'python', { 'honours-requested-fields': ['broken', 'video_response'] }, `
def video_response(video, fields):
    return vars(video)
`);

sample('a Go handler honouring fields', 'go', { 'honours-requested-fields': 'ok' }, `
func VideoResponse(v Video, fields []string) map[string]any {
	out := map[string]any{}
	for _, f := range fields {
		out[f] = lookup(v, f)
	}
	return out
}`);

sample('a Go handler ignoring fields', 'go', { 'honours-requested-fields': ['broken', 'VideoResponse'] }, `
func VideoResponse(v Video, fields []string) Video { return v }`);

sample('no partial responses', 'java', { 'honours-requested-fields': ['missing', 'partial response'] }, `
public class VideoResource { public Video get(int id) { return videos.get(id); } }`);

// ─── Serialized entity, serialized LOB, metadata mapping, table inheritance ───

sample('a serializable country stored as a blob', 'java', { 'entity-serialized-whole': 'ok', 'graph-in-one-lob': 'ok' }, `
public class Country implements Serializable { private int code; private String name; }
public class CountrySchemaSql implements CountryDao {
  private final Country country;
  private final DataSource dataSource;
  public CountrySchemaSql(Country country, DataSource dataSource) { this.country = country; this.dataSource = dataSource; }
  public int insertCountry() throws IOException {
    try (var connection = dataSource.getConnection(); var ps = connection.prepareStatement("INSERT INTO WORLD (ID, COUNTRY) VALUES (?, ?)");
         var baos = new ByteArrayOutputStream(); var oss = new ObjectOutputStream(baos)) {
      oss.writeObject(country);
      ps.setBlob(2, new ByteArrayInputStream(baos.toByteArray()));
      return ps.executeUpdate();
    }
  }
  public int selectCountry() throws IOException, ClassNotFoundException {
    try (var connection = dataSource.getConnection(); var ps = connection.prepareStatement("SELECT ID, COUNTRY FROM WORLD WHERE ID = ?")) {
      var rs = ps.executeQuery();
      var ois = new ObjectInputStream(rs.getBlob("country").getBinaryStream());
      var restored = (Country) ois.readObject();
      return rs.getInt("id");
    }
  }
}`);

sample('a country written with ObjectOutputStream but not Serializable', 'java', { 'entity-serialized-whole': ['broken', 'insertCountry', 'NotSerializableException'] }, `
public class Country { private int code; private String name; }
public class CountryDao {
  private final Country country;
  public CountryDao(Country country) { this.country = country; }
  public void insertCountry(OutputStream out) throws IOException {
    try (var oss = new ObjectOutputStream(out)) { oss.writeObject(country); }
  }
}`);

sample('a C# entity stored as JSON', 'csharp', { 'entity-serialized-whole': 'ok' }, `
public class CountryStore {
    private readonly IDbConnection _db;
    public CountryStore(IDbConnection db) { _db = db; }
    public void Save(Country c) => _db.Execute("INSERT INTO World (Id, Data) VALUES (@id, @data)", new { id = c.Code, data = JsonSerializer.Serialize(c) });
    public Country Load(int id) => JsonSerializer.Deserialize<Country>(_db.QuerySingle<string>("SELECT Data FROM World WHERE Id = @id", new { id }))!;
}`);

sample('a TypeScript entity stored as JSON text', 'typescript', { 'entity-serialized-whole': 'ok' }, `
export class CountryStore {
  constructor(private readonly db: Database) {}
  save(c: Country): void { this.db.run('INSERT INTO world (id, data) VALUES (?, ?)', c.code, JSON.stringify(c)); }
  load(id: number): Country { return JSON.parse(this.db.get('SELECT data FROM world WHERE id = ?', id).data); }
}`);

sample('a Python entity pickled into the database', 'python', { 'entity-serialized-whole': 'ok' }, `
class CountryStore:
    def __init__(self, conn):
        self._conn = conn

    def save(self, country):
        self._conn.execute("INSERT INTO world VALUES (?, ?)", (country.code, pickle.dumps(country)))

    def load(self, code):
        row = self._conn.execute("SELECT data FROM world WHERE id = ?", (code,)).fetchone()
        return pickle.loads(row[0])
`);

sample('a Go entity marshalled to JSON', 'go', { 'entity-serialized-whole': 'ok' }, `
type CountryStore struct{ db *sql.DB }

func (s *CountryStore) Save(c Country) error {
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	_, err = s.db.Exec("INSERT INTO world (id, data) VALUES ($1, $2)", c.Code, data)
	return err
}`);

sample('no serialization', 'java', { 'entity-serialized-whole': ['missing', 'serialized entity'], 'graph-in-one-lob': ['missing', 'serialized LOB'] }, `
public class CountryDao { public void insert(Country c) { jdbc.update("INSERT INTO country VALUES (?, ?)", c.code(), c.name()); } }`);

sample('a forest written node by node', 'java', { 'graph-in-one-lob': ['broken', 'ForestDao.save', 'one node per row'] }, `
public class ForestDao {
  private final DataSource dataSource;
  public ForestDao(DataSource ds) { dataSource = ds; }
  public void save(Forest forest) throws SQLException {
    try (var conn = dataSource.getConnection()) {
      for (Tree tree : forest.getTrees()) {
        var ps = conn.prepareStatement("INSERT INTO TREES (NAME) VALUES (?)");
        ps.executeUpdate();
      }
    }
  }
}`);

sample('a C# forest serialized to one CLOB', 'csharp', { 'graph-in-one-lob': 'ok' }, `
public class ForestStore {
    public void Save(Forest forest) { var xml = Serialize(forest); _db.Execute("INSERT INTO Forests (Data) VALUES (@xml)", new { xml }); }
    private string Serialize(Forest f) => new XElement("forest").ToString();
}`);

sample('a C# store inserting every tree', 'csharp', { 'graph-in-one-lob': ['broken', 'ForestStore.Save'] }, `
public class ForestStore {
    private readonly IDbConnection _db;
    public void Save(Forest forest) { foreach (var t in forest.Trees) _db.Execute("INSERT INTO Trees (Name) VALUES (@n)", new { n = t.Name }); }
}`);

sample('a TypeScript graph stored as one JSON blob', 'typescript', { 'graph-in-one-lob': 'ok' }, `
export class ForestStore {
  constructor(private readonly db: Database) {}
  save(forest: Forest): void { this.db.run('INSERT INTO forests (data) VALUES (?)', JSON.stringify(forest)); }
}`);

sample('a Python graph pickled into one column', 'python', { 'graph-in-one-lob': 'ok' }, `
def save_forest(conn, forest):
    conn.execute("INSERT INTO forests (data) VALUES (?)", (pickle.dumps(forest),))
`);

sample('a Python store writing each tree', 'python', { 'graph-in-one-lob': ['broken', 'save_forest'] }, `
def save_forest(conn, forest):
    for tree in forest.trees:
        conn.execute("INSERT INTO trees (name) VALUES (?)", (tree.name,))
`);

sample('a Go graph gob-encoded into one blob', 'go', { 'graph-in-one-lob': 'ok' }, `
func SaveForest(db *sql.DB, f Forest) error {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(f); err != nil {
		return err
	}
	_, err := db.Exec("INSERT INTO forests (data) VALUES ($1)", buf.Bytes())
	return err
}`);

sample('JPA annotations describe the mapping', 'java', { 'mapping-from-metadata': 'ok' }, `
@Entity
@Table(name = "user_account")
public class User {
  @Id @GeneratedValue private Integer id;
  @Column(name = "username") private String username;
  @Column(name = "password") private String password;
}`);

sample('a user mapped by hand, column by column', 'java', { 'mapping-from-metadata': ['missing', 'UserMapper.map', 'by hand'] }, `
public class UserMapper {
  public User map(ResultSet rs) throws SQLException {
    var user = new User();
    user.setId(rs.getInt("id"));
    user.setUsername(rs.getString("username"));
    user.setPassword(rs.getString("password"));
    return user;
  }
}`);

sample('C# data annotations', 'csharp', { 'mapping-from-metadata': 'ok' }, `
[Table("user_account")]
public class User {
    [Key] public int Id { get; set; }
    [Column("username")] public string Username { get; set; } = "";
}`);

sample('C# reader mapped by hand', 'csharp', { 'mapping-from-metadata': ['missing', 'by hand'] }, `
public class UserMapper {
    public User Map(IDataReader reader) => new User { Id = reader.GetInt32(0), Username = reader.GetString(1), Password = reader.GetString(2) };
}`);

sample('TypeORM entity metadata', 'typescript', { 'mapping-from-metadata': 'ok' }, `
@Entity({ name: 'user_account' })
export class User {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'username' }) username!: string;
}`);

sample('SQLAlchemy declarative mapping', 'python', { 'mapping-from-metadata': 'ok' }, `
class User(Base):
    __tablename__ = "user_account"
    id = Column(Integer, primary_key=True)
    username = Column(String(255), nullable=False)
`);

sample('a Python row mapped by hand', 'python', { 'mapping-from-metadata': ['missing', 'by hand'] }, `
def map_user(row):
    user = User()
    user.id = row["id"]
    user.username = row["username"]
    return user
`);

sample('Go struct tags', 'go', { 'mapping-from-metadata': 'ok' }, `
type User struct {
	ID       int    \`db:"id"\`
	Username string \`db:"username"\`
}`);

sample('a Go row scanned field by field', 'go', { 'mapping-from-metadata': ['missing', 'by hand'] }, `
func mapUser(rows *sql.Rows) (User, error) {
	var u User
	err := rows.Scan(&u.ID, &u.Username)
	if err != nil {
		return u, rows.Scan(&u.ID)
	}
	return u, nil
}`);

sample('a JPA single-table hierarchy', 'java', { 'hierarchy-in-one-table': 'ok', 'table-per-class-joined': ['broken', 'SINGLE_TABLE'] }, `
@Entity
@Inheritance(strategy = InheritanceType.SINGLE_TABLE)
@DiscriminatorColumn(name = "vehicle_type")
public abstract class Vehicle { @Id private Long id; private String manufacturer; }
@Entity
@DiscriminatorValue("CAR")
public class Car extends Vehicle { private int trunkCapacity; }
@Entity
@DiscriminatorValue("TRUCK")
public class Truck extends Vehicle { private int towingCapacity; }`);

sample('a JPA hierarchy using JOINED', 'java', { 'hierarchy-in-one-table': ['broken', 'JOINED', 'one table'], 'table-per-class-joined': 'ok' }, `
@Entity
@Inheritance(strategy = InheritanceType.JOINED)
public abstract class Vehicle { @Id private Long id; private String make; }
@Entity
public class Car extends Vehicle { private int numberOfDoors; }
@Entity
public class Truck extends Vehicle { private double payloadCapacity; }`);

sample('a single table whose subclass declares its own table', 'java', { 'hierarchy-in-one-table': ['broken', 'Truck', 'table'] }, `
@Entity
@Inheritance(strategy = InheritanceType.SINGLE_TABLE)
public abstract class Vehicle { @Id private Long id; }
@Entity
@DiscriminatorValue("CAR")
public class Car extends Vehicle { }
@Entity
@Table(name = "trucks")
public class Truck extends Vehicle { }`);

sample('EF Core TPH with a discriminator', 'csharp', { 'hierarchy-in-one-table': 'ok' }, `
public abstract class Vehicle { public int Id { get; set; } }
public class Car : Vehicle { public int Trunk { get; set; } }
public class Truck : Vehicle { public int Towing { get; set; } }
public class Db : DbContext {
    protected override void OnModelCreating(ModelBuilder b) { b.Entity<Vehicle>().HasDiscriminator<string>("Type").HasValue<Car>("car").HasValue<Truck>("truck"); }
}`);

sample('EF Core mapping a subclass to its own table', 'csharp', { 'hierarchy-in-one-table': ['broken', 'Truck'] }, `
public abstract class Vehicle { public int Id { get; set; } }
public class Car : Vehicle { }
public class Truck : Vehicle { }
public class Db : DbContext {
    protected override void OnModelCreating(ModelBuilder b) { b.Entity<Vehicle>().HasDiscriminator<string>("Type"); b.Entity<Truck>().ToTable("Trucks"); }
}`);

sample('EF Core table per type', 'csharp', { 'table-per-class-joined': 'ok' }, `
public abstract class Vehicle { public int Id { get; set; } }
public class Car : Vehicle { }
public class Db : DbContext {
    protected override void OnModelCreating(ModelBuilder b) { b.Entity<Vehicle>().UseTptMappingStrategy(); }
}`);

sample('TypeORM table inheritance', 'typescript', { 'hierarchy-in-one-table': 'ok' }, `
@Entity()
@TableInheritance({ column: { type: 'varchar', name: 'type' } })
export class Vehicle { @PrimaryGeneratedColumn() id!: number; }
@ChildEntity()
export class Car extends Vehicle { @Column() trunk!: number; }`);

sample('SQLAlchemy single table inheritance', 'python', { 'hierarchy-in-one-table': 'ok', 'table-per-class-joined': ['broken', 'Car'] }, `
class Vehicle(Base):
    __tablename__ = "vehicle"
    id = Column(Integer, primary_key=True)
    type = Column(String(20))
    __mapper_args__ = {"polymorphic_on": type, "polymorphic_identity": "vehicle"}


class Car(Vehicle):
    trunk = Column(Integer)
    __mapper_args__ = {"polymorphic_identity": "car"}
`);

sample('SQLAlchemy joined table inheritance', 'python', { 'table-per-class-joined': 'ok', 'hierarchy-in-one-table': ['broken', 'Car'] }, `
class Vehicle(Base):
    __tablename__ = "vehicle"
    id = Column(Integer, primary_key=True)
    type = Column(String(20))
    __mapper_args__ = {"polymorphic_on": type}


class Car(Vehicle):
    __tablename__ = "car"
    id = Column(Integer, ForeignKey("vehicle.id"), primary_key=True)
    __mapper_args__ = {"polymorphic_identity": "car"}
`);

sample('a manual class-table DAO writing both tables', 'java', { 'table-per-class-joined': 'ok' }, `
public class VehicleDatabase {
  public void saveCar(Car car) throws SQLException {
    try (var conn = ds.getConnection()) {
      conn.prepareStatement("INSERT INTO vehicle (id, make) VALUES (?, ?)").executeUpdate();
      conn.prepareStatement("INSERT INTO car (id, doors) VALUES (?, ?)").executeUpdate();
    }
  }
}`);

sample('a hierarchy with no mapping', 'java', { 'hierarchy-in-one-table': ['missing', 'single-table'], 'table-per-class-joined': ['missing', 'class table inheritance'] }, `
public abstract class Vehicle { private String make; }
public class Car extends Vehicle { private int doors; }`);

// ─── Running the samples ───

describe('structure invariant checks', () => {
  const rows = samples.flatMap((s) => Object.entries(s.verdicts).map(([check, verdict]) => [check, s.language, s.name, verdict, s] as const));

  it.each(rows)('should judge %s in %s for %s', (check, language, _name, verdict, s) => {
    const outcome = INVARIANT_CHECKS[check](buildCodeModel(s.code, language), s.params?.[check] ?? {});
    const text = outcome.findings.map((f) => f.message).join(' | ');
    if (verdict === 'ok') {
      expect(outcome.passed, text).toBe(true);
      return;
    }
    const [kind, ...words] = verdict;
    expect(outcome.passed).toBe(false);
    expect(outcome.absent === true, `${kind}: ${text}`).toBe(kind === 'missing');
    for (const w of words) expect(text.toLowerCase()).toContain(w.toLowerCase());
  });

  it('should test every structure check with an upheld and a failing sample', () => {
    const judged = (check: string, ok: boolean) => samples.some((s) => s.verdicts[check] !== undefined && (s.verdicts[check] === 'ok') === ok);
    const untested = Object.keys(STRUCTURE_CHECKS).filter((c) => !judged(c, true) || !judged(c, false));
    expect(untested).toEqual([]);
  });

  it('should point findings at a line of the submitted code', () => {
    const outcome = INVARIANT_CHECKS['script-writes-back'](buildCodeModel(samples.find((s) => s.name === 'a booking script that forgets to write the room back')!.code, 'java'), {});
    expect(outcome.findings[0].line).toBe(8);
  });
});

describe('Go outline', () => {
  it('should attach methods with an unnamed or tightly written receiver to their struct', () => {
    const model = buildCodeModel('type UserMother struct{}\ntype Pool struct{}\nfunc (UserMother) Admin() *User { return &User{} }\nfunc (*Pool) Size() int { return 1 }\nfunc (p* Pool) Put(x int) {}\nfunc (p *Pool) Get() int { return 1 }\nfunc Free(a int) int { return a }', 'go');
    expect(model.types.find((t) => t.name === 'UserMother')?.methods.map((m) => m.name)).toEqual(['Admin']);
    expect(model.types.find((t) => t.name === 'Pool')?.methods.map((m) => m.name)).toEqual(['Size', 'Put', 'Get']);
    expect(model.functions.map((f) => f.name)).toEqual(['Free']);
  });
});

describe('record and dataclass outline', () => {
  it('should give a bodyless C# positional record its own fields and no members of the next type', () => {
    const model = buildCodeModel('public record CircleData(double Radius, string Color);\npublic class Circle {\n    private readonly CircleData _data;\n    public double Area() => 1;\n}', 'csharp');
    const data = model.types.find((t) => t.name === 'CircleData')!;
    expect(data.fields.map((f) => f.name)).toEqual(['Radius', 'Color']);
    expect(data.methods).toEqual([]);
    expect(model.types.find((t) => t.name === 'Circle')?.methods.map((m) => m.name)).toEqual(['Area']);
  });

  it('should read a C# field whose generic type holds a tuple as a field', () => {
    const model = buildCodeModel('public class Grid {\n    private readonly Dictionary<(int, int), List<Unit>> _cells = new();\n    public void Add(Unit u) { }\n}', 'csharp');
    const grid = model.types[0];
    expect(grid.fields.map((f) => [f.name, f.type])).toEqual([['_cells', 'Dictionary<(int, int), List<Unit>>']]);
    expect(grid.methods.map((m) => m.name)).toEqual(['Add']);
  });

  it('should read JavaScript fields assigned in the constructor as the class\'s fields', () => {
    const model = buildCodeModel('class CachedPrices {\n  constructor(api) {\n    this.api = api;\n    this.cache = new Map();\n  }\n  price(sku) { return this.cache.get(sku); }\n}', 'javascript');
    expect(model.types[0].fields.map((f) => [f.name, f.line])).toEqual([['api', 3], ['cache', 4]]);
  });

  it('should keep a TypeScript function-typed parameter\'s whole type and still drop default values', () => {
    const model = buildCodeModel('export function run<T>(pool: Pool, action: (c: Client) => Promise<T>, retries = 3): Promise<T> { return action(pool.get()); }', 'typescript');
    expect(model.functions[0].params).toEqual([{ name: 'pool', type: 'Pool' }, { name: 'action', type: '(c: Client) => Promise<T>' }, { name: 'retries', type: undefined }]);
  });

  it('should read annotated Python dataclass attributes as per-instance fields and plain class attributes as shared', () => {
    const model = buildCodeModel('@dataclass(frozen=True)\nclass Point:\n    x: int\n    y: int = 0\n    origin: ClassVar[int] = 0\n\nclass Counter:\n    count = 0\n    label: str\n', 'python');
    const fields = (name: string) => model.types.find((t) => t.name === name)!.fields.map((f) => [f.name, f.isStatic]);
    expect(fields('Point')).toEqual([['x', false], ['y', false], ['origin', true]]);
    expect(fields('Counter')).toEqual([['count', true], ['label', false]]);
  });
});

describe('structure catalogue', () => {
  const docs = import.meta.glob('../../../../shared/corpus/java-design-patterns/*/README.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
  const docFor = (folder: string) => docs[`../../../../shared/corpus/java-design-patterns/${folder}/README.md`];

  it('should define every check name once across the registry', () => {
    expect(duplicateCheckNames()).toEqual([]);
  });

  it.each(structureCatalogue.patterns.map((p) => [p.names[0], p] as const))('should resolve the %s doc to its entry and quote the doc for each invariant', (folder, entry) => {
    expect(catalogueEntryFor([folder])).toBe(catalogueEntries().find((e) => e.names[0] === entry.names[0]));
    const body = docFor(folder);
    expect(body, `no corpus doc for ${folder}`).toBeTruthy();
    for (const inv of entry.invariants) {
      expect(Object.hasOwn(INVARIANT_CHECKS, inv.check)).toBe(true);
      expect(quoteFromDoc(body, inv.doc_terms), `${folder}/${inv.id}`).toBeDefined();
    }
  });
});
