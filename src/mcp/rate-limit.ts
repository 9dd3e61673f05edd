// The rate-limit step of the tool pipeline: admit each call from this isolate's lease of the
// client's tokens (asking the client's RateLimiter only when the lease is spent or expired), and
// turn a refusal into a tool result that says when to retry; the remaining quota goes into `_meta`.
import { rateLimiterStub } from '../durable/rate-limiter';
import type { ToolAdmission } from '../durable/rate-limiter';
import type { RateBudgets } from '../durable/rate-limits-config';
import { refusedResult } from '../tools/executor';
import type { ToolCallResult } from '../tools/types';
import { admitFromLease } from './rate-lease';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../storage/storage-call';
import type { McpRequestContext } from './request-context';

/**
 * Checks and takes one call from the client's buckets (`budgets`: the deployment's, or those with a
 * mounted tool's upstream budget added). Admitted calls never exceed the budget; see
 * src/mcp/rate-lease.ts for how leases keep that exact. Throws StorageUnavailableError when the
 * client's RateLimiter fails or stalls: the call is then refused, never run unchecked.
 */
export function admitToolCall(ctx: McpRequestContext, tool: string, budgets: RateBudgets = ctx.rateBudgets!): Promise<ToolAdmission> {
  return admitFromLease(ctx.clientId, tool, budgets, (request) => storageCall(RATE_LIMITER, () => rateLimiterStub(ctx.env, ctx.clientId).leaseTool(tool, budgets, request), DURABLE_OBJECT_DEADLINE_MS));
}

/** What a failed or stalled RateLimiter call is reported as. */
export const RATE_LIMITER = 'the rate limiter';

/** The quota part of `_meta`: what is left this minute, for the tool and for all tools. */
export function quotaMeta(a: ToolAdmission): Record<string, unknown> {
  return {
    rate_limit: {
      ...(a.toolLimit !== null ? { tool_remaining: a.toolRemaining, tool_limit_per_minute: a.toolLimit } : {}),
      ...(a.upstreamLimit !== undefined ? { upstream_remaining: a.upstreamRemaining, upstream_limit_per_minute: a.upstreamLimit } : {}),
      all_tools_remaining: a.allRemaining,
      all_tools_limit_per_minute: a.allLimit,
    },
    ...(a.allowed ? {} : { retry_after_seconds: a.retryAfterSeconds }),
  };
}

const withUpstream = new WeakMap<RateBudgets, Map<string, RateBudgets>>();

/** The deployment's budgets plus one upstream's, built once per pair. */
export function upstreamBudgets(budgets: RateBudgets, upstream: string, perMinute: number): RateBudgets {
  let byUpstream = withUpstream.get(budgets);
  if (!byUpstream) withUpstream.set(budgets, (byUpstream = new Map()));
  const key = `${upstream}\u0000${perMinute}`;
  let combined = byUpstream.get(key);
  if (!combined) byUpstream.set(key, (combined = { ...budgets, perUpstream: { [upstream]: perMinute } }));
  return combined;
}

/** The result of a refused call. Worded for the model: wait, then retry. */
export function rateLimitedResult(tool: string, a: ToolAdmission, buildId: string, started: number): ToolCallResult {
  const which =
    a.limitedBy === 'tool'
      ? `${tool} allows ${a.toolLimit} calls per minute`
      : a.limitedBy === 'upstream'
        ? `the tools of its upstream together allow ${a.upstreamLimit} calls per minute`
        : `all tools together allow ${a.allLimit} calls per minute`;
  return refusedResult(tool, `Rate limited: ${which} for this client. Retry after ${a.retryAfterSeconds} s.`, buildId, started, { error_code: 'rate_limited', limited_by: a.limitedBy });
}
