// The bench's deterministic parts: the synthetic scale-up, the generated queries and how the report
// judges targets. No timing is asserted here: targets are judged in the bench report only.
import { describe, expect, it } from 'vitest';
import type { IndexableDoc } from '../../../src/search';
import { generatedQueries } from '../../../scripts/bench/queries';
import { targetLines } from '../../../scripts/bench/report';
import type { BenchResults } from '../../../scripts/bench/report';
import { FOR_PATH_PLACES, scaleUpDocs, SYNTHETIC_SERVICE_MAP, withSyntheticScopes } from '../../../scripts/bench/synthetic-docs';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import type { ThroughputRun } from '../../../scripts/bench/types';

const doc = (path: string, title: string, text: string, adrId?: string): IndexableDoc => ({
  path,
  title,
  kind: adrId ? 'adr' : 'guideline',
  ...(adrId ? { adrId, status: 'accepted' as const } : {}),
  supersededBy: [],
  tags: [],
  aliases: [],
  sections: [{ heading: 'Decision', text }],
});

const corpus = [
  doc('adr/0001-use-postgres.md', 'Use PostgreSQL as the service database', 'We use a relational database. Every service owns its schema. Migrations run at deploy time.', '1'),
  doc('guides/testing.md', 'Testing microservices', 'Each team writes contract tests. A failing check blocks the build. Integration tests use containers.'),
];

describe('scaleUpDocs', () => {
  it('should produce exactly the requested number of docs, the corpus itself first', () => {
    const docs = scaleUpDocs(corpus, 7);
    expect(docs).toHaveLength(7);
    expect(docs.slice(0, 2)).toEqual(corpus);
  });

  it('should give every copy its own path so the index sees distinct documents', () => {
    const paths = scaleUpDocs(corpus, 20).map((d) => d.path);
    expect(new Set(paths).size).toBe(20);
  });

  it('should perturb the text of copies while keeping their sentences', () => {
    const copy = scaleUpDocs(corpus, 4)[2]!;
    expect(copy.sections[0]!.text).not.toBe(corpus[0]!.sections[0]!.text);
    expect(copy.sections[0]!.text.split('. ')).toHaveLength(corpus[0]!.sections[0]!.text.split('. ').length);
  });

  it('should be deterministic: the same corpus gives the same scale-up', () => {
    expect(scaleUpDocs(corpus, 30)).toEqual(scaleUpDocs(corpus, 30));
  });
});

describe('withSyntheticScopes', () => {
  const scoped = withSyntheticScopes(scaleUpDocs(corpus, 900));

  it('should scope about a third of the docs, the same ones every time, and leave their text alone', () => {
    const count = scoped.filter((d) => d.scope).length;
    expect(count).toBeGreaterThan(250);
    expect(count).toBeLessThan(350);
    expect(withSyntheticScopes(scaleUpDocs(corpus, 900))).toEqual(scoped);
    expect(scoped.map(({ scope: _s, waivers: _w, ...d }) => d)).toEqual(scaleUpDocs(corpus, 900));
  });

  it('should make scopes a for_path search in the bench leaves documents out for', () => {
    const index = loadSearchIndex(buildSearchIndex(scoped, { services: SYNTHETIC_SERVICE_MAP }));
    const query = 'database service tests';
    const unscoped = index.search(query, { limit: 10 }).totalMatches;
    for (const forPath of FOR_PATH_PLACES) {
      const result = index.search(query, { limit: 10, scope: index.scopeFilter({ forPath }) });
      expect(result.filteredOut).toBeGreaterThan(0);
      expect(result.totalMatches + result.filteredOut).toBe(unscoped);
    }
  });
});

describe('generatedQueries', () => {
  it('should return the same queries for the same docs and seed', () => {
    expect(generatedQueries(corpus, 12)).toEqual(generatedQueries(corpus, 12));
  });

  it('should return the requested number of non-empty queries', () => {
    const queries = generatedQueries(corpus, 12);
    expect(queries).toHaveLength(12);
    expect(queries.every((q) => q.trim().length > 0)).toBe(true);
  });
});

describe('targetLines for throughput', () => {
  const run = (name: string, reqPerSec: number, errors = 0): ThroughputRun => ({
    name,
    description: name,
    concurrency: 8,
    durationMs: 10_000,
    requests: reqPerSec * 10,
    reqPerSec,
    p50Ms: 1,
    p95Ms: 2,
    httpErrors: errors,
    toolErrors: 0,
    clientCpuMsPerRequest: 0.1,
  });
  const results = (runs: ThroughputRun[]): BenchResults => ({ startedAt: 'now', options: {}, machine: { cpus: 2, node: 'v20', platform: 'linux' }, throughput: runs });
  const searchLine = (runs: ThroughputRun[]) => targetLines(results(runs)).find((l) => l.name.startsWith('search:'))!;

  it.each([
    [500, 1000, true],
    [400, 1000, true],
    [399, 1000, false],
    [50, 1000, false],
  ])('should judge search at %d req/s against hello at %d req/s as met=%s', (search, hello, met) => {
    expect(searchLine([run('hello', hello), run('search', search)]).met).toBe(met);
  });

  it('should use the faster of the two hello runs as the baseline', () => {
    const line = searchLine([run('hello', 800), run('search', 400), run('hello (again)', 1200)]);
    expect(line.met).toBe(false);
    expect(line.baseline).toContain('1200');
  });

  it('should not count a run with errors as met, whatever its speed', () => {
    expect(searchLine([run('hello', 1000), run('search', 900, 3)]).met).toBe(false);
  });
});

describe('targetLines for scoped search', () => {
  const row = (best: number, bestScoped: number) => ({
    engine: 'arch-mcp' as const, docs: 50_000, buildMs: 1, bytes: 1, shards: 1, maxShardBytes: 1, loadMs: 1, retainedBytes: 1, p50Ms: 1, p95Ms: 1, queries: 10,
    scoped: { scopedDocs: 1, distinctScopes: 1, scopeBytes: 1, places: 5, rounds: 5, p50BestMs: best, p50BestWithForPathMs: bestScoped, p50Ms: 9, p50WithForPathMs: 9, p95Ms: 9, p95WithForPathMs: 9, filteredOutPerQuery: 1 },
  });
  const line = (best: number, bestScoped: number) =>
    targetLines({ startedAt: 'now', options: {}, machine: { cpus: 2, node: 'v20', platform: 'linux' }, search: { corpus: [], scaled: [row(best, bestScoped)] } }).find((l) => l.name.includes('with for_path'))!;

  it.each([
    [1, 1.1, true],
    [1, 0.9, true],
    [1, 1.11, false],
  ])('should judge %d ms without for_path against %d ms with it as met=%s', (without, withScope, met) => {
    expect(line(without, withScope).met).toBe(met);
    expect(line(without, withScope).target).toBe('≤ 1.10×');
  });
});
