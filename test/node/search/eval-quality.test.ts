// Guards search quality on the real corpus through the search_architecture tool: the dev-set
// nDCG@10 must stay at or above the target, and the metric itself must compute what it says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreRanking } from '../../../scripts/eval/search';
import { toolHarness } from '../../../scripts/eval/tool-harness';
import { searchArchitectureTool } from '../../../src/tools/search-architecture';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const devSet = JSON.parse(readFileSync(path.resolve(repoRoot, '../shared/eval/search-dev.json'), 'utf8')) as {
  queries: { id: string; query: string; relevant: Record<string, number> }[];
};

describe('search quality on the dev set', () => {
  it('should score nDCG@10 of at least 0.82 through search_architecture', async () => {
    const harness = await toolHarness(path.resolve(repoRoot, '../shared/corpus'));
    let total = 0;
    for (const q of devSet.queries) {
      const result = await harness.call(searchArchitectureTool, { query: q.query, max_results: 10 });
      const paths = (result.structuredContent as { results: { path: string }[] }).results.map((r) => r.path);
      total += scoreRanking(paths, q.relevant).ndcg;
    }
    expect(total / devSet.queries.length).toBeGreaterThanOrEqual(0.82);
  });

  it.each([
    [['a', 'b'], { a: 2 }, 1],
    [['b', 'a'], { a: 2 }, 1 / Math.log2(3)],
    [['x', 'y'], { a: 2 }, 0],
    [['b', 'a'], { a: 2, b: 1 }, (1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3))],
  ])('should compute nDCG for ranking %j against %j', (ranked, relevant, expected) => {
    expect(scoreRanking(ranked, relevant).ndcg).toBeCloseTo(expected, 6);
  });
});
