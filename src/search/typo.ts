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

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition) between two byte strings,
 * giving up as soon as it must exceed `max`.
 */
export function boundedEditDistance(a: Uint8Array, b: Uint8Array, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = row[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2] + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[n];
}

/**
 * Finds the closest known surface word to `word` (ASCII, folded). Candidates share the first letter — typos there
 * are rare and the restriction keeps the scan to a slice of the table. Ties go to the more frequent term.
 * @returns the surface-table index, or -1 when nothing is close enough.
 */
export function correctWord(word: Uint8Array, surfaces: StringTable, termDf: (surfaceIndex: number) => number): number {
  const max = allowedEdits(word.length);
  if (max === 0) return -1;
  const first = surfaces.lowerBound(word.subarray(0, 1));
  const next = new Uint8Array([word[0] + 1]);
  const end = Math.min(surfaces.lowerBound(next), first + MAX_CANDIDATES);
  let best = -1;
  let bestDistance = max + 1;
  let bestDf = -1;
  for (let i = first; i < end; i++) {
    const length = surfaces.byteLengthOf(i);
    if (Math.abs(length - word.length) > max) continue;
    const distance = boundedEditDistance(word, surfaces.entryBytes(i), Math.min(max, bestDistance));
    if (distance > max) continue;
    const df = termDf(i);
    if (distance < bestDistance || (distance === bestDistance && df > bestDf)) {
      best = i;
      bestDistance = distance;
      bestDf = df;
    }
  }
  return best;
}
