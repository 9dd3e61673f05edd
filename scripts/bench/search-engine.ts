// Section 1, our side: build, bytes, shard sizes, load time, retained memory and query latency of
// the binary index in Node, exactly as the product builds it (default build options).
import { buildSearchIndex, loadSearchIndex, newSearchTrace, SEARCH_PHASES } from '../../src/search';
import type { BuildOptions, IndexableDoc, SearchIndex } from '../../src/search';
import { percentile, retainedBytes, timeMs } from './measure';
import type { EngineRow, SearchPhases } from './types';

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

/** Builds, loads and queries our index over `docs`; returns the row and the shards for later sections. */
export function benchOurIndex(docs: IndexableDoc[], queries: readonly string[], budget: QueryBudget, build: BuildOptions = {}): { row: EngineRow; shards: Uint8Array[] } {
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
    },
  };
}
