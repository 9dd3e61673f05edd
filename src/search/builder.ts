// Turns documents into the index's arrays: vocabulary, per-field postings, section postings, doc tables, stored text.
import { ADR_STATUSES, DOC_KINDS } from '../docs/types.js';
import { fnv1a, MAX_DOC_TEXT_BYTES, type IndexStats } from './format.js';
import { markdownToText, truncateUtf8 } from './markdown-text.js';
import { withoutMetadata } from './metadata-lines.js';
import { adrTerm, foldCase, tokenize, type Token } from './tokenizer.js';
import type { BuildOptions, IndexableDoc } from './types.js';
import { ByteWriter } from './varint.js';
import { encodeDocMeta, explicitAnchors, type DocMeta } from './doc-meta-codec.js';
import { packSectionList, writeFieldEntry, writeSectionGroup } from './postings-codec.js';
import { packStrings, sortedStringTable } from './string-table.js';
import { allocateSectionText, docTextBudget } from './text-budget.js';

export type IndexArray = Uint8Array | Uint16Array | Uint32Array | Float32Array;

/** The index before it is laid out in shards: named arrays in a fixed order plus the statistics. */
export interface IndexContent {
  stats: IndexStats;
  arrays: [name: string, array: IndexArray][];
}

/** Typos are corrected only towards words at least this long; shorter words have too many neighbours. */
const MIN_SURFACE_LENGTH = 4;
/** Sections at the top of a doc (the preamble and the first heading's) where a metadata block sits. */
const METADATA_SECTIONS = 2;
const SURFACE_WORD = /^[a-z]+$/;

interface TermPostings {
  df: number;
  lastDoc: number;
  title: FieldList;
  tags: FieldList;
  path: FieldList;
  id: FieldList;
  sections: FieldList;
}

interface FieldList {
  count: number;
  lastDoc: number;
  bytes: ByteWriter | undefined;
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

const encoder = new TextEncoder();

function newList(): FieldList {
  return { count: 0, lastDoc: 0, bytes: undefined };
}

function countTerms(tokens: Token[], into = new Map<string, number>()): Map<string, number> {
  for (const token of tokens) into.set(token.term, (into.get(token.term) ?? 0) + 1);
  return into;
}

function pathTokens(path: string): Token[] {
  const words = path.replace(/\.[a-z]+(?:\.[a-z]+)?$/i, '').replace(/[/._-]+/g, ' ');
  return tokenize(words, 'query');
}

/**
 * Tokenizes every doc and lays the result out as typed arrays. Docs are numbered in path order and every
 * collection is emitted in a sorted order, so the same input always gives the same arrays.
 */
export function buildIndexContent(input: IndexableDoc[], options: Required<BuildOptions>, chunkLimit: number): IndexContent {
  const docs = [...input].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (let i = 1; i < docs.length; i++) {
    if (docs[i].path === docs[i - 1].path) throw new Error(`duplicate document path: ${docs[i].path}`);
  }
  const postings = new Map<string, TermPostings>();
  const surfaces = new Map<string, string>();
  const textStore = new ChunkedStore(chunkLimit);
  const docCount = docs.length;
  const docKind = new Uint8Array(docCount);
  const docStatus = new Uint8Array(docCount);
  const titleLen = new Uint16Array(docCount);
  const tagsLen = new Uint16Array(docCount);
  const pathLen = new Uint16Array(docCount);
  const bodyLen = new Uint32Array(docCount);
  const sectionStart = new Uint32Array(docCount + 1);
  const docTextChunk = new Uint16Array(docCount);
  const docTextOffset = new Uint32Array(docCount);
  const docTextChecksum = new Uint32Array(docCount);
  const sectionLens: number[] = [];
  const sectionTextEnd: number[] = [];
  const docTags: string[][] = [];
  const metas: DocMeta[] = [];
  const totals = { title: 0, tags: 0, path: 0, body: 0 };
  const textBudget = docTextBudget(docCount, options.maxTextBytes, Math.min(options.maxDocTextBytes, MAX_DOC_TEXT_BYTES));

  const termOf = (term: string): TermPostings => {
    let entry = postings.get(term);
    if (!entry) {
      entry = { df: 0, lastDoc: -1, title: newList(), tags: newList(), path: newList(), id: newList(), sections: newList() };
      postings.set(term, entry);
    }
    return entry;
  };
  const touch = (entry: TermPostings, doc: number): void => {
    if (entry.lastDoc !== doc) {
      entry.df++;
      entry.lastDoc = doc;
    }
  };
  /** Starts `doc`'s entry in a list and returns the gap from the previous doc. */
  const open = (list: FieldList, doc: number): { w: ByteWriter; gap: number } => {
    const w = (list.bytes ??= new ByteWriter(16));
    const gap = doc - list.lastDoc;
    list.lastDoc = doc;
    list.count++;
    return { w, gap };
  };
  const noteSurfaces = (tokens: Token[]): void => {
    for (const t of tokens) {
      if (t.compound || t.surface.length < MIN_SURFACE_LENGTH || !SURFACE_WORD.test(t.surface)) continue;
      if (!surfaces.has(t.surface)) surfaces.set(t.surface, t.term);
    }
  };

  docs.forEach((doc, d) => {
    docKind[d] = DOC_KINDS.indexOf(doc.kind);
    docStatus[d] = doc.status ? ADR_STATUSES.indexOf(doc.status) + 1 : 0;
    const titleTokens = tokenize([doc.title, ...doc.aliases].join(' \n '));
    const tagTokens = tokenize(doc.tags.join(' \n '));
    const pathToks = pathTokens(doc.path);
    noteSurfaces(titleTokens);
    titleLen[d] = Math.min(titleTokens.length, 0xffff);
    tagsLen[d] = Math.min(tagTokens.length, 0xffff);
    pathLen[d] = Math.min(pathToks.length, 0xffff);
    totals.title += titleLen[d];
    totals.tags += tagsLen[d];
    totals.path += pathLen[d];
    for (const [field, tokens] of [['title', titleTokens], ['tags', tagTokens], ['path', pathToks]] as const) {
      for (const [term, tf] of countTerms(tokens)) {
        const entry = termOf(term);
        touch(entry, d);
        const { w, gap } = open(entry[field], d);
        writeFieldEntry(w, gap, tf);
      }
    }
    if (doc.adrId) {
      const entry = termOf(adrTerm(doc.adrId));
      touch(entry, d);
      const { w, gap } = open(entry.id, d);
      w.varint(gap);
    }

    sectionStart[d] = sectionLens.length;
    let body = 0;
    const texts: Uint8Array[] = [];
    const sectionTerms = new Map<string, number[]>();
    doc.sections.forEach((section, s) => {
      const text = markdownToText(section.text);
      const headTokens = tokenize(section.heading);
      const bodyTokens = tokenize(text);
      noteSurfaces(bodyTokens);
      noteSurfaces(headTokens);
      sectionLens.push(Math.min(headTokens.length + bodyTokens.length, 0xffff));
      body += headTokens.length + bodyTokens.length;
      const counts = new Map<string, number>();
      for (const t of bodyTokens) counts.set(t.term, (counts.get(t.term) ?? 0) + 4);
      for (const t of headTokens) {
        const v = counts.get(t.term) ?? 0;
        if ((v & 3) < 3) counts.set(t.term, v + 1);
      }
      for (const [term, v] of counts) {
        let list = sectionTerms.get(term);
        if (!list) sectionTerms.set(term, (list = []));
        list.push(s, v);
      }
      // Excerpts quote the text, not the metadata block at the top (the words stay indexed above).
      texts.push(encoder.encode(s < METADATA_SECTIONS ? markdownToText(withoutMetadata(section.text)) : text));
    });
    for (const [term, list] of sectionTerms) {
      const entry = termOf(term);
      touch(entry, d);
      const { w, gap } = open(entry.sections, d);
      writeSectionGroup(w, gap, list);
    }
    bodyLen[d] = body;
    totals.body += body;

    const kept = allocateSectionText(texts.map((t) => t.length), textBudget, options.maxSectionTextBytes);
    const parts = texts.map((t, s) => truncateUtf8(t, kept[s]));
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      at += part.length;
      sectionTextEnd.push(at);
    }
    const text = textStore.add(joined);
    docTextChunk[d] = text.chunk;
    docTextOffset[d] = text.offset;
    docTextChecksum[d] = fnv1a(joined);

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

  // Vocabulary in byte order; each term's postings are one record in the postings store, records in term order.
  const vocab = sortedStringTable(postings.keys());
  const termCount = vocab.sorted.length;
  const termDf = new Uint32Array(termCount);
  const termChunk = new Uint16Array(termCount);
  const termOffset = new Uint32Array(termCount);
  const termChecksum = new Uint32Array(termCount);
  const postStore = new ChunkedStore(chunkLimit);
  const termIds = new Map<string, number>();
  vocab.sorted.forEach((term, id) => {
    termIds.set(term, id);
    const entry = postings.get(term)!;
    termDf[id] = entry.df;
    const record = new ByteWriter(64);
    const lists = [entry.title, entry.tags, entry.path, entry.id, entry.sections];
    for (const list of lists) record.varint(list.count);
    for (const list of lists.slice(0, 4)) if (list.bytes) record.append(list.bytes.bytes());
    if (entry.sections.bytes) packSectionList(entry.sections.bytes.bytes(), entry.sections.count, record);
    const at = postStore.add(record.bytes());
    termChunk[id] = at.chunk;
    termOffset[id] = at.offset;
    termChecksum[id] = fnv1a(record.bytes());
  });

  // Surface words point at their term; corrections prefer frequent terms, so rare ones can stay in the table.
  const surface = sortedStringTable(surfaces.keys());
  const surfaceTerm = new Uint32Array(surface.sorted.map((w) => termIds.get(surfaces.get(w)!)!));

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
  const metaStore = new ChunkedStore(chunkLimit);
  const docMetaChunk = new Uint16Array(docCount);
  const docMetaOffset = new Uint32Array(docCount);
  const docMetaChecksum = new Uint32Array(docCount);
  metas.forEach((meta, d) => {
    const bytes = encodeDocMeta(meta, ids);
    const at = metaStore.add(bytes);
    docMetaChunk[d] = at.chunk;
    docMetaOffset[d] = at.offset;
    docMetaChecksum[d] = fnv1a(bytes);
  });
  const paths = packStrings(docs.map((doc) => doc.path));

  const sectionCount = sectionLens.length;
  const stats: IndexStats = {
    docCount,
    termCount,
    sectionCount,
    surfaceCount: surface.sorted.length,
    tagCount: tagTable.sorted.length,
    headingCount: headingTable.sorted.length,
    displayTagCount: displayTagTable.sorted.length,
    anchorCount: anchorTable.sorted.length,
    avgTitle: docCount ? totals.title / docCount : 0,
    avgTags: docCount ? totals.tags / docCount : 0,
    avgPath: docCount ? totals.path / docCount : 0,
    avgBody: docCount ? totals.body / docCount : 0,
    avgSection: sectionCount ? totals.body / sectionCount : 0,
  };
  const arrays: [string, IndexArray][] = [
    ['vocab.offsets', vocab.offsets],
    ['vocab.bytes', vocab.bytes],
    ['term.df', termDf],
    ['term.chunk', termChunk],
    ['term.offset', termOffset],
    ['term.checksum', termChecksum],
    ['surface.offsets', surface.offsets],
    ['surface.bytes', surface.bytes],
    ['surface.term', surfaceTerm],
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
    ['doc.titleLen', titleLen],
    ['doc.tagsLen', tagsLen],
    ['doc.pathLen', pathLen],
    ['doc.bodyLen', bodyLen],
    ['doc.sectionStart', sectionStart],
    ['doc.tagStart', docTagStart],
    ['doc.tagIds', new Uint32Array(docTagIds)],
    ['doc.textChunk', docTextChunk],
    ['doc.textOffset', docTextOffset],
    ['doc.textChecksum', docTextChecksum],
    ['doc.metaChunk', docMetaChunk],
    ['doc.metaOffset', docMetaOffset],
    ['doc.metaChecksum', docMetaChecksum],
    ['section.len', new Uint16Array(sectionLens)],
    ['section.textEnd', new Uint16Array(sectionTextEnd)],
  ];
  postStore.chunks.forEach((c, i) => arrays.push([`post.${i}`, c.bytes()]));
  textStore.chunks.forEach((c, i) => arrays.push([`text.${i}`, c.bytes()]));
  metaStore.chunks.forEach((c, i) => arrays.push([`meta.${i}`, c.bytes()]));
  return { stats, arrays };
}
