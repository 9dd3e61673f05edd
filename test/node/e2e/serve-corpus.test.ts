// End to end over real HTTP: `arch-mcp serve` builds, publishes and serves the 1,612-doc corpus;
// the v1 SDK client (2025-11-25, with a session) pages through every resource and reads documents
// byte for byte, and a v2 client pinned to 2026-07-28 does what an assistant does, statelessly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client as ModernClient, ProtocolError, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, serveDocs } from '../helpers/serve-process';
import type { ServedProcess } from '../helpers/serve-process';

const manifestPaths = readFileSync(path.join(CORPUS_DIR, 'MANIFEST.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t')[0]!);

describe('serving the corpus', () => {
  let served: ServedProcess;
  let client: Client;
  let transport: StreamableHTTPClientTransport;
  let modern: ModernClient;
  const resources: Resource[] = [];

  beforeAll(async () => {
    served = await serveDocs(CORPUS_DIR);
    client = new Client({ name: 'e2e', version: '1.0.0' });
    transport = new StreamableHTTPClientTransport(new URL(served.url));
    await client.connect(transport);
    modern = new ModernClient({ name: 'e2e-2026', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect(new ModernTransport(new URL(served.url)));
  }, 180_000);

  afterAll(async () => {
    await client?.close();
    await modern?.close();
    await served?.stop();
  });

  it('should come up from scratch in under 60 s', () => {
    expect(served.startupMs).toBeLessThan(60_000);
  });

  it('should list every corpus document through cursor pagination', async () => {
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      resources.push(...page.resources);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    const docPaths = resources.filter((r) => r.uri.startsWith('arch://docs/')).map((r) => r._meta?.path);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(docPaths).size).toBe(manifestPaths.length);
    expect(new Set(docPaths)).toEqual(new Set(manifestPaths));
  });

  it('should read documents byte-identical to the files on disk', async () => {
    const docs = resources.filter((r) => r.uri.startsWith('arch://docs/'));
    // Every 40th document: a spread over all organisations and styles.
    const sample = docs.filter((_, i) => i % 40 === 0);
    expect(sample.length).toBeGreaterThan(30);
    for (const resource of sample) {
      const result = await client.readResource({ uri: resource.uri });
      const onDisk = readFileSync(path.join(CORPUS_DIR, String(resource._meta?.path)), 'utf8');
      expect(result.contents[0]).toMatchObject({ uri: resource.uri, mimeType: 'text/markdown' });
      expect((result.contents[0] as { text: string }).text).toBe(onDisk);
    }
  });

  it('should find a corpus ADR by number through search_architecture', async () => {
    const result = await client.callTool({ name: 'search_architecture', arguments: { query: 'ADR-112 proposer timestamps' } });
    expect(result.isError).toBeFalsy();
    const results = (result.structuredContent as { results: { path: string }[] }).results;
    expect(results[0]?.path).toBe('cometbft/docs/references/architecture/adr-112-proposer-based-timestamps.md');
  });

  it('should run both analysis tools on the corpus build', async () => {
    const alignment = await client.callTool({
      name: 'check_adr_alignment',
      arguments: { decision_description: 'Move the registrar domain request records out of PostgreSQL into MongoDB.', decision_context: 'manage.get.gov registrar' },
    });
    expect(alignment.isError, JSON.stringify(alignment.content)).toBeFalsy();
    expect((alignment.structuredContent as { adrs_considered: number }).adrs_considered).toBeGreaterThan(0);

    const code = 'public final class Registry {\n  private static final Registry INSTANCE = new Registry();\n  private Registry() {}\n  public static Registry getInstance() { return INSTANCE; }\n}\n';
    const validation = await client.callTool({ name: 'validate_against_pattern', arguments: { code, pattern_name: 'singleton', language: 'java' } });
    expect(validation.isError, JSON.stringify(validation.content)).toBeFalsy();
    expect((validation.structuredContent as { pattern: { path: string } }).pattern.path).toMatch(/singleton/);
  });

  it('should complete pattern_name "sing" with singleton', async () => {
    const { completion } = await client.complete({ ref: { type: 'ref/prompt', name: 'guided-pattern-validation' }, argument: { name: 'pattern_name', value: 'sing' } });
    expect(completion.values).toContain('singleton');
  });

  it('should answer read_document for a corpus path', async () => {
    const target = 'madr/docs/decisions/0000-use-markdown-architectural-decision-records.md';
    const result = await client.callTool({ name: 'read_document', arguments: { path: target } });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { path: string; content: string; kind: string };
    expect(structured.path).toBe(target);
    expect(structured.kind).toBe('adr');
    expect(structured.content).toBe(readFileSync(path.join(CORPUS_DIR, target), 'utf8'));
  });

  it('should open the longest corpus document in under 8,000 characters and page through it returning every character once', async () => {
    const longest = manifestPaths
      .map((p) => ({ path: p, text: readFileSync(path.join(CORPUS_DIR, p), 'utf8') }))
      .reduce((a, b) => (b.text.length > a.text.length ? b : a));
    const first = await client.callTool({ name: 'read_document', arguments: { path: longest.path } });
    const firstText = (first.content as { type: string; text: string }[])[0].text;
    expect(firstText.length).toBeLessThan(8000);
    const opening = first.structuredContent as { content: string; toc: unknown[]; next_cursor?: string; continuation?: string };
    expect(opening.toc.length).toBeGreaterThan(0);
    expect(opening.continuation).toContain('cursor');
    let content = opening.content;
    let cursor = opening.next_cursor;
    while (cursor) {
      const page = await client.callTool({ name: 'read_document', arguments: { path: longest.path, cursor } });
      const data = page.structuredContent as { content: string; offset: number; next_cursor?: string };
      expect(data.offset).toBe(content.length);
      content += data.content;
      cursor = data.next_cursor;
    }
    expect(content).toBe(longest.text);
  });

  it('should let a 2025-11-25 session get a prompt, refuse an unknown tool with -32602 and keep its workflow trail', async () => {
    expect(transport.sessionId).toMatch(/^[0-9a-f]{96}$/);
    const prompt = await client.getPrompt({ name: 'guided-pattern-validation', arguments: { code: 'class A {}', pattern_name: 'singleton' } });
    expect(prompt.messages.length).toBeGreaterThan(0);
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    const trail = (await client.callTool({ name: 'workflow_context', arguments: { kind: 'tool', name: 'search_architecture' } })) as unknown as { structuredContent: { workflow_id: string; steps: { args: { query: string } }[] } };
    expect(trail.structuredContent.workflow_id).toBe(transport.sessionId);
    expect(trail.structuredContent.steps.map((s) => s.args.query)).toContain('ADR-112 proposer timestamps');
    const history = (await client.callTool({ name: 'workflow_context', arguments: { kind: 'prompt' } })) as unknown as { structuredContent: { steps: { name: string }[] } };
    expect(history.structuredContent.steps.map((s) => s.name)).toEqual(['guided-pattern-validation']);
  });

  it('should serve a client pinned to 2026-07-28: tools, search, resources, a prompt, and -32602 for an unknown tool', async () => {
    expect(modern.getProtocolEra()).toBe('modern');
    const { tools } = await modern.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['search_architecture', 'read_document', 'grep_docs', 'check_adr_alignment', 'validate_against_pattern']));
    const found = await modern.callTool({ name: 'search_architecture', arguments: { query: 'ADR-112 proposer timestamps' } });
    expect((found.structuredContent as { results: { path: string }[] }).results[0]?.path).toBe('cometbft/docs/references/architecture/adr-112-proposer-based-timestamps.md');
    // Called without a cursor, the v2 client walks every page itself.
    const all = await modern.listResources();
    expect(all.resources.filter((r) => r.uri.startsWith('arch://docs/'))).toHaveLength(manifestPaths.length);
    const doc = all.resources.find((r) => r._meta?.path === 'madr/docs/decisions/0000-use-markdown-architectural-decision-records.md')!;
    const read = await modern.readResource({ uri: doc.uri });
    expect((read.contents[0] as { text: string }).text).toBe(readFileSync(path.join(CORPUS_DIR, String(doc._meta?.path)), 'utf8'));
    const prompt = await modern.getPrompt({ name: 'adr-alignment-review', arguments: { decision_description: 'Replace PostgreSQL with MongoDB for registrar data' } });
    expect(prompt.messages.length).toBeGreaterThan(0);
    const unknown = await modern.callTool({ name: 'no_such_tool', arguments: {} }).catch((err: unknown) => err);
    expect(unknown).toBeInstanceOf(ProtocolError);
    expect(unknown).toMatchObject({ code: -32602 });
  });
});

