// Core creation invariants (builder, step builder, factory) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaBuilder = (build: string, step = 'this.to.add(address); return this;') => `class EmailBuilder {
  private final List<String> to = new ArrayList<>();
  private String subject = "";
  private Email draft = new Email();
  EmailBuilder to(String address) { ${step} }
  EmailBuilder subject(String s) { this.subject = s; draft.setSubject(s); return this; }
  Email build() { ${build} }
}`;
const csBuilder = (build: string) => `public sealed class InvoiceBuilder
{
    private readonly List<InvoiceLine> _lines = new();
    private readonly Invoice _invoice = new();
    private string _customer = "";
    public InvoiceBuilder For(string customer) { _customer = customer; _invoice.Customer = customer; return this; }
    public InvoiceBuilder Line(string sku, int qty) { _lines.Add(new InvoiceLine(sku, qty)); return this; }
    public Invoice Build() => ${build};
}`;
const tsBuilder = (build: string) => `export class QueryBuilder {
  private readonly query: Query = { filters: [] };
  private table = '';
  from(t: string): this { this.table = t; return this; }
  where(f: Filter): this { this.query.filters.push(f); return this; }
  build(): Query { ${build} }
}`;
const pyBuilder = (build: string) => `class PizzaBuilder:
    def __init__(self):
        self._toppings = []
        self._pizza = Pizza()

    def topping(self, name):
        self._toppings.append(name)
        self._pizza.toppings.append(name)
        return self

    def build(self):
${build}
`;
const goBuilder = (build: string) => `type RequestBuilder struct {
	method string
	req    *http.Request
}
func (b *RequestBuilder) Method(m string) *RequestBuilder { b.method = m; return b }
func (b *RequestBuilder) Header(k, v string) *RequestBuilder { b.req.Header.Set(k, v); return b }
func (b *RequestBuilder) Build() *http.Request {
	${build}
}`;

const buildsNewProduct: Sample[] = [
  ['builds-new-product', 'java', javaBuilder('return new Email(List.copyOf(to), subject);'), 'ok'],
  ['builds-new-product', 'java', javaBuilder('return draft;'), 'broken', /EmailBuilder\.build\(\) returns the same draft instance that the step methods keep mutating/],
  ['builds-new-product', 'csharp', csBuilder('new Invoice { Customer = _customer, Lines = _lines.ToList() }'), 'ok'],
  ['builds-new-product', 'csharp', csBuilder('_invoice'), 'broken', /InvoiceBuilder\.Build\(\) returns the same _invoice instance/],
  ['builds-new-product', 'typescript', tsBuilder('return { table: this.table, filters: [...this.query.filters] };'), 'ok'],
  ['builds-new-product', 'typescript', tsBuilder('return this.query;'), 'broken', /QueryBuilder\.build\(\) returns the same query instance/],
  ['builds-new-product', 'python', pyBuilder('        return Pizza(toppings=list(self._toppings))'), 'ok'],
  ['builds-new-product', 'python', pyBuilder('        return self._pizza'), 'broken', /PizzaBuilder\.build\(\) returns the same _pizza instance/],
  ['builds-new-product', 'go', goBuilder('r := b.req.Clone(context.Background())\n\tr.Method = b.method\n\treturn r'), 'ok'],
  ['builds-new-product', 'go', goBuilder('return b.req'), 'broken', /RequestBuilder\.Build\(\) returns the same req instance/],
  ['builds-new-product', 'java', `class Email { String subject; }`, 'missing', /no builder found/],
];

const builderFluent: Sample[] = [
  ['builder-fluent', 'java', javaBuilder('return new Email(List.copyOf(to), subject);'), 'ok'],
  ['builder-fluent', 'java', `class EmailBuilder {
  private String subject;
  void setSubject(String s) { subject = s; }
  Email build() { return new Email(subject); }
}`, 'broken', /EmailBuilder has build\(\) but its step methods do not return the builder/],
  ['builder-fluent', 'csharp', csBuilder('new Invoice { Customer = _customer, Lines = _lines.ToList() }'), 'ok'],
  ['builder-fluent', 'csharp', `public class InvoiceBuilder
{
    private string _customer;
    public void For(string c) { _customer = c; }
    public Invoice Build() => new Invoice(_customer);
}`, 'broken', /InvoiceBuilder has Build\(\) but its step methods do not return the builder/],
  ['builder-fluent', 'typescript', tsBuilder('return { table: this.table, filters: [...this.query.filters] };'), 'ok'],
  ['builder-fluent', 'typescript', `export class QueryBuilder {
  private table = '';
  from(t: string): void { this.table = t; }
  build(): Query { return { table: this.table, filters: [] }; }
}`, 'broken', /QueryBuilder has build\(\) but its step methods do not return the builder/],
  ['builder-fluent', 'python', pyBuilder('        return Pizza(toppings=list(self._toppings))'), 'ok'],
  ['builder-fluent', 'python', `class PizzaBuilder:
    def topping(self, name):
        self._toppings.append(name)

    def build(self):
        return Pizza(self._toppings)
`, 'broken', /PizzaBuilder has build\(\) but its step methods do not return the builder/],
  ['builder-fluent', 'go', goBuilder('r := b.req.Clone(context.Background())\n\treturn r'), 'ok'],
  ['builder-fluent', 'go', `type RequestBuilder struct{ method string }
func (b *RequestBuilder) Method(m string) { b.method = m }
func (b *RequestBuilder) Build() *http.Request { return &http.Request{Method: b.method} }`, 'broken', /RequestBuilder has Build\(\) but its step methods do not return the builder/],
  ['builder-fluent', 'python', `class Pizza:
    def __init__(self, toppings):
        self.toppings = toppings
`, 'missing', /no builder found/],
];

const javaSteps = (nameStep: string) => `${nameStep}
interface EmailStep { BuildStep email(String e); }
interface BuildStep { Account build(); }
class AccountSteps implements NameStep, EmailStep, BuildStep {
  private String name, email;
  public EmailStep name(String n) { name = n; return this; }
  public BuildStep email(String e) { email = e; return this; }
  public Account build() { return new Account(name, email); }
}`;
const buildOnlyAtLastStep: Sample[] = [
  ['build-only-at-last-step', 'java', javaSteps('interface NameStep { EmailStep name(String n); }'), 'ok'],
  ['build-only-at-last-step', 'java', javaSteps('interface NameStep extends BuildStep { EmailStep name(String n); }'), 'broken', /step interfaces NameStep extend BuildStep, so build\(\) can be called before the mandatory steps are done/],
  ['build-only-at-last-step', 'csharp', `public interface IHostStep { IPortStep Host(string h); }
public interface IPortStep { IBuildStep Port(int p); }
public interface IBuildStep { Endpoint Build(); }`, 'ok'],
  ['build-only-at-last-step', 'csharp', `public interface IHostStep : IBuildStep { IPortStep Host(string h); }
public interface IPortStep { IBuildStep Port(int p); }
public interface IBuildStep { Endpoint Build(); }`, 'broken', /IHostStep extend IBuildStep/],
  ['build-only-at-last-step', 'typescript', `interface NeedsTitle { title(t: string): NeedsBody; }
interface NeedsBody { body(b: string): Ready; }
interface Ready { build(): Post; }`, 'ok'],
  ['build-only-at-last-step', 'typescript', `interface NeedsTitle extends Ready { title(t: string): NeedsBody; }
interface NeedsBody { body(b: string): Ready; }
interface Ready { build(): Post; }`, 'broken', /NeedsTitle extend Ready/],
  ['build-only-at-last-step', 'python', `class NameStep(Protocol):
    def name(self, n: str) -> EmailStep: ...

class EmailStep(Protocol):
    def email(self, e: str) -> BuildStep: ...

class BuildStep(Protocol):
    def build(self) -> Account: ...
`, 'ok'],
  ['build-only-at-last-step', 'python', `class NameStep(BuildStep, Protocol):
    def name(self, n: str) -> EmailStep: ...

class EmailStep(Protocol):
    def email(self, e: str) -> BuildStep: ...

class BuildStep(Protocol):
    def build(self) -> Account: ...
`, 'broken', /NameStep extend BuildStep/],
  ['build-only-at-last-step', 'go', `type HostStep interface{ Host(h string) PortStep }
type PortStep interface{ Port(p int) BuildStep }
type BuildStep interface{ Build() Endpoint }`, 'ok'],
  ['build-only-at-last-step', 'go', `type HostStep interface {
	BuildStep
	Host(h string) PortStep
}
type PortStep interface{ Port(p int) BuildStep }
type BuildStep interface{ Build() Endpoint }`, 'broken', /HostStep extend BuildStep/],
  ['build-only-at-last-step', 'java', `class AccountBuilder { AccountBuilder name(String n) { return this; } Account build() { return new Account(); } }`, 'missing', /no step builder found/],
];

const factoryCreates: Sample[] = [
  ['factory-creates', 'java', `interface Exporter { byte[] export(Report r); }
class CsvExporter implements Exporter { public byte[] export(Report r) { return csv(r); } }
class PdfExporter implements Exporter { public byte[] export(Report r) { return pdf(r); } }
class Exporters { static Exporter forFormat(String f) { return f.equals("pdf") ? new PdfExporter() : new CsvExporter(); } }`, 'ok'],
  ['factory-creates', 'java', `class ReportPage { byte[] download(Report r) { return Csv.write(r); } }`, 'missing', /no factory method found/],
  ['factory-creates', 'csharp', `public interface INotifier { Task Send(string to, string text); }
public sealed class SmsNotifier : INotifier { public Task Send(string to, string text) => _sms.Post(to, text); }
public sealed class MailNotifier : INotifier { public Task Send(string to, string text) => _smtp.Send(to, text); }
public static class Notifiers { public static INotifier For(Channel c) => c switch { Channel.Sms => new SmsNotifier(), _ => new MailNotifier() }; }`, 'ok'],
  ['factory-creates', 'csharp', `public class Alerts { public Task Raise(string text) => _smtp.Send("ops@example.org", text); }`, 'missing', /no factory method found/],
  ['factory-creates', 'typescript', `interface Storage { put(k: string, v: Uint8Array): Promise<void>; }
class MemoryStorage implements Storage { async put() {} }
class DiskStorage implements Storage { constructor(private dir: string) {} async put() {} }
export function createStorage(kind: 'memory' | 'disk', dir = '/tmp'): Storage {
  return kind === 'memory' ? new MemoryStorage() : new DiskStorage(dir);
}`, 'ok'],
  ['factory-creates', 'typescript', `export function save(k: string, v: Uint8Array) { return fs.promises.writeFile(k, v); }`, 'missing', /no factory method found/],
  ['factory-creates', 'python', `class Circle:
    def __init__(self, r):
        self.r = r

class Square:
    def __init__(self, side):
        self.side = side

def make_shape(kind, size):
    return Circle(size) if kind == "circle" else Square(size)
`, 'ok'],
  ['factory-creates', 'python', `def area(shape):
    return shape.area()
`, 'missing', /no factory method found/],
  ['factory-creates', 'go', `type Codec interface{ Encode(v any) ([]byte, error) }
type jsonCodec struct{}
func (jsonCodec) Encode(v any) ([]byte, error) { return json.Marshal(v) }
func NewCodec(name string) Codec {
	switch name {
	default:
		return &jsonCodec{}
	}
}`, 'ok'],
  ['factory-creates', 'go', `func Encode(v any) ([]byte, error) { return json.Marshal(v) }`, 'missing', /no factory method found/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['builder-fluent', 'go', `type Server struct{ addr string; timeout time.Duration }
type Option func(*Server)
func WithTimeout(d time.Duration) Option { return func(s *Server) { s.timeout = d } }
func New(addr string, opts ...Option) *Server { s := &Server{addr: addr}; for _, o := range opts { o(s) }; return s }`, 'ok'],
  ['builds-new-product', 'go', `type Server struct{ addr string; timeout time.Duration }
type Option func(*Server)
func WithTimeout(d time.Duration) Option { return func(s *Server) { s.timeout = d } }`, 'ok'],
  ['builds-new-product', 'java', `class Report {
  static final class Builder {
    private String title;
    Builder title(String t) { this.title = t; return this; }
    Report build() { return new Report(this); }
  }
  private final String title;
  private Report(Builder b) { this.title = b.title; }
}`, 'ok'],
  ['build-only-at-last-step', 'java', `interface TitleStep { BodyStep title(String t); }
interface BodyStep { FinalStep body(String b); }
class PostSteps implements TitleStep, BodyStep, FinalStep {
  private String title, body;
  public BodyStep title(String t) { title = t; return this; }
  public FinalStep body(String b) { body = b; return this; }
  public Post build() { return new Post(title, body); }
}`, 'ok'],
  ['builds-new-product', 'go', `type Builder interface {
	Color(c Color) Builder
	Seats(n int) Builder
	Build() Car
}`, 'ok'],
];

const catalogue: CatalogueSample[] = [
  [['builder'], 'java', javaBuilder('return new Email(List.copyOf(to), subject);')],
  [['builder'], 'python', pyBuilder('        return Pizza(toppings=list(self._toppings))')],
  [['step-builder'], 'java', javaSteps('interface NameStep { EmailStep name(String n); }')],
  [['factory-method', 'factory'], 'typescript', `interface Storage { put(k: string): Promise<void>; }
class MemoryStorage implements Storage { async put() {} }
export function createStorage(): Storage { return new MemoryStorage(); }`],
];

describeFamily('creation', [
  ['builds-new-product', buildsNewProduct],
  ['builder-fluent', builderFluent],
  ['build-only-at-last-step', buildOnlyAtLastStep],
  ['factory-creates', factoryCreates],
  ['role mapping', roleMapping],
], catalogue);
