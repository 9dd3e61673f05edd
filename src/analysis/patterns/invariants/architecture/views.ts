// Invariants of the model–view family: the model knows nothing of the view, the view only presents
// and passes user actions on, and a presenter talks to its view through an interface.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, isCollectionType } from '../../../code/model.js';
import { callsIn, creations, lineIn, ownMethods } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing, namePattern, ok } from '../types.js';
import { infraCall, isViewRef, MUTATOR, paramsOf, receiverPath, typeInScope, typesNamed, uiOutput, VIEW, VIEW_EXCLUDED } from './roles.js';
import { concreteTypes, untyped } from '../members.js';

/** The snippet's view classes (not view models, helpers or presenters). */
export const viewsOf = (model: CodeModel) => concreteTypes(model).filter((t) => VIEW.test(t.name) && !VIEW_EXCLUDED.test(t.name));
const isView = (model: CodeModel, name: string) => viewsOf(model).some((v) => v.name === name) || (VIEW.test(name) && !VIEW_EXCLUDED.test(name));
const MEDIATOR = /Presenter|Controller|View_?Model|Vm$|^_?vm$|Dispatcher|Intent|Store$|Bloc$|Reducer|Coordinator|PresentationModel|^_?pm$/i;
const SERVICE = /(Service|Repository|Repo|Dao|DAO|Loader|Gateway|Client|Api|Database|Db|DB|Connection|Session|Manager|Action|Worker|UseCase|Interactor)$/i;
const MODEL_NAME = /model|state|entity|data|store|record/i;
/** Registering for change notifications is how a view observes the model, not a change to it. */
const OBSERVE = /^(?:add|remove|Add|Remove)\w*(?:Observer|Listener|Subscriber|Handler|Callback)$|^(?:subscribe|unsubscribe|attach|detach|observe|register\w*(?:Observer|Listener)|addEventListener|removeEventListener)$/;
const toString = /^(toString|ToString|__str__|__repr__|String|describe)$/;

/** Types that play the model: named so, or held by a controller without being a view. */
function modelsOf(model: CodeModel): TypeDecl[] {
  const named = concreteTypes(model).filter((t) => /Model$|Model[A-Z]|Entity$|State$|Domain/.test(t.name) && !/ViewModel|PresentationModel/.test(t.name));
  const held = typesNamed(model, /Controller/).flatMap((c) => c.fields.map((f) => model.types.find((t) => t.name === baseTypeName(fieldType(c, f))))).filter((t): t is TypeDecl => !!t && t.kind !== 'interface' && !isView(model, t.name) && !/Controller|Service|Repository/.test(t.name));
  return [...new Set([...named, ...held])];
}

/** MVC: the model holds the data and rules and never refers to, creates or drives a view. */
export const modelIgnoresView: InvariantCheck = (model) => {
  const views = viewsOf(model);
  const controllers = typesNamed(model, /Controller/);
  if (!views.length && !controllers.length) {
    const allInOne = concreteTypes(model).find((t) => t.fields.length && ownMethods(t).some((m) => uiOutput(m.body)));
    return missing(`${allInOne ? `${allInOne.name} keeps the data and also prints it itself; ` : ''}there is no separate view presenting the model and no controller handling input and updating the model`, allInOne?.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const m of modelsOf(model)) {
    const viewField = m.fields.find((f) => !f.isStatic && !isCollectionType(fieldType(m, f)) && isViewRef(model, f.name, fieldType(m, f)));
    if (viewField) {
      findings.push({ message: `the model ${m.name} holds a view (${viewField.name}), so the model knows how it is presented and must change whenever the view does; in MVC the model knows nothing of the view — the controller updates the view from the model`, line: viewField.line });
      continue;
    }
    for (const method of m.methods) {
      const viewParam = paramsOf(method).find((p) => p.type && isView(model, baseTypeName(p.type)));
      const made = creations(model, method.body).find((c) => isView(model, c.type));
      const printed = toString.test(method.name) ? undefined : uiOutput(method.body);
      const what = viewParam ? `takes a ${baseTypeName(viewParam.type)} in ${method.name}` : made ? `creates a ${made.type} in ${method.name}` : printed ? `writes to the screen itself (${printed.text}) in ${method.name}` : undefined;
      if (!what) continue;
      findings.push({ message: `the model ${m.name} ${what}, so presentation leaks into the model; in MVC the model knows nothing of the view and the view (through the controller) presents the model's data`, line: made ? lineIn(method, made.index) : printed ? lineIn(method, printed.index) : method.line });
      break;
    }
  }
  return brokenAll(findings);
};

/** What a view's call does that a view should not: touches a service, or changes the model. */
function overreach(model: CodeModel, view: TypeDecl, m: MethodDecl, intent: RegExp | undefined): { text: string; index: number; kind: 'service' | 'model' | 'mediator' } | undefined {
  for (const c of callsIn(m.body)) {
    if (!c.receiver || /^(?:this|self|super|base)$/.test(c.receiver)) continue;
    const path = receiverPath(m, c.receiver);
    const root = path[0];
    const written = typeInScope(model, view, m, root);
    const type = baseTypeName(written);
    if (!written && !view.fields.some((f) => f.name.replace(/^_/, '') === root.replace(/^_/, '')) && !paramsOf(m).some((p) => p.name === root)) continue;
    const label = `${c.receiver}.${c.name}()`;
    const through = path.length > 1 && /state|model|getState|data/i.test(path.slice(1).join('.'));
    if (MEDIATOR.test(type || root)) {
      if (through && MUTATOR.test(c.name)) return { text: label, index: c.index, kind: 'model' };
      if (intent && path.length === 1 && MUTATOR.test(c.name) && !intent.test(c.name)) return { text: label, index: c.index, kind: 'mediator' };
      continue;
    }
    if (isView(model, type || root)) continue;
    if (SERVICE.test(type || root) && !/^(String|Object|List|Map)$/.test(type)) return { text: label, index: c.index, kind: 'service' };
    const declaredModel = model.types.some((t) => t.name === type && t.kind !== 'interface' && !isView(model, t.name));
    const namedModel = !type && (MODEL_NAME.test(root) || model.types.some((t) => t.kind !== 'interface' && !isView(model, t.name) && t.name.toLowerCase() === root.replace(/_/g, '').toLowerCase()));
    if ((declaredModel || namedModel) && MUTATOR.test(c.name) && !OBSERVE.test(c.name)) return { text: label, index: c.index, kind: 'model' };
  }
  for (const w of m.body.matchAll(/\b(?:\w+\.)?(_?(?:model|state|\w*[Mm]odel|\w*State))\s*\.\s*\w+\s*(?:[-+*/]?=(?!=)|\+\+|--)/g)) {
    if (MEDIATOR.test(w[1]) && !intent) continue;
    return { text: w[0].replace(/\s*(?:[-+*/]?=|\+\+|--)$/, '').trim(), index: w.index!, kind: 'model' };
  }
  return undefined;
}

/** The view only presents: it never changes the model or calls services, and leaves that to its mediator. */
export const viewOnlyPresents: InvariantCheck = (model, params) => {
  const mediator = typeof params.mediator === 'string' ? params.mediator : 'controller';
  const intent = typeof params.intent === 'string' ? namePattern(params, 'intent', '') : undefined;
  const views = viewsOf(model);
  // Nothing to check when only the view's interface, or only its mediator, is shown.
  const implied = model.types.some((t) => (t.kind === 'interface' && VIEW.test(t.name)) || MEDIATOR.test(t.name)) || model.functions.some((f) => /^(reduce|reducer|dispatch|present|handle_?intent)/i.test(f.name));
  if (!views.length && (params.optional === true || implied)) return ok();
  if (!views.length) return missing(`no view found: expected a view class that only displays the data it is given and passes user actions to the ${mediator}`, model.types[0]?.line);
  const findings: Finding[] = [];
  for (const v of views) {
    for (const m of ownMethods(v)) {
      const infra = infraCall(m.body);
      const over = infra ? { text: infra.text, index: infra.index, kind: 'service' as const } : overreach(model, v, m, intent);
      if (!over) continue;
      const did = over.kind === 'service' ? `does business work itself (${over.text})` : over.kind === 'mediator' ? `calls ${over.text} to change the state directly instead of sending an intent` : `changes the model directly (${over.text})`;
      findings.push({ message: `${v.name}.${m.name} ${did}, so business logic sits in the view; the view should only display data and pass the user's action to the ${mediator}, which updates the model`, line: lineIn(m, over.index) });
      break;
    }
  }
  return brokenAll(findings);
};

/** MVP: the presenter drives the view only through a view interface, never a concrete UI class or toolkit. */
export const presenterUsesViewInterface: InvariantCheck = (model) => {
  const presenters = concreteTypes(model).filter((t) => /Presenter/.test(t.name));
  if (!presenters.length && /presenter/i.test(model.stripped)) return ok();
  if (!presenters.length) {
    const busyView = viewsOf(model).find((v) => ownMethods(v).some((m) => overreach(model, v, m, undefined) || infraCall(m.body)));
    return missing(`no presenter found${busyView ? `: ${busyView.name} handles the user's actions and works with the model itself` : ''}; MVP needs a presenter that takes the view's events, updates the model and tells the view what to show`, busyView?.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const p of presenters) {
    const refs = [...p.fields.map((f) => ({ name: f.name, type: fieldType(p, f), line: f.line })), ...p.methods.flatMap((m) => paramsOf(m).map((x) => ({ name: x.name, type: x.type, line: m.line })))];
    const concreteView = untyped(model) ? undefined : refs.find((r) => r.type && model.types.some((t) => t.name === baseTypeName(r.type) && (t.kind === 'class' || t.kind === 'struct') && !t.isAbstract && isView(model, t.name)));
    if (concreteView) {
      findings.push({ message: `${p.name} depends on the concrete view ${baseTypeName(concreteView.type)} (${concreteView.name}) instead of a view interface, so the presenter is tied to one UI and cannot be tested with a stub view`, line: concreteView.line });
      continue;
    }
    for (const m of ownMethods(p)) {
      const out = uiOutput(m.body);
      if (!out) continue;
      findings.push({ message: `${p.name}.${m.name} writes to the UI itself (${out.text}) instead of calling a method of its view interface, so the presenter is bound to a UI toolkit and the view is no longer the only thing that draws`, line: lineIn(m, out.index) });
      break;
    }
  }
  return brokenAll(findings);
};
