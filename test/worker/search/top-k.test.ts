// Block-max top-k gives exactly what scoring every matching doc gives: hits, order, scores, sections, excerpts
// and match counts, with and without filters, across blocks and windows of docs.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, loadSearchIndex, newSearchTrace } from '../../../src/search';
import type { SearchOptions } from '../../../src/search';
import { generatedDocs, generatedQueries } from './generated-docs';

describe('block-max top-k', () => {
  // More docs than one window (4,096), so terms span many blocks and the window bounds change.
  const index = loadSearchIndex(buildSearchIndex(generatedDocs(9000, 11)));
  const queries = generatedQueries(40, 23);
  const filters: Omit<SearchOptions, 'limit'>[] = [{}, { kinds: ['adr'] }, { statuses: ['accepted', 'superseded'] }, { tags: ['service', 'cache'] }];

  it.each([1, 10, 40])('should return the same hits, order, scores, sections, excerpts and match counts as exhaustive scoring (limit %i)', (limit) => {
    const trace = newSearchTrace(() => 0);
    let compared = 0;
    for (const query of queries) {
      for (const filter of filters) {
        const pruned = index.search(query, { ...filter, limit }, trace);
        const exhaustive = index.search(query, { ...filter, limit, exhaustive: true });
        expect(pruned.hits.map((h) => [h.path, h.score])).toEqual(exhaustive.hits.map((h) => [h.path, h.score]));
        expect(pruned.hits).toEqual(exhaustive.hits);
        expect(pruned.totalMatches).toBe(exhaustive.totalMatches);
        if (exhaustive.totalMatches > limit) compared++;
      }
    }
    // Most cases have more matches than hits, so there was something to prune, and pruning did skip docs.
    expect(compared).toBeGreaterThan(queries.length * 2);
    expect(trace.counts.scored).toBeLessThan(trace.counts.candidates / 2);
  });
});
