// The same policy for mounted tools as for built-ins: ENABLED_TOOLS and API-key scopes on the
// namespaced names, when listing and when calling (a disallowed mounted tool is -32602 exactly
// like one that does not exist), the per-upstream rate budget, and what is sent upstream: header
// secrets, and the caller's own Authorization only when an entry opts in.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeyKvKey, createApiKey } from '../../../src/auth/api-key-format';
import { forgetUpstreamLists } from '../../../src/mcp/upstreams/tool-lists';
import { publishFixture } from '../helpers/fixtures';
import { legacyClient, modernClient, newTag, observed, upstreamServers, upstreamUrls } from './helpers';

const VENDOR = ['echo', 'fail', 'leak', 'leak_error', 'slow', 'search_docs', 'get_page'].map((t) => `docs-vendor__${t}`);

function bothUpstreams(extra: Record<string, unknown> = {}): Partial<Env> {
  const urls = upstreamUrls();
  return { UPSTREAM_SERVERS: upstreamServers({ name: 'docs-vendor', url: urls.modern, ...extra }, { name: 'catalog', url: urls.legacy }) };
}

async function storeKey(tools: string): Promise<string> {
  const { key, record } = await createApiKey({ name: 'mount-tests', tools });
  await env.BUNDLES.put(apiKeyKvKey(record.sha256), JSON.stringify(record));
  return key;
}

/** The JSON-RPC error a call ends with (or the result, when it did not fail). */
async function callError(client: { callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<unknown> }, name: string): Promise<{ code?: number; message?: string }> {
  return client.callTool({ name, arguments: { text: 'x' } }).then(
    (r) => r as { code?: number },
    (e: unknown) => e as { code: number; message: string },
  );
}

describe('policy for mounted tools', () => {
  beforeAll(async () => {
    await publishFixture();
  });
  beforeEach(() => forgetUpstreamLists());

  it.each(['2026-07-28', '2025-11-25'])('should expose exactly search_* and docs-vendor__* under ENABLED_TOOLS=search_*,docs-vendor__* to a %s client', async (revision) => {
    const vars = { ...bothUpstreams(), ENABLED_TOOLS: 'search_*,docs-vendor__*' };
    const client = revision === '2026-07-28' ? await modernClient(vars) : await legacyClient(vars);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['search_architecture', ...VENDOR].sort());
  });

  it('should refuse a mounted tool the allow-list leaves out with -32602, exactly as a tool that does not exist', async () => {
    const client = await modernClient({ ...bothUpstreams(), ENABLED_TOOLS: 'search_*,docs-vendor__*' });
    const disallowed = await callError(client, 'catalog__echo');
    const missing = await callError(client, 'catalog__no_such_tool');
    const noUpstream = await callError(client, 'nowhere__echo');
    for (const [error, name] of [[disallowed, 'catalog__echo'], [missing, 'catalog__no_such_tool'], [noUpstream, 'nowhere__echo']] as const) {
      expect(error.code).toBe(-32602);
      expect(error.message).toContain(`Unknown tool: ${name}`);
    }
    const allowed = (await client.callTool({ name: 'docs-vendor__echo', arguments: { text: 'hello' } })) as { structuredContent?: unknown };
    expect(allowed.structuredContent).toEqual({ text: 'hello', era: 'modern' });
  });

  it('should refuse a disallowed mounted tool with -32602 on a 2025-era session too', async () => {
    const client = await legacyClient({ ...bothUpstreams(), ENABLED_TOOLS: 'docs-vendor__*' });
    await expect(client.callTool({ name: 'catalog__lookup_service', arguments: { service: 'x' } })).rejects.toMatchObject({ code: -32602 });
  });

  it('should narrow mounted tools to an API key scopes, when listing and when calling', async () => {
    const key = await storeKey('docs-vendor__search_*,read_document');
    const client = await modernClient({ ...bothUpstreams(), AUTH_MODE: 'api-key' }, { authorization: `Bearer ${key}` });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['docs-vendor__search_docs', 'read_document']);
    expect((await callError(client, 'docs-vendor__echo')).code).toBe(-32602);
    const allowed = await client.callTool({ name: 'docs-vendor__search_docs', arguments: { query: 'quotas' } });
    expect(allowed.isError).toBeFalsy();
  });

  it("should send header secrets but never the caller's Authorization to an upstream that does not opt in", async () => {
    const key = await storeKey('*');
    const vars = { ...bothUpstreams({ headers: { 'X-Api-Key': 'UPSTREAM_VENDOR_KEY' } }), UPSTREAM_VENDOR_KEY: 'vendor-secret-value' } as Partial<Env>;
    const client = await modernClient(vars, { authorization: `Bearer ${key}` });
    const tag = newTag();
    await client.callTool({ name: 'docs-vendor__echo', arguments: { text: 'x', tag } });
    expect(await observed(upstreamUrls().modern, tag)).toEqual(['authorization:none', 'x-api-key:vendor-secret-value']);
  });

  it('should fail a call with a tool error naming the missing secret, never calling the upstream without it', async () => {
    const client = await modernClient(bothUpstreams({ headers: { Authorization: { secret: 'UPSTREAM_UNSET_TOKEN', prefix: 'Bearer ' } } }));
    const tag = newTag();
    const result = await client.callTool({ name: 'docs-vendor__echo', arguments: { text: 'x', tag } });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: expect.stringMatching(/^call tool echo on upstream docs-vendor: header Authorization needs the secret UPSTREAM_UNSET_TOKEN, which is not set/) }]);
    expect(await observed(upstreamUrls().modern, tag)).toEqual([]);
  });

  it("should hold each client to an upstream's calls_per_minute across its tools", async () => {
    const urls = upstreamUrls();
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'metered', url: urls.modern, calls_per_minute: 2 }) });
    const results = [];
    for (const name of ['metered__echo', 'metered__search_docs', 'metered__echo']) results.push(await client.callTool({ name, arguments: { text: 'x', query: 'x' } }));
    expect(results.map((r) => r.isError === true)).toEqual([false, false, true]);
    expect(results[2]!.content).toEqual([{ type: 'text', text: expect.stringMatching(/^Rate limited: the tools of its upstream together allow 2 calls per minute for this client. Retry after \d+ s\.$/) }]);
    expect(results[2]!._meta).toMatchObject({ error_code: 'rate_limited', limited_by: 'upstream', rate_limit: { upstream_remaining: 0, upstream_limit_per_minute: 2 } });
  });
});
