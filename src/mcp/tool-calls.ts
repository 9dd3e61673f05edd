// The per-call pipeline shared by tools/call and by tools that call other tools (chains): the
// allow-list check, the rate limit, the executor, then the workflow trail, stats and the log line.
// Every tool call in the server goes through here.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { logToolCall } from '../tools/call-log';
import { executeTool } from '../tools/executor';
import type { CallOutcome } from '../tools/executor';
import { findTool } from '../tools/registry';
import { estimateTokens } from '../tools/token-estimate';
import { admitToolCall, quotaMeta, rateLimitedResult } from './rate-limit';
import type { McpRequestContext } from './request-context';
import { recordCallStats } from './stats-recorder';
import { recordToolStep, resolveWorkflow, workflowHandle } from './workflow';
import type { RequestWorkflow } from './workflow';

/** Tools whose results are not written to the trail (it would record the trail inside itself). */
const UNRECORDED_TOOLS = new Set(['workflow_context']);

/** Where a call comes from: the client's request `_meta`, or the workflow (if any) of an outer call. */
export interface CallOrigin {
  requestMeta?: unknown;
  outer?: { workflow: RequestWorkflow | undefined };
}

/**
 * Runs one tool call for this request. An unknown or disallowed tool is a protocol error
 * (-32602); everything else, including invalid arguments and rate limits, is a tool result.
 */
export async function callTool(ctx: McpRequestContext, name: string, args: unknown, signal: AbortSignal | undefined, origin: CallOrigin = {}): Promise<CallToolResult> {
  const tool = findTool(name);
  if (!tool || !ctx.allow.allows(name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  const workflow = origin.outer ? origin.outer.workflow : resolveWorkflow(ctx.sessionId, origin.requestMeta);
  const started = Date.now();

  // Admitted from this isolate's lease of the client's tokens; the RateLimiter is asked only when
  // the lease is spent or expired (src/mcp/rate-lease.ts).
  const admission = ctx.rateBudgets ? await admitToolCall(ctx, name) : undefined;
  let outcome: CallOutcome;
  let result: CallToolResult;
  if (admission && !admission.allowed) {
    outcome = { tool: name, outcome: 'rate_limited', executionMs: Date.now() - started, cacheHit: false, errorCode: 'rate_limited' };
    result = rateLimitedResult(name, admission, ctx.bundle.buildId, started);
  } else {
    outcome = { tool: name, outcome: 'internal_error', executionMs: 0, cacheHit: false };
    result = await executeTool(
      tool,
      args,
      {
        bundle: ctx.bundle,
        documents: ctx.documents,
        sessionId: ctx.sessionId ?? workflow?.key.id,
        signal,
        workflow: workflow && workflowHandle(ctx.env, workflow.key),
        callTool: (innerName, innerArgs, innerSignal) => callTool(ctx, innerName, innerArgs, innerSignal ?? signal, { outer: { workflow } }),
      },
      { onOutcome: (o) => (outcome = o), cacheTtlSeconds: ctx.cacheTtlSeconds, waitUntil: ctx.waitUntil },
    );
  }
  result._meta = { ...result._meta, ...(admission ? quotaMeta(admission) : {}), ...(workflow?.issued ? { workflow_id: workflow.key.id } : {}), estimated_tokens: estimateTokens(result) };

  if (workflow && outcome.outcome !== 'rate_limited' && !UNRECORDED_TOOLS.has(name)) {
    // Awaited, not deferred: a client's next call may read this step (a search's candidates),
    // and a write that lands after the response could be missed by it.
    const ok = result.isError !== true;
    const stored = ok ? result.structuredContent : result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
    await recordToolStep(ctx.env, workflow.key, name, args, ok, stored).catch((err: unknown) => {
      console.error(JSON.stringify({ level: 'error', event: 'workflow_record_failed', tool: name, error: err instanceof Error ? err.name : 'unknown' }));
    });
  }
  recordCallStats(ctx.env, outcome, ctx.waitUntil);
  logToolCall({ tool: name, session: ctx.sessionId ?? workflow?.key.id, durationMs: Date.now() - started, outcome: outcome.outcome, cacheHit: outcome.cacheHit, errorCode: outcome.errorCode, args });
  return result;
}
