// Access control through /mcp: AUTH_MODE api-key answers 401 with a Bearer challenge, keys are
// looked up by hash, and ENABLED_TOOLS ∩ key scopes decide what is listed and callable.
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyKvKey, createApiKey, hashApiKey } from '../../../src/auth/api-key-format';
import { forgetApiKeyLookups } from '../../../src/auth/api-key-lookup';
import { createApp } from '../../../src/http/app';
import { INITIALIZE, MCP_URL, publishFixture } from '../helpers/fixtures';

const app = createApp();

/** fetch into a deployment configured with `vars`. */
function fetchWith(vars: Partial<Env>): typeof fetch {
  return (input, init) => Promise.resolve(app.request(new Request(input as RequestInfo, init), undefined, { ...env, ...vars }, createExecutionContext()));
}

async function connect(vars: Partial<Env>, key?: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: fetchWith(vars),
    requestInit: { headers: key ? { authorization: `Bearer ${key}` } : {} },
  });
  const client = new Client({ name: 'auth-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

async function storeKey(tools: string): Promise<{ key: string; id: string; sha256: string }> {
  const { key, record } = await createApiKey({ name: 'test', tools });
  await env.BUNDLES.put(apiKeyKvKey(record.sha256), JSON.stringify(record));
  return { key, id: record.id, sha256: record.sha256 };
}

function post(vars: Partial<Env>, headers: Record<string, string> = {}) {
  return fetchWith(vars)(MCP_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(INITIALIZE),
  });
}

describe('access control', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it.each([
    ['no Authorization header', {}, /^Bearer realm="arch-mcp"$/],
    ['an unknown key', { authorization: 'Bearer amk_thisKeyWasNeverIssuedToAnyone000000000' }, /error="invalid_token"/],
    ['a non-Bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }, /error="invalid_request"/],
  ])('should answer %s with 401 and a Bearer challenge in api-key mode', async (_label, headers, challenge) => {
    const res = await post({ AUTH_MODE: 'api-key' }, headers);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(challenge);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { message: expect.stringContaining('Unauthorized') } });
  });

  it('should fail closed under an AUTH_MODE it does not know, requiring keys and logging why once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 2; i++) expect((await post({ AUTH_MODE: 'keys-please' })).status).toBe(401);
      const config = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"event":"config"'));
      expect(config).toEqual([expect.stringContaining('AUTH_MODE \\"keys-please\\" is not public, api-key or oauth; requiring API keys')]);
    } finally {
      logged.mockRestore();
    }
  });

  it('should serve a valid key in api-key mode, and keep the key itself out of storage', async () => {
    const { key, sha256 } = await storeKey('*');
    const res = await post({ AUTH_MODE: 'api-key' }, { authorization: `Bearer ${key}` });
    expect(res.status).toBe(200);
    expect(sha256).toBe(await hashApiKey(key));
    const listed = await env.BUNDLES.list({ prefix: 'apikeys/' });
    const stored = await Promise.all(listed.keys.map((k) => env.BUNDLES.get(k.name)));
    expect(listed.keys.map((k) => k.name).join(' ') + stored.join(' ')).not.toContain(key);
  });

  it('should serve a session only to requests made with the key that opened it', async () => {
    const vars = { AUTH_MODE: 'api-key' };
    const [a, b] = [await storeKey('*'), await storeKey('*')];
    const opened = await post(vars, { authorization: `Bearer ${a.key}` });
    const session = opened.headers.get('mcp-session-id')!;
    expect(session).toMatch(/^[0-9a-f]{96}$/);
    const list = (key: string) =>
      fetchWith(vars)(MCP_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${key}`, 'mcp-session-id': session },
        body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
      });
    const end = (key: string) => fetchWith(vars)(MCP_URL, { method: 'DELETE', headers: { authorization: `Bearer ${key}`, 'mcp-session-id': session } });

    // Another key is told the session does not exist, and cannot end it.
    expect((await list(b.key)).status).toBe(404);
    expect((await end(b.key)).status).toBe(404);
    expect((await list(a.key)).status).toBe(200);
    expect((await end(a.key)).status).toBe(200);
    expect((await list(a.key)).status).toBe(404);
  });

  it('should let a public deployment serve clients without a key', async () => {
    const res = await post({ AUTH_MODE: 'public' });
    expect(res.status).toBe(200);
  });

  it('should stop accepting a key once it is revoked', async () => {
    const { key, sha256 } = await storeKey('*');
    expect((await post({ AUTH_MODE: 'api-key' }, { authorization: `Bearer ${key}` })).status).toBe(200);
    await env.BUNDLES.delete(apiKeyKvKey(sha256));
    forgetApiKeyLookups();
    expect((await post({ AUTH_MODE: 'api-key' }, { authorization: `Bearer ${key}` })).status).toBe(401);
  });

  it.each([
    ['*', 'search_*,read_document', ['search_architecture', 'read_document']],
    ['read_document,grep_docs', 'search_*,read_document', ['read_document']],
    ['*', 'grep_docs', ['grep_docs']],
    ['', '*', []],
  ])('should list ENABLED_TOOLS=%j ∩ key scopes %j', async (enabled, scopes, expected) => {
    const { key } = await storeKey(scopes);
    const client = await connect({ AUTH_MODE: 'api-key', ENABLED_TOOLS: enabled }, key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...expected].sort());
  });

  it('should refuse calls outside the key scopes with -32602 and allow those inside', async () => {
    const { key } = await storeKey('search_*,read_document');
    const client = await connect({ AUTH_MODE: 'api-key', ENABLED_TOOLS: '*' }, key);
    const refused = await client.callTool({ name: 'grep_docs', arguments: { pattern: 'x' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(McpError);
    expect((refused as McpError).code).toBe(-32602);
    const allowed = await client.callTool({ name: 'read_document', arguments: { path: 'patterns/adapter.md', max_chars: 300 } });
    expect(allowed.isError).toBeFalsy();
  });

  it('should refuse calls to tools the deployment does not enable even for a key scoped to them', async () => {
    const { key } = await storeKey('*');
    const client = await connect({ AUTH_MODE: 'public', ENABLED_TOOLS: 'read_document' }, key);
    const refused = await client.callTool({ name: 'search_architecture', arguments: { query: 'x' } }).catch((e: unknown) => e);
    expect((refused as McpError).code).toBe(-32602);
  });

  it('should protect /metrics in api-key mode', async () => {
    const res = await fetchWith({ AUTH_MODE: 'api-key' })('http://127.0.0.1/metrics');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});
