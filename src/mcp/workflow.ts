// Ties MCP requests to their workflow: which WorkflowContext object a call belongs to, how a
// client without a session gets and returns a workflow handle, and what of each step is kept.
import type { WorkflowKey } from '../durable/workflow-context';
import { InfrastructureError, StorageUnavailableError } from '../errors';
import { outputJson } from '../tools/output-json';
import { maskDeep } from '../tools/secret-masking';
import { NEW_WORKFLOW, WORKFLOW_ID_ARGUMENT, WORKFLOW_ID_SHAPE } from '../tools/workflow-handle';
import type { WorkflowHandle } from '../tools/workflow-handle';
import { readSteps, recordStep } from './workflow-recorder';

/** The workflow a request belongs to; `issued` when the server just minted its handle. */
export interface RequestWorkflow {
  key: WorkflowKey;
  issued: boolean;
}

/** A tool call's arguments with the workflow handle taken out (tools never see it). */
export interface HandleArgument {
  args: unknown;
  /** The `workflow_id` argument as sent, when there was one. */
  handle?: unknown;
}

/** Mints a workflow handle: `wf_` and 128 random bits. */
function newWorkflowId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `wf_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Splits `workflow_id` off a tool call's arguments, so caching and validation ignore it. */
export function takeHandleArgument(args: unknown): HandleArgument {
  if (args === null || typeof args !== 'object' || Array.isArray(args) || !(WORKFLOW_ID_ARGUMENT in args)) return { args };
  const { [WORKFLOW_ID_ARGUMENT]: handle, ...rest } = args as Record<string, unknown>;
  return { args: rest, handle };
}

/** Why a `workflow_id` argument cannot be used, or undefined when it can (or is absent). */
export function handleArgumentProblem(handle: unknown): string | undefined {
  if (handle === undefined) return undefined;
  if (typeof handle === 'string' && (handle === NEW_WORKFLOW || WORKFLOW_ID_SHAPE.test(handle))) return undefined;
  return 'Invalid arguments: workflow_id must be "new" (to start a workflow) or a workflow_id an earlier result returned (wf_ and 32 hex digits)';
}

/**
 * The workflow of a request. A legacy session always wins: a client with a session cannot point
 * at another workflow. Otherwise the `workflow_id` argument (2026-07-28 clients), else
 * `_meta.workflow_id` (2025-era clients): a handle the server minted continues that workflow,
 * "new" starts one. Anything else means no workflow: a call that did not ask for one is not
 * recorded, so clients that never come back cost no Durable Object. A caller with an identity
 * (`owner`: its API key or signed-in person) reaches only the workflows it started: a handle it
 * did not mint names an empty workflow of its own.
 */
export function resolveWorkflow(sessionId: string | undefined, handle: unknown, requestMeta: unknown, owner?: string): RequestWorkflow | undefined {
  if (sessionId) return { key: { type: 'session', id: sessionId }, issued: false };
  const offered = handle ?? (requestMeta !== null && typeof requestMeta === 'object' ? (requestMeta as Record<string, unknown>)[WORKFLOW_ID_ARGUMENT] : undefined);
  if (typeof offered !== 'string') return undefined;
  const ownedBy = owner === undefined ? {} : { owner };
  if (WORKFLOW_ID_SHAPE.test(offered)) return { key: { type: 'workflow', id: offered, ...ownedBy }, issued: false };
  return offered === NEW_WORKFLOW ? { key: { type: 'workflow', id: newWorkflowId(), ...ownedBy }, issued: true } : undefined;
}

/** Read access to one workflow for tools, this isolate's unsent steps included. */
export function workflowHandle(env: Env, key: WorkflowKey): WorkflowHandle {
  return {
    id: key.id,
    recent: (options = {}) =>
      readSteps(env, key, options).catch((err: unknown) => {
        // A store that failed or stalled is already a retryable answer; anything else is ours.
        if (err instanceof StorageUnavailableError) throw err;
        throw new InfrastructureError('reading the workflow trail failed', { cause: err });
      }),
  };
}

/**
 * Appends a tool result to the trail (after the response). Errors are kept as their text. The
 * result is the executor's, already masked; only the arguments (the caller's own input) are masked
 * here.
 */
export function recordToolStep(env: Env, key: WorkflowKey, name: string, args: unknown, ok: boolean, result: unknown, waitUntil: (p: Promise<unknown>) => void): void {
  const bounded = boundResult(result);
  const head = JSON.stringify({ kind: 'tool', name, args: boundArgs(args), ok });
  // The result's JSON is spliced in, not rebuilt: for a search it is most of the step.
  const json = bounded.json === undefined ? head : `${head.slice(0, -1)},"result":${bounded.json}}`;
  recordStep(env, key, { kind: 'tool', name, args: boundArgs(args), ok, result: bounded.value }, json, waitUntil);
}

/** Appends a prompt get to the trail (after the response). */
export function recordPromptStep(env: Env, key: WorkflowKey, name: string, args: Record<string, string>, waitUntil: (p: Promise<unknown>) => void): void {
  const step = { kind: 'prompt' as const, name, args: boundArgs(args) };
  recordStep(env, key, step, JSON.stringify(step), waitUntil);
}

function boundArgs(args: unknown): Record<string, unknown> {
  const bounded = shorten(maskDeep(args ?? {}), 0);
  return bounded !== null && typeof bounded === 'object' && !Array.isArray(bounded) ? (bounded as Record<string, unknown>) : { value: bounded };
}

/** Longest string kept inside a recorded step; results are for reuse, not for re-reading documents. */
const MAX_STRING = 500;
const MAX_ARRAY = 25;
const MAX_DEPTH = 6;
/** A step larger than this after shortening keeps only a prefix of its JSON. */
const MAX_STEP_CHARS = 16_000;

/**
 * A shortened form of a result, small enough to store many of per workflow, and its JSON. A result
 * with nothing to shorten is kept as it is, with the JSON the executor already made of it.
 */
function boundResult(value: unknown): { value: unknown; json?: string } {
  if (value === undefined) return { value };
  const short = shorten(value, 0);
  const json = short === value && typeof value === 'object' && value !== null && !Array.isArray(value) ? outputJson(value as Record<string, unknown>) : JSON.stringify(short);
  if (json.length <= MAX_STEP_CHARS) return { value: short, json };
  const truncated = { truncated: true, json_prefix: json.slice(0, MAX_STEP_CHARS) };
  return { value: truncated, json: JSON.stringify(truncated) };
}

/** `value` with long strings and arrays cut and deep nesting elided; the same value when nothing is cut. */
function shorten(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (depth >= MAX_DEPTH) return typeof value === 'object' && value !== null ? '[…]' : value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined = value.length > MAX_ARRAY ? value.slice(0, MAX_ARRAY) : undefined;
    const length = Math.min(value.length, MAX_ARRAY);
    for (let i = 0; i < length; i++) {
      const short = shorten(value[i], depth + 1);
      if (short !== value[i]) (out ??= value.slice(0, length))[i] = short;
    }
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | undefined;
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      const child = (value as Record<string, unknown>)[key];
      const short = shorten(child, depth + 1);
      if (short !== child) (out ??= { ...(value as Record<string, unknown>) })[key] = short;
    }
    return out ?? value;
  }
  return value;
}
