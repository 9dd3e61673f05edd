// What a search answer holds beyond its ranking: no padding far below the best result, excerpts
// that quote an ADR's decision rather than its metadata, amendments beside supersessions, and the
// answer's size in tokens.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, filesFrom, publishFixture, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';

interface Result {
  path: string;
  score: number;
  excerpt: string;
  amended_by?: string[];
}

let client: Client;

async function search(args: Record<string, unknown>) {
  const res = await client.callTool({ name: 'search_architecture', arguments: args });
  expect(res.isError, JSON.stringify(res.content)).toBeFalsy();
  return { ...(res.structuredContent as { results: Result[]; total_matches: number }), meta: res._meta as Record<string, unknown>, text: (res.content as { text: string }[])[0].text };
}

const METADATA_TABLE_ADR = [
  '# Ferry schedule feeds',
  '',
  '| Metadata | Value |',
  '|----------|-------|',
  '| Date     | 2025-02-11 |',
  '| Author   | @ops-team |',
  '| Status   | Accepted |',
  '| Tags     | feeds, schedules |',
  '',
  '## Context',
  '',
  'Ports publish timetables in different formats and at different times of day.',
  '',
  '## Decision',
  '',
  'We ingest every port timetable through one normalising adapter and publish a single schedule feed each hour.',
  '',
].join('\n');

const LABEL_LINES_ADR = [
  '# Quay crane telemetry',
  '',
  'Status: Accepted',
  'Last Modified: 2025-03-02',
  'Deciders: Ana, Ben',
  '',
  '## Decision Drivers',
  '',
  '* Cranes report every second.',
  '',
  '## Decision Outcome',
  '',
  'Crane readings go to a time-series store, sampled down to one a minute after thirty days.',
  '',
].join('\n');

describe('search answers', () => {
  beforeAll(async () => {
    const extra = filesFrom({ 'adr/0101-ferry-schedule-feeds.md': METADATA_TABLE_ADR, 'adr/0102-quay-crane-telemetry.md': LABEL_LINES_ADR });
    await publishFixture([...resourceFiles(), ...extra], resourceDocsConfig());
    ({ client } = await connectClient());
  });

  it('should leave out results scoring under a quarter of the best, while counting every match', async () => {
    const { results, total_matches } = await search({ query: 'builder pattern', max_results: 20 });
    expect(results[0].score).toBe(1);
    expect(results.every((r) => r.score >= 0.25)).toBe(true);
    expect(total_matches).toBeGreaterThan(results.length);
  });

  it.each([
    ['a metadata table', 'ferry schedule feeds', 'adr/0101-ferry-schedule-feeds.md', 'normalising adapter'],
    ['metadata label lines', 'quay crane telemetry', 'adr/0102-quay-crane-telemetry.md', 'time-series store'],
  ])('should quote the decision of an ADR that opens with %s, not the metadata', async (_label, query, path, decisionWords) => {
    const { results } = await search({ query });
    const hit = results.find((r) => r.path === path);
    expect(hit?.excerpt).toContain(decisionWords);
    expect(hit?.excerpt).not.toMatch(/Metadata|Author|Deciders|Last Modified/);
  });

  it('should name the ADRs that amend a result beside those that supersede it', async () => {
    const { results } = await search({ query: 'ADR-5 REST OpenAPI' });
    const adr5 = results.find((r) => r.path === 'adr/0005-rest-and-openapi-for-external-apis.md');
    expect(adr5?.amended_by).toEqual(['adr/0012-date-based-api-versions.md']);
  });

  it('should report the size of the answer in tokens in _meta', async () => {
    const small = await search({ query: 'kafka', max_results: 1 });
    const large = await search({ query: 'kafka', max_results: 10 });
    expect(small.meta.estimated_tokens).toBe(Math.ceil(small.text.length / 4));
    expect(large.meta.estimated_tokens as number).toBeGreaterThan(small.meta.estimated_tokens as number);
  });
});
