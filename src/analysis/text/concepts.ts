// Concept stems: the content words of a phrase with generic action verbs dropped and interchangeable
// words mapped onto one, so "hand back the new id" and "return the ID of the created object" meet.
import type { CompiledLexicon } from '../lexicon/lexicon.js';
import { contentStems, stem } from './terms.js';

/** Verbs that say something is done, not what: they never identify an option. */
const ACTION_VERBS = new Set(
  `implement implementing implemented build building built add adding added create creating created introduce introducing
   adopt adopting adopted make making write writing written set setting put putting move moving moved switch switching
   migrate migrating go going start starting stop stopping run running apply applying keep keeping choose choosing chose
   decide decided prefer preferring favour favor follow following have give giving take taking let lets want would like
   wire wiring call calling handle handling plan planning propose proposing proposal suggest instead also still just
   everything something anything thing stuff way ways part parts kind kinds lot lots bit sort`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => stem(w)),
);

/**
 * How many of a thing an option means is often all that sets it apart ("one REST API module" against
 * "an API project per module"), so those words become stems of their own instead of stop words.
 */
const SINGLE = /\b(?:one|a single|single|shared|common|central(?:ised|ized)?|unified|global)\b/gi;
/** "One database per service" is one per unit, not a single one. */
const ONE_PER = /\bone\s+((?:[\w-]+\s+){0,3})(?=per\b)/gi;
const PER_UNIT = /\b(?:each|every|per|own|separate|dedicated|individual)\b/gi;

/** The stems those quantity words become. */
export const SINGLE_STEM = stem('qsingle');
export const PER_UNIT_STEM = stem('qper');

/**
 * Concept stems of a text: content stems, action verbs dropped, equivalents mapped onto one.
 * With `joined` false a compound gives only its parts ("UserProfile" → user, profile), which is how
 * an option's words are matched against a proposal that may write them apart.
 */
export function conceptStems(text: string, lexicon: CompiledLexicon, joined = true): string[] {
  const out: string[] = [];
  const counted = lexicon.normalisePhrases(text).replace(ONE_PER, '$1 per').replace(SINGLE, ' qsingle ').replace(PER_UNIT, ' qper ');
  for (const s of contentStems(counted, joined)) {
    if (ACTION_VERBS.has(s)) continue;
    out.push(lexicon.canon(s));
  }
  return out;
}

/** Whether a stem is one of the generic action verbs. */
export function isActionVerb(stemmed: string): boolean {
  return ACTION_VERBS.has(stemmed);
}
