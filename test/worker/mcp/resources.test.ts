// Documents as MCP resources through the SDK client: cursor paging, reads, templates, completion
// of template variables, and the manifest resource.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltBundle } from '../../../src/bundle/build-bundle';
import { connectClient, filesFrom, publishFixture, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';

const EXTRA = 230;
let client: Client;
let bundle: BuiltBundle;

describe('resources', () => {
  beforeAll(async () => {
    const extra = Object.fromEntries(
      Array.from({ length: EXTRA }, (_, i) => [`guidelines/generated/note-${String(i).padStart(3, '0')}.md`, `# Note ${i}\n\nA generated guideline number ${i}.\n`]),
    );
    // A second, rule-less singleton: the name must still mean the documented one with rules.
    extra['patterns/catalogue/go/singleton.md'] = '# Singleton\n\nOne instance per process, from a Go pattern catalogue.\n';
    bundle = await publishFixture([...resourceFiles(), ...filesFrom(extra)], resourceDocsConfig());
    ({ client } = await connectClient());
  });

  it('should page through every document with cursors', async () => {
    const seen: Resource[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      expect(page.resources.filter((r) => r.uri.startsWith('arch://docs/')).length).toBeLessThanOrEqual(100);
      seen.push(...page.resources);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    const docs = seen.filter((r) => r.uri.startsWith('arch://docs/'));
    expect(pages).toBe(Math.ceil(bundle.manifest.docs.length / 100));
    expect(docs).toHaveLength(bundle.manifest.docs.length);
    expect(new Set(docs.map((r) => r.uri)).size).toBe(docs.length);
    const adr = docs.find((r) => r._meta?.path === 'adr/0009-replace-rabbitmq-with-sns-and-sqs.md');
    expect(adr).toMatchObject({ mimeType: 'text/markdown', _meta: { kind: 'adr', status: 'superseded', build_id: bundle.buildId } });
    expect(adr?.size).toBeGreaterThan(0);
  });

  it('should refuse a cursor that was not issued for this build', async () => {
    await expect(client.listResources({ cursor: btoa('0000:100') })).rejects.toThrow(/earlier docs build/);
    await expect(client.listResources({ cursor: '%%%' })).rejects.toThrow(/Invalid cursor/);
  });

  it('should read a document byte for byte', async () => {
    const path = 'patterns/singleton.md';
    const file = resourceFiles().find((f) => f.path === path)!;
    const uri = bundle.manifest.docs.find((d) => d.path === path)!.uri;
    const result = await client.readResource({ uri });
    expect(result.contents).toHaveLength(1);
    expect((result.contents[0] as { text: string }).text).toBe(new TextDecoder().decode(file.bytes));
  });

  it.each([
    ['arch://adr/9', 'adr/0009-replace-rabbitmq-with-sns-and-sqs.md'],
    ['arch://adr/ADR-0016', 'adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md'],
    ['arch://pattern/circuit-breaker', 'patterns/circuit-breaker.md'],
    ['arch://pattern/single%20instance', 'patterns/singleton.md'],
  ])('should resolve the template URI %s', async (uri, path) => {
    const result = await client.readResource({ uri });
    expect(result.contents.map((c) => c._meta?.path)).toEqual([path]);
  });

  it('should resolve a pattern name to the document validate_against_pattern checks against', async () => {
    const read = await client.readResource({ uri: 'arch://pattern/singleton' });
    const checked = await client.callTool({ name: 'validate_against_pattern', arguments: { pattern_name: 'singleton', code: 'class Config {}', language: 'typescript' } });
    expect(read.contents.map((c) => c._meta?.path)).toEqual(['patterns/singleton.md']);
    expect(JSON.stringify(checked.structuredContent)).toContain('patterns/singleton.md');
  });

  it('should answer an unknown resource with a JSON-RPC error', async () => {
    await expect(client.readResource({ uri: 'arch://docs/nothing-here' })).rejects.toThrow(/Resource not found/);
  });

  it('should list the resource templates', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(expect.arrayContaining(['arch://adr/{id}', 'arch://pattern/{name}']));
  });

  it('should complete ADR ids and pattern names for the templates', async () => {
    const ids = await client.complete({ ref: { type: 'ref/resource', uri: 'arch://adr/{id}' }, argument: { name: 'id', value: '1' } });
    expect(ids.completion.values).toEqual(expect.arrayContaining(['1', '10', '16']));
    expect(ids.completion.values.every((v) => v.startsWith('1'))).toBe(true);
    const names = await client.complete({ ref: { type: 'ref/resource', uri: 'arch://pattern/{name}' }, argument: { name: 'name', value: 'circ' } });
    expect(names.completion.values[0]).toBe('circuit-breaker');
  });

  it('should describe the build in the manifest resource', async () => {
    const result = await client.readResource({ uri: 'arch://manifest' });
    const manifest = JSON.parse((result.contents[0] as { text: string }).text);
    expect(manifest).toMatchObject({ buildId: bundle.buildId, counts: { docs: bundle.manifest.docs.length, adr: 20 } });
    expect(manifest.docs).toBeUndefined();
  });
});
