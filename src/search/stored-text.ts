// A doc's text record: its sections' stored excerpt text, then their term positions. The record is checked
// against its checksum the first time it is read.
import { fnv1a, IndexFormatError } from './format.js';
import type { IndexArrays } from './index-arrays.js';

const decoder = new TextDecoder();

/** Stored section text and positions of an index, by doc and section index within the doc. */
export class StoredText {
  private readonly verified: Uint8Array;

  constructor(
    private readonly a: IndexArrays,
    docCount: number,
    private readonly pathOf: (doc: number) => string,
  ) {
    this.verified = new Uint8Array(docCount);
  }

  /**
   * The store holding `doc`'s record, checked.
   * @throws IndexFormatError when the record fails its checksum.
   */
  store(doc: number): Uint8Array {
    const a = this.a;
    const store = a.text[a.docTextChunk[doc]];
    if (!this.verified[doc]) {
      const last = a.sectionStart[doc + 1] - 1;
      const length = last >= a.sectionStart[doc] ? a.sectionTextEnd[last] + a.sectionPosEnd[last] : 0;
      const bytes = store.subarray(a.docTextOffset[doc], a.docTextOffset[doc] + length);
      if (fnv1a(bytes) !== a.docTextChecksum[doc]) {
        throw new IndexFormatError(`stored text of ${this.pathOf(doc)} failed its checksum; the index is corrupted`);
      }
      this.verified[doc] = 1;
    }
    return store;
  }

  /** Offset in its store where section `section` of `doc`'s text starts. */
  start(doc: number, section: number): number {
    const a = this.a;
    return a.docTextOffset[doc] + (section > 0 ? a.sectionTextEnd[a.sectionStart[doc] + section - 1] : 0);
  }

  /** Offset in its store where section `section` of `doc`'s text ends. */
  end(doc: number, section: number): number {
    const a = this.a;
    return a.docTextOffset[doc] + a.sectionTextEnd[a.sectionStart[doc] + section];
  }

  hasText(doc: number, section: number): boolean {
    return this.end(doc, section) > this.start(doc, section);
  }

  /** The section's stored text as a string. */
  text(doc: number, section: number): string {
    return decoder.decode(this.store(doc).subarray(this.start(doc, section), this.end(doc, section)));
  }

  /** Where the section's positions record starts and ends in its store (see positions.ts). */
  positionsStart(doc: number, section: number): number {
    const a = this.a;
    const g = a.sectionStart[doc] + section;
    return this.positionsBase(doc) + (section > 0 ? a.sectionPosEnd[g - 1] : 0);
  }

  positionsEnd(doc: number, section: number): number {
    return this.positionsBase(doc) + this.a.sectionPosEnd[this.a.sectionStart[doc] + section];
  }

  /** Positions follow the last section's text. */
  private positionsBase(doc: number): number {
    const a = this.a;
    const last = a.sectionStart[doc + 1] - 1;
    return a.docTextOffset[doc] + (last >= a.sectionStart[doc] ? a.sectionTextEnd[last] : 0);
  }
}
