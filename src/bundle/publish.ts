// Publishes a built bundle atomically: documents first (only those the serving build lacks), then
// under the new build id the index, the analysis data and the manifest (its head last), and the
// `current` pointer last of all. Nothing is ever deleted, so whatever a pointer names stays whole;
// a publish stopped at any step leaves the previous build serving, and running it again completes it.
import { EARLIER_BUILDS_KEPT, currentPointerSchema, manifestDocShardSchema, manifestHeadSchema } from '../docs/bundle';
import type { CurrentPointer } from '../docs/bundle';
import { CURRENT_POINTER_KEY, documentKey, manifestDocsKey, manifestKey } from '../storage/keys';
import type { BuiltBundle } from './build-bundle';
import { KV_STEPS, kvEntriesOf } from './kv-layout';
import type { KvStep } from './kv-layout';

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

/** The steps of a publish, in order. */
export type PublishStep = 'documents' | KvStep | 'pointer';

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

  const detail: Record<KvStep, string> = {
    index: `${bundle.indexShards.length} index shard(s), ${bundle.textShards.length} text shard(s)`,
    analysis: `analysis data, ${bundle.analysisBuckets.length} decision-frame and ${bundle.patternBuckets.length} pattern-check bucket(s)`,
    manifest: `${bundle.manifest.docs.length} documents' metadata, head last`,
  };
  for (const step of KV_STEPS) {
    options.onStep?.(step, detail[step]);
    await sink.putKv([...kvEntriesOf(bundle, step)]);
  }

  options.onStep?.('pointer', bundle.buildId);
  // Read again: a rollback or another publish during a long upload changed what is served, and the
  // history must go on from that. The list is optional, so an unreadable pointer keeps the first read.
  const replaced = (await readPointer(sink).catch(() => undefined)) ?? previous;
  await writePointer(sink, bundle.buildId, replaced, now());
  return {
    buildId: bundle.buildId,
    previousBuildId: replaced?.buildId,
    changed: true,
    uploadedDocuments: missing.length,
    reusedDocuments: bundle.documents.size - missing.length,
  };
}

/** The `current` pointer, or undefined when nothing (readable) is published. */
export async function readPointer(sink: Pick<BundleSink, 'getKvText'>): Promise<CurrentPointer | undefined> {
  const pointer = currentPointerSchema.safeParse(parseJson(await sink.getKvText(CURRENT_POINTER_KEY)));
  return pointer.success ? pointer.data : undefined;
}

/** Points `current` at `buildId`, remembering the build it replaces (and those before it) as earlier ones. */
export async function writePointer(sink: Pick<BundleSink, 'putKv'>, buildId: string, previous: CurrentPointer | undefined, at: Date): Promise<void> {
  const served = previous ? [{ buildId: previous.buildId, publishedAt: previous.publishedAt }, ...(previous.earlier ?? [])] : [];
  const earlier = served.filter((b, i) => b.buildId !== buildId && served.findIndex((o) => o.buildId === b.buildId) === i).slice(0, EARLIER_BUILDS_KEPT);
  const pointer: CurrentPointer = { buildId, publishedAt: at.toISOString(), ...(earlier.length ? { earlier } : {}) };
  await sink.putKv([{ key: CURRENT_POINTER_KEY, value: JSON.stringify(pointer) }]);
}

/** Document hashes the given build already stored; an unreadable manifest counts as none. */
async function documentsOf(sink: BundleSink, buildId: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  const head = manifestHeadSchema.safeParse(parseJson(await sink.getKvText(manifestKey(buildId))));
  if (!head.success) return hashes;
  for (let i = 0; i < head.data.docShards; i++) {
    const shard = manifestDocShardSchema.safeParse(parseJson(await sink.getKvText(manifestDocsKey(buildId, i))));
    if (!shard.success) return new Set();
    for (const doc of shard.data.docs) hashes.add(doc.sha256);
  }
  return hashes;
}

/** A stored JSON value, or undefined when absent or unreadable. */
export function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
