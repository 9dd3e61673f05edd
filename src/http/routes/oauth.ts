// AUTH_MODE=oauth sign-in: /authorize shows the consent page for an MCP client's request, Allow
// sends the person to the organisation's OpenID provider, and /oauth/callback checks who came back
// (OIDC_ALLOWED) before the worker issues the client its code. The consent comes before the
// provider redirect and the `state` is bound to the browser (the library's helpers), so a client
// can neither skip consent nor replay another browser's sign-in.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AuthorizationError, CimdFetchError, authorizationErrorRedirect } from '@cloudflare/workers-oauth-provider';
import type { AuthRequest } from '@cloudflare/workers-oauth-provider';
import { OAUTH_PATHS, authorizationServerFor } from '../../auth/authorization-server';
import { registeredDocsSiteClient } from '../../auth/docs-site-client';
import { oidcConfig } from '../../auth/oauth-config';
import type { OidcSettings } from '../../auth/oauth-config';
import { isAllowed } from '../../auth/oidc-allowed';
import { ProviderError, exchangeProviderCode, newSignInSecrets, providerAuthorizationUrl } from '../../auth/oidc-upstream';
import type { SignInSecrets } from '../../auth/oidc-upstream';
import { BASELINE_SCOPE, grantableScopes } from '../../auth/oauth-scopes';
import { subjectOf } from '../../auth/subject';
import type { GrantProps } from '../middleware/oauth-bearer';
import { oauthOnly } from '../middleware/oauth-only';
import { signInLimit } from '../middleware/sign-in-limit';
import { renderAuthErrorPage, renderConsentPage } from '../oauth/consent-page';
import { logSignInStorageFailure } from '../oauth/storage-failure';
import { servedName, servedUpstreamNames } from '../served-bundle';

type OAuthContext = Context<{ Bindings: Env }>;

/** Headers every sign-in page carries: never cached, never framed. */
const PAGE_HEADERS = { 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" };

/** Largest consent form read: a handle, a decision and a few scopes fit many times over. */
const MAX_CONSENT_FORM_BYTES = 8 * 1024;

async function errorPage(status: 400 | 413 | 429 | 502 | 503, title: string, message: string, retryAfterSeconds?: number): Promise<Response> {
  const page = await renderAuthErrorPage(title, message);
  const retry: Record<string, string> = retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  return new Response(page, { status, headers: { ...PAGE_HEADERS, ...retry, 'content-type': 'text/html; charset=utf-8' } });
}

function redirect(headers: Headers, location: string): Response {
  headers.set('Location', location);
  headers.set('cache-control', 'no-store');
  return new Response(null, { status: 302, headers });
}

function logSignIn(event: 'oauth_sign_in' | 'oauth_sign_in_refused', subject: string, clientId: string, email: unknown, settings: OidcSettings): void {
  try {
    const who = settings.logEmail && typeof email === 'string' ? { email: email.slice(0, 200) } : {};
    console.log(JSON.stringify({ level: event === 'oauth_sign_in' ? 'info' : 'warn', event, subject, client_id: clientId.slice(0, 200), ...who }));
  } catch {
    // Reporting must never turn one failure into two.
  }
}

/**
 * Renders library errors the way its contract says: redirect only to a validated client. Anything
 * else the library throws comes from its storage (OAUTH_KV) failing under the request: the sign-in
 * step can be retried as it is, so it is a 503 with Retry-After, never a 500.
 */
function authorizationFailure(err: unknown): Response | Promise<Response> {
  if (err instanceof AuthorizationError) {
    if (err.redirectTo) return redirect(new Headers(), err.redirectTo);
    return errorPage(400, 'This sign-in cannot go on', err.description);
  }
  if (err instanceof CimdFetchError) return errorPage(400, 'This app could not be verified', 'Its client metadata document could not be fetched or is not valid.');
  if (err instanceof ProviderError) return errorPage(502, 'Sign-in failed', `${err.message}.`);
  logSignInStorageFailure(err);
  return errorPage(503, 'Sign-in is briefly unavailable', 'This server could not reach its sign-in store. Nothing was changed; go back and try again in a moment.', 1);
}

/** The provider's settings, or a 503 naming each missing setting when it is not configured. */
function settingsOr(c: OAuthContext): OidcSettings | Promise<Response> {
  const config = oidcConfig(c.env);
  if (!config.ok) return errorPage(503, 'Sign-in is not configured', `This server's OAuth settings are incomplete: ${config.problems.join('; ')}.`);
  return config.settings;
}

/** The scopes to offer: what the client asked for that this server grants, else the baseline. */
function offeredScopes(request: AuthRequest, upstreams: readonly string[]): string[] {
  const catalogue = grantableScopes(upstreams);
  const asked = request.scope.filter((s) => catalogue.has(s));
  return asked.length > 0 ? [...new Set(asked)] : [BASELINE_SCOPE];
}

export const oauthRoutes = new Hono<{ Bindings: Env }>();
// Before the body is read and before anything is written: a client over its sign-in budget costs one counter.
const signInPagesLimit = signInLimit((_, refusal) =>
  errorPage(refusal.status, refusal.status === 429 ? 'Too many sign-in attempts' : 'Sign-in is briefly unavailable', refusal.message, refusal.retryAfterSeconds),
);
for (const path of [OAUTH_PATHS.authorize, OAUTH_PATHS.callback]) oauthRoutes.use(path, oauthOnly, signInPagesLimit);
oauthRoutes.post(
  OAUTH_PATHS.authorize,
  bodyLimit({ maxSize: MAX_CONSENT_FORM_BYTES, onError: () => errorPage(413, 'This sign-in cannot go on', `The consent form is over ${MAX_CONSENT_FORM_BYTES / 1024} KiB.`) }),
);

oauthRoutes.get(OAUTH_PATHS.authorize, async (c) => {
  const settings = settingsOr(c);
  if (settings instanceof Promise) return settings;
  const upstreams = await servedUpstreamNames(c.env);
  const oauth = authorizationServerFor(new URL(c.req.url).origin, upstreams).getOAuthApi(c.env);
  try {
    const request = await oauth.parseAuthRequest(c.req.raw);
    // OAuth 2.1 lets confidential clients skip PKCE; MCP clients may not, whatever they registered as.
    if (!request.codeChallenge || request.codeChallengeMethod !== 'S256') {
      return redirect(new Headers(), authorizationErrorRedirect(request, 'invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256'));
    }
    const details = await oauth.describeConsent(request);
    const consent = await oauth.beginConsent(request);
    const firstParty = request.clientId === (await registeredDocsSiteClient(c.env, new URL(c.req.url).origin));
    const page = renderConsentPage({ details, scopes: offeredScopes(request, upstreams), handle: consent.handle, serverName: await servedName(c.env), providerHost: new URL(settings.issuer).host, firstParty });
    for (const [name, value] of Object.entries(PAGE_HEADERS)) consent.headers.set(name, value);
    consent.headers.set('content-type', 'text/html; charset=utf-8');
    return new Response(await page, { status: 200, headers: consent.headers });
  } catch (err) {
    return authorizationFailure(err);
  }
});

oauthRoutes.post(OAUTH_PATHS.authorize, async (c) => {
  const settings = settingsOr(c);
  if (settings instanceof Promise) return settings;
  const origin = new URL(c.req.url).origin;
  const oauth = authorizationServerFor(origin, await servedUpstreamNames(c.env)).getOAuthApi(c.env);
  if (c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
    return errorPage(400, 'This sign-in cannot go on', 'The consent form must be sent as application/x-www-form-urlencoded.');
  }
  try {
    const form = await c.req.raw.clone().formData();
    const handle = String(form.get('handle') ?? '');
    const scopes = form.getAll('scope').map(String);
    // Allowing nothing is declining.
    if (form.get('decision') !== 'approve' || scopes.length === 0) {
      const denied = await oauth.denyConsent(c.req.raw, handle);
      return new Response(null, { status: 302, headers: denied.headers });
    }
    const approved = await oauth.approveConsent(c.req.raw, handle, { scope: scopes });
    const secrets = newSignInSecrets();
    const upstream = await oauth.beginUpstream(approved.request, { data: secrets, headers: approved.headers });
    const location = await providerAuthorizationUrl(settings, `${origin}${OAUTH_PATHS.callback}`, upstream.state, secrets);
    return redirect(upstream.headers, location.href);
  } catch (err) {
    return authorizationFailure(err);
  }
});

oauthRoutes.get(OAUTH_PATHS.callback, async (c) => {
  const settings = settingsOr(c);
  if (settings instanceof Promise) return settings;
  const origin = new URL(c.req.url).origin;
  const oauth = authorizationServerFor(origin).getOAuthApi(c.env);
  const url = new URL(c.req.url);
  try {
    const { request, data, headers } = await oauth.finishUpstream<SignInSecrets>(c.req.raw);
    if (url.searchParams.has('error')) return redirect(headers, authorizationErrorRedirect(request, 'access_denied', 'the sign-in at the identity provider did not complete'));
    const claims = await exchangeProviderCode(settings, url, `${origin}${OAUTH_PATHS.callback}`, data);
    const subject = await subjectOf(claims.iss, claims.sub);
    if (!isAllowed(settings.policy, claims)) {
      logSignIn('oauth_sign_in_refused', subject, request.clientId, claims.email, settings);
      return redirect(headers, authorizationErrorRedirect(request, 'access_denied', 'this account is not allowed to use this server'));
    }
    const props: GrantProps = { subject, ...(settings.logEmail && typeof claims.email === 'string' ? { email: claims.email } : {}) };
    const { redirectTo } = await oauth.completeAuthorization({ request, userId: subject, metadata: { signedInAt: new Date().toISOString() }, scope: request.scope, props });
    logSignIn('oauth_sign_in', subject, request.clientId, claims.email, settings);
    return redirect(headers, redirectTo);
  } catch (err) {
    return authorizationFailure(err);
  }
});
