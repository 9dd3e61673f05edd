// Parallel work (master–worker, fan-out/fan-in, parallelism, bounded parallelism): work is started in
// parallel, within a bound when one is promised, and every part finishes before the results are combined.
import type { CodeModel } from '../../../code/model.js';
import { lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { enclosureAt, inLoop } from './shared.js';
import { type Member, everyMethod, named } from '../members.js';

/** Starting one unit of parallel work. */
const START = /\bnew\s+Thread\s*\(|\.start\s*\(\s*\)|threading\.Thread\s*\(|\bgo\s+(?:func\b|[\w.]+\s*\()|\.submit\s*\(|\.execute\s*\(|\b(?:runAsync|supplyAsync)\s*\(|\bTask\.(?:Run|Factory\.StartNew)\s*\(|\bcreate_task\s*\(|\bensure_future\s*\(|\.apply_async\s*\(|\bThreadPool\.QueueUserWorkItem\s*\(|\.push\s*\(\s*(?:this\.)?\w+\s*\(|\.map\s*\(\s*async\b|\b\w*(?:pool|Pool|executor|Executor|ex)\.(?:map|imap\w*|starmap)\s*\(|\bParallel\.(?:For|ForEach)\w*\s*\(|\bArray\.from\s*\(\s*\{\s*length\b|\.map\s*\(\s*(?:\(\s*)?\w+\s*(?:\)\s*)?=>\s*(?:this\.)?\w*(?:[Aa]sync|fetch|load|request|process|compute|work|run|square|task)\w*\s*\(/;
/** Waiting for every started unit (or APIs that run all parts and return when all are done). */
const WAITS_ALL = /\.join\s*\(\s*\)|\.Join\s*\(\s*\)|\binvokeAll\s*\(|\.get\s*\(\s*\)|\ballOf\s*\(|\bawaitTermination\s*\(|\.await\s*\(\s*\)|\bwg\w*\.Wait\s*\(|\.Wait\s*\(\s*\)|\bTask\.(?:WhenAll|WaitAll)\s*\(|\bPromise\.(?:all|allSettled)\s*\(|\basyncio\.(?:gather|wait)\s*\(|\bas_completed\s*\(|\.result\s*\(\s*\)|\bconcurrent\.futures\.wait\s*\(|\.map\s*\(\s*(?:self\.)?\w+\s*,|\bwith\s+\w*(?:Pool|Executor)\w*\s*\(|\bParallel\.(?:For|ForEach|Invoke)\w*\s*\(|\bparallelStream\s*\(|\.parallel\s*\(\s*\)|\bg\.Wait\s*\(|\berrgroup\b|<-\s*[\w.]+|\brange\s+[\w.]+|\.WhenAll\s*\(|\bawait\s+\w+\s*;?|\bcountDownLatch\b|\bCountDownLatch\b|\.GetAwaiter\s*\(/;
const LIMIT = /\bmake\s*\(\s*chan\s+struct\s*\{\s*\}\s*,|\bsem\w*\s*<-|\bSetLimit\s*\(|\bnewFixedThreadPool\s*\(|\bmax_workers\s*=|\bmaxWorkers\b|\bSemaphore\w*\s*\(|\bMaxDegreeOfParallelism\b|\bpLimit\s*\(|\blimit\s*\(|\bPool\s*\(\s*(?:processes\s*=\s*)?\w+|\bWithMaxConcurrency\b|\bconcurrency\b|\bworkers?(?:Count|Num|_count|_num)?\b|\bnum_?[wW]orkers\b|\bNumWorkers\b|\bpoolSize\b|\bpool_size\b|\bnewWorkStealingPool\b|\bThreadPoolExecutor\s*\(/;

const MAPS = /(?:^|\.)(?:map|Select|forEach|ForEach|flatMap|SelectMany)$/;

/** A Python comprehension around the position (`[pool.submit(f, x) for x in xs]`): its `for … in …` text. */
function comprehension(body: string, index: number): string | undefined {
  const line = body.slice(body.lastIndexOf('\n', index) + 1, (body.indexOf('\n', index) + 1 || body.length + 1) - 1);
  return /[[(].*\bfor\s+\w+(?:\s*,\s*\w+)*\s+in\s+[\w.]+/.exec(line)?.[0];
}

/** Whether a start runs once per item or worker: in a loop, a comprehension, or a map/Select over a collection. */
function repeated(model: CodeModel, body: string, index: number): boolean {
  const { calls } = enclosureAt(body, index, model.language);
  return inLoop(body, index, model.language) || !!comprehension(body, index) || calls.some((c) => MAPS.test(c)) || /^\.map\s*\(|^Array\.from|^Parallel\./.test(body.slice(index, index + 12));
}

interface Start extends Member {
  index: number;
}

function parallelStarts(model: CodeModel): Start[] {
  const out: Start[] = [];
  for (const site of everyMethod(model, { abstract: false })) for (const m of site.method.body.matchAll(new RegExp(START.source, 'g'))) out.push({ ...site, index: m.index! });
  return out;
}

/** Master–worker / fan-out–fan-in / parallelism: the coordinator waits for every worker before using the results. */
export const waitsForAllWorkers: InvariantCheck = (model) => {
  const starts = parallelStarts(model);
  if (!starts.length) return missing('nothing runs in parallel: expected the work to be split into parts handed to several workers (threads, tasks, goroutines, futures) whose results are combined once all have finished', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  const byMethod = new Map<string, Start[]>();
  for (const s of starts) byMethod.set(named(s), [...(byMethod.get(named(s)) ?? []), s]);
  for (const group of byMethod.values()) {
    const site = group[0];
    const body = site.method.body;
    const fanOut = group.filter((s) => repeated(model, body, s.index));
    if (!fanOut.length) continue;
    if (model.language === 'go') {
      const add = /\b(\w+)\.Add\s*\(/.exec(body);
      if (add && enclosureAt(body, add.index, model.language).blocks.some((b) => /^go\s+func\b/.test(b))) findings.push({ message: `${named(site)} calls ${add[1]}.Add inside the goroutine it counts, so ${add[1]}.Wait() can return before that goroutine has registered and the results are read too early; call Add before starting the goroutine`, line: lineIn(site.method, add.index) });
    }
    const waitsHere = WAITS_ALL.test(body.slice(fanOut[0].index + 1));
    const returnsHandle = /\breturn\s+(?:\w+\s*,\s*)?(?:out|results?|ch|c|merged|futures?|promises?|tasks?)\b/.test(body) && (model.language === 'go' || /Future|Promise|Task|chan/.test(site.method.returnType ?? ''));
    if (!waitsHere && !returnsHandle) findings.push({ message: `${named(site)} starts the workers in parallel but never waits for all of them (join, wg.Wait, allOf, Promise.all, gather…) before using the results, so it combines whatever happens to be finished and loses the rest`, line: lineIn(site.method, fanOut[0].index) });
  }
  return brokenAll(findings);
};

/** Bounded parallelism: at most a fixed number of workers run at once, however many items there are. */
export const boundsConcurrency: InvariantCheck = (model) => {
  const starts = parallelStarts(model);
  if (!starts.length) return missing('nothing runs in parallel: expected items processed by a bounded number of concurrent workers (a worker pool, or a semaphore that caps the goroutines/tasks in flight)', model.types[0]?.line ?? model.functions[0]?.line);
  if (LIMIT.test(model.stripped)) return ok();
  const findings: Finding[] = [];
  for (const s of starts) {
    const { blocks, calls } = enclosureAt(s.method.body, s.index, model.language);
    const loop = blocks.find((b) => /^(for|foreach|while)\b|\.forEach\s*\(/.test(b)) ?? comprehension(s.method.body, s.index);
    const perItem = (loop && /\brange\s+\w+|\bin\s+\w+|\bof\s+\w+|:\s*\w+\s*\)|\bforeach\b|\.forEach\s*\(/.test(loop)) || calls.some((c) => MAPS.test(c)) || /^\.map\s*\(/.test(s.method.body.slice(s.index, s.index + 8));
    if (perItem && !findings.some((f) => f.message.startsWith(named(s)))) findings.push({ message: `${named(s)} starts one worker per item with no bound on how many run at once (no worker pool size, semaphore or limit), so a large input launches unbounded goroutines/threads and exhausts memory or the downstream service`, line: lineIn(s.method, s.index) });
  }
  return brokenAll(findings);
};

const goFunctions = (model: CodeModel) => everyMethod(model, { abstract: false }).filter(({ method }) => /\bchan\b/.test(`${method.returnType ?? ''} ${method.params.map((p) => p.type ?? '').join(' ')}`));

/** Fan-in (Go): the merged channel is closed once, after every forwarding goroutine has finished. */
export const mergeClosesAfterAllSenders: InvariantCheck = (model) => {
  if (model.language !== 'go') return ok();
  const merges = goFunctions(model).filter(({ method }) => /\bgo\s+/.test(method.body) && /<-\s*chan|\.\.\.\s*<-?\s*chan|\[\]\s*<-?\s*chan/.test(method.params.map((p) => p.type ?? '').join(' ')) && /chan\b/.test(method.returnType ?? ''));
  if (!merges.length) return missing('no fan-in found: expected a function that starts a goroutine per input channel forwarding into one output channel, which is closed when all inputs are drained', model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of merges) {
    const body = site.method.body;
    const close = /\bclose\s*\(\s*(\w+)\s*\)/.exec(body);
    if (!close) {
      findings.push({ message: `${named(site)} never closes the merged output channel, so a consumer ranging over it blocks forever after the inputs are drained`, line: site.method.line });
      continue;
    }
    const inSender = enclosureAt(body, close.index, model.language).blocks.some((b) => /^(?:\w+\s*:?=\s*)?func\b|^go\s+func\b/.test(b)) && inLoop(body, close.index, model.language);
    const waited = /\.Wait\s*\(\s*\)/.test(body.slice(0, close.index));
    if (inSender || !waited) findings.push({ message: `${named(site)} closes ${close[1]} ${inSender ? 'inside each forwarding goroutine, so the first input to finish closes it while the others still send (a panic)' : 'without waiting for the forwarding goroutines (no WaitGroup Wait before close), so a goroutine still sending panics on the closed channel'}; close it once, in a goroutine that waits for all senders`, line: lineIn(site.method, close.index) });
  }
  return brokenAll(findings);
};

/** Fan-out (Go): when the input is exhausted, every output channel is closed. */
export const splitClosesEveryOutput: InvariantCheck = (model) => {
  if (model.language !== 'go') return ok();
  const splits = goFunctions(model).filter(({ method }) => /\[\]\s*(?:<-|chan)/.test(method.returnType ?? '') || /\bappend\s*\(\s*\w+\s*,\s*make\s*\(\s*chan/.test(method.body));
  if (!splits.length) return missing('no fan-out found: expected a function that distributes the values of one channel over several output channels and closes them all when the input is drained', model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of splits) {
    const body = site.method.body;
    const closes = [...body.matchAll(/\bclose\s*\(\s*([\w[\]]+)\s*\)/g)];
    if (!closes.length) findings.push({ message: `${named(site)} never closes its output channels when the input channel is drained, so every consumer ranging over an output blocks forever`, line: site.method.line });
    else if (closes.every((c) => !inLoop(body, c.index!, model.language) && /\[\s*\d+\s*\]/.test(c[1]))) findings.push({ message: `${named(site)} closes only ${closes.map((c) => c[1]).join(', ')} instead of every output channel, so consumers of the others block forever`, line: lineIn(site.method, closes[0].index!) });
  }
  return brokenAll(findings);
};
