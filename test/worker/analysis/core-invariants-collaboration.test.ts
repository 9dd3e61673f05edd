// Core collaboration invariants (dependency injection, template method, command objects) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaDi = (ctor: string) => `interface PaymentGateway { Receipt charge(Money m); }
class StripeGateway implements PaymentGateway { public Receipt charge(Money m) { return api.charge(m); } }
class CheckoutService {
  private final PaymentGateway gateway;
  ${ctor}
  Receipt pay(Cart c) { return gateway.charge(c.total()); }
}`;
const receivesDependencies: Sample[] = [
  ['receives-dependencies', 'java', javaDi('CheckoutService(PaymentGateway gateway) { this.gateway = gateway; }'), 'ok'],
  ['receives-dependencies', 'java', javaDi('CheckoutService() { this.gateway = new StripeGateway(); }'), 'broken', /CheckoutService constructs its StripeGateway itself inside the constructor rather than receiving them as constructor parameters/],
  ['receives-dependencies', 'csharp', `public class ReminderJob
{
    private readonly IClock _clock;
    private readonly IMailSender _mail;
    public ReminderJob(IClock clock, IMailSender mail) { _clock = clock; _mail = mail; }
}`, 'ok'],
  ['receives-dependencies', 'csharp', `public class ReminderJob
{
    private readonly SmtpMailSender _mail;
    public ReminderJob() { _mail = new SmtpMailSender("smtp.internal"); }
}`, 'broken', /ReminderJob constructs its SmtpMailSender/],
  ['receives-dependencies', 'typescript', `export class SignupService {
  constructor(private readonly users: UserRepository, private readonly mailer: Mailer) {}
  async signup(email: string) { await this.users.add(email); await this.mailer.welcome(email); }
}`, 'ok'],
  ['receives-dependencies', 'typescript', `export class SignupService {
  private readonly users = new PostgresUserRepository(process.env.DB_URL!);
  constructor() { this.mailer = new SesMailer(); }
}`, 'broken', /SignupService constructs its SesMailer/],
  ['receives-dependencies', 'python', `class ReportService:
    def __init__(self, repo, clock):
        self._repo = repo
        self._clock = clock
`, 'ok'],
  ['receives-dependencies', 'python', `class ReportService:
    def __init__(self):
        self._repo = PostgresReportRepository(os.environ["DSN"])
`, 'broken', /ReportService constructs its PostgresReportRepository/],
  ['receives-dependencies', 'go', `type Store interface{ Save(o Order) error }
type OrderService struct{ store Store }
func NewOrderService(store Store) *OrderService { return &OrderService{store: store} }`, 'ok'],
  ['receives-dependencies', 'go', `type Store interface{ Save(o Order) error }
type pgStore struct{ db *sql.DB }
func (p *pgStore) Save(o Order) error { return nil }
type OrderService struct{ store Store }
func NewOrderService() *OrderService { return &OrderService{store: &pgStore{}} }`, 'broken', /OrderService constructs its pgStore/],
  ['receives-dependencies', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /no injected dependency found/],
];

const javaTemplate = (extra: string) => `abstract class DataImport {
  public final void run(Path file) {
    List<Row> rows = parse(file);
    validate(rows);
    store(rows);
  }
  protected abstract List<Row> parse(Path file);
  protected abstract void validate(List<Row> rows);
  protected void store(List<Row> rows) { db.insertAll(rows); }
}
class CsvImport extends DataImport {
  protected List<Row> parse(Path f) { return Csv.read(f); }
  protected void validate(List<Row> rows) { rows.forEach(Row::check); }
  ${extra}
}`;
const pyGame = (template: string) => `class Game(ABC):
${template}
    @abstractmethod
    def setup(self): ...

    @abstractmethod
    def turn(self): ...

class Chess(Game):
    def setup(self):
        self.board = Board.standard()

    def turn(self):
        self.board.move(self.next_player())
`;
const skeletonInBase: Sample[] = [
  ['skeleton-in-base', 'java', javaTemplate(''), 'ok'],
  ['skeleton-in-base', 'java', javaTemplate('public void run(Path file) { store(parse(file)); }').replace('public final void run', 'public void run'), 'broken', /CsvImport overrides the template method run, so subclasses can change the algorithm's structure/],
  ['skeleton-in-base', 'java', `abstract class DataImport { protected abstract List<Row> parse(Path f); protected abstract void store(List<Row> r); }
class CsvImport extends DataImport {
  protected List<Row> parse(Path f) { return Csv.read(f); }
  protected void store(List<Row> r) { db.insertAll(r); }
  void run(Path f) { store(parse(f)); }
}`, 'broken', /DataImport has abstract step methods but no method of its own that runs them in order/],
  ['skeleton-in-base', 'csharp', `public abstract class Exporter
{
    public void Export(Query q) { var rows = Fetch(q); var text = Render(rows); Write(text); }
    protected abstract IList<Row> Fetch(Query q);
    protected abstract string Render(IList<Row> rows);
    protected virtual void Write(string text) => File.WriteAllText(_path, text);
}
public sealed class CsvExporter : Exporter
{
    protected override IList<Row> Fetch(Query q) => _db.Run(q);
    protected override string Render(IList<Row> rows) => Csv.Write(rows);
}`, 'ok'],
  ['skeleton-in-base', 'csharp', `public abstract class Exporter
{
    protected abstract IList<Row> Fetch(Query q);
    protected abstract string Render(IList<Row> rows);
}
public sealed class CsvExporter : Exporter
{
    protected override IList<Row> Fetch(Query q) => _db.Run(q);
    protected override string Render(IList<Row> rows) => Csv.Write(rows);
}`, 'broken', /Exporter has abstract step methods but no method of its own/],
  ['skeleton-in-base', 'typescript', `export abstract class Deployer {
  async deploy(app: App): Promise<void> { await this.build(app); await this.upload(app); await this.smokeTest(app); }
  protected abstract build(app: App): Promise<void>;
  protected abstract upload(app: App): Promise<void>;
  protected async smokeTest(app: App) { await fetch(app.url); }
}
class WorkerDeployer extends Deployer {
  protected async build(app: App) { await esbuild(app); }
  protected async upload(app: App) { await wrangler.deploy(app); }
}`, 'ok'],
  ['skeleton-in-base', 'typescript', `export abstract class Deployer {
  async deploy(app: App): Promise<void> { await this.build(app); await this.upload(app); }
  protected abstract build(app: App): Promise<void>;
  protected abstract upload(app: App): Promise<void>;
}
class WorkerDeployer extends Deployer {
  async deploy(app: App) { await this.upload(app); }
  protected async build(app: App) { await esbuild(app); }
  protected async upload(app: App) { await wrangler.deploy(app); }
}`, 'broken', /WorkerDeployer overrides the template method deploy/],
  ['skeleton-in-base', 'python', pyGame('    def play(self):\n        self.setup()\n        while not self.board.mate():\n            self.turn()\n'), 'ok'],
  ['skeleton-in-base', 'python', pyGame(''), 'broken', /Game has abstract step methods but no method of its own/],
  ['skeleton-in-base', 'go', `type Steps interface {
	Fetch(ctx context.Context) ([]Row, error)
	Transform(rows []Row) []Row
	Load(rows []Row) error
}
func RunETL(ctx context.Context, s Steps) error {
	rows, err := s.Fetch(ctx)
	if err != nil { return err }
	return s.Load(s.Transform(rows))
}`, 'ok'],
  ['skeleton-in-base', 'go', `func RunETL(ctx context.Context) error { return nil }`, 'missing', /no template method found/],
];

const commandObjects: Sample[] = [
  ['command-objects', 'java', `interface EditCommand { void execute(); void undo(); }
class RenameLayer implements EditCommand {
  private final Layer layer; private final String name; private String previous;
  RenameLayer(Layer layer, String name) { this.layer = layer; this.name = name; }
  public void execute() { previous = layer.getName(); layer.setName(name); }
  public void undo() { layer.setName(previous); }
}`, 'ok'],
  ['command-objects', 'java', `interface EditCommand { void execute(); void undo(); }
class RenameLayer implements EditCommand {
  private final Layer layer; private final String name;
  RenameLayer(Layer layer, String name) { this.layer = layer; this.name = name; }
  public void execute() { layer.setName(name); }
  public void undo() { layer.setName(""); }
}`, 'broken', /RenameLayer\.undo\(\) cannot restore the previous value: execute\(\) never stores the state it overwrites/],
  ['command-objects', 'java', `class Editor {
  void handle(String action) {
    if (action.equals("bold")) doc.bold();
    else if (action.equals("italic")) doc.italic();
    else if (action.equals("undo")) doc.revert();
  }
}`, 'missing', /no command objects found: expected each request as an object of its own/],
  ['command-objects', 'csharp', `public interface ICommand { void Execute(); void Undo(); }
public sealed class MoveShape : ICommand
{
    private readonly Shape _shape; private readonly Point _to; private Point _from;
    public MoveShape(Shape s, Point to) { _shape = s; _to = to; }
    public void Execute() { _from = _shape.Position; _shape.Position = _to; }
    public void Undo() => _shape.Position = _from;
}`, 'ok'],
  ['command-objects', 'csharp', `public interface ICommand { void Execute(); void Undo(); }
public sealed class MoveShape : ICommand
{
    public void Execute() { _shape.Position = _to; }
    public void Undo() { }
}`, 'broken', /MoveShape\.Undo\(\) does nothing/],
  ['command-objects', 'typescript', `interface Command { execute(): void; undo(): void; }
class AddTodo implements Command {
  constructor(private readonly list: Todo[], private readonly item: Todo) {}
  execute() { this.list.push(this.item); }
  undo() { this.list.pop(); }
}`, 'ok'],
  ['command-objects', 'typescript', `interface Command { execute(): void; undo(): void; }
class SetTitle implements Command {
  constructor(private readonly doc: Doc, private readonly title: string) {}
  execute() { this.doc.title = this.title; }
  undo() { this.doc.title = ''; }
}`, 'broken', /SetTitle\.undo\(\) cannot restore the previous value/],
  ['command-objects', 'python', `class Deposit:
    def __init__(self, account, amount):
        self.account, self.amount = account, amount

    def execute(self):
        self.account.balance += self.amount

    def undo(self):
        self.account.balance -= self.amount

class Withdraw:
    def __init__(self, account, amount):
        self.account, self.amount = account, amount

    def execute(self):
        self.account.balance -= self.amount

    def undo(self):
        self.account.balance += self.amount
`, 'ok'],
  ['command-objects', 'python', `class Deposit:
    def execute(self):
        self.account.balance += self.amount

    def undo(self):
        pass

class Withdraw:
    def execute(self):
        self.account.balance -= self.amount
`, 'broken', /Deposit\.undo\(\) does nothing/],
  ['command-objects', 'go', `type Command interface {
	Execute() error
	Undo() error
}
type createFile struct{ path string }
func (c *createFile) Execute() error { return os.WriteFile(c.path, nil, 0o644) }
func (c *createFile) Undo() error { return os.Remove(c.path) }`, 'ok'],
  ['command-objects', 'go', `type Command interface {
	Execute() error
	Undo() error
}
type createFile struct{ path string }
func (c *createFile) Execute() error { return os.WriteFile(c.path, nil, 0o644) }
func (c *createFile) Undo() error { return nil }`, 'broken', /createFile\.Undo\(\) does nothing/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['command-objects', 'csharp', `public class CancelBookingCommand : CommandBase
{
    public CancelBookingCommand(Guid bookingId) { BookingId = bookingId; }
    public Guid BookingId { get; }
}
internal class CancelBookingCommandHandler : ICommandHandler<CancelBookingCommand>
{
    private readonly IBookingRepository _bookings;
    internal CancelBookingCommandHandler(IBookingRepository bookings) { _bookings = bookings; }
    public async Task<Unit> Handle(CancelBookingCommand request, CancellationToken cancellationToken)
    {
        var booking = await _bookings.GetByIdAsync(new BookingId(request.BookingId));
        booking.Cancel();
        return Unit.Value;
    }
}`, 'ok'],
  ['command-objects', 'typescript', `export class ArchiveProjectCommand { constructor(readonly projectId: string) {} }
export class ArchiveProjectHandler {
  constructor(private readonly projects: ProjectRepository) {}
  async handle(command: ArchiveProjectCommand): Promise<void> { (await this.projects.get(command.projectId)).archive(); }
}`, 'ok'],
  ['command-objects', 'java', `interface Command { void execute(); }
class Remote {
  private final Deque<Command> history = new ArrayDeque<>();
  void press(Command c) { c.execute(); history.push(c); }
}
class Setup { void wire(Remote r, Light l) { r.press(() -> l.on()); } }`, 'ok'],
  ['receives-dependencies', 'go', `type Store interface{ Get(id string) (Item, error) }
func ItemHandler(store Store) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { item, _ := store.Get(r.PathValue("id")); json.NewEncoder(w).Encode(item) }
}`, 'ok'],
  ['skeleton-in-base', 'python', `class Exporter:
    def export(self, query):
        rows = self.fetch(query)
        self.write(self.render(rows))

    def fetch(self, query):
        raise NotImplementedError

    def render(self, rows):
        raise NotImplementedError

    def write(self, text):
        sys.stdout.write(text)

class CsvExporter(Exporter):
    def fetch(self, query):
        return db.run(query)

    def render(self, rows):
        return "\\n".join(",".join(r) for r in rows)
`, 'ok'],
  ['receives-dependencies', 'python', `class OrderService:
    def __init__(self, repository: OrderRepository, clock: Clock = SystemClock()):
        self._repository = repository
        self._clock = clock
`, 'ok'],
  ['receives-dependencies', 'typescript', `export function makeCheckout(deps: { payments: PaymentGateway; orders: OrderRepository }) {
  return async (cart: Cart) => { const r = await deps.payments.charge(cart.total); await deps.orders.save(cart, r); };
}`, 'ok'],
  ['command-objects', 'typescript', `type Command = { execute(): void; undo(): void };
export function addItem(list: string[], item: string): Command {
  return { execute: () => list.push(item), undo: () => list.pop() };
}`, 'ok'],
  ['command-objects', 'go', `type Command func() error
type Queue struct{ cmds []Command }
func (q *Queue) Add(c Command) { q.cmds = append(q.cmds, c) }
func (q *Queue) Run() error { for _, c := range q.cmds { if err := c(); err != nil { return err } }; return nil }`, 'ok'],
  ['command-objects', 'java', `class Editor {
  private final Deque<Runnable> undo = new ArrayDeque<>();
  void apply(Runnable change, Runnable revert) { change.run(); undo.push(revert); }
  void undoLast() { if (!undo.isEmpty()) undo.pop().run(); }
}`, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['dependency-injection', 'di'], 'java', javaDi('CheckoutService(PaymentGateway gateway) { this.gateway = gateway; }')],
  [['template-method'], 'java', javaTemplate('')],
  [['command'], 'go', `type Command interface { Execute() error }
type createFile struct{ path string }
func (c *createFile) Execute() error { return os.WriteFile(c.path, nil, 0o644) }`],
];

describeFamily('collaboration', [
  ['receives-dependencies', receivesDependencies],
  ['skeleton-in-base', skeletonInBase],
  ['command-objects', commandObjects],
  ['role mapping', roleMapping],
], catalogue);
