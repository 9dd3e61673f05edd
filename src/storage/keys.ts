// Key naming for everything a build publishes: one place so the build scripts and the worker agree.

/** KV key of the pointer to the build being served. */
export const CURRENT_POINTER_KEY = 'current';

/** KV key of a build's manifest. */
export function manifestKey(buildId: string): string {
  return `builds/${buildId}/manifest`;
}

/** KV key of one shard of a build's doc metadata (the manifest's `docs`, in order). */
export function manifestDocsKey(buildId: string, shard: number): string {
  return `builds/${buildId}/manifest/docs/${shard}`;
}

/** KV key of one shard of a build's search index. */
export function indexShardKey(buildId: string, shard: number): string {
  return `builds/${buildId}/index/${shard}`;
}

/** KV key of one shard of a build's raw document texts (for grep). */
export function textShardKey(buildId: string, shard: number): string {
  return `builds/${buildId}/text/${shard}`;
}

/** KV key of a build's precomputed analysis data (ADR decisions, pattern rules). */
export function analysisKey(buildId: string): string {
  return `builds/${buildId}/analysis`;
}

/** KV key of one bucket of a build's ADR decision frames. */
export function analysisBucketKey(buildId: string, bucket: number): string {
  return `builds/${buildId}/analysis/frames/${bucket}`;
}

/** KV key of one bucket of a build's pattern checks. */
export function patternBucketKey(buildId: string, bucket: number): string {
  return `builds/${buildId}/analysis/patterns/${bucket}`;
}

/** R2 key of a document's bytes. Content-addressed, so builds share unchanged documents. */
export function documentKey(sha256: string): string {
  return `docs/${sha256}`;
}
