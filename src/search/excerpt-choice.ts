// Picks the excerpt for a hit: the best section's text around the matched words, or — when that
// section matched on its heading alone or its stored text stops early — the other matching
// section that shows the most query words.
import { popcount, type ExcerptCutter } from './excerpt.js';

/** Sections beyond the best one an excerpt may be taken from. */
const EXCERPT_SECTION_SCAN = 12;

/** What the chooser may read of one doc's sections. */
export interface SectionSource {
  /** The section's stored text, decoded. */
  text(section: number): string;
  /** The section's stored text as UTF-8: `bytes(section)[start(section), end(section))`. */
  bytes(section: number): Uint8Array;
  start(section: number): number;
  end(section: number): number;
  hasText(section: number): boolean;
  /** The section's score for this query when the postings put a query word in it, else undefined. */
  matchedScore(section: number): number | undefined;
  /**
   * Query terms (bits, as in the wanted mask) the postings put in the section, heading included: no excerpt
   * of it can show more, so a section whose terms cannot beat the current excerpt is never read.
   */
  termsIn(section: number): number;
}

/** The section an excerpt is cut from and its window; `text` is set when it had to be decoded to be measured. */
interface Choice {
  section: number;
  text: string | undefined;
  from: number;
  to: number;
}

/** Measures one section, reading its bytes when they are ASCII and its decoded text otherwise. */
function measure(cutter: ExcerptCutter, wanted: number, section: number, source: SectionSource, choice: Choice): number {
  choice.section = section;
  choice.text = undefined;
  let shown = cutter.measureBytes(source.bytes(section), source.start(section), source.end(section), wanted);
  if (shown < 0) {
    choice.text = source.text(section);
    shown = cutter.measure(choice.text, wanted);
  }
  choice.from = cutter.from;
  choice.to = cutter.to;
  return shown;
}

/**
 * The excerpt showing the most of the wanted terms (bits of `wanted`, as set up in `cutter`), starting from
 * section `best` (or '' when no section has text).
 */
export function chooseExcerpt(cutter: ExcerptCutter, wanted: number, best: number, sectionCount: number, source: SectionSource): string {
  if (best < 0) return '';
  const wantedCount = popcount(wanted);
  const chosen: Choice = { section: best, text: undefined, from: 0, to: 0 };
  let shown = measure(cutter, wanted, best, source, chosen);
  if (shown < wantedCount) {
    const others: { section: number; score: number }[] = [];
    for (let i = 0; i < sectionCount; i++) {
      const score = i === best ? undefined : source.matchedScore(i);
      if (score !== undefined && source.hasText(i)) others.push({ section: i, score });
    }
    others.sort((x, y) => y.score - x.score || x.section - y.section);
    const candidate: Choice = { section: -1, text: undefined, from: 0, to: 0 };
    const scan = Math.min(others.length, EXCERPT_SECTION_SCAN);
    for (let k = 0; k < scan && shown < wantedCount; k++) {
      const { section } = others[k];
      if (popcount(source.termsIn(section) & wanted) <= shown) continue;
      const candidateShown = measure(cutter, wanted, section, source, candidate);
      if (candidateShown > shown) {
        shown = candidateShown;
        Object.assign(chosen, candidate);
      }
    }
  }
  const { section, text, from, to } = chosen;
  if (text !== undefined) return cutter.cut(text, from, to);
  return cutter.cutBytes(source.bytes(section), source.start(section), source.end(section), from, to);
}
