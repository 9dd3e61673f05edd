// Picks the passage of a section where matched query terms cluster most densely and trims it at word boundaries.
import { foldCase, normaliseWord } from './tokenizer.js';

/** Target excerpt length in characters (before the ellipses). */
export const EXCERPT_CHARS = 240;
const ELLIPSIS = '…';
const WORD = /[\p{L}\p{N}]+/gu;
const PREFIX = 3;

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
  const out: Match[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    if (word.length < 2 || !prefixes.has(foldCase(word.slice(0, PREFIX)))) continue;
    const term = normaliseWord(word);
    if (term && terms.has(term)) out.push({ term, start: m.index ?? 0, end: (m.index ?? 0) + word.length });
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
  if (text.length <= maxChars) return text;
  const hits = terms.size ? findMatches(text, terms) : [];
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
  return (start > 0 ? ELLIPSIS : '') + body + (end < text.length ? ELLIPSIS : '');
}
