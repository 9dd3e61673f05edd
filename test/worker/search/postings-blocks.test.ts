// One term's postings: blocks round-trip every doc, impact and section entry; cursors find docs forward and
// backward and read block bounds without decoding; bytes are deterministic and checked.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, IndexFormatError, loadSearchIndex } from '../../../src/search';
import { boundUnit } from '../../../src/search/impact';
import { NO_DOC, PostingCursor, TermPostings } from '../../../src/search/posting-cursor';
import { BLOCK_DOCS, encodeBlock, encodeTermRecord } from '../../../src/search/postings-codec';
import { ByteWriter } from '../../../src/search/varint';
import { generatedDocs, seeded, VOCABULARY } from './generated-docs';

interface Posting {
  doc: number;
  impact: number;
  /** Section index and value, alternating, sections ascending. */
  entries: number[];
}

function randomPostings(count: number, random: () => number): Posting[] {
  const postings: Posting[] = [];
  let doc = -1;
  for (let i = 0; i < count; i++) {
    // Mostly dense runs, sometimes a jump far enough to need wide gap fields.
    doc += random() < 0.05 ? 1 + Math.floor(random() * 70_000) : 1 + Math.floor(random() * 4);
    const entries: number[] = [];
    let section = -1;
    // Some docs hold the term only in their title (no section entries).
    const n = random() < 0.1 ? 0 : 1 + Math.floor(random() * (random() < 0.1 ? 40 : 3));
    for (let j = 0; j < n; j++) {
      section += 1 + Math.floor(random() * (random() < 0.1 ? 300 : 2));
      // bodyTf * 4 + heading tf; a few values far beyond any block's value width, which must escape.
      const value = random() < 0.03 ? 4 * (100 + Math.floor(random() * 5000)) : 4 * Math.floor(random() * 3) + 1 + Math.floor(random() * 3);
      entries.push(section, value);
    }
    postings.push({ doc, impact: Math.floor(random() * 256), entries });
  }
  return postings;
}

/** Encodes postings as a term record, blocks bounded by `bound(b)`. */
function encode(postings: Posting[], bound = (b: number) => b % 250): Uint8Array {
  const blocks: Uint8Array[] = [];
  const table = [];
  for (let at = 0; at < postings.length; at += BLOCK_DOCS) {
    const slice = postings.slice(at, at + BLOCK_DOCS);
    const sectionGaps: number[] = [];
    const values: number[] = [];
    for (const p of slice) {
      let previous = -1;
      for (let k = 0; k < p.entries.length; k += 2) {
        sectionGaps.push(p.entries[k] - previous - 1);
        values.push(p.entries[k + 1]);
        previous = p.entries[k];
      }
    }
    const out = new ByteWriter(64);
    encodeBlock({ docs: slice.map((p) => p.doc), impacts: slice.map((p) => p.impact), counts: slice.map((p) => p.entries.length / 2), sectionGaps, values }, at ? postings[at - 1].doc : -1, out);
    blocks.push(out.bytes().slice());
    table.push({ lastDoc: slice[slice.length - 1].doc, bound: bound(blocks.length - 1), section: 7 });
  }
  return encodeTermRecord(blocks, table, [postings[0].doc]).slice();
}

function open(postings: Posting[]): PostingCursor {
  const term = new TermPostings();
  term.open(encode(postings), 0, postings.length, 2);
  const cursor = new PostingCursor(term);
  cursor.reset();
  return cursor;
}

function read(cursor: PostingCursor): Posting {
  const block = cursor.block();
  const i = cursor.index();
  const entries: number[] = [];
  let section = -1;
  for (let j = block.entryStart[i]; j < block.entryStart[i + 1]; j++) {
    section += block.section(j) + 1;
    entries.push(section, block.value(j));
  }
  return { doc: cursor.doc, impact: Math.round(cursor.impact() / cursor.postings.impactUnit), entries };
}

describe('postings blocks', () => {
  it.each([1, 2, 127, 128, 129, 1000])('should give back %i docs with every impact, section and value', (count) => {
    const postings = randomPostings(count, seeded(count));
    const cursor = open(postings);
    const back: Posting[] = [];
    for (; cursor.doc !== NO_DOC; cursor.next()) back.push(read(cursor));
    expect(back).toEqual(postings);
  });

  it('should find any doc moving forward, skipping blocks, and moving back', () => {
    const postings = randomPostings(1000, seeded(4));
    const cursor = open(postings);
    const random = seeded(5);
    for (let k = 0; k < 300; k++) {
      const target = Math.floor(random() * (postings[postings.length - 1].doc + 10));
      cursor.moveTo(target);
      const expected = postings.find((p) => p.doc >= target);
      if (!expected) expect(cursor.doc).toBe(NO_DOC);
      else expect(read(cursor)).toEqual(expected);
    }
  });

  it.each([1, 129, 300])('should stand past the end when moved back to a doc after the last of %i postings', (count) => {
    const postings = randomPostings(count, seeded(count + 7));
    const last = postings[postings.length - 1].doc;
    const cursor = open(postings);
    cursor.moveTo(last + 9);
    expect(cursor.doc).toBe(NO_DOC);
    cursor.moveTo(last + 3);
    expect(cursor.doc).toBe(NO_DOC);
    cursor.moveTo(last);
    expect(read(cursor)).toEqual(postings[postings.length - 1]);
  });

  it('should read each block bound and its last doc without decoding the block', () => {
    const postings = randomPostings(600, seeded(6));
    const cursor = open(postings);
    for (let b = 0; b * BLOCK_DOCS < postings.length; b++) {
      const first = postings[b * BLOCK_DOCS].doc;
      const last = postings[Math.min(postings.length, (b + 1) * BLOCK_DOCS) - 1].doc;
      expect(cursor.boundAt(first)).toBeCloseTo((b % 250) * boundUnit(2), 12);
      expect(cursor.shallowEnd).toBe(last);
      expect(cursor.boundAt(last)).toBeCloseTo((b % 250) * boundUnit(2), 12);
    }
    expect(cursor.boundAt(postings[postings.length - 1].doc + 1)).toBe(0);
    expect(cursor.postings.idDocs()).toEqual([postings[0].doc]);
  });

  it('should encode the same postings to the same bytes', () => {
    expect(encode(randomPostings(500, seeded(3)))).toEqual(encode(randomPostings(500, seeded(3))));
  });

  it('should pack a dense term in under two bytes per doc beyond its impact byte', () => {
    const postings = Array.from({ length: 1024 }, (_, doc) => ({ doc, impact: 100, entries: [0, 4, 2, 4] }));
    // 1,024 impact bytes; docs, counts and 2,048 section entries take the rest (varints would spend 5 bytes a doc).
    expect(encode(postings).length).toBeLessThan(1024 + 2 * 1024);
  });

  it('should refuse postings whose bytes were changed', () => {
    const shards = buildSearchIndex(generatedDocs(200, 5)).map((s) => s.slice());
    expect(loadSearchIndex(shards).search('cache', { limit: 3 }).hits.length).toBeGreaterThan(0);
    // Flip one byte in the middle of the postings store, then ask for every word until one reads the record.
    const headerLength = new DataView(shards[0].buffer).getUint32(8, true);
    const header = JSON.parse(new TextDecoder().decode(shards[0].subarray(16, 16 + headerLength))) as { blocks: { name: string; offset: number; length: number }[] };
    const post = header.blocks.find((b) => b.name === 'post.0')!;
    shards[0][16 + headerLength + post.offset + Math.floor(post.length / 2)] ^= 0x10;
    const broken = loadSearchIndex(shards);
    expect(() => {
      for (const word of VOCABULARY) broken.search(word, { limit: 3 });
    }).toThrow(IndexFormatError);
  });
});
