// One section of a document's text, for `{{resource:URI#anchor}}` embeds.

/** A heading as the manifest records it (file line, 1-based). */
export interface SectionHeading {
  anchor: string;
  heading: string;
  level: number;
  line: number;
}

/**
 * The text of the section whose anchor or heading text is `wanted`: from its heading to the next
 * heading of the same or a higher level. Undefined when the doc has no such section.
 */
export function sectionText(text: string, sections: readonly SectionHeading[], wanted: string): { heading: string; text: string } | undefined {
  const w = wanted.replace(/^#/, '').trim().toLowerCase();
  const section = sections.find((s) => s.anchor === w) ?? sections.find((s) => s.heading.trim().toLowerCase() === w);
  if (!section) return undefined;
  const next = sections.slice(sections.indexOf(section) + 1).find((s) => s.level <= section.level);
  const lines = text.split('\n');
  const end = next ? next.line - 1 : lines.length;
  return { heading: section.heading, text: lines.slice(section.line - 1, end).join('\n') };
}
