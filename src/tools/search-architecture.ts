// search_architecture: ranked search over guidelines, patterns and ADRs, with excerpts, the
// best-matching section, and status so superseded decisions are never mistaken for current ones.
import { z } from 'zod';
import type { AdrStatus, DocKind } from '../docs/types';
import { ToolError } from '../errors';
import { callScope, waiverDay } from './call-scope';
import { buildIdField, docIdentity, filteredOutField, forPathField, kindEnum, serviceField, statusEnum, waiverField } from './fields';
import { defineTool } from './types';

/** Accepted spellings of resource_type, mapped to the document kinds they select. */
const RESOURCE_TYPES: Record<string, DocKind[] | undefined> = {
  all: undefined,
  guidelines: ['guideline'],
  guideline: ['guideline'],
  patterns: ['pattern'],
  pattern: ['pattern'],
  adr: ['adr'],
  adrs: ['adr'],
};

/**
 * Results scoring below this fraction of the best result are left out: past that point they match
 * a stray word or two and cost the model context without helping. On the labelled search set no
 * relevant document scores below 0.43, and a quarter of the unlabelled tail sits below 0.3.
 */
export const MIN_RELATIVE_SCORE = 0.25;

const inputSchema = z
  .object({
    query: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .describe('What to look for, in plain words: a question, technology names, an ADR number ("ADR-12"), a pattern name. At most 500 characters.'),
    resource_type: z
      .enum(Object.keys(RESOURCE_TYPES) as [string, ...string[]])
      .default('all')
      .describe('Limit to one kind of document: "guidelines", "patterns", "adr" or "all" (default).'),
    max_results: z
      .number()
      .int()
      .min(1)
      .max(20)
      .default(10)
      .describe(`How many results to return at most, 1–20 (default 10); results scoring under ${MIN_RELATIVE_SCORE} of the best are left out.`),
    status: z
      .union([statusEnum, z.array(statusEnum).max(9)])
      .optional()
      .describe('Only ADRs with this status (or any of these), e.g. "accepted" or ["accepted","implemented"].'),
    tags: z.array(z.string().max(100)).max(20).optional().describe('Only documents carrying at least one of these tags.'),
    for_path: forPathField,
    service: serviceField,
  })
  .strict();

const resultSchema = z.object({
  ...docIdentity,
  resource_type: kindEnum.describe('adr, pattern or guideline.'),
  status: statusEnum.optional().describe('For ADRs: the status in force (an ADR another one replaced is "superseded").'),
  adr_id: z.string().optional(),
  score: z.number().describe('Relevance from 0 to 1; the best result is 1.'),
  excerpt: z.string(),
  section: z.object({ anchor: z.string().optional(), heading: z.string() }).optional().describe('The section that matched best; pass its anchor to read_document.'),
  superseded_by: z.string().optional().describe('Path of the ADR that replaced this one; read that one instead.'),
  amended_by: z.array(z.string()).optional().describe('Paths of the ADRs that amend this one; they change parts of it, so read them too.'),
  tags: z.array(z.string()),
  waiver: waiverField,
});

const outputSchema = z.object({
  query: z.string(),
  results: z.array(resultSchema),
  total_matches: z.number().describe(`Documents matching the query and filters, before max_results and the ${MIN_RELATIVE_SCORE} relevance cutoff.`),
  filtered_out: filteredOutField,
  build_id: buildIdField,
});

export const searchArchitectureTool = defineTool({
  name: 'search_architecture',
  title: 'Search architecture knowledge',
  description:
    "Search the organisation's engineering guidelines, design patterns and architecture decision records (ADRs). " +
    'Use it before proposing a design, choosing a technology, or answering "how do we…" questions. Returns ranked documents with an excerpt, ' +
    'the best-matching section, and for ADRs the status in force: decisions that are superseded carry superseded_by — follow it. ' +
    'Mention an ADR by number ("ADR-12") to find it directly. Then call read_document with a result\'s uri for the full text. ' +
    `Results far below the best (under ${MIN_RELATIVE_SCORE} of its score) are left out, so fewer than max_results may come back.`,
  version: '1.2.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  cacheVariant: waiverDay,
  async handler(input, ctx) {
    const kinds = RESOURCE_TYPES[input.resource_type];
    const statuses = input.status === undefined ? undefined : ((Array.isArray(input.status) ? input.status : [input.status]) as AdrStatus[]);
    let index;
    try {
      index = ctx.bundle.searchIndex();
    } catch (err) {
      throw new ToolError(`the search index of build ${ctx.bundle.buildId} cannot be opened (${err instanceof Error ? err.message : 'unknown error'}); republish the docs`, 'index_unavailable');
    }
    const scope = callScope(ctx.bundle, input);
    const now = Date.now();
    const { hits, totalMatches, filteredOut } = index.search(input.query, { kinds, statuses, tags: input.tags, scope, limit: input.max_results });
    const results = hits.filter((hit) => hit.score >= MIN_RELATIVE_SCORE).map((hit) => {
      const doc = ctx.bundle.byPath.get(hit.path);
      return {
        uri: doc?.uri ?? '',
        path: hit.path,
        ...(doc && ctx.links?.of(doc)),
        title: hit.title,
        resource_type: hit.kind as 'adr',
        status: hit.status as AdrStatus | undefined as 'accepted' | undefined,
        adr_id: hit.adrId,
        score: Math.round(hit.score * 1000) / 1000,
        excerpt: hit.excerpt,
        section: hit.section ? { ...(hit.section.anchor ? { anchor: hit.section.anchor } : {}), heading: hit.section.heading } : undefined,
        superseded_by: hit.supersededBy[0],
        amended_by: doc?.amendedBy.length ? doc.amendedBy : undefined,
        tags: hit.tags,
        waiver: hit.kind === 'adr' ? scope.waiver(hit.doc, now) : undefined,
      };
    });
    return { query: input.query, results, total_matches: totalMatches, filtered_out: filteredOut, build_id: ctx.bundle.buildId };
  },
});
