// Cases of distributed tracing, log aggregation, self-registration and rendering decisions: trace context propagated, logs shipped to a central store and naming their source, services registering themselves, enhancers returning a new list, switching on display and design.
// Judged by architecture-invariants-operations.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const OPS: Case[] = [
  // propagates-trace-context
  { name: 'a Java service relying on Sleuth-instrumented RestTemplate', check: 'propagates-trace-context', language: 'java', expect: 'ok', code: `
@Service public class OrderService {
  private final RestTemplateBuilder restTemplateBuilder;
  public OrderService(final RestTemplateBuilder restTemplateBuilder) { this.restTemplateBuilder = restTemplateBuilder; }
  Boolean processPayment() { return restTemplateBuilder.build().postForEntity("http://localhost:30301/payment/process", "x", Boolean.class).getBody(); }
}` },
  { name: 'a Java handler that starts a new trace id for the downstream call', check: 'propagates-trace-context', language: 'java', expect: 'broken', words: ['processOrder', 'trace'], code: `
@RestController public class OrderController {
  private final RestTemplate restTemplate;
  @PostMapping("/order") public String processOrder(HttpServletRequest request) {
    String traceId = UUID.randomUUID().toString();
    HttpHeaders headers = new HttpHeaders(); headers.set("X-Trace-Id", traceId);
    return restTemplate.exchange(PAYMENT_URL, HttpMethod.POST, new HttpEntity<>(headers), String.class).getBody();
  }
}` },
  { name: 'a Java handler forwarding the incoming trace header', check: 'propagates-trace-context', language: 'java', expect: 'ok', code: `
@RestController public class OrderController {
  private final RestTemplate restTemplate;
  @PostMapping("/order") public String processOrder(HttpServletRequest request) {
    String traceId = request.getHeader("X-Trace-Id");
    if (traceId == null) traceId = UUID.randomUUID().toString();
    HttpHeaders headers = new HttpHeaders(); headers.set("X-Trace-Id", traceId);
    return restTemplate.exchange(PAYMENT_URL, HttpMethod.POST, new HttpEntity<>(headers), String.class).getBody();
  }
}` },
  { name: 'a Python handler that logs the trace id but drops it', check: 'propagates-trace-context', language: 'python', expect: 'broken', words: ['handle_order', 'trace'], code: `
def handle_order(request):
    trace_id = request.headers.get("traceparent")
    logger.info("order %s", trace_id)
    return requests.post(PAYMENT_URL, json=request.json)
` },
  { name: 'a Python handler passing traceparent on', check: 'propagates-trace-context', language: 'python', expect: 'ok', code: `
def handle_order(request):
    trace_id = request.headers.get("traceparent")
    return requests.post(PAYMENT_URL, json=request.json, headers={"traceparent": trace_id})
` },
  { name: 'a TypeScript service using OpenTelemetry propagation', check: 'propagates-trace-context', language: 'typescript', expect: 'ok', code: `
export async function checkout(req: Request): Promise<Response> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return fetch(PAYMENT_URL, { method: 'POST', headers });
}` },
  { name: 'TypeScript calls between services with no trace context at all', check: 'propagates-trace-context', language: 'typescript', expect: 'missing', words: ['checkout', 'trace'], code: `
export async function checkout(req: Request): Promise<Response> {
  const paid = await fetch(PAYMENT_URL, { method: 'POST' });
  return fetch(SHIPPING_URL, { method: 'POST', body: await paid.text() });
}` },
  { name: 'a Go handler passing r.Context() on', check: 'propagates-trace-context', language: 'go', expect: 'ok', code: `
func orderHandler(w http.ResponseWriter, r *http.Request) {
  ctx, span := tracer.Start(r.Context(), "order")
  defer span.End()
  req, _ := http.NewRequestWithContext(ctx, "POST", paymentURL, nil)
  otelhttp.DefaultClient.Do(req)
}` },
  { name: 'a Go handler calling downstream with a background context', check: 'propagates-trace-context', language: 'go', expect: 'broken', words: ['orderHandler', 'context'], code: `
func orderHandler(w http.ResponseWriter, r *http.Request) {
  _, span := tracer.Start(r.Context(), "order")
  defer span.End()
  req, _ := http.NewRequestWithContext(context.Background(), "POST", paymentURL, nil)
  client.Do(req)
}` },
  { name: 'a C# client that new-ups a correlation id per call', check: 'propagates-trace-context', language: 'csharp', expect: 'broken', words: ['PlaceOrder', 'trace'], code: `
public class OrderController : ControllerBase {
  private readonly HttpClient _http;
  public async Task<IActionResult> PlaceOrder(HttpRequest request) {
    var correlationId = Guid.NewGuid().ToString();
    _http.DefaultRequestHeaders.Add("X-Correlation-Id", correlationId);
    await _http.PostAsync("payments", null);
    return Ok();
  }
}` },
  // ships-logs-to-central-store
  { name: 'Java producers sending entries to the aggregator', check: 'ships-logs-to-central-store', language: 'java', expect: 'ok', code: `
public class CentralLogStore { private final List<LogEntry> logs = new ArrayList<>(); public void storeLog(LogEntry e) { logs.add(e); } }
public class LogAggregator { private final CentralLogStore store; public void collectLog(LogEntry e) { store.storeLog(e); } }
public class LogProducer {
  private final String serviceName; private final LogAggregator logAggregator;
  public LogProducer(String serviceName, LogAggregator logAggregator) { this.serviceName = serviceName; this.logAggregator = logAggregator; }
  public void generateLog(LogLevel level, String message) { logAggregator.collectLog(new LogEntry(serviceName, level, message, LocalDateTime.now())); }
}` },
  { name: 'a Java producer that creates its own central store', check: 'ships-logs-to-central-store', language: 'java', expect: 'broken', words: ['LogProducer', 'CentralLogStore'], code: `
public class CentralLogStore { private final List<LogEntry> logs = new ArrayList<>(); public void storeLog(LogEntry e) { logs.add(e); } }
public class LogProducer {
  private final CentralLogStore store;
  public LogProducer() { this.store = new CentralLogStore(); }
  public void generateLog(String message) { store.storeLog(new LogEntry("svc", message)); }
}` },
  { name: 'a Python service writing logs to a local file', check: 'ships-logs-to-central-store', language: 'python', expect: 'missing', words: ['local file'], code: `
class PaymentService:
    def log(self, message):
        with open("/var/log/payments.log", "a") as f:
            f.write(message + "\\n")
` },
  { name: 'a Python service using a socket log handler', check: 'ships-logs-to-central-store', language: 'python', expect: 'ok', code: `
logger = logging.getLogger("payments")
logger.addHandler(logging.handlers.SocketHandler("logs.internal", 9020))

class PaymentService:
    def pay(self, order):
        logger.info("paid %s", order.id)
` },
  { name: 'a TypeScript service with a file next to the aggregator', check: 'ships-logs-to-central-store', language: 'typescript', expect: 'broken', words: ['BillingService', 'local file'], code: `
class LogAggregator { collect(entry: LogEntry): void { store.push(entry); } }
class BillingService {
  log(message: string): void { fs.appendFileSync('/var/log/billing.log', message); }
}` },
  { name: 'a Go service shipping to a collector', check: 'ships-logs-to-central-store', language: 'go', expect: 'ok', code: `
type LogCollector struct {
  entries []LogEntry
}
func (c *LogCollector) Collect(e LogEntry) { c.entries = append(c.entries, e) }
type OrderService struct {
  logs *LogCollector
}
func (s *OrderService) Place() { s.logs.Collect(LogEntry{Service: "orders", Message: "placed"}) }` },
  { name: 'a C# app using Serilog to Seq', check: 'ships-logs-to-central-store', language: 'csharp', expect: 'ok', code: `
public static class Logging {
  public static ILogger Create() => new LoggerConfiguration().Enrich.WithProperty("Service", "orders").WriteTo.Seq("http://seq:5341").CreateLogger();
}` },
  // entries-name-their-source
  { name: 'a Java log entry naming its service', check: 'entries-name-their-source', language: 'java', expect: 'ok', code: `
public class LogEntry { private final String serviceName; private final LogLevel level; private final String message; private final LocalDateTime timestamp; }` },
  { name: 'a Java log entry without a source', check: 'entries-name-their-source', language: 'java', expect: 'broken', words: ['LogEntry', 'service'], code: `
public class LogEntry { private final LogLevel level; private final String message; private final LocalDateTime timestamp; }` },
  { name: 'a Python log record with a host', check: 'entries-name-their-source', language: 'python', expect: 'ok', code: `
class LogRecord:
    def __init__(self, host, level, message):
        self.host = host
        self.level = level
        self.message = message
` },
  { name: 'a TypeScript log entry with only level and text', check: 'entries-name-their-source', language: 'typescript', expect: 'broken', words: ['LogEntry'], code: `
class LogEntry { constructor(readonly level: string, readonly text: string, readonly at: Date) {} }` },
  { name: 'a Go log entry with a service field', check: 'entries-name-their-source', language: 'go', expect: 'ok', code: `
type LogEntry struct {
  Service string
  Level string
  Message string
}` },
  { name: 'a C# log message record without origin', check: 'entries-name-their-source', language: 'csharp', expect: 'broken', words: ['LogMessage'], code: `
public class LogMessage { public string Level { get; init; } public string Text { get; init; } public DateTime At { get; init; } }` },
  // registers-itself
  { name: 'a Java service with a discovery client', check: 'registers-itself', language: 'java', expect: 'ok', code: `
@SpringBootApplication
@EnableDiscoveryClient
public class GreetingServiceApplication { public static void main(String[] args) { SpringApplication.run(GreetingServiceApplication.class, args); } }` },
  { name: 'a Java service with no registration', check: 'registers-itself', language: 'java', expect: 'missing', words: ['registry'], code: `
@SpringBootApplication
public class GreetingServiceApplication { public static void main(String[] args) { SpringApplication.run(GreetingServiceApplication.class, args); } }` },
  { name: 'a Go service registering and deregistering with Consul', check: 'registers-itself', language: 'go', expect: 'ok', code: `
func main() {
  client, _ := consul.NewClient(consul.DefaultConfig())
  client.Agent().ServiceRegister(&consul.AgentServiceRegistration{ID: "greeting-1", Name: "greeting", Port: 8081})
  defer client.Agent().ServiceDeregister("greeting-1")
  http.ListenAndServe(":8081", nil)
}` },
  { name: 'a Go service that registers and never leaves', check: 'registers-itself', language: 'go', expect: 'broken', words: ['main', 'registry'], code: `
func main() {
  client, _ := consul.NewClient(consul.DefaultConfig())
  client.Agent().ServiceRegister(&consul.AgentServiceRegistration{ID: "greeting-1", Name: "greeting", Port: 8081})
  http.ListenAndServe(":8081", nil)
}` },
  { name: 'a Python service with a registry heartbeat', check: 'registers-itself', language: 'python', expect: 'ok', code: `
class GreetingService:
    def start(self):
        self.registry.register("greeting", self.host, self.port)
        self.scheduler.every(10, lambda: self.registry.heartbeat("greeting"))
` },
  { name: 'a TypeScript service registering on start and leaving on SIGTERM', check: 'registers-itself', language: 'typescript', expect: 'ok', code: `
async function start(): Promise<void> {
  await registry.register({ name: 'greeting', address: HOST, port: PORT });
  process.on('SIGTERM', () => registry.deregister('greeting'));
}` },
  { name: 'a C# service registering without deregistering', check: 'registers-itself', language: 'csharp', expect: 'broken', words: ['registry'], code: `
public class Startup {
  public void Configure(IConsulClient consul) { consul.Agent.ServiceRegister(new AgentServiceRegistration { Name = "orders", Port = 5000 }); }
}` },
  // enhancer-returns-new-list
  { name: 'a TypeScript enhancer returning a new array', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'ok', code: `
export const enhanceDividers = (elements: FEElement[]): FEElement[] =>
  elements.reduce<FEElement[]>((out, el, i) => (isDivider(elements[i - 1]) ? [...out, { ...el, dropCap: true }] : [...out, el]), []);` },
  { name: 'a TypeScript enhancer that splices its input', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'broken', words: ['enhanceImages', 'elements', 'new array'], code: `
export const enhanceImages = (elements: FEElement[]): FEElement[] => {
  for (let i = 0; i < elements.length; i++) { if (isCaption(elements[i])) elements.splice(i, 1); }
  return elements;
};` },
  { name: 'a TypeScript enhancer that edits elements in place', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'broken', words: ['addDropCaps'], code: `
export function addDropCaps(elements: FEElement[]): FEElement[] {
  elements.forEach((el) => { if (isFirstParagraph(el)) el.dropCap = true; });
  return elements;
}` },
  { name: 'a TypeScript enhancer whose chain over several lines reverses its input', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'broken', words: ['enhanceTimeline', 'elements'], code: `
export const enhanceTimeline = (elements: FEElement[]): FEElement[] =>
  elements
    .reverse()
    .map((el) => ({ ...el, live: true }));
export const count = 2;` },
  { name: 'a Python enhancer building a new list', check: 'enhancer-returns-new-list', language: 'python', expect: 'ok', code: `
def enhance_captions(elements: list[Element]) -> list[Element]:
    return [with_caption(e) for e in elements if not is_caption(e)]
` },
  { name: 'a Python enhancer that sorts its input in place', check: 'enhancer-returns-new-list', language: 'python', expect: 'broken', words: ['enhance_order', 'elements'], code: `
def enhance_order(elements: list[Element]) -> list[Element]:
    elements.sort(key=lambda e: e.position)
    return elements
` },
  { name: 'a Java enhancer streaming into a new list', check: 'enhancer-returns-new-list', language: 'java', expect: 'ok', code: `
class Enhancers { static List<Element> enhanceImages(List<Element> elements) { return elements.stream().filter(e -> !e.isCaption()).collect(Collectors.toList()); } }` },
  { name: 'a Java enhancer removing from the given list', check: 'enhancer-returns-new-list', language: 'java', expect: 'broken', words: ['enhanceImages'], code: `
class Enhancers { static List<Element> enhanceImages(List<Element> elements) { elements.removeIf(Element::isCaption); return elements; } }` },
  { name: 'a Go enhancer appending to a fresh slice', check: 'enhancer-returns-new-list', language: 'go', expect: 'ok', code: `
func enhanceDividers(elements []Element) []Element {
  out := make([]Element, 0, len(elements))
  for _, e := range elements { if !e.IsDivider() { out = append(out, e) } }
  return out
}` },
  { name: 'a Go enhancer overwriting elements of its input', check: 'enhancer-returns-new-list', language: 'go', expect: 'broken', words: ['enhanceDividers'], code: `
func enhanceDividers(elements []Element) []Element {
  for i := range elements { if elements[i].IsDivider() { elements[i] = Element{Kind: "dropcap"} } }
  return elements
}` },
  { name: 'a C# enhancer mutating the list', check: 'enhancer-returns-new-list', language: 'csharp', expect: 'broken', words: ['Enhance'], code: `
public static class ImageEnhancer { public static List<Element> Enhance(List<Element> elements) { elements.RemoveAll(e => e.IsCaption); return elements; } }` },
  { name: 'code with no enhancer', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'missing', words: ['enhancer'], code: `
export const title = (a: Article): string => a.headline;` },
  // switches-on-display-and-design
  { name: 'a TypeScript nested switch on display and design', check: 'switches-on-display-and-design', language: 'typescript', expect: 'ok', code: `
const shouldShowAvatar = (design: Design, display: Display) => {
  switch (display) {
    case 'immersive': return false;
    case 'showcase':
    case 'standard': { switch (design) { case Design.Feature: case Design.Review: return true; default: return false; } }
  }
};` },
  { name: 'a TypeScript if-chain on display and design', check: 'switches-on-display-and-design', language: 'typescript', expect: 'broken', words: ['shouldShowAvatar', 'switch'], code: `
const shouldShowAvatar = (design: Design, display: Display) => {
  if (display === 'immersive') return false;
  if (design === Design.Feature || design === Design.Review) return true;
  return false;
};` },
  { name: 'a TypeScript ternary on the display', check: 'switches-on-display-and-design', language: 'typescript', expect: 'broken', words: ['switch'], code: `
export function DecideLayout({ format }: Props) { return format.display === ArticleDisplay.Immersive ? <ImmersiveLayout /> : <StandardLayout />; }` },
  { name: 'a Java switch on display', check: 'switches-on-display-and-design', language: 'java', expect: 'ok', code: `
class Layouts { Layout decide(Display display, Design design) { switch (display) { case IMMERSIVE: return new ImmersiveLayout(); default: switch (design) { case LIVEBLOG: return new LiveLayout(); default: return new StandardLayout(); } } } }` },
  { name: 'a Python match on display', check: 'switches-on-display-and-design', language: 'python', expect: 'ok', code: `
def decide_layout(display, design):
    match display:
        case Display.IMMERSIVE:
            return ImmersiveLayout()
        case _:
            return StandardLayout()
` },
  { name: 'a Python if/elif on design', check: 'switches-on-display-and-design', language: 'python', expect: 'broken', words: ['decide_layout'], code: `
def decide_layout(display, design):
    if design == Design.LIVEBLOG:
        return LiveLayout()
    elif design == Design.INTERVIEW:
        return InterviewLayout()
    return StandardLayout()
` },
  { name: 'a Go switch on display', check: 'switches-on-display-and-design', language: 'go', expect: 'ok', code: `
func decideLayout(display Display, design Design) Layout {
  switch display {
  case Immersive: return ImmersiveLayout{}
  default: return StandardLayout{}
  }
}` },
  { name: 'a C# if on display', check: 'switches-on-display-and-design', language: 'csharp', expect: 'broken', words: ['Decide'], code: `
public static class LayoutDecider { public static Layout Decide(Display display) { if (display == Display.Immersive) return new ImmersiveLayout(); return new StandardLayout(); } }` },
  { name: 'code that never branches on display or design', check: 'switches-on-display-and-design', language: 'typescript', expect: 'missing', words: ['display'], code: `
export const Headline = ({ text }: { text: string }) => <h1>{text}</h1>;` },
];
