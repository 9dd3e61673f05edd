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
const MIN_RELATIVE_SCORE = 0.25;

const inputSchema = z
  .object({
    query: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .describe('A question, technology names, an ADR number ("ADR-12") or a pattern name, in plain words.'),
    resource_type: z
      .enum(Object.keys(RESOURCE_TYPES) as [string, ...string[]])
      .default('all')
      .describe('Kind of document to search.'),
    max_results: z
      .number()
      .int()
      .min(1)
      .max(20)
      .default(10),
    status: z
      .union([statusEnum, z.array(statusEnum).max(9)])
      .optional()
      .describe('Only ADRs with this status or any of these.'),
    tags: z.array(z.string().max(100)).max(20).optional().describe('Only documents with one of these tags.'),
    for_path: forPathField,
    service: serviceField,
  })
  .strict();

const resultSchema = z.object({
  ...docIdentity,
  resource_type: kindEnum,
  status: statusEnum.optional().describe('The ADR\'s status in force.'),
  adr_id: z.string().optional(),
  score: z.number().describe('Relevance; the best result is 1.'),
  excerpt: z.string(),
  section: z.object({ anchor: z.string().optional(), heading: z.string() }).optional().describe('Best-matching section; pass its anchor to read_document.'),
  superseded_by: z.string().optional().describe('The ADR in force in its place: read that one instead.'),
  amended_by: z.array(z.string()).optional().describe('ADRs that change parts of this one: read them too.'),
  tags: z.array(z.string()),
  waiver: waiverField,
});

const outputSchema = z.object({
  query: z.string(),
  results: z.array(resultSchema),
  total_matches: z.number().describe('Matches before max_results and the relevance cutoff.'),
  filtered_out: filteredOutField,
  build_id: buildIdField,
});

export const searchArchitectureTool = defineTool({
  name: 'search_architecture',
  title: 'Search architecture knowledge',
  description:
    "Search the organisation's engineering guidelines, design patterns and architecture decision records (ADRs). " +
    'Use it before proposing a design, choosing a technology, or answering "how do we…" questions. Returns ranked documents with an excerpt ' +
    'and, for ADRs, the status in force; follow superseded_by. Then read_document a result\'s uri for the full text. ' +
    `Results under ${MIN_RELATIVE_SCORE} of the best score are left out, so fewer than max_results may come back.`,
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
