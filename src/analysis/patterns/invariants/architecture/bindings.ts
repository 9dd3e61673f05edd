// Invariants of bound presentation state (MVVM, Presentation Model, MVI): the state object never knows
// the view, tells bound views about every change, and changes only through intents.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, isCollectionType } from '../../../code/model.js';
import { callsIn, creations, fieldWrites, lineIn, ownMethods, typeTests } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing, namePattern } from '../types.js';
import { annotationsAbove, isViewRef, paramsOf, typeSpan, uiOutput } from './roles.js';
import { viewsOf } from './views.js';
import { everyMethod, named, concreteTypes } from '../members.js';

/** MVVM / Presentation Model: the state holder exposes state and commands and never refers to a view or a widget. */
export const stateIgnoresView: InvariantCheck = (model, params) => {
  const role = namePattern(params, 'role', '\\w*View_?Model\\w*|\\w*Vm');
  const roleName = typeof params.role_name === 'string' ? params.role_name : 'view model';
  const holders = concreteTypes(model).filter((t) => role.test(t.name));
  // The state holder is used but not shown (the view binds to a view model declared elsewhere).
  if (!holders.length && model.types.some((t) => t.fields.some((f) => role.test(baseTypeName(fieldType(t, f)) || f.name)) || t.methods.some((m) => paramsOf(m).some((p) => role.test(baseTypeName(p.type) || p.name))))) return { passed: true, findings: [] };
  if (!holders.length) {
    const busy = viewsOf(model).find((v) => v.fields.some((f) => !f.isStatic) && ownMethods(v).some((m) => m.body.trim()));
    return missing(`no ${roleName} found${busy ? `: ${busy.name} keeps the UI state and logic itself` : ''}; expected a ${roleName} class that holds the view's state and behaviour so it can be tested without the view`, busy?.line ?? model.types[0]?.line);
  }
  const views = new Set(viewsOf(model).map((v) => v.name));
  const findings: Finding[] = [];
  for (const h of holders) {
    const viewField = h.fields.find((f) => !f.isStatic && !isCollectionType(fieldType(h, f)) && (views.has(baseTypeName(fieldType(h, f))) || isViewRef(model, f.name, fieldType(h, f))));
    if (viewField) {
      findings.push({ message: `the ${roleName} ${h.name} holds a reference to the view (${viewField.name}), so it depends on the UI it should be independent of; the view binds to the ${roleName}'s state, never the other way round`, line: viewField.line });
      continue;
    }
    for (const m of h.methods) {
      const viewParam = paramsOf(m).find((p) => views.has(baseTypeName(p.type)));
      const made = creations(model, m.body).find((c) => views.has(c.type));
      const out = /^(toString|__str__|__repr__)$/.test(m.name) ? undefined : uiOutput(m.body);
      if (!viewParam && !made && !out) continue;
      const what = viewParam ? `takes the view ${baseTypeName(viewParam.type)}` : made ? `creates the view ${made.type}` : `draws on the screen itself (${out!.text})`;
      findings.push({ message: `${h.name}.${m.name} ${what}, so the ${roleName} depends on the UI; it should only expose state and commands that the view reads and binds to`, line: made ? lineIn(m, made.index) : out ? lineIn(m, out.index) : m.line });
      break;
    }
  }
  return brokenAll(findings);
};

/** Explicit change notification in use: the view model has to raise it itself on every change. */
const EXPLICIT_NOTIFY = /INotifyPropertyChanged|OnPropertyChanged|RaisePropertyChanged|NotifyPropertyChanged|PropertyChangeSupport|firePropertyChange|@NotifyChange|notifyPropertyChanged|notifyChange|notifyListeners|notify_?observers|notifyObservers|PropertyChanged\s*\?\.\s*Invoke/;
const NOTIFIES = /notify|OnPropertyChanged|RaisePropertyChanged|firePropertyChange|SetProperty|SetField|PropertyChanged|emit|publish|changed|Changed|fire\w*|dispatchEvent|\.next\s*\(|\.Set\s*\(\s*ref\b/;
const REACTIVE = /LiveData|Subject|Flow|Observable|Property|Signal|Ref\b|ref\b|Reactive|ObservableCollection|BindingList/;

/** MVVM: every change to bound state raises the change notification the view listens for. */
export const notifiesBoundView: InvariantCheck = (model, params) => {
  const role = namePattern(params, 'role', '\\w*View_?Model\\w*|\\w*Vm');
  const findings: Finding[] = [];
  for (const vm of concreteTypes(model).filter((t) => role.test(t.name))) {
    const { text, start } = typeSpan(model, vm);
    // Go methods sit outside the struct's braces.
    if (!EXPLICIT_NOTIFY.test(`${text}\n${vm.methods.map((m) => m.body).join('\n')}`) && !vm.bases.some((b) => /INotifyPropertyChanged|ObservableObject|BindableBase|ViewModelBase|Observable|ChangeNotifier/.test(b))) continue;
    findings.push(...silentSetters(model, vm, text, start));
  }
  return brokenAll(findings);
};

function silentSetters(model: CodeModel, vm: TypeDecl, text: string, start: number): Finding[] {
  const findings: Finding[] = [];
  // C# properties: `set { _name = value; }` without raising PropertyChanged.
  for (const p of text.matchAll(/(?:public|internal)\s+[\w<>?,\s[\]]+?\s(\w+)\s*\{([^{}]*?\bset\s*(?:\{[^{}]*\}|=>[^;]*;|;)[^{}]*)\}/g)) {
    const setter = /\bset\s*(\{[^{}]*\}|=>[^;]*;|;)/.exec(p[2])!;
    // Auto-properties (`set;`) are left alone: only a setter body that assigns can forget to notify.
    if (/\b(?:private|protected|init)\s+set\b/.test(p[2]) || setter[1] === ';' || NOTIFIES.test(setter[1])) continue;
    findings.push({ message: `${vm.name}.${p[1]} changes its value without raising PropertyChanged, so views bound to ${p[1]} keep showing the old value`, line: model.lineOf(start + p.index!) });
  }
  const notifying = new Set(ownMethods(vm).filter((m) => NOTIFIES.test(m.body) || annotationsAbove(model, m.line).some((a) => /NotifyChange|Notify/.test(a))).map((m) => m.name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of ownMethods(vm)) if (!notifying.has(m.name) && callsIn(m.body).some((c) => notifying.has(c.name) && (c.receiver === null || /^(this|self)$/.test(c.receiver)))) notifying.add(m.name), (grew = true);
  }
  for (const m of ownMethods(vm).filter((x) => x.visibility !== 'private' && x.visibility !== 'protected' && !notifying.has(x.name))) {
    const changed = vm.fields.filter((f) => !f.isStatic && !REACTIVE.test(fieldType(vm, f) ?? '') && fieldWrites(model, m, f.name).length);
    if (!changed.length) continue;
    findings.push({ message: `${vm.name}.${m.name} changes ${changed.map((f) => f.name).join(', ')} without raising a change notification, so views bound to ${changed.length > 1 ? 'them' : 'it'} keep showing the old value`, line: lineIn(m, fieldWrites(model, m, changed[0].name)[0]) });
  }
  return findings;
}

const INTENT_ENTRY = /^(process|dispatch|reduce|reducer|onIntent|on_intent|handleIntent|handle_intent|handle|Handle|send|Send|accept|submit|intent|update|Update|Dispatch|Process|Reduce|onEvent|on_event|post|Post)$/;
const INTENT_TYPE = /Intent|Event|Action|Msg|Message|Command/;

/** The method that turns intents into new state: takes an intent object and branches on it or lets it apply itself. */
function intentEntries(model: CodeModel): { owner?: TypeDecl; method: MethodDecl }[] {
  const intentTypes = new Set(model.types.filter((t) => INTENT_TYPE.test(t.name) || model.types.some((b) => b.name !== t.name && INTENT_TYPE.test(b.name) && t.bases.includes(b.name))).map((t) => t.name));
  return everyMethod(model, { constructorFunctions: false }).filter(({ method }) => {
    if (!INTENT_ENTRY.test(method.name) || method.isConstructor) return false;
    return paramsOf(method).some((p) => INTENT_TYPE.test(`${p.type ?? ''} ${p.name}`) || intentTypes.has(baseTypeName(p.type)) || (p.name.length > 0 && new RegExp(`\\b${p.name}\\s*\\.\\s*(?:apply|Apply|type|kind|Type|Kind)\\b`).test(method.body)) || typeTests(method.body).length > 0 || /\bswitch\b|\bmatch\s+\w+|\bcase\b/.test(method.body));
  });
}

/** MVI: user actions arrive as intent objects at one entry that produces the next state. */
export const intentsEnterOnePlace: InvariantCheck = (model) => {
  const entries = intentEntries(model);
  if (entries.length) return { passed: true, findings: [] };
  // The handler is not shown, but the view hands it intent objects.
  if (callsIn(model.stripped).some((c) => c.receiver !== null && INTENT_ENTRY.test(c.name) && new RegExp(`^\\s*(?:new\\s+\\w*(?:${INTENT_TYPE.source})|\\{\\s*type\\s*:|\\w*(?:${INTENT_TYPE.source})\\w*\\s*[({])`).test(model.stripped.slice(model.stripped.indexOf('(', c.index) + 1)))) return { passed: true, findings: [] };
  const direct = viewsOf(model).flatMap((v) => ownMethods(v).map((m) => ({ v, m }))).find(({ m }) => callsIn(m.body).some((c) => c.receiver !== null && /model|state|store|vm|viewModel|view_model/i.test(c.receiver) && !/^(get\w*|render|subscribe|observe)$/i.test(c.name)));
  return missing(`${direct ? `${named(direct.v, direct.m)} calls the model's operations directly; ` : ''}no intents: expected user actions modelled as intent objects handed to one process/dispatch/reduce step that produces the next state, which the view then renders`, direct?.m.line ?? model.types[0]?.line);
};
