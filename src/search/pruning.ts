// Max-score pruning for term-at-a-time scoring: per-term upper bounds, the score the top hits are sure to
// reach, and dropping docs that can no longer reach it. Exact: the top hits are the ones unpruned scoring gives.
import type { QueryTerm } from './query-terms.js';
import { RANKING } from './ranking.js';
import type { Scratch } from './scratch.js';

/** Bounds are compared with a little room, so rounding in the last bit can never drop a doc that ties. */
export const SLACK = 1 + 1e-9;

/** Scoring order and bounds of a query's terms. */
export interface TermPlan {
  /** Term numbers in the order they are scored. */
  order: number[];
  /** `rest[i]`: the most the terms from `order[i]` on can still add to a doc's raw score (before its prior). */
  rest: number[];
}

/**
 * Orders terms by the most they can add to a doc's score, largest first, so the threshold rises early. A term
 * adds at most idf·(k1+1) to the doc score and as much again to each section, scaled by the section bonus.
 * ADR terms go first and never prune, so pinning sees every ADR with that id.
 */
export function planTerms(terms: readonly QueryTerm[]): TermPlan {
  const bound = terms.map((term) => (term.adr ? Infinity : term.idf * (RANKING.k1 + 1) * (1 + RANKING.sectionBonus)));
  const order = terms.map((_, t) => t).sort((x, y) => bound[y] - bound[x] || x - y);
  const rest = new Array<number>(order.length + 1).fill(0);
  for (let i = order.length - 1; i >= 0; i--) rest[i] = rest[i + 1] + bound[order[i]];
  return { order, rest };
}

/** A live doc's score so far with its status prior: its final score can only be higher. */
function lowerBound(s: Scratch, doc: number, prior: Float64Array, status: Uint8Array): number {
  return (s.score[doc] + RANKING.sectionBonus * s.bestSection[doc]) * prior[status[doc]];
}

/**
 * The `size`-th best lower bound among live docs: the `size`-th hit will score at least this, since scores only
 * grow. Dropped docs were below an earlier threshold, so leaving them out cannot lower it. 0 when too few docs.
 */
export function kthLowerBound(s: Scratch, size: number, prior: Float64Array, status: Uint8Array): number {
  const live = s.liveDocs;
  if (live.length < size || size <= 0) return 0;
  const best = s.kth;
  best.length = 0;
  for (let k = 0; k < live.length; k++) {
    const v = lowerBound(s, live.items[k], prior, status);
    if (best.length < size) {
      best.push(v);
      if (best.length === size) best.sort((x, y) => x - y);
    } else if (v > best[0]) {
      // Keep `best` sorted ascending; size is small (limit plus ADR terms).
      let i = 1;
      while (i < size && best[i] < v) {
        best[i - 1] = best[i];
        i++;
      }
      best[i - 1] = v;
    }
  }
  return best[0];
}

/**
 * Stops scoring live docs whose best possible final score, `rest` more before the prior, stays below
 * `threshold`: they cannot reach the top, and their partial scores stay below it too. Docs carrying a queried
 * ADR id stay live, because pinning compares those docs' full scores.
 */
export function dropHopeless(s: Scratch, threshold: number, rest: number, prior: Float64Array, status: Uint8Array): void {
  const live = s.liveDocs;
  const items = live.items;
  const sectionBonus = RANKING.sectionBonus;
  let kept = 0;
  for (let k = 0; k < live.length; k++) {
    const doc = items[k];
    const upper = (s.score[doc] + sectionBonus * s.bestSection[doc] + rest) * prior[status[doc]];
    if (upper * SLACK >= threshold || s.idMask[doc] !== 0) items[kept++] = doc;
    else s.live[doc] = 0;
  }
  live.length = kept;
}
