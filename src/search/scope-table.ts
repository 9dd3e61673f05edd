// Where docs apply and which waivers they grant, read from the index's scope blocks (scope-blocks.ts). A call's
// place is resolved once and each distinct scope judged once for it; a search then drops the docs that do not
// apply through one bit per doc, 32 docs at a time, so a scoped search costs what an unscoped one does.
import { canonicalService } from '../docs/applies-to.js';
import { compileGlob, type ScopeGlob } from '../docs/scope-glob.js';
import { CompiledScope, isPlaced, pickWaiver, placeOf, type CallPlace, type CallScope, type WaiverView } from '../docs/scope-match.js';
import type { DocScope, DocWaiver } from '../docs/types.js';
import { IndexFormatError } from './format.js';
import type { IndexArrays } from './index-arrays.js';

/** Places whose filters an index keeps (an assistant asks about the same file many times in a row). */
const FILTERS_KEPT = 64;
/**
 * Up to this many distinct scopes, a place judges them all at once, and places that judge them alike (files of
 * one service in one language) share one bit set; past it, each place judges the scopes its docs need.
 */
const EAGER_SCOPES = 4096;
/** Doc bit sets an index keeps, by the verdicts they were made from (a few KiB each at 50,000 docs). */
const BIT_SETS_KEPT = 16;

const decoder = new TextDecoder();

function record(offsets: Uint32Array, bytes: Uint8Array, i: number, what: string): unknown {
  try {
    return JSON.parse(decoder.decode(bytes.subarray(offsets[i], offsets[i + 1])));
  } catch {
    throw new IndexFormatError(`${what} record ${i} is not valid JSON; the index is corrupted`);
  }
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function asScope(v: unknown, what: string): DocScope {
  if (typeof v !== 'object' || v === null) throw new IndexFormatError(`${what} is not a scope; the index is corrupted`);
  for (const [key, list] of Object.entries(v)) {
    if (!['paths', 'services', 'languages'].includes(key) || !isStringList(list)) throw new IndexFormatError(`${what} has a bad key ${key}; the index is corrupted`);
  }
  return v as DocScope;
}

/** The scopes, waivers and services of one index. */
export class ScopeTable {
  /** Every service the build knows, by name, with the globs the services map gives it (none when unmapped). */
  readonly services: ReadonlyMap<string, readonly ScopeGlob[]>;
  /** True when some doc has a scope: otherwise no place can leave a doc out. */
  readonly hasScopes: boolean;
  private readonly compiled: (CompiledScope | undefined)[];
  private readonly waiverRecords: ({ waiver: DocWaiver; scope: CompiledScope } | undefined)[];
  private readonly filters = new Map<string, ScopeFilter>();
  private readonly bitSets = new Map<string, Uint32Array>();

  constructor(private readonly a: IndexArrays) {
    const services = new Map<string, ScopeGlob[]>();
    for (let i = 0; i + 1 < a.serviceOffsets.length; i++) {
      const entry = record(a.serviceOffsets, a.serviceBytes, i, 'service');
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !isStringList(entry[1])) throw new IndexFormatError(`service record ${i} is malformed; the index is corrupted`);
      services.set(entry[0], entry[1].map(compileGlob));
    }
    this.services = services;
    this.hasScopes = a.scopeOffsets.length > 1;
    this.compiled = new Array(a.scopeOffsets.length);
    this.waiverRecords = new Array(a.waiverDoc.length);
  }

  /** Slots of the per-scope arrays: the distinct scopes plus slot 0 (no scope). */
  get scopeSlots(): number {
    return this.compiled.length;
  }

  /** Service names in order, for completions and prompts. */
  serviceNames(): string[] {
    return [...this.services.keys()];
  }

  /**
   * The filter for a call's place, kept per place.
   * @throws ScopeArgumentError for a bad for_path or an unknown service.
   */
  filterFor(call: CallScope): ScopeFilter {
    const key = `${call.forPath ?? ''}\0${call.service === undefined ? '' : canonicalService(call.service)}\0${call.language ?? ''}`;
    let filter = this.filters.get(key);
    if (filter) {
      this.filters.delete(key);
    } else {
      filter = new ScopeFilter(this, this.a.docScope, placeOf(call, this.services));
      if (this.filters.size >= FILTERS_KEPT) this.filters.delete(this.filters.keys().next().value!);
    }
    this.filters.set(key, filter);
    return filter;
  }

  /** Scope `id` (1-based, as doc.scope stores it), compiled on first use. */
  scope(id: number): CompiledScope {
    let scope = this.compiled[id];
    if (!scope) this.compiled[id] = scope = new CompiledScope(asScope(record(this.a.scopeOffsets, this.a.scopeBytes, id - 1, 'scope'), `scope ${id}`));
    return scope;
  }

  /**
   * One bit per doc (bit `d % 32` of word `d >> 5`), set where `applies` says the doc applies. With few
   * distinct scopes, places with the same verdicts share one set.
   */
  docBits(applies: (doc: number) => boolean, verdicts: Uint8Array): Uint32Array {
    const key = verdicts.length <= EAGER_SCOPES ? verdicts.join('') : undefined;
    let bits = key === undefined ? undefined : this.bitSets.get(key);
    if (bits) return bits;
    const docs = this.a.docScope.length;
    bits = new Uint32Array((docs + 31) >>> 5);
    for (let d = 0; d < docs; d++) if (applies(d)) bits[d >>> 5]! |= 1 << (d & 31);
    if (key !== undefined) {
      if (this.bitSets.size >= BIT_SETS_KEPT) this.bitSets.delete(this.bitSets.keys().next().value!);
      this.bitSets.set(key, bits);
    }
    return bits;
  }

  /** The scope a doc declares, or undefined when it applies everywhere. */
  scopeOf(doc: number): DocScope | undefined {
    const id = this.a.docScope[doc];
    return id === 0 ? undefined : this.scope(id).scope;
  }

  /** The waivers doc `doc` grants (binary search over waiver.doc), each read once. */
  waiversOf(doc: number): { waiver: DocWaiver; scope: CompiledScope }[] {
    const docs = this.a.waiverDoc;
    let lo = 0;
    let hi = docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (docs[mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    const out: { waiver: DocWaiver; scope: CompiledScope }[] = [];
    for (let i = lo; i < docs.length && docs[i] === doc; i++) out.push((this.waiverRecords[i] ??= this.readWaiver(i)));
    return out;
  }

  private readWaiver(i: number): { waiver: DocWaiver; scope: CompiledScope } {
    const raw = record(this.a.waiverOffsets, this.a.waiverBytes, i, 'waiver') as Record<string, unknown>;
    const texts = ['approved_by', 'expires', 'reason'] as const;
    if (typeof raw !== 'object' || raw === null || texts.some((k) => typeof raw[k] !== 'string')) throw new IndexFormatError(`waiver record ${i} is malformed; the index is corrupted`);
    const scope = asScope(raw.scope, `waiver ${i}`);
    return { waiver: { scope, approved_by: raw.approved_by as string, expires: raw.expires as string, reason: raw.reason as string }, scope: new CompiledScope(scope) };
  }
}

/** Which docs apply at one call's place, and the waiver each ADR carries there. */
export class ScopeFilter {
  /** True when the call named a place (a for_path, a service or a language). */
  readonly placed: boolean;
  /** True when the filter can leave docs out: the call named a place and some doc has a scope. */
  readonly narrows: boolean;
  /** Per scope id: 0 not judged yet, 1 applies here, 2 does not. */
  private readonly verdicts: Uint8Array;
  private bits: Uint32Array | undefined;

  /** The filter of a call that names no place: every doc applies, no waiver rides along; no index needed. */
  static readonly EVERYWHERE = new ScopeFilter(undefined, new Uint16Array(0), {});

  constructor(
    private readonly table: ScopeTable | undefined,
    private readonly docScope: Uint16Array,
    readonly place: CallPlace,
  ) {
    this.placed = table !== undefined && isPlaced(place);
    this.narrows = this.placed && table!.hasScopes;
    this.verdicts = new Uint8Array(this.narrows ? table!.scopeSlots : 0);
  }

  /** The docs that apply here as one bit per doc (for the top-k loop), made on first use. */
  docBits(): Uint32Array {
    if (!this.bits) {
      if (this.verdicts.length <= EAGER_SCOPES) for (let id = 1; id < this.verdicts.length; id++) this.judge(id);
      this.bits = this.table!.docBits((doc) => this.applies(doc), this.verdicts);
    }
    return this.bits;
  }

  private judge(id: number): number {
    let verdict = this.verdicts[id]!;
    if (verdict === 0) this.verdicts[id] = verdict = this.table!.scope(id).appliesAt(this.place) ? 1 : 2;
    return verdict;
  }

  /** Whether doc `doc` applies at this place (always, when the call named none). */
  applies(doc: number): boolean {
    if (!this.narrows) return true;
    const id = this.docScope[doc]!;
    return id === 0 || this.judge(id) === 1;
  }

  /** The waiver doc `doc` grants at this place, judged by `now` (the call's clock, ms), if one covers it. */
  waiver(doc: number, now: number): WaiverView | undefined {
    if (!this.placed) return undefined;
    const waivers = this.table!.waiversOf(doc);
    return waivers.length ? pickWaiver(waivers, this.place, now) : undefined;
  }
}
