// The binary index: deterministic bytes, refused when foreign, stale or corrupted, and sharded without changing results.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, checkIndexFormat, INDEX_FORMAT_VERSION, IndexFormatError, loadSearchIndex } from '../../../src/search';
import type { IndexableDoc } from '../../../src/search';
import { format3Shard } from './format-3-shard';
import { FIXTURE_DOCS } from './fixtures';

const copy = (shards: Uint8Array[]) => shards.map((s) => s.slice());

/** Many docs with enough text that a small shard limit forces postings and text to spread out. */
function manyDocs(n: number): IndexableDoc[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `gen/adr/${String(i).padStart(4, '0')}-decision.md`,
    title: `Decision ${i} about service ${i % 17} and queue ${i % 5}`,
    kind: 'adr' as const,
    status: i % 3 === 0 ? ('superseded' as const) : ('accepted' as const),
    adrId: String(i),
    supersededBy: [],
    tags: [`team-${i % 4}`],
    aliases: [],
    sections: [
      { anchor: 'context', heading: 'Context', text: `Service ${i} needs word${i} and topic${i % 50}. `.repeat(30) },
      { anchor: 'decision', heading: 'Decision', text: `We choose option ${i % 7} for cluster${i % 11}. `.repeat(20) },
    ],
  }));
}

describe('buildSearchIndex', () => {
  it('should produce identical bytes for the same docs in any order', () => {
    const a = buildSearchIndex(FIXTURE_DOCS);
    const b = buildSearchIndex([...FIXTURE_DOCS].reverse());
    expect(b.length).toBe(a.length);
    a.forEach((shard, i) => expect(b[i]).toEqual(shard));
  });

  it('should refuse two docs with the same path', () => {
    expect(() => buildSearchIndex([FIXTURE_DOCS[0], FIXTURE_DOCS[0]])).toThrow(/duplicate/);
  });

  it('should number docs by path order', () => {
    const index = loadSearchIndex(buildSearchIndex(FIXTURE_DOCS));
    const sorted = FIXTURE_DOCS.map((d) => d.path).sort();
    for (const hit of index.search('message queue', { limit: 10 }).hits) expect(sorted[hit.doc]).toBe(hit.path);
  });
});

describe('loadSearchIndex', () => {
  it('should refuse bytes that are not an index', () => {
    expect(() => loadSearchIndex([new TextEncoder().encode('not an index at all, just text')])).toThrow(IndexFormatError);
  });

  it('should refuse a shard the format-3 engine wrote, saying to rebuild it', () => {
    expect(() => loadSearchIndex([format3Shard()])).toThrow(IndexFormatError);
    expect(() => loadSearchIndex([format3Shard()])).toThrow(new RegExp(`format version 3, this reader needs ${INDEX_FORMAT_VERSION}; rebuild the index`));
    expect(() => checkIndexFormat([format3Shard()])).toThrow(new RegExp(`format version 3, this reader needs ${INDEX_FORMAT_VERSION}; rebuild the index`));
  });

  it('should pass the format check for shards this version wrote', () => {
    expect(() => checkIndexFormat(buildSearchIndex(FIXTURE_DOCS))).not.toThrow();
  });

  it('should refuse an index written by another format version', () => {
    const shards = copy(buildSearchIndex(FIXTURE_DOCS));
    new DataView(shards[0].buffer).setUint32(4, INDEX_FORMAT_VERSION + 1, true);
    expect(() => loadSearchIndex(shards)).toThrow(/format version/);
  });

  it('should refuse a shard whose tables were corrupted', () => {
    const shards = copy(buildSearchIndex(FIXTURE_DOCS));
    const headerLength = new DataView(shards[0].buffer).getUint32(8, true);
    shards[0][16 + headerLength + 3] ^= 0xff; // first block: the vocabulary offsets
    expect(() => loadSearchIndex(shards)).toThrow(IndexFormatError);
    expect(() => loadSearchIndex(shards)).toThrow(/checksum/);
  });

  it('should refuse a truncated shard', () => {
    const shards = buildSearchIndex(FIXTURE_DOCS);
    expect(() => loadSearchIndex([shards[0].slice(0, shards[0].length - 64)])).toThrow(IndexFormatError);
  });

  it('should report corrupted stored text when a hit reads it', () => {
    const shards = copy(buildSearchIndex(FIXTURE_DOCS));
    const at = new TextDecoder('latin1').decode(shards[0]).indexOf('serializable isolation');
    expect(at).toBeGreaterThan(0);
    shards[0][at] ^= 0x20;
    const index = loadSearchIndex(shards);
    expect(() => index.search('ledger postgresql', { limit: 1 })).toThrow(IndexFormatError);
  });
});

describe('sharding', () => {
  const docs = manyDocs(400);
  const whole = buildSearchIndex(docs);
  const limit = 160 * 1024;
  const sharded = buildSearchIndex(docs, { maxShardBytes: limit });

  it('should split into shards no larger than the limit', () => {
    expect(whole.length).toBe(1);
    expect(sharded.length).toBeGreaterThan(1);
    for (const shard of sharded) expect(shard.byteLength).toBeLessThanOrEqual(limit);
  });

  it.each(['queue 3 service 5', 'ADR 250', 'word123 topic23', 'option cluster7'])('should answer %j the same from shards', (query) => {
    const a = loadSearchIndex(whole).search(query, { limit: 10 });
    const b = loadSearchIndex([...sharded].reverse()).search(query, { limit: 10 });
    expect(b).toEqual(a);
    expect(a.hits.length).toBeGreaterThan(0);
  });

  it('should refuse an incomplete set of shards', () => {
    expect(() => loadSearchIndex(sharded.slice(1))).toThrow(IndexFormatError);
  });

  it('should refuse shards from different builds', () => {
    const other = buildSearchIndex(manyDocs(401), { maxShardBytes: limit });
    expect(() => loadSearchIndex([sharded[0], ...other.slice(1, sharded.length)])).toThrow(IndexFormatError);
  });
});
