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

describe('read_document', () => {
  beforeAll(async () => {
    const long = `# A long guideline\n\n${Array.from({ length: 60 }, (_, i) => `## Part ${i + 1}\n\n${'Words about part. '.repeat(20)}\n`).join('\n')}`;
    await publishFixture([...resourceFiles(), ...filesFrom({ 'guidelines/long-guideline.md': long })], resourceDocsConfig());
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

  it('should open a long document with a table of contents and page through it with cursors', async () => {
    const first = await read({ path: 'guidelines/long-guideline.md', max_chars: 5000 });
    expect(first.data.toc.length).toBe(61);
    expect(first.data.truncated).toBe(true);
    let content = first.data.content as string;
    let cursor = first.data.next_cursor as string | undefined;
    let pages = 1;
    while (cursor) {
      const next = await read({ path: 'guidelines/long-guideline.md', max_chars: 5000, cursor });
      expect(next.data.toc).toBeUndefined();
      content += next.data.content;
      cursor = next.data.next_cursor;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(2);
    expect(content.length).toBe(first.data.total_chars);
    expect(content.endsWith('Words about part. \n')).toBe(true);
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

  it('should say clearly when a path does not exist', async () => {
    const res = await read({ path: 'adr/9999-nothing.md' });
    expect(res.isError).toBe(true);
    expect(res.text).toContain('no document at path');
  });
});
