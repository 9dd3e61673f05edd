// Scoped answers through /mcp over the scoped-docs fixture (test/fixtures/scoped-docs): documents whose
// applies_to excludes the call's for_path or service are left out and counted, ADR waivers ride along where
// they cover the call, and both protocol eras give the same answers.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Client as ModernClient } from '@modelcontextprotocol/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectClient, connectModernClient, publishFixture, scopedFixture } from '../helpers/fixtures';

const LEDGER = 'adr/0001-payments-ledger-in-postgresql.md';
const CATALOG_SEARCH = 'adr/0002-catalog-search-in-opensearch.md';
const GRPC = 'adr/0003-grpc-between-services.md';
const KOTLIN = 'adr/0004-kotlin-coroutines-for-async-work.md';
const STRICT_TS = 'adr/0005-strict-typescript-in-the-web-app.md';
const MIGRATIONS = 'guides/postgresql-migrations.md';
const CARD_DATA = 'guides/card-data-handling.md';

let legacy: Client;
let modern: ModernClient;

interface Answer {
  isError: boolean;
  text: string;
  data: Record<string, any>;
}

async function callBoth(name: string, args: Record<string, unknown>): Promise<[Answer, Answer]> {
  const shape = (raw: unknown): Answer => {
    const res = raw as { isError?: unknown; content?: { text?: string }[]; structuredContent?: Record<string, any> };
    return { isError: res.isError === true, text: res.content?.[0]?.text ?? '', data: res.structuredContent ?? {} };
  };
  const a = shape(await legacy.callTool({ name, arguments: args }));
  const b = shape(await modern.callTool({ name, arguments: args }));
  return [a, b];
}

/** Calls a tool through both eras and checks they answer the same; returns the 2025-era answer. */
async function call(name: string, args: Record<string, unknown>): Promise<Answer> {
  const [a, b] = await callBoth(name, args);
  const timeless = (d: Record<string, any> | undefined) => d && { ...d, search_time_ms: 0 };
  expect(timeless(b.data)).toEqual(timeless(a.data));
  expect(b.isError).toBe(a.isError);
  return a;
}

const paths = (results: { path: string }[]) => results.map((r) => r.path).sort();

describe('scoped answers', () => {
  beforeAll(async () => {
    const { files, config } = scopedFixture();
    await publishFixture(files, config);
    ({ client: legacy } = await connectClient());
    modern = await connectModernClient();
  });

  describe('search_architecture', () => {
    const search = (extra: Record<string, unknown> = {}) => call('search_architecture', { query: 'PostgreSQL', max_results: 20, ...extra });

    it('should leave nothing out and report filtered_out 0 when the call names no place', async () => {
      const { data } = await search();
      expect(paths(data.results)).toEqual([LEDGER, CATALOG_SEARCH, CARD_DATA, MIGRATIONS].sort());
      expect(data.filtered_out).toBe(0);
    });

    it.each([
      ['a path in the payments service (mapped)', { for_path: 'services/payments/src/Ledger.kt' }, [LEDGER, CARD_DATA, MIGRATIONS], 1],
      ['the payments service named directly', { service: 'payments' }, [LEDGER, CARD_DATA, MIGRATIONS], 1],
      ['a path under the catalog glob', { for_path: 'services/catalog/src/index.ts' }, [CATALOG_SEARCH, MIGRATIONS], 2],
      ['the catalog service named directly', { service: 'catalog' }, [CATALOG_SEARCH, MIGRATIONS], 2],
      ['a catalog library (service by the map, outside the ADR path glob)', { for_path: 'libs/catalog-client/src/client.ts' }, [MIGRATIONS], 3],
      ['a path no service owns', { for_path: 'tools/report.py' }, [MIGRATIONS], 3],
    ])('should keep only what applies at %s and count the rest', async (_label, where, expected, filtered) => {
      const { data } = await search(where);
      expect(paths(data.results)).toEqual([...expected].sort());
      expect(data.filtered_out).toBe(filtered);
      expect(data.total_matches).toBe(expected.length);
    });

    it('should normalise ./ and backslashes in for_path', async () => {
      const { data } = await search({ for_path: '.\\services\\payments\\src\\Ledger.kt' });
      expect(paths(data.results)).toEqual([LEDGER, CARD_DATA, MIGRATIONS].sort());
    });

    it('should carry a waiver in force on the ADR it relaxes, where it covers the call', async () => {
      for (const where of [{ for_path: 'services/legacy-orders/src/OrderEndpoint.java' }, { service: 'legacy-orders' }]) {
        const { data } = await call('search_architecture', { query: 'gRPC between services', ...where });
        const grpc = data.results.find((r: { path: string }) => r.path === GRPC);
        expect(grpc.waiver).toEqual({
          approved_by: 'Architecture board',
          expires: '2099-06-30',
          reason: 'The legacy order service keeps its SOAP endpoints until it is switched off.',
          expired: false,
        });
      }
    });

    it('should report an expired waiver as expired', async () => {
      const { data } = await call('search_architecture', { query: 'gRPC between services', for_path: 'services/payments/webhooks/CardProvider.kt' });
      const grpc = data.results.find((r: { path: string }) => r.path === GRPC);
      expect(grpc.waiver).toMatchObject({ approved_by: 'Head of payments', expires: '2021-03-01', expired: true });
    });

    describe('by the clock of each call', () => {
      afterEach(() => vi.useRealTimers());

      it('should hold a waiver until its expires day begins (UTC), even for a call answered from the cache the day before', async () => {
        const grpcWaiver = async () => {
          const res = (await modern.callTool({ name: 'search_architecture', arguments: { query: 'gRPC between services', service: 'legacy-orders' } })) as { structuredContent: { results: { path: string; waiver?: { expired: boolean } }[] } };
          return res.structuredContent.results.find((r) => r.path === GRPC)?.waiver;
        };
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.UTC(2099, 5, 29, 23, 59, 30));
        expect(await grpcWaiver()).toMatchObject({ expires: '2099-06-30', expired: false });
        expect(await grpcWaiver()).toMatchObject({ expired: false });
        vi.setSystemTime(Date.UTC(2099, 5, 30, 0, 0, 1));
        expect(await grpcWaiver()).toMatchObject({ expires: '2099-06-30', expired: true });
      });
    });

    it.each([
      ['a path outside every waiver', { for_path: 'services/payments/src/Ledger.kt' }],
      ['a service whose paths only partly fall under the waiver', { service: 'payments' }],
      ['no place at all', {}],
    ])('should carry no waiver for %s', async (_label, where) => {
      const { data } = await call('search_architecture', { query: 'gRPC between services', ...where });
      const grpc = data.results.find((r: { path: string }) => r.path === GRPC);
      expect(grpc).toBeDefined();
      expect(grpc.waiver).toBeUndefined();
    });

    it('should refuse a service the knowledge base does not know, listing the known ones', async () => {
      const { isError, text } = await call('search_architecture', { query: 'PostgreSQL', service: 'payment' });
      expect(isError).toBe(true);
      expect(text).toContain('service "payment" is not one this knowledge base names; known services: catalog, legacy-orders, payments');
    });

    it.each([
      ['an absolute path', '/srv/app/services/payments/Ledger.kt', 'must be relative'],
      ['a path that climbs out', 'services/../../etc/passwd', 'must not contain . or .. folders'],
      ['a path with an empty folder', 'services//payments/x.kt', 'must not contain empty folder names'],
    ])('should refuse %s as for_path, naming the argument', async (_label, forPath, reason) => {
      const { isError, text } = await call('search_architecture', { query: 'PostgreSQL', for_path: forPath });
      expect(isError).toBe(true);
      expect(text).toContain(`for_path ${reason}`);
    });

    it('should refuse a for_path over the limit in the schema', async () => {
      const { isError, text } = await call('search_architecture', { query: 'PostgreSQL', for_path: `services/${'a'.repeat(1000)}.kt` });
      expect(isError).toBe(true);
      expect(text).toContain('for_path');
    });
  });

  describe('grep_docs', () => {
    const grepAdrs = (extra: Record<string, unknown> = {}) => call('grep_docs', { pattern: '## Decision', file_pattern: 'adr/**', ...extra });

    it.each([
      ['no place', {}, [LEDGER, CATALOG_SEARCH, GRPC, KOTLIN, STRICT_TS, 'adr/0006-shared-cache-for-sessions.md'], 0],
      ['a Kotlin file in payments (language by extension)', { for_path: 'services/payments/src/Ledger.kt' }, [LEDGER, GRPC, KOTLIN], 3],
      ['a TypeScript file in the web app (path and language both hold)', { for_path: 'web/src/app.ts' }, [GRPC, STRICT_TS], 4],
      ['a stylesheet in the web app (path holds, language does not)', { for_path: 'web/src/styles.css' }, [GRPC], 5],
      ['a file with no known language (languages cannot be told)', { for_path: 'tools/Notes' }, [GRPC, KOTLIN], 4],
    ])('should search only the documents that apply at %s', async (_label, where, expected, filtered) => {
      const { data } = await grepAdrs(where);
      expect([...new Set(data.matches.map((m: { path: string }) => m.path))].sort()).toEqual([...expected].sort());
      expect(data.files_searched).toBe(expected.length);
      expect(data.filtered_out).toBe(filtered);
    });

    it('should carry the waiver on every match in the waived ADR', async () => {
      const { data } = await call('grep_docs', { pattern: 'gRPC', file_pattern: GRPC, service: 'legacy-orders' });
      expect(data.matches.length).toBeGreaterThan(1);
      for (const m of data.matches) expect(m.waiver).toMatchObject({ approved_by: 'Architecture board', expired: false });
    });
  });

  describe('check_adr_alignment', () => {
    it('should leave out ADRs that do not apply and count them', async () => {
      const decision = { decision_description: 'We will store the payments ledger entries in PostgreSQL tables.' };
      const everywhere = await call('check_adr_alignment', decision);
      expect(everywhere.data.related_adrs.map((r: { path: string }) => r.path)).toContain(LEDGER);
      expect(everywhere.data.filtered_out).toBe(0);
      const inCatalog = await call('check_adr_alignment', { ...decision, for_path: 'services/catalog/src/Prices.ts' });
      expect(inCatalog.data.related_adrs.map((r: { path: string }) => r.path)).not.toContain(LEDGER);
      expect(inCatalog.data.filtered_out).toBe(1);
    });

    it('should carry the waiver of an ADR it lists, where the waiver covers the call', async () => {
      const decision = { decision_description: 'The order service will expose SOAP endpoints instead of gRPC to the other services.' };
      const waived = await call('check_adr_alignment', { ...decision, service: 'legacy-orders' });
      const grpc = waived.data.related_adrs.find((r: { path: string }) => r.path === GRPC);
      expect(grpc.waiver).toMatchObject({ approved_by: 'Architecture board', expires: '2099-06-30', expired: false });
      const elsewhere = await call('check_adr_alignment', { ...decision, service: 'catalog' });
      expect(elsewhere.data.related_adrs.find((r: { path: string }) => r.path === GRPC).waiver).toBeUndefined();
    });
  });

  describe('validate_against_pattern', () => {
    const code = 'public class OrderRepository {\n  public Order findById(String id) { return null; }\n  public void save(Order order) { }\n}\n';

    it('should validate against a pattern that applies and count the pattern docs left out', async () => {
      const { isError, data } = await call('validate_against_pattern', { code, pattern_name: 'repository', for_path: 'services/payments/src/OrderRepository.java' });
      expect(isError).toBe(false);
      expect(data.pattern.path).toBe('patterns/repository.md');
      expect(data.filtered_out).toBe(1);
    });

    it('should say a pattern does not apply where the code lives instead of validating against it', async () => {
      const { isError, text } = await call('validate_against_pattern', { code, pattern_name: 'transactional outbox', for_path: 'services/catalog/src/Outbox.java' });
      expect(isError).toBe(true);
      expect(text).toContain('"transactional outbox" (patterns/transactional-outbox.md) does not apply');
      expect(text).toContain('services payments');
    });

    it('should validate against a scoped pattern where it applies', async () => {
      const { isError, data } = await call('validate_against_pattern', { code, pattern_name: 'transactional outbox', service: 'payments' });
      expect(isError).toBe(false);
      expect(data.pattern.path).toBe('patterns/transactional-outbox.md');
    });
  });

  describe('prompts and completions', () => {
    it('should complete service arguments with the services the build knows', async () => {
      const { completion } = await legacy.complete({ ref: { type: 'ref/prompt', name: 'architecture-review' }, argument: { name: 'service', value: 'pa' } });
      expect(completion.values).toEqual(['payments']);
      const all = await legacy.complete({ ref: { type: 'ref/prompt', name: 'adr-alignment-review' }, argument: { name: 'service', value: '' } });
      expect(all.completion.values).toEqual(['catalog', 'legacy-orders', 'payments']);
    });

    it('should name the known services in a review prompt, and pass the chosen one to the tools', async () => {
      const text = async (args: Record<string, string>) => {
        const result = await legacy.getPrompt({ name: 'architecture-review', arguments: { component_description: 'A service that records refunds.', ...args } });
        return result.messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n');
      };
      expect(await text({})).toContain('Services this knowledge base scopes documents to: `catalog`, `legacy-orders`, `payments`');
      expect(await text({ service: 'payments' })).toContain('Pass `service` "payments" to every search');
    });
  });
});
