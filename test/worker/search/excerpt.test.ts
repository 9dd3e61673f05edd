// Excerpts show the passage where the query's words cluster, trimmed at word boundaries.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import { ELLIPSIS, EXCERPT_CHARS, makeExcerpt } from '../../../src/search/excerpt';
import adrSource from '../../../../shared/corpus/madr/docs/decisions/0000-use-markdown-architectural-decision-records.md?raw';

const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20);

describe('makeExcerpt', () => {
  it('should centre on the densest cluster of matched terms', () => {
    const text = `${filler}The ledger lives in PostgreSQL with serializable isolation. ${filler}`;
    const excerpt = makeExcerpt(text, new Set(['ledger', 'postgresql', 'serializ']));
    expect(excerpt).toContain('ledger lives in PostgreSQL with serializable isolation');
    expect(excerpt.startsWith('...')).toBe(true);
    expect(excerpt.endsWith('...')).toBe(true);
  });

  it.each([0, 1, 3])('should stay within the length budget (cluster %i)', (n) => {
    const text = `${filler.slice(0, n * 100)} ledger ${filler}`;
    const excerpt = makeExcerpt(text, new Set(['ledger']));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS + 2 * ELLIPSIS.length);
    expect(excerpt.length).toBeGreaterThan(EXCERPT_CHARS / 2);
  });

  it('should not cut words in half', () => {
    const excerpt = makeExcerpt(`${filler}ledger ${filler}`, new Set(['ledger']));
    const words = new Set(filler.split(/\s+/));
    for (const word of excerpt.replaceAll(ELLIPSIS, '').trim().split(/\s+/)) {
      if (word !== 'ledger') expect(words.has(word)).toBe(true);
    }
  });

  it('should return short text whole', () => {
    expect(makeExcerpt('Use Kafka.', new Set(['kafka']))).toBe('Use Kafka.');
  });
});

describe('excerpts in hits', () => {
  it('should quote the matching words of a real ADR without markdown syntax', () => {
    const sections = adrSource.split(/^## /m).map((chunk, i) => {
      const [heading, ...rest] = chunk.split('\n');
      return i === 0 ? { heading: '', text: chunk } : { anchor: heading.toLowerCase().replace(/\s+/g, '-'), heading, text: rest.join('\n') };
    });
    const index = loadSearchIndex(
      buildSearchIndex([
        { path: 'madr/0000.md', title: 'Use Markdown Architectural Decision Records', kind: 'adr', status: 'accepted', adrId: '0', supersededBy: [], tags: [], aliases: [], sections },
      ]),
    );
    const hit = index.search('decision outcome', { limit: 1 }).hits[0];
    expect(hit.excerpt.toLowerCase()).toMatch(/decision|outcome/);
    expect(hit.excerpt).not.toMatch(/\]\(|^#|\*\*/);
    expect(hit.excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS + 2);
  });
});
