// Invariants of resilience patterns: a circuit breaker recovers through half-open after its timeout,
// a retry gives up after a bounded number of attempts, a throttle refuses what is over the limit.
import type { CodeModel, MethodDecl, TypeDecl } from '../../code/model.js';
import { callsIn, conditionals, exits, fieldUses, fieldWrites, lineIn, ownMethods } from '../../code/body.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from './types.js';
import { everyMethod, named } from './members.js';

/** Breakers from resilience libraries recover through half-open on their own (Polly, resilience4j, gobreaker, pybreaker, opossum, cockatiel). */
const LIBRARY_BREAKER = /\bCircuitBreaker(?:Async)?\s*\(|\bAdvancedCircuitBreaker\w*\s*\(|\bAddCircuitBreaker\b|\bCircuitBreaker\.of(?:Defaults)?\s*\(|\bCircuitBreakerRegistry\b|\bgobreaker\.NewCircuitBreaker\b|\bpybreaker\.CircuitBreaker\b|\bnew\s+CircuitBreaker\s*\(\s*\w+\s*,\s*\{|\bcircuitBreaker\s*\(\s*handle\w*/;

/** Circuit breaker: after the retry timeout an open breaker lets a trial call through (half-open) and closes on success. */
export const recoversThroughHalfOpen: InvariantCheck = (model) => {
  // State names are often strings ('open', "half_open") that the outline blanks, so the class's name and methods count too.
  const breaker = model.types.find((t) => /fail/i.test(t.fields.map((f) => f.name).join(' ') + t.methods.map((m) => m.name).join(' '))
    && (/open/i.test(t.methods.map((m) => m.body).join('\n')) || /breaker|circuit/i.test(t.name) || t.methods.some((m) => /trip|open/i.test(m.name))));
  if (!breaker) {
    if (LIBRARY_BREAKER.test(model.stripped)) return ok();
    // A breaker written as a function wrapping the call (Go's `func Breaker(c Circuit, threshold uint32) Circuit`).
    const wrapper = everyMethod(model, { constructors: false }).find(({ method }) => /(?:fail\w*|Failures\s*\(\s*\))\s*>=?\s*\w*(?:threshold|Threshold|max|Max|limit|Limit)\w*/.test(method.body) && /\breturn\s+(?:func\s*\(|\([^)]*\)\s*=>|\w+\s*=>|lambda\b)/.test(method.body));
    if (wrapper) {
      return /\.After\s*\(|\.Before\s*\(|time\.Since|Date\.now\(\)\s*-|monotonic\(\)\s*-|isAfter|isBefore|elapsed/i.test(wrapper.method.body) ? ok()
        : broken(`${named(wrapper.owner, wrapper.method)} fails fast once the failure threshold is reached but never lets a trial call through after a timeout, so the breaker stays open until the process restarts`, wrapper.method.line);
    }
    return missing('no circuit breaker found: expected a wrapper that counts failures, opens after a threshold and refuses calls while open', model.types[0]?.line);
  }
  // The half-open step may live in state classes or helpers beside the breaker, so the whole snippet is read.
  const text = model.stripped;
  const halfOpen = /half[_-]?open|HalfOpen|HALF_OPEN|trial|probe/i.test(text);
  const timeFields = model.types.flatMap((t) => t.fields).filter((f) => /(open|trip|fail|last|since|at|time|until|expir)/i.test(f.name) && /(At|Time|time|Until|until|Since|since|Stamp|stamp|_at|Ms|ms|Ticks)$|^_?(opened|tripped|last)/.test(f.name));
  // Property getters are not methods in the outline, so the whole snippet is searched for the comparison.
  const comparesTime = timeFields.some((f) => new RegExp(`[-+<>]=?\\s*(?:this\\.|self\\.|\\w\\.)?${f.name}\\b|\\b${f.name}\\s*(?:[-+<>]|\\.(?:Add|add|plus|isBefore|isAfter|Before|After|compareTo|Sub)\\b)|(?:Since|since|Until|until|elapsed|Elapsed)\\s*\\(\\s*(?:this\\.|self\\.|\\w\\.)?${f.name}`).test(text))
    || /\belapsed|Elapsed|time\.Since|Date\.now\(\)\s*-|now\s*-|currentTimeMillis\(\)\s*-|DateTime\.(?:UtcNow|Now)\s*-|monotonic\(\)\s*-|time\(\)\s*-/.test(text)
    // A timer that moves the breaker on after the timeout: setTimeout, a scheduled executor, time.AfterFunc, call_later.
    || /\bsetTimeout\s*\(|\bschedule\w*\s*\(|\btime\.AfterFunc\s*\(|\bcall_later\s*\(|\bnew\s+Timer\s*\(/.test(text);
  if (halfOpen && comparesTime) return ok();
  // Without a visible half-open name (string states are blanked), the recovery shows as a state change once the timeout has passed.
  const timeTest = /\belapsed|Elapsed|time\.Since|Date\.now\(\)\s*-|\bnow\s*-|currentTimeMillis\(\)\s*-|DateTime\.(?:UtcNow|Now)\s*-|monotonic\(\)\s*-|\btime\(\)\s*-|isAfter|isBefore|\.After\(|\.Before\(/;
  const transitions = everyMethod(model, { constructors: false }).some(({ method }) => conditionals(method.body, model.language).some((c) => timeTest.test(c.condition) && /[\w\]]\s*=(?!=)/.test(c.then)))
    || /\b(?:setTimeout|schedule\w*|time\.AfterFunc|call_later)\s*\([^;]{0,120}?(?:=>|func\s*\(|lambda|->)[^;]{0,120}?\w\s*=(?!=)/.test(text);
  if (comparesTime && transitions) return ok();
  const unused = timeFields.find((f) => breaker.methods.every((m) => fieldUses(model, m, f.name).every((i) => fieldWrites(model, m, f.name).some((w) => Math.abs(w - i) < 3))));
  return broken(`${breaker.name} stays open until someone resets it: ${unused ? `${unused.name} is stored yet never checked against a retry timeout, ` : 'nothing checks a retry timeout, '}${halfOpen ? '' : 'no half-open state lets one trial call through, '}so the circuit cannot recover by itself once the timeout has passed`, breaker.line);
};

/** A loop that cannot end on its own: while(true), for(;;), `for {` in Go, `while True:`, or one that runs until a success flag. */
const ENDLESS = /\bwhile\s*\(\s*true\s*\)|\bfor\s*\(\s*;\s*;\s*\)|\bwhile\s+True\s*:|\bfor\s*\{|\bwhile\s*\(\s*!\s*[\w.]+\s*\)|\bwhile\s+not\s+[\w.]+\s*:/g;

/** Retry libraries: bounded when given a count, unbounded when told to retry forever (tenacity's bare @retry does). */
const LIBRARY_RETRY = /\b(?:WaitAndRetry\w*|Retry(?:Async)?)\s*\(\s*\d|\bAddRetry\b|\bstop_after_attempt\b|\bmax_tries\s*=|\bmaxAttempts\b|\bmax_attempts\s*=|\bRetry\.of\b|\bretry\.Attempts\s*\(|@Retryable\b|\bRetryPolicy\b|\bretries\s*:\s*\d|\bmaxRetries\s*:\s*\d/;
const RETRY_FOREVER = /\bWaitAndRetryForever\w*\s*\(|\bRetryForever\w*\s*\(|^\s*@(?:tenacity\.)?retry\s*(?:\(\s*\))?\s*$/m;

/** Retry: attempts are bounded and the loop gives up (rethrows) once they are used up. */
export const boundedRetries: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let retrying = false;
  const forever = RETRY_FOREVER.exec(model.stripped);
  if (forever) findings.push({ message: `the retry policy (${forever[0].trim()}) puts no upper bound on attempts, so an error that will never go away is tried again and again and never reaches the caller; stop after a maximum attempt count`, line: model.lineOf(forever.index) });
  for (const { owner, method } of everyMethod(model, { constructors: false })) {
    const hasCatch = /\bcatch\b|\bexcept\b|\berr\s*[!=]=\s*nil|\.catch\s*\(/.test(method.body);
    const waits = /sleep|Sleep|delay|Delay|setTimeout|backoff|Backoff|wait\(|Wait\(|time\.After/.test(method.body);
    if (!hasCatch || !(waits || /retry|attempt/i.test(method.name + method.body))) continue;
    retrying = true;
    // Retrying by calling itself again from the failure path: bounded only if an attempt count goes down (or up) with each call.
    const self = new RegExp(`(?<![\\w.])(?:(?:this|self|\\w+)\\.)?${method.name}\\s*\\(([^)]*)\\)`, 'g');
    const failure = method.body.search(/\bcatch\b|\bexcept\b|\berr\s*!=\s*nil|\.catch\s*\(/);
    const recursive = [...method.body.matchAll(self)].filter((r) => r.index! > failure);
    if (recursive.length && !recursive.some((r) => /[-+]\s*1\b|[-+]=|\+\+|--/.test(r[1])) && !/\b(attempt|tries|retries|retry|count|left|remaining|n)\w*\s*(?:<=?|>=?|==)/i.test(method.body)) {
      findings.push({ message: `${named(owner, method)} retries by calling itself again on failure with no attempt count, so a failure that is not transient is retried forever instead of giving up`, line: lineIn(method, recursive[0].index!) });
    }
    for (const m of method.body.matchAll(ENDLESS)) {
      // `do { … } while (true)` keeps its limit check before the loop condition, so the whole body is read.
      const after = /^\}?\s*while/.test(method.body.slice(Math.max(0, m.index! - 2), m.index! + 5).trim()) || /\}\s*$/.test(method.body.slice(0, m.index!)) ? method.body : method.body.slice(m.index!);
      const limited = /\b(attempt|tries|retries|retry|count|tried)\w*(?:\.\w+\(\))?\s*(?:>=|>|==|<|<=)\s*[\w.]+|\b\w*(max|limit)\w*\s*(?:<=|<|==|>=|>)|(?:>=|>|==)\s*[\w.]*(max|limit)/i.test(after);
      if (!limited) findings.push({ message: `${named(owner, method)} keeps retrying in a loop with no exit (${m[0].trim()}) and no cap on attempts, so a permanent error is tried again and again instead of being rethrown`, line: lineIn(method, m.index!) });
    }
  }
  if (!retrying && !forever) {
    if (LIBRARY_RETRY.test(model.stripped)) return ok();
    return missing('no retry loop found: expected an operation wrapped in a loop that catches failures, waits and tries again up to a maximum number of attempts', model.types[0]?.line);
  }
  return brokenAll(findings);
};

/** Limiters from libraries and platforms enforce the limit themselves (they reject or make the caller wait). */
const LIBRARY_LIMITER = /\brate\.NewLimiter\b|\bRateLimiter\.create\b|\bRateLimiter\.of\b|\bAddRateLimiter\b|\bRateLimitPartition\b|\b(?:FixedWindow|SlidingWindow|TokenBucket|Concurrency)RateLimiter\b|\bEnableRateLimiting\b|\brateLimit\s*\(\s*\{|@limiter\.limit\b|\bnew\s+Bottleneck\b|\bRateLimiterMemory\b/;
/** A positive budget test (`if (tokens >= 1)`, `if self.remaining > 0`) whose refusal comes after it. */
const BUDGET = /\b(?:tokens?|permits?|remaining|available|allowance|budget|credits?)\w*\s*(?:>=?|>)\s*[\w.]+/i;
const REFUSAL = /\breturn\s+(?:false|False|nil\s*,\s*\w*Err\w*|\w*Err\w*)\b|\bthrow\b|\braise\b|Reject|reject|Deny|deny|TooMany|\b429\b|StatusTooManyRequests/;

/** Throttling / rate limiting: once the limit is reached the request is refused, not just logged. */
export const refusesOverLimit: InvariantCheck = (model) => {
  const overLimit = /(?:>=?|==)\s*[\w.]*(?:limit|quota|max|capacity|threshold|allowed|rate|budget|Limit|Quota|Max|Capacity|Threshold|Allowed|Rate|Budget)\w*|[\w.]*(?:limit|quota|max|capacity|threshold|Limit|Quota|Max|Capacity|Threshold)\w*(?:\(\))?\s*(?:<=?)|\b(?:over|exceed|exhausted|overQuota|over_quota|OverQuota|limited|throttled)\w*\b|!\s*\w*\.?(?:allow|tryAcquire|try_acquire|Allow|TryAcquire|acquire)\w*\s*\(|\bnot\s+\w*\.?(?:allow|try_acquire|acquire)\w*\s*\(|\btokens?\s*(?:<=?|==)\s*0|\b(?:tokens?|permits?|remaining|available|allowance|budget|credits?)\w*\s*(?:<=?|==)\s*[\w.]+/i;
  const findings: Finding[] = [];
  let limited = LIBRARY_LIMITER.test(model.stripped);
  for (const { owner, method } of everyMethod(model, { constructors: false })) {
    for (const c of conditionals(method.body, model.language)) {
      if (!overLimit.test(c.condition)) {
        // A token bucket admits while tokens remain; it refuses after the branch (`return false`).
        if (BUDGET.test(c.condition)) {
          limited = true;
          if (!REFUSAL.test(method.body.slice(c.index + c.condition.length + c.then.length)) && !REFUSAL.test(c.then)) findings.push({ message: `${named(owner, method)} only admits requests while the budget lasts but never refuses the others (no false, error or 429 once it is spent), so requests over the quota still go through`, line: lineIn(method, c.index) });
        }
        continue;
      }
      // Clamping a refilled bucket to its capacity (`if (tokens > capacity) tokens = capacity`) is not a request check.
      if (/^\s*\{?\s*(?:(?:this|self|\w)\.)?\w+\s*=\s*(?:(?:this|self|\w)\.)?\w*(?:capacity|limit|max|burst)\w*\s*;?\s*\}?\s*$/i.test(c.then)) continue;
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
