// arch-mcp.json validation, defaults, and the include/exclude/blocked filters.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, isBlocked, parseConfig, selectFiles } from '../../../src/docs/index';
import corpusConfig from '../../../../shared/corpus/arch-mcp.json?raw';

function configErrorOf(input: unknown): string {
  try {
    parseConfig(input as string);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected parseConfig to throw');
}

describe('parseConfig', () => {
  it('should accept the corpus config and keep its kind rules in order', () => {
    const config = parseConfig(corpusConfig);
    expect(config.kinds.map((r) => r.kind)).toEqual(['pattern', 'adr', 'guideline']);
    expect(config.include).toEqual(['**/*.md', '**/*.html.md.erb']);
    expect(config.exclude).toEqual(expect.arrayContaining(['_licenses/**', 'SOURCES.md', '**/node_modules/**']));
  });

  it('should fill in defaults for an empty object', () => {
    const config = parseConfig('{}');
    expect(config.include).toEqual(DEFAULT_CONFIG.include);
    expect(config.kinds).toEqual([]);
    expect(config.blocked).toEqual([]);
  });

  it.each([
    { input: '{ "include": "**/*.md" }', field: '"include"' },
    { input: '{ "kinds": [{ "kind": "adr", "match": ["a/**"] }, { "kind": "decision", "match": ["b/**"] }] }', field: '"kinds[1].kind" must be one of adr, pattern, guideline' },
    { input: '{ "kinds": [{ "kind": "adr", "match": [] }] }', field: '"kinds[0].match"' },
    { input: '{ "blocked": [42] }', field: '"blocked[0]"' },
    { input: '{ "title": 7 }', field: '"title"' },
  ])('should name the bad field $field', ({ input, field }) => {
    expect(configErrorOf(input)).toContain(field);
  });

  it.each([
    { template: 'http://git.example.com/arch/blob/{commit}/{path}', says: '"source_url" must be an https URL' },
    { template: 'https://git.example.com/arch/blob/{branch}/{path}', says: '"source_url" has an unknown placeholder {branch}' },
    { template: 'https://git.example.com/arch/blob/{commit}/docs', says: '"source_url" must contain {path}' },
    { template: 'https://{commit}.git.example.com/{path}', says: '"source_url" must start with an https URL whose host comes before any placeholder' },
    { template: 'https://git.example.com/arch/{path}}', says: '"source_url" has a brace that opens or closes no placeholder' },
    { template: 'https://user:pw@git.example.com/{path}', says: '"source_url" must not carry a user name or password' },
    { template: `https://git.example.com/${'x'.repeat(500)}/{path}`, says: '"source_url" must be at most 500 characters' },
  ])('should refuse the source_url template $template, naming the field and the rule', ({ template, says }) => {
    expect(configErrorOf(JSON.stringify({ source_url: template }))).toContain(says);
  });

  it('should keep a source_url template with {commit} and {path}', () => {
    const template = 'https://git.example.com/acme/architecture/blob/{commit}/docs/{path}';
    expect(parseConfig(JSON.stringify({ source_url: template })).sourceUrl).toBe(template);
  });

  it('should say when the file is not JSON', () => {
    expect(configErrorOf('{ include: }')).toMatch(/^arch-mcp\.json: is not valid JSON/);
  });

  it('should say when the config is not an object', () => {
    expect(configErrorOf([1, 2])).toContain('must be a JSON object');
  });
});

describe('selectFiles and isBlocked', () => {
  const paths = [
    'README.md', 'docs/adr/0001-a.md', 'docs/guide.markdown', 'docs/page.mdx', 'source/standards/x.html.md.erb',
    'docs/diagram.png', 'node_modules/pkg/README.md', '.git/HEAD.md', '.github/CONTRIBUTING.md', 'SOURCES.md',
  ];

  it('should select markdown files by default and skip node_modules and .git', () => {
    expect(selectFiles(paths, DEFAULT_CONFIG)).toEqual([
      'README.md', 'docs/adr/0001-a.md', 'docs/guide.markdown', 'docs/page.mdx', 'source/standards/x.html.md.erb',
      '.github/CONTRIBUTING.md', 'SOURCES.md',
    ]);
  });

  it('should apply the config excludes on top of the defaults', () => {
    const config = parseConfig(corpusConfig);
    expect(selectFiles(paths, config)).not.toContain('SOURCES.md');
    expect(selectFiles(['_licenses/x/LICENSE.md', 'madr/docs/decisions/0001-x.md'], config)).toEqual(['madr/docs/decisions/0001-x.md']);
  });

  it('should block only the files the config lists', () => {
    const config = parseConfig({ blocked: ['internal/**', '**/*secret*.md'] });
    expect(isBlocked('internal/plan.md', config)).toBe(true);
    expect(isBlocked('docs/the-secret-sauce.md', config)).toBe(true);
    expect(isBlocked('docs/adr/0001-a.md', config)).toBe(false);
    expect(isBlocked('internal/plan.md', DEFAULT_CONFIG)).toBe(false);
  });
});
