// State that must not be lost or mixed up between concurrent users: per-thread context lives in
// thread-local storage and is cleared after use; optimistic updates compare and bump a version;
// an idempotent consumer remembers which messages it has already processed.
import type { CodeModel, MethodDecl } from '../../../code/model.js';
import { conditionals, exits, lineIn } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { baseTypeName } from '../../../code/model.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callsOf, reachesMethod } from './shared.js';
import { type Member, everyMethod, named, untyped } from '../members.js';

const THREAD_LOCAL = /\bThreadLocal\s*[<.(]|\bInheritableThreadLocal\b|\[ThreadStatic\]|\bAsyncLocal\s*</;
const SCOPED_CONTEXT = /\bAsyncLocal\s*<|\bAsyncLocalStorage\b|\bcontextvars\b|\bContextVar\s*\(|\bcontext\.WithValue\b|\bScopedValue\b|\bcls_context\b/;
const PY_LOCAL = /\bthreading\.local\s*\(\s*\)|\blocal\s*\(\s*\)/;
const CONTEXT_NAME = /context|current|user|session|request|tenant|principal|locale|transaction|correlation|trace/i;
const CLEARS = /\.remove\s*\(\s*\)|\.Remove\s*\(|\.Value\s*=\s*null|\.Value\s*=\s*default|\bdel\s+[\w.]+|\.__dict__\.clear\s*\(|\.reset\s*\(|\.Dispose\s*\(|\.set\s*\(\s*(?:null|None)\s*\)|\.clear\s*\(\s*\)|\.exit\s*\(|=\s*None\b/;

/** Thread-specific storage: per-request context lives in thread-local storage, not in a field every thread shares. */
export const contextPerThread: InvariantCheck = (model) => {
  const threadLocal = THREAD_LOCAL.test(model.stripped) || PY_LOCAL.test(model.stripped) || SCOPED_CONTEXT.test(model.stripped);
  const findings: Finding[] = [];
  for (const t of model.types) {
    for (const f of t.fields.filter((x) => x.isStatic && !x.isImmutable && CONTEXT_NAME.test(`${x.name} ${t.name}`))) {
      const type = fieldType(t, f) ?? '';
      const declared = `${model.lineText(f.line - 1)}\n${model.lineText(f.line)}`;
      if (THREAD_LOCAL.test(type) || SCOPED_CONTEXT.test(type) || /\[ThreadStatic\]|local\s*\(|ContextVar/.test(declared)) continue;
      const setter = t.methods.find((m) => new RegExp(`\\b(?:${t.name}\\.|cls\\.|this\\.|self\\.)?_?${f.name.replace(/^_+/, '')}\\s*=(?!=)`).test(m.body) && m.params.length > 0);
      if (setter) findings.push({ message: `${t.name} keeps the ${f.name} in a static field shared by every thread (${t.name}.${setter.name} overwrites it), so concurrent requests overwrite each other's context; keep it in thread-local storage`, line: f.line });
    }
  }
  for (const m of model.stripped.matchAll(/^(?:var|let)\s+(\w+)\b[^\n]*$/gm)) {
    if (!CONTEXT_NAME.test(m[1])) continue;
    const writer = everyMethod(model, { abstract: false }).find(({ method }) => new RegExp(`(?<![\\w.])${m[1]}\\s*=(?!=)`).test(method.body));
    if (writer) findings.push({ message: `${named(writer)} stores the request's ${m[1]} in a package/module-level variable that every thread or request shares, so concurrent requests overwrite each other's context; pass it in a context object or thread-local storage instead`, line: model.lineOf(m.index!) });
  }
  for (const site of everyMethod(model, { abstract: false }).filter(({ method }) => /^\s*global\s+\w+/m.test(method.body))) {
    const name = /^\s*global\s+(\w+)/m.exec(site.method.body)![1];
    if (CONTEXT_NAME.test(name)) findings.push({ message: `${named(site)} stores the ${name} in a module-level global shared by all threads, so concurrent requests overwrite each other's context; use threading.local() or a ContextVar`, line: site.method.line });
  }
  if (findings.length) return brokenAll(findings);
  return threadLocal ? ok() : missing('no thread-specific storage found: expected per-thread state held in ThreadLocal (threading.local, ThreadLocal<T>, AsyncLocal, ContextVar, context.Context) and read back later in the same thread', model.types[0]?.line);
};

/** Thread-specific storage: a value set for one task is removed when the task ends, so pooled threads do not leak it. */
export const clearsThreadLocal: InvariantCheck = (model) => {
  // AsyncLocal/ContextVar/AsyncLocalStorage values end with their async flow; only thread-bound storage outlives the task.
  const threadLocal = /\bThreadLocal\s*[<.(]|\bInheritableThreadLocal\b|\[ThreadStatic\]/.test(model.stripped) || PY_LOCAL.test(model.stripped);
  if (!threadLocal) return ok();
  if (/^\s*\[ThreadStatic\]/m.test(model.stripped) && !/\.set\s*\(|\.Value\s*=/.test(model.stripped)) return ok();
  const setters = everyMethod(model, { abstract: false }).filter(({ method }) => /\.set\s*\(|\.Value\s*=(?!=)|\b\w+\.\w+\s*=(?!=)/.test(method.body) && !CLEARS.test(method.body));
  if (CLEARS.test(model.stripped)) return ok();
  const where = setters[0];
  return brokenAll([{ message: `the thread-local value is set${where ? ` (in ${named(where)})` : ''} but never removed (no remove()/del/reset in a finally block), so a pooled thread carries the previous request's data into the next task and the values are never freed`, line: where?.method.line ?? model.types[0]?.line }]);
};

const VERSION = /(?:\b_?(?:version|Version|VERSION|rowVersion|RowVersion|row_version|etag|ETag|Etag|revision|Revision|rev|Rev|versionNumber|version_number|VersionNumber|lockVersion|lock_version)|(?<=[a-z])(?:Version|Revision|ETag|Etag|RowVersion))\b/;
const ORM_VERSION = /@Version\b|\[ConcurrencyCheck\]|\[Timestamp\]|IsRowVersion\s*\(|IsConcurrencyToken\s*\(|version_id_col|__mapper_args__|@VersionColumn|optimisticLock|OptimisticLock/;
const UPDATE = /^(update\w*|save\w*|doUpdate|commit\w*|put\w*|store\w*|write\w*|persist\w*|modify\w*|edit\w*|replace\w*|set[A-Z]\w*|Update\w*|Save\w*|Commit\w*|Put\w*|Store\w*|Write\w*|Persist\w*|Modify\w*|Replace\w*|upsert\w*|Upsert\w*|change\w*|Change\w*|transfer\w*|Transfer\w*|withdraw\w*|deposit\w*)$/;
const REFUSE = /throw|raise|panic|return\s+(?:false|False|null|None|nil|err|errors\.|fmt\.Errorf|Conflict|conflict|409|Result\.fail|\w*Conflict\w*|\w*Error\w*|\w*Stale\w*)|Conflict|Stale|Mismatch|Optimistic|ConcurrentModification|409|\berr\b|reject/;

const trivialSetter = (m: MethodDecl) => /^set[A-Z_]/.test(m.name) && /^\s*(?:this\.|self\.)?_?\w+\s*=\s*[\w.]+\s*;?\s*$/.test(m.body);

/** Update methods of versioned data: they mention a version, belong to a versioned type, or take one. */
function versionedUpdates(model: CodeModel): Member[] {
  const versioned = new Set(model.types.filter((t) => t.fields.some((f) => VERSION.test(f.name))).map((t) => t.name));
  return everyMethod(model, { abstract: false }).filter(({ owner, method }) => UPDATE.test(method.name) && !method.isConstructor && method.body.trim().length > 0 && !trivialSetter(method)
    && (VERSION.test(method.body) || (owner !== undefined && versioned.has(owner.name)) || method.params.some((p) => versioned.has(baseTypeName(p.type))) || (untyped(model) && versioned.size > 0 && /\.(?:save|put|update|set|insert|write|store)\w*\s*\(|\[[^\]]+\]\s*=(?!=)/.test(method.body))));
}

/** Whether a body compares versions (or row counts of a conditional write) and refuses on a mismatch. */
function comparesVersion(model: CodeModel, m: MethodDecl): 'refuses' | 'ignores' | 'none' {
  const conds = conditionals(m.body, model.language).filter((c) => VERSION.test(c.condition) || /\b(?:rows|affected|updated|count|n|result|rowcount|RowsAffected|MatchedCount|ModifiedCount|modifiedCount|changes)\w*\b\s*(?:==|===|<|!=|<=)\s*0|\b0\s*(?:==|===)|RowsAffected\s*\(\s*\)|rowcount|!\s*(?:updated|ok|success|swapped)\b|\bnot\s+(?:updated|ok|swapped)\b/.test(c.condition));
  if (!conds.length) return /compareAndSet|CompareExchange|TryUpdate|replace\s*\(\s*\w+\s*,\s*\w+\s*,|\.ConditionExpression|If-Match|if_match|ifMatch|expectedVersion|expected_version|WHERE\b/i.test(m.body) ? 'refuses' : 'none';
  return conds.some((c) => REFUSE.test(c.then) || exits(c.then)) ? 'refuses' : 'ignores';
}

/** Optimistic lock / version number: an update compares the version it read with the stored one and refuses a stale write. */
export const rejectsStaleVersion: InvariantCheck = (model) => {
  if (ORM_VERSION.test(model.stripped)) return ok();
  const updates = versionedUpdates(model);
  if (!updates.length) return missing('no versioned update found: expected records carrying a version number, and an update that checks the version it read against the stored one before writing', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const site of updates) {
    const verdict = comparesVersion(model, site.method);
    if (reachesMethod(model, site.method, (m) => comparesVersion(model, m) === 'refuses')) continue;
    if (verdict === 'ignores') findings.push({ message: `${named(site)} notices that the version changed but writes anyway instead of refusing the update, so a concurrent change is still overwritten (lost update)`, line: site.method.line });
    else if (VERSION.test(site.method.body) || /save|update|put|write|persist|store/i.test(callsOf(site.method).map((c) => c.name).join(' '))) findings.push({ message: `${named(site)} writes the record without comparing the version it was read at with the stored version, so two concurrent editors silently overwrite each other's changes (lost update) instead of the stale one being rejected`, line: site.method.line });
  }
  return brokenAll(findings);
};

const BUMP = /\b_?(?:version|Version|rowVersion|revision|rev|etag|versionNumber|version_number)\w*\s*(?:\+\+|\+=\s*1|=\s*[\w.()]*\b(?:version|Version|revision|rev|versionNumber)\w*(?:\(\s*\))?\s*\+\s*1)|\+\+\s*[\w.]*(?:version|Version|revision)|set(?:Version|Revision)\s*\([^;\n]*?\+\s*1\s*\)|(?:Version|Revision)\s*\(\s*\)\s*\+\s*1|(?:version|Version|revision)\w*\s*:\s*[\w.]*(?:version|Version|revision)\w*\s*\+\s*1|increment\w*Version|bump\w*|nextVersion|next_version|NextVersion|newVersion|new_version|NewVersion|(?:version|Version)\s*\+\s*1|uuid|Guid\.NewGuid|randomUUID/;

/** Optimistic lock / version number: a successful update stores a new version, so later stale writes are detected. */
export const incrementsVersion: InvariantCheck = (model) => {
  if (ORM_VERSION.test(model.stripped)) return ok();
  const updates = versionedUpdates(model);
  if (!updates.length) return missing('no versioned update found: expected records carrying a version number that every successful update increments', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const site of updates) {
    if (comparesVersion(model, site.method) === 'none' && !VERSION.test(site.method.body)) continue;
    const bumps = reachesMethod(model, site.method, (m) => BUMP.test(m.body));
    // Writing through another component's save/update leaves the version to that store (an ORM, a repository).
    const delegated = callsOf(site.method).some((c) => c.receiver !== null && /^(update|save|persist|merge|Update|Save|Persist|Merge|saveAndFlush|commit|Commit)\w*$/.test(c.name) && /repo|Repo|dao|Dao|DAO|jpa|Jpa|store|Store|session|Session|entityManager|EntityManager|template|Template|db|Db|database|Database|context|Context|client|Client/.test(c.receiver) && !site.owner?.fields.some((f) => c.receiver!.replace(/^(?:this|self)\./, '').replace(/^_+/, '') === f.name.replace(/^_+/, '') && /Map|Dictionary|dict|\{\}|map\[|List|\[\]/.test(f.type ?? '')));
    if (!bumps && !delegated) findings.push({ message: `${named(site)} saves the change without incrementing the version, so the stored version never moves and a client still holding the old copy can overwrite this update without being detected`, line: site.method.line });
  }
  return brokenAll(findings);
};

const CONSUME = /^(handle\w*|consume\w*|process\w*|on[A-Z]\w*|on_\w+|receive\w*|create|apply\w*|Handle\w*|Consume\w*|Process\w*|On[A-Z]\w*|Receive\w*|Create|Apply\w*|execute\w*|Execute\w*|listen\w*)$/;
const MESSAGE_ID = /\b(?:\w+\.)?(?:id|Id|ID|messageId|message_id|MessageId|uuid|Uuid|UUID|requestId|request_id|RequestId|eventId|event_id|EventId|idempotencyKey|idempotency_key|IdempotencyKey|key|Key|dedupId|dedup_id|getId\(\)|getUuid\(\)|getMessageId\(\)|getKey\(\)|uuid\(\))\b/;
const SEEN_LOOKUP = /\.(?:contains\w*|Contains\w*|has|exists\w*|Exists\w*|existsById|findById|FindById|find_by_id|get|Get|getOrDefault|TryGetValue|isProcessed|is_processed|IsProcessed|alreadyProcessed|seen|wasProcessed|find|Find|Any|count|Count|lookup)\s*\(|\bin\s+(?:self\.|this\.)?_?\w+|\b\w+\s*\[\s*\w+(?:\.\w+)?\s*\]/;
const RECORD = /\.(?:add|Add|put|Put|save\w*|Save\w*|insert\w*|Insert\w*|set|Set|mark\w*|Mark\w*|record\w*|Record\w*|store\w*|Store\w*|append|TryAdd|setdefault|putIfAbsent|SetAdd|sadd|SADD|create\w*|Create\w*)\s*\(|\b\w+\s*\[\s*[\w.]+\s*\]\s*=(?!=)/;

/** Idempotent consumer: a message whose id was already processed is skipped, and each processed id is recorded. */
export const skipsProcessedMessages: InvariantCheck = (model) => {
  const consumers = everyMethod(model, { abstract: false }).filter(({ method }) => CONSUME.test(method.name) && !method.isConstructor && method.params.some((p) => !/^receiver /.test(p.type ?? '') && /msg|message|event|request|command|order|payment|record|envelope|notification|job|delivery|uuid|\bid\b|Id$|_id$|key/i.test(`${p.name} ${p.type ?? ''}`)));
  if (!consumers.length) return missing('no message consumer found: expected a handler that receives messages carrying an id and processes each one once', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const site of consumers) {
    const { method } = site;
    const guard = conditionals(method.body, model.language).find((c) => SEEN_LOOKUP.test(c.condition) || /isPresent|is_present|isEmpty|IsPresent|!=\s*null|!==?\s*undefined|is not None|!= nil|\bok\b|Any\(|exists/i.test(c.condition));
    const guardExits = guard && (exits(guard.then) || /\breturn\b/.test(guard.then));
    const lookupBefore = SEEN_LOOKUP.test(method.body) && guard !== undefined;
    if (!guardExits && !lookupBefore && !/\.(?:putIfAbsent|TryAdd|setIfAbsent|SETNX|setnx|add)\s*\([^)]*\)\s*(?:==|===|!=)|if\s*(?:\(\s*)?!?\s*[\w.]+\.(?:add|Add|TryAdd|putIfAbsent|setIfAbsent)\s*\(/.test(method.body)) {
      findings.push({ message: `${named(site)} applies the message without checking whether its id was already processed, so a redelivered duplicate is processed again and its side effects happen twice`, line: method.line });
      continue;
    }
    const records = RECORD.test(method.body.slice(guard ? guard.index : 0)) || callsOf(method).some((c) => /^(markProcessed|mark_processed|MarkProcessed|recordProcessed|record_processed|remember|save|Save|store)$/.test(c.name));
    if (!records) findings.push({ message: `${named(site)} checks for an already processed id but never records the id once it has processed the message, so every duplicate still passes the check and is processed again`, line: method.line });
  }
  return brokenAll(findings);
};
