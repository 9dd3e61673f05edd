// How one term's postings are packed: varint field lists, and section postings bit-packed in blocks of docs.
import { ByteWriter, VarintReader } from './varint.js';

/**
 * A section value is `bodyTf * 4 + headingTf` (heading tf capped at 3). While building, a doc's section entries
 * are staged as varints (`(gap << SECTION_VALUE_BITS) + value`, escaped from {@link SECTION_VALUE_ESCAPE});
 * {@link packSectionList} turns the staged bytes into the stored block format.
 */
export const SECTION_VALUE_BITS = 4;
export const SECTION_VALUE_ESCAPE = (1 << SECTION_VALUE_BITS) - 1;
/** Docs per section-postings block: large enough that a block's four width bytes cost nothing, small enough to stay in cache. */
export const SECTION_BLOCK_DOCS = 128;
/** Bit widths above this would not fit the 32-bit read window at an arbitrary bit offset. */
const MAX_WIDTH = 24;

/** A field list (title, tags, path): per doc, `gap << 1 | (tf > 1)`, then `tf - 2` when flagged. */
export function writeFieldEntry(w: ByteWriter, gap: number, tf: number): void {
  w.varint(gap * 2 + (tf > 1 ? 1 : 0));
  if (tf > 1) w.varint(tf - 2);
}

/**
 * Stages one doc's section entries for a term: `gap << 1 | (several sections)`, the count minus two when several,
 * then each section as `(gap - 1) << 4 | value`, escaped. `entries` alternates section index and value, ascending.
 */
export function writeSectionGroup(w: ByteWriter, gap: number, entries: readonly number[]): void {
  const count = entries.length / 2;
  w.varint(gap * 2 + (count > 1 ? 1 : 0));
  if (count > 1) w.varint(count - 2);
  let previous = -1;
  for (let i = 0; i < entries.length; i += 2) {
    const section = entries[i];
    const value = entries[i + 1];
    const packed = Math.min(value, SECTION_VALUE_ESCAPE);
    w.varint((section - previous - 1) * (1 << SECTION_VALUE_BITS) + packed);
    if (packed === SECTION_VALUE_ESCAPE) w.varint(value - SECTION_VALUE_ESCAPE);
    previous = section;
  }
}

/** Appends values of `width` bits, least significant bit first. */
class BitWriter {
  private acc = 0;
  private bits = 0;
  constructor(private readonly out: ByteWriter) {}

  /** `width` is at most 24, so pending bits (under 8) plus the value fit in 32. */
  write(value: number, width: number): void {
    if (width === 0) return;
    this.acc = (this.acc | ((value & ((1 << width) - 1)) << this.bits)) >>> 0;
    this.bits += width;
    while (this.bits >= 8) this.flushByte();
  }

  private flushByte(): void {
    this.out.byte(this.acc & 0xff);
    this.acc >>>= 8;
    this.bits = Math.max(0, this.bits - 8);
  }

  /** Pads to a byte boundary. */
  end(): void {
    if (this.bits > 0) this.flushByte();
  }
}

function bitWidth(max: number): number {
  return max === 0 ? 0 : 32 - Math.clz32(max);
}

/**
 * The width that minimises a stream's size, counting escaped values' varint bytes. Width 0 (nothing stored) is
 * only for streams of zeros, and only when `min` is 0.
 */
function valueWidth(values: readonly number[], min: number): number {
  if (min === 0 && values.every((v) => v === 0)) return 0;
  let best = 1;
  let bestCost = Infinity;
  for (let w = 1; w <= 16; w++) {
    const escape = (1 << w) - 1;
    let cost = values.length * w;
    for (const v of values) if (v >= escape) cost += 8 * (v - escape < 128 ? 2 : 4);
    if (cost < bestCost) {
      best = w;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * Rewrites `docCount` staged groups (see {@link writeSectionGroup}) as blocks of up to {@link SECTION_BLOCK_DOCS} docs.
 * A block is: varint first-doc gap (from the previous block's last doc, starting at -1, minus one), varint number of
 * section entries, four width bytes (doc gap, count, section gap, value), then bit-packed: doc gaps minus one after the
 * first doc, counts minus one, section gaps (first section as its index, later ones minus one), values, padded to a
 * byte; then, for section gaps and for values, the escapes: the all-ones code in a stream continues in a varint list.
 * Dense terms pack to a few bits per entry, where varints spend a byte or two.
 */
export function packSectionList(staged: Uint8Array, docCount: number, out: ByteWriter): void {
  const r = new VarintReader(staged, 0);
  let lastDoc = -1;
  let doc = 0;
  for (let done = 0; done < docCount; ) {
    const n = Math.min(SECTION_BLOCK_DOCS, docCount - done);
    const docs: number[] = [];
    const counts: number[] = [];
    const gaps: number[] = [];
    const values: number[] = [];
    for (let k = 0; k < n; k++) {
      const x = r.next();
      doc += x >>> 1;
      const count = x & 1 ? r.next() + 2 : 1;
      docs.push(doc);
      counts.push(count);
      let previous = -1;
      for (let j = 0; j < count; j++) {
        const y = r.next();
        const gap = y >>> SECTION_VALUE_BITS;
        let v = y & SECTION_VALUE_ESCAPE;
        if (v === SECTION_VALUE_ESCAPE) v += r.next();
        gaps.push(gap);
        values.push(v);
        previous += gap + 1;
      }
    }
    const docGaps = docs.slice(1).map((d, k) => d - docs[k] - 1);
    const wGap = bitWidth(Math.max(0, ...docGaps));
    const wCount = bitWidth(Math.max(...counts) - 1);
    const wSec = valueWidth(gaps, 0);
    const wVal = valueWidth(values, 1);
    if (Math.max(wGap, wCount) > MAX_WIDTH) throw new RangeError('section postings exceed the packable range');
    out.varint(docs[0] - lastDoc - 1);
    out.varint(values.length);
    out.append(Uint8Array.of(wGap, wCount, wSec, wVal));
    const bits = new BitWriter(out);
    for (const g of docGaps) bits.write(g, wGap);
    for (const c of counts) bits.write(c - 1, wCount);
    const secEscapes = writeEscaped(bits, gaps, wSec);
    const valEscapes = writeEscaped(bits, values, wVal);
    bits.end();
    writeEscapes(out, secEscapes);
    writeEscapes(out, valEscapes);
    lastDoc = docs[n - 1];
    done += n;
  }
}

/** Writes values at `width` bits; the all-ones code escapes, and the escaped (index, excess) pairs are returned. */
function writeEscaped(bits: BitWriter, values: readonly number[], width: number): [number, number][] {
  const escape = width === 0 ? Infinity : (1 << width) - 1;
  const escapes: [number, number][] = [];
  values.forEach((v, j) => {
    bits.write(Math.min(v, escape), width);
    if (v >= escape) escapes.push([j, v - escape]);
  });
  return escapes;
}

/** Varint escape count, then (index gap, excess) pairs. */
function writeEscapes(out: ByteWriter, escapes: readonly [number, number][]): void {
  out.varint(escapes.length);
  let previous = 0;
  for (const [j, excess] of escapes) {
    out.varint(j - previous);
    out.varint(excess);
    previous = j;
  }
}

/** Escaped entries of one stream, read in increasing entry order. */
class Escapes {
  index: number[] = [];
  excess: number[] = [];
  at = 0;

  read(r: VarintReader): void {
    this.index.length = 0;
    this.excess.length = 0;
    this.at = 0;
    let j = 0;
    for (let e = r.next(); e > 0; e--) {
      j += r.next();
      this.index.push(j);
      this.excess.push(r.next());
    }
  }

  /** Excess of escaped entry `j`; calls for one block must come in increasing `j`. */
  of(j: number): number {
    while (this.index[this.at] < j) this.at++;
    return this.excess[this.at];
  }
}

/** Reads `width` bits at bit offset `bit` (width at most 24). Reading past the end yields zero bits. */
export function readBits(bytes: Uint8Array, bit: number, width: number): number {
  const at = bit >>> 3;
  const word = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);
  return (word >>> (bit & 7)) & ((1 << width) - 1);
}

/**
 * Walks a term's section blocks. After {@link open}, `docs[0..n)`, `entryStart[0..n]` describe the block and
 * {@link section}/{@link value} read entry `j` at random, so a caller can skip the entries of docs it does not score.
 */
export class SectionBlockCursor {
  readonly docs = new Int32Array(SECTION_BLOCK_DOCS);
  readonly entryStart = new Int32Array(SECTION_BLOCK_DOCS + 1);
  n = 0;
  private bytes: Uint8Array = new Uint8Array(0);
  private pos = 0;
  private lastDoc = -1;
  private remaining = 0;
  private secBit = 0;
  private valBit = 0;
  private wSec = 0;
  private wVal = 0;
  private secEscape = 0;
  private valEscape = 0;
  private readonly secEscapes = new Escapes();
  private readonly valEscapes = new Escapes();
  private readonly reader = new VarintReader(new Uint8Array(0), 0);

  /** Starts a list of `docCount` docs at byte `pos`. */
  reset(bytes: Uint8Array, pos: number, docCount: number): void {
    this.bytes = bytes;
    this.pos = pos;
    this.lastDoc = -1;
    this.remaining = docCount;
  }

  /** Decodes the next block's docs and entry offsets; false when the list is done. */
  next(): boolean {
    if (this.remaining === 0) return false;
    const n = Math.min(SECTION_BLOCK_DOCS, this.remaining);
    this.remaining -= n;
    this.n = n;
    const bytes = this.bytes;
    const r = this.reader;
    r.reset(bytes, this.pos);
    let doc = this.lastDoc + 1 + r.next();
    const m = r.next();
    const wGap = bytes[r.pos];
    const wCount = bytes[r.pos + 1];
    this.wSec = bytes[r.pos + 2];
    this.wVal = bytes[r.pos + 3];
    this.secEscape = this.wSec === 0 ? -1 : (1 << this.wSec) - 1;
    this.valEscape = (1 << this.wVal) - 1;
    const base = (r.pos + 4) * 8;
    const docs = this.docs;
    const start = this.entryStart;
    docs[0] = doc;
    let bit = base;
    for (let k = 1; k < n; k++) {
      doc += readBits(bytes, bit, wGap) + 1;
      docs[k] = doc;
      bit += wGap;
    }
    start[0] = 0;
    for (let k = 0; k < n; k++) {
      start[k + 1] = start[k] + readBits(bytes, bit, wCount) + 1;
      bit += wCount;
    }
    this.secBit = bit;
    this.valBit = bit + m * this.wSec;
    r.pos = (this.valBit + m * this.wVal + 7) >>> 3;
    this.secEscapes.read(r);
    this.valEscapes.read(r);
    this.pos = r.pos;
    this.lastDoc = doc;
    return true;
  }

  /** Section gap of entry `j`: the section index for a doc's first entry, else the distance to the previous minus one. */
  section(j: number): number {
    const v = readBits(this.bytes, this.secBit + j * this.wSec, this.wSec);
    return v !== this.secEscape ? v : v + this.secEscapes.of(j);
  }

  /** Value of entry `j`. Like {@link section}, calls within a block must come in increasing `j`. */
  value(j: number): number {
    const v = readBits(this.bytes, this.valBit + j * this.wVal, this.wVal);
    return v !== this.valEscape ? v : v + this.valEscapes.of(j);
  }
}
