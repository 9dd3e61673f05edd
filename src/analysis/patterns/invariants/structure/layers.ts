// Invariants of layering patterns: presentation goes through the service layer and the service layer
// knows nothing of HTTP; clients use a facade or business delegate instead of what it hides; remote
// calls stay in the gateway; an ambassador fronts the remote service; an anti-corruption layer translates.
import type { CodeModel, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { callsIn, callsOnFieldAt, creations, lineIn, returnsIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing, namePattern, ok } from '../types.js';
import { dbAccess, remoteCall } from './access-calls.js';
import { confinedTo } from './data-access.js';
import { callerParams, fieldTypeName, methodsOf, signatureTypes, VALUE_TYPE, WRAPPER } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes, untyped } from '../members.js';

const SERVICE = /(Service|UseCase|Interactor|Facade|ApplicationService|CommandHandler|QueryHandler|RequestHandler)$/;
const PRESENTATION = /(Controller|Resource|Endpoint|Endpoints|View|Page|(?<!Command|Query|Request|Event|Message)Handler|Servlet|Routes?|Router|Api|Cli|Presenter|Screen|Form|Component)$/;
const DATA = /(Dao|DAO|Repository|Repo|Store|Mapper|Gateway|DbContext)$|^_?(dao|repo|repository|\w+Dao|\w+Repository|\w+Repo|\w+_dao|\w+_repository|\w+_repo)$/;
const HTTP_TYPE = /^(HttpServletRequest|HttpServletResponse|ServletRequest|ServletResponse|HttpRequest|HttpResponse|HttpContext|HttpRequestMessage|HttpResponseMessage|ActionResult|IActionResult|JsonResult|ViewResult|ResponseEntity|ModelAndView|ModelMap|ServerRequest|ServerResponse|ResponseWriter|Request|Response|FastifyRequest|FastifyReply|NextRequest|NextResponse|IResult|HttpSession|MultipartFile|RedirectAttributes|BindingResult|WebRequest|HttpRequestBase)$/;
const RENDERS = /\brender_template\s*\(|\bjsonify\s*\(|\bHttpResponse\s*\(|\bJsonResponse\s*\(|\bres\s*\.\s*(?:json|send|status|render|redirect)\s*\(|\bResponseEntity\s*\.\s*\w+\s*\(|\bw\s*\.\s*(?:Write|WriteHeader)\s*\(|\bjson\.NewEncoder\s*\(\s*w\s*\)|\bhttp\.Error\s*\(|\breturn\s+(?:View|Ok|BadRequest|NotFound|Json|Redirect)\s*\(/;

function services(model: CodeModel): TypeDecl[] {
  const byName = model.types.filter((t) => SERVICE.test(t.name) && !PRESENTATION.test(t.name));
  if (byName.length) return byName;
  return concreteTypes(model, { enums: false }).filter((t) => !PRESENTATION.test(t.name) && t.fields.some((f) => DATA.test(fieldTypeName(t, f)) || DATA.test(f.name)));
}

const NO_SERVICE = 'no service layer found: expected service classes (for example OrderService) between the presentation code and the data access objects, offering the application\'s operations';

/** Service layer: controllers and handlers call the services, never the DAOs or the database. */
export const presentationGoesThroughService: InvariantCheck = (model) => {
  if (!services(model).length) return missing(NO_SERVICE, model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model).filter((x) => !x.method.isConstructor)) {
    const presentation = owner ? PRESENTATION.test(owner.name) : callerParams(method).some((p) => HTTP_TYPE.test(baseTypeName(p.type)) || /^(req|request|res|response|w)$/.test(p.name)) || (method.modifiers ?? []).some((d) => /@\w+\.(route|get|post|put|delete|patch)\b/.test(d));
    if (!presentation) continue;
    const data = owner ? owner.fields.filter((f) => DATA.test(fieldTypeName(owner, f)) || DATA.test(f.name)).map((f) => f.name) : callerParams(method).filter((p) => DATA.test(baseTypeName(p.type)) || DATA.test(p.name)).map((p) => p.name);
    const call = callsIn(method.body).find((c) => c.receiver !== null && data.some((d) => new RegExp(`(?:^|\\.)_?${escapeRe(d.replace(/^_/, ''))}$`).test(c.receiver!)));
    const sql = call ? undefined : dbAccess(method.body);
    if (call || sql) {
      const what = call ? `${call.receiver}.${call.name}` : sql!.text;
      findings.push({ message: `${named(owner, method)} calls ${what} directly, bypassing the service layer, so the presentation code reaches the data access and the business rules in the services are skipped or duplicated`, line: lineIn(method, call?.index ?? sql!.index) });
    }
  }
  return brokenAll(findings);
};

/** Service layer: the services' operations take and return application data, never HTTP requests or views. */
export const serviceFreeOfPresentation: InvariantCheck = (model) => {
  const layer = services(model);
  if (!layer.length) return missing(NO_SERVICE, model.types[0]?.line);
  const own = new Set(model.types.map((t) => t.name));
  const findings: Finding[] = [];
  for (const t of layer) {
    for (const m of methodsOf(t)) {
      const typed = [m.returnType, ...callerParams(m).map((p) => p.type)].find((x) => x && (/\b(?:gin|echo|fiber|http)\.\w+/.test(x) && model.language === 'go' || signatureTypes(x).some((n) => HTTP_TYPE.test(n) && !own.has(n))));
      const param = untyped(model) ? callerParams(m).find((p) => /^(request|req|res|response|http_request)$/.test(p.name)) : undefined;
      const render = RENDERS.exec(m.body);
      if (typed || param) findings.push({ message: `${t.name}.${m.name} takes or returns a web type (${typed ?? param!.name}), so the service layer depends on the presentation layer and cannot serve other clients (a CLI, a message consumer, tests) with the same operations`, line: m.line });
      else if (render) findings.push({ message: `${t.name}.${m.name} builds the HTTP response itself (${render[0].replace(/\s*\($/, '')}), so presentation concerns have leaked into the service layer; return data and let the controller render it`, line: lineIn(m, render.index) });
    }
  }
  return brokenAll(findings);
};

const WIRING = /^(main|Main|configure\w*|setUp|setup\w*|wire\w*|compose\w*|bootstrap\w*|init\w*|register\w*)$/;

/** Session facade / business delegate: clients reach the hidden services only through the front object. */
export const clientsOnlyThroughFront: InvariantCheck = (model, params) => {
  const front = namePattern(params, 'front', '\\w*(?:Facade|Delegate)');
  const role = typeof params.role === 'string' ? params.role : 'facade';
  const fronts = concreteTypes(model, { enums: false }).filter((t) => front.test(t.name));
  if (!fronts.length) return missing(`no ${role} found: expected one class that clients call, which in turn reaches the business services behind it`, model.types[0]?.line);
  const hidden = new Set<string>();
  for (const f of fronts) {
    for (const x of f.fields) {
      const ft = fieldTypeName(f, x);
      if (ft && model.types.some((t) => t.name === ft)) hidden.add(ft);
    }
    for (const m of f.methods) for (const c of creations(model, m.body)) hidden.add(c.type);
  }
  for (const t of model.types) if (t.bases.some((b) => hidden.has(b))) hidden.add(t.name);
  for (const f of fronts) hidden.delete(f.name);
  const findings: Finding[] = [];
  for (const c of concreteTypes(model, { enums: false }).filter((t) => !fronts.includes(t) && !hidden.has(t.name) && !t.bases.some((b) => fronts.some((f) => f.name === b)))) {
    for (const field of c.fields.filter((x) => hidden.has(fieldTypeName(c, x)))) {
      const use = methodsOf(c).filter((m) => !WIRING.test(m.name)).flatMap((m) => callsOnFieldAt(model, m, field.name).filter((x) => !/^(set|Set)[A-Z]/.test(x.name)).map((call) => ({ m, call })))[0];
      if (use) findings.push({ message: `${c.name}.${use.m.name} calls ${fieldTypeName(c, field)}.${use.call.name} directly instead of going through ${fronts[0].name}, so the client is coupled to the services the ${role} is meant to hide and must know how to find and combine them`, line: lineIn(use.m, use.call.index) });
    }
  }
  return brokenAll(findings);
};

/** Gateway: calls over the network to the external system are made only inside the gateway. */
export const remoteCallsInsideGateway: InvariantCheck = (model, params) => confinedTo(model, {
  holder: namePattern(params, 'holder', '\\w*(?:Gateway|Client|Adapter|Api|API|Connector|Proxy|Integration|Remote\\w*|External\\w*|Ambassador)'),
  detect: remoteCall,
  leak: 'calls the external system directly',
  consequence: 'the code that uses the external service depends on its protocol, URLs and data format, and cannot be tested or switched without it',
  absent: 'no gateway found: expected a class (for example PaymentGateway) behind an interface of its own that wraps every call to the external system',
});

const CONCERN = /\bcatch\b|\bexcept\b|\brecover\s*\(|retr(?:y|ies)|attempt|currentTimeMillis|nanoTime|Stopwatch|time\.(?:Now|Since|time|perf_counter|monotonic)\b|performance\.now|Date\.now|\blog\w*\s*[.(]|LOGGER|console\.\w+\s*\(|\bprint\w*\s*\(|timeout|Timeout|circuit|breaker|metric|\.Elapsed|rateLimit|throttle/i;

/** Ambassador: clients call the remote service only through the ambassador, which adds the connectivity concerns. */
export const ambassadorFrontsRemote: InvariantCheck = (model) => {
  const ambassadors = concreteTypes(model, { enums: false }).filter((t) => /(Ambassador|Sidecar)/.test(t.name));
  if (!ambassadors.length) return missing('no ambassador found: expected a local helper (for example ServiceAmbassador) that clients call in place of the remote service and that adds retries, timeouts, logging or monitoring around each call', model.types[0]?.line);
  const names = new Set(model.types.map((t) => t.name));
  const remote = new Set<string>();
  for (const a of ambassadors) {
    for (const f of a.fields) if (names.has(fieldTypeName(a, f))) remote.add(fieldTypeName(a, f));
    for (const m of a.methods) for (const c of callsIn(m.body)) { const head = c.receiver?.split('.')[0] ?? ''; if (names.has(head)) remote.add(head); }
  }
  for (const a of ambassadors) remote.delete(a.name);
  const findings: Finding[] = [];
  for (const a of ambassadors) {
    if (!a.methods.some((m) => CONCERN.test(m.body))) findings.push({ message: `${a.name} only forwards to the remote service and adds none of the connectivity concerns (retries, timeouts, latency logging, circuit breaking) that an ambassador exists to offload from the client`, line: a.line });
  }
  for (const c of concreteTypes(model, { enums: false }).filter((t) => !ambassadors.includes(t) && !remote.has(t.name) && !t.bases.some((b) => remote.has(b)))) {
    for (const m of c.methods.filter((x) => !WIRING.test(x.name))) {
      const direct = callsIn(m.body).find((call) => call.receiver !== null && (remote.has(call.receiver.split('.')[0]) || c.fields.some((f) => remote.has(fieldTypeName(c, f)) && new RegExp(`(?:^|\\.)_?${escapeRe(f.name.replace(/^_/, ''))}$`).test(call.receiver!))));
      if (direct) findings.push({ message: `${c.name}.${m.name} calls the remote service (${direct.receiver}.${direct.name}) directly, bypassing the ambassador, so its retries, latency checks and logging do not apply to this call`, line: lineIn(m, direct.index) });
    }
  }
  return brokenAll(findings);
};

const ACL = /(AntiCorruption\w*|Anticorruption\w*|\w*Acl|\w*ACL|\w*Translator|\w*TranslationLayer|\w*Adapter|\w*Facade)$/;

/** Anti-corruption layer: the layer hands each side its own model, and no client bypasses it. */
export const aclTranslates: InvariantCheck = (model) => {
  const layers = concreteTypes(model, { enums: false }).filter((t) => ACL.test(t.name));
  if (!layers.length) return missing('no anti-corruption layer found: expected a class (for example OrderTranslationLayer) between the two systems that translates one model into the other', model.types[0]?.line);
  const byName = new Map(model.types.map((t) => [t.name, t]));
  const findings: Finding[] = [];
  const externals = new Set<string>();
  for (const acl of layers) {
    for (const m of methodsOf(acl)) {
      for (const f of acl.fields) {
        const ext = byName.get(fieldTypeName(acl, f));
        if (ext) externals.add(ext.name);
        const calls = callsOnFieldAt(model, m, f.name);
        if (!calls.length || !ext) continue;
        const foreign = calls.flatMap((c) => ext.methods.filter((em) => em.name === c.name).flatMap((em) => signatureTypes(em.returnType))).filter((n) => n !== ext.name && !VALUE_TYPE.test(n) && !WRAPPER.test(n));
        const leaked = signatureTypes(m.returnType).find((n) => foreign.includes(n));
        if (leaked) findings.push({ message: `${acl.name}.${m.name} returns ${ext.name}'s own ${leaked} as it came, without translating it into the caller's model, so the other system's model leaks through the anti-corruption layer`, line: m.line });
      }
      if (untyped(model)) {
        const only = returnsIn(m.body).find((r) => /^(?:self|this)\.\w+\.\w+\([^)]*\)\s*;?$/.test(r.expr) && m.body.trim().split('\n').length === 1);
        if (only) findings.push({ message: `${acl.name}.${m.name} passes the other system's result straight through (${only.expr}) without translating it, so its model leaks through the anti-corruption layer`, line: lineIn(m, only.index) });
      }
    }
  }
  for (const c of concreteTypes(model, { enums: false }).filter((t) => !layers.includes(t))) {
    if (!c.fields.some((f) => layers.some((l) => l.name === fieldTypeName(c, f)))) continue;
    for (const f of c.fields.filter((x) => externals.has(fieldTypeName(c, x)) && fieldTypeName(c, x) !== c.name)) {
      const use = methodsOf(c).flatMap((m) => callsOnFieldAt(model, m, f.name).map((call) => ({ m, call })))[0];
      if (use) findings.push({ message: `${c.name}.${use.m.name} calls ${fieldTypeName(c, f)} directly (${use.call.name}) although it has the anti-corruption layer, so the foreign model reaches this side untranslated`, line: lineIn(use.m, use.call.index) });
    }
  }
  return findings.length ? brokenAll(findings) : ok();
};

