// WorkflowContext: one Durable Object per MCP session (or per issued workflow id) holding the
// trail of prompt gets and tool results, newest kept, so later tools can build on earlier ones.
// It forgets everything after an hour without new steps (alarm) or when the session is deleted.
import { DurableObject } from 'cloudflare:workers';
import { z } from 'zod';
import { workflowEntrySchema } from '../tools/workflow-handle';
import type { WorkflowEntry } from '../tools/workflow-handle';

/** A stored step: the entry plus the id the recording isolate gave it (to merge its unsent copy). */
const storedEntrySchema = workflowEntrySchema.omit({ seq: true }).extend({ id: z.string().optional() });

/** A workflow with no new steps for this long is deleted. */
export const WORKFLOW_IDLE_TTL_MS = 60 * 60 * 1000;
/** Steps kept per workflow; older ones are dropped first. */
export const MAX_WORKFLOW_ENTRIES = 50;

/**
 * A step as handed to `record`: the object numbers it (`seq`); the recording isolate may time it
 * (`at`, when the step finished) and name it (`id`), else the object times it on arrival.
 */
export type NewWorkflowEntry = Omit<WorkflowEntry, 'seq' | 'at'> & { at?: string; id?: string };

/** A stored step with the id its isolate gave it. */
export type StoredWorkflowEntry = WorkflowEntry & { id?: string };

/**
 * Storage: steps arrive in batches and each batch is stored as the JSON text its isolate sent
 * (`b/<seq of its first step>`), with an index of [first seq, count] pairs. Writing a batch is then
 * one string put, whatever its size and however many steps it holds: on a busy workflow, one put
 * per step (each a structured value to serialise) cost more CPU than the searches being recorded.
 * A step's seq is its batch's first seq plus its position.
 */
const BATCH_PREFIX = 'b/';
const batchKey = (first: number) => `${BATCH_PREFIX}${String(first).padStart(12, '0')}`;
/** What the object knows about its batches: the last seq, [first seq, count] per batch, and the last write. */
const stateSchema = z.object({
  seq: z.number().int().nonnegative(),
  batches: z.array(z.tuple([z.number().int().positive(), z.number().int().positive()])),
  lastWrite: z.number(),
});
type TrailState = z.infer<typeof stateSchema>;

export class WorkflowContext extends DurableObject<Env> {
  /** Appends steps in order (see `append`). Returns the last step's seq. */
  async record(...steps: NewWorkflowEntry[]): Promise<number> {
    const arrived = new Date().toISOString();
    const kept = steps.slice(-MAX_WORKFLOW_ENTRIES).map((step) => ({ ...step, at: step.at ?? arrived }));
    return this.append(JSON.stringify(kept), kept.length, steps.length - kept.length);
  }

  /**
   * Appends a batch: `json` is a JSON array of `count` steps, each with its `at`, which came after
   * `skipped` older steps its isolate did not send (more than the object keeps): they are numbered
   * too, so a step's seq stays its position in the workflow. Batches whose steps are all older than
   * the newest MAX_WORKFLOW_ENTRIES are dropped. Two puts per batch (its text and the state); the
   * idle alarm is set once and moves itself when it fires early. Returns the last step's seq.
   * `ifAbsent` names the batch's first step when an isolate sends it again after a failed write:
   * a batch the object already holds (the failed write landed after all) is not stored twice.
   */
  async append(json: string, count: number, skipped = 0, ifAbsent?: string): Promise<number> {
    const kv = this.ctx.storage.kv;
    const state = this.state();
    if (ifAbsent !== undefined && this.heldIds(state, new Set([ifAbsent])).length > 0) return state.seq;
    state.seq += skipped;
    const first = state.seq + 1;
    kv.put(batchKey(first), json);
    state.batches.push([first, count]);
    let total = state.batches.reduce((n, [, c]) => n + c, 0);
    while (state.batches.length > 1 && total - state.batches[0]![1] >= MAX_WORKFLOW_ENTRIES) {
      const [dropped, droppedCount] = state.batches.shift()!;
      kv.delete(batchKey(dropped));
      total -= droppedCount;
    }
    state.seq += count;
    state.lastWrite = Date.now();
    kv.put('state', state);
    if (!this.alarmSet) {
      if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(state.lastWrite + WORKFLOW_IDLE_TTL_MS);
      this.alarmSet = true;
    }
    return state.seq;
  }

  /** Whether this instance has made sure an idle alarm is pending (it stays set until it fires). */
  private alarmSet = false;

  /** Steps newest first, optionally only one kind or one name. */
  async recent(options: { name?: string; kind?: 'prompt' | 'tool'; limit?: number } = {}): Promise<StoredWorkflowEntry[]> {
    return (await this.read(options)).entries;
  }

  /**
   * Like `recent`, with the seq of the newest step ever recorded (0 when none) and which of
   * `probeIds` the object holds (an isolate asks about steps whose write has not answered yet).
   */
  async read(options: { name?: string; kind?: 'prompt' | 'tool'; limit?: number } = {}, probeIds: string[] = []): Promise<{ entries: StoredWorkflowEntry[]; lastSeq: number; held: string[] }> {
    const kv = this.ctx.storage.kv;
    const state = this.state();
    const lastSeq = state.seq;
    const held = probeIds.length === 0 ? [] : this.heldIds(state, new Set(probeIds));
    const limit = Math.max(1, Math.min(options.limit ?? MAX_WORKFLOW_ENTRIES, MAX_WORKFLOW_ENTRIES));
    const entries: StoredWorkflowEntry[] = [];
    for (const [first, count] of state.batches.reverse()) {
      for (const [i, value] of batchSteps(kv.get<string>(batchKey(first)), count).reverse()) {
        const seq = first + i;
        // The newest MAX_WORKFLOW_ENTRIES steps only; a batch may hold older ones beside them.
        if (seq <= lastSeq - MAX_WORKFLOW_ENTRIES) return { entries, lastSeq, held };
        const parsed = storedEntrySchema.safeParse(value);
        // A step that no longer matches the schema (an older deploy's shape) is skipped, not fatal.
        if (!parsed.success) continue;
        const entry = { ...parsed.data, seq } as StoredWorkflowEntry;
        if (options.kind && entry.kind !== options.kind) continue;
        if (options.name && entry.name !== options.name) continue;
        entries.push(entry);
        if (entries.length >= limit) return { entries, lastSeq, held };
      }
    }
    return { entries, lastSeq, held };
  }

  /** Which of `ids` the stored batches hold. */
  private heldIds(state: TrailState, ids: Set<string>): string[] {
    const held: string[] = [];
    for (const [first, count] of state.batches) {
      for (const [, value] of batchSteps(this.ctx.storage.kv.get<string>(batchKey(first)), count)) {
        const id = (value as { id?: unknown } | null)?.id;
        if (typeof id === 'string' && ids.has(id)) held.push(id);
      }
    }
    return held;
  }

  private state(): TrailState {
    const parsed = stateSchema.safeParse(this.ctx.storage.kv.get('state'));
    return parsed.success ? parsed.data : { seq: 0, batches: [], lastWrite: 0 };
  }

  /** Number of steps ever recorded (including dropped ones). */
  async size(): Promise<number> {
    return this.state().seq;
  }

  /** Forgets the workflow (DELETE of the session). */
  async clear(): Promise<void> {
    this.alarmSet = false;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** An hour after the last write the workflow is dropped; before that the alarm moves to that hour. */
  override async alarm(): Promise<void> {
    const { lastWrite } = this.state();
    if (Date.now() - lastWrite < WORKFLOW_IDLE_TTL_MS) {
      await this.ctx.storage.setAlarm(lastWrite + WORKFLOW_IDLE_TTL_MS);
      return;
    }
    this.alarmSet = false;
    await this.ctx.storage.deleteAll();
  }
}

/** A stored batch's steps with their positions; a missing or unreadable batch has none. */
function batchSteps(json: string | undefined, count: number): [number, unknown][] {
  if (typeof json !== 'string') return [];
  try {
    const steps = JSON.parse(json) as unknown;
    return Array.isArray(steps) ? steps.slice(0, count).map((step, i) => [i, step] as [number, unknown]) : [];
  } catch {
    return [];
  }
}

/**
 * Where a workflow's steps live: derived by the server from a live session or an issued id. An
 * issued id used by a caller with an identity (an API key, a signed-in person) carries that
 * `owner`, so the same handle presented by anyone else names another, empty workflow.
 */
export type WorkflowKey = { type: 'session'; id: string } | { type: 'workflow'; id: string; owner?: string };

/** The object name of a workflow. Sessions, anonymous handles and each owner's handles never share one. */
export function workflowObjectName(key: WorkflowKey): string {
  return key.type === 'workflow' && key.owner !== undefined ? `workflow:${key.id}:${key.owner}` : `${key.type}:${key.id}`;
}

/** What a failed or stalled WorkflowContext call is reported as. */
export const WORKFLOW_STORE = 'the workflow store';

/** The Durable Object stub of a workflow. */
export function workflowStub(env: Env, key: WorkflowKey) {
  return env.WORKFLOWS.get(env.WORKFLOWS.idFromName(workflowObjectName(key)));
}
