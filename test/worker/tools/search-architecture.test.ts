// search_architecture through /mcp on the bundled knowledge base: ranking that respects ADR ids
// and statuses, filters, excerpts, and argument limits.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, publishFixture } from '../helpers/fixtures';

interface Result {
  uri: string;
  path: string;
  title: string;
  resource_type: string;
  status?: string;
  score: number;
  excerpt: string;
  section?: { anchor?: string; heading: string };
  superseded_by?: string;
}

let client: Client;

async function search(args: Record<string, unknown>) {
  const res = await client.callTool({ name: 'search_architecture', arguments: args });
  expect(res.isError, JSON.stringify(res.content)).toBeFalsy();
  return res.structuredContent as { results: Result[]; total_matches: number; build_id: string };
}

describe('search_architecture', () => {
  let buildId: string;
  beforeAll(async () => {
    buildId = (await publishFixture()).buildId;
    ({ client } = await connectClient());
  });

  it.each([
    ['ADR-0015', 'adr/0015-transactional-outbox-for-domain-events.md'],
    ['adr 7', 'adr/0007-use-postgresql-for-transactional-data.md'],
    ['what did ADR-12 decide about API versions?', 'adr/0012-date-based-api-versions.md'],
  ])('should rank the ADR named in "%s" first', async (query, path) => {
    const { results } = await search({ query });
    expect(results[0]?.path).toBe(path);
  });

  it('should rank the decision in force above the ones it superseded, and point from old to new', async () => {
    const { results } = await search({ query: 'message broker for asynchronous events between services', resource_type: 'adr' });
    const paths = results.map((r) => r.path);
    const inForce = paths.indexOf('adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md');
    const rabbit = paths.indexOf('adr/0002-use-rabbitmq-for-asynchronous-messaging.md');
    // Both are found: the superseded one ranks below the decision in force, not out of the results.
    expect(inForce).toBeGreaterThanOrEqual(0);
    expect(rabbit).toBeGreaterThanOrEqual(0);
    expect(inForce).toBeLessThan(rabbit);
    const sns = results.find((r) => r.path === 'adr/0009-replace-rabbitmq-with-sns-and-sqs.md');
    expect(sns?.status).toBe('superseded');
    expect(sns?.superseded_by).toBe('adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md');
  });

  it('should name every result by uri and path and quote the matched words in the excerpt', async () => {
    const { results, build_id } = await search({ query: 'idempotency key', max_results: 3 });
    expect(build_id).toBe(buildId);
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.uri).toMatch(/^arch:\/\/docs\//);
      expect(r.path).toMatch(/\.md$/);
    }
    expect(results[0]!.excerpt.toLowerCase()).toContain('idempotency');
    expect(results[0]!.excerpt.length).toBeLessThanOrEqual(400);
  });

  it.each([
    ['patterns', 'pattern'],
    ['guidelines', 'guideline'],
    ['adr', 'adr'],
  ])('should only return %s when resource_type says so', async (resource_type, kind) => {
    const { results } = await search({ query: 'database', resource_type });
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((r) => r.resource_type))).toEqual(new Set([kind]));
  });

  it('should filter ADRs by status', async () => {
    const { results } = await search({ query: 'database', status: 'rejected' });
    expect(results.map((r) => r.path)).toEqual(['adr/0008-mongodb-for-shipment-documents.md']);
  });

  it('should cap results at max_results and report the total', async () => {
    const { results, total_matches } = await search({ query: 'service', max_results: 2 });
    expect(results).toHaveLength(2);
    expect(total_matches).toBeGreaterThan(2);
  });

  it.each([
    [{ query: 'x'.repeat(501) }, 'query'],
    [{ query: 'cache', max_results: 21 }, 'max_results'],
    [{ query: 'cache', resource_type: 'diagrams' }, 'resource_type'],
    [{}, 'query'],
  ])('should refuse %j with an error naming %s', async (args, field) => {
    const res = await client.callTool({ name: 'search_architecture', arguments: args });
    expect(res.isError).toBe(true);
    const text = (res.content as { text: string }[])[0]!.text;
    expect(text).toContain(field);
  });
});
