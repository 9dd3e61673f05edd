// resolveCorpus: relations resolved to docs, inverse edges, effective status, and the problems it reports.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseDoc, resolveCorpus, type ManifestDoc } from '../../../src/docs/index';
import log4brainsOld from '../../../../shared/corpus/log4brains/docs/adr/20200926-use-the-adr-number-as-its-unique-id.md?raw';
import log4brainsNew from '../../../../shared/corpus/log4brains/docs/adr/20201016-use-the-adr-slug-as-its-unique-id.md?raw';
import dotcomHistoric16 from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/historic-adrs/016-react-context-api.md?raw';
import dotcom28 from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/028-react-context-api.md?raw';
import gsaFac14 from '../../../../shared/corpus/gsa-fac/docs/architecture/decisions/0014-compliance-documentation.md?raw';
import gsaFac16 from '../../../../shared/corpus/gsa-fac/docs/architecture/decisions/0016-file-uploads.md?raw';

type Files = Record<string, string>;

async function resolve(files: Files) {
  const docs = await Promise.all(Object.entries(files).map(([path, content]) => parseDoc({ path, content }, DEFAULT_CONFIG)));
  const result = resolveCorpus(docs);
  const byPath = (path: string): ManifestDoc => result.manifest.find((d) => d.path === path)!;
  return { ...result, byPath };
}

const nygard = (title: string, status: string, extra = '') => `# ${title}\n\n## Status\n\n${status}\n\n## Context\n\n${extra}\n`;

describe('resolveCorpus', () => {
  it('should add the inverse edge and mark the target superseded when only the successor says so', async () => {
    const { byPath } = await resolve({
      'adr/0001-old.md': nygard('1. Old', 'Accepted'),
      'adr/0002-new.md': nygard('2. New', 'Accepted', 'This decision supersedes ADR-0001.'),
    });
    expect(byPath('adr/0002-new.md').supersedes).toEqual(['adr/0001-old.md']);
    expect(byPath('adr/0001-old.md')).toMatchObject({ supersededBy: ['adr/0002-new.md'], status: 'superseded', statusText: 'Accepted' });
  });

  it('should not let a proposed successor supersede anything yet', async () => {
    const { byPath } = await resolve({
      'adr/0001-old.md': nygard('1. Old', 'Accepted'),
      'adr/0002-new.md': nygard('2. New', 'Proposed', 'Supersedes [old](0001-old.md).'),
    });
    expect(byPath('adr/0001-old.md')).toMatchObject({ supersededBy: ['adr/0002-new.md'], status: 'accepted' });
  });

  it.each(['Rejected', 'Deprecated'])('should keep an own status of %s when something supersedes it', async (own) => {
    const { byPath } = await resolve({
      'adr/0001-old.md': nygard('1. Old', own),
      'adr/0002-new.md': nygard('2. New', 'Accepted', 'Supersedes ADR 1.'),
    });
    expect(byPath('adr/0001-old.md').status).toBe(own.toLowerCase());
  });

  it('should leave the status alone for partial supersession and amendments', async () => {
    const { byPath } = await resolve({
      'adr/0001-a.md': nygard('1. A', 'Accepted'),
      'adr/0002-b.md': nygard('2. B', 'Accepted'),
      'adr/0003-c.md': nygard('3. C', 'Accepted', 'This ADR in part supersedes [A](0001-a.md). It amends [B](0002-b.md).'),
    });
    expect(byPath('adr/0001-a.md')).toMatchObject({ status: 'accepted', supersededBy: ['adr/0003-c.md'] });
    expect(byPath('adr/0002-b.md')).toMatchObject({ status: 'accepted', amendedBy: ['adr/0003-c.md'] });
    expect(byPath('adr/0003-c.md')).toMatchObject({ supersedes: ['adr/0001-a.md'], amends: ['adr/0002-b.md'] });
  });

  it('should resolve ADR numbers within the same organisation when ids collide across folders', async () => {
    const { byPath, problems } = await resolve({
      'org-a/docs/adr/0001-a.md': nygard('1. A', 'Accepted'),
      'org-a/docs/adr/0002-b.md': nygard('2. B', 'Accepted', 'Supersedes ADR-0001.'),
      'org-b/decisions/0001-x.md': nygard('1. X', 'Accepted'),
    });
    expect(byPath('org-a/docs/adr/0001-a.md').status).toBe('superseded');
    expect(byPath('org-b/decisions/0001-x.md')).toMatchObject({ status: 'accepted', supersededBy: [] });
    expect(problems).toEqual([]);
  });

  it('should resolve a real MADR supersede pair written on both sides', async () => {
    const oldPath = 'log4brains/docs/adr/20200926-use-the-adr-number-as-its-unique-id.md';
    const newPath = 'log4brains/docs/adr/20201016-use-the-adr-slug-as-its-unique-id.md';
    const { byPath, problems } = await resolve({ [oldPath]: log4brainsOld, [newPath]: log4brainsNew });
    expect(byPath(oldPath)).toMatchObject({ status: 'superseded', supersededBy: [newPath] });
    expect(byPath(newPath)).toMatchObject({ status: 'accepted', supersedes: [oldPath] });
    expect(problems.filter((p) => p.code.startsWith('dangling'))).toEqual([]);
  });

  it('should find a bare file name that lives in a parent folder', async () => {
    const historic = 'dotcom/docs/architecture/historic-adrs/016-react-context-api.md';
    const current = 'dotcom/docs/architecture/028-react-context-api.md';
    const { byPath } = await resolve({ [historic]: dotcomHistoric16, [current]: dotcom28 });
    expect(byPath(current).supersedes).toEqual([historic]);
    expect(byPath(historic).status).toBe('superseded');
  });

  it('should report a relation that points at a doc that does not exist, not guess by number', async () => {
    const from = 'gsa-fac/docs/architecture/decisions/0014-compliance-documentation.md';
    const { byPath, problems } = await resolve({
      [from]: gsaFac14,
      'gsa-fac/docs/architecture/decisions/0016-file-uploads.md': gsaFac16,
    });
    expect(byPath(from).supersededBy).toEqual([]);
    expect(problems).toContainEqual(expect.objectContaining({ path: from, code: 'dangling-superseded-by', severity: 'warning' }));
  });

  it('should report duplicate ADR ids in one folder and refuse to pick one', async () => {
    const { problems, byPath } = await resolve({
      'adr/0037-a.md': nygard('37. A', 'Accepted'),
      'adr/0037-b.md': nygard('37. B', 'Accepted'),
      'adr/0040-c.md': nygard('40. C', 'Accepted', 'Supersedes ADR 37.'),
    });
    expect(problems).toContainEqual(expect.objectContaining({ path: 'adr/0037-b.md', code: 'duplicate-adr-id' }));
    expect(problems).toContainEqual(expect.objectContaining({ path: 'adr/0040-c.md', code: 'dangling-supersedes', line: 9 }));
    expect(byPath('adr/0037-a.md').status).toBe('accepted');
  });

  it('should report broken doc links and resolve extension-less and .html links', async () => {
    const { byPath, problems } = await resolve({
      'guides/a.md': '# A\n[b](b)\n[b again](b.html#x)\n[gone](gone.md)\n[code](../src/main.go)\n',
      'guides/b.md': '# B\n',
    });
    expect(byPath('guides/a.md').links).toEqual(['guides/b.md']);
    expect(problems).toEqual([expect.objectContaining({ path: 'guides/a.md', line: 4, code: 'broken-link' })]);
  });

  it('should fail two docs with one uri and keep the first', async () => {
    const { manifest, problems } = await resolve({ 'x/page.md': '# md\n', 'x/page.mdx': '# mdx\n' });
    expect(manifest.map((d) => d.path)).toEqual(['x/page.md']);
    expect(problems).toEqual([expect.objectContaining({ path: 'x/page.mdx', severity: 'error', code: 'duplicate-uri' })]);
  });

  it('should produce the same output whatever order the docs come in', async () => {
    const files: Files = {
      'adr/0002-b.md': nygard('2. B', 'Accepted', 'Supersedes ADR 1. See [gone](gone.md).'),
      'adr/0001-a.md': nygard('1. A', 'Accepted'),
      'guide.md': '# G\n[a](adr/0001-a.md)\n',
    };
    const forward = await resolve(files);
    const backward = await resolve(Object.fromEntries(Object.entries(files).reverse()));
    expect(JSON.stringify(backward.manifest)).toBe(JSON.stringify(forward.manifest));
    expect(forward.manifest.map((d) => d.path)).toEqual(['adr/0001-a.md', 'adr/0002-b.md', 'guide.md']);
    expect(JSON.stringify(backward.problems)).toBe(JSON.stringify(forward.problems));
  });
});
