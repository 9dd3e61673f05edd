// Signing in to the docs site (AUTH_MODE=oauth): /docs/auth/sign-in sends the person to this
// server's own /authorize as the docs site's client (PKCE, the docs:read scope, the /docs resource),
// so the consent page, the organisation's identity provider and OIDC_ALLOWED decide exactly as for
// an MCP client; /docs/auth/callback turns the code into the session cookie; sign-out revokes it.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { html } from 'hono/html';
import { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } from 'oauth4webapi';
import { OAUTH_PATHS, docsResourceOf } from '../../auth/authorization-server';
import { DOCS_CALLBACK_PATH, docsSiteClientId, registeredDocsSiteClient } from '../../auth/docs-site-client';
import { BASELINE_SCOPE } from '../../auth/oauth-scopes';
import { DOCS_SITE_PATH } from '../../docs/site-paths';
import { messagePage } from '../docs/layout';
import type { Html } from '../docs/layout';
import { pageHeaders } from '../docs/page-headers';
import {
  SESSION_COOKIE,
  SIGN_IN_COOKIE,
  clearedSessionCookie,
  clearedSignInCookie,
  exchangeCode,
  parseSession,
  readCookie,
  revokeSession,
  sessionCookie,
  signInCookie,
} from '../docs/session';
import { docsSiteAccess } from '../docs/site-access';
import { SIGN_IN_PATH } from '../middleware/docs-access';
import { originGuard } from '../middleware/origin-guard';

/** Where a sign-in may lead back to: a docs-site path, never another site. */
function safeNext(value: string | null): string {
  if (!value || value.length > 2000 || !/^\/docs(?:[/?#]|$)/.test(value) || /[\\\u0000-\u001f]/.test(value)) return DOCS_SITE_PATH;
  return value;
}

function toBase64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

async function messageResponse(status: 200 | 400 | 403 | 502, title: string, message: Html, cookies: string[] = []): Promise<Response> {
  const body = await messagePage({ title, message, action: html`<p><a href="${SIGN_IN_PATH}">Sign in</a></p>` });
  const headers = new Headers(pageHeaders('sign-in'));
  for (const c of cookies) headers.append('set-cookie', c);
  return new Response(body, { status, headers });
}

/** 404 unless the docs site is open by sign-in (AUTH_MODE=oauth and the site not turned off). */
const signInSiteOnly = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (docsSiteAccess(c.env) !== 'sign-in') return c.json({ error: 'not found' }, 404);
  await next();
});

export const docsSignInRoutes = new Hono<{ Bindings: Env }>();
docsSignInRoutes.post('/docs/auth/sign-out', originGuard);
for (const path of [SIGN_IN_PATH, DOCS_CALLBACK_PATH, '/docs/auth/sign-out']) docsSignInRoutes.use(path, signInSiteOnly);

docsSignInRoutes.get(SIGN_IN_PATH, async (c) => {
  const url = new URL(c.req.url);
  const verifier = generateRandomCodeVerifier();
  const state = generateRandomState();
  const authorize = new URL(OAUTH_PATHS.authorize, url.origin);
  const params = {
    response_type: 'code',
    client_id: await docsSiteClientId(c.env, url.origin),
    redirect_uri: `${url.origin}${DOCS_CALLBACK_PATH}`,
    scope: BASELINE_SCOPE,
    state,
    code_challenge: await calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    resource: docsResourceOf(url.origin),
  };
  for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);
  const pending = `${state}.${verifier}.${toBase64Url(safeNext(url.searchParams.get('next')))}`;
  return new Response(null, { status: 302, headers: { location: `${authorize.pathname}${authorize.search}`, 'set-cookie': signInCookie(url, pending), 'cache-control': 'no-store' } });
});

docsSignInRoutes.get(DOCS_CALLBACK_PATH, async (c) => {
  const url = new URL(c.req.url);
  const [state, verifier, next] = (readCookie(c.req.header('cookie'), SIGN_IN_COOKIE) ?? '').split('.');
  const cleared = clearedSignInCookie(url);
  if (!state || !verifier || !next || url.searchParams.get('state') !== state) {
    return messageResponse(400, 'This sign-in cannot go on', html`It was started in another browser, or it took too long. Sign in again.`, [cleared]);
  }
  const code = url.searchParams.get('code');
  if (url.searchParams.has('error') || !code) {
    return messageResponse(403, 'You are not signed in', html`The sign-in was declined, or this account may not use this server.`, [cleared]);
  }
  const clientId = await registeredDocsSiteClient(c.env, url.origin);
  const tokens = clientId && (await exchangeCode(c.env, url.origin, c.executionCtx as ExecutionContext, { code, clientId, redirectUri: `${url.origin}${DOCS_CALLBACK_PATH}`, verifier }));
  if (!tokens) return messageResponse(502, 'Sign-in failed', html`The sign-in could not be completed. Sign in again.`, [cleared]);
  let location: string;
  try {
    location = safeNext(fromBase64Url(next));
  } catch {
    location = DOCS_SITE_PATH;
  }
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  headers.append('set-cookie', cleared);
  headers.append('set-cookie', sessionCookie(url, tokens));
  return new Response(null, { status: 302, headers });
});

docsSignInRoutes.post('/docs/auth/sign-out', async (c) => {
  const url = new URL(c.req.url);
  const tokens = parseSession(readCookie(c.req.header('cookie'), SESSION_COOKIE));
  const clientId = await registeredDocsSiteClient(c.env, url.origin);
  if (tokens?.refresh && clientId) await revokeSession(c.env, url.origin, c.executionCtx as ExecutionContext, clientId, tokens.refresh);
  return messageResponse(200, 'Signed out', html`You are signed out of the docs site.`, [clearedSessionCookie(url)]);
});
