// Binary search over a sorted table of UTF-8 strings kept as one byte blob plus offsets, without decoding it.

/** A sorted string table as stored in the index: `offsets[i]..offsets[i+1]` are the bytes of string `i`. */
export class StringTable {
  private readonly decoder = new TextDecoder();

  /** `offsets[i]..offsets[i+1]` delimit entry `i` in `bytes`; public so hot loops can read entries in place. */
  constructor(
    readonly offsets: Uint32Array,
    readonly bytes: Uint8Array,
  ) {}

  get size(): number {
    return this.offsets.length - 1;
  }

  /** Compares entry `i` with `key` by bytes: negative when the entry sorts first. */
  private compare(i: number, key: Uint8Array): number {
    const start = this.offsets[i];
    const length = this.offsets[i + 1] - start;
    const n = Math.min(length, key.length);
    const bytes = this.bytes;
    for (let k = 0; k < n; k++) {
      const diff = bytes[start + k] - key[k];
      if (diff !== 0) return diff;
    }
    return length - key.length;
  }

  /** Index of the first entry not sorting before `key`. */
  lowerBound(key: Uint8Array): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of `key`, or -1. */
  find(key: Uint8Array): number {
    const i = this.lowerBound(key);
    return i < this.size && this.compare(i, key) === 0 ? i : -1;
  }

  /** Byte view of entry `i` (no decoding). */
  entryBytes(i: number): Uint8Array {
    return this.bytes.subarray(this.offsets[i], this.offsets[i + 1]);
  }

  byteLengthOf(i: number): number {
    return this.offsets[i + 1] - this.offsets[i];
  }

  decode(i: number): string {
    return this.decoder.decode(this.entryBytes(i));
  }
}

const keyEncoder = new TextEncoder();
let keyBuffer = new Uint8Array(64);

/**
 * `s` as UTF-8, for looking it up: ASCII is written into a buffer the next call reuses (encoding through
 * TextEncoder costs about a microsecond a word, and a query looks up every word); anything else is encoded.
 */
export function lookupKey(s: string): Uint8Array {
  if (s.length > keyBuffer.length) keyBuffer = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) return keyEncoder.encode(s);
    keyBuffer[i] = c;
  }
  return keyBuffer.subarray(0, s.length);
}

/** Sorts strings by their UTF-8 bytes, the order {@link StringTable}'s binary search relies on. */
function compareUtf8(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Lays strings out as a table in the given order: `offsets[i]..offsets[i+1]` are the bytes of string `i`. */
export function packStrings(strings: readonly string[]): { offsets: Uint32Array; bytes: Uint8Array } {
  const encoder = new TextEncoder();
  const encoded = strings.map((s) => encoder.encode(s));
  const offsets = new Uint32Array(encoded.length + 1);
  const bytes = new Uint8Array(encoded.reduce((sum, b) => sum + b.length, 0));
  let at = 0;
  encoded.forEach((b, i) => {
    offsets[i] = at;
    bytes.set(b, at);
    at += b.length;
  });
  offsets[encoded.length] = at;
  return { offsets, bytes };
}

/** Distinct strings sorted by UTF-8 bytes and packed, ready for {@link StringTable.find}. */
export function sortedStringTable(strings: Iterable<string>): { sorted: string[]; offsets: Uint32Array; bytes: Uint8Array } {
  const encoder = new TextEncoder();
  const encoded = [...new Set(strings)].map((s) => ({ s, b: encoder.encode(s) }));
  encoded.sort((x, y) => compareUtf8(x.b, y.b));
  const sorted = encoded.map((e) => e.s);
  return { sorted, ...packStrings(sorted) };
}
