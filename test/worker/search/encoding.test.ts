// The compact encodings inside the index: binary doc metadata, packed postings, and the stored-text budget.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, IndexFormatError, loadSearchIndex } from '../../../src/search';
import type { IndexableDoc } from '../../../src/search';
import { allocateSectionText, docTextBudget } from '../../../src/search/text-budget';
import { FIXTURE_DOCS } from './fixtures';

const successor: IndexableDoc = {
  path: 'b/adr/0002-new.md',
  title: 'Nouvelle décision — café ☕',
  kind: 'adr',
  status: 'accepted',
  adrId: '2',
  supersededBy: [],
  tags: ['Data Platform', 'café'],
  aliases: [],
  sections: [
    { heading: '', text: 'Preamble words about the café.' },
    { anchor: 'context-and-problem', heading: 'Context and Problem', text: 'Why we decide.' },
    { anchor: 'custom-anchor-1', heading: 'Context and Problem', text: 'A repeated heading with its own anchor.' },
    { anchor: 'décision', heading: 'Décision!', text: 'We pick the new queue.' },
  ],
};
const old: IndexableDoc = {
  path: 'b/adr/0001-old.md',
  title: 'Old decision',
  kind: 'adr',
  status: 'superseded',
  adrId: '1',
  supersededBy: ['b/adr/0002-new.md', 'elsewhere/not-indexed.md'],
  tags: [],
  aliases: [],
  sections: [{ anchor: 'decision', heading: 'Decision', text: 'We pick the old queue.' }],
};

describe('doc metadata records', () => {
  const index = loadSearchIndex(buildSearchIndex([successor, old]));

  it('should give back titles, tags, ids and every section heading and anchor as written', () => {
    const meta = index.docMeta(1);
    expect(index.docPath(1)).toBe(successor.path);
    expect(meta.title).toBe(successor.title);
    expect(meta.adrId).toBe('2');
    expect(meta.tags).toEqual(successor.tags);
    expect(meta.sections).toEqual(successor.sections.map((s) => [s.anchor ?? null, s.heading]));
  });

  it('should give back successors both inside and outside the index', () => {
    expect(index.docMeta(0).supersededBy).toEqual(old.supersededBy);
  });

  it('should show the metadata in hits', () => {
    const hit = index.search('new queue', { limit: 1 }).hits[0];
    expect(hit).toMatchObject({ path: successor.path, title: successor.title, kind: 'adr', status: 'accepted', tags: successor.tags });
    expect(hit.section).toEqual({ anchor: 'décision', heading: 'Décision!' });
  });

  it('should refuse a metadata record whose bytes were changed', () => {
    const shards = buildSearchIndex([successor, old]).map((s) => s.slice());
    const at = new TextDecoder('latin1').decode(shards[0]).indexOf('Old decision');
    expect(at).toBeGreaterThan(0);
    shards[0][at] ^= 0x01;
    const broken = loadSearchIndex(shards);
    expect(() => broken.docMeta(0)).toThrow(IndexFormatError);
  });
});

describe('packed postings', () => {
  it('should count repeated words and words in many sections of one doc', () => {
    const sections = Array.from({ length: 40 }, (_, i) => ({ anchor: `s${i}`, heading: `Part ${i}`, text: i === 33 ? 'zebra '.repeat(30) : `zebra filler ${i}` }));
    const doc: IndexableDoc = { path: 'a.md', title: 'Zebra zebra zebra', kind: 'guideline', supersededBy: [], tags: [], aliases: [], sections };
    const other: IndexableDoc = { ...doc, path: 'b.md', title: 'Zebra', sections: [{ heading: 'One', text: 'zebra filler' }] };
    const index = loadSearchIndex(buildSearchIndex([doc, other]));
    const hits = index.search('zebra', { limit: 2 }).hits;
    expect(hits[0].path).toBe('a.md');
    // The 34th section holds thirty of the word, more than any value that fits beside its gap in one byte.
    expect(hits[0].section?.anchor).toBe('s33');
  });

  it('should find the same docs in any order of input', () => {
    const a = loadSearchIndex(buildSearchIndex(FIXTURE_DOCS)).search('message queue', { limit: 10 });
    const b = loadSearchIndex(buildSearchIndex([...FIXTURE_DOCS].reverse())).search('message queue', { limit: 10 });
    expect(b).toEqual(a);
  });
});

describe('stored text budget', () => {
  it.each([
    [[100, 100, 100], 600, 1000, [100, 100, 100]],
    [[1000, 10, 1000], 410, 1000, [200, 10, 200]],
    [[5000, 5000], 100_000, 1536, [1536, 1536]],
    [[], 100, 100, []],
  ])('should share %j bytes of sections within %i (section cap %i) as %j', (lengths, budget, cap, expected) => {
    expect(allocateSectionText(lengths, budget, cap)).toEqual(expected);
  });

  it('should give each doc an equal share of the index budget, capped per doc', () => {
    expect(docTextBudget(1000, 1_000_000, 6144)).toBe(1000);
    expect(docTextBudget(10, 1_000_000, 6144)).toBe(6144);
  });

  it('should keep stored text from growing with the number of docs', () => {
    const docs = (n: number): IndexableDoc[] =>
      Array.from({ length: n }, (_, i) => ({
        path: `d/${String(i).padStart(4, '0')}.md`,
        title: `Doc ${i}`,
        kind: 'guideline' as const,
        supersededBy: [],
        tags: [],
        aliases: [],
        sections: [{ heading: 'Body', text: `word${i} `.repeat(400) }],
      }));
    const size = (n: number) => buildSearchIndex(docs(n), { maxTextBytes: 64 * 1024 }).reduce((s, b) => s + b.byteLength, 0);
    // Ten times the docs, each with 3 KB of text: without the budget the text alone would add ~2.7 MB.
    expect(size(1000) - size(100)).toBeLessThan(600 * 1024);
  });
});
