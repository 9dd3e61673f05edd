// Mounted tools under AUTH_MODE=oauth: `upstream:<name>` opens a mounted server's tools, a token
// without it gets the step-up 403 naming it, and the consent page offers it, for exactly the
// upstreams the deployment mounts.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetUpstreamLists } from '../../../src/mcp/upstreams/tool-lists';
import { publishFixture } from '../helpers/fixtures';
import { MODERN_ENVELOPE } from '../helpers/fixtures';
import { OAUTH_VARS, issueToken, newClientRequest, oauthRequest } from '../helpers/oauth';
import { upstreamServers, upstreamUrls } from './helpers';

type RpcAnswer = { result?: Record<string, unknown>; error?: { code: number; message: string } };

function vars(): Partial<Env> {
  return { ...OAUTH_VARS, UPSTREAM_SERVERS: upstreamServers({ name: 'docs-vendor', url: upstreamUrls().modern }) };
}

function post(token: string, method: string, params: Record<string, unknown> = {}): Promise<Response> {
  const name = typeof params.name === 'string' ? params.name : undefined;
  return oauthRequest(
    '/mcp',
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        ...(name !== undefined ? { 'mcp-name': name } : {}),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: MODERN_ENVELOPE } }),
    },
    vars(),
  );
}

async function toolNames(token: string): Promise<string[]> {
  const answer = (await (await post(token, 'tools/list')).json()) as RpcAnswer;
  return (answer.result?.tools as { name: string }[]).map((t) => t.name);
}

describe('mounted tools under OAuth scopes', () => {
  beforeAll(async () => {
    await publishFixture();
  });
  beforeEach(() => forgetUpstreamLists());

  it('should hide a mounted server from a docs:read token and answer its tools with a step-up naming upstream:<name>', async () => {
    const reader = await issueToken(['docs:read']);
    const names = await toolNames(reader);
    expect(names).toContain('search_architecture');
    expect(names.some((n) => n.startsWith('docs-vendor__'))).toBe(false);
    const refused = await post(reader, 'tools/call', { name: 'docs-vendor__echo', arguments: { text: 'hi' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toMatch(/insufficient_scope.*scope="upstream:docs-vendor"/);
  });

  it('should list and call a mounted server\'s tools with its upstream:<name> scope', async () => {
    const token = await issueToken(['docs:read', 'upstream:docs-vendor']);
    expect(await toolNames(token)).toContain('docs-vendor__echo');
    const call = (await (await post(token, 'tools/call', { name: 'docs-vendor__echo', arguments: { text: 'hello from a scoped token' } })).json()) as RpcAnswer;
    expect(call.error).toBeUndefined();
    expect(JSON.stringify(call.result?.content)).toContain('hello from a scoped token');
  });

  it('should offer upstream:<name> on the consent page for a mounted server only', async () => {
    const { url } = await newClientRequest(['docs:read', 'upstream:docs-vendor', 'upstream:jira']);
    const page = await oauthRequest(`${url.pathname}${url.search}`, {}, vars());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="upstream:docs-vendor"');
    expect(html).not.toContain('upstream:jira');
  });

  it('should refuse a consent form that approves upstream:<name> for a server that is not mounted', async () => {
    const { url } = await newClientRequest(['docs:read']);
    const page = await oauthRequest(`${url.pathname}${url.search}`, {}, vars());
    const handle = /name="handle" value="([^"]+)"/.exec(await page.text())?.[1];
    expect(handle).toBeTruthy();
    const cookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const forged = await oauthRequest(
      '/authorize',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams({ handle: handle!, decision: 'approve', scope: 'upstream:jira' }) },
      vars(),
    );
    // Refused before the sign-in at the identity provider begins, on an error page.
    expect(forged.status).toBe(400);
    expect(forged.headers.get('location')).toBeNull();
    expect(await forged.text()).toMatch(/scopes must be ones this server supports/i);
  });
});
