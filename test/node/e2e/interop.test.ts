// Which clients work with /mcp, over real HTTP against `arch-mcp serve`: the v1 SDK client (the
// most deployed, 2025-11-25 with a session), the v2 client in each negotiation mode, and the CLI,
// which speaks 2026-07-28 first and falls back to the 2025 handshake for servers that predate it.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client as ModernClient, ProtocolError, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer as V1Server } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport as V1ServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, serveDocs } from '../helpers/serve-process';
import type { ServedProcess } from '../helpers/serve-process';

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args], { cwd: REPO_ROOT }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** What every client must be able to do with the bundled docs. */
interface Session {
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  listResources(): Promise<{ resources: { uri: string }[] }>;
  readResource(params: { uri: string }): Promise<{ contents: { uri: string }[] }>;
  getPrompt(params: { name: string; arguments: Record<string, string> }): Promise<{ messages: unknown[] }>;
  close(): Promise<void>;
}

async function exercise(client: Session): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toContain('search_architecture');
  const found = (await client.callTool({ name: 'search_architecture', arguments: { query: 'kafka domain events', max_results: 3 } })) as { structuredContent: { results: { path: string }[] } };
  expect(found.structuredContent.results[0]?.path).toBe('adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md');
  const { resources } = await client.listResources();
  const doc = resources.find((r) => r.uri.startsWith('arch://docs/'))!;
  expect((await client.readResource({ uri: doc.uri })).contents[0]).toMatchObject({ uri: doc.uri });
  expect((await client.getPrompt({ name: 'adr-alignment-review', arguments: { decision_description: 'Move events to Kafka' } })).messages.length).toBeGreaterThan(0);
  await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
}

describe('client interoperability over HTTP', () => {
  let served: ServedProcess;
  let legacyOnly: HttpServer;
  let legacyUrl: string;

  beforeAll(async () => {
    served = await serveDocs(path.join(REPO_ROOT, 'resources'));
    // A server built on the v1 SDK, which speaks 2025-11-25 and older only.
    legacyOnly = createServer(async (req, res) => {
      const server = new V1Server({ name: 'legacy-only', version: '1.0.0' });
      server.registerTool('echo', { description: 'Echoes its text.' }, async () => ({ content: [{ type: 'text', text: 'echoed' }] }));
      const transport = new V1ServerTransport({ sessionIdGenerator: undefined });
      await server.connect(transport);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
      await transport.handleRequest(req, res, body);
      res.on('close', () => void server.close());
    });
    await new Promise<void>((resolve) => legacyOnly.listen(0, '127.0.0.1', resolve));
    legacyUrl = `http://127.0.0.1:${(legacyOnly.address() as AddressInfo).port}/mcp`;
  }, 180_000);

  afterAll(async () => {
    await served?.stop();
    await new Promise((resolve) => legacyOnly?.close(resolve));
  });

  it('should serve the v1 SDK client at 2025-11-25 with a session, keeping its workflow trail', async () => {
    const transport = new V1Transport(new URL(served.url));
    const client = new V1Client({ name: 'v1', version: '1.0.0' });
    await client.connect(transport);
    expect(transport.sessionId).toMatch(/^[0-9a-f]{96}$/);
    await exercise(client as unknown as Session);
    const trail = (await client.callTool({ name: 'workflow_context', arguments: {} })) as unknown as { structuredContent: { workflow_id: string; steps: { name: string }[] } };
    expect(trail.structuredContent.workflow_id).toBe(transport.sessionId);
    expect(trail.structuredContent.steps.map((s) => s.name)).toContain('search_architecture');
    await transport.terminateSession();
    await client.close();
  });

  it.each([
    ['legacy', 'legacy'],
    ['auto', 'modern'],
    ['pinned to 2026-07-28', 'modern'],
  ] as const)('should serve the v2 SDK client in %s mode at the %s era', async (mode, era) => {
    const client = new ModernClient({ name: 'v2', version: '1.0.0' }, { versionNegotiation: { mode: mode === 'pinned to 2026-07-28' ? { pin: '2026-07-28' } : mode } });
    await client.connect(new ModernTransport(new URL(served.url)));
    expect(client.getProtocolEra()).toBe(era);
    await exercise(client as unknown as Session);
    await client.close();
  });

  it('should carry a workflow across session-less 2026-07-28 calls through its handle', async () => {
    const client = new ModernClient({ name: 'v2', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(new ModernTransport(new URL(served.url)));
    const first = await client.callTool({ name: 'search_architecture', arguments: { query: 'kafka', max_results: 2, workflow_id: 'new' } });
    const handle = (first.structuredContent as { workflow_id: string }).workflow_id;
    const trail = await client.callTool({ name: 'workflow_context', arguments: { workflow_id: handle } });
    expect((trail.structuredContent as { steps: { name: string }[] }).steps.map((s) => s.name)).toEqual(['search_architecture']);
    await client.close();
  });

  it('should answer an unknown tool with a protocol error the v2 client surfaces as -32602', async () => {
    const client = new ModernClient({ name: 'v2', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(new ModernTransport(new URL(served.url)));
    const failure = await client.callTool({ name: 'no_such_tool', arguments: {} }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ProtocolError);
    expect(failure).toMatchObject({ code: -32602 });
    await client.close();
  });

  it('should let `arch-mcp tools` and `arch-mcp call` speak 2026-07-28 to this server', async () => {
    const tools = await cli('tools', '--url', served.url);
    expect(tools.code).toBe(0);
    expect(tools.stdout.split('\n')[0]).toBe(`7 tools at ${served.url} (protocol 2026-07-28)`);
    const call = await cli('call', 'read_document', '--args', '{"path":"patterns/adapter.md","max_chars":300}', '--url', served.url);
    expect(call.code).toBe(0);
    expect(JSON.parse(call.stdout)).toMatchObject({ path: 'patterns/adapter.md' });
  });

  it('should let `arch-mcp tools` and `arch-mcp call` fall back to the 2025 handshake for a server that predates 2026-07-28', async () => {
    const tools = await cli('tools', '--url', legacyUrl, '--json');
    expect(tools.code).toBe(0);
    expect((JSON.parse(tools.stdout) as { name: string }[]).map((t) => t.name)).toEqual(['echo']);
    const call = await cli('call', 'echo', '--url', legacyUrl);
    expect(call.code).toBe(0);
    expect(call.stdout.trim()).toBe('echoed');
  });
});
