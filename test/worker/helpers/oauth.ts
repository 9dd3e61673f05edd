// AUTH_MODE=oauth inside workerd: requests to the worker's app with the OAuth vars, public clients
// registered with the real authorization server, and access tokens granted through its own code
// flow and token endpoint (the sign-in at an OpenID provider runs end to end in test/node/oauth).
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import { authorizationServerFor } from '../../../src/auth/authorization-server';
import { createApp } from '../../../src/http/app';
import { MODERN_ENVELOPE } from './fixtures';

const app = createApp();
export const ORIGIN = 'http://127.0.0.1';
/** The MCP client's registered loopback callback. */
export const CLIENT_REDIRECT = 'http://127.0.0.1:33418/callback';
export const OAUTH_VARS: Partial<Env> = {
  AUTH_MODE: 'oauth',
  OIDC_ISSUER: 'http://127.0.0.1:9/idp',
  OIDC_CLIENT_ID: 'worker',
  OIDC_CLIENT_SECRET: 'never-shown-secret',
  OIDC_ALLOWED: 'domain:harbourline.example',
};

/** A request to the worker at ORIGIN, with `vars` over the test env. */
export function oauthRequest(path: string, init: RequestInit = {}, vars: Partial<Env> = OAUTH_VARS): Promise<Response> {
  return Promise.resolve(app.request(new Request(`${ORIGIN}${path}`, init), undefined, { ...env, ...vars }, createExecutionContext()));
}

/** A 2026-07-28 request to /mcp with `token` as the Bearer credential. */
export function postModernWith(token: string, method: string, params: Record<string, unknown> = {}): Promise<Response> {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  return oauthRequest('/mcp', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...(name !== undefined ? { 'mcp-name': name } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: MODERN_ENVELOPE } }),
  });
}

export async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The authorization server's helpers, as the sign-in routes use them. */
export function oauthApi() {
  return authorizationServerFor(ORIGIN).getOAuthApi({ ...env, ...OAUTH_VARS } as Env);
}

/** A public client registered with CLIENT_REDIRECT, and an authorization URL for it with PKCE. */
export async function newClientRequest(scope: string[], overrides: Record<string, string> = {}): Promise<{ clientId: string; verifier: string; url: URL }> {
  const client = await oauthApi().createClient({ redirectUris: [CLIENT_REDIRECT], tokenEndpointAuthMethod: 'none', clientName: 'worker test' });
  const verifier = crypto.randomUUID() + crypto.randomUUID();
  const url = new URL(`${ORIGIN}/authorize`);
  const params = { response_type: 'code', client_id: client.clientId, redirect_uri: CLIENT_REDIRECT, scope: scope.join(' '), state: 's', code_challenge: await s256(verifier), code_challenge_method: 'S256', resource: `${ORIGIN}/mcp`, ...overrides };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { clientId: client.clientId, verifier, url };
}

/** An access token for `scope`, held by the person `subject`, through the authorization server's code flow. */
export async function issueToken(scope: string[], subject = 'u_test'): Promise<string> {
  const oauth = oauthApi();
  const { clientId, verifier, url } = await newClientRequest(scope);
  const parsed = await oauth.parseAuthRequest(new Request(url));
  const { redirectTo } = await oauth.completeAuthorization({ request: parsed, userId: subject, metadata: {}, scope, props: { subject } });
  const code = new URL(redirectTo).searchParams.get('code')!;
  const token = await oauthRequest('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CLIENT_REDIRECT, client_id: clientId, code_verifier: verifier, resource: `${ORIGIN}/mcp` }),
  });
  expect(token.status).toBe(200);
  return ((await token.json()) as { access_token: string }).access_token;
}
