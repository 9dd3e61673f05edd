// run_tool_chain: several tool calls in one request, each step able to use what earlier steps
// returned (`${steps.NAME.field}`). Every step goes through the same pipeline as tools/call, so
// the allow-list, rate limits, timeouts and workflow recording apply per step.
import { z } from 'zod';
import { ToolError, UnknownToolError } from '../errors';
import { MAX_WALK_DEPTH, tooDeep } from './argument-bounds';
import { defineTool } from './types';
import type { ToolCallResult } from './types';

const RUN_TOOL_CHAIN = 'run_tool_chain';
/** Most steps in one chain; a longer workflow should be several chains or plain calls. */
const MAX_CHAIN_STEPS = 10;
/** Longest error text kept per step. */
const MAX_STEP_ERROR_CHARS = 2_000;

const stepName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'step names are letters, digits and _, starting with a letter (at most 40)')
  .describe('What later steps call this step, e.g. "search".');

const stepSchema = z
  .object({
    name: stepName,
    tool: z.string().min(1).max(100).describe('Tool to call (not run_tool_chain).'),
    args: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('The tool\'s arguments; "${steps.NAME.path}" strings take values from earlier results.'),
    stop_on_error: z.boolean().default(true).describe('false: record a failure and go on.'),
  })
  .strict();

const inputSchema = z
  .object({
    steps: z
      .array(stepSchema)
      .min(1)
      .max(MAX_CHAIN_STEPS)
      .describe('The calls to make, in order.')
      .superRefine((steps, ctx) => {
        const seen = new Set<string>();
        steps.forEach((step, i) => {
          if (seen.has(step.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `step name "${step.name}" is used twice` });
          seen.add(step.name);
          if (step.tool === RUN_TOOL_CHAIN) ctx.addIssue({ code: 'custom', path: [i, 'tool'], message: 'a chain cannot run run_tool_chain; list the steps directly' });
        });
      }),
  })
  .strict();

const stepResult = z.object({
  name: z.string(),
  tool: z.string(),
  status: z.enum(['ok', 'error', 'skipped']),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.string().optional(),
  execution_ms: z.number(),
});

const outputSchema = z.object({
  completed: z.boolean().describe('Every step ran and none failed.'),
  stopped_at: z.string().optional(),
  steps: z.array(stepResult),
});

type StepResult = z.infer<typeof stepResult>;

export const runToolChainTool = defineTool({
  name: RUN_TOOL_CHAIN,
  title: 'Run several tool calls in sequence',
  description:
    'Run several tool calls in order in one request, passing results forward: in a step\'s args, "${steps.NAME.field}" becomes ' +
    'that field of an earlier step\'s structured result (e.g. "${steps.search.results.0.uri}"), inserted as text inside longer text. ' +
    'A failing step stops the chain unless its stop_on_error is false. Each step counts as its own call for limits and permissions.',
  version: '1.0.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  timeoutMs: 30_000,
  // How long a chain takes and how it fails is the sum of its steps, which the caller chose; each
  // step runs through its own tool's breaker.
  breaker: false,
  async handler(input, ctx) {
    const steps: StepResult[] = [];
    const results = new Map<string, Record<string, unknown>>();
    let stoppedAt: string | undefined;
    for (const step of input.steps) {
      if (stoppedAt !== undefined) {
        steps.push({ name: step.name, tool: step.tool, status: 'skipped', execution_ms: 0 });
        continue;
      }
      const started = Date.now();
      const outcome = await runStep(step, results, ctx);
      steps.push({ name: step.name, tool: step.tool, ...outcome, execution_ms: Date.now() - started });
      if (outcome.status === 'ok') results.set(step.name, outcome.result ?? {});
      else if (step.stop_on_error) stoppedAt = step.name;
    }
    return {
      completed: steps.every((s) => s.status === 'ok'),
      ...(stoppedAt !== undefined ? { stopped_at: stoppedAt } : {}),
      steps,
    };
  },
});

async function runStep(
  step: z.infer<typeof stepSchema>,
  results: ReadonlyMap<string, Record<string, unknown>>,
  ctx: { callTool(name: string, args: unknown, signal?: AbortSignal): Promise<ToolCallResult>; signal: AbortSignal },
): Promise<{ status: 'ok' | 'error'; result?: Record<string, unknown>; error?: string }> {
  let args: unknown;
  try {
    args = resolveReferences(step.args, results);
  } catch (err) {
    if (err instanceof ToolError) return { status: 'error', error: err.message };
    throw err;
  }
  let result: ToolCallResult;
  try {
    result = await ctx.callTool(step.tool, args, ctx.signal);
  } catch (err) {
    // The pipeline refuses unknown and disallowed tools as protocol errors; in a chain that is one step's failure.
    if (err instanceof UnknownToolError) return { status: 'error', error: `${step.tool}: ${err.message}` };
    throw err;
  }
  if (result.isError) {
    const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
    return { status: 'error', error: text.slice(0, MAX_STEP_ERROR_CHARS) || `${step.tool} failed` };
  }
  return { status: 'ok', result: result.structuredContent ?? {} };
}

const WHOLE_REFERENCE = /^\$\{steps\.([^}]+)\}$/;
const REFERENCE = /\$\{steps\.([^}]+)\}/g;

/**
 * Replaces `${steps.NAME.path}` in every string of `value`. A string that is only a reference
 * takes the referenced value as is (number, array, object); inside text it is inserted as text.
 * @throws ToolError naming the reference that points at nothing, or the depth limit.
 */
export function resolveReferences(value: unknown, results: ReadonlyMap<string, Record<string, unknown>>, depth = 0): unknown {
  if (value !== null && typeof value === 'object' && depth >= MAX_WALK_DEPTH) throw tooDeep("a step's arguments");
  if (typeof value === 'string') {
    const whole = WHOLE_REFERENCE.exec(value);
    if (whole) return lookup(whole[1]!, results);
    return value.replace(REFERENCE, (_, ref: string) => {
      const found = lookup(ref, results);
      return typeof found === 'string' ? found : JSON.stringify(found);
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolveReferences(v, results, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveReferences(v, results, depth + 1)]));
  }
  return value;
}

function lookup(ref: string, results: ReadonlyMap<string, Record<string, unknown>>): unknown {
  const [stepName, ...path] = ref.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '');
  if (!stepName || !results.has(stepName)) {
    const known = [...results.keys()];
    throw new ToolError(`\${steps.${ref}} refers to no earlier successful step${known.length ? ` (available: ${known.join(', ')})` : ''}`, 'invalid_reference');
  }
  let current: unknown = results.get(stepName);
  const walked = [stepName];
  for (const key of path) {
    const next = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
    if (next === undefined) {
      const keys = current !== null && typeof current === 'object' ? Object.keys(current).slice(0, 20).join(', ') : typeof current;
      throw new ToolError(`\${steps.${ref}}: ${walked.join('.')} has no "${key}" (it has: ${keys || 'nothing'})`, 'invalid_reference');
    }
    current = next;
    walked.push(key);
  }
  return current;
}
