// Picks the passage of a section where matched query terms cluster most densely and trims it at word boundaries.
import { foldCase, normaliseWord } from './tokenizer.js';

/** Target excerpt length in characters (before the ellipses). */
export const EXCERPT_CHARS = 240;
const ELLIPSIS = '…';
const WORD = /[\p{L}\p{N}]+/gu;
const PREFIX = 3;
const ASCII = /^[\x00-\x7f]*$/;

interface Match {
  term: string;
  start: number;
  end: number;
}

/**
 * Where `terms` occur in `text`. Stemming every word of a section would dominate query time, so a word is only
 * stemmed when its first letters match the start of some term (stems keep their word's first letters).
 */
function findMatches(text: string, terms: ReadonlySet<string>): Match[] {
  const prefixes = new Set([...terms].map((t) => t.slice(0, PREFIX)));
  if (ASCII.test(text)) return findAsciiMatches(text, terms, prefixes);
  const out: Match[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    if (word.length < 2) continue;
    // Plain lower-casing is exact for ASCII and much cheaper than Unicode folding, which most words never need.
    const head = word.slice(0, PREFIX);
    if (!prefixes.has(ASCII.test(head) ? head.toLowerCase() : foldCase(head))) continue;
    const term = normaliseWord(word);
    if (term && terms.has(term)) out.push({ term, start: m.index ?? 0, end: (m.index ?? 0) + word.length });
  }
  return out;
}

const isWordChar = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * {@link findMatches} for ASCII text, where lower-casing is exact: finds each term's first letters with indexOf
 * instead of visiting every word, which is what keeps excerpts of long sections cheap.
 */
function findAsciiMatches(text: string, terms: ReadonlySet<string>, prefixes: ReadonlySet<string>): Match[] {
  const lower = text.toLowerCase();
  const starts = new Set<number>();
  for (const prefix of prefixes) {
    for (let at = lower.indexOf(prefix); at >= 0; at = lower.indexOf(prefix, at + 1)) {
      if (at === 0 || !isWordChar(lower.charCodeAt(at - 1))) starts.add(at);
    }
  }
  const out: Match[] = [];
  for (const start of [...starts].sort((x, y) => x - y)) {
    let end = start;
    while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
    if (end - start < 2) continue;
    const term = normaliseWord(text.slice(start, end));
    if (term && terms.has(term)) out.push({ term, start, end });
  }
  return out;
}

function snapStart(text: string, at: number): number {
  if (at <= 0) return 0;
  const space = text.lastIndexOf(' ', at);
  return space < 0 || at - space > 30 ? at : space + 1;
}

function snapEnd(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const space = text.lastIndexOf(' ', at);
  return space <= 0 || at - space > 30 ? at : space;
}

/**
 * A window of about {@link EXCERPT_CHARS} characters around the densest cluster of `terms` in `text`
 * (most distinct terms first, then most occurrences). Falls back to the start of the text.
 */
export function makeExcerpt(text: string, terms: ReadonlySet<string>, maxChars = EXCERPT_CHARS): string {
  return excerptWithCoverage(text, terms, maxChars).excerpt;
}

/**
 * {@link makeExcerpt}, also saying how many distinct `terms` the excerpt shows, so a caller comparing sections
 * need not tokenize each candidate again.
 */
export function excerptWithCoverage(text: string, terms: ReadonlySet<string>, maxChars = EXCERPT_CHARS): { excerpt: string; shown: number } {
  const hits = terms.size ? findMatches(text, terms) : [];
  if (text.length <= maxChars) return { excerpt: text, shown: new Set(hits.map((h) => h.term)).size };
  let windowStart = 0;
  if (hits.length > 0) {
    let best = { score: -1, from: 0, to: 0 };
    for (let i = 0, j = 0; i < hits.length; i++) {
      if (j < i) j = i;
      while (j + 1 < hits.length && hits[j + 1].end - hits[i].start <= maxChars) j++;
      const distinct = new Set(hits.slice(i, j + 1).map((h) => h.term)).size;
      const score = distinct * 1000 + (j - i + 1);
      if (score > best.score) best = { score, from: hits[i].start, to: hits[j].end };
    }
    // Centre the cluster, leaving a little lead-in so the excerpt reads as a sentence fragment.
    const slack = Math.max(0, maxChars - (best.to - best.from));
    windowStart = Math.max(0, Math.min(best.from - Math.floor(slack / 3), text.length - maxChars));
  }
  const start = snapStart(text, windowStart);
  const end = snapEnd(text, Math.min(text.length, start + maxChars));
  const body = text.slice(start, end).trim();
  const shown = new Set(hits.filter((h) => h.start >= start && h.end <= end).map((h) => h.term)).size;
  return { excerpt: (start > 0 ? ELLIPSIS : '') + body + (end < text.length ? ELLIPSIS : ''), shown };
}
