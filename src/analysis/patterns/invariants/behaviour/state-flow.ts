// One-way state flow: a bloc emits each new state to every listener; in flux, views only dispatch
// actions and stores change their own state and announce it.
import type { CodeModel, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { callsOnFieldAt, fieldUses, fieldWrites, lineIn } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, ownMethods } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';

const LISTENERS = /^_?_?(listeners|observers|subscribers|callbacks|handlers|watchers|views|subs|Listeners|Observers|Subscribers|Views)$/;
const STATE = /^_?_?(state|currentState|current_state|value|model|State|CurrentState|Value|counter|count)$/;
const NOTIFY = /^(emit\w*|notify\w*|publish\w*|broadcast|dispatch\w*|fire\w*|Emit\w*|Notify\w*|Publish\w*|Broadcast|onChange|changed|Changed|trigger\w*|setState)$/;

/** Whether a method (directly or through a helper) hands the state to the listeners. */
function notifies(model: CodeModel, t: TypeDecl, method: string, listeners: string, seen = new Set<string>()): boolean {
  const m = t.methods.find((x) => x.name === method);
  if (!m || seen.has(method)) return false;
  seen.add(method);
  if (fieldUses(model, m, listeners).length) return true;
  return callsOf(m).some((c) => (c.receiver === null || /^(this|self|super|base)$/.test(c.receiver)) && (NOTIFY.test(c.name) || notifies(model, t, c.name, listeners, seen)));
}

/** Bloc: every change of state goes out to all listeners as a new state object. */
export const emitsEveryStateChange: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let blocs = 0;
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const listeners = t.fields.find((f) => LISTENERS.test(f.name));
    const state = t.fields.find((f) => STATE.test(f.name) && f !== listeners);
    if (!listeners || !state) continue;
    blocs++;
    const s = escapeRe(state.name.replace(/^_+/, ''));
    for (const m of ownMethods(t).filter((x) => !x.isAbstract)) {
      const inPlace = new RegExp(`(?:this\\.|self\\.|\\b\\w\\.|\\b)_?${s}\\s*\\.\\s*\\w+\\s*(?:[-+*/]?=(?!=)|\\+\\+|--)|(?:\\+\\+|--)\\s*(?:this\\.|self\\.)?_?${s}\\s*\\.`).exec(m.body);
      if (inPlace) findings.push({ message: `${t.name}.${m.name} mutates the state object in place (${inPlace[0].trim()}) instead of emitting a new state, so listeners holding the previous state see it change under them and cannot tell old from new`, line: lineIn(m, inPlace.index) });
      const writes = fieldWrites(model, m, state.name);
      if (!writes.length && !inPlace) continue;
      if (!notifies(model, t, m.name, listeners.name)) findings.push({ message: `${t.name}.${m.name} changes ${state.name} without emitting it to the ${listeners.name}, so registered listeners keep showing the old state`, line: lineIn(m, (writes[0] ?? inPlace?.index) as number) });
    }
  }
  if (!blocs) return missing('no bloc found: expected a component that holds the current state, lets listeners subscribe, and emits every new state to all of them', model.types[0]?.line);
  return brokenAll(findings);
};

const isStore = (t: TypeDecl) => /Store$|Store\b|Reducer$/.test(t.name) || t.methods.some((m) => /^(onAction|on_action|OnAction|reduce|handleAction|handle_action|HandleAction|receive)$/.test(m.name));
const isView = (t: TypeDecl) => /View$|Component$|Page$|Widget$|Screen$|Ui$|UI$/.test(t.name);

/** Flux: views change nothing in the stores themselves; they dispatch actions through the dispatcher. */
export const viewsDispatchActions: InvariantCheck = (model) => {
  const stores = model.types.filter(isStore);
  if (!stores.length) return missing('no store found: expected stores that hold the application state and change it only when the dispatcher hands them an action, and views that dispatch actions', model.types[0]?.line);
  const storeNames = new Set(stores.flatMap((s) => [s.name, ...s.bases]));
  const findings: Finding[] = [];
  for (const v of model.types.filter((t) => isView(t) && !isStore(t))) {
    for (const f of v.fields.filter((x) => storeNames.has(baseTypeName(fieldType(v, x))) || /store/i.test(x.name))) {
      for (const m of ownMethods(v)) {
        const setter = callsOnFieldAt(model, m, f.name).find((c) => /^(set[A-Z_]\w*|set|update\w*|Set\w*|Update\w*|add\w*|remove\w*|select\w*|change\w*|Select\w*|Change\w*)$/.test(c.name) && !/^(addListener|add_listener|AddListener|addView|registerView|subscribe)$/.test(c.name));
        const write = new RegExp(`\\b(?:this\\.|self\\.)?_?${escapeRe(f.name.replace(/^_+/, ''))}\\s*\\.\\s*\\w+\\s*=(?!=)`).exec(m.body);
        if (setter || write) findings.push({ message: `${v.name}.${m.name} changes the store directly (${setter ? `${f.name}.${setter.name}()` : write![0].trim()}) instead of dispatching an action, so the data no longer flows one way through the dispatcher and other stores never hear about the change`, line: lineIn(m, setter?.index ?? write!.index) });
      }
    }
  }
  return brokenAll(findings);
};

/** Flux: a store that changes its state on an action announces the change to its views. */
export const storesEmitChange: InvariantCheck = (model) => {
  const stores = model.types.filter(isStore);
  if (!stores.length) return missing('no store found: expected stores that update their state when they receive an action and then notify the views registered with them', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const s of stores) {
    const handlers = ownMethods(s).filter((m) => /^(onAction|on_action|OnAction|reduce|handleAction|handle_action|HandleAction|receive|dispatch)$/.test(m.name) && !m.isAbstract);
    for (const m of handlers) {
      const changed = s.fields.filter((f) => !LISTENERS.test(f.name) && fieldWrites(model, m, f.name).length);
      if (!changed.length) continue;
      const emits = callsOf(m).some((c) => /^(notify\w*|emit\w*|Notify\w*|Emit\w*|changed|onChange|publish\w*|fire\w*|broadcast)$/.test(c.name)) || s.fields.some((f) => LISTENERS.test(f.name) && fieldUses(model, m, f.name).length);
      if (!emits) findings.push({ message: `${s.name}.${m.name} updates ${changed.map((f) => f.name).join(', ')} on the action but never emits a change, so the views registered with the store are not re-rendered`, line: m.line });
    }
  }
  return brokenAll(findings);
};
