// Typo correction for query words the vocabulary lacks: nearest known word by edit distance, with bounded work.
import type { StringTable } from './string-table.js';

/** Never compare more than this many candidate words for one query word, whatever the vocabulary size. */
const MAX_CANDIDATES = 20_000;
const MIN_WORD_LENGTH = 5;
const TWO_EDIT_LENGTH = 10;

/**
 * Edit distance allowed for a word of this length. Two edits only from ten letters: at eight, "codename"
 * is two edits from "codebase", and a wrong correction costs more than a missed one.
 */
function allowedEdits(length: number): number {
  if (length < MIN_WORD_LENGTH) return 0;
  return length >= TWO_EDIT_LENGTH ? 2 : 1;
}

/** Three rows of the distance table, reused by every call (grown for longer words). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition) between `a` and the `bLength`
 * bytes of `bBytes` from `bStart`, giving up as soon as it must exceed `max` (then it returns `max + 1`).
 * Only cells within `max` of the diagonal are computed: any cell further out already costs more than `max`.
 */
function boundedDistanceAt(a: Uint8Array, bBytes: Uint8Array, bStart: number, bLength: number, max: number): number {
  const m = a.length;
  const n = bLength;
  const out = max + 1;
  if (Math.abs(m - n) > max) return out;
  if (rows[0].length < n + 2) rows = [new Int32Array(n + 2), new Int32Array(n + 2), new Int32Array(n + 2)];
  let [prevPrev, prev, row] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j <= max ? j : out;
  if (n + 1 < prev.length) prev[n + 1] = out;
  for (let i = 1; i <= m; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    row[0] = i <= max ? i : out;
    row[lo - 1] = lo === 1 ? row[0] : out;
    let best = lo === 1 ? row[0] : out;
    const ai = a[i - 1];
    for (let j = lo; j <= hi; j++) {
      const bj = bBytes[bStart + j - 1];
      let v = prev[j - 1] + (ai === bj ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (row[j - 1] + 1 < v) v = row[j - 1] + 1;
      if (i > 1 && j > 1 && ai === bBytes[bStart + j - 2] && a[i - 2] === bj && prevPrev[j - 2] + 1 < v) v = prevPrev[j - 2] + 1;
      row[j] = v > out ? out : v;
      if (v < best) best = v;
    }
    if (hi < n) row[hi + 1] = out;
    if (best > max) return out;
    const spare = prevPrev;
    prevPrev = prev;
    prev = row;
    row = spare;
  }
  return prev[n] > out ? out : prev[n];
}

/**
 * Optimal-string-alignment distance between two byte strings, giving up as soon as it must exceed `max`
 * (then it returns `max + 1`).
 */
export function boundedEditDistance(a: Uint8Array, b: Uint8Array, max: number): number {
  return boundedDistanceAt(a, b, 0, b.length, max);
}

/** Bit per letter a–z present in the bytes; other bytes are ignored (surfaces and correctable words are a–z). */
function letterMask(bytes: Uint8Array, start: number, end: number): number {
  let mask = 0;
  for (let i = start; i < end; i++) {
    const letter = bytes[i] - 97;
    if (letter >= 0 && letter < 26) mask |= 1 << letter;
  }
  return mask;
}

/** Number of set bits in a 32-bit integer. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Longest surface word the index keeps (longer words are never terms). */
const MAX_SURFACE_LENGTH = 40;
const LETTERS = 26;
const SHAPES = LETTERS * (MAX_SURFACE_LENGTH + 1);

function shapeOf(firstLetter: number, length: number): number {
  return firstLetter * (MAX_SURFACE_LENGTH + 1) + Math.min(length, MAX_SURFACE_LENGTH);
}

/**
 * Surface words (indices into the sorted table, all a–z) grouped by first letter and then length: `byShape` lists
 * them group by group, `shapeStart[k]..shapeStart[k + 1]` is group k. A correction then reads only the words of
 * its first letter within its edit distance in length.
 */
export function surfaceShapes(surfaces: readonly string[]): { byShape: Uint32Array; shapeStart: Uint32Array } {
  const shape = surfaces.map((w) => shapeOf(w.charCodeAt(0) - 97, w.length));
  const byShape = Uint32Array.from(surfaces.keys()).sort((x, y) => shape[x] - shape[y] || x - y);
  const shapeStart = new Uint32Array(SHAPES + 1);
  for (const k of shape) shapeStart[k + 1]++;
  for (let k = 0; k < SHAPES; k++) shapeStart[k + 1] += shapeStart[k];
  return { byShape, shapeStart };
}

/** Work a query may spend on corrections, whatever its length and the vocabulary's size. */
export class CorrectionBudget {
  constructor(
    /** Words that may still be corrected. */
    public words = 6,
    /** Candidate words that may still be compared. */
    public candidates = 40_000,
  ) {}
}

/**
 * Corrects query words against one index's surface words: the nearest known word sharing the first letter (typos
 * there are rare), within one edit from five letters and two from ten. Each edit adds or removes at most one letter
 * from a word's set of letters (a substitution both), so words whose letter sets differ by more than twice the
 * allowed edits are skipped before any distance is computed; the letter sets of a group are worked out the first
 * time a correction reads it.
 */
export class TypoCorrector {
  private readonly masks: Uint32Array;
  private readonly ready = new Uint8Array(SHAPES);

  constructor(
    private readonly surfaces: StringTable,
    private readonly byShape: Uint32Array,
    private readonly shapeStart: Uint32Array,
    private readonly termDf: (surfaceIndex: number) => number,
  ) {
    this.masks = new Uint32Array(surfaces.size);
  }

  /**
   * The closest known surface word to `word` (a–z). Ties go to the more frequent term, then to the word that sorts
   * first. Spends `budget` (one word, and the candidates compared) and gives up when it runs out.
   * @returns the surface-table index, or -1 when nothing is close enough.
   */
  correct(word: Uint8Array, budget: CorrectionBudget): number {
    const max = allowedEdits(word.length);
    if (max === 0 || budget.words <= 0) return -1;
    budget.words--;
    const letter = word[0] - 97;
    if (letter < 0 || letter >= LETTERS) return -1;
    const { offsets, bytes } = this.surfaces;
    const length = word.length;
    const from = this.shapeStart[shapeOf(letter, Math.max(0, length - max))];
    const to = Math.min(this.shapeStart[shapeOf(letter, length + max) + 1], from + MAX_CANDIDATES, from + budget.candidates);
    budget.candidates -= to - from;
    this.prepare(letter, length, max);
    const wordMask = letterMask(word, 0, length);
    let best = -1;
    let bestDistance = max + 1;
    let bestDf = -1;
    for (let k = from; k < to; k++) {
      const i = this.byShape[k];
      if (popcount(this.masks[i] ^ wordMask) > 2 * max) continue;
      const start = offsets[i];
      const distance = boundedDistanceAt(word, bytes, start, offsets[i + 1] - start, Math.min(max, bestDistance));
      if (distance > max) continue;
      const df = this.termDf(i);
      if (distance < bestDistance || (distance === bestDistance && (df > bestDf || (df === bestDf && i < best)))) {
        best = i;
        bestDistance = distance;
        bestDf = df;
      }
    }
    return best;
  }

  /** Works out the letter sets of the groups a correction of this first letter and length reads. */
  private prepare(letter: number, length: number, max: number): void {
    const { offsets, bytes } = this.surfaces;
    for (let l = Math.max(0, length - max); l <= Math.min(MAX_SURFACE_LENGTH, length + max); l++) {
      const shape = shapeOf(letter, l);
      if (this.ready[shape]) continue;
      for (let k = this.shapeStart[shape]; k < this.shapeStart[shape + 1]; k++) {
        const i = this.byShape[k];
        this.masks[i] = letterMask(bytes, offsets[i], offsets[i + 1]);
      }
      this.ready[shape] = 1;
    }
  }
}
