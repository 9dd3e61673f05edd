// Turns documents into the index's arrays: vocabulary, per-field postings, section postings, doc tables, stored text.
import { ADR_STATUSES, DOC_KINDS } from '../docs/types.js';
import { fnv1a, type IndexStats } from './format.js';
import { markdownToText, truncateUtf8 } from './markdown-text.js';
import { adrTerm, foldCase, tokenize, type Token } from './tokenizer.js';
import type { BuildOptions, IndexableDoc } from './types.js';
import { ByteWriter } from './varint.js';

export type IndexArray = Uint8Array | Uint16Array | Uint32Array | Float32Array;

/** The index before it is laid out in shards: named arrays in a fixed order plus the statistics. */
export interface IndexContent {
  stats: IndexStats;
  arrays: [name: string, array: IndexArray][];
}

/** What the doc meta JSON holds, decoded only for hits. Short keys because it is stored per doc. */
export interface StoredDocMeta {
  p: string;
  t: string;
  k: string;
  s?: string;
  a?: string;
  tg: string[];
  sb: string[];
  sec: [anchor: string | null, heading: string][];
}

/** Typos are corrected only towards words at least this long; shorter words have too many neighbours. */
const MIN_SURFACE_LENGTH = 4;
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

/** Sorts strings by their UTF-8 bytes, the order the reader's binary search relies on. */
export function compareUtf8(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

function sortedStringTable(strings: string[]): { sorted: string[]; offsets: Uint32Array; bytes: Uint8Array } {
  const encoded = strings.map((s) => ({ s, b: encoder.encode(s) }));
  encoded.sort((x, y) => compareUtf8(x.b, y.b));
  const offsets = new Uint32Array(encoded.length + 1);
  const total = encoded.reduce((sum, e) => sum + e.b.length, 0);
  const bytes = new Uint8Array(total);
  let at = 0;
  encoded.forEach((e, i) => {
    offsets[i] = at;
    bytes.set(e.b, at);
    at += e.b.length;
  });
  offsets[encoded.length] = at;
  return { sorted: encoded.map((e) => e.s), offsets, bytes };
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
  const metaStore = new ChunkedStore(chunkLimit);
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
  const docMetaChunk = new Uint16Array(docCount);
  const docMetaOffset = new Uint32Array(docCount);
  const docMetaLength = new Uint32Array(docCount);
  const docMetaChecksum = new Uint32Array(docCount);
  const sectionLens: number[] = [];
  const sectionTextStart: number[] = [];
  const sectionTextLength: number[] = [];
  const docTags: string[][] = [];
  const totals = { title: 0, tags: 0, path: 0, body: 0 };

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
  const push = (list: FieldList, doc: number, values: number[]): void => {
    list.bytes ??= new ByteWriter(16);
    list.bytes.varint(doc - list.lastDoc);
    list.lastDoc = doc;
    for (const v of values) list.bytes.varint(v);
    list.count++;
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
        push(entry[field], d, [tf]);
      }
    }
    if (doc.adrId) {
      const entry = termOf(adrTerm(doc.adrId));
      touch(entry, d);
      push(entry.id, d, []);
    }

    sectionStart[d] = sectionLens.length;
    let body = 0;
    let textBytes = 0;
    const textParts: Uint8Array[] = [];
    const sectionTerms = new Map<string, number[]>();
    doc.sections.forEach((section, s) => {
      const text = markdownToText(section.text);
      const headTokens = tokenize(section.heading);
      const bodyTokens = tokenize(text);
      noteSurfaces(bodyTokens);
      noteSurfaces(headTokens);
      sectionLens.push(headTokens.length + bodyTokens.length);
      body += headTokens.length + bodyTokens.length;
      const counts = new Map<string, number>();
      for (const t of bodyTokens) counts.set(t.term, (counts.get(t.term) ?? 0) + 4);
      for (const t of headTokens) {
        const v = counts.get(t.term) ?? 0;
        if ((v & 3) < 3) counts.set(t.term, v + 1);
      }
      // Section entries are written per term in section order below, so deltas stay within one doc.
      for (const [term, v] of counts) {
        let list = sectionTerms.get(term);
        if (!list) sectionTerms.set(term, (list = []));
        list.push(s, v);
      }
      const budget = Math.max(0, Math.min(options.maxSectionTextBytes, options.maxDocTextBytes - textBytes));
      const stored = budget > 0 ? truncateUtf8(text, budget, encoder) : new Uint8Array(0);
      sectionTextStart.push(textBytes);
      sectionTextLength.push(stored.length);
      textParts.push(stored);
      textBytes += stored.length;
    });
    for (const [term, list] of sectionTerms) {
      const entry = termOf(term);
      touch(entry, d);
      for (let i = 0; i < list.length; i += 2) push(entry.sections, d, [list[i], list[i + 1]]);
    }
    bodyLen[d] = body;
    totals.body += body;

    const joined = new Uint8Array(textBytes);
    let at = 0;
    for (const part of textParts) {
      joined.set(part, at);
      at += part.length;
    }
    const text = textStore.add(joined);
    docTextChunk[d] = text.chunk;
    docTextOffset[d] = text.offset;
    docTextChecksum[d] = fnv1a(joined);

    const meta: StoredDocMeta = {
      p: doc.path,
      t: doc.title,
      k: doc.kind,
      ...(doc.status ? { s: doc.status } : {}),
      ...(doc.adrId ? { a: doc.adrId } : {}),
      tg: doc.tags,
      sb: doc.supersededBy,
      sec: doc.sections.map((s) => [s.anchor ?? null, s.heading]),
    };
    const metaBytes = encoder.encode(JSON.stringify(meta));
    const metaAt = metaStore.add(metaBytes);
    docMetaChunk[d] = metaAt.chunk;
    docMetaOffset[d] = metaAt.offset;
    docMetaLength[d] = metaBytes.length;
    docMetaChecksum[d] = fnv1a(metaBytes);
    docTags.push([...new Set(doc.tags.map((t) => foldCase(t.trim())).filter(Boolean))]);
  });
  sectionStart[docCount] = sectionLens.length;

  // Vocabulary in byte order; each term's postings are one record in the postings store.
  const vocab = sortedStringTable([...postings.keys()]);
  const termCount = vocab.sorted.length;
  const termDf = new Uint32Array(termCount);
  const termChunk = new Uint16Array(termCount);
  const termOffset = new Uint32Array(termCount);
  const termLength = new Uint32Array(termCount);
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
    for (const list of lists) if (list.bytes) record.append(list.bytes.bytes());
    const at = postStore.add(record.bytes());
    termChunk[id] = at.chunk;
    termOffset[id] = at.offset;
    termLength[id] = record.length;
    termChecksum[id] = fnv1a(record.bytes());
  });

  // Surface words point at their term; corrections prefer frequent terms, so rare ones can stay in the table.
  const surfaceWords = [...surfaces.keys()];
  const surface = sortedStringTable(surfaceWords);
  const surfaceTerm = new Uint32Array(surface.sorted.map((w) => termIds.get(surfaces.get(w)!)!));

  const tagTable = sortedStringTable([...new Set(docTags.flat())]);
  const tagIds = new Map(tagTable.sorted.map((t, i) => [t, i]));
  const docTagStart = new Uint32Array(docCount + 1);
  const docTagIds: number[] = [];
  docTags.forEach((tags, d) => {
    docTagStart[d] = docTagIds.length;
    docTagIds.push(...tags.map((t) => tagIds.get(t)!).sort((a, b) => a - b));
  });
  docTagStart[docCount] = docTagIds.length;

  const sectionCount = sectionLens.length;
  const stats: IndexStats = {
    docCount,
    termCount,
    sectionCount,
    surfaceCount: surface.sorted.length,
    tagCount: tagTable.sorted.length,
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
    ['term.length', termLength],
    ['term.checksum', termChecksum],
    ['surface.offsets', surface.offsets],
    ['surface.bytes', surface.bytes],
    ['surface.term', surfaceTerm],
    ['tags.offsets', tagTable.offsets],
    ['tags.bytes', tagTable.bytes],
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
    ['doc.metaLength', docMetaLength],
    ['doc.metaChecksum', docMetaChecksum],
    ['section.len', new Uint32Array(sectionLens)],
    ['section.textStart', new Uint32Array(sectionTextStart)],
    ['section.textLength', new Uint32Array(sectionTextLength)],
  ];
  postStore.chunks.forEach((c, i) => arrays.push([`post.${i}`, c.bytes()]));
  textStore.chunks.forEach((c, i) => arrays.push([`text.${i}`, c.bytes()]));
  metaStore.chunks.forEach((c, i) => arrays.push([`meta.${i}`, c.bytes()]));
  return { stats, arrays };
}
