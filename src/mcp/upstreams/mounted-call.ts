// Runs one call of a mounted tool on its upstream, with what the executor gives built-ins: the
// upstream's breaker, the time budget, cancellation passed on upstream, masking of secrets in
// what comes back, and the same `_meta`. The result is the upstream's (content blocks,
// structuredContent, isError) as it came, masked; failures say which tool on which upstream.
import { ToolError } from '../../errors';
import { CallStop } from '../../tools/call-stop';
import { finishedCallMeta } from '../../tools/call-meta';
import type { CallOutcome, CallOutcomeKind, MeteredCall } from '../../tools/call-meta';
import { maskDeep, maskSecrets } from '../../tools/secret-masking';
import type { ToolCallResult, ToolContentBlock } from '../../tools/types';
import { MissingSecretError, upstreamHeaders } from '../../upstreams/secret-headers';
import type { McpRequestContext } from '../request-context';
import type { MountedTarget } from './mounted-catalog';
import { withoutReservedKeys } from './mounted-catalog';
import { callUpstreamTool } from './upstream-client';
import { recordUpstreamFailure, upstreamBreaker } from './upstream-errors';

/**
 * Calls the mounted tool. Never throws: every failure is an `isError` result whose text starts
 * "call tool X on upstream Y: ". `onOutcome` gets the outcome for stats and the log line.
 */
export async function callMountedTool(ctx: McpRequestContext, target: MountedTarget, args: Record<string, unknown>, signal: AbortSignal | undefined, onOutcome: (o: CallOutcome) => void): Promise<ToolCallResult> {
  const { upstream } = target;
  const context = `call tool ${target.tool} on upstream ${upstream.name}`;
  const call: MeteredCall = { tool: target.name, buildId: ctx.bundle.buildId, started: Date.now(), cacheHit: false, origin: { upstream: upstream.name, upstream_tool: target.tool }, onOutcome };
  const failed = (message: string, kind: CallOutcomeKind, extra: Record<string, unknown>): ToolCallResult => ({ content: [{ type: 'text', text: maskSecrets(`${context}: ${message}`) }], isError: true, _meta: finishedCallMeta(call, kind, extra) });

  let headers: Record<string, string>;
  try {
    headers = upstreamHeaders(upstream, ctx.env as unknown as Record<string, unknown>, ctx.authorization, true);
  } catch (err) {
    if (err instanceof MissingSecretError) return failed(err.message, 'upstream_error', { error_code: 'upstream_misconfigured' });
    throw err;
  }
  const breaker = upstreamBreaker(upstream.name);
  const admission = breaker.admit();
  if (!admission.admitted) {
    return failed(admission.message, 'circuit_open', { error_code: 'circuit_open', circuit: admission.state, retry_after_seconds: Math.ceil(admission.retryAfterMs / 1000) });
  }
  const budget = upstream.timeoutMs;
  const stop = new CallStop(budget, () => new ToolError(`did not finish within ${budget} ms and was cancelled upstream`, 'timeout'), signal);
  const run = callUpstreamTool({ url: upstream.url, headers, timeoutMs: budget }, target.verdict, target.tool, args, target.definition, stop.signal);
  // A stopped call still tells the upstream (notifications/cancelled, or its stream closed) and
  // ends its session after this response: keep that work alive.
  ctx.waitUntil(run.catch(() => undefined));
  try {
    const result = await Promise.race([run, stop.stopped]);
    breaker.recordSuccess();
    const masked = maskResult(result as UpstreamResult);
    const meta = finishedCallMeta(call, masked.isError ? 'tool_error' : 'ok', masked.isError ? { error_code: 'upstream_tool_error' } : {});
    return { ...masked, _meta: { ...withoutReservedKeys(masked._meta), ...meta } };
  } catch (err) {
    if (err instanceof ToolError && err.code === 'timeout') {
      breaker.recordFailure();
      return failed(err.message, 'timeout', { error_code: 'timeout', timeout_ms: budget });
    }
    if (stop.cancelled) {
      breaker.recordNeutral();
      return failed('cancelled by the client; the upstream was told', 'cancelled', { error_code: 'cancelled' });
    }
    const failure = recordUpstreamFailure(breaker, err);
    const kind: CallOutcomeKind = failure.unwell ? 'upstream_error' : 'tool_error';
    return failed(failure.message, kind, { error_code: `upstream_${failure.failure}`, ...(failure.status ? { http_status: failure.status } : {}) });
  } finally {
    stop.dispose();
  }
}

interface UpstreamResult {
  content?: unknown;
  structuredContent?: unknown;
  isError?: unknown;
  _meta?: Record<string, unknown>;
}

/**
 * The upstream's result with every secret-shaped string masked: text blocks, embedded text
 * resources, structured content. Binary blocks (images, audio, blobs) pass untouched.
 */
function maskResult(result: UpstreamResult): ToolCallResult {
  const content = Array.isArray(result.content) ? (result.content as ToolContentBlock[]).map(maskBlock) : [];
  return {
    content,
    ...(result.structuredContent !== undefined ? { structuredContent: maskDeep(result.structuredContent) as Record<string, unknown> } : {}),
    ...(result.isError === true ? { isError: true } : {}),
    ...(result._meta ? { _meta: maskDeep(result._meta) } : {}),
  };
}

function maskBlock(block: ToolContentBlock): ToolContentBlock {
  if (block.type === 'text') return typeof block.text === 'string' ? { ...block, text: maskSecrets(block.text) } : block;
  if (block.type === 'resource') {
    const resource = block.resource as { text?: unknown } | undefined;
    return typeof resource?.text === 'string' ? { ...block, resource: { ...resource, text: maskSecrets(resource.text) } } : block;
  }
  if (block.type === 'resource_link' && typeof block.description === 'string') return { ...block, description: maskSecrets(block.description) };
  return block;
}
