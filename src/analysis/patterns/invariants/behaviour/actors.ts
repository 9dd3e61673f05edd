// Active object and actor model: an object with its own thread and queue. Callers only put requests
// (messages) on the queue; the object's own thread takes and runs them one at a time.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { callsOnFieldAt, fieldUses, fieldWrites, lineIn } from '../../../code/body.js';
import { implementorsOf } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, DEQUEUE, ENQUEUE, ownMethods, queueFields } from './shared.js';
import { everyMethod } from '../members.js';

const STARTS_THREAD = /\bnew\s+Thread\s*\(|\bThread\s*\(\s*target\s*=|threading\.Thread\s*\(|\bgo\s+(?:func\b|\w)|\bTask\.(?:Run|Factory\.StartNew)\s*\(|\bcreate_task\s*\(|\bensure_future\s*\(|\bsubmit\s*\(|\bexecute\s*\(|\bnew\s+Worker\s*\(|\bsetImmediate\s*\(|\bsetInterval\s*\(|\bqueueMicrotask\s*\(|\bvoid\s+this\.\w+\s*\(|\bthis\.\w*(?:loop|run|process|drain|pump)\w*\s*\(\s*\)\s*;|\.start\s*\(\s*\)/;
const LIFECYCLE = /^(start|stop|kill|close|shutdown|dispose|Dispose|join|run|Run|terminate|toString|ToString|equals|Equals|hashCode|GetHashCode|name|getName|__\w+__|main|Main|loop|Loop|process\w*|Process\w*|drain|pump|String|Close|Stop|Start|Kill)$|^(get|is|has|Get|Is|Has)[A-Z_]|^(get|is|has)_/;
const RECEIVE = /^(onReceive|on_receive|receive|Receive|handle\w*|Handle\w*|onMessage|on_message|OnMessage|process\w*|Process\w*|act|Act)$/;
const SEND = /^(send|Send|tell|Tell|post|Post|enqueue|Enqueue|put|deliver|Deliver)$/;

interface Worker {
  type: TypeDecl;
  queue: string;
  /** Types that inherit the queue and its thread. */
  family: TypeDecl[];
}

/** Classes owning a request queue and a thread (or task, goroutine) that serves it. */
function activeObjects(model: CodeModel): Worker[] {
  const out: Worker[] = [];
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const queue = queueFields(model, t)[0];
    if (!queue) continue;
    const bodies = t.methods.map((m) => m.body).join('\n');
    const served = t.methods.some((m) => callsOnFieldAt(model, m, queue).some((c) => DEQUEUE.test(c.name)) || new RegExp(`<-\\s*\\w+\\.${queue}|range\\s+\\w+\\.${queue}`).test(m.body));
    const mailbox = /mailbox|inbox/i.test(queue) && t.methods.some((m) => SEND.test(m.name)) && t.methods.some((m) => RECEIVE.test(m.name));
    if (STARTS_THREAD.test(bodies) || served || mailbox) out.push({ type: t, queue, family: [t, ...implementorsOf(model, t.name)] });
  }
  return out;
}

/** Whether a method hands its work to the queue: a put on the queue field or a call to a method that does. */
function enqueues(model: CodeModel, t: TypeDecl, m: MethodDecl, queue: string, helpers: Set<string>): boolean {
  return callsOnFieldAt(model, m, queue).some((c) => ENQUEUE.test(c.name)) || new RegExp(`\\b\\w+\\.${queue}\\s*<-`).test(m.body) || callsOf(m).some((c) => helpers.has(c.name) && (c.receiver === null || /^(this|self|base|super)$/.test(c.receiver)));
}

/** Active object: every public operation puts a request on the object's queue for its own thread to run. */
export const requestsRunOnOwnThread: InvariantCheck = (model) => {
  const workers = activeObjects(model);
  if (!workers.length) return missing('no active object found: expected a class that owns a request queue and a thread (or task/goroutine) that takes requests off it and runs them, with public methods that only enqueue', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const w of workers) {
    const helpers = new Set(ownMethods(w.type).filter((m) => callsOnFieldAt(model, m, w.queue).some((c) => ENQUEUE.test(c.name)) || new RegExp(`\\b\\w+\\.${w.queue}\\s*<-`).test(m.body)).map((m) => m.name));
    if (!helpers.size) continue;
    for (const t of w.family) {
      for (const m of ownMethods(t).filter((x) => x.visibility === 'public' && !x.isStatic && !x.isAbstract && !LIFECYCLE.test(x.name) && x.body.trim())) {
        if (enqueues(model, t, m, w.queue, helpers) || fieldUses(model, m, w.queue).length) continue;
        const acts = t.fields.some((f) => fieldWrites(model, m, f.name).length) || callsOf(m).length > 0;
        if (acts) findings.push({ message: `${t.name}.${m.name} does its work directly on the caller's thread instead of putting a request on ${w.queue} for the active object's own thread, so callers block and the object's state is touched by several threads`, line: m.line });
      }
    }
  }
  return brokenAll(findings);
};

/** Actor model: actors exchange messages through mailboxes; none runs another's handler or touches its state. */
export const actorsOnlyMessage: InvariantCheck = (model) => {
  const actors = activeObjects(model).filter((w) => w.family.some((t) => t.methods.some((m) => RECEIVE.test(m.name))) || /mailbox|inbox/i.test(w.queue));
  if (!actors.length) return missing('no actor found: expected actors that each own a mailbox, receive messages through send/tell, and process them one at a time on their own thread', model.types[0]?.line);
  const actorTypes = new Set(actors.flatMap((a) => a.family.map((t) => t.name)));
  const findings: Finding[] = [];
  for (const a of actors) {
    for (const t of a.family) {
      for (const send of ownMethods(t).filter((m) => SEND.test(m.name))) {
        const direct = callsOf(send).find((c) => RECEIVE.test(c.name) && (c.receiver === null || /^(this|self)$/.test(c.receiver)));
        if (direct && !callsOnFieldAt(model, send, a.queue).some((c) => ENQUEUE.test(c.name))) findings.push({ message: `${t.name}.${send.name} runs ${direct.name}() immediately on the sender's thread instead of putting the message in ${a.queue}, so the actor processes messages concurrently and its state is no longer confined to its own thread`, line: lineIn(send, direct.index) });
      }
    }
  }
  for (const site of everyMethod(model, { abstract: false })) {
    const inActor = site.owner && actorTypes.has(site.owner.name);
    for (const c of callsOf(site.method)) {
      if (c.receiver === null || /^(this|self|super|base)$/.test(c.receiver) || !RECEIVE.test(c.name) || /mailbox|inbox|queue|log|console/i.test(c.receiver)) continue;
      if (inActor && /\b(?:msg|message|m)\b/.test(c.receiver)) continue;
      findings.push({ message: `${site.owner ? `${site.owner.name}.` : ''}${site.method.name} calls ${c.receiver}.${c.name}() directly instead of sending it a message, so the other actor's handler runs on this thread, bypassing its mailbox`, line: lineIn(site.method, c.index) });
    }
    if (!inActor) continue;
    const writes = [...site.method.body.matchAll(/\b(\w+)\.(\w+)\s*(?:[-+*/]?=(?!=)|\+\+|--)/g)].filter((m) => !/^(this|self)$/.test(m[1]) && /other|actor|peer|target|sender|recipient|account/i.test(m[1]));
    for (const w of writes) findings.push({ message: `${site.owner!.name}.${site.method.name} changes ${w[1]}.${w[2]} on another actor directly instead of sending it a message, so actors share mutable state`, line: lineIn(site.method, w.index!) });
  }
  return brokenAll(findings);
};
