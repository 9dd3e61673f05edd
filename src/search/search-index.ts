// Answers queries against a loaded index: BM25F over fields, section scoring, ADR-id pinning, status priors, filters.
import { ADR_STATUSES, DOC_KINDS } from '../docs/types.js';
import { decodeDocMeta, type DocMeta } from './doc-meta-codec.js';
import { DocFilter } from './doc-filter.js';
import { chooseExcerpt } from './excerpt-choice.js';
import { fnv1a, IndexFormatError, type IndexStats } from './format.js';
import { HitSections, StoredText } from './hit-sections.js';
import { IndexArrays } from './index-arrays.js';
import { dropHopeless, kthLowerBound, planTerms, SLACK } from './pruning.js';
import { parseQuery, type Lexicon, type QueryTerm } from './query-terms.js';
import { RANKING } from './ranking.js';
import type { IndexViews } from './reader.js';
import { entersTop, insertTop, Scratch, type Ranked } from './scratch.js';
import { StringTable } from './string-table.js';
import { promoteSuccessors } from './successor-promotion.js';
import { TermScorer, type PassMode } from './term-scorer.js';
import { TypoCorrector } from './typo.js';
import type { SearchHit, SearchOptions, SearchResult } from './types.js';

const SUPERSEDED = ADR_STATUSES.indexOf('superseded') + 1;
/** "Decision", "Decision Outcome", "The decision", "3. Decision" — but not "Decision Drivers". */
const DECISION_HEADING = /^(?:\d+\.?\s*)?(?:the\s+)?decision(?:\s+outcome)?\s*:?$/i;

/** The index of an ADR's decision section, or -1. */
function decisionSection(sections: readonly (readonly [string | null, string])[]): number {
  return sections.findIndex((section) => DECISION_HEADING.test(section[1].trim()));
}
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
  private hitSections: HitSections | undefined;
  private readonly headingTable: StringTable;
  private readonly displayTagTable: StringTable;
  private readonly pathTable: StringTable;
  private readonly anchorTable: StringTable;
  private readonly metaCache = new Map<number, DocMeta>();
  private readonly stored: StoredText;
  private readonly termVerified: Uint8Array;
  private readonly lexicon: Lexicon;
  private readonly scorer: TermScorer;
  /** Status prior by stored status code (0: no status). */
  private readonly prior: Float64Array;

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
    this.stored = new StoredText(this.a, this.stats.docCount, (doc) => this.docPath(doc));
    this.termVerified = new Uint8Array(this.stats.termCount);
    this.lexicon = {
      vocabulary: this.vocabulary,
      surfaceTerm: this.a.surfaceTerm,
      termDf: this.a.termDf,
      docCount: this.stats.docCount,
      corrector: new TypoCorrector(this.surfaces, (i) => this.a.termDf[this.a.surfaceTerm[i]]),
    };
    this.scorer = new TermScorer(this.a, this.stats);
    this.prior = Float64Array.from([1, ...ADR_STATUSES.map((status) => RANKING.statusPrior[status])]);
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
    return this.stored.text(doc, section);
  }

  /**
   * Ranks docs for a free-text query. Scores are normalised so the top hit is 1.
   * An ADR reference in the query (`ADR-12`, `adr 12`) puts the ADR with that id first; when several folders
   * have one, the one whose path shares most words with the query wins.
   */
  search(query: string, options: SearchOptions): SearchResult {
    const limit = Math.max(0, Math.floor(options.limit));
    const terms = parseQuery(query, this.lexicon);
    if (terms.length === 0 || limit === 0) return { hits: [], totalMatches: 0 };
    const s = (this.scratch ??= new Scratch(this.stats.docCount, this.stats.sectionCount));
    s.begin();
    const filter = new DocFilter(this.a, this.tagTable, options);
    const exhaustive = options.exhaustive === true;
    const adrTerms: number[] = [];
    terms.forEach((term, t) => term.adr && adrTerms.push(t));
    const size = limit + adrTerms.length;

    // Max-score pruning, term at a time (see pruning.ts): once the best a doc could still gain from the remaining
    // terms is below the score the size-th hit is sure to reach, docs not yet matched cannot reach the top, so
    // the remaining terms only update docs already scored and merely count new ones; and a scored doc whose best
    // possible final score is below that threshold stops being scored.
    const plan = planTerms(terms);
    const mode: PassMode = { pruned: false, scoreRejected: exhaustive, only: -1 };
    const status = this.a.docStatus;
    for (let i = 0; i < plan.order.length; i++) {
      this.scoreTerm(terms[plan.order[i]], plan.order[i], s, filter, mode);
      const rest = plan.rest[i + 1];
      if (exhaustive || rest === 0 || rest === Infinity || s.liveDocs.length < size) continue;
      const threshold = kthLowerBound(s, size, this.prior, status);
      if (threshold <= 0) continue;
      if (rest * SLACK < threshold) mode.pruned = true;
      dropHopeless(s, threshold, rest, this.prior, status);
    }

    const pinnedBest: Ranked[] = adrTerms.map(() => ({ doc: -1, raw: -1 }));
    const top: Ranked[] = [];
    let totalMatches = 0;
    const candidates = s.candidates.items;
    for (let k = 0; k < s.candidates.length; k++) {
      const doc = candidates[k];
      if (!s.accepted[doc]) continue;
      totalMatches++;
      const raw = (s.score[doc] + RANKING.sectionBonus * s.bestSection[doc]) * this.prior[status[doc]];
      s.score[doc] = raw;
      if (s.idMask[doc] !== 0) this.notePinned(doc, raw, adrTerms, pinnedBest, s);
      if (entersTop(top, doc, raw, size)) insertTop(top, { doc, raw }, size);
    }
    const pinned: number[] = [];
    for (const best of pinnedBest) if (best.doc >= 0 && !pinned.includes(best.doc)) pinned.push(best.doc);
    promoteSuccessors(top, size, {
      isSuperseded: (doc) => status[doc] === SUPERSEDED,
      successors: (doc) => this.docMeta(doc).supersededBy,
      docByPath: (path) => this.docByPath(path),
      // A successor is promoted only when it matched the query and passes the filters.
      matchedScore: (doc) => (s.docStamp[doc] === s.queryStamp && s.accepted[doc] ? s.score[doc] : undefined),
      raise: (doc, raw) => (s.score[doc] = raw),
    });

    const ordered = [...pinned, ...top.map((r) => r.doc).filter((d) => !pinned.includes(d))].slice(0, limit);
    const topRaw = top.length ? top[0].raw : 1;
    s.excerpts.reset(terms.map((term) => term.term));
    const hits = ordered.map((doc, rank) => {
      const raw = rank < pinned.length ? topRaw * (1 + 0.01 * (pinned.length - rank)) : s.score[doc];
      // A doc pruning stopped scoring early (a promoted successor) is scored in full for its terms and sections.
      if (s.live[doc] !== s.queryStamp) this.completeDoc(doc, terms, plan.order, s, filter);
      return this.hit(doc, raw, terms, s);
    });
    const norm = hits.length ? hits[0].score : 1;
    for (const hit of hits) hit.score = norm > 0 ? Math.round((hit.score / norm) * 10000) / 10000 : 0;
    return { hits, totalMatches };
  }

  /** Keeps, per ADR term of the query, the doc with that id whose path shares most query words (then best score). */
  private notePinned(doc: number, raw: number, adrTerms: readonly number[], pinnedBest: Ranked[], s: Scratch): void {
    for (let k = 0; k < adrTerms.length; k++) {
      if (!((s.idMask[doc] >>> adrTerms[k]) & 1)) continue;
      const best = pinnedBest[k];
      const better =
        best.doc < 0 ||
        s.pathHits[doc] > s.pathHits[best.doc] ||
        (s.pathHits[doc] === s.pathHits[best.doc] && (raw > best.raw || (raw === best.raw && doc < best.doc)));
      if (better) pinnedBest[k] = { doc, raw };
    }
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

  /** Adds one term's contribution (see {@link TermScorer.score}), checking its postings record first. */
  private scoreTerm(term: QueryTerm, t: number, s: Scratch, filter: DocFilter, mode: PassMode): void {
    this.scorer.score(this.postings(term.id), this.a.termOffset[term.id], term, t, s, filter, mode);
  }

  /** Scores one doc in full for every term, in the query's order, as if pruning had never stopped it. */
  private completeDoc(doc: number, terms: readonly QueryTerm[], order: readonly number[], s: Scratch, filter: DocFilter): void {
    s.score[doc] = 0;
    s.mask[doc] = 0;
    s.idMask[doc] = 0;
    s.pathHits[doc] = 0;
    s.bestSection[doc] = 0;
    for (let g = this.a.sectionStart[doc]; g < this.a.sectionStart[doc + 1]; g++) s.sectionStamp[g] = 0;
    s.live[doc] = s.queryStamp;
    const mode: PassMode = { pruned: false, scoreRejected: true, only: doc };
    for (const t of order) this.scoreTerm(terms[t], t, s, filter, mode);
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

  /** The section of `doc` that scored best for this query (the first of equals), or -1. */
  private bestSectionOf(doc: number, s: Scratch): number {
    const first = this.a.sectionStart[doc];
    let best = -1;
    let bestScore = 0;
    for (let g = first; g < this.a.sectionStart[doc + 1]; g++) {
      if (s.sectionStamp[g] === s.queryStamp && s.sectionScore[g] > bestScore) {
        bestScore = s.sectionScore[g];
        best = g - first;
      }
    }
    return best;
  }

  private hit(doc: number, raw: number, terms: readonly QueryTerm[], s: Scratch): SearchHit {
    const meta = this.docMeta(doc);
    const mask = s.mask[doc];
    const matched: string[] = [];
    for (let t = 0; t < terms.length; t++) if ((mask >>> t) & 1) matched.push(terms[t].term);
    const bestSection = this.bestSectionOf(doc, s);
    let sectionIndex = bestSection;
    // A section with nothing to quote (a heading-only H1, or one holding only the metadata block): an ADR
    // reads best as its decision; anything else as the next section with text.
    if (sectionIndex < 0 || !this.stored.hasText(doc, sectionIndex)) {
      const decision = DOC_KINDS[this.a.docKind[doc]] === 'adr' ? decisionSection(meta.sections) : -1;
      const from = decision >= 0 && this.stored.hasText(doc, decision) ? decision : Math.max(0, sectionIndex);
      const count = meta.sections.length;
      sectionIndex = -1;
      for (let i = from; i < count && sectionIndex < 0; i++) if (this.stored.hasText(doc, i)) sectionIndex = i;
      for (let i = 0; i < from && sectionIndex < 0; i++) if (this.stored.hasText(doc, i)) sectionIndex = i;
    }
    const sections = (this.hitSections ??= new HitSections(this.stored, this.a, s));
    sections.doc = doc;
    const excerpt = chooseExcerpt(s.excerpts, mask, sectionIndex, meta.sections.length, sections);
    const section = bestSection >= 0 ? meta.sections[bestSection] : undefined;
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
