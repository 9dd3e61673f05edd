// Headings (ATX and setext) outside code → sections with GitHub-style unique anchors.
import type { MarkdownLine } from './markdown-lines';
import type { DocSection } from './types';

// A no-break space after the hashes is not CommonMark, but authors who type one mean a heading.
const ATX = /^ {0,3}(#{1,6})(?:[ \t\u00A0]+(.*?))?[ \t]*$/;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_H2 = /^ {0,3}-+[ \t]*$/;
// Lines that start some other block, so they cannot be the text of a setext heading.
const NOT_PARAGRAPH = /^ {0,3}(?:[-*+][ \t]|\d+[.)][ \t]|>|#|<|\||`{3}|~{3}|[-*_][ \t]*[-*_][ \t]*[-*_])|^ {4}/;

/** Strips inline markdown so a heading reads as rendered text (`[a](b)` → `a`, no backticks). */
export function plainHeadingText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces → `-`. */
export function slugify(heading: string): string {
  return plainHeadingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Hands out anchors the way GitHub does: the second `foo` is `foo-1`, then `foo-2` … */
export class AnchorSlugger {
  private readonly seen = new Map<string, number>();

  slug(heading: string): string {
    const base = slugify(heading);
    let slug = base;
    let count = this.seen.get(base) ?? 0;
    while (this.seen.has(slug)) {
      count += 1;
      slug = `${base}-${count}`;
    }
    this.seen.set(base, count);
    this.seen.set(slug, 0);
    return slug;
  }
}

interface Heading {
  heading: string;
  level: number;
  index: number;
  start: number;
}

function findHeadings(lines: MarkdownLine[]): Heading[] {
  const headings: Heading[] = [];
  let paragraphStart = -1;
  for (const line of lines) {
    if (line.code) {
      paragraphStart = -1;
      continue;
    }
    const atx = ATX.exec(line.text);
    if (atx) {
      const raw = (atx[2] ?? '').replace(/(?:^|[ \t]+)#+$/, '').trim();
      headings.push({ heading: raw, level: atx[1].length, index: line.index, start: line.start });
      paragraphStart = -1;
      continue;
    }
    const level = SETEXT_H1.test(line.text) ? 1 : SETEXT_H2.test(line.text) ? 2 : 0;
    if (level && paragraphStart >= 0) {
      const text = lines.slice(paragraphStart, line.index).map((l) => l.text.trim()).join(' ');
      headings.push({ heading: text, level, index: paragraphStart, start: lines[paragraphStart].start });
      paragraphStart = -1;
      continue;
    }
    if (line.text.trim() === '') paragraphStart = -1;
    else if (paragraphStart < 0 && !NOT_PARAGRAPH.test(line.text)) paragraphStart = line.index;
  }
  return headings;
}

/**
 * The doc's sections, one per heading. Each runs to the next heading of the same or a higher
 * level. `bodyLine` is the file line where the body starts, so `line` is a file line.
 */
export function extractSections(lines: MarkdownLine[], bodyLength: number, bodyLine: number): DocSection[] {
  const headings = findHeadings(lines);
  const slugger = new AnchorSlugger();
  return headings.map((h, i) => {
    let end = bodyLength;
    for (let j = i + 1; j < headings.length; j += 1) {
      if (headings[j].level <= h.level) {
        end = headings[j].start;
        break;
      }
    }
    return {
      anchor: slugger.slug(h.heading),
      heading: plainHeadingText(h.heading),
      level: h.level,
      line: bodyLine + h.index,
      start: h.start,
      end,
    };
  });
}
