// Growable byte buffer with LEB128 varints: how postings are packed at build time and walked at query time.

/** Append-only byte buffer; `bytes()` returns the written prefix without copying. */
export class ByteWriter {
  private buffer: Uint8Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.buffer = new Uint8Array(initialCapacity);
  }

  private reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.buffer.length) return;
    let capacity = this.buffer.length * 2;
    while (capacity < needed) capacity *= 2;
    const next = new Uint8Array(capacity);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }

  varint(value: number): void {
    this.reserve(5);
    let v = value >>> 0;
    while (v >= 0x80) {
      this.buffer[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.buffer[this.length++] = v;
  }

  byte(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }

  append(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

/** Walks varints in a byte view; `pos` is public so callers can skip around. */
export class VarintReader {
  constructor(
    private bytes: Uint8Array,
    public pos: number,
  ) {}

  /** Points the reader at another buffer, so one reader serves many records. */
  reset(bytes: Uint8Array, pos: number): void {
    this.bytes = bytes;
    this.pos = pos;
  }

  next(): number {
    const bytes = this.bytes;
    let b = bytes[this.pos++];
    if (b < 0x80) return b;
    let value = b & 0x7f;
    let shift = 7;
    do {
      b = bytes[this.pos++];
      value |= (b & 0x7f) << shift;
      shift += 7;
    } while (b >= 0x80 && shift < 35);
    return value >>> 0;
  }
}
