// The judge's rules one at a time, on a parcel depot's decision log of its own: each test's proposal
// is built so that one kind of evidence decides, and the label and the reason (which names the
// evidence) show that it did. Evidence too weak to decide alone shows in the judge's support and
// conflict strengths, which rank the ADRs a proposal touches.
import { describe, expect, it } from 'vitest';
import { analyzeProposal, buildAdrKnowledge, checkAdrAlignment, idfLookup, judge, lexiconWith, type AdrRef } from '../../../src/analysis';
import { inMemoryFrames } from '../../../src/analysis/adr/frame-buckets';

const FILES: Record<string, string> = {
  'depot/adr/0001-delivery-signatures.md': `# Delivery signatures

## Considered Options

* Paper notes
* Handheld signatures

## Decision Outcome

Chosen option: "Handheld signatures", because nothing gets lost in the rain.
`,
  'depot/adr/0002-scan-parcels-at-the-depot-door.md': `# Scan parcels at the depot door

## Decision

Every parcel is scanned at the depot door as it arrives, and parcels without a readable label are turned back to the sender.
`,
  'depot/adr/0003-no-cash-on-delivery.md': `# Cash on delivery

## Decision

We will stop collecting cash on delivery; customers pay online before dispatch.
`,
  'depot/adr/0004-handheld-firmware.md': `# Handheld firmware

## Decision

Handhelds must install firmware updates only from the depot wireless network after the last shift. Drivers must never sideload firmware images from memory cards.
`,
  'depot/adr/0005-ledger-database.md': `# Ledger database

## Decision

We will use PostgreSQL for the depot ledger, with one schema per depot.
`,
  'depot/adr/0006-route-planner-store.md': `# Route planner store

## Decision

We will use a relational database for the route planner, so routes and stops can be joined in one query.
`,
  'depot/adr/0007-dispatch-board-api.md': `# Dispatch board API

## Considered Options

* Fastify routes with JSON schemas
* Hand-written Express handlers

## Decision Outcome

Chosen option: "Fastify routes with JSON schemas", because every request is validated before a handler runs.
`,
  'depot/adr/0008-route-planner-cache.md': `# Route planner cache

## Decision

Routes are cached in the route planner's own tables. We will not use Mongoose for the cache.
`,
  'depot/adr/0009-parcel-locker-deliveries.md': `# Parcel locker deliveries

## Decision

We will use handheld signatures for parcel locker deliveries too.
`,
};

const lexicon = lexiconWith();
const docs = Object.entries(FILES).map(([path, body]) => ({ path, body, title: /^#\s+(.*)$/m.exec(body)![1]! }));
const built = buildAdrKnowledge(docs, lexicon);
const deps = { idf: idfLookup(built.knowledge), lexicon, mined: built.knowledge.competitors };
const judgeOn = (path: string, proposal: string, status = 'accepted') => judge(analyzeProposal(proposal, '', lexicon), built.frames[`depot/adr/${path}`]!, status, deps);

describe('judge: the options an ADR names', () => {
  it('should support a proposal that takes the chosen option', () => {
    const j = judgeOn('0001-delivery-signatures.md', 'Roll out handheld signatures to the night drivers.');
    expect(j.alignment).toBe('supports');
    expect(j.reason).toMatch(/^Takes the option this ADR chose \("Handheld signatures"\)/);
  });

  it('should call dropping the chosen option a conflict', () => {
    const j = judgeOn('0001-delivery-signatures.md', 'Stop the handheld signatures for the night drivers.');
    expect(j.alignment).toBe('conflicts');
    expect(j.reason).toMatch(/^Drops "Handheld signatures", which this ADR chose/);
  });

  it('should call taking the option the ADR turned down a conflict, naming the one it chose', () => {
    const j = judgeOn('0001-delivery-signatures.md', 'Go back to paper notes for the night drivers.');
    expect(j.alignment).toBe('conflicts');
    expect(j.reason).toMatch(/^Takes up "Paper notes", which this ADR turned down in favour of "Handheld signatures"/);
  });

  it('should support moving away from the option the ADR turned down too', () => {
    const j = judgeOn('0001-delivery-signatures.md', 'We will not print paper notes any more.');
    expect(j.alignment).toBe('supports');
    expect(j.reason).toMatch(/^Also moves away from "Paper notes", as this ADR did/);
  });

  it('should add up two independent signs of support: the chosen option by its words and as a known product', () => {
    const j = judgeOn('0005-ledger-database.md', 'Use PostgreSQL for the depot ledger.');
    expect(j.reason).toMatch(/^Takes the option this ADR chose \("PostgreSQL"\)/);
    expect(j.support).toBe(1);
    expect(j.confidence).toBe(1);
  });
});

describe('judge: options the lexicon knows', () => {
  it('should support taking a narrower kind of the option the ADR chose', () => {
    const j = judgeOn('0006-route-planner-store.md', 'Keep the route planner tables in MySQL.');
    expect(j.alignment).toBe('supports');
    expect(j.reason).toMatch(/^Takes MySQL, which this ADR chose for primary database/);
  });

  it('should count taking a broader kind of the option the ADR chose as support beside the decision\'s own words', () => {
    const j = judgeOn('0005-ledger-database.md', 'Keep the depot ledger in a relational database.');
    expect(j.alignment).toBe('supports');
    // The words alone give at most 0.58: the broader option adds its half.
    expect(j.support).toBeGreaterThan(0.8);
  });

  it('should call dropping the chosen option by another of its names a conflict', () => {
    const j = judgeOn('0005-ledger-database.md', 'Move the ledger off psql onto files.');
    expect(j.alignment).toBe('conflicts');
    expect(j.reason).toMatch(/^Drops PostgreSQL, which this ADR chose for primary database/);
  });

  it('should count dropping an option the ADR turned away from, by another of its names, as (weak) support', () => {
    const j = judgeOn('0008-route-planner-cache.md', 'Take MongoDB out of the route planner.');
    expect(j.support).toBe(0.5);
    expect(j.alignment).toBe('related');
  });
});

describe('judge: rules and the decision\'s own words', () => {
  it('should support doing what a rule requires', () => {
    const j = judgeOn('0004-handheld-firmware.md', 'Install the March firmware updates on every handheld only from the depot wireless network after the last shift.');
    expect(j.alignment).toBe('supports');
    expect(j.reason).toMatch(/^Does what this ADR requires/);
  });

  it('should call doing what a rule rules out a conflict', () => {
    const j = judgeOn('0004-handheld-firmware.md', 'Let drivers sideload firmware images from memory cards when the wireless network is down.');
    expect(j.alignment).toBe('conflicts');
    expect(j.reason).toMatch(/^Does what this ADR rules out \("sideload firmware images from memory cards"\)/);
  });

  it('should call dropping what a rule requires a conflict', () => {
    const j = judgeOn('0004-handheld-firmware.md', 'Stop installing firmware updates only from the depot wireless network after the last shift; push them over mobile data at noon.');
    expect(j.alignment).toBe('conflicts');
    expect(j.reason).toMatch(/^Drops what this ADR requires/);
  });

  it('should support, as a lead, a proposal that restates the decision in its own words', () => {
    const j = judgeOn('0002-scan-parcels-at-the-depot-door.md', 'Each arriving parcel gets scanned at the depot door, and anything whose label cannot be read goes back to the sender.');
    expect(j.reason).toMatch(/^Follows the decision in its own words/);
    expect(j.support).toBeLessThan(0.6);
  });

  it('should call dropping what a decision rests on a departure from it', () => {
    const j = judgeOn('0002-scan-parcels-at-the-depot-door.md', 'Stop scanning parcels at the depot door.');
    expect(j.alignment).toBe('conflicts');
    expect(j.reason).toMatch(/^Keeps to the subject but drops what this decision rests on/);
  });

  it('should call taking up what the decision turns away from a departure from it', () => {
    const j = judgeOn('0003-no-cash-on-delivery.md', 'Drivers keep collecting cash on delivery in the north district.');
    expect(j.alignment).toBe('conflicts');
    expect(j.reason).toMatch(/^Takes up what the decision turns away from/);
  });
});

describe('judge: how the evidence is weighed', () => {
  it('should call a clear breach a conflict even beside some support', () => {
    // Keeps the JSON schemas the ADR chose, and takes up the Express handlers it turned down.
    const j = judgeOn('0007-dispatch-board-api.md', 'Use hand-written Express handlers with JSON schemas for the dispatch board.');
    expect(j.support).toBeGreaterThan(0.55);
    expect(j.conflict).toBeGreaterThanOrEqual(j.support);
    expect(j.alignment).toBe('conflicts');
  });

  it('should read following a rejected ADR\'s proposal as a conflict with the rejection', () => {
    const j = judgeOn('0005-ledger-database.md', 'Use PostgreSQL for the depot ledger.', 'rejected');
    expect(j.alignment).toBe('conflicts');
    expect(j.reason).toMatch(/this ADR proposed.*, and that proposal was rejected/);
  });

  it('should take no side for a proposal that only weighs options', () => {
    const j = judgeOn('0001-delivery-signatures.md', 'Should the night drivers use handheld signatures or paper notes?');
    expect(j.alignment).toBe('related');
    expect(j.reason).toMatch(/^Weighs the question this ADR decided/);
  });

  it('should weigh a rival that other decisions name against the chosen option, below what decides a label', () => {
    // 0001 weighs handheld signatures against paper notes; 0009 chose handheld signatures without naming a rival.
    const j = judgeOn('0009-parcel-locker-deliveries.md', 'Use paper notes for the parcel locker deliveries.');
    expect(j.conflict).toBeGreaterThanOrEqual(0.5);
    expect(j.conflict).toBeLessThan(0.55);
  });
});

describe('checkAdrAlignment: candidates and supersession', () => {
  const supersession: Record<string, string> = {
    'yard/adr/0001-use-jenkins-for-builds.md': '# Use Jenkins for builds\n\n## Decision\n\nWe will use Jenkins to build and test every yard service.\n',
    'yard/adr/0002-builds-on-hosted-runners.md': '# Builds on hosted runners\n\n## Status\n\nAccepted. Supersedes ADR-0001.\n\n## Decision\n\nEvery yard service is built on hosted runners that the platform team manages.\n',
    'quay/adr/0001-crane-telemetry.md': '# Crane telemetry\n\n## Decision\n\nCranes publish load readings every second to the telemetry topic.\n',
  };
  const yardDocs = Object.entries(supersession).map(([path, body]) => ({ path, body, title: /^#\s+(.*)$/m.exec(body)![1]! }));
  const yard = buildAdrKnowledge(yardDocs, lexicon);
  const refs = new Map<string, AdrRef>(yardDocs.map((d) => [d.path, { uri: `arch://docs/${d.path}`, path: d.path, title: d.title, adrId: /\/(\d{4})-/.exec(d.path)![1], status: 'accepted', supersededBy: [] }]));
  // The engine's own labels, as in adr-fixtures.ts.
  const base = { lookup: (p: string) => refs.get(p), knowledge: yard.knowledge, frames: inMemoryFrames(yard.frames, yard.knowledge.logs), adrPaths: yardDocs.map((d) => d.path), lexicon, calibration: null };
  const only = (...paths: string[]) => () => paths.map((path, i) => ({ path, score: 10 - i }));
  const find = (r: Awaited<ReturnType<typeof checkAdrAlignment>>, path: string) => r.related_adrs.find((a) => a.path === path);

  it('should judge the successor of every candidate, and report it beside the one it replaced', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Add a Jenkins job that builds the gate scanner firmware.' }, { ...base, retrieve: only('yard/adr/0001-use-jenkins-for-builds.md') });
    expect(r.related_adrs.map((a) => a.path)).toEqual(['yard/adr/0001-use-jenkins-for-builds.md', 'yard/adr/0002-builds-on-hosted-runners.md']);
  });

  it('should call following a superseded decision a conflict with the one that replaced it, saying so', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Add a Jenkins job that builds the gate scanner firmware.' }, { ...base, retrieve: only('yard/adr/0001-use-jenkins-for-builds.md', 'yard/adr/0002-builds-on-hosted-runners.md') });
    expect(find(r, 'yard/adr/0001-use-jenkins-for-builds.md')).toMatchObject({ alignment: 'supports', status: 'superseded' });
    expect(find(r, 'yard/adr/0002-builds-on-hosted-runners.md')?.alignment).toBe('conflicts');
    expect(find(r, 'yard/adr/0002-builds-on-hosted-runners.md')?.reason).toMatch(/^Follows ADR-0001 \("We will use Jenkins to build and test every yard service\."\), which this ADR replaced/);
  });

  it('should read the proposal\'s own decision log whole, finding what the search missed', async () => {
    const r = await checkAdrAlignment({ decision_description: 'Cranes publish load readings to the telemetry topic every ten seconds.', decision_context: 'quay cranes' }, { ...base, retrieve: () => [] });
    expect(find(r, 'quay/adr/0001-crane-telemetry.md')).toBeDefined();
  });
});
