// Excerpts cut from stored term positions against the excerpts the format-3 engine cut by scanning stored text
// (fixtures/excerpts-format-3.json, recorded from that engine over the corpus). Rule: for every hit both engines
// return, the excerpt is the same text, or it shows at least as many distinct query terms and at least as many
// occurrences of them — never fewer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadIndexableDocs } from '../../../scripts/bench/corpus-docs';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import type { SearchIndex } from '../../../src/search';
import { scanWords } from '../../../src/search/word-scan';

const shared = path.resolve(import.meta.dirname, '../../../../shared');
const recorded = z
  .object({
    cases: z.array(z.object({ query: z.string(), hits: z.array(z.object({ path: z.string(), section: z.string().nullable(), excerpt: z.string() })) })),
  })
  .parse(JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/excerpts-format-3.json'), 'utf8')));

/** Distinct query terms an excerpt shows, and how many times they occur in it. */
function shown(excerpt: string, terms: readonly string[]): { distinct: number; occurrences: number } {
  const seen = new Set<string>();
  let occurrences = 0;
  scanWords(excerpt, (term) => {
    if (!terms.includes(term)) return;
    seen.add(term);
    occurrences++;
  });
  return { distinct: seen.size, occurrences };
}

let index: SearchIndex;

// Building the corpus index takes seconds, more on a busy machine.
beforeAll(async () => {
  index = loadSearchIndex(buildSearchIndex(await loadIndexableDocs(path.join(shared, 'corpus'))));
}, 120_000);

describe('excerpts from positions against the format-3 excerpts', () => {
  it('should quote the same text, or show no fewer query terms and occurrences, for every hit both return', () => {
    let compared = 0;
    let identical = 0;
    for (const { query, hits: before } of recorded.cases) {
      const now = new Map(index.search(query, { limit: 10 }).hits.map((hit) => [hit.path, hit]));
      for (const old of before) {
        const hit = now.get(old.path);
        if (!hit) continue;
        compared++;
        if (hit.excerpt === old.excerpt) {
          identical++;
          continue;
        }
        const was = shown(old.excerpt, hit.matchedTerms);
        const is = shown(hit.excerpt, hit.matchedTerms);
        expect(is.distinct, `${query} → ${old.path}`).toBeGreaterThanOrEqual(was.distinct);
        if (is.distinct === was.distinct) expect(is.occurrences, `${query} → ${old.path}`).toBeGreaterThanOrEqual(was.occurrences);
      }
    }
    // Near-ties may swap a hit in or out of the top 10 (quantised impacts), but almost every hit is compared,
    // and almost every excerpt is unchanged: a change of the window rule would show here.
    expect(compared).toBeGreaterThan(recorded.cases.length * 9);
    expect(identical / compared).toBeGreaterThan(0.99);
  });
});
