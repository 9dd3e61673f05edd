// Per-query working memory for SearchIndex and the top-k list it keeps: allocated once per
// index and reset lazily with stamps, so a query allocates almost nothing.
import { ExcerptCutter } from './excerpt.js';
import { SectionBlockCursor } from './postings-codec.js';

/** A list of doc or section numbers in a reused typed array: `items[0..length)`. */
export class IntList {
  items: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
}

/** Per-query working memory, allocated once per index and reset lazily with stamps instead of clearing. */
export class Scratch {
  /** Per doc: BM25F score summed over terms so far (before the section bonus and status prior). */
  readonly score: Float64Array;
  readonly fieldTf: Float64Array;
  readonly bodyTf: Float64Array;
  readonly headTf: Float64Array;
  /** Per doc: query terms it matched (bit t for term t), and ADR-id terms it carries. */
  readonly mask: Uint32Array;
  readonly idMask: Uint32Array;
  readonly pathHits: Uint16Array;
  /** Per doc: the query it was last admitted in (its other per-doc slots are stale otherwise). */
  readonly docStamp: Uint32Array;
  readonly termStamp: Uint32Array;
  /** Per doc: 1 when it passes the query's filters. */
  readonly accepted: Uint8Array;
  /** Per doc: best section score so far, a lower bound of the section bonus it will get. */
  readonly bestSection: Float64Array;
  /** Per doc: equal to the query stamp while the doc is still scored (see {@link SearchIndex.search}). */
  readonly live: Uint32Array;
  /** Per section: score so far, the query it belongs to, and the query terms it holds (bits). */
  readonly sectionScore: Float64Array;
  readonly sectionStamp: Uint32Array;
  readonly sectionMask: Uint32Array;
  /** Docs matched by the query, docs the current term touched, docs still scored. */
  readonly candidates: IntList;
  readonly touched: IntList;
  readonly liveDocs: IntList;
  /** Ascending lower bounds of the best scores, for the pruning threshold. */
  readonly kth: number[] = [];
  readonly cursor = new SectionBlockCursor();
  readonly excerpts = new ExcerptCutter();
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
    this.accepted = new Uint8Array(docCount);
    this.bestSection = new Float64Array(docCount);
    this.live = new Uint32Array(docCount);
    this.sectionScore = new Float64Array(sectionCount);
    this.sectionStamp = new Uint32Array(sectionCount);
    this.sectionMask = new Uint32Array(sectionCount);
    this.candidates = new IntList(docCount);
    this.touched = new IntList(docCount);
    this.liveDocs = new IntList(docCount);
  }

  /** Starts a query: every per-doc and per-section slot becomes stale at once. */
  begin(): void {
    this.queryStamp++;
    this.candidates.length = 0;
    this.liveDocs.length = 0;
  }
}

export interface Ranked {
  doc: number;
  raw: number;
}

/** Whether `x` ranks below `y`. Module level: a closure per call would cost a function object on every insert. */
function worse(x: Ranked, y: Ranked): boolean {
  return x.raw < y.raw || (x.raw === y.raw && x.doc > y.doc);
}

/** Whether a doc with this score would enter `top` (kept at most `size` long by {@link insertTop}). */
export function entersTop(top: readonly Ranked[], doc: number, raw: number, size: number): boolean {
  if (size <= 0) return false;
  if (top.length < size) return true;
  const last = top[top.length - 1];
  return last.raw < raw || (last.raw === raw && last.doc > doc);
}

/** Keeps `top` sorted by score (desc, then doc asc) and at most `size` long. */
export function insertTop(top: Ranked[], item: Ranked, size: number): void {
  if (size <= 0) return;
  if (top.length === size && !worse(top[top.length - 1], item)) return;
  let i = top.length < size ? top.length : size - 1;
  if (top.length < size) top.push(item);
  while (i > 0 && worse(top[i - 1], item)) {
    top[i] = top[i - 1];
    i--;
  }
  top[i] = item;
}
