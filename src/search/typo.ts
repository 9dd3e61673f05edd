// Typo correction for query words the vocabulary lacks: nearest known word by edit distance, with bounded work.
import type { StringTable } from './string-table.js';

/** Never scan more than this many candidate words for one query word, whatever the vocabulary size. */
const MAX_CANDIDATES = 20_000;
const MIN_WORD_LENGTH = 5;
const TWO_EDIT_LENGTH = 10;

/**
 * Edit distance allowed for a word of this length. Two edits only from ten letters: at eight, "codename"
 * is two edits from "codebase", and a wrong correction costs more than a missed one.
 */
export function allowedEdits(length: number): number {
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
export function boundedDistanceAt(a: Uint8Array, bBytes: Uint8Array, bStart: number, bLength: number, max: number): number {
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

/**
 * Corrects query words against one index's surface words. Each edit adds or removes at most one letter from a
 * word's set of letters (a substitution both), so words whose letter sets differ by more than twice the allowed
 * edits are skipped before any distance is computed; the letter sets of a first letter's words are worked out the
 * first time a word starting with it needs correcting.
 */
export class TypoCorrector {
  private readonly masks: Uint32Array;
  private readonly ready = new Uint8Array(256);

  constructor(
    private readonly surfaces: StringTable,
    private readonly termDf: (surfaceIndex: number) => number,
  ) {
    this.masks = new Uint32Array(surfaces.size);
  }

  /**
   * The closest known surface word to `word` (ASCII, folded). Candidates share the first letter — typos there are
   * rare and the restriction keeps the scan to a slice of the table. Ties go to the more frequent term.
   * @returns the surface-table index, or -1 when nothing is close enough.
   */
  correct(word: Uint8Array): number {
    const max = allowedEdits(word.length);
    if (max === 0) return -1;
    const { offsets, bytes } = this.surfaces;
    const first = this.surfaces.lowerBound(word.subarray(0, 1));
    const end = Math.min(this.surfaces.lowerBound(Uint8Array.of(word[0] + 1)), first + MAX_CANDIDATES);
    if (!this.ready[word[0]]) {
      for (let i = first; i < end; i++) this.masks[i] = letterMask(bytes, offsets[i], offsets[i + 1]);
      this.ready[word[0]] = 1;
    }
    const wordMask = letterMask(word, 0, word.length);
    const length = word.length;
    let best = -1;
    let bestDistance = max + 1;
    let bestDf = -1;
    for (let i = first; i < end; i++) {
      const start = offsets[i];
      const candidateLength = offsets[i + 1] - start;
      if (candidateLength > length + max || candidateLength < length - max) continue;
      if (popcount(this.masks[i] ^ wordMask) > 2 * max) continue;
      const distance = boundedDistanceAt(word, bytes, start, candidateLength, Math.min(max, bestDistance));
      if (distance > max) continue;
      const df = this.termDf(i);
      if (distance < bestDistance || (distance === bestDistance && df > bestDf)) {
        best = i;
        bestDistance = distance;
        bestDf = df;
      }
    }
    return best;
  }
}
