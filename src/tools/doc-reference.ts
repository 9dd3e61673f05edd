// Resolves a tool's `uri` or `path` argument to a published document, refusing anything that
// tries to step outside the docs folder, in any encoding.
import picomatch from 'picomatch';
import { ToolError } from '../errors';
import { ALWAYS_BLOCKED_GLOBS } from '../docs/always-blocked';
import type { PublishedDoc } from '../docs/types';
import type { LoadedBundle } from '../storage/bundle-loader';


/**
 * Checks a user-supplied relative path and returns it normalised. Refuses absolute paths,
 * `..`, percent-encoded separators or dots, backslashes and control characters, naming why.
 */
export function checkRelativePath(raw: string): string {
  let decoded = raw;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      throw new ToolError(`path "${raw}" has malformed percent-encoding`, 'invalid_path');
    }
  }
  // An encoded dot or separator is how traversal hides from naive checks: refuse it outright.
  if (/%2e|%2f|%5c|%25/i.test(raw)) throw new ToolError(`path "${raw}" contains an encoded ".", "%" or separator; pass the path as written on disk`, 'invalid_path');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(decoded)) throw new ToolError('path contains control characters', 'invalid_path');
  if (decoded.includes('\\')) throw new ToolError(`path "${raw}" contains a backslash; use "/" between folders`, 'invalid_path');
  if (decoded.startsWith('/') || /^[a-z]:/i.test(decoded) || decoded.startsWith('~')) {
    throw new ToolError(`path "${raw}" is absolute; give a path relative to the docs folder (e.g. "adr/0001-record-decisions.md")`, 'invalid_path');
  }
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..')) throw new ToolError(`path "${raw}" leaves the docs folder ("..")`, 'invalid_path');
  return segments.filter((s) => s !== '' && s !== '.').join('/');
}

const blockMatchers = new Map<string, (path: string) => boolean>();

/** True when the path matches the always-blocked list or the build's `blocked` globs. */
export function isBlockedPath(path: string, blocked: readonly string[]): boolean {
  const key = blocked.join('\n');
  let match = blockMatchers.get(key);
  if (!match) {
    match = picomatch([...ALWAYS_BLOCKED_GLOBS, ...blocked], { dot: true });
    blockMatchers.set(key, match);
  }
  return match(path);
}

/** Finds the document a tool call names, by `uri` or by `path`. */
export function resolveDocReference(bundle: LoadedBundle, ref: { uri?: string; path?: string }): PublishedDoc {
  if (ref.uri !== undefined) {
    const doc = bundle.byUri.get(ref.uri);
    if (doc) return doc;
    if (ref.uri.startsWith('arch://docs/')) {
      checkRelativePath(ref.uri.slice('arch://docs/'.length));
    }
    throw new ToolError(`no document has uri "${ref.uri}"; use search_architecture to find documents and pass a uri it returned`, 'not_found');
  }
  if (ref.path !== undefined) {
    const path = checkRelativePath(ref.path);
    if (isBlockedPath(path, bundle.manifest.blocked)) throw new ToolError(`"${path}" is blocked from being served`, 'blocked_path');
    const doc = bundle.byPath.get(path);
    if (doc) return doc;
    throw new ToolError(`no document at path "${path}"; paths are relative to the docs folder, exactly as on disk`, 'not_found');
  }
  throw new ToolError('pass either "uri" or "path" to name the document', 'invalid_arguments');
}
