// Splits an ADR body into heading-delimited sections (ATX `## Decision` and setext `Decision` over
// `--------`), ignoring headings inside code fences.

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
  const clean = (heading: string) => heading.replace(/\\?<!--.*?-->|<[^>]+>|\\/g, '').trim();
  for (const line of body.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) fence = fence ? (line.trim().startsWith(fence) ? null : fence) : f[1];
    const h = !fence && !f ? /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line) : null;
    // A setext underline turns the line above it into a heading (=== level 1, --- level 2).
    const underline = !fence && !f && lines.length ? /^\s{0,3}(=+|-+)\s*$/.exec(line) : null;
    const above = lines[lines.length - 1] ?? '';
    if (h) {
      flush();
      out.push({ heading: clean(h[2]), level: h[1].length, text: '' });
    } else if (underline && /\S/.test(above) && !/^\s*([-*+]|\d+[.)]|>|\|)/.test(above) && (underline[1][0] === '=' || underline[1].length >= 3)) {
      lines.pop();
      flush();
      out.push({ heading: clean(above), level: underline[1][0] === '=' ? 1 : 2, text: '' });
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
