// Invariants of where state lives and how it is reached: a cache stays consistent with its store,
// a key always maps to the same shard, a data bus delivers to every member, sessions live with the
// client or on the server as promised, spatial queries visit only nearby cells, hot loops walk
// contiguous component arrays, and clients depend on a separated interface.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { callsIn, creations, fieldUses, fieldWrites, lineIn, loops } from '../../../code/body.js';
import { implementorsOf } from '../../../code/queries.js';
import { baseTypeName } from '../../../code/model.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callerParams, fieldKind, fieldTypeName, methodsOf } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes } from '../members.js';

const onField = (model: CodeModel, m: MethodDecl, field: string) => callsIn(m.body).filter((c) => c.receiver !== null && new RegExp(`(?:^|\\.)_?${escapeRe(field.replace(/^_/, ''))}$`).test(c.receiver));
const CACHE = /cache/i;
const STORE = /(Dao|DAO|Repository|Repo|Db|DB|Database|Store|Manager|Client|Backend|Source|Gateway)$|^_?(db|dao|repo|repository|store|database|backend|source|origin|api|client|service|remote|upstream|loader|fetcher|http\w*)$/i;
const WRITE = /^(update|save|put|write|set|delete|remove|insert|upsert|store|persist|Update|Save|Put|Write|Set|Delete|Remove|Insert|Upsert|Store|Persist)\w*$/;
const READ = /^(get|find|read|load|fetch|lookup|Get|Find|Read|Load|Fetch|Lookup)\w*$/;
const CACHE_TOUCH = /^(put|set|add|invalidate|evict|remove|delete|del|pop|clear|Set|Add|Remove|Invalidate|Evict|Delete|Put|TryAdd|AddOrUpdate|TryRemove|refresh|update|Update|store|Store|expire|unset)\w*$/;

/** Caching: reads look in the cache first, and writes to the store update or invalidate the cached entry. */
export const cacheConsistentWithStore: InvariantCheck = (model) => {
  for (const t of concreteTypes(model, { enums: false })) {
    const cache = t.fields.find((f) => CACHE.test(f.name) || CACHE.test(fieldTypeName(t, f)));
    const store = t.fields.find((f) => f !== cache && (STORE.test(f.name) || STORE.test(fieldTypeName(t, f))));
    if (!cache || !store) continue;
    const findings: Finding[] = [];
    for (const m of methodsOf(t)) {
      const toStore = onField(model, m, store.name);
      const touchesCache = onField(model, m, cache.name).some((c) => CACHE_TOUCH.test(c.name)) || fieldWrites(model, m, cache.name).length > 0 || new RegExp(`\\b_?${escapeRe(cache.name.replace(/^_/, ''))}\\s*\\[[^\\]]+\\]\\s*=|\\bdel\\s+(?:self\\.)?_?${escapeRe(cache.name.replace(/^_/, ''))}\\b|\\bdelete\\s*\\(\\s*(?:\\w+\\.)?_?${escapeRe(cache.name.replace(/^_/, ''))}\\b`).test(m.body);
      if (WRITE.test(m.name) && toStore.some((c) => WRITE.test(c.name)) && !touchesCache) findings.push({ message: `${t.name}.${m.name} writes to ${store.name} but neither updates nor invalidates ${cache.name}, so later reads keep returning the stale cached value`, line: m.line });
      if (READ.test(m.name) && toStore.some((c) => READ.test(c.name)) && !fieldUses(model, m, cache.name).length && !new RegExp(`\\b_?${escapeRe(cache.name.replace(/^_/, ''))}\\b`).test(m.body)) findings.push({ message: `${t.name}.${m.name} reads ${store.name} without looking in ${cache.name} first, so the cache never saves a trip to the store`, line: m.line });
    }
    return brokenAll(findings);
  }
  if (/@(?:functools\.)?(?:lru_cache|cache|cached|cached_property|Cacheable|CachePut|memoize)\b|\bGetOrCreate(?:Async)?\s*\(|\bcomputeIfAbsent\s*\(|\bmemoi[sz]e\s*\(/.test(model.stripped)) return ok();
  return missing('no cache found: expected a class that keeps a cache in front of a slower store, reading the cache first and keeping it in step with writes (write-through, write-around with invalidation, cache-aside)', model.types[0]?.line);
};

const SHARD_METHOD = /shard|partition|route|allocate|bucket|node|slot|ring/i;
const UNSTABLE = /\bnew\s+Random\b|\bRandom\s*\(|\brandom\s*\.\s*\w+\s*\(|Math\s*\.\s*random\s*\(|\brand\s*\.\s*\w+\s*\(|ThreadLocalRandom|Random\.Shared|crypto\.randomInt|\bsecrets\s*\./;

/** Sharding: every key is routed to exactly one shard by a deterministic function of the key. */
export const routesKeyDeterministically: InvariantCheck = (model) => {
  const routers: { owner?: TypeDecl; method: MethodDecl }[] = everyMethod(model).filter(({ method }) => !method.isConstructor && SHARD_METHOD.test(method.name) && /\breturn\b/.test(method.body) && (/%|\bhash|Hash|\bswitch\b|\bcase\b|\bif\b|\bget\s*\(|\[/.test(method.body) || UNSTABLE.test(method.body)));
  if (!routers.length) return missing('no shard routing found: expected a function that maps each record\'s key to one shard (a hash of the key modulo the shard count, a key range, or a lookup table)', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { owner, method } of routers) {
    const random = UNSTABLE.exec(method.body);
    const counter = owner?.fields.find((f) => !f.isImmutable && fieldWrites(model, method, f.name).length > 0 && new RegExp(`%[^;\\n]*|\\breturn\\b[^;\\n]*`, 'g').test(method.body) && [...method.body.matchAll(/[^;\n]*%[^;\n]*|\breturn\b[^;\n]*/g)].some((x) => new RegExp(`\\b_?${escapeRe(f.name.replace(/^_/, ''))}\\b`).test(x[0])));
    const lookedUpFirst = random && /\b(?:containsKey|ContainsKey|has|TryGetValue|get)\s*\(|\bin\s+(?:self\.)?\w+|,\s*ok\s*:?=/.test(method.body.slice(0, random.index));
    if (random && !lookedUpFirst) findings.push({ message: `${named(owner, method)} picks the shard at random (${random[0].replace(/\s*\($/, '').replace(/\s+/g, '')}), so the same key lands on different shards and its data cannot be found again; derive the shard from the key`, line: lineIn(method, random.index) });
    else if (counter) findings.push({ message: `${named(owner, method)} rotates through the shards with ${counter.name} (round robin), so the shard depends on call order rather than the key and a key's data cannot be located again`, line: lineIn(method, fieldWrites(model, method, counter.name)[0]) });
  }
  return brokenAll(findings);
};

const MEMBERS = /member|subscriber|listener|handler|observer|consumer|callback|sink|receiver/i;

/** Data bus: publishing hands the event to every subscribed member through the bus. */
export const busDeliversToMembers: InvariantCheck = (model) => {
  for (const t of concreteTypes(model, { enums: false })) {
    const members = t.fields.find((f) => MEMBERS.test(f.name) && !f.isStatic || MEMBERS.test(f.name) && /List|Set|\[\]|Map|list|set/.test(f.type ?? 'list'));
    const publish = methodsOf(t).find((m) => /^(publish|post|send|emit|dispatch|broadcast|raise|fire|Publish|Post|Send|Emit|Dispatch|Broadcast|Raise)\w*$/.test(m.name));
    const subscribe = methodsOf(t).some((m) => /subscribe|register|attach|add|listen|on[A-Z]?|join/i.test(m.name));
    if (!members || !publish || !subscribe) continue;
    const delivers = (loops(publish.body).length > 0 || /\.\s*(?:forEach|ForEach|map|each)\s*\(|\bfor\b/.test(publish.body)) && new RegExp(`\\b_?${escapeRe(members.name.replace(/^_/, ''))}\\b`).test(publish.body);
    return delivers ? ok() : broken(`${t.name}.${publish.name} does not hand the event to each of ${members.name}, so subscribed members never receive what is published on the bus`, publish.line);
  }
  return missing('no data bus found: expected a bus that members subscribe to and that delivers every published event to each subscribed member', model.types[0]?.line);
};

const SESSION_MAP = /session/i;

/** Client session: the session state travels with each request; the server keeps no per-client session store. */
export const stateTravelsWithRequest: InvariantCheck = (model) => {
  const carriers = model.types.filter((t) => t.fields.some((f) => /session|token|state|cookie/i.test(f.name) || /Session|Token|State/.test(fieldTypeName(t, f))) && !/Server|Service|Store|Manager|Handler/.test(t.name));
  const findings: Finding[] = [];
  for (const t of concreteTypes(model, { enums: false }).filter((x) => /Server|Service|Handler|Controller|App/.test(x.name))) {
    const store = t.fields.find((f) => SESSION_MAP.test(f.name) && /Map|Dictionary|dict|map\[|\{\}/.test((f.type ?? '') + (fieldTypeName(t, f) ?? '')));
    if (store) findings.push({ message: `${t.name} keeps every client's session in ${store.name} on the server, so the state no longer travels with the client's requests (that is a server session) and the server must keep and expire it`, line: store.line });
  }
  if (findings.length) return brokenAll(findings);
  const readsSession = everyMethod(model).some(({ method }) => callerParams(method).some((p) => /req|request|message|msg/i.test(p.name)) && /\.\s*(?:getSession|session|Session|get_session|getToken|token|state|State)\b/.test(method.body));
  const sessionType = model.types.some((t) => /Session|Token|ClientState/.test(t.name)) && everyMethod(model).some(({ method }) => callerParams(method).some((p) => /^(req|request|message|msg)$/i.test(p.name) || /Request$/.test(baseTypeName(p.type))));
  const sentWithRequest = /\b\w*(?:Request|Message)\s*(?:\{|\()[^)}]*\b[Ss]ession\w*\s*[)}]/.test(model.stripped);
  return carriers.length || readsSession || sentWithRequest || sessionType ? ok() : missing('no client session found: expected each request to carry the client\'s session state (a Session or token inside the Request) for the server to read', model.types[0]?.line);
};

/** Server session: sessions live in a server-side store keyed by id, and logging out or expiry removes them. */
export const sessionsRemovedOnServer: InvariantCheck = (model) => {
  const stores: { owner?: TypeDecl; name: string }[] = [];
  for (const t of model.types) for (const f of t.fields) if (SESSION_MAP.test(f.name) && (/Map|Dictionary|dict|map\[|Set|Store|Cache/.test(`${f.type ?? ''} ${fieldTypeName(t, f)}`) || !f.type)) stores.push({ owner: t, name: f.name });
  for (const m of model.stripped.matchAll(/^(?:var|const|let)?\s*_{0,2}(\w*[Ss]ession\w*)\s*(?::\s*[^=\n]+)?(?::=|=)\s*(?:new\s+(?:Map|HashMap)|make\(map|\{\s*\}|dict\()/gm)) stores.push({ name: m[1] });
  if (!stores.length) return missing('no server-side session store found: expected the server to keep session data in a store keyed by session id, with only the id sent to the client', model.types[0]?.line);
  const removes = (m: MethodDecl) => stores.some((s) => new RegExp(`\\b_?${escapeRe(s.name.replace(/^_+/, ''))}\\s*\\.\\s*(?:remove|Remove|delete|Delete|pop|TryRemove|discard|invalidate|clear)\\s*\\(|\\bdel\\s+[\\w.]*${escapeRe(s.name.replace(/^_+/, ''))}\\b|\\bdelete\\s*\\(\\s*[\\w.]*${escapeRe(s.name.replace(/^_+/, ''))}\\b|\\.\\s*(?:invalidate|Abandon|Clear)\\s*\\(`).test(m.body));
  const all = everyMethod(model);
  const findings: Finding[] = [];
  for (const { owner, method } of all.filter(({ method }) => !method.isConstructor && /^(log_?out|sign_?out|expire|invalidate|evict|clean_?up|purge|end|terminate|destroy|close)(_?sessions?|_?expired\w*)?$/i.test(method.name))) {
    if (!removes(method) && !callsIn(method.body).some((c) => all.some((x) => x.method !== method && x.method.name === c.name && removes(x.method)))) findings.push({ message: `${named(owner, method)} ends the session without removing it from ${stores[0].name}, so the session id stays valid on the server after logout or expiry`, line: method.line });
  }
  return brokenAll(findings);
};

const GRID = /grid|cell|cells|bucket|buckets|quad|quadrant|children|region|regions|tile|tiles|partition|tree|node/i;

/** A method comparing every element of one collection with every other: nested loops over the same collection or array. */
function pairwiseLoop(body: string): number | undefined {
  const each = [...body.matchAll(/\bfor\s*\(\s*(?:final\s+)?[\w<>[\],\s]*?\b(\w+)\s*:\s*([\w.]+)\s*\)|\bforeach\s*\(\s*[\w<>]+\s+(\w+)\s+in\s+([\w.]+)\s*\)|\bfor\s*\(\s*(?:const|let|var)\s+(\w+)\s+of\s+([\w.]+)\s*\)|\bfor\s+(\w+)\s+in\s+([\w.]+)\s*:|\bfor\s+\w+\s*,\s*(\w+)\s*:=\s*range\s+([\w.]+)/g)]
    .map((m) => ({ index: m.index!, over: m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10] }));
  const twice = each.find((a, k) => each.slice(k + 1).some((b) => b.over === a.over));
  if (twice) return twice.index;
  const indexes = [...body.matchAll(/\bfor\s*\(\s*(?:int|var|let|long|size_t)?\s*(\w+)\s*=/g), ...body.matchAll(/\bfor\s+(\w+)\s*:=/g), ...body.matchAll(/\bfor\s+(\w+)\s+in\s+range\s*\(/g)].map((m) => ({ name: m[1], index: m.index! }));
  for (const a of indexes) for (const b of indexes.filter((x) => x.name !== a.name && x.index > a.index)) {
    const shared = [...body.matchAll(new RegExp(`\\b(\\w+)\\s*\\[\\s*${escapeRe(a.name)}\\s*\\]`, 'g'))].map((m) => m[1]).find((arr) => new RegExp(`\\b${escapeRe(arr)}\\s*\\[\\s*${escapeRe(b.name)}\\s*\\]`).test(body));
    if (shared) return a.index;
  }
  return undefined;
}

/** Spatial partition: neighbour queries look only at nearby cells, not at every pair of objects. */
export const queriesVisitNearbyCells: InvariantCheck = (model) => {
  const pairwise = everyMethod(model).map(({ owner, method }) => ({ owner, method, index: pairwiseLoop(method.body) })).find((x) => x.index !== undefined);
  const partitions = concreteTypes(model, { enums: false }).filter((t) => t.fields.some((f) => GRID.test(f.name) || /\[\]\[\]|\[,\]|Map<.*List|dict|map\[/.test(f.type ?? '')) && methodsOf(t).some((m) => /add|insert|place|put|move|update/i.test(m.name)));
  if (!partitions.length) return missing(`${pairwise ? `${named(pairwise.owner, pairwise.method)} compares every object with every other; ` : ''}no spatial partition found: expected objects stored by location (a grid of cells, a quadtree) so that queries only look at the cells near a position`, pairwise?.method.line ?? model.types[0]?.line);
  if (pairwise) return broken(`${named(pairwise.owner, pairwise.method)} compares every object with every other one although the objects are partitioned, so each query still costs O(n²) instead of looking only at the nearby cells`, lineIn(pairwise.method, pairwise.index!));
  return ok();
};

/** Data locality: each component type sits in its own contiguous array and is updated in its own pass. */
export const componentsInContiguousArrays: InvariantCheck = (model) => {
  for (const { owner, method } of everyMethod(model)) {
    const loop = /\b(?:for|foreach)\b[^\n{:]*?\b(\w+)\s*(?::|\bin\b|\bof\b)\s*([\w.]+)|\bfor\s+\w+\s*,\s*(\w+)\s*:=\s*range\s+([\w.]+)/.exec(method.body);
    if (!loop) continue;
    const item = loop[1] ?? loop[3];
    const components = new Set([...method.body.slice(loop.index).matchAll(new RegExp(`\\b${escapeRe(item)}\\s*\\.\\s*(?:get)?(\\w*(?:[Aa]i|AI|[Pp]hysics|[Rr]ender\\w*|[Gg]raphic\\w*|[Ii]nput|[Aa]udio|[Cc]omponent\\w*|[Tt]ransform|[Mm]ovement))\\s*(?:\\(\\s*\\))?\\s*\\.\\s*\\w+\\s*\\(`, 'g'))].map((m) => m[1].toLowerCase()));
    if (components.size >= 2) return broken(`${named(owner, method)} walks the entities and updates ${[...components].join(', ')} of each entity in turn, so every step jumps between scattered component objects; keep each component type in its own contiguous array and update one array per pass`, lineIn(method, loop.index));
  }
  for (const t of concreteTypes(model, { enums: false })) {
    const arrays = t.fields.filter((f) => /\[\]|Array|List|list|^\[/.test(fieldKind(model, t, f)) && /component|ai|physics|render|graphic|position|velocit|transform/i.test(f.name));
    if (arrays.length >= 2 && methodsOf(t).some((m) => loops(m.body).length >= 2)) return ok();
    if (arrays.length >= 1 && /\[\]|Array|^\[/.test(fieldKind(model, t, arrays[0]))) return ok();
  }
  return missing('no data-oriented layout found: expected components of one kind stored together in contiguous arrays (aiComponents[], physicsComponents[]) and updated one array at a time', model.types[0]?.line);
};

/** Separated interface: the client holds the interface, never the implementation, and does not build the implementation itself. */
export const clientDependsOnInterface: InvariantCheck = (model) => {
  const ifaces = model.types.filter((t) => (t.kind === 'interface' || (t.isAbstract && model.language === 'python')) && implementorsOf(model, t.name).some((x) => x.kind !== 'interface'));
  if (!ifaces.length) return missing('no separated interface found: expected an interface that the client depends on, with its implementations defined separately and supplied from outside', model.types[0]?.line);
  const impls = new Map(ifaces.flatMap((i) => implementorsOf(model, i.name).filter((x) => x.kind !== 'interface').map((x) => [x.name, i.name] as const)));
  const findings: Finding[] = [];
  for (const c of concreteTypes(model, { enums: false }).filter((t) => !impls.has(t.name))) {
    for (const f of c.fields.filter((x) => impls.has(fieldTypeName(c, x)))) findings.push({ message: `${c.name}.${f.name} is typed by the implementation ${fieldTypeName(c, f)} instead of the interface ${impls.get(fieldTypeName(c, f))}, so the client is tied to one implementation and cannot be given another`, line: f.line });
    for (const m of c.methods.filter((x) => x.isConstructor)) {
      const made = creations(model, m.body).find((x) => impls.has(x.type));
      if (made) findings.push({ message: `${c.name} creates its own ${made.type} instead of receiving an ${impls.get(made.type)}, so the implementation cannot be swapped without changing the client`, line: lineIn(m, made.index) });
    }
  }
  return brokenAll(findings);
};
