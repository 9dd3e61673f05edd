// A superseded ADR never outranks the decision that replaced it: when both match a query, the
// successor moves just above it. (The status prior alone cannot promise this: the old ADR may
// match the query's words better, which is why people still find it.)
import { insertTop } from './ranked-list.js';
import type { Ranked } from './ranked-list.js';

/** What promotion may ask of the index and of the query being answered. */
export interface PromotionSource {
  isSuperseded(doc: number): boolean;
  /** Paths of the docs that replaced `doc`. */
  successors(doc: number): readonly string[];
  docByPath(path: string): number;
  /** The doc's score when it matched the query and passes its filters, else undefined. */
  matchedScore(doc: number): number | undefined;
  /** Records a raised score for the doc. */
  raise(doc: number, raw: number): void;
}

/** Reorders `top` (kept at most `size` long) so successors sit above the ADRs they supersede. */
export function promoteSuccessors(top: Ranked[], size: number, source: PromotionSource): void {
  // Chains (A → B → C) settle in one pass per link; real chains are short.
  for (let pass = 0; pass < 8 && promoteOnce(top, size, source); pass++);
}

function promoteOnce(top: Ranked[], size: number, source: PromotionSource): boolean {
  let changed = false;
  for (const entry of [...top]) {
    if (!source.isSuperseded(entry.doc)) continue;
    for (const path of source.successors(entry.doc)) {
      const next = source.docByPath(path);
      const score = next < 0 ? undefined : source.matchedScore(next);
      if (score === undefined || score > entry.raw) continue;
      const raised = entry.raw * 1.0001 + 1e-9;
      source.raise(next, raised);
      const at = top.findIndex((r) => r.doc === next);
      if (at >= 0) top.splice(at, 1);
      insertTop(top, { doc: next, raw: raised }, size);
      changed = true;
    }
  }
  if (changed) top.sort((x, y) => y.raw - x.raw || x.doc - y.doc);
  return changed;
}
