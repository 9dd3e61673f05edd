// Where the docs site puts its pages, for the routes that serve them and the `url` of every answer
// that names a document: both go through here, so a link in an answer always opens its page.

/** The site's root path on the server. */
export const DOCS_SITE_PATH = '/docs';
/** Document pages live under this path, then the document uri's path (already percent-encoded). */
export const DOC_PAGE_PREFIX = `${DOCS_SITE_PATH}/doc/`;

const DOC_URI_PREFIX = 'arch://docs/';

/** The page path of a document: `arch://docs/adr/0007-use-postgresql` → `/docs/doc/adr/0007-use-postgresql`. */
export function docPagePath(uri: string): string {
  return `${DOC_PAGE_PREFIX}${uri.startsWith(DOC_URI_PREFIX) ? uri.slice(DOC_URI_PREFIX.length) : encodeURIComponent(uri)}`;
}

/**
 * The document uri a page path names (the part after DOC_PAGE_PREFIX), with each segment
 * re-encoded the way uris are, so `%7E` and `~` name the same page. Undefined for a malformed path.
 */
export function docUriOfPage(tail: string): string | undefined {
  try {
    const segments = tail.split('/').map((s) => encodeURIComponent(decodeURIComponent(s)));
    return segments.some((s) => s === '') ? undefined : `${DOC_URI_PREFIX}${segments.join('/')}`;
  } catch {
    return undefined;
  }
}
