// Samples of repositories, DAOs and data mappers: SQL stays inside the repository, its interface speaks domain objects, and domain objects know nothing of the database.
// Judged by structure-invariants-repositories.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

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
    private readonly IDbConnection _db;
    public StudentMapper(IDbConnection db) { _db = db; }
    public Student? Find(int id) {
        using var cmd = _db.CreateCommand();
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
