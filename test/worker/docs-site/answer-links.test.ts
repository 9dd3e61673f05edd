// Every answer that names a document carries `url`, its page on this server, and — when
// arch-mcp.json sets a `source_url` template — `source_url`, filled with the build's commit:
// search results, document reads and their related documents, the ADRs check_adr_alignment lists,
// the pattern validate_against_pattern used, and resources (in `_meta`). Opening a url shows that document.
import { createExecutionContext, env } from 'cloudflare:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBundle } from '../../../src/bundle/build-bundle';
import { publishBundle } from '../../../src/bundle/publish';
import { createApp } from '../../../src/http/app';
import { bindingSink } from '../../../src/storage/binding-sink';
import { forgetBundle } from '../../../src/storage/bundle-loader';
import { clearMemoryCache } from '../../../src/tools/result-cache';
import { connectModernClient, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';

const app = createApp();
const COMMIT = '4f2a9c1e7b3d5a6f8e0c2b4d6f8a0c2e4b6d8f0a';
const TEMPLATE = 'https://git.example.com/harbourline/architecture/blob/{commit}/docs/{path}';

/** fetch into the app at `origin`, with `vars` over the test env. */
function fetchAt(vars: Partial<Env> = {}): typeof fetch {
  return (input, init) => Promise.resolve(app.request(new Request(input as RequestInfo, init), undefined, { ...env, ...vars }, createExecutionContext()));
}

async function clientAt(origin: string, vars: Partial<Env> = {}): Promise<Client> {
  const client = new Client({ name: 'answer-links', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { fetch: fetchAt(vars) }));
  return client;
}

type Linked = { path: string; url?: string; source_url?: string; title: string };

async function structured<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as { structuredContent: T; isError?: boolean };
  expect(result.isError, JSON.stringify(result)).toBeFalsy();
  return result.structuredContent;
}

describe('links to the docs site in answers', () => {
  let client: Client;

  beforeAll(async () => {
    const config = { ...resourceDocsConfig(), sourceUrl: TEMPLATE };
    const bundle = await buildBundle(resourceFiles(), { config, name: 'Linked knowledge base', sourceCommit: COMMIT, builtAt: '2026-01-01T00:00:00.000Z' });
    await publishBundle(bindingSink(env), bundle);
    forgetBundle();
    clearMemoryCache();
    client = await clientAt('http://127.0.0.1');
  });

  it('should give every search result the url of its page, and opening it should show that document', async () => {
    const { results } = await structured<{ results: Linked[] }>(client, 'search_architecture', { query: 'kafka domain events', max_results: 3 });
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.url).toMatch(/^http:\/\/127\.0\.0\.1\/docs\/doc\//);
      const page = await fetchAt()(result.url!);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<span>${result.path}</span>`);
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    }
  });

  it('should fill source_url from the template with the build commit and the document path', async () => {
    const { results } = await structured<{ results: Linked[] }>(client, 'search_architecture', { query: 'circuit breaker carrier integrations', max_results: 1 });
    const [first] = results;
    expect(first!.source_url).toBe(`https://git.example.com/harbourline/architecture/blob/${COMMIT}/docs/${first!.path}`);
    const html = await (await fetchAt()(first!.url!)).text();
    expect(html).toContain(`<dt>Source</dt><dd><a href="${first!.source_url}" rel="noreferrer">`);
  });

  it('should give a document read, the section read and its related documents their urls', async () => {
    const read = await structured<Linked & { related: Linked[] }>(client, 'read_document', { path: 'adr/0009-replace-rabbitmq-with-sns-and-sqs.md', include_related: true });
    expect(read.url).toBe('http://127.0.0.1/docs/doc/adr/0009-replace-rabbitmq-with-sns-and-sqs');
    expect(read.source_url).toBe(`https://git.example.com/harbourline/architecture/blob/${COMMIT}/docs/adr/0009-replace-rabbitmq-with-sns-and-sqs.md`);
    const successor = read.related.find((r) => r.path === 'adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md');
    expect(successor?.url).toBe('http://127.0.0.1/docs/doc/adr/0016-adopt-kafka-on-amazon-msk-for-domain-events');
    const section = await structured<Linked>(client, 'read_document', { path: 'adr/0009-replace-rabbitmq-with-sns-and-sqs.md', section: 'decision' });
    expect(section.url).toBe('http://127.0.0.1/docs/doc/adr/0009-replace-rabbitmq-with-sns-and-sqs#decision');
    expect(await (await fetchAt()(section.url!)).text()).toContain('<h2 id="decision">');
  });

  it('should give the ADRs check_adr_alignment lists and the pattern validate_against_pattern used their urls', async () => {
    const aligned = await structured<{ related_adrs: Linked[] }>(client, 'check_adr_alignment', { decision_description: 'Publish domain events with RabbitMQ instead of Kafka for the new billing service.' });
    expect(aligned.related_adrs.length).toBeGreaterThan(0);
    for (const adr of aligned.related_adrs) {
      expect(adr.url).toMatch(/^http:\/\/127\.0\.0\.1\/docs\/doc\/adr\//);
      expect(adr.source_url).toContain(`/blob/${COMMIT}/docs/adr/`);
    }
    const checked = await structured<{ pattern: Linked }>(client, 'validate_against_pattern', { pattern_name: 'singleton', code: 'class Config {}', language: 'typescript' });
    expect(checked.pattern.url).toBe('http://127.0.0.1/docs/doc/patterns/singleton');
  });

  it('should put url and source_url in the _meta of listed and read resources', async () => {
    const modern = await connectModernClient();
    const { resources } = await modern.listResources();
    const adr = resources.find((r) => r._meta?.path === 'adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md');
    expect(adr?._meta).toMatchObject({ url: 'http://127.0.0.1/docs/doc/adr/0016-adopt-kafka-on-amazon-msk-for-domain-events', source_url: expect.stringContaining(`/blob/${COMMIT}/`) });
    const read = await modern.readResource({ uri: adr!.uri });
    expect(read.contents[0]?._meta).toMatchObject({ url: 'http://127.0.0.1/docs/doc/adr/0016-adopt-kafka-on-amazon-msk-for-domain-events' });
    await modern.close();
  });

  it('should build urls on the host the request came to, even for an answer already cached', async () => {
    const args = { query: 'postgresql transactional data', max_results: 1 };
    const first = await structured<{ results: Linked[] }>(client, 'search_architecture', args);
    const other = await clientAt('http://localhost');
    const again = await structured<{ results: Linked[] }>(other, 'search_architecture', args);
    expect(first.results[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1\/docs\//);
    expect(again.results[0]!.url).toMatch(/^http:\/\/localhost\/docs\//);
    await other.close();
  });

  it('should leave url out when the docs site is off, and keep source_url', async () => {
    const off = await clientAt('http://127.0.0.1', { DOCS_SITE: 'off' });
    const { results } = await structured<{ results: Linked[] }>(off, 'search_architecture', { query: 'kafka domain events', max_results: 1 });
    expect(results[0]!.url).toBeUndefined();
    expect(results[0]!.source_url).toContain(`/blob/${COMMIT}/`);
    await off.close();
  });
});
