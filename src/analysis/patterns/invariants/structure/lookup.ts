// Invariants of keyed lookup: a service locator caches what it looked up, a registry is one shared
// keyed store, a multiton keeps one instance per key, a factory kit builds from registered builders.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, typeArguments } from '../../../code/model.js';
import { callsIn, creations, lineIn, returnsIn } from '../../../code/body.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { fieldKind, methodsOf } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes } from '../members.js';

const MAP_TYPE = /Map|Dictionary|dict|Dict|Hashtable|Record<|map\[|ConcurrentDictionary|WeakMap|\{\s*\}/;
const MAP_NAME = /^_{0,2}(cache|services|registry|instances|map|store|items|lookup|pool|byKey|entries|\w*Map|\w*Cache|\w*_map|\w*_cache|\w*ById|\w*_by_\w+|\w*Registry)$/i;

/** Keyed maps a type keeps (as fields), or that the snippet keeps at module level (`var cache = map…`, `_cache = {}`). */
function keyedMaps(model: CodeModel, t?: TypeDecl): string[] {
  const fields = t ? t.fields.filter((f) => MAP_TYPE.test(fieldKind(model, t, f)) || MAP_NAME.test(f.name)).map((f) => f.name) : [];
  const indent = model.language === 'go' ? '[ \\t]*' : '';
  const module = [...model.stripped.matchAll(new RegExp(`^${indent}(?:(?:export\\s+)?(?:var|const|let)\\s+)?_{0,2}(\\w+)\\s*(?::\\s*[^=\\n]+)?(?::=|=)\\s*(?:make\\(\\s*)?(?:new\\s+(?:Map|HashMap|ConcurrentHashMap|Dictionary|WeakMap)\\b|map\\[|\\{\\s*\\}|dict\\()`, 'gm'))].map((m) => m[1]);
    return [...new Set([...fields, ...module])];
}

const reads = (map: string) => new RegExp(`\\b_{0,2}${escapeRe(map.replace(/^_+/, ''))}\\s*(?:\\.\\s*(?:get|containsKey|has|ContainsKey|TryGetValue|get_or_default|getOrDefault|GetValueOrDefault|computeIfAbsent|GetOrAdd|setdefault|Load|LoadOrStore)\\s*\\(|\\[)|\\bin\\s+(?:self\\.|cls\\.|\\w+\\.)?_{0,2}${escapeRe(map.replace(/^_+/, ''))}\\b`);
const writes = (map: string) => new RegExp(`\\b_{0,2}${escapeRe(map.replace(/^_+/, ''))}\\s*(?:\\.\\s*(?:put|set|add|Add|TryAdd|putIfAbsent|computeIfAbsent|GetOrAdd|setdefault|Store|LoadOrStore|\\w*[Aa]dd\\w*)\\s*\\(|\\[[^\\]]+\\]\\s*=(?!=))`);

const LOOKUP = /^(get|Get|lookup|Lookup|resolve|Resolve|locate|Locate|find|Find)(Service|Instance)?$|^get_service$|^getService$|^GetService$|^get_instance$/;
const EXPENSIVE = /\blookup\s*\(|\bLookup\s*\(|InitialContext|\bnew\s+\w+|getBean\s*\(|\bcreate\w*\s*\(|\bCreate\w*\s*\(|\bActivator\s*\.|\bimport_module\s*\(|\bconnect\s*\(/;

/** Service locator: a service looked up once is cached and handed out again from the cache. */
export const locatorCachesServices: InvariantCheck = (model) => {
  const owners = model.types.filter((t) => /Locator|ServiceRegistry|ServiceProvider/.test(t.name));
  const candidates = [...owners.flatMap((t) => t.methods.filter((m) => LOOKUP.test(m.name) && !m.isAbstract).map((m) => ({ owner: t as TypeDecl | undefined, method: m }))), ...model.functions.filter((f) => /^(get_?[Ss]ervice|GetService|lookup|Lookup|resolve|Resolve|locate|Locate)$/.test(f.name)).map((method) => ({ owner: undefined as TypeDecl | undefined, method }))];
  if (!candidates.length) return missing('no service locator found: expected a central locator (for example ServiceLocator.getService(name)) that finds services by name and caches them for later calls', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { owner, method } of candidates) {
    const maps = keyedMaps(model, owner).filter((m) => new RegExp(`\\b_{0,2}${escapeRe(m.replace(/^_+/, ''))}\\b`).test(method.body) || callsIn(method.body).some((c) => c.receiver !== null && new RegExp(`${escapeRe(m.replace(/^_+/, ''))}$`).test(c.receiver)));
    const cacheCall = callsIn(method.body).find((c) => c.receiver !== null && /cache/i.test(c.receiver));
    const expensive = EXPENSIVE.exec(method.body);
    if (!expensive) continue;
    const consulted = maps.some((m) => reads(m).test(method.body.slice(0, expensive.index))) || (cacheCall !== undefined && cacheCall.index < expensive.index && /get|find|lookup|has|contains/i.test(cacheCall.name));
    const stored = maps.some((m) => writes(m).test(method.body)) || callsIn(method.body).some((c) => c.receiver !== null && /cache/i.test(c.receiver) && /add|put|set|store/i.test(c.name));
    if (!consulted) findings.push({ message: `${named(owner, method)} looks the service up again (${expensive[0].replace(/\s*\($/, '')}) on every call without checking a cache first, so each request repeats the expensive lookup; keep found services in a cache and return them from there`, line: lineIn(method, expensive.index) });
    else if (!stored) findings.push({ message: `${named(owner, method)} checks the cache but never adds the service it looked up, so the cache stays empty and every call repeats the lookup`, line: lineIn(method, expensive.index) });
  }
  return brokenAll(findings);
};

const ADD = /^(add|register|put|set|Add|Register|Put|Set|store|Store|add\w+|register\w+|Add\w+|Register\w+)$/;
const GET = /^(get|find|lookup|Get|Find|Lookup|get\w+|Get\w+|find\w+|Find\w+)$/;

/** Registry: one shared, keyed store; lookups read it, and callers do not each create their own. */
export const registryKeyedAndShared: InvariantCheck = (model) => {
  for (const t of concreteTypes(model, { enums: false })) {
    const maps = keyedMaps(model, t).filter((m) => t.fields.some((f) => f.name === m));
    if (!maps.length) continue;
    const adds = methodsOf(t).filter((m) => ADD.test(m.name) && maps.some((x) => writes(x).test(m.body)));
    const gets = methodsOf(t).filter((m) => GET.test(m.name) && !adds.includes(m));
    if (!adds.length || !gets.length) continue;
    const findings: Finding[] = [];
    for (const g of gets) {
      if (maps.some((x) => reads(x).test(g.body) || new RegExp(`\\b_{0,2}${escapeRe(x.replace(/^_+/, ''))}\\b`).test(g.body))) continue;
      const made = creations(model, g.body)[0];
      if (made) findings.push({ message: `${t.name}.${g.name} creates a new ${made.type} instead of returning the one registered under the key, so the registry does not control or share its objects`, line: lineIn(g, made.index) });
    }
    const outside = everyMethod(model).filter(({ owner, method }) => owner !== t && !/Test|Spec/.test(owner?.name ?? '') && !/^test/i.test(method.name)).flatMap(({ owner, method }) => creations(model, method.body).filter((c) => c.type === t.name).map((c) => ({ owner, method, c })));
    if (outside.length >= 2) findings.push({ message: `${t.name} is created in several places (${outside.map((o) => named(o.owner, o.method)).join(', ')}), so each caller gets its own registry and objects registered through one are not found through the other; expose one shared instance`, line: lineIn(outside[1].method, outside[1].c.index) });
    return brokenAll(findings);
  }
  return missing('no registry found: expected one object that keeps objects in a map by key, with a method to register them and one to look them up', model.types[0]?.line);
};

/** Multiton: one instance per key, kept in a static map behind a private constructor. */
export const oneInstancePerKey: InvariantCheck = (model) => {
  if (model.types.some((t) => t.kind === 'enum' && t.methods.length + t.fields.length > 0) && !model.types.some((t) => t.kind !== 'enum' && keyedMaps(model, t).length)) return ok();
  for (const t of concreteTypes(model, { enums: false })) {
    const own = t.fields.filter((f) => (f.isStatic || model.language === 'python') && (typeArguments(fieldKind(model, t, f)).includes(t.name) || (MAP_TYPE.test(fieldKind(model, t, f)) || MAP_NAME.test(f.name)) && !/<[^>]*>/.test(fieldKind(model, t, f))));
    const moduleMaps = model.language === 'go' || model.language === 'javascript' || model.language === 'typescript' || model.language === 'python' ? keyedMaps(model).filter((m) => !t.fields.some((f) => f.name === m)) : [];
    const maps = [...own.map((f) => f.name), ...moduleMaps];
    const accessors: { owner?: TypeDecl; method: MethodDecl }[] = [...t.methods.filter((m) => (m.isStatic || model.language === 'python') && (!m.isConstructor || m.name === '__new__') && m.params.length >= 1).map((method) => ({ owner: t, method })), ...model.functions.filter((f) => baseTypeName(f.returnType).replace(/^\*/, '') === t.name && f.params.length >= 1).map((method) => ({ method }))];
    const accessor = accessors.find(({ method }) => maps.some((m) => new RegExp(`\\b_{0,2}${escapeRe(m.replace(/^_+/, ''))}\\b`).test(method.body)));
    if (!maps.length || !accessor) continue;
    const findings: Finding[] = [];
    const made = creations(model, accessor.method.body).find((c) => c.type === t.name) ?? (/\bcls\s*\(|super\(\)\.__new__|object\.__new__/.exec(accessor.method.body) ? { type: t.name, index: accessor.method.body.search(/\bcls\s*\(|super\(\)\.__new__|object\.__new__/) } : undefined);
    if (made && !maps.some((m) => writes(m).test(accessor.method.body))) findings.push({ message: `${named(accessor.owner, accessor.method)} creates a new ${t.name} on every call without storing it in ${maps[0]}, so the same key yields different instances instead of one instance per key`, line: lineIn(accessor.method, made.index) });
    if (made && maps.some((m) => writes(m).test(accessor.method.body)) && !maps.some((m) => reads(m).test(accessor.method.body.slice(0, made.index)))) findings.push({ message: `${named(accessor.owner, accessor.method)} creates and stores a new ${t.name} without first looking the key up in ${maps[0]}, so each call replaces the instance for that key`, line: lineIn(accessor.method, made.index) });
    if (model.language === 'java' || model.language === 'csharp' || model.language === 'typescript') {
      const open = t.methods.filter((m) => m.isConstructor && m.visibility !== 'private');
      if (open.length || !t.methods.some((m) => m.isConstructor)) findings.push({ message: `the ${t.name} constructor is not private, so callers can create instances outside the per-key map and there is no longer one instance per key`, line: open[0]?.line ?? t.line });
    }
    return brokenAll(findings);
  }
  return missing('no multiton found: expected a class that keeps its instances in a static map by key and hands out the one instance for each key', model.types[0]?.line);
};

const BUILDER_TYPE = /Supplier|Func<|Callable|Function|Provider|Factory|=>|\bfunc\s*\(|Constructor|Type\b|Builder|Creator|new\s*\(/;
const CREATE = /^(create|Create|make|Make|build|Build|get|Get|new|New|spawn|Spawn|summon|produce)\w*$/;

/** Factory kit: objects are built by builders registered per key, invoked afresh on every create. */
export const kitBuildsFromRegisteredBuilders: InvariantCheck = (model) => {
  for (const { owner, method } of everyMethod(model).filter((x) => CREATE.test(x.method.name) && !x.method.isConstructor && !x.method.isAbstract)) {
    const maps = [...keyedMaps(model, owner), ...[...method.body.matchAll(/\b(\w+)\s*(?::=|=)\s*(?:new\s+(?:HashMap|Map|Dictionary|EnumMap)|make\(map|\{\s*\}|dict\()/g)].map((m) => m[1])];
    const map = maps.find((m) => new RegExp(`\\b_{0,2}${escapeRe(m.replace(/^_+/, ''))}\\b`).test(method.body));
    if (!map) continue;
    const field = owner?.fields.find((f) => f.name === map);
    const valueType = field ? typeArguments(fieldKind(model, owner!, field))[1] ?? fieldKind(model, owner!, field) : '';
    const ret = returnsIn(method.body).find((r) => new RegExp(`\\b_{0,2}${escapeRe(map.replace(/^_+/, ''))}\\b`).test(r.expr));
    const local = new RegExp(`\\b(\\w+)\\s*(?::=|=)\\s*[^;\\n]*\\b_{0,2}${escapeRe(map.replace(/^_+/, ''))}\\b`).exec(method.body);
    const invoked = /\)\s*\.\s*(?:get|Get|apply|Invoke|invoke|call|create|Create|build|New|newInstance)\s*\(|\]\s*\(|\)\s*\(|\bInvoke\s*\(|\bActivator\b/.test(method.body)
      || (local !== null && new RegExp(`\\b${escapeRe(local[1])}\\s*(?:\\.\\s*(?:get|apply|Invoke|invoke|call)\\s*)?\\(`).test(method.body.slice(local.index + local[0].length)));
    if (ret && !invoked && (!BUILDER_TYPE.test(valueType) || !valueType)) {
      return broken(`${named(owner, method)} returns the object stored under the key instead of invoking a registered builder, so every create hands out the same shared instance rather than a new one`, lineIn(method, ret.index));
    }
    if (invoked || ret) return ok();
  }
  if (/\.\s*get\s*\(\s*\w+\s*\)\s*\.\s*(?:get|apply|call|create|Invoke)\s*\(\s*\)|\w+\s*\[\s*\w+\s*\]\s*\(\s*\)|\b(\w+)\s*=\s*\w+\s*\.\s*get\s*\(\s*\w+\s*\)[\s\S]*?\b\1\s*\(\s*\)/.test(model.stripped) && /Supplier|Func<|Callable|=>|->|\bfunc\s*\(/.test(model.stripped)) return ok();
  const switcher = everyMethod(model).find(({ method }) => CREATE.test(method.name) && /\bswitch\b|\bcase\b|\belif\b|\belse\s+if\b|\bmatch\s+\w+\s*:/.test(method.body) && creations(model, method.body).length >= 2);
  return missing(`${switcher ? `${named(switcher.owner, switcher.method)} picks the class to build in a switch over hard-coded types; ` : ''}no factory kit found: expected a factory configured from outside with a builder (supplier or constructor) per name, whose create(name) looks the builder up and invokes it`, switcher?.method.line ?? model.types[0]?.line);
};
