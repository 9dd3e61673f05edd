// What a tool sees of its workflow: the earlier prompt gets and tool results of the same
// session (or issued workflow id), newest first. Runtime-neutral; the Durable Object lives in src/durable.

import { z } from 'zod';

/**
 * A workflow handle the server minted: `wf_` and 128 random bits in hex. Knowing one is the only
 * way to read or extend its workflow, and handles cannot be guessed.
 */
export const WORKFLOW_ID_SHAPE = /^wf_[0-9a-f]{32}$/;
/** The value that asks the server to start a workflow and mint its handle. */
export const NEW_WORKFLOW = 'new';
/** The tool argument (and `_meta` key, for 2025-era clients) that carries a workflow handle. */
export const WORKFLOW_ID_ARGUMENT = 'workflow_id';

/** How every tool's listing declares the optional workflow handle argument. */
export const workflowIdArgumentSchema = {
  type: 'string',
  description: '"new" starts a workflow; later calls pass the workflow_id it returns.',
  pattern: '^(new|wf_[0-9a-f]{32})$',
} as const;

/** How every tool's output schema declares the handle it returns. */
export const workflowIdOutputSchema = { type: 'string' } as const;

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
