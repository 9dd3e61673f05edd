// Invariants of shared state and threads: one instance made safely (singleton, double-checked
// locking), state shared by every instance (monostate), balking instead of waiting, a buffer between
// producers and consumers, worker threads reused rather than made per task.
import type { CodeModel, TypeDecl } from '../../code/model.js';
import { baseTypeName } from '../../code/model.js';
import { callsIn, conditionals, creations, exits, isGuarded, lineIn, ownMethods } from '../../code/body.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from './types.js';

const classes = (m: CodeModel) => m.types.filter((t) => t.kind === 'class' || t.kind === 'struct' || t.kind === 'record');

/** The class a singleton-style check is about: one that holds a static instance of itself. */
function instanceHolder(model: CodeModel): { type: TypeDecl; field: string } | undefined {
  for (const t of classes(model)) {
    const f = t.fields.find((x) => x.isStatic && (baseTypeName(x.type) === t.name || /^_?_?instance$|^_?_?INSTANCE$|^_?_?shared$|^_?_?default$/i.test(x.name)));
    if (f) return { type: t, field: f.name };
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
  const holder = instanceHolder(model);
  if (model.language === 'python') {
    const guarded = model.types.some((t) => t.methods.some((m) => m.name === '__new__' || (m.name === '__init__' && /\braise\b/.test(m.body)))) || /^\w+\s*=\s*\w+\(\)\s*$/m.test(model.stripped) || /@(?:functools\.)?(?:lru_)?cache\b/.test(model.stripped);
    return guarded || holder ? ok() : missing('nothing stops `ClassName()` from creating more instances: override __new__ to return the one instance, or expose a module-level instance', model.types[0]?.line);
  }
  if (!holder) return missing('no class keeps a static instance of itself handed out by a static accessor', classes(model)[0]?.line);
  const findings: Finding[] = [];
  const ctors = holder.type.methods.filter((m) => m.isConstructor);
  const open = ctors.filter((m) => m.visibility !== 'private');
  if (!ctors.length && model.language !== 'typescript') findings.push({ message: `${holder.type.name} has no private constructor, so the default public constructor lets any caller create more instances`, line: holder.type.line });
  if (!ctors.length && model.language === 'typescript') findings.push({ message: `${holder.type.name} has no private constructor, so \`new ${holder.type.name}()\` creates more instances`, line: holder.type.line });
  for (const c of open) findings.push({ message: `the ${holder.type.name} constructor is ${c.visibility}, so callers can create multiple instances with new ${holder.type.name}(…); make it private so the only instance comes from the accessor`, line: c.line });
  const field = holder.type.fields.find((f) => f.name === holder.field)!;
  if (field.visibility === 'public' && !field.isImmutable) findings.push({ message: `the static ${field.name} field of ${holder.type.name} is public and writable, so any caller can replace the single instance`, line: field.line });
  return brokenAll(findings);
};

/** Double-checked locking: the instance field is volatile and is published only once fully built. */
export const safePublication: InvariantCheck = (model) => {
  for (const t of classes(model)) {
    for (const m of ownMethods(t)) {
      const checks = [...m.body.matchAll(/(\w+)\s*(?:==|===|is)\s*(?:null|None|nil)/g)];
      const locked = /\bsynchronized\s*\(|\block\s*\(|\.lock\s*\(\)|\.Lock\s*\(\)|\bwith\s+/.test(m.body);
      if (checks.length < 2 || !locked) continue;
      const name = checks[0][1];
      const field = t.fields.find((f) => f.name === name || f.name === name.replace(/^this\./, ''));
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
  return missing('no double-checked locking found: expected a check of the instance outside a lock, then again inside it before creating the instance', model.types[0]?.line);
};

/** Monostate: every instance shares one state, held in static fields or one shared dictionary. */
export const sharedAcrossInstances: InvariantCheck = (model) => {
  if (model.language === 'python') {
    const t = model.types.find((x) => x.methods.some((m) => /__dict__/.test(m.body)) || x.fields.some((f) => f.isStatic && /shared|state|borg/i.test(f.name)));
    if (!t) return missing('no shared state found: expected every instance to share one state dictionary (self.__dict__ = Class._shared_state)', model.types[0]?.line);
    const init = t.methods.find((m) => /__dict__/.test(m.body));
    const copy = init && /__dict__\s*=\s*[^\n]*\.(copy|deepcopy)\s*\(|__dict__\s*=\s*dict\s*\(|__dict__\s*=\s*\{\s*\*\*/.exec(init.body);
    if (init && copy) return broken(`${t.name}.${init.name} gives each instance a copy of the shared state (${copy[0].trim()}) instead of the shared dict itself, so a change made through one instance is never seen by the others`, lineIn(init, copy.index));
    return ok();
  }
  const t = classes(model).find((x) => x.fields.some((f) => f.isStatic) && ownMethods(x).length);
  if (!t) return missing('no monostate found: expected a class whose state lives in static fields that every instance reads and writes', classes(model)[0]?.line);
  const own = t.fields.filter((f) => !f.isStatic && !f.isImmutable);
  return own.length ? broken(`${t.name} keeps ${own.map((f) => f.name).join(', ')} per instance, so instances do not share state; make them static`, own[0].line) : ok();
};

/** Balking: when the object is not ready the call returns at once instead of waiting. */
export const balksInsteadOfWaiting: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let guarded = false;
  for (const t of classes(model)) {
    for (const m of ownMethods(t)) {
      for (const c of conditionals(m.body, model.language)) {
        if (!/\b(state|status|running|busy|started|done|active|inProgress|in_progress|saving|washing|closed|open)\b/i.test(c.condition)) continue;
        guarded = true;
        const waits = /\.wait\s*\(|\bwait\s*\(|\.Wait\s*\(|Monitor\.Wait|\.await\s*\(|condition\.wait|\.join\s*\(/.exec(c.then);
        if (waits) findings.push({ message: `${t.name}.${m.name} waits (${waits[0].replace(/[.(\s]/g, '')}) while the object is busy instead of balking: it should return immediately without doing anything when the state is wrong, otherwise it blocks like guarded suspension`, line: lineIn(m, c.index) });
        else if (!exits(c.then) && /\bwhile\b/.test(m.body.slice(Math.max(0, c.index - 20), c.index + 5))) findings.push({ message: `${t.name}.${m.name} loops until the state changes instead of balking (returning at once)`, line: lineIn(m, c.index) });
      }
      if (guarded && !isGuarded(model, m) && /\b(state|status|running|busy)\s*=/.test(m.body) && model.language !== 'python' && model.language !== 'typescript' && model.language !== 'javascript') {
        findings.push({ message: `${t.name}.${m.name} checks and changes the state without holding a lock, so two threads can both pass the check`, line: m.line });
      }
    }
  }
  if (!guarded) return missing('no balking guard found: expected a method that checks the object\'s state and returns immediately when it is not in the right state', model.types[0]?.line);
  return brokenAll(findings);
};

/** Producer–consumer: producers and consumers meet in a buffer (queue, channel), not by direct calls. */
export const bufferBetween: InvariantCheck = (model) => {
  if (/\bchan\b|BlockingQueue|BlockingCollection|ConcurrentQueue|asyncio\.Queue|queue\.Queue|\bQueue\s*\(|Channel<|Channel\.Create|ArrayBlockingQueue|LinkedBlockingQueue|multiprocessing\.Queue|\.put\s*\(|\.take\s*\(/.test(model.stripped)) return ok();
  for (const t of model.types) {
    for (const m of ownMethods(t)) {
      const direct = callsIn(m.body).find((c) => c.receiver !== null && /consum|worker|process|handle|fulfil/i.test(`${c.receiver} ${c.name}`));
      if (direct) return missing(`${t.name}.${m.name} hands each item straight to ${direct.receiver}.${direct.name}() synchronously; there is no shared buffer, queue or channel between producer and consumer, so they cannot run independently at their own rates`, lineIn(m, direct.index));
    }
  }
  return missing('no buffer found between producers and consumers: expected a queue or channel that producers put work into and consumers take from', model.types[0]?.line);
};

/** Thread pool: a fixed set of worker threads takes tasks from a queue; no thread per task. */
export const reusesWorkers: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const t of model.types) {
    for (const m of ownMethods(t).filter((x) => /submit|execute|enqueue|run|post|schedule|queue|add|dispatch/i.test(x.name))) {
      const perTask = creations(model, m.body).find((c) => /^(Thread|Task)$/.test(c.type)) ?? (/\bgo\s+func|\bthreading\.Thread\s*\(|\bnew\s+Thread\b|Task\.Run\s*\(/.exec(m.body) ? { index: m.body.search(/\bgo\s+func|\bthreading\.Thread\s*\(|\bnew\s+Thread\b|Task\.Run\s*\(/), type: 'Thread' } : undefined);
      if (perTask) findings.push({ message: `${t.name}.${m.name} starts a new thread for every task instead of handing it to a queue served by a fixed set of reusable worker threads, so the number of threads grows with the work`, line: lineIn(m, perTask.index) });
    }
  }
  return brokenAll(findings);
};

