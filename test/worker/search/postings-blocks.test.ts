// Bit-packed section postings (round trip, determinism, corruption) and max-score pruning against exhaustive scoring.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, IndexFormatError, loadSearchIndex } from '../../../src/search';
import type { IndexableDoc, SearchOptions } from '../../../src/search';
import { packSectionList, SectionBlockCursor, writeSectionGroup } from '../../../src/search/postings-codec';
import { ByteWriter } from '../../../src/search/varint';

/** mulberry32: the same seed always gives the same fixture. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Group {
  doc: number;
  /** Section index and value, alternating, sections ascending. */
  entries: number[];
}

function randomGroups(count: number, random: () => number): Group[] {
  const groups: Group[] = [];
  let doc = -1;
  for (let i = 0; i < count; i++) {
    // Mostly dense runs, sometimes a jump far enough to need wide gap fields.
    doc += random() < 0.05 ? 1 + Math.floor(random() * 70_000) : 1 + Math.floor(random() * 4);
    const entries: number[] = [];
    let section = -1;
    const n = 1 + Math.floor(random() * (random() < 0.1 ? 40 : 3));
    for (let j = 0; j < n; j++) {
      section += 1 + Math.floor(random() * (random() < 0.1 ? 300 : 2));
      // bodyTf * 4 + heading tf; a few values far beyond any block's value width, which must escape.
      const value = random() < 0.03 ? 4 * (100 + Math.floor(random() * 5000)) : 4 * Math.floor(random() * 3) + 1 + Math.floor(random() * 3);
      entries.push(section, value);
    }
    groups.push({ doc, entries });
  }
  return groups;
}

function pack(groups: Group[]): Uint8Array {
  const staged = new ByteWriter(64);
  let last = 0;
  for (const g of groups) {
    writeSectionGroup(staged, g.doc - last, g.entries);
    last = g.doc;
  }
  const out = new ByteWriter(64);
  packSectionList(staged.bytes(), groups.length, out);
  return out.bytes().slice();
}

function unpack(bytes: Uint8Array, count: number): Group[] {
  const cursor = new SectionBlockCursor();
  cursor.reset(bytes, 0, count);
  const groups: Group[] = [];
  while (cursor.next()) {
    for (let k = 0; k < cursor.n; k++) {
      const entries: number[] = [];
      let section = -1;
      for (let j = cursor.entryStart[k]; j < cursor.entryStart[k + 1]; j++) {
        section += cursor.section(j) + 1;
        entries.push(section, cursor.value(j));
      }
      groups.push({ doc: cursor.docs[k], entries });
    }
  }
  return groups;
}

describe('bit-packed section postings', () => {
  it.each([1, 2, 127, 128, 129, 1000])('should give back %i docs with every section and value', (count) => {
    const groups = randomGroups(count, seeded(count));
    expect(unpack(pack(groups), count)).toEqual(groups);
  });

  it('should read only the docs it is asked to score and still give the right values after skipping', () => {
    const groups = randomGroups(300, seeded(9));
    const bytes = pack(groups);
    const cursor = new SectionBlockCursor();
    cursor.reset(bytes, 0, groups.length);
    let i = 0;
    while (cursor.next()) {
      for (let k = 0; k < cursor.n; k++, i++) {
        if (i % 3 !== 0) continue;
        const values = [];
        for (let j = cursor.entryStart[k]; j < cursor.entryStart[k + 1]; j++) values.push(cursor.value(j));
        expect(values).toEqual(groups[i].entries.filter((_, e) => e % 2 === 1));
      }
    }
  });

  it('should pack the same postings to the same bytes', () => {
    expect(pack(randomGroups(500, seeded(3)))).toEqual(pack(randomGroups(500, seeded(3))));
  });

  it('should take fewer bytes than one byte per entry for a dense term', () => {
    const groups = Array.from({ length: 1000 }, (_, doc) => ({ doc, entries: [0, 4, 2, 4] }));
    // 2,000 entries; the varint layout spent four bytes per doc here.
    expect(pack(groups).length).toBeLessThan(2000);
  });

  it('should refuse postings whose bytes were changed', () => {
    const docs = generatedDocs(200, 5);
    const shards = buildSearchIndex(docs).map((s) => s.slice());
    const index = loadSearchIndex(shards);
    expect(index.search('cache', { limit: 3 }).hits.length).toBeGreaterThan(0);
    // Flip one byte in the middle of the postings store, then ask for every word until one reads the record.
    const header = JSON.parse(new TextDecoder().decode(shards[0].subarray(16, 16 + new DataView(shards[0].buffer).getUint32(8, true)))) as {
      blocks: { name: string; offset: number; length: number }[];
    };
    const post = header.blocks.find((b) => b.name === 'post.0')!;
    const payloadStart = 16 + new DataView(shards[0].buffer).getUint32(8, true);
    shards[0][payloadStart + post.offset + Math.floor(post.length / 2)] ^= 0x10;
    const broken = loadSearchIndex(shards);
    expect(() => {
      for (const word of VOCABULARY) broken.search(word, { limit: 3 });
    }).toThrow(IndexFormatError);
  });
});

const VOCABULARY = (
  'service team cache queue database event api deploy release test build config message user error request ' +
  'retry backoff circuit breaker idempotent ledger postgres kafka schema migration tenant token oauth session ' +
  'latency throughput canary rollback feature flag observability tracing metrics logging alert incident'
).split(' ');

/** Docs whose words follow a skewed distribution, so some terms are in most docs and others in a few. */
function generatedDocs(count: number, seed: number): IndexableDoc[] {
  const random = seeded(seed);
  const word = () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2.5)];
  const text = (n: number) => Array.from({ length: n }, word).join(' ');
  const statuses = ['accepted', 'superseded', 'proposed', 'deprecated', 'rejected'] as const;
  return Array.from({ length: count }, (_, i): IndexableDoc => {
    const adr = i % 3 === 0;
    const path = `org-${i % 7}/${adr ? 'adr' : 'guides'}/${String(i).padStart(4, '0')}-${word()}.md`;
    const status = adr ? statuses[i % statuses.length] : undefined;
    return {
      path,
      title: text(2 + (i % 4)),
      kind: adr ? 'adr' : i % 3 === 1 ? 'guideline' : 'pattern',
      ...(status ? { status } : {}),
      ...(adr ? { adrId: String(i % 40) } : {}),
      // Superseded ADRs point at the next ADR of the fixture, so promotion is exercised.
      supersededBy: status === 'superseded' ? [`org-${(i + 3) % 7}/adr/${String(i + 3).padStart(4, '0')}-x.md`] : [],
      tags: i % 5 === 0 ? [word()] : [],
      aliases: [],
      sections: Array.from({ length: 1 + (i % 6) }, (_, s) => ({ anchor: `s${s}`, heading: text(1 + (s % 3)), text: text(5 + Math.floor(random() * 60)) })),
    };
  });
}

describe('max-score pruning', () => {
  const docs = generatedDocs(600, 11);
  // Give superseded ADRs real successors by renaming their targets to existing paths.
  const paths = new Set(docs.map((d) => d.path));
  for (const d of docs) d.supersededBy = d.supersededBy.filter((p) => paths.has(p));
  const index = loadSearchIndex(buildSearchIndex(docs));
  const random = seeded(23);
  const queries = [
    ...Array.from({ length: 60 }, (_, i) => Array.from({ length: 1 + (i % 12) }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]).join(' ')),
    'service team cache service queue database event api deploy release test build config message user error',
    'ADR-12 retry backoff service team',
    'adr 7 cache',
  ];
  const filters: Omit<SearchOptions, 'limit'>[] = [{}, { kinds: ['adr'] }, { statuses: ['accepted', 'superseded'] }, { tags: ['service', 'cache'] }];

  it.each([1, 3, 10])('should return the same hits, order, scores, sections, excerpts and match counts as exhaustive scoring (limit %i)', (limit) => {
    let compared = 0;
    for (const query of queries) {
      for (const filter of filters) {
        const pruned = index.search(query, { ...filter, limit });
        const exhaustive = index.search(query, { ...filter, limit, exhaustive: true });
        expect(pruned.hits.map((h) => [h.path, h.score])).toEqual(exhaustive.hits.map((h) => [h.path, h.score]));
        // A successor promoted after pruning stopped scoring it still gets its full matched terms and section.
        expect(pruned.hits).toEqual(exhaustive.hits);
        expect(pruned.totalMatches).toBe(exhaustive.totalMatches);
        if (exhaustive.totalMatches > limit) compared++;
      }
    }
    // Most cases have more matches than hits, where pruning can drop docs.
    expect(compared).toBeGreaterThan(queries.length * 2);
  });
});
