// Markdown links (inline and reference-style) from one doc to other files in the docs folder.
import type { MarkdownLine } from './markdown-lines';
import { dirname, normalizePath } from './paths';
import type { DocLink } from './types';

const INLINE_LINK = /(!?)\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const REFERENCE_LINK = /(!?)\[((?:[^[\]]|\[[^[\]]*\])*)\](?:\[([^[\]]*)\])?/g;
const DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Files a link can point at that are never docs; links to them are not doc links.
const NON_DOC = /\.(?:png|jpe?g|gif|svg|webp|ico|pdf|zip|gz|tgz|json|ya?ml|toml|txt|csv|xml|puml|plantuml|drawio|mmd|js|ts|tsx|jsx|go|java|kt|py|rb|rs|cs|sh|sql|proto|tf)$/i;

/** A link target resolved against the linking doc's folder. */
export interface LinkTarget {
  path: string;
  anchor?: string;
}

/** True for targets that leave the docs folder: URLs, `mailto:`, protocol-relative links. */
export function isExternalTarget(target: string): boolean {
  return SCHEME.test(target) || target.startsWith('//');
}

/**
 * Resolves a link target written in `fromPath` to a docs-folder path. A leading `/` means the
 * docs folder root. Returns undefined for external URLs, same-doc anchors and paths that climb
 * out of the folder.
 */
export function resolveLinkTarget(fromPath: string, rawTarget: string): LinkTarget | undefined {
  let target = rawTarget.trim();
  if (target.startsWith('<') && target.endsWith('>')) target = target.slice(1, -1).trim();
  if (!target || target.startsWith('#') || isExternalTarget(target)) return undefined;
  const hash = target.indexOf('#');
  const anchor = hash >= 0 ? target.slice(hash + 1) : undefined;
  let pathPart = (hash >= 0 ? target.slice(0, hash) : target).replace(/\?.*$/, '');
  try {
    pathPart = decodeURIComponent(pathPart);
  } catch {
    // A stray `%` is just a character in the file name.
  }
  const joined = pathPart.startsWith('/') ? pathPart : `${dirname(fromPath)}/${pathPart}`;
  const path = normalizePath(joined);
  if (path === undefined || path === '') return undefined;
  return anchor ? { path, anchor } : { path };
}

/** True when a resolved link can point at a doc (markdown, `.html` twin, extension-less or a folder). */
function mayBeDocTarget(path: string): boolean {
  return !NON_DOC.test(path);
}

function maskInlineCode(text: string): string {
  return text.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (m) => ' '.repeat(m.length));
}

function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The doc's links to other files in the folder, in reading order, with file line numbers.
 * External URLs, images and links inside code are left out.
 */
export function extractLinks(lines: MarkdownLine[], docPath: string, bodyLine: number): DocLink[] {
  const definitions = new Map<string, string>();
  for (const line of lines) {
    if (line.code) continue;
    const def = DEFINITION.exec(line.text);
    if (def && !definitions.has(normalizeLabel(def[1]))) definitions.set(normalizeLabel(def[1]), def[2]);
  }
  const links: DocLink[] = [];
  const add = (text: string, rawTarget: string, line: MarkdownLine) => {
    const target = resolveLinkTarget(docPath, rawTarget);
    if (!target || !mayBeDocTarget(target.path)) return;
    links.push({ ...target, text: text.trim(), line: bodyLine + line.index });
  };
  for (const line of lines) {
    if (line.code || DEFINITION.test(line.text)) continue;
    let text = maskInlineCode(line.text);
    for (const m of text.matchAll(INLINE_LINK)) {
      if (m[1] !== '!') add(m[2].replace(/!\[[^\]]*\]\([^)]*\)/g, '').trim() || m[2], m[3], line);
    }
    if (definitions.size === 0) continue;
    text = text.replace(INLINE_LINK, (m) => ' '.repeat(m.length));
    for (const m of text.matchAll(REFERENCE_LINK)) {
      if (m[1] === '!') continue;
      const label = normalizeLabel(m[3] ? m[3] : m[2]);
      const target = definitions.get(label);
      if (target !== undefined) add(m[2], target, line);
    }
  }
  return links;
}
