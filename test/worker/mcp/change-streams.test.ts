// Change streams: subscriptions/listen (2026-07-28) and a session's GET stream (2025-era) announce
// the resource and prompt lists changing when a new build is published; what a filter leaves out
// never arrives; a client past its share of streams is refused at once and keeps the ones it holds;
// a session's stream ends with its session.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionStub } from '../../../src/durable/session-registry';
import { MAX_STREAMS_PER_CLIENT } from '../../../src/mcp/change-streams';
import { INITIALIZE, MCP_URL, filesFrom, postMcp, postModern, publishFixture, resourceDocsConfig, resourceFiles, workerFetch } from '../helpers/fixtures';

type Frame = { method?: string; id?: unknown; params?: { notifications?: Record<string, boolean>; _meta?: Record<string, unknown> }; result?: Record<string, unknown>; error?: { code: number } };

/** Reads SSE frames as they arrive; `next()` resolves with the next message (or undefined at the end). */
function frames(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<Frame | undefined> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').find((l) => l.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6)) as Frame;
          continue;
        }
        const { done, value } = await reader.read();
        if (done) return undefined;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

const listen = (notifications: Record<string, boolean>, id: string | number = 'sub-1', ip = '203.0.113.9') =>
  postModern('subscriptions/listen', { notifications }, { 'cf-connecting-ip': ip }, id);

/** Publishes a build with one more document, so the served build changes. */
async function publishNewBuild(marker: string): Promise<void> {
  await publishFixture([...resourceFiles(), ...filesFrom({ [`guidelines/${marker}.md`]: `# ${marker}\n\nA guideline.\n` })], resourceDocsConfig());
}

describe('change streams', () => {
  it('should acknowledge a subscription with what it will send, then announce a new build', async () => {
    await publishNewBuild('listen-start');
    const res = await listen({ resourcesListChanged: true, promptsListChanged: true, toolsListChanged: true });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const stream = frames(res);
    // Tools do not change with a build, so this server never announces them: not acknowledged.
    expect(await stream.next()).toMatchObject({
      method: 'notifications/subscriptions/acknowledged',
      params: { notifications: { resourcesListChanged: true, promptsListChanged: true }, _meta: { 'io.modelcontextprotocol/subscriptionId': 'sub-1' } },
    });
    await publishNewBuild('listen-next');
    const announced = [await stream.next(), await stream.next()];
    expect(announced.map((f) => f?.method).sort()).toEqual(['notifications/prompts/list_changed', 'notifications/resources/list_changed']);
    for (const f of announced) expect(f?.params?._meta).toEqual({ 'io.modelcontextprotocol/subscriptionId': 'sub-1' });
    await stream.close();
  });

  it('should close at once, with the listen result, a subscription that asks only for what never changes', async () => {
    const stream = frames(await listen({ toolsListChanged: true }, 7));
    expect(await stream.next()).toMatchObject({ method: 'notifications/subscriptions/acknowledged', params: { notifications: {} } });
    expect(await stream.next()).toMatchObject({ id: 7, result: { resultType: 'complete', _meta: { 'io.modelcontextprotocol/subscriptionId': 7, 'io.modelcontextprotocol/serverInfo': { name: 'arch-mcp' } } } });
    expect(await stream.next()).toBeUndefined();
  });

  it('should refuse a subscription without a notifications filter with -32602', async () => {
    const res = await postModern('subscriptions/listen', {}, {}, 'bad');
    expect(await res.json()).toMatchObject({ id: 'bad', error: { code: -32602 } });
  });

  it('should send only the lists a subscription asked for', async () => {
    await publishNewBuild('filter-start');
    const stream = frames(await listen({ promptsListChanged: true }, 'p-only'));
    await stream.next();
    await publishNewBuild('filter-next');
    expect(await stream.next()).toMatchObject({ method: 'notifications/prompts/list_changed' });
    await publishNewBuild('filter-again');
    expect(await stream.next()).toMatchObject({ method: 'notifications/prompts/list_changed' });
    await stream.close();
  });

  it('should refuse a stream past a client share at once and leave its open streams alone', async () => {
    const ip = '203.0.113.77';
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) {
      const stream = frames(await listen({ resourcesListChanged: true }, `s-${i}`, ip));
      await stream.next();
      streams.push(stream);
    }
    const refused = await listen({ resourcesListChanged: true }, 's-extra', ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ id: 's-extra', error: { message: expect.stringContaining('already holds') } });
    for (const stream of streams) await stream.close();
  });

  it("should announce a new build on a 2025-era session's GET stream", async () => {
    await publishNewBuild('session-start');
    const init = await postMcp(INITIALIZE, { 'cf-connecting-ip': '203.0.113.10' });
    const session = init.headers.get('mcp-session-id')!;
    const res = await workerFetch(MCP_URL, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': session, 'cf-connecting-ip': '203.0.113.10' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const stream = frames(res);
    await publishNewBuild('session-next');
    const announced = [await stream.next(), await stream.next()];
    expect(announced.map((f) => f?.method).sort()).toEqual(['notifications/prompts/list_changed', 'notifications/resources/list_changed']);
    expect(announced.every((f) => f?.params === undefined)).toBe(true);
    await stream.close();
  });

  it("should end a session's GET stream when the session is deleted, so it no longer counts against its client", async () => {
    await publishNewBuild('delete-start');
    const ip = '203.0.113.41';
    const init = await postMcp(INITIALIZE, { 'cf-connecting-ip': ip });
    const session = init.headers.get('mcp-session-id')!;
    const headers = { 'mcp-session-id': session, 'cf-connecting-ip': ip };
    const res = await workerFetch(MCP_URL, { method: 'GET', headers: { ...headers, accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    const stream = frames(res);
    expect((await workerFetch(MCP_URL, { method: 'DELETE', headers })).status).toBe(200);
    // The ended session's stream no longer takes one of the client's places, even before it has closed.
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) {
      const opened = await listen({ resourcesListChanged: true }, `after-delete-${i}`, ip);
      expect(opened.status).toBe(200);
      streams.push(frames(opened));
    }
    // It closes at its next poll (every second), long before the 15 s keepalive would notice.
    const ended = await Promise.race([stream.next().then((frame) => frame ?? 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000))]);
    expect(ended).toBe('ended');
    for (const s of streams) await s.close();
  });

  it("should end a session's GET stream at its next keepalive (15 s) when the session was ended elsewhere", async () => {
    await publishNewBuild('ended-elsewhere');
    const ip = '203.0.113.42';
    const init = await postMcp(INITIALIZE, { 'cf-connecting-ip': ip });
    const session = init.headers.get('mcp-session-id')!;
    const res = await workerFetch(MCP_URL, { method: 'GET', headers: { 'mcp-session-id': session, 'cf-connecting-ip': ip, accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    const stream = frames(res);
    // Another isolate ends the session: nothing in this one is told.
    expect(await sessionStub(env, session).end(undefined)).toBe(true);
    expect(await stream.next()).toBeUndefined();
  }, 40_000);

  it('should offer no GET stream without a session', async () => {
    const res = await workerFetch(MCP_URL, { method: 'GET', headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(405);
  });
});
