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

/**
 * Resolves `name` against pattern docs. Exact name matches win (own names before aliases; ties go to
 * docs with declared rules, then docs with samples in `language`, then shorter paths). Unknown names
 * come back with up to five close names, by edit distance and shared words.
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
  const words = new Set(name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2));
  const close = index.named
    .map((s) => {
      // Names far longer or shorter than the one asked for cannot be within the distance kept.
      const best = Math.min(...s.normalized.map((n) => (Math.abs(n.length - wanted.length) > wanted.length ? Infinity : editDistance(wanted, n) / Math.max(wanted.length, 1))));
      const shared = s.names.some((n) => n.toLowerCase().split(/[^a-z0-9]+/).some((w) => words.has(w)));
      return { label: s.names[1] ?? s.names[0], path: s.doc.path, score: best - (shared ? 0.5 : 0) };
    })
    .filter((c) => c.score <= 0.5)
    .sort((a, b) => a.score - b.score);
  const suggestions = [...new Set(close.map((c) => `${c.label} (${c.path})`))].slice(0, 5);
  return {
    ok: false,
    message: `No pattern named "${name}".${suggestions.length ? ` Did you mean: ${suggestions.join('; ')}?` : ' Use search_architecture with resource_type "patterns" to list them.'}`,
    suggestions,
  };
}
