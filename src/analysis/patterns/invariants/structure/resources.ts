// Invariants of resource handling: execute-around and RAII release what they acquired on every path
// (finally / using / with / defer), and a mute idiom swallows only expected failures of clean-up calls,
// logging them rather than hiding them silently.
import type { CodeModel, MethodDecl } from '../../../code/model.js';
import { lineIn } from '../../../code/body.js';
import { matchBrace } from '../../../code/brace-model.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callerParams } from './shared.js';
import { everyMethod, named } from '../members.js';

const ACQUIRE = /\bnew\s+(?:\w+\.)?(?:File\w*|Buffered\w*|Print\w*|Stream\w*|\w*Writer|\w*Reader|\w*Stream|Socket|\w*Connection|Scanner|RandomAccessFile|\w*Channel|Semaphore)\s*\(|\b(?:open|fopen|os\.Open|os\.Create|os\.OpenFile|File\.Open\w*|File\.Create\w*|getConnection|connect|acquire|Acquire|lock|Lock|begin\w*|Begin\w*|createWriteStream|createReadStream|openSync|Files\.new\w+)\s*\(/;
const RELEASE = /\.\s*(?:close|Close|dispose|Dispose|release|Release|unlock|Unlock|end|destroy|commit|Commit|rollback|Rollback|shutdown|disconnect|free)\s*\(|\bclose\s*\(|\bcloseSync\s*\(|\bfclose\s*\(/;

/** Where a clean-up call sits: inside finally, a using/with/try-with-resources, a defer, or unguarded. */
function releaseIsScoped(body: string, language: CodeModel['language']): boolean {
  if (/\btry\s*\(/.test(body) && language === 'java') return true;
  if (/\busing\s*\(|\busing\s+(?:var|\w+\s+\w+\s*=)/.test(body) && language === 'csharp') return true;
  if (/\bwith\s+[^:\n]+:/.test(body) && language === 'python') return true;
  if (/\bdefer\b/.test(body) && language === 'go') return true;
  if (/\bawait\s+using\b|\busing\s+\w+\s*=/.test(body) && (language === 'typescript' || language === 'javascript')) return true;
  const fin = /\bfinally\b\s*:?\s*\{?/.exec(body);
  return !!fin && RELEASE.test(body.slice(fin.index));
}

/** Calls that hand control to code the method was given (a callback, a lambda, a function value). */
function callsPassedAction(m: MethodDecl): string | undefined {
  const fns = callerParams(m).filter((p) => !p.type || /Action|Func|Consumer|Function|Callable|Runnable|Supplier|=>|\bfunc\b|Callback|Handler|Block|Operation|\w+Action$/.test(p.type));
  for (const p of fns) if (new RegExp(`\\b${p.name}\\s*(?:\\.\\s*(?:accept|apply|run|call|get|Invoke|invoke|execute|writeFile|\\w+))?\\s*\\(`).test(m.body)) return p.name;
  return undefined;
}

/** Execute around: the method wrapping the caller's action releases the resource on every path, including failure. */
export const releasesOnEveryPath: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let seen = 0;
  for (const { owner, method } of everyMethod(model)) {
    const action = callsPassedAction(method);
    const acquire = ACQUIRE.exec(method.body);
    const contextManager = /\btry\s*:[\s\S]*\byield\b[\s\S]*\bfinally\s*:/.test(method.body) || (method.modifiers ?? []).some((d) => /contextmanager/.test(d)) && /\byield\b/.test(method.body);
    if (contextManager) { seen++; if (!/\bfinally\b|\bwith\b/.test(method.body)) findings.push({ message: `${named(owner, method)} yields to the caller's block without a finally, so an exception inside the block skips the release after the yield`, line: method.line }); continue; }
    if (!action || (!acquire && !releaseIsScoped(method.body, model.language))) continue;
    seen++;
    if (releaseIsScoped(method.body, model.language) || !acquire) continue;
    const release = RELEASE.exec(method.body);
    if (!release) findings.push({ message: `${named(owner, method)} acquires a resource (${acquire[0].replace(/\s*\($/, '')}) around the caller's ${action} but never releases it, so every call leaks it`, line: lineIn(method, acquire.index) });
    else findings.push({ message: `${named(owner, method)} releases the resource (${release[0].replace(/^\.\s*/, '').replace(/\s*\($/, '')}) only on the normal path, not in finally/using/with/defer, so an exception thrown by ${action} skips the release and leaks the resource`, line: lineIn(method, release.index) });
  }
  if (!seen) return missing('no execute-around method found: expected a method that acquires a resource, runs the action it is given, and releases the resource in a finally block (or using/with/defer)', model.types[0]?.line);
  return brokenAll(findings);
};

const DISPOSABLE = /^(AutoCloseable|Closeable|IDisposable|IAsyncDisposable|Disposable|AsyncDisposable|io\.Closer|Closer)$/;
const CLOSE = /^(close|Close|dispose|Dispose|DisposeAsync|__exit__|__aexit__|release|Release|\[Symbol\.dispose\])$/;

/** Whether the creation at `index` is owned by a scope that releases it on every path. */
function creationScoped(body: string, index: number, language: CodeModel['language']): boolean {
  const before = body.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = body.slice(lineStart, body.indexOf('\n', index) < 0 ? body.length : body.indexOf('\n', index));
  if (language === 'java') {
    const open = before.lastIndexOf('try');
    if (open >= 0 && /^try\s*\(/.test(before.slice(open)) && !before.slice(open).includes('{')) return true;
  }
  if (language === 'csharp' && /\busing\b/.test(line)) return true;
  if (language === 'python' && /^\s*(?:async\s+)?with\b/.test(line)) return true;
  if ((language === 'typescript' || language === 'javascript') && /\b(?:await\s+)?using\b/.test(line)) return true;
  const assigned = /(\w+)\s*(?::=|=)\s*[^=]*$/.exec(body.slice(lineStart, index))?.[1];
  if (language === 'go' && assigned && new RegExp(`\\bdefer\\s+${assigned}\\s*\\.\\s*Close\\s*\\(`).test(body.slice(index))) return true;
  const fin = /\bfinally\b/.exec(body.slice(index));
  return !!fin && !!assigned && new RegExp(`\\b${assigned}\\s*\\.\\s*(?:close|Close|dispose|Dispose|release)\\s*\\(`).test(body.slice(index + fin.index));
}

/** RAII: a resource's lifetime is a scope; it is released by the scope's end (try-with-resources, using, with, defer), on every path. */
export const resourceReleasedByScope: InvariantCheck = (model) => {
  const resources = model.types.filter((t) => t.kind !== 'interface' && (t.bases.some((b) => DISPOSABLE.test(b)) || t.methods.some((m) => m.name === '__exit__' || m.name === '[Symbol.dispose]') || (model.language === 'go' && t.methods.some((m) => m.name === 'Close'))));
  const findings: Finding[] = [];
  for (const r of resources) {
    const close = r.methods.find((m) => CLOSE.test(m.name));
    if (close && !close.body.trim()) findings.push({ message: `${r.name}.${close.name} is empty, so leaving the scope releases nothing and whatever the constructor acquired stays held`, line: close.line });
  }
  const names = new Set(resources.map((r) => r.name));
  let uses = 0;
  for (const { owner, method } of everyMethod(model).filter((x) => !x.owner || !names.has(x.owner.name))) {
    const made = [...method.body.matchAll(/\bnew\s+(\w+)\s*\(|\bNew(\w+)\s*\(|&(\w+)\s*\{|(?<![\w.])(\w+)\s*\(/g)].map((m) => ({ type: m[1] ?? m[2] ?? m[3] ?? m[4], index: m.index! })).filter((c) => names.has(c.type));
    for (const c of made) {
      uses++;
      const line = method.body.slice(method.body.lastIndexOf('\n', c.index) + 1, c.index);
      if (/\breturn\s+$|(?:this|self)\.\w+\s*=\s*$|\w+\s*:\s*$/.test(line) || method.isConstructor) continue;
      if (creationScoped(method.body, c.index, model.language)) continue;
      const manual = RELEASE.exec(method.body.slice(c.index));
      findings.push({ message: manual ? `${named(owner, method)} creates a ${c.type} and releases it by calling ${manual[0].replace(/^\.\s*/, '').replace(/\s*\($/, '')} by hand, so an exception before that call leaks it; tie its lifetime to a scope (try-with-resources, using, with, defer)` : `${named(owner, method)} creates a ${c.type} outside any scope that releases it (try-with-resources, using, with, defer), so it is never closed`, line: lineIn(method, c.index) });
    }
  }
  if (!resources.length && !uses) {
    const lib = everyMethod(model).find(({ method }) => ACQUIRE.test(method.body));
    if (lib && !releaseIsScoped(lib.method.body, model.language)) return brokenAll([{ message: `${named(lib.owner, lib.method)} acquires a resource (${ACQUIRE.exec(lib.method.body)![0].replace(/\s*\($/, '')}) without a scope that releases it on every path (try-with-resources, using, with, defer or finally)`, line: lineIn(lib.method, ACQUIRE.exec(lib.method.body)!.index) }]);
    if (lib) return brokenAll([]);
    return missing('no scoped resource found: expected a resource class (AutoCloseable, IDisposable, a context manager, a type with Close) acquired in its constructor and released when the scope that owns it ends', model.types[0]?.line);
  }
  return brokenAll(findings);
};

const CLEANUP = /^(close|Close|dispose|Dispose|release|Release|shutdown|Shutdown|cleanup|cleanUp|Cleanup|unlock|Unlock|disconnect|Disconnect|flush|Flush|delete\w*|remove\w*|stop|Stop|free|cancel|Cancel|closeQuietly|closeResource|rollback)$/;
const MUTE = /\b(?:Mute\s*\.\s*)?(?:mute|loggedMute|Mute|LoggedMute|muted|quietly|ignore\w*|suppress\w*)\s*\(\s*(?:[\w.]+::(\w+)|(?:\(\s*\)\s*->|\(\s*\)\s*=>|lambda\s*:|func\s*\(\s*\)\s*(?:error\s*)?\{\s*(?:return\s+)?)\s*[\w.]*?(\w+)\s*\()/g;

interface TryBlock {
  guarded: string;
  handler: string;
  index: number;
}

/** try/catch and try/except blocks of a body: what they guard and what the handler does. */
function tryBlocks(body: string, language: CodeModel['language']): TryBlock[] {
  const out: TryBlock[] = [];
  if (language === 'python') {
    const lines = body.split('\n');
    let offset = 0;
    const starts = lines.map((l) => { const at = offset; offset += l.length + 1; return at; });
    lines.forEach((line, k) => {
      const t = /^(\s*)try\s*:/.exec(line);
      if (!t) return;
      const indent = t[1].length;
      const deeper = (j: number) => j < lines.length && (!lines[j].trim() || lines[j].length - lines[j].trimStart().length > indent);
      let j = k + 1;
      while (deeper(j)) j++;
      const guarded = lines.slice(k + 1, j).join('\n');
      if (j >= lines.length || !/^\s*except\b/.test(lines[j])) return;
      let h = j + 1;
      while (deeper(h)) h++;
      out.push({ guarded, handler: lines.slice(j + 1, h).join('\n'), index: starts[j] });
    });
    return out;
  }
  for (const m of body.matchAll(/\btry\s*\{/g)) {
    const open = m.index! + m[0].length - 1;
    const close = matchBrace(body, open);
    const c = /^\s*catch\s*(?:\([^)]*\))?\s*\{/.exec(body.slice(close + 1));
    if (!c) continue;
    const hOpen = close + 1 + c[0].length - 1;
    out.push({ guarded: body.slice(open + 1, close), handler: body.slice(hOpen + 1, matchBrace(body, hOpen)), index: close + 1 });
  }
  return out;
}

const MUTE_NAME = /^(mute|loggedMute|Mute|LoggedMute|quietly|Quietly|closeQuietly|close_quietly|CloseQuietly|ignore\w*|suppress\w*|silently\w*)$/;

/** Mute idiom: only failures of clean-up calls are muted, and a muted failure is logged rather than vanishing. */
export const mutesOnlyCleanup: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let muting = 0;
  for (const { owner, method } of everyMethod(model)) {
    for (const m of method.body.matchAll(MUTE)) {
      muting++;
      const call = m[1] ?? m[2];
      if (!CLEANUP.test(call) && !/^(get|accept|run|call)$/.test(call)) findings.push({ message: `${named(owner, method)} mutes the failure of ${call}(), which is not a clean-up call, so a real error in the main logic is silently swallowed; mute only non-critical operations such as close()`, line: lineIn(method, m.index!) });
    }
    for (const m of method.body.matchAll(/\bsuppress\s*\([^)]*\)\s*:\s*\n?\s*(?:[\w.]+\.)?(\w+)\s*\(|\b_\s*=\s*[\w.]+\.(\w+)\s*\(|\bcloseQuietly\s*\(/g)) {
      muting++;
      const call = m[1] ?? m[2];
      if (call && !CLEANUP.test(call)) findings.push({ message: `${named(owner, method)} suppresses the failure of ${call}(), which is not a clean-up call, so a real error in the main logic is silently swallowed; mute only non-critical operations such as close()`, line: lineIn(method, m.index!) });
    }
    const helper = MUTE_NAME.test(method.name) || callerParams(method).some((p) => /Runnable|Action|Callable|CheckedRunnable|=>|func/.test(p.type ?? ''));
    for (const t of tryBlocks(method.body, model.language)) {
      const cleanup = [...t.guarded.matchAll(/\.\s*(\w+)\s*\(/g)].some((c) => CLEANUP.test(c[1]));
      if (!helper && !cleanup) continue;
      muting++;
      const handler = t.handler.trim();
      if (!handler || handler === 'pass') findings.push({ message: `${named(owner, method)} catches and discards the exception without logging it, so even unexpected failures vanish without a trace; log the muted exception (loggedMute) or turn an impossible one into an AssertionError`, line: lineIn(method, t.index) });
    }
  }
  if (!muting) return missing('no mute idiom found: expected a helper (for example Mute.loggedMute(resource::close)) that runs an operation whose failure is not critical and logs or suppresses its exception', model.types[0]?.line);
  return brokenAll(findings);
};
