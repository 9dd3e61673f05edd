// Mutual exclusion: a monitor guards every access to its state, a lockable object admits one holder
// at a time and only that holder releases it, a semaphore hands out a bounded number of permits.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { conditionals, exits, fieldUses, isGuarded, lineIn } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { fieldChanges, lockFieldNames, ownMethods } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';

/** Whether a whole method runs under the object's lock (synchronized, lock, with lock:, Lock()/defer Unlock()). */
function guarded(model: CodeModel, t: TypeDecl, m: MethodDecl): boolean {
  if (isGuarded(model, m) || /\brunExclusive\s*\(|\bacquire\s*\(\s*\)|\.lock\s*\(\s*\)/.test(m.body)) return true;
  const locks = lockFieldNames(model, t);
  return locks.some((l) => new RegExp(`\\bwith\\s+(?:self\\.)?${escapeRe(l)}\\b|\\block\\s*\\(\\s*(?:this\\.)?${escapeRe(l)}\\s*\\)|\\b${escapeRe(l)}\\.(?:Lock|RLock|lock|acquire|Enter|Wait)\\s*\\(`).test(m.body));
}

const ACCESSOR = /^(toString|ToString|__repr__|__str__|hashCode|GetHashCode|equals|Equals|String)$/;

/** Monitor: every method that touches the state the monitor guards holds its lock. */
export const guardsSharedState: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let monitors = 0;
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const methods = ownMethods(t).filter((m) => !m.isAbstract && !m.isStatic);
    const locked = methods.filter((m) => guarded(model, t, m));
    if (!locked.length) continue;
    monitors++;
    const shared = t.fields.filter((f) => !f.isStatic && !lockFieldNames(model, t).includes(f.name) && locked.some((m) => fieldChanges(model, m, f.name).length || fieldUses(model, m, f.name).length) && !/Lock|Mutex|Condition|Semaphore|object\b|Object\b/.test(fieldType(t, f) ?? ''));
    const written = shared.filter((f) => methods.some((m) => fieldChanges(model, m, f.name).length));
    for (const m of methods.filter((x) => !locked.includes(x) && x.visibility !== 'private' && !ACCESSOR.test(x.name) && !/^_/.test(x.name))) {
      const touched = written.filter((f) => fieldUses(model, m, f.name).length);
      if (!touched.length) continue;
      const writes = touched.some((f) => fieldChanges(model, m, f.name).length);
      findings.push({ message: `${t.name}.${m.name} ${writes ? 'changes' : 'reads'} ${touched.map((f) => f.name).join(', ')} without holding the monitor's lock, while ${locked[0].name} guards the same state, so concurrent calls can interleave and ${writes ? 'corrupt it (race condition)' : 'see a half-finished update'}`, line: m.line });
    }
  }
  if (!monitors) return missing('no monitor found: expected a class whose methods that touch its shared state run under one lock (synchronized methods, lock/with blocks, a mutex) so only one thread is inside at a time', model.types[0]?.line);
  return brokenAll(findings);
};

const ACQUIRE = /^(acquire|lock|tryLock|tryAcquire|try_acquire|try_lock|Acquire|Lock|TryLock|TryAcquire|obtain|claim|grab|take)$/;
const RELEASE = /^(release|unlock|Release|Unlock|free|give_?back|relinquish|drop)$/;
const HOLDER = /^_?_?(locker|owner|holder|lockedBy|locked_by|lockHolder|lock_holder|heldBy|held_by|Locker|Owner|Holder|LockedBy|locked|isLocked|is_locked|Locked|IsLocked|held|isHeld|busy)$/;

function lockable(model: CodeModel): { t: TypeDecl; acquire: MethodDecl; release?: MethodDecl; holder: string }[] {
  const out: { t: TypeDecl; acquire: MethodDecl; release?: MethodDecl; holder: string }[] = [];
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const acquire = ownMethods(t).find((m) => ACQUIRE.test(m.name) && !m.isAbstract);
    const holder = t.fields.find((f) => HOLDER.test(f.name));
    if (acquire && holder) out.push({ t, acquire, release: ownMethods(t).find((m) => RELEASE.test(m.name) && !m.isAbstract), holder: holder.name });
  }
  return out;
}

const ATOMIC = /compareAndSet|compareAndExchange|CompareExchange|CompareAndSwap|compare_and_swap|\.setIfAbsent|putIfAbsent|TryAdd|\bSETNX\b|setnx/;

/** Lockable object: acquiring checks, atomically, that nobody holds the lock, and refuses (or waits) if someone does. */
export const acquireRefusesWhenHeld: InvariantCheck = (model) => {
  const found = lockable(model);
  if (!found.length) return missing('no lockable object found: expected an object with acquire/lock and release/unlock methods that records which caller currently holds it', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { t, acquire, holder } of found) {
    const writes = fieldChanges(model, acquire, holder);
    const tested = conditionals(acquire.body, model.language).some((c) => new RegExp(`\\b_?${escapeRe(holder.replace(/^_+/, ''))}\\b`).test(c.condition)) || /\bwhile\b[^\n{:]*\b_?\w*(?:locker|owner|holder|locked|held)\w*/i.test(acquire.body) || ATOMIC.test(acquire.body);
    if (writes.length && !tested) {
      findings.push({ message: `${t.name}.${acquire.name} sets ${holder} without first checking whether another caller already holds the lock, so a second caller silently takes it over and two threads use the resource at once`, line: lineIn(acquire, writes[0]) });
      continue;
    }
    const threaded = model.language === 'java' || model.language === 'csharp' || model.language === 'go' || /threading|Thread|concurrent\.futures|multiprocessing|asyncio/.test(model.stripped);
    if (threaded && model.language !== 'javascript' && model.language !== 'typescript' && !guarded(model, t, acquire) && !ATOMIC.test(acquire.body) && writes.length) {
      findings.push({ message: `${t.name}.${acquire.name} checks and then sets ${holder} without holding a lock (not synchronized, no mutex), so two threads can both see the object free and both acquire it`, line: acquire.line });
    }
  }
  return brokenAll(findings);
};

/** Lockable object: only the current holder can release the lock. */
export const releaseOnlyByHolder: InvariantCheck = (model) => {
  const found = lockable(model);
  if (!found.length) return missing('no lockable object found: expected an object with acquire/lock and release/unlock methods that records which caller currently holds it', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { t, release, holder } of found) {
    if (!release) {
      findings.push({ message: `${t.name} can be acquired but has no release/unlock method, so the holder can never give the lock back`, line: t.line });
      continue;
    }
    if (/^_?_?(is_?)?locked$|^_?_?busy$|^_?_?held$/i.test(holder) && !release.params.filter((p) => !/^receiver /.test(p.type ?? '')).length) continue;
    const owner = release.params.find((p) => !/^receiver /.test(p.type ?? ''));
    const h = escapeRe(holder.replace(/^_+/, ''));
    const compares = conditionals(release.body, model.language).some((c) => new RegExp(`\\b_?${h}\\b`).test(c.condition) && (!owner || new RegExp(`\\b${escapeRe(owner.name)}\\b|currentThread|current_thread|CurrentThread|getId|get_ident`).test(c.condition)))
      || new RegExp(`\\b_?${h}\\b[^;\\n]*(?:!=|!==|==|===|equals|Equals|\\bis\\b)`).test(release.body) || ATOMIC.test(release.body);
    if (!compares) findings.push({ message: `${t.name}.${release.name} clears ${holder} without checking that the caller is the one holding the lock, so any other caller can release a lock it does not own and let a third one in`, line: release.line });
  }
  return brokenAll(findings);
};

const SEM_ACQUIRE = /^(acquire|Acquire|tryAcquire|TryAcquire|try_acquire|wait|Wait|P|down|Down|take|Take|enter|Enter|get_permit|getPermit)$/;
const SEM_RELEASE = /^(release|Release|signal|Signal|V|up|Up|give|Give|leave|Leave|post|Post|put_permit|returnPermit)$/;
const COUNTER = /^_?_?(permits|count|available|availablePermits|tickets|slots|tokens|value|counter|free|remaining|Permits|Count|Available|Tickets|Slots|Tokens|Value|current|in_use|inUse|used|held)$/;
const BUILT_IN_SEM = /\bSemaphore\b|\bSemaphoreSlim\b|threading\.(?:Bounded)?Semaphore|asyncio\.Semaphore|semaphore\.NewWeighted|\bWeighted\b/;

/** Semaphore: acquire blocks (or fails) when no permit is left; release gives a permit back. */
function semaphores(model: CodeModel): { t: TypeDecl; acquire: MethodDecl; release?: MethodDecl; counter?: string; channel?: string }[] {
  const out: { t: TypeDecl; acquire: MethodDecl; release?: MethodDecl; counter?: string; channel?: string }[] = [];
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const acquire = ownMethods(t).find((m) => SEM_ACQUIRE.test(m.name) && !m.isAbstract);
    if (!acquire) continue;
    const release = ownMethods(t).find((m) => SEM_RELEASE.test(m.name) && !m.isAbstract);
    const channel = t.fields.find((f) => /\bchan\b/.test(f.type ?? ''))?.name;
    const counter = t.fields.find((f) => COUNTER.test(f.name) && !/\bchan\b/.test(f.type ?? ''))?.name;
    if (channel || counter || t.fields.some((f) => BUILT_IN_SEM.test(fieldType(t, f) ?? ''))) out.push({ t, acquire, release, counter, channel });
  }
  return out;
}

/** Semaphore: acquiring when every permit is taken waits or fails; it never lets another holder in. */
export const acquireBlocksWhenExhausted: InvariantCheck = (model) => {
  const found = semaphores(model);
  if (!found.length) return BUILT_IN_SEM.test(model.stripped) ? ok() : missing('no semaphore found: expected acquire and release operations over a fixed number of permits (a counter or a buffered channel)', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { t, acquire, counter, channel } of found) {
    if (channel) {
      if (!new RegExp(`\\.${escapeRe(channel)}\\s*<-|<-\\s*\\w+\\.${escapeRe(channel)}`).test(acquire.body)) findings.push({ message: `${t.name}.${acquire.name} never takes a slot in ${channel} (no send on the buffered channel), so acquiring never blocks and any number of callers get in`, line: acquire.line });
      continue;
    }
    if (!counter) continue;
    const c = escapeRe(counter.replace(/^_+/, ''));
    const limits = conditionals(acquire.body, model.language).some((x) => new RegExp(`\\b_?${c}\\b`).test(x.condition) && (exits(x.then) || /wait|Wait|await|sleep|false|False/.test(x.then)))
      || new RegExp(`\\b(?:while|for)\\b[^{\\n:]*\\b_?${c}\\b`).test(acquire.body) || /compareAndSet|CompareExchange|\.acquire\s*\(|\.Wait\w*\s*\(|\.wait\s*\(/.test(acquire.body);
    if (!limits) findings.push({ message: `${t.name}.${acquire.name} takes a permit (${counter}) without checking that one is left, so it never blocks or fails when the permits are exhausted and more callers than allowed get in`, line: acquire.line });
  }
  return brokenAll(findings);
};

/** Semaphore: releasing returns the permit (and wakes a waiting acquirer). */
export const releaseReturnsPermit: InvariantCheck = (model) => {
  const found = semaphores(model);
  if (!found.length) return BUILT_IN_SEM.test(model.stripped) ? ok() : missing('no semaphore found: expected acquire and release operations over a fixed number of permits (a counter or a buffered channel)', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { t, acquire, release, counter, channel } of found) {
    if (!release) {
      findings.push({ message: `${t.name} hands out permits in ${acquire.name} but has no release, so every permit taken is gone for good and the semaphore ends up blocking everyone`, line: t.line });
      continue;
    }
    const gives = channel ? new RegExp(`<-\\s*\\w+\\.${escapeRe(channel)}|\\.${escapeRe(channel)}\\s*<-`).test(release.body) : counter ? fieldChanges(model, release, counter).length > 0 : /\.release\s*\(|\.Release\s*\(/.test(release.body);
    if (!gives) findings.push({ message: `${t.name}.${release.name} never gives the permit back (${channel ?? counter ?? 'the permits'} is not restored), so permits leak and acquirers eventually wait forever`, line: release.line });
    else if (counter && /\.wait\s*\(|\bwait\s*\(\s*\)|\.await\s*\(|Monitor\.Wait|\.Wait\s*\(/.test(acquire.body) && !/notify|signal|Signal|Pulse|Broadcast|set\s*\(/.test(release.body)) findings.push({ message: `${t.name}.${release.name} returns the permit but does not notify the threads waiting in ${acquire.name}, so they stay blocked although a permit is free`, line: release.line });
  }
  return brokenAll(findings);
};
