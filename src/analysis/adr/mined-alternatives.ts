// Alternatives mined from the docs themselves: options an ADR weighed together compete for its
// concern, so a later proposal that takes one where another ADR chose its rival is a conflict even
// when no lexicon family covers them.
import type { DecisionFrame, OptionRef } from './decision-frame.js';

/** Options with more content words than this are descriptions, not names of options. */
const MAX_KEY_STEMS = 3;
const MAX_COMPETITORS = 12;

/** A short option's key: its concept stems, sorted. */
export function optionKey(ref: Pick<OptionRef, 'stems'>): string | undefined {
  if (!ref.stems.length || ref.stems.length > MAX_KEY_STEMS) return undefined;
  return [...ref.stems].sort().join(' ');
}

export interface MinedCompetitors {
  /** Option key → keys of the options the docs weigh against it. */
  rivals: Record<string, string[]>;
  /** Option key → the option's words as first written. */
  labels: Record<string, string>;
}

/** Which short options the docs weigh against each other, keyed by their stems. */
export function mineCompetitors(frames: readonly DecisionFrame[]): MinedCompetitors {
  const labels: Record<string, string> = Object.create(null);
  const graph = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (a === b || a.split(' ').some((s) => b.split(' ').includes(s))) return;
    for (const [x, y] of [[a, b], [b, a]]) {
      const set = graph.get(x) ?? new Set<string>();
      if (set.size < MAX_COMPETITORS) set.add(y);
      graph.set(x, set);
    }
  };
  for (const f of frames) {
    const keys: string[] = [];
    for (const ref of [...f.chosen, ...f.alternatives]) {
      const key = optionKey(ref);
      if (!key) continue;
      keys.push(key);
      labels[key] ??= ref.text;
    }
    for (let i = 0; i < keys.length; i++) for (let j = i + 1; j < keys.length; j++) link(keys[i], keys[j]);
  }
  const rivals: Record<string, string[]> = Object.create(null);
  for (const [k, set] of graph) rivals[k] = [...set];
  for (const k of Object.keys(labels)) if (!graph.has(k)) delete labels[k];
  return { rivals, labels };
}
