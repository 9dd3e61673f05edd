// Invariants of resilience patterns: a circuit breaker recovers through half-open after its timeout,
// a retry gives up after a bounded number of attempts, a throttle refuses what is over the limit.
import type { CodeModel, MethodDecl, TypeDecl } from '../../code/model.js';
import { callsIn, conditionals, exits, fieldUses, fieldWrites, lineIn, ownMethods } from '../../code/body.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from './types.js';

const everyMethod = (model: CodeModel): { owner?: TypeDecl; method: MethodDecl }[] => [
  ...model.types.flatMap((t) => ownMethods(t).map((method) => ({ owner: t, method }))),
  ...model.functions.map((method) => ({ method })),
];
const named = (owner: TypeDecl | undefined, m: MethodDecl) => (owner ? `${owner.name}.${m.name}` : m.name);

/** Circuit breaker: after the retry timeout an open breaker lets a trial call through (half-open) and closes on success. */
export const recoversThroughHalfOpen: InvariantCheck = (model) => {
  const breaker = model.types.find((t) => /open/i.test(t.methods.map((m) => m.body).join('\n')) && /fail/i.test(t.fields.map((f) => f.name).join(' ') + t.methods.map((m) => m.name).join(' ')));
  if (!breaker) return missing('no circuit breaker found: expected a wrapper that counts failures, opens after a threshold and refuses calls while open', model.types[0]?.line);
  const text = breaker.methods.map((m) => m.body).join('\n');
  const halfOpen = /half[_-]?open|HalfOpen|HALF_OPEN|trial|probe/i.test(text);
  const timeFields = breaker.fields.filter((f) => /(open|trip|fail|last|since|at|time|until|expir)/i.test(f.name) && /(At|Time|time|Until|until|Since|since|Stamp|stamp|_at|Ms|ms|Ticks)$|^(opened|tripped|last)/.test(f.name));
  // Property getters are not methods in the outline, so the whole snippet is searched for the comparison.
  const comparesTime = timeFields.some((f) => new RegExp(`[-+<>]=?\\s*(?:this\\.|self\\.|\\w\\.)?${f.name}\\b|\\b${f.name}\\s*(?:[-+<>]|\\.(?:Add|add|plus|isBefore|isAfter|Before|After|compareTo|Sub)\\b)|(?:Since|since|Until|until|elapsed|Elapsed)\\s*\\(\\s*(?:this\\.|self\\.|\\w\\.)?${f.name}`).test(model.stripped))
    || /\belapsed|Elapsed|time\.Since|Date\.now\(\)\s*-|now\s*-|currentTimeMillis\(\)\s*-|DateTime\.(?:UtcNow|Now)\s*-|monotonic\(\)\s*-|time\(\)\s*-/.test(text);
  if (halfOpen && comparesTime) return ok();
  const unused = timeFields.find((f) => breaker.methods.every((m) => fieldUses(model, m, f.name).every((i) => fieldWrites(model, m, f.name).some((w) => Math.abs(w - i) < 3))));
  return broken(`${breaker.name} never leaves the open state on its own: ${unused ? `${unused.name} is recorded but never compared with the retry timeout, ` : 'no retry timeout is checked, '}${halfOpen ? '' : 'and there is no half-open trial call, '}so the breaker only closes on a manual reset instead of recovering after the timeout`, breaker.line);
};

/** A loop that cannot end on its own: while(true), for(;;), `for {` in Go, `while True:`. */
const ENDLESS = /\bwhile\s*\(\s*true\s*\)|\bfor\s*\(\s*;\s*;\s*\)|\bwhile\s+True\s*:|\bfor\s*\{/g;

/** Retry: attempts are bounded and the loop gives up (rethrows) once they are used up. */
export const boundedRetries: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let retrying = false;
  for (const { owner, method } of everyMethod(model)) {
    const hasCatch = /\bcatch\b|\bexcept\b|\bif\s+err\s*!=\s*nil|\.catch\s*\(/.test(method.body);
    const waits = /sleep|Sleep|delay|Delay|setTimeout|backoff|Backoff|wait\(|Wait\(|time\.After/.test(method.body);
    if (!hasCatch || !(waits || /retry|attempt/i.test(method.name + method.body))) continue;
    retrying = true;
    for (const m of method.body.matchAll(ENDLESS)) {
      const after = method.body.slice(m.index!);
      const limited = /\b(attempt|tries|retries|retry|count|tried)\w*\s*(?:>=|>|==|<|<=)\s*\w+|\b\w*(max|limit)\w*\s*(?:<=|<|==|>=|>)|(?:>=|>|==)\s*\w*(max|limit)/i.test(after);
      if (!limited) findings.push({ message: `${named(owner, method)} retries in an unbounded loop (${m[0].trim()}) with no maximum number of attempts, so a failure that is not transient is retried forever instead of giving up and rethrowing`, line: lineIn(method, m.index!) });
    }
  }
  if (!retrying) return missing('no retry loop found: expected an operation wrapped in a loop that catches failures, waits and tries again up to a maximum number of attempts', model.types[0]?.line);
  return brokenAll(findings);
};

/** Throttling / rate limiting: once the limit is reached the request is refused, not just logged. */
export const refusesOverLimit: InvariantCheck = (model) => {
  const overLimit = /(?:>=?|==)\s*[\w.]*(?:limit|quota|max|capacity|threshold|allowed|rate|budget|Limit|Quota|Max|Capacity|Threshold|Allowed|Rate|Budget)\w*|[\w.]*(?:limit|quota|max|capacity|threshold|Limit|Quota|Max|Capacity|Threshold)\w*(?:\(\))?\s*(?:<=?)|\b(?:over|exceed|exhausted|overQuota|over_quota|OverQuota|limited|throttled)\w*\b|!\s*\w*\.?(?:allow|tryAcquire|try_acquire|Allow|TryAcquire|acquire)\w*\s*\(|\bnot\s+\w*\.?(?:allow|try_acquire|acquire)\w*\s*\(|\btokens?\s*(?:<=?|==)\s*0/i;
  const findings: Finding[] = [];
  let limited = false;
  for (const { owner, method } of everyMethod(model)) {
    for (const c of conditionals(method.body, model.language)) {
      if (!overLimit.test(c.condition)) continue;
      limited = true;
      if (exits(c.then) || /\bfalse\b|\bFalse\b|Reject|reject|Deny|deny|TooMany|toomany|StatusCode|status_code|statusCode|\b429\b/.test(c.then)) continue;
      const rest = method.body.slice(c.index + c.condition.length + c.then.length);
      const next = callsIn(rest).find((x) => x.receiver !== null && !/^(log|logger|LOG|_log|_logger|console|Console|System\.out|fmt|metrics|counter|this|self)$/i.test(x.receiver));
      const logs = /\blog|warn|Warn|print|console|Log|logger|LOG/.test(c.then);
      findings.push({ message: `${named(owner, method)} notices the caller is over its limit but ${logs ? 'only logs a warning' : 'does not stop'} and carries on${next ? ` to ${next.receiver}.${next.name}()` : ''}, so requests over the quota are never rejected and the rate is not actually limited`, line: lineIn(method, c.index) });
    }
  }
  if (!limited) return missing('no limit check found: expected a count or token bucket per caller compared with a quota, with requests over it refused', model.types[0]?.line);
  return brokenAll(findings);
};
