// The rules that read an ADR, each on text of its own: which options it lists, which it chooses or
// rejects, when two labels name one option, which text states the decision and which sentence to
// quote, and what its decision frame takes from titles, rules and option names.
import { describe, expect, it } from 'vitest';
import { extractDecisionFrame, lexiconWith } from '../../../src/analysis';
import { decisionText, pickQuote, proseRelations } from '../../../src/analysis/adr/decision-text';
import { consideredOptions, sameOption, statedChoices } from '../../../src/analysis/adr/extract-options';
import { mineCompetitors, optionKey } from '../../../src/analysis/adr/mined-alternatives';
import { splitSections } from '../../../src/analysis/adr/sections';

const lexicon = lexiconWith();
const frame = (title: string, body: string) => extractDecisionFrame({ path: `log/${title.toLowerCase().replace(/\W+/g, '-')}.md`, title, body: `# ${title}\n\n${body}` }, lexicon);
const texts = (refs: { text: string }[]) => refs.map((r) => r.text);

describe('consideredOptions', () => {
  it('should list the items under an options heading', () => {
    expect(consideredOptions(splitSections('# Queue\n\n## Considered Options\n\n* A hosted queue - no servers to run\n* A table in the database\n'))).toEqual(['A hosted queue', 'A table in the database']);
  });

  it('should list the subheadings under a pros and cons heading', () => {
    const body = '# Queue\n\n## Pros and cons\n\n### A hosted queue\n\n* Good, because nothing to run\n\n### A table in the database\n\n* Bad, because it polls\n';
    expect(consideredOptions(splitSections(body))).toEqual(['A hosted queue', 'A table in the database']);
  });

  it('should list the first column of a pros and cons table', () => {
    const body = '# Queue\n\n## Comparison\n\n| Option | Pros | Cons |\n| --- | --- | --- |\n| A hosted queue | nothing to run | cost |\n| A table in the database | no new service | polling |\n';
    expect(consideredOptions(splitSections(body))).toEqual(['A hosted queue', 'A table in the database']);
  });
});

describe('statedChoices', () => {
  it.each([
    ['Chosen option: "Night shift rota", because it covers the weekend.', [], ['Night shift rota'], []],
    ['We picked option 2 after the trial.', ['Paper forms', 'The tablet app'], ['The tablet app'], []],
    ['We will use SQLite for the kiosk cache.', [], ['SQLite'], []],
    ['We will replace the fax gateway with an email inbox.', [], ['email inbox'], ['fax gateway']],
    ['Orders are printed instead of emailed.', [], [], ['emailed']],
    ['After the trial the tablet app was the clear choice for the drivers.', ['Paper forms', 'The tablet app'], ['The tablet app'], []],
    ['We will use Grafana and Loki for the dashboards.', [], ['Grafana and Loki', 'Grafana', 'Loki'], []],
  ])('should read "%s" (options %j) as choosing %j and rejecting %j', (decision, options, chosen, rejected) => {
    const stated = statedChoices(decision, '', options);
    expect(stated.chosen).toEqual(expect.arrayContaining(chosen));
    expect(stated.rejected).toEqual(rejected);
  });
});

describe('sameOption', () => {
  it.each([
    ['Kafka Streams', 'Kafka Streams with exactly-once delivery', true],
    ['CDK', 'Cloud Development Kit', true],
    ['a queue of print jobs', 'print jobs queue', true],
    ['a queue of print jobs', 'a queue of scan jobs', false],
    ['CDK', 'Cluster Deployment Tool', false],
  ])('should say whether "%s" and "%s" name the same option: %s', (a, b, same) => {
    expect(sameOption(a, b)).toBe(same);
  });
});

describe('decision text and quote', () => {
  it('should take the "we will" sentences as the decision when no section is called one', () => {
    const body = '# Tickets\n\n## Background\n\nSupport mail piles up.\n\n## Notes\n\nThe inbox is shared by five people. We will move support mail into a ticket queue.\n';
    expect(decisionText(body, splitSections(body)).decision).toBe('We will move support mail into a ticket queue.');
  });

  it('should quote the sentence that states the decision, not the first one', () => {
    expect(pickQuote('The inbox is shared by five people. We will move support mail into a ticket queue.', 'Tickets')).toBe('We will move support mail into a ticket queue.');
  });

  it('should find the records named as successor or predecessor in prose', () => {
    expect(proseRelations('Status: superseded by ADR-0031 when the queue moved.')).toEqual({ supersedes: [], supersededBy: ['31'] });
    expect(proseRelations('This record partly undo ADR 12 and supersedes decision 9.')).toEqual({ supersedes: ['12', '9'], supersededBy: [] });
  });
});

describe('decision frames', () => {
  it('should read a title "X removal" as turning away from X, and "Use X" as choosing X', () => {
    expect(texts(frame('Fax gateway removal', 'The gateway is switched off.').alternatives)).toContain('Fax gateway');
    expect(texts(frame('Use SQLite for the kiosk cache', 'The kiosks work offline.').chosen)).toContain('SQLite');
  });

  it('should read must / must not sentences as rules that require or rule something out', () => {
    const f = frame('Kiosk updates', '## Decision\n\nKiosks must download updates over the depot network at night. Kiosks must not install updates while a customer session is open.\n');
    expect(f.rules.map((r) => [r.polarity, r.text])).toEqual([
      [1, 'download updates over the depot network at night.'],
      [-1, 'install updates'],
    ]);
  });

  it('should take what the decision turns away from in prose, and the unchosen listed options, as alternatives', () => {
    const f = frame('Kiosk cache', '## Considered Options\n\n* SQLite\n* Flat JSON files\n\n## Decision Outcome\n\nChosen option: "SQLite", because it survives power cuts. We will not use IndexedDB.\n');
    expect(texts(f.chosen)).toEqual(['SQLite']);
    expect(texts(f.alternatives)).toEqual(expect.arrayContaining(['Flat JSON files', 'IndexedDB']));
  });

  it('should take "X without Y" in a chosen option as an alternative Y', () => {
    const f = frame('Badge printing', '## Decision\n\nChosen option: "Thermal printers without the vendor cloud", because badges must print during outages.\n');
    expect(texts(f.alternatives)).toContain('the vendor cloud');
  });

  it('should name a weighed option by what it takes up, not by the rival it mentions', () => {
    const f = frame('Badge data', '## Considered Options\n\n* Print names only (rather than photos)\n* Print photos\n\n## Decision Outcome\n\nChosen option: "Print photos", because guards asked for them.\n');
    const namesOnly = f.alternatives.find((a) => a.text.startsWith('Print names only'));
    expect(namesOnly?.stems).toContain('name');
    expect(namesOnly?.stems).not.toContain('photo');
  });

  it('should match an option by the words that set it apart from the other options', () => {
    const f = frame('Shift export', '## Considered Options\n\n* Export shifts as CSV\n* Export shifts as XLSX\n\n## Decision Outcome\n\nChosen option: "Export shifts as CSV", because every payroll tool reads it.\n');
    expect(f.chosen[0]?.distinct).toEqual(['csv']);
  });

  it('should not make the product a record works with its choice unless it was chosen among rivals', () => {
    const setup = 'We will use Renovate for version bumps. We will use labels to group them. We will use a weekly schedule. We will use automerge for patch releases.';
    expect(frame('Renovate setup', `## Decision\n\n${setup}\n`).chosenOptions).not.toContain('dependency-updates/renovate');
    expect(frame('Renovate setup', `## Decision\n\n${setup} Dependabot stays switched off.\n`).chosenOptions).toContain('dependency-updates/renovate');
  });

  it('should take an option the decision uses, which only an unchosen option also names, as its subject', () => {
    const f = frame('Removed message fields', '## Considered Options\n\n* Reserve removed field numbers\n* Renumber the Protocol Buffers fields on each release\n\n## Decision Outcome\n\nChosen option: "Reserve removed field numbers", because Protocol Buffers clients still send old fields.\n');
    expect(f.awayOptions).not.toContain('serialization-format/protobuf');
    expect(f.takenOptions).not.toContain('serialization-format/protobuf');
  });
});

describe('mineCompetitors', () => {
  it('should make options one decision weighed together rivals of each other', () => {
    const f = frame('Kiosk cache', '## Considered Options\n\n* SQLite\n* Flat JSON files\n\n## Decision Outcome\n\nChosen option: "SQLite", because it survives power cuts.\n');
    const mined = mineCompetitors([f]);
    const rivals = mined.rivals[optionKey(f.chosen[0]!)!]!;
    expect(rivals.map((k) => mined.labels[k])).toEqual(['Flat JSON files']);
  });
});

describe('lexicon names', () => {
  it('should take a name inside a longer name of another family as part of that name', () => {
    expect(lexicon.find('We host the site on Google Cloud Storage.').map((m) => `${m.family}/${m.member}`)).toEqual(['file-storage/object-storage']);
  });

  it('should count an ambiguous name only beside a word of its concern', () => {
    expect(lexicon.find('The drone footage goes to the archive.').map((m) => m.member)).not.toContain('drone');
    expect(lexicon.find('The drone pipeline builds every commit.').map((m) => m.member)).toContain('drone');
  });
});
