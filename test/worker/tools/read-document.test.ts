// read_document through /mcp: lookups by uri and path, sections, paging, related documents,
// and refusal of every way of reaching outside the docs folder.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, filesFrom, publishFixture, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';

let client: Client;

async function read(args: Record<string, unknown>) {
  const res = await client.callTool({ name: 'read_document', arguments: args });
  return { isError: res.isError === true, text: (res.content as { text: string }[])[0]?.text ?? '', data: res.structuredContent as Record<string, any> };
}

const SUPERSEDED = 'adr/0009-replace-rabbitmq-with-sns-and-sqs.md';
const longGuideline = `# A long guideline\n\n${Array.from({ length: 60 }, (_, i) => `## Part ${i + 1}\n\n${'Words about part. '.repeat(20)}\n`).join('\n')}`;

describe('read_document', () => {
  beforeAll(async () => {
    await publishFixture([...resourceFiles(), ...filesFrom({ 'guidelines/long-guideline.md': longGuideline })], resourceDocsConfig());
    ({ client } = await connectClient());
  });

  it('should return the same document by uri and by path', async () => {
    const byPath = await read({ path: SUPERSEDED });
    expect(byPath.isError).toBe(false);
    const byUri = await read({ uri: byPath.data.uri });
    expect(byUri.data.content).toBe(byPath.data.content);
    expect(byPath.data.status).toBe('superseded');
    expect(byPath.data.superseded_by).toEqual(['adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md']);
  });

  it('should return one section by anchor or heading', async () => {
    const byAnchor = await read({ path: SUPERSEDED, section: 'decision' });
    expect(byAnchor.data.section).toEqual({ anchor: 'decision', heading: 'Decision' });
    expect(byAnchor.data.content.startsWith('## Decision')).toBe(true);
    expect(byAnchor.data.content).not.toContain('## Context');
    const byHeading = await read({ path: SUPERSEDED, section: 'Decision' });
    expect(byHeading.data.content).toBe(byAnchor.data.content);
  });

  it('should list the sections when asked for one that does not exist', async () => {
    const res = await read({ path: SUPERSEDED, section: 'nope' });
    expect(res.isError).toBe(true);
    expect(res.text).toContain('decision');
  });

  it('should open a long document with a short first page, its outline and how to read on', async () => {
    const res = await client.callTool({ name: 'read_document', arguments: { path: 'guidelines/long-guideline.md' } });
    const first = res.structuredContent as Record<string, any>;
    const text = (res.content as { text: string }[])[0].text;
    expect(text.length).toBeLessThan(8000);
    expect(first.content.length).toBeGreaterThan(3000);
    expect(first.content.length).toBeLessThanOrEqual(4000);
    expect(first.truncated).toBe(true);
    // 61 headings do not fit the outline's budget: the first ones do, and the answer says so.
    expect(first.toc[0]).toEqual({ anchor: 'a-long-guideline', heading: 'A long guideline', level: 1 });
    expect(first.toc.length).toBeGreaterThan(20);
    expect(first.toc_truncated).toBe(true);
    expect(first.continuation).toContain(`characters 0–${first.content.length.toLocaleString('en-US')} of ${first.total_chars.toLocaleString('en-US')}`);
    expect(first.continuation).toContain('cursor');
    expect(first.continuation).toContain('section');
  });

  it('should page through a long document returning every character exactly once', async () => {
    const first = await read({ path: 'guidelines/long-guideline.md' });
    let content = first.data.content as string;
    let cursor = first.data.next_cursor as string | undefined;
    let pages = 1;
    while (cursor) {
      const next = await read({ path: 'guidelines/long-guideline.md', cursor });
      expect(next.data.toc).toBeUndefined();
      expect(next.data.offset).toBe(content.length);
      expect(next.data.content.length).toBeLessThanOrEqual(6000);
      content += next.data.content;
      cursor = next.data.next_cursor;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(2);
    expect(content).toBe(longGuideline);
  });

  it('should return a short document whole, with no outline and nothing to continue', async () => {
    const res = await read({ path: SUPERSEDED });
    expect(res.data.truncated).toBe(false);
    expect(res.data.toc).toBeUndefined();
    expect(res.data.continuation).toBeUndefined();
    expect(res.data.content.length).toBe(res.data.total_chars);
  });

  it('should honour max_chars over the default page sizes', async () => {
    const res = await read({ path: 'guidelines/long-guideline.md', max_chars: 12_000 });
    expect(res.data.content.length).toBeGreaterThan(11_000);
    expect(res.data.content.length).toBeLessThanOrEqual(12_000);
  });

  it('should say which documents amend an ADR beside those that supersede it', async () => {
    const res = await read({ path: 'adr/0005-rest-and-openapi-for-external-apis.md' });
    expect(res.data.amended_by).toEqual(['adr/0012-date-based-api-versions.md']);
  });

  it('should read an ADR by its template uri, and one section of it by #anchor', async () => {
    const byTemplate = await read({ uri: 'arch://adr/0009' });
    expect(byTemplate.isError).toBe(false);
    expect(byTemplate.data.path).toBe(SUPERSEDED);
    const section = await read({ uri: 'arch://adr/9#decision' });
    expect(section.data.section).toEqual({ anchor: 'decision', heading: 'Decision' });
  });

  it.each([
    ['an ADR number no ADR has', 'arch://adr/999', 'no document matches'],
    ['a pattern nobody wrote', 'arch://pattern/flyweight', 'no document matches'],
    ['the build manifest', 'arch://manifest', 'not a document'],
  ])('should refuse %s with a message saying what to do', async (_label, uri, message) => {
    const res = await read({ uri });
    expect(res.isError).toBe(true);
    expect(res.text).toContain(message);
  });

  it('should list the candidates when an ADR number names several documents', async () => {
    const twin = '# 9. A second ADR numbered nine\n\n## Status\n\nAccepted\n\n## Decision\n\nTwins.\n';
    await publishFixture([...resourceFiles(), ...filesFrom({ 'guidelines/long-guideline.md': longGuideline, 'other/adr/0009-twin.md': twin })], {
      ...resourceDocsConfig(),
      kinds: [...resourceDocsConfig().kinds, { kind: 'adr', match: ['other/adr/**'] }],
    });
    try {
      const res = await read({ uri: 'arch://adr/9' });
      expect(res.isError).toBe(true);
      expect(res.text).toContain('matches 2 documents');
      expect(res.text).toContain('arch://docs/other/adr/0009-twin');
    } finally {
      await publishFixture([...resourceFiles(), ...filesFrom({ 'guidelines/long-guideline.md': longGuideline })], resourceDocsConfig());
    }
  });

  it('should refuse a cursor from another document', async () => {
    const first = await read({ path: 'guidelines/long-guideline.md', max_chars: 1000 });
    const res = await read({ path: SUPERSEDED, cursor: first.data.next_cursor });
    expect(res.isError).toBe(true);
    expect(res.text).toContain('cursor');
  });

  it('should add the documents it supersedes, is superseded by and links to', async () => {
    const res = await read({ path: SUPERSEDED, include_related: true });
    const related = res.data.related as { path: string; relation: string }[];
    expect(related).toContainEqual(expect.objectContaining({ path: 'adr/0002-use-rabbitmq-for-asynchronous-messaging.md', relation: 'supersedes' }));
    expect(related).toContainEqual(expect.objectContaining({ path: 'adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md', relation: 'superseded_by' }));
  });

  it('should list each related document once, under its strongest relation, and give the status as plain text', async () => {
    const older = '# 40. Keep reports as CSV files\n\n## Status\n\nSuperseded by [ADR-0041](0041-export-reports-as-parquet.md)\n\n## Decision\n\nReports are CSV files; [the newer decision](0041-export-reports-as-parquet.md) replaces this.\n';
    const newer = '# 41. Export reports as Parquet\n\n## Status\n\nAccepted\n\nSupersedes [ADR-0040](0040-keep-reports-as-csv-files.md)\n\n## Decision\n\nReports are Parquet files, replacing [CSV](0040-keep-reports-as-csv-files.md).\n';
    await publishFixture([...resourceFiles(), ...filesFrom({ 'adr/0040-keep-reports-as-csv-files.md': older, 'adr/0041-export-reports-as-parquet.md': newer })], resourceDocsConfig());
    try {
      const replaced = await read({ path: 'adr/0040-keep-reports-as-csv-files.md', include_related: true });
      expect(replaced.data.status_text).toBe('Superseded by ADR-0041');
      expect(replaced.data.related).toEqual([expect.objectContaining({ path: 'adr/0041-export-reports-as-parquet.md', relation: 'superseded_by' })]);
      const replacing = await read({ path: 'adr/0041-export-reports-as-parquet.md', include_related: true });
      expect(replacing.data.related).toEqual([expect.objectContaining({ path: 'adr/0040-keep-reports-as-csv-files.md', relation: 'supersedes' })]);
    } finally {
      await publishFixture([...resourceFiles(), ...filesFrom({ 'guidelines/long-guideline.md': longGuideline })], resourceDocsConfig());
    }
  });

  it.each([
    ['an absolute path', '/etc/passwd', 'absolute'],
    ['a Windows drive path', 'C:\\Windows\\win.ini', 'backslash'],
    ['dot-dot', '../wrangler.toml', '..'],
    ['dot-dot inside', 'adr/../../package.json', '..'],
    ['encoded dots', '%2e%2e/package.json', 'encoded'],
    ['encoded slash', 'adr%2F..%2F..%2Fpackage.json', 'encoded'],
    ['double-encoded dots', '%252e%252e/package.json', 'encoded'],
    ['backslashes', 'adr\\..\\..\\package.json', 'backslash'],
    ['a home path', '~/.ssh/id_rsa', 'absolute'],
    ['a secrets file', 'config/.env', 'blocked'],
  ])('should refuse %s', async (_label, path, reason) => {
    const res = await read({ path });
    expect(res.isError).toBe(true);
    expect(res.text).toContain(reason);
  });

  it('should refuse a call that names the document by both uri and path, naming both fields', async () => {
    const other = await read({ path: 'patterns/singleton.md' });
    const res = await read({ uri: other.data.uri, path: SUPERSEDED });
    expect(res.isError).toBe(true);
    expect(res.text).toContain('"uri"');
    expect(res.text).toContain('"path"');
    expect(res.text).toContain('not both');
  });

  it('should ask for uri or path when a call names neither', async () => {
    const res = await read({ section: 'decision' });
    expect(res.isError).toBe(true);
    expect(res.text).toContain('pass either "uri" or "path"');
  });

  it('should say clearly when a path does not exist', async () => {
    const res = await read({ path: 'adr/9999-nothing.md' });
    expect(res.isError).toBe(true);
    expect(res.text).toContain('no document at path');
  });
});
