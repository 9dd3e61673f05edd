// Invariants of shared state and threads: one instance made safely (singleton, double-checked
// locking), state shared by every instance (monostate), balking instead of waiting, a buffer between
// producers and consumers, worker threads reused rather than made per task.
import type { CodeModel, FieldDecl, MethodDecl, TypeDecl } from '../../code/model.js';
import { baseTypeName, isCollectionType, typeArguments } from '../../code/model.js';
import { callsIn, callsOnFieldAt, conditionals, creations, exits, fieldWrites, isGuarded, lineIn, ownMethods } from '../../code/body.js';
import { fieldType } from '../../code/queries.js';
import { methodFacts } from './delegation.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from './types.js';
import { escapeRe } from '../../text/escape-re.js';

const classes = (m: CodeModel) => m.types.filter((t) => t.kind === 'class' || t.kind === 'struct' || t.kind === 'record');

/**
 * The class a singleton-style check is about: one that keeps a static instance of itself, directly
 * (`static Registry instance`), wrapped (`static Lazy<Clock>`), or in a nested holder class
 * (`Holder.INSTANCE` of the outer type) — the singleton is then the type the field holds.
 */
function instanceHolder(model: CodeModel): { type: TypeDecl; holder: TypeDecl; field: string } | undefined {
  for (const t of classes(model)) {
    for (const f of t.fields.filter((x) => x.isStatic)) {
      const held = [baseTypeName(f.type), ...typeArguments(f.type)];
      const own = held.includes(t.name) ? t : classes(model).find((c) => c !== t && held.includes(c.name) && /^_?_?(?:instance|INSTANCE|shared|default|singleton|lazy|value)\w*$/i.test(f.name));
      if (own) return { type: own, holder: t, field: f.name };
      if (/^_?_?instance$|^_?_?INSTANCE$|^_?_?shared$|^_?_?default$/i.test(f.name) && !classes(model).some((c) => held.includes(c.name))) return { type: t, holder: t, field: f.name };
    }
  }
  return undefined;
}

/** Singleton: only the class makes its instance (constructor closed, one accessor), created once even under concurrency. */
export const singleInstance: InvariantCheck = (model) => {
  if (model.language === 'go') {
    const lazy = model.functions.find((f) => /==\s*nil/.test(f.body) && /\w+\s*=\s*&?\w+\s*\{|\w+\s*=\s*new\w*\(/.test(f.body));
    const guarded = /sync\.Once|once\.Do|\.Lock\(\)|sync\.OnceValue|sync\.OnceFunc/.test(model.stripped);
    if (lazy && !guarded) return broken(`${lazy.name} creates the package-level instance behind an unguarded nil check, so concurrent goroutines can race and each create their own instance; guard creation with sync.Once (or a mutex)`, lazy.line);
    if (lazy || /sync\.Once|var\s+\w+\s*=\s*&?\w+\{/.test(model.stripped)) return ok();
    return missing('no single shared instance found: expected a package-level instance handed out by one function, created once (sync.Once)', model.functions[0]?.line);
  }
  // Java's enum singleton: the language guarantees one instance.
  if (/\benum\s+\w+\s*(?:implements\s+[\w,\s<>]+)?\{\s*INSTANCE\s*[;,}]/.test(model.stripped)) return ok();
  const holder = instanceHolder(model);
  if (model.language === 'python') {
    const guarded = model.types.some((t) => t.methods.some((m) => m.name === '__new__' || (m.name === '__init__' && /\braise\b/.test(m.body)) || (m.name === '__call__' && t.bases.includes('type')))) || /^\w+\s*=\s*\w+\(\)\s*$/m.test(model.stripped) || /@(?:functools\.)?(?:lru_)?cache\b/.test(model.stripped);
    return guarded || holder ? ok() : missing('nothing stops `ClassName()` from creating more instances: override __new__ to return the one instance, or expose a module-level instance', model.types[0]?.line);
  }
  // A module-level instance (`export const registry = new Registry()`) is the TypeScript/JavaScript singleton.
  if (!holder && (model.language === 'typescript' || model.language === 'javascript') && /^\s*(?:export\s+)?(?:const|let)\s+\w+\s*(?::\s*\w+\s*)?=\s*new\s+\w+\s*\(/m.test(model.stripped)) return ok();
  if (!holder) return missing('no class keeps a static instance of itself handed out by a static accessor', classes(model)[0]?.line);
  const findings: Finding[] = [];
  const single = holder.type;
  const ctors = single.methods.filter((m) => m.isConstructor);
  const open = ctors.filter((m) => m.visibility !== 'private');
  if (!ctors.length && model.language !== 'typescript') findings.push({ message: `${single.name} has no private constructor, so the default public constructor lets any caller create more instances`, line: single.line });
  if (!ctors.length && model.language === 'typescript') findings.push({ message: `${single.name} has no private constructor, so \`new ${single.name}()\` creates more instances`, line: single.line });
  for (const c of open) findings.push({ message: `the ${single.name} constructor is ${c.visibility}, so callers can create multiple instances with new ${single.name}(…); make it private so the only instance comes from the accessor`, line: c.line });
  const field = holder.holder.fields.find((f) => f.name === holder.field)!;
  if (field.visibility === 'public' && !field.isImmutable) findings.push({ message: `the static ${field.name} field of ${holder.holder.name} is public and writable, so any caller can replace the single instance`, line: field.line });
  return brokenAll(findings);
};

/** Double-checked locking: the instance field is volatile and is published only once fully built. */
export const safePublication: InvariantCheck = (model) => {
  if (model.language === 'go') {
    // Go: re-checking a plain package variable outside the lock is a data race; sync.Once or an atomic pointer publish safely.
    const dcl = model.functions.concat(model.types.flatMap((t) => t.methods)).find((f) => (f.body.match(/[!=]=\s*nil/g) ?? []).length >= 2 && /\.Lock\s*\(\)/.test(f.body));
    if (dcl) return /\batomic\.|\.Load\s*\(\)/.test(dcl.body) ? ok() : broken(`${dcl.name} reads the instance before taking the lock without an atomic load, which is a data race in Go: another goroutine can see a partially built value; use sync.Once or atomic.Pointer`, dcl.line);
    if (/\bsync\.Once\b|sync\.OnceValue/.test(model.stripped)) return ok();
    return missing('no double-checked locking found: expected a check of the instance outside a lock, then again inside it before creating the instance', model.functions[0]?.line);
  }
  for (const t of classes(model)) {
    for (const m of ownMethods(t)) {
      // `x ??= new X()` inside the lock is the second check written as one operator.
      const checks = [...m.body.matchAll(/([\w.]+)\s*(?:(?:==|===|is)\s*(?:null|None|nil|undefined)|\?\?=)/g)].map((c) => c[1].replace(/^(?:this|self|cls|\w+)\./, ''));
      const locked = /\bsynchronized\s*\(|\block\s*\(|\.lock\s*\(\)|\.Lock\s*\(\)|\bwith\s+|\.acquire\s*\(|\brunExclusive\s*\(/.test(m.body);
      if (checks.length < 2 || !locked) continue;
      // The checked name may be a local copy of the field (`var r = instance; if (r == null)`), the idiom that reads the volatile once.
      const alias = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:this\\.|self\\.|cls\\.|\\w+\\.)?(\\w+)\\s*[;\\n]`).exec(m.body)?.[1];
      const field = checks.map((n) => t.fields.find((f) => f.name === n) ?? t.fields.find((f) => f.name === alias(n))).find(Boolean);
      if (!field) continue;
      const findings: Finding[] = [];
      const mods = field.modifiers ?? [];
      if ((model.language === 'java' || model.language === 'csharp') && !mods.includes('volatile')) {
        findings.push({ message: `${t.name}.${field.name} is read outside the lock but is not volatile, so another thread can see a partially constructed object; declare it volatile (the double-checked locking idiom needs it)`, line: field.line });
      }
      const assign = new RegExp(`\\b${field.name}\\s*=\\s*new\\b[^;]*;([\\s\\S]*?)\\}`).exec(m.body);
      const later = assign ? callsIn(assign[1]).find((c) => c.receiver === field.name || c.receiver === `this.${field.name}`) : undefined;
      if (assign && later) findings.push({ message: `${t.name}.${m.name} publishes ${field.name} before ${later.name}() finishes initialising it, so the unsynchronised first check can hand out an object that is not yet loaded; build it in a local variable and assign the field last`, line: lineIn(m, assign.index + assign[0].indexOf(later.name)) });
      return brokenAll(findings);
    }
  }
  // C# often writes it in a property getter, which the outline keeps as a property rather than a method.
  const getter = /\bif\s*\(\s*(\w+)\s*(?:==\s*null|is\s+null)\s*\)\s*\{?\s*lock\s*\([^)]*\)\s*\{[^}]*?\b\1\s*(?:\?\?=|==\s*null|is\s+null)/.exec(model.stripped);
  const owner = getter && classes(model).find((t) => t.fields.some((f) => f.name === getter[1]));
  if (getter && owner) {
    const field = owner.fields.find((f) => f.name === getter[1])!;
    return model.language === 'csharp' && !(field.modifiers ?? []).includes('volatile')
      ? broken(`${owner.name}.${field.name} is read outside the lock but is not volatile, so another thread can see a partially constructed object; declare it volatile (the double-checked locking idiom needs it)`, field.line)
      : ok();
  }
  return missing('no double-checked locking found: expected a check of the instance outside a lock, then again inside it before creating the instance', model.types[0]?.line);
};

/** Monostate: every instance shares one state, held in static fields or one shared dictionary. */
export const sharedAcrossInstances: InvariantCheck = (model) => {
  if (model.language === 'python') {
    const classState = (x: TypeDecl) => x.fields.filter((f) => f.isStatic && !f.isImmutable).filter((f) => x.methods.some((m) => new RegExp(`\\b(?:${x.name}|cls|type\\(self\\)|self\\.__class__)\\.${f.name}\\b`).test(m.body)));
    const t = model.types.find((x) => x.methods.some((m) => /__dict__/.test(m.body)) || x.fields.some((f) => f.isStatic && /shared|state|borg/i.test(f.name)) || classState(x).length);
    if (!t) return missing('no shared state found: expected every instance to share one state dictionary (self.__dict__ = Class._shared_state)', model.types[0]?.line);
    const init = t.methods.find((m) => /__dict__/.test(m.body));
    const copy = init && /__dict__\s*=\s*[^\n]*\.(copy|deepcopy)\s*\(|__dict__\s*=\s*dict\s*\(|__dict__\s*=\s*\{\s*\*\*/.exec(init.body);
    if (init && copy) return broken(`${t.name}.${init.name} hands every instance its own copy of the state (${copy[0].trim()}) where it should bind the one dictionary they all share, so what one instance changes the others never see`, lineIn(init, copy.index));
    // Assigning `self.x` for a class attribute creates a per-instance copy that hides the shared value.
    for (const f of classState(t)) {
      const m = t.methods.find((x) => new RegExp(`\\bself\\.${f.name}\\s*=(?!=)`).test(x.body));
      if (m) return broken(`${t.name}.${m.name} assigns self.${f.name}, which creates a per-instance attribute hiding the shared class attribute, so other instances keep the old value; write ${t.name}.${f.name} instead`, m.line);
    }
    return ok();
  }
  if (model.language === 'go') {
    // Go has no static fields: the shared state is package-level, read by every value's methods.
    const vars = [...model.stripped.matchAll(/^var\s+(\w+)|^\s+(\w+)\s+[\w.*[\]]+\s*(?:=|$)/gm)].map((v) => v[1] ?? v[2]).filter(Boolean);
    const varRe = vars.length ? new RegExp(`\\b(?:${vars.join('|')})\\b`) : null;
    const user = varRe && model.types.find((t) => t.kind === 'struct' && t.methods.some((m) => varRe.test(m.body)));
    if (!user) return missing('no monostate found: expected values whose methods all read and write one package-level state', model.types[0]?.line);
    const own = user.fields.filter((f) => user.methods.some((m) => methodFacts(model, m).written.has(f.name.replace(/^[_#]/, ''))));
    return own.length ? broken(`${user.name} keeps ${own.map((f) => f.name).join(', ')} per value, so values do not share state; keep it in the package-level state`, own[0].line) : ok();
  }
  // The monostate is the class with mutable static state; static constants (loggers, defaults) do not make one.
  // Shared state: a static field that can change — reassignable, or a final reference to a mutable collection.
  const shared = (x: TypeDecl, f: FieldDecl) => f.isStatic && (!f.isImmutable || (isCollectionType(fieldType(x, f)) || /Atomic|Concurrent|Map|Dictionary/.test(fieldType(x, f) ?? '')));
  const t = classes(model).find((x) => x.fields.some((f) => shared(x, f)) && ownMethods(x).length);
  if (!t) return missing('no monostate found: expected a class whose state lives in static fields that every instance reads and writes', classes(model)[0]?.line);
  const statics = t.fields.filter((f) => f.isStatic).map((f) => f.name);
  // C# properties whose accessors read a static field are views of the shared state, not instance state.
  const lines = model.stripped.split('\n');
  const viewOfStatic = (f: FieldDecl) => model.language === 'csharp' && statics.some((s) => new RegExp(`\\b${f.name}\\s*\\{[^}]*\\b${s}\\b|\\b${f.name}\\s*=>\\s*${s}\\b`).test(lines.slice(f.line - 1, f.line + 3).join('\n')));
  const own = t.fields.filter((f) => !f.isStatic && !f.isImmutable && !viewOfStatic(f));
  return own.length ? broken(`${t.name} keeps ${own.map((f) => f.name).join(', ')} per instance, so instances do not share state; make them static`, own[0].line) : ok();
};

/** State words a balking guard tests, inside any identifier (`_busy`, `isSaving`, `alreadyRunning`). */
const BALK_STATE = /(?:state|status|running|busy|started|done|active|inprogress|in_progress|saving|washing|closed|open|loading|fetching|pending|submitted|sending|printing|flushing)/i;
/** Non-blocking lock attempts: a failed try means "busy, go away". */
const TRY_LOCK = /\btryLock\s*\(|\bTryEnter\s*\(|\btry_lock\s*\(|\bTryLock\s*\(|\.acquire\s*\(\s*(?:blocking\s*=\s*)?False\s*\)|\btryAcquire\s*\(|\bTryAcquire\s*\(|\bcompareAndSet\s*\(|\bCompareExchange\s*\(|\bCompareAndSwap\w*\s*\(|\.Wait\s*\(\s*0\s*\)/;

/** A guard on one of the object's own boolean flags that the method then sets: `if (this.refreshing) return; this.refreshing = true`. */
function flagGuard(model: CodeModel, t: TypeDecl, m: MethodDecl, condition: string): boolean {
  const subject = /^\s*\(?\s*(?:!|not\s+)?\s*(?:(?:this|self|\w+)\.)?(_?\w+)\s*\)?\s*$/.exec(condition)?.[1];
  const field = subject && t.fields.find((f) => f.name === subject || f.name.replace(/^_/, '') === subject.replace(/^_/, ''));
  return !!field && fieldWrites(model, m, field.name).length > 0;
}

/** Balking: when the object is not ready the call returns at once instead of waiting. */
export const balksInsteadOfWaiting: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let guarded = false;
  for (const t of classes(model)) {
    for (const m of ownMethods(t)) {
      for (const c of conditionals(m.body, model.language)) {
        if (!BALK_STATE.test(c.condition) && !TRY_LOCK.test(c.condition) && !flagGuard(model, t, m, c.condition)) continue;
        guarded = true;
        const waits = /\.wait\s*\(|\bwait\s*\(|\.Wait\s*\((?!\s*0\s*\))|Monitor\.Wait|\.await\s*\(|condition\.wait|\.join\s*\(/.exec(c.then);
        if (waits) findings.push({ message: `${t.name}.${m.name} waits (${waits[0].replace(/[.(\s]/g, '')}) while the object is busy instead of balking: it should return immediately without doing anything when the state is wrong, otherwise it blocks like guarded suspension`, line: lineIn(m, c.index) });
        else if (!exits(c.then) && /\bwhile\b/.test(m.body.slice(Math.max(0, c.index - 20), c.index + 5))) findings.push({ message: `${t.name}.${m.name} loops until the state changes instead of balking (returning at once)`, line: lineIn(m, c.index) });
      }
      if (guarded && !isGuarded(model, m) && !TRY_LOCK.test(m.body) && /\b(state|status|running|busy)\s*=(?!=)/.test(m.body) && model.language !== 'python' && model.language !== 'typescript' && model.language !== 'javascript') {
        findings.push({ message: `${t.name}.${m.name} checks and changes the state without holding a lock, so two threads can both pass the check`, line: m.line });
      }
    }
  }
  // Go balks with a non-blocking channel operation: `select { case sem <- token: … default: return ErrBusy }`.
  if (!guarded && model.language === 'go' && /\bselect\s*\{[\s\S]{0,200}?\bdefault\s*:\s*(?:\n\s*)?return\b/.test(model.stripped)) return ok();
  if (!guarded) return missing('no balking guard found: expected a method that checks the object\'s state and returns immediately when it is not in the right state', model.types[0]?.line);
  return brokenAll(findings);
};

/** A collection one method fills and another drains: the buffer in a single-threaded or GIL-protected program. */
function drainedCollection(model: CodeModel): { t: TypeDecl; field: string; guarded: boolean } | undefined {
  for (const t of model.types) {
    for (const f of t.fields.filter((x) => !x.isStatic && (isCollectionType(fieldType(t, x)) || /queue|buffer|jobs|tasks|items|pending|backlog/i.test(x.name)))) {
      const fills = ownMethods(t).filter((m) => callsOnFieldAt(model, m, f.name).some((c) => /^(push|add|append|offer|enqueue|Enqueue|Add|put|unshift)$/.test(c.name)) || fieldWrites(model, m, f.name).some((i) => /append\s*\(/.test(m.body.slice(i, i + 80))));
      const drains = ownMethods(t).filter((m) => !fills.includes(m) && (callsOnFieldAt(model, m, f.name).some((c) => /^(shift|pop|popleft|poll|remove|removeFirst|Dequeue|TryDequeue|take|get)$/.test(c.name)) || new RegExp(`\\b${f.name}\\s*=\\s*(?:\\w+\\.)?${f.name}\\s*\\[\\s*1\\s*:`).test(m.body)));
      if (fills.length && drains.length) return { t, field: f.name, guarded: [...fills, ...drains].every((m) => isGuarded(model, m)) };
    }
  }
  return undefined;
}

/** Producer–consumer: producers and consumers meet in a buffer (queue, channel), not by direct calls. */
export const bufferBetween: InvariantCheck = (model) => {
  const pairedPut = [...model.stripped.matchAll(/([\w.]+)\.put\s*\(/g)].some((p) => new RegExp(`${escapeRe(p[1])}\\.(?:get|take|poll)\\s*\\(`).test(model.stripped));
  if (pairedPut || /\bchan\b|BlockingQueue|BlockingCollection|ConcurrentQueue|asyncio\.Queue|queue\.Queue|\bQueue\s*\(|Channel<|Channel\.Create|ArrayBlockingQueue|LinkedBlockingQueue|multiprocessing\.Queue|\bSimpleQueue\b|\bBufferBlock\b/.test(model.stripped)) return ok();
  const buffer = drainedCollection(model);
  if (buffer) {
    // Threads sharing a plain list or slice need a lock; JS is single-threaded and Python's list ops hold the GIL.
    if (buffer.guarded || model.language === 'python' || model.language === 'typescript' || model.language === 'javascript') return ok();
    return broken(`${buffer.t.name} shares ${buffer.field} between producers and consumers without a lock or a concurrent queue, so concurrent puts and takes race and items are lost or taken twice; use a blocking queue (or channel) as the buffer`, buffer.t.line);
  }
  for (const t of model.types) {
    for (const m of ownMethods(t)) {
      const direct = callsIn(m.body).find((c) => c.receiver !== null && /consum|worker|process|handle|fulfil/i.test(`${c.receiver} ${c.name}`));
      if (direct) return missing(`${t.name}.${m.name} calls ${direct.receiver}.${direct.name}() for every item and waits for it; nothing sits between the two sides (a buffer, a queue or a channel), so the producer can never get ahead of the consumer or the other way round`, lineIn(m, direct.index));
    }
  }
  return missing('no buffer found between producers and consumers: expected a queue or channel that producers put work into and consumers take from', model.types[0]?.line);
};

/** Signs of a pool of workers: executors, worker threads over a queue, goroutines ranging over a jobs channel. */
const POOL = /Executors\.new|ThreadPoolExecutor|ExecutorService|\bThreadPool\.|ForkJoinPool|concurrent\.futures|multiprocessing\.Pool|\bPool\s*\(|ProcessPoolExecutor|\bworkers?\b|\bWorkers?\b|BlockingQueue|BlockingCollection|Channel<|\bchan\b|queue\.Queue|\bpiscina\b|worker_threads|new\s+Worker\s*\(|\bParallel\.|\bsemaphore\b/i;

/** Thread pool: a fixed set of worker threads takes tasks from a queue; no thread per task. */
export const reusesWorkers: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  // Node's worker_threads Worker is a thread; a Java/C# class named Worker is usually the runnable a pool runs.
  const perTaskRe = model.language === 'typescript' || model.language === 'javascript' ? /\bnew\s+Worker\s*\(/ : /\bgo\s+func|\bthreading\.Thread\s*\(|\bnew\s+Thread\b|Task\.Run\s*\(|\bThread\.(?:ofVirtual|startVirtualThread)\b/;
  for (const t of model.types) {
    for (const m of ownMethods(t).filter((x) => /submit|execute|enqueue|run|post|schedule|queue|add|dispatch|handle|process|accept|serve|send|push|fire/i.test(x.name) && !/^(start|init|__init__|constructor)$/i.test(x.name))) {
      const perTask = creations(model, m.body).find((c) => /^(Thread|Task)$/.test(c.type)) ?? (perTaskRe.exec(m.body) ? { index: m.body.search(perTaskRe), type: 'Thread' } : undefined);
      if (!perTask) continue;
      // Growing the pool up to its limit (`if (workers.size() < max) new Worker()…`) is how pools start workers lazily.
      const growsToLimit = conditionals(m.body, model.language).some((c) => c.index < perTask.index && perTask.index <= c.index + c.condition.length + c.then.length + 8 && /<=?\s*[\w.]*(?:max|core|size|limit|capacity|pool)\w*|(?:max|core|limit|capacity)\w*\s*>/i.test(c.condition));
      if (!growsToLimit) findings.push({ message: `${t.name}.${m.name} spawns a fresh thread per task rather than queueing it for a fixed set of worker threads that are reused, so the number of threads grows with the work`, line: lineIn(m, perTask.index) });
    }
  }
  if (findings.length) return brokenAll(findings);
  return POOL.test(model.stripped) ? ok() : missing('no thread pool found: expected a fixed set of worker threads (or an executor) that take submitted tasks from a queue', model.types[0]?.line);
};
