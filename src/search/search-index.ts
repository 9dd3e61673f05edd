// Answers queries against a loaded index: BM25F over fields, section scoring, ADR-id pinning, status priors, filters.
import { ADR_STATUSES, DOC_KINDS, type AdrStatus, type DocKind } from '../docs/types.js';
import { decodeDocMeta, type DocMeta } from './doc-meta-codec.js';
import { chooseExcerpt } from './excerpt-choice.js';
import { fnv1a, IndexFormatError, type IndexStats } from './format.js';
import type { IndexViews } from './reader.js';
import { parseQuery, type QueryTerm } from './query-terms.js';
import { RANKING } from './ranking.js';
import { StringTable } from './string-table.js';
import type { SearchHit, SearchOptions, SearchResult } from './types.js';
import { VarintReader } from './varint.js';
import { insertTop, Scratch } from './scratch.js';
import { promoteSuccessors } from './successor-promotion.js';
import type { Ranked } from './scratch.js';
import { IndexArrays } from './index-arrays.js';

const decoder = new TextDecoder();
const SUPERSEDED = ADR_STATUSES.indexOf('superseded') + 1;
const META_CACHE_LIMIT = 4096;

/** A loaded search index. Cheap to create: it only keeps views into the shard bytes. */
export class SearchIndex {
  readonly buildId: string;
  readonly stats: IndexStats;
  /** Total bytes of the shards this index reads from. */
  readonly byteLength: number;
  private readonly a: IndexArrays;
  private readonly vocabulary: StringTable;
  private readonly surfaces: StringTable;
  private readonly tagTable: StringTable;
  private scratch: Scratch | undefined;
  private readonly headingTable: StringTable;
  private readonly displayTagTable: StringTable;
  private readonly pathTable: StringTable;
  private readonly anchorTable: StringTable;
  private readonly metaCache = new Map<number, DocMeta>();
  private readonly textVerified: Uint8Array;
  private readonly termVerified: Uint8Array;

  constructor(views: IndexViews) {
    this.buildId = views.buildId;
    this.stats = views.stats;
    this.byteLength = views.byteLength;
    this.a = new IndexArrays(views);
    this.vocabulary = new StringTable(this.a.vocabOffsets, this.a.vocabBytes);
    this.surfaces = new StringTable(this.a.surfaceOffsets, this.a.surfaceBytes);
    this.tagTable = new StringTable(this.a.tagOffsets, this.a.tagBytes);
    this.headingTable = new StringTable(this.a.headingOffsets, this.a.headingBytes);
    this.displayTagTable = new StringTable(this.a.displayTagOffsets, this.a.displayTagBytes);
    this.pathTable = new StringTable(this.a.pathOffsets, this.a.pathBytes);
    this.anchorTable = new StringTable(this.a.anchorOffsets, this.a.anchorBytes);
    this.textVerified = new Uint8Array(this.stats.docCount);
    this.termVerified = new Uint8Array(this.stats.termCount);
  }

  get docCount(): number {
    return this.stats.docCount;
  }

  /**
   * Stored metadata of doc `i` (path order), checked and decoded on first use.
   * @throws IndexFormatError when the record fails its checksum.
   */
  docMeta(i: number): DocMeta {
    let meta = this.metaCache.get(i);
    if (!meta) {
      const a = this.a;
      const bytes = a.meta[a.docMetaChunk[i]].subarray(a.docMetaOffset[i], a.recordEnd(a.docMetaChunk, a.docMetaOffset, a.meta, i));
      if (fnv1a(bytes) !== a.docMetaChecksum[i]) {
        throw new IndexFormatError(`stored metadata of doc ${i} failed its checksum; the index is corrupted`);
      }
      meta = decodeDocMeta(bytes, a.sectionStart[i + 1] - a.sectionStart[i], {
        headings: this.headingTable,
        tags: this.displayTagTable,
        anchors: this.anchorTable,
        pathOf: (doc) => this.docPath(doc),
      });
      if (this.metaCache.size >= META_CACHE_LIMIT) this.metaCache.clear();
      this.metaCache.set(i, meta);
    }
    return meta;
  }

  /** Path of doc `i` (docs are numbered in path order). */
  docPath(i: number): string {
    return this.pathTable.decode(i);
  }

  /**
   * Stored plain text of one section of doc `doc` (possibly truncated at build time).
   * @throws IndexFormatError when the doc's stored text fails its checksum.
   */
  sectionText(doc: number, section: number): string {
    const a = this.a;
    const store = a.text[a.docTextChunk[doc]];
    if (!this.textVerified[doc]) {
      const first = a.sectionStart[doc];
      const last = a.sectionStart[doc + 1] - 1;
      const end = last >= first ? a.sectionTextEnd[last] : 0;
      const bytes = store.subarray(a.docTextOffset[doc], a.docTextOffset[doc] + end);
      if (fnv1a(bytes) !== a.docTextChecksum[doc]) {
        throw new IndexFormatError(`stored text of ${this.docPath(doc)} failed its checksum; the index is corrupted`);
      }
      this.textVerified[doc] = 1;
    }
    const [start, end] = this.sectionTextRange(doc, section);
    return decoder.decode(store.subarray(a.docTextOffset[doc] + start, a.docTextOffset[doc] + end));
  }

  /** Byte range of a section's stored text within its doc's text. */
  private sectionTextRange(doc: number, section: number): [number, number] {
    const a = this.a;
    const global = a.sectionStart[doc] + section;
    return [section > 0 ? a.sectionTextEnd[global - 1] : 0, a.sectionTextEnd[global]];
  }

  /**
   * Ranks docs for a free-text query. Scores are normalised so the top hit is 1.
   * An ADR reference in the query (`ADR-12`, `adr 12`) puts the ADR with that id first; when several folders
   * have one, the one whose path shares most words with the query wins.
   */
  search(query: string, options: SearchOptions): SearchResult {
    const limit = Math.max(0, Math.floor(options.limit));
    const terms = parseQuery(query, {
      vocabulary: this.vocabulary,
      surfaces: this.surfaces,
      surfaceTerm: this.a.surfaceTerm,
      termDf: this.a.termDf,
      docCount: this.stats.docCount,
    });
    if (terms.length === 0 || limit === 0) return { hits: [], totalMatches: 0 };
    const s = (this.scratch ??= new Scratch(this.stats.docCount, this.stats.sectionCount));
    s.queryStamp++;
    s.candidates.length = 0;
    s.touchedSections.length = 0;
    s.sectionDocs.length = 0;
    const { candidates, touchedSections, sectionDocs } = s;
    const accept = this.filter(options);
    const adrTerms = terms.map((term, t) => (term.adr ? t : -1)).filter((t) => t >= 0);
    const size = limit + adrTerms.length;

    // Max-score pruning, term at a time: terms go in decreasing order of the most they can add to a doc's score.
    // Once the best a doc could still gain from the remaining terms is below the score the size-th hit already
    // has, docs not yet matched cannot reach the top, so the remaining terms only update docs already matched
    // and merely count new ones. ADR terms go first and never prune, so pinning sees every ADR with that id.
    const bound = terms.map((term) => (term.adr ? Infinity : term.idf * (RANKING.k1 + 1) * (1 + RANKING.sectionBonus)));
    const order = terms.map((_, t) => t).sort((x, y) => bound[y] - bound[x] || x - y);
    const rest = new Array<number>(order.length + 1).fill(0);
    for (let i = order.length - 1; i >= 0; i--) rest[i] = rest[i + 1] + bound[order[i]];
    let pruned = false;
    for (let i = 0; i < order.length; i++) {
      this.scoreTerm(terms[order[i]], order[i], s, pruned);
      if (!pruned && !options.exhaustive && rest[i + 1] < Infinity && candidates.length >= size) {
        pruned = rest[i + 1] < this.kthScore(s, size, accept);
      }
    }

    for (let k = 0; k < touchedSections.length; k++) {
      const g = touchedSections[k];
      const doc = sectionDocs[k];
      if (s.sectionScore[g] > s.bestSection[doc]) {
        s.bestSection[doc] = s.sectionScore[g];
        s.bestSectionIndex[doc] = g - this.a.sectionStart[doc];
      }
    }

    const pinned: number[] = [];
    const pinnedBest: Ranked[] = adrTerms.map(() => ({ doc: -1, raw: -1 }));
    const top: Ranked[] = [];
    let totalMatches = 0;
    for (const doc of candidates) {
      if (!accept(doc)) continue;
      totalMatches++;
      const status = this.a.docStatus[doc];
      const prior = status ? RANKING.statusPrior[ADR_STATUSES[status - 1]] : 1;
      const raw = (s.score[doc] + RANKING.sectionBonus * s.bestSection[doc]) * prior;
      s.score[doc] = raw;
      if (s.idMask[doc] !== 0) {
        adrTerms.forEach((t, k) => {
          if (!(s.idMask[doc] & (1 << t))) return;
          const best = pinnedBest[k];
          const better =
            best.doc < 0 ||
            s.pathHits[doc] > s.pathHits[best.doc] ||
            (s.pathHits[doc] === s.pathHits[best.doc] && (raw > best.raw || (raw === best.raw && doc < best.doc)));
          if (better) pinnedBest[k] = { doc, raw };
        });
      }
      insertTop(top, { doc, raw }, size);
    }
    for (const best of pinnedBest) if (best.doc >= 0 && !pinned.includes(best.doc)) pinned.push(best.doc);
    promoteSuccessors(top, size, {
      isSuperseded: (doc) => this.a.docStatus[doc] === SUPERSEDED,
      successors: (doc) => this.docMeta(doc).supersededBy,
      docByPath: (path) => this.docByPath(path),
      // A successor is promoted only when it matched the query and passes the filters.
      matchedScore: (doc) => (s.docStamp[doc] === s.queryStamp && accept(doc) ? s.score[doc] : undefined),
      raise: (doc, raw) => (s.score[doc] = raw),
    });

    const ordered = [...pinned, ...top.map((r) => r.doc).filter((d) => !pinned.includes(d))].slice(0, limit);
    const topRaw = top.length ? top[0].raw : 1;
    const hits = ordered.map((doc, rank) => {
      const raw = rank < pinned.length ? topRaw * (1 + 0.01 * (pinned.length - rank)) : s.score[doc];
      return this.hit(doc, raw, terms, s);
    });
    const norm = hits.length ? hits[0].score : 1;
    for (const hit of hits) hit.score = norm > 0 ? Math.round((hit.score / norm) * 10000) / 10000 : 0;
    return { hits, totalMatches };
  }

  /** The doc number of a path (docs are numbered in path order), or -1. */
  docByPath(path: string): number {
    let lo = 0;
    let hi = this.stats.docCount - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.docPath(mid);
      if (at === path) return mid;
      if (at < path) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /**
   * Adds one term's contribution. When `pruned`, only docs admitted before pruning started are scored; other docs
   * the term matches are only counted (for totalMatches and successor promotion) and their section entries skipped.
   */
  private scoreTerm(term: QueryTerm, t: number, s: Scratch, pruned: boolean): void {
    const a = this.a;
    const st = this.stats;
    const { k1, title, tags, path, id, body, heading, sectionB, sectionHeadingWeight } = RANKING;
    const serial = ++s.termSerial;
    const stamp = s.queryStamp;
    const touched = s.touched;
    touched.length = 0;
    /** Whether `doc` is scored for this term; counts it as a match either way. */
    const touch = (doc: number): boolean => {
      if (s.docStamp[doc] !== stamp) {
        s.docStamp[doc] = stamp;
        s.score[doc] = 0;
        s.mask[doc] = 0;
        s.idMask[doc] = 0;
        s.pathHits[doc] = 0;
        s.bestSection[doc] = 0;
        s.bestSectionIndex[doc] = -1;
        s.candidates.push(doc);
        if (!pruned) s.live[doc] = stamp;
      }
      if (pruned && s.live[doc] !== stamp) {
        s.mask[doc] |= 1 << t;
        return false;
      }
      if (s.termStamp[doc] !== serial) {
        s.termStamp[doc] = serial;
        s.fieldTf[doc] = 0;
        s.bodyTf[doc] = 0;
        s.headTf[doc] = 0;
        touched.push(doc);
      }
      return true;
    };
    const bytes = this.postings(term.id);
    const r = new VarintReader(bytes, a.termOffset[term.id]);
    const nTitle = r.next();
    const nTags = r.next();
    const nPath = r.next();
    const nId = r.next();
    const nSections = r.next();
    let doc = 0;
    for (let k = 0; k < nTitle; k++) {
      const x = r.next();
      doc += x >>> 1;
      const tf = x & 1 ? r.next() + 2 : 1;
      if (!touch(doc)) continue;
      s.fieldTf[doc] += (title.weight * tf) / (1 - title.b + (title.b * a.titleLen[doc]) / (st.avgTitle || 1));
    }
    doc = 0;
    for (let k = 0; k < nTags; k++) {
      const x = r.next();
      doc += x >>> 1;
      const tf = x & 1 ? r.next() + 2 : 1;
      if (!touch(doc)) continue;
      s.fieldTf[doc] += (tags.weight * tf) / (1 - tags.b + (tags.b * a.tagsLen[doc]) / (st.avgTags || 1));
    }
    doc = 0;
    for (let k = 0; k < nPath; k++) {
      const x = r.next();
      doc += x >>> 1;
      const tf = x & 1 ? r.next() + 2 : 1;
      if (!touch(doc)) continue;
      s.fieldTf[doc] += (path.weight * tf) / (1 - path.b + (path.b * a.pathLen[doc]) / (st.avgPath || 1));
      if (!term.adr && !term.compound) s.pathHits[doc]++;
    }
    doc = 0;
    for (let k = 0; k < nId; k++) {
      doc += r.next();
      if (!touch(doc)) continue;
      s.fieldTf[doc] += id.weight;
      s.idMask[doc] |= 1 << t;
    }
    const sectionNorm = 1 - sectionB;
    const avgSection = st.avgSection || 1;
    const cursor = s.cursor;
    cursor.reset(bytes, r.pos, nSections);
    while (cursor.next()) {
      const docs = cursor.docs;
      const entryStart = cursor.entryStart;
      for (let k = 0; k < cursor.n; k++) {
        const d = docs[k];
        if (!touch(d)) continue;
        let g = a.sectionStart[d] - 1;
        let bodySum = 0;
        let headSum = 0;
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
            s.touchedSections.push(g);
            s.sectionDocs.push(d);
          }
          s.sectionScore[g] += (term.idf * tf * (k1 + 1)) / (k1 + tf);
        }
        s.bodyTf[d] += bodySum;
        s.headTf[d] += headSum;
      }
    }
    const bodyNorm = 1 - body.b;
    for (let k = 0; k < touched.length; k++) {
      const d = touched[k];
      const tf =
        s.fieldTf[d] +
        (body.weight * s.bodyTf[d]) / (bodyNorm + (body.b * a.bodyLen[d]) / (st.avgBody || 1)) +
        heading.weight * s.headTf[d];
      s.score[d] += (term.idf * tf * (k1 + 1)) / (k1 + tf);
      s.mask[d] |= 1 << t;
    }
  }

  /**
   * The `size`-th best score among accepted docs scored so far, with their status prior: a lower bound on the
   * final score of the `size`-th hit, since scores only grow. 0 when fewer docs qualify.
   */
  private kthScore(s: Scratch, size: number, accept: (doc: number) => boolean): number {
    const best = s.kth;
    best.length = 0;
    for (let k = 0; k < s.candidates.length; k++) {
      const doc = s.candidates[k];
      if (!accept(doc)) continue;
      const status = this.a.docStatus[doc];
      const v = s.score[doc] * (status ? RANKING.statusPrior[ADR_STATUSES[status - 1]] : 1);
      if (best.length < size) {
        best.push(v);
        if (best.length === size) best.sort((x, y) => x - y);
      } else if (v > best[0]) {
        // Keep `best` sorted ascending; size is small (limit plus ADR terms).
        let i = 1;
        while (i < size && best[i] < v) {
          best[i - 1] = best[i];
          i++;
        }
        best[i - 1] = v;
      }
    }
    return best.length === size ? best[0] : 0;
  }

  /** The postings store holding `termId`'s record, after checking the record once. */
  private postings(termId: number): Uint8Array {
    const a = this.a;
    const store = a.post[a.termChunk[termId]];
    if (!this.termVerified[termId]) {
      const record = store.subarray(a.termOffset[termId], a.recordEnd(a.termChunk, a.termOffset, a.post, termId));
      if (fnv1a(record) !== a.termChecksum[termId]) {
        throw new IndexFormatError(`postings of term ${termId} failed their checksum; the index is corrupted`);
      }
      this.termVerified[termId] = 1;
    }
    return store;
  }

  private filter(options: SearchOptions): (doc: number) => boolean {
    const a = this.a;
    const kinds = options.kinds?.length ? new Set(options.kinds.map((k: DocKind) => DOC_KINDS.indexOf(k))) : undefined;
    const statuses = options.statuses?.length
      ? new Set(options.statuses.map((st: AdrStatus) => ADR_STATUSES.indexOf(st) + 1))
      : undefined;
    let tags: Set<number> | undefined;
    if (options.tags?.length) {
      const encoder = new TextEncoder();
      tags = new Set(options.tags.map((tag) => this.tagTable.find(encoder.encode(tag.trim().toLowerCase()))).filter((i) => i >= 0));
    }
    return (doc) => {
      if (kinds && !kinds.has(a.docKind[doc])) return false;
      if (statuses && !statuses.has(a.docStatus[doc])) return false;
      if (tags) {
        let any = false;
        for (let k = a.docTagStart[doc]; k < a.docTagStart[doc + 1] && !any; k++) any = tags.has(a.docTagIds[k]);
        if (!any) return false;
      }
      return true;
    };
  }

  private hit(doc: number, raw: number, terms: QueryTerm[], s: Scratch): SearchHit {
    const meta = this.docMeta(doc);
    const matched = terms.filter((_, t) => s.mask[doc] & (1 << t)).map((term) => term.term);
    let sectionIndex = s.bestSectionIndex[doc];
    const hasSection = sectionIndex >= 0;
    const hasText = (i: number): boolean => {
      const [start, end] = this.sectionTextRange(doc, i);
      return end > start;
    };
    // A heading-only section (an H1 right before the first H2) has nothing to quote; use the next one with text.
    if (!hasSection || !hasText(sectionIndex)) {
      const from = hasSection ? sectionIndex : 0;
      const next = meta.sections.findIndex((_, i) => i >= from && hasText(i));
      sectionIndex = next >= 0 ? next : meta.sections.findIndex((_, i) => hasText(i));
    }
    const wanted = new Set(matched);
    const excerpt = chooseExcerpt(wanted, sectionIndex, meta.sections.length, {
      text: (i) => this.sectionText(doc, i),
      hasText,
      // Only sections the postings say hold a query word are worth reading, best scoring first.
      matchedScore: (i) => {
        const g = this.a.sectionStart[doc] + i;
        return s.sectionStamp[g] === s.queryStamp ? s.sectionScore[g] : undefined;
      },
    });
    const section = hasSection ? meta.sections[s.bestSectionIndex[doc]] : undefined;
    const status = this.a.docStatus[doc];
    return {
      doc,
      path: this.docPath(doc),
      title: meta.title,
      kind: DOC_KINDS[this.a.docKind[doc]],
      ...(status ? { status: ADR_STATUSES[status - 1] } : {}),
      ...(meta.adrId ? { adrId: meta.adrId } : {}),
      supersededBy: meta.supersededBy,
      tags: meta.tags,
      score: raw,
      ...(section ? { section: { ...(section[0] !== null ? { anchor: section[0] } : {}), heading: section[1] } } : {}),
      excerpt,
      matchedTerms: matched,
    };
  }
}

