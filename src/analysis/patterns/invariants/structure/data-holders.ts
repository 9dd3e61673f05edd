// Invariants of objects that carry data: a context object travels whole between layers, a collecting
// parameter is added to (not replaced), a parameter object is an immutable bundle, private class data
// cannot change after construction, and an immutable object stays fixed once built.
import type { MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, isCollectionType } from '../../../code/model.js';
import { fieldWrites, lineIn, returnsIn } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callerParams, fieldInit, fieldTypeName, INFRASTRUCTURE, methodsOf, VALUE_TYPE } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes } from '../members.js';

const norm = (s: string) => s.replace(/^_+/, '').replace(/_/g, '').toLowerCase();
const instanceFields = (t: TypeDecl) => t.fields.filter((f) => !f.isStatic);

/** Context object: layers pass the context as one object, not its parts one by one. */
export const contextTravelsWhole: InvariantCheck = (model) => {
  const contexts = model.types.filter((t) => /(Context|Ctx)$/.test(t.name) && t.kind !== 'interface' && instanceFields(t).length >= 2);
  if (!contexts.length) return missing('no context object found: expected a class (for example ServiceContext or RequestContext) that bundles the request\'s or user\'s contextual state and is passed between layers as one object', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const ctx of contexts) {
    const parts = new Set(instanceFields(ctx).map((f) => norm(f.name)));
    for (const { owner, method } of everyMethod(model).filter((x) => x.owner !== ctx && !x.method.isConstructor && baseTypeName(x.method.returnType).replace(/^\*/, '') !== ctx.name && !new RegExp(`\\b${ctx.name}\\s*[({]`).test(x.method.body))) {
      const loose = callerParams(method).filter((p) => parts.has(norm(p.name)));
      if (loose.length >= 2 && !callerParams(method).some((p) => baseTypeName(p.type) === ctx.name)) findings.push({ message: `${named(owner, method)} takes ${loose.map((p) => p.name).join(', ')} as separate parameters instead of the ${ctx.name} that carries them, so the context is unpacked and every layer's signature changes whenever the context grows`, line: method.line });
    }
  }
  return brokenAll(findings);
};

const COLLECTING_TYPE = /List|Collection|Set|StringBuilder|StringBuffer|Appendable|Writer|\[\]|Array|ICollection|IList|Bag|Queue|Deque|Map|Dictionary|\*\[\]/;
const COLLECTING_NAME = /^(result|results|collector|acc|accumulator|out|output|sink|into|buffer|errors|messages|report|collected|items|lines|jobs|found|matches|problems|warnings)$/;
const ADDS = (p: string) => new RegExp(`\\b${escapeRe(p)}\\s*\\.\\s*(?:add|addAll|append|push|put|Add|AddRange|Append|AppendLine|extend|insert|write|Write|offer|set|update)\\s*\\(|\\b${escapeRe(p)}\\s*\\[[^\\]]*\\]\\s*=(?!=)|\\b${escapeRe(p)}\\s*\\+=|\\*${escapeRe(p)}\\s*=\\s*append\\s*\\(\\s*\\*${escapeRe(p)}|\\b${escapeRe(p)}\\s*=\\s*append\\s*\\(\\s*${escapeRe(p)}\\b`);

/** Collecting parameter: methods add to the collection they are given; they never replace it with a new one. */
export const collectorPassedAlong: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let collectors = 0;
  for (const { owner, method } of everyMethod(model).filter((x) => !x.method.isConstructor && !x.method.isAbstract)) {
    for (const p of callerParams(method).filter((x) => (x.type ? COLLECTING_TYPE.test(x.type) : COLLECTING_NAME.test(x.name)))) {
      const adds = ADDS(p.name).exec(method.body);
      if (!adds) continue;
      collectors++;
      const reset = new RegExp(`(?<![\\w.*])${escapeRe(p.name)}\\s*=\\s*(?:new\\s+\\w+|\\[\\s*\\]|list\\s*\\(|\\{\\s*\\}|make\\s*\\(|\\w+\\{\\s*\\}|""|''|\\[\\]\\w+\\{\\s*\\})`).exec(method.body);
      const byValueAppend = model.language === 'go' && /^\[\]/.test(p.type ?? '') && new RegExp(`\\b${escapeRe(p.name)}\\s*=\\s*append\\s*\\(`).exec(method.body);
      if (reset) findings.push({ message: `${named(owner, method)} replaces the collecting parameter ${p.name} with a new collection, so what it adds afterwards never reaches the caller's collection`, line: lineIn(method, reset.index) });
      else if (byValueAppend && !returnsIn(method.body).some((r) => new RegExp(`\\b${escapeRe(p.name)}\\b`).test(r.expr))) findings.push({ message: `${named(owner, method)} appends to ${p.name}, a slice passed by value, and never returns it, so the caller's collecting parameter does not see the added items; pass a pointer (*[]T) or a collector type`, line: lineIn(method, byValueAppend.index) });
    }
  }
  if (!collectors) {
    const merged = everyMethod(model).filter(({ method }) => /\.\s*(?:addAll|AddRange|extend|concat|push\s*\(\s*\.\.\.)\s*\(?/.test(method.body)).length;
    return missing(`${merged ? 'results are built in separate collections and merged afterwards; ' : ''}no collecting parameter found: expected a collection passed into several methods, each adding its results to it`, model.types[0]?.line);
  }
  return brokenAll(findings);
};

const PARAM_OBJECT = /(Params|Parameters|Options|Criteria|Request|Query|Args|Arguments|Settings|Spec|Filter|ParameterObject|Command|Input|Config)$/;

/** Whether a type has public setters or writable C# properties (Java/C#, where immutability is spelled out). */
function setters(t: TypeDecl): MethodDecl[] {
  return methodsOf(t).filter((m) => /^set /.test(m.name) || (/^(set|Set)[A-Z]\w*$/.test(m.name) && m.visibility === 'public' && callerParams(m).length === 1));
}

/** Parameter object: an immutable bundle of values passed instead of the separate parameters. */
export const parameterObjectImmutable: InvariantCheck = (model) => {
  const names = new Set(model.types.map((t) => t.name));
  const users = everyMethod(model).filter(({ method }) => !method.isConstructor).flatMap(({ owner, method }) => callerParams(method).filter((p) => names.has(baseTypeName(p.type)) || (!p.type && model.types.some((t) => norm(t.name) === norm(p.name)))).map((p) => ({ owner, method, p, type: model.types.find((t) => t.name === baseTypeName(p.type) || norm(t.name) === norm(p.name))! })));
  const bundles = users.filter((u) => u.owner !== u.type && instanceFields(u.type).length >= 2 && (PARAM_OBJECT.test(u.type.name) || !INFRASTRUCTURE.test(u.type.name)));
  if (!bundles.length) {
    const long = everyMethod(model).find(({ method }) => callerParams(method).length >= 4);
    return missing(`${long ? `${named(long.owner, long.method)} takes ${callerParams(long.method).length} separate parameters; ` : ''}no parameter object found: expected a class (for example SearchParameters) that groups the parameters travelling together and is passed as one argument`, long?.method.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  const seen = new Set<TypeDecl>();
  const anyNamed = bundles.some((b) => PARAM_OBJECT.test(b.type.name));
  for (const { owner, method, p, type } of bundles) {
    const strict = !anyNamed || PARAM_OBJECT.test(type.name);
    if (strict && !seen.has(type) && (model.language === 'java' || model.language === 'csharp')) {
      seen.add(type);
      const s = setters(type);
      if (s.length) findings.push({ message: `${type.name} has setters (${s.map((m) => m.name.replace(/^set /, '')).join(', ')}), so the grouped parameters can be changed after the object is built and while it travels between calls; make its fields final/readonly and set them once`, line: s[0].line });
    }
    const changed = new RegExp(`\\b${escapeRe(p.name)}\\s*\\.\\s*(?:set[A-Z_]\\w*\\s*\\(|Set[A-Z]\\w*\\s*\\(|_?\\w+\\s*(?:[-+*/]?=)(?![=>]))`).exec(method.body);
    if (changed && strict) findings.push({ message: `${named(owner, method)} changes the parameter object ${p.name} it was given (${changed[0].trim()}), so the caller's grouped values are altered behind its back; treat the parameter object as read-only`, line: lineIn(method, changed.index) });
    const fields = new Set(instanceFields(type).map((f) => norm(f.name)));
    const dup = callerParams(method).find((x) => x !== p && fields.has(norm(x.name)));
    if (dup) findings.push({ message: `${named(owner, method)} takes ${dup.name} both inside ${type.name} and as a separate parameter, so the parameters are only partly grouped and the two values can disagree`, line: method.line });
  }
  return brokenAll(findings);
};

/** Private class data: the data lives in a separate class whose values cannot change after construction. */
export const classDataImmutable: InvariantCheck = (model) => {
  for (const owner of concreteTypes(model, { enums: false })) {
    for (const f of instanceFields(owner)) {
      const data = model.types.find((t) => t.name === fieldTypeName(owner, f) && t !== owner && t.kind !== 'interface' && instanceFields(t).length >= 2);
      if (!data) continue;
      const findings: Finding[] = [];
      const s = setters(data).concat(methodsOf(data).filter((m) => !setters(data).includes(m) && instanceFields(data).some((x) => fieldWrites(model, m, x.name).length)));
      if (s.length) findings.push({ message: `${data.name} can be changed after construction (${s.map((m) => m.name.replace(/^set /, 'set ')).join(', ')}), so the data ${owner.name} keeps private is not protected from modification; give it final/readonly fields and no setters`, line: s[0].line });
      const ref = escapeRe(f.name.replace(/^_/, ''));
      for (const m of methodsOf(owner)) {
        const w = new RegExp(`\\b_?${ref}\\s*\\.\\s*(?:set[A-Z_]\\w*\\s*\\(|Set[A-Z]\\w*\\s*\\(|_?\\w+\\s*(?:[-+*/]?=)(?![=>])|_?\\w+\\s*(?:\\+\\+|--))`).exec(m.body);
        if (w) findings.push({ message: `${owner.name}.${m.name} changes its private data (${w[0].trim()}), so the values that were meant to be fixed at construction are modified later`, line: lineIn(m, w.index) });
      }
      return brokenAll(findings);
    }
  }
  const mutating = concreteTypes(model, { enums: false }).flatMap((t) => methodsOf(t).map((m) => ({ t, m, f: instanceFields(t).find((f) => fieldWrites(model, m, f.name).length) }))).find((x) => x.f);
  return missing(`${mutating ? `${mutating.t.name}.${mutating.m.name} changes ${mutating.f!.name} in place; ` : ''}no private class data found: expected the class's data moved into a separate data class (for example StewData) whose values are set once in its constructor`, mutating?.m.line ?? model.types[0]?.line);
};

const UNMODIFIABLE = /List\.copyOf|Set\.copyOf|Map\.copyOf|List\.of|Set\.of|Map\.of|Collections\.unmodifiable|ImmutableList|ImmutableSet|ImmutableMap|toUnmodifiable|AsReadOnly|ReadOnlyCollection|ToImmutable|ImmutableArray|tuple\s*\(|frozenset\s*\(|Object\.freeze|\.toList\(\)|slices\.Clone|copy\s*\(|append\(\s*\[\]/;

/** Immutable: once built the object never changes; no mutators, and no shared mutable collections in or out. */
export const fixedAfterConstruction: InvariantCheck = (model) => {
  const targets = concreteTypes(model, { enums: false }).filter((t) => instanceFields(t).length && !INFRASTRUCTURE.test(t.name) && !/Builder|Test|App|Main|Mutable/.test(t.name));
  if (!targets.length) return missing('no immutable class found: expected a class whose fields are all set in the constructor and never changed afterwards', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const t of targets) {
    const building = (m: MethodDecl): MethodDecl => ({ ...m, body: /=>\s*(?:this\s+with|new)\b/.test(model.lineText(m.line)) ? '' : m.body.replace(/\bwith\s*\{[^}]*\}|\bnew\s*[\w.<>]*\s*(?:\([^)]*\))?\s*\{[^}]*\}|\b[A-Z]\w*\s*\{[^}]*\}/g, '') });
    const mutators = methodsOf(t).filter((m) => /^set /.test(m.name) || (m.visibility !== 'private' && instanceFields(t).some((f) => fieldWrites(model, building(m), f.name).length)) || (m.modifiers ?? []).some((d) => /\.setter\b/.test(d)));
    if (mutators.length) findings.push({ message: `${t.name} changes its state after construction (${mutators.map((m) => m.name.replace(/^set /, 'set ')).join(', ')}); an immutable object must return a new instance (for example withAge(31)) instead of modifying itself`, line: mutators[0].line });
    if (model.language === 'java' && t.kind === 'class') {
      const open = instanceFields(t).filter((f) => !f.isImmutable);
      if (open.length) findings.push({ message: `${t.name}.${open.map((f) => f.name).join(', ')} ${open.length > 1 ? 'are' : 'is'} not final, so the field can still be reassigned and the class is not guaranteed immutable (nor safely published to other threads)`, line: open[0].line });
    }
    for (const f of instanceFields(t).filter((x) => model.language !== 'go' && (isCollectionType(fieldType(t, x)) || /^\[\]|\[\]$|^list|^List/.test(fieldType(t, x) ?? '')))) {
      const ctor = t.methods.find((m) => m.isConstructor && callerParams(m).some((p) => new RegExp(`(?:this\\.|self\\.|\\w\\.|(?<![\\w.]))_?${escapeRe(f.name.replace(/^_/, ''))}\\s*=\\s*${escapeRe(p.name)}\\s*[;\\n]`).test(m.body + '\n')));
      const copiedSafely = UNMODIFIABLE.test(fieldInit(model, f)) || t.methods.some((m) => m.isConstructor && new RegExp(`_?${escapeRe(f.name.replace(/^_/, ''))}\\s*=[^;\\n]*(?:${UNMODIFIABLE.source})`).test(m.body));
      if (ctor && !copiedSafely) findings.push({ message: `${t.name} stores the ${f.name} collection it was given without copying it, so the caller keeps a reference and can change the "immutable" object's contents afterwards; store an unmodifiable copy (List.copyOf, tuple, ReadOnlyCollection)`, line: ctor.line });
      else if (!copiedSafely) {
        const getter = methodsOf(t).find((m) => m.visibility !== 'private' && returnsIn(m.body).some((r) => new RegExp(`^(?:this\\.|self\\.|\\w\\.)?_?${escapeRe(f.name.replace(/^_/, ''))}\\s*;?$`).test(r.expr)));
        if (getter && !VALUE_TYPE.test(baseTypeName(fieldType(t, f)))) findings.push({ message: `${t.name}.${getter.name} hands out its internal ${f.name} collection itself, so callers can modify the object's state through it; return an unmodifiable view or a copy`, line: getter.line });
      }
    }
  }
  return brokenAll(findings);
};
