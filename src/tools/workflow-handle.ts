// What a tool sees of its workflow: the earlier prompt gets and tool results of the same
// session (or issued workflow id), newest first. Runtime-neutral; the Durable Object lives in src/durable.

import { z } from 'zod';

/** A recorded step as stored and as shown to clients; read back through this schema. */
export const workflowEntrySchema = z.object({
  seq: z.number().int().positive(),
  at: z.string(),
  kind: z.enum(['prompt', 'tool']),
  name: z.string(),
  args: z.record(z.string(), z.unknown()),
  ok: z.boolean().optional(),
  result: z.unknown().optional(),
});

/** One recorded step of a workflow. */
export interface WorkflowEntry {
  /** Position in the workflow, increasing from 1. */
  seq: number;
  /** ISO time the step finished. */
  at: string;
  kind: 'prompt' | 'tool';
  /** Prompt or tool name. */
  name: string;
  /** The step's arguments, masked and with long strings shortened. */
  args: Record<string, unknown>;
  /** For tools: whether the call succeeded. */
  ok?: boolean;
  /** For tools: the structured result (masked, bounded in size), or the error text. */
  result?: unknown;
}

/** Read access to the current workflow, scoped by the server to the caller's own session. */
export interface WorkflowHandle {
  /** The workflow's id as the server derived it (never taken from tool arguments). */
  readonly id: string;
  /**
   * Recorded steps, newest first; `name` keeps only that tool's (or prompt's) steps, e.g.
   * `recent({ name: 'search_architecture', kind: 'tool', limit: 1 })` for the latest search.
   */
  recent(options?: { name?: string; kind?: 'prompt' | 'tool'; limit?: number }): Promise<WorkflowEntry[]>;
}
