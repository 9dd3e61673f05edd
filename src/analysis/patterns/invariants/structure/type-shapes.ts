// Invariants that live in type signatures and call shapes: an acyclic visitor keeps one small visitor
// interface per element, a CRTP subclass binds the base to itself, a dynamic proxy's handler dispatches
// on the invoked method, an iterator advances without exposing the aggregate, a converter works both
// ways, and a fluent interface returns itself from every chained step.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { callsIn, creations, fieldWrites, lineIn, returnsIn, typeTests } from '../../../code/body.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callerParams, methodsOf, signatureTypes } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes } from '../members.js';

/** Acyclic visitor: no visitor interface knows every element; each element checks the visitor can visit it. */
export const visitorsStayAcyclic: InvariantCheck = (model) => {
  const accepts = everyMethod(model).filter(({ method }) => /^(accept|Accept)$/.test(method.name) && callerParams(method).length >= 1 && !method.isAbstract);
  if (!accepts.length) return missing('no acyclic visitor found: expected elements whose accept(visitor) checks that the visitor supports their type (for example instanceof ZoomVisitor) before calling visit', model.types[0]?.line);
  const findings: Finding[] = [];
  const visitorTypes = new Set(accepts.map(({ method }) => baseTypeName(callerParams(method)[0].type)).filter(Boolean));
  for (const v of model.types.filter((t) => visitorTypes.has(t.name))) {
    const visits = v.methods.filter((m) => /^visit/i.test(m.name));
    const targets = new Set(visits.map((m) => baseTypeName(callerParams(m)[0]?.type) || m.name));
    if (targets.size >= 2) findings.push({ message: `${v.name}, the visitor type every element accepts, declares a visit method for each element (${[...targets].join(', ')}), so the visitor and element hierarchies depend on each other again; keep the base visitor empty and give each element its own visitor interface`, line: v.line });
  }
  for (const { owner, method } of accepts) {
    const param = callerParams(method)[0].name;
    const guarded = typeTests(method.body).length > 0 || new RegExp(`,\\s*ok\\s*:?=\\s*${escapeRe(param)}\\s*\\.\\s*\\(`).test(method.body) || /\bin\s+\w+|\bhasattr\s*\(|\bgetattr\s*\([^)]*,\s*None\s*\)|typeof\s+[\w.]+\s*===?\s*["']|\bas\s+\w+\s*;[\s\S]*?!=\s*null|\bis\s+\w+\s+\w+/.test(method.body);
    const cast = new RegExp(`\\(\\s*\\(\\s*\\w+\\s*\\)\\s*${escapeRe(param)}\\s*\\)|\\(\\s*${escapeRe(param)}\\s+as\\s+\\w+\\s*\\)|${escapeRe(param)}\\s*\\.\\s*\\(\\s*\\w+\\s*\\)\\s*\\.`).exec(method.body);
    if (cast && !guarded) findings.push({ message: `${named(owner, method)} casts the visitor (${cast[0].replace(/\s+/g, '')}) without checking that it supports this element, so a visitor for other elements crashes instead of being ignored`, line: lineIn(method, cast.index) });
  }
  return brokenAll(findings);
};

/** CRTP: the generic base is bound by its own subclass, so methods typed by the parameter accept only that subclass. */
export const selfTypedBase: InvariantCheck = (model) => {
  const text = model.stripped;
  const recursive = [...text.matchAll(/\b(?:class|interface)\s+(\w+)\s*<\s*(\w+)\s+extends\s+(\w+)\s*<\s*\2\s*>/g), ...text.matchAll(/\b(?:class|interface)\s+(\w+)\s*<\s*(\w+)\s*>[^{]*\bwhere\s+\2\s*:\s*(\w+)\s*<\s*\2\s*>/g)].map((m) => m[1]);
  const pyBound = model.language === 'python' && /\bTypeVar\s*\([^)]*\bbound\s*=/.test(text) && /\bGeneric\s*\[/.test(text);
  if (!recursive.length && !pyBound && !(model.language === 'go' && /\[\s*\w+\s+\w+/.test(text))) return missing('no curiously recurring template found: expected a generic base bounded by itself (class Base<T extends Base<T>>) that subclasses extend with their own type (class Sub extends Base<Sub>)', model.types[0]?.line);
  const bases = new Set(recursive);
  const findings: Finding[] = [];
  for (const m of text.matchAll(/\bclass\s+(\w+)\s*(?:<[^>{]*>)?\s*(?:extends|:|\()\s*(\w+)\s*[<[]\s*(\w+)\s*[>\]]/g)) {
    const [, sub, base, arg] = m;
    if ((bases.has(base) || pyBound) && arg !== sub && !/^[A-Z]$|^T\w*$/.test(arg)) {
      findings.push({ message: `${sub} extends ${base}<${arg}> instead of ${base}<${sub}>, so the methods the base types by its parameter accept and return ${arg} rather than ${sub}, and the static type check the pattern provides is lost`, line: model.lineOf(m.index!) });
    }
  }
  return brokenAll(findings);
};

const STATIC_PROXY = 'a hand-written class per interface';

/** Dynamic proxy: the run-time handler dispatches on the invoked method (and its arguments) instead of ignoring them. */
export const handlerUsesInvocation: InvariantCheck = (model) => {
  const handlers: { owner?: TypeDecl; method: MethodDecl; uses: string[] }[] = [];
  for (const t of model.types) {
    const invoke = t.methods.find((m) => /^(invoke|Invoke)$/.test(m.name) && (t.bases.some((b) => /InvocationHandler|DispatchProxy|IInterceptor|MethodInterceptor|RealProxy/.test(b)) || callerParams(m).some((p) => /Method|MethodInfo|IInvocation|IMethodCallMessage/.test(p.type ?? ''))));
    if (invoke) handlers.push({ owner: t, method: invoke, uses: callerParams(invoke).filter((p) => /Method|MethodInfo|IInvocation|IMethodCallMessage|\[\]|args|Object\[\]/.test(p.type ?? p.name)).map((p) => p.name) });
    const getattr = t.methods.find((m) => m.name === '__getattr__' || m.name === '__getattribute__');
    if (getattr) handlers.push({ owner: t, method: getattr, uses: callerParams(getattr).map((p) => p.name) });
  }
  for (const m of model.stripped.matchAll(/\bnew\s+Proxy\s*\(\s*[\w.]+\s*,\s*\{/g)) {
    const trap = /\b(get|apply|set|has|construct)\s*(?::\s*(?:function\s*)?)?\(\s*(\w+)\s*,\s*(\w+)/.exec(model.stripped.slice(m.index!, m.index! + 600));
    if (trap) {
      const fn = model.functions.find((f) => f.line <= model.lineOf(m.index!) && model.stripped.slice(0, m.index!).split('\n').length <= f.bodyLine + f.body.split('\n').length);
      const body = model.stripped.slice(m.index!, m.index! + 600);
      if (!new RegExp(`\\b${escapeRe(trap[3])}\\b[\\s\\S]*\\b${escapeRe(trap[3])}\\b`).test(body) && !/Reflect\s*\./.test(body)) return broken(`the ${trap[1]} trap of the Proxy${fn ? ` in ${fn.name}` : ''} ignores which property or method (${trap[3]}) it intercepts, so every call gets the same answer instead of being forwarded or handled per method`, model.lineOf(m.index!));
      return ok();
    }
  }
  if (!handlers.length) {
    if (/Proxy\s*\.\s*newProxyInstance|DispatchProxy\s*\.\s*Create|ProxyGenerator|reflect\s*\.\s*MakeFunc|__getattr__/.test(model.stripped)) return ok();
    const forwarding = concreteTypes(model, { enums: false }).find((t) => t.bases.length && t.fields.some((f) => t.bases.includes(baseTypeName(f.type))));
    return missing(`${forwarding ? `${forwarding.name} is ${STATIC_PROXY}; ` : ''}no dynamic proxy found: expected a proxy created at run time (Proxy.newProxyInstance with an InvocationHandler, DispatchProxy, a JavaScript Proxy, __getattr__) whose handler receives each invoked method`, forwarding?.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const h of handlers) {
    if (!h.uses.length) continue;
    if (!h.uses.some((u) => new RegExp(`\\b${escapeRe(u)}\\b`).test(h.method.body))) findings.push({ message: `${named(h.owner, h.method)} never looks at the invoked method or its arguments (${h.uses.join(', ')}), so every call through the proxy gets the same result instead of being forwarded to the target or handled per method`, line: h.method.line });
  }
  return brokenAll(findings);
};

const NEXT = /^(next|Next|__next__|MoveNext|moveNext|advance|Advance)$/;
const ADVANCES = /\+\+|--|\+=|-=|\.\s*(?:next|Next|MoveNext|pop|shift|poll|remove|Dequeue|dequeue|popleft)\s*\(|\byield\b|\bnext\s*\(|=\s*[\w.]+\s*\.\s*(?:next|Next|right|left|parent|child\w*)\b/;

/** Iterator: next() advances the cursor, and the aggregate hands out iterators rather than its internal collection. */
export const iteratorAdvancesWithoutExposing: InvariantCheck = (model) => {
  const iterators = model.types.filter((t) => t.kind !== 'interface' && t.methods.some((m) => NEXT.test(m.name) && !m.isAbstract));
  const generators = everyMethod(model).filter(({ method }) => /\byield\b/.test(method.body) || /^(\[Symbol\.iterator\]|__iter__|iterator|Iterator|GetEnumerator|All|Iter|Each)$/.test(method.name));
  if (!iterators.length && !generators.length && !/\byield\b|Symbol\.iterator/.test(model.stripped)) return missing('no iterator found: expected an iterator (hasNext/next, MoveNext/Current, __next__, a generator) that walks an aggregate\'s elements one by one without exposing how they are stored', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const it of iterators) {
    const next = it.methods.find((m) => NEXT.test(m.name) && !m.isAbstract)!;
    const moves = ADVANCES.test(next.body) || it.fields.some((f) => fieldWrites(model, next, f.name).length) || callsIn(next.body).some((c) => it.methods.some((m) => m !== next && m.name === c.name && (ADVANCES.test(m.body) || it.fields.some((f) => fieldWrites(model, m, f.name).length))));
    if (!moves) findings.push({ message: `${it.name}.${next.name} never moves its position, so every call returns the same element and a loop over the iterator never ends`, line: next.line });
  }
  const iteratorNames = new Set(iterators.map((t) => t.name));
  for (const agg of concreteTypes(model, { enums: false }).filter((t) => !iteratorNames.has(t.name) && t.methods.some((m) => creations(model, m.body).some((c) => iteratorNames.has(c.type)) || /^(iterator|Iterator|GetEnumerator|__iter__|\[Symbol\.iterator\])$/.test(m.name)))) {
    for (const m of methodsOf(agg).filter((x) => x.visibility === 'public' || x.visibility === 'package')) {
      const exposed = returnsIn(m.body).find((r) => agg.fields.some((f) => !f.isStatic && /List|\[\]|Array|Collection|Set|list|Map/.test(f.type ?? 'list') && new RegExp(`^(?:this\\.|self\\.|\\w\\.)?_?${escapeRe(f.name.replace(/^_/, ''))}\\s*;?$`).test(r.expr)));
      if (exposed) findings.push({ message: `${agg.name}.${m.name} returns its internal collection (${exposed.expr.replace(/;$/, '')}) alongside the iterator, so clients can traverse and change the underlying representation directly instead of through the iterator`, line: lineIn(m, exposed.index) });
    }
  }
  return brokenAll(findings);
};

const CONVERTER = /(Converter|Mapper|Translator|Assembler|Transformer)$/;
const CONVERT = /^(convert\w*|Convert\w*|to[A-Z_]\w*|To[A-Z]\w*|from[A-Z_]\w*|From[A-Z]\w*|map[A-Z_]\w*|Map[A-Z]\w*|to_\w+|from_\w+)$/;

/** Converter: one place converts in both directions, and the converted types stay unaware of each other. */
export const convertsBothWays: InvariantCheck = (model) => {
  const converters = model.types.filter((t) => CONVERTER.test(t.name) && t.kind !== 'interface');
  if (!converters.length) return missing('no converter found: expected a converter (for example UserConverter) that converts between two corresponding types in both directions', model.types[0]?.line);
  const findings: Finding[] = [];
  const converted = new Set<string>();
  for (const c of converters) {
    const family = [c, ...model.types.filter((t) => c.bases.includes(t.name))];
    const functionFields = family.flatMap((t) => t.fields).filter((f) => /Function|Func<|=>|Callable|func\(/.test(f.type ?? ''));
    const methods = family.flatMap((t) => t.methods).filter((m) => CONVERT.test(m.name) && !m.isConstructor);
    const directions = new Set(methods.map((m) => `${baseTypeName(callerParams(m)[0]?.type)}>${baseTypeName(m.returnType)}`).filter((d) => d !== '>'));
    for (const m of methods) for (const n of [baseTypeName(callerParams(m)[0]?.type), ...signatureTypes(m.returnType)]) if (n) converted.add(n);
    const superPair = c.methods.some((m) => m.isConstructor && /\bsuper\s*\([^,()]+,[^()]+\)|:\s*base\s*\([^,()]+,[^()]+\)/.test(m.body + (model.lineText(m.line))));
    const both = functionFields.length >= 2 || superPair || [...directions].some((d) => directions.has(d.split('>').reverse().join('>'))) || (directions.size === 0 && methods.length >= 2) || (methods.length >= 2 && [...directions].some((d) => d.startsWith('>') || d.endsWith('>')));
    if (!both && methods.length + functionFields.length > 0) findings.push({ message: `${c.name} converts in one direction only (${methods.map((m) => m.name).join(', ') || functionFields.map((f) => f.name).join(', ')}), so the reverse conversion ends up written somewhere else; a converter keeps both directions together`, line: c.line });
  }
  const convertedTypes = model.types.filter((t) => converted.has(t.name) && !CONVERTER.test(t.name));
  const names = new Set(convertedTypes.map((t) => t.name));
  for (const t of convertedTypes) {
    for (const m of methodsOf(t)) {
      const other = [...signatureTypes(m.returnType), ...creations(model, m.body).map((c) => c.type)].find((n) => names.has(n) && n !== t.name);
      if (other) findings.push({ message: `${t.name}.${m.name} converts ${t.name} into ${other} itself, so the two types know each other; the conversion belongs in the converter`, line: m.line });
    }
  }
  return brokenAll(findings);
};

const TERMINAL = /^(build|Build|execute|Execute|run|Run|get|Get|toList|ToList|to_list|first|last|count|sum|collect|Collect|create|Create|done|Done|end|End|result|Result|apply|Apply|toString|ToString|String|__str__|__repr__|equals|hashCode)$/;

/** Fluent interface: every chained step returns the object itself (or a new one of its type), so calls chain. */
export const chainReturnsSelf: InvariantCheck = (model) => {
  for (const t of concreteTypes(model, { enums: false })) {
    const self = (m: MethodDecl) => returnsIn(m.body).some((r) => /^(this|self|\w)\s*;?$/.test(r.expr) && (/^(this|self)/.test(r.expr) || model.language === 'go' && callerParams(m).length < m.params.length && r.expr.replace(/;$/, '') === m.params[0].name)) || (baseTypeName(m.returnType) === t.name && !m.isStatic && methodsOf(t).length > 1);
    const chained = methodsOf(t).filter((m) => !m.isStatic && self(m));
    if (chained.length < 2) continue;
    const findings: Finding[] = [];
    for (const m of methodsOf(t).filter((x) => !x.isStatic && !chained.includes(x) && x.visibility !== 'private' && !TERMINAL.test(x.name) && !/^(get|is|has)[A-Z_]/.test(x.name))) {
      const writes = t.fields.some((f) => fieldWrites(model, m, f.name).length || new RegExp(`\\b_?${escapeRe(f.name.replace(/^_/, ''))}\\s*\\.\\s*(?:put|add|set|append|push|remove|delete|insert|Add|Set|Remove|Append|Insert|extend|update)\\s*\\(`).test(m.body));
      const returnsValue = returnsIn(m.body).some((r) => r.expr && r.expr !== ';');
      if (writes && !returnsValue && (!m.returnType || /^(void|None|Unit)$/.test(m.returnType))) findings.push({ message: `${t.name}.${m.name} changes the object but returns nothing, so the call chain breaks at this step while ${chained.slice(0, 2).map((c) => c.name).join(' and ')} return the object for chaining`, line: m.line });
    }
    return brokenAll(findings);
  }
  if (model.types.some((t) => t.kind === 'interface' && t.methods.filter((m) => baseTypeName(m.returnType) === t.name).length >= 2)) return ok();
  return missing('no fluent interface found: expected a class whose step methods return the object itself (return this / self) so calls can be chained, ending in a terminal operation', model.types[0]?.line);
};
