// Finds references to ADRs in one source file's text: ids as people write them (`ADR-0004`,
// `ADR 4`, `adr-004`, `ADR #12`), links and paths to ADR files (`docs/adr/0004-use-queues.md`,
// a repository URL to one), and `arch://` URIs (`arch://adr/4`, `arch://docs/adr/0004-…`). Runs in
// time linear in the text: lines are cut into tokens before any pattern is tried, and the id
// pattern is anchored on the letters "adr".

export type ReferenceKind = 'id' | 'path' | 'uri';

export interface FoundReference {
  /** 1-based line and column of the reference in the file. */
  line: number;
  column: number;
  /** The reference as written. */
  ref: string;
  kind: ReferenceKind;
  /** For `id`: the number without leading zeros. For `path`: the path (a URL's path part), no anchor. For `uri`: the URI without its fragment. */
  target: string;
}

const ID = /\badr[-_ ]?#?\s?0*(\d{1,5})\b/gi;
/** What separates tokens: whitespace, quotes, brackets and the punctuation around links in code and prose. */
const TOKEN = /[^\s"'`()<>[\]{},;|*]+/g;
const DOC_FILE = /\.(?:md|markdown|mdx)$/i;
/** A line this long is data (minified code, an embedded blob), not something a person cites an ADR in. */
const MAX_LINE_CHARS = 10_000;

/** Every reference in `text`, in order of line and column. */
export function findReferences(text: string): FoundReference[] {
  if (!/adr|\.md|arch:\/\//i.test(text)) return [];
  const found: FoundReference[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > MAX_LINE_CHARS || !/adr|\.md|arch:\/\//i.test(line)) continue;
    const claimed: [number, number][] = [];
    for (const token of line.matchAll(TOKEN)) {
      const ref = linkOrUri(token[0]);
      if (!ref) continue;
      const start = token.index + token[0].indexOf(ref.ref);
      claimed.push([start, start + ref.ref.length]);
      found.push({ line: i + 1, column: start + 1, ...ref });
    }
    for (const m of line.matchAll(ID)) {
      const start = m.index;
      if (claimed.some(([from, to]) => start < to && start + m[0].length > from)) continue;
      found.push({ line: i + 1, column: start + 1, ref: m[0].trim(), kind: 'id', target: String(Number(m[1])) });
    }
  }
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** A token that is an arch:// URI or a path or URL to a markdown file, trimmed of trailing punctuation. */
function linkOrUri(token: string): Omit<FoundReference, 'line' | 'column'> | undefined {
  const trimmed = token.replace(/[.:!?]+$/, '');
  const archAt = trimmed.indexOf('arch://');
  if (archAt >= 0) {
    const ref = trimmed.slice(archAt);
    const target = ref.split('#')[0]!;
    return /^arch:\/\/(?:adr|docs)\/./.test(target) ? { ref, kind: 'uri', target } : undefined;
  }
  const [withoutAnchor] = trimmed.split('#');
  if (!withoutAnchor || !DOC_FILE.test(withoutAnchor)) return undefined;
  let target = withoutAnchor;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(target);
  if (scheme) target = target.slice(scheme[0].length);
  else if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  try {
    target = decodeURIComponent(target);
  } catch {
    // Keep it as written.
  }
  return { ref: trimmed, kind: 'path', target };
}
