// Where a deployment's upstreams come from: the `upstreams` of the published build's arch-mcp.json,
// and UPSTREAM_SERVERS beside them. A configuration that cannot be mounted (a namespace given in
// both places, a variable that is not a valid list) mounts nothing and says why in tools/list,
// rather than give a namespace to the wrong server; the built-in tools are served as ever.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetUpstreamLists } from '../../../src/mcp/upstreams/tool-lists';
import { publishFixture, resourceDocsConfig } from '../helpers/fixtures';
import { modernClient, upstreamServers, upstreamUrls } from './helpers';

type Listed = { tools: { name: string }[]; _meta?: { upstreams?: { name: string; status: string; tools: number }[]; upstreams_error?: string } };

/** Publishes a build whose arch-mcp.json mounts the 2025-11-25 fixture as `catalog`. */
async function publishWithCatalogue(): Promise<void> {
  await publishFixture(undefined, { ...resourceDocsConfig(), upstreams: [{ name: 'catalog', url: upstreamUrls().legacy }] });
}

function mountedNames(listed: Listed): string[] {
  return listed.tools.map((t) => t.name).filter((n) => n.includes('__'));
}

describe("a deployment's upstreams", () => {
  beforeEach(async () => {
    forgetUpstreamLists();
    await publishWithCatalogue();
  });

  it("should mount the upstreams of the build's arch-mcp.json beside those of UPSTREAM_SERVERS", async () => {
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'docs-vendor', url: upstreamUrls().modern }) });
    const listed = (await client.listTools()) as Listed;
    expect(listed._meta?.upstreams?.map((u) => [u.name, u.status, u.tools])).toEqual([
      ['catalog', 'fresh', 6],
      ['docs-vendor', 'fresh', 7],
    ]);
    expect(mountedNames(listed)).toContain('catalog__lookup_service');
    expect(mountedNames(listed)).toContain('docs-vendor__search_docs');
    const catalogue = await client.callTool({ name: 'catalog__lookup_service', arguments: { service: 'ledger' } });
    expect(catalogue.structuredContent).toEqual({ owner: 'team-payments' });
  });

  it('should mount nothing when UPSTREAM_SERVERS gives a namespace the build already has, and say so', async () => {
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'catalog', url: upstreamUrls().modern }) });
    const listed = (await client.listTools()) as Listed;
    expect(mountedNames(listed)).toEqual([]);
    expect(listed.tools.map((t) => t.name)).toContain('search_architecture');
    expect(listed._meta?.upstreams).toEqual([]);
    expect(listed._meta?.upstreams_error).toBe(
      'no upstream tools are mounted: upstream "catalog" is defined twice (arch-mcp.json upstreams[0] and UPSTREAM_SERVERS[0]); each name is a namespace and must be unique',
    );
    await expect(client.callTool({ name: 'catalog__lookup_service', arguments: { service: 'ledger' } })).rejects.toMatchObject({ code: -32602 });
  });

  it.each([
    ['not JSON', '[{name: "vendor"}]', /^no upstream tools are mounted: UPSTREAM_SERVERS is not valid JSON/],
    ['an entry with a bad field', upstreamServers({ name: 'Vendor', url: 'https://mcp.vendor.example/mcp' }), /^no upstream tools are mounted: "UPSTREAM_SERVERS\[0\]\.name" must be 1-40 lowercase letters, digits or -$/],
  ])('should mount nothing when UPSTREAM_SERVERS is %s, naming the problem', async (_label, spec, problem) => {
    const client = await modernClient({ UPSTREAM_SERVERS: spec });
    const listed = (await client.listTools()) as Listed;
    expect(mountedNames(listed)).toEqual([]);
    expect(listed._meta?.upstreams_error).toMatch(problem);
    expect(listed.tools.map((t) => t.name)).toContain('search_architecture');
  });
});
