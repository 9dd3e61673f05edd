// Every KV value a build publishes, grouped by the publish step that writes it, in publish order.
// The publish writes them from here and the bench measures them from here, so a value growing
// towards KV's 25 MiB limit shows in the bench before a deploy fails on it. Runtime-neutral.
import type { AnalysisData, PatternRulesBucket } from '../analysis/precompute';
import type { FrameBucket } from '../analysis/adr/frame-buckets';
import type { BundleManifest } from '../docs/bundle';
import { analysisBucketKey, analysisKey, indexShardKey, manifestDocsKey, manifestKey, patternBucketKey, textShardKey } from '../storage/keys';
import { shardManifest } from './manifest-shards';

/** The KV steps of a publish, in order; documents go to R2 before them and the pointer after. */
export const KV_STEPS = ['index', 'analysis', 'manifest'] as const;
export type KvStep = (typeof KV_STEPS)[number];

export interface KvEntry {
  key: string;
  value: string | Uint8Array;
}

/** What a build stores in KV. `textShards` may be produced lazily (the bench measures them one by one). */
export interface BuildKvSource {
  buildId: string;
  manifest: BundleManifest;
  indexShards: readonly Uint8Array[];
  textShards: Iterable<string>;
  analysis: AnalysisData;
  analysisBuckets: readonly FrameBucket[];
  patternBuckets: readonly PatternRulesBucket[];
}

/**
 * The values one step writes:
 * - `index`: the search index shards and the raw texts grep reads;
 * - `analysis`: the analysis value, the decision-frame buckets and the pattern-check buckets;
 * - `manifest`: the doc shards, then the manifest head, whose presence marks a complete build.
 */
export function* kvEntriesOf(build: BuildKvSource, step: KvStep): Generator<KvEntry> {
  const id = build.buildId;
  if (step === 'index') {
    for (const [i, bytes] of build.indexShards.entries()) yield { key: indexShardKey(id, i), value: bytes };
    let i = 0;
    for (const text of build.textShards) yield { key: textShardKey(id, i++), value: text };
  } else if (step === 'analysis') {
    yield { key: analysisKey(id), value: JSON.stringify(build.analysis) };
    for (const [i, bucket] of build.analysisBuckets.entries()) yield { key: analysisBucketKey(id, i), value: JSON.stringify(bucket) };
    for (const [i, bucket] of build.patternBuckets.entries()) yield { key: patternBucketKey(id, i), value: JSON.stringify(bucket) };
  } else {
    const { head, docShards } = shardManifest(build.manifest);
    for (const [i, shard] of docShards.entries()) yield { key: manifestDocsKey(id, i), value: shard };
    yield { key: manifestKey(id), value: JSON.stringify(head) };
  }
}
