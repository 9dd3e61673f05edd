// Packs raw document texts into JSON shards under a size cap, so grep can search exact lines
// without one R2 read per document.
import type { TextShard } from '../docs/bundle';

/** Default shard cap: well under KV's 25 MiB value limit. */
export const DEFAULT_TEXT_SHARD_BYTES = 20 * 1024 * 1024;

/** Shards the docs' full texts (front matter included, exactly as on disk) in the given order. */
export function buildTextShards(texts: readonly string[], maxBytes: number): string[] {
  const encoder = new TextEncoder();
  const shards: string[] = [];
  let current: TextShard = { start: 0, texts: [] };
  let size = 64;
  texts.forEach((text, i) => {
    // JSON escaping can grow text; count the escaped form.
    const bytes = encoder.encode(JSON.stringify(text)).byteLength + 1;
    if (current.texts.length > 0 && size + bytes > maxBytes) {
      shards.push(JSON.stringify(current));
      current = { start: i, texts: [] };
      size = 64;
    }
    current.texts.push(text);
    size += bytes;
  });
  if (current.texts.length > 0 || shards.length === 0) shards.push(JSON.stringify(current));
  return shards;
}
