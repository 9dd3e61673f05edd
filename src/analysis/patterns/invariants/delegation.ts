// Invariants of delegation: a wrapper forwards to the object it wraps (decorator, proxy); a handler
// that does not handle a request passes it to the next one (chain of responsibility).
import type { CodeModel, FieldDecl, MethodDecl, TypeDecl } from '../../code/model.js';
import { baseTypeName, typeArguments } from '../../code/model.js';
import { branches, callsIn, callsOnFieldAt, lineIn, loops, ownMethods, returnsIn } from '../../code/body.js';
import { fieldType, implementorsOf, iteratesField, typeIdentities } from '../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from './types.js';

const concrete = (m: CodeModel) => m.types.filter((t) => t.kind !== 'interface');
const untyped = (m: CodeModel) => m.language === 'python' || m.language === 'javascript';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const everyMethod = (m: CodeModel): MethodDecl[] => [...m.types.flatMap((t) => ownMethods(t)), ...m.functions];

/** A declared type without its nullable part: `Handler | null`, `Optional[Handler]`, `Handler?` → Handler. */
export function plainType(type: string | undefined): string {
  if (!type) return '';
  const optional = /^(?:Optional|Option)\[(.*)\]$/.exec(type.trim());
  const kept = (optional ? optional[1] : type).split('|').map((p) => p.trim()).filter((p) => !/^(null|undefined|None|nil)$/.test(p));
  return baseTypeName(kept.length === 1 ? kept[0] : type);
}

/** Simple type name of a field, nullable unions stripped. */
export const fieldTypeName = (t: TypeDecl, f: FieldDecl): string => plainType(fieldType(t, f));

/** A type's own fields and those it inherits from base classes declared in the snippet. */
export function inheritedFields(model: CodeModel, t: TypeDecl, seen = new Set<TypeDecl>()): { owner: TypeDecl; field: FieldDecl }[] {
  seen.add(t);
  const own = t.fields.map((field) => ({ owner: t, field }));
  const bases = model.types.filter((b) => t.bases.includes(b.name) && b.kind !== 'interface' && !seen.has(b));
  return [...own, ...bases.flatMap((b) => inheritedFields(model, b, seen))];
}

/** Whether a field typed `ft` holds another component of `t`'s kind: one of its own abstractions, or a sibling implementing one. */
function holdsSameKind(model: CodeModel, t: TypeDecl, ft: string): boolean {
  if (!ft || ft === t.name) return false;
  const ids = typeIdentities(model, t);
  if (ids.has(ft)) return true;
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
      return ft ? holdsSameKind(model, t, ft) : untyped(model);
    })
    .map(({ field }) => field.name);
}

/** A closure handed back from a body: a lambda, an anonymous function, a nested def returned by name, a func literal. */
const RETURNS_CLOSURE = /\breturn\s+(?:async\s+)?(?:\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(?::\s*[^=;]+?)?\s*=>|[\w$]+\s*=>|function\b|func\s*\(|lambda\b|[\w$]+\s*->|\([^()]*\)\s*->|[\w.]+\s*\(\s*(?:func\s*\(|\([^()]*\)\s*=>|[\w$]+\s*=>|[\w$]+\s*->|\([^()]*\)\s*->))/;

/**
 * A function decorator: a function that takes a function (or component) and returns a closure that
 * calls it — `withRetry(fn) => (...a) => fn(...a)`, Python's `def logged(fn): def wrapper…`, Go middleware.
 */
export function functionDecorator(model: CodeModel): string | undefined {
  for (const m of everyMethod(model)) {
    for (const p of m.params.filter((x) => !x.type?.startsWith('receiver '))) {
      const calls = new RegExp(`(?<![\\w$.])${escape(p.name)}\\s*(?:[?!]?\\.\\s*[\\w$]+\\s*)?\\(`);
      // Python returns a nested def by name; elsewhere the call must sit inside the returned closure.
      const nested = model.language === 'python' ? /^\s+def\s+(\w+)/m.exec(m.body) : null;
      const closure = RETURNS_CLOSURE.exec(m.body);
      if (closure && calls.test(m.body.slice(closure.index))) return m.name;
      if (nested && new RegExp(`\\breturn\\s+${nested[1]}\\b`).test(m.body) && calls.test(m.body.slice(nested.index))) return m.name;
    }
  }
  if (model.language !== 'typescript' && model.language !== 'javascript') return undefined;
  // Arrow-function decorators: `const withAuth = (next: Handler): Handler => async (req) => { … next(req) … }`.
  for (const a of model.stripped.matchAll(/\b(?:const|let|var)\s+([\w$]+)\s*(?::[^=]+)?=\s*(?:<[^>]*>\s*)?\(?\s*([\w$]+)\b[^=;]*?=>\s*(?:async\s*)?(?:\([^()]*\)|[\w$]+)\s*(?::[^=]+?)?=>/g)) {
    const rest = model.stripped.slice(a.index! + a[0].length, a.index! + a[0].length + 2000);
    if (new RegExp(`(?<![\\w$.])${escape(a[2])}\\s*(?:\\.\\s*[\\w$]+\\s*)?\\(`).test(rest)) return a[1];
  }
  return undefined;
}

/** Decorator / proxy: a class implements the component's contract, holds another component and forwards to it. */
export const wrapsAndForwards: InvariantCheck = (model) => {
  for (const t of concrete(model)) {
    for (const field of wrappedFields(model, t)) {
      const forwarding = ownMethods(t).filter((m) => callsOnFieldAt(model, m, field).some((c) => c.name.toLowerCase() === m.name.toLowerCase()));
      if (forwarding.length) return ok();
    }
  }
  if (functionDecorator(model)) return ok();
  // Behaviour added by subclassing a concrete component instead of wrapping one at run time.
  const subclasses = concrete(model).filter((t) => t.bases.some((b) => concrete(model).some((c) => c.name === b && !c.isAbstract)));
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
      const ft = baseTypeName(fieldType(t, f));
      const linksToOwnKind = ft ? ids.has(ft) : /next|successor/i.test(f.name);
      if (f.isStatic || !linksToOwnKind || !/next|successor|handler|link|chain/i.test(`${f.name} ${ft}`)) continue;
      const base = model.types.find((b) => b.name === ft && (b.kind === 'interface' || b.isAbstract)) ?? t;
      const handlers = implementorsOf(model, base.name).filter((h) => h.kind !== 'interface');
      return { base, handlers: handlers.length ? handlers : [t], next: f.name, owner: t };
    }
  }
  return undefined;
}

/** Chain of responsibility: a handler that checks whether it can handle a request passes the others on. */
export const forwardsWhenUnhandled: InvariantCheck = (model) => {
  const chain = handlerChain(model);
  if (!chain) return missing('no handler keeps a reference to the next handler of the same type, so requests cannot be passed along a chain', model.types[0]?.line);
  // Methods that reach the next handler: direct calls on the link, and helpers in the base that make them.
  const forwarders = new Set<string>();
  for (const m of ownMethods(chain.owner)) if (callsOnFieldAt(model, m, chain.next).length) forwarders.add(m.name);
  const handleNames = new Set((chain.base.methods.length ? chain.base.methods : ownMethods(chain.owner)).filter((m) => !m.isConstructor).map((m) => m.name));
  const findings: Finding[] = [];
  for (const h of chain.handlers) {
    for (const m of ownMethods(h).filter((x) => handleNames.has(x.name) && !x.isAbstract)) {
      if (!branches(m.body).length) continue; // handles everything: the end of the chain
      const reaches = callsIn(m.body).some((c) => forwarders.has(c.name) || (c.receiver !== null && /(^|\.)(next|successor|_next|nextHandler)$/i.test(c.receiver)) || (c.receiver === 'super' && c.name === m.name) || (c.receiver === 'base' && c.name === m.name));
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

/** Composite: a node shares the component type with leaves, keeps children of that type and forwards to each. */
export const forwardsToChildren: InvariantCheck = (model) => {
  for (const t of concrete(model)) {
    const ids = typeIdentities(model, t);
    for (const f of t.fields) {
      const ft = fieldType(t, f) ?? '';
      const holdsChildren = /List|Set|Collection|\[\]|Array|IEnumerable|slice|\[\]\w+|list|Sequence/.test(ft) && [...ids].some((id) => id !== t.name && ft.includes(id));
      if (!holdsChildren && !(untyped(model) && /children|items|nodes|components|parts|elements/i.test(f.name))) continue;
      const forwards = ownMethods(t).some((m) => iteratesField(model, m, f.name.replace(/^_/, '')) || iteratesField(model, m, f.name) || new RegExp(`\\b(?:for|forEach|map|reduce|Select|Sum|range|sum|all|any|every|some)\\b[^\\n]*${f.name.replace(/^_/, '')}`).test(m.body));
      if (forwards) return ok();
      return broken(`${t.name} keeps its children in ${f.name} but no operation iterates over them, so the composite does not forward work to its parts`, t.line);
    }
  }
  return missing('no composite found: expected a class that shares the component type with its leaves and keeps a collection of child components', model.types[0]?.line);
};

/** Adapter: implements the interface clients use and translates calls to a wrapped object of another type. */
export const adaptsOtherType: InvariantCheck = (model) => {
  for (const t of concrete(model)) {
    const ids = typeIdentities(model, t);
    if (!t.bases.length && model.language !== 'go' && !untyped(model)) continue;
    for (const f of t.fields) {
      const ft = baseTypeName(fieldType(t, f));
      if (f.isStatic || ids.has(ft)) continue;
      if (ownMethods(t).some((m: MethodDecl) => callsOnFieldAt(model, m, f.name).length > 0)) return ok();
    }
    if (t.bases.length >= 2 && ownMethods(t).some((m) => /\bsuper\.\w+\(|\bthis\.\w+\(|\bbase\.\w+\(/.test(m.body))) return ok();
  }
  return missing('no adapter found: expected a class that implements the interface clients use and translates each call to a wrapped object of a different type', model.types[0]?.line);
};
