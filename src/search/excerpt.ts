// Picks the passage of a section where matched query terms cluster most densely, from the terms' positions,
// and trims it at word boundaries.
import type { SectionOccurrences } from './positions.js';
import { asciiWordEnd, wordEnd } from './word-scan.js';

/** Target excerpt length in characters (before the ellipses). */
export const EXCERPT_CHARS = 240;
/**
 * Marks text cut off before or after an excerpt. ASCII on purpose: one non-ASCII character turns the whole
 * result JSON into a two-byte string, and serialising, escaping and encoding the tool result then costs the
 * worker two to three times as much (most results are otherwise plain ASCII).
 */
export const ELLIPSIS = '...';
/** Most terms an excerpt tracks: the matched-term bookkeeping is a 32-bit mask. */
const MAX_TERMS = 32;

/** Where an excerpt starting near `at` should start: after the space before it, unless that is far back. */
function snapStart(space: number, at: number): number {
  if (at <= 0) return 0;
  return space < 0 || at - space > 30 ? at : space + 1;
}

/** Where an excerpt ending near `at` should end: at the space before it, unless that is far back. */
function snapEnd(space: number, at: number, length: number): number {
  if (at >= length) return length;
  return space <= 0 || at - space > 30 ? at : space;
}

const decoder = new TextDecoder();

/**
 * One section's stored text as an excerpt reads it: the UTF-8 bytes `bytes[start, end)` when they are ASCII
 * (character offsets are then byte offsets, and only the excerpt itself is ever decoded), else the decoded string.
 */
export class ExcerptText {
  private bytes: Uint8Array = new Uint8Array(0);
  private start = 0;
  private text: string | undefined;
  length = 0;

  setAscii(bytes: Uint8Array, start: number, end: number): void {
    this.bytes = bytes;
    this.start = start;
    this.text = undefined;
    this.length = end - start;
  }

  setString(text: string): void {
    this.text = text;
    this.length = text.length;
  }

  /** Last index of a space at or before `at`, or -1. */
  lastSpace(at: number): number {
    if (this.text !== undefined) return this.text.lastIndexOf(' ', at);
    for (let i = Math.min(at, this.length - 1); i >= 0; i--) if (this.bytes[this.start + i] === 0x20) return i;
    return -1;
  }

  /** End of the word starting at `at`. */
  wordEnd(at: number): number {
    if (this.text !== undefined) return wordEnd(this.text, at);
    return asciiWordEnd(this.bytes, this.start + at, this.start + this.length) - this.start;
  }

  slice(from: number, to: number): string {
    if (this.text !== undefined) return this.text.slice(from, to);
    return decoder.decode(this.bytes.subarray(this.start + from, this.start + to));
  }
}

/**
 * Measures and cuts excerpts. {@link measure} finds a section's best window and how many distinct terms it shows
 * without building the excerpt, so comparing candidate sections costs no strings; {@link cut} builds it. Reuse
 * one per index: it keeps its buffers between queries.
 */
export class ExcerptWindow {
  private end = new Int32Array(64);
  private readonly counts = new Int32Array(MAX_TERMS);
  private occurrences: SectionOccurrences | undefined;
  /** Window of the last measured text. */
  from = 0;
  to = 0;

  /**
   * Finds the window of about `maxChars` around the densest cluster of the occurrences (most distinct terms
   * first, then most occurrences; the start of the text when there are none).
   * @returns how many distinct terms the window shows.
   */
  measure(occurrences: SectionOccurrences, text: ExcerptText, maxChars = EXCERPT_CHARS): number {
    const n = occurrences.count;
    this.occurrences = occurrences;
    if (this.end.length < n) this.end = new Int32Array(Math.max(n, this.end.length * 2));
    for (let i = 0; i < n; i++) this.end[i] = text.wordEnd(occurrences.start[i]);
    const length = text.length;
    if (length <= maxChars) {
      this.from = 0;
      this.to = length;
      return this.distinct(0, n);
    }
    const windowStart = this.windowStart(n, length, maxChars);
    this.from = snapStart(text.lastSpace(windowStart), windowStart);
    const at = Math.min(length, this.from + maxChars);
    this.to = at >= length ? length : snapEnd(text.lastSpace(at), at, length);
    return this.shownIn(n);
  }

  /** Where the window over the densest cluster of the `n` occurrences should start (before snapping to a word). */
  private windowStart(n: number, length: number, maxChars: number): number {
    if (n === 0) return 0;
    const { term, start } = this.occurrences!;
    const end = this.end;
    // Slide over the occurrences, keeping per-term counts of those in the window [i, j].
    const counts = this.counts.fill(0);
    let distinct = 0;
    let bestScore = -1;
    let bestFrom = 0;
    let bestTo = 0;
    let j = -1;
    for (let i = 0; i < n; i++) {
      if (j < i) {
        j = i;
        if (counts[term[i]]++ === 0) distinct++;
      }
      while (j + 1 < n && end[j + 1] - start[i] <= maxChars) {
        j++;
        if (counts[term[j]]++ === 0) distinct++;
      }
      const score = distinct * 1000 + (j - i + 1);
      if (score > bestScore) {
        bestScore = score;
        bestFrom = start[i];
        bestTo = end[j];
      }
      if (--counts[term[i]] === 0) distinct--;
    }
    // Centre the cluster, leaving a little lead-in so the excerpt reads as a sentence fragment.
    const slack = Math.max(0, maxChars - (bestTo - bestFrom));
    return Math.max(0, Math.min(bestFrom - Math.floor(slack / 3), length - maxChars));
  }

  /** Distinct terms among the `n` occurrences that lie inside the window. */
  private shownIn(n: number): number {
    const start = this.occurrences!.start;
    let first = 0;
    while (first < n && start[first] < this.from) first++;
    let last = first;
    while (last < n && this.end[last] <= this.to) last++;
    return this.distinct(first, last);
  }

  /** The excerpt of `text` between `from` and `to`: by default, the window {@link measure} found last. */
  cut(text: ExcerptText, from = this.from, to = this.to): string {
    const body = text.slice(from, to);
    if (from === 0 && to === text.length) return body;
    return (from > 0 ? ELLIPSIS : '') + body.trim() + (to < text.length ? ELLIPSIS : '');
  }

  /** Distinct terms among occurrences [first, last). */
  private distinct(first: number, last: number): number {
    let seen = 0;
    const term = this.occurrences!.term;
    for (let i = first; i < last; i++) seen |= 1 << term[i];
    return popcount(seen);
  }
}

/** Number of set bits in a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
