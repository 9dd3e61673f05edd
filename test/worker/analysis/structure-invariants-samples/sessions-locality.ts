// Samples of client and server sessions, spatial partitions, data locality and separated interfaces: state travels with the request, sessions are removed on the server, queries visit nearby cells, components sit in contiguous arrays, clients depend on the interface.
// Judged by structure-invariants-sessions-locality.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Sessions, spatial partition, data locality, separated interface ───

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
