// Loads the build being served (pointer → manifest → index shards) once per isolate, validates
// every read, and notices a newly published build within a few seconds.
import { currentPointerSchema, manifestDocShardSchema, manifestHeadSchema, textShardSchema, BUNDLE_FORMAT_VERSION } from '../docs/bundle';
import type { BundleManifest } from '../docs/bundle';
import { analysisDataSchema } from '../analysis/precompute';
import type { AnalysisData, PatternEntry, PatternRules, PatternRulesBucket } from '../analysis/precompute';
import type { PublishedDoc } from '../docs/types';
import { checkIndexFormat, IndexFormatError, loadSearchIndex } from '../search';
import type { SearchIndex } from '../search';
import { CURRENT_POINTER_KEY, analysisBucketKey, analysisKey, patternBucketKey, indexShardKey, manifestDocsKey, manifestKey, textShardKey } from './keys';
import { bucketedFrames, type FrameBucket, type FrameSource } from '../analysis/adr/frame-buckets';
import { z } from 'zod';
import { IsolateValue, LoadGate, waitOwnTimer } from './isolate-load';
import { KV_LOAD_DEADLINE_MS, KV_READ_DEADLINE_MS, storageCall } from './storage-call';
import { InfrastructureError, StorageUnavailableError } from '../errors';

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

/** What a failed or stalled KV read of a build is reported as. */
const BUILD_STORE = 'the build store (KV)';

/** After a failed re-read of the pointer, how long an isolate serves its build before trying again. */
const REFRESH_RETRY_MS = 1_000;

/**
 * The bundle to serve. Reads KV at most once per pointer TTL (10 s on the edge) per isolate. While one request
 * re-reads the pointer (or loads a newly published build), the others keep serving the build they
 * have; an isolate with no build yet waits for the first load on its own timers (see isolate-load.ts).
 * When KV fails or stalls during a re-read, or the newly published build cannot be read yet (KV
 * is eventually consistent: a pointer can arrive before what it names), the isolate keeps serving
 * the build it has, whole, and tries again a second later; only an isolate with no build at all
 * answers with the error.
 */
export async function getBundle(kv: KVNamespace, now = Date.now()): Promise<LoadedBundle> {
  for (;;) {
    if (cachedBundle && now - pointerCheckedAt < pointerTtlMs) return cachedBundle;
    const release = refreshGate.take();
    if (release) {
      try {
        return await refresh(kv, now);
      } catch (err) {
        const unreadable = err instanceof StorageUnavailableError || err instanceof BundleUnavailableError;
        if (!unreadable || !cachedBundle) throw err;
        keptBuild(cachedBundle.buildId, err);
        pointerCheckedAt = now - pointerTtlMs + REFRESH_RETRY_MS;
        return cachedBundle;
      } finally {
        release();
      }
    }
    if (cachedBundle) return cachedBundle;
    await waitOwnTimer();
  }
}

function keptBuild(buildId: string, err: Error): void {
  try {
    console.error(JSON.stringify({ level: 'warn', event: 'build_refresh_failed', serving: buildId, error: err.name, message: err.message.slice(0, 200) }));
  } catch {
    // Reporting must never turn one failure into two.
  }
}

/** Drops the isolate's cached bundle (tests and the publish path use this). */
export function forgetBundle(): void {
  cachedBundle = undefined;
  pointerCheckedAt = 0;
}

async function refresh(kv: KVNamespace, now: number): Promise<LoadedBundle> {
  const raw = await storageCall(BUILD_STORE, () => kv.get(CURRENT_POINTER_KEY, 'json'), KV_READ_DEADLINE_MS);
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

/**
 * Reads and validates one build by id: the manifest head, then its doc shards and the index
 * shards together.
 */
export async function loadBuild(kv: KVNamespace, buildId: string): Promise<LoadedBundle> {
  const rawHead = await storageCall(BUILD_STORE, () => kv.get(manifestKey(buildId), 'json'), KV_READ_DEADLINE_MS);
  if (rawHead === null) throw new BundleUnavailableError(`build ${buildId} has no manifest`);
  const version = (rawHead as { formatVersion?: unknown }).formatVersion;
  if (version !== BUNDLE_FORMAT_VERSION) {
    throw new BundleUnavailableError(
      `build ${buildId} has manifest format ${String(version)}; this worker reads format ${BUNDLE_FORMAT_VERSION}. Rebuild and publish.`,
    );
  }
  const parsed = manifestHeadSchema.safeParse(rawHead);
  if (!parsed.success) {
    throw new BundleUnavailableError(`build ${buildId} has an invalid manifest: ${parsed.error.issues[0]?.message}`);
  }
  const { docShards: docShardCount, ...head } = parsed.data;
  const [docShards, shards] = await storageCall(
    BUILD_STORE,
    () =>
      Promise.all([
        Promise.all(Array.from({ length: docShardCount }, (_, i) => kv.get(manifestDocsKey(buildId, i), 'json'))),
        Promise.all(Array.from({ length: head.index.shards }, (_, i) => kv.get(indexShardKey(buildId, i), 'arrayBuffer'))),
      ]),
    KV_LOAD_DEADLINE_MS,
  );
  const docs = manifestDocs(buildId, docShards, head.counts.docs);
  if (shards.some((s) => s === null)) throw new BundleUnavailableError(`build ${buildId} is missing index shards`);
  try {
    checkIndexFormat(shards as ArrayBuffer[]);
  } catch (err) {
    if (!(err instanceof IndexFormatError)) throw err;
    throw new BundleUnavailableError(`build ${buildId} cannot be searched: ${err.message}. Rebuild and publish with this version.`);
  }
  const manifest: BundleManifest = { ...head, docs };
  return openBundle(manifest, shards as ArrayBuffer[], {
    analysis: () => loadAnalysis(kv, buildId),
    frameBucket: (bucket) => loadFrameBucket(kv, buildId, bucket),
    patternBucket: (bucket) => loadPatternBucket(kv, buildId, bucket),
    texts: () => loadTexts(kv, buildId, manifest.text.shards, manifest.docs.length),
  });
}

/** The docs of a manifest from its doc shards, checked to cover every doc exactly once, in order. */
function manifestDocs(buildId: string, rawShards: unknown[], count: number): BundleManifest['docs'] {
  const docs: BundleManifest['docs'] = [];
  for (const raw of rawShards) {
    const shard = manifestDocShardSchema.safeParse(raw);
    if (!shard.success) throw new BundleUnavailableError(`build ${buildId} has a missing or malformed manifest doc shard; rebuild and publish`);
    if (shard.data.start !== docs.length) throw new BundleUnavailableError(`build ${buildId} has manifest doc shards out of order; rebuild and publish`);
    for (const doc of shard.data.docs) docs.push(doc);
  }
  if (docs.length !== count) throw new BundleUnavailableError(`build ${buildId} manifest doc shards hold ${docs.length} of ${count} documents; rebuild and publish`);
  return docs;
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
  const raw = await storageCall(BUILD_STORE, () => Promise.all(Array.from({ length: shardCount }, (_, i) => kv.get(textShardKey(buildId, i), 'json'))), KV_LOAD_DEADLINE_MS);
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

const patternBucketSchema = z.record(
  z.string(),
  z.object({
    derived: z.array(z.unknown()),
    invariants: z.array(z.unknown()),
    participants: z.string().optional(),
    explanations: z.record(z.string(), z.object({ quote: z.string(), section: z.string().optional() })).optional(),
  }),
);

/**
 * Reads one JSON value of a build and checks it against `schema`; an absent or malformed value
 * makes the build unavailable, the message naming `what` is missing or malformed.
 */
async function loadChecked<T>(kv: KVNamespace, buildId: string, key: string, schema: z.ZodType, what: string): Promise<T> {
  const parsed = schema.safeParse(await storageCall(BUILD_STORE, () => kv.get(key, 'json'), KV_READ_DEADLINE_MS));
  if (!parsed.success) throw new BundleUnavailableError(`build ${buildId} has ${what}; rebuild and publish`);
  return parsed.data as T;
}

function loadPatternBucket(kv: KVNamespace, buildId: string, bucket: number): Promise<PatternRulesBucket> {
  return loadChecked(kv, buildId, patternBucketKey(buildId, bucket), patternBucketSchema, `a missing or malformed pattern-checks bucket ${bucket}`);
}
// The shape is checked, not every term weight: a bucket is read on the call path, and walking each
// frame's terms would cost more than judging the frame (the build wrote them; the manifest's format
// version already guards against a build from another release).
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const frameBucketSchema = z.record(z.string(), z.object({ chosen: z.array(z.unknown()), alternatives: z.array(z.unknown()), terms: z.custom<Record<string, number>>(isPlainObject) }).loose());

function loadFrameBucket(kv: KVNamespace, buildId: string, bucket: number): Promise<FrameBucket> {
  return loadChecked(kv, buildId, analysisBucketKey(buildId, bucket), frameBucketSchema, `a missing or malformed decision-frame bucket ${bucket}`);
}

function loadAnalysis(kv: KVNamespace, buildId: string): Promise<AnalysisData> {
  return loadChecked(kv, buildId, analysisKey(buildId), analysisDataSchema, 'missing or malformed analysis data');
}
