// The per-call pipeline shared by tools/call and by tools that call other tools (chains): the
// allow-list check, the workflow handle, the rate limit, the executor (or, for a tool mounted from
// an upstream server, the upstream call), then the workflow trail, stats and the log line. Every
// tool call in the server goes through here, in both protocol eras.
import { StorageUnavailableError, UnknownToolError } from '../errors';
import { argumentShapeProblem } from '../tools/argument-bounds';
import { logToolCall } from '../tools/call-log';
import { executeTool, refusedResult, storageUnavailableText } from '../tools/executor';
import type { CallOutcome } from '../tools/call-meta';
import { outputJson, outputWithField } from '../tools/output-json';
import { findTool } from '../tools/registry';
import { estimateTokens } from '../tools/token-estimate';
import type { ToolCallResult } from '../tools/types';
import { WORKFLOW_ID_ARGUMENT } from '../tools/workflow-handle';
import { admitToolCall, quotaMeta, rateLimitedResult, upstreamBudgets } from './rate-limit';
import type { McpRequestContext } from './request-context';
import { recordCallStats } from './stats-recorder';
import { handleArgumentProblem, recordToolStep, resolveWorkflow, takeHandleArgument, workflowHandle } from './workflow';
import type { RequestWorkflow } from './workflow';
import { modelAccessFor } from './model-access';
import { callMountedTool } from './upstreams/mounted-call';
import { resolveMountedTool } from './upstreams/mounted-catalog';
import type { MountedTarget } from './upstreams/mounted-catalog';

/** Tools whose results are not written to the trail (it would record the trail inside itself). */
const UNRECORDED_TOOLS = new Set(['workflow_context']);

/** Where a call comes from: the client's request `_meta`, or the workflow (if any) of an outer call. */
export interface CallOrigin {
  requestMeta?: unknown;
  outer?: { workflow: RequestWorkflow | undefined };
}

/**
 * Runs one tool call for this request. An unknown or disallowed tool throws UnknownToolError (the
 * protocol layer answers -32602); everything else, including invalid arguments, a malformed
 * workflow handle and rate limits, is a tool result.
 */
export async function callTool(ctx: McpRequestContext, name: string, rawArgs: unknown, signal: AbortSignal | undefined, origin: CallOrigin = {}): Promise<ToolCallResult> {
  const tool = findTool(name);
  // Built-ins are found first, so their calls never look at upstreams; a name no built-in has may
  // be a mounted tool (`<upstream>__<tool>`), checked against the same allow-list inside.
  let mounted: MountedTarget | undefined;
  if (!tool) mounted = await resolveMountedTool(ctx, name);
  else if (!ctx.allow.allows(name)) throw new UnknownToolError(name);
  const started = Date.now();
  // The handle belongs to the pipeline, not the tool: it never reaches validation or the cache key.
  // A chain's steps run in the chain's workflow, whatever handle a step names.
  const { args, handle } = mounted?.ownsWorkflowId ? { args: rawArgs, handle: undefined } : takeHandleArgument(rawArgs);
  const problem = origin.outer ? undefined : handleArgumentProblem(handle);
  const workflow = origin.outer ? origin.outer.workflow : problem ? undefined : resolveWorkflow(ctx.sessionId, handle, origin.requestMeta, ctx.owner);

  let outcome: CallOutcome;
  let result: ToolCallResult;
  const budgets = ctx.rateBudgets && mounted ? upstreamBudgets(ctx.rateBudgets, mounted.upstream.name, mounted.upstream.callsPerMinute) : ctx.rateBudgets;
  let admission: Awaited<ReturnType<typeof admitToolCall>> | undefined;
  let unavailable: StorageUnavailableError | undefined;
  try {
    admission = problem || !budgets ? undefined : await admitToolCall(ctx, name, budgets);
  } catch (err) {
    // No answer from the rate limiter: the call is refused, never run unchecked.
    if (!(err instanceof StorageUnavailableError)) throw err;
    unavailable = err;
  }
  // Arguments too deep or too large never reach a tool or an upstream: every walk past this point
  // (validation, reference resolution, masking, the log line, an upstream's serialisation) is safe.
  const shapeProblem = problem || unavailable || (admission && !admission.allowed) ? undefined : argumentShapeProblem(args);
  if (problem || shapeProblem) {
    outcome = { tool: name, outcome: 'invalid_arguments', executionMs: 0, cacheHit: false, errorCode: 'invalid_arguments' };
    result = refusedResult(name, problem ?? `Invalid arguments for ${name}: ${shapeProblem}`, ctx.bundle.buildId, started, { error_code: 'invalid_arguments' });
  } else if (unavailable) {
    outcome = { tool: name, outcome: 'unavailable', executionMs: Date.now() - started, cacheHit: false, errorCode: 'storage_unavailable' };
    result = refusedResult(name, storageUnavailableText(name, unavailable), ctx.bundle.buildId, started, { error_code: 'storage_unavailable', retry_after_seconds: unavailable.retryAfterSeconds });
  } else if (admission && !admission.allowed) {
    outcome = { tool: name, outcome: 'rate_limited', executionMs: Date.now() - started, cacheHit: false, errorCode: 'rate_limited' };
    result = rateLimitedResult(name, admission, ctx.bundle.buildId, started);
  } else if (mounted) {
    outcome = { tool: name, outcome: 'upstream_error', executionMs: 0, cacheHit: false };
    result = await callMountedTool(ctx, mounted, (args ?? {}) as Record<string, unknown>, signal, (o) => (outcome = o));
  } else {
    outcome = { tool: name, outcome: 'internal_error', executionMs: 0, cacheHit: false };
    result = await executeTool(
      tool!,
      args,
      {
        bundle: ctx.bundle,
        documents: ctx.documents,
        links: ctx.links,
        sessionId: ctx.sessionId ?? workflow?.key.id,
        signal,
        workflow: workflow && workflowHandle(ctx.env, workflow.key),
        model: modelAccessFor(ctx),
        callTool: (innerName, innerArgs, innerSignal) => callTool(ctx, innerName, innerArgs, innerSignal ?? signal, { outer: { workflow } }),
      },
      { onOutcome: (o) => (outcome = o), cacheTtlSeconds: ctx.cacheTtlSeconds, waitUntil: ctx.waitUntil },
    );
  }

  // A call refused before it ran (rate limit, no rate limiter, arguments past the bounds) leaves no step.
  if (workflow && !unavailable && outcome.outcome !== 'rate_limited' && !shapeProblem && !UNRECORDED_TOOLS.has(name)) {
    const ok = result.isError !== true;
    const stored = ok && result.structuredContent ? result.structuredContent : textOf(result);
    recordToolStep(ctx.env, workflow.key, name, args, ok, stored, ctx.waitUntil);
  }
  result._meta = { ...result._meta, ...(admission ? quotaMeta(admission) : {}), ...(workflow?.issued ? { [WORKFLOW_ID_ARGUMENT]: workflow.key.id } : {}) };
  if (workflow?.key.type === 'workflow' && !origin.outer) result = withHandle(result, workflow, !mounted);
  result._meta = { ...result._meta, estimated_tokens: estimateTokens(result) };
  recordCallStats(ctx.env, outcome, ctx.waitUntil);
  logToolCall({
    tool: name,
    session: ctx.sessionId ?? workflow?.key.id,
    durationMs: Date.now() - started,
    outcome: outcome.outcome,
    cacheHit: outcome.cacheHit,
    errorCode: outcome.errorCode,
    args: shapeProblem ? undefined : args,
    ...(mounted ? { upstream: mounted.upstream.name } : {}),
    ...(result.isError ? { error: textOf(result) } : {}),
  });
  return result;
}

/** The text blocks of a result, joined. */
function textOf(result: ToolCallResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).filter(Boolean).join('\n');
}

/**
 * The result carrying its workflow handle where a model reads it: in the structured output (and
 * so in its JSON text), or, for a failed first call and for a mounted tool (whose result passes
 * through as its upstream sent it), in a text block at the end.
 */
function withHandle(result: ToolCallResult, workflow: RequestWorkflow, inOutput: boolean): ToolCallResult {
  const id = workflow.key.id;
  if (inOutput && result.structuredContent) {
    const structuredContent = outputWithField(result.structuredContent, WORKFLOW_ID_ARGUMENT, id);
    return { ...result, content: [{ type: 'text', text: outputJson(structuredContent) }], structuredContent };
  }
  if (!workflow.issued) return result;
  const note = `workflow_id: ${id} (send it as workflow_id with later calls to continue this workflow)`;
  return { ...result, content: [...result.content, { type: 'text', text: note }] };
}
