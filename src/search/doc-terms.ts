// Reads one document the way the index sees it: terms per field with their counts, per-section term values and
// lengths, the words typo correction may offer, and the plain text kept for excerpts.
import type { FieldCounts, FieldLengths } from './impact.js';
import { markdownToText } from './markdown-text.js';
import { withoutMetadata } from './metadata-lines.js';
import { adrTerm, tokenize, type Token } from './tokenizer.js';
import type { IndexableDoc } from './types.js';

/** Typos are corrected only towards words at least this long; shorter words have too many neighbours. */
const MIN_SURFACE_LENGTH = 4;
/** Sections at the top of a doc (the preamble and the first heading's) where a metadata block sits. */
const METADATA_SECTIONS = 2;
const SURFACE_WORD = /^[a-z]+$/;
const U16_MAX = 0xffff;

/** One term in one doc: its field counts and, per section it occurs in, the section's index and value. */
export interface TermInDoc extends FieldCounts {
  /** Alternating section index and value (`bodyTf * 4 + headingTf`, heading tf capped at 3), ascending. */
  sections: number[];
}

export interface AnalysedDoc {
  lengths: FieldLengths;
  terms: Map<string, TermInDoc>;
  /** Terms per section (heading and body). */
  sectionLengths: number[];
  /** Per section, the plain text excerpts may quote (metadata blocks left out), before any truncation. */
  excerptTexts: string[];
}

function newTerm(): TermInDoc {
  return { title: 0, tags: 0, path: 0, id: 0, body: 0, heading: 0, sections: [] };
}

function pathTokens(path: string): Token[] {
  const words = path.replace(/\.[a-z]+(?:\.[a-z]+)?$/i, '').replace(/[/._-]+/g, ' ');
  return tokenize(words, 'query');
}

/** The terms of a doc's path, as its path field indexes them (queries compare them when ADR ids collide). */
export function pathTerms(path: string): string[] {
  return pathTokens(path).map((t) => t.term);
}

/**
 * Analyses one doc. `noteSurface(word, term)` is called for every unstemmed word typo correction may offer, in
 * doc order (title, then each section's body and heading).
 */
export function analyseDoc(doc: IndexableDoc, noteSurface: (surface: string, term: string) => void): AnalysedDoc {
  const terms = new Map<string, TermInDoc>();
  const termOf = (term: string): TermInDoc => {
    let entry = terms.get(term);
    if (!entry) terms.set(term, (entry = newTerm()));
    return entry;
  };
  const noteSurfaces = (tokens: Token[]): void => {
    for (const t of tokens) {
      if (t.compound || t.surface.length < MIN_SURFACE_LENGTH || !SURFACE_WORD.test(t.surface)) continue;
      noteSurface(t.surface, t.term);
    }
  };
  const titleTokens = tokenize([doc.title, ...doc.aliases].join(' \n '));
  const tagTokens = tokenize(doc.tags.join(' \n '));
  const pathToks = pathTokens(doc.path);
  noteSurfaces(titleTokens);
  for (const t of titleTokens) termOf(t.term).title++;
  for (const t of tagTokens) termOf(t.term).tags++;
  for (const t of pathToks) termOf(t.term).path++;
  if (doc.adrId) termOf(adrTerm(doc.adrId)).id = 1;

  const sectionLengths: number[] = [];
  const excerptTexts: string[] = [];
  let body = 0;
  doc.sections.forEach((section, s) => {
    const text = markdownToText(section.text);
    const headTokens = tokenize(section.heading);
    const bodyTokens = tokenize(text);
    noteSurfaces(bodyTokens);
    noteSurfaces(headTokens);
    sectionLengths.push(Math.min(headTokens.length + bodyTokens.length, U16_MAX));
    body += headTokens.length + bodyTokens.length;
    const values = new Map<string, number>();
    for (const t of bodyTokens) values.set(t.term, (values.get(t.term) ?? 0) + 4);
    for (const t of headTokens) {
      const v = values.get(t.term) ?? 0;
      if ((v & 3) < 3) values.set(t.term, v + 1);
    }
    for (const [term, v] of values) {
      const entry = termOf(term);
      entry.sections.push(s, v);
      entry.body += v >>> 2;
      entry.heading += v & 3;
    }
    // Excerpts quote the text, not the metadata block at the top (the words stay indexed above).
    excerptTexts.push(s < METADATA_SECTIONS ? markdownToText(withoutMetadata(section.text)) : text);
  });
  return {
    lengths: {
      title: Math.min(titleTokens.length, U16_MAX),
      tags: Math.min(tagTokens.length, U16_MAX),
      path: Math.min(pathToks.length, U16_MAX),
      body,
    },
    terms,
    sectionLengths,
    excerptTexts,
  };
}
