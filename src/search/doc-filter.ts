// The kind, status, tag and scope filters of one query, resolved once against the index's tables.
import { ADR_STATUSES, DOC_KINDS, type AdrStatus, type DocKind } from '../docs/types.js';
import type { IndexArrays } from './index-arrays.js';
import type { DocAcceptor } from './posting-cursor.js';
import type { ScopeFilter } from './scope-table.js';
import type { StringTable } from './string-table.js';
import type { SearchOptions } from './types.js';

const encoder = new TextEncoder();

/** Which docs a query's filters let through. */
export class DocFilter implements DocAcceptor {
  /** True when the query sets no filter, so every doc passes. */
  readonly all: boolean;
  readonly metaAll: boolean;
  /**
   * The scope as one bit per doc: the top-k loop drops the docs that do not apply 32 at a time, so a scoped
   * query pays nothing per doc that applies.
   */
  readonly scopeBits: Uint32Array | undefined;
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
    this.metaAll = !this.kinds && !this.statuses && !this.tags;
    this.scopeBits = scopeBitsOf(options.scope);
    this.all = this.metaAll && !this.scopeBits;
  }

  /** Whether a doc passes every filter, its scope included. */
  accepts(doc: number): boolean {
    if (this.all) return true;
    if (this.scopeBits && ((this.scopeBits[doc >>> 5]! >>> (doc & 31)) & 1) === 0) return false;
    return this.metaAll || this.acceptsMeta(doc);
  }

  acceptsMeta(doc: number): boolean {
    const a = this.a;
    if (this.kinds && !this.kinds.has(a.docKind[doc])) return false;
    if (this.statuses && !this.statuses.has(a.docStatus[doc])) return false;
    if (this.tags) {
      for (let k = a.docTagStart[doc]; k < a.docTagStart[doc + 1]; k++) if (this.tags.has(a.docTagIds[k])) return true;
      return false;
    }
    return true;
  }
}

function scopeBitsOf(scope: ScopeFilter | undefined): Uint32Array | undefined {
  return scope?.narrows ? scope.docBits() : undefined;
}
