// Splits a build's manifest into the values KV holds: a small head (build id, counts, settings)
// and the docs' metadata in shards under a size cap, so the manifest never nears KV's value limit
// however many documents a folder has. Runtime-neutral.
import type { BundleManifest, ManifestHead } from '../docs/bundle';

/**
 * Default cap of one doc shard. The docs' metadata is read whole when an isolate loads a build,
 * in parallel with the index shards; 4 MiB keeps each value far from the 25 MiB limit while a
 * 50,000-doc build still loads in seven reads.
 */
const DEFAULT_MANIFEST_SHARD_BYTES = 4 * 1024 * 1024;

/** Bytes of the shard's JSON around its docs (`{"start":N,"docs":[` … `]}`), with room to spare. */
const SHARD_OVERHEAD_BYTES = 64;

export interface ShardedManifest {
  head: ManifestHead;
  /** JSON of each doc shard (`{ start, docs }`), in manifest order. */
  docShards: string[];
}

/**
 * The manifest as a head and doc shards of at most `maxBytes` of JSON each (a single doc larger
 * than that gets a shard of its own).
 */
export function shardManifest(manifest: BundleManifest, maxBytes = DEFAULT_MANIFEST_SHARD_BYTES): ShardedManifest {
  const encoder = new TextEncoder();
  const docShards: string[] = [];
  let start = 0;
  let parts: string[] = [];
  let size = SHARD_OVERHEAD_BYTES;
  const close = () => {
    docShards.push(`{"start":${start},"docs":[${parts.join(',')}]}`);
    start += parts.length;
    parts = [];
    size = SHARD_OVERHEAD_BYTES;
  };
  for (const doc of manifest.docs) {
    const json = JSON.stringify(doc);
    const bytes = encoder.encode(json).byteLength + 1;
    if (parts.length > 0 && size + bytes > maxBytes) close();
    parts.push(json);
    size += bytes;
  }
  if (parts.length > 0 || docShards.length === 0) close();
  const { docs: _docs, ...rest } = manifest;
  return { head: { ...rest, docShards: docShards.length }, docShards };
}
