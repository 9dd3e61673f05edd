// The single path every tool call takes: look up, validate, run under a time budget, and shape
// the MCP result (structured content, the same JSON as text, and `_meta`).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ToolError, publicErrorMessage } from '../errors';
import type { AnyToolDefinition, ToolContext } from './types';
import { describeIssues } from './validation-message';

/** Default and maximum per-call time budgets. */
export const DEFAULT_TOOL_TIMEOUT_MS = 10_000;
export const MAX_TOOL_TIMEOUT_MS = 30_000;

/** What the executor reports about one call, for `_meta`, logs and stats. */
export interface CallOutcome {
  tool: string;
  outcome: 'ok' | 'tool_error' | 'invalid_arguments' | 'timeout' | 'cancelled' | 'internal_error';
  executionMs: number;
}

/** Context for one call, minus the signal the executor creates. */
export type CallContext = Omit<ToolContext, 'signal'> & { signal?: AbortSignal };

/**
 * Runs one tool call. Never throws: every failure becomes an `isError` result that tells the
 * model what to change. Unknown tools are the caller's concern (a protocol error).
 */
export async function executeTool(
  tool: AnyToolDefinition,
  args: unknown,
  ctx: CallContext,
  onOutcome?: (outcome: CallOutcome) => void,
): Promise<CallToolResult> {
  const started = Date.now();
  const meta = (outcome: CallOutcome['outcome']) => {
    const executionMs = Date.now() - started;
    onOutcome?.({ tool: tool.name, outcome, executionMs });
    return {
      tool: tool.name,
      execution_ms: executionMs,
      cache_hit: false,
      build_id: ctx.bundle.buildId,
      timestamp: new Date(started).toISOString(),
    };
  };

  const parsed = tool.inputSchema.safeParse(args ?? {});
  if (!parsed.success) {
    return errorResult(`Invalid arguments for ${tool.name}: ${describeIssues(parsed.error.issues, args)}`, meta('invalid_arguments'));
  }

  const budget = Math.min(tool.timeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS, MAX_TOOL_TIMEOUT_MS);
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(ctx.signal?.reason);
  ctx.signal?.addEventListener('abort', onParentAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new ToolError(`${tool.name} did not finish within ${budget} ms`, 'timeout'));
      reject(new ToolError(`${tool.name} did not finish within ${budget} ms; narrow the request (fewer results, a more specific pattern) and try again`, 'timeout'));
    }, budget);
  });
  const cancelled = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });

  try {
    const output = await Promise.race([tool.handler(parsed.data, { ...ctx, signal: controller.signal }), timeout, cancelled]);
    return {
      content: [{ type: 'text', text: JSON.stringify(output) }],
      structuredContent: output as Record<string, unknown>,
      _meta: meta('ok'),
    };
  } catch (err) {
    if (err instanceof ToolError) {
      return errorResult(err.message, { ...meta(err.code === 'timeout' ? 'timeout' : 'tool_error'), error_code: err.code, ...err.detail });
    }
    if (ctx.signal?.aborted) return errorResult(`${tool.name} was cancelled`, meta('cancelled'));
    return errorResult(`${tool.name} failed: ${publicErrorMessage(err)}`, meta('internal_error'));
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    ctx.signal?.removeEventListener('abort', onParentAbort);
  }
}

function errorResult(message: string, meta: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true, _meta: meta };
}
