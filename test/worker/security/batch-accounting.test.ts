// Finding 1: batching bypassed the request limit. A POST carrying any `tools/call` skipped the
// per-client request bucket, so a bare `tools/call` notification (which spends no tool budget)
// smuggled 99 prompts/get past a limit of 5 requests a minute. Every message is now charged: one
// request token per message that is not a tool call (a tools/call notification included, which
// is never executed), and GET and DELETE one token each.
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIALIZE, publishFixture } from '../helpers/fixtures';
import { clientIp, deploymentFetch, postTo, request, rpcBody } from './deployment';
import { MCP_URL } from '../helpers/fixtures';

const FIVE_A_MINUTE = { RATE_LIMITS: '{"requests": 5}' } as Partial<Env>;
const BARE_TOOL_CALL = { jsonrpc: '2.0', method: 'tools/call' };

function promptGets(n: number, from = 100) {
  return Array.from({ length: n }, (_, i) => request(from + i, 'prompts/get', { name: 'guided-pattern-validation', arguments: { code: 'class A {}', pattern_name: 'singleton' } }));
}

describe('security: request accounting for batches, GET and DELETE', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it('should refuse the batch of a bare tools/call notification and 99 prompts/get under a limit of 5 requests', async () => {
    const ip = clientIp();
    const res = await postTo(FIVE_A_MINUTE, [BARE_TOOL_CALL, ...promptGets(99)], { 'cf-connecting-ip': ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await res.json()).toMatchObject({ error: { message: expect.stringMatching(/at most 5 requests per minute/) } });
  });

  it('should charge each message of a batch, so five small batches cannot pass a limit of five', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await postTo(FIVE_A_MINUTE, [BARE_TOOL_CALL, ...promptGets(1, i * 10)], { 'cf-connecting-ip': ip })).status);
    // Each batch is two messages: the notification counts as a plain message.
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
  });

  it('should never execute a tools/call notification', async () => {
    const ip = clientIp();
    const searches = async () => {
      const stats = await rpcBody<{ result: { contents: { text: string }[] } }>(await postTo({}, request(2, 'resources/read', { uri: 'arch://stats' }), { 'cf-connecting-ip': ip }));
      const tools = JSON.parse(stats.result.contents[0]!.text).tools as { tool: string; invocations: number }[];
      return tools.find((t) => t.tool === 'search_architecture')?.invocations ?? 0;
    };
    const before = await searches();
    const notification = { jsonrpc: '2.0', method: 'tools/call', params: { name: 'search_architecture', arguments: { query: 'notification probe' } } };
    const res = await postTo({}, [notification, request(1, 'prompts/list')], { 'cf-connecting-ip': ip });
    expect(res.status).toBe(200);
    expect(await searches()).toBe(before);
  });

  it('should charge tool-call requests to their tool budgets and the rest of a batch to the request bucket', async () => {
    const ip = clientIp();
    const oneRequest = { RATE_LIMITS: '{"requests": 1}' } as Partial<Env>;
    const call = (id: number) => request(id, 'tools/call', { name: 'search_architecture', arguments: { query: 'event sourcing' } });
    // Two tool calls and one plain message: one request token is enough.
    expect((await postTo(oneRequest, [call(1), call(2), request(3, 'prompts/list')], { 'cf-connecting-ip': ip })).status).toBe(200);
    // The bucket is now empty: any plain message is refused, however many tool calls ride with it.
    expect((await postTo(oneRequest, [call(4), request(5, 'prompts/list')], { 'cf-connecting-ip': ip })).status).toBe(429);
  });

  it('should charge GET and DELETE /mcp like any other request', async () => {
    const ip = clientIp();
    const vars = { RATE_LIMITS: '{"requests": 3}' } as Partial<Env>;
    const init = await postTo(vars, INITIALIZE, { 'cf-connecting-ip': ip });
    const session = init.headers.get('mcp-session-id')!;
    const get = () => deploymentFetch(vars)(MCP_URL, { method: 'GET', headers: { accept: 'application/json', 'mcp-session-id': session, 'cf-connecting-ip': ip } });
    // initialize took one token; two GETs take the rest (each answered 406: no event-stream Accept).
    expect((await get()).status).toBe(406);
    expect((await get()).status).toBe(406);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const del = await deploymentFetch(vars)(MCP_URL, { method: 'DELETE', headers: { 'mcp-session-id': session, 'cf-connecting-ip': ip } });
    expect(del.status).toBe(429);
  });
});
