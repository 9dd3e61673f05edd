// `arch-mcp bench`: runs the sections in order — the docs model in Node against MiniSearch indexing
// the same text, the search engine in Node against MiniSearch, in-isolate numbers in workerd,
// tools/call throughput and docs-site pages against a hello worker, a cold `serve` against one on a
// single document — then reports.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { z } from 'zod';
import { buildBundle } from '../../src/bundle/build-bundle';
import { readDocsFolder } from '../read-docs-folder';
import { loadIndexableDocs } from './corpus-docs';
import { benchDocsModel } from './docs-model';
import { runDocsSiteBench } from './docs-site';
import { runIsolateBench } from './isolate-bench';
import { canCollectGarbage } from './measure';
import { publishIntoPersistRoot, tempPersistRoot } from './miniflare-setup';
import { benchMiniSearch } from './minisearch-baseline';
import { devSetQueries, generatedQueries } from './queries';
import { bundleRealWorker } from './real-worker';
import { formatReport, targetLines, writeJson } from './report';
import type { BenchResults } from './report';
import { benchOurIndex } from './search-engine';
import { measureKvValues, scaleUpBuild, scaledKvSource } from './analysis-scale';
import { benchStartup } from './startup';
import { FOR_PATH_PLACES, scaleUpDocs, SYNTHETIC_SERVICE_MAP, withSyntheticScopes } from './synthetic-docs';
import { runThroughput } from './throughput';
import type { EngineRow } from './types';
import { readWorkerConfig } from './worker-config';

export type BenchSection = 'parse' | 'search' | 'isolate' | 'throughput' | 'docs' | 'startup';

export interface BenchOptions {
  quick: boolean;
  corpusDir: string;
  /** Folder of the labelled dev sets (search-dev.json, adr-alignment-dev.json, pattern-validation-dev.json). */
  evalDir: string;
  /** Docs in the synthetic scale-up. */
  scale: number;
  /** Largest shard of the scale-up's index; above the default the index could not be published to KV. */
  scaleMaxShardBytes: number;
  sections: Set<BenchSection>;
  /** Wall-clock bound of each throughput run, and its unmeasured warm-up. */
  durationMs: number;
  warmupMs: number;
  /** Unmeasured load a freshly started worker gets before its first throughput run. */
  settleMs: number;
  concurrency: number;
  /** Hard cap on requests per throughput run. */
  maxRequests: number;
  /** MiniSearch's build over the synthetic docs is abandoned past this (0 = do not try). */
  miniScaleBudgetMs: number;
  /** Bounds for the Node query rounds. */
  queryRounds: number;
  queryBudgetMs: number;
  /** Each in-isolate batch spans at least this long (the isolate clock ticks in whole ms). */
  isolateBatchMs: number;
  jsonPath: string;
}

/** Build id of the repeated corpus build (ids are hex, like a content hash). */
const SCALED_BUILD_ID = '5ca1ed0000000000';

const adrCaseSchema = z.array(z.object({ decision_description: z.string(), decision_context: z.string().optional() }));
const patternCaseSchema = z.array(z.object({ code: z.string(), pattern_name: z.string(), language: z.string().optional() }));

/** Tool arguments only: the labels of the dev sets never reach the tools. */
function analysisCases(evalDir: string) {
  const read = (name: string) => JSON.parse(readFileSync(`${evalDir}/${name}`, 'utf8'));
  return {
    adr: adrCaseSchema.parse(read('adr-alignment-dev.json')).map((c) => ({ decision_description: c.decision_description, ...(c.decision_context ? { decision_context: c.decision_context } : {}) })),
    patterns: patternCaseSchema.parse(read('pattern-validation-dev.json')).map((c) => ({ code: c.code, pattern_name: c.pattern_name, ...(c.language ? { language: c.language } : {}) })),
  };
}

function skippedRow(engine: EngineRow['engine'], docs: number, queries: number, reason: string): EngineRow {
  return { engine, docs, skipped: reason, buildMs: 0, bytes: 0, shards: 0, maxShardBytes: 0, loadMs: 0, retainedBytes: 0, p50Ms: 0, p95Ms: 0, queries };
}

/** Runs the bench; prints progress to stderr and the report to stdout. Returns the exit code. */
export async function runBench(options: BenchOptions): Promise<number> {
  const started = performance.now();
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    options: { ...options, sections: [...options.sections] },
    machine: { cpus: os.cpus().length, node: process.version, platform: `${process.platform}-${process.arch}` },
  };
  // A failing section is reported and the others still run: partial numbers beat none.
  const guarded = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      (results.errors ??= []).push({ section: name, message });
      log(`arch-mcp bench: ${name} failed: ${message}`);
      return undefined;
    }
  };
  if (!canCollectGarbage()) log('arch-mcp bench: node runs without --expose-gc; memory numbers are rough');

  if (options.sections.has('parse')) {
    log(`docs model: parsing and resolving ${options.corpusDir}`);
    results.docsModel = await guarded('parse section', () => benchDocsModel(options.corpusDir, options.quick ? 1 : 3));
  }

  log(`arch-mcp bench: reading ${options.corpusDir}`);
  const docs = await loadIndexableDocs(options.corpusDir);
  const queries = [...devSetQueries(`${options.evalDir}/search-dev.json`), ...generatedQueries(docs, 40)];
  let synthetic: { label: string; shards: Uint8Array[] } | undefined;

  if (options.sections.has('search')) {
    const budget = { maxRounds: options.queryRounds, maxMs: options.queryBudgetMs };
    log(`search engine: corpus (${docs.length} docs, ${queries.length} queries)`);
    // A third of the docs carry scopes, so for_path filtering does real work on both sizes.
    const corpusOurs = benchOurIndex(withSyntheticScopes(docs), queries, budget, { services: SYNTHETIC_SERVICE_MAP }, FOR_PATH_PLACES);
    const corpusMini = benchMiniSearch(docs, queries, { ...budget, buildBudgetMs: 120_000 });
    log(`search engine: synthetic scale-up to ${options.scale} docs (building; this is the long step)`);
    const scaledDocs = withSyntheticScopes(scaleUpDocs(docs, options.scale));
    const scaledOurs = benchOurIndex(scaledDocs, queries, { maxRounds: Math.max(1, Math.floor(options.queryRounds / 4)), maxMs: options.queryBudgetMs }, { maxShardBytes: options.scaleMaxShardBytes, services: SYNTHETIC_SERVICE_MAP }, FOR_PATH_PLACES);
    const scaledMini = options.miniScaleBudgetMs > 0
      ? benchMiniSearch(scaledDocs, queries, { maxRounds: 2, maxMs: options.queryBudgetMs, buildBudgetMs: options.miniScaleBudgetMs })
      : skippedRow('MiniSearch', scaledDocs.length, queries.length, 'not run (--quick, or --mini-scale-budget 0)');
    results.search = { corpus: [corpusOurs.row, corpusMini], scaled: [scaledOurs.row, scaledMini] };
    synthetic = { label: 'synthetic', shards: scaledOurs.shards };
  }

  const needsWorkerd = options.sections.has('isolate') || options.sections.has('throughput') || options.sections.has('docs');
  if (needsWorkerd) {
    const persist = tempPersistRoot();
    try {
      const config = await readWorkerConfig();
      log('building the corpus bundle (docs, index, analysis) and publishing it into a temporary KV/R2');
      const folder = readDocsFolder(options.corpusDir);
      const corpus = await buildBundle(folder.files, { config: folder.config, name: folder.name, builtAt: new Date().toISOString() });
      await publishIntoPersistRoot(corpus, persist.root, config);

      if (options.sections.has('isolate')) {
        const cases = analysisCases(options.evalDir);
        const scaledBuild = synthetic && (await guarded('analysis scale-up', async () => {
          log(`repeating the corpus build to ${options.scale} docs for the analysis tools (decision frames and pattern checks of every copy)`);
          const scaled = scaleUpBuild(corpus, docs.map((d) => d.path), options.scale, SCALED_BUILD_ID, synthetic!.shards.length);
          log('measuring every KV value the scaled build writes');
          const kv = measureKvValues(scaledKvSource(corpus, scaled, synthetic!.shards));
          results.analysisScale = {
            docs: scaled.manifest.docs.length,
            adrs: scaled.manifest.counts.adr,
            patterns: scaled.manifest.counts.pattern,
            buildMs: scaled.analysisBuildMs,
            analysisBytes: JSON.stringify(scaled.analysis).length,
            frameBuckets: scaled.frameBuckets.length,
            maxFrameBucketBytes: Math.max(0, ...scaled.frameBuckets.map((b) => JSON.stringify(b).length)),
            patternBuckets: scaled.patternBuckets.length,
            manifestBytes: JSON.stringify(scaled.manifest).length,
            kvValues: kv.values,
            kvTotalBytes: kv.totalBytes,
            largestKvValueBytes: kv.largestBytes,
            largestKvValueKey: kv.largestKey,
            largestKvValueByKind: kv.largestByKind,
          };
          return scaled;
        }));
        results.isolate = await guarded('in-isolate section', () => runIsolateBench({
          config,
          persistRoot: persist.root,
          corpus,
          synthetic,
          scaledBuild,
          queries,
          adrCases: cases.adr,
          patternCases: cases.patterns,
          minBatchMs: options.isolateBatchMs,
          maxReps: 10_000,
          log,
        }));
      }
      synthetic = undefined;

      if (options.sections.has('throughput') || options.sections.has('docs')) {
        log('bundling the worker with wrangler deploy --dry-run');
        const dist = await bundleRealWorker();
        const load = { config, outdir: dist.outdir, persistRoot: persist.root, queries, concurrency: options.concurrency, durationMs: options.durationMs, warmupMs: options.warmupMs, settleMs: options.settleMs, maxRequests: options.maxRequests, log };
        try {
          if (options.sections.has('throughput')) results.throughput = await guarded('throughput section', () => runThroughput({ ...load, docPaths: corpus.manifest.docs.map((d) => d.path) }));
          if (options.sections.has('docs')) results.docsSite = await guarded('docs site section', () => runDocsSiteBench({ ...load, docUris: corpus.manifest.docs.map((d) => d.uri) }));
        } finally {
          dist.dispose();
        }
      }
    } finally {
      persist.dispose();
    }
  }

  if (options.sections.has('startup')) results.startup = await guarded('startup section', () => benchStartup(options.corpusDir, log));

  results.durationMs = performance.now() - started;
  const lines = targetLines(results);
  process.stdout.write(`${formatReport(results, lines)}\n`);
  log(`arch-mcp bench: wrote ${writeJson(options.jsonPath, results, lines)}`);
  return results.errors?.length ? 1 : 0;
}
