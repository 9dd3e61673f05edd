// The search engine's public shapes: what goes into an index, what a query asks, what a hit returns.
import type { AdrStatus, DocKind, DocScope, DocWaiver } from '../docs/types.js';
import type { ScopeFilter } from './scope-table.js';

/** A heading and its text. The first section may be the preamble before any heading (no anchor). */
export interface IndexableSection {
  anchor?: string;
  heading: string;
  text: string;
}

/** Everything the index needs from one document, independent of how it was parsed. */
export interface IndexableDoc {
  /** Path relative to the docs folder; also the sort key that fixes each doc's number in the index. */
  path: string;
  title: string;
  kind: DocKind;
  /** Effective ADR status (an ADR another one supersedes is `superseded`). */
  status?: AdrStatus;
  /** Normalised ADR id (`12`, not `0012`). */
  adrId?: string;
  /** Paths of the docs that supersede this one. */
  supersededBy: string[];
  tags: string[];
  aliases: string[];
  sections: IndexableSection[];
  /** Where the doc applies (front matter `applies_to`); absent = everywhere. */
  scope?: DocScope;
  /** Waivers an ADR grants (front matter `waivers`). */
  waivers?: DocWaiver[];
}

/** Options fixed when an index is built. */
export interface BuildOptions {
  /** Largest shard in bytes; KV refuses values of 25 MiB or more. @default 20 MiB */
  maxShardBytes?: number;
  /** Text kept per section for excerpts, in UTF-8 bytes; longer sections are cut at a word. @default 1536 */
  maxSectionTextBytes?: number;
  /** Text kept per document for excerpts, in UTF-8 bytes, across its sections (at most 65535). @default 6144 */
  maxDocTextBytes?: number;
  /**
   * Text kept for excerpts across the whole index. Each doc gets an equal share (never more than
   * `maxDocTextBytes`), so stored text stops growing with the number of docs. @default 12 MiB
   */
  maxTextBytes?: number;
  /** The services map (arch-mcp.json `services`): name → path globs, stored for scoping calls. @default {} */
  services?: Readonly<Record<string, readonly string[]>>;
}

export interface SearchOptions {
  /** Only docs of these kinds. */
  kinds?: DocKind[];
  /** Only docs whose status is one of these (docs without a status never match a status filter). */
  statuses?: AdrStatus[];
  /** Only docs carrying at least one of these tags (case-insensitive). */
  tags?: string[];
  /** Only docs that apply where the call is made (from {@link SearchIndex.scopeFilter}). */
  scope?: ScopeFilter;
  limit: number;
  /**
   * Score every matching doc fully instead of pruning docs that can no longer reach the top `limit`.
   * Same hits and order; for tests and diagnostics.
   */
  exhaustive?: boolean;
}

export interface SearchHit {
  /** Position of the doc in the build input once sorted by path. */
  doc: number;
  path: string;
  title: string;
  kind: DocKind;
  status?: AdrStatus;
  adrId?: string;
  supersededBy: string[];
  tags: string[];
  /** Relevance in (0, 1]: the raw score divided by the best hit's raw score, so the top hit is 1. */
  score: number;
  /** The section that matched best; absent when the doc matched on its title or metadata only. */
  section?: { anchor?: string; heading: string };
  excerpt: string;
  /** Query terms (index form: folded and stemmed) the doc contains. */
  matchedTerms: string[];
}

export interface SearchResult {
  hits: SearchHit[];
  /** Docs that matched the query and the filters, before `limit`. */
  totalMatches: number;
  /** Docs that matched the query and the other filters but do not apply where the call is made. */
  filteredOut: number;
}
