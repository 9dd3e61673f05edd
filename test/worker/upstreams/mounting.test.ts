// Mounting other MCP servers through /mcp: a 2026-07-28 upstream (the documentation vendor, SDK v2)
// and a 2025-11-25 one (the service catalogue, SDK v1, with sessions), both real workerd servers on
// loopback. Discovery across pages, namespaced names, where a tool comes from, results passed
// through as the upstream sent them, stats and the workflow trail.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readToolStats } from '../../../src/mcp/stats-recorder';
import { forgetUpstreamLists } from '../../../src/mcp/upstreams/tool-lists';
import { publishFixture } from '../helpers/fixtures';
import { legacyClient, modernClient, startUpstream, upstreamServers, upstreamUrls } from './helpers';

const COMMON = ['echo', 'fail', 'leak', 'leak_error', 'slow'];
const VENDOR = [...COMMON, 'search_docs', 'get_page'].map((t) => `docs-vendor__${t}`);
const CATALOGUE = [...COMMON, 'lookup_service'].map((t) => `catalog__${t}`);

function bothUpstreams(): Partial<Env> {
  const urls = upstreamUrls();
  return { UPSTREAM_SERVERS: upstreamServers({ name: 'docs-vendor', url: urls.modern }, { name: 'catalog', url: urls.legacy }) };
}

describe('mounted upstream tools', () => {
  beforeAll(async () => {
    await publishFixture();
  });
  beforeEach(() => forgetUpstreamLists());

  it.each(['2026-07-28', '2025-11-25'])('should list every tool of both upstreams, all pages, namespaced, to a %s client', async (revision) => {
    const vars = bothUpstreams();
    const { tools } = revision === '2026-07-28' ? await (await modernClient(vars)).listTools() : await (await legacyClient(vars)).listTools();
    const mounted = tools.map((t) => t.name).filter((n) => n.includes('__'));
    expect(mounted.sort()).toEqual([...VENDOR, ...CATALOGUE].sort());
    expect(tools.map((t) => t.name)).toContain('search_architecture');
  });

  it('should say where each mounted tool comes from and report each upstream in _meta', async () => {
    const result = await (await modernClient(bothUpstreams())).listTools();
    const search = result.tools.find((t) => t.name === 'docs-vendor__search_docs')!;
    expect(search.description).toBe('From the docs-vendor MCP server (its tool search_docs). Searches the vendor documentation.');
    expect(search._meta).toMatchObject({ upstream: { name: 'docs-vendor', tool: 'search_docs' } });
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.outputSchema?.required).toEqual(['hits']);
    const upstreams = (result._meta as { upstreams: Record<string, unknown>[] }).upstreams;
    expect(upstreams).toEqual([
      expect.objectContaining({ name: 'docs-vendor', status: 'fresh', tools: 7, protocol_version: '2026-07-28', server: { name: 'docs-vendor-fixture', version: '3.1.0' } }),
      expect.objectContaining({ name: 'catalog', status: 'fresh', tools: 6, protocol_version: '2025-11-25', server: { name: 'catalogue-fixture', version: '1.4.2' } }),
    ]);
  });

  it('should leave out an upstream tool whose name breaks the tool-name rule, and say so', async () => {
    const result = await (await modernClient(bothUpstreams())).listTools();
    expect(result.tools.some((t) => t.name.startsWith('catalog__list'))).toBe(false);
    const catalogue = (result._meta as { upstreams: { name: string; skipped?: string[] }[] }).upstreams.find((u) => u.name === 'catalog');
    expect(catalogue?.skipped).toEqual(['list owners!']);
  });

  it("should mount only what an entry's tools.allow and tools.deny let through", async () => {
    const urls = upstreamUrls();
    const vars = { UPSTREAM_SERVERS: upstreamServers({ name: 'docs-vendor', url: urls.modern, tools: { allow: ['*_docs', 'echo', 'leak*'], deny: ['leak_*'] } }) };
    const client = await modernClient(vars);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).filter((n) => n.includes('__')).sort()).toEqual(['docs-vendor__echo', 'docs-vendor__leak', 'docs-vendor__search_docs']);
    const denied = await client.callTool({ name: 'docs-vendor__leak_error', arguments: {} }).catch((e: unknown) => e);
    expect(denied).toMatchObject({ code: -32602 });
  });

  it.each([
    ['a 2026-07-28 client', 'modern'],
    ['a 2025-11-25 client with a session', 'legacy'],
  ])('should call tools of both upstreams for %s and pass text and structured results through', async (_label, era) => {
    const vars = bothUpstreams();
    const client = era === 'modern' ? await modernClient(vars) : await legacyClient(vars);
    const vendor = await client.callTool({ name: 'docs-vendor__search_docs', arguments: { query: 'quotas' } });
    expect(vendor.isError).toBeFalsy();
    expect(vendor.content).toEqual([{ type: 'text', text: '2 pages about quotas' }]);
    expect(vendor.structuredContent).toEqual({ hits: ['guide/quotas', 'reference/limits'] });
    const catalogue = await client.callTool({ name: 'catalog__lookup_service', arguments: { service: 'ledger' } });
    expect(catalogue.content).toEqual([{ type: 'text', text: 'ledger: owned by team-payments' }]);
    expect(catalogue.structuredContent).toEqual({ owner: 'team-payments' });
    expect(catalogue._meta).toMatchObject({ tool: 'catalog__lookup_service', upstream: 'catalog', upstream_tool: 'lookup_service', cache_hit: false });
  });

  it('should pass image, link and embedded resource blocks through unchanged', async () => {
    const result = await (await modernClient(bothUpstreams())).callTool({ name: 'docs-vendor__get_page', arguments: { page: 'limits' } });
    expect(result.content).toEqual([
      { type: 'text', text: 'Rate limits apply per account.' },
      { type: 'image', data: expect.stringMatching(/^iVBORw0KGgo/), mimeType: 'image/png' },
      { type: 'resource_link', uri: 'https://docs.vendor.example/limits', name: 'limits', description: 'The limits page' },
      { type: 'resource', resource: { uri: 'https://docs.vendor.example/limits.md', mimeType: 'text/markdown', text: '# Limits' } },
    ]);
  });

  it.each([
    ['docs-vendor__fail', '2026-07-28'],
    ['catalog__fail', '2025-11-25'],
  ])('should pass an isError result of %s (a %s upstream) through as a tool error', async (name) => {
    const result = await (await modernClient(bothUpstreams())).callTool({ name, arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: 'no service is registered under that id' }]);
    expect(result._meta).toMatchObject({ error_code: 'upstream_tool_error' });
  });

  it('should keep no list longer than the upstream says, and cache it for the next tools/list', async () => {
    const upstream = await startUpstream('modern', { listTtlMs: 45_000 });
    try {
      const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'short-lived', url: upstream.url }) });
      const first = (await client.listTools()) as { ttlMs?: number };
      expect(first.ttlMs).toBeGreaterThan(40_000);
      expect(first.ttlMs).toBeLessThanOrEqual(45_000);
      // Within its lifetime the list is served without asking the upstream, even once it is gone.
      await upstream.stop();
      const again = await client.listTools(undefined, { cacheMode: 'bypass' });
      expect(again.tools.some((t) => t.name === 'short-lived__echo')).toBe(true);
      expect((again._meta as { upstreams: { status: string }[] }).upstreams[0]!.status).toBe('fresh');
    } finally {
      await upstream.stop();
    }
  });

  it('should count calls per mounted tool in the tool statistics', async () => {
    // A namespace of its own, so other tests' calls do not add to these counters.
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'counted', url: upstreamUrls().legacy }) });
    await client.callTool({ name: 'counted__echo', arguments: { text: 'one' } });
    await client.callTool({ name: 'counted__echo', arguments: { text: 'two' } });
    await client.callTool({ name: 'counted__fail', arguments: {} });
    const stats = await readToolStats(env);
    expect(stats.find((s) => s.tool === 'counted__echo')).toMatchObject({ invocations: 2, failures: 0 });
    expect(stats.find((s) => s.tool === 'counted__fail')).toMatchObject({ invocations: 1, failures: 1 });
  });

  it('should record a mounted call in the workflow trail and hand out the handle', async () => {
    const client = await modernClient(bothUpstreams());
    const first = await client.callTool({ name: 'docs-vendor__echo', arguments: { text: 'adr-7 context', workflow_id: 'new' } });
    // The result itself is the upstream's; the handle comes after it and in _meta.
    expect(first.structuredContent).toEqual({ text: 'adr-7 context', era: 'modern' });
    const handle = (first._meta as { workflow_id?: string }).workflow_id!;
    expect(handle).toMatch(/^wf_[0-9a-f]{32}$/);
    expect(first.content.at(-1)).toMatchObject({ type: 'text', text: expect.stringContaining(handle) });
    const trail = await client.callTool({ name: 'workflow_context', arguments: { workflow_id: handle } });
    const steps = (trail.structuredContent as { steps: { name: string; ok?: boolean; args: Record<string, unknown> }[] }).steps;
    expect(steps).toEqual([expect.objectContaining({ name: 'docs-vendor__echo', ok: true, args: { text: 'adr-7 context' } })]);
  });
});
