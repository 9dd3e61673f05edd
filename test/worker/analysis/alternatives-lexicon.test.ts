// The alternatives lexicon: the built-in file is valid, names are found (longest, weak only beside
// the concern, cased exactly), members relate (same, narrower, broader, competing), and an
// organisation's arch-mcp.json can extend it with errors that name the field.
import { describe, expect, it } from 'vitest';
import { buildAdrKnowledge, builtinLexicon, checkAdrAlignment, CompiledLexicon, lexiconWith, mergeLexicons } from '../../../src/analysis';
import { inMemoryFrames } from '../../../src/analysis/adr/frame-buckets';
import { lexiconProblems, lexiconSchema } from '../../../src/analysis/lexicon/lexicon-schema';
import { ConfigError, parseConfig } from '../../../src/docs/config';

const lexicon = lexiconWith();
const found = (text: string) => lexicon.find(text).map((m) => `${m.family}/${m.member}`);

describe('the built-in lexicon', () => {
  it('should pass its own schema and consistency checks', () => {
    const data = builtinLexicon();
    expect(lexiconProblems(data)).toEqual([]);
    expect(data.families.length).toBeGreaterThan(50);
  });

  it.each([
    ['compute-platform', ['virtual-machines', 'containers', 'kubernetes', 'paas', 'serverless-functions']],
    ['database-model', ['relational', 'postgresql', 'document-db', 'mongodb']],
    ['message-broker', ['kafka', 'rabbitmq', 'sqs-sns']],
    ['styling', ['css-in-js', 'utility-css', 'css-modules']],
    ['ci-cd', ['github-actions', 'jenkins', 'concourse']],
    ['iac-tool', ['terraform', 'pulumi', 'cloudformation']],
    ['user-authentication', ['oidc', 'saml']],
    ['observability-metrics', ['prometheus', 'datadog']],
    ['programming-language', ['lang-go', 'lang-python', 'lang-java']],
    ['operation-model', ['managed-service', 'self-managed']],
  ])('should cover the %s family', (family, members) => {
    const f = lexicon.families.get(family);
    expect(f, family).toBeDefined();
    for (const m of members) expect(f!.members.map((x) => x.id)).toContain(m);
  });
});

describe('CompiledLexicon.find', () => {
  it('should find products by any of their names, stemmed', () => {
    expect(found('We run Postgres on RDS')).toEqual(expect.arrayContaining(['database-model/postgresql', 'operation-model/managed-service']));
    expect(found('two EKS clusters')).toContain('compute-platform/kubernetes');
  });

  it('should prefer the longest name and not report a name inside a longer one of another family', () => {
    expect(found('move the form onto react-hook-form')).toContain('form-library/react-hook-form');
    expect(found('move the form onto react-hook-form')).not.toContain('react-component-style/function-components');
  });

  it('should count a weak (common-word) name only where the family\'s concern is evident', () => {
    expect(found('the rest of the queue of work')).not.toContain('integration-style/asynchronous-messaging');
    expect(found('modules communicate through a queue')).toContain('integration-style/asynchronous-messaging');
  });

  it('should match a cased name only with its capitalisation', () => {
    expect(found('write the service in Go')).toContain('programming-language/lang-go');
    expect(found('we go to production weekly')).not.toContain('programming-language/lang-go');
    expect(found('the REST API')).toContain('api-style/rest');
    expect(found('the rest of the endpoints')).not.toContain('api-style/rest');
  });
});

describe('CompiledLexicon.relation', () => {
  it('should tell same, narrower, broader and competing members apart', () => {
    expect(lexicon.relation('database-model/postgresql', 'database-model/postgresql')).toBe('same');
    expect(lexicon.relation('database-model/relational', 'database-model/postgresql')).toBe('narrower');
    expect(lexicon.relation('database-model/postgresql', 'database-model/relational')).toBe('broader');
    expect(lexicon.relation('database-model/postgresql', 'database-model/mongodb')).toBe('competing');
    expect(lexicon.relation('compute-platform/containers', 'compute-platform/kubernetes')).toBe('narrower');
  });

  it('should map interchangeable words onto one', () => {
    expect(lexicon.canon('guid')).toBe(lexicon.canon('id'));
    expect(lexicon.normalisePhrases('hand back the id')).toBe('return the id');
  });
});

describe('an organisation\'s alternatives in arch-mcp.json', () => {
  const extra = {
    families: [
      { id: 'feature-flags', concern: 'feature flags', members: [{ id: 'flagr', label: 'Flagr', names: ['flagr'] }, { id: 'launchdarkly', label: 'LaunchDarkly', names: ['ld flags'] }] },
      { id: 'internal-rpc', concern: 'internal RPC framework', cues: ['rpc'], members: [{ id: 'twirp', label: 'Twirp', names: ['twirp'] }, { id: 'finagle', label: 'Finagle', names: ['finagle'] }] },
    ],
  };

  it('should add new families and extend known ones', () => {
    const merged = new CompiledLexicon(mergeLexicons(builtinLexicon(), lexiconSchema.parse(extra)));
    expect(merged.find('serve it over Twirp').map((m) => m.member)).toContain('twirp');
    expect(merged.find('flags from Flagr').map((m) => m.member)).toContain('flagr');
    expect(merged.find('ld flags everywhere').map((m) => m.member)).toContain('launchdarkly');
    expect(merged.relation('internal-rpc/twirp', 'internal-rpc/finagle')).toBe('competing');
  });

  it('should make an organisation\'s family count in alignment: its rival of the chosen option conflicts', async () => {
    const body = '# 3. Use Twirp for internal RPC\n\n## Status\n\nAccepted\n\n## Decision\n\nServices talk to each other over Twirp.\n';
    const docs = [{ path: 'platform/adr/0003-use-twirp.md', title: '3. Use Twirp for internal RPC', body }];
    const lexicon = lexiconWith(lexiconSchema.parse(extra));
    const built = buildAdrKnowledge(docs, lexicon, lexiconSchema.parse(extra));
    const deps = {
      retrieve: () => [{ path: docs[0].path, score: 1 }],
      lookup: (p: string) => (p === docs[0].path ? { uri: `arch://docs/${p}`, path: p, title: docs[0].title, adrId: '3', status: 'accepted' as const, supersededBy: [] } : undefined),
      knowledge: built.knowledge,
      frames: inMemoryFrames(built.frames, built.knowledge.logs),
      adrPaths: [docs[0].path],
      // The engine's own label: whether a competitor may speak as a verdict is the calibration's business.
      calibration: null,
    };
    const proposal = { decision_description: 'Expose the billing service to the other services over Finagle.', decision_context: 'Platform services' };
    expect((await checkAdrAlignment(proposal, { ...deps, lexicon })).related_adrs[0]?.alignment).toBe('conflicts');
    // Without the family, nothing says the two compete.
    expect((await checkAdrAlignment(proposal, { ...deps, lexicon: lexiconWith() })).related_adrs[0]?.alignment).not.toBe('conflicts');
  });

  it('should be read from arch-mcp.json and refuse a bad entry naming its field', () => {
    expect(parseConfig({ alternatives: extra }).alternatives?.families).toHaveLength(2);
    expect(() => parseConfig({ alternatives: { families: [{ id: 'x', concern: 'y', members: [{ id: 'a', label: 'A', names: [] }, { id: 'b', label: 'B', names: ['b'] }] }] } })).toThrow(/alternatives\.families\[0\]\.members\[0\]\.names/);
    expect(() => parseConfig({ alternatives: { families: [{ id: 'x', concern: 'y', members: [{ id: 'a', label: 'A', names: ['a'], is: 'nope' }, { id: 'b', label: 'B', names: ['b'] }] }] } })).toThrow(ConfigError);
  });
});
