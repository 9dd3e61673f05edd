// A circuit breaker per tool, per isolate: after repeated infrastructure failures or timeouts a
// tool is refused for a cool-down, then one trial call decides whether it closes again.

/** When a breaker opens and how long it stays open. */
export interface BreakerPolicy {
  /** Consecutive failures (infrastructure faults, timeouts) that open the breaker. @default 5 */
  failureThreshold: number;
  /** How long an open breaker refuses calls before letting one trial through. @default 30000 */
  cooldownMs: number;
}

const DEFAULT_BREAKER_POLICY: BreakerPolicy = { failureThreshold: 5, cooldownMs: 30_000 };

export type BreakerState = 'closed' | 'open' | 'half_open';

/** The breaker's answer to "may this call run?". */
export type Admission =
  | { admitted: true; state: BreakerState }
  | { admitted: false; state: 'open' | 'half_open'; retryAfterMs: number; message: string };

/**
 * One tool's breaker. Isolate memory on purpose: a failing dependency shows up in every isolate
 * within a few calls, and a shared (Durable Object) breaker would add a round trip to every call.
 */
export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;

  constructor(
    private readonly tool: string,
    private readonly policy: BreakerPolicy = DEFAULT_BREAKER_POLICY,
  ) {}

  /** Whether a call may run now. In half-open state only one trial call runs at a time. */
  admit(now = Date.now()): Admission {
    if (this.state === 'open') {
      const remaining = this.openedAt + this.policy.cooldownMs - now;
      if (remaining > 0) {
        return {
          admitted: false,
          state: 'open',
          retryAfterMs: remaining,
          message:
            `${this.tool} is temporarily unavailable: the circuit breaker opened after ${this.failures} consecutive failures. ` +
            `It half-opens in ${Math.ceil(remaining / 1000)} s and lets one trial call through; retry then.`,
        };
      }
      this.state = 'half_open';
    }
    if (this.state === 'half_open') {
      if (this.trialInFlight) {
        return {
          admitted: false,
          state: 'half_open',
          retryAfterMs: 1000,
          message: `${this.tool} is half-open after repeated failures and a trial call is running; retry in a second.`,
        };
      }
      this.trialInFlight = true;
      return { admitted: true, state: 'half_open' };
    }
    return { admitted: true, state: 'closed' };
  }

  /** The call finished in a way that shows the tool works (including model-fixable errors). */
  recordSuccess(): void {
    this.state = 'closed';
    this.failures = 0;
    this.trialInFlight = false;
  }

  /** The call failed internally or timed out. */
  recordFailure(now = Date.now()): void {
    this.failures += 1;
    this.trialInFlight = false;
    if (this.state === 'half_open' || this.failures >= this.policy.failureThreshold) {
      this.state = 'open';
      this.openedAt = now;
    }
  }

  /** The call ended without telling us anything (cancelled): free the trial slot. */
  recordNeutral(): void {
    this.trialInFlight = false;
  }

  get current(): BreakerState {
    return this.state;
  }
}

/** The breaker of a tool that has none of its own: always closed, remembers nothing. */
export const NO_BREAKER: Pick<CircuitBreaker, 'admit' | 'recordSuccess' | 'recordFailure' | 'recordNeutral'> = {
  admit: () => ({ admitted: true, state: 'closed' }),
  recordSuccess: () => undefined,
  recordFailure: () => undefined,
  recordNeutral: () => undefined,
};

const breakers = new Map<string, CircuitBreaker>();

/** The isolate's breaker for a tool, created on first use. */
export function breakerFor(tool: string, policy?: Partial<BreakerPolicy>): CircuitBreaker {
  let breaker = breakers.get(tool);
  if (!breaker) {
    breaker = new CircuitBreaker(tool, { ...DEFAULT_BREAKER_POLICY, ...policy });
    breakers.set(tool, breaker);
  }
  return breaker;
}

/** Forgets every breaker (tests start each case closed). */
export function resetBreakers(): void {
  breakers.clear();
}
