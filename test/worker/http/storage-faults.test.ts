// Every route when its storage fails or stalls: the answer is a 503 with Retry-After (never a 500,
// never a 401 or 404 that would send the client down the wrong path), nothing is left half done,
// and the same request succeeds by itself once the binding recovers.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyKvKey, createApiKey } from '../../../src/auth/api-key-format';
import { forgetApiKeyLookups } from '../../../src/auth/api-key-lookup';
import { DURABLE_OBJECT_DEADLINE_MS } from '../../../src/storage/storage-call';
import { forgetBundle } from '../../../src/storage/bundle-loader';
import { FaultyBindings } from '../helpers/faults';
import { INITIALIZE, MCP_URL, MODERN_ENVELOPE, publishFixture } from '../helpers/fixtures';
import { OAUTH_VARS, issueToken } from '../helpers/oauth';
import type { BuiltBundle } from '../../../src/bundle/build-bundle';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const SEARCH = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'search_architecture', arguments: { query: 'circuit breaker', max_results: 2 } } };
const PING = { jsonrpc: '2.0', id: 3, method: 'ping' };

type RpcAnswer = { id: unknown; result?: Record<string, unknown>; error?: { code: number; message: string } };

let built: BuiltBundle;

function post(faults: FaultyBindings, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return faults.fetch(MCP_URL, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
}

function postModernSearch(faults: FaultyBindings): Promise<Response> {
  const body = { ...SEARCH, params: { ...SEARCH.params, _meta: MODERN_ENVELOPE } };
  return post(faults, body, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'search_architecture' });
}

/** A 503 the client can act on: Retry-After in whole seconds and a message saying to retry. */
async function expectRetryable(res: Response): Promise<string> {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  const text = await res.text();
  expect(text).toMatch(/retry/i);
  return text;
}

async function openSession(faults: FaultyBindings): Promise<string> {
  const res = await post(faults, INITIALIZE);
  expect(res.status).toBe(200);
  return res.headers.get('mcp-session-id')!;
}

describe('routes when storage fails', () => {
  beforeAll(async () => {
    built = await publishFixture();
  });

  afterEach(() => {
    forgetBundle();
  });

  it.each([
    ['a 2025-era tool call', (f: FaultyBindings) => post(f, SEARCH)],
    ['a 2026-07-28 tool call', postModernSearch],
    ['/healthz', (f: FaultyBindings) => f.fetch('http://127.0.0.1/healthz')],
    ['the landing page', (f: FaultyBindings) => f.fetch('http://127.0.0.1/')],
  ])('should answer %s with 503 and Retry-After while KV cannot be read, then serve once it can', async (_, send) => {
    const faults = new FaultyBindings();
    forgetBundle();
    faults.inject({ binding: 'BUNDLES', method: 'get' });
    const text = await expectRetryable(await send(faults));
    expect(text).toContain('build store');

    faults.clear();
    const served = await send(faults);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain(built.buildId.slice(0, 12));
  });

  it('should keep serving the build it has, whole, while re-reading the pointer fails or stalls', async () => {
    const faults = new FaultyBindings();
    expect((await post(faults, SEARCH)).status).toBe(200);
    // Past the pointer's time to live (half a second locally), every request would re-read it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const failing = faults.inject({ binding: 'BUNDLES', method: 'get', key: 'current' });
    const answer = (await (await post(faults, SEARCH)).json()) as RpcAnswer;
    expect(failing.hits).toBe(1);
    expect((answer.result?.structuredContent as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect((answer.result?._meta as { build_id: string }).build_id).toBe(built.buildId);
    failing.release();

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const stalled = faults.inject({ binding: 'BUNDLES', method: 'get', key: 'current', mode: 'stall' });
    // The request that re-reads waits on the stalled read; the others go on with the build at hand.
    const rereading = post(faults, SEARCH);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stalled.hits).toBe(1);
    const meanwhile = await faults.fetch('http://127.0.0.1/healthz');
    expect(((await meanwhile.json()) as { build_id: string }).build_id).toBe(built.buildId);
    stalled.release();
    expect((await rereading).status).toBe(200);
  });

  it('should give out no session when the registry fails at initialize, and a working one once it recovers', async () => {
    const faults = new FaultyBindings();
    faults.inject({ binding: 'SESSIONS', method: 'open' });
    const refused = await post(faults, INITIALIZE);
    await expectRetryable(refused);
    expect(refused.headers.get('mcp-session-id')).toBeNull();

    faults.clear();
    const id = await openSession(faults);
    expect((await post(faults, PING, { 'mcp-session-id': id, 'mcp-protocol-version': '2025-11-25' })).status).toBe(200);
  });

  it('should answer a session whose registry cannot be asked with 503, not 404, and keep the session', async () => {
    const faults = new FaultyBindings();
    const id = await openSession(faults);
    // Another isolate, which has not seen the session yet, must ask the registry.
    const { forgetSession } = await import('../../../src/http/session-check');
    forgetSession(id);
    faults.inject({ binding: 'SESSIONS', method: 'touch' });
    await expectRetryable(await post(faults, PING, { 'mcp-session-id': id, 'mcp-protocol-version': '2025-11-25' }));
    faults.clear();
    expect((await post(faults, PING, { 'mcp-session-id': id, 'mcp-protocol-version': '2025-11-25' })).status).toBe(200);
  });

  it.each([
    ['the trail cannot be cleared', { binding: 'WORKFLOWS', method: 'clear' } as const],
    ['the registry cannot end the session', { binding: 'SESSIONS', method: 'end' } as const],
  ])('should leave a session live when DELETE fails because %s, so a retried DELETE ends it', async (_, fault) => {
    const faults = new FaultyBindings();
    const id = await openSession(faults);
    const session = { 'mcp-session-id': id, 'mcp-protocol-version': '2025-11-25' };
    expect((await post(faults, SEARCH, session)).status).toBe(200);
    await faults.settle();

    faults.inject(fault);
    await expectRetryable(await faults.fetch(MCP_URL, { method: 'DELETE', headers: session }));
    faults.clear();
    expect((await post(faults, PING, session)).status).toBe(200);

    expect((await faults.fetch(MCP_URL, { method: 'DELETE', headers: session })).status).toBe(200);
    expect((await post(faults, PING, session)).status).toBe(404);
  });

  it('should answer an API key it cannot look up with 503, never 401', async () => {
    const { key, record } = await createApiKey({ name: 'faults', tools: '*' });
    await env.BUNDLES.put(apiKeyKvKey(record.sha256), JSON.stringify(record));
    forgetApiKeyLookups();
    const faults = new FaultyBindings({ AUTH_MODE: 'api-key' });
    faults.inject({ binding: 'BUNDLES', method: 'get', key: /^apikeys\// });
    const refused = await post(faults, PING, { authorization: `Bearer ${key}` });
    await expectRetryable(refused);
    expect(refused.headers.get('www-authenticate')).toBeNull();
    faults.clear();
    expect((await post(faults, PING, { authorization: `Bearer ${key}` })).status).toBe(200);
  });

  it('should answer a sign-in token it cannot check with 503, never the 401 that sends a client to sign in again', async () => {
    const token = await issueToken(['docs:read']);
    const faults = new FaultyBindings(OAUTH_VARS);
    faults.inject({ binding: 'OAUTH_KV', method: 'get' });
    const refused = await post(faults, PING, { authorization: `Bearer ${token}` });
    await expectRetryable(refused);
    expect(refused.headers.get('www-authenticate')).toBeNull();
    faults.clear();
    expect((await post(faults, PING, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('should answer 503 when the request limiter fails, and 503 within its deadline when it stalls', async () => {
    const faults = new FaultyBindings({ RATE_LIMITS: '{"requests": 100}' });
    const client = { 'cf-connecting-ip': '198.51.100.31' };
    faults.inject({ binding: 'RATE_LIMITER', method: 'takeRequests', times: 1 });
    await expectRetryable(await post(faults, PING, client));
    expect((await post(faults, PING, client)).status).toBe(200);

    const stall = faults.inject({ binding: 'RATE_LIMITER', method: 'takeRequests', mode: 'stall' });
    const started = Date.now();
    const text = await expectRetryable(await post(faults, PING, client));
    expect(text).toContain('did not answer in time');
    expect(Date.now() - started).toBeLessThan(DURABLE_OBJECT_DEADLINE_MS + 2_000);
    stall.release();
    expect((await post(faults, PING, client)).status).toBe(200);
  });

  it('should answer /metrics with 503 while the statistics cannot be read', async () => {
    const faults = new FaultyBindings();
    faults.inject({ binding: 'STATS', method: 'read' });
    await expectRetryable(await faults.fetch('http://127.0.0.1/metrics'));
    faults.clear();
    const metrics = await faults.fetch('http://127.0.0.1/metrics');
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('arch_mcp_tool_invocations_total');
  });
});
