// Rolling back: the `current` pointer goes back to a build served earlier, which isolates then
// serve; a build that is unknown, incomplete or in another format is refused and nothing changes.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBundle } from '../../../src/bundle/build-bundle';
import type { BuiltBundle } from '../../../src/bundle/build-bundle';
import { publishBundle } from '../../../src/bundle/publish';
import { RollbackError, rollBack } from '../../../src/bundle/rollback';
import { bindingSink } from '../../../src/storage/binding-sink';
import { forgetBundle } from '../../../src/storage/bundle-loader';
import { CURRENT_POINTER_KEY, manifestKey } from '../../../src/storage/keys';
import { filesFrom, resourceDocsConfig, resourceFiles, workerFetch } from '../helpers/fixtures';

const build = (extra: Record<string, string> = {}) =>
  buildBundle([...resourceFiles(), ...filesFrom(extra)], { config: resourceDocsConfig(), name: 'Test', builtAt: '2026-01-01T00:00:00.000Z' });

async function servedBuildId(): Promise<string> {
  forgetBundle();
  const res = await workerFetch('http://127.0.0.1/healthz');
  return ((await res.json()) as { build_id: string }).build_id;
}

const pointer = async () => JSON.parse((await env.BUNDLES.get(CURRENT_POINTER_KEY))!) as { buildId: string; earlier?: { buildId: string }[] };

describe('rollback', () => {
  const sink = bindingSink(env);
  let builds: BuiltBundle[];

  beforeAll(async () => {
    builds = [await build(), await build({ 'guidelines/flags.md': '# Flags\n\nGuard risky changes with a flag.\n' }), await build({ 'guidelines/retries.md': '# Retries\n\nRetry idempotent calls only.\n' })];
  });

  it('should refuse when nothing is published, writing nothing', async () => {
    await expect(rollBack(sink)).rejects.toThrow(/nothing is published/);
    expect(await env.BUNDLES.get(CURRENT_POINTER_KEY)).toBeNull();
  });

  it('should refuse with only one build published, since there is nothing earlier', async () => {
    await publishBundle(sink, builds[0]);
    await expect(rollBack(sink)).rejects.toThrow(new RegExp(`no earlier build is recorded for build ${builds[0].buildId}`));
  });

  it('should serve the build published before the current one', async () => {
    await publishBundle(sink, builds[1]);
    await publishBundle(sink, builds[2]);
    expect(await servedBuildId()).toBe(builds[2].buildId);
    expect(await rollBack(sink)).toEqual({ from: builds[2].buildId, to: builds[1].buildId });
    expect(await servedBuildId()).toBe(builds[1].buildId);
    // The build rolled back from is remembered first, so a second rollback undoes the first.
    expect((await pointer()).earlier?.map((b) => b.buildId)).toEqual([builds[2].buildId, builds[0].buildId]);
  });

  it('should serve any earlier build named with `to`', async () => {
    expect(await rollBack(sink, { to: builds[0].buildId })).toEqual({ from: builds[1].buildId, to: builds[0].buildId });
    expect(await servedBuildId()).toBe(builds[0].buildId);
    expect((await pointer()).earlier?.map((b) => b.buildId)).toEqual([builds[1].buildId, builds[2].buildId]);
  });

  it('should serve a build named by the start of its id, as serve prints 12 digits, in either case', async () => {
    expect(await rollBack(sink, { to: builds[2].buildId.slice(0, 12) })).toEqual({ from: builds[0].buildId, to: builds[2].buildId });
    expect(await servedBuildId()).toBe(builds[2].buildId);
    expect(await rollBack(sink, { to: builds[0].buildId.slice(0, 8).toUpperCase() })).toEqual({ from: builds[2].buildId, to: builds[0].buildId });
    expect(await servedBuildId()).toBe(builds[0].buildId);
  });

  it('should refuse the start of an id that is too short, starts no recorded build or several, naming the limits or the candidates', async () => {
    const before = (await env.BUNDLES.get(CURRENT_POINTER_KEY))!;
    const recorded = [builds[0], builds[1], builds[2]].map((b) => b.buildId);
    await expect(rollBack(sink, { to: builds[1].buildId.slice(0, 7) })).rejects.toThrow(/--to must be a build id, or its first 8 or more digits/);
    const absent = [...'0123456789abcdef'].map((digit) => digit.repeat(8)).find((start) => !recorded.some((id) => id.startsWith(start)))!;
    await expect(rollBack(sink, { to: absent })).rejects.toThrow(new RegExp(`--to ${absent} is the start of no build recorded here \\(the one served now and up to 10 before it, which rollback --list shows\\)`));
    expect(await env.BUNDLES.get(CURRENT_POINTER_KEY)).toBe(before);
    // Two recorded builds whose ids start alike: a prefix they share names neither.
    const twins = ['0'.repeat(56), '1'.repeat(56)].map((rest) => `${builds[1].buildId.slice(0, 8)}${rest}`);
    const pointerWithTwins = { ...JSON.parse(before), earlier: twins.map((buildId) => ({ buildId, publishedAt: '2026-01-02T00:00:00.000Z' })) };
    await env.BUNDLES.put(CURRENT_POINTER_KEY, JSON.stringify(pointerWithTwins));
    await expect(rollBack(sink, { to: builds[1].buildId.slice(0, 8) })).rejects.toThrow(`is the start of 2 build ids (${twins.join(', ')}); give more digits`);
    expect(JSON.parse((await env.BUNDLES.get(CURRENT_POINTER_KEY))!)).toEqual(pointerWithTwins);
    await env.BUNDLES.put(CURRENT_POINTER_KEY, before);
  });

  it('should refuse a malformed, unknown or current build id, naming it, and leave the pointer alone', async () => {
    const before = await env.BUNDLES.get(CURRENT_POINTER_KEY);
    await expect(rollBack(sink, { to: '../current' })).rejects.toThrow(/--to must be a build id.*"\.\.\/current"/);
    await expect(rollBack(sink, { to: 'ab'.repeat(16) })).rejects.toThrow(new RegExp(`build ${'ab'.repeat(16)} is not published here`));
    await expect(rollBack(sink, { to: builds[0].buildId })).rejects.toThrow(/already the one served/);
    expect(await env.BUNDLES.get(CURRENT_POINTER_KEY)).toBe(before);
  });

  it('should refuse a build whose manifest or data is in other formats than the build served now, or unrecorded', async () => {
    const key = manifestKey(builds[2].buildId);
    const head = (await env.BUNDLES.get(key))!;
    const before = await env.BUNDLES.get(CURRENT_POINTER_KEY);
    const parsed = JSON.parse(head);
    await env.BUNDLES.put(key, JSON.stringify({ ...parsed, formatVersion: 1 }));
    await expect(rollBack(sink, { to: builds[2].buildId })).rejects.toThrow(/manifest format 1; this version of arch-mcp reads format \d+/);
    await env.BUNDLES.put(key, JSON.stringify({ ...parsed, formats: { ...parsed.formats, analysis: 99 } }));
    await expect(rollBack(sink, { to: builds[2].buildId })).rejects.toThrow(new RegExp(`analysis format 99, the build served now \\(${builds[0].buildId}\\) has \\d+`));
    const { formats: _formats, ...unrecorded } = parsed;
    await env.BUNDLES.put(key, JSON.stringify(unrecorded));
    await expect(rollBack(sink, { to: builds[2].buildId })).rejects.toThrow(/published before builds recorded their data formats/);
    await env.BUNDLES.put(key, head);
    expect(await env.BUNDLES.get(CURRENT_POINTER_KEY)).toBe(before);
    expect(await servedBuildId()).toBe(builds[0].buildId);
  });

  it('should throw RollbackError, which the command line prints as one line', async () => {
    await expect(rollBack(sink, { to: 'x' })).rejects.toBeInstanceOf(RollbackError);
  });

  it('should remember each earlier build once, at most ten', async () => {
    for (let i = 0; i < 12; i++) await publishBundle(sink, await build({ [`guidelines/extra-${i}.md`]: `# Extra ${i}\n\nGuideline number ${i}.\n` }));
    await publishBundle(sink, builds[1]);
    const earlier = (await pointer()).earlier!.map((b) => b.buildId);
    expect(earlier).toHaveLength(10);
    expect(new Set(earlier).size).toBe(10);
    expect(earlier).not.toContain(builds[1].buildId);
  });

  it('should keep a rollback made while a publish uploads in the history that publish writes', async () => {
    const before = await pointer();
    const rolledBackTo = before.earlier![0]!.buildId;
    const next = await build({ 'guidelines/deadlines.md': '# Deadlines\n\nEvery remote call carries a deadline.\n' });
    // An operator rolls back while this publish is still uploading its documents.
    const uploadingSlowly = { ...sink, putDocuments: async (...args: Parameters<typeof sink.putDocuments>) => { await rollBack(sink); return sink.putDocuments(...args); } };
    const result = await publishBundle(uploadingSlowly, next);
    expect(result.previousBuildId).toBe(rolledBackTo);
    const after = await pointer();
    expect(after.buildId).toBe(next.buildId);
    expect(after.earlier!.slice(0, 2).map((b) => b.buildId)).toEqual([rolledBackTo, before.buildId]);
  });

  it('should go on serving a pointer whose list of earlier builds is unreadable, with nothing to roll back to', async () => {
    await env.BUNDLES.put(CURRENT_POINTER_KEY, JSON.stringify({ buildId: builds[0].buildId, publishedAt: '2026-01-02T00:00:00.000Z', earlier: 'not a list' }));
    expect(await servedBuildId()).toBe(builds[0].buildId);
    await expect(rollBack(sink)).rejects.toThrow(/no earlier build is recorded/);
  });
});
