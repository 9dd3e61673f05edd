// Scores one doc exactly for a query from the postings its cursors stand on: the sum of the terms' quantised
// doc impacts plus the section bonus (the best section's summed section impacts), times the status prior.
// Every path that scores a doc (top-k, exhaustive, pinning, promotion) goes through here, so all agree to the bit.
import { grown } from './grow-array.js';
import { sectionImpact, sectionLengthScale } from './impact.js';
import type { IndexArrays } from './index-arrays.js';
import type { PostingCursor } from './posting-cursor.js';
import { RANKING } from './ranking.js';

/** Per-query results by doc, valid while `stamp[doc]` equals the query's stamp; allocated once per index. */
export class DocScorer {
  /** The query a doc was last scored in, its raw score, and the query terms it holds (bit t for term t). */
  readonly stamp: Uint32Array;
  readonly raw: Float64Array;
  readonly mask: Uint32Array;
  /** Where a doc's matched sections were kept ({@link keepSections}), or -1. */
  readonly keptAt: Int32Array;
  readonly keptCount: Int32Array;
  queryStamp = 0;
  /** Matched sections of kept docs, in the order terms reached them: index within the doc, score, query terms it holds. */
  keptSection: Int32Array = new Int32Array(256);
  keptScore: Float64Array = new Float64Array(256);
  keptMask: Uint32Array = new Uint32Array(256);
  private keptLength = 0;
  /** The doc being scored: per-section sums and masks (by section index within it), and which were touched. */
  private readonly sectionScore: Float64Array;
  private readonly sectionMask: Uint32Array;
  private touched: Int32Array = new Int32Array(64);
  private touchedCount = 0;
  private cursors: readonly PostingCursor[] = [];
  private idfs: readonly number[] = [];
  private readonly lengthScale: number;

  constructor(
    private readonly a: IndexArrays,
    docCount: number,
    averageSection: number,
  ) {
    this.stamp = new Uint32Array(docCount);
    this.raw = new Float64Array(docCount);
    this.mask = new Uint32Array(docCount);
    this.keptAt = new Int32Array(docCount);
    this.keptCount = new Int32Array(docCount);
    this.sectionScore = new Float64Array(a.mostSections);
    this.sectionMask = new Uint32Array(a.mostSections);
    this.lengthScale = sectionLengthScale(averageSection);
  }

  /** Starts a query over these term cursors (cursor t for term t) and term idfs. */
  begin(cursors: readonly PostingCursor[], idfs: readonly number[]): void {
    this.queryStamp++;
    this.cursors = cursors;
    this.idfs = idfs;
    this.keptLength = 0;
  }

  /** Whether `doc` was scored in this query. */
  scored(doc: number): boolean {
    return this.stamp[doc] === this.queryStamp;
  }

  /**
   * Moves the cursors of the terms in `held` (bit t for term t; every term by default) to `doc`, then scores it
   * from the cursors standing on it (a cursor elsewhere means the doc lacks that term), in term order, and records
   * its raw score and terms. Its section sums stay available to {@link keepSections} until the next doc is scored.
   */
  scoreAt(doc: number, prior: number, held = 0xffffffff): number {
    const cursors = this.cursors;
    for (let t = 0; t < cursors.length; t++) if ((held >>> t) & 1) cursors[t].moveTo(doc);
    return this.evaluate(doc, prior);
  }

  private evaluate(doc: number, prior: number): number {
    const a = this.a;
    const cursors = this.cursors;
    const sectionScore = this.sectionScore;
    const sectionMask = this.sectionMask;
    for (let k = 0; k < this.touchedCount; k++) sectionMask[this.touched[k]] = 0;
    this.touchedCount = 0;
    const first = a.sectionStart[doc];
    let impacts = 0;
    let mask = 0;
    for (let t = 0; t < cursors.length; t++) {
      const c = cursors[t];
      if (c.doc !== doc) continue;
      const bit = (1 << t) >>> 0;
      mask |= bit;
      impacts += c.impact();
      const termIdf = this.idfs[t];
      const block = c.block();
      const i = c.index();
      let section = -1;
      for (let j = block.entryStart[i], end = block.entryStart[i + 1]; j < end; j++) {
        section += block.section(j) + 1;
        const score = sectionImpact(termIdf, block.value(j), a.sectionLen[first + section], this.lengthScale);
        if (sectionMask[section] === 0) {
          if (this.touchedCount === this.touched.length) this.touched = grown(this.touched, this.touchedCount + 1);
          this.touched[this.touchedCount++] = section;
          sectionScore[section] = score;
        } else {
          sectionScore[section] += score;
        }
        sectionMask[section] |= bit;
      }
    }
    let best = 0;
    for (let k = 0; k < this.touchedCount; k++) if (sectionScore[this.touched[k]] > best) best = sectionScore[this.touched[k]];
    const raw = (impacts + RANKING.sectionBonus * best) * prior;
    this.stamp[doc] = this.queryStamp;
    this.raw[doc] = raw;
    this.mask[doc] = mask >>> 0;
    this.keptAt[doc] = -1;
    return raw;
  }

  /** Keeps the matched sections of the doc scored last, for its hit (best section and excerpt). */
  keepSections(doc: number): void {
    const n = this.touchedCount;
    const touched = this.touched;
    if (this.keptLength + n > this.keptSection.length) {
      this.keptSection = grown(this.keptSection, this.keptLength + n);
      this.keptScore = grown(this.keptScore, this.keptLength + n);
      this.keptMask = grown(this.keptMask, this.keptLength + n);
    }
    this.keptAt[doc] = this.keptLength;
    this.keptCount[doc] = n;
    for (let k = 0; k < n; k++) {
      const s = touched[k];
      this.keptSection[this.keptLength] = s;
      this.keptScore[this.keptLength] = this.sectionScore[s];
      this.keptMask[this.keptLength] = this.sectionMask[s];
      this.keptLength++;
    }
  }
}
