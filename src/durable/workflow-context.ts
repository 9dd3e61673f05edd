// WorkflowContext: one Durable Object per MCP session (or per issued workflow id) holding the
// trail of prompt gets and tool results, newest kept, so later tools can build on earlier ones.
// It forgets everything after an hour without new steps (alarm) or when the session is deleted.
import { DurableObject } from 'cloudflare:workers';
import { workflowEntrySchema } from '../tools/workflow-handle';
import type { WorkflowEntry } from '../tools/workflow-handle';

/** A workflow with no new steps for this long is deleted. */
export const WORKFLOW_IDLE_TTL_MS = 60 * 60 * 1000;
/** Steps kept per workflow; older ones are dropped first. */
export const MAX_WORKFLOW_ENTRIES = 50;

/** A step as handed to `record` (the object assigns seq and time). */
export type NewWorkflowEntry = Omit<WorkflowEntry, 'seq' | 'at'>;


const ENTRY_PREFIX = 'e/';
const entryKey = (seq: number) => `${ENTRY_PREFIX}${String(seq).padStart(12, '0')}`;

export class WorkflowContext extends DurableObject<Env> {
  /**
   * Appends a step and pushes the idle alarm an hour out. Every step moves the alarm, so when it
   * fires the workflow has been idle for the full hour and can be dropped without checking.
   */
  async record(step: NewWorkflowEntry): Promise<number> {
    const kv = this.ctx.storage.kv;
    const seq = ((kv.get<number>('seq') ?? 0) as number) + 1;
    const entry: WorkflowEntry = { ...step, seq, at: new Date().toISOString() };
    kv.put('seq', seq);
    kv.put(entryKey(seq), entry);
    if (seq > MAX_WORKFLOW_ENTRIES) kv.delete(entryKey(seq - MAX_WORKFLOW_ENTRIES));
    await this.ctx.storage.setAlarm(Date.now() + WORKFLOW_IDLE_TTL_MS);
    return seq;
  }

  /** Steps newest first, optionally only one kind or one name. */
  async recent(options: { name?: string; kind?: 'prompt' | 'tool'; limit?: number } = {}): Promise<WorkflowEntry[]> {
    const limit = Math.max(1, Math.min(options.limit ?? MAX_WORKFLOW_ENTRIES, MAX_WORKFLOW_ENTRIES));
    const out: WorkflowEntry[] = [];
    for (const [, value] of this.ctx.storage.kv.list({ prefix: ENTRY_PREFIX, reverse: true })) {
      const parsed = workflowEntrySchema.safeParse(value);
      // A record that no longer matches the schema (an older deploy's shape) is skipped, not fatal.
      if (!parsed.success) continue;
      const entry = parsed.data as WorkflowEntry;
      if (options.kind && entry.kind !== options.kind) continue;
      if (options.name && entry.name !== options.name) continue;
      out.push(entry);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Number of steps ever recorded (including dropped ones). */
  async size(): Promise<number> {
    return (this.ctx.storage.kv.get<number>('seq') ?? 0) as number;
  }

  /** Forgets the workflow (DELETE of the session). */
  async clear(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

/** Where a workflow's steps live: derived by the server from a live session or an issued id. */
export type WorkflowKey = { type: 'session'; id: string } | { type: 'workflow'; id: string };

/** The Durable Object stub of a workflow. Sessions and issued ids live in separate namespaces. */
export function workflowStub(env: Env, key: WorkflowKey) {
  return env.WORKFLOWS.get(env.WORKFLOWS.idFromName(`${key.type}:${key.id}`));
}
