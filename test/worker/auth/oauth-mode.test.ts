// AUTH_MODE=oauth inside workerd, through the worker's own routes: the discovery documents, API keys
// beside OAuth tokens, token expiry, the refusal of tokens outside /mcp, the scope table and the
// OIDC_ALLOWED rules. Tokens come from the real authorization server (the library's own grant and
// token endpoint); the sign-in at an OpenID provider runs end to end in test/node/oauth.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyKvKey, createApiKey } from '../../../src/auth/api-key-format';
import { allowListForScopes, scopeCatalogue, scopeForTool } from '../../../src/auth/oauth-scopes';
import { isAllowed, parseAllowPolicy } from '../../../src/auth/oidc-allowed';
import { publishFixture } from '../helpers/fixtures';
import { OAUTH_VARS, ORIGIN, issueToken, oauthRequest as request } from '../helpers/oauth';

function callSearch(token: string): Promise<Response> {
  return request('/mcp', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_architecture', arguments: { query: 'kafka' } } }),
  });
}

describe('AUTH_MODE=oauth', () => {
  beforeAll(async () => {
    await publishFixture();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp'])('should publish protected resource metadata for /mcp at %s', async (path) => {
    const res = await request(path);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ resource: `${ORIGIN}/mcp`, authorization_servers: [ORIGIN], scopes_supported: ['docs:read'], bearer_methods_supported: ['header'] });
  });

  it('should publish authorization server metadata with S256, iss on responses, CIMD and registration', async () => {
    const metadata = (await (await request('/.well-known/oauth-authorization-server')).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/authorize`,
      token_endpoint: `${ORIGIN}/oauth/token`,
      registration_endpoint: `${ORIGIN}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    });
    expect(metadata.scopes_supported).toEqual(scopeCatalogue());
  });

  it('should mark dynamic registration deprecated', async () => {
    const res = await request('/oauth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_name: 'x', redirect_uris: ['http://127.0.0.1:5000/cb'], token_endpoint_auth_method: 'none', application_type: 'native' }) });
    expect(res.status).toBe(201);
    expect(res.headers.get('deprecation')).toMatch(/^@\d+$/);
  });

  it('should keep discovery and sign-in routes closed outside oauth mode', async () => {
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-authorization-server', '/authorize']) {
      expect((await request(path, {}, { AUTH_MODE: 'public' })).status).toBe(404);
    }
  });

  it('should answer a request without credentials with 401 pointing at the resource metadata', async () => {
    const res = await request('/mcp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp", scope="docs:read"`);
  });

  it('should serve an API key beside OAuth, with the key scopes', async () => {
    const { key, record } = await createApiKey({ name: 'ci', tools: 'grep_docs' });
    await env.BUNDLES.put(apiKeyKvKey(record.sha256), JSON.stringify(record));
    const res = await callSearch(key);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { error?: { code: number } }).error?.code).toBe(-32602);
  });

  it('should serve a valid token and refuse it once it has expired', async () => {
    const token = await issueToken(['docs:read']);
    expect((await callSearch(token)).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 2 * 3_600_000, toFake: ['Date'] });
    const expired = await callSearch(token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('should refuse an OAuth token at /metrics, which takes API keys only', async () => {
    const token = await issueToken(['docs:read', 'analysis']);
    expect((await request('/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('should answer a sign-in on a half-configured server with 503 naming each missing setting, never a value', async () => {
    const res = await request('/authorize?client_id=x', {}, { ...OAUTH_VARS, OIDC_CLIENT_ID: '', OIDC_ALLOWED: '' });
    expect(res.status).toBe(503);
    const page = await res.text();
    expect(page).toContain('OIDC_CLIENT_ID is not set');
    expect(page).toContain('OIDC_ALLOWED is empty');
    expect(page).not.toContain('never-shown-secret');
  });
});

describe('scopes and tools', () => {
  it.each([
    ['search_architecture', 'docs:read'],
    ['grep_docs', 'docs:read'],
    ['check_adr_alignment', 'analysis'],
    ['validate_against_pattern', 'analysis'],
    ['jira__search_issues', 'upstream:jira'],
    ['no_such_tool', undefined],
  ])('should open %s with %s', (tool, scope) => {
    expect(scopeForTool(tool)).toBe(scope);
    if (scope) expect(allowListForScopes([scope]).allows(tool)).toBe(true);
  });

  it('should open nothing for unknown or malformed scopes', () => {
    const list = allowListForScopes(['admin', 'upstream:', 'upstream:../x']);
    expect(['search_architecture', 'check_adr_alignment', 'x__y'].some((t) => list.allows(t))).toBe(false);
  });

  it('should list mounted servers in the catalogue', () => {
    expect(scopeCatalogue(['jira', 'Bad Name'])).toEqual(['docs:read', 'analysis', 'upstream:jira']);
  });
});

describe('OIDC_ALLOWED', () => {
  const policy = (rule: string) => {
    const parsed = parseAllowPolicy(rule, undefined);
    if ('problem' in parsed) throw new Error(parsed.problem);
    return parsed;
  };

  it.each([
    ['domain:harbourline.example', { email: 'a@harbourline.example', email_verified: true }, true],
    ['domain:harbourline.example', { email: 'a@eu.harbourline.example', email_verified: 'true' }, true],
    ['domain:harbourline.example', { email: 'a@harbourline.example', email_verified: false }, false],
    // No email_verified claim: the address may be one the person typed into their profile.
    ['domain:harbourline.example', { email: 'a@harbourline.example' }, false],
    ['domain:harbourline.example', { email: 'a@evilharbourline.example', email_verified: true }, false],
    ['group:architects', { groups: ['devs', 'architects'] }, true],
    ['group:architects', { groups: 'devs' }, false],
    ['hd=harbourline.example', { hd: 'harbourline.example' }, true],
    ['hd=harbourline.example,group:x', { hd: 'other.example' }, false],
    ['*', {}, true],
  ])('should decide %s for %j as %s', (rule, claims, allowed) => {
    expect(isAllowed(policy(rule), claims)).toBe(allowed);
  });

  it.each([[''], ['domain:'], ['group:'], ['just-a-word']])('should refuse the rule %j with a message naming OIDC_ALLOWED', (rule) => {
    const parsed = parseAllowPolicy(rule, undefined);
    expect('problem' in parsed && parsed.problem).toMatch(/OIDC_ALLOWED/);
  });
});
