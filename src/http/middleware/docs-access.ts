// The docs site's door: 404 when DOCS_SITE (or AUTH_MODE=api-key) turns the site off, or when
// ENABLED_TOOLS leaves out read_document (which closes the documents everywhere); under
// AUTH_MODE=oauth a session from the sign-in, refreshed in place when its access token expired,
// else a redirect to sign in; and 403 for a person whose approved scopes do not open documents —
// the rule /mcp applies (src/auth/access.ts).
import { createMiddleware } from 'hono/factory';
import { html } from 'hono/html';
import { registeredDocsSiteClient } from '../../auth/docs-site-client';
import { messagePage } from '../docs/layout';
import { pageHeaders } from '../docs/page-headers';
import { SESSION_COOKIE, clearedSessionCookie, parseSession, readCookie, refreshSession, sessionCookie, viewerOf } from '../docs/session';
import type { DocsViewer, SessionTokens } from '../docs/session';
import { docsSiteAccess } from '../docs/site-access';
import type { DocsSiteAccess } from '../docs/site-access';
import { documentsOpen, signedInDocumentsOpen } from '../../auth/access';
import { deploymentAllowList } from '../../auth/scopes';

export type DocsVariables = { docsAccess: DocsSiteAccess };

/** The page path to come back to after signing in. */
export const SIGN_IN_PATH = '/docs/auth/sign-in';

async function forbidden(): Promise<Response> {
  const body = await messagePage({
    title: 'Your sign-in does not open the documents',
    message: html`The access you approved does not include <code>docs:read</code>, which reading the architecture documents needs.`,
    action: html`<p><a href="${SIGN_IN_PATH}">Sign in again</a> and allow <code>docs:read</code>.</p>`,
  });
  return new Response(body, { status: 403, headers: pageHeaders('sign-in') });
}

/** The person a request's session belongs to, refreshing an expired access token when the refresh token still works. */
async function sessionViewer(env: Env, url: URL, ctx: ExecutionContext, cookieHeader: string | undefined): Promise<{ viewer?: DocsViewer; renewed?: SessionTokens; hadSession: boolean }> {
  const tokens = parseSession(readCookie(cookieHeader, SESSION_COOKIE));
  if (!tokens) return { hadSession: false };
  const viewer = await viewerOf(env, url.origin, tokens.access);
  if (viewer || !tokens.refresh) return { viewer, hadSession: true };
  const clientId = await registeredDocsSiteClient(env, url.origin);
  const renewed = clientId ? await refreshSession(env, url.origin, ctx, clientId, tokens.refresh) : undefined;
  const again = renewed ? await viewerOf(env, url.origin, renewed.access) : undefined;
  return again ? { viewer: again, renewed, hadSession: true } : { hadSession: true };
}

/** Guards every docs-site page; sets `docsAccess` for the pages to render with. */
export const docsAccess = createMiddleware<{ Bindings: Env; Variables: DocsVariables }>(async (c, next) => {
  const access = docsSiteAccess(c.env);
  if (access === 'off' || !documentsOpen(deploymentAllowList(c.env.ENABLED_TOOLS))) return c.json({ error: 'not found' }, 404);
  c.set('docsAccess', access);
  if (access === 'public') return next();
  const url = new URL(c.req.url);
  const { viewer, renewed, hadSession } = await sessionViewer(c.env, url, c.executionCtx as ExecutionContext, c.req.header('cookie'));
  if (!viewer) {
    const location = `${SIGN_IN_PATH}?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
    const headers = new Headers({ location, 'cache-control': 'no-store' });
    if (hadSession) headers.append('set-cookie', clearedSessionCookie(url));
    return new Response(null, { status: 302, headers });
  }
  const refused = signedInDocumentsOpen(c.env.ENABLED_TOOLS, viewer.scopes) ? undefined : await forbidden();
  if (!refused) await next();
  const response = refused ?? new Response(c.res.body, c.res);
  if (renewed) response.headers.append('set-cookie', sessionCookie(url, renewed));
  c.res = response;
  return response;
});
