// Publishing is atomic: documents first, bundle next, the `current` pointer last. A publish that
// dies midway leaves the previous build serving; publishing the same folder again writes nothing.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBundle } from '../../../src/bundle/build-bundle';
import type { BuiltBundle } from '../../../src/bundle/build-bundle';
import { publishBundle } from '../../../src/bundle/publish';
import type { BundleSink } from '../../../src/bundle/publish';
import { bindingSink } from '../../../src/storage/binding-sink';
import { forgetBundle } from '../../../src/storage/bundle-loader';
import { CURRENT_POINTER_KEY, indexShardKey, manifestKey } from '../../../src/storage/keys';
import { format3Shard } from '../search/format-3-shard';
import { INDEX_FORMAT_VERSION } from '../../../src/search';
import { filesFrom, resourceDocsConfig, resourceFiles, workerFetch } from '../helpers/fixtures';

const build = (files = resourceFiles()) => buildBundle(files, { config: resourceDocsConfig(), name: 'Test', builtAt: '2026-01-01T00:00:00.000Z' });

async function servedBuildId(): Promise<string> {
  forgetBundle();
  const res = await workerFetch('http://127.0.0.1/healthz');
  return ((await res.json()) as { build_id: string }).build_id;
}

/** Counts what a publish writes, and can fail on the n-th KV batch. */
function recordingSink(failOnKvBatch?: number): BundleSink & { documents: number; kvKeys: string[] } {
  const inner = bindingSink(env);
  let batches = 0;
  const sink = {
    documents: 0,
    kvKeys: [] as string[],
    getKvText: inner.getKvText,
    async putDocuments(entries: { key: string; bytes: Uint8Array }[]) {
      sink.documents += entries.length;
      await inner.putDocuments(entries);
    },
    async putKv(entries: { key: string; value: string | Uint8Array }[]) {
      batches += 1;
      if (batches === failOnKvBatch) throw new Error('network went away');
      sink.kvKeys.push(...entries.map((e) => e.key));
      await inner.putKv(entries);
    },
  };
  return sink;
}

describe('atomic publish', () => {
  let first: BuiltBundle;
  let second: BuiltBundle;

  beforeAll(async () => {
    first = await build();
    second = await build([...resourceFiles(), ...filesFrom({ 'guidelines/new-guideline.md': '# A new guideline\n\nUse feature flags for risky changes.\n' })]);
  });

  it('should give the same folder the same build id and index bytes', async () => {
    const again = await build();
    expect(again.buildId).toBe(first.buildId);
    expect(again.indexShards).toEqual(first.indexShards);
    expect(second.buildId).not.toBe(first.buildId);
  });

  it('should serve a build once its pointer is written', async () => {
    const result = await publishBundle(recordingSink(), first);
    expect(result).toMatchObject({ changed: true, uploadedDocuments: first.documents.size });
    expect(await servedBuildId()).toBe(first.buildId);
  });

  it('should keep serving the previous build when a publish fails before the pointer flips', async () => {
    await expect(publishBundle(recordingSink(2), second)).rejects.toThrow('network went away');
    expect(await servedBuildId()).toBe(first.buildId);
    const pointer = JSON.parse((await env.BUNDLES.get(CURRENT_POINTER_KEY))!) as { buildId: string };
    expect(pointer.buildId).toBe(first.buildId);
  });

  it('should upload only the documents the serving build lacks', async () => {
    const sink = recordingSink();
    const result = await publishBundle(sink, second);
    expect(result).toMatchObject({ changed: true, previousBuildId: first.buildId, uploadedDocuments: 1 });
    expect(sink.documents).toBe(1);
    expect(sink.kvKeys.at(-1)).toBe(CURRENT_POINTER_KEY);
    expect(sink.kvKeys).toContain(manifestKey(second.buildId));
    expect(await servedBuildId()).toBe(second.buildId);
  });

  it('should write nothing when the same folder is published again', async () => {
    const sink = recordingSink();
    const result = await publishBundle(sink, second);
    expect(result.changed).toBe(false);
    expect(sink.documents).toBe(0);
    expect(sink.kvKeys).toEqual([]);
  });

  it('should answer 503 with a reason when the published manifest has another format version', async () => {
    const manifest = JSON.parse((await env.BUNDLES.get(manifestKey(second.buildId)))!);
    await env.BUNDLES.put(manifestKey(second.buildId), JSON.stringify({ ...manifest, formatVersion: 99 }));
    forgetBundle();
    const res = await workerFetch('http://127.0.0.1/healthz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toContain('format 99');
    await env.BUNDLES.put(manifestKey(second.buildId), JSON.stringify(manifest));
    forgetBundle();
  });

  it('should answer 503 saying to rebuild when the published index shards are in an older search format', async () => {
    const shard = await env.BUNDLES.get(indexShardKey(second.buildId, 0), 'arrayBuffer');
    await env.BUNDLES.put(indexShardKey(second.buildId, 0), format3Shard());
    forgetBundle();
    const res = await workerFetch('http://127.0.0.1/healthz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(new RegExp(`format version 3, this reader needs ${INDEX_FORMAT_VERSION}; rebuild the index.*Rebuild and publish`));
    await env.BUNDLES.put(indexShardKey(second.buildId, 0), shard!);
    forgetBundle();
    expect(await servedBuildId()).toBe(second.buildId);
  });
});
