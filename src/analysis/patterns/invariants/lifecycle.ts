// Invariants of an object's life cycle: pooled objects come back on release, lazy values load on
// first use, dirty flags follow every change, observers hear about a change after it happens and can
// leave, generators close their channel.
import type { CodeModel, MethodDecl, TypeDecl } from '../../code/model.js';
import { isCollectionType } from '../../code/model.js';
import { type Call, callsIn, callsOnFieldAt, conditionals, fieldUses, fieldWrites, lineIn, loops, ownMethods } from '../../code/body.js';
import { fieldType, selfNames } from '../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, namePattern, ok } from './types.js';
import { escapeRe } from '../../text/escape-re.js';
import { matchBrace } from '../../code/brace-model.js';

const MUTATORS = /^(add|push|append|offer|put|enqueue|Enqueue|Add|Push|insert|unshift|set|Set|TryAdd|Release|release|Put|remove|Remove|delete|Delete|splice|pop|discard|clear|Clear|TryRemove|filter)$/;
const ADDERS = /^(add\w*|push\w*|append\w*|offer\w*|put\w*|enqueue|Enqueue|Add\w*|Push\w*|insert|unshift|Put\w*|TryAdd|Post|Return|release|Release|Set|set|release_|TryWrite|WriteAsync|Write)$/;

/** Fields that hold collections (typed as one, or initialised/used like one). */
function collectionFields(model: CodeModel, t: TypeDecl): string[] {
  return t.fields.filter((f) => !f.isStatic && (isCollectionType(fieldType(t, f)) || /chan\b|Queue|Stack|Bag|Channel|Pool|deque|set\(|list\(|\[\]/.test(fieldType(t, f) ?? '') || /^_?(available|free|idle|pool|items|objects|queue|stack|observers|listeners|subscribers|handlers|callbacks|watchers|subs)/i.test(f.name))).map((f) => f.name);
}

/** Whether a method puts an object back into one of the pool's collections (directly, or through the pool's own put/release). */
function putsBack(model: CodeModel, m: MethodDecl, pools: string[]): boolean {
  const self = ['this', 'self', ...selfNames(model, m)];
  return pools.some((f) => callsOnFieldAt(model, m, f).some((c) => ADDERS.test(c.name)) || fieldWrites(model, m, f).length > 0 || new RegExp(`${f.replace(/^_/, '')}\\s*<-`).test(m.body))
    || callsIn(m.body).some((c) => (c.receiver === null || self.includes(c.receiver)) && /^(put|add|give_?back|check_?in|_?return\w*|_?release\w*|recycle)$/i.test(c.name) && c.name !== m.name)
    || /<-\s*\w+/.test(m.body) || /\bPut\s*\(/.test(m.body);
}

/** Object pool: release returns the object to the pool's free collection so it is reused. */
export const releaseReturnsToPool: InvariantCheck = (model, params) => {
  const acquire = namePattern(params, 'acquire', 'acquire|checkOut|check_out|borrow|take|lease|rent|get|getObject|obtain|Acquire|Get|Borrow|Rent');
  const release = namePattern(params, 'release', 'release|checkIn|check_in|return\\w*|giveBack|give_back|put|recycle|free|Release|Return|Put|CheckIn');
  for (const t of model.types) {
    const pools = collectionFields(model, t);
    // A lease written as a context manager or a callback scope hands the object out and takes it back in finally/defer.
    for (const m of ownMethods(t)) {
      const after = m.body.search(/\bfinally\b|\bdefer\b/);
      if (after >= 0 && putsBack(model, { ...m, body: m.body.slice(after) }, pools)) return ok();
    }
    const rel = ownMethods(t).find((m) => release.test(m.name) && !m.isAbstract);
    if (!rel || !ownMethods(t).some((m) => acquire.test(m.name))) continue;
    if (putsBack(model, rel, pools)) return ok();
    const closes = callsIn(rel.body).find((c) => /^(close|Close|dispose|Dispose|destroy|shutdown|release|free|del)$/.test(c.name));
    return broken(`${t.name}.${rel.name} never puts the object back into ${pools[0] ?? 'the pool'}${closes ? ` (it calls ${closes.name}() on it instead)` : ''}, so released objects are never returned for reuse and every acquire creates a new one`, closes ? lineIn(rel, closes.index) : rel.line);
  }
  // Go: a pool that is a buffered channel of objects (`type Pool chan *Object`); taking is `<-p`, giving back is `p <- obj`.
  if (model.language === 'go') {
    for (const c of model.stripped.matchAll(/\btype\s+(\w+)\s+chan\b/g)) {
      if (/:=\s*<-\s*\w+/.test(model.stripped)) return /\b\w+\s*<-\s*\w+\s*(?:\n|;|$)/m.test(model.stripped.replace(/:=\s*<-\s*\w+/g, '')) ? ok() : broken(`objects taken from the ${c[1]} channel are never sent back into it, so the pool empties and every later take blocks or allocates`, model.lineOf(c.index!));
    }
  }
  // Go's sync.Pool: objects come back only through Put.
  if (model.language === 'go' && /\bsync\.Pool\b/.test(model.stripped)) {
    if (/\.Put\s*\(/.test(model.stripped)) return ok();
    const user = [...model.functions, ...model.types.flatMap((t) => t.methods)].find((f) => /\.Get\s*\(\s*\)/.test(f.body));
    if (user) return broken(`${user.name} takes objects from the sync.Pool with Get() but never Puts them back, so the pool never reuses them and every Get allocates a new one`, user.line);
  }
  return missing('no pool found: expected a class with acquire/checkOut and release/checkIn methods that hands out objects from a collection of reusable instances', model.types[0]?.line);
};

/** Signs of a value made on first use: null checks, Lazy<T>, sync.Once, "loaded" flags, memoising wrappers. */
const LAZY = /\bLazy\s*<|\blazy\s*\(|\bLazy\(|\bsync\.Once\b|cached_property|functools\.cache|lru_cache|\?\?=|\|\|=|==\s*null|\bis\s+null\b|is None|\bhasattr\s*\(|LazyInitializer|=== undefined|== nil|\bonce\.Do\b|\bif\b[^\n]*(?:!|\bnot\s+)\s*(?:this\.|self\.|\w\.)?_?\w*(?:loaded|initiali[sz]ed|cached|ready|computed|fetched|Loaded|Initiali[sz]ed)\b|\bDeferred\b|\bSupplier<|computeIfAbsent|memoi[sz]e/;

/** Whether a call sits in a lambda or closure written in the same statement (deferred, not run now). */
function insideClosure(body: string, index: number): boolean {
  const start = Math.max(body.lastIndexOf(';', index), body.lastIndexOf('\n', index));
  return /=>|->|\blambda\b|\bfunc\s*\(|\bdelegate\b|\bfunction\s*\(/.test(body.slice(start + 1, index));
}

/**
 * Whether an eager constructor call feeds the value that is meant to be lazy: its result is stored in a
 * field an accessor loads on demand (null check, `??=`, a loaded flag), wrapped in Lazy/once in the same
 * statement, or kept in a local the constructor then wraps. A plain constructor read (`rs.getInt("id")`)
 * into an ordinary field is not a lazy value loaded early.
 */
function feedsLazyValue(model: CodeModel, t: TypeDecl, ctor: MethodDecl, index: number): boolean {
  const start = Math.max(ctor.body.lastIndexOf(';', index), ctor.body.lastIndexOf('\n', index), ctor.body.lastIndexOf('{', index), ctor.body.lastIndexOf(',', index));
  const statement = ctor.body.slice(start + 1, index);
  if (LAZY.test(statement)) return true;
  const target = /([\w$]+)\s*(?::=|=(?!=)|:)[^=:]*$/.exec(statement)?.[1];
  if (!target) return false;
  const bare = target.replace(/^_/, '');
  const field = t.fields.find((f) => f.name.replace(/^_/, '') === bare);
  // The field must be the one an accessor fills on demand, not merely read beside a lazy value.
  const tested = new RegExp(`\\b_?${bare}\\s*(?:===?|\\bis)\\s*(?:null|None|nil|undefined)\\b|\\b_?${bare}\\s*(?:\\?\\?|\\|\\|)=`);
  if (field) return ownMethods(t).some((m) => !m.isConstructor && LAZY.test(m.body) && (fieldWrites(model, m, field.name).length > 0 || tested.test(m.body)));
  const later = ctor.body.slice(index);
  return LAZY.test(later) && new RegExp(`\\b${target}\\b`).test(later.slice(later.search(LAZY)));
}

/** A guard that fills an empty field on demand: `if (!this.image) { this.image = … }`, `if not self._rows: self._rows = …`. */
function fillsOnDemand(model: CodeModel, m: MethodDecl): boolean {
  const self = ['this', 'self', ...selfNames(model, m)].join('|');
  return conditionals(m.body, model.language).some((c) => {
    const field = new RegExp(`^\\s*\\(?\\s*(?:!|not\\s+)\\s*(?:${self})\\.(#?\\w+)\\s*\\)?\\s*$`).exec(c.condition)?.[1];
    return !!field && new RegExp(`(?:${self})\\.${field}\\s*=(?!=)`).test(c.then);
  });
}

/** Lazy loading: the expensive value loads on first access, not when the holder is built. */
export const loadsOnFirstAccess: InvariantCheck = (model, params) => {
  const loader = namePattern(params, 'loader', '(?:load|fetch|read|query|get|find|select)\\w*(?:All|Everything|Rows|Data|Items)?|load\\w*|Load\\w*|Fetch\\w*|Read\\w*|Query\\w*|GetAll\\w*|FindAll\\w*');
  const findings: Finding[] = [];
  for (const t of model.types) {
    for (const ctor of t.methods.filter((m) => m.isConstructor)) {
      const params = new Set(ctor.params.map((p) => p.name));
      const eager = callsIn(ctor.body).find((c) => c.receiver !== null && (params.has(c.receiver.split('.')[0]) || /^(this|self)\.\w+$/.test(c.receiver)) && loader.test(c.name) && !/^(get)$/i.test(c.name) && !insideClosure(ctor.body, c.index) && feedsLazyValue(model, t, ctor, c.index));
      if (eager) {
        findings.push({ message: `the ${t.name} constructor calls ${eager.receiver}.${eager.name}() immediately, so the expensive load happens eagerly at construction; the lazy wrapper only holds data that was already loaded — defer the call into the first access`, line: lineIn(ctor, eager.index) });
      }
    }
  }
  if (findings.length) return brokenAll(findings);
  const anyLazy = LAZY.test(model.stripped) || model.types.some((t) => ownMethods(t).some((m) => fillsOnDemand(model, m)));
  return anyLazy ? ok() : missing('no lazy initialisation found: expected a value created or loaded on first access (a null check, Lazy<T>, sync.Once or a cached property) rather than up front', model.types[0]?.line);
};

/**
 * A local bound to an element of a field and then written through: `const seat = this.seats.get(code)`
 * then `seat.holder = name`, or `row = self._rows[key]` then `row.total += 1`. The element lives in the
 * field, so the field's data changed.
 */
function writesThroughAlias(model: CodeModel, m: MethodDecl, field: string): boolean {
  const bare = field.replace(/^_/, '');
  for (const a of m.body.matchAll(new RegExp(`\\b(\\w+)(?:\\s*,\\s*\\w+)?\\s*(?::=|=)\\s*(?:\\w+\\.)?_?${bare}\\s*(?:\\[|\\.\\s*(?:get|Get|find|Find|TryGetValue|at)\\b)`, 'g'))) {
    if (new RegExp(`\\b${a[1]}\\s*\\.\\s*\\w+\\s*(?:[-+*/]?=(?!=)|\\+\\+|--)`).test(m.body.slice(a.index! + a[0].length))) return true;
  }
  return false;
}

/** Dirty flag: every change to the source data raises the flag, so the cached result is recomputed. */
export const flagFollowsEveryChange: InvariantCheck = (model, params) => {
  const flagName = namePattern(params, 'flag', '_?(?:is_?)?(?!_?last)\\w*?(?:dirty|stale|changed|modified|invalid(?:ated)?|needs\\w*|outdated|recompute\\w*)');
  for (const t of model.types) {
    // A flag is a boolean: `lastChanged: Date` or `modifiedBy: string` is not one.
    const flag = t.fields.find((f) => flagName.test(f.name) && (!f.type || /^(?:bool|boolean|Boolean|atomic\.Bool|AtomicBoolean)$/.test(f.type.trim())));
    if (!flag) continue;
    // The method that tests the flag recomputes the derived value; what it writes is the cache.
    const readers = ownMethods(t).filter((m) => conditionals(m.body, model.language).some((c) => new RegExp(`\\b${flag.name}\\b`).test(c.condition)));
    // The recomputation may sit in a helper the reader calls (`if (dirty) recalc();`): what it writes is cache too.
    const self = (m: MethodDecl) => ['this', 'self', ...selfNames(model, m)];
    const recompute = ownMethods(t).filter((h) => readers.some((r) => callsIn(r.body).some((c) => c.name === h.name && (c.receiver === null || self(r).includes(c.receiver)))));
    const cached = t.fields.filter((f) => f !== flag && [...readers, ...recompute].some((m) => fieldWrites(model, m, f.name).length));
    const reader = readers[0];
    // Helpers that raise the flag (`markDirty()`) raise it for their callers.
    const flaggers = new Set(ownMethods(t).filter((m) => fieldWrites(model, m, flag.name).length && !readers.includes(m)).map((m) => m.name));
    const findings: Finding[] = [];
    for (const m of ownMethods(t)) {
      if (m === reader || recompute.includes(m) || fieldUses(model, m, flag.name).length || callsIn(m.body).some((c) => flaggers.has(c.name) && (c.receiver === null || self(m).includes(c.receiver)))) continue;
      const changed = t.fields.filter((f) => f !== flag && !cached.includes(f) && (fieldWrites(model, m, f.name).length || callsOnFieldAt(model, m, f.name).some((c) => MUTATORS.test(c.name)) || writesThroughAlias(model, m, f.name)));
      if (changed.length) findings.push({ message: `${t.name}.${m.name} changes ${changed.map((f) => f.name).join(', ')} without setting the ${flag.name} flag, so the cached value stays stale and keeps being returned`, line: m.line });
    }
    return brokenAll(findings);
  }
  return missing('no dirty flag found: expected a boolean flag set whenever the source data changes and checked before reusing the expensive derived value', model.types[0]?.line);
};

/** Sequences produced the language's own way: yield, generator functions, iterators, Go 1.23 range-over-func. */
const NATIVE_GENERATOR = /\byield\b|\bfunction\s*\*|\*\s*\[Symbol\.(?:async)?[iI]terator\]|\basync\s*\*|\bimplements\s+(?:\w+\s*,\s*)*Iterator\b|\bIEnumerator\b|\bIEnumerable\s*<|\bIterator\s*<|\bIterable\s*<|\bStream\.(?:iterate|generate)\b|\bSpliterator\b|\b__iter__\b|\b__next__\b|\biter\.Seq\d?\b|\bfunc\s*\(\s*yield\s+func\b/;

/** Generator: the producer ends the sequence — Go closes its channel, a C# channel writer completes — so consumers stop. */
export const closesChannel: InvariantCheck = (model) => {
  if (model.language !== 'go') {
    if (model.language === 'csharp' && /\bChannel\.Create\w*/.test(model.stripped) && /\.Writer\.(?:TryWrite|WriteAsync)\s*\(|\bwriter\.(?:TryWrite|WriteAsync)\s*\(/i.test(model.stripped) && !/\.(?:Try)?Complete\s*\(/.test(model.stripped)) {
      const producer = [...model.functions, ...model.types.flatMap((t) => t.methods)].find((f) => /\.(?:TryWrite|WriteAsync)\s*\(/.test(f.body));
      return broken(`${producer?.name ?? 'the producer'} writes to its channel but never calls Writer.Complete(), so a consumer reading with ReadAllAsync waits forever after the last value`, producer?.line);
    }
    return NATIVE_GENERATOR.test(model.stripped) || /\bChannel\.Create\w*/.test(model.stripped) ? ok() : missing('no generator found: expected a function that yields a sequence of values lazily (yield, an iterator, or a channel fed by a producer)', model.types[0]?.line ?? model.functions[0]?.line);
  }
  const everything = model.functions.concat(model.types.flatMap((t) => t.methods));
  const producers = everything.filter((f) => /\bgo\s+(?:func\b|\w+\s*\()/.test(f.body) && /\bchan\b/.test(`${f.returnType ?? ''} ${f.body}`));
  if (!producers.length) {
    if (NATIVE_GENERATOR.test(model.stripped)) return ok();
    return missing('no generator found: expected a function that starts a goroutine sending values on a channel it returns', model.functions[0]?.line);
  }
  // The goroutine may be a named function: `go produce(out)` closes inside produce.
  const closes = (f: MethodDecl): boolean => /\bclose\s*\(/.test(f.body) || [...f.body.matchAll(/\bgo\s+(\w+)\s*\(/g)].some((g) => everything.some((x) => x.name === g[1] && /\bclose\s*\(/.test(x.body)));
  const findings: Finding[] = producers.filter((f) => !closes(f)).map((f) => ({ message: `${f.name} sends values on its channel from a goroutine but never closes the channel, so a consumer ranging over it blocks forever after the last value (a deadlock or goroutine leak)`, line: f.line }));
  return brokenAll(findings);
};

const NOTIFY = /^_*(notify\w*|publish\w*|emit\w*|fire\w*|broadcast\w*|dispatch\w*|trigger\w*|raise\w*|Notify\w*|Publish\w*|Emit\w*|Fire\w*|Broadcast\w*|Raise\w*|On\w+Changed|signal\w*)$/;
/** Fields that track the notification itself (a re-entrancy guard, Observable's changed bit), not state observers read. */
const BOOKKEEPING = /notif|emitting|firing|dispatching|pending|changed|dirty|busy|version|^_?last/i;

/** A call that tells observers: the subject's own notify/emit, or raising one of its event fields (`PriceChanged?.Invoke(…)`, `this.changes$.next(v)`). */
function notifyCall(model: CodeModel, t: TypeDecl, m: MethodDecl): Call | undefined {
  const self = ['this', 'self', 'base', 'super', ...selfNames(model, m)];
  const events = t.fields.filter((f) => /^event\b|EventEmitter|Subject|EventHandler|Action</.test(f.type ?? '') || /emitter|events|changes|subject|bus|\$$/i.test(f.name)).map((f) => f.name.replace(/^_/, ''));
  const ownEvent = (receiver: string) => events.includes(receiver.replace(/^(?:this|self|\w)\./, '').replace(/^_/, ''));
  return callsIn(m.body).find((c) => c.name !== m.name && (NOTIFY.test(c.name) && (c.receiver === null || self.includes(c.receiver) || ownEvent(c.receiver)))
    || (/^(Invoke|next|emit|Emit|fire|publish)$/.test(c.name) && c.receiver !== null && ownEvent(c.receiver)));
}

const OBSERVERS = /^_?(?:observers|listeners|subscribers|watchers|handlers|callbacks|obs|subs|sinks|dependents)$/i;

/** End of the loop statement starting at `index`: its braced block, its indented block (Python) or its single statement. */
function loopEnd(body: string, index: number, language: CodeModel['language']): number {
  if (language === 'python') {
    const lineEnd = body.indexOf('\n', index);
    const indent = index - body.lastIndexOf('\n', index) - 1;
    let k = lineEnd < 0 ? body.length : lineEnd + 1;
    while (k < body.length) {
      const next = body.indexOf('\n', k);
      const line = body.slice(k, next < 0 ? body.length : next);
      if (line.trim() && line.length - line.trimStart().length <= indent) break;
      k = next < 0 ? body.length : next + 1;
    }
    return k;
  }
  let depth = 0;
  for (let k = index; k < body.length; k++) {
    const ch = body[k];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === '{' && depth === 0) {
      return matchBrace(body, k);
    } else if (ch === ';' && depth === 0) return k;
  }
  return body.length;
}

/** A notification written inline: a loop over the observers that calls each (`for (o : observers) o.update(price)`). */
function inlineNotify(model: CodeModel, t: TypeDecl, m: MethodDecl): { index: number; end: number; name: string } | undefined {
  for (const f of t.fields.filter((x) => OBSERVERS.test(x.name))) {
    for (const l of m.body.matchAll(/\bfor\b|\bforeach\b|\.forEach\s*\(/g)) {
      const end = loopEnd(m.body, l.index!, model.language);
      const loop = m.body.slice(l.index!, end);
      if (new RegExp(`(?<![\\w$])_?${escapeRe(f.name.replace(/^_/, ''))}\\b`).test(loop.slice(0, 160)) && callsIn(loop).length) return { index: l.index!, end, name: `each of ${f.name}` };
    }
  }
  return undefined;
}

/** Observer: the subject changes its state first, then notifies, so observers read the new value. */
export const notifiesAfterChange: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const t of model.types) {
    for (const m of ownMethods(t)) {
      // A method may be named like a notification (`dispatch`, `publish`) and still change state before telling observers.
      const call = notifyCall(model, t, m);
      const inline = call ? undefined : inlineNotify(model, t, m);
      const notify = call ? { index: call.index, end: call.index, name: `${call.name}()` } : inline;
      if (!notify) continue;
      const late = t.fields.filter((f) => !BOOKKEEPING.test(f.name) && !OBSERVERS.test(f.name) && fieldWrites(model, m, f.name).some((i) => i > notify.end) && !fieldWrites(model, m, f.name).some((i) => i < notify.index));
      if (late.length) findings.push({ message: `${t.name}.${m.name} ${call ? `calls ${notify.name}` : `notifies ${notify.name}`} before it updates ${late.map((f) => f.name).join(', ')}, so observers are notified of the change but read the old (stale) value`, line: lineIn(m, notify.index) });
    }
  }
  return brokenAll(findings);
};

/** Removing calls; `filter` alone builds a new list and removes nothing unless it is stored back. */
const REMOVERS = /^(remove|Remove|delete|Delete|splice|pop|discard|clear|Clear|TryRemove|RemoveAll|removeIf|RemoveWhere|removeObserver|removeListener|off|unsubscribe|Unsubscribe)$/;

/** Observer: unsubscribing removes the observer from the collection the subject notifies. */
export const observersCanLeave: InvariantCheck = (model, params) => {
  const leave = namePattern(params, 'unsubscribe', '(?:un|de)(?:subscribe|register)\\w*|detach\\w*|remove\\w*(?:observer|listener|subscriber|handler)\\w*|off|Unsubscribe\\w*|Deregister\\w*|Detach\\w*|Remove\\w*');
  for (const t of model.types) {
    const holders = collectionFields(model, t);
    for (const m of ownMethods(t).filter((x) => leave.test(x.name) && !x.isAbstract && t.kind !== 'interface')) {
      const removes = holders.some((f) => fieldWrites(model, m, f).length > 0 || callsOnFieldAt(model, m, f).some((c) => REMOVERS.test(c.name)) || new RegExp(`\\bdelete\\s*\\(\\s*\\w+\\.${f}`).test(m.body))
        || /\bdelete\s*\(|\.remove\s*\(|\.Remove\s*\(|\.discard\s*\(|\.splice\s*\(|\.delete\s*\(|\bdel\s+|-=|\.(?:off|removeListener|removeEventListener|unsubscribe|Unsubscribe|Dispose)\s*\(/.test(m.body);
      if (!removes) return broken(`${t.name}.${m.name} never removes the observer from ${holders[0] ?? 'the subscriber list'} (a filtered copy that is never stored back removes nothing), so observers that left are still notified and kept alive`, m.line);
    }
  }
  return ok();
};

/** Subjects built on the platform's observer support: events, emitters, property-change support, reactive subjects, signals. */
const PLATFORM_SUBJECT = /\bevent\s+\w+|EventHandler\b|\.emit\s*\(|EventEmitter|EventTarget|dispatchEvent\s*\(|PropertyChangeSupport|firePropertyChange|SubmissionPublisher|Flow\.Publisher|\bI?Observable\s*<|\b(?:Behavior|Replay)?Subject\s*<|\bsignal\s*\(|Signal\s*\(|\[\]\s*chan\b|map\[[^\]]*\]\s*chan\b/;

/** Guard for subjects: a subject keeps observers, lets them subscribe and notifies each. */
export const subjectNotifiesObservers: InvariantCheck = (model) => {
  for (const t of model.types) {
    for (const f of collectionFields(model, t)) {
      const subscribes = ownMethods(t).some((m) => /subscribe|attach|register|add|on|listen|watch/i.test(m.name) && callsOnFieldAt(model, m, f).length + fieldWrites(model, m, f).length > 0);
      const notifies = ownMethods(t).some((m) => loops(m.body).length && fieldUses(model, m, f).length);
      if (subscribes && notifies) return ok();
    }
  }
  if (PLATFORM_SUBJECT.test(model.stripped)) return ok();
  // A subject contract in view (register/notify declared on an interface) with its implementation elsewhere.
  if (model.types.some((t) => t.kind === 'interface' && t.methods.some((m) => /subscribe|attach|register|add\w*(?:observer|listener)/i.test(m.name)) && t.methods.some((m) => NOTIFY.test(m.name)))) return ok();
  return missing('no subject found that keeps a list of observers, lets them subscribe, and notifies each of them', model.types[0]?.line);
};
