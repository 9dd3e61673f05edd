// The 2026-07-28 revision through /mcp: the `_meta` envelope and standard headers it requires, the
// errors for what it forbids, server/discover, and what every result carries; 2025-era clients on
// the same URL keep what they had.
import { beforeAll, describe, expect, it } from 'vitest';
import { INSTRUCTIONS } from '../../../src/mcp/server';
import { INITIALIZE, MODERN_ENVELOPE, postMcp, postModern, publishFixture } from '../helpers/fixtures';

type Rpc = { jsonrpc: string; id: unknown; result?: Record<string, unknown> & { _meta?: Record<string, unknown> }; error?: { code: number; message: string; data?: Record<string, unknown> } };

const SERVER_INFO_KEY = 'io.modelcontextprotocol/serverInfo';

async function rpc(res: Response): Promise<Rpc> {
  return (await res.json()) as Rpc;
}

describe('protocol revision 2026-07-28', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it.each([
    ['the protocol version', 'io.modelcontextprotocol/protocolVersion'],
    ['the client capabilities', 'io.modelcontextprotocol/clientCapabilities'],
  ])('should refuse a request whose envelope lacks %s with -32602 naming the key', async (_label, key) => {
    const meta: Record<string, unknown> = { ...MODERN_ENVELOPE };
    delete meta[key];
    const res = await postMcp(
      { jsonrpc: '2.0', id: 'm-1', method: 'tools/list', params: { _meta: meta } },
      { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' },
    );
    expect(res.status).toBe(400);
    const body = await rpc(res);
    expect(body).toMatchObject({ id: 'm-1', error: { code: -32602 } });
    expect(body.error!.message).toContain(key);
  });

  it('should serve a request without clientInfo, which the revision only recommends', async () => {
    const res = await postMcp(
      { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } } },
      { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' },
    );
    expect(res.status).toBe(200);
    expect((await rpc(res)).result?.tools).toEqual(expect.any(Array));
  });

  it.each([
    ['no MCP-Protocol-Version header', 'tools/list', {}, { 'mcp-protocol-version': null }],
    ['no Mcp-Method header', 'tools/list', {}, { 'mcp-method': null }],
    ['an Mcp-Method naming another method', 'tools/list', {}, { 'mcp-method': 'prompts/list' }],
    ['no Mcp-Name header on tools/call', 'tools/call', { name: 'search_architecture', arguments: { query: 'kafka' } }, { 'mcp-name': null }],
    ['an Mcp-Name naming another tool', 'tools/call', { name: 'search_architecture', arguments: { query: 'kafka' } }, { 'mcp-name': 'grep_docs' }],
    ['an Mcp-Name naming another resource', 'resources/read', { uri: 'arch://manifest' }, { 'mcp-name': 'arch://stats' }],
  ])('should refuse a request with %s with HTTP 400 and -32020 under its id', async (_label, method, params, headers) => {
    const res = await postModern(method, params, headers, 'h-7');
    expect(res.status).toBe(400);
    expect(await rpc(res)).toMatchObject({ jsonrpc: '2.0', id: 'h-7', error: { code: -32020 } });
  });

  it('should refuse an unsupported protocol version with -32022 listing the versions it speaks', async () => {
    const res = await postModern('tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } }, { 'mcp-protocol-version': '2099-01-01' }, 9);
    expect(res.status).toBe(400);
    expect(await rpc(res)).toMatchObject({ id: 9, error: { code: -32022, data: { supported: ['2026-07-28'], requested: '2099-01-01' } } });
  });

  it.each(['ping', 'logging/setLevel', 'resources/subscribe', 'initialize', 'no/such-method'])('should answer %s, which 2026-07-28 does not define, with 404 and -32601', async (method) => {
    const params = method === 'logging/setLevel' ? { level: 'info' } : method === 'resources/subscribe' ? { uri: 'arch://manifest' } : {};
    const res = await postModern(method, params, {}, 'r-1');
    expect(res.status).toBe(404);
    expect(await rpc(res)).toMatchObject({ id: 'r-1', error: { code: -32601 } });
  });

  it.each([
    ['ping', {}],
    ['logging/setLevel', { level: 'info' }],
  ])('should still answer %s from a 2025-era client', async (method, params) => {
    const res = await postMcp({ jsonrpc: '2.0', id: 5, method, params }, { 'mcp-protocol-version': '2025-11-25' });
    expect(res.status).toBe(200);
    expect(await rpc(res)).toMatchObject({ id: 5, result: {} });
  });

  it('should describe itself in server/discover: versions, capabilities, instructions and server info', async () => {
    const body = await rpc(await postModern('server/discover'));
    expect(body.result).toMatchObject({
      supportedVersions: ['2026-07-28'],
      capabilities: { tools: expect.any(Object), resources: { listChanged: true }, prompts: { listChanged: true }, completions: {} },
      instructions: INSTRUCTIONS,
      resultType: 'complete',
      _meta: { [SERVER_INFO_KEY]: { name: 'arch-mcp', version: expect.any(String) } },
    });
  });

  it.each([
    ['tools/list', {}],
    ['prompts/list', {}],
    ['resources/templates/list', {}],
    ['resources/read', { uri: 'arch://manifest' }],
    ['tools/call', { name: 'search_architecture', arguments: { query: 'event sourcing' } }],
    ['completion/complete', { ref: { type: 'ref/resource', uri: 'arch://adr/{id}' }, argument: { name: 'id', value: '1' } }],
  ])('should mark the %s result complete and name the server in its _meta', async (method, params) => {
    const body = await rpc(await postModern(method, params));
    expect(body.result).toMatchObject({ resultType: 'complete', _meta: { [SERVER_INFO_KEY]: { name: 'arch-mcp' } } });
  });

  it('should give 2025-era results neither a result type nor the server stamp', async () => {
    const body = await rpc(await postMcp({ jsonrpc: '2.0', id: 3, method: 'tools/list' }));
    expect(body.result).not.toHaveProperty('resultType');
    expect(body.result?._meta?.[SERVER_INFO_KEY]).toBeUndefined();
  });

  it.each([
    ['2026-07-28', () => postModern('resources/read', { uri: 'arch://docs/no/such-doc' }, {}, 'u-1')],
    ['2025-11-25', () => postMcp({ jsonrpc: '2.0', id: 'u-1', method: 'resources/read', params: { uri: 'arch://docs/no/such-doc' } })],
  ])('should answer an unknown resource with -32602 and its uri at %s', async (_era, send) => {
    expect(await rpc(await send())).toMatchObject({ id: 'u-1', error: { code: -32602, data: { uri: 'arch://docs/no/such-doc' } } });
  });

  it.each([
    ['an unknown tool (direct path)', () => postModern('tools/call', { name: 'no_such_tool', arguments: {} }, {}, 'e-1'), -32602],
    ['an unknown prompt', () => postModern('prompts/get', { name: 'no-such-prompt' }, {}, 'e-1'), -32602],
    ['an invalid cursor', () => postModern('resources/list', { cursor: 'not a cursor' }, {}, 'e-1'), -32602],
  ])('should echo the request id on the error for %s', async (_label, send, code) => {
    const body = await rpc(await send());
    expect(body).toMatchObject({ id: 'e-1', error: { code } });
  });

  it('should answer a lone tools/call directly exactly as the SDK answers it', async () => {
    const params = { name: 'read_document', arguments: { path: 'patterns/adapter.md', max_chars: 400 } };
    const direct = await rpc(await postModern('tools/call', params, {}, 'd-1'));
    // A progress token sends the same call through the SDK's own handling.
    const viaSdk = await rpc(await postModern('tools/call', { ...params, _meta: { progressToken: 'p' } }, {}, 'd-1'));
    const stable = (r: Rpc) => {
      const { timestamp: _t, execution_ms: _e, cache_hit: _c, rate_limit: _r, ...meta } = r.result!._meta!;
      return { ...r, result: { ...r.result, _meta: meta } };
    };
    expect(stable(direct)).toEqual(stable(viaSdk));
    expect(direct.result).toMatchObject({ resultType: 'complete', structuredContent: { path: 'patterns/adapter.md' } });
  });

  it('should keep serving initialize on the same URL', async () => {
    const res = await postMcp(INITIALIZE);
    expect(res.status).toBe(200);
    expect(res.headers.get('mcp-session-id')).toMatch(/^[0-9a-f]{96}$/);
    expect((await rpc(res)).result).toMatchObject({ protocolVersion: '2025-11-25', serverInfo: { name: 'arch-mcp' }, instructions: INSTRUCTIONS });
  });
});
