// Ranking constants: BM25F field weights and length normalisation, section and coverage bonuses, status priors.
import type { AdrStatus } from '../docs/types.js';

export interface RankingParams {
  /** BM25 saturation: how quickly extra occurrences stop adding score. */
  k1: number;
  /** Per-field weight and length normalisation (b) for BM25F. */
  title: { weight: number; b: number };
  tags: { weight: number; b: number };
  path: { weight: number; b: number };
  heading: { weight: number };
  body: { weight: number; b: number };
  /** Docs whose ADR id equals an id in the query. */
  id: { weight: number };
  /** Length normalisation when scoring one section on its own, and the weight of its heading. */
  sectionB: number;
  sectionHeadingWeight: number;
  /** Share of the best section's score added to the doc's: rewards matches that sit together. */
  sectionBonus: number;
  /**
   * Decisions in force rank above ones that no longer hold. A multiplier, so a superseded ADR that
   * matches much better still shows, just below close matches that are in force.
   */
  statusPrior: Record<AdrStatus, number>;
}

/**
 * The ranking every index uses, chosen from the middle of a plateau on the dev set (k1 1.6–2, section bonus
 * 0.6–1 all score alike), not its peak. An idf-weighted coverage multiplier was tried and removed: it hurt.
 */
export const RANKING: RankingParams = {
  k1: 1.8,
  title: { weight: 4, b: 0.5 },
  tags: { weight: 2, b: 0.3 },
  path: { weight: 1, b: 0.3 },
  heading: { weight: 1.5 },
  body: { weight: 1, b: 0.75 },
  id: { weight: 3 },
  sectionB: 0.75,
  sectionHeadingWeight: 2,
  sectionBonus: 0.8,
  statusPrior: {
    accepted: 1,
    implemented: 1,
    unknown: 1,
    amended: 0.95,
    proposed: 0.9,
    draft: 0.85,
    deprecated: 0.7,
    superseded: 0.7,
    rejected: 0.6,
  },
};

/** Most query terms considered; matched-term bookkeeping is a 32-bit mask. */
export const MAX_QUERY_TERMS = 32;
