// Turns documents into the index's arrays: vocabulary, postings with impacts, doc and section tables, stored
// excerpt text with its term positions, doc metadata, and the typo corrector's word table.
import { ADR_STATUSES, DOC_KINDS } from '../docs/types.js';
import { encodeDocMeta, explicitAnchors, type DocMeta } from './doc-meta-codec.js';
import { analyseDoc } from './doc-terms.js';
import { fnv1a, MAX_DOC_TEXT_BYTES, type IndexStats } from './format.js';
import { truncateUtf8 } from './markdown-text.js';
import { writeSectionPositions } from './positions.js';
import { buildScopeBlocks } from './scope-blocks.js';
import { packStrings, sortedStringTable } from './string-table.js';
import { TermStage, type DocTables } from './term-postings.js';
import { allocateSectionText, docTextBudget } from './text-budget.js';
import { foldCase } from './tokenizer.js';
import type { BuildOptions, IndexableDoc } from './types.js';
import { surfaceShapes } from './typo.js';
import { ByteWriter } from './varint.js';

export type IndexArray = Uint8Array | Uint16Array | Uint32Array | Float32Array;

/** The index before it is laid out in shards: named arrays in a fixed order plus the statistics. */
export interface IndexContent {
  stats: IndexStats;
  arrays: [name: string, array: IndexArray][];
}

/** Byte stores (postings, text, meta) split into chunks so each fits in one shard. */
class ChunkedStore {
  readonly chunks: ByteWriter[] = [new ByteWriter(1 << 16)];

  constructor(private readonly limit: number) {}

  add(bytes: Uint8Array): { chunk: number; offset: number } {
    let current = this.chunks[this.chunks.length - 1];
    if (bytes.length > this.limit) throw new RangeError(`an index record of ${bytes.length} bytes exceeds the shard size`);
    if (current.length + bytes.length > this.limit) {
      current = new ByteWriter(1 << 16);
      this.chunks.push(current);
    }
    const offset = current.length;
    current.append(bytes);
    return { chunk: this.chunks.length - 1, offset };
  }
}

/** Where each record of a store went: chunk, offset and checksum per record. */
class RecordTable {
  readonly chunk: Uint16Array;
  readonly offset: Uint32Array;
  readonly checksum: Uint32Array;

  constructor(
    count: number,
    readonly store: ChunkedStore,
  ) {
    this.chunk = new Uint16Array(count);
    this.offset = new Uint32Array(count);
    this.checksum = new Uint32Array(count);
  }

  put(i: number, bytes: Uint8Array): void {
    const at = this.store.add(bytes);
    this.chunk[i] = at.chunk;
    this.offset[i] = at.offset;
    this.checksum[i] = fnv1a(bytes);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const U16_MAX = 0xffff;

/**
 * Tokenizes every doc and lays the result out as typed arrays. Docs are numbered in path order and every
 * collection is emitted in a sorted order, so the same input always gives the same arrays.
 */
export function buildIndexContent(input: IndexableDoc[], options: Required<BuildOptions>, chunkLimit: number): IndexContent {
  const docs = [...input].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (let i = 1; i < docs.length; i++) {
    if (docs[i].path === docs[i - 1].path) throw new Error(`duplicate document path: ${docs[i].path}`);
  }
  const docCount = docs.length;
  const stages = new Map<string, TermStage>();
  const surfaces = new Map<string, string>();
  const docKind = new Uint8Array(docCount);
  const docStatus = new Uint8Array(docCount);
  const titleLen = new Uint16Array(docCount);
  const tagsLen = new Uint16Array(docCount);
  const pathLen = new Uint16Array(docCount);
  const bodyLen = new Uint32Array(docCount);
  const sectionStart = new Uint32Array(docCount + 1);
  const sectionLens: number[] = [];
  const sectionTextEnd: number[] = [];
  const storedTexts: Uint8Array[][] = [];
  const docTags: string[][] = [];
  const metas: DocMeta[] = [];
  const totals = { title: 0, tags: 0, path: 0, body: 0 };
  const textBudget = docTextBudget(docCount, options.maxTextBytes, Math.min(options.maxDocTextBytes, MAX_DOC_TEXT_BYTES));
  const noteSurface = (surface: string, term: string): void => {
    if (!surfaces.has(surface)) surfaces.set(surface, term);
  };

  docs.forEach((doc, d) => {
    docKind[d] = DOC_KINDS.indexOf(doc.kind);
    docStatus[d] = doc.status ? ADR_STATUSES.indexOf(doc.status) + 1 : 0;
    const analysed = analyseDoc(doc, noteSurface);
    titleLen[d] = analysed.lengths.title;
    tagsLen[d] = analysed.lengths.tags;
    pathLen[d] = analysed.lengths.path;
    bodyLen[d] = analysed.lengths.body;
    totals.title += titleLen[d];
    totals.tags += tagsLen[d];
    totals.path += pathLen[d];
    totals.body += bodyLen[d];
    for (const [term, entry] of analysed.terms) {
      let stage = stages.get(term);
      if (!stage) stages.set(term, (stage = new TermStage()));
      stage.add(d, entry);
    }
    sectionStart[d] = sectionLens.length;
    for (const length of analysed.sectionLengths) sectionLens.push(length);
    const texts = analysed.excerptTexts.map((t) => encoder.encode(t));
    const kept = allocateSectionText(texts.map((t) => t.length), textBudget, options.maxSectionTextBytes);
    const parts = texts.map((t, s) => truncateUtf8(t, kept[s]));
    let at = 0;
    for (const part of parts) sectionTextEnd.push((at += part.length));
    storedTexts.push(parts);
    metas.push({
      title: doc.title,
      ...(doc.adrId ? { adrId: doc.adrId } : {}),
      tags: doc.tags,
      supersededBy: doc.supersededBy,
      sections: doc.sections.map((s) => [s.anchor ?? null, s.heading]),
    });
    docTags.push([...new Set(doc.tags.map((t) => foldCase(t.trim())).filter(Boolean))]);
  });
  sectionStart[docCount] = sectionLens.length;
  const sectionLen = new Uint16Array(sectionLens);
  const sectionCount = sectionLens.length;
  const stats: IndexStats = {
    docCount,
    termCount: stages.size,
    sectionCount,
    surfaceCount: surfaces.size,
    tagCount: 0,
    headingCount: 0,
    displayTagCount: 0,
    anchorCount: 0,
    scopeCount: 0,
    waiverCount: 0,
    serviceCount: 0,
    avgTitle: docCount ? totals.title / docCount : 0,
    avgTags: docCount ? totals.tags / docCount : 0,
    avgPath: docCount ? totals.path / docCount : 0,
    avgBody: docCount ? totals.body / docCount : 0,
    avgSection: sectionCount ? totals.body / sectionCount : 0,
  };

  // Vocabulary in byte order; each term's postings are one record in the postings store, records in term order.
  const vocab = sortedStringTable(stages.keys());
  const termCount = vocab.sorted.length;
  const termIds = new Map<string, number>();
  const termDf = new Uint32Array(termCount);
  const postings = new RecordTable(termCount, new ChunkedStore(chunkLimit));
  const tables: DocTables = {
    docCount,
    titleLen,
    tagsLen,
    pathLen,
    bodyLen,
    sectionStart,
    sectionLen,
    averages: { title: stats.avgTitle, tags: stats.avgTags, path: stats.avgPath, body: stats.avgBody, section: stats.avgSection },
  };
  vocab.sorted.forEach((term, id) => {
    termIds.set(term, id);
    const stage = stages.get(term)!;
    termDf[id] = stage.df;
    postings.put(id, stage.encode(tables));
  });
  stages.clear();

  // A doc's text record: its sections' stored text, then their term positions (see positions.ts).
  const texts = new RecordTable(docCount, new ChunkedStore(chunkLimit));
  const sectionPosEnd: number[] = [];
  const termIdOf = (term: string) => termIds.get(term) ?? -1;
  storedTexts.forEach((parts, d) => {
    const positions = new ByteWriter(256);
    for (const part of parts) {
      writeSectionPositions(part.length ? decoder.decode(part) : '', termIdOf, positions);
      if (positions.length > U16_MAX) throw new RangeError(`term positions of ${docs[d].path} exceed ${U16_MAX} bytes`);
      sectionPosEnd.push(positions.length);
    }
    const textBytes = parts.reduce((n, p) => n + p.length, 0);
    const record = new Uint8Array(textBytes + positions.length);
    let at = 0;
    for (const part of parts) {
      record.set(part, at);
      at += part.length;
    }
    record.set(positions.bytes(), at);
    texts.put(d, record);
  });

  // Surface words point at their term; corrections prefer frequent terms, so rare ones can stay in the table.
  const surface = sortedStringTable(surfaces.keys());
  const surfaceTerm = new Uint32Array(surface.sorted.map((w) => termIds.get(surfaces.get(w)!)!));
  const shapes = surfaceShapes(surface.sorted);

  const tagTable = sortedStringTable(docTags.flat());
  const tagIds = new Map(tagTable.sorted.map((t, i) => [t, i]));
  const docTagStart = new Uint32Array(docCount + 1);
  const docTagIds: number[] = [];
  docTags.forEach((tags, d) => {
    docTagStart[d] = docTagIds.length;
    docTagIds.push(...tags.map((t) => tagIds.get(t)!).sort((a, b) => a - b));
  });
  docTagStart[docCount] = docTagIds.length;

  // Metadata records point into shared tables of headings and tags as written, and at successors by doc number.
  const headingTable = sortedStringTable(metas.flatMap((m) => m.sections.map((s) => s[1])));
  const displayTagTable = sortedStringTable(metas.flatMap((m) => m.tags));
  const anchorTable = sortedStringTable(metas.flatMap(explicitAnchors));
  const ids = {
    anchor: new Map(anchorTable.sorted.map((a, i) => [a, i])),
    heading: new Map(headingTable.sorted.map((h, i) => [h, i])),
    tag: new Map(displayTagTable.sorted.map((t, i) => [t, i])),
    doc: new Map(docs.map((doc, i) => [doc.path, i])),
  };
  const meta = new RecordTable(docCount, new ChunkedStore(chunkLimit));
  metas.forEach((m, d) => meta.put(d, encodeDocMeta(m, ids)));
  const paths = packStrings(docs.map((doc) => doc.path));
  const scopes = buildScopeBlocks(docs, options.services);

  Object.assign(stats, {
    tagCount: tagTable.sorted.length,
    headingCount: headingTable.sorted.length,
    displayTagCount: displayTagTable.sorted.length,
    anchorCount: anchorTable.sorted.length,
    scopeCount: scopes.scopeCount,
    waiverCount: scopes.waiverCount,
    serviceCount: scopes.serviceCount,
  });
  const arrays: [string, IndexArray][] = [
    ['vocab.offsets', vocab.offsets],
    ['vocab.bytes', vocab.bytes],
    ['term.df', termDf],
    ['term.chunk', postings.chunk],
    ['term.offset', postings.offset],
    ['term.checksum', postings.checksum],
    ['surface.offsets', surface.offsets],
    ['surface.bytes', surface.bytes],
    ['surface.term', surfaceTerm],
    ['surface.byShape', shapes.byShape],
    ['surface.shapeStart', shapes.shapeStart],
    ['tags.offsets', tagTable.offsets],
    ['tags.bytes', tagTable.bytes],
    ['headings.offsets', headingTable.offsets],
    ['headings.bytes', headingTable.bytes],
    ['displayTags.offsets', displayTagTable.offsets],
    ['displayTags.bytes', displayTagTable.bytes],
    ['anchors.offsets', anchorTable.offsets],
    ['anchors.bytes', anchorTable.bytes],
    ['doc.pathOffsets', paths.offsets],
    ['doc.pathBytes', paths.bytes],
    ['doc.kind', docKind],
    ['doc.status', docStatus],
    ['doc.sectionStart', sectionStart],
    ['doc.tagStart', docTagStart],
    ['doc.tagIds', new Uint32Array(docTagIds)],
    ['doc.textChunk', texts.chunk],
    ['doc.textOffset', texts.offset],
    ['doc.textChecksum', texts.checksum],
    ['doc.metaChunk', meta.chunk],
    ['doc.metaOffset', meta.offset],
    ['doc.metaChecksum', meta.checksum],
    ['section.len', sectionLen],
    ['section.textEnd', new Uint16Array(sectionTextEnd)],
    ['section.posEnd', new Uint16Array(sectionPosEnd)],
    ...scopes.arrays,
  ];
  postings.store.chunks.forEach((c, i) => arrays.push([`post.${i}`, c.bytes()]));
  texts.store.chunks.forEach((c, i) => arrays.push([`text.${i}`, c.bytes()]));
  meta.store.chunks.forEach((c, i) => arrays.push([`meta.${i}`, c.bytes()]));
  return { stats, arrays };
}
