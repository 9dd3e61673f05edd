// Excerpts show the passage where the query's words cluster, trimmed at word boundaries.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import { ELLIPSIS, EXCERPT_CHARS, ExcerptText, ExcerptWindow } from '../../../src/search/excerpt';
import { normaliseWord } from '../../../src/search/tokenizer';
import adrSource from '../../../../shared/corpus/madr/docs/decisions/0000-use-markdown-architectural-decision-records.md?raw';
import { scanExcerpt, scannedOccurrences } from './scan-excerpt';

const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20);
const terms = (...words: string[]) => words.map((w) => normaliseWord(w)!);

describe('excerpt window', () => {
  it('should centre on the densest cluster of matched terms', () => {
    const text = `${filler}The ledger lives in PostgreSQL with serializable isolation. ${filler}`;
    const excerpt = scanExcerpt(text, terms('ledger', 'postgresql', 'serializable'));
    expect(excerpt).toContain('ledger lives in PostgreSQL with serializable isolation');
    expect(excerpt.startsWith(ELLIPSIS)).toBe(true);
    expect(excerpt.endsWith(ELLIPSIS)).toBe(true);
  });

  it.each([0, 1, 3])('should stay within the length budget (cluster %i)', (n) => {
    const excerpt = scanExcerpt(`${filler.slice(0, n * 100)} ledger ${filler}`, terms('ledger'));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS + 2 * ELLIPSIS.length);
    expect(excerpt.length).toBeGreaterThan(EXCERPT_CHARS / 2);
  });

  it('should not cut words in half', () => {
    const excerpt = scanExcerpt(`${filler}ledger ${filler}`, terms('ledger'));
    const words = new Set(filler.split(/\s+/));
    for (const word of excerpt.replaceAll(ELLIPSIS, '').trim().split(/\s+/)) {
      if (word !== 'ledger') expect(words.has(word)).toBe(true);
    }
  });

  it('should return short text whole', () => {
    expect(scanExcerpt('Use Kafka.', terms('kafka'))).toBe('Use Kafka.');
  });

  it.each([
    `${filler}The ledger lives in PostgreSQL with serializable isolation. ${filler}`,
    `Ledger first. ${filler} PostgreSQL last.`,
    'A short ledger note.',
    filler,
  ])('should measure and cut ASCII bytes exactly as the decoded string (%#)', (text) => {
    const wanted = terms('ledger', 'postgresql', 'serializable');
    const occurrences = scannedOccurrences(text, wanted);
    const bytes = new TextEncoder().encode(`xx${text}yy`);
    const asBytes = new ExcerptText();
    asBytes.setAscii(bytes, 2, bytes.length - 2);
    const asString = new ExcerptText();
    asString.setString(text);
    const window = new ExcerptWindow();
    const shownFromBytes = window.measure(occurrences, asBytes);
    const fromBytes = window.cut(asBytes);
    expect(window.measure(occurrences, asString)).toBe(shownFromBytes);
    expect(window.cut(asString)).toBe(fromBytes);
  });

  it('should count the distinct terms the excerpt shows', () => {
    const text = `${filler}The ledger lives in PostgreSQL with serializable isolation. ${filler}`;
    const view = new ExcerptText();
    view.setString(text);
    expect(new ExcerptWindow().measure(scannedOccurrences(text, terms('ledger', 'postgresql', 'kafka')), view)).toBe(2);
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

  it('should quote text beyond ASCII exactly as scanning it does', () => {
    const text = `${filler}Le café — « ouvert » — sert un café crème. ${filler}`;
    const index = loadSearchIndex(
      buildSearchIndex([{ path: 'guides/cafe.md', title: 'Café', kind: 'guideline', supersededBy: [], tags: [], aliases: [], sections: [{ heading: 'Notes', text }] }]),
    );
    const hit = index.search('café crème', { limit: 1 }).hits[0];
    expect(hit.excerpt).toContain('café crème');
    expect(hit.excerpt).toBe(scanExcerpt(index.sectionText(hit.doc, 0), hit.matchedTerms));
  });
});
