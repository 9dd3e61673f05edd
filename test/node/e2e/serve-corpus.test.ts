// End to end over real HTTP: `arch-mcp serve` builds, publishes and serves the 1,612-doc corpus,
// and the MCP SDK client pages through every resource and reads documents byte for byte.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  const resources: Resource[] = [];

  beforeAll(async () => {
    served = await serveDocs(CORPUS_DIR);
    client = new Client({ name: 'e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
  }, 180_000);

  afterAll(async () => {
    await client?.close();
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
});
