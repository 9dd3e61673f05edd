// Ties MCP requests to their workflow: which WorkflowContext object a call belongs to, how a
// session-less client gets and returns a workflow id, and what of each step is kept.
import { workflowStub } from '../durable/workflow-context';
import type { WorkflowKey } from '../durable/workflow-context';
import { maskDeep } from '../tools/secret-masking';
import type { WorkflowHandle } from '../tools/workflow-handle';

/**
 * Session-less clients start a workflow by sending `_meta.workflow_id: "new"` with a tools/call or
 * prompts/get; the result's `_meta.workflow_id` carries the issued id, which they send back as
 * `_meta.workflow_id` in later calls. 128 random bits: knowing one client's id is the only way to
 * read its workflow, and ids cannot be guessed.
 */
export const WORKFLOW_ID_SHAPE = /^wf_[0-9a-f]{32}$/;
/** The `_meta.workflow_id` value that asks for a new workflow. */
export const NEW_WORKFLOW = 'new';

/** The workflow a request belongs to; `issued` when the server just created its id and hands it out. */
export interface RequestWorkflow {
  key: WorkflowKey;
  issued: boolean;
}

/** Longest string kept inside a recorded step; results are for reuse, not for re-reading documents. */
const MAX_STRING = 500;
const MAX_ARRAY = 25;
const MAX_DEPTH = 6;
/** A step larger than this after shortening keeps only a prefix of its JSON. */
const MAX_STEP_CHARS = 16_000;

/** Issues a fresh workflow id. */
export function newWorkflowId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `wf_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The workflow of a request. A session always wins: a client with a session cannot point at
 * another workflow. Otherwise a well-formed `_meta.workflow_id` continues that workflow, and
 * "new" starts one. Anything else means no workflow: a session-less call that did not ask for
 * one is not recorded, so clients that never come back cost no Durable Object.
 */
export function resolveWorkflow(sessionId: string | undefined, requestMeta: unknown): RequestWorkflow | undefined {
  if (sessionId) return { key: { type: 'session', id: sessionId }, issued: false };
  const offered = requestMeta !== null && typeof requestMeta === 'object' ? (requestMeta as Record<string, unknown>).workflow_id : undefined;
  if (typeof offered !== 'string') return undefined;
  if (WORKFLOW_ID_SHAPE.test(offered)) return { key: { type: 'workflow', id: offered }, issued: false };
  return offered === NEW_WORKFLOW ? { key: { type: 'workflow', id: newWorkflowId() }, issued: true } : undefined;
}

/** Read access to one workflow for tools. */
export function workflowHandle(env: Env, key: WorkflowKey): WorkflowHandle {
  return {
    id: key.id,
    recent: (options = {}) => workflowStub(env, key).recent(options),
  };
}

/** Appends a tool result to the trail. Errors are kept as their text. */
export async function recordToolStep(env: Env, key: WorkflowKey, name: string, args: unknown, ok: boolean, result: unknown): Promise<void> {
  await workflowStub(env, key).record({ kind: 'tool', name, args: boundArgs(args), ok, result: boundStep(result) });
}

/** Appends a prompt get to the trail. */
export async function recordPromptStep(env: Env, key: WorkflowKey, name: string, args: Record<string, string>): Promise<void> {
  await workflowStub(env, key).record({ kind: 'prompt', name, args: boundArgs(args) });
}

function boundArgs(args: unknown): Record<string, unknown> {
  const bounded = shorten(maskDeep(args ?? {}), 0);
  return bounded !== null && typeof bounded === 'object' && !Array.isArray(bounded) ? (bounded as Record<string, unknown>) : { value: bounded };
}

/** Masked, shortened copy of a value, small enough to store many of per workflow. */
export function boundStep(value: unknown): unknown {
  if (value === undefined) return undefined;
  const short = shorten(maskDeep(value), 0);
  const json = JSON.stringify(short);
  return json.length <= MAX_STEP_CHARS ? short : { truncated: true, json_prefix: json.slice(0, MAX_STEP_CHARS) };
}

function shorten(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (depth >= MAX_DEPTH) return typeof value === 'object' && value !== null ? '[…]' : value;
  if (Array.isArray(value)) return value.slice(0, MAX_ARRAY).map((v) => shorten(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = shorten(v, depth + 1);
    return out;
  }
  return value;
}
