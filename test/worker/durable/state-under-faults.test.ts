// What the Durable Objects hold when a call to one fails before it lands, fails after it landed
// (its answer lost), or stalls: rate-limit leases never admit more than the budget, workflow
// trails keep every step exactly once and in order, and tool statistics count every call exactly
// once, all catching up by themselves once the object answers again.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toolStatsStub } from '../../../src/durable/tool-stats';
import { workflowStub } from '../../../src/durable/workflow-context';
import { flushStats } from '../../../src/mcp/stats-recorder';
import { flushWorkflowSteps } from '../../../src/mcp/workflow-recorder';
import { FaultyBindings } from '../helpers/faults';
import { MCP_URL, MODERN_ENVELOPE, publishFixture } from '../helpers/fixtures';

type ToolAnswer = { isError?: boolean; content: { text: string }[]; structuredContent?: Record<string, any>; _meta: Record<string, any> };

let ip = 10;

async function call(faults: FaultyBindings, name: string, args: Record<string, unknown>, client: string): Promise<ToolAnswer> {
  const res = await faults.fetch(MCP_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': name, 'cf-connecting-ip': client },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args, _meta: MODERN_ENVELOPE } }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: ToolAnswer }).result;
}

const readArgs = (n: number) => ({ path: 'patterns/adapter.md', max_chars: 300 + n });

describe('rate-limit leases under faults', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  // A budget of 3 a minute: every call asks the client's RateLimiter for one token.
  it.each([
    // Nothing was taken: the budget is whole once the limiter answers again.
    ['fails before it lands', 'throw', ['storage_unavailable', 'storage_unavailable', 'ok', 'ok', 'ok', 'rate_limited', 'rate_limited']],
    // Each lost answer took a token the isolate never spent: counted as spent, never spent twice.
    ['lands but its answer is lost', 'throw-after', ['storage_unavailable', 'storage_unavailable', 'ok', 'rate_limited', 'rate_limited', 'rate_limited', 'rate_limited']],
  ] as const)('should never admit more than the budget when a lease request %s', async (_, mode, expected) => {
    const client = `192.0.2.${ip++}`;
    const faults = new FaultyBindings({ RATE_LIMITS: '{"tools": {"read_document": 3}}', CACHE_TTL: '0' });
    faults.inject({ binding: 'RATE_LIMITER', method: 'leaseTool', mode, times: 2 });
    const outcomes: string[] = [];
    for (let i = 0; i < expected.length; i++) {
      const answer = await call(faults, 'read_document', readArgs(i), client);
      outcomes.push(answer.isError ? String(answer._meta.error_code) : 'ok');
    }
    expect(outcomes).toEqual(expected);
    await faults.settle();
  });
});

describe('workflow trails under faults', () => {
  /** What the workflow object itself stores, oldest first (each step's max_chars names it). */
  async function trail(handle: string): Promise<number[]> {
    const stored = (await workflowStub(env, { type: 'workflow', id: handle }).recent()) as { args: { max_chars: number } }[];
    return stored.map((s) => s.args.max_chars).reverse();
  }

  it.each([
    ['fails before it lands', 'throw'],
    ['lands but its answer is lost', 'throw-after'],
  ] as const)('should store every step once and in order when a trail write %s', async (_, mode) => {
    const client = `192.0.2.${ip++}`;
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    const first = await call(faults, 'read_document', { ...readArgs(1), workflow_id: 'new' }, client);
    const handle = first.structuredContent!.workflow_id as string;
    await faults.settle();
    expect(await trail(handle)).toEqual([301]);

    // Every write attempt fails until the fault is cleared, the retries after the response included.
    faults.inject({ binding: 'WORKFLOWS', method: 'append', mode });
    await call(faults, 'read_document', { ...readArgs(2), workflow_id: handle }, client);
    await call(faults, 'read_document', { ...readArgs(3), workflow_id: handle }, client);
    // The client sees its steps meanwhile: this isolate merges in what it could not write.
    const shown = await call(faults, 'workflow_context', { workflow_id: handle }, client);
    expect(shown.structuredContent!.steps.map((s: { args: { max_chars: number } }) => s.args.max_chars)).toEqual([303, 302, 301]);
    await faults.settle();

    faults.clear();
    await call(faults, 'read_document', { ...readArgs(4), workflow_id: handle }, client);
    await faults.settle();
    await flushWorkflowSteps(faults.env);
    expect(await trail(handle)).toEqual([301, 302, 303, 304]);
    const stored = (await workflowStub(env, { type: 'workflow', id: handle }).recent()) as { seq: number }[];
    expect(stored.map((s) => s.seq)).toEqual([4, 3, 2, 1]);
  });

  it('should neither hold up nor lose nor double a step while its trail write stalls', async () => {
    const client = `192.0.2.${ip++}`;
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    const first = await call(faults, 'read_document', { ...readArgs(1), workflow_id: 'new' }, client);
    const handle = first.structuredContent!.workflow_id as string;
    await faults.settle();
    const stall = faults.inject({ binding: 'WORKFLOWS', method: 'append', mode: 'stall' });
    await call(faults, 'read_document', { ...readArgs(2), workflow_id: handle }, client);
    for (let waited = 0; stall.hits === 0 && waited < 5_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stall.hits).toBe(1);
    // The write is in flight and stuck; the workflow goes on, and shows the step.
    const shown = await call(faults, 'workflow_context', { workflow_id: handle }, client);
    expect(shown.structuredContent!.steps.map((s: { args: { max_chars: number } }) => s.args.max_chars)).toEqual([302, 301]);
    stall.release();
    await faults.settle();
    await flushWorkflowSteps(faults.env);
    expect(await trail(handle)).toEqual([301, 302]);
  });
});

describe('tool statistics under faults', () => {
  beforeEach(async () => {
    await flushStats(env);
    await toolStatsStub(env).reset();
  });

  async function invocations(tool: string): Promise<number> {
    const snapshot = await toolStatsStub(env).read();
    return snapshot.find((t) => t.tool === tool)?.invocations ?? 0;
  }

  it.each([
    ['fails before it lands', 'throw'],
    ['lands but its answer is lost', 'throw-after'],
  ] as const)('should count every call exactly once when a stats send %s', async (_, mode) => {
    const client = `192.0.2.${ip++}`;
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    faults.inject({ binding: 'STATS', method: 'add', mode });
    for (let i = 0; i < 3; i++) await call(faults, 'grep_docs', { pattern: 'adapter', limit: 1 }, client);
    // The send after these responses fails, and so does every try after it until the object recovers.
    await faults.settle();
    expect(await flushStats(faults.env)).toBe(false);
    expect(await invocations('grep_docs')).toBe(mode === 'throw' ? 0 : 3);

    faults.clear();
    await call(faults, 'grep_docs', { pattern: 'adapter', limit: 1 }, client);
    await faults.settle();
    expect(await flushStats(faults.env)).toBe(true);
    expect(await invocations('grep_docs')).toBe(4);
  });
});
