// What every tool call reports, built-in or mounted from an upstream: the outcome (for stats and
// the log line) and the `_meta` its result carries (tool, timing, cache hit, bundle, start time).
// One place builds both, so the two kinds of call can never drift apart in what clients see.

export type CallOutcomeKind =
  | 'ok'
  | 'tool_error'
  | 'invalid_arguments'
  | 'timeout'
  | 'cancelled'
  | 'internal_error'
  | 'circuit_open'
  | 'rate_limited'
  /** A storage binding (KV, R2, a Durable Object) failed or stalled; the same call can be retried. */
  | 'unavailable'
  /** A mounted tool's upstream could not be reached or answered with an HTTP error. */
  | 'upstream_error';

/** What a call reports about itself, for `_meta`, logs and stats. */
export interface CallOutcome {
  tool: string;
  outcome: CallOutcomeKind;
  executionMs: number;
  cacheHit: boolean;
  errorCode?: string;
}

/** One call being metered. `cacheHit` may change while the call runs (a cached answer found). */
export interface MeteredCall {
  tool: string;
  buildId: string;
  /** When the call started (epoch ms). */
  started: number;
  cacheHit: boolean;
  /** Fields that say where a mounted tool lives (`upstream`, `upstream_tool`), after `tool`. */
  origin?: Record<string, unknown>;
  /** Told the outcome once per finished call; an observer that throws never changes the result. */
  onOutcome?: (outcome: CallOutcome) => void;
}

/** The `_meta` of a call's result: the call's own fields, then `extra` (error code, circuit state, notes). */
export function callMeta(call: MeteredCall, extra: Record<string, unknown> = {}, executionMs = Date.now() - call.started): Record<string, unknown> {
  return { tool: call.tool, ...call.origin, execution_ms: executionMs, cache_hit: call.cacheHit, build_id: call.buildId, timestamp: new Date(call.started).toISOString(), ...extra };
}

/** Reports a finished call's outcome to its observer and returns its result's `_meta`, both with the same timing. */
export function finishedCallMeta(call: MeteredCall, outcome: CallOutcomeKind, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const executionMs = Date.now() - call.started;
  const errorCode = typeof extra.error_code === 'string' ? extra.error_code : undefined;
  try {
    call.onOutcome?.({ tool: call.tool, outcome, executionMs, cacheHit: call.cacheHit, errorCode });
  } catch {
    // Observers must never change a call's result.
  }
  return callMeta(call, extra, executionMs);
}
