// Reads a proposed decision: what it takes up, what it moves away from, and whether it takes a side at all.

import { contentStems, stem, words } from '../text/terms.js';
import { phraseAfter } from './extract-options.js';

export interface Proposal {
  /** Content stems of the description (what the proposal is about). */
  stems: Set<string>;
  /** Stems of the context, used for retrieval and relevance only. */
  contextStems: Set<string>;
  /** Stems inside phrases the proposal moves away from ("instead of X", "out of X", "replace X with"). */
  awayStems: Set<string>;
  /** Stems of what the proposal moves to ("into Y", "with Y", "switch to Y"). */
  towardStems: Set<string>;
  /** The proposal weighs options or asks a question instead of choosing. */
  undecided: boolean;
  /** Capitalised product-like names in the description (MongoDB, FastAPI). */
  products: Set<string>;
}

const AWAY = /\b(?:instead of|rather than|in place of|out of|away from|migrate from|move from|switch from|replace|replacing|drop|dropping|stop using|get rid of|retire|remove|without)\s+/gi;
const TOWARD = /\b(?:into|onto|switch to|move to|migrate to|moving to|with|adopt|use|using|introduce|stand up|write (?:\w+ )?with)\s+/gi;
const UNDECIDED = /\?\s*$|\?\s|\b(?:weigh(?:ing)?|wondering|want to know|would like to know|trying to decide|deciding between|comparing|evaluating (?:the )?options|looking at options|options such as|pros and cons of)\b/im;
const NOT_PRODUCT = new Set(['I', 'We', 'Let', 'Let\'s', 'The', 'For', 'In', 'Our', 'This', 'That', 'Proposal', 'Simplest', 'Add', 'Use', 'When', 'If', 'To', 'And', 'A', 'An']);

/** Analyses a proposed decision and its optional context. */
export function analyzeProposal(description: string, context = ''): Proposal {
  const away = new Set<string>();
  const toward = new Set<string>();
  let m: RegExpExecArray | null;
  AWAY.lastIndex = 0;
  while ((m = AWAY.exec(description))) for (const s of contentStems(phraseAfter(description, m.index + m[0].length))) away.add(s);
  TOWARD.lastIndex = 0;
  while ((m = TOWARD.exec(description))) for (const s of contentStems(phraseAfter(description, m.index + m[0].length))) if (!away.has(s)) toward.add(s);
  const products = new Set<string>();
  for (const w of description.match(/\b[A-Z][\w.+#-]*[A-Za-z0-9]\b/g) ?? []) {
    if (NOT_PRODUCT.has(w)) continue;
    const index = description.indexOf(w);
    const sentenceStart = index === 0 || /[.!?:]\s+$/.test(description.slice(Math.max(0, index - 3), index));
    if (!sentenceStart || /[A-Z].*[A-Z]|\d/.test(w.slice(1))) products.add(stem(w.toLowerCase()));
  }
  return {
    stems: new Set(contentStems(description)),
    contextStems: new Set(contentStems(context)),
    awayStems: away,
    towardStems: toward,
    undecided: UNDECIDED.test(description),
    products,
  };
}

/** Lowercase words of a text, for substring-free membership tests. */
export function wordSet(text: string): Set<string> {
  return new Set(words(text));
}
