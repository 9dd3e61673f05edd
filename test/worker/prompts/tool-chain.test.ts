// run_tool_chain through /mcp: steps pass results forward, each step goes through the normal
// tool pipeline (allow-list included), and failures stop or continue the chain as asked.
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/http/app';
import { MCP_URL, connectClient, publishFixture } from '../helpers/fixtures';

let client: Client;

interface ChainStep {
  name: string;
  tool: string;
  status: 'ok' | 'error' | 'skipped';
  result?: Record<string, any>;
  error?: string;
}

async function chain(steps: unknown[]) {
  const res = await client.callTool({ name: 'run_tool_chain', arguments: { steps } });
  const data = res.structuredContent as { completed: boolean; stopped_at?: string; steps: ChainStep[] };
  return { isError: res.isError === true, text: (res.content as { text: string }[])[0]?.text ?? '', data };
}

describe('run_tool_chain', () => {
  beforeAll(async () => {
    await publishFixture();
    ({ client } = await connectClient());
  });

  it('should pass results between three steps', async () => {
    const { isError, data } = await chain([
      { name: 'search', tool: 'search_architecture', args: { query: 'message broker for domain events', resource_type: 'adr', max_results: 3 } },
      { name: 'read', tool: 'read_document', args: { uri: '${steps.search.results.0.uri}', section: 'decision' } },
      {
        name: 'align',
        tool: 'check_adr_alignment',
        args: { decision_description: 'We will publish billing events the same way as ${steps.read.title} describes, through the existing broker.' },
      },
    ]);
    expect(isError).toBe(false);
    expect(data.completed).toBe(true);
    expect(data.steps.map((s) => s.status)).toEqual(['ok', 'ok', 'ok']);
    const [search, read, align] = data.steps;
    expect(read!.result!.uri).toBe(search!.result!.results[0].uri);
    expect(read!.result!.section.anchor).toBe('decision');
    expect(align!.result!.related_adrs.map((a: { uri: string }) => a.uri)).toContain(read!.result!.uri);
  });

  it('should keep the type of a value a whole-string reference points at', async () => {
    const { data } = await chain([
      { name: 'first', tool: 'read_document', args: { path: 'adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md', max_chars: 200 } },
      { name: 'again', tool: 'read_document', args: { uri: '${steps.first.uri}', max_chars: 200, include_related: '${steps.first.truncated}' } },
    ]);
    // `truncated` is the boolean true; as the string "true" the second call would fail validation.
    expect(data.steps[1]!.status).toBe('ok');
    expect(data.steps[1]!.result!.related.length).toBeGreaterThan(0);
  });

  it('should stop at a failing step and skip the rest', async () => {
    const { data } = await chain([
      { name: 'read', tool: 'read_document', args: { path: 'adr/9999-does-not-exist.md' } },
      { name: 'after', tool: 'search_architecture', args: { query: 'kafka' } },
    ]);
    expect(data.completed).toBe(false);
    expect(data.stopped_at).toBe('read');
    expect(data.steps[0]).toMatchObject({ status: 'error', error: expect.stringContaining('9999-does-not-exist') });
    expect(data.steps[1]!.status).toBe('skipped');
  });

  it('should go on past a failing step whose stop_on_error is false', async () => {
    const { data } = await chain([
      { name: 'missing', tool: 'read_document', args: { path: 'nope.md' }, stop_on_error: false },
      { name: 'after', tool: 'search_architecture', args: { query: 'kafka' } },
    ]);
    expect(data.steps.map((s) => s.status)).toEqual(['error', 'ok']);
    expect(data.completed).toBe(false);
  });

  it('should name the broken reference when a step refers to a missing field', async () => {
    const { data } = await chain([
      { name: 'search', tool: 'search_architecture', args: { query: 'kafka' } },
      { name: 'read', tool: 'read_document', args: { uri: '${steps.search.hits.0.uri}' } },
    ]);
    expect(data.steps[1]!.status).toBe('error');
    expect(data.steps[1]!.error).toMatch(/steps\.search\.hits\.0\.uri.*no "hits".*results/);
  });

  it.each([
    ['a chain inside a chain', [{ name: 'inner', tool: 'run_tool_chain', args: { steps: [] } }], /cannot run run_tool_chain/],
    ['two steps with one name', [{ name: 'a', tool: 'search_architecture', args: { query: 'x' } }, { name: 'a', tool: 'search_architecture', args: { query: 'y' } }], /used twice/],
    ['more than 10 steps', Array.from({ length: 11 }, (_, i) => ({ name: `s${i}`, tool: 'search_architecture', args: { query: 'x' } })), /10/],
  ])('should refuse %s', async (_label, steps, message) => {
    const { isError, text } = await chain(steps);
    expect(isError).toBe(true);
    expect(text).toMatch(message);
  });

  it('should apply the allow-list to every step', async () => {
    const res = await createApp().request(
      MCP_URL,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: {
            name: 'run_tool_chain',
            arguments: { steps: [{ name: 'grep', tool: 'grep_docs', args: { pattern: 'Kafka' } }, { name: 'read', tool: 'read_document', args: { path: 'adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md' } }] },
          },
        }),
      },
      { ...env, ENABLED_TOOLS: 'run_tool_chain,read_document' },
      createExecutionContext(),
    );
    const body = (await res.json()) as { result: { structuredContent: { steps: ChainStep[] } } };
    const [grep, read] = body.result.structuredContent.steps;
    expect(grep).toMatchObject({ status: 'error', error: expect.stringContaining('Unknown tool: grep_docs') });
    expect(read!.status).toBe('skipped');
  });
});
