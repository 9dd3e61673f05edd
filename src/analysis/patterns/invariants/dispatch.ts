// Invariants of polymorphic dispatch: behaviour lives in state/strategy/visitor objects chosen at run
// time, not in conditionals on a type, an enum or a mode string.
import type { CodeModel, MethodDecl, TypeDecl } from '../../code/model.js';
import { baseTypeName } from '../../code/model.js';
import { branches, callsIn, callsOnFieldAt, lineIn, ownMethods, typeTests } from '../../code/body.js';
import { fieldType, implementorsOf } from '../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing, namePattern, ok } from './types.js';

const abstractions = (m: CodeModel) => m.types.filter((t) => t.kind === 'interface' || t.isAbstract);
const allMethods = (m: CodeModel): { owner?: TypeDecl; method: MethodDecl }[] => [
  ...m.types.flatMap((t) => ownMethods(t).map((method) => ({ owner: t, method }))),
  ...m.functions.map((method) => ({ method })),
];
const qualified = (owner: TypeDecl | undefined, m: MethodDecl) => (owner ? `${owner.name}.${m.name}` : m.name);

/** A switch or if-chain over a mode value (`switch (algorithm)`, `if kind == "gzip" … elif`). */
function modeSwitches(method: MethodDecl, mode: RegExp): number[] {
  const out: number[] = [];
  for (const m of method.body.matchAll(/\bswitch\s*\(?\s*([\w.]+)|\bmatch\s+([\w.]+)\s*:|\bif\s*\(?\s*([\w.]+)\s*(?:===?|==|\.equals\(|\sis\s)/g)) {
    const subject = (m[1] ?? m[2] ?? m[3] ?? '').split('.').pop() ?? '';
    if (mode.test(subject)) out.push(m.index!);
  }
  return out;
}

/** State: the context delegates to a state object; it does not branch on which state it is in. */
export const behaviourInStateObjects: InvariantCheck = (model, params) => {
  const stateField = namePattern(params, 'state_field', '_?(?:current)?_?state|_?status|_?mode|_?phase');
  for (const s of abstractions(model)) {
    const states = implementorsOf(model, s.name).filter((t) => t.kind !== 'interface');
    if (!states.length) continue;
    const context = model.types.find((t) => !states.includes(t) && t !== s && t.fields.some((f) => baseTypeName(fieldType(t, f)) === s.name));
    if (!context) continue;
    const field = context.fields.find((f) => baseTypeName(fieldType(context, f)) === s.name)!;
    const findings: Finding[] = [];
    for (const m of ownMethods(context)) {
      const tests = typeTests(m.body).filter((i) => m.body.slice(Math.max(0, i - 60), i + 60).includes(field.name.replace(/^_/, '')));
      if (tests.length) findings.push({ message: `${context.name}.${m.name} branches on the type of ${field.name} (instanceof / type checks) instead of delegating the behaviour to the state objects, so each new state means editing the context's conditionals`, line: lineIn(m, tests[0]) });
    }
    if (findings.length) return brokenAll(findings);
    const delegates = ownMethods(context).some((m) => callsOnFieldAt(model, m, field.name).length > 0);
    if (delegates) return ok();
  }
  // No state objects at all: a context switching on an enum or a status string.
  for (const { owner, method } of allMethods(model)) {
    const switches = modeSwitches(method, stateField);
    if (switches.length) return missing(`${qualified(owner, method)} switches on the current state (a conditional on ${method.body.slice(switches[0], switches[0] + 40).trim().split(/\s+/).slice(0, 3).join(' ')}) instead of delegating to state objects; the State pattern gives each state its own class behind a common interface`, lineIn(method, switches[0]));
  }
  return missing('no state objects found: expected a state interface with one class per state, held by a context that delegates its behaviour to the current state', model.types[0]?.line);
};

/** Visitor: elements accept a visitor and call back the visit method for their own type (double dispatch). */
export const doubleDispatchVisitor: InvariantCheck = (model, params) => {
  const visitName = namePattern(params, 'visit', 'visit\\w*');
  const acceptName = namePattern(params, 'accept', 'accept|apply|visit');
  const visitors = abstractions(model).filter((t) => /visitor/i.test(t.name) || t.methods.some((m) => visitName.test(m.name) && m.params.length >= 1));
  const findings: Finding[] = [];
  for (const { owner, method } of allMethods(model)) {
    if (!acceptName.test(method.name) && !/visitor|Visitor/.test(method.params.map((p) => p.type ?? p.name).join(' '))) continue;
    const tests = typeTests(method.body);
    if (tests.length) findings.push({ message: `${qualified(owner, method)} uses instanceof/type checks on the visitor or element to pick the operation instead of calling the visitor's visit method for its own type, so every new operation means editing each element class`, line: lineIn(method, tests[0]) });
  }
  for (const v of visitors) if (!v.methods.some((m) => visitName.test(m.name))) findings.push({ message: `${v.name} declares no visit methods, so operations cannot be added as new visitors`, line: v.line });
  if (findings.length) return brokenAll(findings);
  if (!visitors.length) {
    const tests = allMethods(model).flatMap(({ owner, method }) => typeTests(method.body).map((i) => ({ owner, method, i })));
    if (tests.length) return missing(`${qualified(tests[0].owner, tests[0].method)} selects behaviour with type checks and casts instead of double dispatch (element.accept(visitor) calling visitor.visit(this))`, lineIn(tests[0].method, tests[0].i));
    return missing('no visitor found: expected a visitor interface with a visit method per element type, and elements whose accept(visitor) calls back visitor.visit(this)', model.types[0]?.line);
  }
  const callsBack = allMethods(model).some(({ method }) => callsIn(method.body).some((c) => visitName.test(c.name) && /\b(?:this|self)\b/.test(method.body.slice(c.index, c.index + 80))));
  return callsBack ? ok() : missing('no element calls back the visitor with itself (accept(visitor) → visitor.visit(this)), so dispatch on the element type never happens', visitors[0].line);
};

/** Conditionals on a runtime type or a mode value stand where polymorphism should (double dispatch, strategy). */
export const noTypeConditionals: InvariantCheck = (model, params) => {
  const mode = namePattern(params, 'mode', '\\w*(?:type|kind|algorithm|algo|strategy|mode|format|method|variant|policy|provider)');
  const findings: Finding[] = [];
  for (const { owner, method } of allMethods(model)) {
    const tests = typeTests(method.body);
    if (tests.length >= 2 || (tests.length && branches(method.body).length >= 2)) {
      findings.push({ message: `${qualified(owner, method)} selects behaviour with type checks and casts (${tests.length} instanceof/is tests) instead of dispatching through a virtual call on the objects themselves, so each new type means another conditional branch (not open/closed)`, line: lineIn(method, tests[0]) });
      continue;
    }
    const switches = modeSwitches(method, mode);
    if (switches.length) findings.push({ message: `${qualified(owner, method)} switches on a mode value (${method.body.slice(switches[0], switches[0] + 40).trim().split(/[\s(]+/).slice(0, 3).join(' ')}) and implements every variant inline instead of delegating to interchangeable objects behind one interface`, line: lineIn(method, switches[0]) });
  }
  return findings.length ? { passed: false, findings, absent: true } : ok();
};

/** Strategy: one contract with interchangeable implementations, held by a context that calls it. */
export const interchangeableStrategies: InvariantCheck = (model) => {
  for (const c of abstractions(model)) {
    const impls = implementorsOf(model, c.name);
    const holder = model.types.find((t) => !impls.includes(t) && t.fields.some((f) => baseTypeName(fieldType(t, f)) === c.name));
    if (holder && impls.length >= 1) return ok();
    if (impls.length >= 2 && allMethods(model).some(({ method }) => method.params.some((p) => baseTypeName(p.type) === c.name))) return ok();
  }
  // Strategies as functions: a function type (TS alias, Go func type, C# delegate/Func, Java functional interface, Python Callable) held and called by a context.
  const functionType = /\btype\s+(\w+)\s*=\s*\([^)]*\)\s*=>|\btype\s+(\w+)\s+func\s*\(|\bdelegate\s+\w+\s+(\w+)\s*\(|@FunctionalInterface[\s\S]*?interface\s+(\w+)|(\w+)\s*=\s*Callable\[/.exec(model.stripped);
  if (functionType || /\b(Func<|Function<|BiFunction<|Callable\[)/.test(model.stripped)) {
    const name = functionType ? functionType.slice(1).find(Boolean)! : '';
    const used = name ? new RegExp(`[:(,]\\s*${name}\\b|\\b\\w+\\s+${name}\\b`).test(model.stripped) : /strateg|polic|calculat|algorithm|pricing|rate/i.test(model.stripped);
    if (used) return ok();
  }
  const switching = noTypeConditionals(model, {});
  if (!switching.passed) return switching;
  return missing('no strategy contract with interchangeable implementations held and called by a context', model.types[0]?.line);
};
