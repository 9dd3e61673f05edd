// Adds one query term's BM25F contribution to the docs and sections its postings list, term at a time.
import type { IndexStats } from './format.js';
import type { IndexArrays } from './index-arrays.js';
import type { DocFilter } from './doc-filter.js';
import type { QueryTerm } from './query-terms.js';
import { RANKING } from './ranking.js';
import type { Scratch } from './scratch.js';
import { VarintReader } from './varint.js';

/** How a term pass treats docs. */
export interface PassMode {
  /** Admit no new doc to scoring: docs first seen now are only counted (see {@link SearchIndex.search}). */
  pruned: boolean;
  /** Score docs the filters reject too (exhaustive mode); otherwise they are only counted. */
  scoreRejected: boolean;
  /** Score only this doc and count nothing (completing one hit's score after pruning), or -1. */
  only: number;
}

/** Scores terms against one index; holds nothing per query but the scratch it is handed. */
export class TermScorer {
  private readonly reader = new VarintReader(new Uint8Array(0), 0);

  constructor(
    private readonly a: IndexArrays,
    private readonly stats: IndexStats,
  ) {}

  /**
   * Adds one BM25F field's postings (title, tags or path) to the field scores of the docs they list;
   * `hits`, when given, counts the docs matched in this field.
   */
  private addField(
    count: number,
    field: { weight: number; b: number },
    lengths: ArrayLike<number>,
    avg: number,
    bit: number,
    s: Scratch,
    filter: DocFilter,
    mode: PassMode,
    hits: { [doc: number]: number } | undefined,
  ): void {
    const r = this.reader;
    let doc = 0;
    for (let k = 0; k < count; k++) {
      const x = r.next();
      doc += x >>> 1;
      const tf = x & 1 ? r.next() + 2 : 1;
      if (!this.admit(doc, bit, s, filter, mode)) continue;
      s.fieldTf[doc] += (field.weight * tf) / (1 - field.b + (field.b * lengths[doc]!) / (avg || 1));
      if (hits) hits[doc]!++;
    }
  }

  /**
   * Adds term `t`'s contribution, reading its postings record at `offset` of `bytes`. Every doc it lists is
   * counted as a match (unless `mode.only`); only live docs are scored.
   */
  score(bytes: Uint8Array, offset: number, term: QueryTerm, t: number, s: Scratch, filter: DocFilter, mode: PassMode): void {
    const a = this.a;
    const st = this.stats;
    const { k1, title, tags, path, id, body, heading, sectionB, sectionHeadingWeight } = RANKING;
    s.termSerial++;
    s.touched.length = 0;
    const bit = (1 << t) >>> 0;
    const r = this.reader;
    r.reset(bytes, offset);
    const nTitle = r.next();
    const nTags = r.next();
    const nPath = r.next();
    const nId = r.next();
    const nSections = r.next();
    const countsPath = !term.adr && !term.compound;
    this.addField(nTitle, title, a.titleLen, st.avgTitle, bit, s, filter, mode, undefined);
    this.addField(nTags, tags, a.tagsLen, st.avgTags, bit, s, filter, mode, undefined);
    this.addField(nPath, path, a.pathLen, st.avgPath, bit, s, filter, mode, countsPath ? s.pathHits : undefined);
    let doc = 0;
    for (let k = 0; k < nId; k++) {
      doc += r.next();
      if (!this.admit(doc, bit, s, filter, mode)) continue;
      s.fieldTf[doc] += id.weight;
      s.idMask[doc] |= bit;
    }
    // Expressions keep the exact operation order of the unpruned reference, so scores match it to the last bit.
    const sectionNorm = 1 - sectionB;
    const avgSection = st.avgSection || 1;
    const idf = term.idf;
    const stamp = s.queryStamp;
    const cursor = s.cursor;
    cursor.reset(bytes, r.pos, nSections);
    while (cursor.next()) {
      const docs = cursor.docs;
      const entryStart = cursor.entryStart;
      for (let k = 0; k < cursor.n; k++) {
        const d = docs[k];
        if (!this.admit(d, bit, s, filter, mode)) continue;
        let g = a.sectionStart[d] - 1;
        let bodySum = 0;
        let headSum = 0;
        let best = s.bestSection[d];
        for (let j = entryStart[k]; j < entryStart[k + 1]; j++) {
          g += cursor.section(j) + 1;
          const v = cursor.value(j);
          const bodyTf = v >>> 2;
          const head = v & 3;
          bodySum += bodyTf;
          headSum += head;
          const tf = (bodyTf + sectionHeadingWeight * head) / (sectionNorm + (sectionB * a.sectionLen[g]) / avgSection);
          if (s.sectionStamp[g] !== stamp) {
            s.sectionStamp[g] = stamp;
            s.sectionScore[g] = 0;
            s.sectionMask[g] = 0;
          }
          const value = (s.sectionScore[g] += (idf * tf * (k1 + 1)) / (k1 + tf));
          s.sectionMask[g] |= bit;
          if (value > best) best = value;
        }
        s.bestSection[d] = best;
        s.bodyTf[d] += bodySum;
        s.headTf[d] += headSum;
      }
    }
    const bodyNorm = 1 - body.b;
    const touched = s.touched.items;
    for (let k = 0; k < s.touched.length; k++) {
      const d = touched[k];
      const tf = s.fieldTf[d] + (body.weight * s.bodyTf[d]) / (bodyNorm + (body.b * a.bodyLen[d]) / (st.avgBody || 1)) + heading.weight * s.headTf[d];
      s.score[d] += (idf * tf * (k1 + 1)) / (k1 + tf);
      s.mask[d] |= bit;
    }
  }

  /**
   * Counts `doc` as a match (first sight admits it to the query) and says whether it is scored for this term.
   * A doc is scored while live: admitted before pruning, passing the filters, and not yet dropped as hopeless.
   */
  private admit(doc: number, bit: number, s: Scratch, filter: DocFilter, mode: PassMode): boolean {
    const stamp = s.queryStamp;
    if (mode.only >= 0) {
      if (doc !== mode.only) return false;
    } else if (s.docStamp[doc] !== stamp) {
      s.docStamp[doc] = stamp;
      s.score[doc] = 0;
      s.mask[doc] = 0;
      s.idMask[doc] = 0;
      s.pathHits[doc] = 0;
      s.bestSection[doc] = 0;
      s.candidates.push(doc);
      const accepted = filter.accepts(doc);
      s.accepted[doc] = accepted ? 1 : 0;
      if (!mode.pruned && (accepted || mode.scoreRejected)) {
        s.live[doc] = stamp;
        s.liveDocs.push(doc);
      } else {
        s.live[doc] = 0;
      }
    }
    if (s.live[doc] !== stamp) {
      s.mask[doc] |= bit;
      return false;
    }
    if (s.termStamp[doc] !== s.termSerial) {
      s.termStamp[doc] = s.termSerial;
      s.fieldTf[doc] = 0;
      s.bodyTf[doc] = 0;
      s.headTf[doc] = 0;
      s.touched.push(doc);
    }
    return true;
  }
}
