// Callback and reactor: code handed a callback calls it back once its work is done; a reactor's
// single event loop demultiplexes events and dispatches each to its handler without blocking.
import type { CodeModel, MethodDecl } from '../../../code/model.js';
import { callsIn, lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, everyFunction, followsInBlock, inLoop } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { type Member, everyMethod, named } from '../members.js';

const CALLBACK_NAME = /^(callback|cb|onComplete|on_complete|onDone|on_done|done|onSuccess|on_success|onResult|on_result|completion|continuation|listener|notify|onFinish\w*|on_finish\w*|then|next|handler|callBack|callback\w*|\w+Callback|\w+_callback|OnComplete|Callback)$/;
const CALLBACK_TYPE = /Callback|Runnable|Consumer|Action\b|Action<|Func<|BiConsumer|Listener|=>|func\s*\(|Callable\[|Completion/;

/** The callback parameter of a method, if it takes one. */
function callbackParam(m: MethodDecl): string | undefined {
  return m.params.find((p) => !/^receiver /.test(p.type ?? '') && (CALLBACK_NAME.test(p.name) || (p.type !== undefined && /Callback|Listener|Completion/.test(p.type))) && (!p.type || CALLBACK_TYPE.test(p.type) || CALLBACK_NAME.test(p.name)))?.name;
}

/** Offsets where a body calls the callback back, hands it on, or registers it to be called later. */
function callbackUses(body: string, cb: string): { calls: number[]; handedOn: boolean } {
  const e = escapeRe(cb);
  const calls = [...body.matchAll(new RegExp(`(?<![\\w$.])${e}\\s*(?:\\?\\.\\s*(?=\\())?(?:\\??\\.\\s*(?:call|run|accept|apply|Invoke|invoke|onComplete|on_complete|complete|execute|handle|notify|done|resolve|success|onSuccess|__call__)\\s*)?\\(|\\(\\s*${e}\\s*\\)\\s*\\.\\s*ifPresent\\s*\\(`, 'g'))].map((m) => m.index!);
  const handedOn = new RegExp(`[(,]\\s*${e}\\s*[,)]|=\\s*${e}\\b|\\.\\s*(?:add|push|append|Add|register|subscribe)\\w*\\s*\\(\\s*${e}\\b`).test(body);
  return { calls, handedOn };
}

/** Callback: the method runs its work first and then calls the callback it was given. */
export const callsBackAfterWork: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let takers = 0;
  for (const site of everyFunction(model)) {
    const { method } = site;
    const cb = callbackParam(method);
    if (!cb || method.isAbstract) continue;
    takers++;
    const { calls, handedOn } = callbackUses(method.body, cb);
    if (!calls.length) {
      if (!handedOn) findings.push({ message: `${named(site)} takes the callback ${cb} but never calls it, so the caller is never told that the work has finished`, line: method.line });
      continue;
    }
    const first = calls[0];
    const work = callsOf(method).find((c) => c.index > first && c.receiver !== cb && c.name !== cb && !/^(log|info|debug|warn|error|print\w*|println|Println|Printf|WriteLine|format|Format|toString|ofNullable|ifPresent|String)$/.test(c.name) && !/^(LOGGER|logger|log|console|Console|System\.out|fmt|Optional)$/.test(c.receiver ?? '') && followsInBlock(method.body, first, c.index, model.language));
    if (work && !/\breturn\b/.test(method.body.slice(first, work.index))) {
      findings.push({ message: `${named(site)} calls ${cb} back before it runs ${work.receiver ? `${work.receiver}.` : ''}${work.name}(), so the callback fires before the work it reports on is done`, line: lineIn(method, first) });
    }
  }
  if (!takers) return missing('no method takes a callback: expected an operation that receives a function or callback object as an argument and calls it when its work completes', model.types[0]?.line ?? model.functions[0]?.line);
  return brokenAll(findings);
};

const DEMUX = /\.select\s*\(|\bselect\s*\(|\bselector\b|\bSelector\b|\b[eE]poll\w*|\.poll\s*\(|\bselectedKeys\b|\bselect\.select\b|\bselectors\.\w+|\.Select\s*\(|WaitAny|\bkqueue\b|\bpoll\(\s*\w*,|\bawait\s+asyncio\.wait\b|\bnext_event\b|\bnextEvent\b|\bwaitForEvents?\b|\bget_events?\b|\bgetEvents?\b/;
const BLOCKING = /\bThread\.sleep\s*\(|\btime\.[sS]leep\s*\(|\bThread\.Sleep\s*\(|\.join\s*\(\s*\)|\brequests\.(?:get|post)\s*\(|\burlopen\s*\(|\.Result\b|\.Wait\s*\(\s*\)|\.GetAwaiter\s*\(\s*\)\s*\.GetResult|\breadLine\s*\(\s*\)|\bScanner\b|\binput\s*\(|\bexecSync\b|\breadFileSync\b|\bsleepSync\b|\bAtomics\.wait\b/;
const THREAD_PER_EVENT = /\bnew\s+Thread\s*\(|threading\.Thread\s*\(|\bTask\.Run\s*\(|\bnew\s+Worker\s*\(/;

/** The reactor's event loop: a loop that waits on a demultiplexer and dispatches what it returns. */
function eventLoops(model: CodeModel): { site: Member; index: number }[] {
  const out: { site: Member; index: number }[] = [];
  for (const site of everyMethod(model, { abstract: false })) {
    const m = [...site.method.body.matchAll(new RegExp(DEMUX.source, 'g'))].find((x) => inLoop(site.method.body, x.index!, model.language));
    if (m) out.push({ site, index: m.index! });
  }
  return out;
}

/** Reactor: one event loop dispatches every ready event to its handler; neither starts threads per event nor blocks. */
export const dispatchesWithoutBlocking: InvariantCheck = (model) => {
  const loops = eventLoops(model);
  if (!loops.length) return missing('no event loop found: expected a loop that waits on a demultiplexer (select/poll/epoll, a selector) for ready events and dispatches each to the handler registered for it', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  const dispatched = new Set<string>();
  for (const { site } of loops) {
    const body = site.method.body;
    for (const c of callsIn(body)) if (c.receiver !== null && !/^(this|self)$/.test(c.receiver)) dispatched.add(c.name);
    const spawn = model.language === 'go' ? undefined : THREAD_PER_EVENT.exec(body);
    if (spawn && inLoop(body, spawn.index, model.language)) findings.push({ message: `${named(site)} starts a new thread for every event it receives instead of dispatching it to a handler on the reactor's loop, so it is thread-per-connection again and the number of threads grows with the load`, line: lineIn(site.method, spawn.index) });
    const block = BLOCKING.exec(body);
    if (block && inLoop(body, block.index, model.language)) findings.push({ message: `${named(site)} blocks the event loop (${block[0].replace(/\s*\($/, '')}), so no other event is demultiplexed or dispatched until it returns`, line: lineIn(site.method, block.index) });
  }
  for (const site of everyMethod(model, { abstract: false })) {
    if (!dispatched.has(site.method.name) || loops.some((l) => l.site.method === site.method)) continue;
    if (!/^(handle\w*|on\w+|read\w*|accept\w*|process\w*|dispatch\w*|Handle\w*|On\w+|Read\w*|Process\w*)$/.test(site.method.name)) continue;
    const block = BLOCKING.exec(site.method.body);
    if (block) findings.push({ message: `${named(site)} runs on the reactor's single thread but blocks (${block[0].replace(/\s*\($/, '')}), so while it waits every other connection's events are held up`, line: lineIn(site.method, block.index) });
  }
  return brokenAll(findings);
};
