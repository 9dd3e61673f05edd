// Turns a query string into scored terms: vocabulary lookup, idf, and typo correction for words the index lacks.
import { idf } from './impact.js';
import { ADR_TERM_PREFIX, tokenize } from './tokenizer.js';
import { MAX_QUERY_TERMS } from './ranking.js';
import { lookupKey, type StringTable } from './string-table.js';
import { CorrectionBudget, type TypoCorrector } from './typo.js';

export interface QueryTerm {
  /** Index form of the term that is scored (after correction, if any). */
  term: string;
  id: number;
  idf: number;
  /** An `adr:N` reference. */
  adr: boolean;
  /** The joined form of a split identifier: scored when present, never required, never corrected. */
  compound: boolean;
  /** The query word as typed, when it was corrected to `term`. */
  correctedFrom?: string;
}

/** The parts of an index a query needs to become terms. */
export interface Lexicon {
  vocabulary: StringTable;
  /** Term of each unstemmed word the docs use (the corrector's table), by its index there. */
  surfaceTerm: Uint32Array;
  termDf: Uint32Array;
  docCount: number;
  /** Corrects words the vocabulary lacks to known surface words. */
  corrector: TypoCorrector;
}

const CORRECTABLE = /^[a-z]+$/;

/**
 * Looks each query word up in the vocabulary. A word the index has never seen is corrected to the nearest
 * known word; a word the index knows is taken as typed, so correct queries are never rewritten. Corrections
 * share one budget per query (see {@link CorrectionBudget}), so a long query of unknown words stays cheap.
 */
export function parseQuery(query: string, lexicon: Lexicon): QueryTerm[] {
  const { vocabulary, surfaceTerm, termDf, docCount, corrector } = lexicon;
  const budget = new CorrectionBudget();
  const seen = new Set<number>();
  const terms: QueryTerm[] = [];
  for (const token of tokenize(query, 'query')) {
    if (terms.length >= MAX_QUERY_TERMS) break;
    let id = vocabulary.find(lookupKey(token.term));
    let correctedFrom: string | undefined;
    if (id < 0) {
      if (token.compound || !CORRECTABLE.test(token.surface)) continue;
      const surface = corrector.correct(lookupKey(token.surface), budget);
      if (surface < 0) continue;
      id = surfaceTerm[surface];
      correctedFrom = token.surface;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    terms.push({
      term: vocabulary.decode(id),
      id,
      idf: 0,
      adr: token.term.startsWith(ADR_TERM_PREFIX),
      compound: token.compound === true,
      ...(correctedFrom ? { correctedFrom } : {}),
    });
  }
  for (const term of terms) term.idf = idf(termDf[term.id], docCount);
  return terms;
}
