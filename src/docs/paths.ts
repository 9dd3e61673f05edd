// Path helpers for docs-folder-relative paths: joining, normalising, extensions, uris.
import { DOC_EXTENSIONS } from './config';

/** Resolves `.` and `..` segments; returns undefined when the path climbs out of the docs folder. */
export function normalizePath(path: string): string | undefined {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(segment);
  }
  return out.join('/');
}

/** The folder part of a path (`a/b/c.md` → `a/b`, `c.md` → ``). */
export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/** The last segment of a path. */
export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The doc extension the path ends with (`.md`, `.html.md.erb` …), matched case-insensitively. */
export function docExtension(path: string): string | undefined {
  const lower = path.toLowerCase();
  return DOC_EXTENSIONS.find((ext) => lower.endsWith(ext));
}

/** The path without its doc extension. */
export function stripDocExtension(path: string): string {
  const ext = docExtension(path);
  return ext ? path.slice(0, -ext.length) : path;
}

/**
 * A doc's stable resource URI: `arch://docs/` + its path without the markdown extension,
 * each segment percent-encoded so spaces and `#` survive as URI characters.
 */
export function docUri(path: string): string {
  return `arch://docs/${stripDocExtension(path).split('/').map(encodeURIComponent).join('/')}`;
}
