// check_adr_alignment: which ADRs a proposed decision touches, whether it supports or contradicts
// each, and — for decisions no longer in force — what replaced them.
import { z } from 'zod';
import { adrModelJudge, checkAdrAlignment, lexiconWith } from '../analysis';
import type { AlignmentDeps, LexiconData } from '../analysis';
import type { AnalysisData } from '../analysis/precompute';
import type { AdrRef } from '../analysis';
import type { PublishedDoc } from '../docs/types';
import type { LoadedBundle } from '../storage/bundle-loader';
import { ToolError } from '../errors';
import { ScopeFilter } from '../search';
import { appliesAt, callScope, docNumber } from './call-scope';
import { buildIdField, docIdentity, filteredOutField, forPathField, serviceField, statusEnum, waiverField } from './fields';
import { defineTool } from './types';
import type { ToolContext } from './types';

/** Most earlier searches whose ADR results are reused. */
const EARLIER_SEARCHES = 3;

const adrPathLists = new WeakMap<readonly PublishedDoc[], string[]>();

/** Paths of every ADR in a build, listed once per build. */
function adrPathsOf(docs: readonly PublishedDoc[]): string[] {
  let paths = adrPathLists.get(docs);
  if (!paths) adrPathLists.set(docs, (paths = docs.filter((d) => d.kind === 'adr').map((d) => d.path)));
  return paths;
}

const scopedAdrPathLists = new WeakMap<ScopeFilter, { from: readonly PublishedDoc[]; paths: string[] }>();

/** Paths of the ADRs that apply where the call is made, listed once per build and place. */
function scopedAdrPaths(docs: readonly PublishedDoc[], scope: ScopeFilter, applies: (path: string) => boolean): string[] {
  if (!scope.narrows) return adrPathsOf(docs);
  let entry = scopedAdrPathLists.get(scope);
  if (entry?.from !== docs) scopedAdrPathLists.set(scope, (entry = { from: docs, paths: adrPathsOf(docs).filter(applies) }));
  return entry.paths;
}

/** Paths of the ADRs that this session's latest searches returned. */
async function adrsFromEarlierSearches(ctx: ToolContext): Promise<string[]> {
  if (!ctx.workflow) return [];
  try {
    const steps = await ctx.workflow.recent({ name: 'search_architecture', kind: 'tool', limit: EARLIER_SEARCHES });
    const paths = new Set<string>();
    for (const step of steps) {
      const results = (step.result as { results?: { path?: unknown; resource_type?: unknown }[] } | undefined)?.results ?? [];
      for (const r of results) if (r.resource_type === 'adr' && typeof r.path === 'string' && ctx.bundle.byPath.has(r.path)) paths.add(r.path);
    }
    return [...paths];
  } catch {
    // The trail is a hint; alignment works without it.
    return [];
  }
}

/**
 * Everything the engine reads from a build, for the place a call is made (everywhere by default); the
 * evaluation builds the same to fit the calibration. `onFilteredOut` hears how many retrieved ADRs the
 * place left out.
 */
export function alignmentDeps(
  bundle: LoadedBundle,
  analysis: AnalysisData,
  extra: readonly string[] = [],
  scope: ScopeFilter = ScopeFilter.EVERYWHERE,
  onFilteredOut?: (count: number) => void,
): AlignmentDeps {
  const index = bundle.searchIndex();
  // ADRs that do not apply where the call is made are not in the knowledge base for this call.
  const applies = (path: string) => appliesAt(scope, bundle, path);
  return {
    retrieve: (text, limit) => {
      const found = index.search(text.slice(0, 500), { kinds: ['adr'], scope, limit });
      onFilteredOut?.(found.filteredOut);
      return found.hits.map((h) => ({ path: h.path, score: h.score }));
    },
    // ADRs the assistant already looked at in this session are candidates too; the engine still
    // reports only those relevant enough to the proposal.
    extra,
    lookup: (path) => (applies(path) ? (bundle.byPath.get(path) as AdrRef | undefined) : undefined),
    knowledge: analysis.adr,
    frames: bundle.adrFrames,
    adrPaths: scopedAdrPaths(bundle.docs, scope, applies),
    lexicon: lexiconWith(analysis.adr.lexicon as LexiconData | undefined),
  };
}

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
    for_path: forPathField,
    service: serviceField,
  })
  .strict();

const relatedAdr = z.object({
  ...docIdentity,
  adr_id: z.string().nullable(),
  status: statusEnum.describe('Status in force; "superseded" when a later ADR replaced it.'),
  alignment: z.enum(['supports', 'conflicts', 'related']).describe('supports: keeps what the ADR chose; conflicts: departs from it (an alternative it turned down, a competitor, its choice dropped, its rule broken); related: no verdict.'),
  confidence: z.number().min(0).max(1).describe('supports/conflicts at 0.6 or more is a verdict; anything less is a lead.'),
  reason: z.string().describe("Why, with the ADR's words."),
  decision_quote: z.string().describe("The ADR's decision as written (at most 600 characters)."),
  judged_by: z.string(),
  needs_judgement: z.boolean().describe('No verdict: read decision_quote, answer question yourself, and treat a departure as a conflict.'),
  question: z.string().optional(),
  superseded_by: z.string().optional().describe('Path of the ADR now in force in its place; its label is the one that counts.'),
  supersedes: z.string().optional().describe('Path of a reported ADR this one replaced.'),
  waiver: waiverField,
});

const outputSchema = z.object({
  related_adrs: z.array(relatedAdr),
  conflicts: z.array(z.string()).describe('One line per conflicting ADR that is still in force.'),
  suggestions: z.array(z.string()),
  adrs_considered: z.number().describe('Candidate ADRs read and classified; 0 means nothing in the knowledge base was close enough to judge.'),
  candidates_from_workflow: z.number().describe('ADRs found by earlier search_architecture calls in this session that were also considered.'),
  filtered_out: filteredOutField,
  build_id: buildIdField,
});

export const checkAdrAlignmentTool = defineTool({
  name: 'check_adr_alignment',
  title: 'Check a decision against the ADRs',
  description:
    'Before making an architectural choice, check it against the architecture decision records (ADRs): which decisions already cover it, ' +
    'whether the proposal supports or conflicts with each (with the ADR\'s decision quoted), and whether those decisions are still in force. ' +
    'Superseded ADRs are reported with the ADR that replaced them; judge the proposal against that one. A conflict with an ADR in force means ' +
    'the proposal needs a new ADR that supersedes it — the suggestions say which. Where needs_judgement is true the tool gives no verdict: ' +
    'answer its question from decision_quote before telling the user the proposal fits.',
  version: '1.1.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  // The answer depends on the session's earlier searches, which the cache key does not see.
  cacheable: false,
  async handler(input, ctx) {
    const [analysis, earlier] = await Promise.all([ctx.bundle.analysis(), adrsFromEarlierSearches(ctx)]);
    const scope = callScope(ctx.bundle, input);
    const now = Date.now();
    const extra = earlier.filter((path) => appliesAt(scope, ctx.bundle, path));
    let filteredOut = earlier.length - extra.length;
    const model = ctx.model;
    const result = await checkAdrAlignment(input, {
      ...alignmentDeps(ctx.bundle, analysis, extra, scope, (count) => (filteredOut += count)),
      ...(model ? { judge: (rules) => adrModelJudge(model, rules) } : {}),
      signal: ctx.signal,
    });
    if (ctx.signal.aborted) throw new ToolError('check_adr_alignment was cancelled', 'cancelled');
    if (result.model) ctx.annotate?.({ judge: result.model });
    return {
      related_adrs: result.related_adrs.map((r) => ({ ...r, ...ctx.links?.of(r), status: r.status as 'accepted', waiver: scope.waiver(docNumber(ctx.bundle, r.path), now) })),
      conflicts: result.conflicts,
      suggestions: result.suggestions,
      adrs_considered: result.considered,
      candidates_from_workflow: extra.length,
      filtered_out: filteredOut,
      build_id: ctx.bundle.buildId,
    };
  },
});
