// workflow_context: shows the caller its own workflow trail (prompts it fetched, tools it called
// and what they returned), newest first, so an assistant can pick up where it left off.
import { z } from 'zod';
import { ToolError } from '../errors';
import { defineTool } from './types';
import { workflowEntrySchema } from './workflow-handle';

const inputSchema = z
  .object({
    limit: z.number().int().min(1).max(50).default(20).describe('Most steps to return, newest first (1–50, default 20).'),
    kind: z.enum(['prompt', 'tool', 'all']).default('all').describe('Only prompt gets, only tool calls, or both (default).'),
    name: z.string().max(100).optional().describe('Only steps of this tool or prompt, e.g. "search_architecture".'),
  })
  .strict();

const outputSchema = z.object({
  workflow_id: z.string().describe('The workflow these steps belong to (its workflow_id handle, or the session id).'),
  steps: z.array(workflowEntrySchema),
});

export const workflowContextTool = defineTool({
  name: 'workflow_context',
  title: 'Show this workflow so far',
  description:
    'List what this workflow has done so far: prompts fetched (name, arguments) and tool calls (arguments and a shortened result), newest first. ' +
    'Use it to recall earlier search candidates or validation results instead of repeating a call. Pass the workflow_id an earlier result returned ' +
    '(start a workflow by sending workflow_id "new" with any tool call); a client with a session sees its session\'s steps. ' +
    'Only that workflow\'s steps are visible. Steps expire after an hour of inactivity.',
  version: '1.0.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: false, openWorldHint: false },
  cacheable: false,
  async handler(input, ctx) {
    if (!ctx.workflow) {
      throw new ToolError(
        'No workflow is attached to this call: pass the workflow_id an earlier result returned, or start one by sending workflow_id "new" with a tool call (2025-era clients may send it as _meta.workflow_id)',
        'no_workflow',
      );
    }
    const kind = input.kind === 'all' ? undefined : input.kind;
    const steps = await ctx.workflow.recent({ name: input.name, kind, limit: input.limit });
    return { workflow_id: ctx.workflow.id, steps };
  },
});
