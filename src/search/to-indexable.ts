// Adapts the docs model (ParsedDoc + ManifestDoc) to what the index needs: flat, non-overlapping sections.
import type { ManifestDoc, ParsedDoc } from '../docs/types.js';
import type { IndexableDoc, IndexableSection } from './types.js';

const ATX_LINE = /^ {0,3}#/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const MAX_SETEXT_LINES = 8;

/** A section's own text without its heading line(s); the heading is indexed separately. */
function withoutHeading(text: string): string {
  const lines = text.split('\n');
  if (ATX_LINE.test(lines[0] ?? '')) return lines.slice(1).join('\n');
  const underline = lines.slice(0, MAX_SETEXT_LINES).findIndex((l) => SETEXT_UNDERLINE.test(l));
  return underline > 0 ? lines.slice(underline + 1).join('\n') : text;
}

/**
 * Builds the index input for one doc. Parsed sections nest (an `##` runs over its `###`s); here each
 * section keeps only the text up to the next heading of any level, so no word is indexed twice.
 * Text before the first heading becomes a preamble section without an anchor.
 */
export function toIndexableDoc(parsed: ParsedDoc, manifest: ManifestDoc): IndexableDoc {
  const body = parsed.body;
  const ordered = [...parsed.sections].sort((a, b) => a.start - b.start);
  const sections: IndexableSection[] = [];
  const preambleEnd = ordered.length ? ordered[0].start : body.length;
  const preamble = body.slice(0, preambleEnd);
  if (preamble.trim()) sections.push({ heading: '', text: preamble });
  ordered.forEach((section, i) => {
    const end = i + 1 < ordered.length ? ordered[i + 1].start : body.length;
    sections.push({ anchor: section.anchor, heading: section.heading, text: withoutHeading(body.slice(section.start, end)) });
  });
  return {
    path: manifest.path,
    title: manifest.title,
    kind: manifest.kind,
    ...(manifest.status ? { status: manifest.status } : {}),
    ...(manifest.adrId ? { adrId: manifest.adrId } : {}),
    supersededBy: manifest.supersededBy,
    tags: manifest.tags,
    aliases: manifest.aliases,
    sections,
    ...(parsed.appliesTo ? { scope: parsed.appliesTo } : {}),
    ...(parsed.waivers ? { waivers: parsed.waivers.map(({ line: _line, ...waiver }) => waiver) } : {}),
  };
}
