// Per-tool stats: counted per call, summed in the ToolStats object, served at /metrics as
// Prometheus text and as the arch://stats resource.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolStatsStub } from '../../../src/durable/tool-stats';
import { connectClient, publishFixture, workerFetch } from '../helpers/fixtures';

describe('tool stats', () => {
  beforeAll(async () => {
    await publishFixture();
    await toolStatsStub(env).reset();
  });

  it('should count invocations, failures and cache hits and expose them at /metrics and arch://stats', async () => {
    const { client } = await connectClient({ headers: { 'cf-connecting-ip': '203.0.113.1' } });
    const args = { path: 'patterns/adapter.md', max_chars: 300 };
    await client.callTool({ name: 'read_document', arguments: args });
    await client.callTool({ name: 'read_document', arguments: args });
    await client.callTool({ name: 'read_document', arguments: { path: 'nope.md' } });

    const res = await workerFetch('http://127.0.0.1/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('arch_mcp_tool_invocations_total{tool="read_document"} 3');
    expect(text).toContain('arch_mcp_tool_failures_total{tool="read_document"} 1');
    expect(text).toContain('arch_mcp_tool_cache_hits_total{tool="read_document"} 1');
    expect(text).toContain('arch_mcp_tool_timeouts_total{tool="read_document"} 0');
    expect(text).toContain('arch_mcp_tool_latency_ms_bucket{tool="read_document",le="+Inf"} 3');
    expect(text).toMatch(/arch_mcp_tool_latency_quantile_ms\{tool="read_document",quantile="0.99"\} \d+/);

    const resource = await client.readResource({ uri: 'arch://stats' });
    const body = JSON.parse((resource.contents[0] as { text: string }).text) as { tools: { tool: string; invocations: number; latency_ms: { p50: number } }[] };
    const read = body.tools.find((t) => t.tool === 'read_document');
    expect(read).toMatchObject({ invocations: 3, failures: 1, cache_hits: 1, latency_ms: { p50: expect.any(Number) } });
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain('arch://stats');
  });

  it('should add batches from many isolates exactly', async () => {
    const stub = toolStatsStub(env);
    await stub.reset();
    const batch = { grep_docs: { invocations: 2, failures: 1, timeouts: 1, cacheHits: 0, rateLimited: 0, latency: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] } };
    await Promise.all([stub.add(batch), stub.add(batch), stub.add(batch)]);
    const [grep] = await stub.read();
    expect(grep).toMatchObject({ tool: 'grep_docs', invocations: 6, failures: 3, timeouts: 3, latency_ms: { p50: 5, p99: Infinity } });
  });
});
