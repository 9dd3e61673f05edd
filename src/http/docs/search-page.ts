// The search page: the form (query, kind, status) and the ranked results of search_architecture
// itself — the same engine, ranking, cutoff and excerpts a model gets — each with its status badge,
// best section and successor. Results are links the arrow keys move through (site.js).
import { html } from 'hono/html';
import { docPagePath } from '../../docs/site-paths';
import { ADR_STATUSES } from '../../docs/types';
import type { LoadedBundle } from '../../storage/bundle-loader';
import { docLabel, statusBadge } from './layout';
import type { Html } from './layout';

/** What the form was sent with, already checked against the choices it offers. */
export interface SearchForm {
  query: string;
  kind: SearchKind;
  status: string;
}

const SEARCH_KINDS = { all: 'Everything', adr: 'Decisions (ADRs)', patterns: 'Patterns', guidelines: 'Guidelines' } as const;
export type SearchKind = keyof typeof SEARCH_KINDS;

/** One result as search_architecture returns it (the fields the page shows). */
export interface SearchHit {
  uri: string;
  path: string;
  title: string;
  resource_type: string;
  status?: string;
  adr_id?: string;
  excerpt: string;
  section?: { anchor?: string; heading: string };
  superseded_by?: string;
  tags: string[];
}

export type SearchOutcome = { results: SearchHit[]; total: number } | { error: string };

/** The form's values from a query string; anything it does not offer falls back to its default. */
export function searchFormOf(params: URLSearchParams): SearchForm {
  const kind = params.get('kind') ?? 'all';
  const status = params.get('status') ?? '';
  return {
    query: (params.get('q') ?? '').trim(),
    kind: Object.hasOwn(SEARCH_KINDS, kind) ? (kind as SearchKind) : 'all',
    status: (ADR_STATUSES as readonly string[]).includes(status) ? status : '',
  };
}

/** The search form, filled with what was asked. */
export function searchFormHtml(form: SearchForm): Html {
  return html`<form class="search" role="search" method="get" action="/docs/search">
<label class="visually-hidden" for="q">Search the architecture knowledge</label>
<input id="q" type="search" name="q" value="${form.query}" maxlength="500" placeholder="Search decisions, patterns, guidelines" autocomplete="off">
<label class="visually-hidden" for="kind">Kind</label>
<select id="kind" name="kind">${Object.entries(SEARCH_KINDS).map(([value, label]) => html`<option value="${value}"${value === form.kind ? html` selected` : ''}>${label}</option>`)}</select>
<label class="visually-hidden" for="status">ADR status</label>
<select id="status" name="status"><option value="">Any status</option>${ADR_STATUSES.map((s) => html`<option value="${s}"${s === form.status ? html` selected` : ''}>${s}</option>`)}</select>
<button type="submit">Search</button>
</form>`;
}

function resultItem(bundle: LoadedBundle, hit: SearchHit): Html {
  const href = docPagePath(hit.uri);
  const successor = hit.superseded_by ? bundle.byPath.get(hit.superseded_by) : undefined;
  return html`<li>
<a class="result-title" data-result href="${href}">${docLabel({ adrId: hit.adr_id, title: hit.title, kind: hit.resource_type })}</a>
<div class="meta"><span>${hit.resource_type}</span>${statusBadge(hit.status)}<span>${hit.path}</span></div>
<p class="excerpt">${hit.excerpt}</p>
${hit.section?.anchor ? html`<div class="meta">Best match: <a href="${href}#${hit.section.anchor}">${hit.section.heading}</a></div>` : ''}
${successor ? html`<div class="meta">Superseded by <a href="${docPagePath(successor.uri)}">${docLabel(successor)}</a></div>` : ''}
</li>`;
}

/** The results (or the refusal) for the form's query. */
export function searchResultsHtml(bundle: LoadedBundle, form: SearchForm, outcome: SearchOutcome | undefined): Html {
  if (!outcome) return html`<p class="muted">Type what you are looking for: a technology, a question, an ADR number (“ADR-12”), a pattern name.</p>`;
  if ('error' in outcome) return html`<p class="notice" role="alert">${outcome.error}</p>`;
  const { results, total } = outcome;
  const heading = results.length === 0 ? html`No documents match “${form.query}”.` : html`${results.length} of ${total} matching documents for “${form.query}”`;
  return html`<h2 id="results-heading">${heading}</h2>
${results.length ? html`<ol class="results" aria-labelledby="results-heading">${results.map((hit) => resultItem(bundle, hit))}</ol>
<p class="muted">Arrow keys move through the results; “/” returns to the search box.</p>` : ''}`;
}
