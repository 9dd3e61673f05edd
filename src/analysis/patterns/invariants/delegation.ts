// Invariants of delegation: a wrapper forwards to the object it wraps (decorator, proxy); a handler
// that does not handle a request passes it to the next one (chain of responsibility).
import type { CodeModel, FieldDecl, MethodDecl, TypeDecl } from '../../code/model.js';
import { baseTypeName, typeArguments } from '../../code/model.js';
import { branches, callsIn, callsOnFieldAt, fieldUses, lineIn, loops, ownMethods, returnsIn } from '../../code/body.js';
import { fieldType, implementorsOf, iteratesField, selfNames, typeIdentities } from '../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from './types.js';
import { escapeRe } from '../../text/escape-re.js';
import { everyMethod, concreteTypes, untyped } from './members.js';

/** A declared type without its nullable part: `Handler | null`, `Optional[Handler]`, `Handler?` → Handler. */
function plainType(type: string | undefined): string {
  if (!type) return '';
  const optional = /^(?:Optional|Option)\[(.*)\]$/.exec(type.trim());
  const kept = (optional ? optional[1] : type).split('|').map((p) => p.trim()).filter((p) => !/^(null|undefined|None|nil)$/.test(p));
  const name = baseTypeName(kept.length === 1 ? kept[0] : type);
  // Function types, tuples and forward references blanked by the lexer say nothing about the class.
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : '';
}

/** Simple type name of a field, nullable unions stripped. */
export const fieldTypeName = (t: TypeDecl, f: FieldDecl): string => plainType(fieldType(t, f));

/** A field name as bodies may write it: `_repo`, `repo` and `#repo` are one field. */
const bareName = (name: string) => name.replace(/^[_#]/, '');

interface MethodFacts {
  /** Calls made through each field (by bare name): `this.api.get(`, `self._repo.find(`, `r.store.Put(`, Java/C# `store.put(`. */
  called: Map<string, { name: string; index: number; direct: boolean }[]>;
  /** Bare names of the own fields the method assigns (`this.x = `, `self._x += `, `r.x++`, Java/C# bare `x = `). */
  written: Set<string>;
}
const facts = new WeakMap<MethodDecl, MethodFacts>();

/**
 * What a method does with its object's fields, read once per method: the checks ask it for every
 * field, and re-reading the body per field and method made large classes quadratic in regex scans.
 */
export function methodFacts(model: CodeModel, m: MethodDecl): MethodFacts {
  const cached = facts.get(m);
  if (cached) return cached;
  const owners = new Set(['this', 'self', 'cls', ...selfNames(model, m)]);
  const bare = model.language === 'java' || model.language === 'csharp';
  const called: MethodFacts['called'] = new Map();
  for (const c of callsIn(m.body)) {
    if (c.receiver === null) continue;
    const parts = c.receiver.split('.');
    const field = owners.has(parts[0]) ? parts[1] : bare ? parts[0] : undefined;
    if (!field || owners.has(field)) continue;
    const key = bareName(field.replace(/\(\)$/, ''));
    const list = called.get(key) ?? [];
    list.push({ name: c.name, index: c.index, direct: parts.length === (owners.has(parts[0]) ? 2 : 1) });
    called.set(key, list);
  }
  const written = new Set<string>();
  const self = [...owners].map(escapeRe).join('|');
  const ref = `(?:(?:${self})\\s*\\.\\s*${bare ? '|(?<![\\w$.])' : ''})#?(\\w+)`;
  const assign = new RegExp(`${ref}(?:\\s*(?:\\[[^\\]]*\\]|\\.\\s*[A-Za-z_]\\w*))*\\s*(?:[-+*/%|&^]|\\?\\?|<<|>>)?=(?![=>])|${ref}\\s*(?:\\+\\+|--)|(?:\\+\\+|--)\\s*${ref}`, 'g');
  for (const w of m.body.matchAll(assign)) written.add(bareName(w[1] ?? w[2] ?? w[3]));
  const out = { called, written };
  facts.set(m, out);
  return out;
}

/** A type's own fields and those it inherits from base classes declared in the snippet. */
function inheritedFields(model: CodeModel, t: TypeDecl, seen = new Set<TypeDecl>()): { owner: TypeDecl; field: FieldDecl }[] {
  seen.add(t);
  const own = t.fields.map((field) => ({ owner: t, field }));
  const bases = model.types.filter((b) => t.bases.includes(b.name) && b.kind !== 'interface' && !seen.has(b));
  return [...own, ...bases.flatMap((b) => inheritedFields(model, b, seen))];
}

/** Every type a class counts as, with those of the base classes it inherits from. */
function lineage(model: CodeModel, t: TypeDecl, seen = new Set<TypeDecl>()): Set<string> {
  seen.add(t);
  const ids = typeIdentities(model, t);
  for (const b of model.types.filter((x) => t.bases.includes(x.name) && !seen.has(x))) for (const id of lineage(model, b, seen)) ids.add(id);
  return ids;
}

/** Whether the method calls through the field, directly or down a chain (`this.api.intents.create(`, `_clock.Now().ToUtc(`). */
function callsThrough(model: CodeModel, m: MethodDecl, field: string): boolean {
  return methodFacts(model, m).called.has(bareName(field));
}

/** Whether a field typed `ft` holds another component of `t`'s kind: one of its own abstractions, or a sibling implementing one. */
function holdsSameKind(model: CodeModel, t: TypeDecl, ft: string): boolean {
  if (!ft || ft === t.name) return false;
  const ids = lineage(model, t);
  if (ids.has(ft)) return true;
  // A base from a library names the contract it implements: `extends AbstractList` wraps a List, `ForwardingMap` a Map.
  if ([...ids].some((id) => id !== t.name && new RegExp(`^(?:Abstract|Base|Forwarding|Delegating|Default)${escapeRe(ft)}$`).test(id))) return true;
  const sibling = model.types.find((x) => x.name === ft && x !== t);
  if (!sibling) return false;
  const shared = [...typeIdentities(model, sibling)].filter((id) => id !== sibling.name && id !== t.name);
  return shared.some((id) => ids.has(id));
}

/** Fields of `t` (or its bases) that hold another instance of one of its own types (or, untyped, any injected object). */
function wrappedFields(model: CodeModel, t: TypeDecl): string[] {
  return inheritedFields(model, t)
    .filter(({ field }) => !field.isStatic)
    .filter(({ owner, field }) => {
      const ft = fieldTypeName(owner, field);
      // The contract may be a library type the snippet never declares; a field named for the role says it is wrapped.
      return (ft ? holdsSameKind(model, t, ft) : untyped(model)) || WRAPPED_ROLE.test(field.name);
    })
    .map(({ field }) => field.name);
}

/** Names a wrapper gives the object it wraps. */
const WRAPPED_ROLE = /^_?(?:delegate|inner|wrapped|wrappee|decorated|component|target|origin|original|underlying|next|real\w*|subject|base\w*)$/i;

/** A closure handed back from a body: a lambda, an anonymous function, a nested def returned by name, a func literal. */
const RETURNS_CLOSURE = /\breturn\s+(?:async\s+)?(?:\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(?::\s*[^=;]+?)?\s*=>|[\w$]+\s*=>|function\b|func\s*\(|lambda\b|[\w$]+\s*->|\([^()]*\)\s*->|[\w.]+\s*\(\s*(?:func\s*\(|\([^()]*\)\s*=>|[\w$]+\s*=>|[\w$]+\s*->|\([^()]*\)\s*->))/;

const FUNCTION_TYPE = /^(?:Func|Function|BiFunction|UnaryOperator|Supplier|Callable|Action|Runnable|RequestDelegate)\b|=>|^func\s*\(/;

/**
 * A function decorator: a function that takes a function (or component) and returns a closure that
 * calls it — `withRetry(fn) => (...a) => fn(...a)`, Python's `def logged(fn): def wrapper…`, Go middleware.
 */
function functionDecorator(model: CodeModel): string | undefined {
  for (const { method: m } of everyMethod(model, { constructors: false })) {
    const returnsFunction = FUNCTION_TYPE.test(m.returnType ?? '');
    for (const p of m.params.filter((x) => !x.type?.startsWith('receiver '))) {
      const calls = new RegExp(`(?<![\\w$.])${escapeRe(p.name)}\\s*(?:[?!]?\\.\\s*[\\w$]+\\s*)?\\(`);
      // Python returns a nested def by name; elsewhere the call must sit inside the returned closure.
      const nested = model.language === 'python' ? /^\s+def\s+(\w+)/m.exec(m.body) : null;
      const closure = RETURNS_CLOSURE.exec(m.body);
      if (closure && calls.test(m.body.slice(closure.index))) return m.name;
      // C# and Java lambdas returned from an expression-bodied member: the outline keeps only the lambda's block.
      if (returnsFunction && FUNCTION_TYPE.test(p.type ?? '') && calls.test(m.body)) return m.name;
      if (nested && new RegExp(`\\breturn\\s+${nested[1]}\\b`).test(m.body) && calls.test(m.body.slice(nested.index))) return m.name;
    }
  }
  // Python decorators with arguments nest one level deeper: `def retry(n): def decorate(fn): def wrapper(…): fn(…)`.
  if (model.language === 'python') {
    for (const { method: m } of everyMethod(model, { constructors: false })) {
      for (const d of m.body.matchAll(/^\s+def\s+(\w+)\s*\(\s*(\w+)/gm)) {
        const after = m.body.slice(d.index! + d[0].length);
        if (new RegExp(`(?<![\\w.])${d[2]}\\s*\\(`).test(after) && new RegExp(`\\breturn\\s+${d[1]}\\b`).test(m.body) && /^\s+def\s+\w+/m.test(after)) return m.name;
      }
    }
  }
  if (model.language !== 'typescript' && model.language !== 'javascript') return undefined;
  // Arrow functions with a block body that return the wrapping closure: `const withCache = (load) => { …; return (k) => load(k) }`.
  for (const a of model.stripped.matchAll(/\b(?:const|let|var)\s+([\w$]+)\s*(?::[^=]+)?=\s*(?:<[^>\n]*>\s*)?\(?\s*([\w$]+)\b[^;\n]{0,300}?=>\s*\{/g)) {
    const body = model.stripped.slice(a.index! + a[0].length, a.index! + a[0].length + 2000);
    const closure = RETURNS_CLOSURE.exec(body);
    if (closure && new RegExp(`(?<![\\w$.])${escapeRe(a[2])}\\s*(?:\\.\\s*[\\w$]+\\s*)?\\(`).test(body.slice(closure.index))) return a[1];
  }
  // Arrow-function decorators: `const withAuth = (next: Handler): Handler => async (req) => { … next(req) … }`.
  for (const a of model.stripped.matchAll(/\b(?:const|let|var)\s+([\w$]+)\s*(?::[^=]+)?=\s*(?:<[^>\n]*>\s*)?\(?\s*([\w$]+)\b(?:[^=;\n]|=(?!>)){0,300}?=>\s*(?:async\s*)?(?:\([^()\n]*\)|[\w$]+)\s*(?::[^=\n]+?)?=>/g)) {
    const rest = model.stripped.slice(a.index! + a[0].length, a.index! + a[0].length + 2000);
    if (new RegExp(`(?<![\\w$.])${escapeRe(a[2])}\\s*(?:\\.\\s*[\\w$]+\\s*)?\\(`).test(rest)) return a[1];
  }
  return undefined;
}

/**
 * Contract methods of a wrapper that never reach the wrapped object: they neither use the field nor
 * refuse (throw) — the call is silently swallowed instead of decorated.
 */
function droppedCalls(model: CodeModel, t: TypeDecl, field: string): MethodDecl[] {
  const contract = new Set(model.types.filter((b) => b !== t && (b.kind === 'interface' || b.isAbstract) && lineage(model, t).has(b.name)).flatMap((b) => b.methods.filter((m) => b.kind === 'interface' || m.isAbstract).map((m) => m.name)));
  return ownMethods(t).filter((m) => contract.has(m.name) && !m.isAbstract && !fieldUses(model, m, field).length && !/\bthrow\b|\braise\b|\bpanic\s*\(|\b(?:super|base)\s*\.\s*\w+\s*\(/.test(m.body));
}

/** Fields whose same-named method a method hands over by reference (`inner::get`, `_inner.Get` without a call). */
const references = new WeakMap<MethodDecl, Set<string>>();
function referencedFields(m: MethodDecl): Set<string> {
  let found = references.get(m);
  if (!found) {
    const re = new RegExp(`([\\w$]+)\\s*(?:::|\\.)\\s*${escapeRe(m.name)}\\b(?!\\s*\\()`, 'gi');
    found = new Set([...m.body.matchAll(re)].map((r) => bareName(r[1])));
    references.set(m, found);
  }
  return found;
}

/**
 * Decorator / proxy: a class implements the component's contract, holds another component and forwards to it.
 * With `forward_all` (decorators) every contract method must reach the wrapped component or refuse explicitly;
 * proxies may answer some calls themselves (a virtual proxy's cheap metadata).
 */
export const wrapsAndForwards: InvariantCheck = (model, params) => {
  for (const t of concreteTypes(model)) {
    for (const field of wrappedFields(model, t)) {
      // Forwarding by call, or by handing over a method reference (`inner::get`, C#'s method group `_inner.Get`).
      const reference = (m: MethodDecl) => referencedFields(m).has(bareName(field));
      const forwarding = ownMethods(t).filter((m) => (methodFacts(model, m).called.get(bareName(field)) ?? []).some((c) => c.direct && c.name.toLowerCase() === m.name.toLowerCase()) || reference(m));
      if (!forwarding.length) continue;
      const dropped = params.forward_all === true ? droppedCalls(model, t, field) : [];
      return dropped.length
        ? brokenAll(dropped.map((m) => ({ message: `${t.name}.${m.name} never forwards to the wrapped ${field}, so the decorated component never sees that call; a decorator adds behaviour around each call and then passes it on`, line: m.line })))
        : ok();
    }
  }
  if (functionDecorator(model)) return ok();
  // Behaviour added by subclassing a concrete component instead of wrapping one at run time.
  const subclasses = concreteTypes(model).filter((t) => t.bases.some((b) => concreteTypes(model).some((c) => c.name === b && !c.isAbstract)));
  if (subclasses.length) {
    const names = subclasses.map((s) => `${s.name} extends ${s.bases[0]}`).join(', ');
    return missing(`no class wraps another instance of the component: behaviour is added by subclassing (${names}), so it is fixed at compile time and combinations need a subclass each; a decorator holds the component it decorates and forwards calls to it (composition, not inheritance)`, subclasses[0].line);
  }
  return missing('no class implements the component contract while holding another instance of it and forwarding the same calls to it (the wrapped component or real subject)', model.types[0]?.line);
};

/** The handler abstraction, its implementations and the field that links a handler to the next. */
function handlerChain(model: CodeModel): { base: TypeDecl; handlers: TypeDecl[]; next: string; owner: TypeDecl } | undefined {
  for (const t of model.types) {
    const ids = typeIdentities(model, t);
    for (const f of t.fields) {
      const ft = fieldTypeName(t, f);
      const linksToOwnKind = ft ? ids.has(ft) : /next|successor/i.test(f.name);
      if (f.isStatic || !linksToOwnKind || !/next|successor|handler|link|chain/i.test(`${f.name} ${ft}`)) continue;
      const base = model.types.find((b) => b.name === ft && (b.kind === 'interface' || b.isAbstract)) ?? t;
      const handlers = implementorsOf(model, base.name).filter((h) => h.kind !== 'interface');
      return { base, handlers: handlers.length ? handlers : [t], next: f.name, owner: t };
    }
  }
  return undefined;
}

/** Names of function types the snippet declares (TS aliases, Go func types, C# delegates) and the built-in ones. */
function functionTypes(model: CodeModel): RegExp {
  const declared = [...model.stripped.matchAll(/\btype\s+(\w+)\s*(?:<[^>]*>)?\s*=\s*(?:\([^)]*\)|\w+)\s*=>|\btype\s+(\w+)\s+func\s*\(|\bdelegate\s+[\w<>?,\s]+?\s+(\w+)\s*[<(]|(\w+)\s*=\s*Callable\[/g)].map((m) => m.slice(1).find(Boolean)!);
  return new RegExp(`^(?:${[...declared, 'Func', 'Function', 'Predicate', 'Callable', 'func'].map(escapeRe).join('|')})$`);
}

const HANDLER_ROLE = /(?:Handler|Filter|Rule|Middleware|Step|Validator|Approver|Processor|Interceptor|Link|Policy|Resolver)$/;

/**
 * A chain kept as a list: an owner holds a collection of handlers (an abstraction, a function type, or
 * untyped handlers by name) and walks it, asking each in turn.
 */
function handlerList(model: CodeModel): boolean {
  const abstract = new Set(model.types.filter((t) => t.kind === 'interface' || t.isAbstract).map((t) => t.name));
  const fnTypes = functionTypes(model);
  for (const t of concreteTypes(model)) {
    for (const f of inheritedFields(model, t).map((x) => x.field).filter((x) => !x.isStatic)) {
      const written = fieldType(t, f) ?? '';
      const element = typeArguments(written)[0] ?? (/^func\s*\(/.test(written.replace(/^\[\]\s*/, '')) ? 'func' : '');
      // Elements typed by an abstraction or function type in view, or by a type the snippet does not show but names for the role.
      const handlerKind = element ? abstract.has(element) || fnTypes.test(element) || (!model.types.some((x) => x.name === element) && HANDLER_ROLE.test(element)) : untyped(model) && /handlers|filters|rules|middlewares?|steps|validators|approvers|links|chain|processors|interceptors/i.test(f.name);
      if (!handlerKind) continue;
      // Walking the list with a loop or a stream (`handlers.stream().filter(h -> h.canHandle(r)).findFirst()`).
      if (ownMethods(t).some((m) => iteratesField(model, m, f.name))) return true;
    }
  }
  // Middleware composed by a function over a list it is given (`compose(handlers: Handler[])`, `func Chain(hs ...Handler)`).
  for (const { method: m } of everyMethod(model, { constructors: false })) {
    for (const p of m.params) {
      const written = p.type ?? '';
      const element = typeArguments(written)[0] ?? /^\.\.\.\s*(\w+)|^(\w+)\s*\[\]$/.exec(written)?.slice(1).find(Boolean) ?? '';
      const handlerKind = element ? abstract.has(element) || fnTypes.test(element) : untyped(model) && /handlers|middlewares?|filters|rules|steps|chain/i.test(p.name);
      if (handlerKind && (iteratesField(model, m, p.name) || new RegExp(`\\b${escapeRe(p.name)}\\s*\\[[^\\]]+\\]\\s*\\(`).test(m.body))) return true;
    }
  }
  // Go: a slice type of handlers with its own method walking it (`type chain []Handler`).
  if (model.language === 'go') {
    for (const t of model.stripped.matchAll(/\btype\s+(\w+)\s+\[\]\s*\*?(\w+)/g)) {
      if (!abstract.has(t[2]) && !fnTypes.test(t[2])) continue;
      if (new RegExp(`\\bfunc\\s*\\(\\s*(\\w+)\\s+\\*?${t[1]}\\s*\\)[^{]*\\{[^}]*\\brange\\s+\\1\\b`).test(model.stripped)) return true;
    }
  }
  return false;
}

/** Chain of responsibility: a handler that checks whether it can handle a request passes the others on. */
export const forwardsWhenUnhandled: InvariantCheck = (model) => {
  const chain = handlerChain(model);
  if (!chain) {
    // A chain kept as a list hands an unhandled request to the next handler by walking on.
    if (handlerList(model)) return ok();
    return missing('no handler keeps a reference to the next handler of the same type (or a list of handlers it walks), so requests cannot be passed along a chain', model.types[0]?.line);
  }
  // Methods that reach the next handler: direct calls on the link, and helpers in the base that make them.
  const forwarders = new Set<string>();
  for (const m of ownMethods(chain.owner)) if (callsOnFieldAt(model, m, chain.next).length) forwarders.add(m.name);
  const handleNames = new Set((chain.base.methods.length ? chain.base.methods : ownMethods(chain.owner)).filter((m) => !m.isConstructor).map((m) => m.name));
  const findings: Finding[] = [];
  for (const h of chain.handlers) {
    for (const m of ownMethods(h).filter((x) => handleNames.has(x.name) && !x.isAbstract)) {
      if (!branches(m.body).length) continue; // handles everything: the end of the chain
      const reaches = callsOnFieldAt(model, m, chain.next).length > 0
        || callsIn(m.body).some((c) => forwarders.has(c.name) || (c.receiver !== null && /(^|\.)_?(next|successor|nextHandler)$/i.test(c.receiver)) || (c.receiver !== null && /^(super(\(\))?|base)$/.test(c.receiver) && c.name === m.name));
      if (reaches) continue;
      const answer = returnsIn(m.body).pop();
      findings.push({
        message: `${h.name}.${m.name} decides whether it can handle the request but never forwards the others to the next handler${answer?.expr ? ` (it returns ${answer.expr.slice(0, 60)} instead)` : ''}, so requests it cannot handle never reach the handlers after it`,
        line: answer ? lineIn(m, answer.index) : m.line,
      });
    }
  }
  return brokenAll(findings);
};

const CHILDREN = /children|items|nodes|components|parts|elements|members|entries/i;

/** Composite: a node shares the component type with leaves, keeps children of that type and forwards to each. */
export const forwardsToChildren: InvariantCheck = (model) => {
  let idle: { t: TypeDecl; field: string } | undefined;
  for (const t of concreteTypes(model)) {
    const ids = lineage(model, t);
    for (const { owner, field: f } of inheritedFields(model, t)) {
      const ft = fieldType(owner, f) ?? '';
      // Children typed by the component: another of the class's types, or its own abstract base that leaves extend.
      const sharedBase = (id: string) => id === owner.name && (owner.isAbstract || implementorsOf(model, owner.name).length > 0);
      const holdsChildren = /List|Set|Collection|\[\]|Array|IEnumerable|slice|\[\]\w+|list|Sequence/.test(ft) && [...ids].some((id) => ((id !== t.name && id !== owner.name) || sharedBase(id)) && new RegExp(`\\b${escapeRe(id)}\\b`).test(ft));
      if (f.isStatic || (!holdsChildren && !(!ft && CHILDREN.test(f.name)))) continue;
      const bare = f.name.replace(/^_/, '');
      const forwards = ownMethods(t).some((m) => iteratesField(model, m, bare) || iteratesField(model, m, f.name) || new RegExp(`\\b(?:for|forEach|map|reduce|Select|Sum|range|sum|all|any|every|some)\\b[^\\n]*${bare}`).test(m.body));
      if (forwards) return ok();
      idle ??= { t: owner, field: f.name };
    }
  }
  if (idle) return broken(`${idle.t.name} keeps its children in ${idle.field} but no operation iterates over them, so the composite does not forward work to its parts`, idle.t.line);
  return missing('no composite found: expected a class that shares the component type with its leaves and keeps a collection of child components', model.types[0]?.line);
};

/** Go's function adapter: a func type given the interface's method, which calls the function itself (`func (f HandlerFunc) Serve(x) { f(x) }`). */
function goFuncAdapter(model: CodeModel): boolean {
  if (model.language !== 'go') return false;
  for (const t of model.stripped.matchAll(/\btype\s+(\w+)\s+func\s*\(/g)) {
    const method = new RegExp(`\\bfunc\\s*\\(\\s*(\\w+)\\s+\\*?${t[1]}\\s*\\)\\s*\\w+\\s*\\([^)]*\\)[^{]*\\{([^}]*)\\}`).exec(model.stripped);
    if (method && new RegExp(`\\b${method[1]}\\s*\\(`).test(method[2])) return true;
  }
  return false;
}

/** An adapter written as a function returning the target interface as an object literal that calls the adaptee. */
function literalAdapter(model: CodeModel): boolean {
  if (model.language !== 'typescript' && model.language !== 'javascript') return false;
  const targets = model.types.filter((t) => t.kind === 'interface').map((t) => escapeRe(t.name));
  if (!targets.length) return false;
  const re = new RegExp(`\\(\\s*([\\w$]+)\\s*:\\s*(\\w+)[^)]*\\)\\s*:\\s*(?:${targets.join('|')})\\b[^{]*?(?:=>\\s*\\(?\\s*\\{|\\{\\s*return\\s*\\{)`, 'g');
  for (const m of model.stripped.matchAll(re)) {
    if (targets.includes(m[2])) continue;
    if (new RegExp(`\\b${escapeRe(m[1])}\\s*\\.\\s*[\\w$]+\\s*\\(`).test(model.stripped.slice(m.index! + m[0].length, m.index! + m[0].length + 1500))) return true;
  }
  return false;
}

/** Adapter: implements the interface clients use and translates calls to a wrapped object of another type. */
export const adaptsOtherType: InvariantCheck = (model) => {
  for (const t of concreteTypes(model)) {
    const ids = typeIdentities(model, t);
    // TypeScript is structural: a class named for its role adapts without `implements`.
    if (!t.bases.length && model.language !== 'go' && !untyped(model) && !/Adapter$/.test(t.name)) continue;
    for (const { owner, field: f } of inheritedFields(model, t)) {
      const ft = fieldTypeName(owner, f);
      if (f.isStatic || ids.has(ft)) continue;
      if (ownMethods(t).some((m) => callsThrough(model, m, f.name))) return ok();
    }
    // Class adapter: extends the adaptee and implements the target, calling inherited methods (`super.x()`, `this.x()`, or bare `x()`).
    const inherited = (m: MethodDecl) => callsIn(m.body).some((c) => (c.receiver === null || /^(this|self|super|base)$/.test(c.receiver)) && !t.methods.some((x) => x.name === c.name));
    if (t.bases.length >= 2 && ownMethods(t).some(inherited)) return ok();
  }
  if (goFuncAdapter(model) || literalAdapter(model)) return ok();
  return missing('no adapter found: expected a class that implements the interface clients use and translates each call to a wrapped object of a different type', model.types[0]?.line);
};
