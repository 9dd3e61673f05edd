// Per-section term positions in the stored excerpt text: written at build time from the words of each
// section's text, read at query time for the few sections excerpts are cut from, so no text is scanned.
import { grown } from './grow-array.js';
import { ByteWriter, VarintReader } from './varint.js';
import { scanWords } from './word-scan.js';

/** Flag bit of a section's positions record: its text has characters beyond ASCII (offsets are UTF-16 units). */
const WIDE_TEXT = 1;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * Appends the positions record of one section's stored text: varint flags, then per term it contains (ascending
 * term id) the id's distance from the previous id, the occurrence count and the UTF-16 start offsets (the first
 * as is, then gaps). Words whose term the vocabulary lacks are left out: no query can ask for them. A section
 * without text gets an empty record.
 */
export function writeSectionPositions(text: string, termId: (term: string) => number, out: ByteWriter): void {
  if (text.length === 0) return;
  const found: number[] = [];
  scanWords(text, (term, start) => {
    const id = termId(term);
    if (id >= 0) found.push(id, start);
  });
  const order = Array.from({ length: found.length / 2 }, (_, k) => k);
  order.sort((x, y) => found[2 * x] - found[2 * y] || found[2 * x + 1] - found[2 * y + 1]);
  out.varint(ASCII_ONLY.test(text) ? 0 : WIDE_TEXT);
  let previousId = -1;
  for (let k = 0; k < order.length; ) {
    const id = found[2 * order[k]];
    let count = 1;
    while (k + count < order.length && found[2 * order[k + count]] === id) count++;
    out.varint(id - previousId);
    out.varint(count);
    let previousStart = 0;
    for (let c = 0; c < count; c++) {
      const start = found[2 * order[k + c] + 1];
      out.varint(start - previousStart);
      previousStart = start;
    }
    previousId = id;
    k += count;
  }
}

/**
 * Whether the section whose positions record is `bytes[from, to)` has text beyond ASCII (offsets in UTF-16 units),
 * read from the record's flags without reading its positions. A section without text has an empty record.
 */
export function hasWideText(bytes: Uint8Array, from: number, to: number): boolean {
  // The flags varint leads the record; its first byte holds the low bits.
  return from < to && (bytes[from] & WIDE_TEXT) !== 0;
}

/**
 * Occurrences of a query's terms in one section, read from its positions record: `term[i]` (the query's term
 * number) and `start[i]` (UTF-16 offset) for `i < count`, in text order. Reused across sections and queries.
 */
export class SectionOccurrences {
  term = new Int32Array(64);
  start = new Int32Array(64);
  count = 0;
  /** Whether the section's text has characters beyond ASCII. */
  wide = false;
  private readonly reader = new VarintReader(new Uint8Array(0), 0);

  /**
   * Reads the record `bytes[from, to)`, keeping the terms of `ids` (ascending term ids; `slots[k]` is the query's
   * term number of `ids[k]`) whose bit is set in `mask`.
   */
  read(bytes: Uint8Array, from: number, to: number, ids: Int32Array, slots: Int32Array, idCount: number, mask: number): number {
    this.count = 0;
    this.wide = false;
    if (from >= to) return 0;
    const r = this.reader;
    r.reset(bytes, from);
    this.wide = (r.next() & WIDE_TEXT) !== 0;
    let id = -1;
    let k = 0;
    while (r.pos < to && k < idCount) {
      id += r.next();
      const count = r.next();
      while (k < idCount && ids[k] < id) k++;
      const wanted = k < idCount && ids[k] === id && ((mask >>> slots[k]) & 1) === 1;
      let start = 0;
      for (let c = 0; c < count; c++) {
        start += r.next();
        if (wanted) this.push(slots[k], start);
      }
    }
    this.sortByStart();
    return this.count;
  }

  private push(term: number, start: number): void {
    if (this.count === this.term.length) {
      this.term = grown(this.term, this.count + 1);
      this.start = grown(this.start, this.count + 1);
    }
    this.term[this.count] = term;
    this.start[this.count] = start;
    this.count++;
  }

  /** Insertion sort: each term's starts arrive ascending, so the runs are few and short. */
  private sortByStart(): void {
    const { term, start } = this;
    for (let i = 1; i < this.count; i++) {
      const s = start[i];
      const t = term[i];
      let j = i - 1;
      while (j >= 0 && start[j] > s) {
        start[j + 1] = start[j];
        term[j + 1] = term[j];
        j--;
      }
      start[j + 1] = s;
      term[j + 1] = t;
    }
  }
}
