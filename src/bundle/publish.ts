// Publishes a built bundle atomically: documents first (only those the serving build lacks),
// then manifest, index and analysis under the new build id, and the `current` pointer last.
import { bundleManifestSchema } from '../docs/bundle';
import type { CurrentPointer } from '../docs/bundle';
import { CURRENT_POINTER_KEY, analysisBucketKey, analysisKey, patternBucketKey, documentKey, indexShardKey, manifestKey, textShardKey } from '../storage/keys';
import type { BuiltBundle } from './build-bundle';

/**
 * Where a bundle is written. The worker tests write through bindings; the CLI writes through
 * wrangler's bulk commands, locally or to the account — one publish order for both.
 */
export interface BundleSink {
  /** Reads a KV value as text, or undefined when absent. */
  getKvText(key: string): Promise<string | undefined>;
  /** Writes many documents to R2, calling `onStored` with the running count where it can tell. */
  putDocuments(entries: { key: string; bytes: Uint8Array }[], onStored?: (stored: number) => void): Promise<void>;
  /** Writes many KV values. */
  putKv(entries: { key: string; value: string | Uint8Array }[]): Promise<void>;
}

export interface PublishResult {
  buildId: string;
  previousBuildId?: string;
  /** False when the folder was already published as the current build. */
  changed: boolean;
  uploadedDocuments: number;
  reusedDocuments: number;
}

export type PublishStep = 'documents' | 'bundle' | 'pointer';

/**
 * Publishes `bundle` through `sink`. Publishing the build that is already current writes
 * nothing; a failure before the pointer is written leaves the previous build serving.
 */
export async function publishBundle(
  sink: BundleSink,
  bundle: BuiltBundle,
  options: {
    now?: () => Date;
    onStep?: (step: PublishStep, detail: string) => void;
    /** Documents stored so far out of those this publish uploads. */
    onDocuments?: (stored: number, total: number) => void;
  } = {},
): Promise<PublishResult> {
  const now = options.now ?? (() => new Date());
  const previous = await readPointer(sink);
  if (previous?.buildId === bundle.buildId) {
    return { buildId: bundle.buildId, previousBuildId: previous.buildId, changed: false, uploadedDocuments: 0, reusedDocuments: bundle.documents.size };
  }

  const present = previous ? await documentsOf(sink, previous.buildId) : new Set<string>();
  const missing = [...bundle.documents].filter(([sha]) => !present.has(sha));
  options.onStep?.('documents', `${missing.length} new, ${bundle.documents.size - missing.length} unchanged`);
  if (missing.length > 0) {
    await sink.putDocuments(
      missing.map(([sha, bytes]) => ({ key: documentKey(sha), bytes })),
      (stored) => options.onDocuments?.(stored, missing.length),
    );
  }

  options.onStep?.('bundle', `manifest, ${bundle.indexShards.length} index shard(s), analysis`);
  await sink.putKv([
    ...bundle.indexShards.map((bytes, i) => ({ key: indexShardKey(bundle.buildId, i), value: bytes })),
    ...bundle.textShards.map((text, i) => ({ key: textShardKey(bundle.buildId, i), value: text })),
    { key: analysisKey(bundle.buildId), value: JSON.stringify(bundle.analysis) },
    ...bundle.analysisBuckets.map((b, i) => ({ key: analysisBucketKey(bundle.buildId, i), value: JSON.stringify(b) })),
    ...bundle.patternBuckets.map((b, i) => ({ key: patternBucketKey(bundle.buildId, i), value: JSON.stringify(b) })),
    // The manifest goes after the data it describes: its presence marks a complete build.
    { key: manifestKey(bundle.buildId), value: JSON.stringify(bundle.manifest) },
  ]);

  const pointer: CurrentPointer = { buildId: bundle.buildId, publishedAt: now().toISOString() };
  options.onStep?.('pointer', bundle.buildId);
  await sink.putKv([{ key: CURRENT_POINTER_KEY, value: JSON.stringify(pointer) }]);
  return {
    buildId: bundle.buildId,
    previousBuildId: previous?.buildId,
    changed: true,
    uploadedDocuments: missing.length,
    reusedDocuments: bundle.documents.size - missing.length,
  };
}

async function readPointer(sink: BundleSink): Promise<CurrentPointer | undefined> {
  const text = await sink.getKvText(CURRENT_POINTER_KEY);
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as CurrentPointer;
    return typeof value.buildId === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Document hashes the given build already stored; unreadable manifests count as none. */
async function documentsOf(sink: BundleSink, buildId: string): Promise<Set<string>> {
  const text = await sink.getKvText(manifestKey(buildId));
  if (text === undefined) return new Set();
  try {
    const manifest = bundleManifestSchema.parse(JSON.parse(text));
    return new Set(manifest.docs.map((d) => d.sha256));
  } catch {
    return new Set();
  }
}
