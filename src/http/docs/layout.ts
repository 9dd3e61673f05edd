// The frame every docs-site page shares: header with the knowledge base's name and the site's
// sections, the main content, and a footer naming the build. Pages are server-rendered HTML; the
// stylesheet and the one script are files under /docs/assets.
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { DOCS_SITE_PATH } from '../../docs/site-paths';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** What every page shows about the site and the build it serves. */
export interface SiteFrame {
  /** The knowledge base's name (config `name`/`title`). */
  name: string;
  buildId: string;
  builtAt: string;
  version: string;
  /** Whether people sign in to see the site (a sign-out button then shows). */
  signIn: boolean;
}

export type Section = 'search' | 'adrs' | 'patterns' | 'guidelines' | 'none';

/** Query string that changes with each release, so browsers never keep an old stylesheet. */
function assetQuery(frame: SiteFrame): string {
  return `?v=${encodeURIComponent(frame.version)}`;
}

const SECTIONS: { id: Section; label: string; href: string }[] = [
  { id: 'search', label: 'Search', href: `${DOCS_SITE_PATH}/search` },
  { id: 'adrs', label: 'Decisions', href: `${DOCS_SITE_PATH}/adrs` },
  { id: 'patterns', label: 'Patterns', href: `${DOCS_SITE_PATH}/patterns` },
  { id: 'guidelines', label: 'Guidelines', href: `${DOCS_SITE_PATH}/guidelines` },
];

/** A whole page: `title` is the document title shown in the tab, `main` the content. */
export function page(frame: SiteFrame, view: { title: string; section: Section; main: Html }): Html {
  const builtAt = frame.builtAt.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view.title} — ${frame.name}</title>
<link rel="stylesheet" href="${DOCS_SITE_PATH}/assets/site.css${assetQuery(frame)}">
<script src="${DOCS_SITE_PATH}/assets/site.js${assetQuery(frame)}" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site"><div class="bar">
<a class="brand" href="${DOCS_SITE_PATH}">${frame.name}</a>
<nav aria-label="Sections">${SECTIONS.map((s) => html`<a href="${s.href}"${s.id === view.section ? raw(' aria-current="page"') : ''}>${s.label}</a>`)}
${frame.signIn ? html`<form method="post" action="${DOCS_SITE_PATH}/auth/sign-out"><button type="submit">Sign out</button></form>` : ''}</nav>
</div></header>
<main id="main">
${view.main}
</main>
<footer class="site">Build <code title="${frame.buildId}">${frame.buildId.slice(0, 12)}</code>, ${builtAt} · arch-mcp ${frame.version} · <a href="/">Connect an AI assistant</a></footer>
</body></html>`;
}

/** A status as a coloured badge; the class is one of the fixed statuses, never document text. */
export function statusBadge(status: string | undefined): Html {
  if (!status) return html``;
  const known = /^[a-z]+$/.test(status) ? status : 'unknown';
  return html`<span class="badge ${known}">${status}</span>`;
}

/** How a document is named in lists: `ADR-12: Title`, or its title when that already starts with its number. */
export function docLabel(doc: { adrId?: string; title: string; kind: string }): string {
  if (doc.kind !== 'adr' || !doc.adrId) return doc.title;
  const numbered = new RegExp(`^(?:adr[-\\s]?)?0*${doc.adrId.replace(/[^\w-]/g, '')}\\b`, 'i');
  return numbered.test(doc.title) ? doc.title : `ADR-${doc.adrId}: ${doc.title}`;
}

/** A page outside the frame (sign-in outcomes, refusals, a server with no build yet): a title, a message, a way on. */
export function messagePage(view: { title: string; message: Html; action?: Html }): Html {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view.title}</title>
<link rel="stylesheet" href="${DOCS_SITE_PATH}/assets/site.css">
</head>
<body>
<header class="site"><div class="bar"><a class="brand" href="${DOCS_SITE_PATH}">Architecture docs</a></div></header>
<main id="main">
<h1>${view.title}</h1>
<p>${view.message}</p>
${view.action ?? ''}
</main>
</body></html>`;
}
