// Reads a proposed decision: what it takes up, what it drops or replaces, which lexicon options it
// names on each side, and whether it takes a side at all. Sentences that only describe today's
// setting ("Search API still writes … with an IAM user's key") count for relevance, not as choices.
import type { CompiledLexicon } from '../lexicon/lexicon.js';
import { conceptStems } from '../text/concepts.js';
import { awaySpans, splitByPolarity } from '../text/polarity.js';
import { sentences } from '../text/terms.js';

export interface Proposal {
  /** Concept stems of the whole description. */
  stems: Set<string>;
  /** Concept stems of the context: for finding the right decision log, never for labels. */
  contextStems: Set<string>;
  /** Concept stems of what the proposal takes up, and of what it drops, replaces or rules out. */
  taken: Set<string>;
  away: Set<string>;
  /** Lexicon options ("family/member") taken up and turned away from; strong ones are named outright. */
  takenOptions: Map<string, { strong: boolean; surface: string }>;
  /** `firm`: dropped by a replacement or an explicit turn away, not only inside a negated clause. */
  awayOptions: Map<string, { strong: boolean; surface: string; firm: boolean }>;
  /** The proposal weighs options or asks a question instead of choosing. */
  undecided: boolean;
  /** The sentences that propose something, for quoting in reasons. */
  proposing: string;
}

const PROPOSING = /\b(?:let's|let us|i'd|i'll|i will|we'll|we will|we should|should we|we could|i want|we want|want to|would like|i propose|we propose|proposal|propose|plan to|planning to|going to|intend to|suggest|how about|next sprint|need to|have to|must|can we|shall we|i'm adding|we're adding|i'm going|instead)\b/i;
const IMPERATIVE = /^(?:add|use|move|replace|switch|make|adopt|introduce|create|build|write|run|deploy|store|keep|drop|stop|remove|migrate|put|give|wrap|convert|extract|split|send|expose|rename|document|fold|have|allow|enable|disable|require|publish|sign|attach|ship|turn|go|bring|start|finish|do|check|return|throw|call|inject|retire|delete|set|mark|route|generate|render|cache|serve|host)\b/i;
const UNDECIDED = /\?\s*$|\?\s|\b(?:weigh(?:ing)?\s+(?:up\s+)?(?:the\s+|our\s+|two\s+|several\s+|some\s+)?(?:options|alternatives|choices|approaches|whether|if|pros)|wondering|want to know|would like to know|trying to decide|deciding between|comparing|evaluating (?:the )?options|looking at options|pros and cons of|which of)\b/im;

/** Analyses a proposed decision and its optional context. */
export function analyzeProposal(description: string, context: string, lexicon: CompiledLexicon): Proposal {
  const parts = sentences(description);
  const proposingParts = parts.filter((s) => PROPOSING.test(s) || IMPERATIVE.test(s));
  // When some sentences propose, the others describe the setting and take no side.
  const active = proposingParts.length ? proposingParts : parts;
  const proposing = active.join(' ');
  const spans = awaySpans(proposing);
  const { taken, away } = splitByPolarity(proposing, spans);
  const takenOptions = new Map<string, { strong: boolean; surface: string }>();
  const awayOptions = new Map<string, { strong: boolean; surface: string; firm: boolean }>();
  for (const m of lexicon.find(proposing)) {
    const key = `${m.family}/${m.member}`;
    const span = spans.find((x) => m.start >= x.start && m.start < x.end);
    if (!span) {
      const known = takenOptions.get(key);
      if (!known || (!known.strong && !m.weak)) takenOptions.set(key, { strong: !m.weak, surface: proposing.slice(m.start, m.end) });
      continue;
    }
    const known = awayOptions.get(key);
    if (!known || (!known.strong && !m.weak) || (!known.firm && span.strong)) awayOptions.set(key, { strong: !m.weak, surface: proposing.slice(m.start, m.end), firm: span.strong });
  }
  return {
    stems: new Set(conceptStems(description, lexicon)),
    contextStems: new Set(conceptStems(context, lexicon)),
    taken: new Set(conceptStems(taken, lexicon)),
    away: new Set(conceptStems(away, lexicon)),
    takenOptions,
    awayOptions,
    undecided: UNDECIDED.test(description),
    proposing,
  };
}
