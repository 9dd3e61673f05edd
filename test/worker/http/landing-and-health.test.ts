// The landing page and /healthz: what a person or a load balancer sees without an MCP client.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltBundle } from '../../../src/bundle/build-bundle';
import { publishFixture, workerFetch } from '../helpers/fixtures';

describe('landing page and health', () => {
  let bundle: BuiltBundle;
  beforeAll(async () => {
    bundle = await publishFixture();
  });

  it('should report the build id and document count at /healthz', async () => {
    const res = await workerFetch('http://127.0.0.1:8787/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', build_id: bundle.buildId, docs: bundle.manifest.docs.length });
  });

  it('should show how to connect, with this server\'s MCP URL and the counts', async () => {
    const res = await workerFetch('http://127.0.0.1:8787/');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('http://127.0.0.1:8787/mcp');
    expect(html).toContain('claude mcp add --transport http');
    expect(html).toContain('.cursor/mcp.json');
    expect(html).toContain('.vscode/mcp.json');
    expect(html).toContain(`<td>ADRs</td><td>${bundle.manifest.counts.adr}</td>`);
    expect(html).toContain('search_architecture');
  });
});
