// Benchmarks the search index against MiniSearch in one run: build time, bytes, load time, heap, query latency,
// over the corpus and over a 50,000-doc synthetic scale-up. Usage: npx tsx --expose-gc scripts/bench-search.ts
// [--corpus DIR] [--scale N] [--mini-at-scale]
import path from 'node:path';
import MiniSearch from 'minisearch';
import { buildSearchIndex, loadSearchIndex } from '../src/search';
import type { BuildOptions, IndexableDoc } from '../src/search';
import { loadIndexableDocs } from './search-corpus';

const QUERIES = [
  'ADR-112 proposer timestamps', 'rabbitmq mutual tls', 'derive metrics from spans', 'html to pdf', 'npm or yarn',
  'how do we put GitHub-based login in front of Grafana', 'signing git commits', 'antimeridian polygon artifacts',
  'what naming convention should we use for git feature branches', 'which linter and formatter should our python code use',
  'blue-green, canary or rolling deploymnets', 'named exports typscript', 'aggregate root child entities',
  'send transactional emails to users', 'dotcom ADR 28 react context', 'wrap each web page in a class for UI tests',
];

interface Row {
  engine: string;
  docs: number;
  buildMs: number;
  bytes: number;
  shards: number;
  maxShard: number;
  loadMs: number;
  heapMb: number;
  p50: number;
  p95: number;
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const heap = (): number => {
  gc();
  return process.memoryUsage().heapUsed;
};
const pct = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const time = (fn: () => void): number => {
  const t = performance.now();
  fn();
  return performance.now() - t;
};

function latencies(run: (q: string) => void, rounds: number): number[] {
  for (const q of QUERIES) run(q);
  const out: number[] = [];
  for (let r = 0; r < rounds; r++) for (const q of QUERIES) out.push(time(() => run(q)));
  return out;
}

function benchOurs(docs: IndexableDoc[], options: BuildOptions, rounds: number): Row {
  let shards: Uint8Array[] = [];
  const buildMs = time(() => (shards = buildSearchIndex(docs, options)));
  // Shards arrive from KV as ArrayBuffers; copy so each load sees fresh buffers as an isolate would.
  const buffers = shards.map((s) => s.slice().buffer);
  const loads: number[] = [];
  for (let i = 0; i < 20; i++) loads.push(time(() => loadSearchIndex(buffers)));
  const before = heap();
  const index = loadSearchIndex(buffers);
  index.search('warm up', { limit: 10 });
  const heapMb = (heap() - before) / 2 ** 20;
  const lat = latencies((q) => index.search(q, { limit: 10 }), rounds);
  const bytes = shards.reduce((s, b) => s + b.byteLength, 0);
  return {
    engine: 'arch-mcp',
    docs: docs.length,
    buildMs,
    bytes,
    shards: shards.length,
    maxShard: Math.max(...shards.map((s) => s.byteLength)),
    loadMs: pct(loads, 0.5),
    heapMb,
    p50: pct(lat, 0.5),
    p95: pct(lat, 0.95),
  };
}

function benchMini(docs: IndexableDoc[], rounds: number): Row {
  const options = { fields: ['title', 'text'], storeFields: ['path', 'title'], searchOptions: { boost: { title: 2 } } };
  let json = '';
  const buildMs = time(() => {
    const mini = new MiniSearch(options);
    mini.addAll(docs.map((d, id) => ({ id, path: d.path, title: d.title, text: d.sections.map((s) => `${s.heading}\n${s.text}`).join('\n') })));
    json = JSON.stringify(mini);
  });
  const loads: number[] = [];
  for (let i = 0; i < 3; i++) loads.push(time(() => MiniSearch.loadJSON(json, options)));
  const before = heap();
  const mini = MiniSearch.loadJSON(json, options);
  const heapMb = (heap() - before) / 2 ** 20;
  const lat = latencies((q) => mini.search(q).slice(0, 10), rounds);
  return { engine: 'MiniSearch', docs: docs.length, buildMs, bytes: Buffer.byteLength(json), shards: 1, maxShard: Buffer.byteLength(json), loadMs: pct(loads, 0.5), heapMb, p50: pct(lat, 0.5), p95: pct(lat, 0.95) };
}

/** The corpus replicated until `target` docs, each copy with its own words swapped in so the vocabulary grows too. */
function scaleUp(docs: IndexableDoc[], target: number): IndexableDoc[] {
  const out: IndexableDoc[] = [];
  for (let copy = 0; out.length < target; copy++) {
    for (const doc of docs) {
      if (out.length >= target) break;
      let n = 0;
      const perturb = (text: string): string => text.replace(/\b[a-z]{6,}\b/g, (w) => (++n % 9 === copy % 9 ? `${w}${copy % 97}` : w));
      out.push({
        ...doc,
        path: `copy-${copy}/${doc.path}`,
        title: copy ? `${doc.title} ${copy}` : doc.title,
        sections: doc.sections.map((s) => ({ ...s, text: perturb(s.text) })),
      });
    }
  }
  return out;
}

function print(rows: Row[]): void {
  console.log('engine      docs    build ms   index MiB  shards  max shard MiB  load ms  heap MiB  p50 ms  p95 ms');
  for (const r of rows) {
    console.log(
      `${r.engine.padEnd(10)} ${String(r.docs).padStart(6)} ${r.buildMs.toFixed(0).padStart(10)} ${(r.bytes / 2 ** 20).toFixed(2).padStart(11)} ${String(r.shards).padStart(7)} ${(r.maxShard / 2 ** 20).toFixed(2).padStart(14)} ${r.loadMs.toFixed(3).padStart(8)} ${r.heapMb.toFixed(1).padStart(9)} ${r.p50.toFixed(3).padStart(7)} ${r.p95.toFixed(3).padStart(7)}`,
    );
  }
  const [a, b] = rows;
  if (a && b) {
    console.log(`ratios (MiniSearch / arch-mcp): load ×${(b.loadMs / a.loadMs).toFixed(0)}, heap ×${(b.heapMb / Math.max(a.heapMb, 0.01)).toFixed(0)}, p50 ×${(b.p50 / a.p50).toFixed(1)}, bytes ×${(b.bytes / a.bytes).toFixed(1)}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const corpus = flag('--corpus') ?? path.resolve(import.meta.dirname, '../../shared/corpus');
  const scale = Number(flag('--scale') ?? 50_000);
  if (!(globalThis as { gc?: unknown }).gc) console.log('(run with --expose-gc for steadier heap numbers)');
  const docs = await loadIndexableDocs(corpus);

  console.log(`\n== corpus: ${docs.length} docs ==`);
  print([benchOurs(docs, {}, 20), benchMini(docs, 20)]);

  // At scale the stored excerpt text is capped harder: text, not postings, is what would outgrow an isolate.
  const big = scaleUp(docs, scale);
  const scaledOptions: BuildOptions = { maxDocTextBytes: 1024, maxSectionTextBytes: 512 };
  console.log(`\n== synthetic: ${big.length} docs (text kept per doc: ${scaledOptions.maxDocTextBytes} B) ==`);
  const rows = [benchOurs(big, scaledOptions, 3)];
  if (args.includes('--mini-at-scale')) rows.push(benchMini(big, 3));
  print(rows);
  const ok = rows[0].maxShard < 25 * 2 ** 20 && rows[0].loadMs < 50 && rows[0].heapMb + rows[0].bytes / 2 ** 20 < 64;
  console.log(`targets at scale (every shard < 25 MiB, load < 50 ms, heap + index bytes < 64 MiB): ${ok ? 'met' : 'NOT met'}`);
}

await main();
