// The executor through /mcp with the SDK client: validation, unknown tools, time budgets,
// cancellation, the circuit breaker, the result cache, `_meta`, masking and the log line.
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runningCallCount } from '../../../src/mcp/in-flight-calls';
import { resetBreakers } from '../../../src/tools/circuit-breaker';
import { connectClient, publishFixture } from '../helpers/fixtures';
import { counted, flaky, registerTestTools, slowProbe, waitProbe } from './test-tools';

type Result = CallToolResult & { _meta: Record<string, unknown> };

async function call(name: string, args: Record<string, unknown>, ip = '10.1.0.1'): Promise<Result> {
  const { client } = await connectClient({ headers: { 'cf-connecting-ip': ip } });
  return (await client.callTool({ name, arguments: args })) as Result;
}

function text(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
}

describe('tool executor', () => {
  beforeAll(async () => {
    await publishFixture();
    registerTestTools();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['search_architecture', { query: 'q'.repeat(600) }, 'query: must be at most 500 characters (got 600)'],
    ['validate_against_pattern', { code: 'x'.repeat(50_001), pattern_name: 'repository' }, 'code: must be at most 50000 characters (got 50001)'],
    ['check_adr_alignment', { decision_description: 'd'.repeat(5_001) }, 'decision_description: must be at most 5000 characters'],
    ['check_adr_alignment', { decision_description: 'use kafka', decision_context: 'c'.repeat(2_001) }, 'decision_context: must be at most 2000 characters'],
    ['grep_docs', { pattern: 'p'.repeat(201) }, 'pattern: must be at most 200 characters'],
    ['read_document', { path: 'patterns/repository.md', max_chars: 'lots' }, 'max_chars: must be number'],
    ['read_document', { path: 'patterns/repository.md', max_chars: 10 }, 'max_chars: must be at least 200 (got 10)'],
    ['check_adr_alignment', { decision_description: 'use kafka' }, 'decision_description: must be at least 10 characters (got 9)'],
    ['search_architecture', { query: '   ' }, 'query: must contain a non-space character'],
    ['search_architecture', { query: 'outbox', service: '' }, 'service: must not be empty'],
    ['run_tool_chain', { steps: [] }, 'steps: must be at least 1 item (got 0)'],
  ])('should answer invalid %s arguments with an error result naming the field and its limit', async (tool, args, expected) => {
    const result = await call(tool, args);
    expect(result.isError).toBe(true);
    expect(text(result)).toContain(expected);
    expect(result._meta).toMatchObject({ tool, error_code: 'invalid_arguments', cache_hit: false });
  });

  it('should answer an unknown tool with JSON-RPC -32602', async () => {
    const { client } = await connectClient();
    const error = await client.callTool({ name: 'no_such_tool', arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(-32602);
  });

  it('should stop a tool at its time budget, abort its signal and say what to change', async () => {
    const result = await call('test_slow', {});
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/did not finish within 50 ms/);
    expect(result._meta).toMatchObject({ tool: 'test_slow', error_code: 'timeout', timeout_ms: 50 });
    await expect(slowProbe.aborted.promise).resolves.toBeDefined();
  });

  it('should abort a running call when the client sends notifications/cancelled', async () => {
    const { client } = await connectClient();
    const controller = new AbortController();
    const pending = client.callTool({ name: 'test_wait', arguments: {} }, undefined, { signal: controller.signal }).catch((e: unknown) => e);
    // Polled rather than awaited: awaiting a promise the worker resolves would continue this
    // test inside the worker's request, where the client's own AbortController is off limits.
    await vi.waitFor(() => expect(runningCallCount()).toBe(1));
    controller.abort('user pressed stop');
    await vi.waitFor(() => expect(runningCallCount()).toBe(0));
    expect(String(waitProbe.reason)).toContain('cancelled by the client');
    await pending;
  });

  it('should open the breaker after repeated infrastructure failures, then half-open after the cool-down', async () => {
    resetBreakers();
    flaky.mode = 'fail';
    flaky.runs = 0;
    for (let i = 0; i < 3; i++) {
      const failed = await call('test_flaky', {});
      expect(failed._meta.error_code).toBe('internal_error');
      // The model sees no internal detail.
      expect(text(failed)).not.toContain('secret stack');
    }
    const refused = await call('test_flaky', {});
    expect(refused.isError).toBe(true);
    expect(refused._meta).toMatchObject({ error_code: 'circuit_open', circuit: 'open' });
    expect(text(refused)).toMatch(/circuit breaker opened after 3 consecutive failures.*half-opens in 30 s/);
    expect(flaky.runs).toBe(3);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    flaky.mode = 'ok';
    const trial = await call('test_flaky', {});
    expect(trial.isError).toBeFalsy();
    expect(trial._meta.circuit).toBe('half_open');
    const closed = await call('test_flaky', {});
    expect(closed.isError).toBeFalsy();
    expect(closed._meta.circuit).toBeUndefined();
  });

  it('should reopen the breaker when the half-open trial fails', async () => {
    resetBreakers();
    flaky.mode = 'fail';
    for (let i = 0; i < 3; i++) await call('test_flaky', {});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    const trial = await call('test_flaky', {});
    expect(trial._meta).toMatchObject({ error_code: 'internal_error', circuit: 'half_open' });
    const refused = await call('test_flaky', {});
    expect(refused._meta).toMatchObject({ error_code: 'circuit_open', circuit: 'open' });
  });

  it('should not count a failure that a call input causes towards the breaker', async () => {
    resetBreakers();
    flaky.mode = 'bug';
    for (let i = 0; i < 5; i++) {
      const result = await call('test_flaky', {});
      expect(result._meta.error_code).toBe('internal_error');
    }
    flaky.mode = 'ok';
    expect((await call('test_flaky', {})).isError).toBeFalsy();
  });

  it('should not count model-fixable tool errors towards the breaker', async () => {
    resetBreakers();
    flaky.mode = 'tool_error';
    for (let i = 0; i < 5; i++) {
      const result = await call('test_flaky', {});
      expect(result._meta.error_code).toBe('not_found');
    }
  });

  it('should serve a repeated call from the cache, keyed by normalised arguments, with cache_hit in _meta', async () => {
    counted.runs = 0;
    const first = await call('test_counted', { a: 'x', b: 3 });
    // Same call: keys in another order, and the default spelled out the other way round.
    const second = await call('test_counted', { a: 'x' });
    const other = await call('test_counted', { a: 'y' });
    expect(first._meta.cache_hit).toBe(false);
    expect(second._meta.cache_hit).toBe(true);
    expect(second.structuredContent).toEqual(first.structuredContent);
    expect(other._meta.cache_hit).toBe(false);
    expect(counted.runs).toBe(2);
  });

  it('should cache read_document results of the published build', async () => {
    const args = { path: 'patterns/repository.md', max_chars: 500 };
    const first = await call('read_document', args);
    const second = await call('read_document', { max_chars: 500, path: 'patterns/repository.md' });
    expect(first.isError).toBeFalsy();
    expect([first._meta.cache_hit, second._meta.cache_hit]).toEqual([false, true]);
  });

  it('should put tool, execution_ms, cache_hit, build_id and timestamp in every result _meta', async () => {
    const results = [await call('read_document', { path: 'patterns/adapter.md' }), await call('read_document', { path: 'nope.md' }), await call('test_echo', { text: 'hi' })];
    for (const result of results) {
      expect(result._meta).toMatchObject({ tool: expect.any(String), execution_ms: expect.any(Number), cache_hit: expect.any(Boolean), build_id: expect.stringMatching(/\S/) });
      expect(new Date(result._meta.timestamp as string).toISOString()).toBe(result._meta.timestamp);
    }
  });

  const SECRETS = [
    ['a GitHub token', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a Slack token', 'xoxb-123456789012-abcdefghijkl'],
    ['an AWS access key id', 'AKIAIOSFODNN7EXAMPLE'],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
    ['a PEM private key', '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7bq\n-----END RSA PRIVATE KEY-----'],
    ['a password in a URL', 'postgres://admin:hunter2hunter2@db.internal:5432/app'],
    ['a password assignment', 'password=hunter2hunter2'],
    ['a secret: assignment', 'client_secret: "s3cr3tvalue99"'],
    ['an assignment across a quote and a line break', '"password"\n  : "hunter2hunter2"'],
  ] as const;

  it.each(SECRETS)('should mask %s in tool output', async (_label, secret) => {
    const result = await call('test_echo', { text: `config follows: ${secret} end` });
    const out = (result.structuredContent as { text: string }).text;
    const leaked = secret.includes('hunter2') ? 'hunter2' : secret.includes('s3cr3t') ? 's3cr3t' : secret.slice(-12);
    expect(out).not.toContain(leaked);
    expect(out).toContain('REDACTED');
    expect(text(result)).not.toContain(leaked);
    expect(out).toMatch(/^config follows: .*end$/s);
  });

  it('should write one masked JSON log line per call with arguments cut to 100 characters', async () => {
    const log = vi.spyOn(console, 'log');
    await call('test_echo', { text: `token ghp_abcdefghijklmnopqrstuvwxyz0123456789 ${'z'.repeat(300)}`, note: 'short' });
    const lines = log.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('"event":"tool_call"'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { tool: string; session: string; duration_ms: number; outcome: string; args: Record<string, string> };
    expect(entry).toMatchObject({ tool: 'test_echo', outcome: 'ok', duration_ms: expect.any(Number), session: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(entry.args.note).toBe('short');
    expect(entry.args.text!.length).toBeLessThanOrEqual(101);
    expect(lines[0]).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz');
  });
});
