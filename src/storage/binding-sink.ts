// A BundleSink over the worker's own R2 and KV bindings (used by tests and admin paths).
import type { BundleSink } from '../bundle/publish';

/** Writes a bundle straight through the DOCS bucket and BUNDLES namespace bindings. */
export function bindingSink(env: Pick<Env, 'DOCS' | 'BUNDLES'>): BundleSink {
  return {
    async getKvText(key) {
      return (await env.BUNDLES.get(key, 'text')) ?? undefined;
    },
    async putDocuments(entries) {
      for (const { key, bytes } of entries) await env.DOCS.put(key, bytes, { httpMetadata: { contentType: 'text/markdown; charset=utf-8' } });
    },
    async putKv(entries) {
      for (const { key, value } of entries) await env.BUNDLES.put(key, value);
    },
  };
}
