// A person's session on the docs site under AUTH_MODE=oauth: an access token (audience: this
// server's /docs, so it is no use at /mcp) and its refresh token, kept in one cookie that is
// HttpOnly, SameSite=Lax and Secure everywhere but loopback. Tokens come from this server's own
// token endpoint, called in the same isolate; an expired access token is refreshed in place.
import { isLoopbackHostname } from '../../secure-url';
import { OAUTH_PATHS, authorizationServerFor, docsResourceOf } from '../../auth/authorization-server';
import type { GrantProps } from '../middleware/oauth-bearer';

/** The session cookie: `<access token>|<refresh token>`, sent only to /docs. */
export const SESSION_COOKIE = 'arch_docs_session';
/** A sign-in under way: its state, PKCE verifier and where to go after, sent only to /docs/auth. */
export const SIGN_IN_COOKIE = 'arch_docs_sign_in';
/** How long a session may last without a sign-in: the refresh token's life. */
const SESSION_MAX_AGE_S = 30 * 86_400;
/** How long a sign-in may take at the consent page and the identity provider. */
const SIGN_IN_MAX_AGE_S = 900;

/** The person a valid session belongs to, and the scopes they approved. */
export interface DocsViewer {
  subject: string;
  scopes: string[];
}

/** Tokens the token endpoint issued. */
export interface SessionTokens {
  access: string;
  refresh?: string;
}

/** A Set-Cookie value with the attributes every docs cookie carries. */
function cookie(url: URL, name: string, value: string, path: string, maxAge: number): string {
  const secure = isLoopbackHostname(url.hostname) ? '' : '; Secure';
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function sessionCookie(url: URL, tokens: SessionTokens): string {
  return cookie(url, SESSION_COOKIE, `${tokens.access}|${tokens.refresh ?? ''}`, '/docs', SESSION_MAX_AGE_S);
}

export function clearedSessionCookie(url: URL): string {
  return cookie(url, SESSION_COOKIE, '', '/docs', 0);
}

export function signInCookie(url: URL, value: string): string {
  return cookie(url, SIGN_IN_COOKIE, value, '/docs/auth', SIGN_IN_MAX_AGE_S);
}

export function clearedSignInCookie(url: URL): string {
  return cookie(url, SIGN_IN_COOKIE, '', '/docs/auth', 0);
}

/** The value of cookie `name` in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The tokens of a session cookie value, or undefined when it is not one. */
export function parseSession(value: string | undefined): SessionTokens | undefined {
  if (!value || value.length > 2048) return undefined;
  const [access, refresh] = value.split('|');
  return access ? { access, ...(refresh ? { refresh } : {}) } : undefined;
}

/** Who holds `token`, when it is a live access token this server issued for its docs site. */
export async function viewerOf(env: Env, origin: string, token: string): Promise<DocsViewer | undefined> {
  // The library's tokens are `user:grant:secret`; anything else cannot be one, and costs no KV read.
  if (token.length > 512 || token.split(':').length !== 3) return undefined;
  const validated = await authorizationServerFor(origin).validateToken<GrantProps>(docsResourceOf(origin), token, env);
  if (!validated || validated.expiresAt * 1000 <= Date.now() || typeof validated.props?.subject !== 'string') return undefined;
  return { subject: validated.props.subject, scopes: validated.scope };
}

/** Posts a form to this server's token endpoint (token, refresh and revocation) without leaving the isolate. */
async function tokenEndpoint(env: Env, origin: string, ctx: ExecutionContext, form: Record<string, string>): Promise<Response> {
  const request = new Request(`${origin}${OAUTH_PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return authorizationServerFor(origin).fetch(request, env, ctx);
}

async function tokensFrom(response: Response): Promise<SessionTokens | undefined> {
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  const body = (await response.json()) as { access_token?: unknown; refresh_token?: unknown };
  if (typeof body.access_token !== 'string') return undefined;
  return { access: body.access_token, ...(typeof body.refresh_token === 'string' ? { refresh: body.refresh_token } : {}) };
}

/** Exchanges the code the authorization server sent to the docs site's callback. */
export async function exchangeCode(env: Env, origin: string, ctx: ExecutionContext, params: { code: string; clientId: string; redirectUri: string; verifier: string }): Promise<SessionTokens | undefined> {
  return tokensFrom(
    await tokenEndpoint(env, origin, ctx, {
      grant_type: 'authorization_code',
      code: params.code,
      client_id: params.clientId,
      redirect_uri: params.redirectUri,
      code_verifier: params.verifier,
      resource: docsResourceOf(origin),
    }),
  );
}

/** New tokens for a session whose access token expired, or undefined when its refresh token no longer works. */
export async function refreshSession(env: Env, origin: string, ctx: ExecutionContext, clientId: string, refresh: string): Promise<SessionTokens | undefined> {
  return tokensFrom(await tokenEndpoint(env, origin, ctx, { grant_type: 'refresh_token', refresh_token: refresh, client_id: clientId, resource: docsResourceOf(origin) }));
}

/** Ends a session's grant at the authorization server (signing out); a failure leaves only the cookie to clear. */
export async function revokeSession(env: Env, origin: string, ctx: ExecutionContext, clientId: string, token: string): Promise<void> {
  try {
    const response = await tokenEndpoint(env, origin, ctx, { token, client_id: clientId });
    await response.body?.cancel();
  } catch {
    // Signing out still clears the cookie.
  }
}
