// What the behavioural checks ask of a method body beyond the outline: which blocks and calls
// enclose a position (a loop, a lock, a thread's lambda), who owns a method, which fields hold what.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { isCollectionType } from '../../../code/model.js';
import { callsIn, callsOnFieldAt, fieldWrites, isGuarded, ownMethods } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { escapeRe } from '../../../text/escape-re.js';
import { type Member, everyMethod } from '../members.js';
import { matchBrace } from '../../../code/brace-model.js';
import { arrowFunctions } from '../../../code/arrow-functions.js';

export { ownMethods };

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Start of the statement that ends at `end`: back over balanced brackets to the last `;`, `{` or `}`. */
function statementStart(text: string, end: number, newlineEnds: boolean): number {
  let depth = 0;
  for (let k = end - 1; k >= 0; k--) {
    const c = text[k];
    if (c === ')' || c === ']') depth++;
    else if ((c === '(' || c === '[') && depth > 0) depth--;
    else if (depth === 0 && (c === ';' || c === '{' || c === '}')) return k + 1;
    // Go (and JS without semicolons) end a statement at the line break, unless the line so far is blank.
    else if (depth === 0 && c === '\n' && newlineEnds && text.slice(k + 1, end).trim() && !/^\s*[.?&|+\-*/,]/.test(text.slice(k + 1, end))) return k + 1;
  }
  return 0;
}

export interface Enclosure {
  /** Headers of the blocks around the position, innermost first (`while (q.isEmpty())`, `with self._lock`). */
  blocks: string[];
  /** Names of the calls whose argument lists hold the position, innermost first (`submit`, `Thread`). */
  calls: string[];
}

/** Python blocks by indentation: the headers of the lines that open the blocks around `index`. */
function pythonBlocks(body: string, index: number): string[] {
  const lines = body.slice(0, index).split('\n');
  const current = lines[lines.length - 1];
  const out: string[] = [];
  if (/^\s*(while|for|if|elif|with|else)\b/.test(current)) out.push(current.trim());
  let indent = current.length - current.trimStart().length;
  for (let k = lines.length - 2; k >= 0 && indent > 0; k--) {
    const line = lines[k];
    if (!line.trim()) continue;
    const ind = line.length - line.trimStart().length;
    if (ind < indent) {
      out.push(line.trim());
      indent = ind;
    }
  }
  return out;
}

/** The blocks and call argument lists that enclose `index` in a body. */
export function enclosureAt(body: string, index: number, language: CodeModel['language']): Enclosure {
  const blocks: string[] = [];
  const calls: string[] = [];
  const stack: string[] = [];
  const newlineEnds = language === 'go' || language === 'typescript' || language === 'javascript';
  if (language !== 'python') {
    // Brace-less control statements nest in one statement: `foreach (…) if (…) rule.Execute();`.
    let prefix = body.slice(statementStart(body, index, newlineEnds), index).trim();
    const heads: string[] = [];
    for (let m = /^(else\s+if|while|for|foreach|if|lock|synchronized|using)\s*\(/.exec(prefix); m; m = /^(else\s+if|while|for|foreach|if|lock|synchronized|using)\s*\(/.exec(prefix)) {
      let depth = 0;
      let k = m[0].length - 1;
      for (; k < prefix.length; k++) if (prefix[k] === '(') depth++; else if (prefix[k] === ')' && --depth === 0) break;
      heads.push(prefix.slice(0, k + 1));
      prefix = prefix.slice(k + 1).trim();
    }
    if (!heads.length && /^(while|for|foreach|if|else|do|lock|synchronized|using)\b/.test(prefix)) heads.push(prefix);
    blocks.push(...heads.reverse());
  }
  for (let k = index - 1; k >= 0; k--) {
    const c = body[k];
    if (c in CLOSERS) stack.push(CLOSERS[c]);
    else if (c === '(' || c === '[' || c === '{') {
      if (stack.length) {
        stack.pop();
        continue;
      }
      if (c === '(') calls.push(/([\w$.]+)(?:\s*(?:<[^<>]*>))?\s*$/.exec(body.slice(Math.max(0, k - 120), k))?.[1] ?? '');
      else if (c === '{' && language !== 'python') blocks.push(body.slice(statementStart(body, k, newlineEnds), k).trim());
    }
  }
  if (language === 'python') blocks.push(...pythonBlocks(body, index));
  return { blocks, calls };
}

const LOOP_HEAD = /^(?:\}?\s*)?(while|for|foreach|do|loop)\b|\.(forEach|ForEach)\s*\(/;

/** Whether the position sits inside a loop of its method. */
export const inLoop = (body: string, index: number, language: CodeModel['language']): boolean =>
  enclosureAt(body, index, language).blocks.some((b) => LOOP_HEAD.test(b));

/** Calls and blocks that run their code later or elsewhere: threads, executors, goroutines, tasks, callbacks. */
const OFF_THREAD = /^(?:new\s+)?(?:[\w$.]*\.)?(Thread|submit|execute|runAsync|supplyAsync|Run|StartNew|QueueUserWorkItem|create_task|ensure_future|run_in_executor|to_thread|start_new_thread|apply_async|Process|spawn|setTimeout|setImmediate|queueMicrotask|nextTick|then|schedule\w*|post|Post|invokeLater|thenRunAsync|fork|go|Go|async|ContinueWith)$/;

/** Whether the position runs on another thread or later: inside a thread/executor/goroutine/lambda handed off. */
export function runsElsewhere(body: string, index: number, language: CodeModel['language']): boolean {
  const { blocks, calls } = enclosureAt(body, index, language);
  if (calls.some((c) => OFF_THREAD.test(c))) return true;
  return blocks.some((b) => /^go\s+func\b|\bgo\s+func\s*\(|^(?:new\s+)?Thread\b|\bnew\s+Thread\s*\(|\bTask\.Run\s*\(|\bsubmit\s*\(|\bexecute\s*\(/.test(b));
}

/** Whether the method (or the block around `index`) holds a lock: synchronized, lock(), with lock:, mutex.Lock(). */
export function holdsLock(model: CodeModel, site: Member, index?: number): boolean {
  const { method } = site;
  if (isGuarded(model, method)) {
    if (index === undefined || model.language !== 'python') return true;
  }
  if (index === undefined) return false;
  const { blocks } = enclosureAt(method.body, index, model.language);
  const lockFields = site.owner ? lockFieldNames(model, site.owner) : [];
  return blocks.some((b) => /^(synchronized|lock)\s*\(/.test(b) || (/^(async\s+)?with\b/.test(b) && (/lock|mutex|cond|cv\b|monitor|_sync|sem/i.test(b) || lockFields.some((f) => b.includes(f)))))
    || /\.(lock|Lock|acquire|RLock|Wait|WaitAsync)\s*\(\s*\)/.test(method.body.slice(0, index));
}

/** Fields created as locks or conditions (`threading.Lock()`, `new ReentrantLock()`, `sync.Mutex`). */
export function lockFieldNames(model: CodeModel, t: TypeDecl): string[] {
  const init = t.methods.filter((m) => m.isConstructor).map((m) => m.body).join('\n');
  return t.fields
    .filter((f) => /Lock|Mutex|Condition|Monitor|Semaphore|Cond\b/.test(fieldType(t, f) ?? '') || new RegExp(`\\b(?:self|this)\\.${escapeRe(f.name)}\\s*=\\s*[\\w.]*(?:Lock|RLock|Condition|Mutex|Semaphore)\\s*\\(`).test(init))
    .map((f) => f.name);
}

/** Fields that hold a queue, buffer, mailbox or channel of pending work. */
export function queueFields(model: CodeModel, t: TypeDecl): string[] {
  return t.fields
    .filter((f) => !f.isStatic || model.language === 'python')
    .filter((f) => {
      const type = fieldType(t, f) ?? '';
      return /Queue|Deque|chan\b|Channel|BlockingCollection|Mailbox|Inbox|Buffer/i.test(type) || /^_?_?(queue|requests|pending|mailbox|inbox|messages|buffer|tasks|jobs|events|work|backlog|q|ch|chan|channel)\w*$/i.test(f.name) || (isCollectionType(type) && /queue|pending|inbox|mailbox|request|message|task|job|event/i.test(f.name));
    })
    .map((f) => f.name);
}

/** Calls that put an item into a queue or channel. */
export const ENQUEUE = /^(put|add|offer|push|append|enqueue|Enqueue|Add|Post|post|TryAdd|TryWrite|WriteAsync|Write|send|Send|put_nowait|addLast|offerLast|appendleft|unshift|tell|Tell|submit|emit)$/;
/** Calls that take an item out of a queue or channel. */
export const DEQUEUE = /^(take|poll|get|remove|dequeue|Dequeue|TryDequeue|Take|TryTake|shift|pop|popleft|get_nowait|Receive|receive|ReadAsync|TryRead|removeFirst|pollFirst|next|Next|recv)$/;

/** Go channel receives (`v := <-ch`, `case <-done:`), not sends (`ch <- v`). */
const CHANNEL_RECEIVE = /(?:^|[=(,:{;]|\bcase|\breturn|\bgo)\s*<-\s*[\w.]+/m;

/** Whether a body reads from a channel: a receive, or a `range` over a channel-typed parameter. */
export function receivesFromChannel(body: string, method?: MethodDecl): boolean {
  if (CHANNEL_RECEIVE.test(body)) return true;
  const chans = (method?.params ?? []).filter((p) => /\bchan\b/.test(p.type ?? '')).map((p) => p.name);
  return chans.some((c) => new RegExp(`\\brange\\s+${escapeRe(c)}\\b`).test(body)) || /\brange\s+\w+\.(?:ch|chan|channel|queue|inbox|mailbox|requests|jobs|tasks|events|messages|C)\b/i.test(body);
}

/** Whether `text` mentions a name as a whole word. */
export const mentions = (text: string, name: string): boolean => new RegExp(`(?<![\\w$])_?${escapeRe(name.replace(/^_/, ''))}\\b`).test(text);

const MUTATOR_CALL = /^(add|push|append|offer|put|enqueue|Enqueue|Add|Push|insert|unshift|set|Set|TryAdd|Put|remove|Remove|delete|Delete|splice|pop|popleft|discard|clear|Clear|TryRemove|poll|take|shift|addLast|addFirst|removeFirst|put_nowait|get_nowait|Dequeue|TryDequeue|Store|Swap|incrementAndGet|decrementAndGet|getAndIncrement|getAndDecrement|addAndGet|Increment|Decrement|update|extend|appendleft|insert)$/;

/** Offsets where a method changes a field: assignments, ++/--, and mutating calls on it (`items.add(`). */
export function fieldChanges(model: CodeModel, method: MethodDecl, field: string): number[] {
  return [...fieldWrites(model, method, field), ...callsOnFieldAt(model, method, field).filter((c) => MUTATOR_CALL.test(c.name)).map((c) => c.index)];
}

/** Whether `to` runs after `from` in the same block or one nested in it (no block closes, no return, in between). */
export function followsInBlock(body: string, from: number, to: number, language: CodeModel['language']): boolean {
  const between = body.slice(from, to);
  if (/\breturn\b|\bbreak\b|\belse\b|\belif\b|\bcase\b|\bexcept\b|\bcatch\b/.test(between)) return false;
  if (language === 'python') {
    const indentAt = (i: number) => {
      const start = body.lastIndexOf('\n', i - 1) + 1;
      return body.slice(start).length - body.slice(start).trimStart().length;
    };
    const base = indentAt(from);
    return between.split('\n').slice(1).every((l) => !l.trim() || l.length - l.trimStart().length >= base);
  }
  let depth = 0;
  for (const c of between) {
    if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return false;
  }
  return true;
}

/** Every method and function, including module-level arrow functions and lambdas. */
export const everyFunction = (model: CodeModel): Member[] => [...everyMethod(model, { abstract: false }), ...arrowFunctions(model).map((method) => ({ method }))];

/**
 * Blocks opened by a keyword, with their text: `catch (e) { … }` / `else { … }` / `else stmt;` in brace
 * languages, `except …:` / `else:` and the lines indented under it in Python.
 */
export function keywordBlocks(body: string, language: CodeModel['language'], keyword: 'catch' | 'else'): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  if (language === 'python') {
    const lines = body.split('\n');
    const header = new RegExp(`^(\\s*)${keyword === 'catch' ? 'except\\b[^:\\n]*' : 'else\\s*'}:\\s*(.*)$`);
    let offset = 0;
    lines.forEach((line, k) => {
      const m = header.exec(line);
      if (m) {
        const block = [m[2]];
        for (let j = k + 1; j < lines.length && (!lines[j].trim() || lines[j].length - lines[j].trimStart().length > m[1].length); j++) block.push(lines[j]);
        out.push({ index: offset + m[1].length, text: block.join('\n') });
      }
      offset += line.length + 1;
    });
    return out;
  }
  for (const m of body.matchAll(new RegExp(`(?<![.\\w])${keyword}\\b(?!\\s+if\\b)\\s*(?:\\([^)]*\\))?\\s*(\\{)?`, 'g'))) {
    const start = m.index! + m[0].length;
    if (!m[1]) {
      out.push({ index: m.index!, text: body.slice(start, body.indexOf(';', start) + 1 || body.length) });
      continue;
    }
    // An unclosed block runs to the last character but one.
    const close = Math.min(matchBrace(body, start - 1), body.length - 1);
    out.push({ index: m.index!, text: body.slice(start, close) });
  }
  return out;
}

/** Whether a method, or another method or function it calls by name, satisfies `test`. */
export function reachesMethod(model: CodeModel, method: MethodDecl, test: (m: MethodDecl) => boolean): boolean {
  if (test(method)) return true;
  const names = new Set(callsOf(method).map((c) => c.name));
  return everyMethod(model, { abstract: false }).some((o) => o.method !== method && names.has(o.method.name) && test(o.method));
}

const CALLS = new WeakMap<MethodDecl, ReturnType<typeof callsIn>>();

/** The calls in a method's body, read once per method (checks ask for them again and again). */
export function callsOf(method: MethodDecl): ReturnType<typeof callsIn> {
  let calls = CALLS.get(method);
  if (!calls) CALLS.set(method, (calls = callsIn(method.body)));
  return calls;
}
