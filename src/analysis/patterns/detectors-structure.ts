// Generic detectors for how participants are wired: wrappers, adapters, composites, strategies, factories, builders, observers, chains.

import type { CodeModel, TypeDecl } from '../code/model.js';
import { baseTypeName, isCollectionType, typeArguments } from '../code/model.js';
import { callsOnField, createsInstance, fieldType, implementorsOf, iteratesField, typeIdentities } from '../code/queries.js';
import { type CheckOutcome, absent, fail, pass } from './check-types.js';
import { concreteTypes } from './invariants/members.js';

const PRIMITIVES = /^(String|string|str|int|long|short|byte|bool|boolean|Boolean|Integer|Long|double|float|Double|number|char|object|Object|any|unknown|void|Set|Map|List|HashMap|Dictionary|bytes|error|time|Duration|Logger|ILogger)$/;
const firstLine = (m: CodeModel) => concreteTypes(m)[0]?.line ?? m.types[0]?.line;

/** Proxy / decorator: implements the same contract as a wrapped instance and forwards to it. */
export function wrapsSameInterface(model: CodeModel): CheckOutcome {
  for (const t of concreteTypes(model)) {
    const ids = typeIdentities(model, t);
    for (const f of t.fields) {
      const ft = baseTypeName(fieldType(t, f));
      if (f.isStatic || (ft && (!ids.has(ft) || ft === t.name))) continue;
      if (!ft && model.language !== 'python' && model.language !== 'javascript') continue;
      if (t.methods.some((m) => !m.isConstructor && callsOnField(model, m, f.name).includes(m.name))) return pass();
    }
  }
  return fail('no class implements the subject\'s interface while holding another instance of that interface and forwarding the same calls to it (the real subject / wrapped component)', firstLine(model));
}

/** Adapter: implements the interface clients expect and translates calls to a wrapped object of another type. */
export function adaptsOtherType(model: CodeModel): CheckOutcome {
  for (const t of concreteTypes(model)) {
    if (!t.bases.length && model.language !== 'go' && model.language !== 'python') continue;
    const ids = typeIdentities(model, t);
    if (model.language === 'go' && ids.size <= 1) continue;
    for (const f of t.fields) {
      const ft = baseTypeName(fieldType(t, f));
      if (f.isStatic || ids.has(ft) || PRIMITIVES.test(ft)) continue;
      if (t.methods.some((m) => !m.isConstructor && callsOnField(model, m, f.name).length > 0)) return pass();
    }
    // Class adapter: extends the adaptee and implements the target.
    if (t.bases.length >= 2 && t.methods.some((m) => /\bsuper\.\w+\(|\bthis\.\w+\(/.test(m.body))) return pass();
  }
  return fail('no adapter found: expected a class that implements the target interface clients use and translates each call to a wrapped adaptee of a different type', firstLine(model));
}

/** Composite: a node of the component type holds children of that type and forwards operations to them. */
export function compositeChildren(model: CodeModel): CheckOutcome {
  let holder: TypeDecl | undefined;
  for (const t of concreteTypes(model)) {
    const ids = typeIdentities(model, t);
    for (const f of t.fields) {
      const ft = fieldType(t, f);
      if (!isCollectionType(ft) || !typeArguments(ft).some((a) => ids.has(a))) continue;
      holder = t;
      if (t.bases.length || model.language === 'python' || model.language === 'javascript') {
        if (t.methods.some((m) => !m.isConstructor && iteratesField(model, m, f.name))) return pass();
      }
    }
  }
  if (holder) return fail(`${holder.name} holds children but does not share the component type with its leaves or does not forward operations to each child`, holder.line);
  return fail('no composite found: expected a class that implements the component type and keeps a collection of children of that same type', firstLine(model));
}

/** Chain of responsibility: a handler keeps a successor of its own kind and passes requests on. */
export function chainSuccessor(model: CodeModel): CheckOutcome {
  for (const t of concreteTypes(model)) {
    const ids = typeIdentities(model, t);
    for (const f of t.fields) {
      if (!ids.has(baseTypeName(fieldType(t, f))) && !/next|successor/i.test(f.name)) continue;
      if (t.methods.some((m) => callsOnField(model, m, f.name).length > 0)) return pass();
    }
  }
  return fail('no handler keeps a reference to the next handler of the same type and passes the request along', firstLine(model));
}

/** Strategy: one contract with interchangeable implementations, held by a context that calls it. */
export function strategyInterchangeable(model: CodeModel): CheckOutcome {
  const contracts = model.types.filter((t) => t.kind === 'interface' || t.isAbstract);
  for (const c of contracts) {
    const impls = implementorsOf(model, c.name);
    const context = concreteTypes(model).find((t) => !impls.includes(t) && t.fields.some((f) => baseTypeName(fieldType(t, f)) === c.name));
    if (context && impls.length >= 1) return pass();
    if (impls.length >= 2 && model.types.some((t) => t.methods.some((m) => m.params.some((p) => baseTypeName(p.type) === c.name)))) return pass();
  }
  // Functional style: strategies passed as functions.
  if (/\b(Func<|Function<|Callable\b|=>\s*\w+\)|func\(\w*\s*\w*\)\s*\w+)/.test(model.stripped) && /strategy|policy/i.test(model.stripped)) return pass();
  return fail('no strategy contract with interchangeable implementations held and called by a context class', firstLine(model));
}

/** Factory: a creation method returns an abstraction and decides which concrete type to instantiate. */
export function factoryCreates(model: CodeModel): CheckOutcome {
  const abstractNames = new Set(model.types.filter((t) => t.kind === 'interface' || t.isAbstract || implementorsOf(model, t.name).length).map((t) => t.name));
  const methods = [...model.types.flatMap((t) => t.methods), ...model.functions];
  for (const m of methods) {
    if (m.isConstructor || !createsInstance(model, m.body)) continue;
    const ret = baseTypeName(m.returnType?.replace(/^\(/, ''));
    if ((ret && abstractNames.has(ret)) || /^(create|make|new|build|get|of|from|for)/i.test(m.name)) return pass();
  }
  return absent('no factory method found: expected a create/make method that returns the product abstraction and chooses the concrete class', firstLine(model));
}

/** Builder: fluent steps that return the builder, finished by a build() that returns the product. */
export function builderFluent(model: CodeModel): CheckOutcome {
  for (const t of model.types) {
    const build = t.methods.find((m) => /^(build|Build|create|getResult|result)$/.test(m.name) && baseTypeName(m.returnType) !== t.name);
    if (!build) continue;
    const fluent = t.methods.some((m) => !m.isConstructor && m !== build && (baseTypeName(m.returnType) === t.name || /\breturn\s+(this|self)\b/.test(m.body) || (model.language === 'go' && new RegExp(`return\\s+${m.params[0]?.name ?? '_'}\\b`).test(m.body))));
    if (fluent) return pass();
    return fail(`${t.name} has ${build.name}() but its step methods do not return the builder, so calls cannot be chained`, t.line);
  }
  if (model.language === 'go' && /\bfunc\s+With\w+\(/.test(model.stripped)) return pass();
  return absent('no builder found: expected step methods returning the builder and a build() that returns the finished product', firstLine(model));
}

/** Observer: a subject keeps subscribers, lets them register, and notifies each one. */
export function observerNotifies(model: CodeModel): CheckOutcome {
  for (const t of concreteTypes(model)) {
    for (const f of t.fields) {
      const ft = fieldType(t, f);
      if (!isCollectionType(ft) && !/observers|listeners|subscribers|handlers|callbacks|watchers|subs/i.test(f.name)) continue;
      const register = t.methods.some((m) => /subscribe|attach|register|add|on|listen|watch/i.test(m.name) && !m.isConstructor);
      const notify = t.methods.some((m) => iteratesField(model, m, f.name));
      if (register && notify) return pass();
    }
  }
  if (model.language === 'go' && /\[\]\s*chan\b|map\[[^\]]*\]\s*chan\b/.test(model.stripped) && /\bfor\b[^\n]*range/.test(model.stripped)) return pass();
  return fail('no subject found that keeps a list of observers, lets them subscribe, and notifies each of them', firstLine(model));
}
