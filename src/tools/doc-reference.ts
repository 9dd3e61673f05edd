// Resolves a tool's `uri` or `path` argument to a published document, refusing anything that
// tries to step outside the docs folder, in any encoding.
import picomatch from 'picomatch';
import { ToolError } from '../errors';
import { ALWAYS_BLOCKED_GLOBS } from '../docs/always-blocked';
import type { PublishedDoc } from '../docs/types';
import type { LoadedBundle } from '../storage/bundle-loader';
import { decodeComponent, resolveTemplateUri } from './template-uri';


/**
 * Checks a user-supplied relative path and returns it normalised. Refuses absolute paths,
 * `..`, percent-encoded separators or dots, backslashes and control characters, naming why.
 */
function checkRelativePath(raw: string): string {
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
function isBlockedPath(path: string, blocked: readonly string[]): boolean {
  const key = blocked.join('\n');
  let match = blockMatchers.get(key);
  if (!match) {
    match = picomatch([...ALWAYS_BLOCKED_GLOBS, ...blocked], { dot: true });
    blockMatchers.set(key, match);
  }
  return match(path);
}

/** A document a tool call names, and the section its URI's `#fragment` pointed at, if any. */
export interface DocReference {
  doc: PublishedDoc;
  fragment?: string;
}

/**
 * Finds the document a tool call names: by `path`, or by any URI the server advertises — a
 * document's own `arch://docs/…`, or a template URI (`arch://adr/{id}`, `arch://pattern/{name}`),
 * each optionally with a `#section`.
 */
export async function resolveDocReference(bundle: LoadedBundle, ref: { uri?: string; path?: string }): Promise<DocReference> {
  // Two names may disagree, and answering for one of them would hide that the other was ignored.
  if (ref.uri !== undefined && ref.path !== undefined) {
    throw new ToolError('pass either "uri" or "path" to name the document, not both', 'invalid_arguments', { fields: ['uri', 'path'] });
  }
  if (ref.uri !== undefined) {
    // A path may hold a '#' of its own ("c#-guide.md"): a whole-uri match comes first.
    const whole = bundle.byUri.get(ref.uri);
    if (whole) return { doc: whole };
    const hash = ref.uri.indexOf('#');
    const uri = hash < 0 ? ref.uri : ref.uri.slice(0, hash);
    const fragment = hash < 0 ? undefined : decodeComponent(ref.uri.slice(hash + 1)) || undefined;
    const doc = bundle.byUri.get(uri);
    if (doc) return { doc, fragment };
    if (uri.startsWith('arch://docs/')) checkRelativePath(uri.slice('arch://docs/'.length));
    const matches = await resolveTemplateUri(bundle, uri);
    if (matches?.length === 1) return { doc: matches[0], fragment };
    if (matches && matches.length > 1) {
      throw new ToolError(
        `"${uri}" matches ${matches.length} documents: ${matches.map((d) => d.uri).join(', ')}; pass one of these uris`,
        'ambiguous_uri',
        { candidates: matches.map((d) => ({ uri: d.uri, path: d.path })) },
      );
    }
    if (matches) throw new ToolError(`no document matches "${uri}"; complete its id or name with completion/complete, or use search_architecture`, 'not_found');
    if (uri.startsWith('arch://')) {
      throw new ToolError(`"${uri}" is not a document; read_document takes arch://docs/…, arch://adr/{id} or arch://pattern/{name} uris (others are resources: resources/read)`, 'not_found');
    }
    throw new ToolError(`no document has uri "${ref.uri}"; use search_architecture to find documents and pass a uri it returned`, 'not_found');
  }
  if (ref.path !== undefined) {
    const path = checkRelativePath(ref.path);
    if (isBlockedPath(path, bundle.manifest.blocked)) throw new ToolError(`"${path}" is blocked from being served`, 'blocked_path');
    const doc = bundle.byPath.get(path);
    if (doc) return { doc };
    throw new ToolError(`no document at path "${path}"; paths are relative to the docs folder, exactly as on disk`, 'not_found');
  }
  throw new ToolError('pass either "uri" or "path" to name the document', 'invalid_arguments');
}
