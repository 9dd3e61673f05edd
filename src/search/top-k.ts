// Exact top-k by block-max MaxScore over windows of docs. In each window, terms are ordered by the largest bound
// of their blocks there; the weakest terms, whose bounds together cannot reach the current k-th score, are
// non-essential: their postings are only marked, not scored. A doc is a candidate when it holds an essential term;
// its bound (impacts plus block section bounds, block bounds for the non-essential terms it holds) must reach the
// k-th score before its exact score is computed (doc-scorer.ts). Every posting's doc is still read once, which
// is what counts the matches exactly. The result equals scoring every doc.
import type { DocScorer } from './doc-scorer.js';
import { NO_DOC, type DocAcceptor, type PostingCursor } from './posting-cursor.js';
import { entersTop, insertTop, type Ranked } from './ranked-list.js';

/** Bounds are compared with a little room, so rounding in the last bit can never drop a doc that ties. */
export const SLACK = 1 + 1e-9;
/** Docs per window: small enough that a window's accumulators stay in cache, large enough to amortise its setup. */
export const WINDOW_DOCS = 4096;

/** Work the loop did, for the bench's account of where time goes. */
export interface TopKCounts {
  /** Postings read; docs holding an essential term; docs whose bound could not reach the top; docs scored exactly. */
  postings: number;
  candidates: number;
  skipped: number;
  scored: number;
}

export interface TopKInput {
  /** Per term, a cursor that walks its postings window by window (on its first doc). */
  walkers: readonly PostingCursor[];
  /** Per term, a cursor the scorer reads (on its first doc); moved forward to each doc scored. */
  cursors: readonly PostingCursor[];
  scorer: DocScorer;
  filter: DocAcceptor;
  /** Status prior per doc (at most 1), by its status code. */
  prior: Float64Array;
  status: Uint8Array;
  size: number;
  /** Score every matching doc (no pruning): same result, for tests and diagnostics. */
  exhaustive: boolean;
  counts?: TopKCounts;
}

/** Accumulators of one window, kept per index. */
export class WindowScratch {
  readonly bound = new Float64Array(WINDOW_DOCS);
  readonly mask = new Uint32Array(WINDOW_DOCS);
  readonly seen = new Uint32Array(WINDOW_DOCS / 32);
}

/**
 * The best `size` docs (raw score descending, then doc ascending) among those matching any term and passing the
 * filter, each with its matched sections kept for its hit, how many docs match and pass the filter, and how many
 * matched and passed every filter but the scope.
 */
export function topK(input: TopKInput, scratch: WindowScratch): { top: Ranked[]; totalMatches: number; filteredOut: number } {
  const { walkers, cursors, scorer, filter, prior, status, size, exhaustive, counts } = input;
  const m = walkers.length;
  const top: Ranked[] = [];
  let totalMatches = 0;
  let filteredOut = 0;
  let threshold = -Infinity;
  const { bound, mask, seen } = scratch;
  const windowBound = new Float64Array(m);
  const order = Array.from(walkers.keys());

  let start = NO_DOC;
  for (const w of walkers) if (w.doc < start) start = w.doc;
  start -= start % WINDOW_DOCS;
  while (start < NO_DOC) {
    const end = start + WINDOW_DOCS - 1;
    // The window's essential terms: all but the weakest ones whose window bounds together stay below the threshold.
    for (let t = 0; t < m; t++) windowBound[t] = walkers[t].windowBound(start, end);
    order.sort((x, y) => windowBound[x] - windowBound[y] || x - y);
    let essentialBits = 0;
    let weak = 0;
    for (let i = 0; i < m; i++) {
      const t = order[i];
      weak += windowBound[t];
      if (weak * SLACK >= threshold || exhaustive) essentialBits |= 1 << t;
    }
    for (let t = 0; t < m; t++) {
      const walked = walkers[t].collect(end, start, (1 << t) >>> 0, mask, seen, (essentialBits >>> t) & 1 ? bound : null);
      if (counts) counts.postings += walked;
    }
    if (filter.scopeBits) filteredOut += dropOutOfScope(start, filter, scratch);

    if (top.length < size && !exhaustive) {
      threshold = seed(start, essentialBits, input, scratch, top);
    }
    for (let word = 0; word < seen.length; word++) {
      let bits = seen[word];
      if (bits === 0) continue;
      seen[word] = 0;
      while (bits !== 0) {
        const x = (word << 5) + (31 - Math.clz32(bits & -bits));
        bits &= bits - 1;
        const doc = start + x;
        const held = mask[x];
        const upper = bound[x];
        mask[x] = 0;
        bound[x] = 0;
        if (!filter.metaAll && !filter.acceptsMeta(doc)) continue;
        totalMatches++;
        if ((held & essentialBits) === 0 || scorer.scored(doc)) continue;
        if (counts) counts.candidates++;
        const docPrior = prior[status[doc]];
        if (threshold > -Infinity && !reaches(doc, held & ~essentialBits, upper, docPrior, threshold, cursors)) {
          if (counts) counts.skipped++;
          continue;
        }
        for (let t = 0; t < m; t++) if ((held >>> t) & 1) cursors[t].moveTo(doc);
        const raw = scorer.evaluate(doc, docPrior);
        if (counts) counts.scored++;
        if (entersTop(top, doc, raw, size)) {
          insertTop(top, { doc, raw }, size);
          scorer.keepSections(doc);
          if (top.length === size && !exhaustive) threshold = top[size - 1].raw;
        }
      }
    }
    let next = NO_DOC;
    for (const w of walkers) if (w.doc < next) next = w.doc;
    start = next === NO_DOC ? NO_DOC : next - (next % WINDOW_DOCS);
  }
  return { top, totalMatches, filteredOut };
}

/**
 * Scores first, exactly, the `size` candidates of the window with the largest essential bounds, so the threshold
 * starts near where it will end; returns it (-Infinity while fewer than `size` docs are in). Cursors may be left
 * past docs of the window; the sweep moves them back where needed.
 */
function seed(start: number, essentialBits: number, input: TopKInput, scratch: WindowScratch, top: Ranked[]): number {
  const { cursors, scorer, filter, prior, status, size } = input;
  const best: Ranked[] = [];
  const { bound, mask, seen } = scratch;
  for (let word = 0; word < seen.length; word++) {
    for (let bits = seen[word]; bits !== 0; bits &= bits - 1) {
      const x = (word << 5) + (31 - Math.clz32(bits & -bits));
      if ((mask[x] & essentialBits) === 0 || !(filter.metaAll || filter.acceptsMeta(start + x))) continue;
      if (entersTop(best, start + x, bound[x], size)) insertTop(best, { doc: start + x, raw: bound[x] }, size);
    }
  }
  for (const { doc } of best) {
    const held = mask[doc - start];
    for (let t = 0; t < cursors.length; t++) if ((held >>> t) & 1) cursors[t].moveTo(doc);
    const raw = scorer.evaluate(doc, prior[status[doc]]);
    if (entersTop(top, doc, raw, size)) {
      insertTop(top, { doc, raw }, size);
      scorer.keepSections(doc);
    }
  }
  return top.length === size ? top[size - 1].raw : -Infinity;
}

/**
 * Takes the window's docs that do not apply where the call is made out of play, a word of 32 docs at a time
 * (windows start on a multiple of 32); returns how many of them passed the other filters.
 */
function dropOutOfScope(start: number, filter: DocAcceptor, scratch: WindowScratch): number {
  const { bound, mask, seen } = scratch;
  const allowed = filter.scopeBits!;
  const base = start >>> 5;
  let dropped = 0;
  for (let word = 0; word < seen.length; word++) {
    const bits = seen[word];
    if (bits === 0) continue;
    let out = bits & ~allowed[base + word]!;
    if (out === 0) continue;
    seen[word] = bits & ~out;
    while (out !== 0) {
      const x = (word << 5) + (31 - Math.clz32(out & -out));
      out &= out - 1;
      mask[x] = 0;
      bound[x] = 0;
      if (filter.metaAll || filter.acceptsMeta(start + x)) dropped++;
    }
  }
  return dropped;
}

/**
 * Whether a doc's bound reaches the threshold: `upper` (its essential terms) plus the block bounds of the
 * non-essential terms it holds (`weakHeld`), then, term by term, their real impacts and section-bonus bounds.
 */
function reaches(doc: number, weakHeld: number, upper: number, prior: number, threshold: number, cursors: readonly PostingCursor[]): boolean {
  let rest = 0;
  for (let bits = weakHeld; bits !== 0; bits &= bits - 1) rest += cursors[31 - Math.clz32(bits & -bits)].boundAt(doc);
  if ((upper + rest) * prior * SLACK < threshold) return false;
  for (let bits = weakHeld; bits !== 0; bits &= bits - 1) {
    const c = cursors[31 - Math.clz32(bits & -bits)];
    rest -= c.boundAt(doc);
    c.moveTo(doc);
    upper += c.impact() + c.sectionBonusBound;
    if ((upper + rest) * prior * SLACK < threshold) return false;
  }
  return true;
}
