// workflow_context: shows the caller its own workflow trail (prompts it fetched, tools it called
// and what they returned), newest first, so an assistant can pick up where it left off.
import { z } from 'zod';
import { ToolError } from '../errors';
import { defineTool } from './types';
import { workflowEntrySchema } from './workflow-handle';

const inputSchema = z
  .object({
    limit: z.number().int().min(1).max(50).default(20),
    kind: z.enum(['prompt', 'tool', 'all']).default('all'),
    name: z.string().max(100).optional().describe('Only steps of this tool or prompt.'),
  })
  .strict();

const outputSchema = z.object({
  workflow_id: z.string(),
  steps: z.array(workflowEntrySchema),
});

export const workflowContextTool = defineTool({
  name: 'workflow_context',
  title: 'Show this workflow so far',
  description:
    'This workflow\'s steps so far, newest first (prompts fetched, tool calls with a shortened result): recall earlier results ' +
    'instead of repeating a call. Pass the workflow_id a result returned; a session sees its own steps. Steps expire after an idle hour.',
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
