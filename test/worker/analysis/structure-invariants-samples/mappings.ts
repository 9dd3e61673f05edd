// Samples of serialized entities and LOBs, metadata mapping and table inheritance: entities serialized whole, object graphs in one LOB, mapping read from metadata, a hierarchy in one table or a table per class.
// Judged by structure-invariants-mappings.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

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
