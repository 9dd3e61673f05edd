// Sections with GitHub-style anchors, titles, and links between docs.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseDoc, slugify } from '../../../src/docs/index';

const doc = (path: string, content: string) => parseDoc({ path, content }, DEFAULT_CONFIG);

describe('sections', () => {
  it.each([
    ['Context and Problem Statement', 'context-and-problem-statement'],
    ['Use `--input` Flag Consistently', 'use---input-flag-consistently'],
    ['What’s proposed?', 'whats-proposed'],
    ['[ADR-0045](0045.md) follow-up', 'adr-0045-follow-up'],
    ['Ünïcode Überschrift', 'ünïcode-überschrift'],
    ['snake_case stays', 'snake_case-stays'],
  ])('should slug %j as %j', (heading, anchor) => {
    expect(slugify(heading)).toBe(anchor);
  });

  it('should find ATX and setext headings but not ones in fenced code', async () => {
    const d = await doc('a.md', [
      '---', 'title: T', '---',
      'Big Title', '=========', '', '## Options ##', '', '```md', '## Not a heading', '```', '',
      'Sub part', '--------', '', '~~~', '# also code', '~~~', '### Options', 'text',
    ].join('\n'));
    expect(d.sections.map(({ heading, level, line, anchor }) => ({ heading, level, line, anchor }))).toEqual([
      { heading: 'Big Title', level: 1, line: 4, anchor: 'big-title' },
      { heading: 'Options', level: 2, line: 7, anchor: 'options' },
      { heading: 'Sub part', level: 2, line: 13, anchor: 'sub-part' },
      { heading: 'Options', level: 3, line: 19, anchor: 'options-1' },
    ]);
  });

  it('should end a section at the next heading of the same or higher level', async () => {
    const d = await doc('a.md', '# A\n## B\nb text\n### C\nc text\n## D\nd\n');
    const b = d.sections.find((s) => s.heading === 'B')!;
    expect(d.body.slice(b.start, b.end)).toBe('## B\nb text\n### C\nc text\n');
  });

  it('should not take a list item or a thematic break for a setext heading', async () => {
    const d = await doc('a.md', '# T\n\n- item\n---\n\ntext\n\n---\n');
    expect(d.sections.map((s) => s.heading)).toEqual(['T']);
  });
});

describe('titles', () => {
  it.each([
    { path: 'a.md', content: '---\ntitle: From Front Matter\n---\n# Heading\n', title: 'From Front Matter' },
    { path: 'a.md', content: 'intro\n\n# 28. Use React context\n', title: '28. Use React context' },
    { path: 'docs/adr/0012-use-postgresql.md', content: 'no heading here\n', title: '0012 use postgresql' },
    { path: 'dr/2023-12-19-token-handling-refactor/README.md', content: 'text only\n', title: 'Token handling refactor' },
    { path: 'adr/0004-x.md', content: '# Context\n\nstuff\n', title: '0004 x' },
    { path: 'guide.html.md.erb', content: '# <%= current_page.data.title %>\n', title: 'Guide' },
  ])('should title $path as $title', async ({ path, content, title }) => {
    expect((await doc(path, content)).title).toBe(title);
  });
});

describe('links', () => {
  it('should resolve relative links against the doc folder and keep anchors', async () => {
    const d = await doc('docs/adr/0002-b.md', [
      '# B',
      'See [the first](0001-a.md#decision), [guide](../guides/style.md "Style"), [up](./../index.md).',
      'External [site](https://example.com/x.md), [mail](mailto:a@b.c), [same doc](#context), ![img](arch.png).',
      '`[code](not-a-link.md)` and [root](/docs/readme.md)',
      '```',
      '[fenced](fenced.md)',
      '```',
      'Reference [style][r] and [shortcut].',
      '',
      '[r]: ../patterns/retry.md',
      '[shortcut]: <with space.md>',
    ].join('\n'));
    expect(d.links).toEqual([
      { path: 'docs/adr/0001-a.md', anchor: 'decision', text: 'the first', line: 2 },
      { path: 'docs/guides/style.md', text: 'guide', line: 2 },
      { path: 'docs/index.md', text: 'up', line: 2 },
      { path: 'docs/readme.md', text: 'root', line: 4 },
      { path: 'docs/patterns/retry.md', text: 'style', line: 8 },
      { path: 'docs/adr/with space.md', text: 'shortcut', line: 8 },
    ]);
  });

  it('should decode percent-encoded targets and drop links that leave the folder', async () => {
    const d = await doc('a/b.md', '[x](My%20Doc.md) [y](../../outside.md)');
    expect(d.links.map((l) => l.path)).toEqual(['a/My Doc.md']);
  });
});
