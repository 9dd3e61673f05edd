// How much of a document one read_document answer carries, sized for a model's context: a long
// document opens with a short first page and a compact outline, later pages are a few thousand
// characters, and every partial answer says how to read on.
import type { OutlineSection } from '../docs/outline';

/** A page when the caller does not set max_chars; a document or section this short comes back whole. */
export const PAGE_CHARS = 6_000;
/** The first page of a longer document: it shares the answer with the outline. */
export const FIRST_PAGE_CHARS = 4_000;
/** Most characters the outline may take, as JSON, in a first answer. */
const TOC_BUDGET_CHARS = 2_000;

export interface TocEntry {
  anchor: string;
  heading: string;
  level: number;
}

export interface CompactToc {
  entries: TocEntry[];
  /** True when headings were left out to stay within the budget. */
  truncated: boolean;
  /** Deepest heading level listed. */
  depth: number;
  /** How headings were left out: deeper levels, or the last headings of the top two levels. */
  cut?: 'depth' | 'count';
}

function jsonSize(entries: TocEntry[]): number {
  return JSON.stringify(entries).length;
}

/**
 * The outline within TOC_BUDGET_CHARS: every heading when they fit, else headings down to the
 * deepest level that fits (a section read includes its subsections) when that lists more than the
 * title, else the first headings of the two top levels that fit.
 */
export function compactToc(outline: readonly OutlineSection[]): CompactToc {
  const all = outline.map(({ anchor, heading, level }) => ({ anchor, heading, level }));
  const levels = [...new Set(all.map((e) => e.level))].sort((a, b) => b - a);
  for (const depth of levels) {
    const entries = all.filter((e) => e.level <= depth);
    // A lone title is no outline: better the first headings of the two top levels.
    if (entries.length < 2 && entries.length < all.length) break;
    if (jsonSize(entries) <= TOC_BUDGET_CHARS) {
      return entries.length < all.length ? { entries, truncated: true, depth, cut: 'depth' } : { entries, truncated: false, depth };
    }
  }
  const top = levels.slice(-2)[0] ?? 1;
  const entries: TocEntry[] = [];
  let size = 2;
  for (const e of all) {
    if (e.level > top) continue;
    size += JSON.stringify(e).length + 1;
    if (size > TOC_BUDGET_CHARS) break;
    entries.push(e);
  }
  return { entries, truncated: true, depth: top, cut: 'count' };
}

/** Ends a page at a line or word boundary near max_chars so words are not cut. */
export function pageEnd(text: string, from: number, maxChars: number): number {
  const hardEnd = from + maxChars;
  if (hardEnd >= text.length) return text.length;
  const newline = text.lastIndexOf('\n', hardEnd);
  if (newline > from + maxChars / 2) return newline + 1;
  const space = text.lastIndexOf(' ', hardEnd);
  return space > from + maxChars / 2 ? space + 1 : hardEnd;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** The sentence a partial answer ends with: what it showed, and the calls that read the rest. */
export function continuation(page: { from: number; to: number; total: number; toc?: CompactToc; inSection: boolean }): string {
  const shown = `This answer holds characters ${count(page.from)}–${count(page.to)} of ${count(page.total)}${page.inSection ? ' of the section' : ''}.`;
  const next = ` Read on by calling read_document again with cursor set to next_cursor (${count(PAGE_CHARS)} characters a page unless max_chars says otherwise)`;
  if (!page.toc) return `${shown}${next}.`;
  const outline =
    page.toc.cut === 'depth'
      ? `; the toc lists headings down to level ${page.toc.depth}, and a section read includes its subsections`
      : page.toc.cut === 'count'
        ? `; the toc lists only the first ${page.toc.entries.length} headings (next_cursor pages reach the rest)`
        : '';
  return `${shown}${next}, or read one part by passing section with an anchor from toc${outline}.`;
}
