// parseDoc: hashes, sizes, uris and bodies as the build and the worker rely on them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, docUri, parseDoc } from '../../../src/docs/index';

describe('parseDoc', () => {
  it('should hash and size the exact bytes', async () => {
    const d = await parseDoc({ path: 'abc.md', content: 'abc' }, DEFAULT_CONFIG);
    // sha256("abc") from FIPS 180-2.
    expect(d.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(d.size).toBe(3);
  });

  it('should count bytes, not characters, and give the same result for string and bytes', async () => {
    const text = '# Café ⌛️\n';
    const fromString = await parseDoc({ path: 'a.md', content: text }, DEFAULT_CONFIG);
    const fromBytes = await parseDoc({ path: 'a.md', content: new TextEncoder().encode(text) }, DEFAULT_CONFIG);
    expect(fromString.size).toBe(new TextEncoder().encode(text).byteLength);
    expect(fromString.size).toBeGreaterThan(text.length);
    expect(fromBytes.sha256).toBe(fromString.sha256);
    expect(fromBytes.title).toBe('Café ⌛️');
  });

  it('should warn about bytes that are not UTF-8 but still parse the doc', async () => {
    const bytes = new Uint8Array([0x23, 0x20, 0x41, 0xff, 0x0a]);
    const d = await parseDoc({ path: 'bad.md', content: bytes }, DEFAULT_CONFIG);
    expect(d.problems).toEqual([expect.objectContaining({ code: 'encoding', severity: 'warning' })]);
    expect(d.size).toBe(5);
  });

  it.each([
    ['docs/adr/0001-use-adrs.md', 'arch://docs/docs/adr/0001-use-adrs'],
    ['source/standards/logging.html.md.erb', 'arch://docs/source/standards/logging'],
    ['guide.markdown', 'arch://docs/guide'],
    ['page.mdx', 'arch://docs/page'],
    ['jabref/0024-use-#-as-indicator.md', 'arch://docs/jabref/0024-use-%23-as-indicator'],
    ['My Docs/Über uns.md', 'arch://docs/My%20Docs/%C3%9Cber%20uns'],
  ])('should give %s the uri %s', (path, uri) => {
    expect(docUri(path)).toBe(uri);
  });

  it('should keep body and body line consistent with section lines', async () => {
    const d = await parseDoc({ path: 'a.md', content: '---\ntitle: A\ndate: 2024-01-02\n---\nintro\n## Part\n' }, DEFAULT_CONFIG);
    expect(d.bodyLine).toBe(5);
    expect(d.body).toBe('intro\n## Part\n');
    expect(d.sections[0]).toMatchObject({ heading: 'Part', line: 6 });
    expect(d.frontMatter).toEqual({ title: 'A', date: '2024-01-02' });
  });
});
