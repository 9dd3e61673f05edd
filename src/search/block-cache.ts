// Decoded blocks of one term's postings, shared by the cursors that read the term in a query, so a block is
// decoded once however often the top-k loop comes back to it. Keeps the most recently used few.
import { BLOCK_DOCS, Escapes, readBits, unpackRunning } from './postings-codec.js';
import { VarintReader } from './varint.js';

/** Blocks kept per term: all of a short list, a window's worth of a long one. */
const KEPT_BLOCKS = 16;

/** One decoded block (see postings-codec.ts for the layout). */
export class DecodedBlock {
  /** Block index in its term's list, or -1 when the slot is free. */
  block = -1;
  n = 0;
  readonly docs = new Int32Array(BLOCK_DOCS);
  /** `entryStart[i]..entryStart[i + 1]` are doc i's section entries. */
  readonly entryStart = new Int32Array(BLOCK_DOCS + 1);
  impactPos = 0;
  used = 0;
  private bytes: Uint8Array = new Uint8Array(0);
  private secBit = 0;
  private valBit = 0;
  private wSec = 0;
  private wVal = 0;
  private secEscape = 0;
  private valEscape = 0;
  private escapesPos = -1;
  private readonly secEscapes = new Escapes();
  private readonly valEscapes = new Escapes();

  /** Decodes the block at `pos` of `bytes`, holding `n` docs, the first after `previousLastDoc`. */
  decode(bytes: Uint8Array, pos: number, n: number, previousLastDoc: number, reader: VarintReader): void {
    this.bytes = bytes;
    reader.reset(bytes, pos);
    const first = previousLastDoc + 1 + reader.next();
    const m = reader.next();
    const at = reader.pos;
    const wGap = bytes[at];
    const wCount = bytes[at + 1];
    this.wSec = bytes[at + 2];
    this.wVal = bytes[at + 3];
    this.secEscape = this.wSec === 0 ? -1 : (1 << this.wSec) - 1;
    this.valEscape = this.wVal === 0 ? -1 : (1 << this.wVal) - 1;
    this.impactPos = at + 4;
    let bit = (this.impactPos + n) * 8;
    this.docs[0] = first;
    if (n > 1) unpackRunning(bytes, bit, wGap, n - 1, this.docs, 1, 1);
    bit += (n - 1) * wGap;
    unpackRunning(bytes, bit, wCount, n, this.entryStart, 1, 0);
    bit += n * wCount;
    this.secBit = bit;
    this.valBit = bit + m * this.wSec;
    this.escapesPos = (this.valBit + m * this.wVal + 7) >>> 3;
    this.n = n;
  }

  /** Section gap of entry `j`: the section index for a doc's first entry, else the distance to the previous minus one. */
  section(j: number): number {
    const v = readBits(this.bytes, this.secBit + j * this.wSec, this.wSec);
    if (v !== this.secEscape) return v;
    this.readEscapes();
    return v + this.secEscapes.of(j);
  }

  /** Value (`bodyTf * 4 + headingTf`) of entry `j`. */
  value(j: number): number {
    const v = readBits(this.bytes, this.valBit + j * this.wVal, this.wVal);
    if (v !== this.valEscape) return v;
    this.readEscapes();
    return v + this.valEscapes.of(j);
  }

  private readEscapes(): void {
    if (this.escapesPos < 0) return;
    const r = new VarintReader(this.bytes, this.escapesPos);
    this.secEscapes.read(r);
    this.valEscapes.read(r);
    this.escapesPos = -1;
  }
}

/** The decoded blocks of the term in one query slot. */
export class BlockCache {
  private readonly slots = Array.from({ length: KEPT_BLOCKS }, () => new DecodedBlock());
  private clock = 0;
  private readonly reader = new VarintReader(new Uint8Array(0), 0);

  /** Forgets every block: the slot now reads another term. */
  clear(): void {
    for (const slot of this.slots) slot.block = -1;
  }

  /** Block `b`, decoded from `pos` of `bytes` unless kept (see {@link DecodedBlock.decode}). */
  get(b: number, bytes: Uint8Array, pos: number, n: number, previousLastDoc: number): DecodedBlock {
    let oldest = this.slots[0];
    for (const slot of this.slots) {
      if (slot.block === b) {
        slot.used = ++this.clock;
        return slot;
      }
      if (slot.used < oldest.used) oldest = slot;
    }
    oldest.decode(bytes, pos, n, previousLastDoc, this.reader);
    oldest.block = b;
    oldest.used = ++this.clock;
    return oldest;
  }
}
