// Caching hints on the cacheable 2026-07-28 results, derived from what each depends on: the
// deployment (tool listings, prompts, templates), an API key's scopes (private tool lists), the
// build (documents, the first resources page), the caller being an operator (the statistics, the
// whole manifest) or nothing that changes (later pages, named by build).
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyKvKey, createApiKey } from '../../../src/auth/api-key-format';
import { createApp } from '../../../src/http/app';
import { POINTER_TTL_MS } from '../../../src/storage/bundle-loader';
import { MCP_URL, MODERN_ENVELOPE, filesFrom, postMcp, postModern, publishFixture, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';

type Hinted = { result: { ttlMs?: number; cacheScope?: string; nextCursor?: string } };

const hintOf = async (res: Response) => {
  const { result } = (await res.json()) as Hinted;
  return { ttlMs: result.ttlMs, cacheScope: result.cacheScope };
};

/** A deployment that is not a local one: anonymous callers are not operators there. */
const NOT_LOCAL = { ARCH_MCP_LOCAL: '0', ALLOWED_HOSTS: '127.0.0.1' } as Partial<Env>;

/** A 2026-07-28 request to a deployment configured with `vars`. */
function postModernTo(vars: Partial<Env>, method: string, params: Record<string, unknown> = {}): Promise<Response> {
  const name = typeof params.uri === 'string' ? params.uri : undefined;
  return Promise.resolve(
    createApp().request(
      MCP_URL,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: MODERN_ENVELOPE } }),
      },
      { ...env, ...vars },
      createExecutionContext(),
    ),
  );
}

describe('caching hints', () => {
  beforeAll(async () => {
    // Over 100 documents, so resources/list has a second page.
    const extra = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`guidelines/more/note-${i}.md`, `# Note ${i}\n\nGuideline ${i}.\n`]));
    await publishFixture([...resourceFiles(), ...filesFrom(extra)], resourceDocsConfig());
  });

  it.each([
    ['tools/list', {}, 'public'],
    ['prompts/list', {}, 'public'],
    ['resources/templates/list', {}, 'public'],
  ])('should let clients reuse %s until a deploy could have changed it', async (method, params, scope) => {
    expect(await hintOf(await postModern(method, params))).toEqual({ ttlMs: 300_000, cacheScope: scope });
  });

  it('should bound the first resources page and document reads by how soon a new build is noticed', async () => {
    expect(await hintOf(await postModernTo(NOT_LOCAL, 'resources/list'))).toEqual({ ttlMs: POINTER_TTL_MS, cacheScope: 'public' });
    expect(await hintOf(await postModernTo(NOT_LOCAL, 'resources/read', { uri: 'arch://docs/patterns/adapter' }))).toEqual({ ttlMs: POINTER_TTL_MS, cacheScope: 'public' });
    expect(await hintOf(await postModernTo(NOT_LOCAL, 'resources/read', { uri: 'arch://manifest' }))).toEqual({ ttlMs: POINTER_TTL_MS, cacheScope: 'public' });
  });

  it("should keep what only an operator sees (the first page's statistics, the whole manifest) private", async () => {
    // Anonymous callers of a local server in public mode are operators.
    expect(await hintOf(await postModern('resources/list'))).toEqual({ ttlMs: POINTER_TTL_MS, cacheScope: 'private' });
    expect(await hintOf(await postModern('resources/read', { uri: 'arch://manifest' }))).toEqual({ ttlMs: POINTER_TTL_MS, cacheScope: 'private' });
    expect(await hintOf(await postModern('resources/read', { uri: 'arch://docs/patterns/adapter' }))).toEqual({ ttlMs: POINTER_TTL_MS, cacheScope: 'public' });
  });

  it('should let a later resources page, bound to its build by the cursor, be kept for a day', async () => {
    const first = (await (await postModern('resources/list')).json()) as Hinted;
    expect(first.result.nextCursor).toEqual(expect.any(String));
    expect(await hintOf(await postModern('resources/list', { cursor: first.result.nextCursor }))).toEqual({ ttlMs: 86_400_000, cacheScope: 'public' });
  });

  it('should never let live statistics be reused', async () => {
    expect(await hintOf(await postModern('resources/read', { uri: 'arch://stats' }))).toEqual({ ttlMs: 0, cacheScope: 'private' });
  });

  it('should make the tool list private to a caller whose API key narrows it', async () => {
    const { key, record } = await createApiKey({ name: 'scoped', tools: 'search_*' });
    await env.BUNDLES.put(apiKeyKvKey(record.sha256), JSON.stringify(record));
    const res = await createApp().request(
      MCP_URL,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: MODERN_ENVELOPE } }),
      },
      env,
      createExecutionContext(),
    );
    const { result } = (await res.json()) as { result: { tools: { name: string }[]; cacheScope: string; ttlMs: number } };
    expect(result.tools.map((t) => t.name)).toEqual(['search_architecture']);
    expect(result.cacheScope).toBe('private');
  });

  it('should send no hints to 2025-era clients', async () => {
    const { result } = (await (await postMcp({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).json()) as { result: Record<string, unknown> };
    expect(result).not.toHaveProperty('ttlMs');
    expect(result).not.toHaveProperty('cacheScope');
  });
});
