// Guarded suspension: a caller that cannot proceed waits (holding the lock) in a loop that re-tests
// the guard, and whoever changes the guarded state wakes the waiters.
import type { CodeModel } from '../../../code/model.js';
import { conditionals, exits, lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { enclosureAt, fieldChanges, holdsLock, inLoop, receivesFromChannel } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { type Member, everyMethod, named } from '../members.js';

export interface WaitSite extends Member {
  index: number;
  /** Text of the wait call (`wait()`, `_cond.wait(`). */
  call: string;
  /** Waits on a monitor or condition variable, which must be held while waiting. */
  needsLock: boolean;
}

/** Condition fields in Python/Go (`threading.Condition()`, `sync.NewCond`, `*sync.Cond`). */
function conditionNames(model: CodeModel): Set<string> {
  const out = new Set<string>();
  for (const t of model.types) for (const f of t.fields) if (/\bCond\b|Condition/.test(f.type ?? '')) out.add(f.name);
  for (const m of model.stripped.matchAll(/(?:self\.|this\.|\b)(\w+)\s*(?::=|=)\s*(?:threading\.|sync\.New|asyncio\.)?(?:Condition|Cond)\s*\(|(?:this\.|\b)(\w+)\s*=\s*[\w.]+\.newCondition\s*\(/g)) out.add(m[1] ?? m[2]);
  return out;
}

/** Every place a method suspends its caller until another thread signals. */
export function waitSites(model: CodeModel): WaitSite[] {
  const conds = conditionNames(model);
  const out: WaitSite[] = [];
  for (const site of everyMethod(model, { abstract: false })) {
    const body = site.method.body;
    const add = (index: number, call: string, needsLock: boolean) => out.push({ ...site, index, call, needsLock });
    switch (model.language) {
      case 'java':
        for (const m of body.matchAll(/(?<![\w$.])wait\s*\(|\b(?:this|\w+)\.wait\s*\(/g)) add(m.index!, m[0], true);
        for (const m of body.matchAll(/\b(?:this\.)?(\w+)\.await(?:Nanos|Uninterruptibly)?\s*\(/g)) if (conds.has(m[1])) add(m.index!, m[0], false);
        break;
      case 'csharp':
        for (const m of body.matchAll(/\bMonitor\.Wait\s*\(/g)) add(m.index!, m[0], true);
        break;
      case 'python':
        for (const m of body.matchAll(/\b(?:self\.)?(\w+)\.wait\s*\(/g)) if (conds.has(m[1])) add(m.index!, m[0], true);
        break;
      case 'go':
        for (const m of body.matchAll(/\b(?:\w+\.)?(\w+)\.Wait\s*\(\s*\)/g)) if (conds.has(m[1]) || /cond|cv/i.test(m[1])) add(m.index!, m[0], true);
        break;
      default:
        for (const m of body.matchAll(/\bawait\s+new\s+Promise\b|\bawait\s+(?:this\.)?\w*(?:wait|Wait|until|Until|signal|Signal|notEmpty|ready)\w*\s*\(/g)) add(m.index!, m[0], false);
    }
  }
  return out;
}

/** A loop that re-checks a condition by sleeping or spinning instead of waiting to be signalled. */
function busyWaits(model: CodeModel): { site: Member; index: number }[] {
  const out: { site: Member; index: number }[] = [];
  const spin = model.language === 'python'
    ? /\bwhile\s+[^:\n]+:\s*\n?\s*(?:time\.sleep\s*\([^)]*\)|pass|await\s+asyncio\.sleep\s*\([^)]*\))\s*(?:\n|$)/g
    : /\b(?:while\s*\([^)]*(?:\([^)]*\)[^)]*)*\)|for\s+[^{;]+)\s*(?:\{\s*(?:(?:Thread\.(?:sleep|onSpinWait|yield)|time\.Sleep|Thread\.Sleep|await\s+Task\.Delay|await\s+\w*[sS]leep|runtime\.Gosched|Thread\.Yield)\s*\([^)]*\)\s*;?\s*)?\}|;)/g;
  for (const site of everyMethod(model, { abstract: false })) for (const m of site.method.body.matchAll(spin)) if (!/\bwhile\s*\(\s*true\s*\)|\bfor\s*\{/.test(m[0])) out.push({ site, index: m.index! });
  return out;
}

/** Primitives that block until signalled and need no guard loop (events, latches, blocking queues, semaphores). */
const BLOCKING = /\.(?:WaitOne|Wait|WaitAsync|Take|take|acquire|Acquire)\s*\(|\.await\s*\(\s*\)|\bEvent\s*\(|\bGetConsumingEnumerable\b|\.get\s*\(\s*(?:block|timeout)/;

/** Guarded suspension: the wait sits in a loop that re-tests the guard, and holds the lock it waits on. */
export const waitsInLoop: InvariantCheck = (model) => {
  const waits = waitSites(model);
  const findings: Finding[] = [];
  for (const w of waits) {
    if (!inLoop(w.method.body, w.index, model.language)) {
      const guard = enclosureAt(w.method.body, w.index, model.language).blocks.find((b) => /^(if|elif)\b/.test(b));
      findings.push({ message: `${named(w)} waits ${guard ? `under \`${guard.replace(/\s+/g, ' ').slice(0, 50)}\`, an if` : 'once'} instead of inside a while loop that re-tests the condition, so a thread woken spuriously (or beaten to the item by another thread) carries on although the guard is still false`, line: lineIn(w.method, w.index) });
    }
    if (w.needsLock && !holdsLock(model, w, w.index)) {
      findings.push({ message: `${named(w)} calls ${w.call.replace(/\($/, '')}() without holding the lock of the object it waits on (not synchronized / not inside with/lock), so the check of the guard and the wait are not atomic and the call fails or misses the notification`, line: lineIn(w.method, w.index) });
    }
  }
  if (!waits.length) {
    const spins = busyWaits(model);
    if (spins.length) return brokenAll(spins.map(({ site, index }) => ({ message: `${named(site)} polls the condition in a sleep/spin loop (busy-waiting) instead of suspending the thread until another thread changes the state and notifies it`, line: lineIn(site.method, index) })));
    if (BLOCKING.test(model.stripped) || (model.language === 'go' && everyMethod(model, { abstract: false }).some(({ method }) => receivesFromChannel(method.body, method) || /\bselect\s*\{/.test(method.body)))) return ok();
    if ((model.language === 'typescript' || model.language === 'javascript') && /new\s+Promise\s*\(/.test(model.stripped) && /resolve/.test(model.stripped)) return ok();
    const balk = everyMethod(model, { abstract: false }).flatMap((site) => conditionals(site.method.body, model.language).filter((c) => /empty|isEmpty|len\(|length|size|Count|null|None|nil|ready|available/i.test(c.condition) && exits(c.then)).map((c) => ({ site, c })))[0];
    if (balk) return missing(`${named(balk.site)} returns at once when the guard is false (balking) instead of suspending the caller until the condition holds`, lineIn(balk.site.method, balk.c.index));
    return missing('no method suspends its caller until a condition holds: expected a wait() (or condition variable wait) inside a loop that re-tests the guard, under the object\'s lock', model.types[0]?.line ?? model.functions[0]?.line);
  }
  return brokenAll(findings);
};

/** Names of the fields a wait's loop condition tests. */
function guardedFields(w: WaitSite, model: CodeModel): string[] {
  const head = enclosureAt(w.method.body, w.index, model.language).blocks.find((b) => /^(while|for|if|elif)\b/.test(b)) ?? '';
  return (w.owner?.fields ?? []).filter((f) => new RegExp(`\\b_?${escapeRe(f.name.replace(/^_/, ''))}\\b`).test(head)).map((f) => f.name);
}

const SIGNAL = /\b(?:notify|notifyAll|notify_all|signal|signalAll|Signal|Broadcast|Pulse|PulseAll|Set|set|Release|release|countDown|resolve\w*)\s*\(|\bMonitor\.Pulse(?:All)?\s*\(|\.shift\(\)(?:\s*(?:\?\.))?\s*\(|\bwaiter\w*(?:\s*(?:\?\.))?\s*\(|\bwake\w*\s*\(/;

/** Guarded suspension: every method that changes the guarded state wakes the threads waiting on it. */
export const wakesWaiters: InvariantCheck = (model) => {
  const waits = waitSites(model);
  if (!waits.length) return ok();
  const signallers = new Set(everyMethod(model, { abstract: false }).filter(({ method }) => SIGNAL.test(method.body)).map(({ method }) => method.name));
  const notifies = (site: Member) => SIGNAL.test(site.method.body) || [...signallers].some((n) => new RegExp(`\\b${escapeRe(n)}\\s*\\(`).test(site.method.body));
  if (!signallers.size) {
    const w = waits[0];
    return brokenAll([{ message: `${named(w)} waits for the state to change but no method ever calls notify/notifyAll (signal, Broadcast, Pulse, set) after changing it, so waiting threads are never woken up`, line: lineIn(w.method, w.index) }]);
  }
  const findings: Finding[] = [];
  for (const w of waits) {
    if (!w.owner) continue;
    const guarded = guardedFields(w, model);
    for (const site of everyMethod(model, { abstract: false }).filter((s) => s.owner === w.owner && s.method !== w.method && !s.method.isConstructor)) {
      const changed = guarded.filter((f) => fieldChanges(model, site.method, f).length);
      if (changed.length && !notifies(site) && !findings.some((f) => f.line === site.method.line)) {
        findings.push({ message: `${named(site)} changes ${changed.join(', ')}, which ${named(w)} waits on, but does not notify the waiting threads (notify/notifyAll, signal), so they stay suspended although the condition now holds`, line: site.method.line });
      }
    }
  }
  return brokenAll(findings);
};
