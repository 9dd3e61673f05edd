// How one term's postings are laid out: a block table up front (last doc, byte length, score bound per block),
// the docs whose ADR id is the term, then blocks of up to 128 docs with one impact byte per doc and bit-packed
// doc gaps and section entries.
import { ByteWriter, VarintReader } from './varint.js';

/** Docs per block: large enough that a block's header costs little, small enough that block bounds stay tight. */
export const BLOCK_DOCS = 128;
/** Bit widths above this would not fit the 32-bit read window at an arbitrary bit offset. */
const MAX_WIDTH = 24;

/** One block's content before encoding. A section value is `bodyTf * 4 + headingTf` (heading tf capped at 3). */
export interface BlockInput {
  docs: readonly number[];
  /** Quantised doc impact per doc (0–255). */
  impacts: readonly number[];
  /** Section entries per doc (0 when the term is only in the title, tags or path). */
  counts: readonly number[];
  /** Per entry: the section index for a doc's first entry, else the distance from the previous one minus one. */
  sectionGaps: readonly number[];
  values: readonly number[];
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

/**
 * Encodes one block: varint distance of its first doc from the previous block's last doc plus one, varint number
 * of section entries, four width bytes (doc gap, count, section gap, value), one impact byte per doc, then
 * bit-packed doc gaps minus one after the first doc, entry counts, section gaps and values, padded to a byte;
 * then the escapes of section gaps and of values (an all-ones code continues in a varint list).
 */
export function encodeBlock(block: BlockInput, previousLastDoc: number, out: ByteWriter): void {
  const { docs, impacts, counts, sectionGaps, values } = block;
  const docGaps = docs.slice(1).map((d, k) => d - docs[k] - 1);
  const wGap = bitWidth(Math.max(0, ...docGaps));
  const wCount = bitWidth(Math.max(...counts));
  const wSec = valueWidth(sectionGaps, 0);
  const wVal = values.length ? valueWidth(values, 1) : 0;
  if (Math.max(wGap, wCount) > MAX_WIDTH) throw new RangeError('postings exceed the packable range');
  out.varint(docs[0] - previousLastDoc - 1);
  out.varint(values.length);
  out.append(Uint8Array.of(wGap, wCount, wSec, wVal));
  out.append(Uint8Array.from(impacts));
  const bits = new BitWriter(out);
  for (const g of docGaps) bits.write(g, wGap);
  for (const c of counts) bits.write(c, wCount);
  const secEscapes = writeEscaped(bits, sectionGaps, wSec);
  const valEscapes = writeEscaped(bits, values, wVal);
  bits.end();
  writeEscapes(out, secEscapes);
  writeEscapes(out, valEscapes);
}

/** What a block table says about one block besides where it is. */
export interface BlockBounds {
  lastDoc: number;
  /** Bound level of the most a doc of the block gets from the term, its best section's bonus included. */
  bound: number;
  /** Bound level of the largest section impact in the block. */
  section: number;
}

/**
 * A term's record: varint block count; per block, varint last-doc distance (from the previous block's last doc,
 * starting at -1), varint byte length, the bound byte and the section-bound byte; varint count of docs whose ADR
 * id is the term and their doc gaps; then the blocks back to back.
 */
export function encodeTermRecord(blocks: readonly Uint8Array[], table: readonly BlockBounds[], idDocs: readonly number[]): Uint8Array {
  const out = new ByteWriter(64);
  out.varint(blocks.length);
  let previous = -1;
  blocks.forEach((bytes, b) => {
    out.varint(table[b].lastDoc - previous);
    out.varint(bytes.length);
    out.byte(table[b].bound);
    out.byte(table[b].section);
    previous = table[b].lastDoc;
  });
  out.varint(idDocs.length);
  previous = -1;
  for (const doc of idDocs) {
    out.varint(doc - previous);
    previous = doc;
  }
  for (const bytes of blocks) out.append(bytes);
  return out.bytes();
}

/** Escaped entries of one stream, read in increasing entry order. */
export class Escapes {
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

  /** Excess of escaped entry `j`; searched from the last answer, so ascending calls cost nothing extra. */
  of(j: number): number {
    if (this.at >= this.index.length || this.index[this.at] > j) this.at = 0;
    while (this.index[this.at] < j) this.at++;
    return this.excess[this.at];
  }
}

/**
 * Decodes `n` values of `width` bits starting at bit `bit` into `out[from..from+n)`, each added to the previous
 * output plus `step` (with `out[from - 1]` as the start): doc gaps become doc numbers with `step` 1, counts become
 * running entry offsets with `step` 0. Streams bytes through a bit buffer: about one byte read per value.
 */
export function unpackRunning(bytes: Uint8Array, bit: number, width: number, n: number, out: Int32Array, from: number, step: number): void {
  let at = bit >>> 3;
  let buffer = bytes[at++] >>> (bit & 7);
  let buffered = 8 - (bit & 7);
  const mask = (1 << width) - 1;
  let value = out[from - 1];
  for (let k = from, end = from + n; k < end; k++) {
    while (buffered < width) {
      buffer |= bytes[at++] << buffered;
      buffered += 8;
    }
    value += (buffer & mask) + step;
    out[k] = value;
    buffer >>>= width;
    buffered -= width;
  }
}

/** Reads `width` bits at bit offset `bit` (width at most 24). Reading past the end yields zero bits. */
export function readBits(bytes: Uint8Array, bit: number, width: number): number {
  const at = bit >>> 3;
  const word = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);
  return (word >>> (bit & 7)) & ((1 << width) - 1);
}
