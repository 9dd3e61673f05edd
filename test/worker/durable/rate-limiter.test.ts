// Per-client rate limits: exact under concurrency through /mcp, refusals the model can act on,
// 429 for request floods, and the bucket arithmetic of the RateLimiter object itself, leases
// included.
import { env } from 'cloudflare:workers';
import { abortAllDurableObjects, createExecutionContext, runInDurableObject } from 'cloudflare:test';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimiterStub } from '../../../src/durable/rate-limiter';
import type { RateLimiter } from '../../../src/durable/rate-limiter';
import { createApp } from '../../../src/http/app';
import { MCP_URL, connectClient, publishFixture } from '../helpers/fixtures';

type Result = CallToolResult & { _meta: Record<string, unknown> };

describe('rate limits', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it('should let exactly 60 of 100 simultaneous grep_docs calls from one client through', async () => {
    const { client } = await connectClient({ headers: { 'cf-connecting-ip': '192.0.2.10' } });
    const results = (await Promise.all(Array.from({ length: 100 }, () => client.callTool({ name: 'grep_docs', arguments: { pattern: 'repository' } })))) as Result[];
    const limited = results.filter((r) => r._meta.error_code === 'rate_limited');
    const passed = results.filter((r) => r._meta.error_code !== 'rate_limited');
    expect(passed).toHaveLength(60);
    expect(limited).toHaveLength(40);
    for (const r of passed) expect(r.isError).toBeFalsy();
    for (const r of limited) {
      expect(r.isError).toBe(true);
      expect(r._meta.retry_after_seconds).toBeGreaterThanOrEqual(1);
      const text = r.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
      expect(text).toMatch(new RegExp(`Rate limited: grep_docs allows 60 calls per minute.*Retry after ${String(r._meta.retry_after_seconds)} s`));
    }
    const remaining = passed.map((r) => (r._meta.rate_limit as { tool_remaining: number }).tool_remaining).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  it('should keep clients apart: another IP still has its full budget', async () => {
    const { client } = await connectClient({ headers: { 'cf-connecting-ip': '192.0.2.11' } });
    const result = (await client.callTool({ name: 'grep_docs', arguments: { pattern: 'adapter' } })) as Result;
    expect(result._meta.rate_limit).toMatchObject({ tool_remaining: 59, tool_limit_per_minute: 60, all_tools_remaining: 599, all_tools_limit_per_minute: 600 });
  });

  it('should remember spent tokens when the limiter object restarts', async () => {
    const budgets = { perTool: { grep_docs: 3 }, allTools: 10, requests: 100 };
    const stub = rateLimiterStub(env, 'restart-test-client');
    for (let i = 0; i < 3; i++) expect((await stub.takeTool('grep_docs', budgets)).allowed).toBe(true);
    await abortAllDurableObjects();
    const after = await rateLimiterStub(env, 'restart-test-client').takeTool('grep_docs', budgets);
    expect(after.allowed).toBe(false);
    expect(after.limitedBy).toBe('tool');
  });

  it('should answer a flood of non-tool requests with HTTP 429 and Retry-After', async () => {
    // A deployment that allows 50 requests per minute per client.
    const app = createApp();
    const flooded = { ...env, RATE_LIMITS: '{"requests": 50}' };
    const ping = (i: number) =>
      app.request(MCP_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'cf-connecting-ip': '192.0.2.12' },
        body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'ping' }),
      }, flooded, createExecutionContext());
    const responses = await Promise.all(Array.from({ length: 80 }, (_, i) => ping(i)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', error: { message: expect.stringContaining('Too Many Requests') } });
  });

  const budgets = { perTool: { a: 2 }, allTools: 3, requests: 5 };

  it('should take from the tool and all-tools buckets together, or from neither', async () => {
    const stub = rateLimiterStub(env, 'unit:buckets');
    await runInDurableObject(stub, (limiter: RateLimiter) => {
      const t = 1_000_000;
      expect(limiter.takeTool('a', budgets, t)).toMatchObject({ allowed: true, toolRemaining: 1, allRemaining: 2 });
      expect(limiter.takeTool('a', budgets, t)).toMatchObject({ allowed: true, toolRemaining: 0, allRemaining: 1 });
      // The tool bucket is empty: refused, and the all-tools token is not spent.
      expect(limiter.takeTool('a', budgets, t)).toMatchObject({ allowed: false, limitedBy: 'tool', retryAfterSeconds: 30, allRemaining: 1 });
      expect(limiter.takeTool('b', budgets, t)).toMatchObject({ allowed: true, toolRemaining: null, allRemaining: 0 });
      expect(limiter.takeTool('b', budgets, t)).toMatchObject({ allowed: false, limitedBy: 'all_tools', retryAfterSeconds: 20 });
      // Half a minute refills half of `a` (1 token) and of all tools (1.5 tokens).
      expect(limiter.takeTool('a', budgets, t + 30_000)).toMatchObject({ allowed: true, toolRemaining: 0 });
    });
  });

  it('should refill request buckets continuously and report when to retry', async () => {
    const stub = rateLimiterStub(env, 'unit:requests');
    await runInDurableObject(stub, (limiter: RateLimiter) => {
      const t = 2_000_000;
      for (let i = 0; i < 5; i++) expect(limiter.takeRequest(5, t).allowed).toBe(true);
      expect(limiter.takeRequest(5, t)).toEqual({ allowed: false, retryAfterSeconds: 12, remaining: 0 });
      expect(limiter.takeRequest(5, t + 12_000).allowed).toBe(true);
    });
  });

  describe('leases', () => {
    const big = { perTool: { search_architecture: 6000 }, allTools: 12_000, requests: 100 };
    const t = 3_000_000;

    it('should grant the waiting calls and the spare units while the buckets keep four times the spare', async () => {
      await runInDurableObject(rateLimiterStub(env, 'unit:lease-grant'), (limiter: RateLimiter) => {
        expect(limiter.leaseTool('search_architecture', big, { need: 2, spare: 48 }, t)).toEqual({
          granted: 50,
          retryAfterSeconds: 0,
          toolRemaining: 5950,
          toolLimit: 6000,
          allRemaining: 11_950,
          allLimit: 12_000,
        });
      });
    });

    it('should shrink the spare part of a lease near the limit and grant the needed units first', async () => {
      const tight = { perTool: { a: 21 }, allTools: 1000, requests: 100 };
      await runInDurableObject(rateLimiterStub(env, 'unit:lease-headroom'), (limiter: RateLimiter) => {
        // 21 left: the call's unit, then a quarter of the 20 after it.
        expect(limiter.leaseTool('a', tight, { need: 1, spare: 49 }, t)).toMatchObject({ granted: 6, toolRemaining: 15 });
        // 15 left: 3 needed, then floor(12 / 4) = 3 spare.
        expect(limiter.leaseTool('a', tight, { need: 3, spare: 47 }, t)).toMatchObject({ granted: 6, toolRemaining: 9 });
        // Under four spare's worth: only what the waiting call needs.
        expect(limiter.leaseTool('a', tight, { need: 1, spare: 0 }, t)).toMatchObject({ granted: 1, toolRemaining: 8 });
      });
    });

    it('should grant what is left to a batch that needs more, and tell the rest when to retry', async () => {
      const small = { perTool: { grep_docs: 60 }, allTools: 600, requests: 100 };
      await runInDurableObject(rateLimiterStub(env, 'unit:lease-partial'), (limiter: RateLimiter) => {
        expect(limiter.leaseTool('grep_docs', small, { need: 58 }, t)).toMatchObject({ granted: 58, toolRemaining: 2 });
        expect(limiter.leaseTool('grep_docs', small, { need: 5, spare: 10 }, t)).toEqual({
          granted: 2,
          retryAfterSeconds: 1,
          toolRemaining: 0,
          toolLimit: 60,
          allRemaining: 540,
          allLimit: 600,
          limitedBy: 'tool',
        });
        expect(limiter.leaseTool('grep_docs', small, { need: 1 }, t)).toMatchObject({ granted: 0, limitedBy: 'tool', retryAfterSeconds: 1 });
      });
    });

    it('should take returned units back into both buckets, never above capacity', async () => {
      await runInDurableObject(rateLimiterStub(env, 'unit:lease-return'), (limiter: RateLimiter) => {
        limiter.leaseTool('search_architecture', big, { need: 1, spare: 49 }, t);
        // 40 of the 50 came back unspent; one new call takes one.
        expect(limiter.leaseTool('search_architecture', big, { need: 1, returning: 40 }, t)).toMatchObject({ granted: 1, toolRemaining: 5989, allRemaining: 11_989 });
        // A return larger than what is missing fills the buckets and no more.
        expect(limiter.leaseTool('search_architecture', big, { need: 1, returning: 500 }, t)).toMatchObject({ granted: 1, toolRemaining: 5999, allRemaining: 11_999 });
      });
    });

    it('should keep leased tokens spent when the limiter object restarts', async () => {
      const budgets = { perTool: { read_document: 4 }, allTools: 100, requests: 100 };
      expect(await rateLimiterStub(env, 'restart-lease-client').leaseTool('read_document', budgets, { need: 4 })).toMatchObject({ granted: 4 });
      await abortAllDurableObjects();
      const after = await rateLimiterStub(env, 'restart-lease-client').leaseTool('read_document', budgets, { need: 1 });
      expect(after).toMatchObject({ granted: 0, limitedBy: 'tool' });
      expect(after.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    });
  });
});
