// WorkflowContext: one Durable Object per MCP session (or per issued workflow id) holding the
// trail of prompt gets and tool results, newest kept, so later tools can build on earlier ones.
// It forgets everything after an hour without new steps (alarm) or when the session is deleted.
import { DurableObject } from 'cloudflare:workers';
import { z } from 'zod';
import { workflowEntrySchema } from '../tools/workflow-handle';
import type { WorkflowEntry } from '../tools/workflow-handle';

/** A stored step: the entry plus the id the recording isolate gave it (to merge its unsent copy). */
const storedEntrySchema = workflowEntrySchema.extend({ id: z.string().optional() });

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


const ENTRY_PREFIX = 'e/';
const entryKey = (seq: number) => `${ENTRY_PREFIX}${String(seq).padStart(12, '0')}`;

export class WorkflowContext extends DurableObject<Env> {
  /**
   * Appends steps in order and pushes the idle alarm an hour out. Every write moves the alarm, so
   * when it fires the workflow has been idle for the full hour and can be dropped without checking.
   * Returns the last step's seq.
   */
  async record(...steps: NewWorkflowEntry[]): Promise<number> {
    const kv = this.ctx.storage.kv;
    let seq = (kv.get<number>('seq') ?? 0) as number;
    const arrived = new Date().toISOString();
    for (const step of steps.slice(-MAX_WORKFLOW_ENTRIES)) {
      seq += 1;
      kv.put(entryKey(seq), { ...step, seq, at: step.at ?? arrived });
      if (seq > MAX_WORKFLOW_ENTRIES) kv.delete(entryKey(seq - MAX_WORKFLOW_ENTRIES));
    }
    kv.put('seq', seq);
    await this.ctx.storage.setAlarm(Date.now() + WORKFLOW_IDLE_TTL_MS);
    return seq;
  }

  /** Steps newest first, optionally only one kind or one name. */
  async recent(options: { name?: string; kind?: 'prompt' | 'tool'; limit?: number } = {}): Promise<StoredWorkflowEntry[]> {
    return (await this.read(options)).entries;
  }

  /** Like `recent`, with the seq of the newest step ever recorded (0 when none). */
  async read(options: { name?: string; kind?: 'prompt' | 'tool'; limit?: number } = {}): Promise<{ entries: StoredWorkflowEntry[]; lastSeq: number }> {
    const limit = Math.max(1, Math.min(options.limit ?? MAX_WORKFLOW_ENTRIES, MAX_WORKFLOW_ENTRIES));
    const entries: StoredWorkflowEntry[] = [];
    for (const [, value] of this.ctx.storage.kv.list({ prefix: ENTRY_PREFIX, reverse: true })) {
      const parsed = storedEntrySchema.safeParse(value);
      // A record that no longer matches the schema (an older deploy's shape) is skipped, not fatal.
      if (!parsed.success) continue;
      const entry = parsed.data as StoredWorkflowEntry;
      if (options.kind && entry.kind !== options.kind) continue;
      if (options.name && entry.name !== options.name) continue;
      entries.push(entry);
      if (entries.length >= limit) break;
    }
    return { entries, lastSeq: (this.ctx.storage.kv.get<number>('seq') ?? 0) as number };
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
