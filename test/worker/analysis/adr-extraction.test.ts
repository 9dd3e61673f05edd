// Decision frames extracted from real ADRs of every style in the corpus: MADR option lists, Nygard
// prose, setext headings, titles that replace or retire something, preferences, rules, tables.
import { describe, expect, it } from 'vitest';
import { buildAdrKnowledge, extractDecisionFrame, lexiconWith } from '../../../src/analysis';
import apiFramework from '../../../../shared/corpus/simpler-grants-gov/documentation/wiki/product/decisions/adr/2023-07-07-api-framework.md?raw';
import terraform from '../../../../shared/corpus/govuk-infrastructure/docs/architecture/decisions/0014-replace-terraform-cloud.md?raw';
import topics from '../../../../shared/corpus/govuk-infrastructure/docs/architecture/decisions/0017-retire-use-of-github-topics-for-config-management.md?raw';
import eventDriven from '../../../../shared/corpus/modular-monolith-with-ddd/docs/architecture-decision-log/0014-event-driven-communication-between-modules.md?raw';
import airflow from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0006-workflow-manager.md?raw';
import batch from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0019-workflow-manager.md?raw';
import testing from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0003-testing-philosophy.md?raw';
import slug from '../../../../shared/corpus/log4brains/docs/adr/20201016-use-the-adr-slug-as-its-unique-id.md?raw';
import stateMachine from '../../../../shared/corpus/easi-app/docs/adr/0020-do-not-implement-state-machine.md?raw';
import clientSide from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/architecture/014-client-side-computation.md?raw';
import chat from '../../../../shared/corpus/simpler-grants-gov/documentation/wiki/product/decisions/adr/2023-07-05-chat-adr.md?raw';
import naming from '../../../../shared/corpus/nats-architecture-and-design/adr/ADR-6.md?raw';
import frontMatter from '../../../../shared/corpus/madr/docs/decisions/0013-use-yaml-front-matter-for-meta-data.md?raw';
import valueTypes from '../../../../shared/corpus/brighter/docs/adr/0061-box-provisioning-value-types.md?raw';
import fcType from '../../../../shared/corpus/log4brains/packages/web/docs/adr/20200927-avoid-react-fc-type.md?raw';

const lexicon = lexiconWith();
const doc = (path: string, body: string) => ({ path, title: /^#\s+(.*)$/m.exec(body)?.[1] ?? /^(.+)\n=+\s*$/m.exec(body)?.[1] ?? path, body });
const frame = (path: string, body: string) => extractDecisionFrame(doc(path, body), lexicon);
const texts = (refs: { text: string }[]) => refs.map((r) => r.text).join(' | ');

describe('extractDecisionFrame', () => {
  it('should name a weighed option by what it takes up, not by the rival it mentions ("Explicit (rather than implicit) conversions")', () => {
    const f = frame('b/0061-box-provisioning-value-types.md', valueTypes);
    const explicit = f.alternatives.find((a) => /^Explicit/.test(a.text));
    expect(explicit?.stems).toContain('explicit');
    expect(explicit?.stems).not.toContain('implicit');
  });

  it('should read a MADR option list: the chosen option, the others as alternatives, the "Chosen option" sentence as quote', () => {
    const f = frame('a/2023-07-07-api-framework.md', apiFramework);
    expect(texts(f.chosen)).toContain('Flask + APIFlask');
    expect(texts(f.alternatives)).toMatch(/FastAPI/);
    expect(texts(f.alternatives)).toMatch(/Django/);
    expect(f.quote).toMatch(/^Chosen option: Flask \+ APIFlask/);
    expect(f.chosenOptions).toContain('python-web-framework/flask');
  });

  it('should read a Nygard decision ("will use Airflow") and the options of its pros/cons table', () => {
    const f = frame('d/adr-0006-workflow-manager.md', airflow);
    expect(texts(f.chosen)).toMatch(/Airflow/);
    expect(texts(f.alternatives)).toMatch(/Celery/);
    expect(f.quote).toMatch(/will use Airflow/);
  });

  it('should take "replace X with Y" in the title as turning away from X and choosing Y', () => {
    const f = frame('b/0014-replace-terraform-cloud.md', terraform);
    expect(texts(f.alternatives)).toMatch(/Terraform Cloud/);
    expect(f.awayOptions).toContain('terraform-state/terraform-cloud');
  });

  it('should take a title that retires something as turning away from it, and read its must / must not rules', () => {
    const f = frame('g/0017-retire-use-of-github-topics-for-config-management.md', topics);
    expect(texts(f.alternatives)).toMatch(/GitHub topics/);
    expect(f.rules.some((r) => /selectors/.test(r.text))).toBe(true);
  });

  it('should resolve "Solution number 2" to the second listed option', () => {
    const f = frame('c/0014-event-driven.md', eventDriven);
    expect(texts(f.chosen)).toMatch(/Event-driven/);
    expect(texts(f.alternatives)).toMatch(/Direct method call/);
  });

  it('should read a negative title ("Do not implement a state machine") as an alternative turned down', () => {
    const f = frame('e/0020-do-not-implement-state-machine.md', stateMachine);
    expect(texts(f.alternatives)).toMatch(/state machine/);
    expect(texts(f.chosen)).toMatch(/Refactor/);
  });

  it('should read "favour X over Y" as choosing X and turning away from Y', () => {
    const f = frame('f/014-client-side-computation.md', clientSide);
    expect(texts(f.alternatives)).toMatch(/client/);
    expect(f.awayOptions).toContain('rendering-location/client-side');
  });

  it('should read setext ("Decision\\n--------") headings and find the decision under them', () => {
    const f = frame('h/adr-0003-testing-philosophy.md', testing);
    expect(f.quote).toMatch(/Testing rules should vary/);
    expect(f.rules.length).toBeGreaterThan(2);
  });

  it('should take the options of an emoji-marked comparison and the recommended one as chosen', () => {
    const f = frame('i/2023-07-05-chat-adr.md', chat);
    expect(texts(f.chosen)).toBe('Slack');
    expect(texts(f.alternatives)).toMatch(/Discord/);
  });

  it('should never quote a metadata table', () => {
    const f = frame('j/ADR-6.md', naming);
    expect(f.quote).not.toContain('|');
  });

  it('should read YAML front-matter ADRs like any other', () => {
    const f = frame('k/0013-use-yaml-front-matter-for-meta-data.md', frontMatter);
    expect(texts(f.chosen)).toMatch(/YAML front matter/);
    expect(texts(f.alternatives)).toMatch(/plain Markdown/);
  });

  it('should read a passive turn away ("React.FC should be avoided") and a negated rule ("won\'t use ADR numbers")', () => {
    expect(texts(frame('l/20200927-avoid-react-fc-type.md', fcType).alternatives)).toMatch(/React\.FC/);
    const f = frame('m/20201016-use-the-adr-slug-as-its-unique-id.md', slug);
    expect(texts(f.alternatives)).toMatch(/ADR numbers/);
    expect(f.quote).toMatch(/won't use ADR numbers/);
  });
});

describe('buildAdrKnowledge', () => {
  it('should link a successor named only in prose, and survive a JSON round trip unchanged', () => {
    const k = buildAdrKnowledge([doc('rf/adr-0006-workflow-manager.md', airflow), doc('rf/adr-0019-workflow-manager.md', batch)], lexicon).knowledge;
    expect(k.successors['rf/adr-0006-workflow-manager.md']).toEqual(['rf/adr-0019-workflow-manager.md']);
    expect(JSON.parse(JSON.stringify(k))).toEqual(k);
  });

  it('should profile each decision log by the words that set it apart', () => {
    const k = buildAdrKnowledge([doc('raster-foundry/adr/adr-0006-workflow-manager.md', airflow), doc('raster-foundry/adr/adr-0019-workflow-manager.md', batch), doc('govuk/decisions/0014-replace-terraform-cloud.md', terraform), doc('govuk/decisions/0017-retire.md', topics)], lexicon).knowledge;
    expect(Object.keys(k.logs).sort()).toEqual(['govuk/decisions/', 'raster-foundry/adr/']);
    expect(k.logs['raster-foundry/adr/'].terms).toHaveProperty('raster');
    expect(k.logs['govuk/decisions/'].terms).toHaveProperty('govuk');
  });
});
