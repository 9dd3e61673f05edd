// The KV values of a build: the manifest split under its cap, and the bench's measure of the
// largest value seeing exactly the values a publish writes — no more, no fewer, the same sizes.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBundle } from '../../../src/bundle/build-bundle';
import type { BuiltBundle } from '../../../src/bundle/build-bundle';
import { shardManifest } from '../../../src/bundle/manifest-shards';
import { publishBundle } from '../../../src/bundle/publish';
import type { BundleSink } from '../../../src/bundle/publish';
import { manifestDocShardSchema, manifestHeadSchema } from '../../../src/docs/bundle';
import { measureKvValues } from '../../../scripts/bench/analysis-scale';
import { readDocsFolder } from '../../../scripts/read-docs-folder';
import { REPO_ROOT } from '../../../scripts/paths';

let bundle: BuiltBundle;

beforeAll(async () => {
  const folder = readDocsFolder(path.join(REPO_ROOT, 'resources'));
  bundle = await buildBundle(folder.files, { config: folder.config, name: folder.name, builtAt: '2026-01-01T00:00:00.000Z' });
});

describe('shardManifest', () => {
  it('should keep every doc shard under its cap and hold every doc once, in order', () => {
    const cap = 4 * 1024;
    const { head, docShards } = shardManifest(bundle.manifest, cap);
    expect(docShards.length).toBeGreaterThan(3);
    expect(head.docShards).toBe(docShards.length);
    expect(manifestHeadSchema.parse(head)).not.toHaveProperty('docs');
    const docs = docShards.flatMap((json) => {
      expect(Buffer.byteLength(json)).toBeLessThanOrEqual(cap);
      return manifestDocShardSchema.parse(JSON.parse(json)).docs;
    });
    expect(docs).toEqual(bundle.manifest.docs);
  });
});

describe('measureKvValues', () => {
  it('should measure exactly the KV values a publish writes, with their sizes', async () => {
    const written = new Map<string, number>();
    const sink: BundleSink = {
      getKvText: async () => undefined,
      putDocuments: async () => undefined,
      putKv: async (entries) => {
        for (const { key, value } of entries) written.set(key, typeof value === 'string' ? Buffer.byteLength(value) : value.byteLength);
      },
    };
    await publishBundle(sink, bundle);
    written.delete('current');
    const measured = measureKvValues(bundle);
    expect(measured.values).toBe(written.size);
    expect(measured.totalBytes).toBe([...written.values()].reduce((a, b) => a + b, 0));
    expect(measured.largestBytes).toBe(Math.max(...written.values()));
    expect(written.get(measured.largestKey)).toBe(measured.largestBytes);
    expect(Object.keys(measured.largestByKind).sort()).toEqual(['analysis', 'frames', 'index', 'manifest', 'manifest-docs', 'patterns', 'text']);
  });
});
