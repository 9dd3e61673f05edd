// Behaviour invariants judged in every language: intercepting filters run before the target, a rule engine evaluates every rule, and a notification collects every error.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const interceptingFilter: Sample[] = [
  ['filters-run-before-target', 'java', `public class FilterManager {
  private final List<Filter> filters = new ArrayList<>();
  private Target target;
  public void addFilter(Filter f) { filters.add(f); }
  public void filterRequest(String request) { for (Filter filter : filters) { filter.execute(request); } target.execute(request); }
}`, 'ok'],
  ['filters-run-before-target', 'java', `public class FilterManager {
  private final List<Filter> filters = new ArrayList<>();
  private Target target;
  public void filterRequest(String request) { target.execute(request); for (Filter filter : filters) { filter.execute(request); } }
}`, 'broken', /calls target.execute\(\) before running the filters/],
  ['filters-run-before-target', 'java', `public class AuthFilter implements Filter {
  public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) { if (!authorised(req)) { reject(res); return; } LOGGER.info("ok"); }
}`, 'broken', /AuthFilter.doFilter never passes the request on to chain/],
  ['filters-run-before-target', 'java', `class Orders { void place(Order o) { } }`, 'missing', /no filter chain found/],
  ['filters-run-before-target', 'csharp', `public class TimingMiddleware {
  private readonly RequestDelegate _next;
  public async Task Invoke(HttpContext ctx, RequestDelegate next) { var sw = Stopwatch.StartNew(); await next(ctx); _log.LogInformation("{ms}", sw.ElapsedMilliseconds); }
}`, 'ok'],
  ['filters-run-before-target', 'csharp', `public class TimingMiddleware {
  public async Task Invoke(HttpContext ctx, RequestDelegate next) { _log.LogInformation("request"); }
}`, 'broken', /never passes the request on to next/],
  ['filters-run-before-target', 'typescript', `export function logging(req: Request, res: Response, next: NextFunction) { console.log(req.url); next(); }`, 'ok'],
  ['filters-run-before-target', 'typescript', `class FilterChain {
  private filters: Filter[] = [];
  constructor(private readonly target: Handler) {}
  handle(req: Req) { for (const f of this.filters) { f.apply(req); return; } this.target.handle(req); }
}`, 'broken', /leaves the loop after the first filter/],
  ['filters-run-before-target', 'python', `class FilterManager:
    def __init__(self, target):
        self.filters = []
        self.target = target
    def filter_request(self, request):
        for f in self.filters:
            f.execute(request)
        return self.target.execute(request)
`, 'ok'],
  ['filters-run-before-target', 'python', `class FilterManager:
    def __init__(self, target):
        self.filters = []
        self.target = target
    def filter_request(self, request):
        result = self.target.execute(request)
        for f in self.filters:
            f.execute(request)
        return result
`, 'broken', /calls target.execute\(\) before running the filters/],
  ['filters-run-before-target', 'go', `func Logging(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.Println(r.URL.Path)
		next.ServeHTTP(w, r)
	})
}`, 'ok'],
  ['filters-run-before-target', 'go', `func Logging(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.Println(r.URL.Path)
	})
}`, 'broken', /never passes the request on to next/],
];

const ruleEngine: Sample[] = [
  ['engine-evaluates-every-rule', 'java', `public class RuleEngine<T> {
  private final List<Rule<T>> rules;
  public RuleEngineResult run(T context) {
    List<String> passed = new ArrayList<>(); List<String> failed = new ArrayList<>();
    for (Rule<T> rule : rules) { if (rule.evaluate(context)) { rule.execute(context); passed.add(rule.name()); } else { failed.add(rule.name()); } }
    return new RuleEngineResult(failed.isEmpty(), passed, failed);
  }
}`, 'ok'],
  ['engine-evaluates-every-rule', 'java', `public class RuleEngine<T> {
  private final List<Rule<T>> rules;
  public void run(T context) { for (Rule<T> rule : rules) { rule.execute(context); } }
}`, 'broken', /runs each rule's execute\(\) without first checking its condition/],
  ['engine-evaluates-every-rule', 'java', `public class RuleEngine<T> {
  private final List<Rule<T>> rules;
  public boolean run(T context) { for (Rule<T> rule : rules) { if (!rule.evaluate(context)) return false; rule.execute(context); } return true; }
}`, 'broken', /stops at the first rule that fails/],
  ['engine-evaluates-every-rule', 'java', `class LoanService {
  boolean approve(LoanApplication a) { if (a.age() < 18) return false; if (a.monthlyIncome() < 2000) return false; if (a.creditScore() < 650) return false; return true; }
}`, 'missing', /LoanService.approve hard-codes the business rules/],
  ['engine-evaluates-every-rule', 'csharp', `public class RuleEngine<T> {
  private readonly List<IRule<T>> _rules;
  public void Run(T ctx) { foreach (var rule in _rules) if (rule.Evaluate(ctx)) rule.Execute(ctx); }
}`, 'ok'],
  ['engine-evaluates-every-rule', 'csharp', `public class RuleEngine<T> {
  private readonly List<IRule<T>> _rules;
  public void Run(T ctx) { foreach (var rule in _rules) rule.Execute(ctx); }
}`, 'broken', /without first checking its condition/],
  ['engine-evaluates-every-rule', 'typescript', `class RuleEngine<T> {
  constructor(private readonly rules: Rule<T>[]) {}
  run(ctx: T) { return this.rules.filter((r) => r.evaluate(ctx)).map((r) => { r.execute(ctx); return r.name; }); }
}`, 'ok'],
  ['engine-evaluates-every-rule', 'typescript', `class RuleEngine<T> {
  constructor(private readonly rules: Rule<T>[]) {}
  run(ctx: T) { for (const r of this.rules) { if (!r.evaluate(ctx)) return false; r.execute(ctx); } return true; }
}`, 'broken', /stops at the first rule that fails/],
  ['engine-evaluates-every-rule', 'python', `class RuleEngine:
    def __init__(self, rules):
        self.rules = list(rules)
    def run(self, ctx):
        failed = []
        for rule in self.rules:
            if rule.evaluate(ctx):
                rule.execute(ctx)
            else:
                failed.append(rule.name)
        return failed
`, 'ok'],
  ['engine-evaluates-every-rule', 'python', `class RuleEngine:
    def __init__(self, rules):
        self.rules = list(rules)
    def run(self, ctx):
        for rule in self.rules:
            rule.execute(ctx)
`, 'broken', /without first checking its condition/],
  ['engine-evaluates-every-rule', 'go', `type Engine struct { rules []Rule }
func (e *Engine) Run(ctx Context) []string {
	var failed []string
	for _, r := range e.rules {
		if r.Evaluate(ctx) {
			r.Execute(ctx)
		} else {
			failed = append(failed, r.Name())
		}
	}
	return failed
}`, 'ok'],
  ['engine-evaluates-every-rule', 'go', `type Engine struct { rules []Rule }
func (e *Engine) Run(ctx Context) {
	for _, r := range e.rules {
		r.Execute(ctx)
	}
}`, 'broken', /without first checking its condition/],
];

const notification: Sample[] = [
  ['collects-every-error', 'java', `class RegisterWorker {
  private final Notification notification = new Notification();
  void validate(RegisterWorkerDto dto) {
    if (dto.getName() == null || dto.getName().isEmpty()) notification.addError(MISSING_NAME);
    if (dto.getOccupation() == null) notification.addError(MISSING_OCCUPATION);
    if (dto.getDateOfBirth().isAfter(LocalDate.now().minusYears(18))) notification.addError(TOO_YOUNG);
  }
}`, 'ok'],
  ['collects-every-error', 'java', `class RegisterWorker {
  private final Notification notification = new Notification();
  void validate(RegisterWorkerDto dto) {
    if (dto.getName() == null) notification.addError(MISSING_NAME);
    if (dto.getOccupation() == null) throw new IllegalArgumentException("occupation missing");
  }
}`, 'broken', /throws on this invalid input instead of adding the error to the notification/],
  ['collects-every-error', 'java', `class RegisterWorker {
  void validate(RegisterWorkerDto dto) {
    if (dto.getName() == null) throw new IllegalArgumentException("name");
    if (dto.getOccupation() == null) throw new IllegalArgumentException("occupation");
  }
}`, 'missing', /RegisterWorker.validate throws an exception for an invalid field/],
  ['collects-every-error', 'csharp', `class Validator {
  public Notification Validate(Form f) { var n = new Notification(); if (string.IsNullOrEmpty(f.Name)) n.AddError("name"); if (f.Age < 18) n.AddError("age"); return n; }
}`, 'ok'],
  ['collects-every-error', 'csharp', `class Validator {
  public Notification Validate(Form f) { var n = new Notification(); if (string.IsNullOrEmpty(f.Name)) { n.AddError("name"); return n; } if (f.Age < 18) n.AddError("age"); return n; }
}`, 'broken', /returns right after recording the first error/],
  ['collects-every-error', 'typescript', `export function validate(form: Form): string[] {
  const errors: string[] = [];
  if (!form.name) errors.push('name is missing');
  if (form.age < 18) errors.push('must be over 18');
  return errors;
}`, 'ok'],
  ['collects-every-error', 'typescript', `export function validate(form: Form): string[] {
  const errors: string[] = [];
  if (!form.name) errors.push('name is missing');
  if (form.age < 18) throw new Error('must be over 18');
  return errors;
}`, 'broken', /throws on this invalid input/],
  ['collects-every-error', 'python', `def validate(form):
    errors = []
    if not form.name:
        errors.append("name is missing")
    if form.age < 18:
        errors.append("must be over 18")
    return errors
`, 'ok'],
  ['collects-every-error', 'python', `def validate(form):
    errors = []
    if not form.name:
        errors.append("name is missing")
        return errors
    if form.age < 18:
        errors.append("must be over 18")
    return errors
`, 'broken', /returns right after recording the first error/],
  ['collects-every-error', 'go', `func Validate(f Form) []string {
	var errors []string
	if f.Name == "" {
		errors = append(errors, "name is missing")
	}
	if f.Age < 18 {
		errors = append(errors, "must be over 18")
	}
	return errors
}`, 'ok'],
  ['collects-every-error', 'go', `func Validate(f Form) []string {
	var errors []string
	if f.Name == "" {
		errors = append(errors, "name is missing")
	}
	if f.Age < 18 {
		panic("must be over 18")
	}
	return errors
}`, 'broken', /throws on this invalid input/],
];

describeFamilies([
  ['intercepting filter', interceptingFilter],
  ['rule engine', ruleEngine],
  ['notification', notification],
]);
