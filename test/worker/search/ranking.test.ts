// Ranking rules users rely on: ADR ids first, decisions in force above replaced ones, filters, typo tolerance.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import { FIXTURE_DOCS } from './fixtures';

const index = loadSearchIndex(buildSearchIndex(FIXTURE_DOCS));
const paths = (query: string, options = {}) => index.search(query, { limit: 10, ...options }).hits.map((h) => h.path);

describe('ADR ids in queries', () => {
  it.each(['ADR-0012', 'adr 12', 'ADR 12 ledger', 'payments ADR-12'])('should put an ADR numbered 12 first for %j', (query) => {
    const top = index.search(query, { limit: 5 }).hits[0];
    expect(top.adrId).toBe('12');
  });

  it('should prefer the ADR in the folder the query names when ids collide', () => {
    expect(paths('web ADR 12')[0]).toBe('web/adr/0012-adopt-react-context.md');
    expect(paths('payments ADR 12')[0]).toBe('payments/adr/0012-use-postgres-for-ledger.md');
  });

  it('should give the top hit a score of 1 and the rest less', () => {
    const { hits } = index.search('ADR 12', { limit: 5 });
    expect(hits[0].score).toBe(1);
    for (const hit of hits.slice(1)) expect(hit.score).toBeLessThan(1);
  });
});

describe('status-aware ranking', () => {
  it('should rank the decision in force above the one it superseded', () => {
    const found = paths('message queue for asynchronous processing');
    expect(found.indexOf('web/adr/0009-message-queue-kafka.md')).toBeLessThan(found.indexOf('web/adr/0004-message-queue-rabbitmq.md'));
  });

  it('should say which doc supersedes a superseded hit', () => {
    const hit = index.search('rabbitmq message queue', { limit: 5 }).hits.find((h) => h.path.includes('0004'));
    expect(hit?.status).toBe('superseded');
    expect(hit?.supersededBy).toEqual(['web/adr/0009-message-queue-kafka.md']);
  });
});

describe('filters', () => {
  it('should return only the requested kinds', () => {
    const { hits } = index.search('message queue page deployment', { limit: 10, kinds: ['guideline', 'pattern'] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.kind === 'guideline' || h.kind === 'pattern')).toBe(true);
  });

  it('should return only the requested statuses and count matches after filtering', () => {
    const result = index.search('message queue', { limit: 10, statuses: ['superseded'] });
    expect(result.hits.map((h) => h.path)).toEqual(['web/adr/0004-message-queue-rabbitmq.md']);
    expect(result.totalMatches).toBe(1);
  });

  it('should match tags case-insensitively', () => {
    expect(paths('message queue', { tags: ['MESSAGING'] }).sort()).toEqual([
      'web/adr/0004-message-queue-rabbitmq.md',
      'web/adr/0009-message-queue-kafka.md',
    ]);
  });

  it('should return nothing for a tag no doc has', () => {
    expect(paths('message queue', { tags: ['nope'] })).toEqual([]);
  });
});

describe('typo tolerance', () => {
  it('should correct a word the index has never seen', () => {
    const hit = index.search('deploymnet strategy', { limit: 3 }).hits[0];
    expect(hit.path).toBe('guides/deployment-strategies.md');
    expect(hit.matchedTerms).toContain('deploy');
  });

  it('should leave a correctly spelt query alone', () => {
    // "canary" is in the index: no neighbour such as a longer or shorter word may be pulled in.
    const correct = index.search('canary releases', { limit: 10 });
    expect(correct.hits.map((h) => h.path)).toEqual(['guides/deployment-strategies.md']);
    expect(correct.hits[0].matchedTerms.sort()).toEqual(['canari', 'releas']);
  });

  it('should not match by prefix', () => {
    expect(paths('deplo')).toEqual([]);
  });
});

describe('sections', () => {
  it('should point at the section that matched best', () => {
    const hit = index.search('canary traffic error rates', { limit: 1 }).hits[0];
    expect(hit.section).toEqual({ anchor: 'canary', heading: 'Canary releases' });
  });

  it('should point at the earlier of two sections that match equally well, whichever query word comes first', () => {
    const runbook = loadSearchIndex(
      buildSearchIndex([
        {
          path: 'guides/on-call-runbook.md',
          title: 'On-call runbook',
          kind: 'guideline',
          supersededBy: [],
          tags: [],
          aliases: [],
          sections: [
            { anchor: 'paging', heading: 'Paging', text: 'Escalate through pagerduty after fifteen minutes.' },
            { anchor: 'dashboards', heading: 'Dashboards', text: 'Start from grafana after fifteen minutes.' },
          ],
        },
      ]),
    );
    for (const query of ['grafana pagerduty', 'pagerduty grafana']) {
      expect(runbook.search(query, { limit: 1 }).hits[0].section).toEqual({ anchor: 'paging', heading: 'Paging' });
    }
  });

  it('should point at the best section of a doc whose query word is in many sections', () => {
    const sections = Array.from({ length: 90 }, (_, i) => ({
      anchor: `step-${i + 1}`,
      heading: `Step ${i + 1}`,
      text: i === 4 ? 'Retry, then retry again: every retry waits longer.' : 'Retry the job once.',
    }));
    const checklist = loadSearchIndex(
      buildSearchIndex([{ path: 'guides/release-checklist.md', title: 'Release checklist', kind: 'guideline', supersededBy: [], tags: [], aliases: [], sections }]),
    );
    expect(checklist.search('retry', { limit: 1 }).hits[0].section).toEqual({ anchor: 'step-5', heading: 'Step 5' });
  });

  it('should find a PascalCase alias by its words', () => {
    expect(paths('page object')[0]).toBe('patterns/page-object.md');
  });
});
