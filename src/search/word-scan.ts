// The words of excerpt text and the terms they stand for: a word is a run of letters and digits, and it counts
// as an occurrence of the term it stems to when it starts with that term's first letters. The build records
// every occurrence in the stored text as a position; queries read positions and only measure word ends here.
import { foldCase, normaliseFolded, normaliseWord } from './tokenizer.js';

/** Letters of its term a word must start with: stems keep their word's first letters, so this rejects accidents. */
const PREFIX = 3;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
/** [A-Za-z0-9] by ASCII code. */
const ASCII_WORD_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD_CHAR[c] = /[A-Za-z0-9]/.test(String.fromCharCode(c)) ? 1 : 0;

/** Letter-or-digit answers for code points above ASCII; text is mostly ASCII, so few are ever asked. */
const wideWordChar = new Map<number, boolean>();
const WIDE_CACHE_LIMIT = 4096;

function isWideWordChar(codePoint: number): boolean {
  let yes = wideWordChar.get(codePoint);
  if (yes === undefined) {
    yes = WORD_CHAR.test(String.fromCodePoint(codePoint));
    if (wideWordChar.size < WIDE_CACHE_LIMIT) wideWordChar.set(codePoint, yes);
  }
  return yes;
}

/** Width in UTF-16 units of the word character at `at` (a surrogate pair counts as one character), or 0. */
function wordCharWidth(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 128) return ASCII_WORD_CHAR[c];
  const cp = text.codePointAt(at)!;
  return isWideWordChar(cp) ? (cp > 0xffff ? 2 : 1) : 0;
}

/** End (UTF-16 offset) of the word starting at `start` in `text`. */
export function wordEnd(text: string, start: number): number {
  const n = text.length;
  let at = start;
  while (at < n) {
    const width = wordCharWidth(text, at);
    if (width === 0) break;
    at += width;
  }
  return at;
}

/** End of the ASCII word starting at `start` in `bytes`, stopping at `limit`. */
export function asciiWordEnd(bytes: Uint8Array, start: number, limit: number): number {
  let at = start;
  while (at < limit && bytes[at] < 128 && ASCII_WORD_CHAR[bytes[at]] === 1) at++;
  return at;
}

/** Whether the word `text[start, end)` starts with the first {@link PREFIX} letters of `term`, case-folded. */
function startsLike(text: string, start: number, end: number, term: string): boolean {
  const prefix = term.length > PREFIX ? term.slice(0, PREFIX) : term;
  const headEnd = Math.min(end, start + PREFIX);
  let asciiHead = true;
  for (let i = start; i < headEnd; i++) if (text.charCodeAt(i) >= 128) asciiHead = false;
  if (!asciiHead) return foldCase(text.slice(start, headEnd)).startsWith(prefix);
  if (prefix.length > end - start) return false;
  for (let i = 0; i < prefix.length; i++) if ((text.charCodeAt(start + i) | 0x20) !== prefix.charCodeAt(i)) return false;
  return true;
}

/**
 * Calls `visit(term, start)` for every word of `text` (at least two characters) that is an occurrence of the
 * term it stems to; `start` is a UTF-16 offset. Stop words and words too long to index are skipped.
 */
export function scanWords(text: string, visit: (term: string, start: number) => void): void {
  const n = text.length;
  let at = 0;
  while (at < n) {
    const c = text.charCodeAt(at);
    let width = c < 128 ? ASCII_WORD_CHAR[c] : wordCharWidth(text, at);
    if (width === 0) {
      at++;
      continue;
    }
    const start = at;
    let ascii = c < 128;
    at += width;
    while (at < n) {
      const d = text.charCodeAt(at);
      if (d < 128) {
        if (ASCII_WORD_CHAR[d] === 0) break;
        at++;
      } else {
        width = wordCharWidth(text, at);
        if (width === 0) break;
        ascii = false;
        at += width;
      }
    }
    if (at - start < 2) continue;
    const word = text.slice(start, at);
    const term = ascii ? normaliseFolded(word.toLowerCase()) : normaliseWord(word);
    if (term !== undefined && startsLike(text, start, at, term)) visit(term, start);
  }
}
