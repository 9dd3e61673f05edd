// Invariants of polymorphic dispatch: behaviour lives in state/strategy/visitor objects chosen at run
// time, not in conditionals on a type, an enum or a mode string.
import type { CodeModel, MethodDecl, TypeDecl } from '../../code/model.js';
import { baseTypeName } from '../../code/model.js';
import { branches, callsIn, callsOnFieldAt, lineIn, ownMethods, typeTests } from '../../code/body.js';
import { fieldType, implementorsOf, selfNames, typeIdentities } from '../../code/queries.js';
import { fieldTypeName, methodFacts } from './delegation.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, namePattern, ok } from './types.js';
import { escapeRe } from '../../text/escape-re.js';
import { everyMethod, named } from './members.js';

const abstractions = (m: CodeModel) => m.types.filter((t) => t.kind === 'interface' || t.isAbstract);

/** Names of methods called through a field (`this.state.next(`, `self._pricing.price(`, `o.mode.Tick(`). */
function calledThrough(model: CodeModel, t: TypeDecl, field: string): string[] {
  return ownMethods(t).flatMap((m) => (methodFacts(model, m).called.get(field.replace(/^[_#]/, '')) ?? []).filter((c) => c.direct).map((c) => c.name));
}

/**
 * Duck-typed delegation (Python, JavaScript, TypeScript's structural types): a field whose called
 * method is defined by two or more other declared classes, which are then interchangeable behind it.
 */
function duckTargets(model: CodeModel, holder: TypeDecl, field: string): TypeDecl[] {
  const called = new Set(calledThrough(model, holder, field));
  return model.types.filter((t) => t !== holder && t.kind !== 'interface' && ownMethods(t).some((m) => called.has(m.name)));
}

/** A function type that returns itself: Go's `type stateFn func(*lexer) stateFn`, TS `type Step = (m: M) => Step`. */
const SELF_RETURNING_FN = /\btype\s+(\w+)\s+func\s*\([^)]*\)\s*\*?\1\b|\btype\s+(\w+)\s*=\s*\([^)]*\)\s*=>\s*\2\b/;

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
  const typeChecks = (context: TypeDecl, field: string, states: TypeDecl[]): Finding[] => ownMethods(context).flatMap((m) => {
    const near = (i: number) => { const around = m.body.slice(Math.max(0, i - 60), i + 60); return around.includes(field.replace(/^_/, '')) || states.some((s) => new RegExp(`\\b${escapeRe(s.name)}\\b`).test(around)); };
    const tests = typeTests(m.body).filter(near);
    return tests.length ? [{ message: `${context.name}.${m.name} branches on the type of ${field} (instanceof / type checks) instead of delegating the behaviour to the state objects, so each new state means editing the context's conditionals`, line: lineIn(m, tests[0]) }] : [];
  });
  for (const s of abstractions(model)) {
    // The context may mirror the state's methods (Go's structural typing then counts it as one): it is the holder.
    const context = model.types.find((t) => t !== s && t.kind !== 'interface' && t.fields.some((f) => fieldTypeName(t, f) === s.name));
    const states = implementorsOf(model, s.name).filter((t) => t.kind !== 'interface' && t !== context);
    if (!context || !states.length) continue;
    const field = context.fields.find((f) => fieldTypeName(context, f) === s.name)!;
    const findings = typeChecks(context, field.name, states);
    if (findings.length) return brokenAll(findings);
    if (calledThrough(model, context, field.name).length) return ok();
  }
  // States written as object literals or lambdas of the state interface: the context still delegates to its state field.
  for (const s of abstractions(model).filter((x) => x.kind === 'interface')) {
    const context = model.types.find((t) => t.kind !== 'interface' && t.fields.some((f) => fieldTypeName(t, f) === s.name && calledThrough(model, t, f.name).length > 0));
    if (context) return ok();
  }
  // Duck-typed states (Python, JS) or states behind an untyped field: the context calls its state field, and several classes answer.
  for (const context of model.types.filter((t) => t.kind !== 'interface')) {
    for (const f of context.fields.filter((x) => !x.isStatic && stateField.test(x.name) && !fieldTypeName(context, x))) {
      const states = duckTargets(model, context, f.name);
      if (states.length < 2) continue;
      const findings = typeChecks(context, f.name, states);
      return findings.length ? brokenAll(findings) : ok();
    }
  }
  if (SELF_RETURNING_FN.test(model.stripped)) return ok();
  // No state objects at all: a context switching on an enum or a status string.
  for (const { owner, method } of everyMethod(model, { constructors: false })) {
    const switches = modeSwitches(method, stateField);
    if (switches.length) return missing(`${named(owner, method)} switches on the current state (a conditional on ${method.body.slice(switches[0], switches[0] + 40).trim().split(/\s+/).slice(0, 3).join(' ')}) instead of delegating to state objects; the State pattern gives each state its own class behind a common interface`, lineIn(method, switches[0]));
  }
  return missing('no state objects found: expected a state interface with one class per state, held by a context that delegates its behaviour to the current state', model.types[0]?.line);
};

/** Visitor: elements accept a visitor and call back the visit method for their own type (double dispatch). */
export const doubleDispatchVisitor: InvariantCheck = (model, params) => {
  const visitName = namePattern(params, 'visit', 'visit\\w*');
  const acceptName = namePattern(params, 'accept', 'accept|apply|visit');
  const visitsSomething = (t: TypeDecl) => t.methods.some((m) => visitName.test(m.name) && m.params.filter((p) => !p.type?.startsWith('receiver ')).length >= 1);
  // Visitors are abstract in typed code; duck-typed Python/JS visitors are plain classes with visit methods.
  let visitors = abstractions(model).filter((t) => /visitor/i.test(t.name) || visitsSomething(t));
  if (!visitors.length) visitors = model.types.filter((t) => /visitor/i.test(t.name) || visitsSomething(t));
  // A visitor's operations may be named after the elements (`circle(c)`, `OnInvoice(i)`) rather than visitX.
  const operations = new Set(visitors.flatMap((v) => v.methods.filter((m) => !m.isConstructor && (visitName.test(m.name) || /visitor/i.test(v.name))).map((m) => m.name)));
  const isOperation = (name: string) => visitName.test(name) || operations.has(name);
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model, { constructors: false })) {
    if (!acceptName.test(method.name) && !/visitor|Visitor/.test(method.params.map((p) => p.type ?? p.name).join(' '))) continue;
    const tests = typeTests(method.body);
    if (tests.length) findings.push({ message: `${named(owner, method)} picks the operation with instanceof/type checks on the visitor or the element rather than by calling back the visit overload for its own kind, so every new operation means editing each element class`, line: lineIn(method, tests[0]) });
  }
  for (const v of visitors) if (!v.methods.some((m) => !m.isConstructor && isOperation(m.name))) findings.push({ message: `${v.name} declares no visit methods, so operations cannot be added as new visitors`, line: v.line });
  if (findings.length) return brokenAll(findings);
  if (!visitors.length) {
    const tests = everyMethod(model, { constructors: false }).flatMap(({ owner, method }) => typeTests(method.body).map((i) => ({ owner, method, i })));
    if (tests.length) return missing(`${named(tests[0].owner, tests[0].method)} selects behaviour with type checks and casts instead of double dispatch (element.accept(visitor) calling visitor.visit(this))`, lineIn(tests[0].method, tests[0].i));
    return missing('no visitor found: expected visitors with one visit overload for each kind of element, and elements whose accept(visitor) calls back visitor.visit(this)', model.types[0]?.line);
  }
  // An element calls back the visit overload of its own kind: a `Circle.accept` that calls `visitSquare` runs the wrong operation.
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    for (const m of ownMethods(t).filter((x) => acceptName.test(x.name))) {
      // Only calls that pass the element itself: a folder may visit its files with visitFile(file).
      const me = new RegExp(`^\\s*(?:<[^>]*>)?\\s*\\(\\s*(?:${['this', 'self', ...selfNames(model, m)].map(escapeRe).join('|')})\\b[^,)]*[,)]`);
      for (const c of callsIn(m.body).filter((x) => x.receiver !== null && operations.has(x.name) && me.test(m.body.slice(x.index + x.name.length)))) {
        const targets = visitors.flatMap((v) => v.methods.filter((x) => x.name === c.name));
        const forTypes = targets.map((x) => baseTypeName(x.params.find((p) => !p.type?.startsWith('receiver '))?.type));
        const mine = typeIdentities(model, t);
        if (targets.length === 1 && forTypes[0] && model.types.some((x) => x.name === forTypes[0]) && !mine.has(forTypes[0])) {
          findings.push({ message: `${t.name}.${m.name} calls ${c.name}, the visit method for ${forTypes[0]}, instead of the one for ${t.name}, so visitors run the wrong operation on it`, line: lineIn(m, c.index) });
        }
      }
    }
  }
  if (findings.length) return brokenAll(findings);
  // The element passes itself: `this`, `self`, or Go's receiver name, among the call's arguments.
  const callsBack = everyMethod(model, { constructors: false }).some(({ method }) => {
    const me = new RegExp(`^\\s*(?:<[^>]*>)?\\s*\\(\\s*[^)]*\\b(?:${['this', 'self', ...selfNames(model, method)].map(escapeRe).join('|')})\\b`);
    return callsIn(method.body).some((c) => isOperation(c.name) && c.receiver !== null && me.test(method.body.slice(c.index + c.name.length, c.index + c.name.length + 80)));
  });
  return callsBack ? ok() : missing('no element calls back the visitor with itself (accept(visitor) → visitor.visit(this)), so dispatch on the element type never happens', visitors[0].line);
};

/** Equality and ordering members test the other object's type by contract; that is not dispatch. */
const EQUALITY = /^(equals|Equals|__eq__|__ne__|compareTo|CompareTo|__lt__|Equal|canEqual|IEquatable)$/;

/** Type tests that only reject a wrong argument (`if (!(x instanceof Y)) throw …`), not pick behaviour. */
function dispatchingTests(body: string): number[] {
  return typeTests(body).filter((i) => {
    const line = body.slice(body.lastIndexOf('\n', i) + 1, (body.indexOf('\n', i) + 1 || body.length + 1) - 1);
    const next = body.slice(i).split('\n')[1] ?? '';
    return !/\b(throw|raise)\b|\bpanic\s*\(/.test(line) && !(/^\s*(?:if\s+not\b|if\s*\(\s*!)/.test(line) && /^\s*(throw|raise)\b/.test(next));
  });
}

/** Conditionals on a runtime type or a mode value stand where polymorphism should (double dispatch, strategy). */
export const noTypeConditionals: InvariantCheck = (model, params) => {
  const mode = namePattern(params, 'mode', '\\w*(?:type|kind|algorithm|algo|strategy|mode|format|method|variant|policy|provider)');
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model, { constructors: false })) {
    if (EQUALITY.test(method.name)) continue;
    const tests = dispatchingTests(method.body);
    if (tests.length >= 2 || (tests.length && branches(method.body).length >= 2)) {
      findings.push({ message: `${named(owner, method)} selects behaviour with type checks and casts (${tests.length} instanceof/is tests) instead of dispatching through a virtual call on the objects themselves, so each new type means another conditional branch (not open/closed)`, line: lineIn(method, tests[0]) });
      continue;
    }
    const switches = modeSwitches(method, mode);
    if (switches.length) findings.push({ message: `${named(owner, method)} switches on a mode value (${method.body.slice(switches[0], switches[0] + 40).trim().split(/[\s(]+/).slice(0, 3).join(' ')}) and implements every variant inline instead of delegating to interchangeable objects behind one interface`, line: lineIn(method, switches[0]) });
  }
  return findings.length ? { passed: false, findings, absent: true } : ok();
};

/** Function types the snippet declares or uses: TS aliases, Go func types, C# delegates/Func, Java functional interfaces, Python Callable. */
function functionTypeNames(model: CodeModel): string[] {
  const declared = [...model.stripped.matchAll(/\btype\s+(\w+)\s*(?:<[^>]*>)?\s*=\s*(?:\([^)]*\)|\w+)\s*=>|\btype\s+(\w+)\s+func\s*\(|\bdelegate\s+[\w<>?,\s]+?\s+(\w+)\s*[<(]|@FunctionalInterface[\s\S]*?interface\s+(\w+)|(\w+)\s*=\s*Callable\[/g)].map((m) => m.slice(1).find(Boolean)!);
  return [...declared, 'Func', 'Function', 'BiFunction', 'UnaryOperator', 'Callable'];
}

/** A holder that keeps a function-typed field or parameter and calls it (`this.price(cart)`, `rule.apply(x)`, `fee(order)`). */
function callsFunctionStrategy(model: CodeModel): boolean {
  const names = functionTypeNames(model).map(escapeRe).join('|');
  const typed = new RegExp(`\\b(?:${names})\\b|=>`);
  for (const { owner, method } of everyMethod(model, { constructors: false })) {
    const held = [...(owner?.fields ?? []).filter((f) => typed.test(fieldType(owner!, f) ?? '')).map((f) => f.name), ...method.params.filter((p) => typed.test(p.type ?? '')).map((p) => p.name)];
    const me = selfNames(model, method).map(escapeRe).join('|') || 'this';
    if (held.some((h) => new RegExp(`(?:(?:${me})\\.|(?<![\\w.]))_?${escapeRe(h.replace(/^_/, ''))}\\s*(?:\\.\\s*(?:apply|Invoke|invoke|call|get|test|accept)\\s*)?\\(`).test(method.body))) return true;
  }
  // Python and JavaScript pass plain functions: a parameter called as a function, with two or more candidate functions declared.
  if (model.language === 'python' || model.language === 'javascript') {
    return everyMethod(model, { constructors: false }).some(({ method }) => method.params.some((p) => new RegExp(`(?<![\\w.])${escapeRe(p.name)}\\s*\\(`).test(method.body)) && model.functions.length >= 3);
  }
  return false;
}

/** Type names that say "an interchangeable algorithm". */
const STRATEGY_ROLE = /(?:Strategy|Policy|Algorithm|Rule|Calculator|Scorer|Pricer|Pricing|Comparer|Comparator|Selector|Formatter|Sorter|Router|Balancer|Resolver|Estimator|Backoff)$/;

/** Strategy: one contract with interchangeable implementations, held by a context that calls it. */
export const interchangeableStrategies: InvariantCheck = (model) => {
  for (const c of abstractions(model)) {
    const holder = model.types.find((t) => t !== c && t.kind !== 'interface' && t.fields.some((f) => fieldTypeName(t, f) === c.name));
    const impls = implementorsOf(model, c.name).filter((t) => t !== holder);
    // A single-method contract can be implemented by lambdas the snippet never declares as classes.
    const lambdaFriendly = c.kind === 'interface' && c.methods.filter((m) => !m.isStatic && !m.body).length === 1;
    if (holder && (impls.length >= 1 || lambdaFriendly)) {
      const field = holder.fields.find((f) => fieldTypeName(holder, f) === c.name)!;
      const tests = ownMethods(holder).flatMap((m) => typeTests(m.body).filter((i) => impls.some((x) => new RegExp(`\\b${escapeRe(x.name)}\\b`).test(m.body.slice(i, i + 80)))).map((i) => ({ m, i })));
      if (tests.length) return broken(`${holder.name}.${tests[0].m.name} checks which concrete ${c.name} it holds in ${field.name} (instanceof / type tests) instead of calling it through the interface, so the strategies are not interchangeable and each new one means editing ${holder.name}`, lineIn(tests[0].m, tests[0].i));
      return ok();
    }
    if (impls.length >= 2 && everyMethod(model, { constructors: false }).some(({ method }) => method.params.some((p) => baseTypeName(p.type) === c.name))) return ok();
  }
  // A context bound to one concrete strategy (`private final FlatTax tax`) cannot have it swapped.
  for (const c of abstractions(model)) {
    const impls = implementorsOf(model, c.name).filter((t) => t.kind !== 'interface');
    for (const t of model.types.filter((x) => x.kind !== 'interface' && !impls.includes(x) && x !== c)) {
      const f = t.fields.find((x) => !x.isStatic && impls.some((i) => i.name === fieldTypeName(t, x)) && calledThrough(model, t, x.name).length);
      if (f) return broken(`${t.name} holds the concrete ${fieldTypeName(t, f)} in ${f.name} instead of the ${c.name} interface, so the strategy cannot be swapped without editing ${t.name}; depend on ${c.name} and receive the implementation from outside`, f.line);
    }
  }
  // A context calling a collaborator the snippet does not declare, typed by a strategy role (`IDiscountPolicy`, `PricingRule`).
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    for (const f of t.fields.filter((x) => !x.isStatic && STRATEGY_ROLE.test(fieldTypeName(t, x)) && !model.types.some((d) => d.name === fieldTypeName(t, x)))) if (calledThrough(model, t, f.name).length) return ok();
  }
  // Duck-typed strategies: a context calls a held object and several classes answer that call.
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    for (const f of t.fields.filter((x) => !x.isStatic && !fieldTypeName(t, x))) if (duckTargets(model, t, f.name).length >= 2) return ok();
  }
  if (callsFunctionStrategy(model)) return ok();
  const switching = noTypeConditionals(model, {});
  if (!switching.passed) return switching;
  return missing('no strategy contract with interchangeable implementations held and called by a context', model.types[0]?.line);
};
