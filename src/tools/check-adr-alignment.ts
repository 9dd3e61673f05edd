// check_adr_alignment: which ADRs a proposed decision touches, whether it supports or contradicts
// each, and — for decisions no longer in force — what replaced them.
import { z } from 'zod';
import { checkAdrAlignment } from '../analysis';
import type { AdrRef } from '../analysis';
import { ToolError } from '../errors';
import { buildIdField, docIdentity, statusEnum } from './fields';
import { defineTool } from './types';

const inputSchema = z
  .object({
    decision_description: z
      .string()
      .trim()
      .min(10)
      .max(5_000)
      .describe('The decision being proposed, in a few sentences: what you want to choose or change, and why. 10–5,000 characters.'),
    decision_context: z
      .string()
      .max(2_000)
      .optional()
      .describe('Where it applies: the system, team or component (helps find the right decision log). At most 2,000 characters.'),
  })
  .strict();

const relatedAdr = z.object({
  ...docIdentity,
  adr_id: z.string().nullable(),
  status: statusEnum.describe('Status in force; "superseded" when a later ADR replaced it.'),
  alignment: z.enum(['supports', 'conflicts', 'related']),
  reason: z.string().describe("Why, quoting the ADR's decision."),
  superseded_by: z.string().optional().describe('Path of the ADR now in force in its place.'),
});

const outputSchema = z.object({
  related_adrs: z.array(relatedAdr),
  conflicts: z.array(z.string()).describe('One line per conflicting ADR that is still in force.'),
  suggestions: z.array(z.string()),
  adrs_considered: z.number().describe('Candidate ADRs read and classified; 0 means nothing in the knowledge base was close enough to judge.'),
  build_id: buildIdField,
});

export const checkAdrAlignmentTool = defineTool({
  name: 'check_adr_alignment',
  title: 'Check a decision against the ADRs',
  description:
    'Before making an architectural choice, check it against the architecture decision records (ADRs): which decisions already cover it, ' +
    'whether the proposal supports or conflicts with each (with the ADR\'s decision quoted), and whether those decisions are still in force. ' +
    'Superseded ADRs are reported with the ADR that replaced them; judge the proposal against that one. A conflict with an ADR in force means ' +
    'the proposal needs a new ADR that supersedes it — the suggestions say which.',
  version: '1.0.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const analysis = await ctx.bundle.analysis();
    const index = ctx.bundle.searchIndex();
    const result = checkAdrAlignment(input, {
      retrieve: (text, limit) => index.search(text.slice(0, 500), { kinds: ['adr'], limit }).hits.map((h) => ({ path: h.path, score: h.score })),
      lookup: (path) => ctx.bundle.byPath.get(path) as AdrRef | undefined,
      knowledge: analysis.adr,
    });
    if (ctx.signal.aborted) throw new ToolError('check_adr_alignment was cancelled', 'cancelled');
    return {
      related_adrs: result.related_adrs.map((r) => ({ ...r, status: r.status as 'accepted' })),
      conflicts: result.conflicts,
      suggestions: result.suggestions,
      adrs_considered: result.considered,
      build_id: ctx.bundle.buildId,
    };
  },
});
