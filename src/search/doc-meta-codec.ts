// Binary per-doc metadata (title, ADR id, tags, successors, section headings), decoded only for the docs a query returns.
import type { StringTable } from './string-table.js';
import { ByteWriter, VarintReader } from './varint.js';

/** What a hit shows about its doc beyond the fixed-width arrays (kind, status) and the path table. */
export interface DocMeta {
  title: string;
  adrId?: string;
  tags: string[];
  supersededBy: string[];
  sections: [anchor: string | null, heading: string][];
}

/** The shared tables a record points into instead of repeating strings: templates repeat headings and tags across thousands of docs. */
export interface MetaTables {
  headings: StringTable;
  tags: StringTable;
  /** Anchors that differ from their heading's default slug (docs copied from one template repeat them). */
  anchors: StringTable;
  /** Path of doc `i`, for successors that are in the index. */
  pathOf(doc: number): string;
}

/** Build-side lookups from string to table index; successors resolve to doc numbers when the index has them. */
export interface MetaIds {
  heading: Map<string, number>;
  tag: Map<string, number>;
  anchor: Map<string, number>;
  doc: Map<string, number>;
}

const ANCHOR_NONE = 0;
const ANCHOR_SLUG = 1;
const ANCHOR_EXPLICIT = 2;
const ANCHOR_MODES = 3;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The anchor most headings get (lower case, punctuation dropped, spaces to dashes). When a section's anchor equals
 * it, the record stores a flag instead of the string; any other anchor points into a shared table of anchors as
 * written, so the round trip is exact whatever slug rules the docs model used.
 */
function defaultAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function writeString(w: ByteWriter, s: string): void {
  const bytes = encoder.encode(s);
  w.varint(bytes.length);
  w.append(bytes);
}

function readString(r: VarintReader, bytes: Uint8Array): string {
  const length = r.next();
  const s = decoder.decode(bytes.subarray(r.pos, r.pos + length));
  r.pos += length;
  return s;
}

/** The anchors a record stores through the anchor table: those that are not their heading's default slug. */
export function explicitAnchors(meta: DocMeta): string[] {
  return meta.sections.flatMap(([anchor, heading]) => (anchor !== null && anchor !== defaultAnchor(heading) ? [anchor] : []));
}

/** Encodes one doc's metadata. The section count is not stored: the index knows it from its section table. */
export function encodeDocMeta(meta: DocMeta, ids: MetaIds): Uint8Array {
  const w = new ByteWriter(64);
  writeString(w, meta.title);
  writeString(w, meta.adrId ?? '');
  w.varint(meta.tags.length);
  for (const tag of meta.tags) w.varint(ids.tag.get(tag)!);
  w.varint(meta.supersededBy.length);
  for (const path of meta.supersededBy) {
    const doc = ids.doc.get(path);
    if (doc !== undefined) {
      w.varint(doc + 1);
    } else {
      w.varint(0);
      writeString(w, path);
    }
  }
  for (const [anchor, heading] of meta.sections) {
    const mode = anchor === null ? ANCHOR_NONE : anchor === defaultAnchor(heading) ? ANCHOR_SLUG : ANCHOR_EXPLICIT;
    w.varint(ids.heading.get(heading)! * ANCHOR_MODES + mode);
    if (mode === ANCHOR_EXPLICIT) w.varint(ids.anchor.get(anchor!)!);
  }
  return w.bytes().slice();
}

/** Decodes a record written by {@link encodeDocMeta}; `sectionCount` comes from the index's section table. */
export function decodeDocMeta(bytes: Uint8Array, sectionCount: number, tables: MetaTables): DocMeta {
  const r = new VarintReader(bytes, 0);
  const title = readString(r, bytes);
  const adrId = readString(r, bytes);
  const tags = Array.from({ length: r.next() }, () => tables.tags.decode(r.next()));
  const supersededBy = Array.from({ length: r.next() }, () => {
    const doc = r.next();
    return doc > 0 ? tables.pathOf(doc - 1) : readString(r, bytes);
  });
  const sections: DocMeta['sections'] = [];
  for (let i = 0; i < sectionCount; i++) {
    const v = r.next();
    const heading = tables.headings.decode(Math.floor(v / ANCHOR_MODES));
    const mode = v % ANCHOR_MODES;
    sections.push([mode === ANCHOR_NONE ? null : mode === ANCHOR_SLUG ? defaultAnchor(heading) : tables.anchors.decode(r.next()), heading]);
  }
  if (r.pos !== bytes.length) throw new RangeError('doc metadata record has trailing bytes');
  return { title, ...(adrId ? { adrId } : {}), tags, supersededBy, sections };
}
