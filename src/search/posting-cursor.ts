// Walks one term's postings at query time. A term's block table is read once when a query opens it, blocks are
// decoded only when a doc in them is needed (and then kept for the query's other cursors on the term), and block
// bounds are read without decoding, so blocks that cannot matter are never decoded for scoring.
import { BlockCache, type DecodedBlock } from './block-cache.js';
import { boundUnit, impactUnit, sectionBoundUnit } from './impact.js';
import { BLOCK_DOCS } from './postings-codec.js';
import { RANKING } from './ranking.js';
import { VarintReader } from './varint.js';

/** The doc a cursor reports once it has passed its last posting; above every doc number. */
export const NO_DOC = 0x7fffffff;

/** Which docs a query counts and scores: its filters. */
export interface DocAcceptor {
  /** True when no kind, status or tag filter is set. */
  readonly metaAll: boolean;
  /** Whether a doc passes the kind, status and tag filters. */
  acceptsMeta(doc: number): boolean;
  /** Bit `d % 32` of word `d >> 5` set for each doc that applies where the call is made; undefined when all do. */
  readonly scopeBits: Uint32Array | undefined;
}

/** One term's postings record (see postings-codec.ts) as a query reads it; reused across queries. */
export class TermPostings {
  blockCount = 0;
  /** The largest block bound: the most this term can add to any doc (before its status prior). */
  maxBound = 0;
  /** Score of one impact level for this term. */
  impactUnit = 0;
  /** Per block: last doc, where it starts, its bound, and its section-bonus bound (see {@link PostingCursor.sectionBonusBound}). */
  lastDoc = new Int32Array(16);
  blockPos = new Int32Array(16);
  bound = new Float64Array(16);
  sectionBonus = new Float64Array(16);
  bytes: Uint8Array = new Uint8Array(0);
  private df = 0;
  private idPos = 0;
  private idCount = 0;
  private readonly cache = new BlockCache();
  private readonly reader = new VarintReader(new Uint8Array(0), 0);

  /** Opens the record at `pos` of `bytes` of a term in `df` docs with this idf: reads its block table. */
  open(bytes: Uint8Array, pos: number, df: number, termIdf: number): void {
    this.bytes = bytes;
    this.df = df;
    this.impactUnit = impactUnit(termIdf);
    const bUnit = boundUnit(termIdf);
    const sectionUnit = sectionBoundUnit(termIdf) * RANKING.sectionBonus;
    const r = this.reader;
    r.reset(bytes, pos);
    const count = r.next();
    if (this.lastDoc.length < count) {
      const size = Math.max(count, this.lastDoc.length * 2);
      this.lastDoc = new Int32Array(size);
      this.blockPos = new Int32Array(size);
      this.bound = new Float64Array(size);
      this.sectionBonus = new Float64Array(size);
    }
    let last = -1;
    let blockEnd = 0;
    let max = 0;
    for (let b = 0; b < count; b++) {
      last += r.next();
      this.lastDoc[b] = last;
      this.blockPos[b] = blockEnd;
      blockEnd += r.next();
      const bound = bytes[r.pos++] * bUnit;
      this.bound[b] = bound;
      this.sectionBonus[b] = bytes[r.pos++] * sectionUnit;
      if (bound > max) max = bound;
    }
    this.blockCount = count;
    this.maxBound = max;
    this.idCount = r.next();
    this.idPos = r.pos;
    for (let k = 0; k < this.idCount; k++) r.next();
    for (let b = 0; b < count; b++) this.blockPos[b] += r.pos;
    this.cache.clear();
  }

  /** Block `b`, decoded. */
  block(b: number): DecodedBlock {
    const n = b < this.blockCount - 1 ? BLOCK_DOCS : this.df - BLOCK_DOCS * (this.blockCount - 1);
    return this.cache.get(b, this.bytes, this.blockPos[b], n, b > 0 ? this.lastDoc[b - 1] : -1);
  }

  /** Docs whose ADR id is this term, ascending. */
  idDocs(): number[] {
    const r = this.reader;
    r.reset(this.bytes, this.idPos);
    const out: number[] = [];
    let doc = -1;
    for (let k = 0; k < this.idCount; k++) out.push((doc += r.next()));
    return out;
  }
}

/** A position in one term's postings; several cursors may read one {@link TermPostings} in a query. */
export class PostingCursor {
  /** The current doc, or {@link NO_DOC}. */
  doc = NO_DOC;
  /** Last doc of the block {@link boundAt} last answered for, or {@link NO_DOC} past the end. */
  shallowEnd = NO_DOC;
  /** The current doc's block (possibly handed to another block by the cache since: see {@link here}). */
  private current: DecodedBlock | undefined;
  private blockIndex = -1;
  private i = 0;
  /** Block whose bound {@link boundAt} last answered; only moves forward between {@link reset}s. */
  private shallow = 0;

  constructor(readonly postings: TermPostings) {}

  get maxBound(): number {
    return this.postings.maxBound;
  }

  /**
   * The most the best section's bonus can be for any doc of the current doc's block, so `impact() +
   * sectionBonusBound` bounds what the term gives the current doc.
   */
  get sectionBonusBound(): number {
    return this.postings.sectionBonus[this.blockIndex];
  }

  /** To the first doc. */
  reset(): void {
    this.shallow = 0;
    this.shallowEnd = NO_DOC;
    if (this.postings.blockCount === 0) {
      this.current = undefined;
      this.doc = NO_DOC;
      return;
    }
    this.enter(0, 0);
  }

  /** Moves to the next doc. */
  next(): void {
    const current = this.here();
    if (++this.i < current.n) this.doc = current.docs[this.i];
    else this.leaveBlock(current.block);
  }

  /** Moves forward to the first doc at or after `target`, skipping whole blocks that end before it. */
  advance(target: number): void {
    if (this.doc >= target) return;
    const p = this.postings;
    let current = this.here();
    if (p.lastDoc[this.blockIndex] < target) {
      let b = this.blockIndex + 1;
      while (b < p.blockCount && p.lastDoc[b] < target) b++;
      if (b === p.blockCount) {
        this.doc = NO_DOC;
        return;
      }
      current = this.enter(b, 0);
    }
    const docs = current.docs;
    let i = this.i;
    while (docs[i] < target) i++;
    this.i = i;
    this.doc = docs[i];
  }

  /** Positions the cursor on `target` or the first doc after it, moving back if it has passed it. */
  moveTo(target: number): void {
    if (this.doc <= target) {
      this.advance(target);
      return;
    }
    const p = this.postings;
    let lo = 0;
    let hi = p.blockCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (p.lastDoc[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    // Every block ends before the target: there is no block to enter, the cursor stays past its end.
    if (lo === p.blockCount) {
      this.doc = NO_DOC;
      return;
    }
    const current = this.enter(lo, 0);
    let i = 0;
    while (current.docs[i] < target) i++;
    this.i = i;
    this.doc = current.docs[i];
  }

  /**
   * The bound of the block that would hold `target`, without decoding it: the most this term can add to that doc
   * (0 past the last block); the block's last doc is left in {@link shallowEnd}. Targets must not go backwards
   * between {@link reset}s.
   */
  boundAt(target: number): number {
    const p = this.postings;
    let b = this.shallow;
    while (b < p.blockCount && p.lastDoc[b] < target) b++;
    this.shallow = b;
    if (b === p.blockCount) {
      this.shallowEnd = NO_DOC;
      return 0;
    }
    this.shallowEnd = p.lastDoc[b];
    return p.bound[b];
  }

  /** The largest bound among the blocks that may hold docs in `[start, end]`. Reads the block table only. */
  windowBound(start: number, end: number): number {
    const p = this.postings;
    let b = this.shallow;
    while (b < p.blockCount && p.lastDoc[b] < start) b++;
    let max = 0;
    for (; b < p.blockCount; b++) {
      if (p.bound[b] > max) max = p.bound[b];
      if (p.lastDoc[b] >= end) break;
    }
    return max;
  }

  /**
   * Walks the docs up to `end` from the cursor, leaving it on the first doc after: sets `bit` in `mask[doc - base]`
   * and the doc's bit in the `seen` bitset, and, when `bound` is given, adds to `bound[doc - base]` what the term
   * can give the doc (its impact plus its block's section-bonus bound). Returns the postings walked.
   */
  collect(end: number, base: number, bit: number, mask: Uint32Array, seen: Uint32Array, bound: Float64Array | null): number {
    let walked = 0;
    const p = this.postings;
    while (this.doc <= end) {
      const current = this.here();
      const docs = current.docs;
      const n = current.n;
      let i = this.i;
      if (bound) {
        const bytes = p.bytes;
        const unit = p.impactUnit;
        const sectionBonus = p.sectionBonus[current.block];
        const impacts = current.impactPos;
        for (; i < n && docs[i] <= end; i++) {
          const x = docs[i] - base;
          bound[x] += bytes[impacts + i] * unit + sectionBonus;
          mask[x] |= bit;
          seen[x >>> 5] |= 1 << (x & 31);
        }
      } else {
        for (; i < n && docs[i] <= end; i++) {
          const x = docs[i] - base;
          mask[x] |= bit;
          seen[x >>> 5] |= 1 << (x & 31);
        }
      }
      walked += i - this.i;
      this.i = i;
      if (i < n) this.doc = docs[i];
      else this.leaveBlock(current.block);
    }
    return walked;
  }

  /** The current doc's quantised impact, as a score. */
  impact(): number {
    return this.postings.bytes[this.here().impactPos + this.i] * this.postings.impactUnit;
  }

  /** The decoded block of the current doc, and the doc's index in it (for reading its section entries). */
  block(): DecodedBlock {
    return this.here();
  }

  index(): number {
    return this.i;
  }

  /** The current block, decoded again if the cache has since given its slot to another block. */
  private here(): DecodedBlock {
    let current = this.current!;
    if (current.block !== this.blockIndex) {
      current = this.postings.block(this.blockIndex);
      this.current = current;
    }
    return current;
  }

  private enter(b: number, i: number): DecodedBlock {
    const current = this.postings.block(b);
    this.current = current;
    this.blockIndex = b;
    this.i = i;
    this.doc = current.docs[i];
    return current;
  }

  private leaveBlock(b: number): void {
    if (b + 1 < this.postings.blockCount) this.enter(b + 1, 0);
    else this.doc = NO_DOC;
  }
}
