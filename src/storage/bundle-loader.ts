// Loads the build being served (pointer → manifest → index shards) once per isolate, validates
// every read, and notices a newly published build within a few seconds.
import { bundleManifestSchema, currentPointerSchema, textShardSchema, BUNDLE_FORMAT_VERSION } from '../docs/bundle';
import type { BundleManifest } from '../docs/bundle';
import { analysisDataSchema } from '../analysis/precompute';
import type { AnalysisData, PatternEntry, PatternRules, PatternRulesBucket } from '../analysis/precompute';
import type { PublishedDoc } from '../docs/types';
import { checkIndexFormat, IndexFormatError, loadSearchIndex } from '../search';
import type { SearchIndex } from '../search';
import { CURRENT_POINTER_KEY, analysisBucketKey, analysisKey, patternBucketKey, indexShardKey, manifestKey, textShardKey } from './keys';
import { bucketedFrames, type FrameBucket, type FrameSource } from '../analysis/adr/frame-buckets';
import { z } from 'zod';
import { InfrastructureError } from '../errors';
import { IsolateValue, LoadGate, waitOwnTimer } from './isolate-load';

/** A build as the worker uses it: manifest, lookups and a lazily opened search index. */
export interface LoadedBundle {
  buildId: string;
  manifest: BundleManifest;
  docs: PublishedDoc[];
  byPath: Map<string, PublishedDoc>;
  byUri: Map<string, PublishedDoc>;
  /** Opens the binary index on first use; later calls return the same instance. */
  searchIndex(): SearchIndex;
  /** Precomputed analysis data (ADR decision statistics, pattern rules), read and checked on first use. */
  analysis(): Promise<AnalysisData>;
  /** ADR decision frames of whole logs and of candidate paths, read bucket by bucket and kept per isolate. */
  adrFrames: FrameSource;
  /** The checks of one pattern doc, read with its bucket and kept per isolate. */
  patternRules(pattern: PatternEntry): Promise<PatternRules>;
  /** Every document's raw text in manifest order, loaded on first use (grep needs exact lines). */
  texts(): Promise<string[]>;
}

/** Thrown when nothing has been published yet, or the published build cannot be read. */
export class BundleUnavailableError extends InfrastructureError {
  override name = 'BundleUnavailableError';
}

/** A KV read a tool call waits on; a read that fails is the infrastructure's fault, never the caller's. */
async function readKvJson(kv: KVNamespace, key: string): Promise<unknown> {
  try {
    return await kv.get(key, 'json');
  } catch (err) {
    throw new InfrastructureError(`reading ${key} from KV failed`, { cause: err });
  }
}

/** How long an isolate on the edge trusts the `current` pointer before reading it again. */
export const POINTER_TTL_MS = 10_000;
/**
 * The same for a local server (`npm start`): its KV is a file next to it, so re-reading costs
 * nothing, and an edit under `--watch` should show within a second or two of its publish.
 */
export const LOCAL_POINTER_TTL_MS = 500;

let pointerTtlMs = POINTER_TTL_MS;
let cachedBundle: LoadedBundle | undefined;
let pointerCheckedAt = 0;
/** Held by the one request that re-reads the pointer (and loads a new build) at a time. */
const refreshGate = new LoadGate();

/** Sets how long this isolate trusts the pointer (the deployment's setting; see LOCAL_POINTER_TTL_MS). */
export function setPointerTtl(ms: number): void {
  pointerTtlMs = ms;
}

/**
 * The bundle to serve. Reads KV at most once per pointer TTL (10 s on the edge) per isolate. While one request
 * re-reads the pointer (or loads a newly published build), the others keep serving the build they
 * have; an isolate with no build yet waits for the first load on its own timers (see isolate-load.ts).
 */
export async function getBundle(kv: KVNamespace, now = Date.now()): Promise<LoadedBundle> {
  for (;;) {
    if (cachedBundle && now - pointerCheckedAt < pointerTtlMs) return cachedBundle;
    const release = refreshGate.take();
    if (release) {
      try {
        return await refresh(kv, now);
      } finally {
        release();
      }
    }
    if (cachedBundle) return cachedBundle;
    await waitOwnTimer();
  }
}

/** Drops the isolate's cached bundle (tests and the publish path use this). */
export function forgetBundle(): void {
  cachedBundle = undefined;
  pointerCheckedAt = 0;
}

async function refresh(kv: KVNamespace, now: number): Promise<LoadedBundle> {
  const raw = await kv.get(CURRENT_POINTER_KEY, 'json');
  if (raw === null) {
    throw new BundleUnavailableError('no docs build has been published yet; run `arch-mcp build` or `npm start`');
  }
  const pointer = currentPointerSchema.safeParse(raw);
  if (!pointer.success) throw new BundleUnavailableError('the current build pointer is malformed');
  pointerCheckedAt = now;
  if (cachedBundle?.buildId === pointer.data.buildId) return cachedBundle;
  cachedBundle = await loadBuild(kv, pointer.data.buildId);
  return cachedBundle;
}

/** Reads and validates one build by id. */
export async function loadBuild(kv: KVNamespace, buildId: string): Promise<LoadedBundle> {
  const rawManifest = await kv.get(manifestKey(buildId), 'json');
  if (rawManifest === null) throw new BundleUnavailableError(`build ${buildId} has no manifest`);
  const version = (rawManifest as { formatVersion?: unknown }).formatVersion;
  if (version !== BUNDLE_FORMAT_VERSION) {
    throw new BundleUnavailableError(
      `build ${buildId} has manifest format ${String(version)}; this worker reads format ${BUNDLE_FORMAT_VERSION}. Rebuild and publish.`,
    );
  }
  const parsed = bundleManifestSchema.safeParse(rawManifest);
  if (!parsed.success) {
    throw new BundleUnavailableError(`build ${buildId} has an invalid manifest: ${parsed.error.issues[0]?.message}`);
  }
  const manifest = parsed.data;
  const shards = await Promise.all(
    Array.from({ length: manifest.index.shards }, (_, i) => kv.get(indexShardKey(buildId, i), 'arrayBuffer')),
  );
  if (shards.some((s) => s === null)) throw new BundleUnavailableError(`build ${buildId} is missing index shards`);
  try {
    checkIndexFormat(shards as ArrayBuffer[]);
  } catch (err) {
    if (!(err instanceof IndexFormatError)) throw err;
    throw new BundleUnavailableError(`build ${buildId} cannot be searched: ${err.message}. Rebuild and publish with this version.`);
  }
  return openBundle(manifest, shards as ArrayBuffer[], {
    analysis: () => loadAnalysis(kv, buildId),
    frameBucket: (bucket) => loadFrameBucket(kv, buildId, bucket),
    patternBucket: (bucket) => loadPatternBucket(kv, buildId, bucket),
    texts: () => loadTexts(kv, buildId, manifest.text.shards, manifest.docs.length),
  });
}

/**
 * Wraps a validated manifest and its index shards as a LoadedBundle. Analysis data and texts are
 * fetched on first use through `loaders`, once per isolate (a failed fetch is retried on the next call).
 */
export function openBundle(
  manifest: BundleManifest,
  shards: (ArrayBuffer | Uint8Array)[],
  loaders: {
    analysis: () => Promise<AnalysisData>;
    frameBucket: (bucket: number) => Promise<FrameBucket>;
    patternBucket: (bucket: number) => Promise<PatternRulesBucket>;
    texts: () => Promise<string[]>;
  },
): LoadedBundle {
  const docs = manifest.docs as PublishedDoc[];
  let index: SearchIndex | undefined;
  const analysis = new IsolateValue(loaders.analysis);
  const texts = new IsolateValue(loaders.texts);
  const bucket = keptBuckets(loaders.frameBucket);
  const patternBucket = keptBuckets(loaders.patternBucket);
  return {
    buildId: manifest.buildId,
    manifest,
    docs,
    byPath: new Map(docs.map((d) => [d.path, d])),
    byUri: new Map(docs.map((d) => [d.uri, d])),
    searchIndex() {
      index ??= loadSearchIndex(shards);
      return index;
    },
    analysis: () => analysis.get(),
    adrFrames: async (whole, paths) => bucketedFrames((await analysis.get()).adr, bucket)(whole, paths),
    async patternRules(pattern) {
      const rules = (await patternBucket(pattern.rulesBucket))[pattern.path];
      if (!rules) throw new BundleUnavailableError(`build ${manifest.buildId} has no checks stored for ${pattern.path}; rebuild and publish`);
      return rules;
    },
    texts: () => texts.get(),
  };
}

async function loadTexts(kv: KVNamespace, buildId: string, shardCount: number, docCount: number): Promise<string[]> {
  const raw = await Promise.all(Array.from({ length: shardCount }, (_, i) => readKvJson(kv, textShardKey(buildId, i))));
  const all = new Array<string>(docCount);
  for (const value of raw) {
    const shard = textShardSchema.safeParse(value);
    if (!shard.success) throw new BundleUnavailableError(`build ${buildId} has a missing or malformed text shard`);
    shard.data.texts.forEach((text, i) => (all[shard.data.start + i] = text));
  }
  if (all.some((t) => t === undefined)) throw new BundleUnavailableError(`build ${buildId} text shards do not cover every document`);
  return all;
}

/** Buckets of each kind an isolate keeps (each ≤ 256 KiB of JSON). */
const BUCKETS_KEPT = 48;

/** Loads numbered buckets once each, keeping the BUCKETS_KEPT most recently loaded. */
function keptBuckets<T>(load: (n: number) => Promise<T>): (n: number) => Promise<T> {
  const kept = new Map<number, IsolateValue<T>>();
  return (n) => {
    let value = kept.get(n);
    if (!value) {
      if (kept.size >= BUCKETS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(n, (value = new IsolateValue(() => load(n))));
    }
    return value.get();
  };
}

const patternBucketSchema = z.record(z.string(), z.object({ derived: z.array(z.unknown()), invariants: z.array(z.unknown()), participants: z.string().optional() }));

async function loadPatternBucket(kv: KVNamespace, buildId: string, bucket: number): Promise<PatternRulesBucket> {
  const parsed = patternBucketSchema.safeParse(await readKvJson(kv, patternBucketKey(buildId, bucket)));
  if (!parsed.success) throw new BundleUnavailableError(`build ${buildId} has a missing or malformed pattern-checks bucket ${bucket}; rebuild and publish`);
  return parsed.data as unknown as PatternRulesBucket;
}
// The shape is checked, not every term weight: a bucket is read on the call path, and walking each
// frame's terms would cost more than judging the frame (the build wrote them; the manifest's format
// version already guards against a build from another release).
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const frameBucketSchema = z.record(z.string(), z.object({ chosen: z.array(z.unknown()), alternatives: z.array(z.unknown()), terms: z.custom<Record<string, number>>(isPlainObject) }).loose());

async function loadFrameBucket(kv: KVNamespace, buildId: string, bucket: number): Promise<FrameBucket> {
  const parsed = frameBucketSchema.safeParse(await readKvJson(kv, analysisBucketKey(buildId, bucket)));
  if (!parsed.success) throw new BundleUnavailableError(`build ${buildId} has a missing or malformed decision-frame bucket ${bucket}; rebuild and publish`);
  return parsed.data as unknown as FrameBucket;
}

async function loadAnalysis(kv: KVNamespace, buildId: string): Promise<AnalysisData> {
  const parsed = analysisDataSchema.safeParse(await readKvJson(kv, analysisKey(buildId)));
  if (!parsed.success) throw new BundleUnavailableError(`build ${buildId} has missing or malformed analysis data; rebuild and publish`);
  return parsed.data as unknown as AnalysisData;
}
