// A BundleSink over R2 and KV bindings: the worker's own (tests), or Miniflare's proxies of a
// local state directory (the CLI's local publish).
import type { BundleSink } from '../bundle/publish';

/** R2 writes in flight at once: enough to hide each write's round trip, few enough to stay gentle. */
const PUT_CONCURRENCY = 4;

/** Writes a bundle straight through the DOCS bucket and BUNDLES namespace bindings. */
export function bindingSink(env: Pick<Env, 'DOCS' | 'BUNDLES'>): BundleSink {
  return {
    async getKvText(key) {
      return (await env.BUNDLES.get(key, 'text')) ?? undefined;
    },
    async putDocuments(entries, onStored) {
      let next = 0;
      let stored = 0;
      const worker = async () => {
        while (next < entries.length) {
          const { key, bytes } = entries[next++];
          await env.DOCS.put(key, bytes, { httpMetadata: { contentType: 'text/markdown; charset=utf-8' } });
          onStored?.(++stored);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PUT_CONCURRENCY, entries.length) }, worker));
    },
    async putKv(entries) {
      for (const { key, value } of entries) await env.BUNDLES.put(key, value);
    },
  };
}
