// What a client of arch-mcp sees when an upstream misbehaves: a call over its time budget (and the
// upstream told to stop), a cancelled call passed on, an upstream stopped (the last good list
// served stale within the list budget, calls failing with context), one that never answered, one
// slow to list, the breaker opening, and secret-shaped strings masked in results and log lines.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBreakers } from '../../../src/tools/circuit-breaker';
import { forgetUpstreamLists } from '../../../src/mcp/upstreams/tool-lists';
import { LEAKED } from '../../upstream/fixture-tools';
import { publishFixture } from '../helpers/fixtures';
import { legacyClient, modernClient, newTag, observed, startUpstream, until, upstreamServers, upstreamUrls } from './helpers';

/** A loopback port nothing listens on: connections are refused at once. */
const NOTHING_LISTENING = 'http://127.0.0.1:1/mcp';

type Listed = { tools: { name: string; _meta?: Record<string, unknown> }[]; _meta?: { upstreams?: { name: string; status: string; error?: string; tools: number }[] } };

function textOf(result: { content: unknown }): string {
  return (result.content as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');
}

describe('upstream failures', () => {
  beforeAll(async () => {
    await publishFixture();
  });
  beforeEach(() => {
    forgetUpstreamLists();
    resetBreakers();
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a 2026-07-28 upstream (its request closed)', 'modern'],
    ['a 2025-11-25 upstream (notifications/cancelled)', 'legacy'],
  ] as const)('should stop a call over its time budget with a contextual error and cancel it on %s', async (_label, era) => {
    const url = upstreamUrls()[era];
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'slowpoke', url, timeout_ms: 400 }) });
    const tag = newTag();
    const result = await client.callTool({ name: 'slowpoke__slow', arguments: { tag } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('call tool slow on upstream slowpoke: did not finish within 400 ms and was cancelled upstream');
    expect(result._meta).toMatchObject({ error_code: 'timeout', timeout_ms: 400, upstream: 'slowpoke' });
    const seen = await until(() => observed(url, tag), (events) => events.includes('cancelled'));
    expect(seen).not.toContain('finished');
  });

  it.each([
    ['a 2026-07-28 upstream', 'modern'],
    ['a 2025-11-25 upstream', 'legacy'],
  ] as const)("should pass a client's cancel on to %s", async (_label, era) => {
    const url = upstreamUrls()[era];
    // A 2025-era session: its cancel arrives as notifications/cancelled in a POST of its own.
    const client = await legacyClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'patient', url, timeout_ms: 20_000 }) });
    const tag = newTag();
    const stop = new AbortController();
    const call = client.callTool({ name: 'patient__slow', arguments: { tag } }, undefined, { signal: stop.signal }).then(
      () => 'answered',
      () => 'rejected',
    );
    await until(() => observed(url, tag), (events) => events.includes('started'));
    stop.abort('the user moved on');
    expect(await call).toBe('rejected');
    const seen = await until(() => observed(url, tag), (events) => events.includes('cancelled'));
    expect(seen).not.toContain('finished');
  });

  it('should keep listing a stopped upstream tools from its last good list, marked stale, within the list budget', async () => {
    // ttlMs 0 ("immediately stale"): the list is refreshed at the next tools/list a second on.
    const upstream = await startUpstream('modern', { listTtlMs: 0 });
    try {
      const listBudgetMs = 1500;
      const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'flaky', url: upstream.url, list_timeout_ms: listBudgetMs }) });
      const before = (await client.listTools(undefined, { cacheMode: 'bypass' })) as Listed;
      expect(before._meta?.upstreams).toEqual([expect.objectContaining({ name: 'flaky', status: 'fresh', tools: 7 })]);

      await upstream.stop();
      const timings: number[] = [];
      const after = await until(
        async () => {
          const started = Date.now();
          const listed = (await client.listTools(undefined, { cacheMode: 'bypass' })) as Listed;
          timings.push(Date.now() - started);
          return listed;
        },
        (listed) => listed._meta?.upstreams?.[0]?.status !== 'fresh',
      );
      // Every answer came within the configured list budget, with as much again as margin.
      expect(Math.max(...timings)).toBeLessThan(2 * listBudgetMs);
      expect(after._meta?.upstreams).toEqual([expect.objectContaining({ name: 'flaky', status: 'stale', tools: 7, error: expect.stringMatching(/^could not connect/) })]);
      const echo = after.tools.find((t) => t.name === 'flaky__echo');
      expect(echo?._meta).toMatchObject({ upstream: { name: 'flaky', tool: 'echo', stale: true } });

      const call = await client.callTool({ name: 'flaky__echo', arguments: { text: 'anyone there?' } });
      expect(call.isError).toBe(true);
      expect(textOf(call)).toMatch(/^call tool echo on upstream flaky: could not connect/);
      expect(call._meta).toMatchObject({ error_code: 'upstream_unreachable' });
    } finally {
      await upstream.stop();
    }
  });

  it('should serve the last good list from KV in an isolate that never reached the upstream, marked stale', async () => {
    const upstream = await startUpstream('modern', { listTtlMs: 0 });
    try {
      const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'remembered', url: upstream.url }) });
      await client.listTools(undefined, { cacheMode: 'bypass' });
      await upstream.stop();
      // A new isolate: nothing in memory, the upstream gone; only the KV copy is left.
      forgetUpstreamLists();
      const listed = await until(
        async () => (await client.listTools(undefined, { cacheMode: 'bypass' })) as Listed,
        (list) => list._meta?.upstreams?.[0]?.status !== 'fresh',
      );
      expect(listed._meta?.upstreams?.[0]).toMatchObject({ name: 'remembered', status: 'stale', tools: 7 });
      expect(listed.tools.filter((t) => t.name.startsWith('remembered__'))).toHaveLength(7);
    } finally {
      await upstream.stop();
    }
  });

  it('should report an upstream that never answered as unavailable and still list the rest', async () => {
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'docs-vendor', url: upstreamUrls().modern }, { name: 'gone', url: NOTHING_LISTENING }) });
    const listed = (await client.listTools()) as Listed;
    expect(listed._meta?.upstreams).toEqual([
      expect.objectContaining({ name: 'docs-vendor', status: 'fresh', tools: 7 }),
      expect.objectContaining({ name: 'gone', status: 'unavailable', tools: 0, error: expect.stringMatching(/^could not connect/) }),
    ]);
    expect(listed.tools.some((t) => t.name.startsWith('gone__'))).toBe(false);
    expect(listed.tools.some((t) => t.name === 'docs-vendor__echo')).toBe(true);
    const call = await client.callTool({ name: 'gone__echo', arguments: {} });
    expect(textOf(call)).toMatch(/^call tool echo on upstream gone: could not connect/);
  });

  it('should answer tools/list within the list budget while an upstream is slow to list, and mount its tools once they arrive', async () => {
    // The upstream lists after ten list budgets: an answer before then did not wait for it.
    const listBudgetMs = 150;
    const listDelayMs = 10 * listBudgetMs;
    const upstream = await startUpstream('modern', { listDelayMs });
    try {
      const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'sluggish', url: upstream.url, list_timeout_ms: listBudgetMs }) });
      const started = Date.now();
      const first = (await client.listTools(undefined, { cacheMode: 'bypass' })) as Listed;
      expect(Date.now() - started).toBeLessThan(listDelayMs);
      expect(first._meta?.upstreams).toEqual([expect.objectContaining({ name: 'sluggish', status: 'unavailable', error: `did not answer within ${listBudgetMs} ms` })]);
      // The list kept loading in the background; a later tools/list has it.
      const later = await until(
        async () => (await client.listTools(undefined, { cacheMode: 'bypass' })) as Listed,
        (list) => list._meta?.upstreams?.[0]?.status === 'fresh',
        listDelayMs + 10_000,
      );
      expect(later.tools.some((t) => t.name === 'sluggish__search_docs')).toBe(true);
    } finally {
      await upstream.stop();
    }
  });

  it('should open the upstream breaker after 5 failed calls and refuse the next without contacting it', async () => {
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'broken', url: NOTHING_LISTENING }) });
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) codes.push((await client.callTool({ name: 'broken__echo', arguments: { text: 'x' } }))._meta?.error_code);
    expect(codes).toEqual([...Array(5).fill('upstream_unreachable'), 'circuit_open']);
    const refused = await client.callTool({ name: 'broken__fail', arguments: {} });
    expect(textOf(refused)).toMatch(/^call tool fail on upstream broken: upstream broken is temporarily unavailable: the circuit breaker opened after 5 consecutive failures/);
    expect(refused._meta).toMatchObject({ circuit: 'open', retry_after_seconds: expect.any(Number) });
    // tools/list does not wait on it either while the breaker is open.
    const listed = (await client.listTools()) as Listed;
    expect(listed._meta?.upstreams?.[0]).toMatchObject({ status: 'unavailable', error: expect.stringContaining('circuit breaker') });
  });

  it.each([
    ['docs-vendor', 'modern'],
    ['catalog', 'legacy'],
  ] as const)('should mask secret-shaped strings a %s upstream sends back, in text and structured content, and keep them out of the log', async (name, era) => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name, url: upstreamUrls()[era] }) });
    const result = await client.callTool({ name: `${name}__leak`, arguments: {} });
    expect(textOf(result)).toBe('deploy key [REDACTED]; db password=[REDACTED]');
    expect(result.structuredContent).toEqual({ aws_key_id: '[REDACTED]', note: 'rotated yearly' });
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'tool_call' && l.tool === `${name}__leak`);
    expect(logged).toMatchObject({ upstream: name, outcome: 'ok' });
    for (const secret of Object.values(LEAKED)) expect(lines.join('\n')).not.toContain(secret);
  });

  it('should mask a secret an upstream puts in an error, in the result and in the log line', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const client = await modernClient({ UPSTREAM_SERVERS: upstreamServers({ name: 'docs-vendor', url: upstreamUrls().modern }) });
    const result = await client.callTool({ name: 'docs-vendor__leak_error', arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('login refused for token [REDACTED]');
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'tool_call' && l.tool === 'docs-vendor__leak_error');
    expect(logged).toMatchObject({ upstream: 'docs-vendor', outcome: 'tool_error', error: 'login refused for token [REDACTED]' });
    expect(lines.join('\n')).not.toContain(LEAKED.githubToken);
  });
});
