// The kind, status, tag and scope filters of one query, resolved once against the index's tables.
import { ADR_STATUSES, DOC_KINDS, type AdrStatus, type DocKind } from '../docs/types.js';
import type { IndexArrays } from './index-arrays.js';
import type { ScopeFilter } from './scope-table.js';
import type { StringTable } from './string-table.js';
import type { SearchOptions } from './types.js';

const encoder = new TextEncoder();

/** Why {@link DocFilter.check} let a doc through or not. */
export const PASSES = 0;
export const FILTERED = 1;
export const OUT_OF_SCOPE = 2;

/** Which docs a query's filters let through. */
export class DocFilter {
  /** True when the query sets no filter, so every doc passes. */
  readonly all: boolean;
  private readonly scope: ScopeFilter | undefined;
  private readonly kinds: ReadonlySet<number> | undefined;
  private readonly statuses: ReadonlySet<number> | undefined;
  private readonly tags: ReadonlySet<number> | undefined;

  constructor(
    private readonly a: IndexArrays,
    tagTable: StringTable,
    options: SearchOptions,
  ) {
    this.kinds = options.kinds?.length ? new Set(options.kinds.map((k: DocKind) => DOC_KINDS.indexOf(k))) : undefined;
    this.statuses = options.statuses?.length
      ? new Set(options.statuses.map((st: AdrStatus) => ADR_STATUSES.indexOf(st) + 1))
      : undefined;
    this.tags = options.tags?.length
      ? new Set(options.tags.map((tag) => tagTable.find(encoder.encode(tag.trim().toLowerCase()))).filter((i) => i >= 0))
      : undefined;
    this.scope = options.scope?.narrows ? options.scope : undefined;
    this.all = !this.kinds && !this.statuses && !this.tags && !this.scope;
  }

  accepts(doc: number): boolean {
    return this.all || this.check(doc) === PASSES;
  }

  /** PASSES, FILTERED (kind, status or tags), or OUT_OF_SCOPE (passes those, but does not apply where the call is made). */
  check(doc: number): number {
    const a = this.a;
    if (this.kinds && !this.kinds.has(a.docKind[doc])) return FILTERED;
    if (this.statuses && !this.statuses.has(a.docStatus[doc])) return FILTERED;
    if (this.tags) {
      let tagged = false;
      for (let k = a.docTagStart[doc]; k < a.docTagStart[doc + 1] && !tagged; k++) tagged = this.tags.has(a.docTagIds[k]);
      if (!tagged) return FILTERED;
    }
    return this.scope && !this.scope.applies(doc) ? OUT_OF_SCOPE : PASSES;
  }
}
