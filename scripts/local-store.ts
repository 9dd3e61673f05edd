// Local R2 and KV state opened in this process through Miniflare, over the same files `wrangler
// dev --persist-to DIR` serves from. One workerd for the whole publish (and for every republish
// under --watch) instead of a wrangler process per step: the corpus publishes in seconds, with
// counts as it goes.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare } from 'miniflare';
import type { MiniflareOptions } from 'miniflare';
import type { BundleSink } from '../src/bundle/publish';
import { bindingSink } from '../src/storage/binding-sink';
import { currentProject } from './project';
import { readStorageBindings } from './wrangler-bindings';

/** Binding names in wrangler.toml. */
export const KV_BINDING = 'BUNDLES';
export const DOCS_BINDING = 'DOCS';

export interface LocalStore {
  sink: BundleSink;
  dispose(): Promise<void>;
}

/**
 * Opens the KV namespace and R2 bucket of the state directory `stateDir`, named as `wranglerConfig`
 * names them. With `ownSignals`, the caller handles SIGINT and SIGTERM itself (a server stops its
 * workerd and disposes the store in order): Miniflare's own handlers, which exit the process at
 * once, are taken off again.
 */
export async function openLocalStore(stateDir: string, wranglerConfig: string = currentProject().wranglerConfig, options: { ownSignals?: boolean } = {}): Promise<LocalStore> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const ids = readStorageBindings(wranglerConfig, { kv: KV_BINDING, bucket: DOCS_BINDING });
  // wrangler dev keeps its state under <persist-to>/v3; these paths must match it exactly.
  const root = path.join(stateDir, 'v3');
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null, { status: 404 }) };',
    compatibilityDate: ids.compatibilityDate,
    host: '127.0.0.1',
    port: 0,
    cf: false,
    kvNamespaces: { [KV_BINDING]: ids.kvNamespaceId },
    r2Buckets: { [DOCS_BINDING]: ids.bucketName },
    kvPersist: path.join(root, 'kv'),
    r2Persist: path.join(root, 'r2'),
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      stdout.resume();
      stderr.resume();
    },
  } as MiniflareOptions);
  // Miniflare's constructor adds handlers that exit the process at once on a signal; removed here,
  // before anything is awaited, a signal always reaches the caller's own orderly stop.
  if (options.ownSignals) {
    for (const s of signals) for (const listener of process.listeners(s)) if (!before.get(s)!.has(listener)) process.removeListener(s, listener);
  }
  await mf.ready;
  const sink = await miniflareSink(mf);
  return { sink, dispose: () => mf.dispose() };
}

/** A BundleSink over a Miniflare instance's KV namespace and R2 bucket bindings. */
export async function miniflareSink(mf: Miniflare, kvBinding = KV_BINDING, bucketBinding = DOCS_BINDING): Promise<BundleSink> {
  // Miniflare's binding proxies speak the workers-types API; its own typings name them differently.
  const BUNDLES = (await mf.getKVNamespace(kvBinding)) as unknown as KVNamespace;
  const DOCS = (await mf.getR2Bucket(bucketBinding)) as unknown as R2Bucket;
  return bindingSink({ BUNDLES, DOCS });
}
