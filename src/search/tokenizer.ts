// Turns text into index terms: folded, stemmed, stop words dropped, code identifiers split, ADR references unified.
import { stemmer } from 'stemmer';
import { STOP_WORDS } from './stop-words.js';

/** One term found in a text, with where it came from (UTF-16 offsets into the original string). */
export interface Token {
  term: string;
  start: number;
  end: number;
  /** The folded word before stemming, kept for typo correction (`deployments` for the term `deploy`). */
  surface: string;
  /** The joined form of a split identifier (`proposer-based` → `proposerbased`). Queries treat it as optional. */
  compound?: boolean;
}

/** `index` splits camelCase humps so `PageObject` is found by "page object"; `query` keeps a camelCase
 *  query word whole, because splitting `GitHub` would ask for "git" and "hub" as separate evidence. */
export type TokenizeMode = 'index' | 'query';

/** Prefix of the single term an ADR reference becomes: `ADR-0012`, `adr 12` and an ADR whose id is 12 all give `adr:12`. */
export const ADR_TERM_PREFIX = 'adr:';

const MAX_TERM_LENGTH = 40;
const MAX_COMPOUND_PIECES = 3;

// An ADR reference (`ADR-0012`, `adr 12`, `ADR: 6`) or a word run that may join parts with . _ - or an apostrophe.
const TOKEN_PATTERN = /(\badr[\s\-_:#.]{0,3}(\d{1,6})(?![\p{L}\p{N}]))|([\p{L}\p{N}]+(?:['’._\-][\p{L}\p{N}]+)*)/giu;
const PART_SEPARATOR = /[._\-]+/u;
const APOSTROPHES = /['’]/gu;
// Boundaries inside a part: lower→Upper, UPPER→Upper-lower (`XMLHttp`), letter↔digit.
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const DIGIT_BOUNDARY = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;
const COMBINING_MARKS = /\p{M}+/gu;
const ASCII_WORD = /^[a-z]+$/;
const ASCII_TEXT = /^[\x00-\x7f]*$/;
/**
 * Runs that are one piece whatever the splitting rules say: a capital then lower case, all capitals or all digits
 * (indexing splits camelCase humps), and any letters-only run in a query (queries keep humps). Most words are
 * these, and they skip the splitting regexes and Unicode folding.
 */
const ONE_PIECE: Record<TokenizeMode, RegExp> = {
  index: /^(?:[A-Z]?[a-z]+|[A-Z]+|[0-9]+)$/,
  query: /^(?:[A-Za-z]+|[0-9]+)$/,
};

// The folded form of the word normaliseWord last saw; saves folding twice per token.
let lastFolded = '';

const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

/**
 * Empties the stem cache. A build fills it with every word of the docs; queries only need their own words, and a
 * big cache makes every lookup slower.
 */
export function forgetStems(): void {
  stemCache.clear();
}

/** Lower-cases and strips diacritics (`Café` → `cafe`), the folding every term goes through. */
export function foldCase(text: string): string {
  if (ASCII_TEXT.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** Normalises an ADR id or number to the form used in `adr:` terms: digits lose leading zeros, anything else is folded. */
export function normaliseAdrId(id: string): string {
  const trimmed = id.trim();
  const digits = /^(?:adr[\s\-_:#.]*)?0*(\d+)$/i.exec(trimmed);
  if (digits) return String(Number(digits[1]));
  return foldCase(trimmed);
}

/** The term an ADR id is indexed and queried under. */
export function adrTerm(id: string): string {
  return ADR_TERM_PREFIX + normaliseAdrId(id);
}

/** Folds and stems one word; returns undefined for stop words and words too short or too long to help. */
export function normaliseWord(word: string): string | undefined {
  const folded = foldCase(word.replace(APOSTROPHES, ''));
  lastFolded = folded;
  return normaliseFolded(folded);
}

/**
 * {@link normaliseWord} for a word already folded and free of apostrophes; a lower-cased ASCII word qualifies,
 * which lets excerpt scanning skip Unicode folding.
 */
export function normaliseFolded(folded: string): string | undefined {
  if (folded.length < 2 || folded.length > MAX_TERM_LENGTH || STOP_WORDS.has(folded)) return undefined;
  if (!ASCII_WORD.test(folded)) return folded;
  let stem = stemCache.get(folded);
  if (stem === undefined) {
    stem = stemmer(folded);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(folded, stem);
  }
  return stem;
}

/**
 * Splits text into terms. Identifiers are split into their parts and also kept whole, so
 * `getUserName`, `get_user_name` and "get user name" meet on the same terms.
 */
export function tokenize(text: string, mode: TokenizeMode = 'index'): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (match[2] !== undefined) {
      const term = ADR_TERM_PREFIX + String(Number(match[2]));
      tokens.push({ term, surface: term, start, end });
      continue;
    }
    pushWordRun(match[3] ?? match[0], start, mode, tokens);
  }
  return tokens;
}

function pushWordRun(run: string, start: number, mode: TokenizeMode, out: Token[]): void {
  const end = start + run.length;
  if (ONE_PIECE[mode].test(run)) {
    const folded = run.toLowerCase();
    const term = normaliseFolded(folded);
    if (term) out.push({ term, surface: folded, start, end });
    return;
  }
  const pieces = splitRun(run, mode);
  if (pieces.length <= 1) {
    const term = normaliseWord(run);
    if (term) out.push({ term, surface: lastFolded, start, end });
    return;
  }
  const parts: string[] = [];
  let cursor = 0;
  for (const piece of pieces) {
    const at = run.indexOf(piece, cursor);
    cursor = at + piece.length;
    if (piece.length < 2) continue;
    const term = normaliseWord(piece);
    if (term) {
      out.push({ term, surface: lastFolded, start: start + at, end: start + cursor });
      parts.push(term);
    }
  }
  // The joined form only pays for itself on short identifiers; long kebab runs (file names) would flood the vocabulary.
  if (pieces.length > MAX_COMPOUND_PIECES) return;
  const whole = normaliseWord(run.replace(/[._\-]+/gu, ''));
  if (whole && !parts.includes(whole)) out.push({ term: whole, surface: lastFolded, start, end, compound: true });
}

function splitRun(run: string, mode: TokenizeMode): string[] {
  const pieces: string[] = [];
  for (const part of run.replace(APOSTROPHES, '').split(PART_SEPARATOR)) {
    if (!part) continue;
    const humps = mode === 'index' ? part.split(CAMEL_BOUNDARY) : [part];
    for (const hump of humps) pieces.push(...hump.split(DIGIT_BOUNDARY));
  }
  return pieces;
}
