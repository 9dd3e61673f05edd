// Where a query's time goes: a search given a trace adds each phase's time and the work it did, so the bench
// can say which phase grows with the index. Without a trace a search reads no clock.

export const SEARCH_PHASES = ['parse', 'rank', 'pin', 'hits'] as const;
/**
 * parse: words to terms (typo corrections included) and opening their postings; rank: counting the matches and
 * top-k selection with block-max pruning; pin: ADR ids in the query and successors of superseded ADRs; hits:
 * metadata, best section and excerpt of each hit returned.
 */
export type SearchPhase = (typeof SEARCH_PHASES)[number];

/** Accumulated over every search it is passed to. */
export interface SearchTrace {
  /** The clock, in ms. */
  now(): number;
  ms: Record<SearchPhase, number>;
  counts: {
    searches: number;
    terms: number;
    /** Query words corrected to a known word. */
    corrections: number;
    /** Postings read; docs holding an essential term; docs whose bound could not reach the top; docs scored. */
    postings: number;
    candidates: number;
    skipped: number;
    scored: number;
    hits: number;
  };
}

/** A trace reading `now` (performance.now in Node; in workerd it advances in whole ms, so sum many searches). */
export function newSearchTrace(now: () => number): SearchTrace {
  return {
    now,
    ms: { parse: 0, rank: 0, pin: 0, hits: 0 },
    counts: { searches: 0, terms: 0, corrections: 0, postings: 0, candidates: 0, skipped: 0, scored: 0, hits: 0 },
  };
}
