// Many requests reaching an isolate at once — before it has loaded a build, or while one of them
// re-reads the `current` pointer — are all answered, each from its own request context.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetBundle, getBundle } from '../../../src/storage/bundle-loader';
import { waitOwnTimer } from '../../../src/storage/isolate-load';
import { postMcp, publishFixture } from '../helpers/fixtures';

const searchCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'search_architecture', arguments: { query: 'feature flags' } },
});

describe('bundle loading under concurrent requests', () => {
  let buildId: string;

  beforeAll(async () => {
    buildId = (await publishFixture()).buildId;
  });

  it('should answer every one of many concurrent calls that reach an isolate with no build loaded', async () => {
    forgetBundle();
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => postMcp(searchCall(i + 1))));
    for (const res of responses) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as { result?: { isError?: boolean; structuredContent?: { build_id: string } } };
      expect(body.result?.isError).toBeUndefined();
      expect(body.result?.structuredContent?.build_id).toBe(buildId);
    }
  });

  it('should serve the loaded build to other callers while one caller re-reads a stale pointer', async () => {
    forgetBundle();
    const now = Date.now();
    const loaded = await getBundle(env.BUNDLES, now);
    // A KV whose reads stay pending until released: the first caller past the pointer's TTL holds the re-read.
    let releaseRead!: () => void;
    const readGate = new Promise<void>((resolve) => (releaseRead = resolve));
    const slowKv = {
      get: async (key: string, type: 'json') => {
        await readGate;
        return env.BUNDLES.get(key, type);
      },
    } as unknown as KVNamespace;
    const later = now + 60_000;
    const rereading = getBundle(slowKv, later);
    await waitOwnTimer(5);
    const other = await getBundle(slowKv, later);
    expect(other).toBe(loaded);
    releaseRead();
    expect((await rereading).buildId).toBe(buildId);
  });
});
