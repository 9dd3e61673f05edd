// /docs: the knowledge base for people, on the same server and the same build as /mcp. The home
// page, search (search_architecture itself), a page per document, the decision logs and the
// pattern and guideline indexes — server-rendered, each page cached per build (isolate memory, then
// the Cache API), behind the docs site's door (public, signed in, or off).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { DOC_PAGE_PREFIX, docUriOfPage } from '../../docs/site-paths';
import { SERVER_VERSION } from '../../mcp/server';
import { r2DocumentStore } from '../../storage/document-store';
import type { LoadedBundle } from '../../storage/bundle-loader';
import { executeTool } from '../../tools/executor';
import { searchArchitectureTool } from '../../tools/search-architecture';
import { SITE_CSS, SITE_JS } from '../docs/assets';
import { catalogueOf, logAt } from '../docs/catalogue';
import { documentHtml } from '../docs/document-page';
import { homeHtml, kindIndexHtml, logHtml, logIndexHtml } from '../docs/index-pages';
import { messagePage, page } from '../docs/layout';
import type { Html, Section } from '../docs/layout';
import { cachedPage, pageCacheKey } from '../docs/page-cache';
import { pageHeaders } from '../docs/page-headers';
import { searchFormHtml, searchFormOf, searchResultsHtml } from '../docs/search-page';
import type { SearchHit, SearchOutcome } from '../docs/search-page';
import { docsSiteAccess } from '../docs/site-access';
import { cacheTtlFor } from '../cache-ttl';
import { docsAccess } from '../middleware/docs-access';
import type { DocsVariables } from '../middleware/docs-access';
import { servedBundle } from '../served-bundle';

type DocsEnv = { Bindings: Env; Variables: DocsVariables };
type DocsContext = Context<DocsEnv>;

/** Most results the search page shows (search_architecture's own maximum). */
const SEARCH_RESULTS = 20;

/** A rendered view: the tab title, which section it belongs to, and the content. */
interface View {
  title: string;
  section: Section;
  main: Html;
}

/** A page that cannot be shown (its content is missing): answered with `status`, never cached. */
class PageProblem extends Error {
  constructor(readonly status: 404 | 503, readonly title: string, message: string) {
    super(message);
  }
}

async function message(c: DocsContext, status: 404 | 503, title: string, text: string): Promise<Response> {
  const body = await messagePage({ title, message: html`${text}`, action: html`<p><a href="/docs">Go to the docs home</a></p>` });
  return new Response(body, { status, headers: pageHeaders(c.get('docsAccess')) });
}

/** A page handler that needs the current build; before the first publish the page says so (503). */
function withBundle(handler: (c: DocsContext, bundle: LoadedBundle) => Promise<Response>) {
  return async (c: DocsContext): Promise<Response> => {
    const bundle = await servedBundle(c.env);
    return bundle ? handler(c, bundle) : message(c, 503, 'Nothing published yet', 'No docs build has been published to this server yet; run npm start or npm run deploy.');
  };
}

/**
 * Serves a page of the current build: from the page cache under `key` (the build, who the site is
 * open to, and the normalised path and query), else rendered by `render`.
 */
async function servePage(c: DocsContext, bundle: LoadedBundle, key: string, render: () => Promise<View> | View): Promise<Response> {
  const access = c.get('docsAccess');
  const frame = { name: bundle.manifest.name, buildId: bundle.buildId, builtAt: bundle.manifest.builtAt, version: SERVER_VERSION, signIn: access === 'sign-in' };
  try {
    const body = await cachedPage(pageCacheKey(bundle.buildId, `/${access}${key}`), cacheTtlFor(c.env), (p) => c.executionCtx.waitUntil(p), async () => {
      const view = await render();
      return page(frame, view);
    });
    return new Response(body, { headers: pageHeaders(access) });
  } catch (err) {
    if (err instanceof PageProblem) return message(c, err.status, err.title, err.message);
    throw err;
  }
}

/** search_architecture over the form's query, through the executor as a tool call runs (validation, masking). */
async function search(bundle: LoadedBundle, env: Env, form: ReturnType<typeof searchFormOf>): Promise<SearchOutcome | undefined> {
  if (!form.query) return undefined;
  const args = { query: form.query, resource_type: form.kind, max_results: SEARCH_RESULTS, ...(form.status ? { status: form.status } : {}) };
  const result = await executeTool(
    searchArchitectureTool,
    args,
    { bundle, documents: r2DocumentStore(env.DOCS), callTool: () => Promise.reject(new Error('the docs site calls no other tool')) },
    // The page cache keeps the whole page; a second cache of the same answer would only hold memory.
    { cacheTtlSeconds: 0 },
  );
  if (result.isError) return { error: result.content.map((b) => (b.type === 'text' ? b.text : '')).join(' ') };
  const output = result.structuredContent as { results: SearchHit[]; total_matches: number };
  return { results: output.results, total: output.total_matches };
}

function serveAsset(c: DocsContext, body: string, type: string): Response {
  if (docsSiteAccess(c.env) === 'off') return c.json({ error: 'not found' }, 404);
  return new Response(body, { headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' } });
}

export const docsRoutes = new Hono<DocsEnv>();
docsRoutes.get('/docs/assets/site.css', (c) => serveAsset(c, SITE_CSS, 'text/css'));
docsRoutes.get('/docs/assets/site.js', (c) => serveAsset(c, SITE_JS, 'text/javascript'));
for (const path of ['/docs', '/docs/', '/docs/search', '/docs/adrs', '/docs/adrs/*', '/docs/patterns', '/docs/guidelines', `${DOC_PAGE_PREFIX}*`]) docsRoutes.use(path, docsAccess);

docsRoutes.get('/docs/', (c) => c.redirect('/docs', 301));

docsRoutes.get(
  '/docs',
  withBundle(async (c, bundle) => servePage(c, bundle, '/docs', () => ({ title: 'Home', section: 'none', main: homeHtml(bundle) }))),
);

docsRoutes.get(
  '/docs/search',
  withBundle(async (c, bundle) => {
    const form = searchFormOf(new URL(c.req.url).searchParams);
    const key = `/docs/search?${new URLSearchParams({ q: form.query, kind: form.kind, status: form.status })}`;
    return servePage(c, bundle, key, async () => ({
      title: form.query ? `Search: ${form.query}` : 'Search',
      section: 'search',
      main: html`<h1>Search</h1>${searchFormHtml(form)}${searchResultsHtml(bundle, form, await search(bundle, c.env, form))}`,
    }));
  }),
);

docsRoutes.get(
  '/docs/adrs',
  withBundle(async (c, bundle) => servePage(c, bundle, '/docs/adrs', () => ({ title: 'Decision logs', section: 'adrs', main: logIndexHtml(bundle) }))),
);

docsRoutes.get(
  '/docs/adrs/*',
  withBundle(async (c, bundle) => {
    const log = logAt(catalogueOf(bundle), new URL(c.req.url).pathname.slice('/docs/adrs/'.length));
    if (!log) return message(c, 404, 'No such decision log', 'This build has no folder of ADRs at that address.');
    return servePage(c, bundle, log.href, () => ({ title: `Decision log ${log.folder || '(root)'}`, section: 'adrs', main: logHtml(bundle, log) }));
  }),
);

const KIND_INDEXES = [
  { path: '/docs/patterns', kind: 'pattern', title: 'Patterns', section: 'patterns', intro: 'Design patterns as the organisation uses them; validate_against_pattern checks code against these.' },
  { path: '/docs/guidelines', kind: 'guideline', title: 'Guidelines', section: 'guidelines', intro: 'Engineering guidelines: how the organisation builds, reviews and runs its software.' },
] as const;

for (const index of KIND_INDEXES) {
  docsRoutes.get(
    index.path,
    withBundle(async (c, bundle) => servePage(c, bundle, index.path, () => ({ title: index.title, section: index.section, main: kindIndexHtml(index.title, index.intro, catalogueOf(bundle).byKind[index.kind]) }))),
  );
}

docsRoutes.get(
  `${DOC_PAGE_PREFIX}*`,
  withBundle(async (c, bundle) => {
    const uri = docUriOfPage(new URL(c.req.url).pathname.slice(DOC_PAGE_PREFIX.length));
    const doc = uri === undefined ? undefined : bundle.byUri.get(uri);
    if (!doc) return message(c, 404, 'No such document', `Build ${bundle.buildId.slice(0, 12)} has no document at this address. Search for it instead.`);
    const section: Section = doc.kind === 'adr' ? 'adrs' : doc.kind === 'pattern' ? 'patterns' : 'guidelines';
    return servePage(c, bundle, `${DOC_PAGE_PREFIX}${uri!.slice('arch://docs/'.length)}`, async () => {
      const text = await r2DocumentStore(c.env.DOCS).readText(doc.sha256);
      if (text === undefined) throw new PageProblem(503, 'Document missing from storage', `${doc.path} is listed in this build but its content is missing; republish the docs.`);
      return { title: doc.title, section, main: documentHtml(bundle, doc, text) };
    });
  }),
);
