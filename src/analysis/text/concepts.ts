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
 * Concept stems of a text: content stems, action verbs dropped, equivalents mapped onto one.
 * With `joined` false a compound gives only its parts ("UserProfile" → user, profile), which is how
 * an option's words are matched against a proposal that may write them apart.
 */
export function conceptStems(text: string, lexicon: CompiledLexicon, joined = true): string[] {
  const out: string[] = [];
  for (const s of contentStems(lexicon.normalisePhrases(text), joined)) {
    if (ACTION_VERBS.has(s)) continue;
    out.push(lexicon.canon(s));
  }
  return out;
}

/** Whether a stem is one of the generic action verbs. */
export function isActionVerb(stemmed: string): boolean {
  return ACTION_VERBS.has(stemmed);
}
