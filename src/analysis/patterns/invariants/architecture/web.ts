// Invariants of web request handling: a front controller is the one entry that dispatches each request
// to its handler, a page controller serves one page, and service to worker runs the work before the view.
import type { CodeModel } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { branches, callsIn, conditionals, creations, lineIn, ownMethods } from '../../../code/body.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { paramsOf, typeInScope, typesNamed } from './roles.js';
import { type Member, everyMethod, named, concreteTypes } from '../members.js';

const ENTRY_METHOD = /^(handle\w*|Handle\w*|dispatch\w*|Dispatch\w*|route\w*|Route\w*|serve\w*|Serve\w*|ServeHTTP|process\w*|Process\w*|service|doGet|doPost|__call__|execute|onRequest|on_request)$/;
const FRONT = /Front|Dispatcher|Router|Controller|Application|App$|Kernel|Server|Handler|Gateway|Entry/;
const LOOKUP = /\.(?:get|Get|getOrDefault|GetValueOrDefault|TryGetValue|get_or_default|find|lookup|resolve|Resolve)\s*\(|[\w$)\]]\s*\[[^\]\n]*[A-Za-z_][^\]\n]*\]|\bClass\.forName\b|\bgetattr\s*\(|\bActivator\.CreateInstance\b|\bType\.GetType\b|\bglobals\s*\(\s*\)|\breflect\./;
const HANDLER_CALL = /^(process|execute|handle|run|render|dispatch|Handle|Execute|Process|Run|Render|ServeHTTP|serve|apply|__call__|invoke|Invoke|call|display|show)$/;
const HANDLER_TYPE = /Command|Handler|Controller|Action|Page|View|Servlet|Endpoint|Resource/;

/** Whether a front-controller entry hands the request to something else chosen for it. */
function dispatches(model: CodeModel, e: Member, depth = 0): boolean {
  const body = e.method.body;
  if (LOOKUP.test(body)) return true;
  if (creations(model, body).some((c) => HANDLER_TYPE.test(c.type))) return true;
  for (const c of callsIn(body)) {
    if (!c.receiver || /^(this|self)$/.test(c.receiver)) {
      // A helper of its own that picks the handler (`getCommand(request)`).
      const helper = e.owner?.methods.find((m) => m.name === c.name && m !== e.method);
      if (helper && depth < 2 && dispatches(model, { owner: e.owner, method: helper }, depth + 1)) return true;
      continue;
    }
    if (!HANDLER_CALL.test(c.name) && !/^(dispatch|route|forward|Dispatch|Route|Forward)\w*$/.test(c.name)) continue;
    const type = baseTypeName(typeInScope(model, e.owner, e.method, c.receiver));
    const target = model.types.find((t) => t.name === type);
    if (!target) return true;
    if (target.kind === 'interface' || target.isAbstract) return true;
    const next = target.methods.find((m) => m.name === c.name);
    if (next && depth < 2 && dispatches(model, { owner: target, method: next }, depth + 1)) return true;
  }
  return false;
}

/** Front controller: one entry point receives every request and dispatches it to the handler for that request. */
export const frontControllerDispatches: InvariantCheck = (model) => {
  const entries = everyMethod(model, { constructorFunctions: false }).filter(({ owner, method }) => !method.isConstructor && paramsOf(method).length >= 1 && (owner ? FRONT.test(owner.name) && ENTRY_METHOD.test(method.name) : /front|dispatch|route|handle_?request|handleRequest|controller|^app$/i.test(method.name)));
  if (!entries.length) {
    return missing('no single entry point: requests reach each page or handler directly; expected a front controller that receives every request and dispatches it to the handler (command) for that request', model.types[0]?.line);
  }
  if (entries.some((e) => dispatches(model, e))) return ok();
  const e = entries.find((x) => branches(x.method.body).length >= 2) ?? entries[0];
  const inline = branches(e.method.body).length >= 2;
  return broken(`${named(e.owner, e.method)} does the work for every request itself${inline ? ' in a conditional chain on the request' : ''} instead of dispatching it to a separate handler (command) chosen for that request, so the entry point grows with every page and handlers cannot change independently`, e.method.line);
};

const PAGE_SUBJECT = /\b(?:path|page|uri|url|route|pathInfo|PathInfo|getPathInfo|getRequestURI|requestURI|RequestURI|Path|URL|screen|target|endpoint)\b/;

/** Page controller: each controller serves one page (or one action); none routes between pages. */
export const controllerPerPage: InvariantCheck = (model) => {
  const controllers = concreteTypes(model).filter((t) => /Controller|Page(?!Object)|Handler|Action$|Servlet|Resource$|Endpoint/.test(t.name) && !/Front|Dispatcher|Router/.test(t.name));
  const functions = model.functions.filter((f) => paramsOf(f).some((p) => /\b(?:http\.Request|HttpServletRequest|Request|HttpRequest|req|request)\b/.test(`${p.type ?? ''} ${p.name}`)) || (f.modifiers ?? []).some((d) => /\.(?:route|get|post)\s*\(/.test(d)));
  if (!controllers.length && !functions.length) return missing('no page controllers: expected one controller (class or handler function) per page or action that takes that page\'s request, works with the model and picks the view', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { owner, method } of [...controllers.flatMap((t) => ownMethods(t).map((method) => ({ owner: t, method }))), ...functions.map((method) => ({ owner: undefined, method }))]) {
    const onPage = conditionals(method.body, model.language).filter((c) => PAGE_SUBJECT.test(c.condition));
    const switches = [...method.body.matchAll(/\bswitch\s*\(?([^{)\n]*)|\bmatch\s+([^:\n]+):/g)].filter((m) => PAGE_SUBJECT.test(m[1] ?? m[2] ?? ''));
    if (onPage.length >= 2 || switches.length) {
      const at = switches[0]?.index ?? onPage[0].index;
      findings.push({ message: `${named(owner, method)} decides which page to serve from the request path and handles several pages itself, which makes it a front controller; a page controller handles the requests of one page, and each page gets its own controller`, line: lineIn(method, at) });
    }
  }
  return brokenAll(findings);
};

const WORKER = /action|command|worker|service|helper|business|processor|handler|usecase|model|repository/i;
const WORK_CALL = /^(perform\w*|execute|Execute|process\w*|Process\w*|run|Run|apply|Apply|handle|Handle|do[A-Z]\w*|set[A-Z]\w*|update(?!View)\w*|Update(?!View)\w*|save\w*|compute\w*|calculate\w*)$/;
const VIEW_CALL = /^(render\w*|Render\w*|display\w*|Display\w*|show\w*|Show\w*|updateView\w*|UpdateView\w*|draw\w*|present\w*|forward\w*)$/;

/** Service to worker: the controller (through its dispatcher) finishes the business work before it hands the model to the view. */
export const workBeforeView: InvariantCheck = (model) => {
  const coordinators = typesNamed(model, /Controller|Dispatcher|Servlet|Handler/).filter((t) => t.kind !== 'interface');
  if (!coordinators.length) return missing('no controller or dispatcher found: expected a controller that handles the request, has workers (actions, commands, services) do the business processing, and then dispatches to the view', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const t of coordinators) {
    for (const m of ownMethods(t)) {
      const calls = callsIn(m.body).filter((c) => c.receiver && !/^(this|self)$/.test(c.receiver));
      const work = calls.filter((c) => WORK_CALL.test(c.name) && (WORKER.test(`${c.receiver} ${typeInScope(model, t, m, c.receiver!) ?? ''}`) || /^(perform\w*|execute\w*|process\w*|run\w*|apply\w*)$/i.test(c.name)));
      const view = calls.filter((c) => (VIEW_CALL.test(c.name) || /view/i.test(c.receiver!)) && !/loading|progress|spinner|busy|wait/i.test(c.name));
      const early = view.find((v) => work.some((w) => w.index > v.index));
      if (!early) continue;
      const late = work.find((w) => w.index > early.index)!;
      findings.push({ message: `${t.name}.${m.name} renders the view (${early.receiver}.${early.name}) before the worker runs (${late.receiver}.${late.name}), so the view shows the model as it was before the request was processed; dispatch to the view only after the business processing is done`, line: lineIn(m, early.index) });
    }
  }
  return brokenAll(findings);
};
