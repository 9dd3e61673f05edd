// Invariants of service-facing entry points: gateways and aggregators call services through their APIs
// and combine answers, a BFF serves one kind of client, a strangler facade routes between old and new.
import type { CodeModel, FieldDecl, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, isCollectionType } from '../../../code/model.js';
import { callsIn, conditionals, creations, lineIn, ownMethods, typeTests } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { infraCall, isInfraType, receiverRoot } from './roles.js';
import { type Member, everyMethod, named, concreteTypes } from '../members.js';

const CLIENT = /(Client|Service|Api|API|Proxy|Stub|Connector|Facade|Backend|Microservice)$/;
const HTTP_CALL = /\b_?(?:restTemplate|webClient|httpClient|client|http|session|axios|requests|httpx)\s*\.\s*(?:get|post|put|delete|patch|send|exchange|getForObject|getForEntity|postForObject|postForEntity|retrieve|GetAsync|PostAsync|SendAsync|GetStringAsync|GetFromJsonAsync|Get|Post|Do)\w*\s*\(|(?<![\w.])fetch\s*\(|\bhttp\.(?:Get|Post|NewRequest\w*)\s*\(|\brequests\.(?:get|post|put|delete)\s*\(|\baxios(?:\.\w+)?\s*\(/g;
/** HTTP clients are how a gateway should reach services, so they are not data stores. */
const HTTP_CLIENT = /\b(?:HttpClient|IHttpClientFactory|RestTemplate|RestTemplateBuilder|WebClient|OkHttpClient|CloseableHttpClient|RestClient|AxiosInstance|HttpRequestMessage)\b|\bhttp\.(?:Client|Request)\b|\b(?:requests|httpx|aiohttp)\.\w+/;
const DATA_STORE = /(Repository|Repo|Dao|DAO|DbContext|Database|Db|DB|Connection|Table|Collection|Store)$/;

/** Fields of a type that hold clients of other services. */
const serviceClients = (model: CodeModel, t: TypeDecl) => t.fields.filter((f) => !f.isStatic && !isInfraType(model, fieldType(t, f)) && (CLIENT.test(baseTypeName(fieldType(t, f))) || (!fieldType(t, f) && /(client|service|api|proxy)s?$/i.test(f.name))));

/** The services a method calls: distinct client fields used, and raw HTTP calls. */
export function servicesCalled(model: CodeModel, t: TypeDecl | undefined, m: MethodDecl): string[] {
  const clients = t ? serviceClients(model, t).map((f) => f.name.replace(/^_/, '')) : [];
  const used = new Set<string>();
  for (const c of callsIn(m.body)) {
    const root = c.receiver ? receiverRoot(m, c.receiver) : undefined;
    if (root && clients.includes(root)) used.add(root);
  }
  [...m.body.matchAll(HTTP_CALL)].forEach((x, k) => used.add(`http#${k}`));
  return [...used];
}

const GATEWAY = /Gateway|Aggregat|Bff|BFF|Backend|Facade|Composer|Composition|Edge|Api$|Proxy$|Orchestrator/;
const gatewaysOf = (model: CodeModel) => concreteTypes(model).filter((t) => GATEWAY.test(t.name) || serviceClients(model, t).length >= 2);

/** Gateway, aggregator, BFF: reach other services only through their APIs, never their data stores. */
export const callsServicesNotStores: InvariantCheck = (model, params) => {
  const role = typeof params.role === 'string' ? params.role : 'gateway';
  const gateways = gatewaysOf(model);
  const callers = everyMethod(model, { constructorFunctions: false }).filter(({ owner, method }) => (!owner || gateways.includes(owner)) && servicesCalled(model, owner, method).length);
  const frontend = concreteTypes(model).find((t) => /App$|Client$|Frontend|Ui$|UI$|Mobile|Desktop|Browser|Page$|Screen$|View$/.test(t.name) && !GATEWAY.test(t.name) && ownMethods(t).some((m) => servicesCalled(model, t, m).length >= 2));
  if (frontend && !concreteTypes(model).some((t) => GATEWAY.test(t.name))) return missing(`${frontend.name} calls each microservice itself; there is no ${role} giving clients a single entry point that forwards to the services`, frontend.line);
  if (!gateways.length && !callers.length && params.optional === true) return ok();
  if (!gateways.length && !callers.length) return missing(`no ${role} found: expected one entry point that clients call and that forwards to the microservices through their APIs (service clients or HTTP calls)`, model.types[0]?.line);
  const findings: Finding[] = [];
  for (const g of gateways) {
    const store = g.fields.find((f) => {
      if (f.isStatic) return false;
      const type = fieldType(g, f);
      if (type) return (isInfraType(model, type) && !HTTP_CLIENT.test(type)) || DATA_STORE.test(baseTypeName(type));
      return untypedName(model, f.name);
    });
    const query = ownMethods(g).map((m) => ({ m, call: infraCall(m.body) })).find((x) => x.call && !/fetch|axios|requests|httpx|http\.|HttpClient|RestTemplate|WebClient|urlopen|urllib/.test(x.call.text));
    if (!store && !query) continue;
    const what = store ? `holds ${(fieldType(g, store) ?? '').replace(/^[*&\s]+/, '').replace(/<.*$/, '') || 'a data store'} (${store.name})` : `runs ${query!.call!.text} in ${query!.m.name}`;
    findings.push({ message: `the ${role} ${g.name} ${what}, reaching into a service's data store instead of calling that service's API, so it couples itself to the service's storage and bypasses its rules`, line: store ? store.line : lineIn(query!.m, query!.call!.index) });
  }
  return brokenAll(findings);
};

const untypedName = (model: CodeModel, name: string) => (model.language === 'python' || model.language === 'javascript') && /(repo|repository|dao|db|database|conn|connection|table|collection)$/i.test(name);

/** Aggregator: one endpoint calls several services and combines their answers into one response. */
export const combinesServiceResponses: InvariantCheck = (model) => {
  const members = everyMethod(model, { constructorFunctions: false }).filter(({ method }) => !method.isConstructor);
  const combining = members.find(({ owner, method }) => servicesCalled(model, owner, method).length >= 2);
  if (combining) return ok();
  const holder = concreteTypes(model).find((t) => serviceClients(model, t).length >= 2);
  if (holder) {
    const clients = serviceClients(model, holder).map((f) => f.name);
    return broken(`${holder.name} holds ${clients.join(' and ')} but each of its operations calls only one of them, so clients still make one call per service and combine the answers themselves; an aggregator calls the services it needs and returns one combined response`, holder.line);
  }
  return missing('no aggregator found: expected an endpoint that calls several microservices and merges their answers into a single response for the client', model.types[0]?.line);
};

const CLIENT_KIND = /\b(?:client_?type|clientType|ClientType|client_?kind|device|deviceType|device_type|DeviceType|platform|Platform|channel|Channel|userAgent|user_agent|UserAgent|User-Agent|isMobile|is_mobile|IsMobile|isDesktop|is_desktop|mobile|Mobile|desktop|Desktop|MOBILE|DESKTOP|ios|android|IOS|ANDROID|Android|Ios|frontend|Frontend|consumer|app_?type|appType)\b/;

/** Backends for frontends: each backend serves one kind of client; none branches on which client is calling. */
export const oneBackendPerClient: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model, { constructorFunctions: false }).filter((x) => !x.method.isConstructor)) {
    const onClient = conditionals(method.body, model.language).find((c) => CLIENT_KIND.test(c.condition));
    const switched = /\bswitch\s*\(?([^{)\n]*)|\bmatch\s+([^:\n]+):/.exec(method.body);
    const at = onClient?.index ?? (switched && CLIENT_KIND.test(switched[1] ?? switched[2] ?? '') ? switched.index : undefined);
    if (at === undefined) continue;
    findings.push({ message: `${named(owner, method)} branches on which kind of client is calling (mobile, desktop, …) and shapes the response for each inside one shared backend; with backends for frontends each client type gets its own backend, so client-specific logic does not pile up in one API`, line: lineIn(method, at) });
  }
  if (findings.length) return brokenAll(findings);
  const backends = concreteTypes(model).filter((t) => /Bff|BFF|ForFrontend|Backend|(?:Mobile|Desktop|Web|Ios|IOS|Android|Tv|TV|Chatbot|Admin|Partner|Kiosk|Watch)[A-Z]?\w*(?:Api|Gateway|Service|Controller|Handler|Facade|Endpoint|Resource)$/.test(t.name));
  const fns = model.functions.filter((f) => /bff|backend|mobile|desktop|web_?app|android|ios/i.test(f.name));
  if (!backends.length && !fns.length) return missing('no backend dedicated to one kind of client found: expected one backend per client type (for example a mobile BFF and a desktop BFF), each calling the downstream services and shaping the answer for its own client', model.types[0]?.line);
  return ok();
};

const LEGACY_WORD = /^(legacy|old|v1|monolith|classic|deprecated|mainframe|previous)$/;
const MODERN_WORD = /^(new|modern|v2|micro|microservice|next|replacement|migrated|half)$/;
/** The words of identifiers (`legacyBilling`, `new_billing`, `OldSource`). */
const words = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const LEGACY = { test: (text: string) => words(text).some((w) => LEGACY_WORD.test(w)) };
const MODERN = { test: (text: string) => words(text).some((w) => MODERN_WORD.test(w)) };
const FACADE = /Facade|Router|Proxy|Strangler|Gateway|Dispatcher|Routing/;
/** A field's name and type together, to tell legacy from new parts. */
const role = (t: TypeDecl, f: FieldDecl) => `${f.name} ${baseTypeName(fieldType(t, f))}`;

/** Strangler: one facade routes each feature to the new or the legacy implementation; the new one does not lean on the old. */
export const routesBetweenLegacyAndNew: InvariantCheck = (model) => {
  const facades = concreteTypes(model).filter((t) => {
    const fs = t.fields.filter((f) => !f.isStatic);
    return fs.some((f) => LEGACY.test(role(t, f))) && fs.some((f) => MODERN.test(role(t, f)) && !LEGACY.test(role(t, f)));
  });
  const findings: Finding[] = [];
  for (const n of concreteTypes(model).filter((t) => MODERN.test(t.name) && !LEGACY.test(t.name) && !FACADE.test(t.name) && !facades.includes(t))) {
    const leans = n.fields.find((f) => LEGACY.test(role(n, f)));
    const made = n.methods.map((m) => ({ m, c: creations(model, m.body).find((c) => LEGACY.test(c.type)) })).find((x) => x.c);
    if (leans || made) findings.push({ message: `the new implementation ${n.name} depends on the legacy one (${leans ? leans.name : made!.c!.type}), so the old system can never be switched off; new code replaces legacy features, and only the facade decides which of the two serves a request`, line: leans?.line ?? lineIn(made!.m, made!.c!.index) });
  }
  if (!facades.length) {
    if (findings.length) return brokenAll(findings);
    return missing('no strangler facade found: expected one entry point that holds both the legacy and the new implementation and routes each feature (or request) to one of them while features migrate', model.types[0]?.line);
  }
  for (const f of facades) {
    const modern = f.fields.filter((x) => MODERN.test(role(f, x)) && !LEGACY.test(role(f, x))).map((x) => x.name.replace(/^_/, ''));
    const usesNew = ownMethods(f).some((m) => callsIn(m.body).some((c) => c.receiver && modern.includes(receiverRoot(m, c.receiver))));
    if (!usesNew) findings.push({ message: `the facade ${f.name} holds the new implementation (${modern.join(', ')}) but never routes a request to it, so every feature still runs on the legacy system and nothing is being strangled`, line: f.line });
  }
  const facadeNames = new Set(facades.map((f) => f.name));
  for (const t of concreteTypes(model).filter((x) => !facadeNames.has(x.name) && !LEGACY.test(x.name) && !MODERN.test(x.name) && !/^(App|Main|Program|Application|\w+Test|\w+Config)$/.test(x.name))) {
    const legacy = t.fields.find((f) => LEGACY.test(role(t, f)) && !isCollectionType(fieldType(t, f)));
    if (legacy && ownMethods(t).some((m) => callsIn(m.body).some((c) => c.receiver && receiverRoot(m, c.receiver) === legacy.name.replace(/^_/, '')))) {
      findings.push({ message: `${t.name} calls the legacy system directly (${legacy.name}) instead of going through the facade, so that traffic can never be moved to the new implementation`, line: legacy.line });
    }
  }
  return brokenAll(findings);
};

const COMPONENT = /Component|Fragment|Widget|MicroFrontend|Microfrontend|Module|Tile|Panel|Part|Section|Slot|Remote/;

/** Client-side UI composition: the page assembles independent UI components through one contract, each fetching its own data. */
export const composesUiFragments: InvariantCheck = (model) => {
  const contracts = model.types.filter((t) => (t.kind === 'interface' || t.isAbstract) && (COMPONENT.test(t.name) || t.methods.some((m) => /^(render|fetch\w*|mount|load\w*|display|Render|Fetch\w*)$/.test(m.name))));
  const components = new Set(contracts.flatMap((c) => concreteTypes(model).filter((t) => t.bases.includes(c.name)).map((t) => t.name)));
  const composers = concreteTypes(model).filter((t) => !components.has(t.name) && t.fields.some((f) => contracts.some((c) => (fieldType(t, f) ?? '').includes(c.name)) || /components|fragments|widgets|routes|modules|parts|slots|remotes/i.test(f.name)));
  for (const c of composers) {
    for (const m of ownMethods(c)) {
      const tests = typeTests(m.body);
      if (tests.length) return broken(`${c.name}.${m.name} checks which concrete component it holds (type tests) to render it, so the page knows each fragment's internals; compose the components through their common contract so each can be developed and deployed on its own`, lineIn(m, tests[0]));
    }
  }
  if (composers.length && (contracts.length || model.language === 'python' || model.language === 'javascript')) return ok();
  const shell = everyMethod(model, { constructorFunctions: false }).find(({ owner, method }: Member) => servicesCalled(model, owner, method).length >= 2);
  return missing(`${shell ? `${named(shell.owner, shell.method)} fetches data from several services itself and renders every part; ` : ''}no UI components composed on the client: expected independent components behind one contract (each fetching its own data from its service) that a page or gateway assembles`, shell?.method.line ?? model.types[0]?.line);
};

/** Monolith: the application's modules call each other in-process and ship as one deployable. */
export const modulesCallInProcess: InvariantCheck = (model) => {
  const modules = concreteTypes(model).filter((t) => /Service|Con$|Controller|Module|Manager|Component/.test(t.name));
  const roots = new Set(modules.map((t) => t.name.replace(/(Service|Con|Controller|Module|Manager|Component)$/, '').toLowerCase()).filter((r) => r.length > 2));
  const findings: Finding[] = [];
  for (const t of concreteTypes(model)) {
    for (const m of ownMethods(t)) {
      const http = [...m.body.matchAll(HTTP_CALL)][0];
      if (!http) continue;
      const around = m.body.slice(Math.max(0, http.index! - 120), http.index! + 200).toLowerCase();
      const target = [...roots].find((r) => !t.name.toLowerCase().startsWith(r) && new RegExp(`\\b${r}(?:s|_?service|_?api|_?url|_?client|_?endpoint|_?host)?\\b|${r}(?:service|api|url|client|endpoint|host)`).test(around));
      if (target) findings.push({ message: `${t.name}.${m.name} calls the ${target} module over HTTP instead of calling it in-process, so one application behaves like distributed services (network failures, serialisation, separate deployments); in a monolith modules call each other directly`, line: lineIn(m, http.index!) });
    }
  }
  const starts = everyMethod(model, { constructorFunctions: false }).filter(({ method }) => /\bSpringApplication\.run\b|\bapp\.listen\s*\(|\bhttp\.ListenAndServe\w*\s*\(|\buvicorn\.run\s*\(|\bapp\.run\s*\(|\bWebApplication\.CreateBuilder\b|\bserve\s*\(/.test(method.body));
  if (starts.length >= 2) findings.push({ message: `${starts.map((s) => named(s.owner, s.method)).join(' and ')} each start their own server, so the application ships as several deployables; a monolith runs all its modules in one process`, line: starts[1].method.line });
  return brokenAll(findings);
};
