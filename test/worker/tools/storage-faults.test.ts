// Every tool, and the resources and prompts that read documents, when the storage under them fails
// or stalls: an isError result (or JSON-RPC error) that says to retry and how soon, never a wrong
// or partial answer, no failure kept in the result cache, and the same call answered as before
// once the binding recovers.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetBundle } from '../../../src/storage/bundle-loader';
import { forgetDocumentTexts } from '../../../src/storage/document-store';
import { DURABLE_OBJECT_DEADLINE_MS } from '../../../src/storage/storage-call';
import { FaultyBindings } from '../helpers/faults';
import type { FaultSpec } from '../helpers/faults';
import { MCP_URL, MODERN_ENVELOPE, publishFixture } from '../helpers/fixtures';

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: Record<string, any>; _meta: Record<string, any> };
type RpcAnswer = { result?: ToolAnswer & Record<string, any>; error?: { code: number; message: string; data?: { retry_after_seconds?: number } } };

const PROPOSAL = 'We will move our services to serverless functions and drop the container platform.';
const CHAIN = { steps: [{ name: 'doc', tool: 'read_document', args: { path: 'patterns/adapter.md', max_chars: 400 } }] };

async function rpc(faults: FaultyBindings, method: string, params: Record<string, unknown>): Promise<RpcAnswer> {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  const res = await faults.fetch(MCP_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...(name ? { 'mcp-name': name } : {}),
      'cf-connecting-ip': '203.0.113.22',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: MODERN_ENVELOPE } }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as RpcAnswer;
}

async function callTool(faults: FaultyBindings, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const answer = await rpc(faults, 'tools/call', { name, arguments: args });
  expect(answer.error).toBeUndefined();
  return answer.result!;
}

/** The part of each tool's answer that must not change with a fault and its recovery (times left out). */
function essence(tool: string, answer: ToolAnswer): unknown {
  const out = answer.structuredContent!;
  switch (tool) {
    case 'read_document':
      return { path: out.path, content: out.content };
    case 'grep_docs':
      return out.matches.map((m: { path: string; line: number; text: string }) => `${m.path}:${m.line}:${m.text}`);
    case 'check_adr_alignment':
      return out.related_adrs.map((r: { path: string; alignment: string; confidence: number }) => `${r.path} ${r.alignment} ${r.confidence}`);
    case 'validate_against_pattern':
      return { compliant: out.compliant, violations: out.violations.map((v: { rule: string; line?: number }) => `${v.rule}@${v.line ?? '-'}`) };
    case 'search_architecture':
      return out.results.map((r: { path: string; score: number }) => `${r.path} ${r.score}`);
    default:
      return out;
  }
}

function expectRetryableResult(answer: ToolAnswer, what: RegExp): void {
  expect(answer.isError).toBe(true);
  expect(answer._meta.error_code).toBe('storage_unavailable');
  expect(answer._meta.retry_after_seconds).toBeGreaterThanOrEqual(1);
  expect(answer.content[0]!.text).toMatch(what);
  expect(answer.content[0]!.text).toMatch(/retry after \d+ s/);
  expect(answer.structuredContent).toBeUndefined();
}

describe('tools when storage fails', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  afterEach(() => {
    forgetBundle();
    forgetDocumentTexts();
  });

  it.each<[string, Record<string, unknown>, FaultSpec, RegExp]>([
    ['read_document', { path: 'patterns/adapter.md', max_chars: 600 }, { binding: 'DOCS', method: 'get' }, /document store \(R2\)/],
    ['grep_docs', { pattern: 'adapter', limit: 5 }, { binding: 'BUNDLES', method: 'get', key: /\/text\/\d+$/ }, /build store/],
    ['check_adr_alignment', { decision_description: PROPOSAL }, { binding: 'BUNDLES', method: 'get', key: /\/analysis$/ }, /build store/],
    ['check_adr_alignment', { decision_description: PROPOSAL }, { binding: 'BUNDLES', method: 'get', key: /\/analysis\/frames\// }, /build store/],
    ['validate_against_pattern', { code: 'export class Registry { static instance: Registry; }', pattern_name: 'singleton' }, { binding: 'BUNDLES', method: 'get', key: /\/analysis\/patterns\// }, /build store/],
    ['search_architecture', { query: 'circuit breaker', max_results: 3 }, { binding: 'RATE_LIMITER', method: 'leaseTool' }, /rate limiter/],
  ])('should answer %s with a retryable error while its storage fails (%#), and the same answer as before once it recovers', async (tool, args, fault, what) => {
    // Budgets under 120 a minute ask the rate limiter on every call (no isolate lease to spend).
    const vars = { RATE_LIMITS: '{"tools": {"search_architecture": 60}}' };
    const before = await callTool(new FaultyBindings({ ...vars, CACHE_TTL: '0' }), tool, args);
    expect(before.isError).toBeUndefined();
    // A fresh isolate: nothing of the build loaded beyond what a first request reads.
    forgetBundle();
    forgetDocumentTexts();
    const faults = new FaultyBindings({ ...vars, CACHE_TTL: '300' });
    await rpc(faults, 'tools/list', {});
    const failing = faults.inject(fault);
    const during = await callTool(faults, tool, { ...args, workflow_id: 'new' });
    expect(failing.hits).toBeGreaterThan(0);
    expectRetryableResult(during, what);

    faults.clear();
    // The failure was not cached: the same call (the handle aside) gets the answer it got before.
    const after = await callTool(faults, tool, args);
    expect(after.isError).toBeUndefined();
    expect(essence(tool, after)).toEqual(essence(tool, before));
  });

  it('should refuse, not run unchecked, a call whose rate limiter stalls, within the limiter deadline', async () => {
    const faults = new FaultyBindings({ RATE_LIMITS: '{"tools": {"read_document": 30}}' });
    const stall = faults.inject({ binding: 'RATE_LIMITER', method: 'leaseTool', mode: 'stall' });
    const started = Date.now();
    const answer = await callTool(faults, 'read_document', { path: 'patterns/adapter.md', max_chars: 300 });
    expect(Date.now() - started).toBeLessThan(DURABLE_OBJECT_DEADLINE_MS + 2_000);
    expectRetryableResult(answer, /rate limiter is unavailable just now \(it did not answer in time\)/);
    // It never reached the document store.
    expect(faults.callsTo('DOCS')).toEqual([]);
    stall.release();
    const after = await callTool(faults, 'read_document', { path: 'patterns/adapter.md', max_chars: 300 });
    expect(after.structuredContent?.path).toBe('patterns/adapter.md');
  });

  it('should answer workflow_context with a retryable error while the trail cannot be read', async () => {
    const faults = new FaultyBindings();
    const first = await callTool(faults, 'search_architecture', { query: 'retry with backoff', workflow_id: 'new' });
    const handle = first.structuredContent!.workflow_id as string;
    await faults.settle();
    faults.inject({ binding: 'WORKFLOWS', method: 'read' });
    expectRetryableResult(await callTool(faults, 'workflow_context', { workflow_id: handle }), /workflow store/);
    faults.clear();
    const trail = await callTool(faults, 'workflow_context', { workflow_id: handle });
    expect(trail.structuredContent!.steps.map((s: { name: string }) => s.name)).toEqual(['search_architecture']);
  });

  it('should report a chain step whose storage failed as that step failing, with the retry', async () => {
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    faults.inject({ binding: 'DOCS', method: 'get' });
    const chain = await callTool(faults, 'run_tool_chain', CHAIN);
    const text = JSON.stringify(chain);
    expect(text).toMatch(/document store \(R2\) is unavailable just now/);
    expect(text).not.toContain('"status":"ok"');
    faults.clear();
    const after = await callTool(faults, 'run_tool_chain', CHAIN);
    expect(JSON.stringify(after)).toContain('"status":"ok"');
  });

  it.each([
    ['resources/read', { uri: 'arch://docs/patterns/adapter' }],
    ['prompts/get', { name: 'guided-pattern-validation', arguments: { code: 'class A {}', pattern_name: 'adapter' } }],
  ])('should answer %s with a JSON-RPC error saying to retry while documents cannot be read', async (method, params) => {
    const faults = new FaultyBindings();
    faults.inject({ binding: 'DOCS', method: 'get' });
    const failed = await rpc(faults, method, params);
    expect(failed.result).toBeUndefined();
    expect(failed.error?.message).toMatch(/document store \(R2\) is unavailable just now; nothing was changed, retry after 1 s/);
    expect(failed.error?.data?.retry_after_seconds).toBe(1);
    faults.clear();
    const served = await rpc(faults, method, params);
    expect(served.error).toBeUndefined();
    expect(JSON.stringify(served.result)).toContain('Adapter');
  });
});
