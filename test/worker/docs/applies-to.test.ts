// Front matter applies_to and waivers, the services map, and the globs they use: what is kept, what is
// reported (with the line it is on), and how a call's place is matched.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, parseConfig, parseDoc } from '../../../src/docs/index';
import { expiredWaiverProblems } from '../../../src/docs/applies-to';
import { compileGlob, globMatches, GlobError } from '../../../src/docs/scope-glob';
import { CompiledScope, pickWaiver, placeOf } from '../../../src/docs/scope-match';
import type { DocsConfig } from '../../../src/docs/index';

const config: DocsConfig = { ...DEFAULT_CONFIG, kinds: [{ kind: 'adr', match: ['adr/**'] }], services: { orders: ['services/orders/**'], web: ['apps/web/**'] } };

function parse(path: string, frontMatter: string, cfg: DocsConfig = config) {
  return parseDoc({ path, content: `---\n${frontMatter}\n---\n\n# Title\n\n## Decision\n\nWe decide.\n` }, cfg);
}

describe('applies_to', () => {
  it('should read paths, services and languages, lower-casing names and spelling languages one way', async () => {
    const doc = await parse('adr/0001-a.md', 'applies_to:\n  paths: ["services/orders/**", "libs/orders-*/**"]\n  services: [Orders]\n  languages: [Golang, C#, ts]');
    expect(doc.appliesTo).toEqual({ paths: ['libs/orders-*/**', 'services/orders/**'], services: ['orders'], languages: ['csharp', 'go', 'typescript'] });
    expect(doc.problems).toEqual([]);
  });

  it('should accept a single string where a list is expected', async () => {
    const doc = await parse('adr/0001-a.md', 'applies_to:\n  paths: services/orders/**');
    expect(doc.appliesTo).toEqual({ paths: ['services/orders/**'] });
  });

  it('should leave a document without applies_to unscoped', async () => {
    const doc = await parse('adr/0001-a.md', 'status: accepted');
    expect(doc.appliesTo).toBeUndefined();
  });

  it('should report each bad entry at its line, drop it, and keep the rest', async () => {
    const doc = await parse('adr/0001-a.md', 'status: accepted\napplies_to:\n  path: services/x/**\n  services: [orders, ordres]\n  paths:\n    - services/orders/**\n    - "services/[x"\n  languages: [klingon]');
    expect(doc.appliesTo).toEqual({ paths: ['services/orders/**'], services: ['orders', 'ordres'], languages: ['klingon'] });
    expect(doc.problems.map((p) => [p.line, p.code, p.message])).toEqual([
      [4, 'applies-to', 'front matter field "applies_to" has an unknown key "path"; it takes paths, services, languages'],
      [5, 'applies-to', 'front matter field "applies_to.services" names service "ordres", which the "services" map in arch-mcp.json does not list (known: orders, web)'],
      [8, 'applies-to', 'front matter field "applies_to.paths": glob "services/[x" has a [ without its ]'],
      [9, 'applies-to', 'front matter field "applies_to.languages" names language "klingon", which no file extension maps to, so it never matches a path'],
    ]);
  });

  it('should accept any service name when the config has no services map', async () => {
    const doc = await parse('adr/0001-a.md', 'applies_to:\n  services: [anything]', DEFAULT_CONFIG);
    expect(doc.appliesTo).toEqual({ services: ['anything'] });
    expect(doc.problems).toEqual([]);
  });

  it.each([
    ['a string', 'applies_to: everywhere', 'must be a map of paths, services and languages'],
    ['a map with no valid entry', 'applies_to:\n  paths: ["/abs/**"]', 'lists no valid paths, services or languages, so the document applies everywhere'],
  ])('should report applies_to given as %s and leave the document unscoped', async (_label, fm, message) => {
    const doc = await parse('adr/0001-a.md', fm);
    expect(doc.appliesTo).toBeUndefined();
    expect(doc.problems.map((p) => p.message).join('\n')).toContain(message);
  });
});

describe('waivers', () => {
  const waiver = (fields: string) => `status: accepted\nwaivers:\n  - ${fields.split('\n').join('\n    ')}`;

  it('should read a waiver with its scope and the line it starts on', async () => {
    const doc = await parse('adr/0001-a.md', waiver('services: [web]\napproved_by: Platform guild\nexpires: 2099-05-01\nreason: The web app migrates next quarter.'));
    expect(doc.waivers).toEqual([{ scope: { services: ['web'] }, approved_by: 'Platform guild', expires: '2099-05-01', reason: 'The web app migrates next quarter.', line: 4 }]);
    expect(doc.problems).toEqual([]);
  });

  it.each([
    ['no scope', 'approved_by: A\nexpires: 2099-01-01\nreason: R', 'names no paths, services or languages it covers'],
    ['no approver', 'paths: [apps/**]\nexpires: 2099-01-01\nreason: R', '"waivers[0].approved_by" is missing'],
    ['no end date', 'paths: [apps/**]\napproved_by: A\nreason: R', '"waivers[0].expires" is missing'],
    ['a date that is not one', 'paths: [apps/**]\napproved_by: A\nexpires: 2099-02-30\nreason: R', '"2099-02-30", not a date written YYYY-MM-DD'],
    ['words for a date', 'paths: [apps/**]\napproved_by: A\nexpires: end of year\nreason: R', 'not a date written YYYY-MM-DD'],
    ['no reason', 'paths: [apps/**]\napproved_by: A\nexpires: 2099-01-01', '"waivers[0].reason" is missing'],
    ['an unknown key', 'paths: [apps/**]\napproved_by: A\nexpires: 2099-01-01\nreason: R\nuntil: 2099-01-01', 'has an unknown key "until"'],
  ])('should report a waiver with %s', async (_label, fields, message) => {
    const doc = await parse('adr/0001-a.md', waiver(fields));
    expect(doc.problems.map((p) => p.message).join('\n')).toContain(message);
    expect(doc.problems.every((p) => p.code === 'waiver' || p.code === 'applies-to')).toBe(true);
  });

  it('should keep a waiver whose only problem is an unknown key', async () => {
    const doc = await parse('adr/0001-a.md', waiver('paths: [apps/**]\napproved_by: A\nexpires: 2099-01-01\nreason: R\nticket: ARCH-12'));
    expect(doc.waivers).toHaveLength(1);
  });

  it('should report waivers on a document that is not an ADR and ignore them', async () => {
    const doc = await parse('guides/x.md', waiver('paths: [apps/**]\napproved_by: A\nexpires: 2099-01-01\nreason: R'));
    expect(doc.waivers).toBeUndefined();
    expect(doc.problems.map((p) => p.message)).toEqual([expect.stringContaining('only relaxes ADRs; this document is a guideline')]);
  });

  it('should call a waiver expired from the first instant of its expires day, UTC', () => {
    const w = { scope: { paths: ['apps/**'] }, approved_by: 'A', expires: '2030-06-01', reason: 'R', line: 7 };
    expect(expiredWaiverProblems('adr/x.md', [w], Date.UTC(2030, 4, 31, 23, 59, 59, 999))).toEqual([]);
    const [problem] = expiredWaiverProblems('adr/x.md', [w], Date.UTC(2030, 5, 1));
    expect(problem).toMatchObject({ path: 'adr/x.md', line: 7, code: 'expired-waiver' });
    expect(problem!.message).toContain('expired on 2030-06-01');
  });
});

describe('the services map in arch-mcp.json', () => {
  it('should read service names in lower case with their globs', () => {
    expect(parseConfig('{ "services": { "Orders": ["services/orders/**"] } }').services).toEqual({ orders: ['services/orders/**'] });
  });

  it.each([
    ['a glob that is not one', '{ "services": { "orders": ["services/{orders"] } }', '"services.orders[0]" glob "services/{orders" has a { without its }'],
    ['globs that are not a list', '{ "services": { "orders": "services/orders/**" } }', '"services.orders"'],
    ['two keys for one service', '{ "services": { "orders": ["a/**"], "ORDERS": ["b/**"] } }', 'names the same service as another key'],
  ])('should refuse %s, naming the field', (_label, json, message) => {
    expect(() => parseConfig(json)).toThrow(ConfigError);
    expect(() => parseConfig(json)).toThrow(message);
  });
});

describe('scope globs', () => {
  it.each([
    ['services/orders/**', 'services/orders/src/a.ts', true],
    ['services/orders/**', 'services/orders', true],
    ['services/orders/**', 'services/orders-v2/a.ts', false],
    ['**/*.sql', 'db/migrations/001.sql', true],
    ['**/*.sql', 'schema.sql', true],
    ['*.sql', 'db/schema.sql', false],
    ['apps/*/src/**/*.{ts,tsx}', 'apps/web/src/ui/button.tsx', true],
    ['apps/*/src/**/*.{ts,tsx}', 'apps/web/test/button.tsx', false],
    ['libs/[a-m]*/**', 'libs/billing/x.go', true],
    ['libs/[!a-m]*/**', 'libs/billing/x.go', false],
    ['a/**/b/**/c', 'a/1/b/2/3/c', true],
    ['a/**/b/**/c', 'a/1/2/3/c', false],
    ['docs/\\*.md', 'docs/*.md', true],
    ['docs/\\*.md', 'docs/x.md', false],
    ['services/.internal/**', 'services/.internal/x', true],
  ])('should match %s against %s: %s', (glob, path, expected) => {
    expect(globMatches(compileGlob(glob), path)).toBe(expected);
  });

  it('should answer a glob with many stars against a long path (no backtracking blow-up)', () => {
    const glob = compileGlob('*a*a*a*a*a*a*a*b');
    expect(globMatches(glob, 'a'.repeat(1000))).toBe(false);
    expect(globMatches(glob, `${'a'.repeat(999)}b`)).toBe(true);
  });

  it.each([
    ['!services/**', 'negated globs are not supported'],
    ['@(a|b)/**', 'extglobs'],
    ['/srv/**', 'must be relative'],
    ['a/../b', '. or ..'],
    ['a//b', 'empty folder name'],
    [`${'x'.repeat(257)}`, 'longer than 256'],
    ['{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}', 'more than 64 alternatives'],
  ])('should refuse %s', (glob, message) => {
    expect(() => compileGlob(glob)).toThrow(GlobError);
    expect(() => compileGlob(glob)).toThrow(message);
  });
});

describe('matching a call', () => {
  const services = new Map([['orders', [compileGlob('services/orders/**')]], ['web', [compileGlob('apps/web/**')]]]);
  const applies = (scope: object, call: object) => new CompiledScope(scope).appliesAt(placeOf(call, services));

  it.each([
    ['a doc of another service, by path', { services: ['web'] }, { forPath: 'services/orders/a.ts' }, false],
    ['a doc of the same service, by path', { services: ['orders'] }, { forPath: 'services/orders/a.ts' }, true],
    ['a path-scoped doc, named service whose folder holds it', { paths: ['services/orders/api/**'] }, { service: 'orders' }, true],
    ['a path-scoped doc, named service elsewhere', { paths: ['services/orders/**'] }, { service: 'web' }, false],
    ['a language-scoped doc, named service (language unknown)', { languages: ['go'] }, { service: 'web' }, true],
    ['a language-scoped doc, language from validate', { languages: ['go'] }, { service: 'web', language: 'golang' }, true],
    ['a language-scoped doc, another language from validate', { languages: ['go'] }, { service: 'web', language: 'java' }, false],
    ['a doc needing path and language, only the path holds', { paths: ['apps/**'], languages: ['typescript'] }, { forPath: 'apps/web/a.css' }, false],
  ])('should decide %s', (_label, scope, call, expected) => {
    expect(applies(scope, call)).toBe(expected);
  });

  it('should let a waiver cover a named service only when all its paths lie inside the waiver', () => {
    const covers = (scope: object, call: object) => new CompiledScope(scope).covers(placeOf(call, services));
    expect(covers({ paths: ['services/**'] }, { service: 'orders' })).toBe(true);
    expect(covers({ paths: ['services/orders/legacy/**'] }, { service: 'orders' })).toBe(false);
    expect(covers({ paths: ['services/orders/**'] }, {})).toBe(false);
  });

  it('should prefer a waiver in force over an expired one, and the later end among equals', () => {
    const at = (expires: string) => ({ waiver: { scope: { services: ['orders'] }, approved_by: expires, expires, reason: 'r' }, scope: new CompiledScope({ services: ['orders'] }) });
    const place = placeOf({ service: 'orders' }, services);
    const now = Date.UTC(2030, 0, 1);
    expect(pickWaiver([at('2029-01-01'), at('2031-01-01'), at('2032-01-01')], place, now)).toMatchObject({ expires: '2032-01-01', expired: false });
    expect(pickWaiver([at('2028-01-01'), at('2029-01-01')], place, now)).toMatchObject({ expires: '2029-01-01', expired: true });
  });

  it('should refuse a service the build does not know', () => {
    expect(() => placeOf({ service: 'ordres' }, services)).toThrow('known services: orders, web');
  });
});
