// Finds where query terms occur in a section's stored text, walking character codes so that only words
// starting like a query term ever become strings (stemming every word would dominate query time).
import { foldCase, normaliseFolded, normaliseWord } from './tokenizer.js';

/** Letters of a term a word must start with before it is stemmed: stems keep their word's first letters. */
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

const asciiDecoder = new TextDecoder();

/** Slots of the per-query word memory (a power of two); it stops learning words when half full. */
const WORD_CACHE_SLOTS = 2048;

/** Whether `lower` equals `text[start, end)` lower-cased, for ASCII text. */
function sameLowerAscii(lower: string, text: string, start: number, end: number): boolean {
  if (lower.length !== end - start) return false;
  for (let i = start; i < end; i++) if (lower.charCodeAt(i - start) !== (text.charCodeAt(i) | 0x20)) return false;
  return true;
}

/** {@link sameLowerAscii} against bytes. */
function sameLowerAsciiBytes(lower: string, bytes: Uint8Array, start: number, end: number): boolean {
  if (lower.length !== end - start) return false;
  for (let i = start; i < end; i++) if (lower.charCodeAt(i - start) !== (bytes[i] | 0x20)) return false;
  return true;
}

/** Width in UTF-16 units of the word character at `at` (a surrogate pair counts as one character), or 0. */
function wordCharWidth(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 128) return ASCII_WORD_CHAR[c];
  const cp = text.codePointAt(at)!;
  return isWideWordChar(cp) ? (cp > 0xffff ? 2 : 1) : 0;
}

/**
 * Term occurrences in one text, for up to 32 query terms (bit `t` stands for term `t`). A word counts when it
 * starts with the first letters of some wanted term and stems to a wanted term. Results live in reused typed
 * arrays: `term[i]`, `start[i]`, `end[i]` (UTF-16 offsets, in text order) for `i < count`.
 */
export class TermOccurrences {
  term: Int32Array = new Int32Array(64);
  start: Int32Array = new Int32Array(64);
  end: Int32Array = new Int32Array(64);
  count = 0;
  private terms: readonly string[] = [];
  private readonly termIndex = new Map<string, number>();
  /** Per lower-case ASCII first letter, the terms whose prefix starts with it. */
  private readonly byFirstChar = new Uint32Array(128);
  private prefixes: string[] = [];
  /** Per-query memory of ASCII words seen (lower-cased) and the term each stems to (-1: none): open addressing. */
  private readonly cacheHash = new Int32Array(WORD_CACHE_SLOTS);
  private readonly cacheTerm = new Int32Array(WORD_CACHE_SLOTS);
  private readonly cacheWord: string[] = new Array<string>(WORD_CACHE_SLOTS).fill('');
  private cacheUsed = 0;

  /** Sets the query's terms; term `t` is wanted when bit `t` of a scan's mask is set. */
  reset(terms: readonly string[]): void {
    this.terms = terms;
    this.termIndex.clear();
    this.byFirstChar.fill(0);
    this.prefixes = terms.map((term) => term.slice(0, PREFIX));
    this.cacheHash.fill(0);
    this.cacheUsed = 0;
    terms.forEach((term, t) => {
      if (t >= 32) return;
      this.termIndex.set(term, t);
      const first = term.charCodeAt(0);
      if (first < 128) this.byFirstChar[first] = (this.byFirstChar[first] | (1 << t)) >>> 0;
    });
  }

  get termCount(): number {
    return Math.min(this.terms.length, 32);
  }

  /** Finds the wanted terms (bits of `mask`) in `text`; returns how many occurrences were found. */
  scan(text: string, mask: number): number {
    this.count = 0;
    const n = text.length;
    const firstChar = this.byFirstChar;
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
      // Most words start with a letter no wanted term starts with: rejected before any string is made.
      if (at - start < 2 || (c < 128 && (firstChar[c | 0x20] & mask) === 0)) continue;
      this.consider(text, start, at, ascii, mask);
    }
    return this.count;
  }

  /**
   * {@link scan} over UTF-8 bytes `bytes[start, end)` that are expected to be ASCII, where byte offsets are character
   * offsets: no string is decoded. Offsets found are relative to `start`.
   * @returns the occurrences found, or -1 at the first non-ASCII byte (then scan the decoded string instead).
   */
  scanAscii(bytes: Uint8Array, start: number, end: number, mask: number): number {
    this.count = 0;
    const firstChar = this.byFirstChar;
    let at = start;
    while (at < end) {
      const c = bytes[at];
      if (c >= 128) return -1;
      if (ASCII_WORD_CHAR[c] === 0) {
        at++;
        continue;
      }
      const wordStart = at++;
      while (at < end) {
        const d = bytes[at];
        if (d >= 128) return -1;
        if (ASCII_WORD_CHAR[d] === 0) break;
        at++;
      }
      if (at - wordStart < 2 || (firstChar[c | 0x20] & mask) === 0) continue;
      if (!this.bytesStartLikeWanted(bytes, wordStart, at, mask)) continue;
      const t = this.asciiBytesTermOf(bytes, wordStart, at);
      if (t >= 0 && (mask >>> t) & 1) this.push(t, wordStart - start, at - start);
    }
    return this.count;
  }

  private bytesStartLikeWanted(bytes: Uint8Array, start: number, end: number, mask: number): boolean {
    let candidates = this.byFirstChar[bytes[start] | 0x20] & mask;
    while (candidates !== 0) {
      const t = 31 - Math.clz32(candidates);
      candidates = (candidates & ~(1 << t)) >>> 0;
      const prefix = this.prefixes[t];
      if (prefix.length > end - start) continue;
      let same = true;
      for (let i = 1; i < prefix.length && same; i++) same = (bytes[start + i] | 0x20) === prefix.charCodeAt(i);
      if (same) return true;
    }
    return false;
  }

  /** {@link asciiTermOf} reading the word from bytes. */
  private asciiBytesTermOf(bytes: Uint8Array, start: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] | 0x20), 0x01000193);
    hash |= 1;
    const capacity = this.cacheHash.length;
    let slot = hash & (capacity - 1);
    for (let probe = 0; probe < capacity; probe++, slot = (slot + 1) & (capacity - 1)) {
      const stored = this.cacheHash[slot];
      if (stored === 0) break;
      if (stored === hash && sameLowerAsciiBytes(this.cacheWord[slot], bytes, start, end)) return this.cacheTerm[slot];
    }
    return this.remember(slot, hash, asciiDecoder.decode(bytes.subarray(start, end)).toLowerCase());
  }

  /** Stems a lower-cased ASCII word to a query term and remembers it in `slot` (its empty probe end) when there is room. */
  private remember(slot: number, hash: number, word: string): number {
    const t = this.termOf(normaliseFolded(word));
    if (this.cacheUsed < this.cacheHash.length / 2 && this.cacheHash[slot] === 0) {
      this.cacheHash[slot] = hash;
      this.cacheWord[slot] = word;
      this.cacheTerm[slot] = t;
      this.cacheUsed++;
    }
    return t;
  }

  /** Records the word `text[start, end)` when it begins like a wanted term and stems to one. */
  private consider(text: string, start: number, end: number, ascii: boolean, mask: number): void {
    if (!this.startsLikeWanted(text, start, end, mask)) return;
    const t = ascii ? this.asciiTermOf(text, start, end) : this.termOf(normaliseWord(text.slice(start, end)));
    if (t >= 0 && (mask >>> t) & 1) this.push(t, start, end);
  }

  private termOf(term: string | undefined): number {
    return term === undefined ? -1 : (this.termIndex.get(term) ?? -1);
  }

  /**
   * {@link termOf} for an ASCII word, remembered for the rest of the query: the same words come back in section
   * after section, and a remembered word costs neither a string nor a stemmer call.
   */
  private asciiTermOf(text: string, start: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ (text.charCodeAt(i) | 0x20), 0x01000193);
    hash |= 1;
    const capacity = this.cacheHash.length;
    let slot = hash & (capacity - 1);
    for (let probe = 0; probe < capacity; probe++, slot = (slot + 1) & (capacity - 1)) {
      const stored = this.cacheHash[slot];
      if (stored === 0) break;
      if (stored === hash && sameLowerAscii(this.cacheWord[slot], text, start, end)) return this.cacheTerm[slot];
    }
    return this.remember(slot, hash, text.slice(start, end).toLowerCase());
  }

  private startsLikeWanted(text: string, start: number, end: number, mask: number): boolean {
    const headEnd = Math.min(end, start + PREFIX);
    let asciiHead = true;
    for (let i = start; i < headEnd; i++) if (text.charCodeAt(i) >= 128) asciiHead = false;
    if (!asciiHead) {
      const head = foldCase(text.slice(start, headEnd));
      for (let t = 0; t < this.termCount; t++) if ((mask >>> t) & 1 && head.startsWith(this.prefixes[t])) return true;
      return false;
    }
    let candidates = this.byFirstChar[text.charCodeAt(start) | 0x20] & mask;
    while (candidates !== 0) {
      const t = 31 - Math.clz32(candidates);
      candidates = (candidates & ~(1 << t)) >>> 0;
      const prefix = this.prefixes[t];
      if (prefix.length > end - start) continue;
      let same = true;
      for (let i = 1; i < prefix.length && same; i++) same = (text.charCodeAt(start + i) | 0x20) === prefix.charCodeAt(i);
      if (same) return true;
    }
    return false;
  }

  private push(t: number, start: number, end: number): void {
    if (this.count === this.term.length) {
      const grow = (from: Int32Array): Int32Array => {
        const to = new Int32Array(from.length * 2);
        to.set(from);
        return to;
      };
      this.term = grow(this.term);
      this.start = grow(this.start);
      this.end = grow(this.end);
    }
    this.term[this.count] = t;
    this.start[this.count] = start;
    this.end[this.count] = end;
    this.count++;
  }
}
