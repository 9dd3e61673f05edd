// Asynchronous invocation (async method invocation, half-sync/half-async, event-based asynchronous,
// promises): the task runs off the caller's thread, and its failure reaches whoever waits for it.
import type { CodeModel, MethodDecl } from '../../../code/model.js';
import { lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callsOf, enclosureAt, keywordBlocks, runsElsewhere } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { type Member, everyMethod, named } from '../members.js';

const START = /^(start\w*|submit\w*|execute\w*|invoke\w*|run\w*Async|begin\w*|enqueue\w*|call\w*Async|\w+Async|async\w*|launch\w*|schedule\w*|dispatch\w*|Start\w*|Submit\w*|Execute\w*|Invoke\w*|Begin\w*|Enqueue\w*|fulfillInAsync|fulfill_async|create\w*Async|run_async|spawn\w*)$/;
const TASK_PARAM = /^(task|job|work|fn|func|callable|action|operation|op|command|request|supplier|runnable|work_?item|coro|coroutine|thunk|computation)$/i;
const TASK_TYPE = /Callable|Runnable|Supplier|Func\b|Func<|Action\b|Action<|AsyncTask|Task<|\bTask\b|func\s*\(|=>|Callable\[|Awaitable|Coroutine|Function</;
/** Signs that the code runs anything off the caller's thread at all. */
const ASYNC_ANYWHERE = /\bnew\s+Thread\b|\bThread\s*\(|threading\.Thread|\bgo\s+(?:func\b|\w)|\bTask\.(?:Run|Factory)|\bThreadPool\b|Executor|\bsubmit\s*\(|\bexecute\s*\(|CompletableFuture|\bcreate_task\b|\bensure_future\b|run_in_executor|\basync\s+(?:def|function|\w+\s*\()|\bawait\b|\bPromise\b|\bsetTimeout\b|\bsetImmediate\b|\bqueueMicrotask\b|\bFuture\b|\bconcurrent\.futures\b|BackgroundWorker|\bBeginInvoke\b/;

/** The task parameter of a start method: typed as a callable, or named like one. */
function taskParam(m: MethodDecl): string | undefined {
  return m.params.find((p) => !/^receiver /.test(p.type ?? '') && (TASK_PARAM.test(p.name) || (p.type !== undefined && TASK_TYPE.test(p.type) && !/Callback|callback/.test(p.type + p.name))))?.name;
}

/** Offsets where a body runs the task itself: `task.call()`, `task()`, `task.run()`, `await task()`. */
function taskRuns(body: string, task: string): number[] {
  const re = new RegExp(`(?<![\\w$.])${escapeRe(task)}\\s*(?:\\.\\s*(?:call|run|get|execute|apply|invoke|Invoke|Execute|Run|accept|compute|__call__|RunSynchronously)\\s*\\(|\\(|\\?\\.\\s*\\()`, 'g');
  return [...body.matchAll(re)].map((m) => m.index!);
}

/** A JS/TS method whose result is already asynchronous: async, or returning a promise or handle. */
const jsAsync = (m: MethodDecl) => m.isAsync || /\bnew\s+Promise\b|Promise\.\w+\s*\(|\.then\s*\(|\bsetTimeout\b|\bqueueMicrotask\b|\bsetImmediate\b/.test(m.body);

/** Async invocation: the start method hands the task to another thread and returns at once. */
export const runsOffCallerThread: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let starts = 0;
  for (const site of everyMethod(model, { abstract: false })) {
    const { method } = site;
    // Thread.run() instead of start(): the "background" thread's body runs right here.
    for (const m of method.body.matchAll(/\bnew\s+Thread\s*\([^;]*?\)\s*\.\s*run\s*\(\s*\)|\b(\w*[tT]hread\w*)\s*\.\s*run\s*\(\s*\)|threading\.Thread\s*\([^\n]*\)\s*\.\s*run\s*\(\s*\)/g)) {
      if (m[1] && /^(this|self|super|Thread)$/.test(m[1])) continue;
      findings.push({ message: `${named(site)} calls run() on the thread instead of start(), so the task runs synchronously on the caller's thread and the call only returns when it is done`, line: lineIn(method, m.index!) });
    }
    if (!START.test(method.name) || method.isConstructor) continue;
    const task = taskParam(method);
    if (!task) continue;
    starts++;
    if ((model.language === 'typescript' || model.language === 'javascript') && jsAsync(method)) continue;
    for (const at of taskRuns(method.body, task)) {
      if (runsElsewhere(method.body, at, model.language)) continue;
      if (model.language === 'python' && enclosureAt(method.body, at, model.language).calls.some((c) => /create_task|ensure_future|gather|run_coroutine_threadsafe/.test(c))) continue;
      findings.push({ message: `${named(site)} runs ${task} on the caller's thread before returning, so the invocation blocks for the whole task instead of returning a result handle at once and completing it in the background`, line: lineIn(method, at) });
      break;
    }
  }
  if (!findings.length && !starts && !ASYNC_ANYWHERE.test(model.stripped)) {
    return missing('nothing runs asynchronously: expected an invocation that starts the task on another thread (thread, executor, goroutine, task) and returns a handle or takes a callback for the result', model.types[0]?.line ?? model.functions[0]?.line);
  }
  return brokenAll(findings);
};

/** Functions and methods handed to a thread, executor, goroutine or task by name (`target=self._run`, `go w.loop()`). */
function threadTargets(model: CodeModel): Set<string> {
  const out = new Set<string>();
  const re = /\btarget\s*=\s*(?:self\.)?(\w+)|\b(?:submit|execute|run_in_executor|QueueUserWorkItem|StartNew|Run|setTimeout|setImmediate|queueMicrotask)\s*\(\s*(?:None\s*,\s*)?(?:self\.|this\.|this::|\w+::)?(\w+)\s*[,)]|\bgo\s+(?:\w+\.)?(\w+)\s*\(|\bnew\s+Thread\s*\(\s*(?:this::|this\.|\w+::)?(\w+)\s*\)|\bcreate_task\s*\(\s*(?:self\.)?(\w+)\s*\(/g;
  for (const m of model.stripped.matchAll(re)) out.add(m.slice(1).find(Boolean)!);
  return out;
}

/** A catch (or Go error branch) inside asynchronous code, with the text of its handler. */
function asyncFailureHandlers(model: CodeModel, site: Member, targets: Set<string>): { index: number; handler: string }[] {
  const body = site.method.body;
  const whole = targets.has(site.method.name);
  const handlers = [
    ...keywordBlocks(body, model.language, 'catch').map((b) => ({ index: b.index, handler: b.text })),
    ...[...body.matchAll(model.language === 'go' ? /\bif\s+err\s*!=\s*nil\s*\{([^{}]*)\}/g : /\.catch\s*\(\s*(?:\(?\s*\w*\s*(?:\)\s*)?=>\s*)?\{?([^{}]*)\}?\s*\)/g)].map((m) => ({ index: m.index!, handler: m[1] ?? '' })),
  ];
  const out: { index: number; handler: string }[] = [];
  for (const h of handlers) {
    const nested = model.language === 'python' && enclosureAt(body, h.index, model.language).blocks.some((b) => [...targets].some((t) => b.startsWith(`def ${t}(`) || b.startsWith(`async def ${t}(`)));
    if (!whole && !nested && !runsElsewhere(body, h.index, model.language) && !/new\s+Promise|Promise\s*\(/.test(body.slice(0, h.index))) continue;
    out.push(h);
  }
  return out;
}

const REPORTS = /\b(?:setException|completeExceptionally|fulfillExceptionally|fail\w*|reject\w*|onError|on_error|OnError|onFailure|on_failure|SetException|TrySetException|set_exception|setError|set_error|reportError|raise|throw|panic)\b|<-\s*err|\berr\w*\s*<-|\.err\s*=|\.error\s*=|\.exception\s*=|\berrors?\s*=\s*append|\bcallback\s*\(\s*(?:err|e|ex|error)\b|\bcb\s*\(\s*(?:err|e|ex|error)\b|\bhandleRunFailure\b|\bfailed\b|\bFailed\b|\bFault\w*/;

/** Async invocation / promise: a failure inside the background work completes the result exceptionally. */
export const reportsAsyncFailure: InvariantCheck = (model) => {
  // Whether anything runs asynchronously at all is the other invariants' call; with nothing in the background there is nothing to report.
  if (!ASYNC_ANYWHERE.test(model.stripped)) return ok();
  const findings: Finding[] = [];
  const targets = threadTargets(model);
  for (const site of everyMethod(model, { abstract: false })) {
    for (const h of asyncFailureHandlers(model, site, targets)) {
      if (REPORTS.test(h.handler)) continue;
      findings.push({ message: `${named(site)} catches the failure of the background task and only ${/log|print|console|LOG|Debug|Trace/i.test(h.handler) ? 'logs it' : 'drops it'}, so the result is never completed with the error (no reject/setException/error callback) and whoever waits for it hangs or never learns it failed`, line: lineIn(site.method, h.index) });
    }
  }
  return brokenAll(findings);
};

const SETTLE = /^(resolve|fulfil\w*|fulfill\w*|complete|setValue|set_result|setResult|SetResult|TrySetResult|succeed|success|accept|done|Resolve|Complete)$/;
const THEN = /^(then\w*|Then\w*|onComplete|on_complete|addCallback|add_done_callback|addListener|onSuccess|subscribe|whenComplete|ContinueWith|thenAccept|thenApply|map|flatMap|OnComplete)$/;

/** Promise: settling runs the callbacks registered so far, and a callback registered after settling still runs. */
export const promiseRunsCallbacks: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let custom = false;
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const settle = t.methods.filter((m) => SETTLE.test(m.name) && !m.isAbstract);
    const then = t.methods.filter((m) => THEN.test(m.name) && !m.isAbstract);
    const callbacks = t.fields.find((f) => /callback|listener|handler|continuation|waiter|subscriber|reaction|then/i.test(f.name));
    if (!settle.length || !then.length || !callbacks) continue;
    custom = true;
    const cb = callbacks.name.replace(/^_+/, '');
    const usesCallbacks = (m: MethodDecl) => new RegExp(`\\b_?${escapeRe(cb)}\\b`).test(m.body) || /notify\w*\s*\(|signal\w*\s*\(|countDown\s*\(|Set\s*\(\s*\)|run\w*Callbacks|fire\w*|drain\w*|flush\w*/.test(m.body) || callsOf(m).some((c) => t.methods.some((x) => x !== m && x.name === c.name && new RegExp(`\\b_?${escapeRe(cb)}\\b`).test(x.body)));
    for (const s of settle.filter((m) => !usesCallbacks(m))) findings.push({ message: `${t.name}.${s.name} stores the value but never runs the callbacks waiting in ${callbacks.name}, so handlers registered with ${then[0].name}() before the promise settles are never called`, line: s.line });
    const stateField = t.fields.find((f) => f !== callbacks && /done|complete|settled|resolved|fulfil|state|status|value|result/i.test(f.name));
    for (const m of then) {
      const adds = new RegExp(`\\b_?${escapeRe(cb)}\\s*\\.\\s*(?:add|push|append|Add|offer)\\s*\\(`).test(m.body);
      if (adds && stateField && !new RegExp(`\\b_?${escapeRe(stateField.name.replace(/^_+/, ''))}\\b`).test(m.body) && !callsOf(m).some((c) => /^(is\w*|has\w*|Is\w*)$/.test(c.name))) {
        findings.push({ message: `${t.name}.${m.name} only queues the callback in ${callbacks.name} without checking whether the promise has already settled, so a callback registered after ${settle[0].name}() never runs`, line: m.line });
      }
    }
  }
  if (!custom && !/\bPromise\b|\bFuture\b|CompletableFuture|\bTask\b|\bDeferred\b|asyncio|\bthen\s*\(|\bawait\b|\bchan\b/.test(model.stripped)) {
    return missing('no promise found: expected a placeholder for a result that is completed later (resolve/fulfil) and lets callers attach callbacks (then) or wait for it', model.types[0]?.line ?? model.functions[0]?.line);
  }
  return custom ? brokenAll(findings) : ok();
};
