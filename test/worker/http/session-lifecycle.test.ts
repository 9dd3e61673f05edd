// Sessions over Streamable HTTP: issued at initialize, checked by every isolate, ended by DELETE.
import { env } from 'cloudflare:workers';
import { abortAllDurableObjects, createExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/http/app';
import { forgetBundle } from '../../../src/storage/bundle-loader';
import { INITIALIZE, MCP_URL, connectClient, postMcp, publishFixture, workerFetch } from '../helpers/fixtures';

const PING = { jsonrpc: '2.0', id: 2, method: 'ping' };

async function openSession(): Promise<string> {
  const res = await postMcp(INITIALIZE);
  expect(res.status).toBe(200);
  const id = res.headers.get('mcp-session-id');
  expect(id).toMatch(/^[0-9a-f]{96}$/);
  return id!;
}

describe('session lifecycle', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it('should issue a session id at initialize and accept it on later requests', async () => {
    const id = await openSession();
    const res = await postMcp(PING, { 'mcp-session-id': id, 'mcp-protocol-version': '2025-11-25' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 2, result: {} });
  });

  it.each([
    ['a well-formed id never issued', '0'.repeat(96)],
    ['a malformed id', 'not-a-session'],
  ])('should answer 404 for %s', async (_label, id) => {
    const res = await postMcp(PING, { 'mcp-session-id': id });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32001 } });
  });

  it('should end a session on DELETE and answer 404 for it afterwards', async () => {
    const id = await openSession();
    const del = await workerFetch(MCP_URL, { method: 'DELETE', headers: { 'mcp-session-id': id } });
    expect(del.status).toBe(200);
    const after = await postMcp(PING, { 'mcp-session-id': id });
    expect(after.status).toBe(404);
    const again = await workerFetch(MCP_URL, { method: 'DELETE', headers: { 'mcp-session-id': id } });
    expect(again.status).toBe(404);
  });

  it('should recognise a session in an isolate that did not issue it', async () => {
    const id = await openSession();
    // A second isolate shares nothing in memory with the first: a fresh app, no cached bundle,
    // and Durable Object instances evicted, so only the registry's storage can vouch for the id.
    await abortAllDurableObjects();
    forgetBundle();
    const secondIsolate = createApp();
    const ok = await secondIsolate.request(MCP_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': id },
      body: JSON.stringify(PING),
    }, env, createExecutionContext());
    expect(ok.status).toBe(200);
    await workerFetch(MCP_URL, { method: 'DELETE', headers: { 'mcp-session-id': id } });
    const gone = await secondIsolate.request(MCP_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': id },
      body: JSON.stringify(PING),
    }, env, createExecutionContext());
    expect(gone.status).toBe(404);
  });

  it('should serve clients that never send a session id', async () => {
    const res = await postMcp({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { tools: { name: string }[] } };
    expect(body.result.tools.map((t) => t.name)).toContain('read_document');
  });

  it('should carry the session through the SDK client', async () => {
    const { client, transport } = await connectClient();
    expect(transport.sessionId).toMatch(/^[0-9a-f]{96}$/);
    await expect(client.ping()).resolves.toEqual({});
    await transport.terminateSession();
    expect(transport.sessionId).toBeUndefined();
  });
});
