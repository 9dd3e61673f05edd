// Section 2, Node side: bundles the bench worker with esbuild, runs it in Miniflare (workerd) over
// the published corpus build and the synthetic index, and turns its answers into isolate numbers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import type { BuiltBundle } from '../../src/bundle/build-bundle';
import { kvEntriesOf } from '../../src/bundle/kv-layout';
import { indexShardKey } from '../../src/storage/keys';
import type { ScaledBuild } from './analysis-scale';
import { percentile } from './measure';
import { RuntimeOutput, loopbackOptions } from './miniflare-setup';
import type { DurableRoundTrips, IsolateIndexNumbers, IsolateResults, IsolateToolNumbers, RequestBreakdown } from './types';
import type { WorkerConfig } from './worker-config';

export interface IsolateBenchInput {
  config: WorkerConfig;
  persistRoot: string;
  /** The corpus build, already published (publishIntoPersistRoot). */
  corpus: BuiltBundle;
  synthetic?: { label: string; shards: Uint8Array[] };
  /** The corpus build repeated to the synthetic index's size, over the same paths (analysis-scale.ts). */
  scaledBuild?: ScaledBuild;
  queries: string[];
  adrCases: Record<string, unknown>[];
  patternCases: Record<string, unknown>[];
  /** Each timed batch spans at least this long (the isolate clock ticks in whole ms). */
  minBatchMs: number;
  maxReps: number;
  log(line: string): void;
}

const SYNTHETIC_PREFIX = 'bench/synthetic';

/** Bundles scripts/bench/isolate-worker.ts for workerd; returns the output file. */
async function bundleBenchWorker(outdir: string): Promise<string> {
  const outfile = path.join(outdir, 'isolate-worker.js');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'isolate-worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    loader: { '.md': 'text' },
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

/**
 * Measures index load, search, the analysis tools, the per-request pieces and the Durable Object
 * round trips inside workerd, over the corpus build already published into the persistence root.
 */
export async function runIsolateBench(input: IsolateBenchInput): Promise<IsolateResults> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'arch-mcp-bench-worker-'));
  const output = new RuntimeOutput();
  let mf: Miniflare | undefined;
  try {
    const scriptPath = await bundleBenchWorker(scratch);
    mf = new Miniflare({
      ...loopbackOptions(input.persistRoot, output),
      modules: true,
      scriptPath,
      modulesRoot: scratch,
      compatibilityDate: input.config.compatibilityDate,
      compatibilityFlags: input.config.compatibilityFlags,
      kvNamespaces: { BUNDLES: input.config.kvNamespaceId },
      r2Buckets: { DOCS: input.config.bucketId },
      durableObjects: { WORKFLOWS: { className: 'WorkflowContext', useSQLite: true }, RATE_LIMITER: { className: 'RateLimiter', useSQLite: true } },
    });
    await mf.ready;
    const kv = (await mf.getKVNamespace('BUNDLES')) as unknown as KVNamespace;
    if (input.synthetic) {
      for (const [i, shard] of input.synthetic.shards.entries()) await kv.put(`${SYNTHETIC_PREFIX}/${i}`, shard);
    }
    const scaled = input.synthetic && input.scaledBuild;
    if (scaled) {
      // Stored under the product's own keys, so the tools load it the way a published build loads.
      const id = scaled.manifest.buildId;
      for (const [i, shard] of input.synthetic!.shards.entries()) await kv.put(indexShardKey(id, i), shard);
      const source = { buildId: id, manifest: scaled.manifest, indexShards: [], textShards: [], analysis: scaled.analysis, analysisBuckets: scaled.frameBuckets, patternBuckets: scaled.patternBuckets };
      for (const step of ['analysis', 'manifest'] as const) for (const { key, value } of kvEntriesOf(source, step)) await kv.put(key, value);
    }

    const call = async <T>(body: Record<string, unknown>): Promise<T> => {
      let response: Awaited<ReturnType<Miniflare['dispatchFetch']>>;
      try {
        response = await mf!.dispatchFetch('http://127.0.0.1/', { method: 'POST', body: JSON.stringify(body) });
      } catch (err) {
        const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
        throw new Error(`bench worker ${String(body.op)}: ${err instanceof Error ? err.message : String(err)}${cause}; workerd said: ${output.last(5).join(' | ')}`);
      }
      const json = (await response.json()) as T & { error?: string };
      if (!response.ok || json.error) throw new Error(`bench worker ${String(body.op)}: ${json.error ?? response.status}; workerd said: ${output.last(3).join(' | ')}`);
      return json;
    };
    const budget = { minMs: input.minBatchMs, maxReps: input.maxReps };

    // The corpus goes first: its first load is the only one that runs on cold code.
    const clock = await call<{ resolutionMs: number; advancesInSyncCode: boolean }>({ op: 'clock' });
    const indexes: IsolateIndexNumbers[] = [];
    const measureIndex = async (label: string, keys: string[]) => {
      const r = await call<{ docs: number; bytes: number; firstLoadMs: number; loadMs: number; perQuery: number[] }>({ op: 'index', keys, queries: input.queries, ...budget });
      indexes.push({ label, docs: r.docs, bytes: r.bytes, firstLoadMs: r.firstLoadMs, loadMs: r.loadMs, p50Ms: percentile(r.perQuery, 50), p95Ms: percentile(r.perQuery, 95), queries: r.perQuery.length });
    };
    input.log('  in-isolate: corpus index');
    await measureIndex('corpus', input.corpus.indexShards.map((_, i) => indexShardKey(input.corpus.buildId, i)));
    if (input.synthetic) {
      input.log(`  in-isolate: ${input.synthetic.label} index`);
      await measureIndex(input.synthetic.label, input.synthetic.shards.map((_, i) => `${SYNTHETIC_PREFIX}/${i}`));
    }

    const tools: IsolateToolNumbers[] = [];
    let analysisError: string | undefined;
    const measureTools = async (build: string, buildId: string, docs: number) => {
      input.log(`  in-isolate: analysis tools over the ${build} build`);
      const answer = await call<{ analysisError?: string; tools: { tool: string; cases: number; firstCallMs: number; perCase: number[]; errors: number; sampleError?: string }[] }>({
        op: 'tools',
        buildId,
        adr: input.adrCases,
        patterns: input.patternCases,
        ...budget,
      });
      analysisError ??= answer.analysisError && `${build}: ${answer.analysisError}`;
      for (const t of answer.tools) tools.push({ tool: t.tool, build, docs, cases: t.cases, firstCallMs: t.firstCallMs, p50Ms: percentile(t.perCase, 50), p95Ms: percentile(t.perCase, 95), errors: t.errors, sampleError: t.sampleError });
    };
    await measureTools('corpus', input.corpus.buildId, input.corpus.manifest.docs.length);
    if (scaled) await measureTools(input.synthetic!.label, scaled.manifest.buildId, scaled.manifest.docs.length);

    input.log('  in-isolate: per-request breakdown');
    const breakdown = await call<RequestBreakdown>({ op: 'breakdown', buildId: input.corpus.buildId, queries: input.queries.slice(0, 20), ...budget });
    input.log('  in-isolate: Durable Object round trips');
    const durable = await call<DurableRoundTrips>({ op: 'durable', ...budget });
    return { timerResolutionMs: clock.resolutionMs, timerAdvancesInSyncCode: clock.advancesInSyncCode, indexes, tools, analysisError, breakdown, durable };
  } finally {
    await mf?.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
}
