import { describe, expect, it } from 'vitest';
import { buildAdrKnowledge, extractAdrDecision } from '../../../src/analysis';
import apiFramework from '../../../../shared/corpus/simpler-grants-gov/documentation/wiki/product/decisions/adr/2023-07-07-api-framework.md?raw';
import terraform from '../../../../shared/corpus/govuk-infrastructure/docs/architecture/decisions/0014-replace-terraform-cloud.md?raw';
import eventDriven from '../../../../shared/corpus/modular-monolith-with-ddd/docs/architecture-decision-log/0014-event-driven-communication-between-modules.md?raw';
import airflow from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0006-workflow-manager.md?raw';
import batch from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0019-workflow-manager.md?raw';
import slug from '../../../../shared/corpus/log4brains/docs/adr/20201016-use-the-adr-slug-as-its-unique-id.md?raw';

const doc = (path: string, body: string) => ({ path, title: /^#\s+(.*)$/m.exec(body)?.[1] ?? path, body });

describe('extractAdrDecision', () => {
  it('should read MADR considered options and the chosen one', () => {
    const r = extractAdrDecision(doc('a/2023-07-07-api-framework.md', apiFramework));
    expect(r.considered).toEqual(expect.arrayContaining(['Flask', 'Flask + APIFlask', 'FastAPI', 'Django']));
    expect(r.chosen).toContain('Flask + APIFlask');
    expect(r.rejected).toEqual(expect.arrayContaining(['FastAPI', 'Django']));
    expect(r.quote).toMatch(/^Chosen option: Flask \+ APIFlask/);
  });

  it('should take "replace X with Y" in the title as rejecting X and choosing Y', () => {
    const r = extractAdrDecision(doc('b/0014-replace-terraform-cloud.md', terraform));
    expect(r.rejected.join(' ')).toMatch(/Terraform Cloud/);
    expect(r.chosen.join(' ')).toMatch(/S3/);
  });

  it('should resolve "Solution number 2" to the second listed solution', () => {
    const r = extractAdrDecision(doc('c/0014-event-driven.md', eventDriven));
    expect(r.chosen).toContain('Event-driven (asynchronous)');
    expect(r.rejected).toContain('Direct method call (synchronous)');
  });

  it('should take the options of a pros/cons table and the "will use" sentence', () => {
    const r = extractAdrDecision(doc('d/adr-0006-workflow-manager.md', airflow));
    expect(r.considered).toEqual(expect.arrayContaining(['Celery', 'Luigi', 'Airflow']));
    expect(r.chosen).toContain('Airflow');
    expect(r.quote).toMatch(/will use Airflow/);
  });

  it('should read a negated rule as a rejection', () => {
    const r = extractAdrDecision(doc('e/20201016-use-the-adr-slug-as-its-unique-id.md', slug));
    expect(r.rejected).toContain('ADR numbers');
    expect(r.quote).toMatch(/won't use ADR numbers/);
  });
});

describe('buildAdrKnowledge', () => {
  it('should link a successor named only in prose', () => {
    const k = buildAdrKnowledge([doc('rf/adr-0006-workflow-manager.md', airflow), doc('rf/adr-0019-workflow-manager.md', batch)]);
    expect(k.successors['rf/adr-0006-workflow-manager.md']).toEqual(['rf/adr-0019-workflow-manager.md']);
    expect(JSON.parse(JSON.stringify(k))).toEqual(k);
  });
});
