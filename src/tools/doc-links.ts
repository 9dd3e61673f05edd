// The links an answer gives for each document it names: `url`, its page on this server's docs site,
// and `source_url`, the file in its source repository at the build's commit (when arch-mcp.json
// sets a `source_url` template). Built once per request from the server's public origin.
import { docPagePath } from '../docs/site-paths';
import { fillSourceUrl } from '../docs/source-url';

/** The fields an answer adds to a document it names; neither is present when nothing applies. */
export interface DocLinkFields {
  url?: string;
  source_url?: string;
}

export interface DocLinks {
  /** `url` and `source_url` of a document. */
  of(doc: { uri?: string; path: string }): DocLinkFields;
  /** What sets these links apart from another request's (the site's origin, the commit): part of result cache keys. */
  readonly key: string;
}

/**
 * Links for one request. `siteOrigin` is the public origin of this server when its docs site is
 * on (undefined: answers carry no `url`); `build` says which template and commit fill `source_url`.
 */
export function docLinks(siteOrigin: string | undefined, build: { sourceUrl?: string; sourceCommit?: string }): DocLinks {
  const { sourceUrl: template, sourceCommit: commit } = build;
  return {
    key: `${siteOrigin ?? ''} ${template ? (commit ?? '') : ''}`,
    of(doc) {
      const url = siteOrigin && doc.uri ? `${siteOrigin}${docPagePath(doc.uri)}` : undefined;
      const source = template ? fillSourceUrl(template, { commit, path: doc.path }) : undefined;
      return { ...(url ? { url } : {}), ...(source ? { source_url: source } : {}) };
    },
  };
}
