// Ranking constants: BM25F field weights and length normalisation, section and coverage bonuses, status priors.
import type { AdrStatus } from '../docs/types.js';

/** BM25 saturation: how quickly extra occurrences stop adding score. */
export const K1 = 1.2;

/** Per-field weight and length normalisation (b) for BM25F. */
export const FIELDS = {
  title: { weight: 4, b: 0.5 },
  tags: { weight: 2, b: 0.3 },
  path: { weight: 1, b: 0.3 },
  heading: { weight: 1.5 },
  body: { weight: 1, b: 0.75 },
  /** Docs whose ADR id equals an id in the query. */
  id: { weight: 3 },
} as const;

/** Normalisation for scoring a single section against the query. */
export const SECTION_B = 0.75;
export const SECTION_HEADING_WEIGHT = 2;
/** Share of the best section's score added to the doc's score: rewards matches that sit together. */
export const SECTION_BONUS = 0.3;

/** Score multiplier by the share (idf-weighted) of query terms a doc contains: 1 − COVERAGE_WEIGHT·(1 − coverage). */
export const COVERAGE_WEIGHT = 0.5;

/**
 * Decisions in force rank above ones that no longer hold. Applied as a multiplier so a superseded ADR
 * that matches much better still shows, just below close matches that are in force.
 */
export const STATUS_PRIOR: Record<AdrStatus, number> = {
  accepted: 1,
  implemented: 1,
  unknown: 1,
  amended: 0.95,
  proposed: 0.9,
  draft: 0.85,
  deprecated: 0.7,
  superseded: 0.7,
  rejected: 0.6,
};

/** Most query terms considered; matched-term bookkeeping is a 32-bit mask. */
export const MAX_QUERY_TERMS = 32;
