// Samples of parameter objects, private class data and immutable objects: bundles and data classes stay immutable, objects are fixed after construction.
// Judged by structure-invariants-immutable-data.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

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
