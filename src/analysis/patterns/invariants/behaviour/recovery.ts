// Failure handling across services: a fallback answers when the primary fails, a saga compensates
// the steps already done, a commander keeps a failed operation for a later retry, and backpressure
// keeps the producer to the consumer's pace.
import type { CodeModel } from '../../../code/model.js';
import { callsIn, conditionals, lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callsOf, inLoop, keywordBlocks } from './shared.js';
import { type Member, everyMethod, named } from '../members.js';

/** Failure branches of a body: catch/except blocks, Go `if err != nil`, `.catch(` and failed-result checks. */
function failureBranches(model: CodeModel, body: string): { index: number; text: string }[] {
  const out = keywordBlocks(body, model.language, 'catch');
  if (model.language !== 'python') {
    for (const c of conditionals(body, model.language)) if (/\berr\s*!=\s*nil|!\s*\w*(?:ok|success|succeeded|Success|Succeeded|IsSuccess)\b|\.(?:isFailure|IsFailure|failed|Failed|isError|IsError)\b|==\s*(?:false|FAILURE|Status\.FAIL\w*|\w+\.(?:FAIL|ROLLBACK)\w*)|(?:status|result)\s*(?:==|===)\s*\w*\.?(?:FAIL|ERROR|ROLLBACK)/.test(c.condition)) out.push({ index: c.index, text: c.then });
    for (const m of body.matchAll(/\.catch\s*\(\s*(?:\(?\s*\w*\s*(?:\)\s*)?=>\s*)?([^;]*)/g)) out.push({ index: m.index!, text: m[1] });
  }
  return out;
}

const FALLBACK = /fallback|Fallback|default|Default|backup|Backup|secondary|Secondary|cache|Cache|cached|Cached|degraded|Degraded|stale|Stale|alternative|Alternative|static\w*Response|placeholder/;
const RETHROWS = /^\s*(?:throw\b|raise\b(?!\s*\w+\s*\.)|panic\s*\(|return\s+(?:[^,\n]+,\s*)?err\b|return\s+(?:[^,\n]+,\s*)?fmt\.Errorf\b|return\s+Promise\.reject\b)/m;

/** Fallback: when the primary call fails, the caller gets the fallback's answer instead of the failure. */
export const fallsBackOnFailure: InvariantCheck = (model) => {
  const sites = everyMethod(model, { abstract: false }).filter(({ method }) => failureBranches(model, method.body).length > 0 && callsOf(method).some((c) => c.receiver !== null && /primary|remote|service|client|api|upstream|backend|provider|dependency|source|http/i.test(c.receiver)));
  const withFallback = sites.filter(({ method }) => FALLBACK.test(method.body));
  if (!sites.length || (!withFallback.length && !FALLBACK.test(model.stripped))) return missing('no fallback found: expected a call to a primary service whose failure (exception, timeout, open circuit) is answered by a fallback — a cached, default or secondary response', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of sites) {
    for (const b of failureBranches(model, site.method.body)) {
      if (FALLBACK.test(b.text) && !RETHROWS.test(b.text)) continue;
      if (RETHROWS.test(b.text) && !FALLBACK.test(b.text)) findings.push({ message: `${named(site)} rethrows when the primary call fails instead of returning the fallback response, so the failure cascades to the caller`, line: lineIn(site.method, b.index) });
      else if (!FALLBACK.test(b.text) && /log|Log|LOG|print|console/.test(b.text)) findings.push({ message: `${named(site)} only logs the failure of the primary call and does not answer with the fallback, so the caller gets nothing (null/empty) instead of the degraded response`, line: lineIn(site.method, b.index) });
    }
  }
  return brokenAll(findings);
};

const COMPENSATE = /\b(?:compensat\w*|rollback|rollBack|roll_back|undo|Undo|revert|Revert|cancel\w*|Cancel\w*|Compensat\w*|Rollback|refund|Refund|release\w*|unbook|unreserve)\s*\(/;
const REVERSE = /\breversed\s*\(|\.reverse\s*\(|\bReverse\s*\(|\bdescendingIterator\b|\bCollections\.reverse\b|\bslices\.Reverse\b|--\s*\)|\bi--|\bi\s*-=\s*1|\bk--|\bj--|\.pop\s*\(|\.Pop\s*\(|\.removeLast\s*\(|\bStack\b|\bDeque\b|\bLinkedList\b[^;]*push|\bpush\s*\(|\bunshift\s*\(|\[::-1\]|\bdownTo\b|\brange\s*\(\s*len\s*\([^)]*\)\s*-\s*1\s*,\s*-1|\.addFirst\s*\(|\.insert\s*\(\s*0\s*,|\bprepend/;

/** Saga: when a step fails, the steps already completed are compensated, in reverse order. */
export const compensatesCompletedSteps: InvariantCheck = (model) => {
  const orchestrators = everyMethod(model, { abstract: false }).filter(({ method }) => failureBranches(model, method.body).length > 0 && (callsOf(method).filter((c) => /^(execute|process|run|perform|apply|call|invoke|book\w*|reserve\w*|charge\w*|pay\w*|withdraw\w*|transaction|create\w*|debit\w*|ship\w*|place\w*|order\w*)$/i.test(c.name)).length >= 2 || loopsOverSteps(model, { method } as Member)));
  if (!orchestrators.length && !COMPENSATE.test(model.stripped)) return missing('no saga found: expected a sequence of local transactions (steps) run in order, each with a compensating action that undoes it when a later step fails', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of orchestrators) {
    const branches = failureBranches(model, site.method.body);
    const compensates = branches.some((b) => COMPENSATE.test(b.text) || callsIn(b.text).some((c) => everyMethod(model, { abstract: false }).some((o) => o.method.name === c.name && COMPENSATE.test(o.method.body))));
    if (!compensates) {
      findings.push({ message: `${named(site)} stops when a step fails without compensating the steps that already completed, so their effects (bookings, payments) stay in place and the services end up inconsistent`, line: lineIn(site.method, branches[0].index) });
      continue;
    }
    const compensationSite = [site, ...everyMethod(model, { abstract: false }).filter((o) => branches.some((b) => callsIn(b.text).some((c) => c.name === o.method.name)))].find((s) => COMPENSATE.test(s.method.body))!;
    const body = compensationSite.method.body;
    const at = body.search(COMPENSATE);
    if (at >= 0 && inLoop(body, at, model.language) && !REVERSE.test(body) && !REVERSE.test(site.method.body)) findings.push({ message: `${named(compensationSite)} compensates the steps in the order they ran (or all of them) instead of undoing the completed ones in reverse order, so a compensation can run before the step that depends on it has been undone`, line: lineIn(compensationSite.method, at) });
  }
  return brokenAll(findings);
};

function loopsOverSteps(model: CodeModel, site: Member): boolean {
  return /\bfor\b[^\n{]*\b(?:steps|chapters|transactions|stages|actions|participants|services|operations|Steps|Chapters)\b/.test(site.method.body) && callsOf(site.method).some((c) => /^(execute|process|run|perform|apply|Execute|Process|Run|Perform|Apply|invoke|call)$/.test(c.name));
}

const QUEUE_FOR_LATER = /\b(?:queue|Queue|retry\w*|Retry\w*|pending|Pending|outbox|Outbox|backlog|deadLetter|dead_letter|schedule\w*|Schedule\w*|enqueue|Enqueue|later|Later)\w*\b/;

/** Commander: an operation that fails on a remote service is kept (queued) for a later retry, not dropped. */
export const queuesFailedOperations: InvariantCheck = (model) => {
  const sites = everyMethod(model, { abstract: false }).filter(({ method }) => failureBranches(model, method.body).length > 0 && callsOf(method).some((c) => c.receiver !== null && /service|Service|client|Client|payment|shipping|messaging|employee|db|database|gateway|api/i.test(c.receiver)));
  if (!sites.length) return missing('no coordinator found: expected a commander that calls several remote services for one operation and, when a call fails, stores the operation for a later retry so the services eventually agree', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const site of sites) {
    for (const b of failureBranches(model, site.method.body)) {
      if (QUEUE_FOR_LATER.test(b.text) || RETHROWS.test(b.text)) continue;
      findings.push({ message: `${named(site)} gives up when the remote call fails (${/log|Log|LOG|print|console/.test(b.text) ? 'it only logs the error' : 'the error is dropped'}) instead of queuing the operation for a later retry, so the services stay inconsistent`, line: lineIn(site.method, b.index) });
    }
  }
  return brokenAll(findings);
};

const UNBOUNDED = /\brequest\s*\(\s*(?:Long\.MAX_VALUE|Integer\.MAX_VALUE|long\.MaxValue|int\.MaxValue|Number\.MAX_SAFE_INTEGER|Infinity|math\.MaxInt\w*|sys\.maxsize|float\s*\(\s*['"]inf|\w*[Uu]nbounded\w*)|\brequestUnbounded\s*\(|\bonBackpressureBuffer\s*\(\s*\)/;
const UNBOUNDED_BUFFER = /\bnew\s+(?:LinkedBlockingQueue|LinkedBlockingDeque|ConcurrentLinkedQueue|LinkedList|ArrayDeque)\s*<[^>]*>\s*\(\s*\)|\bqueue\.Queue\s*\(\s*\)|\basyncio\.Queue\s*\(\s*\)|\bChannel\.CreateUnbounded\b|\bnew\s+BlockingCollection\s*<[^>]*>\s*\(\s*\)|\bnew\s+ConcurrentQueue\s*</;
const BOUNDED = /\brequest\s*\(\s*\w+\s*\)|\bArrayBlockingQueue\b|\bnew\s+LinkedBlockingQueue\s*<[^>]*>\s*\(\s*\w+|\bmaxsize\s*=|\bQueue\s*\(\s*\d+|\bChannel\.CreateBounded\b|\bBoundedCapacity\b|\bBlockingCollection\s*<[^>]*>\s*\(\s*\w+|\bmake\s*\(\s*chan\b|\bonBackpressure\w+|\blimitRate\b|\bbuffer\s*\(\s*\d|\bhighWaterMark\b|\bdemand\b|\brequested\b|\bcredits?\b|\bpermits\b|\bwindow\w*\b|\bSemaphore\w*\b|\.length\s*>=?\s*\w+|\blen\s*\([^)]*\)\s*>=?\s*\w+|\.size\s*\(\s*\)\s*>=?\s*\w+|\.Count\s*>=?\s*\w+/;

/** Backpressure: the consumer bounds what the producer may send — finite demand, a bounded buffer, or blocking. */
export const consumerBoundsDemand: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const site of everyMethod(model, { abstract: false })) {
    const unbounded = UNBOUNDED.exec(site.method.body);
    if (unbounded) findings.push({ message: `${named(site)} requests unbounded demand (${unbounded[0].trim()}), so the publisher may emit as fast as it likes and the slow consumer is flooded; request a bounded number of items and ask for more as they are processed`, line: lineIn(site.method, unbounded.index) });
  }
  const buffer = UNBOUNDED_BUFFER.exec(model.stripped);
  if (buffer && !BOUNDED.test(model.stripped.replace(buffer[0], ''))) findings.push({ message: `the buffer between producer and consumer is unbounded (${buffer[0].trim()}), so a fast producer is never slowed down and the backlog grows without limit; bound it and make the producer block, wait or drop when it is full`, line: model.lineOf(buffer.index) });
  if (findings.length) return brokenAll(findings);
  return BOUNDED.test(model.stripped) || /\bBaseSubscriber\b|\bSubscription\b|\bFlow\.Subscriber\b|\bhookOnNext\b|\bonNext\b/.test(model.stripped) ? ok() : missing('no backpressure found: expected the consumer to signal how much it can take (request(n), credits) or a bounded buffer that blocks or sheds load when full', model.types[0]?.line ?? model.functions[0]?.line);
};
