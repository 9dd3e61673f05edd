// Tools that exist only in tests: slow, waiting, flaky and echoing tools to drive the executor.
import { z } from 'zod';
import { InfrastructureError, ToolError } from '../../../src/errors';
import { registerTool } from '../../../src/tools/registry';
import { defineTool } from '../../../src/tools/types';

const anyOutput = z.object({}).passthrough();

/** A deferred promise, for synchronising on "the handler has started" without sleeps. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Never finishes on its own; times out after 50 ms. Resolves `aborted` when its signal fires. */
export const slowProbe = { started: deferred(), aborted: deferred<unknown>() };
export const slowTool = defineTool({
  name: 'test_slow',
  title: 'slow',
  description: 'test only',
  version: '1.0.0',
  inputSchema: z.object({}),
  outputSchema: anyOutput,
  annotations: { readOnlyHint: true },
  timeoutMs: 50,
  cacheable: false,
  handler: (_input, ctx) =>
    new Promise(() => {
      slowProbe.started.resolve();
      ctx.signal.addEventListener('abort', () => slowProbe.aborted.resolve(ctx.signal.reason));
    }),
});

/** Waits until cancelled (30 s budget). */
export const waitProbe: { reason: unknown } = { reason: undefined };
export const waitTool = defineTool({
  name: 'test_wait',
  title: 'wait',
  description: 'test only',
  version: '1.0.0',
  inputSchema: z.object({}),
  outputSchema: anyOutput,
  annotations: { readOnlyHint: true },
  timeoutMs: 30_000,
  cacheable: false,
  handler: (_input, ctx) =>
    new Promise((_resolve, reject) => {
      ctx.signal.addEventListener('abort', () => {
        waitProbe.reason = ctx.signal.reason;
        reject(ctx.signal.reason);
      });
    }),
});

/**
 * Fails as storage failing would (`fail`), as a fault of ours that one input exposes (`bug`), with a
 * model-fixable error, or succeeds, as `flaky.mode` says.
 */
export const flaky = { mode: 'fail' as 'fail' | 'bug' | 'ok' | 'tool_error', runs: 0 };
export const flakyTool = defineTool({
  name: 'test_flaky',
  title: 'flaky',
  description: 'test only',
  version: '1.0.0',
  inputSchema: z.object({}),
  outputSchema: anyOutput,
  annotations: { readOnlyHint: true },
  cacheable: false,
  breaker: { failureThreshold: 3, cooldownMs: 30_000 },
  async handler() {
    flaky.runs += 1;
    if (flaky.mode === 'fail') throw new InfrastructureError('backend exploded with secret stack');
    if (flaky.mode === 'bug') throw new RangeError('Maximum call stack size exceeded');
    if (flaky.mode === 'tool_error') throw new ToolError('pattern_name "x" is unknown', 'not_found');
    return { fine: true };
  },
});

/** Returns its text argument unchanged, so masking of outputs can be observed. */
export const echoTool = defineTool({
  name: 'test_echo',
  title: 'echo',
  description: 'test only',
  version: '1.0.0',
  inputSchema: z.object({ text: z.string().max(20_000), note: z.string().max(1000).optional() }),
  outputSchema: z.object({ text: z.string() }),
  annotations: { readOnlyHint: true },
  cacheable: false,
  handler: async (input) => ({ text: input.text }),
});

/** Counts its runs and is cacheable, to observe cache hits. */
export const counted = { runs: 0 };
export const countedTool = defineTool({
  name: 'test_counted',
  title: 'counted',
  description: 'test only',
  version: '1.0.0',
  inputSchema: z.object({ a: z.string(), b: z.number().default(3) }),
  outputSchema: z.object({ run: z.number() }),
  annotations: { readOnlyHint: true, idempotentHint: true },
  handler: async () => ({ run: ++counted.runs }),
});

/** Registers every test tool (idempotent). */
export function registerTestTools(): void {
  for (const tool of [slowTool, waitTool, flakyTool, echoTool, countedTool]) registerTool(tool);
}
