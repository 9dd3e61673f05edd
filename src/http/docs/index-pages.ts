// The site's lists: the home page (counts, search, the decision logs and indexes), the index of
// decision logs, one decision log (id, title, date, status, and supersede chains as links), and the
// pattern and guideline indexes.
import { html } from 'hono/html';
import { docPagePath } from '../../docs/site-paths';
import type { PublishedDoc } from '../../docs/types';
import type { LoadedBundle } from '../../storage/bundle-loader';
import { catalogueOf, supersedeChain } from './catalogue';
import type { DecisionLog } from './catalogue';
import { docLabel, statusBadge } from './layout';
import type { Html } from './layout';
import { searchFormHtml } from './search-page';

function logName(log: DecisionLog): string {
  return log.folder === '' ? 'ADRs at the root of the docs' : log.folder.replace(/\/$/, '');
}

function logList(logs: DecisionLog[]): Html {
  return html`<ul class="entries">${logs.map((log) => html`<li><a href="${log.href}">${logName(log)}</a> <span class="muted">${log.adrs.length} ADR${log.adrs.length === 1 ? '' : 's'}</span></li>`)}</ul>`;
}

/** The home page: what the knowledge base holds and where to start. */
export function homeHtml(bundle: LoadedBundle): Html {
  const { logs, byKind } = catalogueOf(bundle);
  const { counts } = bundle.manifest;
  return html`<h1>${bundle.manifest.name}</h1>
<p>The organisation's architecture decisions, design patterns and engineering guidelines — what its AI assistants read, for people.</p>
${searchFormHtml({ query: '', kind: 'all', status: '' })}
<ul class="counts">
<li><b>${counts.docs}</b>documents</li>
<li><b>${counts.adr}</b>decisions</li>
<li><b>${counts.pattern}</b>patterns</li>
<li><b>${counts.guideline}</b>guidelines</li>
</ul>
<h2>Decision logs</h2>
${logs.length ? logList(logs) : html`<p class="muted">No ADRs in this build.</p>`}
<h2>Indexes</h2>
<ul class="entries">
<li><a href="/docs/patterns">Patterns</a> <span class="muted">${byKind.pattern.length}</span></li>
<li><a href="/docs/guidelines">Guidelines</a> <span class="muted">${byKind.guideline.length}</span></li>
</ul>`;
}

/** Every decision log. */
export function logIndexHtml(bundle: LoadedBundle): Html {
  const { logs } = catalogueOf(bundle);
  return html`<h1>Decision logs</h1>
<p>Each folder of architecture decision records is a log, numbered in the order its decisions were taken.</p>
${logs.length ? logList(logs) : html`<p class="muted">No ADRs in this build.</p>`}`;
}

function chainHtml(bundle: LoadedBundle, doc: PublishedDoc): Html {
  const chain = supersedeChain(bundle, doc);
  const replaced = doc.supersedes.map((p) => bundle.byPath.get(p)).filter((d): d is PublishedDoc => d !== undefined);
  return html`${chain.length
    ? html`<div class="chain">Superseded by ${chain.map((d, i) => html`${i ? ' → ' : ''}<a href="${docPagePath(d.uri)}">${d.adrId ? `ADR-${d.adrId}` : d.title}</a>`)}</div>`
    : ''}${replaced.length ? html`<div class="chain muted">Supersedes ${replaced.map((d, i) => html`${i ? ', ' : ''}<a href="${docPagePath(d.uri)}">${d.adrId ? `ADR-${d.adrId}` : d.title}</a>`)}</div>` : ''}`;
}

/** One decision log: its ADRs in number order, with their supersede chains. */
export function logHtml(bundle: LoadedBundle, log: DecisionLog): Html {
  const inForce = log.adrs.filter((d) => d.status === 'accepted' || d.status === 'implemented').length;
  return html`<h1>Decision log: ${logName(log)}</h1>
<p class="muted">${log.adrs.length} decisions, ${inForce} accepted or implemented.</p>
<ol class="log">${log.adrs.map(
    (doc) => html`<li>
<span class="id">${doc.adrId ? `ADR-${doc.adrId}` : '—'}</span>
<div><a href="${docPagePath(doc.uri)}">${doc.title}</a>
<div class="meta">${statusBadge(doc.status ?? 'unknown')}${doc.date ? html`<span>${doc.date}</span>` : ''}</div>
${chainHtml(bundle, doc)}</div>
</li>`,
  )}</ol>`;
}

/** The index of one kind of document (patterns, guidelines), by title. */
export function kindIndexHtml(title: string, intro: string, docs: PublishedDoc[]): Html {
  return html`<h1>${title}</h1>
<p>${intro}</p>
${docs.length
  ? html`<ul class="entries">${docs.map(
      (doc) => html`<li><a href="${docPagePath(doc.uri)}">${docLabel(doc)}</a>${doc.aliases.length ? html` <span class="muted">— also ${doc.aliases.join(', ')}</span>` : ''}
<div class="meta"><span>${doc.path}</span>${doc.tags.length ? html`<span>${doc.tags.join(', ')}</span>` : ''}</div></li>`,
    )}</ul>`
  : html`<p class="muted">None in this build.</p>`}`;
}
