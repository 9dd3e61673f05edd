// Invariants of running services: tracing passes the incoming trace on, logs go to one central store
// and say where they came from, and a service registers itself and leaves the registry when it stops.
import type { CodeModel, MethodDecl } from '../../../code/model.js';
import { callsIn, creations, lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { paramsOf } from './roles.js';
import { servicesCalled } from './services.js';
import { everyMethod, named, concreteTypes } from '../members.js';

const TRACING = /\b(?:Tracer|tracer|Span|span\w*|Span\w*|\w*[tT]race\w*|otel\w*|opentelemetry|OpenTelemetry|Sleuth|sleuth|zipkin|Zipkin|jaeger|Jaeger|[pP]ropagat\w*|[bB]aggage|traceparent|\w*[cC]orrelation\w*|RestTemplateBuilder|instrument\w*|Instrument\w*|DiagnosticSource|MDC|NewSpan|WithSpan)\b/;
const TRACE_VAR = /^\w*(?:trace|Trace|TRACE|span|Span|correlation|Correlation|CORRELATION|traceparent|requestId|request_id|RequestId)\w*$/;
const FRESH_ID = /UUID\.randomUUID|uuid\.uuid4|\buuid4\b|uuid\.New(?:String)?\b|Guid\.NewGuid|crypto\.randomUUID|\brandomUUID\b|\buuidv4\b|\bv4\s*\(|\bnanoid\b|\bgenerate\w*Id\b|\bnew\w*TraceId\b|\bNewTraceID\b|\bRandom\b|\brandom\.\w+\s*\(/;
const READS_REQUEST = /getHeader|headers|Headers|Header\.Get|\.header\s*\(|request|req\b|ctx|context|Context|metadata|Metadata|message\.|event\./;
const LOG_CALL = /^(log|info|debug|warn|warning|error|trace|Info|Debug|Warn|Error|Trace|Printf|Println|Print|print|println|Information|LogInformation|LogDebug|LogWarning|LogError|WriteLine)$/;

/** Whether a fresh id is only the fallback for a missing incoming one (`x ?? uuid()`, `if (x == null) x = …`). */
function isFallback(body: string, at: number): boolean {
  const lineStart = body.lastIndexOf('\n', at - 1) + 1;
  const line = body.slice(lineStart, body.indexOf('\n', at) < 0 ? body.length : body.indexOf('\n', at));
  const previous = body.slice(body.lastIndexOf('\n', lineStart - 2) + 1, lineStart);
  return /\?\?|\|\||\bor\b|orElse|getOrDefault|GetValueOrDefault|\?\s*[^:]+:|\bif\b/.test(line) || /^\s*(?:if|else|elif)\b[^\n]*(?:null|None|nil|undefined|!|\bnot\b|empty|Empty|==\s*["'])/.test(previous);
}

/** Whether a method is handling an incoming request or message. */
const handlesRequest = (m: MethodDecl) => paramsOf(m).some((p) => /request|req|headers|ctx|context|message|event|HttpServletRequest|http\.Request|HttpRequest|ServerWebExchange/i.test(`${p.name} ${p.type ?? ''}`)) || /\b(?:getHeader|request\.headers|req\.headers|Request\.Headers|r\.Header\.Get|HttpContext)\b/.test(m.body);

/** Distributed tracing: calls made while serving a request carry that request's trace context on. */
export const propagatesTraceContext: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model, { constructorFunctions: false })) {
    const outgoing = servicesCalled(model, owner, method);
    if (!outgoing.length) continue;
    const body = method.body;
    const assigned = [...body.matchAll(/\b(\w+)(?:\s*,\s*\w+)?\s*(?::=|=)(?!=)\s*([^;\n]*)/g)];
    const readFromRequest = new Set(assigned.filter((a) => TRACE_VAR.test(a[1]) && READS_REQUEST.test(a[2]) && !FRESH_ID.test(a[2])).map((a) => a[1]));
    for (const a of assigned) {
      if (!TRACE_VAR.test(a[1]) || !FRESH_ID.test(a[2]) || readFromRequest.has(a[1]) || isFallback(body, a.index!) || !handlesRequest(method)) continue;
      findings.push({ message: `${named(owner, method)} starts a new trace id (${a[1]}) for the calls it makes while serving a request, instead of passing on the incoming request's trace context, so the downstream spans are not linked to the caller's trace and the request cannot be followed end to end`, line: lineIn(method, a.index!) });
    }
    const incoming = assigned.filter((a) => readFromRequest.has(a[1]) && READS_REQUEST.test(a[2]) && !FRESH_ID.test(a[2])).map((a) => ({ name: a[1], end: a.index! + a[0].length }));
    incoming.push(...paramsOf(method).filter((p) => TRACE_VAR.test(p.name)).map((p) => ({ name: p.name, end: 0 })));
    for (const v of incoming) {
      const later = [...body.slice(v.end).matchAll(new RegExp(`\\b${v.name}\\b`, 'g'))].map((x) => x.index! + v.end);
      const forwarded = later.some((i) => {
        const call = callsIn(body).filter((c) => c.index <= i && body.slice(c.index, i).split('(').length > body.slice(c.index, i).split(')').length).pop();
        return !call || !LOG_CALL.test(call.name);
      });
      if (!forwarded) findings.push({ message: `${named(owner, method)} reads the incoming trace id (${v.name}) but does not pass it on with its outgoing calls${later.length ? ' (it only logs it)' : ''}, so the services it calls start unrelated traces; propagate the trace context (for example as a traceparent header) on every outgoing request`, line: method.line });
    }
    if (model.language === 'go' && paramsOf(method).some((p) => /http\.Request/.test(p.type ?? '')) && TRACING.test(model.stripped)) {
      const dropped = /\bhttp\.NewRequest\s*\(|\bNewRequestWithContext\s*\(\s*context\.(?:Background|TODO)\s*\(\s*\)|\bhttp\.(?:Get|Post)\s*\(/.exec(body);
      if (dropped) findings.push({ message: `${named(owner, method)} builds its outgoing request without the incoming request's context (r.Context()), which carries the trace, so the call to the next service starts a new trace`, line: lineIn(method, dropped.index) });
    }
  }
  if (findings.length) return brokenAll(findings);
  if (!TRACING.test(model.stripped)) {
    const caller = everyMethod(model, { constructorFunctions: false }).find(({ owner, method }) => servicesCalled(model, owner, method).length);
    return missing(`${caller ? `${named(caller.owner, caller.method)} calls other services but ` : ''}no trace context is created or passed on (no trace id, span or tracing instrumentation), so a request cannot be followed across the services it passes through`, caller?.method.line ?? model.types[0]?.line);
  }
  return ok();
};

const AGGREGATOR = /Aggregat|Collector|Central\w*|LogStore|LogServer|Sink$|Shipper|Forwarder|Appender|LogService|LogHub|Elastic|Logstash|Fluent|Loki|Splunk|CloudWatch|Graylog/;
const SHIPPING = /\b(?:LogstashTcpSocketAppender|LogstashEncoder|FluentLogger|fluent\w*|[eE]lasticsearch|winston\.transports\.(?:Http|Stream)|pino\.transport|logging\.handlers\.(?:HTTPHandler|SocketHandler|SysLogHandler|QueueHandler)|SysLogHandler|HTTPHandler|SocketHandler|GelfUdp\w*|WriteTo\.(?:Seq|Elasticsearch|Http|GrafanaLoki|Splunk)|CloudWatch\w*|[lL]oki\w*|syslog\.Dial|Kafka\w*Appender)\b/;
const LOCAL_FILE = /\bnew\s+FileWriter\b|\bFileOutputStream\b|\bFiles\.write\w*\s*\(|(?<![\w.])open\s*\([^)]*,\s*["']|\bfs\.(?:appendFile|writeFile)\w*\s*\(|\bFile\.AppendAll\w*\s*\(|\bos\.OpenFile\s*\(|\bFileHandler\s*\(|\bRotatingFileHandler\b|\bWriteTo\.File\b|\bFileAppender\b|\bnew\s+StreamWriter\s*\(/;

/** Log aggregation: every service sends its log entries to one central store instead of keeping them locally. */
export const shipsLogsToCentralStore: InvariantCheck = (model) => {
  const central = concreteTypes(model).filter((t) => AGGREGATOR.test(t.name));
  const shipping = SHIPPING.test(model.stripped);
  const findings: Finding[] = [];
  for (const t of concreteTypes(model).filter((x) => !central.includes(x) && !/^(App|Main|Program|Application)$/.test(x.name))) {
    for (const m of t.methods) {
      const local = LOCAL_FILE.exec(m.body);
      if (local && (central.length || shipping)) {
        findings.push({ message: `${t.name}.${m.name} writes its logs to a local file instead of sending them to the central log store, so those entries never reach the aggregated logs and must be collected machine by machine`, line: lineIn(m, local.index) });
        break;
      }
      const own = creations(model, m.body).find((c) => central.some((x) => x.name === c.type) && /Store|Central|Server|Sink/.test(c.type));
      if (own && m.isConstructor) {
        findings.push({ message: `${t.name} creates its own ${own.type} instead of sharing the one central store, so each service's logs end up in a separate place and nothing is aggregated`, line: lineIn(m, own.index) });
        break;
      }
    }
  }
  if (findings.length) return brokenAll(findings);
  if (!central.length && !shipping) {
    const writer = everyMethod(model, { constructorFunctions: false }).find(({ method }) => LOCAL_FILE.test(method.body));
    const logs = everyMethod(model, { constructorFunctions: false }).some(({ method }) => /\b(?:log|logger|LOGGER|Log|console|System\.out|fmt|logging)\s*\.\s*\w+\s*\(|(?<![\w.])print\s*\(/.test(method.body));
    if (!writer && !logs) return ok();
    return missing(`${writer ? `${named(writer.owner, writer.method)} writes logs to a local file and ` : ''}nothing collects the services' logs into one place: expected services to send their log entries to a log aggregator or central log store`, writer?.method.line ?? model.types[0]?.line);
  }
  return ok();
};

/** Log aggregation: an aggregated entry names the service it came from, so entries can be told apart. */
export const entriesNameTheirSource: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const e of model.types.filter((t) => /Log(?:Entry|Record|Event|Message|Line|Item)$|^Entry$/.test(t.name) && t.fields.filter((f) => !f.isStatic).length >= 2)) {
    if (e.fields.some((f) => /service|source|app|host|origin|component|producer|logger|instance|node|emitter|system|module|name|sender|container|pod/i.test(f.name))) continue;
    findings.push({ message: `${e.name} carries no service name or source (fields: ${e.fields.map((f) => f.name).join(', ')}), so once entries from many services are aggregated nobody can tell which service wrote which entry`, line: e.line });
  }
  return brokenAll(findings);
};

const REGISTER = /\b(?:register\w*|Register\w*|ServiceRegister|announce|Announce|addInstance|AddInstance|put_?service)\s*\(/;
const REGISTRY = /registry|Registry|eureka|Eureka|consul|Consul|discovery|Discovery|nacos|Nacos|zookeeper|ZooKeeper|Zookeeper|etcd|Etcd|agent|Agent|naming|Naming|catalog|Catalog/;
const AUTO = /@EnableDiscoveryClient|@EnableEurekaClient|AddServiceDiscovery|AddConsul\w*|UseConsul\w*|AddEureka\w*|AddDiscoveryClient/;
const LEAVES = /\b(?:deregister\w*|Deregister\w*|unregister\w*|Unregister\w*|ServiceDeregister|cancel\w*|Cancel\w*|shutdown\w*|Shutdown\w*|heartbeat\w*|Heartbeat\w*|renew\w*|Renew\w*|keepAlive|KeepAlive|keep_alive|ttl|TTL|Ttl|[lL]ease\w*|UpdateTTL|PassTTL|addShutdownHook|atexit|SIGTERM|ApplicationStopping|PreDestroy|onModuleDestroy|beforeExit|Check|check|[hH]ealth\w*)\b/;

/** Self-registration: the service announces its own location to the registry on start-up and leaves it (or lets its lease lapse) when it stops. */
export const registersItself: InvariantCheck = (model) => {
  const registrations = everyMethod(model, { constructorFunctions: false }).flatMap(({ owner, method }) => callsIn(method.body).filter((c) => REGISTER.test(`${c.name}(`) && (REGISTRY.test(`${c.receiver ?? ''} ${owner?.name ?? ''}`) || REGISTRY.test(method.body))).map((c) => ({ owner, method, c })));
  if (!registrations.length && !AUTO.test(model.stripped)) {
    return missing('the service never registers itself: expected it to announce its name and network location to the service registry when it starts, so other services can discover it without hard-coded addresses', model.types[0]?.line);
  }
  if (AUTO.test(model.stripped) || LEAVES.test(model.stripped.replace(REGISTER, ' '))) return ok();
  const r = registrations[0];
  return brokenAll([{ message: `${named(r.owner, r.method)} registers the service with the registry but nothing ever removes it — no deregistration on shutdown and no heartbeat, health check or lease to renew — so the registry keeps handing out the address of an instance that has stopped`, line: lineIn(r.method, r.c.index) }]);
};
