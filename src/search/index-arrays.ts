// Typed access to the named blocks of a loaded index, checking each is present with the expected element type.
import type { IndexArray } from './builder.js';
import { IndexFormatError } from './format.js';
import type { IndexViews } from './reader.js';

type ArrayClass<T extends IndexArray> = { new (length: number): T; name: string };

function need<T extends IndexArray>(views: IndexViews, name: string, type: ArrayClass<T>, length?: number): T {
  const block = views.blocks.get(name);
  if (!(block instanceof type)) throw new IndexFormatError(`index block ${name} is missing or not a ${type.name}`);
  if (length !== undefined && block.length !== length) {
    throw new IndexFormatError(`index block ${name} has ${block.length} entries, expected ${length}`);
  }
  return block as T;
}

function chunks(views: IndexViews, prefix: string): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; views.blocks.has(`${prefix}.${i}`); i++) out.push(need(views, `${prefix}.${i}`, Uint8Array));
  return out;
}

/** All arrays the query side reads, resolved once at load. */
export class IndexArrays {
  readonly vocabOffsets: Uint32Array;
  readonly vocabBytes: Uint8Array;
  readonly termDf: Uint32Array;
  readonly termChunk: Uint16Array;
  readonly termOffset: Uint32Array;
  readonly termChecksum: Uint32Array;
  readonly surfaceOffsets: Uint32Array;
  readonly surfaceBytes: Uint8Array;
  readonly surfaceTerm: Uint32Array;
  readonly surfaceByShape: Uint32Array;
  readonly surfaceShapeStart: Uint32Array;
  readonly tagOffsets: Uint32Array;
  readonly tagBytes: Uint8Array;
  readonly headingOffsets: Uint32Array;
  readonly headingBytes: Uint8Array;
  readonly displayTagOffsets: Uint32Array;
  readonly displayTagBytes: Uint8Array;
  readonly anchorOffsets: Uint32Array;
  readonly anchorBytes: Uint8Array;
  readonly pathOffsets: Uint32Array;
  readonly pathBytes: Uint8Array;
  readonly docKind: Uint8Array;
  readonly docStatus: Uint8Array;
  readonly sectionStart: Uint32Array;
  readonly docTagStart: Uint32Array;
  readonly docTagIds: Uint32Array;
  readonly docTextChunk: Uint16Array;
  readonly docTextOffset: Uint32Array;
  readonly docTextChecksum: Uint32Array;
  readonly docMetaChunk: Uint16Array;
  readonly docMetaOffset: Uint32Array;
  readonly docMetaChecksum: Uint32Array;
  readonly sectionLen: Uint16Array;
  /** End of each section's stored text, counted from the start of its doc's text record. */
  readonly sectionTextEnd: Uint16Array;
  /** End of each section's term positions, counted from where its doc's positions start (after the text). */
  readonly sectionPosEnd: Uint16Array;
  /** Per doc: 0 = applies everywhere, else 1 + its scope's number (see scope-blocks.ts). */
  readonly docScope: Uint16Array;
  readonly scopeOffsets: Uint32Array;
  readonly scopeBytes: Uint8Array;
  readonly waiverDoc: Uint32Array;
  readonly waiverOffsets: Uint32Array;
  readonly waiverBytes: Uint8Array;
  readonly serviceOffsets: Uint32Array;
  readonly serviceBytes: Uint8Array;
  readonly post: Uint8Array[];
  readonly text: Uint8Array[];
  readonly meta: Uint8Array[];

  constructor(views: IndexViews) {
    const { docCount, termCount, sectionCount, surfaceCount, tagCount, headingCount, displayTagCount, anchorCount, scopeCount, waiverCount, serviceCount } = views.stats;
    this.vocabOffsets = need(views, 'vocab.offsets', Uint32Array, termCount + 1);
    this.vocabBytes = need(views, 'vocab.bytes', Uint8Array);
    this.termDf = need(views, 'term.df', Uint32Array, termCount);
    this.termChunk = need(views, 'term.chunk', Uint16Array, termCount);
    this.termOffset = need(views, 'term.offset', Uint32Array, termCount);
    this.termChecksum = need(views, 'term.checksum', Uint32Array, termCount);
    this.surfaceOffsets = need(views, 'surface.offsets', Uint32Array, surfaceCount + 1);
    this.surfaceBytes = need(views, 'surface.bytes', Uint8Array);
    this.surfaceTerm = need(views, 'surface.term', Uint32Array, surfaceCount);
    this.surfaceByShape = need(views, 'surface.byShape', Uint32Array, surfaceCount);
    this.surfaceShapeStart = need(views, 'surface.shapeStart', Uint32Array);
    this.tagOffsets = need(views, 'tags.offsets', Uint32Array, tagCount + 1);
    this.tagBytes = need(views, 'tags.bytes', Uint8Array);
    this.headingOffsets = need(views, 'headings.offsets', Uint32Array, headingCount + 1);
    this.headingBytes = need(views, 'headings.bytes', Uint8Array);
    this.displayTagOffsets = need(views, 'displayTags.offsets', Uint32Array, displayTagCount + 1);
    this.displayTagBytes = need(views, 'displayTags.bytes', Uint8Array);
    this.anchorOffsets = need(views, 'anchors.offsets', Uint32Array, anchorCount + 1);
    this.anchorBytes = need(views, 'anchors.bytes', Uint8Array);
    this.pathOffsets = need(views, 'doc.pathOffsets', Uint32Array, docCount + 1);
    this.pathBytes = need(views, 'doc.pathBytes', Uint8Array);
    this.docKind = need(views, 'doc.kind', Uint8Array, docCount);
    this.docStatus = need(views, 'doc.status', Uint8Array, docCount);
    this.sectionStart = need(views, 'doc.sectionStart', Uint32Array, docCount + 1);
    this.docTagStart = need(views, 'doc.tagStart', Uint32Array, docCount + 1);
    this.docTagIds = need(views, 'doc.tagIds', Uint32Array);
    this.docTextChunk = need(views, 'doc.textChunk', Uint16Array, docCount);
    this.docTextOffset = need(views, 'doc.textOffset', Uint32Array, docCount);
    this.docTextChecksum = need(views, 'doc.textChecksum', Uint32Array, docCount);
    this.docMetaChunk = need(views, 'doc.metaChunk', Uint16Array, docCount);
    this.docMetaOffset = need(views, 'doc.metaOffset', Uint32Array, docCount);
    this.docMetaChecksum = need(views, 'doc.metaChecksum', Uint32Array, docCount);
    this.sectionLen = need(views, 'section.len', Uint16Array, sectionCount);
    this.sectionTextEnd = need(views, 'section.textEnd', Uint16Array, sectionCount);
    this.sectionPosEnd = need(views, 'section.posEnd', Uint16Array, sectionCount);
    this.docScope = need(views, 'doc.scope', Uint16Array, docCount);
    this.scopeOffsets = need(views, 'scopes.offsets', Uint32Array, scopeCount + 1);
    this.scopeBytes = need(views, 'scopes.bytes', Uint8Array);
    this.waiverDoc = need(views, 'waiver.doc', Uint32Array, waiverCount);
    this.waiverOffsets = need(views, 'waivers.offsets', Uint32Array, waiverCount + 1);
    this.waiverBytes = need(views, 'waivers.bytes', Uint8Array);
    this.serviceOffsets = need(views, 'services.offsets', Uint32Array, serviceCount + 1);
    this.serviceBytes = need(views, 'services.bytes', Uint8Array);
    this.post = chunks(views, 'post');
    this.text = chunks(views, 'text');
    this.meta = chunks(views, 'meta');
    if (this.post.length === 0 || this.text.length === 0 || this.meta.length === 0) {
      throw new IndexFormatError('index is missing its postings, text or metadata store');
    }
  }

  /**
   * End of record `i` in a store whose records were written contiguously in index order: the next record's
   * start when it is in the same chunk, else the end of the chunk.
   */
  recordEnd(chunkOf: Uint16Array, offsetOf: Uint32Array, stores: Uint8Array[], i: number): number {
    return i + 1 < chunkOf.length && chunkOf[i + 1] === chunkOf[i] ? offsetOf[i + 1] : stores[chunkOf[i]].length;
  }
}
