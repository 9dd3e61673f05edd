// AUTH_MODE=oauth end to end, over real HTTP: the worker in workerd (`arch-mcp serve`), a real
// OpenID provider (oidc-provider) in this process, the v2 SDK client's OAuth support on the client
// side and a cookie-keeping browser in between. The whole flow — discovery, registration,
// authorize with PKCE, login at the provider, callback, token exchange, tool call, refresh,
// revocation — then the ways it must fail.
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserAgent } from '../helpers/browser-agent';
import type { Stop } from '../helpers/browser-agent';
import { MemoryOAuthClient } from '../helpers/oauth-client';
import { startOAuthServer } from '../helpers/oauth-server';
import type { OAuthServer } from '../helpers/oauth-server';
import type { ServedProcess } from '../helpers/serve-process';
import type { TestIdp } from '../helpers/test-idp';

/** The MCP client's loopback callback: the browser stops there, as it would hand over to the app. */
const CLIENT_REDIRECT = 'http://127.0.0.1:33418/callback';
const atClient = (url: URL) => url.href.startsWith(CLIENT_REDIRECT);

let server: OAuthServer;
let idp: TestIdp;
let served: ServedProcess;
let origin: string;
let mcpUrl: URL;

/** Consent (ticking `scopes` when given), then login as `login` at the provider; ends where the client's redirect is. */
async function signIn(agent: BrowserAgent, authorizationUrl: URL, login: string, scopes?: string[]): Promise<Stop> {
  const consent = await agent.navigate(authorizationUrl, atClient);
  if (atClient(consent.url)) return consent;
  expect(consent.html).toContain('Allow');
  const atProvider = await agent.submit(consent, { decision: 'approve', ...(scopes ? { scope: scopes } : {}) }, atClient);
  if (atClient(atProvider.url)) return atProvider;
  expect(atProvider.url.origin).toBe(idp.issuer);
  return agent.submit(atProvider, { login }, atClient);
}

/** A fresh client that has never seen this server, connected after signing in as `login`. */
async function connectSignedIn(login = 'alice', scopes?: string[]): Promise<{ client: Client; provider: MemoryOAuthClient; transport: StreamableHTTPClientTransport }> {
  const provider = new MemoryOAuthClient(CLIENT_REDIRECT);
  const first = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
  await expect(new Client({ name: 'e2e', version: '1.0.0' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
  const callback = await signIn(new BrowserAgent(), provider.authorizationUrl!, login, scopes);
  expect(callback.url.searchParams.get('error')).toBeNull();
  await first.finishAuth(callback.url.searchParams);
  const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(transport);
  return { client, provider, transport };
}

function postMcp(url: URL | string, token: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify(body),
  });
}

const CALL_SEARCH = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_architecture', arguments: { query: 'kafka', max_results: 1 } } };

async function tokenRequest(params: Record<string, string>): Promise<Response> {
  return fetch(`${origin}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params) });
}

describe('sign-in with the organisation identity provider (AUTH_MODE=oauth)', () => {
  beforeAll(async () => {
    server = await startOAuthServer();
    ({ idp, served, origin } = server);
    mcpUrl = new URL(`${origin}/mcp`);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('should let an SDK client with no prior configuration discover, register, sign in and call search_architecture', async () => {
    const unauthenticated = await fetch(mcpUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CALL_SEARCH) });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('www-authenticate')).toContain(`resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`);

    const { client, provider } = await connectSignedIn();
    const request = provider.authorizationUrl!;
    expect(request.searchParams.get('code_challenge_method')).toBe('S256');
    expect(request.searchParams.get('resource')).toBe(mcpUrl.href);
    expect(provider.clientInformation()?.client_id).toBeTruthy();
    const found = (await client.callTool({ name: 'search_architecture', arguments: { query: 'kafka domain events', max_results: 3 } })) as { structuredContent: { results: { path: string }[] } };
    expect(found.structuredContent.results[0]?.path).toBe('adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md');
    await client.close();
  });

  it('should rotate refresh tokens: the new pair works, and the old refresh token stops once the new one is used', async () => {
    const { provider, client } = await connectSignedIn();
    await client.close();
    const clientId = provider.clientInformation()!.client_id;
    const first = provider.tokens()!;
    expect(first.refresh_token).toBeTruthy();
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: clientId });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await postMcp(mcpUrl, second.access_token, CALL_SEARCH)).status).toBe(200);
    const third = await tokenRequest({ grant_type: 'refresh_token', refresh_token: second.refresh_token, client_id: clientId });
    expect(third.status).toBe(200);
    const replay = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: clientId });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('should stop the next call once the grant is revoked', async () => {
    const { provider, client } = await connectSignedIn();
    await client.close();
    const tokens = provider.tokens()!;
    expect((await postMcp(mcpUrl, tokens.access_token, CALL_SEARCH)).status).toBe(200);
    const metadata = (await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json()) as { revocation_endpoint: string };
    const revoked = await fetch(metadata.revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token!, client_id: provider.clientInformation()!.client_id }),
    });
    expect(revoked.status).toBe(200);
    const after = await postMcp(mcpUrl, tokens.access_token, CALL_SEARCH);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('should refuse a token issued for another resource', async () => {
    const { provider, client } = await connectSignedIn();
    await client.close();
    // The same worker under another name is another resource: the token's audience is 127.0.0.1's /mcp.
    const elsewhere = new URL(`http://localhost:${mcpUrl.port}/mcp`);
    const refused = await postMcp(elsewhere, provider.tokens()!.access_token, CALL_SEARCH);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(`resource_metadata="http://localhost:${mcpUrl.port}/.well-known/oauth-protected-resource/mcp"`);
    // And a client cannot ask this server for a token meant for somewhere else.
    const url = new URL(provider.authorizationUrl!);
    url.searchParams.set('resource', 'https://other.example/mcp');
    const answer = await new BrowserAgent().navigate(url, atClient);
    expect(answer.url.searchParams.get('error') ?? answer.html).toMatch(/invalid_target|resource/i);
  });

  it('should refuse an authorization request without PKCE', async () => {
    const provider = new MemoryOAuthClient(CLIENT_REDIRECT);
    await expect(new Client({ name: 'e2e', version: '1.0.0' }).connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toBeInstanceOf(UnauthorizedError);
    const url = new URL(provider.authorizationUrl!);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const answer = await new BrowserAgent().navigate(url, atClient);
    expect(atClient(answer.url)).toBe(true);
    expect(answer.url.searchParams.get('error')).toBe('invalid_request');
    expect(answer.url.searchParams.get('iss')).toBe(origin);
  });

  it('should send a person outside OIDC_ALLOWED back to the client with access_denied', async () => {
    const provider = new MemoryOAuthClient(CLIENT_REDIRECT);
    await expect(new Client({ name: 'e2e', version: '1.0.0' }).connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toBeInstanceOf(UnauthorizedError);
    const answer = await signIn(new BrowserAgent(), provider.authorizationUrl!, 'mallory');
    expect(answer.url.searchParams.get('error')).toBe('access_denied');
    expect(answer.url.searchParams.get('code')).toBeNull();
    expect(served.output()).not.toContain('mallory@elsewhere.example');
  });

  it('should refuse a callback whose state was tampered with, and issue no code', async () => {
    const provider = new MemoryOAuthClient(CLIENT_REDIRECT);
    await expect(new Client({ name: 'e2e', version: '1.0.0' }).connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toBeInstanceOf(UnauthorizedError);
    const agent = new BrowserAgent();
    const consent = await agent.navigate(provider.authorizationUrl!, atClient);
    const login = await agent.submit(consent, { decision: 'approve' }, atClient);
    const atCallback = (url: URL) => url.pathname === '/oauth/callback';
    const callback = await agent.submit(login, { login: 'alice' }, atCallback);
    const tampered = new URL(callback.url);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const answer = await agent.navigate(tampered, atClient);
    expect(answer.status).toBe(400);
    expect(atClient(answer.url)).toBe(false);
  });

  it('should hide analysis tools from a docs:read token, answer a call with the step-up 403, and serve it after step-up', async () => {
    const { client, provider, transport } = await connectSignedIn('alice', ['docs:read']);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('search_architecture');
    expect(tools.map((t) => t.name)).not.toContain('check_adr_alignment');

    const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'check_adr_alignment', arguments: { decision_description: 'Use Kafka for domain events' } } };
    const refused = await postMcp(mcpUrl, provider.tokens()!.access_token, call);
    expect(refused.status).toBe(403);
    const challenge = refused.headers.get('www-authenticate')!;
    expect(challenge).toContain('error="insufficient_scope"');
    expect(challenge).toContain('scope="analysis"');
    expect(challenge).toContain(`resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`);

    // The SDK answers the 403 by asking for the union of scopes; the person approves in the browser.
    provider.authorizationUrl = undefined;
    await expect(client.callTool({ name: 'check_adr_alignment', arguments: { decision_description: 'Use Kafka for domain events' } })).rejects.toThrow();
    const stepUp = provider.authorizationUrl!;
    expect(stepUp.searchParams.get('scope')?.split(' ').sort()).toEqual(['analysis', 'docs:read']);
    const callback = await signIn(new BrowserAgent(), stepUp, 'alice');
    await transport.finishAuth(callback.url.searchParams);
    const after = new Client({ name: 'e2e', version: '1.0.0' });
    await after.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    const aligned = (await after.callTool({ name: 'check_adr_alignment', arguments: { decision_description: 'Use Kafka for domain events' } })) as { isError?: boolean };
    expect(aligned.isError).toBeFalsy();
    expect((await after.listTools()).tools.map((t) => t.name)).toContain('check_adr_alignment');
    await after.close();
  });

  it('should keep the client secret and access tokens out of the server log, /healthz and the landing page', async () => {
    const { provider, client } = await connectSignedIn();
    await client.close();
    const pages = [await (await fetch(`${origin}/healthz`)).text(), await (await fetch(`${origin}/`)).text()];
    const landing = pages[1]!;
    expect(landing).toContain('OAuth');
    for (const text of [...pages, served.output()]) {
      expect(text).not.toContain(idp.clientSecret);
      expect(text).not.toContain(provider.tokens()!.access_token);
      expect(text).not.toContain('alice@harbourline.example');
    }
  });
});
