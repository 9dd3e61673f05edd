// A publish stopped after any of its steps — documents, index, analysis, manifest, pointer — or
// by a storage write failing midway leaves the previous build served, whole; running it again
// completes it; no publish deletes anything, so whatever a pointer names stays readable; and two
// publishes racing on one folder end with one of the two builds served, whole.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBundle } from '../../../src/bundle/build-bundle';
import type { BuiltBundle } from '../../../src/bundle/build-bundle';
import { publishBundle } from '../../../src/bundle/publish';
import type { PublishStep } from '../../../src/bundle/publish';
import { bindingSink } from '../../../src/storage/binding-sink';
import { forgetBundle, loadBuild } from '../../../src/storage/bundle-loader';
import { forgetDocumentTexts } from '../../../src/storage/document-store';
import { CURRENT_POINTER_KEY, documentKey } from '../../../src/storage/keys';
import { FaultyBindings } from '../helpers/faults';
import { MCP_URL, filesFrom, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';

type ToolAnswer = { isError?: boolean; structuredContent?: Record<string, any> };

const NEW_DOC = 'guidelines/feature-flag-hygiene.md';
const NEW_TEXT = '# Feature flag hygiene\n\nEvery feature flag names an owner and a removal date; flags older than a quarter are removed.\n';

const build = (extra: Record<string, string> = {}) => buildBundle([...resourceFiles(), ...filesFrom(extra)], { config: resourceDocsConfig(), name: 'Publish test', builtAt: '2026-01-01T00:00:00.000Z' });

let previous: BuiltBundle;
let next: BuiltBundle;
let rival: BuiltBundle;
/** Published by one test only, so its values are absent until that test writes them. */
let late: BuiltBundle;

async function tool(faults: FaultyBindings, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const res = await faults.fetch(MCP_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: ToolAnswer }).result;
}

/**
 * What a fresh isolate serves: the build id, and every part of it working — the manifest (a
 * document read), the index (a search), the texts (grep), the analysis data (an alignment check).
 */
async function expectServed(faults: FaultyBindings, bundle: BuiltBundle): Promise<void> {
  forgetBundle();
  forgetDocumentTexts();
  const health = (await (await faults.fetch('http://127.0.0.1/healthz')).json()) as { build_id: string; docs: number };
  expect(health).toMatchObject({ build_id: bundle.buildId, docs: bundle.manifest.docs.length });
  const search = await tool(faults, 'search_architecture', { query: 'feature flag owner removal date', max_results: 3 });
  const hasNewDoc = bundle.manifest.docs.some((d) => d.path === NEW_DOC);
  expect(search.structuredContent!.results.some((r: { path: string }) => r.path === NEW_DOC)).toBe(hasNewDoc);
  const read = await tool(faults, 'read_document', { path: NEW_DOC, max_chars: 300 });
  expect(read.isError === true).toBe(!hasNewDoc);
  const grep = await tool(faults, 'grep_docs', { pattern: 'removal date', limit: 5 });
  expect(grep.structuredContent!.matches.some((m: { path: string }) => m.path === NEW_DOC)).toBe(hasNewDoc);
  const alignment = await tool(faults, 'check_adr_alignment', { decision_description: 'We will run the tracking service on Kubernetes.' });
  expect(alignment.isError).toBeUndefined();
  expect(alignment.structuredContent!.related_adrs.length).toBeGreaterThan(0);
}

/** Every value a build's manifest points at is still stored: its KV values and its documents in R2. */
async function expectIntact(bundle: BuiltBundle): Promise<void> {
  const loaded = await loadBuild(env.BUNDLES, bundle.buildId);
  expect(loaded.docs.map((d) => d.path)).toEqual(bundle.manifest.docs.map((d) => d.path));
  expect((await loaded.texts()).length).toBe(bundle.manifest.docs.length);
  expect((await loaded.analysis()).adr).toBeDefined();
  const heads = await Promise.all(bundle.manifest.docs.map((d) => env.DOCS.head(documentKey(d.sha256))));
  expect(heads.every((h) => h !== null)).toBe(true);
}

/** A publish of `bundle` that dies as the step after `stopAfter` begins (nothing of that step written). */
async function publishStoppedAfter(faults: FaultyBindings, bundle: BuiltBundle, stopAfter: PublishStep): Promise<void> {
  const order: PublishStep[] = ['documents', 'index', 'analysis', 'manifest', 'pointer'];
  const stopAt = order[order.indexOf(stopAfter) + 1];
  const run = publishBundle(bindingSink(faults.env), bundle, {
    onStep: (step) => {
      if (step === stopAt) throw new Error(`publish stopped before ${step}`);
    },
  });
  if (stopAt) await expect(run).rejects.toThrow('publish stopped');
  else await run;
}

describe('interrupted publishes', () => {
  beforeAll(async () => {
    previous = await build();
    next = await build({ [NEW_DOC]: NEW_TEXT });
    rival = await build({ [NEW_DOC]: NEW_TEXT.replace('a quarter', 'two quarters') });
    late = await build({ [NEW_DOC]: NEW_TEXT.replace('a quarter', 'a month') });
  });

  beforeEach(async () => {
    await publishBundle(bindingSink(env), previous);
    forgetBundle();
  });

  it.each<PublishStep>(['documents', 'index', 'analysis', 'manifest'])('should keep the previous build served, whole, when a publish stops after its %s step, and complete on the next run', async (step) => {
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    await publishStoppedAfter(faults, next, step);
    await expectServed(faults, previous);

    const again = await publishBundle(bindingSink(faults.env), next);
    expect(again).toMatchObject({ changed: true, previousBuildId: previous.buildId });
    await expectServed(faults, next);
    await expectIntact(next);
    await expectIntact(previous);
    expect([...faults.callsTo('BUNDLES', 'delete'), ...faults.callsTo('DOCS', 'delete')]).toEqual([]);
  });

  it('should serve the new build whole when a publish stops right after its pointer, and write nothing when run again', async () => {
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    await publishStoppedAfter(faults, next, 'pointer');
    await expectServed(faults, next);
    const writes = faults.callsTo('BUNDLES', 'put').length + faults.callsTo('DOCS', 'put').length;
    expect(await publishBundle(bindingSink(faults.env), next)).toMatchObject({ changed: false });
    expect(faults.callsTo('BUNDLES', 'put').length + faults.callsTo('DOCS', 'put').length).toBe(writes);
  });

  it.each([
    ['a document upload', { binding: 'DOCS', method: 'put', skip: 0 } as const],
    ['an index shard', { binding: 'BUNDLES', method: 'put', key: /\/index\/\d+$/ } as const],
    ['a decision-frame bucket', { binding: 'BUNDLES', method: 'put', key: /\/analysis\/frames\/\d+$/ } as const],
    ['a manifest doc shard', { binding: 'BUNDLES', method: 'put', key: /\/manifest\/docs\/\d+$/ } as const],
    ['the manifest head', { binding: 'BUNDLES', method: 'put', key: /\/manifest$/ } as const],
    ['the pointer', { binding: 'BUNDLES', method: 'put', key: 'current' } as const],
  ])('should keep the previous build served when writing %s fails, and complete on the next run', async (_, fault) => {
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    const failing = faults.inject(fault);
    await expect(publishBundle(bindingSink(faults.env), next)).rejects.toThrow('injected');
    expect(failing.hits).toBe(1);
    await expectServed(faults, previous);
    faults.clear();
    await publishBundle(bindingSink(faults.env), next);
    await expectServed(faults, next);
    await expectIntact(previous);
  });

  it('should keep serving the build an isolate has while the pointer names a build it cannot read yet', async () => {
    // On the edge KV is eventually consistent: a location can see a new pointer before the values it names.
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    await expectServed(faults, previous);
    await env.BUNDLES.put(CURRENT_POINTER_KEY, JSON.stringify({ buildId: late.buildId, publishedAt: new Date().toISOString() }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const health = await faults.fetch('http://127.0.0.1/healthz');
    expect(health.status).toBe(200);
    expect(((await health.json()) as { build_id: string }).build_id).toBe(previous.buildId);
    const search = await tool(faults, 'search_architecture', { query: 'circuit breaker', max_results: 2 });
    expect(search.structuredContent!.results.length).toBeGreaterThan(0);
    // Once the values arrive, the next re-read serves the new build.
    const sink = bindingSink(env);
    const arriving = publishBundle({ ...sink, getKvText: async (key) => (key === CURRENT_POINTER_KEY ? undefined : sink.getKvText(key)) }, late, {
      onStep: (step) => {
        if (step === 'pointer') throw new Error('the pointer is there already');
      },
    });
    await expect(arriving).rejects.toThrow('already');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = (await (await faults.fetch('http://127.0.0.1/healthz')).json()) as { build_id: string };
    expect(later.build_id).toBe(late.buildId);
  });

  it('should end two publishes racing on one folder with one of the two builds served, whole, and both stored', async () => {
    const faults = new FaultyBindings({ CACHE_TTL: '0' });
    const [a, b] = await Promise.all([publishBundle(bindingSink(faults.env), next), publishBundle(bindingSink(faults.env), rival)]);
    expect(a.changed && b.changed).toBe(true);
    forgetBundle();
    const served = ((await (await faults.fetch('http://127.0.0.1/healthz')).json()) as { build_id: string }).build_id;
    expect([next.buildId, rival.buildId]).toContain(served);
    const winner = served === next.buildId ? next : rival;
    await expectServed(faults, winner);
    await expectIntact(next);
    await expectIntact(rival);
    // The loser comes back the way a rerun does: it completes and is served.
    const loser = winner === next ? rival : next;
    expect(await publishBundle(bindingSink(faults.env), loser)).toMatchObject({ changed: true, previousBuildId: winner.buildId });
    await expectServed(faults, loser);
  });
});
