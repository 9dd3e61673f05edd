// Invariants of an object's life cycle: pooled objects come back on release, lazy values load on
// first use, dirty flags follow every change, observers hear about a change after it happens and can
// leave, generators close their channel.
import type { CodeModel, MethodDecl, TypeDecl } from '../../code/model.js';
import { isCollectionType } from '../../code/model.js';
import { callsIn, callsOnFieldAt, conditionals, fieldUses, fieldWrites, lineIn, loops, ownMethods } from '../../code/body.js';
import { fieldType } from '../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, namePattern, ok } from './types.js';

const MUTATORS = /^(add|push|append|offer|put|enqueue|Enqueue|Add|Push|insert|unshift|set|Set|TryAdd|Release|release|Put|remove|Remove|delete|Delete|splice|pop|discard|clear|Clear|TryRemove|filter)$/;
const ADDERS = /^(add|push|append|offer|put|enqueue|Enqueue|Add|Push|insert|unshift|appendleft|Put|TryAdd|Post|Return|release|Release|Set|set|push_back|release_)$/;

/** Fields that hold collections (typed as one, or initialised/used like one). */
function collectionFields(model: CodeModel, t: TypeDecl): string[] {
  return t.fields.filter((f) => !f.isStatic && (isCollectionType(fieldType(t, f)) || /chan\b|Queue|Stack|Bag|Channel|Pool|deque|set\(|list\(|\[\]/.test(fieldType(t, f) ?? '') || /^_?(available|free|idle|pool|items|objects|queue|stack|observers|listeners|subscribers|handlers|callbacks|watchers|subs)/i.test(f.name))).map((f) => f.name);
}

/** Object pool: release returns the object to the pool's free collection so it is reused. */
export const releaseReturnsToPool: InvariantCheck = (model, params) => {
  const acquire = namePattern(params, 'acquire', 'acquire|checkOut|check_out|borrow|take|lease|rent|get|getObject|obtain|Acquire|Get|Borrow|Rent');
  const release = namePattern(params, 'release', 'release|checkIn|check_in|return\\w*|giveBack|give_back|put|recycle|free|Release|Return|Put|CheckIn');
  for (const t of model.types) {
    const rel = ownMethods(t).find((m) => release.test(m.name));
    if (!rel || !ownMethods(t).some((m) => acquire.test(m.name))) continue;
    const pools = collectionFields(model, t);
    const returns = pools.some((f) => callsOnFieldAt(model, rel, f).some((c) => ADDERS.test(c.name)) || fieldWrites(model, rel, f).length > 0 || new RegExp(`${f.replace(/^_/, '')}\\s*<-`).test(rel.body))
      || callsIn(rel.body).some((c) => c.receiver === null && /^(put|add|give_back|checkin|check_in|_return|_release)/i.test(c.name))
      || /<-\s*\w+/.test(rel.body) || /\bPut\s*\(/.test(rel.body);
    if (returns) return ok();
    const closes = callsIn(rel.body).find((c) => /^(close|Close|dispose|Dispose|destroy|shutdown|release|free|del)$/.test(c.name));
    return broken(`${t.name}.${rel.name} never puts the object back into ${pools[0] ?? 'the pool'}${closes ? ` (it calls ${closes.name}() on it instead)` : ''}, so released objects are never returned for reuse and every acquire creates a new one`, closes ? lineIn(rel, closes.index) : rel.line);
  }
  return missing('no pool found: expected a class with acquire/checkOut and release/checkIn methods that hands out objects from a collection of reusable instances', model.types[0]?.line);
};

/** Signs of a value made on first use: null checks, Lazy<T>, sync.Once, "loaded" flags, memoising wrappers. */
const LAZY = /\bLazy\s*<|\blazy\s*\(|\bLazy\(|\bsync\.Once\b|cached_property|functools\.cache|lru_cache|\?\?=|==\s*null|is None|=== undefined|== nil|\bonce\.Do\b|\bif\b[^\n]*(?:!|\bnot\s+)\s*(?:this\.|self\.|\w\.)?_?\w*(?:loaded|initiali[sz]ed|cached|ready|computed|fetched|Loaded|Initiali[sz]ed)\b|\bDeferred\b|\bSupplier<|computeIfAbsent|memoi[sz]e/;

/** Whether a call sits in a lambda or closure written in the same statement (deferred, not run now). */
function insideClosure(body: string, index: number): boolean {
  const start = Math.max(body.lastIndexOf(';', index), body.lastIndexOf('\n', index));
  return /=>|->|\blambda\b|\bfunc\s*\(|\bdelegate\b|\bfunction\s*\(/.test(body.slice(start + 1, index));
}

/** Lazy loading: the expensive value loads on first access, not when the holder is built. */
export const loadsOnFirstAccess: InvariantCheck = (model, params) => {
  const loader = namePattern(params, 'loader', '(?:load|fetch|read|query|get|find|select)\\w*(?:All|Everything|Rows|Data|Items)?|load\\w*|Load\\w*|Fetch\\w*|Read\\w*|Query\\w*|GetAll\\w*|FindAll\\w*');
  const findings: Finding[] = [];
  for (const t of model.types) {
    const lazyMarkers = LAZY.test(t.methods.map((m) => m.body).join('\n'));
    for (const ctor of t.methods.filter((m) => m.isConstructor)) {
      const params = new Set(ctor.params.map((p) => p.name));
      const eager = callsIn(ctor.body).find((c) => c.receiver !== null && (params.has(c.receiver.split('.')[0]) || /^(this|self)\.\w+$/.test(c.receiver)) && loader.test(c.name) && !/^(get)$/i.test(c.name) && !insideClosure(ctor.body, c.index));
      if (eager && lazyMarkers) {
        findings.push({ message: `the ${t.name} constructor calls ${eager.receiver}.${eager.name}() immediately, so the expensive load happens eagerly at construction; the lazy wrapper only holds data that was already loaded — defer the call into the first access`, line: lineIn(ctor, eager.index) });
      }
    }
  }
  if (findings.length) return brokenAll(findings);
  const anyLazy = LAZY.test(model.stripped);
  return anyLazy ? ok() : missing('no lazy initialisation found: expected a value created or loaded on first access (a null check, Lazy<T>, sync.Once or a cached property) rather than up front', model.types[0]?.line);
};

/** A local bound to part of a field (`line, ok := q.lines[sku]`, `var l = this.lines.get(k)`) and then written (`line.Quantity = n`). */
function writesThroughAlias(model: CodeModel, m: MethodDecl, field: string): boolean {
  const bare = field.replace(/^_/, '');
  for (const a of m.body.matchAll(new RegExp(`\\b(\\w+)(?:\\s*,\\s*\\w+)?\\s*(?::=|=)\\s*(?:\\w+\\.)?_?${bare}\\s*(?:\\[|\\.\\s*(?:get|Get|find|Find|TryGetValue|at)\\b)`, 'g'))) {
    if (new RegExp(`\\b${a[1]}\\s*\\.\\s*\\w+\\s*(?:[-+*/]?=(?!=)|\\+\\+|--)`).test(m.body.slice(a.index! + a[0].length))) return true;
  }
  return false;
}

/** Dirty flag: every change to the source data raises the flag, so the cached result is recomputed. */
export const flagFollowsEveryChange: InvariantCheck = (model, params) => {
  const flagName = namePattern(params, 'flag', '_?(?:is_?)?(?:dirty|stale|changed|modified|invalid(?:ated)?|needs\\w*|outdated|recompute\\w*)');
  for (const t of model.types) {
    const flag = t.fields.find((f) => flagName.test(f.name));
    if (!flag) continue;
    // The method that tests the flag recomputes the derived value; what it writes is the cache.
    const readers = ownMethods(t).filter((m) => conditionals(m.body, model.language).some((c) => new RegExp(`\\b${flag.name}\\b`).test(c.condition)));
    const cached = t.fields.filter((f) => f !== flag && readers.some((m) => fieldWrites(model, m, f.name).length));
    const reader = readers[0];
    const findings: Finding[] = [];
    for (const m of ownMethods(t)) {
      if (m === reader || fieldUses(model, m, flag.name).length) continue;
      const changed = t.fields.filter((f) => f !== flag && !cached.includes(f) && (fieldWrites(model, m, f.name).length || callsOnFieldAt(model, m, f.name).some((c) => MUTATORS.test(c.name)) || writesThroughAlias(model, m, f.name)));
      if (changed.length) findings.push({ message: `${t.name}.${m.name} changes ${changed.map((f) => f.name).join(', ')} without setting the ${flag.name} flag, so the cached value stays stale and keeps being returned`, line: m.line });
    }
    return brokenAll(findings);
  }
  return missing('no dirty flag found: expected a boolean flag set whenever the source data changes and checked before reusing the expensive derived value', model.types[0]?.line);
};

/** Generator (Go): the goroutine producing the sequence closes its channel, so `range` ends. */
export const closesChannel: InvariantCheck = (model) => {
  if (model.language !== 'go') return ok();
  const producers = model.functions.concat(model.types.flatMap((t) => t.methods)).filter((f) => /\bgo\s+func\b/.test(f.body) && /\bchan\b/.test(`${f.returnType ?? ''} ${f.body}`));
  if (!producers.length) return missing('no generator found: expected a function that starts a goroutine sending values on a channel it returns', model.functions[0]?.line);
  const findings: Finding[] = producers.filter((f) => !/\bclose\s*\(/.test(f.body)).map((f) => ({ message: `${f.name} sends values on its channel from a goroutine but never closes the channel, so a consumer ranging over it blocks forever after the last value (a deadlock or goroutine leak)`, line: f.line }));
  return brokenAll(findings);
};

const NOTIFY = /^(notify\w*|publish\w*|emit\w*|fire\w*|broadcast\w*|dispatch\w*|trigger\w*|raise\w*|Notify\w*|Publish\w*|Emit\w*|Fire\w*|Broadcast\w*|Raise\w*|On\w+Changed|signal\w*)$/;

/** Observer: the subject changes its state first, then notifies, so observers read the new value. */
export const notifiesAfterChange: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const t of model.types) {
    for (const m of ownMethods(t)) {
      if (NOTIFY.test(m.name)) continue;
      const notify = callsIn(m.body).find((c) => NOTIFY.test(c.name) && (c.receiver === null || /^(this|self|base|super)$/.test(c.receiver) || /^\w$/.test(c.receiver)));
      if (!notify) continue;
      const late = t.fields.filter((f) => fieldWrites(model, m, f.name).some((i) => i > notify.index));
      if (late.length) findings.push({ message: `${t.name}.${m.name} calls ${notify.name}() before it updates ${late.map((f) => f.name).join(', ')}, so observers are notified of the change but read the old (stale) value`, line: lineIn(m, notify.index) });
    }
  }
  return brokenAll(findings);
};

/** Observer: unsubscribing removes the observer from the collection the subject notifies. */
export const observersCanLeave: InvariantCheck = (model, params) => {
  const leave = namePattern(params, 'unsubscribe', '(?:un|de)(?:subscribe|register)\\w*|detach\\w*|remove\\w*(?:observer|listener|subscriber|handler)\\w*|off|Unsubscribe\\w*|Deregister\\w*|Detach\\w*|Remove\\w*');
  for (const t of model.types) {
    const holders = collectionFields(model, t);
    for (const m of ownMethods(t).filter((x) => leave.test(x.name))) {
      const removes = holders.some((f) => fieldWrites(model, m, f).length > 0 || callsOnFieldAt(model, m, f).some((c) => MUTATORS.test(c.name)) || new RegExp(`\\bdelete\\s*\\(\\s*\\w+\\.${f}`).test(m.body))
        || /\bdelete\s*\(|\.remove\s*\(|\.Remove\s*\(|\.discard\s*\(|\.splice\s*\(|\.delete\s*\(|\bdel\s+/.test(m.body);
      if (!removes) return broken(`${t.name}.${m.name} never removes the observer from ${holders[0] ?? 'the subscriber list'} (the filtered list it builds is never stored back), so observers that left are still notified and kept alive`, m.line);
    }
  }
  return ok();
};

/** Guard for subjects: a subject keeps observers, lets them subscribe and notifies each. */
export const subjectNotifiesObservers: InvariantCheck = (model) => {
  for (const t of model.types) {
    for (const f of collectionFields(model, t)) {
      const subscribes = ownMethods(t).some((m) => /subscribe|attach|register|add|on|listen|watch/i.test(m.name) && callsOnFieldAt(model, m, f).length + fieldWrites(model, m, f).length > 0);
      const notifies = ownMethods(t).some((m) => loops(m.body).length && fieldUses(model, m, f).length);
      if (subscribes && notifies) return ok();
    }
  }
  if (/\bevent\s+\w+|EventHandler\b|\.emit\s*\(|EventEmitter|\[\]\s*chan\b|map\[[^\]]*\]\s*chan\b/.test(model.stripped)) return ok();
  return missing('no subject found that keeps a list of observers, lets them subscribe, and notifies each of them', model.types[0]?.line);
};

