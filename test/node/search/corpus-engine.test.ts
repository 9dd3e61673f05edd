// The engine on the real corpus: block-max top-k ranks exactly as scoring every doc does, and excerpts cut
// from stored term positions are the excerpts scanning the stored text gives.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndexableDocs } from '../../../scripts/bench/corpus-docs';
import { devSetQueries, generatedQueries } from '../../../scripts/bench/queries';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import type { SearchIndex, SearchOptions } from '../../../src/search';
import { scanExcerpt } from '../../worker/search/scan-excerpt';

const shared = path.resolve(import.meta.dirname, '../../../../shared');
let index: SearchIndex;
let queries: string[];

beforeAll(async () => {
  const docs = await loadIndexableDocs(path.join(shared, 'corpus'));
  index = loadSearchIndex(buildSearchIndex(docs));
  queries = [...devSetQueries(path.join(shared, 'eval/search-dev.json')), ...generatedQueries(docs, 40)];
});

describe('top-k on the corpus', () => {
  it.each<[string, SearchOptions]>([
    ['search_architecture default', { limit: 10 }],
    ['check_adr_alignment retrieval', { limit: 40, kinds: ['adr'] }],
    ['accepted ADRs only', { limit: 20, statuses: ['accepted'] }],
  ])('should rank exactly as exhaustive scoring does (%s)', (_, options) => {
    for (const query of queries) {
      const pruned = index.search(query, options);
      const exhaustive = index.search(query, { ...options, exhaustive: true });
      expect(pruned.hits).toEqual(exhaustive.hits);
      expect(pruned.totalMatches).toBe(exhaustive.totalMatches);
    }
  });
});

describe('excerpts from positions', () => {
  it('should cut, for every section of every hit, the excerpt scanning its stored text cuts', () => {
    let sections = 0;
    for (const query of queries) {
      for (const hit of index.search(query, { limit: 10 }).hits) {
        const cuts: string[] = [];
        for (let s = 0; s < index.docMeta(hit.doc).sections.length; s++) {
          const text = index.sectionText(hit.doc, s);
          if (!text) continue;
          const fromPositions = index.excerptOf(hit.doc, s, hit.matchedTerms);
          expect(fromPositions).toBe(scanExcerpt(text, hit.matchedTerms));
          cuts.push(fromPositions);
          sections++;
        }
        // The hit quotes one of its sections (or nothing, when none has text).
        if (cuts.length) expect(cuts).toContain(hit.excerpt);
        else expect(hit.excerpt).toBe('');
      }
    }
    expect(sections).toBeGreaterThan(1000);
  });
});
