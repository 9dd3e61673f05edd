// A document's page: title, kind, status and the relations that decide whether it is still in
// force (superseded_by with the chain to the decision in force, amended_by, supersedes, amends),
// the outline, the body rendered inert from Markdown, the documents it links and is linked from,
// and its source file when arch-mcp.json sets a `source_url` template.
import { html, raw } from 'hono/html';
import { parseFrontMatter } from '../../docs/front-matter';
import { resolveLinkTarget } from '../../docs/links';
import { outlineOf } from '../../docs/outline';
import { plainHeadingText } from '../../docs/sections';
import { docPagePath } from '../../docs/site-paths';
import { fillSourceUrl } from '../../docs/source-url';
import type { PublishedDoc } from '../../docs/types';
import type { LoadedBundle } from '../../storage/bundle-loader';
import { relatedDocs } from '../../tools/read-document';
import { catalogueOf, logHref, supersedeChain } from './catalogue';
import { decisionLogOf } from '../../analysis/adr/decision-logs';
import { docLabel, statusBadge } from './layout';
import type { Html } from './layout';
import { renderMarkdown } from './markdown';

/** Headings deeper than this stay out of the outline. */
const OUTLINE_DEPTH = 3;
const OUTLINE_ENTRIES = 80;

function docLink(doc: PublishedDoc): Html {
  return html`<a href="${docPagePath(doc.uri)}">${docLabel(doc)}</a>`;
}

/** Where a relative link in `doc` goes: another document's page, else the file in the source repository, else nowhere. */
function linkResolver(bundle: LoadedBundle, doc: PublishedDoc): (href: string) => string | undefined {
  const { lookup } = catalogueOf(bundle);
  const { sourceUrl, sourceCommit } = bundle.manifest;
  return (href) => {
    const target = resolveLinkTarget(doc.path, href);
    if (!target) return undefined;
    const found = lookup.byPath(target.path);
    const linked = found ? bundle.byPath.get(found) : undefined;
    if (linked) return `${docPagePath(linked.uri)}${target.anchor ? `#${encodeURIComponent(target.anchor)}` : ''}`;
    return sourceUrl ? fillSourceUrl(sourceUrl, { commit: sourceCommit, path: target.path }) : undefined;
  };
}

function supersededNotice(bundle: LoadedBundle, doc: PublishedDoc): Html {
  const chain = supersedeChain(bundle, doc);
  if (chain.length === 0) return html``;
  const inForce = chain.at(-1)!;
  return html`<div class="notice" role="note"><strong>Superseded.</strong> Replaced by ${docLink(chain[0]!)}${
    chain.length > 1 ? html`, itself replaced by ${chain.slice(1).map((d, i) => html`${i ? ', then ' : ''}${docLink(d)}`)}` : ''
  }. ${inForce.status === 'superseded' ? '' : html`Read ${docLink(inForce)} for the decision in force.`}</div>`;
}

/** The status as the ADR writes it, when it says more than the badge (links shown as their text). */
function statusWords(doc: PublishedDoc): Html {
  const words = doc.statusText ? plainHeadingText(doc.statusText) : '';
  return words && words.toLowerCase() !== doc.status ? html` <span class="muted">${words}</span>` : html``;
}

function relationList(title: string, docs: PublishedDoc[]): Html {
  if (docs.length === 0) return html``;
  return html`<dt>${title}</dt><dd>${docs.map((d, i) => html`${i ? ', ' : ''}${docLink(d)}`)}</dd>`;
}

function outlineHtml(doc: PublishedDoc, text: string): Html {
  const entries = outlineOf(doc.path, text).filter((s, i) => s.level <= OUTLINE_DEPTH && !(i === 0 && s.level === 1 && s.heading.trim().toLowerCase() === doc.title.trim().toLowerCase()));
  if (entries.length < 2) return html``;
  return html`<nav class="outline" aria-label="Outline"><strong>On this page</strong><ol>${entries
    .slice(0, OUTLINE_ENTRIES)
    .map((s) => html`<li class="l${Math.max(s.level, 2)}"><a href="#${s.anchor}">${s.heading}</a></li>`)}</ol></nav>`;
}

/** The page body for `doc`, whose raw text (front matter included) is `text`. */
export function documentHtml(bundle: LoadedBundle, doc: PublishedDoc, text: string): Html {
  const byPaths = (paths: string[]) => paths.map((p) => bundle.byPath.get(p)).filter((d): d is PublishedDoc => d !== undefined);
  const related = relatedDocs(bundle, doc);
  const relation = (name: string) => byPaths(related.filter((r) => r.relation === name).map((r) => r.path));
  const source = bundle.manifest.sourceUrl ? fillSourceUrl(bundle.manifest.sourceUrl, { commit: bundle.manifest.sourceCommit, path: doc.path }) : undefined;
  const body = renderMarkdown(parseFrontMatter(doc.path, text).body, { title: doc.title, resolveLink: linkResolver(bundle, doc) });
  const amendedBy = relation('amended_by');
  return html`<p class="meta"><span>${doc.kind === 'adr' ? html`<a href="${logHref(decisionLogOf(doc.path))}">Decision log</a>` : doc.kind}</span><span>${doc.path}</span></p>
<h1>${docLabel(doc)}</h1>
${supersededNotice(bundle, doc)}
${amendedBy.length ? html`<div class="notice info" role="note"><strong>Amended.</strong> Read it with ${amendedBy.map((d, i) => html`${i ? ', ' : ''}${docLink(d)}`)}, which change parts of it.</div>` : ''}
<dl class="facts">
${doc.status ? html`<dt>Status</dt><dd>${statusBadge(doc.status)}${statusWords(doc)}</dd>` : ''}
${doc.date ? html`<dt>Date</dt><dd>${doc.date}</dd>` : ''}
${relationList('Superseded by', relation('superseded_by'))}
${relationList('Amended by', amendedBy)}
${relationList('Supersedes', relation('supersedes'))}
${relationList('Amends', relation('amends'))}
${doc.tags.length ? html`<dt>Tags</dt><dd>${doc.tags.join(', ')}</dd>` : ''}
${source ? html`<dt>Source</dt><dd><a href="${source}" rel="noreferrer">${doc.path}</a></dd>` : ''}
</dl>
<div class="doc-layout">
${outlineHtml(doc, text)}
<article class="doc">${raw(body)}</article>
</div>
${relation('links_to').length || relation('linked_from').length
  ? html`<h2>Related documents</h2><dl class="facts">${relationList('Links to', relation('links_to'))}${relationList('Linked from', relation('linked_from'))}</dl>`
  : ''}`;
}
