// Answers queries against a loaded index: matches counted, exact top-k by block-max MaxScore over precomputed
// impacts, ADR-id pinning, successor promotion, then hits with sections and excerpts for the docs returned.
import { ADR_STATUSES } from '../docs/types.js';
import { decodeDocMeta, type DocMeta } from './doc-meta-codec.js';
import { DocFilter } from './doc-filter.js';
import { DocScorer } from './doc-scorer.js';
import { pathTerms } from './doc-terms.js';
import { fnv1a, IndexFormatError, type IndexStats } from './format.js';
import { HitBuilder } from './hit-builder.js';
import { IndexArrays } from './index-arrays.js';
import { PostingCursor, TermPostings } from './posting-cursor.js';
import { parseQuery, type Lexicon, type QueryTerm } from './query-terms.js';
import type { Ranked } from './ranked-list.js';
import { MAX_QUERY_TERMS, RANKING } from './ranking.js';
import type { IndexViews } from './reader.js';
import type { SearchTrace } from './search-trace.js';
import { ScopeTable, type ScopeFilter } from './scope-table.js';
import type { CallScope } from '../docs/scope-match.js';
import { StoredText } from './stored-text.js';
import { lookupKey, StringTable } from './string-table.js';
import { promoteSuccessors } from './successor-promotion.js';
import { topK, WindowScratch } from './top-k.js';
import { TypoCorrector } from './typo.js';
import type { SearchHit, SearchOptions, SearchResult } from './types.js';

const SUPERSEDED = ADR_STATUSES.indexOf('superseded') + 1;
/** Decoded metadata and paths kept per index: hits and successor lookups come back to the same docs. */
const META_CACHE_LIMIT = 4096;

/** A loaded search index. Cheap to create: it only keeps views into the shard bytes. */
export class SearchIndex {
  readonly buildId: string;
  readonly stats: IndexStats;
  /** Total bytes of the shards this index reads from. */
  readonly byteLength: number;
  private readonly a: IndexArrays;
  private readonly vocabulary: StringTable;
  private readonly tagTable: StringTable;
  private readonly headingTable: StringTable;
  private readonly displayTagTable: StringTable;
  private readonly pathTable: StringTable;
  private readonly anchorTable: StringTable;
  private readonly metaCache = new Map<number, DocMeta>();
  private readonly pathCache = new Map<number, string>();
  private readonly stored: StoredText;
  private scopeTable: ScopeTable | undefined;
  private readonly termVerified: Uint8Array;
  private readonly lexicon: Lexicon;
  /** Status prior by stored status code (0: no status). */
  private readonly prior: Float64Array;
  /** Per-query working memory, made on the first search. */
  private work: { walkers: PostingCursor[]; cursors: PostingCursor[]; scorer: DocScorer; hits: HitBuilder; window: WindowScratch } | undefined;

  constructor(views: IndexViews) {
    this.buildId = views.buildId;
    this.stats = views.stats;
    this.byteLength = views.byteLength;
    this.a = new IndexArrays(views);
    this.vocabulary = new StringTable(this.a.vocabOffsets, this.a.vocabBytes);
    this.tagTable = new StringTable(this.a.tagOffsets, this.a.tagBytes);
    this.headingTable = new StringTable(this.a.headingOffsets, this.a.headingBytes);
    this.displayTagTable = new StringTable(this.a.displayTagOffsets, this.a.displayTagBytes);
    this.pathTable = new StringTable(this.a.pathOffsets, this.a.pathBytes);
    this.anchorTable = new StringTable(this.a.anchorOffsets, this.a.anchorBytes);
    this.stored = new StoredText(this.a, this.stats.docCount, (doc) => this.docPath(doc));
    this.termVerified = new Uint8Array(this.stats.termCount);
    const surfaces = new StringTable(this.a.surfaceOffsets, this.a.surfaceBytes);
    this.lexicon = {
      vocabulary: this.vocabulary,
      surfaceTerm: this.a.surfaceTerm,
      termDf: this.a.termDf,
      docCount: this.stats.docCount,
      corrector: new TypoCorrector(surfaces, this.a.surfaceByShape, this.a.surfaceShapeStart, (i) => this.a.termDf[this.a.surfaceTerm[i]]),
    };
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

  /** Where docs apply, the waivers ADRs grant, and the services the build knows; read on first use. */
  get scopes(): ScopeTable {
    return (this.scopeTable ??= new ScopeTable(this.a));
  }

  /**
   * The filter for a call made at `call`'s place (for {@link SearchOptions.scope} and per-doc checks).
   * @throws ScopeArgumentError for a bad for_path or a service the build does not know.
   */
  scopeFilter(call: CallScope): ScopeFilter {
    return this.scopes.filterFor(call);
  }

  /** Path of doc `i` (docs are numbered in path order). */
  docPath(i: number): string {
    let path = this.pathCache.get(i);
    if (path === undefined) {
      path = this.pathTable.decode(i);
      if (this.pathCache.size >= META_CACHE_LIMIT) this.pathCache.clear();
      this.pathCache.set(i, path);
    }
    return path;
  }

  /**
   * Stored plain text of one section of doc `doc` (possibly truncated at build time).
   * @throws IndexFormatError when the doc's stored text fails its checksum.
   */
  sectionText(doc: number, section: number): string {
    return this.stored.text(doc, section);
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
   * Ranks docs for a free-text query. Scores are normalised so the top hit is 1.
   * An ADR reference in the query (`ADR-12`, `adr 12`) puts the ADR with that id first; when several folders
   * have one, the one whose path shares most words with the query wins. A `trace` collects time and work per phase.
   */
  search(query: string, options: SearchOptions, trace?: SearchTrace): SearchResult {
    const limit = Math.max(0, Math.floor(options.limit));
    let clock = trace ? trace.now() : 0;
    const lap = (phase: keyof SearchTrace['ms']) => {
      if (!trace) return;
      const now = trace.now();
      trace.ms[phase] += now - clock;
      clock = now;
    };
    const terms = parseQuery(query, this.lexicon);
    if (trace) {
      trace.counts.searches++;
      trace.counts.terms += terms.length;
      trace.counts.corrections += terms.filter((t) => t.correctedFrom).length;
    }
    if (terms.length === 0 || limit === 0) {
      lap('parse');
      return { hits: [], totalMatches: 0, filteredOut: 0 };
    }
    const work = (this.work ??= this.newWork());
    const cursors = this.openTerms(terms, work);
    const walkers = work.walkers.slice(0, terms.length);
    const filter = new DocFilter(this.a, this.tagTable, options);
    lap('parse');

    const adrTerms: number[] = [];
    terms.forEach((term, t) => term.adr && adrTerms.push(t));
    const size = limit + adrTerms.length;
    const status = this.a.docStatus;
    const counts = trace?.counts;
    const { top, totalMatches, filteredOut } = topK(
      { walkers, cursors, scorer: work.scorer, filter, prior: this.prior, status, size, exhaustive: options.exhaustive === true, counts },
      work.window,
    );
    lap('rank');

    const pinned = this.pinnedDocs(terms, adrTerms, cursors, filter);
    promoteSuccessors(top, size, {
      isSuperseded: (doc) => status[doc] === SUPERSEDED,
      successors: (doc) => this.docMeta(doc).supersededBy,
      docByPath: (path) => this.docByPath(path),
      // A successor is promoted only when it matched the query and passes the filters.
      matchedScore: (doc) => {
        if (!filter.accepts(doc)) return undefined;
        const raw = this.scoreOf(doc, cursors);
        return work.scorer.mask[doc] !== 0 ? raw : undefined;
      },
      raise: (doc, raw) => (work.scorer.raw[doc] = raw),
    });
    lap('pin');

    const ordered: Ranked[] = [...pinned.map((doc) => ({ doc, raw: 0 })), ...top.filter((r) => !pinned.includes(r.doc))].slice(0, limit);
    const topRaw = top.length ? top[0].raw : 1;
    work.hits.beginQuery(terms);
    const hits = ordered.map((entry, rank): SearchHit => {
      const raw = rank < pinned.length ? topRaw * (1 + 0.01 * (pinned.length - rank)) : entry.raw;
      const scorer = work.scorer;
      if (!scorer.scored(entry.doc) || scorer.keptAt[entry.doc] < 0) {
        this.seekAll(entry.doc, cursors);
        scorer.evaluate(entry.doc, this.prior[status[entry.doc]]);
        scorer.keepSections(entry.doc);
      }
      return work.hits.build(entry.doc, raw, terms);
    });
    const norm = hits.length ? hits[0].score : 1;
    for (const hit of hits) hit.score = norm > 0 ? Math.round((hit.score / norm) * 10000) / 10000 : 0;
    if (trace) trace.counts.hits += hits.length;
    lap('hits');
    return { hits, totalMatches, filteredOut };
  }

  /**
   * Diagnostics: the raw score (status prior included, before normalising) one doc gets for a query, and the query
   * terms (index form) it holds; the same computation ranking uses.
   */
  explain(query: string, doc: number): { raw: number; terms: string[] } {
    const terms = parseQuery(query, this.lexicon);
    const work = (this.work ??= this.newWork());
    const cursors = this.openTerms(terms, work);
    this.seekAll(doc, cursors);
    const raw = work.scorer.evaluate(doc, this.prior[this.a.docStatus[doc]]);
    return { raw, terms: terms.filter((_, t) => (work.scorer.mask[doc] >>> t) & 1).map((term) => term.term) };
  }

  /**
   * Diagnostics: the excerpt the stored term positions give for section `section` of `doc` and these terms
   * (index form, as in {@link SearchHit.matchedTerms}) — what a hit quotes when it takes its excerpt from that section.
   */
  excerptOf(doc: number, section: number, terms: readonly string[]): string {
    const known: QueryTerm[] = [];
    for (const term of terms.slice(0, MAX_QUERY_TERMS)) {
      const id = this.vocabulary.find(lookupKey(term));
      if (id >= 0) known.push({ term, id, idf: 0, adr: false, compound: false });
    }
    const work = (this.work ??= this.newWork());
    work.hits.beginQuery(known);
    return work.hits.sectionExcerpt(doc, section, known.length === 32 ? 0xffffffff : (1 << known.length) - 1);
  }

  /** Opens the postings of a query's terms; returns the scorer's cursors, on their first docs. */
  private openTerms(terms: readonly QueryTerm[], work: NonNullable<SearchIndex['work']>): PostingCursor[] {
    const cursors = work.cursors.slice(0, terms.length);
    terms.forEach((term, t) => {
      cursors[t].postings.open(this.postings(term.id), this.a.termOffset[term.id], this.a.termDf[term.id], term.idf);
      cursors[t].reset();
      work.walkers[t].reset();
    });
    work.scorer.begin(cursors, terms.map((term) => term.idf));
    return cursors;
  }

  private newWork() {
    const a = this.a;
    let mostSections = 1;
    for (let d = 0; d < this.stats.docCount; d++) mostSections = Math.max(mostSections, a.sectionStart[d + 1] - a.sectionStart[d]);
    const scorer = new DocScorer(a, this.stats.docCount, this.stats.avgSection);
    const hits = new HitBuilder(a, this.stored, scorer, { docMeta: (doc) => this.docMeta(doc), docPath: (doc) => this.docPath(doc) }, mostSections);
    // Per query term: its postings, a cursor that walks them for the top-k loop and one the scorer reads.
    const postings = Array.from({ length: MAX_QUERY_TERMS }, () => new TermPostings());
    const walkers = postings.map((p) => new PostingCursor(p));
    const cursors = postings.map((p) => new PostingCursor(p));
    return { walkers, cursors, scorer, hits, window: new WindowScratch() };
  }

  /** Puts every cursor on `doc` (or past it, when its term is not in the doc). */
  private seekAll(doc: number, cursors: readonly PostingCursor[]): void {
    for (const c of cursors) c.moveTo(doc);
  }

  /** `doc`'s raw score for this query, scoring it now if the top-k loop never did. */
  private scoreOf(doc: number, cursors: readonly PostingCursor[]): number {
    const scorer = this.work!.scorer;
    if (!scorer.scored(doc)) {
      this.seekAll(doc, cursors);
      scorer.evaluate(doc, this.prior[this.a.docStatus[doc]]);
    }
    return scorer.raw[doc];
  }

  /**
   * Per ADR term of the query, the doc with that id that passes the filters and whose path shares most of the
   * query's other words (then the best score, then the lower doc number).
   */
  private pinnedDocs(terms: readonly QueryTerm[], adrTerms: readonly number[], cursors: readonly PostingCursor[], filter: DocFilter): number[] {
    const pinned: number[] = [];
    if (adrTerms.length === 0) return pinned;
    const pathWords = new Set(terms.filter((term) => !term.adr && !term.compound).map((term) => term.term));
    for (const t of adrTerms) {
      let best = -1;
      let bestHits = -1;
      let bestRaw = -1;
      for (const doc of cursors[t].postings.idDocs()) {
        if (!filter.accepts(doc)) continue;
        let hits = 0;
        for (const word of new Set(pathTerms(this.docPath(doc)))) if (pathWords.has(word)) hits++;
        if (hits < bestHits) continue;
        const raw = this.scoreOf(doc, cursors);
        if (hits > bestHits || raw > bestRaw || (raw === bestRaw && doc < best)) {
          best = doc;
          bestHits = hits;
          bestRaw = raw;
        }
      }
      if (best >= 0 && !pinned.includes(best)) pinned.push(best);
    }
    return pinned;
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
}
