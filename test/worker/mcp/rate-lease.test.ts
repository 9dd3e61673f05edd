// Isolate-local token leases against the real RateLimiter object: small budgets stay exact call
// by call, big budgets are admitted from whole leases taken up front, unspent units go back, and
// overlapping calls never take more than the limiter granted. Every test uses its own client id, so the isolate's
// lease table carries nothing from one test to the next.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaseRequest, ToolAdmission, ToolLease } from '../../../src/durable/rate-limiter';
import { rateLimiterStub } from '../../../src/durable/rate-limiter';
import type { RateBudgets } from '../../../src/durable/rate-limits-config';
import { admitToolCall } from '../../../src/mcp/rate-limit';
import { admitFromLease, leaseSize } from '../../../src/mcp/rate-lease';
import type { LeaseAsk } from '../../../src/mcp/rate-lease';
import type { McpRequestContext } from '../../../src/mcp/request-context';

const SMALL: RateBudgets = { perTool: { grep_docs: 60 }, allTools: 600, requests: 1200 };
const BIG: RateBudgets = { perTool: { search_architecture: 6000 }, allTools: 12_000, requests: 1200 };

function newClient(): string {
  return `lease-test:${crypto.randomUUID()}`;
}

/** The real limiter of `clientId`, with every request and answer recorded. */
function recordedLimiter(clientId: string, tool: string, budgets: RateBudgets): { ask: LeaseAsk; requests: LeaseRequest[]; answers: ToolLease[] } {
  const requests: LeaseRequest[] = [];
  const answers: ToolLease[] = [];
  const ask: LeaseAsk = async (request) => {
    requests.push(request);
    const answer = await rateLimiterStub(env, clientId).leaseTool(tool, budgets, request);
    answers.push(answer);
    return answer;
  };
  return { ask, requests, answers };
}

/** A clock that moves only when the test says so, so leases expire exactly when intended. */
function manualClock(start = 1_000_000): { now: () => number; advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

async function inSequence(n: number, admit: () => Promise<ToolAdmission>): Promise<ToolAdmission[]> {
  const out: ToolAdmission[] = [];
  for (let i = 0; i < n; i++) out.push(await admit());
  return out;
}

describe('rate leases', () => {
  beforeAll(async () => {
    // The first Durable Object call of a test run loads the object's code (seconds); keep that
    // out of the time limit of whichever test happens to come first.
    await rateLimiterStub(env, 'lease-test:warm-up').takeRequest(1);
  }, 30_000);

  it.each([
    { budgets: SMALL, tool: 'grep_docs', size: 1 },
    { budgets: SMALL, tool: 'list_docs', size: 10 },
    { budgets: { ...SMALL, perTool: { search_architecture: 120 } }, tool: 'search_architecture', size: 2 },
    { budgets: BIG, tool: 'search_architecture', size: 50 },
  ])('should lease about one second of refill ($tool → $size)', ({ budgets, tool, size }) => {
    expect(leaseSize(budgets, tool)).toBe(size);
  });

  it.each(['in sequence', 'all at once'])('should admit exactly 60 grep_docs calls at 60 per minute %s and refuse the 61st with a retry time', async (mode) => {
    const ctx = { env, clientId: newClient(), rateBudgets: SMALL } as McpRequestContext;
    const admit = () => admitToolCall(ctx, 'grep_docs');
    const results = mode === 'in sequence' ? await inSequence(61, admit) : await Promise.all(Array.from({ length: 61 }, admit));
    const refused = results.filter((r) => !r.allowed);
    expect(results.filter((r) => r.allowed)).toHaveLength(60);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ limitedBy: 'tool', toolLimit: 60, toolRemaining: 0 });
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const remaining = results.filter((r) => r.allowed).map((r) => r.toolRemaining!).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  it('should ask the limiter for each call of a small budget, with no spare units', async () => {
    const clientId = newClient();
    const limiter = recordedLimiter(clientId, 'grep_docs', SMALL);
    const clock = manualClock();
    await inSequence(5, () => admitFromLease(clientId, 'grep_docs', SMALL, limiter.ask, clock.now));
    expect(limiter.requests).toEqual(Array.from({ length: 5 }, () => ({ need: 1, spare: 0, returning: 0 })));
  });

  it('should admit a burst under a big budget from whole leases taken before the calls', async () => {
    const clientId = newClient();
    const limiter = recordedLimiter(clientId, 'search_architecture', BIG);
    const clock = manualClock();
    const results = await inSequence(120, () => admitFromLease(clientId, 'search_architecture', BIG, limiter.ask, clock.now));
    expect(results.every((r) => r.allowed)).toBe(true);
    expect(limiter.answers.map((a) => a.granted)).toEqual([50, 50, 50]);
    // What the limiter's buckets lost covers every admitted call: never fewer tokens than calls.
    const last = limiter.answers.at(-1)!;
    const taken = 6000 - last.toolRemaining!;
    expect(taken).toBeGreaterThanOrEqual(120);
    expect(taken).toBeLessThanOrEqual(150);
    // Within a lease, each call sees one less left than the call before it.
    const seen = results.slice(0, 50).map((r) => r.toolRemaining!);
    expect(seen).toEqual(seen.map((_, i) => seen[0]! - i));
    expect(seen.at(-1)).toBe(limiter.answers[0]!.toolRemaining);
  });

  it('should return the unused units of an expired lease with the next request', async () => {
    const clientId = newClient();
    const limiter = recordedLimiter(clientId, 'search_architecture', BIG);
    const clock = manualClock();
    const admit = () => admitFromLease(clientId, 'search_architecture', BIG, limiter.ask, clock.now);
    const started = Date.now();
    await inSequence(10, admit);
    clock.advance(1_001);
    expect((await admit()).allowed).toBe(true);
    // The bucket refills on real time between the two leases: 6,000 a minute is one unit per 10 ms.
    const refill = (Date.now() - started) / 10;
    expect(limiter.requests).toEqual([
      { need: 1, spare: 49, returning: 0 },
      { need: 1, spare: 49, returning: 40 },
    ]);
    const [first, second] = limiter.answers as [ToolLease, ToolLease];
    // The bucket got the 40 back before the new lease of 50 left it (plus any refill meanwhile).
    const credited = second.toolRemaining! - (first.toolRemaining! - second.granted);
    expect(credited).toBeGreaterThanOrEqual(40);
    expect(credited).toBeLessThan(50 + refill);
  });

  it('should never admit more than the limiter granted when calls overlap while the lease is empty', async () => {
    const clientId = newClient();
    const limiter = recordedLimiter(clientId, 'search_architecture', BIG);
    const clock = manualClock();
    const results = await Promise.all(Array.from({ length: 30 }, () => admitFromLease(clientId, 'search_architecture', BIG, limiter.ask, clock.now)));
    expect(results.every((r) => r.allowed)).toBe(true);
    const granted = limiter.answers.reduce((n, a) => n + a.granted, 0);
    expect(granted).toBeGreaterThanOrEqual(30);
    // Every admitted call's token left the limiter's bucket (refill meanwhile only adds to what is left).
    expect(6000 - Math.min(...limiter.answers.map((a) => a.toolRemaining!))).toBeGreaterThanOrEqual(30);
  });

  it('should apply a lowered budget to the next call', async () => {
    const clientId = newClient();
    const clock = manualClock();
    const before = recordedLimiter(clientId, 'grep_docs', SMALL);
    await inSequence(3, () => admitFromLease(clientId, 'grep_docs', SMALL, before.ask, clock.now));
    // Lowered to 5 per minute: the 57 left are cut to 5, and the sixth call is refused.
    const lowered: RateBudgets = { ...SMALL, perTool: { grep_docs: 5 } };
    const after = recordedLimiter(clientId, 'grep_docs', lowered);
    const results = await inSequence(6, () => admitFromLease(clientId, 'grep_docs', lowered, after.ask, clock.now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5]).toMatchObject({ toolLimit: 5, limitedBy: 'tool' });
  });

  it('should lease in bulk once a budget is raised', async () => {
    const clientId = newClient();
    const clock = manualClock();
    const before = recordedLimiter(clientId, 'grep_docs', SMALL);
    await admitFromLease(clientId, 'grep_docs', SMALL, before.ask, clock.now);
    const raised: RateBudgets = { ...SMALL, perTool: { grep_docs: 6000 }, allTools: 12_000 };
    const after = recordedLimiter(clientId, 'grep_docs', raised);
    expect(await admitFromLease(clientId, 'grep_docs', raised, after.ask, clock.now)).toMatchObject({ allowed: true, toolLimit: 6000 });
    expect(after.requests).toEqual([{ need: 1, spare: 49, returning: 0 }]);
    // A raise is not a fresh burst: about 58 tokens are left, so the spare is held to a quarter of them.
    expect(after.answers[0]!.granted).toBeLessThan(20);
  });

  it('should fail the calls when the limiter cannot be reached', async () => {
    const clientId = newClient();
    const ask: LeaseAsk = () => Promise.reject(new Error('limiter unavailable'));
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => admitFromLease(clientId, 'grep_docs', SMALL, ask)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });
});
