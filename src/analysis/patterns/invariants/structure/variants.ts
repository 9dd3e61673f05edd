// Invariants of patterns that put a variant behind a common type: a null object does nothing instead
// of failing, special cases replace nulls and type tests, roles and extensions are attached and looked
// up at run time, kinds are data in type objects, and a marker interface is empty and checked by type.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { lineIn, returnsIn, typeTests } from '../../../code/body.js';
import { implementorsOf } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { abstractTypes, callerParams, declaredReturn, fieldTypeName, methodsOf, signatureTypes } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes, untyped } from '../members.js';

const NULLISH = /^(Null|NoOp|Noop|Nop|Empty|Nil|Nothing|Dummy|Missing|Absent|Silent|Inactive|Unknown)[A-Z_]|^(Null|NoOp|Noop|Nil)$|(Null|NoOp|Noop|Nil|Nothing)[A-Z]?\w*$/;
const NULL_RETURN = /^(null|None|nil|undefined)\s*;?$/;
const THROWS = /\bthrow\b|\braise\b|\bpanic\s*\(/;

/** The abstractions the snippet varies, with their implementations (Go: by method set; Python: subclasses). */
function families(model: CodeModel): { base: TypeDecl; members: TypeDecl[] }[] {
  const out = abstractTypes(model).map((base) => ({ base, members: implementorsOf(model, base.name).filter((t) => t.kind !== 'interface') }));
  for (const base of concreteTypes(model, { enums: false }).filter((t) => !t.isAbstract)) {
    const members = implementorsOf(model, base.name).filter((t) => t.kind !== 'interface');
    if (members.length) out.push({ base, members });
  }
  if (untyped(model)) {
    for (const base of model.types.filter((t) => methodsOf(t).length)) {
      const wanted = methodsOf(base).map((m) => m.name);
      const members = concreteTypes(model, { enums: false }).filter((t) => t !== base && !t.bases.includes(base.name) && wanted.every((w) => t.methods.some((m) => m.name === w)));
      const known = out.find((f) => f.base === base);
      if (known) known.members.push(...members.filter((m) => !known.members.includes(m)));
      else if (members.length) out.push({ base, members });
    }
  }
  return out.filter((f) => f.members.length);
}

/** Null object: the do-nothing implementation never throws, so callers can use it like any other implementation. */
export const nullObjectDoesNothing: InvariantCheck = (model) => {
  const found = families(model).flatMap((f) => f.members.filter((m) => NULLISH.test(m.name)).map((n) => ({ n })));
  if (!found.length) {
    const guard = everyMethod(model).find(({ method }) => /!=\s*null|!==\s*null|is\s+not\s+None|!=\s*nil|==\s*null|is\s+None|==\s*nil/.test(method.body));
    return missing(`${guard ? `${named(guard.owner, guard.method)} guards against null before calling; ` : ''}no null object found: expected a do-nothing implementation of the interface (for example NullNode) that callers can use wherever there is no real object`, guard?.method.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const { n } of found) {
    for (const m of methodsOf(n)) {
      const t = THROWS.exec(m.body);
      if (t) { findings.push({ message: `${n.name}.${m.name} throws instead of doing nothing, so a caller holding the null object still has to guard the call; a null object's operations are harmless no-ops`, line: lineIn(m, t.index) }); continue; }
    }
  }
  return brokenAll(findings);
};

/** Names a body uses for values of one of `types`: typed fields and parameters (or, untyped, named after it). */
function namesOfType(model: CodeModel, owner: TypeDecl | undefined, m: MethodDecl, types: Set<string>): string[] {
  // Untyped code names a value after its type, or after the end of it (`logger` for a ConsoleLogger).
  const namedAfter = (name: string) => { const n = name.replace(/^_+/, '').toLowerCase(); return n.length >= 3 && [...types].some((t) => t.toLowerCase() === n || t.toLowerCase().endsWith(n)); };
  const fields = owner ? owner.fields.filter((f) => types.has(fieldTypeName(owner, f)) || (!fieldTypeName(owner, f) && untyped(model) && namedAfter(f.name))).map((f) => f.name.replace(/^_/, '')) : [];
  const params = callerParams(m).filter((p) => types.has(baseTypeName(p.type)) || (!p.type && untyped(model) && namedAfter(p.name))).map((p) => p.name);
  return [...fields, ...params];
}

/** Special case / null object: callers neither test for null nor for the special class, and finders never return null. */
export const noNullChecksForVariants: InvariantCheck = (model, params) => {
  const wantNullish = params.variant === 'null';
  const fams = families(model).filter((f) => (wantNullish ? f.members.some((m) => NULLISH.test(m.name)) : f.members.length >= 2 || f.members.some((m) => NULLISH.test(m.name))));
  if (!fams.length) return missing(wantNullish ? 'no null object found: expected a do-nothing implementation of the interface (for example NullNode) used wherever there is no real object' : 'no special case found: expected subclasses (for example UnknownCustomer or OutOfStock) that implement the common interface with the behaviour for the special situation', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { base, members } of fams) {
    const types = new Set([base.name, ...members.map((m) => m.name)]);
    const memberNames = new Set(members.map((m) => m.name));
    const finders = everyMethod(model).filter(({ method }) => signatureTypes(declaredReturn(model, method)).includes(base.name)).map(({ method }) => escapeRe(method.name));
    for (const { owner, method } of everyMethod(model).filter((x) => !x.owner || !NULLISH.test(x.owner.name))) {
      const r = signatureTypes(declaredReturn(model, method)).includes(base.name) ? returnsIn(method.body).find((x) => NULL_RETURN.test(x.expr)) : undefined;
      if (r) { findings.push({ message: `${named(owner, method)} returns ${r.expr.replace(/;$/, '')} when there is no ${base.name}, so every caller must check for null; return the ${wantNullish ? 'null object' : 'special-case object'} instead`, line: lineIn(method, r.index) }); continue; }
      const locals = finders.length ? [...method.body.matchAll(new RegExp(`\\b(\\w+)\\s*(?::=|=)\\s*[^;\\n=]*\\b(?:${finders.join('|')})\\s*\\(`, 'g'))].map((x) => escapeRe(x[1])) : [];
      const watched = [...namesOfType(model, owner, method, types).map(escapeRe), ...locals];
      const nullCheck = watched.length ? new RegExp(`\\b(?:this\\.|self\\.|\\w\\.)?_?(?:${watched.join('|')})\\s*(?:!==?|===?)\\s*(?:null|nil|undefined)\\b|\\b(?:null|nil)\\s*(?:!==?|===?)\\s*(?:this\\.|self\\.)?_?(?:${watched.join('|')})\\b|\\b(?:self\\.)?_?(?:${watched.join('|')})\\s+is\\s+(?:not\\s+)?None\\b|\\b(?:this\\.|self\\.)?_?(?:${watched.join('|')})\\s*\\?\\.`).exec(method.body) : null;
      const typeTest = typeTests(method.body).find((i) => [...memberNames].some((n) => new RegExp(`\\b${escapeRe(n)}\\b`).test(method.body.slice(i, i + 60))));
      if (nullCheck) findings.push({ message: `${named(owner, method)} checks ${nullCheck[0].trim()} although ${members.find((m) => NULLISH.test(m.name))?.name ?? members[0].name} stands in for the missing ${base.name}, so the null handling the pattern removes is back in the caller`, line: lineIn(method, nullCheck.index) });
      else if (typeTest !== undefined) findings.push({ message: `${named(owner, method)} tests which ${base.name} it has (a type check against ${[...memberNames].find((n) => new RegExp(`\\b${escapeRe(n)}\\b`).test(method.body.slice(typeTest, typeTest + 60)))}) instead of letting the ${wantNullish ? 'null object' : 'special case'} supply its own behaviour, so every caller repeats the special-case logic`, line: lineIn(method, typeTest) });
    }
  }
  return brokenAll(findings);
};

const ROLE_MAP = /Map|Dictionary|dict|Dict|map\[|Set|List|\[\]|Collection/;

/** Role object: the core keeps its roles in a collection and adds, finds (and removes) them at run time. */
export const rolesAttachedAtRuntime: InvariantCheck = (model) => {
  const api = (t: TypeDecl) => t.methods.some((m) => /^(add|attach|Add|Attach)_?Role\w*$|^add_role$/.test(m.name)) && t.methods.some((m) => /^(get|has|Get|Has)_?Role\w*$|^(get|has)_role$/.test(m.name));
  if (model.types.some((t) => (t.kind === 'interface' || t.isAbstract) && api(t))) return ok();
  for (const t of concreteTypes(model, { enums: false })) {
    const roles = t.fields.find((f) => /role/i.test(f.name) && (ROLE_MAP.test(f.type ?? '') || !f.type));
    if (!roles) continue;
    const add = methodsOf(t).some((m) => /^(add|attach|assign|grant|Add|Attach|Assign|Grant)_?Role\w*$|^addRole$|^add_role$/i.test(m.name) || /^(add|attach)$/i.test(m.name));
    const get = methodsOf(t).some((m) => /^(get|has|find|as|Get|Has|Find|As|get_|has_)_?Role\w*$|^(get|has)_role$/i.test(m.name) || /^(getRole|hasRole|roleOf)$/.test(m.name));
    if (add && get) return ok();
  }
  const combined = concreteTypes(model, { enums: false }).filter((t) => t.bases.length && /(And|With)[A-Z]/.test(t.name));
  return missing(`${combined.length ? `${combined.map((c) => c.name).join(', ')} combine roles by subclassing; ` : ''}no role object found: expected a core object that keeps role objects in a collection and offers addRole/getRole (and removeRole) so roles are attached and looked up at run time`, combined[0]?.line ?? model.types[0]?.line);
};

const LITERAL_BODY = /^\s*return\s+(?:-?\d[\d_.]*[fFdDLmM]?|"[^"]*"|'[^']*'|true|false|True|False)\s*;?\s*$/;

/** Type object: the differences between kinds are data in type objects, not a subclass per kind. */
export const kindsAreData: InvariantCheck = (model) => {
  for (const { base, members } of families(model)) {
    const constantOnly = members.filter((m) => methodsOf(m).length > 0 && methodsOf(m).every((x) => LITERAL_BODY.test(x.body)));
    if (constantOnly.length >= 2) return missing(`${constantOnly.map((m) => m.name).join(', ')} are subclasses of ${base.name} that only return different constants; a type object keeps those values as data in an instance of a type class (for example Breed) shared by every object of that kind, so new kinds need no new classes`, constantOnly[0].line);
  }
  for (const t of concreteTypes(model, { enums: false })) {
    const held = t.fields.filter((x) => !x.isStatic).find((f) => model.types.some((x) => x.name === fieldTypeName(t, f) && x !== t && x.kind !== 'enum' && x.kind !== 'interface' && x.fields.filter((y) => !y.isStatic).length >= 1));
    if (held) return ok();
  }
  return missing('no type object found: expected a class whose instances each hold a reference to a type object (for example Monster → Breed) that carries the data shared by all objects of that kind', model.types[0]?.line);
};

/** Extension objects: clients ask the subject for an extension by name or type instead of downcasting it. */
export const extensionsByQuery: InvariantCheck = (model) => {
  const query = everyMethod(model).find(({ method }) => /^(get|Get|get_|query|Query|find|Find)?_?\w*[Ee]xtension$/.test(method.name) && callerParams(method).length >= 1);
  if (!query) return missing('no extension objects found: expected a subject with a getExtension(name) method that returns an extension object implementing a common extension interface, or nothing when the subject lacks it', model.types[0]?.line);
  const subjects = new Set(model.types.filter((t) => t.methods.includes(query.method) || t.bases.includes(query.owner?.name ?? '\0')).map((t) => t.name));
  for (const t of model.types) if (t.bases.some((b) => subjects.has(b))) subjects.add(t.name);
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model).filter((x) => !x.owner || !subjects.has(x.owner.name))) {
    const test = typeTests(method.body).find((i) => [...subjects].some((s) => new RegExp(`\\b${escapeRe(s)}\\b`).test(method.body.slice(i, i + 60))));
    if (test !== undefined) findings.push({ message: `${named(owner, method)} downcasts the subject to its concrete class to reach extra behaviour instead of asking it for the extension (${query.method.name}), so every new capability means another type check in the clients`, line: lineIn(method, test) });
  }
  return brokenAll(findings);
};

const NAME_TEST = /getClass\s*\(\s*\)\s*\.\s*(?:getSimpleName|getName)\s*\(\s*\)|GetType\s*\(\s*\)\s*\.\s*(?:Name|FullName)\b|type\s*\(\s*\w+\s*\)\s*\.\s*__name__|\.__class__\s*\.\s*__name__|\.constructor\s*\.\s*name\b|reflect\s*\.\s*TypeOf\s*\([^)]*\)\s*\.\s*Name\s*\(/;

/** Marker interface: an empty interface implemented by the marked classes, and checked by type. */
export const markerIsEmptyAndTyped: InvariantCheck = (model) => {
  const markers = model.types.filter((t) => (t.kind === 'interface' || (model.language === 'python' && t.isAbstract) || (model.language === 'python' && t.methods.length === 0 && t.fields.length === 0)) && t.methods.filter((m) => !(model.language === 'go' && /^[a-z]/.test(m.name))).length === 0 && implementorsOf(model, t.name).length > 0);
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model)) {
    const byName = NAME_TEST.exec(method.body);
    if (byName) findings.push({ message: `${named(owner, method)} decides by the class's name (${byName[0].replace(/\s+/g, '')}) instead of testing for the marker interface, so renaming a class silently changes behaviour and the type system no longer checks the capability`, line: lineIn(method, byName.index) });
  }
  if (!markers.length) return missing(`${findings.length ? `${findings[0].message.split(' decides')[0]} checks class names; ` : ''}no marker interface found: expected an interface without methods (for example Permission) that the marked classes implement and code checks with instanceof / is / isinstance`, model.types[0]?.line);
  return brokenAll(findings);
};
