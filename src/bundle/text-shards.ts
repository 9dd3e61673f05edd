// Packs raw document texts into JSON shards under a size cap, so grep can search exact lines
// without one R2 read per document.
import type { TextShard } from '../docs/bundle';

/** Default shard cap: well under KV's 25 MiB value limit. */
export const DEFAULT_TEXT_SHARD_BYTES = 20 * 1024 * 1024;

/**
 * Shards the docs' full texts (front matter included, exactly as on disk) in the given order, one
 * shard at a time, so a caller that only measures them never holds them all.
 */
export function* textShards(texts: Iterable<string>, maxBytes: number): Generator<string> {
  const encoder = new TextEncoder();
  let current: TextShard = { start: 0, texts: [] };
  let size = 64;
  let i = 0;
  let yielded = false;
  for (const text of texts) {
    // JSON escaping can grow text; count the escaped form.
    const bytes = encoder.encode(JSON.stringify(text)).byteLength + 1;
    if (current.texts.length > 0 && size + bytes > maxBytes) {
      yield JSON.stringify(current);
      yielded = true;
      current = { start: i, texts: [] };
      size = 64;
    }
    current.texts.push(text);
    size += bytes;
    i += 1;
  }
  if (current.texts.length > 0 || !yielded) yield JSON.stringify(current);
}

/** All text shards of `texts` (see textShards). */
export function buildTextShards(texts: readonly string[], maxBytes: number): string[] {
  return [...textShards(texts, maxBytes)];
}
