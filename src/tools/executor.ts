// The single path every tool call takes: validate, serve from cache, consult the tool's circuit
// breaker, run under a time budget that the client can cancel, mask secrets, and shape the MCP
// result (structured content, the same JSON as text, and `_meta`). Only infrastructure faults and
// calls that run out of time count against a breaker: nothing a caller sends can open one.
import { InfrastructureError, StorageUnavailableError, ToolError, publicErrorMessage } from '../errors';
import { callMeta, finishedCallMeta } from './call-meta';
import type { CallOutcome, MeteredCall } from './call-meta';
import { CallStop } from './call-stop';
import { NO_BREAKER, breakerFor } from './circuit-breaker';
import { readCachedOutput, resultCacheKey, writeCachedOutput } from './result-cache';
import { outputJson } from './output-json';
import { maskDeep, maskSecrets } from './secret-masking';
import type { AnyToolDefinition, ToolCallResult, ToolContext } from './types';
import { describeIssues } from './validation-message';

/** Default and maximum per-call time budgets. */
const DEFAULT_TOOL_TIMEOUT_MS = 10_000;
const MAX_TOOL_TIMEOUT_MS = 30_000;
/** How long cached results live when the deployment does not say (seconds). */
const DEFAULT_CACHE_TTL_S = 300;

/** Context for one call, minus the signal the executor creates. */
export type CallContext = Omit<ToolContext, 'signal'> & { signal?: AbortSignal };

export interface ExecuteOptions {
  /** Called once with the outcome, before the result is returned. */
  onOutcome?: (outcome: CallOutcome) => void;
  /** Lifetime of cached results in seconds; 0 turns the cache off. @default 300 */
  cacheTtlSeconds?: number;
  /** Keeps background work (the Cache API write) alive after the response. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** Whether a tool's results may be reused: idempotent, read-only tools unless they opt out. */
function isCacheable(tool: AnyToolDefinition): boolean {
  return tool.cacheable ?? (tool.annotations.idempotentHint === true && tool.annotations.readOnlyHint === true);
}

/**
 * Runs one tool call. Never throws: every failure becomes an `isError` result that tells the
 * model what to change. Unknown tools are the caller's concern (a protocol error).
 */
export async function executeTool(tool: AnyToolDefinition, args: unknown, ctx: CallContext, options: ExecuteOptions = {}): Promise<ToolCallResult> {
  const call: MeteredCall = { tool: tool.name, buildId: ctx.bundle.buildId, started: Date.now(), cacheHit: false, onOutcome: options.onOutcome };

  const parsed = tool.inputSchema.safeParse(args ?? {});
  if (!parsed.success) {
    const message = `Invalid arguments for ${tool.name}: ${describeIssues(parsed.error.issues, args)}`;
    return errorResult(maskSecrets(message), finishedCallMeta(call, 'invalid_arguments', { error_code: 'invalid_arguments' }));
  }

  const ttl = options.cacheTtlSeconds ?? DEFAULT_CACHE_TTL_S;
  // A result judged by a model is kept apart from the rules judge's answer to the same arguments;
  // a tool's cache variant (a scoped call's day, for waivers) keeps answers of different days apart.
  const variant = tool.cacheVariant?.(parsed.data, call.started);
  const judge = ctx.model?.client ? ctx.model.model : undefined;
  const keyed = variant === undefined && judge === undefined ? parsed.data : { args: parsed.data, ...(variant !== undefined ? { variant } : {}), ...(judge !== undefined ? { judge } : {}) };
  const cacheKey = isCacheable(tool) && ttl > 0 ? await resultCacheKey(tool.name, keyed, ctx.bundle.buildId, ctx.links?.key) : undefined;
  if (cacheKey) {
    const cached = await readCachedOutput(cacheKey);
    if (cached) {
      call.cacheHit = true;
      return successResult(cached.output, finishedCallMeta(call, 'ok'));
    }
  }

  // Cached answers are served even while the breaker is open: they do not touch the failing path.
  // A tool without a breaker of its own (a chain) runs its steps through theirs.
  const breaker = tool.breaker === false ? NO_BREAKER : breakerFor(tool.name, tool.breaker);
  const admission = breaker.admit();
  if (!admission.admitted) {
    return errorResult(admission.message, finishedCallMeta(call, 'circuit_open', { error_code: 'circuit_open', circuit: admission.state, retry_after_seconds: Math.ceil(admission.retryAfterMs / 1000) }));
  }
  const circuit = admission.state === 'closed' ? {} : { circuit: admission.state };

  const budget = Math.min(tool.timeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS, MAX_TOOL_TIMEOUT_MS);
  // The time budget stops the call as a cancel does; either way it stops with the reason.
  const stop = new CallStop(
    budget,
    () => new ToolError(`${tool.name} did not finish within ${budget} ms and was stopped; narrow the request (fewer results, a more specific pattern or query) and try again`, 'timeout'),
    ctx.signal,
  );

  const notes: Record<string, unknown> = {};
  try {
    const run = tool.handler(parsed.data, {
      ...ctx,
      get signal() {
        return stop.signal;
      },
      annotate: (extra) => Object.assign(notes, extra),
    });
    // A handler that ignores its signal keeps running after a timeout; its late failure is not ours.
    run.catch(() => undefined);
    const output = maskDeep((await Promise.race([run, stop.stopped])) as Record<string, unknown>);
    breaker.recordSuccess();
    if (cacheKey) writeCachedOutput(cacheKey, { output }, ttl, options.waitUntil);
    return successResult(output, finishedCallMeta(call, 'ok', { ...circuit, ...notes }));
  } catch (err) {
    if (err instanceof ToolError && err.code === 'timeout') {
      breaker.recordFailure();
      return errorResult(err.message, finishedCallMeta(call, 'timeout', { error_code: 'timeout', timeout_ms: budget, ...circuit }));
    }
    if (stop.cancelled) {
      breaker.recordNeutral();
      return errorResult(`${tool.name} was cancelled by the client`, finishedCallMeta(call, 'cancelled', { error_code: 'cancelled' }));
    }
    if (err instanceof StorageUnavailableError) {
      // Infrastructure, not the caller: it counts against the breaker, and the model is told to retry as is.
      breaker.recordFailure();
      return errorResult(storageUnavailableText(tool.name, err), finishedCallMeta(call, 'unavailable', { error_code: 'storage_unavailable', retry_after_seconds: err.retryAfterSeconds, ...circuit }));
    }
    if (err instanceof ToolError) {
      // The tool worked and told the model what to change: that is not a breaker failure.
      breaker.recordSuccess();
      return errorResult(maskSecrets(err.message), finishedCallMeta(call, 'tool_error', { error_code: err.code, ...maskDeep(err.detail) }));
    }
    // Storage or a Durable Object failed: the infrastructure, which every caller shares. Any other
    // failure follows from this call's input (a fault of ours it exposes) and must not let one
    // caller open the breaker for all.
    if (err instanceof InfrastructureError) breaker.recordFailure();
    else breaker.recordNeutral();
    return errorResult(`${tool.name} failed: ${publicErrorMessage(err)}`, finishedCallMeta(call, 'internal_error', { error_code: 'internal_error', ...circuit }));
  } finally {
    stop.dispose();
  }
}

/** What a model reads when storage failed under a call: nothing changed, the same call can be sent again. */
export function storageUnavailableText(tool: string, err: StorageUnavailableError): string {
  return `${tool} could not finish: ${err.message}. The same call can be sent again as it is.`;
}

/**
 * The result of a call the pipeline refused before the tool ran (a rate limit, a malformed
 * workflow handle), with the same `_meta` fields as the executor's own results plus `extra`.
 */
export function refusedResult(tool: string, message: string, buildId: string, started: number, extra: Record<string, unknown>): ToolCallResult {
  return errorResult(message, callMeta({ tool, buildId, started, cacheHit: false }, extra));
}

function successResult(output: Record<string, unknown>, meta: Record<string, unknown>): ToolCallResult {
  return { content: [{ type: 'text', text: outputJson(output) }], structuredContent: output, _meta: meta };
}

function errorResult(message: string, meta: Record<string, unknown>): ToolCallResult {
  return { content: [{ type: 'text', text: message }], isError: true, _meta: meta };
}
