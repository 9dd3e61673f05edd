// A lone tools/call POST is answered without an SDK server per request; it must be the same
// answer the SDK gives, and everything that is not plainly such a call must still reach the SDK.
import { beforeAll, describe, expect, it } from 'vitest';
import { postMcp, publishFixture } from '../helpers/fixtures';

type RpcResponse = { jsonrpc: string; id: unknown; result?: { content: unknown; structuredContent?: unknown; isError?: boolean; _meta: Record<string, unknown> }; error?: { code: number; message: string } };

const call = (id: string | number, name: string, args: unknown, extra: Record<string, unknown> = {}) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, ...extra } });

/** _meta without the fields that differ between any two calls (time, cache, quota left). */
function stable(meta: Record<string, unknown>): Record<string, unknown> {
  const { timestamp: _t, execution_ms: _e, cache_hit: _c, rate_limit: _r, ...rest } = meta;
  return rest;
}

describe('tools/call answered directly', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it.each([
    ['search_architecture', { query: 'event sourcing audit trail', max_results: 3 }],
    ['read_document', { path: 'patterns/adapter.md', max_chars: 500 }],
    ['read_document', { path: '../secrets.md' }],
    ['search_architecture', { query: '' }],
  ])('should give the same %s answer as the SDK gives inside a batch', async (name, args) => {
    const lone = (await (await postMcp(call('a-1', name, args))).json()) as RpcResponse;
    // A batch always goes through the SDK transport, which answers a batch of one with one object.
    const viaSdk = (await (await postMcp([call('a-1', name, args)])).json()) as RpcResponse;
    expect(lone.id).toBe('a-1');
    expect(lone.jsonrpc).toBe('2.0');
    expect(lone.result!.content).toEqual(viaSdk.result!.content);
    expect(lone.result!.structuredContent).toEqual(viaSdk.result!.structuredContent);
    expect(lone.result!.isError).toBe(viaSdk.result!.isError);
    expect(stable(lone.result!._meta)).toEqual(stable(viaSdk.result!._meta));
  });

  it('should send the structured content as the text block too, parseable back to the same value', async () => {
    const res = await postMcp(call(7, 'read_document', { path: 'patterns/repository.md', max_chars: 400 }));
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = (await res.json()) as RpcResponse;
    const [block] = body.result!.content as { type: string; text: string }[];
    expect(block!.type).toBe('text');
    expect(JSON.parse(block!.text)).toEqual(body.result!.structuredContent);
  });

  it('should answer an unknown tool with -32602 under the request id', async () => {
    const body = (await (await postMcp(call('x-9', 'no_such_tool', {}))).json()) as RpcResponse;
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 'x-9', error: { code: -32602, message: expect.stringContaining('Unknown tool: no_such_tool') } });
  });

  it.each([
    ['arguments that are not an object', call(1, 'search_architecture', ['q'])],
    ['a fractional id', { ...call(1, 'search_architecture', { query: 'x' }), id: 1.5 }],
    ['an unknown top-level member', { ...call(1, 'search_architecture', { query: 'x' }), extra: true }],
  ])('should refuse %s with a JSON-RPC error, as the SDK does', async (_label, body) => {
    const direct = await postMcp(body);
    const viaSdk = await postMcp([body]);
    expect(direct.status).toBe(viaSdk.status);
    const [a, b] = [(await direct.json()) as RpcResponse, (await viaSdk.json()) as RpcResponse];
    expect(a.error?.code).toEqual(expect.any(Number));
    expect(a.error?.code).toBe(b.error?.code);
  });

  it.each([
    ['an Accept without event streams', { accept: 'application/json' }, 406],
    ['a non-JSON content type', { 'content-type': 'text/plain' }, 415],
    ['an unsupported protocol version', { 'mcp-protocol-version': '1999-01-01' }, 400],
  ])('should refuse a tools/call with %s as the transport does', async (_label, headers, status) => {
    const res = await postMcp(call(1, 'search_architecture', { query: 'adapter' }), headers);
    expect(res.status).toBe(status);
  });
});
