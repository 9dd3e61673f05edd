// Docs-site pages are cached per build: a page is rendered once and then served from isolate
// memory or, in another isolate, from the Cache API; a new build's pages are rendered afresh, so a
// publish never leaves a stale page; CACHE_TTL=0 renders every time.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/http/app';
import { cachedPage, forgetCachedPages, pageCacheKey } from '../../../src/http/docs/page-cache';
import { filesFrom, publishFixture } from '../helpers/fixtures';

const app = createApp();

/** Renders `html` and counts how often it had to. */
function counting(html: string) {
  const render = async () => {
    render.calls += 1;
    return html;
  };
  render.calls = 0;
  return render;
}

describe('the docs-site page cache', () => {
  it('should render a page once, then serve it from memory and, after memory is gone, from the Cache API', async () => {
    const key = pageCacheKey('b1d0000000000001', `/public/docs/doc/cache-test-${crypto.randomUUID()}`);
    const render = counting('<h1>once</h1>');
    const ctx = createExecutionContext();
    expect(await cachedPage(key, 300, (p) => ctx.waitUntil(p), render)).toBe('<h1>once</h1>');
    await waitOnExecutionContext(ctx);
    expect(await cachedPage(key, 300, () => undefined, render)).toBe('<h1>once</h1>');
    forgetCachedPages();
    expect(await cachedPage(key, 300, () => undefined, render)).toBe('<h1>once</h1>');
    expect(render.calls).toBe(1);
  });

  it('should render the same address of another build afresh', async () => {
    const path = `/public/docs/doc/cache-test-${crypto.randomUUID()}`;
    const first = counting('<h1>first build</h1>');
    const second = counting('<h1>second build</h1>');
    await cachedPage(pageCacheKey('b1d0000000000001', path), 300, () => undefined, first);
    expect(await cachedPage(pageCacheKey('b1d0000000000002', path), 300, () => undefined, second)).toBe('<h1>second build</h1>');
    expect(second.calls).toBe(1);
  });

  it('should render every time when CACHE_TTL is 0', async () => {
    const key = pageCacheKey('b1d0000000000001', `/public/docs/doc/cache-test-${crypto.randomUUID()}`);
    const render = counting('<h1>fresh</h1>');
    await cachedPage(key, 0, () => undefined, render);
    await cachedPage(key, 0, () => undefined, render);
    expect(render.calls).toBe(2);
  });

  it('should show a republished document as the new build has it, never the page of the build before', async () => {
    const page = async () => (await app.request(new Request('http://127.0.0.1/docs/doc/guidelines/retries'), undefined, env, createExecutionContext())).text();
    await publishFixture(filesFrom({ 'guidelines/retries.md': '# Retries\n\nRetry three times with backoff.\n' }));
    expect(await page()).toContain('Retry three times with backoff.');
    await publishFixture(filesFrom({ 'guidelines/retries.md': '# Retries\n\nRetry five times with jittered backoff.\n' }));
    const after = await page();
    expect(after).toContain('Retry five times with jittered backoff.');
    expect(after).not.toContain('three times');
  });
});
