// Invariants of composing objects instead of inheriting: delegation to a held helper, a bridge's
// abstraction holding its implementor, twins linked both ways, a servant serving through an interface,
// a sandbox subclass using only its base's operations, an entity built from components.
import type { CodeModel, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { callsIn, callsOnFieldAt, creations, lineIn, typeTests } from '../../../code/body.js';
import { implementorsOf } from '../../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callerParams, fieldTypeName, methodsOf } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { concreteTypes, untyped } from '../members.js';

/** Fields of `t` holding an object of an abstraction (interface/abstract with implementations), or, untyped, an injected object. */
function heldAbstractions(model: CodeModel, t: TypeDecl): { field: string; type?: TypeDecl }[] {
  const out: { field: string; type?: TypeDecl }[] = [];
  for (const f of t.fields.filter((x) => !x.isStatic)) {
    const type = model.types.find((x) => x.name === fieldTypeName(t, f) && x !== t);
    if (type && (type.kind === 'interface' || type.isAbstract || implementorsOf(model, type.name).length)) out.push({ field: f.name, type });
    else if (!fieldTypeName(t, f) && untyped(model) && t.methods.some((m) => m.isConstructor && callerParams(m).some((p) => new RegExp(`\\b(?:self|this)\\.${escapeRe(f.name)}\\s*=\\s*${escapeRe(p.name)}\\b`).test(m.body)))) out.push({ field: f.name });
  }
  return out;
}

/** Delegation: a class hands the work to a helper object it holds, instead of inheriting the behaviour. */
export const delegatesToHelper: InvariantCheck = (model) => {
  for (const t of concreteTypes(model, { enums: false })) {
    for (const h of heldAbstractions(model, t)) {
      if (methodsOf(t).some((m) => callsOnFieldAt(model, m, h.field).length)) return ok();
    }
  }
  const concrete = new Set(concreteTypes(model, { enums: false }).filter((t) => !t.isAbstract).map((t) => t.name));
  const inheritor = concreteTypes(model, { enums: false }).find((t) => t.bases.some((b) => concrete.has(b)) && methodsOf(t).some((m) => /\bsuper\s*\.|\bbase\s*\.|super\(\)\s*\./.test(m.body)));
  return missing(`${inheritor ? `${inheritor.name} extends ${inheritor.bases.find((b) => concrete.has(b))} to reuse its behaviour; ` : ''}no delegation found: expected a class that holds a helper object (typed by an interface) and forwards the work to it, so the helper can be swapped without inheritance`, inheritor?.line ?? model.types[0]?.line);
};

/** Bridge: the abstraction holds an implementor (an interface with several implementations) and delegates to it. */
export const abstractionHoldsImplementor: InvariantCheck = (model) => {
  let idle: { t: TypeDecl; field: string; type?: TypeDecl } | undefined;
  for (const t of concreteTypes(model, { enums: false }).concat(model.types.filter((x) => x.isAbstract && x.kind !== 'interface'))) {
    for (const h of heldAbstractions(model, t)) {
      if (h.type && (t.bases.includes(h.type.name) || implementorsOf(model, h.type.name).includes(t))) continue;
      const subclasses = implementorsOf(model, t.name);
      const users = [t, ...subclasses].filter((x) => methodsOf(x).some((m) => callsOnFieldAt(model, m, h.field).length || (x !== t && new RegExp(`\\b(?:get${h.field.replace(/^_/, '').replace(/^\w/, (c) => c.toUpperCase())}|${escapeRe(h.field.replace(/^_/, ''))})\\s*(?:\\(\\s*\\))?\\s*\\.\\s*\\w+\\s*\\(`).test(m.body))));
      if (users.length) return ok();
      idle ??= { t, ...h };
    }
  }
  if (idle) return broken(`${idle.t.name} holds ${idle.field}${idle.type ? ` (a ${idle.type.name})` : ''} but never delegates to it, so the implementation side of the bridge is never used and the abstraction does the work itself`, idle.t.line);
  const bases = model.types.map((b) => ({ b, subs: implementorsOf(model, b.name).filter((s) => s.kind !== 'interface') })).filter((x) => x.subs.length >= 4);
  const grid = bases.find(({ subs }) => new Set(subs.map((s) => s.name.match(/^[A-Z][a-z0-9]*/)?.[0])).size >= 2 && subs.length > new Set(subs.map((s) => s.name.match(/^[A-Z][a-z0-9]*/)?.[0])).size);
  return missing(`${grid ? `${grid.subs.map((s) => s.name).join(', ')} are a subclass per combination of two dimensions; ` : ''}no bridge found: expected an abstraction that holds a reference to an implementor interface (with separate implementations) and delegates to it, so both sides vary independently`, grid?.b.line ?? model.types[0]?.line);
};

/** Twin: two objects, each in its own hierarchy, reference each other and cooperate. */
export const twinsLinkedBothWays: InvariantCheck = (model) => {
  const classes = concreteTypes(model, { enums: false });
  const link = (a: TypeDecl, b: TypeDecl) => a.fields.some((f) => fieldTypeName(a, f) === b.name || (!fieldTypeName(a, f) && /twin|partner|peer/i.test(f.name)));
  for (const a of classes) {
    for (const b of classes.filter((x) => x !== a && a.fields.some((f) => fieldTypeName(a, f) === x.name || (!fieldTypeName(a, f) && /twin|partner|peer/i.test(f.name) && x.fields.some((g) => /twin|partner|peer/i.test(g.name)))))) {
      if (link(b, a)) return ok();
      if (a.bases.length && b.bases.length && a.bases[0] !== b.bases[0]) return broken(`${a.name} holds its twin ${b.name}, but ${b.name} keeps no reference back to ${a.name}, so the twin cannot forward calls the other way and the pair does not act as one object`, b.line);
    }
  }
  return missing('no twins found: expected two classes, each extending a different base class, that hold a reference to each other and forward calls to their twin', model.types[0]?.line);
};

/** Servant: the servant's operations take the served objects through their common interface, never by concrete class. */
export const servantServesInterface: InvariantCheck = (model) => {
  const abstract = new Set(model.types.filter((t) => t.kind === 'interface' || t.isAbstract).map((t) => t.name));
  const concrete = new Set([...abstract].flatMap((a) => implementorsOf(model, a)).filter((t) => t.kind !== 'interface' && !t.isAbstract).map((t) => t.name));
  const candidates = concreteTypes(model, { enums: false }).filter((t) => /Servant|Helper/.test(t.name) || methodsOf(t).filter((m) => callerParams(m).some((p) => abstract.has(baseTypeName(p.type)) || concrete.has(baseTypeName(p.type)))).length >= 2);
  for (const s of candidates) {
    const findings: Finding[] = [];
    for (const m of methodsOf(s)) {
      const p = callerParams(m).find((x) => concrete.has(baseTypeName(x.type)));
      if (p) findings.push({ message: `${s.name}.${m.name} takes a concrete ${baseTypeName(p.type)} instead of the common interface, so the servant needs a variant for every served class; serve any object through the interface they share`, line: m.line });
      const test = typeTests(m.body)[0];
      if (test !== undefined) findings.push({ message: `${s.name}.${m.name} checks the concrete class of the object it serves, so adding a served class means changing the servant; call the shared interface instead`, line: lineIn(m, test) });
    }
    if (findings.length || methodsOf(s).some((m) => callerParams(m).some((p) => abstract.has(baseTypeName(p.type)) || (!p.type && untyped(model))))) return brokenAll(findings);
  }
  return missing('no servant found: expected a class whose methods take the served objects through their common interface (for example feed(Royalty r)) and provide the shared behaviour for all of them', model.types[0]?.line);
};

const LIBRARY = /^(Math|String|Integer|Long|Double|Objects|Arrays|Collections|List|Map|Set|Optional|System|Console|console|JSON|Object|Array|Number|Date|fmt|math|strings|strconv|time|len|str|int|float|list|dict|logger|LOGGER|log|Log|this|self|super|base)$/;

/** Subclass sandbox: subclasses implement the sandbox method using only operations their base class provides. */
export const sandboxUsesBaseOperations: InvariantCheck = (model) => {
  for (const base of model.types.filter((t) => (t.isAbstract || t.kind === 'class' || t.kind === 'struct') && t.kind !== 'interface')) {
    const sandbox = base.methods.filter((m) => m.isAbstract || (model.language === 'python' && /raise\s+NotImplementedError/.test(m.body)));
    const provided = new Set(methodsOf(base).filter((m) => !sandbox.includes(m)).map((m) => m.name));
    const subs = implementorsOf(model, base.name).filter((t) => t.kind !== 'interface');
    if (!sandbox.length || !provided.size || !subs.length) continue;
    const own = new Set(model.types.filter((t) => t !== base && !subs.includes(t)).map((t) => t.name));
    const findings: Finding[] = [];
    for (const sub of subs) {
      for (const m of sub.methods.filter((x) => sandbox.some((s) => s.name === x.name))) {
        const outside = callsIn(m.body).find((c) => c.receiver !== null && !LIBRARY.test(c.receiver.replace(/^(?:this|self)\./, '').split('.')[0]) && (own.has(c.receiver.split('.')[0]) || sub.fields.some((f) => new RegExp(`^(?:this\\.|self\\.|\\w\\.)?_?${escapeRe(f.name.replace(/^_/, ''))}$`).test(c.receiver!))))
          ?? creations(model, m.body).filter((c) => own.has(c.type)).map((c) => ({ receiver: `new ${c.type}`, name: '', index: c.index }))[0];
        if (outside) findings.push({ message: `${sub.name}.${m.name} reaches ${outside.receiver}${outside.name ? `.${outside.name}` : ''} directly instead of using the operations ${base.name} provides (${[...provided].slice(0, 3).join(', ')}), so the subclass is coupled to the rest of the system and the sandbox no longer contains it`, line: lineIn(m, outside.index) });
      }
    }
    return brokenAll(findings);
  }
  return missing('no subclass sandbox found: expected a base class with an abstract sandbox method (for example activate()) and protected operations (move, playSound) that subclasses combine to implement it', model.types[0]?.line);
};

const COMPONENT = /component|input|physics|graphics|render|renderer|ai|brain|collider|audio|sound|movement|health/i;

/** Component: an entity is built from component objects and lets each of them do its part. */
export const behaviourInComponents: InvariantCheck = (model) => {
  for (const t of concreteTypes(model, { enums: false })) {
    const named = t.fields.filter((f) => !f.isStatic && /Component$/.test(fieldTypeName(t, f)) && !heldAbstractions(model, t).some((h) => h.field === f.name)).map((f) => ({ field: f.name }));
    const parts = [...heldAbstractions(model, t).filter((h) => h.type || COMPONENT.test(h.field)), ...named];
    const list = t.fields.find((f) => /component/i.test(f.name) && /List|\[\]|Array|list|Collection|Set/.test(f.type ?? fieldTypeName(t, f) ?? 'list'));
    if (parts.length < 2 && !list) continue;
    const update = methodsOf(t).find((m) => /^(update|Update|tick|Tick|step|Step|process|Process|run|Run|frame)$/.test(m.name));
    if (!update) return ok();
    const delegates = parts.some((p) => callsOnFieldAt(model, update, p.field).length || new RegExp(`\\b_?${escapeRe(p.field.replace(/^_/, ''))}\\s*\\.`).test(update.body)) || (list && new RegExp(`\\b_?${escapeRe(list.name.replace(/^_/, ''))}\\b`).test(update.body));
    return delegates ? ok() : broken(`${t.name}.${update.name} does the work itself instead of letting its components (${parts.map((p) => p.field).join(', ') || list!.name}) update, so the domains stay tangled in one class`, update.line);
  }
  return missing('no component-based entity found: expected an object (for example GameObject) that holds separate components (input, physics, graphics) behind interfaces and delegates each domain to them', model.types[0]?.line);
};
