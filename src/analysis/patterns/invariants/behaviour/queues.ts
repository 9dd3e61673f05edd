// Event queue and queue-based load levelling: requests are put on a queue and return at once; a
// separate consumer drains the queue at its own pace, so bursts never reach the service directly.
import type { CodeModel, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { callsIn, lineIn } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, followsInBlock, ownMethods, runsElsewhere } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { type Member, everyMethod, named } from '../members.js';

const QUEUE_NAME = /queue|request|pending|mailbox|inbox|buffer|backlog|chan|events|jobs|tasks|^_?_?q$|^_?_?ch$/i;
const QUEUE_TYPE = /Queue|Deque|chan\b|Channel|BlockingCollection|Buffer|Ring/;
const PUT = /^(put|add|offer|push|append|enqueue|post|send|submit|write|emit|publish|tell|TryAdd|TryWrite)\w*$/i;
const TAKE = /^(take|poll|get|remove|dequeue|pop|shift|receive|read|next|fetch|consume|popleft|TryTake|TryDequeue|TryRead)\w*$/i;
const WORK = /^(process|handle|serve|execute|run|play|perform|do|apply|dispatch|consume)\w*$/i;

interface QueueOp extends Member {
  index: number;
  queue: string;
}

/** Whether a receiver expression names a queue: a queue-typed field or a queue-named variable. */
function queueReceiver(model: CodeModel, site: Member, receiver: string): string | undefined {
  const last = receiver.split('.').pop()!;
  if (last === 'this' || last === 'self') return undefined;
  const field = site.owner?.fields.find((f) => f.name === last || f.name === `_${last}` || f.name.replace(/^_+/, '') === last.replace(/^_+/, ''));
  const type = field && site.owner ? fieldType(site.owner, field) : undefined;
  if ((type && QUEUE_TYPE.test(type)) || QUEUE_NAME.test(last)) return last.replace(/^_+/, '');
  return undefined;
}

/** Every put and take on a queue, with Go channel sends and receives. */
function queueOps(model: CodeModel): { puts: QueueOp[]; takes: QueueOp[] } {
  const puts: QueueOp[] = [];
  const takes: QueueOp[] = [];
  for (const site of everyMethod(model, { abstract: false })) {
    const body = site.method.body;
    for (const c of callsIn(body)) {
      if (c.receiver === null) continue;
      const queue = queueReceiver(model, site, c.receiver);
      if (!queue) continue;
      if (PUT.test(c.name)) puts.push({ ...site, index: c.index, queue });
      else if (TAKE.test(c.name)) takes.push({ ...site, index: c.index, queue });
    }
    for (const m of body.matchAll(/\b(?:\w+\.)*(\w+)(?:\s*(?:\(\s*\)))?\s*\[[^\]]*\]\s*=(?!=)/g)) if (QUEUE_NAME.test(m[1])) puts.push({ ...site, index: m.index!, queue: m[1].replace(/^_+/, '') });
    for (const m of body.matchAll(/=\s*(?:\w+\.)*(\w+)(?:\s*(?:\(\s*\)))?\s*\[\s*\w*head\w*\s*\]|=\s*(?:\w+\.)*(\w+)(?:\s*(?:\(\s*\)))?\s*\[\s*\w+\s*\]\s*[;\n]/gi)) if (QUEUE_NAME.test(m[1] ?? m[2])) takes.push({ ...site, index: m.index!, queue: (m[1] ?? m[2]).replace(/^_+/, '') });
    for (const m of body.matchAll(/\b(?:\w+\.)*(\w+)\s*<-\s*(?!\s)/g)) puts.push({ ...site, index: m.index!, queue: m[1] });
    for (const m of body.matchAll(/(?:^|[=(,:{;]|\bcase|\breturn)\s*<-\s*(?:\w+\.)*(\w+)|\brange\s+(?:\w+\.)*(\w+)/gm)) takes.push({ ...site, index: m.index!, queue: m[1] ?? m[2] });
  }
  return { puts, takes };
}

/** Types that take work off a queue (the consumers / service side). */
function consumerTypes(takes: QueueOp[]): Set<string> {
  return new Set(takes.map((t) => t.owner?.name).filter((n): n is string => !!n));
}

/** Event queue / load levelling: requests are only queued; a separate consumer drains the queue. */
export const queueDecouplesRequests: InvariantCheck = (model) => {
  const { puts, takes } = queueOps(model);
  if (!puts.length) {
    const direct = everyMethod(model, { abstract: false }).flatMap((site) => callsOf(site.method).filter((c) => c.receiver !== null && !/^(this|self)$/.test(c.receiver) && WORK.test(c.name) && site.owner?.fields.some((f) => f.name.replace(/^_+/, '') === c.receiver!.split('.').pop()!.replace(/^_+/, ''))).map((c) => ({ site, c })))[0];
    return missing(`${direct ? `${named(direct.site)} hands each request straight to ${direct.c.receiver}.${direct.c.name}() and waits for it; ` : ''}no queue sits between the callers and the service, so every burst of requests hits the service at once and callers block until it finishes`, direct ? lineIn(direct.site.method, direct.c.index) : model.types[0]?.line);
  }
  const findings: Finding[] = [];
  const drained = new Set(takes.map((t) => t.queue));
  for (const q of new Set(puts.map((p) => p.queue))) {
    if (drained.has(q) || (model.language !== 'go' && takes.length && [...drained].some((d) => /^(queue|q|msgQueue|messageQueue)$/i.test(d)))) continue;
    const p = puts.find((x) => x.queue === q)!;
    findings.push({ message: `${named(p)} puts requests on ${q} but nothing ever takes them off, so queued requests pile up and are never processed`, line: lineIn(p.method, p.index) });
  }
  // Draining in the same call: the request is processed on the caller's thread after all.
  const drainers = new Set(takes.map((t) => t.method.name));
  for (const p of puts) {
    if (takes.some((t) => t.method === p.method)) continue;
    const sync = callsOf(p.method).find((c) => c.index > p.index && (c.receiver === null || /^(this|self)$/.test(c.receiver)) && drainers.has(c.name) && c.name !== p.method.name && !runsElsewhere(p.method.body, c.index, model.language) && followsInBlock(p.method.body, p.index, c.index, model.language));
    if (sync && !findings.some((f) => f.line === lineIn(p.method, sync.index))) findings.push({ message: `${named(p)} queues the request and then calls ${sync.name}() itself, so the queue is drained synchronously on the caller's thread and the caller still waits for the work to finish`, line: lineIn(p.method, sync.index) });
  }
  // Producers that also call the consumer's work method directly bypass the queue.
  const consumers = consumerTypes(takes);
  const producerTypes = new Set(puts.map((p) => p.owner).filter((o): o is TypeDecl => !!o));
  for (const t of producerTypes) {
    if (consumers.has(t.name)) continue;
    for (const f of t.fields.filter((x) => consumers.has(baseTypeName(fieldType(t, x))))) {
      for (const m of ownMethods(t)) {
        const call = callsOf(m).find((c) => c.receiver !== null && new RegExp(`(?:^|\\.)_?${escapeRe(f.name.replace(/^_/, ''))}$`).test(c.receiver) && WORK.test(c.name));
        if (call) findings.push({ message: `${t.name}.${m.name} calls ${f.name}.${call.name}() directly instead of putting the task on the queue, so this work reaches the service at the producer's rate and the load is not levelled`, line: lineIn(m, call.index) });
      }
    }
  }
  return brokenAll(findings);
};
