// Samples of context objects and collecting parameters: the context travels whole, and callees add to the collection they were given.
// Judged by structure-invariants-parameters.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

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
