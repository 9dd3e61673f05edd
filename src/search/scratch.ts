// Per-query working memory for SearchIndex and the top-k list it keeps: allocated once per
// index and reset lazily with stamps, so a query allocates almost nothing.
import { SectionBlockCursor } from './postings-codec.js';

/** Per-query working memory, allocated once per index and reset lazily with stamps instead of clearing. */
export class Scratch {
  readonly score: Float64Array;
  readonly fieldTf: Float64Array;
  readonly bodyTf: Float64Array;
  readonly headTf: Float64Array;
  readonly mask: Uint32Array;
  readonly idMask: Uint32Array;
  readonly pathHits: Uint16Array;
  readonly docStamp: Uint32Array;
  readonly termStamp: Uint32Array;
  readonly sectionScore: Float64Array;
  readonly sectionStamp: Uint32Array;
  readonly bestSection: Float64Array;
  readonly bestSectionIndex: Int32Array;
  /** Docs admitted while every doc could still reach the top (see {@link SearchIndex.search}). */
  readonly live: Uint32Array;
  /** Reused lists: matched docs, docs touched by the current term, touched sections and their docs, top scores. */
  readonly candidates: number[] = [];
  readonly touched: number[] = [];
  readonly touchedSections: number[] = [];
  readonly sectionDocs: number[] = [];
  readonly kth: number[] = [];
  readonly cursor = new SectionBlockCursor();
  queryStamp = 0;
  termSerial = 0;

  constructor(docCount: number, sectionCount: number) {
    this.score = new Float64Array(docCount);
    this.fieldTf = new Float64Array(docCount);
    this.bodyTf = new Float64Array(docCount);
    this.headTf = new Float64Array(docCount);
    this.mask = new Uint32Array(docCount);
    this.idMask = new Uint32Array(docCount);
    this.pathHits = new Uint16Array(docCount);
    this.docStamp = new Uint32Array(docCount);
    this.termStamp = new Uint32Array(docCount);
    this.sectionScore = new Float64Array(sectionCount);
    this.sectionStamp = new Uint32Array(sectionCount);
    this.bestSection = new Float64Array(docCount);
    this.bestSectionIndex = new Int32Array(docCount);
    this.live = new Uint32Array(docCount);
  }
}

export interface Ranked {
  doc: number;
  raw: number;
}

/** Keeps `top` sorted by score (desc, then doc asc) and at most `size` long. */
export function insertTop(top: Ranked[], item: Ranked, size: number): void {
  if (size <= 0) return;
  const worse = (x: Ranked, y: Ranked): boolean => x.raw < y.raw || (x.raw === y.raw && x.doc > y.doc);
  if (top.length === size && !worse(top[top.length - 1], item)) return;
  let i = top.length < size ? top.length : size - 1;
  if (top.length < size) top.push(item);
  while (i > 0 && worse(top[i - 1], item)) {
    top[i] = top[i - 1];
    i--;
  }
  top[i] = item;
}
