// Reading a proposal: what it takes up and what it drops, replaces or rules out, and which sentences
// only describe today's setting.
import { describe, expect, it } from 'vitest';
import { analyzeProposal, lexiconWith } from '../../../src/analysis';
import { awaySpans, splitByPolarity } from '../../../src/analysis/text/polarity';

const lexicon = lexiconWith();
const away = (text: string) => awaySpans(text).map((s) => text.slice(s.start, s.end).trim());

describe('awaySpans', () => {
  it.each([
    ['Replace Formik with react-hook-form in the request form.', 'Formik'],
    ['Move the TRB form off Formik and onto react-hook-form.', 'Formik'],
    ['Switch the API from Flask to FastAPI.', 'Flask'],
    ['Use S3 for attachments instead of a bytea column.', 'a bytea column'],
    ['Let us stop throwing when a rule fails and instead return a Result.', 'throwing when a rule fails'],
    ['Convert the last class components to function components.', 'the last class components'],
    ['Take picocli out of JabKit and use JCommander.', 'picocli'],
    ['We will not run migrations automatically as part of deploys.', 'run migrations automatically as part of deploys'],
    ['React.FC and React.SFC should be avoided in new code.', 'React.FC and React.SFC'],
    ['Favour computation on the server over computation on the client.', 'computation on the client'],
    ['The team is more fluent in Python than Scala.', 'Scala'],
    ['Nothing is exported as a module default.', 'is exported as a module default'],
  ])('should read "%s" as turning away from "%s"', (text, expected) => {
    expect(away(text)).toContain(expected);
  });

  it('should not read a passive report of what happened to something as turning away from what follows', () => {
    expect(away('Each row cascades deletes so that when a user is deleted the profile goes too.').join(' ')).not.toMatch(/profile goes/);
  });

  it('should keep a clause break inside a dotted name ("the .bib file") from ending the span', () => {
    expect(away('Store summaries in the user folder rather than inside the .bib file or a sidecar file.')).toContain('inside the .bib file or a sidecar file');
  });

  it('should split a text into its taken and turned-away parts', () => {
    const { taken, away: gone } = splitByPolarity('Replace RabbitMQ with Kafka.');
    expect(gone).toBe('RabbitMQ');
    expect(taken).toContain('Kafka');
  });
});

describe('analyzeProposal', () => {
  it('should put the options a proposal drops and takes on the right side', () => {
    const p = analyzeProposal('Next sprint I will move the request form off Formik and onto react-hook-form.', '', lexicon);
    expect([...p.awayOptions.keys()]).toContain('form-library/formik');
    expect([...p.takenOptions.keys()]).toContain('form-library/react-hook-form');
  });

  it('should not count sentences that only describe the setting as choices', () => {
    const p = analyzeProposal('Search API still writes sitemaps with an IAM user access key. Instead of rotating it, let us give the pod an EKS Pod Identity role and delete the IAM user.', '', lexicon);
    expect(p.takenOptions.has('cloud-credentials/long-lived-keys')).toBe(false);
    expect(p.awayOptions.has('cloud-credentials/long-lived-keys')).toBe(true);
    expect(p.takenOptions.has('cloud-credentials/workload-identity')).toBe(true);
  });

  it('should recognise a question or a comparison as taking no side', () => {
    expect(analyzeProposal('Should the pros and cons come before or after the decision outcome?', '', lexicon).undecided).toBe(true);
    expect(analyzeProposal('We are weighing options such as streaming results or capping batch sizes.', '', lexicon).undecided).toBe(true);
    expect(analyzeProposal('Use Playwright for the end-to-end suite.', '', lexicon).undecided).toBe(false);
  });

  it('should keep context words apart from the proposal, for finding the right decision log only', () => {
    const p = analyzeProposal('Use Playwright for the end-to-end suite.', 'Simpler.Grants.gov frontend team', lexicon);
    expect(p.contextStems.has('grant')).toBe(true);
    expect(p.taken.has('grant')).toBe(false);
  });
});
