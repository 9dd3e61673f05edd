// The docs site in public mode, over the bundled knowledge base: the home page, search on
// search_architecture's own engine with its filters, a page per document with its relations and
// outline, the decision log with supersede chains, the pattern index, and the same build's pages
// cached until a publish replaces it.
import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/http/app';
import { forgetCachedPages } from '../../../src/http/docs/page-cache';
import { publishFixture } from '../helpers/fixtures';

const app = createApp();

async function get(path: string, vars: Partial<Env> = {}): Promise<Response> {
  return app.request(new Request(`http://127.0.0.1${path}`), undefined, { ...env, ...vars }, createExecutionContext());
}

async function page(path: string, vars: Partial<Env> = {}): Promise<string> {
  const res = await get(path, vars);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}

/** The hrefs of the links in a page, in order. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

describe('the docs site (public mode)', () => {
  beforeAll(async () => {
    await publishFixture();
    forgetCachedPages();
  });

  it('should show the knowledge base on the home page: counts, a search form, its decision log and indexes', async () => {
    const html = await page('/docs');
    expect(html).toContain('<h1>Test knowledge base</h1>');
    expect(html).toContain('<li><b>20</b>decisions</li>');
    expect(html).toMatch(/<form class="search" role="search" method="get" action="\/docs\/search">/);
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/docs/adrs/adr', '/docs/patterns', '/docs/guidelines']));
  });

  it('should rank search results as search_architecture does, linking each to its page', async () => {
    const html = await page('/docs/search?q=kafka+domain+events');
    const results = [...html.matchAll(/<a class="result-title" data-result href="([^"]+)">/g)].map((m) => m[1]);
    expect(results[0]).toBe('/docs/doc/adr/0016-adopt-kafka-on-amazon-msk-for-domain-events');
    expect(html).toContain('<span class="badge accepted">accepted</span>');
  });

  it('should apply the kind and status filters', async () => {
    const patterns = await page('/docs/search?q=retry+failures&kind=patterns');
    const paths = [...patterns.matchAll(/data-result href="([^"]+)"/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith('/docs/doc/patterns/'))).toBe(true);
    const superseded = await page('/docs/search?q=messaging&kind=adr&status=superseded');
    const badges = [...superseded.matchAll(/<span class="badge (\w+)">/g)].map((m) => m[1]);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['superseded']));
  });

  it('should say why a query is refused, naming the limit', async () => {
    const html = await page(`/docs/search?q=${'a'.repeat(501)}`);
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/500/);
  });

  it('should show a superseded ADR with its successor, the chain to the decision in force, and its outline', async () => {
    const html = await page('/docs/doc/adr/0002-use-rabbitmq-for-asynchronous-messaging');
    expect(html).toContain('<h1>2. Use RabbitMQ for asynchronous messaging</h1>');
    expect(html).toContain('<span class="badge superseded">superseded</span>');
    expect(html).toMatch(/<strong>Superseded\.<\/strong> Replaced by <a href="\/docs\/doc\/adr\/0009-replace-rabbitmq-with-sns-and-sqs">/);
    expect(html).toContain('itself replaced by <a href="/docs/doc/adr/0016-adopt-kafka-on-amazon-msk-for-domain-events">');
    expect(html).toMatch(/<nav class="outline" aria-label="Outline">[\s\S]*href="#context"/);
    expect(html).toContain('<h2 id="context">Context</h2>');
  });

  it('should turn links between documents into links between their pages', async () => {
    const html = await page('/docs/doc/adr/0009-replace-rabbitmq-with-sns-and-sqs');
    expect(hrefs(html)).toContain('/docs/doc/adr/0002-use-rabbitmq-for-asynchronous-messaging');
    expect(html).toMatch(/<dt>Supersedes<\/dt><dd><a href="\/docs\/doc\/adr\/0002-use-rabbitmq-for-asynchronous-messaging">/);
  });

  it('should list a decision log in number order with dates, statuses and supersede chains', async () => {
    const html = await page('/docs/adrs/adr');
    const ids = [...html.matchAll(/<span class="id">ADR-(\d+)<\/span>/g)].map((m) => Number(m[1]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toHaveLength(20);
    const entry = html.slice(html.indexOf('<span class="id">ADR-2</span>'), html.indexOf('<span class="id">ADR-3</span>'));
    expect(entry).toContain('2021-04-14');
    expect(entry).toMatch(/Superseded by <a href="\/docs\/doc\/adr\/0009-[^"]+">ADR-9<\/a> → <a href="\/docs\/doc\/adr\/0016-[^"]+">ADR-16<\/a>/);
  });

  it('should index the patterns by title, with their aliases', async () => {
    const html = await page('/docs/patterns');
    const titles = [...html.matchAll(/<li><a href="\/docs\/doc\/patterns\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]!);
    expect(titles).toHaveLength(8);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(html).toContain('also breaker, circuit-breaker pattern, fail fast');
  });

  it('should answer 404 for a document the build does not have, and for the site when DOCS_SITE=off', async () => {
    expect((await get('/docs/doc/adr/9999-nothing')).status).toBe(404);
    expect((await get('/docs', { DOCS_SITE: 'off' })).status).toBe(404);
    expect((await get('/docs/doc/adr/0002-use-rabbitmq-for-asynchronous-messaging', { DOCS_SITE: 'off' })).status).toBe(404);
    expect((await get('/docs/assets/site.css', { DOCS_SITE: 'off' })).status).toBe(404);
  });

  it('should keep the site off in api-key mode unless DOCS_SITE=on opens it', async () => {
    expect((await get('/docs', { AUTH_MODE: 'api-key' })).status).toBe(404);
    expect((await get('/docs', { AUTH_MODE: 'api-key', DOCS_SITE: 'on' })).status).toBe(200);
  });

  it('should forbid inline scripts and framing on every page', async () => {
    const res = await get('/docs/doc/adr/0016-adopt-kafka-on-amazon-msk-for-domain-events');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
