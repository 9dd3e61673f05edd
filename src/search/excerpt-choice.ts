// Picks the excerpt for a hit: the best section's text around the matched words, or — when that
// section matched on its heading alone or its stored text stops early — the other matching
// section that shows the most query words.
import { popcount } from './excerpt.js';

/** Sections beyond the best one an excerpt may be taken from. */
const EXCERPT_SECTION_SCAN = 12;

/** What the chooser may read of one doc's sections. */
export interface SectionSource {
  hasText(section: number): boolean;
  /** The section's score for this query when the postings put a query word in it, else undefined. */
  matchedScore(section: number): number | undefined;
  /**
   * Query terms (bits, as in the wanted mask) the postings put in the section, heading included: no excerpt
   * of it can show more, so a section whose terms cannot beat the current excerpt is never measured.
   */
  termsIn(section: number): number;
  /**
   * Finds the section's best window for the wanted terms, leaving it in {@link from} and {@link to}.
   * @returns how many distinct wanted terms the window shows.
   */
  measure(section: number, wanted: number): number;
  from: number;
  to: number;
  /** The excerpt of the section between `from` and `to`. */
  cut(section: number, from: number, to: number): string;
}

/**
 * The excerpt showing the most of the wanted terms (bits of `wanted`), starting from section `best` (or ''
 * when no section has text).
 */
export function chooseExcerpt(source: SectionSource, wanted: number, best: number, sectionCount: number): string {
  if (best < 0) return '';
  const wantedCount = popcount(wanted);
  let section = best;
  let shown = source.measure(best, wanted);
  let from = source.from;
  let to = source.to;
  if (shown < wantedCount) {
    const others: { section: number; score: number }[] = [];
    for (let i = 0; i < sectionCount; i++) {
      const score = i === best ? undefined : source.matchedScore(i);
      if (score !== undefined && source.hasText(i)) others.push({ section: i, score });
    }
    others.sort((x, y) => y.score - x.score || x.section - y.section);
    const scan = Math.min(others.length, EXCERPT_SECTION_SCAN);
    for (let k = 0; k < scan && shown < wantedCount; k++) {
      const candidate = others[k].section;
      if (popcount(source.termsIn(candidate) & wanted) <= shown) continue;
      const candidateShown = source.measure(candidate, wanted);
      if (candidateShown > shown) {
        shown = candidateShown;
        section = candidate;
        from = source.from;
        to = source.to;
      }
    }
  }
  return source.cut(section, from, to);
}
