// Access control for /mcp and /metrics. AUTH_MODE "public" (default) serves everyone and honours
// a Bearer API key when one is sent; "api-key" requires one; "oauth" requires an OAuth access
// token issued by this server for its /mcp, or an API key. /metrics is for operators: a key with
// the `metrics` scope, or no credential on a local server in public mode. A missing or unknown
// credential is a 401 with WWW-Authenticate: Bearer, decided before any MCP handling.
import { createMiddleware } from 'hono/factory';
import { OPERATOR_SCOPE, isOperator } from '../../auth/access';
import { parseAuthMode } from '../../auth/auth-mode';
import type { AuthMode } from '../../auth/auth-mode';
import { API_KEY_PREFIX } from '../../auth/api-key-format';
import type { ApiKeyRecord } from '../../auth/api-key-format';
import { lookupApiKey } from '../../auth/api-key-lookup';
import { RpcErrorCode, httpRpcError } from '../../errors';
import { oauthChallenge, validateAccessToken } from './oauth-bearer';
import type { OAuthGrant } from './oauth-bearer';

/** What later handlers learn from the auth step: the caller's API key or OAuth grant, if any. */
export type AuthVariables = { apiKey: ApiKeyRecord | undefined; grant: OAuthGrant | undefined };

let warnedMode: string | undefined;

/** Parses AUTH_MODE. Anything unrecognised fails closed (api-key) and is logged once. */
export function authMode(value: string | undefined): AuthMode {
  const parsed = parseAuthMode(value);
  if (parsed) return parsed;
  const mode = (value ?? '').trim().toLowerCase();
  if (warnedMode !== mode) {
    warnedMode = mode;
    console.error(JSON.stringify({ level: 'error', event: 'config', message: `AUTH_MODE "${mode.slice(0, 40)}" is not public, api-key or oauth; requiring API keys` }));
  }
  return 'api-key';
}

function unauthorized(message: string, error?: 'invalid_request' | 'invalid_token') {
  const challenge = `Bearer realm="arch-mcp"${error ? `, error="${error}"` : ''}`;
  return httpRpcError(401, RpcErrorCode.ServerError, `Unauthorized: ${message}`, { 'WWW-Authenticate': challenge });
}

function bearerOf(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('expected "Authorization: Bearer <key>"', 'invalid_request');
  return match[1]!;
}

async function requireKnownKey(env: Env, presented: string): Promise<ApiKeyRecord> {
  const record = await lookupApiKey(env.BUNDLES, presented);
  if (!record) throw unauthorized('the API key is unknown or revoked', 'invalid_token');
  return record;
}

/**
 * Resolves the caller's API key (if any) into `c.var.apiKey`, or answers 401. Guards /metrics;
 * under AUTH_MODE=oauth it requires a key there, since OAuth tokens are bound to /mcp alone.
 */
const apiKeyAuth = createMiddleware<{ Bindings: Env; Variables: AuthVariables }>(async (c, next) => {
  const mode = authMode(c.env.AUTH_MODE);
  const presented = bearerOf(c.req.header('authorization'));
  c.set('grant', undefined);
  if (presented === undefined) {
    if (mode !== 'public') throw unauthorized('this server requires an API key (Authorization: Bearer <key>)');
    c.set('apiKey', undefined);
    return next();
  }
  c.set('apiKey', await requireKnownKey(c.env, presented));
  await next();
});

/**
 * Guards operator routes (/metrics): an API key holding the `metrics` scope, or no credential at
 * all on a local server in public mode. OAuth tokens are bound to /mcp and are refused here as
 * unknown keys.
 */
export const operatorAuth = createMiddleware<{ Bindings: Env; Variables: AuthVariables }>(async (c, next) => {
  await apiKeyAuth(c, async () => {
    const apiKey = c.get('apiKey');
    const operator = isOperator({ keyScopes: apiKey ? (apiKey.scopes ?? []) : undefined, token: false, publicMode: authMode(c.env.AUTH_MODE) === 'public', local: c.env.ARCH_MCP_LOCAL === '1' });
    if (!operator) {
      if (!apiKey) throw unauthorized(`this endpoint needs an API key with the ${OPERATOR_SCOPE} scope (Authorization: Bearer <key>)`);
      throw httpRpcError(403, RpcErrorCode.ServerError, `Forbidden: this API key lacks the ${OPERATOR_SCOPE} scope; create one with \`arch-mcp keys create --tools ... --scopes ${OPERATOR_SCOPE}\``);
    }
    await next();
  });
});

/**
 * Authenticates a request to /mcp. Under AUTH_MODE=oauth a credential is required: an API key
 * (`amk_…`, recognised by its shape and never shown to the authorization server) sets
 * `c.var.apiKey`; anything else must be an access token this server issued for this origin's
 * /mcp, which sets `c.var.grant`. Other modes are `apiKeyAuth`.
 */
export const callerAuth = createMiddleware<{ Bindings: Env; Variables: AuthVariables }>(async (c, next) => {
  if (authMode(c.env.AUTH_MODE) !== 'oauth') return apiKeyAuth(c, next);
  const origin = new URL(c.req.url).origin;
  const presented = bearerOf(c.req.header('authorization'));
  if (presented === undefined) throw oauthChallenge(origin, 'Unauthorized: sign in (OAuth) or send an API key (Authorization: Bearer <key>)');
  if (presented.startsWith(API_KEY_PREFIX)) {
    c.set('apiKey', await requireKnownKey(c.env, presented));
    c.set('grant', undefined);
    return next();
  }
  c.set('apiKey', undefined);
  c.set('grant', await validateAccessToken(c.env, origin, presented));
  await next();
});

/** Who owns what a request opens (sessions): its API key or signed-in person; undefined when anonymous. */
export function ownerOf(apiKey: ApiKeyRecord | undefined, grant: OAuthGrant | undefined): string | undefined {
  return apiKey?.id ?? (grant ? `user:${grant.subject}` : undefined);
}

/** The rate-limit identity of a request: its API key or signed-in person, else its IP, else `local`. */
export function clientIdOf(apiKey: ApiKeyRecord | undefined, connectingIp: string | undefined, grant?: OAuthGrant): string {
  if (apiKey) return `key:${apiKey.id}`;
  if (grant) return `user:${grant.subject}`;
  if (connectingIp) return `ip:${connectingIp.slice(0, 64)}`;
  return 'local';
}
