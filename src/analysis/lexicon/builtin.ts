// The built-in alternatives lexicon (alternatives.json beside this file), checked and compiled once.
import data from './alternatives.json';
import { CompiledLexicon } from './lexicon.js';
import { lexiconProblems, lexiconSchema, mergeLexicons, type LexiconData } from './lexicon-schema.js';

let builtin: LexiconData | undefined;
const compiled = new Map<string, CompiledLexicon>();
const byObject = new WeakMap<LexiconData, CompiledLexicon>();

/** The built-in lexicon data; throws when the bundled file breaks its own schema. */
export function builtinLexicon(): LexiconData {
  if (!builtin) {
    const parsed = lexiconSchema.parse(data);
    const problems = lexiconProblems(parsed);
    if (problems.length) throw new Error(`alternatives.json: ${problems.join('; ')}`);
    builtin = parsed;
  }
  return builtin;
}

/**
 * The built-in lexicon extended with an organisation's families, compiled. Compiled lexicons are
 * kept per distinct extension (one per build in practice).
 */
export function lexiconWith(extra?: LexiconData): CompiledLexicon {
  // The same extension object comes back on every call of a build: found by identity, it is never
  // serialised again; an equal copy still finds the same compiled lexicon by its JSON.
  const known = extra ? byObject.get(extra) : undefined;
  if (known) return known;
  const key = extra ? JSON.stringify(extra) : '';
  let hit = compiled.get(key);
  if (!hit) {
    if (compiled.size > 8) compiled.clear();
    compiled.set(key, (hit = new CompiledLexicon(mergeLexicons(builtinLexicon(), extra))));
  }
  if (extra) byObject.set(extra, hit);
  return hit;
}
