// AUTH_MODE=oauth discovery and token endpoints: protected resource metadata (RFC 9728) for /mcp,
// at the path-aware URL the 401 challenge names and at the root that 2025-era clients probe, and
// the authorization server's own endpoints (metadata, token, refresh, revocation, registration),
// answered by the library. Dynamic registration is deprecated by MCP 2026-07-28 in favour of
// Client ID Metadata Documents; its answers say so in a Deprecation header (RFC 9745).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { OAUTH_PATHS, authorizationServerFor, mcpResourceOf } from '../../auth/authorization-server';
import { BASELINE_SCOPE } from '../../auth/oauth-scopes';
import { oauthOnly } from '../middleware/oauth-only';
import { signInLimit } from '../middleware/sign-in-limit';
import { logSignInStorageFailure } from '../oauth/storage-failure';
import { servedName } from '../served-bundle';

/** 2026-07-28 00:00 UTC, when MCP deprecated dynamic client registration. */
const REGISTRATION_DEPRECATED_AT = '@1785196800';

/**
 * Largest body the token and registration endpoints read. A token request with a client
 * assertion, or a registration with its redirect URIs, is a few KiB.
 */
const MAX_OAUTH_BODY_BYTES = 64 * 1024;

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, OPTIONS', 'access-control-allow-headers': 'mcp-protocol-version' };

type EndpointContext = Context<{ Bindings: Env }>;

async function protectedResourceMetadata(c: EndpointContext): Promise<Response> {
  if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  const origin = new URL(c.req.url).origin;
  return c.json(
    {
      resource: mcpResourceOf(origin),
      authorization_servers: [origin],
      // The baseline only: more comes by step-up (MCP scope selection strategy).
      scopes_supported: [BASELINE_SCOPE],
      bearer_methods_supported: ['header'],
      resource_name: await servedName(c.env),
    },
    200,
    { ...CORS, 'cache-control': 'public, max-age=3600' },
  );
}

async function authorizationServerEndpoint(c: EndpointContext): Promise<Response> {
  let response: Response;
  try {
    response = await authorizationServerFor(new URL(c.req.url).origin).fetch(c.req.raw, c.env, c.executionCtx as ExecutionContext);
  } catch (err) {
    // The library answers every protocol error itself; what it throws is its storage (OAUTH_KV) failing.
    logSignInStorageFailure(err);
    return c.json({ error: 'temporarily_unavailable', error_description: 'the sign-in store could not be reached; nothing was changed, retry after 1 s' }, 503, { 'Retry-After': '1', 'cache-control': 'no-store' });
  }
  if (new URL(c.req.url).pathname !== OAUTH_PATHS.register) return response;
  const marked = new Response(response.body, response);
  marked.headers.set('Deprecation', REGISTRATION_DEPRECATED_AT);
  return marked;
}

export const oauthEndpointRoutes = new Hono<{ Bindings: Env }>();
const resourcePaths = [OAUTH_PATHS.resourceMetadata, `${OAUTH_PATHS.resourceMetadata}/mcp`];
const serverPaths = [OAUTH_PATHS.serverMetadata, OAUTH_PATHS.token, OAUTH_PATHS.register];
for (const path of [...resourcePaths, ...serverPaths]) oauthEndpointRoutes.use(path, oauthOnly);
// The token and registration endpoints write to OAUTH_KV: counted before the body is read.
const endpointLimit = signInLimit((c, refusal) =>
  c.json({ error: 'temporarily_unavailable', error_description: refusal.message }, refusal.status, { 'Retry-After': String(refusal.retryAfterSeconds), 'cache-control': 'no-store' }),
);
for (const path of [OAUTH_PATHS.token, OAUTH_PATHS.register]) oauthEndpointRoutes.use(path, endpointLimit);
const oauthBodyLimit = bodyLimit({
  maxSize: MAX_OAUTH_BODY_BYTES,
  onError: (c) => c.json({ error: 'invalid_request', error_description: `the request body is over ${MAX_OAUTH_BODY_BYTES / 1024} KiB` }, 413),
});
for (const path of [OAUTH_PATHS.token, OAUTH_PATHS.register]) oauthEndpointRoutes.post(path, oauthBodyLimit);
for (const path of resourcePaths) oauthEndpointRoutes.on(['GET', 'OPTIONS'], path, protectedResourceMetadata);
for (const path of serverPaths) oauthEndpointRoutes.all(path, authorizationServerEndpoint);
