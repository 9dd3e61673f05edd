// checkAdrAlignment on decision logs of its own (adr-fixtures.ts): conflicts when a proposal takes a
// competitor or drops the choice, supports when it follows the decision, superseded ADRs with their
// successor, the proposal's own project preferred over look-alike decisions elsewhere, no side taken
// on a question.
import { describe, expect, it } from 'vitest';
import { checkAdrAlignment } from '../../../src/analysis';
import { bucketedFrames, packFrameBuckets } from '../../../src/analysis/adr/frame-buckets';
import { logOf } from '../../../src/analysis/adr/decision-logs';
import { alignmentDeps as deps, built, knowledge } from './adr-fixtures';

const labelOf = (r: Awaited<ReturnType<typeof checkAdrAlignment>>, path: string) => r.related_adrs.find((a) => a.path === path);
const HARBOUR = 'Harbour berth booking system';

describe('checkAdrAlignment', () => {
  it('should call taking an option the ADR turned down a conflict, naming both options and quoting the decision', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Build the new tide-table endpoints as NestJS controllers.', decision_context: HARBOUR }, deps);
    const hit = labelOf(r, 'harbour/adr/0003-berth-booking-api-framework.md');
    expect(hit?.alignment).toBe('conflicts');
    expect(hit?.reason).toMatch(/NestJS/);
    expect(hit?.reason).toMatch(/Fastify/);
    expect(hit?.reason).toContain('schema-first routes');
    expect(hit?.confidence).toBeGreaterThan(0.5);
    expect(r.conflicts.length).toBeGreaterThan(0);
    expect(r.suggestions.join(' ')).toMatch(/supersedes/);
  });

  it('should call a competing alternative a conflict even when the ADR\'s choice is not named', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Save each scanned manifest on the NFS share mounted on the app servers.', decision_context: HARBOUR }, deps);
    expect(labelOf(r, 'harbour/adr/0005-store-manifests-in-object-storage.md')?.alignment).toBe('conflicts');
  });

  it('should call dropping the chosen option while naming it a conflict, not support', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Stop printing the laminated paper runbooks for the crane cabins.', decision_context: HARBOUR }, deps);
    expect(labelOf(r, 'harbour/adr/0006-printed-runbooks-in-crane-cabins.md')?.alignment).toBe('conflicts');
  });

  it('should call a proposal that follows the decision in other words support', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Let the tide-table service publish an integration event whenever a berth changes, so billing keeps its own copy.', decision_context: HARBOUR }, deps);
    expect(labelOf(r, 'harbour/adr/0007-services-exchange-integration-events.md')?.alignment).toBe('supports');
    const flags = await checkAdrAlignment({ decision_description: 'Instead of signing up for a hosted flag service, keep the new overbooking switch in the service configuration file.', decision_context: HARBOUR }, deps);
    expect(labelOf(flags, 'harbour/adr/0009-configuration-files-for-feature-flags.md')?.alignment).toBe('supports');
  });

  it('should call a synchronous call between services a conflict with event-driven integration', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Have the billing service call the berth service over HTTP synchronously and wait for the answer.', decision_context: HARBOUR }, deps);
    expect(labelOf(r, 'harbour/adr/0007-services-exchange-integration-events.md')?.alignment).toBe('conflicts');
  });

  it('should report a superseded ADR with its successor in force, and the successor\'s conflict', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Add a Jenkins job that builds and tests the crane firmware.', decision_context: HARBOUR }, deps);
    expect(labelOf(r, 'harbour/adr/0004-use-jenkins-for-ci.md')).toMatchObject({ status: 'superseded', superseded_by: 'harbour/adr/0011-move-ci-to-github-actions.md', alignment: 'supports' });
    expect(labelOf(r, 'harbour/adr/0011-move-ci-to-github-actions.md')?.alignment).toBe('conflicts');
  });

  it('should follow "Supersedes ADR-n" in a later record to the one it replaces', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Write up the crane scheduling decision as a page in the team wiki.', decision_context: HARBOUR }, deps);
    expect(labelOf(r, 'harbour/adr/0001-record-decisions-in-the-wiki.md')).toMatchObject({ status: 'superseded', superseded_by: 'harbour/adr/0002-record-decisions-as-markdown-in-the-repository.md' });
  });

  it('should not read a proposal that drops what the ADR also avoids as taking it up', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Format the arrival times on the berth board with date-fns instead of Moment.js.', decision_context: HARBOUR }, deps);
    expect(labelOf(r, 'harbour/adr/0010-avoid-moment-js.md')?.alignment).not.toBe('conflicts');
  });

  it('should report a decision a later removal retired as superseded by it, and following it as a conflict with the removal', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Send the customs office a nightly FTP export of the day\'s manifests.', decision_context: HARBOUR }, deps);
    expect(labelOf(r, 'harbour/adr/0008-manifest-ftp-export.md')).toMatchObject({ status: 'superseded', superseded_by: 'harbour/adr/0012-manifest-ftp-export-removal.md' });
    expect(labelOf(r, 'harbour/adr/0012-manifest-ftp-export-removal.md')?.alignment).toBe('conflicts');
  });

  it('should keep to the proposal\'s own project and leave look-alike decisions of others out', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Adopt LaunchDarkly for the berth planner\'s feature toggles.', decision_context: 'Harbour berth planner' }, deps);
    expect(labelOf(r, 'harbour/adr/0009-configuration-files-for-feature-flags.md')?.alignment).toBe('conflicts');
    expect(labelOf(r, 'railyard/decisions/0002-use-launchdarkly-for-feature-flags.md')).toBeUndefined();
  });

  it('should take no side on a question', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Should the berth booking API run on Fastify or on NestJS?' }, deps);
    expect(labelOf(r, 'harbour/adr/0003-berth-booking-api-framework.md')?.alignment).toBe('related');
  });

  it('should say how many ADRs it looked at, and suggest recording a new ADR when none fits', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Paint the office walls green.' }, { ...deps, retrieve: () => [] });
    expect(r).toMatchObject({ related_adrs: [], considered: 0 });
    expect(r.suggestions[0]).toMatch(/new ADR/);
  });
});

describe('decision frames in buckets', () => {
  const packed = () => {
    const { buckets, bucketsOfLog, bucketStarts } = packFrameBuckets(built.frames, knowledge.logs);
    return { buckets, bucketsOfLog, index: { bucketsOfLog, bucketStarts, logs: knowledge.logs } };
  };

  it('should keep every log\'s frames together and read only the buckets of the logs asked for', async () => {
    const { buckets, bucketsOfLog, index } = packed();
    for (const [log, numbers] of Object.entries(bucketsOfLog)) {
      const paths = Object.keys(built.frames).filter((p) => p.startsWith(log));
      expect(paths.every((p) => numbers.some((n) => Object.hasOwn(buckets[n], p))), log).toBe(true);
    }
    expect(Object.keys(Object.assign({}, ...buckets)).sort()).toEqual(Object.keys(built.frames).sort());
    const read: number[] = [];
    const source = bucketedFrames(index, async (n) => {
      read.push(n);
      return buckets[n];
    });
    const yard = await source(['railyard/decisions/'], []);
    expect(Object.keys(yard)).toEqual(expect.arrayContaining(['railyard/decisions/0002-use-launchdarkly-for-feature-flags.md']));
    expect(read).toEqual(bucketsOfLog['railyard/decisions/']);
  });

  it('should find a candidate\'s frame from its path alone', async () => {
    const { buckets, index } = packed();
    const source = bucketedFrames(index, async (n) => buckets[n]);
    for (const path of Object.keys(built.frames)) expect(Object.hasOwn(await source([], [path]), path), path).toBe(true);
  });

  it('should read one bucket for a candidate in a log packed over several', async () => {
    const { buckets, bucketsOfLog, bucketStarts } = packFrameBuckets(built.frames, knowledge.logs, 2048);
    const index = { bucketsOfLog, bucketStarts, logs: knowledge.logs };
    const spread = Object.keys(bucketsOfLog).filter((log) => bucketsOfLog[log].length > 1);
    expect(spread.length).toBeGreaterThan(0);
    for (const path of Object.keys(built.frames).filter((p) => spread.includes(logOf(p, knowledge.logs)))) {
      const read: number[] = [];
      const found = await bucketedFrames(index, async (n) => {
        read.push(n);
        return buckets[n];
      })([], [path]);
      expect(Object.hasOwn(found, path), path).toBe(true);
      expect(read).toHaveLength(1);
    }
  });

  it('should answer the same from buckets as from frames in memory', async () => {
    const { buckets, index } = packed();
    const fromBuckets = { ...deps, frames: bucketedFrames(index, async (n) => JSON.parse(JSON.stringify(buckets[n]))) };
    const input = { decision_description: 'Build the new tide-table endpoints as NestJS controllers.', decision_context: HARBOUR };
    expect(await checkAdrAlignment(input, fromBuckets)).toEqual(await checkAdrAlignment(input, deps));
  });

  it('should read at most its budget of buckets: whole logs that fit, then the buckets of the paths asked for, in order', async () => {
    // Twenty logs of one bucket each, and one big log whose paths run over four buckets.
    const bucketsOfLog: Record<string, number[]> = { 'big/': [20, 21, 22, 23] };
    const bucketStarts: Record<string, string[]> = { 'big/': ['big/0001.md', 'big/0200.md', 'big/0400.md', 'big/0600.md'] };
    const logs: Record<string, { count: number; terms: Record<string, number> }> = { 'big/': { count: 800, terms: {} } };
    for (let i = 0; i < 20; i++) {
      bucketsOfLog[`log-${i}/`] = [i];
      bucketStarts[`log-${i}/`] = [`log-${i}/0001.md`];
      logs[`log-${i}/`] = { count: 1, terms: {} };
    }
    const read: number[] = [];
    const source = bucketedFrames({ bucketsOfLog, bucketStarts, logs }, async (n) => {
      read.push(n);
      return {};
    }, 3);
    // The big log cannot be read whole within the budget; its candidates' own buckets can.
    await source(['big/', 'log-5/'], ['big/0450.md', 'log-1/0001.md', 'big/0010.md', 'log-9/0001.md']);
    expect(read.sort((a, b) => a - b)).toEqual([1, 5, 22]);
  });
});
