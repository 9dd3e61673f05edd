// `arch-mcp call` against a real `arch-mcp serve` process, which also proves the prompt files
// reach the worker under wrangler dev whatever docs folder is served.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, freePort, serveDocs } from '../helpers/serve-process';
import type { ServedProcess } from '../helpers/serve-process';

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args], { cwd: REPO_ROOT }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('arch-mcp call', () => {
  let served: ServedProcess;

  beforeAll(async () => {
    served = await serveDocs(path.join(REPO_ROOT, 'resources'));
  }, 180_000);

  afterAll(async () => {
    await served?.stop();
  });

  it('should call a tool and print its structured result as JSON', async () => {
    const { code, stdout } = await cli(
      'call', 'read_document',
      '--args', '{"path":"adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md","section":"decision"}',
      '--url', served.url,
      '--header', 'X-Trace: cli-test',
    );
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { path: string; status: string; section: { anchor: string } };
    expect(result).toMatchObject({ path: 'adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md', status: 'accepted', section: { anchor: 'decision' } });
  });

  it('should print a tool error on stderr and exit 1', async () => {
    const { code, stdout, stderr } = await cli('call', 'read_document', '--args', '{"path":"adr/9999-missing.md"}', '--url', served.url);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^read_document: .*9999-missing/);
  });

  it.each([
    ['arguments that are not JSON', ['call', 'read_document', '--args', '{path:'], /--args is not valid JSON/, 2],
    ['arguments that are not an object', ['call', 'read_document', '--args', '[1]'], /must be a JSON object/, 2],
    ['a malformed header', ['call', 'read_document', '--header', 'novalue'], /--header must look like/, 2],
    ['no tool name', ['call'], /exactly one tool name/, 2],
    ['a port fetch refuses to use', ['call', 'read_document', '--url', 'http://127.0.0.1:9/mcp'], /cannot reach http:\/\/127\.0\.0\.1:9\/mcp: fetch failed \(bad port\)/, 1],
  ])('should refuse %s in one line', async (_label, args, message, exit) => {
    const { code, stderr } = await cli(...args);
    expect(code).toBe(exit);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(message);
  });

  it('should say nothing is listening when no server runs at the URL', async () => {
    const port = await freePort();
    const { code, stderr } = await cli('call', 'read_document', '--url', `http://127.0.0.1:${port}/mcp`);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`arch-mcp call: nothing is listening at http://127.0.0.1:${port} (start one with \`npx arch-mcp serve\`, or pass --url)`);
  });

  it('should name a misspelt tool once, without protocol prefixes, and suggest the right one', async () => {
    const { code, stderr } = await cli('call', 'search_archtecture', '--args', '{"query":"kafka"}', '--url', served.url);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('arch-mcp call: Unknown tool: search_archtecture; did you mean search_architecture?');
  });

  it('should say the server answered 404 and where the MCP endpoint is when the URL misses /mcp', async () => {
    const origin = new URL(served.url).origin;
    const { code, stderr } = await cli('call', 'search_architecture', '--args', '{"query":"kafka"}', '--url', `${origin}/`);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`the server answered 404 at ${origin}/; the MCP endpoint is /mcp (try --url ${origin}/mcp)`);
  });

  it('should give the same scoped answer with --for-path as clients of both protocol eras give with for_path', async () => {
    const query = { query: 'external API contract REST OpenAPI SOAP' };
    const forPath = 'services/soap-gateway/src/QuoteEndpoint.java';
    const fromCli = await cli('call', 'search_architecture', '--args', JSON.stringify(query), '--for-path', forPath, '--url', served.url);
    expect(fromCli.code).toBe(0);
    const cliResult = JSON.parse(fromCli.stdout) as { results: { path: string; waiver?: { approved_by: string; expired: boolean } }[]; filtered_out: number };

    const legacy = new Client({ name: 'cli-test', version: '1.0.0' });
    await legacy.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    const modern = new ModernClient({ name: 'cli-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect(new ModernTransport(new URL(served.url)));
    try {
      const args = { ...query, for_path: forPath };
      const fromLegacy = (await legacy.callTool({ name: 'search_architecture', arguments: args })).structuredContent;
      const fromModern = (await modern.callTool({ name: 'search_architecture', arguments: args })).structuredContent;
      expect(fromLegacy).toEqual(cliResult);
      expect(fromModern).toEqual(cliResult);
    } finally {
      await legacy.close();
      await modern.close();
    }
    // The bundled docs waive ADR-5 for the SOAP gateway.
    const adr5 = cliResult.results.find((r) => r.path === 'adr/0005-rest-and-openapi-for-external-apis.md');
    expect(adr5?.waiver).toMatchObject({ approved_by: 'Architecture board', expired: false });
  });

  it('should scope by --service, leaving out the ADR scoped to billing elsewhere', async () => {
    const args = JSON.stringify({ query: 'Java Spring Boot billing', resource_type: 'adr' });
    const billing = JSON.parse((await cli('call', 'search_architecture', '--args', args, '--service', 'billing', '--url', served.url)).stdout) as { results: { path: string }[]; filtered_out: number };
    const booking = JSON.parse((await cli('call', 'search_architecture', '--args', args, '--service', 'booking', '--url', served.url)).stdout) as { results: { path: string }[]; filtered_out: number };
    const adr18 = 'adr/0018-java-21-and-spring-boot-for-billing.md';
    expect(billing.results.map((r) => r.path)).toContain(adr18);
    expect(billing.filtered_out).toBe(0);
    expect(booking.results.map((r) => r.path)).not.toContain(adr18);
    expect(booking.filtered_out).toBe(1);
  });

  it('should refuse --for-path that disagrees with for_path in --args', async () => {
    const { code, stderr } = await cli('call', 'search_architecture', '--args', '{"query":"x","for_path":"a/b.ts"}', '--for-path', 'c/d.ts');
    expect(code).toBe(2);
    expect(stderr).toContain('--for-path c/d.ts and --args for_path "a/b.ts" disagree');
  });

  it('should serve the bundled prompts from the running worker', async () => {
    const client = new Client({ name: 'cli-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    try {
      const { prompts } = await client.listPrompts();
      expect(prompts.map((p) => p.name)).toContain('draft-adr');
      const result = await client.getPrompt({ name: 'draft-adr', arguments: { title: 'Use gRPC internally', context: 'Latency between services.' } });
      const text = result.messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n');
      expect(text).toContain('Number it **0021**');
    } finally {
      await client.close();
    }
  });
});
