// Request accounting for /mcp: every request draws on the client's budgets. A tool call (a
// JSON-RPC request with an id) is charged to its tool buckets by the tool pipeline; every other
// message a POST carries, a `tools/call` notification included, takes one token from the request
// bucket here, and so does every GET and DELETE. A POST is admitted whole or refused whole.
import { RpcErrorCode, httpRpcError } from '../errors';
import { rateLimiterStub } from '../durable/rate-limiter';
import type { RateBudgets } from '../durable/rate-limits-config';
import { RATE_LIMITER } from '../mcp/rate-limit';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../storage/storage-call';

/**
 * Whether a message is a tool call the pipeline charges and runs: a `tools/call` *request*, with a
 * string or number id. A notification of that method is answered by nobody and runs nothing, so it
 * is a plain message like any other.
 */
function isToolCallRequest(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const { method, id } = message as { method?: unknown; id?: unknown };
  return method === 'tools/call' && (typeof id === 'string' || typeof id === 'number');
}

/** Request tokens a POST of `messages` costs: one per message that is not a tool-call request. */
export function requestTokensFor(messages: readonly unknown[]): number {
  let tokens = 0;
  for (const message of messages) if (!isToolCallRequest(message)) tokens += 1;
  return tokens;
}

/**
 * Takes `tokens` from the client's request bucket, or answers 429 with Retry-After. Nothing is
 * asked of the RateLimiter when there is nothing to charge (a lone tool call) or limits are off; a
 * RateLimiter that fails or stalls answers 503 with Retry-After.
 */
export async function chargeRequests(env: Env, budgets: RateBudgets | null, clientId: string, tokens: number): Promise<void> {
  if (!budgets || tokens <= 0) return;
  const admission = await storageCall(RATE_LIMITER, () => rateLimiterStub(env, clientId).takeRequests(budgets.requests, tokens), DURABLE_OBJECT_DEADLINE_MS);
  if (admission.allowed) return;
  const what = tokens > 1 ? `; this request carries ${tokens} messages, each charged` : '';
  throw httpRpcError(429, RpcErrorCode.ServerError, `Too Many Requests: at most ${budgets.requests} requests per minute${what}; retry after ${admission.retryAfterSeconds} s`, {
    'Retry-After': String(admission.retryAfterSeconds),
  });
}
