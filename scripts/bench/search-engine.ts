// Section 1, our side: build, bytes, shard sizes, load time, retained memory and query latency of
// the binary index in Node, exactly as the product builds it (default build options).
import { buildSearchIndex, loadSearchIndex, newSearchTrace, SEARCH_PHASES } from '../../src/search';
import type { BuildOptions, IndexableDoc, SearchIndex } from '../../src/search';
import { readShards } from '../../src/search/reader';
import { percentile, retainedBytes, timeMs } from './measure';
import type { EngineRow, ScopedSearchNumbers, SearchPhases } from './types';

/** Bounds for the query rounds: stop at whichever comes first. */
export interface QueryBudget {
  maxRounds: number;
  maxMs: number;
}

/**
 * Times `run` over every query: one warm-up pass, then rounds of one timed call per query until
 * the round or time budget is spent. Returns every individual latency in ms.
 */
export function queryLatencies(queries: readonly string[], run: (q: string) => void, budget: QueryBudget): number[] {
  for (const q of queries) run(q);
  const out: number[] = [];
  const started = performance.now();
  for (let round = 0; round < budget.maxRounds && (round === 0 || performance.now() - started < budget.maxMs); round++) {
    for (const q of queries) out.push(timeMs(() => run(q)));
  }
  return out;
}

/** Traces `passes` passes over every query (after the timed rounds, so tracing never slows what they time). */
export function searchPhases(index: SearchIndex, queries: readonly string[], passes: number): SearchPhases {
  const trace = newSearchTrace(() => performance.now());
  for (let p = 0; p < passes; p++) for (const q of queries) index.search(q, { limit: 10 }, trace);
  const n = Math.max(1, trace.counts.searches);
  const ms = Object.fromEntries(SEARCH_PHASES.map((phase) => [phase, trace.ms[phase] / n])) as SearchPhases['ms'];
  const { postings, candidates, skipped, scored, corrections } = trace.counts;
  return { ms, postings: postings / n, candidates: candidates / n, skipped: skipped / n, scored: scored / n, corrections: corrections / n };
}

/** Rounds the with/without comparison takes at least (time budget permitting): a query's fastest of one is noise. */
const MIN_SCOPED_ROUNDS = 5;

/** Index blocks that hold scopes and waivers (see src/search/scope-blocks.ts). */
const SCOPE_BLOCKS = /^(?:doc\.scope|scopes\.|waiver\.|waivers\.|services\.)/;

/**
 * Every query with and without a `for_path` (one of `places` in turn), interleaved and alternating which goes
 * first, so both see the same machine: p50 and p95 of every call, and p50 of each query's fastest round.
 */
export function scopedSearchNumbers(index: SearchIndex, shards: Uint8Array[], docs: readonly IndexableDoc[], queries: readonly string[], places: readonly string[], budget: QueryBudget): ScopedSearchNumbers {
  const filters = places.map((forPath) => index.scopeFilter({ forPath }));
  const plain: number[] = [];
  const scoped: number[] = [];
  const bestPlain = new Array<number>(queries.length).fill(Infinity);
  const bestScoped = new Array<number>(queries.length).fill(Infinity);
  let filteredOut = 0;
  let scopedQueries = 0;
  const run = (q: string, k: number, timed: boolean, round = 0) => {
    const scope = filters[k % filters.length];
    const without = () => index.search(q, { limit: 10 });
    const withScope = () => {
      filteredOut += index.search(q, { limit: 10, scope }).filteredOut;
      scopedQueries++;
    };
    if (!timed) return (without(), withScope());
    let a: number;
    let b: number;
    if ((k + round) % 2) {
      a = timeMs(without);
      b = timeMs(withScope);
    } else {
      b = timeMs(withScope);
      a = timeMs(without);
    }
    plain.push(a);
    scoped.push(b);
    bestPlain[k] = Math.min(bestPlain[k]!, a);
    bestScoped[k] = Math.min(bestScoped[k]!, b);
  };
  queries.forEach((q, k) => run(q, k, false));
  const started = performance.now();
  let rounds = 0;
  const maxRounds = Math.max(budget.maxRounds, MIN_SCOPED_ROUNDS);
  for (; rounds < maxRounds && (rounds === 0 || performance.now() - started < budget.maxMs); rounds++) {
    // A query keeps its place every round, so its fastest rounds compare like with like; which of the pair
    // runs first alternates by round.
    queries.forEach((q, k) => run(q, k, true, rounds));
  }
  const views = readShards(shards);
  let scopeBytes = 0;
  for (const [name, block] of views.blocks) if (SCOPE_BLOCKS.test(name)) scopeBytes += block.byteLength;
  return {
    scopedDocs: docs.filter((d) => d.scope).length,
    distinctScopes: views.stats.scopeCount,
    scopeBytes,
    places: places.length,
    rounds,
    p50BestMs: percentile(bestPlain, 50),
    p50BestWithForPathMs: percentile(bestScoped, 50),
    p50Ms: percentile(plain, 50),
    p50WithForPathMs: percentile(scoped, 50),
    p95Ms: percentile(plain, 95),
    p95WithForPathMs: percentile(scoped, 95),
    filteredOutPerQuery: filteredOut / Math.max(1, scopedQueries),
  };
}

/**
 * Builds, loads and queries our index over `docs`; returns the row and the shards for later sections. With
 * `places`, also times every query scoped to a for_path against the same query unscoped.
 */
export function benchOurIndex(docs: IndexableDoc[], queries: readonly string[], budget: QueryBudget, build: BuildOptions = {}, places: readonly string[] = []): { row: EngineRow; shards: Uint8Array[] } {
  let shards: Uint8Array[] = [];
  const buildMs = timeMs(() => (shards = buildSearchIndex(docs, build)));
  // KV hands the worker fresh ArrayBuffers; copying keeps each load honest about that.
  const buffers = shards.map((s) => s.slice().buffer);
  const loads: number[] = [];
  const loadStarted = performance.now();
  for (let i = 0; i < 50 && (i < 3 || performance.now() - loadStarted < 2000); i++) loads.push(timeMs(() => loadSearchIndex(buffers)));

  const before = retainedBytes();
  const index = loadSearchIndex(buffers);
  index.search('warm up', { limit: 10 });
  const retained = retainedBytes() - before;

  const latencies = queryLatencies(queries, (q) => index.search(q, { limit: 10 }), budget);
  const phases = searchPhases(index, queries, Math.max(1, Math.min(5, budget.maxRounds)));
  const scoped = places.length ? scopedSearchNumbers(index, shards, docs, queries, places, budget) : undefined;
  return {
    shards,
    row: {
      engine: 'arch-mcp',
      docs: docs.length,
      buildMs,
      bytes: shards.reduce((n, s) => n + s.byteLength, 0),
      shards: shards.length,
      maxShardBytes: Math.max(...shards.map((s) => s.byteLength)),
      loadMs: percentile(loads, 50),
      retainedBytes: retained,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      queries: queries.length,
      phases,
      ...(scoped ? { scoped } : {}),
    },
  };
}
