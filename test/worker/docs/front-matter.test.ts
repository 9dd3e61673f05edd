// Front matter: splitting, validation, and problems that name file, line and field.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, formatProblem, parseDoc, parseFrontMatter } from '../../../src/docs/index';

describe('parseFrontMatter', () => {
  it('should split front matter from the body and report where the body starts', () => {
    const result = parseFrontMatter('a.md', '---\ntitle: Hello\n---\n# Body\n');
    expect(result.data).toEqual({ title: 'Hello' });
    expect(result.body).toBe('# Body\n');
    expect(result.bodyLine).toBe(4);
    expect(result.problems).toEqual([]);
  });

  it('should leave a file without front matter whole', () => {
    const source = '# Title\n\n---\n\ntext\n';
    const result = parseFrontMatter('a.md', source);
    expect(result.body).toBe(source);
    expect(result.bodyLine).toBe(1);
  });

  it('should keep unknown keys and normalise known ones', () => {
    const result = parseFrontMatter(
      'a.md',
      '---\nid: 12\ntags: frontend, frameworks\nsuperseded_by: 0019\nnav_order: 3\nkind: Decision\nrules:\n  - no globals\n---\n',
    );
    expect(result.data).toMatchObject({
      id: '12', tags: ['frontend', 'frameworks'], superseded_by: ['19'], nav_order: 3, kind: 'adr', rules: ['no globals'],
    });
  });

  it('should name file, line and field for a bad known field and drop only that field', () => {
    const source = '---\ntitle: Use PostgreSQL\nstatus: accepted\ntags:\n  nested: map\n---\nbody\n';
    const result = parseFrontMatter('docs/adr/0003.md', source);
    expect(result.problems.map(formatProblem)).toEqual([
      'docs/adr/0003.md:4: front matter field "tags" must be a list of strings',
    ]);
    expect(result.data).toEqual({ title: 'Use PostgreSQL', status: 'accepted' });
  });

  it.each([
    { yaml: 'kind: essay', message: 'front matter field "kind" must be one of adr, pattern, guideline' },
    { yaml: 'rules: not-a-list', message: 'front matter field "rules" must be a list' },
    { yaml: 'title:\n  a: b', message: 'front matter field "title" must be a string' },
  ])('should report $message', ({ yaml, message }) => {
    const result = parseFrontMatter('x.md', `---\n${yaml}\n---\n`);
    expect(result.problems).toEqual([expect.objectContaining({ line: 2, severity: 'warning', code: 'front-matter', message })]);
  });

  it('should report invalid YAML with its file line', () => {
    const result = parseFrontMatter('p.md', '---\ntitle: ok\ndescription: "unterminated\n---\nbody\n');
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems[0].message).toMatch(/^front matter is not valid YAML/);
    expect(result.problems[0].line).toBeGreaterThanOrEqual(3);
    expect(result.body).toBe('body\n');
  });
});

describe('parseDoc with bad front matter', () => {
  it('should still serve the doc and carry the warning', async () => {
    const doc = await parseDoc({ path: 'docs/x.md', content: '---\ntags: 5\n---\n# X\n' }, DEFAULT_CONFIG);
    expect(doc.title).toBe('X');
    expect(doc.tags).toEqual([]);
    expect(doc.problems).toEqual([expect.objectContaining({ path: 'docs/x.md', line: 2, code: 'front-matter' })]);
  });
});
