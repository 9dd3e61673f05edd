// Section 1, the baseline: MiniSearch (BM25, title boost 2, no prefix or fuzzy matching) built from
// the same docs in the same run, with its build bounded in time so 50,000 docs cannot stall the bench.
import MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import type { IndexableDoc } from '../../src/search';
import { percentile, retainedBytes, timeMs } from './measure';
import { queryLatencies } from './search-engine';
import type { QueryBudget } from './search-engine';
import type { EngineRow } from './types';

interface MiniDoc {
  id: number;
  path: string;
  title: string;
  text: string;
}

const OPTIONS: Options<MiniDoc> = {
  fields: ['title', 'text'],
  storeFields: ['path', 'title'],
  searchOptions: { boost: { title: 2 }, prefix: false, fuzzy: false },
};
/** Docs added between two looks at the clock. */
const CHUNK = 1000;

/**
 * Builds MiniSearch over `docs`, serialises it (as it would be stored), loads it back and
 * queries it. Gives up with `skipped` when the build passes `buildBudgetMs`.
 */
export function benchMiniSearch(docs: IndexableDoc[], queries: readonly string[], budget: QueryBudget & { buildBudgetMs: number }): EngineRow {
  const row: EngineRow = { engine: 'MiniSearch', docs: docs.length, buildMs: 0, bytes: 0, shards: 1, maxShardBytes: 0, loadMs: 0, retainedBytes: 0, p50Ms: 0, p95Ms: 0, queries: queries.length };
  const mini = new MiniSearch<MiniDoc>(OPTIONS);
  const started = performance.now();
  for (let at = 0; at < docs.length; at += CHUNK) {
    mini.addAll(docs.slice(at, at + CHUNK).map((d, i) => ({ id: at + i, path: d.path, title: d.title, text: d.sections.map((s) => `${s.heading}\n${s.text}`).join('\n') })));
    if (performance.now() - started > budget.buildBudgetMs && at + CHUNK < docs.length) {
      row.buildMs = performance.now() - started;
      row.skipped = `build passed its ${(budget.buildBudgetMs / 1000).toFixed(0)} s budget after ${at + CHUNK} of ${docs.length} docs (${(row.buildMs / 1000).toFixed(1)} s); load and queries not measured`;
      return row;
    }
  }
  let json = '';
  row.buildMs = performance.now() - started + timeMs(() => (json = JSON.stringify(mini)));
  row.bytes = row.maxShardBytes = Buffer.byteLength(json);

  const loads: number[] = [];
  const loadStarted = performance.now();
  for (let i = 0; i < 5 && (i < 1 || performance.now() - loadStarted < 5000); i++) loads.push(timeMs(() => MiniSearch.loadJSON(json, OPTIONS)));
  row.loadMs = percentile(loads, 50);

  const before = retainedBytes();
  const loaded = MiniSearch.loadJSON<MiniDoc>(json, OPTIONS);
  loaded.search('warm up');
  row.retainedBytes = retainedBytes() - before;

  const latencies = queryLatencies(queries, (q) => loaded.search(q).slice(0, 10), budget);
  row.p50Ms = percentile(latencies, 50);
  row.p95Ms = percentile(latencies, 95);
  return row;
}
