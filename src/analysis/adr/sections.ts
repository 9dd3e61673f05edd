// Splits an ADR body into heading-delimited sections, ignoring headings inside code fences.

export interface AdrSection {
  heading: string;
  level: number;
  text: string;
}

/** Sections of a markdown body; text before the first heading gets an empty heading at level 0. */
export function splitSections(body: string): AdrSection[] {
  const out: AdrSection[] = [{ heading: '', level: 0, text: '' }];
  let fence: string | null = null;
  const lines: string[] = [];
  const flush = () => {
    out[out.length - 1].text = lines.join('\n');
    lines.length = 0;
  };
  for (const line of body.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) fence = fence ? (line.trim().startsWith(fence) ? null : fence) : f[1];
    const h = !fence && !f ? /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (h) {
      flush();
      out.push({ heading: h[2].replace(/\\?<!--.*?-->|<[^>]+>|\\/g, '').trim(), level: h[1].length, text: '' });
    } else lines.push(line);
  }
  flush();
  return out;
}

/** Text of a section and all its subsections. */
export function sectionWithChildren(sections: AdrSection[], index: number): string {
  const root = sections[index];
  const parts = [root.text];
  for (let k = index + 1; k < sections.length && sections[k].level > root.level; k++) parts.push(`${'#'.repeat(sections[k].level)} ${sections[k].heading}\n${sections[k].text}`);
  return parts.join('\n');
}
