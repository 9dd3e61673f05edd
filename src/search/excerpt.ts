// Picks the passage of a section where matched query terms cluster most densely and trims it at word boundaries.
import { TermOccurrences } from './term-occurrences.js';

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

/** Last index of a space at or before `at` in `bytes[start, …)`, relative to `start`, or -1. */
function lastSpaceIn(bytes: Uint8Array, start: number, at: number): number {
  for (let i = at; i >= 0; i--) if (bytes[start + i] === 0x20) return i;
  return -1;
}

const decoder = new TextDecoder();

/**
 * Measures and cuts excerpts for one query. {@link measure} finds a text's best window and how many distinct
 * terms it shows without building the excerpt, so comparing candidate sections costs no strings; {@link cut}
 * builds the excerpt of the last measured text. Reuse one per index: it keeps its buffers between queries.
 */
export class ExcerptCutter {
  private readonly occurrences = new TermOccurrences();
  private readonly counts = new Int32Array(MAX_TERMS);
  /** Window of the last measured text. */
  from = 0;
  to = 0;

  /** Sets the query's terms (index form); bit `t` of a mask stands for `terms[t]`. */
  reset(terms: readonly string[]): void {
    this.occurrences.reset(terms);
  }

  /**
   * Finds the window of about `maxChars` around the densest cluster of the wanted terms in `text` (most distinct
   * terms first, then most occurrences; the start of the text when none occurs).
   * @returns how many distinct wanted terms the window shows.
   */
  measure(text: string, mask: number, maxChars = EXCERPT_CHARS): number {
    const n = mask === 0 ? 0 : this.occurrences.scan(text, mask);
    const length = text.length;
    const windowStart = this.windowStart(n, length, maxChars);
    if (length <= maxChars) return this.distinct(0, n);
    this.from = snapStart(text.lastIndexOf(' ', windowStart), windowStart);
    const at = Math.min(length, this.from + maxChars);
    this.to = at >= length ? length : snapEnd(text.lastIndexOf(' ', at), at, length);
    return this.shownIn(n);
  }

  /**
   * {@link measure} for text stored as UTF-8 `bytes[start, end)`, without decoding it, when it is all ASCII
   * (character offsets are then byte offsets).
   * @returns the distinct terms shown, or -1 when the text is not ASCII (measure the decoded string instead).
   */
  measureBytes(bytes: Uint8Array, start: number, end: number, mask: number, maxChars = EXCERPT_CHARS): number {
    const n = this.occurrences.scanAscii(bytes, start, end, mask);
    if (n < 0) return -1;
    const length = end - start;
    const windowStart = this.windowStart(n, length, maxChars);
    if (length <= maxChars) return this.distinct(0, n);
    this.from = snapStart(lastSpaceIn(bytes, start, windowStart), windowStart);
    const at = Math.min(length, this.from + maxChars);
    this.to = at >= length ? length : snapEnd(lastSpaceIn(bytes, start, at), at, length);
    return this.shownIn(n);
  }

  /**
   * Where the window over the densest cluster of the `n` occurrences found should start (before snapping to a
   * word); for text of at most `maxChars`, sets the window to the whole text.
   */
  private windowStart(n: number, length: number, maxChars: number): number {
    if (length <= maxChars) {
      this.from = 0;
      this.to = length;
      return 0;
    }
    if (n === 0) return 0;
    const { term, start, end } = this.occurrences;
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
    const { start, end } = this.occurrences;
    let first = 0;
    while (first < n && start[first] < this.from) first++;
    let last = first;
    while (last < n && end[last] <= this.to) last++;
    return this.distinct(first, last);
  }

  /** The excerpt of `text` between `from` and `to`: by default, the window {@link measure} found for it last. */
  cut(text: string, from = this.from, to = this.to): string {
    if (from === 0 && to === text.length) return text;
    return (from > 0 ? ELLIPSIS : '') + text.slice(from, to).trim() + (to < text.length ? ELLIPSIS : '');
  }

  /** {@link cut} for text stored as ASCII bytes `bytes[start, end)`: only the window is decoded. */
  cutBytes(bytes: Uint8Array, start: number, end: number, from: number, to: number): string {
    const body = decoder.decode(bytes.subarray(start + from, start + to));
    if (from === 0 && to === end - start) return body;
    return (from > 0 ? ELLIPSIS : '') + body.trim() + (to < end - start ? ELLIPSIS : '');
  }

  /** Distinct terms among occurrences [first, last). */
  private distinct(first: number, last: number): number {
    let seen = 0;
    const term = this.occurrences.term;
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

const shared = new ExcerptCutter();

/**
 * A window of about {@link EXCERPT_CHARS} characters around the densest cluster of `terms` in `text`
 * (most distinct terms first, then most occurrences). Falls back to the start of the text.
 */
export function makeExcerpt(text: string, terms: ReadonlySet<string>, maxChars = EXCERPT_CHARS): string {
  const list = [...terms].slice(0, MAX_TERMS);
  shared.reset(list);
  shared.measure(text, list.length === 32 ? 0xffffffff : (1 << list.length) - 1, maxChars);
  return shared.cut(text);
}
