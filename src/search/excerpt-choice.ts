// Picks the excerpt for a hit: the best section's text around the matched words, or — when that
// section matched on its heading alone or its stored text stops early — the other matching
// section that shows the most query words.
import { excerptWithCoverage } from './excerpt.js';

/** Sections beyond the best one an excerpt may be taken from. */
const EXCERPT_SECTION_SCAN = 12;

/** What the chooser may read of one doc's sections. */
export interface SectionSource {
  text(section: number): string;
  hasText(section: number): boolean;
  /** The section's score for this query when the postings put a query word in it, else undefined. */
  matchedScore(section: number): number | undefined;
}

/** The excerpt showing the most of `wanted`, starting from `best` (or '' when no section has text). */
export function chooseExcerpt(wanted: ReadonlySet<string>, best: number, sectionCount: number, source: SectionSource): string {
  let { excerpt, shown } = excerptWithCoverage(best >= 0 ? source.text(best) : '', wanted);
  if (shown >= wanted.size) return excerpt;
  const others: { section: number; score: number }[] = [];
  for (let i = 0; i < sectionCount; i++) {
    const score = i === best ? undefined : source.matchedScore(i);
    if (score !== undefined && source.hasText(i)) others.push({ section: i, score });
  }
  others.sort((x, y) => y.score - x.score || x.section - y.section);
  for (const { section } of others.slice(0, EXCERPT_SECTION_SCAN)) {
    const candidate = excerptWithCoverage(source.text(section), wanted);
    if (candidate.shown > shown) ({ excerpt, shown } = candidate);
    if (shown === wanted.size) break;
  }
  return excerpt;
}
