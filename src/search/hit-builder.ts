// Turns a scored doc into a hit: its metadata, the section that matched best, and an excerpt cut around the
// query's words using the term positions stored with the doc's text — only for the docs a query returns.
import { ADR_STATUSES, DOC_KINDS } from '../docs/types.js';
import type { DocMeta } from './doc-meta-codec.js';
import type { DocScorer } from './doc-scorer.js';
import { chooseExcerpt, type SectionSource } from './excerpt-choice.js';
import { ExcerptText, ExcerptWindow } from './excerpt.js';
import type { IndexArrays } from './index-arrays.js';
import { hasWideText, SectionOccurrences } from './positions.js';
import type { QueryTerm } from './query-terms.js';
import type { StoredText } from './stored-text.js';
import type { SearchHit } from './types.js';

/** "Decision", "Decision Outcome", "The decision", "3. Decision" — but not "Decision Drivers". */
const DECISION_HEADING = /^(?:\d+\.?\s*)?(?:the\s+)?decision(?:\s+outcome)?\s*:?$/i;

/** The index of an ADR's decision section, or -1. */
function decisionSection(sections: readonly (readonly [string | null, string])[]): number {
  return sections.findIndex((section) => DECISION_HEADING.test(section[1].trim()));
}

/** What a hit needs of the index besides its arrays. */
export interface HitSources {
  docMeta(doc: number): DocMeta;
  docPath(doc: number): string;
}

/** Builds the hits of one index, one at a time; it is the excerpt chooser's view of the doc being built. */
export class HitBuilder implements SectionSource {
  from = 0;
  to = 0;
  private doc = 0;
  private readonly occurrences = new SectionOccurrences();
  private readonly window = new ExcerptWindow();
  private readonly text = new ExcerptText();
  /** The query's term ids ascending, each with its term number, for reading positions. */
  private ids = new Int32Array(32);
  private slots = new Int32Array(32);
  private idCount = 0;
  /** Matched sections of the current doc by section index, valid where `sectionHit` equals `hitSerial`. */
  private readonly sectionHit: Uint32Array;
  private readonly sectionScore: Float64Array;
  private readonly sectionMask: Uint32Array;
  private hitSerial = 0;
  /** The last section decoded to a string (text beyond ASCII), kept so measuring and cutting decode it once. */
  private decodedDoc = -1;
  private decodedSection = -1;
  private decoded = '';

  constructor(
    private readonly a: IndexArrays,
    private readonly stored: StoredText,
    private readonly scorer: DocScorer,
    private readonly sources: HitSources,
  ) {
    this.sectionHit = new Uint32Array(a.mostSections);
    this.sectionScore = new Float64Array(a.mostSections);
    this.sectionMask = new Uint32Array(a.mostSections);
  }

  /** Sets the query whose hits are built next. */
  beginQuery(terms: readonly QueryTerm[]): void {
    const order = terms.map((_, t) => t).sort((x, y) => terms[x].id - terms[y].id);
    this.idCount = order.length;
    order.forEach((t, k) => {
      this.ids[k] = terms[t].id;
      this.slots[k] = t;
    });
  }

  /** The hit for `doc`, scored in this query with its matched sections kept. */
  build(doc: number, raw: number, terms: readonly QueryTerm[]): SearchHit {
    const { docMeta, docPath } = this.sources;
    const meta = docMeta(doc);
    const mask = this.scorer.mask[doc];
    const matched: string[] = [];
    for (let t = 0; t < terms.length; t++) if ((mask >>> t) & 1) matched.push(terms[t].term);
    const bestSection = this.loadSections(doc);
    let sectionIndex = bestSection;
    // A section with nothing to quote (a heading-only H1, or one holding only the metadata block): an ADR
    // reads best as its decision; anything else as the next section with text.
    if (sectionIndex < 0 || !this.stored.hasText(doc, sectionIndex)) {
      const decision = DOC_KINDS[this.a.docKind[doc]] === 'adr' ? decisionSection(meta.sections) : -1;
      const from = decision >= 0 && this.stored.hasText(doc, decision) ? decision : Math.max(0, sectionIndex);
      const count = meta.sections.length;
      sectionIndex = -1;
      for (let i = from; i < count && sectionIndex < 0; i++) if (this.stored.hasText(doc, i)) sectionIndex = i;
      for (let i = 0; i < from && sectionIndex < 0; i++) if (this.stored.hasText(doc, i)) sectionIndex = i;
    }
    const excerpt = chooseExcerpt(this, mask, sectionIndex, meta.sections.length);
    const section = bestSection >= 0 ? meta.sections[bestSection] : undefined;
    const status = this.a.docStatus[doc];
    // Built field by field: object spreads cost more than the rest of the hit.
    const hit: SearchHit = {
      doc,
      path: docPath(doc),
      title: meta.title,
      kind: DOC_KINDS[this.a.docKind[doc]],
      supersededBy: meta.supersededBy,
      tags: meta.tags,
      score: raw,
      excerpt,
      matchedTerms: matched,
    };
    if (status) hit.status = ADR_STATUSES[status - 1];
    if (meta.adrId) hit.adrId = meta.adrId;
    if (section) hit.section = section[0] !== null ? { anchor: section[0], heading: section[1] } : { heading: section[1] };
    return hit;
  }

  /** The excerpt section `section` of `doc` gives for the wanted terms (bits of the query set by {@link beginQuery}). */
  sectionExcerpt(doc: number, section: number, wanted: number): string {
    this.doc = doc;
    if (!this.stored.hasText(doc, section)) return '';
    this.measure(section, wanted);
    return this.cut(section, this.from, this.to);
  }

  /** Makes `doc`'s kept sections the current ones; returns the best (the lowest-numbered of equals), or -1. */
  private loadSections(doc: number): number {
    this.doc = doc;
    this.hitSerial++;
    const s = this.scorer;
    let best = -1;
    let bestScore = 0;
    for (let k = s.keptAt[doc], end = k + s.keptCount[doc]; k < end; k++) {
      const section = s.keptSection[k];
      this.sectionHit[section] = this.hitSerial;
      this.sectionScore[section] = s.keptScore[k];
      this.sectionMask[section] = s.keptMask[k];
      if (s.keptScore[k] > bestScore || (s.keptScore[k] === bestScore && section < best)) {
        bestScore = s.keptScore[k];
        best = section;
      }
    }
    return best;
  }

  hasText(section: number): boolean {
    return this.stored.hasText(this.doc, section);
  }

  matchedScore(section: number): number | undefined {
    return this.sectionHit[section] === this.hitSerial ? this.sectionScore[section] : undefined;
  }

  termsIn(section: number): number {
    return this.sectionHit[section] === this.hitSerial ? this.sectionMask[section] : 0;
  }

  measure(section: number, wanted: number): number {
    const store = this.stored.store(this.doc);
    const from = this.stored.positionsStart(this.doc, section);
    this.occurrences.read(store, from, this.stored.positionsEnd(this.doc, section), this.ids, this.slots, this.idCount, wanted);
    this.setText(section, store, this.occurrences.wide);
    const shown = this.window.measure(this.occurrences, this.text);
    this.from = this.window.from;
    this.to = this.window.to;
    return shown;
  }

  cut(section: number, from: number, to: number): string {
    const store = this.stored.store(this.doc);
    const wide = hasWideText(store, this.stored.positionsStart(this.doc, section), this.stored.positionsEnd(this.doc, section));
    this.setText(section, store, wide);
    return this.window.cut(this.text, from, to);
  }

  private setText(section: number, store: Uint8Array, wide: boolean): void {
    if (wide) {
      if (this.decodedDoc !== this.doc || this.decodedSection !== section) {
        this.decoded = this.stored.text(this.doc, section);
        this.decodedDoc = this.doc;
        this.decodedSection = section;
      }
      this.text.setString(this.decoded);
    } else this.text.setAscii(store, this.stored.start(this.doc, section), this.stored.end(this.doc, section));
  }
}
