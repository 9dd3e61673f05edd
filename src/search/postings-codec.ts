// How one term's postings are packed: doc gaps with a flag bit, and per-doc groups of section entries in one byte each.
import { ByteWriter } from './varint.js';

/**
 * A section entry packs the gap to the previous section (minus one) above a 4-bit value; the value is
 * `bodyTf * 4 + headingTf` (heading tf capped at 3). Values from {@link SECTION_VALUE_ESCAPE} up continue in a varint.
 * Most entries are one word in an early section, which fits one byte.
 */
export const SECTION_VALUE_BITS = 4;
export const SECTION_VALUE_ESCAPE = (1 << SECTION_VALUE_BITS) - 1;

/** A field list (title, tags, path): per doc, `gap << 1 | (tf > 1)`, then `tf - 2` when flagged. */
export function writeFieldEntry(w: ByteWriter, gap: number, tf: number): void {
  w.varint(gap * 2 + (tf > 1 ? 1 : 0));
  if (tf > 1) w.varint(tf - 2);
}

/**
 * One doc's section entries for a term: `gap << 1 | (several sections)`, the count minus two when several,
 * then each section as described at {@link SECTION_VALUE_BITS}. `entries` alternates section index and value,
 * sections ascending.
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
