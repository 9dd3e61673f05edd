// checkAdrAlignment on real ADRs: conflicts when a proposal takes a competitor or drops the choice,
// supports when it follows the decision, superseded ADRs with their successor, the proposal's own
// project preferred over look-alike decisions elsewhere, no side taken on a question.
import { describe, expect, it } from 'vitest';
import { type AdrRef, buildAdrKnowledge, checkAdrAlignment, lexiconWith } from '../../../src/analysis';
import { inMemoryFrames, packFrameBuckets, bucketedFrames } from '../../../src/analysis/adr/frame-buckets';
import { logOf } from '../../../src/analysis/adr/decision-logs';
import apiFramework from '../../../../shared/corpus/simpler-grants-gov/documentation/wiki/product/decisions/adr/2023-07-07-api-framework.md?raw';
import docStorage from '../../../../shared/corpus/simpler-grants-gov/documentation/wiki/product/decisions/adr/2024-10-18-document-storage.md?raw';
import airflow from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0006-workflow-manager.md?raw';
import batch from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0019-workflow-manager.md?raw';
import eventDriven from '../../../../shared/corpus/modular-monolith-with-ddd/docs/architecture-decision-log/0014-event-driven-communication-between-modules.md?raw';
import exceptions from '../../../../shared/corpus/modular-monolith-with-ddd/docs/architecture-decision-log/0013-protect-business-invariants-using-exceptions.md?raw';
import rhf from '../../../../shared/corpus/easi-app/docs/adr/0041-react-hook-form.md?raw';
import iamRoles from '../../../../shared/corpus/govuk-infrastructure/docs/architecture/decisions/0016-use-iam-roles-for-services.md?raw';
import postgres from '../../../../shared/corpus/cisa-manage-get-gov/docs/architecture/decisions/0005-postgresql.md?raw';
import djangoFsm from '../../../../shared/corpus/cisa-manage-get-gov/docs/architecture/decisions/0015-use-django-fsm.md?raw';
import noStateMachine from '../../../../shared/corpus/easi-app/docs/adr/0020-do-not-implement-state-machine.md?raw';
import oneApiModule from '../../../../shared/corpus/modular-monolith-with-ddd/docs/architecture-decision-log/0005-create-one-rest-api-module.md?raw';
import fcType from '../../../../shared/corpus/log4brains/packages/web/docs/adr/20200927-avoid-react-fc-type.md?raw';
import amp from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/011-amp.md?raw';
import ampRemoval from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/030-amp-removal.md?raw';

const files = {
  'grants/adr/2023-07-07-api-framework.md': apiFramework,
  'grants/adr/2024-10-18-document-storage.md': docStorage,
  'raster-foundry/adr/adr-0006-workflow-manager.md': airflow,
  'raster-foundry/adr/adr-0019-workflow-manager.md': batch,
  'meetings/adr/0014-event-driven-communication-between-modules.md': eventDriven,
  'meetings/adr/0013-protect-business-invariants-using-exceptions.md': exceptions,
  'easi/adr/0041-react-hook-form.md': rhf,
  'easi/adr/0020-do-not-implement-state-machine.md': noStateMachine,
  'govuk/decisions/0016-use-iam-roles-for-services.md': iamRoles,
  'getgov/decisions/0005-postgresql.md': postgres,
  'getgov/decisions/0015-use-django-fsm.md': djangoFsm,
  'meetings/adr/0005-create-one-rest-api-module.md': oneApiModule,
  'log4brains/adr/20200927-avoid-react-fc-type.md': fcType,
  'dcr/architecture/011-amp.md': amp,
  'dcr/architecture/030-amp-removal.md': ampRemoval,
};
const lexicon = lexiconWith();
const docs = Object.entries(files).map(([path, body]) => ({ path, body, title: /^#\s+(.*)$/m.exec(body)?.[1] ?? path }));
const built = buildAdrKnowledge(docs, lexicon);
const knowledge = built.knowledge;
const refs = new Map<string, AdrRef>(docs.map((d, i) => [d.path, { uri: `arch://docs/${d.path}`, path: d.path, title: d.title, adrId: String(i + 1), status: 'accepted', supersededBy: [] }]));
/** A stand-in for the search index: every doc, scored by the words it shares with the text. */
const retrieve = (text: string) => docs
  .map((d) => ({ path: d.path, score: text.toLowerCase().split(/\W+/).filter((w) => w.length > 3 && d.body.toLowerCase().includes(w)).length }))
  .filter((c) => c.score > 0)
  .sort((a, b) => b.score - a.score);
// The engine's own labels: which of them speak as verdicts is the calibration's business (model-judge tests).
const deps = { retrieve, lookup: (p: string) => refs.get(p), knowledge, frames: inMemoryFrames(built.frames, knowledge.logs), adrPaths: docs.map((d) => d.path), lexicon, calibration: null };
const labelOf = (r: Awaited<ReturnType<typeof checkAdrAlignment>>, path: string) => r.related_adrs.find((a) => a.path === path);

describe('checkAdrAlignment', () => {
  it('should call taking an option the ADR turned down a conflict, naming both options and quoting the decision', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Write the new endpoints with FastAPI and Pydantic models.', decision_context: 'Simpler Grants API in Python' }, deps);
    const hit = labelOf(r, 'grants/adr/2023-07-07-api-framework.md');
    expect(hit?.alignment).toBe('conflicts');
    expect(hit?.reason).toMatch(/FastAPI/);
    expect(hit?.reason).toMatch(/Flask \+ APIFlask/);
    expect(hit?.confidence).toBeGreaterThan(0.5);
    expect(r.conflicts.length).toBeGreaterThan(0);
    expect(r.suggestions.join(' ')).toMatch(/supersedes/);
  });

  it('should call a competing alternative a conflict even when the ADR\'s choice is not named', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Keep NOFO attachments in an opportunity_attachment table with a bytea column so they share the opportunity\'s backups.', decision_context: 'Simpler Grants API' }, deps);
    expect(labelOf(r, 'grants/adr/2024-10-18-document-storage.md')?.alignment).toBe('conflicts');
  });

  it('should call dropping the chosen option while naming it a conflict, not support', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Let the Meetings aggregates stop throwing when a business rule fails and instead return Result<T> objects.', decision_context: 'MyMeetings modular monolith' }, deps);
    expect(labelOf(r, 'meetings/adr/0013-protect-business-invariants-using-exceptions.md')?.alignment).toBe('conflicts');
  });

  it('should call a proposal that follows the decision in other words support', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Move the request form off Formik and onto react-hook-form, using uncontrolled inputs.', decision_context: 'EASi frontend' }, deps);
    expect(labelOf(r, 'easi/adr/0041-react-hook-form.md')?.alignment).toBe('supports');
    const roles = await checkAdrAlignment({ decision_description: 'Instead of rotating the IAM user access key, give the pod an EKS Pod Identity role and delete the IAM user.', decision_context: 'GOV.UK platform' }, deps);
    expect(labelOf(roles, 'govuk/decisions/0016-use-iam-roles-for-services.md')?.alignment).toBe('supports');
  });

  it('should call a synchronous call between modules a conflict with event-driven integration', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Inject the Payments module application service into the Meetings command handler and call it synchronously.', decision_context: 'MyMeetings modular monolith' }, deps);
    expect(labelOf(r, 'meetings/adr/0014-event-driven-communication-between-modules.md')?.alignment).toBe('conflicts');
  });

  it('should report a superseded ADR with its successor in force, and the successor\'s conflict', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Stand up Airflow with a Celery executor for the nightly imagery imports.', decision_context: 'Raster Foundry jobs' }, deps);
    expect(labelOf(r, 'raster-foundry/adr/adr-0006-workflow-manager.md')).toMatchObject({ status: 'superseded', superseded_by: 'raster-foundry/adr/adr-0019-workflow-manager.md', alignment: 'supports' });
    expect(labelOf(r, 'raster-foundry/adr/adr-0019-workflow-manager.md')?.alignment).toBe('conflicts');
  });

  it('should call one API project per module a conflict with a decision for a single API module', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Split the HTTP layer so that every module gets its own Web API project holding its controllers.', decision_context: 'MyMeetings modular monolith' }, deps);
    expect(labelOf(r, 'meetings/adr/0005-create-one-rest-api-module.md')?.alignment).toBe('conflicts');
  });

  it('should not read a proposal that drops what the ADR also avoids as taking it up', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Type the props of the new function components with a plain interface instead of React.FC.', decision_context: 'Log4brains web UI' }, deps);
    expect(labelOf(r, 'log4brains/adr/20200927-avoid-react-fc-type.md')?.alignment).not.toBe('conflicts');
  });

  it('should report a decision a later removal retired as superseded by it, and following it as a conflict with the removal', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Render AMP versions of article pages with dotcom-rendering for search traffic.', decision_context: 'The Guardian dotcom-rendering' }, deps);
    expect(labelOf(r, 'dcr/architecture/011-amp.md')).toMatchObject({ status: 'superseded', superseded_by: 'dcr/architecture/030-amp-removal.md' });
    expect(labelOf(r, 'dcr/architecture/030-amp-removal.md')?.alignment).toBe('conflicts');
  });

  it('should keep to the proposal\'s own project and leave look-alike decisions of others out', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Adopt a finite-state-machine library and declare every intake transition in one table.', decision_context: 'EASi: Go backend, intake workflow' }, deps);
    expect(labelOf(r, 'easi/adr/0020-do-not-implement-state-machine.md')?.alignment).toBe('conflicts');
    expect(labelOf(r, 'getgov/decisions/0015-use-django-fsm.md')).toBeUndefined();
  });

  it('should take no side on a question', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Should we use FastAPI or Flask with APIFlask for the grants API?' }, deps);
    expect(labelOf(r, 'grants/adr/2023-07-07-api-framework.md')?.alignment).toBe('related');
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
    const easi = await source(['easi/adr/'], []);
    expect(Object.keys(easi)).toEqual(expect.arrayContaining(['easi/adr/0020-do-not-implement-state-machine.md', 'easi/adr/0041-react-hook-form.md']));
    expect(read).toEqual(bucketsOfLog['easi/adr/']);
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
    const input = { decision_description: 'Write the new endpoints with FastAPI and Pydantic models.', decision_context: 'Simpler Grants API in Python' };
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
