// Quote checks for model answers: a quote grounds a label only if its words occur, in order, in the
// text it claims to come from, whatever the case, spacing or typographic quote marks.

/** Shortest quote that can ground anything (after normalising). */
const MIN_QUOTE = 4;

/** Lowercase, one space between words, straight quotes, no ellipsis or surrounding punctuation. */
export function normaliseForQuote(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201f]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/…|\.\.\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'`(\[\s]+|["'`)\].,;:!?\s]+$/g, '');
}

/** Whether `quote` occurs in one of `texts` (each already normalised with normaliseForQuote). */
export function quoteOccurs(quote: string, normalisedTexts: readonly string[]): boolean {
  const q = normaliseForQuote(quote);
  return q.length >= MIN_QUOTE && normalisedTexts.some((t) => t.includes(q));
}

/** A model's free text made safe to show: no control characters, at most `max` characters. */
export function plainLine(text: string, max: number): string {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
