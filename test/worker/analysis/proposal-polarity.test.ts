// Reading a proposal: what it takes up and what it drops, replaces or rules out, and which sentences
// only describe today's setting.
import { describe, expect, it } from 'vitest';
import { analyzeProposal, lexiconWith } from '../../../src/analysis';
import { awaySpans, splitByPolarity, strongAwaySpans } from '../../../src/analysis/text/polarity';

const lexicon = lexiconWith();
const away = (text: string) => awaySpans(text).map((s) => text.slice(s.start, s.end).trim());
const strong = (text: string) => strongAwaySpans(text).map((s) => text.slice(s.start, s.end).trim());

describe('awaySpans', () => {
  it.each([
    ['Replace the cron scripts with a scheduler service.', 'the cron scripts'],
    ['Move the rota spreadsheet off Google Sheets and onto the staffing app.', 'Google Sheets'],
    ['Migrate the nightly exports from FTP to signed object URLs.', 'FTP'],
    ['Keep invoices in object storage instead of a network share.', 'a network share'],
    ['Let us stop polling the supplier every minute and subscribe to its webhooks instead.', 'polling the supplier every minute'],
    ['Convert the remaining shell scripts to Python.', 'the remaining shell scripts'],
    ['Take Lodash out of the bundle and use native array methods.', 'Lodash'],
    ['We will not share admin accounts between teams.', 'share admin accounts between teams'],
    ['Global variables and singletons should be avoided in new modules.', 'Global variables and singletons'],
    ['Favour small pull requests over long-lived branches.', 'long-lived branches'],
    ['The support team reads Go more easily than Rust.', 'Rust'],
    ['Nothing is cached in the browser.', 'is cached in the browser'],
  ])('should read "%s" as turning away from "%s"', (text, expected) => {
    expect(away(text)).toContain(expected);
  });

  it('should end a turned-away span where a new clause starts', () => {
    expect(away('Avoid the legacy gateway because it is slow.')).toEqual(['the legacy gateway']);
  });

  it('should not read a passive report of what happened to something as turning away from what follows', () => {
    expect(away('Every night, when a tenant is removed its buckets are emptied too.').join(' ')).not.toMatch(/buckets/);
  });

  it('should keep a clause break inside a dotted name ("the .env file") from ending the span', () => {
    expect(away('Keep the settings in the home folder rather than in the .env file or a dotfile.')).toContain('in the .env file or a dotfile');
  });

  it('should tell naming an alternative outright from only negating a clause', () => {
    expect(strong('Put sessions in Redis instead of Memcached.')).toEqual(['Memcached']);
    expect(away('We do not need a second cache here.')).toEqual(['need a second cache here']);
    expect(strong('We do not need a second cache here.')).toEqual([]);
  });

  it('should split a text into its taken and turned-away parts', () => {
    const { taken, away: gone } = splitByPolarity('Replace Memcached with Redis.');
    expect(gone).toBe('Memcached');
    expect(taken).toContain('Redis');
  });
});

describe('analyzeProposal', () => {
  it('should put the options a proposal drops and takes on the right side', () => {
    const p = analyzeProposal('Next quarter I want to move the firmware builds off Jenkins and onto GitHub Actions.', '', lexicon);
    expect([...p.awayOptions.keys()]).toContain('ci-cd/jenkins');
    expect([...p.takenOptions.keys()]).toContain('ci-cd/github-actions');
  });

  it('should not count sentences that only describe the setting as choices', () => {
    const p = analyzeProposal('The handbook site is still built with Jekyll. Let us replace Jekyll with MkDocs before the next release.', '', lexicon);
    expect(p.takenOptions.has('documentation-site/jekyll')).toBe(false);
    expect(p.awayOptions.has('documentation-site/jekyll')).toBe(true);
    expect(p.takenOptions.has('documentation-site/mkdocs')).toBe(true);
  });

  it('should recognise a question or a comparison as taking no side', () => {
    expect(analyzeProposal('Should the archive move to cold storage or stay on the file server?', '', lexicon).undecided).toBe(true);
    expect(analyzeProposal('We are comparing two queue libraries before we pick one.', '', lexicon).undecided).toBe(true);
    expect(analyzeProposal('Adopt Renovate for dependency updates.', '', lexicon).undecided).toBe(false);
  });

  it('should keep context words apart from the proposal, for finding the right decision log only', () => {
    const p = analyzeProposal('Adopt Renovate for dependency updates.', 'Harbour berth planner team', lexicon);
    expect(p.contextStems.has('berth')).toBe(true);
    expect(p.taken.has('berth')).toBe(false);
  });
});
