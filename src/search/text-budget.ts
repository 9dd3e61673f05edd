// Decides how many bytes of each section's text an index keeps for excerpts, within per-section, per-doc and whole-index budgets.

/** The text budget of one doc: its share of the whole-index budget, never more than the per-doc cap. */
export function docTextBudget(docCount: number, maxTextBytes: number, maxDocTextBytes: number): number {
  return Math.max(0, Math.min(maxDocTextBytes, Math.floor(maxTextBytes / Math.max(1, docCount))));
}

/**
 * Splits `budget` bytes among sections of the given lengths so every section gets a fair share: short sections keep
 * all their text and leave the rest to longer ones (water filling), none gets more than `sectionMax`. A best section
 * deep in a doc then still has its opening words to quote, instead of the first sections taking everything.
 */
export function allocateSectionText(lengths: readonly number[], budget: number, sectionMax: number): number[] {
  const order = lengths.map((_, i) => i).sort((x, y) => lengths[x] - lengths[y] || x - y);
  const out = new Array<number>(lengths.length).fill(0);
  let remaining = budget;
  order.forEach((i, k) => {
    const share = Math.floor(remaining / (order.length - k));
    out[i] = Math.min(lengths[i], share, sectionMax);
    remaining -= out[i];
  });
  return out;
}
