import { describe, expect, it } from 'vitest';
import { type AdrRef, buildAdrKnowledge, checkAdrAlignment } from '../../../src/analysis';
import apiFramework from '../../../../shared/corpus/simpler-grants-gov/documentation/wiki/product/decisions/adr/2023-07-07-api-framework.md?raw';
import airflow from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0006-workflow-manager.md?raw';
import batch from '../../../../shared/corpus/raster-foundry/docs/architecture/adr-0019-workflow-manager.md?raw';
import eventDriven from '../../../../shared/corpus/modular-monolith-with-ddd/docs/architecture-decision-log/0014-event-driven-communication-between-modules.md?raw';

const files = {
  'grants/adr/2023-07-07-api-framework.md': apiFramework,
  'rf/adr-0006-workflow-manager.md': airflow,
  'rf/adr-0019-workflow-manager.md': batch,
  'mm/0014-event-driven-communication-between-modules.md': eventDriven,
};
const docs = Object.entries(files).map(([path, body]) => ({ path, body, title: /^#\s+(.*)$/m.exec(body)?.[1] ?? path }));
const knowledge = buildAdrKnowledge(docs);
const refs = new Map<string, AdrRef>(docs.map((d, i) => [d.path, { uri: `arch://docs/${d.path}`, path: d.path, title: d.title, adrId: String(i + 1), status: 'accepted', supersededBy: [] }]));
/** A stand-in for the search index: every doc, scored by shared words. */
const retrieve = (text: string) => docs
  .map((d) => ({ path: d.path, score: text.toLowerCase().split(/\W+/).filter((w) => w.length > 3 && d.body.toLowerCase().includes(w)).length }))
  .filter((c) => c.score > 0)
  .sort((a, b) => b.score - a.score);
const deps = { retrieve, lookup: (p: string) => refs.get(p), knowledge };

describe('checkAdrAlignment', () => {
  it('should call choosing a rejected option a conflict and quote the decision', () => {
    const r = checkAdrAlignment({ decision_description: 'Write the new endpoints with FastAPI and Pydantic models.', decision_context: 'grants API in Python' }, deps);
    const hit = r.related_adrs.find((a) => a.path === 'grants/adr/2023-07-07-api-framework.md');
    expect(hit?.alignment).toBe('conflicts');
    expect(hit?.reason).toMatch(/Flask \+ APIFlask/);
    expect(r.conflicts).toHaveLength(1);
    expect(r.suggestions.join(' ')).toMatch(/supersedes/);
  });

  it('should report a superseded ADR with its successor and bring the successor along', () => {
    const r = checkAdrAlignment({ decision_description: 'Stand up Airflow with a Celery executor for scheduled imagery imports.', decision_context: 'Raster Foundry jobs' }, deps);
    const old = r.related_adrs.find((a) => a.path === 'rf/adr-0006-workflow-manager.md');
    expect(old).toMatchObject({ status: 'superseded', superseded_by: 'rf/adr-0019-workflow-manager.md', alignment: 'supports' });
    expect(r.related_adrs.find((a) => a.path === 'rf/adr-0019-workflow-manager.md')?.alignment).toBe('conflicts');
  });

  it('should call a synchronous call between modules a conflict with event-driven integration', () => {
    const r = checkAdrAlignment({ decision_description: 'Inject the Payments module service into Meetings and call it synchronously between modules.' }, deps);
    expect(r.related_adrs.find((a) => a.path.startsWith('mm/'))?.alignment).toBe('conflicts');
  });

  it('should stay on the fence for a question', () => {
    const r = checkAdrAlignment({ decision_description: 'Should we use FastAPI or Flask with APIFlask for the grants API?' }, deps);
    expect(r.related_adrs.find((a) => a.path.startsWith('grants/'))?.alignment).toBe('related');
  });

  it('should say how many ADRs it looked at, and suggest recording a new ADR when none fits', () => {
    const r = checkAdrAlignment({ decision_description: 'Paint the office walls green.' }, { ...deps, retrieve: () => [] });
    expect(r).toMatchObject({ related_adrs: [], considered: 0 });
    expect(r.suggestions[0]).toMatch(/new ADR/);
  });
});
