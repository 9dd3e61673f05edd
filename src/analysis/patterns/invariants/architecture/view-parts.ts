// Invariants of how views are assembled: helpers prepare data the view only renders, a template holds the
// fixed layout that pages fill in, and a composite view renders every subview it is made of.
import type { CodeModel, TypeDecl } from '../../../code/model.js';
import { baseTypeName, isCollectionType, typeArguments } from '../../../code/model.js';
import { callsIn, conditionals, fieldUses, lineIn, loops, ownMethods, typeTests } from '../../../code/body.js';
import { fieldType, implementorsOf, iteratesField, typeIdentities } from '../../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { paramsOf, uiOutput, VIEW } from './roles.js';
import { everyMethod, named, concreteTypes } from '../members.js';

const HELPER = /Helper|Formatter|ViewModelFactory|Mapper|Preparer|Presenter|Decorator|Adapter|Assembler/;
const HELPER_FN = /^(format|prepare|present|to_?view|toView|build_?view|buildView|display_?name|displayName|humani[sz]e)/i;
const FORMATTING = /\bNumberFormat\b|\bDecimalFormat\b|\bSimpleDateFormat\b|\bDateTimeFormatter\b|\.toFixed\s*\(|\.toLocale(?:Date|Time)?String\s*\(|\bIntl\.\w+|\.strftime\s*\(|\blocale\.currency\s*\(|\.ToString\s*\(\s*["']|\.isoformat\s*\(|\.format\s*\(\s*(?:ISO\w*|DateTimeFormatter\.\w+|\w*FORMAT\w*)\s*\)|\bformat_currency\b|\.Format\s*\(\s*["']/;
const PREPARED = /ViewModel|Dto|DTO|View\w*Model|Vm$|Display\w*|Formatted\w*|Presentation\w*/;

/** View helper: the helper turns raw data into display-ready values; the view only renders what it gets. */
export const helperPreparesViewRenders: InvariantCheck = (model) => {
  const helpers = concreteTypes(model).filter((t) => HELPER.test(t.name));
  const helperFns = everyMethod(model, { constructorFunctions: false }).filter(({ owner, method }) => (!owner || !helpers.includes(owner)) && HELPER_FN.test(method.name) && !method.isConstructor);
  const views = concreteTypes(model).filter((t) => VIEW.test(t.name) && !HELPER.test(t.name) && !PREPARED.test(t.name));
  const findings: Finding[] = [];
  for (const v of views) {
    for (const m of ownMethods(v)) {
      const usesHelper = callsIn(m.body).some((c) => (c.receiver && helpers.some((h) => new RegExp(h.name.replace(/^\w/, (x) => `[${x}${x.toLowerCase()}]`)).test(c.receiver!))) || helperFns.some((f) => f.method.name === c.name) || /helper|formatter/i.test(c.receiver ?? ''));
      const formats = FORMATTING.exec(m.body);
      const raw = paramsOf(m).filter((p) => !PREPARED.test(p.type ?? '') && !/^(vm|viewModel|view_model|model|data|props|ctx|context)$/i.test(p.name));
      const decides = usesHelper ? undefined : conditionals(m.body, model.language).find((c) => raw.some((p) => new RegExp(`\\b${p.name}\\s*\\.`).test(c.condition)));
      if (!formats && !decides) continue;
      findings.push({ message: `${v.name}.${m.name} ${formats ? `formats values itself (${formats[0].replace(/\s*\(.*$/s, '').replace(/^\./, '')})` : `decides what to display from the raw data (${decides!.condition.trim().slice(0, 40)})`}, so presentation logic sits in the view; move it into the view helper, which prepares display-ready values that the view only renders`, line: lineIn(m, formats ? formats.index : decides!.index) });
      break;
    }
  }
  for (const h of helpers) {
    for (const m of ownMethods(h)) {
      const out = uiOutput(m.body);
      if (!out) continue;
      findings.push({ message: `${h.name}.${m.name} renders output itself (${out.text}) instead of returning display-ready data, so the helper has become a view and cannot be reused by other views`, line: lineIn(m, out.index) });
      break;
    }
  }
  if (findings.length) return brokenAll(findings);
  if (!helpers.length && !helperFns.length) return missing('no view helper found: expected a helper that formats or prepares the raw data (prices, dates, conditional labels) into a display-ready model that the view then renders', model.types[0]?.line);
  return ok();
};

const TEMPLATE_ENGINE = /\brender_template\s*\(|\bEnvironment\s*\(|\bTemplate\s*\(|\btemplate\.(?:Must|New|ParseFiles|ParseGlob|ParseFS)\b|\bExecuteTemplate\s*\(|\bres\.render\s*\(|\bRenderBody\b|\bRenderSection\b|\bget_template\s*\(|\bTemplateResponse\b|\bModelAndView\b|\bThymeleaf\b|\bHandlebars\b|\bMustache\b|\bnunjucks\b|\bejs\.render\b/;

/** Template view: a template fixes the page layout and pages supply only their dynamic content. */
export const templateFixesLayout: InvariantCheck = (model) => {
  for (const base of model.types.filter((t) => t.kind !== 'interface')) {
    const subs = implementorsOf(model, base.name).filter((s) => s.kind !== 'interface');
    if (!subs.length) continue;
    const hooks = new Set(base.methods.filter((m) => m.isAbstract || subs.some((s) => s.methods.some((x) => x.name === m.name))).map((m) => m.name));
    const template = ownMethods(base).find((m) => !m.isAbstract && callsIn(m.body).some((c) => hooks.has(c.name) && c.name !== m.name && (c.receiver === null || /^(this|self)$/.test(c.receiver))));
    if (!template) continue;
    const overriders = subs.filter((s) => s.methods.some((m) => m.name === template.name));
    if (overriders.length) {
      return broken(`${overriders.map((s) => s.name).join(', ')} override${overriders.length === 1 ? 's' : ''} ${base.name}.${template.name}, so ${overriders.length === 1 ? 'that page rebuilds' : 'those pages rebuild'} the whole layout instead of supplying only the dynamic content, and the common structure (header, footer) can drift between pages; keep ${template.name} in the template (final) and override only the content hook`, overriders[0].methods.find((m) => m.name === template.name)!.line);
    }
    return ok();
  }
  if (TEMPLATE_ENGINE.test(model.stripped)) return ok();
  // A layout function that takes the page's content (a string, a callback, children) and is used by the pages.
  const all = [...everyMethod(model, { constructorFunctions: false })];
  const layout = all.find(({ method }) => paramsOf(method).some((p) => /^(content|body|children|slot|inner|main|page|render\w*|fill|block)$/i.test(p.name) || /=>|Func<|Runnable|Supplier|Callable|func\(|Function|\(\)\s*->/.test(p.type ?? '')) && all.some((o) => o.method !== method && callsIn(o.method.body).some((c) => c.name === method.name)));
  if (layout) return ok();
  const pages = concreteTypes(model).filter((t) => VIEW.test(t.name) || ownMethods(t).some((m) => /^render|^display|^show/i.test(m.name)));
  const copied = pages.filter((p) => ownMethods(p).some((m) => /header|footer|nav|layout/i.test(m.body)));
  return missing(`${copied.length >= 2 ? `${copied.map((p) => p.name).join(' and ')} each render the common layout (header, footer) themselves; ` : ''}no template holds the page structure: expected a template view that renders the fixed layout and calls out for each page's dynamic content`, copied[0]?.line ?? model.types[0]?.line);
};

const CHILDREN = /^_?(children|subviews|sub_views|subViews|views|components|parts|sections|widgets|regions|panels|fragments|elements|items|nodes|panes|blocks|tiles|cells)$/i;
const RENDER = /^(render|Render|display|Display|draw|Draw|show|Show|paint|Paint|toHtml|to_html|html|view|View|__str__|toString|ToString|String|print|Print|build|Build)\w*$/;

/** Child collections of a composite: typed as a collection of a view/component type it shares, or (untyped) named like one. */
function childFields(model: CodeModel, t: TypeDecl) {
  const ids = typeIdentities(model, t);
  return t.fields.filter((f) => {
    const type = fieldType(t, f);
    if (f.isStatic) return false;
    if (type && isCollectionType(type)) {
      const element = typeArguments(type).map(baseTypeName);
      return element.some((e) => (ids.has(e) && e !== t.name) || VIEW.test(e) || /Component|Widget|Part|Section|Element|Node/.test(e));
    }
    return !type && CHILDREN.test(f.name);
  });
}

/** Composite view: a view made of subviews renders each of them through the same contract. */
export const compositeRendersChildren: InvariantCheck = (model) => {
  const composites = concreteTypes(model).map((t) => ({ t, children: childFields(model, t) })).filter((x) => x.children.length);
  if (!composites.length) return missing('no composite view found: expected a view that holds child views (subviews sharing one view contract) and renders the page by rendering each of them', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { t, children } of composites) {
    const renders = ownMethods(t).filter((m) => RENDER.test(m.name));
    if (!renders.length) continue;
    for (const m of renders) {
      const tests = typeTests(m.body);
      if (tests.length) {
        findings.push({ message: `${named(t, m)} checks the concrete type of its subviews to render them, so leaves and nested composites are not treated uniformly; render every child through the common view contract`, line: lineIn(m, tests[0]) });
        break;
      }
    }
    const forwards = renders.some((m) => children.some((f) => iteratesField(model, m, f.name.replace(/^_/, '')) || iteratesField(model, m, f.name) || (fieldUses(model, m, f.name).length > 0 && (loops(m.body).length > 0 || /\.(?:map|join|Select|forEach|ForEach|reduce)\s*\(|\bjoin\s*\(|\bfor\b/.test(m.body)))));
    if (!forwards) findings.push({ message: `${t.name} keeps its subviews in ${children.map((f) => f.name).join(', ')} but ${renders.map((m) => m.name).join('/')} never renders them, so the composite draws its own fixed content and the parts it is made of never appear`, line: renders[0].line });
  }
  return brokenAll(findings);
};
