// The landing page and /healthz: what a person or a load balancer sees without an MCP client.
import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltBundle } from '../../../src/bundle/build-bundle';
import { createApp } from '../../../src/http/app';
import { SERVER_VERSION } from '../../../src/mcp/server';
import { publishFixture, workerFetch } from '../helpers/fixtures';

const app = createApp();

async function landing(vars: Partial<Env> = {}): Promise<string> {
  const res = await app.request(new Request('http://127.0.0.1:8787/'), undefined, { ...env, ...vars }, createExecutionContext());
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}

describe('landing page and health', () => {
  let bundle: BuiltBundle;
  beforeAll(async () => {
    bundle = await publishFixture();
  });

  it('should report the build id, document count and server version at /healthz', async () => {
    const res = await workerFetch('http://127.0.0.1:8787/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', build_id: bundle.buildId, docs: bundle.manifest.docs.length, version: SERVER_VERSION });
  });

  it("should show how to connect every client the README lists, with this server's MCP URL", async () => {
    const html = await landing();
    expect(html).toContain('http://127.0.0.1:8787/mcp');
    expect(html).toContain('claude mcp add --transport http architecture http://127.0.0.1:8787/mcp');
    expect(html).toContain('.cursor/mcp.json');
    expect(html).toContain('.vscode/mcp.json');
    expect(html).toContain('&quot;mcp-remote&quot;');
    expect(html).not.toContain('Authorization');
  });

  it('should show the build: name, counts, shortened id with the full one to copy, time, commit and version', async () => {
    const html = await landing();
    expect(html).toContain('<h1>Test knowledge base</h1>');
    expect(html).toContain(`<li><b>${bundle.manifest.counts.adr}</b>ADRs</li>`);
    expect(html).toContain(`data-value="${bundle.buildId}"`);
    expect(html).toContain(`>${bundle.buildId.slice(0, 12)}</code>`);
    expect(html).toContain('2026-01-01 00:00 UTC');
    expect(html).toContain(`arch-mcp ${SERVER_VERSION}`);
    expect(html).toContain('href="/healthz"');
    expect(html).toContain('href="/metrics"');
    expect(html).toContain('<a href="/docs">Read the docs</a>');
  });

  it('should not link to the docs site when it is off', async () => {
    expect(await landing({ DOCS_SITE: 'off' })).not.toContain('href="/docs"');
  });

  it('should put the Authorization header into every snippet when the deployment requires an API key', async () => {
    const html = await landing({ AUTH_MODE: 'api-key' });
    expect(html).toContain('--header &quot;Authorization: Bearer &lt;key&gt;&quot;');
    expect(html.match(/&quot;Authorization&quot;: &quot;Bearer &lt;key&gt;&quot;/g)).toHaveLength(2);
    expect(html).toContain('&quot;--header&quot;,\n        &quot;Authorization: Bearer &lt;key&gt;&quot;');
  });
});
