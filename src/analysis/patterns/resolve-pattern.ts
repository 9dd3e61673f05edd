// Finds the pattern doc a user means by name: slug, title or alias, forgiving case, spaces and hyphens.

import { patternNames, type PatternDocInput } from './pattern-doc.js';

export type PatternCandidate = Pick<PatternDocInput, 'path' | 'title' | 'uri' | 'aliases' | 'frontMatter'> & {
  body?: string;
  /** Languages of the doc's code samples, to prefer the right catalogue when several docs share a name. */
  languages?: string[];
  hasRules?: boolean;
};

export type PatternResolution<T extends PatternCandidate> =
  | { ok: true; pattern: T; others: T[] }
  | { ok: false; message: string; suggestions: string[] };

/** Lowercases and drops everything but letters and digits, and a trailing "pattern". */
export function normalizePatternName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '').replace(/(design)?pattern$/, '') || name.toLowerCase();
}

function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, k) => k);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

interface NamedPattern<T> {
  doc: T;
  names: string[];
  normalized: string[];
}

interface NameIndex<T> {
  named: NamedPattern<T>[];
  /** Normalised name → docs answering to it, rank 0 for an own name, 1 for an alias. */
  byName: Map<string, { named: NamedPattern<T>; rank: number }[]>;
}

const nameIndexes = new WeakMap<readonly PatternCandidate[], NameIndex<PatternCandidate>>();

/** Every doc's names, indexed once per list of patterns (a build has one): a lookup is then a map read. */
function nameIndex<T extends PatternCandidate>(patterns: readonly T[]): NameIndex<T> {
  let index = nameIndexes.get(patterns) as NameIndex<T> | undefined;
  if (index) return index;
  index = { named: [], byName: new Map() };
  for (const doc of patterns) {
    const { primary, aliases } = patternNames({ body: doc.body ?? '', ...doc });
    const named: NamedPattern<T> = { doc, names: [...primary, ...aliases], normalized: [...primary, ...aliases].map(normalizePatternName) };
    index.named.push(named);
    const ranks = new Map<string, number>();
    for (const n of aliases.map(normalizePatternName)) ranks.set(n, 1);
    for (const n of primary.map(normalizePatternName)) ranks.set(n, 0);
    for (const [n, rank] of ranks) {
      const list = index.byName.get(n) ?? [];
      list.push({ named, rank });
      index.byName.set(n, list);
    }
  }
  nameIndexes.set(patterns, index as NameIndex<PatternCandidate>);
  return index;
}

/** Words every kind of pattern name may carry: sharing one says nothing about two names. */
const GENERIC_WORDS = new Set(['pattern', 'patterns', 'design', 'the', 'and', 'for', 'with', 'over', 'of']);
/** Edits, as a share of the name asked for, from which on a name no longer reads as a misspelling (`singelton` and `strategies` do, `reader` for `breaker` does not). */
const MAX_TYPO_SHARE = 1 / 3;
/** Shortest name that counts as part of a longer one (`circuit` in `circuit breaker`). */
const MIN_PART_CHARS = 4;
/** Most close names an unknown name gets, and most pattern names listed when none is close. */
const MAX_SUGGESTIONS = 5;
const MAX_LISTED = 20;

function significantWords(name: string): string[] {
  return name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !GENERIC_WORDS.has(w));
}

/**
 * How far a doc's names are from the name asked for: 0 for a part of one (either way round) or a shared
 * word, else the edit distance over the asked name's length; Infinity past a misspelling.
 */
function distance(wanted: string, words: ReadonlySet<string>, named: NamedPattern<PatternCandidate>): number {
  if (named.names.some((n) => significantWords(n).some((w) => words.has(w)))) return 0;
  let best = Infinity;
  for (const n of named.normalized) {
    if (Math.min(n.length, wanted.length) >= MIN_PART_CHARS && (n.includes(wanted) || wanted.includes(n))) return 0;
    // Names whose lengths differ by more than the edits allowed cannot be within them.
    if (Math.abs(n.length - wanted.length) >= wanted.length * MAX_TYPO_SHARE) continue;
    const share = editDistance(wanted, n) / Math.max(wanted.length, 1);
    if (share < MAX_TYPO_SHARE && share < best) best = share;
  }
  return best;
}

/** What a doc is called in a list: its title (the second of its names), else its slug. */
function label(named: NamedPattern<PatternCandidate>): string {
  return named.names[1] ?? named.names[0];
}

/**
 * Resolves `name` against pattern docs. Exact name matches win (own names before aliases; ties go to
 * docs with declared rules, then docs with samples in `language`, then shorter paths). An unknown name
 * comes back with up to five close names — misspellings, a part of a name, a shared word — or, when
 * none is close, the names of the patterns there are (at most twenty, and how many there are).
 */
export function resolvePatternName<T extends PatternCandidate>(name: string, patterns: T[], options: { language?: string } = {}): PatternResolution<T> {
  const wanted = normalizePatternName(name);
  const index = nameIndex(patterns);
  const hits = index.byName.get(wanted) ?? [];
  if (hits.length) {
    const lang = options.language?.toLowerCase();
    const key = (s: (typeof hits)[number]) => [s.rank, s.named.doc.hasRules ? 0 : 1, lang && s.named.doc.languages?.some((l) => l.toLowerCase() === lang) ? 0 : 1, s.named.doc.path.length];
    const sorted = [...hits].sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return (ka[k] as number) - (kb[k] as number);
      return a.named.doc.path.localeCompare(b.named.doc.path);
    });
    return { ok: true, pattern: sorted[0].named.doc, others: sorted.slice(1).map((h) => h.named.doc) };
  }
  const words = new Set(significantWords(name));
  const close = index.named
    .map((s) => ({ label: label(s), path: s.doc.path, distance: distance(wanted, words, s) }))
    .filter((c) => c.distance !== Infinity)
    .sort((a, b) => a.distance - b.distance || a.path.localeCompare(b.path));
  const suggestions = [...new Set(close.map((c) => `${c.label} (${c.path})`))].slice(0, MAX_SUGGESTIONS);
  if (suggestions.length) return { ok: false, message: `No pattern named "${name}". Did you mean: ${suggestions.join('; ')}?`, suggestions };
  return { ok: false, message: `No pattern named "${name}" and none with a close name. ${availablePatterns(index.named)}`, suggestions };
}

/** The names pattern_name takes here, sorted and bounded, with how many there are. */
function availablePatterns(named: readonly NamedPattern<PatternCandidate>[]): string {
  if (named.length === 0) return 'No pattern documents apply here.';
  const labels = [...new Set(named.map(label))].sort((a, b) => a.localeCompare(b));
  const listed = labels.slice(0, MAX_LISTED).join(', ');
  return labels.length > MAX_LISTED
    ? `The first ${MAX_LISTED} of ${labels.length} patterns: ${listed}. search_architecture with resource_type "patterns" finds the others by topic.`
    : `The ${labels.length === 1 ? 'only pattern is' : `${labels.length} patterns are`}: ${listed}.`;
}
