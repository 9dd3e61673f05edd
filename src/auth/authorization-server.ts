// The worker as the OAuth 2.1 authorization server for its own /mcp and docs site (AUTH_MODE=oauth), through
// @cloudflare/workers-oauth-provider: metadata (RFC 8414), token endpoint with refresh-token
// rotation and revocation (RFC 7009), Client ID Metadata Documents, deprecated dynamic
// registration, PKCE S256, resource indicators (RFC 8707) and iss on every authorization
// response (RFC 9207). Its state lives in the OAUTH_KV namespace; tokens are stored only hashed.
import { OAuthAuthorizationServer } from '@cloudflare/workers-oauth-provider';
import { scopeCatalogue } from './oauth-scopes';

/** Paths of the endpoints this worker serves as an authorization server. */
export const OAUTH_PATHS = {
  authorize: '/authorize',
  callback: '/oauth/callback',
  token: '/oauth/token',
  register: '/oauth/register',
  serverMetadata: '/.well-known/oauth-authorization-server',
  resourceMetadata: '/.well-known/oauth-protected-resource',
} as const;

/** Access tokens are short-lived (MCP security considerations); refresh tokens rotate on use. */
const ACCESS_TOKEN_TTL_S = 3_600;
const REFRESH_TOKEN_TTL_S = 30 * 86_400;
/** A grant nobody refreshes for a week ends. */
const REFRESH_IDLE_TTL_S = 7 * 86_400;

/** The canonical resource (RFC 8707) of the MCP endpoint served at `origin`. */
export function mcpResourceOf(origin: string): string {
  return `${origin}/mcp`;
}

/** The resource of the docs site served at `origin`: its sessions hold tokens for it alone, never usable at /mcp. */
export function docsResourceOf(origin: string): string {
  return `${origin}/docs`;
}

/** The protected resource metadata URL (RFC 9728) for the MCP endpoint at `origin`. */
export function resourceMetadataUrlOf(origin: string): string {
  return `${origin}${OAUTH_PATHS.resourceMetadata}/mcp`;
}

const servers = new Map<string, OAuthAuthorizationServer<Env>>();

function logOAuthError(error: { code: string; status: number; internal: { category: string; reason: string } }): void {
  try {
    // Only the library's stable slugs: descriptions and details may quote client input.
    console.warn(JSON.stringify({ level: 'warn', event: 'oauth_error', code: error.code, status: error.status, category: error.internal.category, reason: error.internal.reason }));
  } catch {
    // Reporting must never turn one failure into two.
  }
}

/**
 * The authorization server for requests arriving at `origin`. The issuer and the one resource are
 * derived from the origin the request came to (which the origin guard has already checked), so a
 * token minted for one host is never accepted on another. Built once per origin per isolate.
 */
export function authorizationServerFor(origin: string, upstreamNames: readonly string[] = []): OAuthAuthorizationServer<Env> {
  const scopes = scopeCatalogue(upstreamNames);
  const key = `${origin} ${scopes.join(' ')}`;
  let server = servers.get(key);
  if (!server) {
    server = new OAuthAuthorizationServer<Env>({
      issuer: origin,
      resources: [mcpResourceOf(origin), docsResourceOf(origin)],
      // MCP clients that name no resource get /mcp, as when it was the only one.
      defaultResource: mcpResourceOf(origin),
      legacyGrantResource: mcpResourceOf(origin),
      authorizeEndpoint: OAUTH_PATHS.authorize,
      tokenEndpoint: OAUTH_PATHS.token,
      clientRegistrationEndpoint: OAUTH_PATHS.register,
      clientIdMetadataDocumentEnabled: true,
      // Refresh tokens come with every grant; offline_access is not a scope here.
      scopesSupported: scopes,
      accessTokenTTL: ACCESS_TOKEN_TTL_S,
      refreshTokenTTL: REFRESH_TOKEN_TTL_S,
      refreshTokenIdleTTL: REFRESH_IDLE_TTL_S,
      onError: logOAuthError,
    });
    if (servers.size > 20) servers.clear();
    servers.set(key, server);
  }
  return server;
}
