// Collects one term's postings while docs are read, then — once every doc is in and idf is known — computes
// each posting's impact, quantises it, and encodes the blocks with their score bounds.
import { boundUnit, docImpact, idf, impactUnit, quantiseBound, quantiseImpact, sectionBoundUnit, sectionImpact, sectionLengthScale, type FieldLengths } from './impact.js';
import type { TermInDoc } from './doc-terms.js';
import { BLOCK_DOCS, encodeBlock, encodeTermRecord, type BlockBounds, type BlockInput } from './postings-codec.js';
import { RANKING } from './ranking.js';
import { ByteWriter, VarintReader } from './varint.js';

const TITLE = 1;
const TAGS = 2;
const PATH = 4;
const ID = 8;

/** What encoding needs to know about every doc: field lengths, where its sections start, their lengths. */
export interface DocTables {
  docCount: number;
  titleLen: ArrayLike<number>;
  tagsLen: ArrayLike<number>;
  pathLen: ArrayLike<number>;
  bodyLen: ArrayLike<number>;
  sectionStart: ArrayLike<number>;
  sectionLen: ArrayLike<number>;
  averages: FieldLengths & { section: number };
}

/**
 * A term's postings as staged while docs are read (docs arrive in order). Per doc: varint doc gap, varint field
 * flags, the title, tags and path counts that are flagged, varint section count, then per section its index gap
 * and value.
 */
export class TermStage {
  df = 0;
  private lastDoc = -1;
  private readonly staged = new ByteWriter(16);

  add(doc: number, entry: TermInDoc): void {
    const w = this.staged;
    w.varint(doc - this.lastDoc);
    this.lastDoc = doc;
    this.df++;
    w.varint((entry.title ? TITLE : 0) | (entry.tags ? TAGS : 0) | (entry.path ? PATH : 0) | (entry.id ? ID : 0));
    if (entry.title) w.varint(entry.title);
    if (entry.tags) w.varint(entry.tags);
    if (entry.path) w.varint(entry.path);
    const sections = entry.sections;
    w.varint(sections.length / 2);
    let previous = -1;
    for (let k = 0; k < sections.length; k += 2) {
      w.varint(sections[k] - previous - 1);
      w.varint(sections[k + 1]);
      previous = sections[k];
    }
  }

  /** Encodes the record (see postings-codec.ts): impacts quantised per doc, a score bound per block. */
  encode(tables: DocTables): Uint8Array {
    const termIdf = idf(this.df, tables.docCount);
    const unit = impactUnit(termIdf);
    const bUnit = boundUnit(termIdf);
    const sUnit = sectionBoundUnit(termIdf);
    const lengthScale = sectionLengthScale(tables.averages.section);
    const r = new VarintReader(this.staged.bytes(), 0);
    const counts = { title: 0, tags: 0, path: 0, id: 0, body: 0, heading: 0 };
    const lengths: FieldLengths = { title: 0, tags: 0, path: 0, body: 0 };
    const blocks: Uint8Array[] = [];
    const table: BlockBounds[] = [];
    const idDocs: number[] = [];
    let block: BlockInput & { docs: number[]; impacts: number[]; counts: number[]; sectionGaps: number[]; values: number[] } = emptyBlock();
    let blockBound = 0;
    let blockSection = 0;
    let doc = -1;
    for (let k = 0; k < this.df; k++) {
      doc += r.next();
      const flags = r.next();
      counts.title = flags & TITLE ? r.next() : 0;
      counts.tags = flags & TAGS ? r.next() : 0;
      counts.path = flags & PATH ? r.next() : 0;
      counts.id = flags & ID ? 1 : 0;
      if (counts.id) idDocs.push(doc);
      const entries = r.next();
      counts.body = 0;
      counts.heading = 0;
      let section = -1;
      let bestSection = 0;
      for (let e = 0; e < entries; e++) {
        const gap = r.next();
        const value = r.next();
        section += gap + 1;
        counts.body += value >>> 2;
        counts.heading += value & 3;
        const g = tables.sectionStart[doc] + section;
        const score = sectionImpact(termIdf, value, tables.sectionLen[g], lengthScale);
        if (score > bestSection) bestSection = score;
        block.sectionGaps.push(gap);
        block.values.push(value);
      }
      lengths.title = tables.titleLen[doc];
      lengths.tags = tables.tagsLen[doc];
      lengths.path = tables.pathLen[doc];
      lengths.body = tables.bodyLen[doc];
      const level = quantiseImpact(docImpact(termIdf, counts, lengths, tables.averages), unit);
      block.docs.push(doc);
      block.impacts.push(level);
      block.counts.push(entries);
      const bound = level * unit + RANKING.sectionBonus * bestSection;
      if (bound > blockBound) blockBound = bound;
      if (bestSection > blockSection) blockSection = bestSection;
      if (block.docs.length === BLOCK_DOCS || k === this.df - 1) {
        const out = new ByteWriter(64);
        encodeBlock(block, table.length ? table[table.length - 1].lastDoc : -1, out);
        blocks.push(out.bytes());
        table.push({ lastDoc: doc, bound: quantiseBound(blockBound, bUnit), section: quantiseBound(blockSection, sUnit) });
        block = emptyBlock();
        blockBound = 0;
        blockSection = 0;
      }
    }
    return encodeTermRecord(blocks, table, idDocs);
  }
}

function emptyBlock() {
  return { docs: [] as number[], impacts: [] as number[], counts: [] as number[], sectionGaps: [] as number[], values: [] as number[] };
}
