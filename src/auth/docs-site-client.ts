// The docs site as a client of this server's own authorization server (AUTH_MODE=oauth): a public
// client (PKCE, no secret) whose one redirect is /docs/auth/callback on the origin it serves, so a
// person signs in to /docs through the same consent, identity provider and OIDC_ALLOWED check as an
// MCP client. Registered on first use per origin and remembered in OAUTH_KV.
import { authorizationServerFor } from './authorization-server';

/** Where the authorization server sends a person back to the docs site. */
export const DOCS_CALLBACK_PATH = '/docs/auth/callback';

const KV_PREFIX = 'arch-mcp:docs-site-client:';
/** Client ids this isolate has seen per origin (a deleted client is registered again on the next sign-in). */
const known = new Map<string, string>();

/** The docs site's client id at `origin`, or undefined when none has been registered yet. */
export async function registeredDocsSiteClient(env: Env, origin: string): Promise<string | undefined> {
  const remembered = known.get(origin);
  if (remembered) return remembered;
  const stored = (await env.OAUTH_KV.get(`${KV_PREFIX}${origin}`)) ?? undefined;
  if (stored) known.set(origin, stored);
  return stored;
}

/** The docs site's client id at `origin`, registering the client when it has none (or it was deleted). */
export async function docsSiteClientId(env: Env, origin: string): Promise<string> {
  const oauth = authorizationServerFor(origin).getOAuthApi(env);
  const stored = await registeredDocsSiteClient(env, origin);
  if (stored && (await oauth.lookupClient(stored))) return stored;
  const client = await oauth.createClient({
    clientName: 'the docs site',
    redirectUris: [`${origin}${DOCS_CALLBACK_PATH}`],
    tokenEndpointAuthMethod: 'none',
    grantTypes: ['authorization_code', 'refresh_token'],
    responseTypes: ['code'],
  });
  await env.OAUTH_KV.put(`${KV_PREFIX}${origin}`, client.clientId);
  known.set(origin, client.clientId);
  return client.clientId;
}
