// What the excerpt chooser reads of one hit's sections: stored text (checked once per doc), as bytes
// or as a string, and what this query's postings said about each section.
import { fnv1a, IndexFormatError } from './format.js';
import type { IndexArrays } from './index-arrays.js';
import type { Scratch } from './scratch.js';
import type { SectionSource } from './excerpt-choice.js';

const decoder = new TextDecoder();

/** Stored section text of an index; a doc's text is checked against its checksum the first time it is read. */
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
   * The store holding `doc`'s text, checked.
   * @throws IndexFormatError when the doc's stored text fails its checksum.
   */
  store(doc: number): Uint8Array {
    const a = this.a;
    const store = a.text[a.docTextChunk[doc]];
    if (!this.verified[doc]) {
      const first = a.sectionStart[doc];
      const last = a.sectionStart[doc + 1] - 1;
      const end = last >= first ? a.sectionTextEnd[last] : 0;
      const bytes = store.subarray(a.docTextOffset[doc], a.docTextOffset[doc] + end);
      if (fnv1a(bytes) !== a.docTextChecksum[doc]) {
        throw new IndexFormatError(`stored text of ${this.pathOf(doc)} failed its checksum; the index is corrupted`);
      }
      this.verified[doc] = 1;
    }
    return store;
  }

  /** Offset in its store where section `section` of `doc` starts. */
  start(doc: number, section: number): number {
    const a = this.a;
    return a.docTextOffset[doc] + (section > 0 ? a.sectionTextEnd[a.sectionStart[doc] + section - 1] : 0);
  }

  /** Offset in its store where section `section` of `doc` ends. */
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
}

/** {@link SectionSource} over one hit at a time; reused across hits so no closures are made per hit. */
export class HitSections implements SectionSource {
  doc = 0;

  constructor(
    private readonly stored: StoredText,
    private readonly a: IndexArrays,
    private readonly s: Scratch,
  ) {}

  text(section: number): string {
    return this.stored.text(this.doc, section);
  }

  bytes(section: number): Uint8Array {
    return this.stored.store(this.doc);
  }

  start(section: number): number {
    return this.stored.start(this.doc, section);
  }

  end(section: number): number {
    return this.stored.end(this.doc, section);
  }

  hasText(section: number): boolean {
    return this.stored.hasText(this.doc, section);
  }

  matchedScore(section: number): number | undefined {
    const g = this.a.sectionStart[this.doc] + section;
    return this.s.sectionStamp[g] === this.s.queryStamp ? this.s.sectionScore[g] : undefined;
  }

  termsIn(section: number): number {
    const g = this.a.sectionStart[this.doc] + section;
    return this.s.sectionStamp[g] === this.s.queryStamp ? this.s.sectionMask[g] : 0;
  }
}
