// Finding 6: GET and DELETE /mcp had no request limit and the per-client stream cap was enforced
// late (the oldest stream was asked to close at its next check), so one client could hold most of
// an isolate's streams for a moment and crowd others out; and a GET or DELETE with a made-up
// session id reached a Durable Object unmetered. A stream past the client's cap is now refused at
// once with 429 and Retry-After, and a session id this server did not mint is answered 404 without
// any Durable Object call.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_CLIENT } from '../../../src/mcp/change-streams';
import { INITIALIZE, MCP_URL, filesFrom, publishFixture, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';
import { clientIp, deploymentFetch, postModernTo, postTo } from './deployment';

/** The session registry binding with every Durable Object lookup counted. */
function countingSessions(): { binding: Env['SESSIONS']; lookups: () => number } {
  let lookups = 0;
  const real = env.SESSIONS;
  const binding = new Proxy(real, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop !== 'get' && prop !== 'getByName') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        lookups += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { binding, lookups: () => lookups };
}

describe('security: change streams and session ids', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it('should refuse a stream past the client cap at once with 429 and Retry-After, keeping the streams it holds', async () => {
    const ip = clientIp();
    const listen = (id: string) => postModernTo({}, 'subscriptions/listen', { notifications: { resourcesListChanged: true } }, { 'cf-connecting-ip': ip }, id);
    const open: Response[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) {
      const res = await listen(`held-${i}`);
      expect(res.status).toBe(200);
      open.push(res);
    }
    const refused = await listen('one-too-many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ id: 'one-too-many', error: { message: expect.stringContaining(`${MAX_STREAMS_PER_CLIENT}`) } });

    // Another client is not crowded out.
    const other = await postModernTo({}, 'subscriptions/listen', { notifications: { resourcesListChanged: true } }, { 'cf-connecting-ip': clientIp() }, 'other');
    expect(other.status).toBe(200);
    await other.body!.cancel();

    // The oldest stream was not evicted: it still announces the next build.
    const oldest = open[0]!.body!.getReader();
    const decoder = new TextDecoder();
    let seen = decoder.decode((await oldest.read()).value);
    expect(seen).toContain('notifications/subscriptions/acknowledged');
    await publishFixture([...resourceFiles(), ...filesFrom({ 'guidelines/stream-probe.md': '# Stream probe\n\nA guideline.\n' })], resourceDocsConfig());
    while (!seen.includes('list_changed') && !seen.includes('"result"')) seen += decoder.decode((await oldest.read()).value);
    expect(seen).toContain('notifications/resources/list_changed');
    await oldest.cancel();
    for (const res of open.slice(1)) await res.body!.cancel();
  });

  it.each([
    ['a random id of the old shape', () => crypto.randomUUID()],
    ['an arbitrary string', () => 'not-a-session-we-issued'],
  ])('should answer GET, DELETE and POST with %s 404 without a Durable Object call', async (_label, makeId) => {
    // An isolate reads the key that signs session ids once; after that no refusal touches a Durable Object.
    await postTo({}, INITIALIZE, { 'cf-connecting-ip': clientIp() });
    const { binding, lookups } = countingSessions();
    const vars: Partial<Env> = { SESSIONS: binding };
    const id = makeId();
    const get = await deploymentFetch(vars)(MCP_URL, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': id, 'cf-connecting-ip': clientIp() } });
    const del = await deploymentFetch(vars)(MCP_URL, { method: 'DELETE', headers: { 'mcp-session-id': id, 'cf-connecting-ip': clientIp() } });
    const post = await postTo(vars, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'mcp-session-id': id, 'cf-connecting-ip': clientIp() });
    expect([get.status, del.status, post.status]).toEqual([404, 404, 404]);
    expect(lookups()).toBe(0);
  });

  it('should refuse a session id one character away from one it issued, without a Durable Object call', async () => {
    const ip = clientIp();
    const issued = (await postTo({}, INITIALIZE, { 'cf-connecting-ip': ip })).headers.get('mcp-session-id')!;
    const last = issued.at(-1)!;
    const tampered = `${issued.slice(0, -1)}${last === '0' ? '1' : '0'}`;
    const { binding, lookups } = countingSessions();
    const res = await deploymentFetch({ SESSIONS: binding })(MCP_URL, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': tampered, 'cf-connecting-ip': ip } });
    expect(res.status).toBe(404);
    expect(lookups()).toBe(0);
    // The id as issued still opens its stream.
    const stream = await deploymentFetch({})(MCP_URL, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': issued, 'cf-connecting-ip': ip } });
    expect(stream.status).toBe(200);
    await stream.body!.cancel();
  });
});
