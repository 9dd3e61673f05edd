// Mounting upstream MCP servers as an operator does it: two real upstream workers on loopback (a
// 2026-07-28 one and a 2025-11-25 one), `arch-mcp upstreams check` and `arch-mcp tools` against
// them, a build refusing a namespace given twice, and `arch-mcp serve` mounting both — seen and
// called by an SDK client, still listing within budget once an upstream is stopped.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleUpstreamWorker, startUpstream } from '../../upstream/upstream-servers';
import type { RunningUpstream } from '../../upstream/upstream-servers';
import { REPO_ROOT, startServe } from '../helpers/serve-process';
import type { ServeProcess } from '../helpers/serve-process';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const VENDOR = ['echo', 'fail', 'leak', 'leak_error', 'slow', 'search_docs', 'get_page'].map((t) => `docs-vendor__${t}`);
/** The 2026-07-28 upstream's list budget (list_timeout_ms). */
const LIST_BUDGET_MS = 300;

describe('mounted upstream servers, end to end', () => {
  let bundle: Awaited<ReturnType<typeof bundleUpstreamWorker>>;
  let modern: RunningUpstream;
  let legacy: RunningUpstream;
  let servers: string;

  beforeAll(async () => {
    bundle = await bundleUpstreamWorker();
    [modern, legacy] = await Promise.all([startUpstream(bundle.outdir, 'modern'), startUpstream(bundle.outdir, 'legacy')]);
    servers = JSON.stringify([
      { name: 'docs-vendor', url: modern.url },
      { name: 'catalog', url: legacy.url, headers: { 'X-Api-Key': 'UPSTREAM_CATALOG_KEY' } },
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([modern?.stop(), legacy?.stop()]);
    bundle?.dispose();
  });

  it('should report each upstream revision, tool count and latency with upstreams check', async () => {
    const { code, stdout } = await cli(['upstreams', 'check'], { UPSTREAM_SERVERS: servers, UPSTREAM_CATALOG_KEY: 'catalogue-key' });
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^ok +docs-vendor +${modern.url} +2026-07-28, docs-vendor-fixture 3\\.1\\.0; 7 tools listed, 7 mounted; \\d+ ms$`));
    expect(lines[1]).toMatch(new RegExp(`^ok +catalog +${legacy.url} +2025-11-25, catalogue-fixture 1\\.4\\.2; 7 tools listed, 6 mounted \\(left out, names MCP does not allow: list owners!\\); \\d+ ms$`));
  });

  it('should fail upstreams check for an upstream it cannot reach or whose secret is missing, saying why', async () => {
    const withDead = JSON.stringify([...JSON.parse(servers), { name: 'gone', url: 'http://127.0.0.1:9/mcp' }]);
    const { code, stdout } = await cli(['upstreams', 'check', '--json'], { UPSTREAM_SERVERS: withDead });
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { name: string; ok: boolean; error?: string }[];
    expect(report.map((r) => [r.name, r.ok])).toEqual([['docs-vendor', true], ['catalog', false], ['gone', false]]);
    expect(report[1]!.error).toMatch(/^header X-Api-Key needs the secret UPSTREAM_CATALOG_KEY, which is not set/);
    expect(report[2]!.error).toMatch(/^could not connect/);
  });

  it('should list mounted tools with their origin under ENABLED_TOOLS globs with arch-mcp tools', async () => {
    const env = { UPSTREAM_SERVERS: servers, UPSTREAM_CATALOG_KEY: 'catalogue-key' };
    const json = await cli(['tools', '--json', '--enabled', 'search_*,docs-vendor__*'], env);
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as { name: string }[]).map((t) => t.name)).toEqual(['search_architecture', ...VENDOR]);
    const human = await cli(['tools', '--enabled', 'catalog__lookup_service'], env);
    expect(human.stdout).toContain('upstream catalog: fresh, 6 tools (2025-11-25, catalogue-fixture 1.4.2)');
    expect(human.stdout).toContain('### Tool `catalog__lookup_service`');
    expect(human.stdout).toContain('From the catalog MCP server (its tool lookup_service). Finds a service in the catalogue.');
    expect(human.stdout).toContain('Origin: upstream catalog, tool lookup_service');
  });

  it('should refuse to build when a namespace is given in arch-mcp.json and again in UPSTREAM_SERVERS', async () => {
    const docs = mkdtempSync(path.join(tmpdir(), 'arch-mcp-upstream-docs-'));
    try {
      mkdirSync(path.join(docs, 'adr'));
      writeFileSync(path.join(docs, 'adr', '0001-use-mcp.md'), '# 1. Use MCP\n\n## Status\n\nAccepted\n\n## Decision\n\nWe use MCP.\n');
      writeFileSync(path.join(docs, 'arch-mcp.json'), JSON.stringify({ upstreams: [{ name: 'docs-vendor', url: 'https://docs.vendor.example/mcp' }] }));
      const { code, stderr } = await cli(['build', '--docs', docs, '--no-worker'], { UPSTREAM_SERVERS: servers });
      expect(code).toBe(1);
      expect(stderr).toContain('upstream "docs-vendor" is defined twice (arch-mcp.json upstreams[0] and UPSTREAM_SERVERS[0]); each name is a namespace and must be unique');
    } finally {
      rmSync(docs, { recursive: true, force: true });
    }
  });

  describe('served by arch-mcp serve', () => {
    let served: ServeProcess;
    let persist: string;

    beforeAll(async () => {
      persist = mkdtempSync(path.join(tmpdir(), 'arch-mcp-state-'));
      // The 2026-07-28 upstream answers within its list budget or tools/list goes on without it.
      const entries = JSON.stringify([
        { name: 'docs-vendor', url: modern.url, list_timeout_ms: LIST_BUDGET_MS },
        { name: 'catalog', url: legacy.url },
      ]);
      served = await startServe(['--persist-to', persist, '--var', `UPSTREAM_SERVERS:${entries}`]);
      await served.waitFor(/^arch-mcp: serving /m, 120_000);
    }, 180_000);

    afterAll(async () => {
      await served?.stop();
      if (persist) rmSync(persist, { recursive: true, force: true });
    });

    async function client(): Promise<Client> {
      const c = new Client({ name: 'e2e', version: '1' }, { versionNegotiation: { mode: 'auto' } });
      await c.connect(new StreamableHTTPClientTransport(new URL(served.url)));
      return c;
    }

    it('should let a client see and call the tools of both upstreams, namespaced', async () => {
      const c = await client();
      const { tools } = await c.listTools();
      const names = tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining([...VENDOR, 'catalog__lookup_service', 'search_architecture']));
      const vendor = await c.callTool({ name: 'docs-vendor__search_docs', arguments: { query: 'quotas' } });
      expect(vendor.structuredContent).toEqual({ hits: ['guide/quotas', 'reference/limits'] });
      const catalogue = await c.callTool({ name: 'catalog__lookup_service', arguments: { service: 'ledger' } });
      expect(catalogue.structuredContent).toEqual({ owner: 'team-payments' });
      await c.close();
    });

    it('should still list within the budget once an upstream is stopped, and fail its calls with context', async () => {
      await modern.stop();
      const c = await client();
      let listed: Awaited<ReturnType<Client['listTools']>> | undefined;
      const timings: number[] = [];
      // The 2026-07-28 fixture's list is due again a second after it was fetched.
      for (let i = 0; i < 40 && !listed; i++) {
        const started = Date.now();
        const result = await c.listTools(undefined, { cacheMode: 'bypass' });
        timings.push(Date.now() - started);
        const vendor = (result._meta as { upstreams: { name: string; status: string }[] }).upstreams.find((u) => u.name === 'docs-vendor');
        if (vendor?.status === 'stale') listed = result;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(listed).toBeDefined();
      // Each answer came within the configured list budget, with a margin of nine more.
      expect(Math.max(...timings)).toBeLessThan(10 * LIST_BUDGET_MS);
      expect(listed!.tools.find((t) => t.name === 'docs-vendor__echo')?._meta).toMatchObject({ upstream: { stale: true } });
      const call = await c.callTool({ name: 'docs-vendor__echo', arguments: { text: 'x' } });
      expect(call.isError).toBe(true);
      expect((call.content as { text: string }[])[0]!.text).toMatch(/^call tool echo on upstream docs-vendor: could not connect/);
      const stale = await cli(['tools', '--url', served.url]);
      expect(stale.stdout).toMatch(/^upstream docs-vendor: stale, 7 tools .*could not connect/m);
      expect(stale.stdout).toContain('Origin: upstream docs-vendor, tool echo (stale: from its last good list; the upstream did not answer)');
      await c.close();
    });
  });
});
