// A document's outline computed from its text at read time, so the published manifest need not
// carry every heading of every document (they were most of its bytes).
import { parseFrontMatter } from './front-matter';
import { scanLines } from './markdown-lines';
import { extractSections } from './sections';
import type { DocSection } from './types';

/** Sections with offsets into the full text (front matter included), [start, end). */
export type OutlineSection = DocSection;

/** The sections of `text` exactly as the build sees them, with anchors and file lines. */
export function outlineOf(path: string, text: string): OutlineSection[] {
  const fm = parseFrontMatter(path, text);
  // The body is the text after the front matter (and a BOM); shift its offsets to the file's.
  const bodyOffset = text.endsWith(fm.body) ? text.length - fm.body.length : 0;
  return extractSections(scanLines(fm.body), fm.body.length, fm.bodyLine).map((s) => ({
    ...s,
    start: s.start + bodyOffset,
    end: s.end + bodyOffset,
  }));
}
