// Transport-level protection on /mcp: Host and Origin checks, the body cap and malformed JSON.
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIALIZE, MCP_URL, postMcp, publishFixture, workerFetch } from '../helpers/fixtures';

describe('/mcp transport guards', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it.each([
    ['a foreign site', 'https://evil.example'],
    ['a look-alike of localhost', 'http://localhost.evil.example'],
    ['a non-URL origin', 'null'],
  ])('should refuse a browser Origin from %s with 403', async (_label, origin) => {
    const res = await postMcp(INITIALIZE, { origin });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
  });

  it.each(['http://127.0.0.1:8787', 'http://localhost:3000'])('should accept the loopback origin %s', async (origin) => {
    const res = await postMcp(INITIALIZE, { origin });
    expect(res.status).toBe(200);
  });

  it('should refuse a request whose Host is not a loopback name (DNS rebinding)', async () => {
    const res = await workerFetch('http://attacker.example/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(INITIALIZE),
    });
    expect(res.status).toBe(403);
  });

  it('should refuse a body over 4 MiB with 413 and a JSON-RPC error', async () => {
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'read_document', arguments: { path: 'x'.repeat(4 * 1024 * 1024) } } });
    const res = await postMcp(huge);
    expect(res.status).toBe(413);
    const body = (await res.json()) as { id: null; error: { message: string } };
    expect(body.id).toBeNull();
    expect(body.error.message).toContain('4 MiB');
  });

  it('should answer malformed JSON with 400 and -32700', async () => {
    const res = await postMcp('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  });

  it('should refuse a POST that does not accept event streams with 406', async () => {
    const res = await workerFetch(MCP_URL, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(INITIALIZE) });
    expect(res.status).toBe(406);
  });
});
