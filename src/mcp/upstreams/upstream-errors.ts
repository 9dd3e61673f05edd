// Why an upstream operation failed, in a few words a model or an operator can act on, and whether
// the failure says the upstream is unwell (it then counts against the upstream's breaker).
import { ProtocolError, SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { breakerFor } from '../../tools/circuit-breaker';
import type { CircuitBreaker } from '../../tools/circuit-breaker';
import { maskSecrets } from '../../tools/secret-masking';

/**
 * The breaker an upstream's discovery and all its tools share: one upstream down is one failure
 * source, and once it opens neither calls nor tools/list wait on it until it half-opens.
 */
export function upstreamBreaker(upstream: string): CircuitBreaker {
  return breakerFor(`upstream ${upstream}`);
}

export type UpstreamFailure =
  /** Nothing answered (refused, reset, DNS). */
  | 'unreachable'
  /** An HTTP error status instead of an MCP answer. */
  | 'http'
  /** No answer within the budget. */
  | 'timeout'
  /** The upstream answered with a JSON-RPC error: it is up, it refused this request. */
  | 'protocol'
  /** The answer was larger than the limit. */
  | 'too_large'
  /** The upstream wants input from the user mid-call (elicitation, sampling). */
  | 'input_required'
  /** Anything else the client could not make sense of. */
  | 'broken';

/** A failed upstream operation; the message is already masked and short. */
export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(maskSecrets(message).slice(0, 300));
    this.name = 'UpstreamError';
  }

  /** Failures that say the upstream is unwell, as opposed to refusing one request. */
  get unwell(): boolean {
    return this.failure !== 'protocol' && this.failure !== 'input_required';
  }
}

/** "MCP error -32602: MCP error -32602: Unknown tool" → "Unknown tool". */
function withoutCodePrefixes(message: string): string {
  return message.replace(/^(?:(?:MCP error -?\d+|Streamable HTTP error|Version negotiation probe failed|Error POSTing to endpoint(?: \(HTTP \d+\))?):\s*)+/i, '').split('\n')[0]!.trim();
}

/** An UpstreamError anywhere in the cause chain (our own bounded fetch raises them). */
function ownError(err: unknown): UpstreamError | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (e instanceof UpstreamError) return e;
    const next: unknown = (e as { cause?: unknown }).cause ?? (e as { data?: { cause?: unknown } }).data?.cause;
    e = next;
  }
  return undefined;
}

/** The innermost message of a network failure ("Network connection lost", "connect ECONNREFUSED …"). */
function networkReason(err: unknown): string {
  let reason = err instanceof Error ? err.message : String(err);
  let cause: unknown = (err as { data?: { cause?: unknown } }).data?.cause ?? (err as { cause?: unknown }).cause;
  for (let depth = 0; cause instanceof Error && depth < 4; depth++) {
    reason = cause.message;
    cause = cause.cause;
  }
  return withoutCodePrefixes(reason);
}

/** Classifies anything an SDK client operation threw. */
export function upstreamErrorOf(err: unknown): UpstreamError {
  const own = ownError(err);
  if (own) return own;
  if (err instanceof ProtocolError) return new UpstreamError('protocol', `the upstream refused it (${err.code}): ${withoutCodePrefixes(err.message)}`);
  if (err instanceof SdkError) {
    const status = (err.data as { status?: unknown } | undefined)?.status;
    if (typeof status === 'number') {
      const hint = status === 401 || status === 403 ? ' (check the secrets its headers name)' : status === 404 ? ' (is the url its MCP endpoint?)' : '';
      return new UpstreamError('http', `the upstream answered HTTP ${status}${hint}`, status);
    }
    if (err.code === SdkErrorCode.RequestTimeout) return new UpstreamError('timeout', 'the upstream did not answer in time');
    if (err.code === SdkErrorCode.UnsupportedResultType || /input_required/i.test(err.message)) {
      return new UpstreamError('input_required', 'the upstream asked for input from the user (elicitation or sampling), which a mounted tool cannot pass on');
    }
    if (err.code === SdkErrorCode.SendFailed || err.code === SdkErrorCode.ConnectionClosed || /fetch|network|connect/i.test(err.message)) {
      return new UpstreamError('unreachable', `could not connect: ${networkReason(err)}`);
    }
    return new UpstreamError('broken', withoutCodePrefixes(err.message));
  }
  if (err instanceof TypeError || /network|fetch failed|ECONN|connection/i.test(String((err as Error)?.message))) {
    return new UpstreamError('unreachable', `could not connect: ${networkReason(err)}`);
  }
  return new UpstreamError('broken', err instanceof Error ? `${err.name}: ${withoutCodePrefixes(err.message)}` : 'unknown failure');
}

/**
 * Classifies a failed upstream operation and tells the upstream's breaker: a failure that says
 * the upstream is unwell counts against it; a refusal of this one request shows it is up.
 */
export function recordUpstreamFailure(breaker: CircuitBreaker, err: unknown): UpstreamError {
  const failure = upstreamErrorOf(err);
  if (failure.unwell) breaker.recordFailure();
  else breaker.recordSuccess();
  return failure;
}
