// The docs site under AUTH_MODE=oauth, inside workerd: an unsigned visitor is sent to sign in; the
// sign-in is this server's own authorization flow (consent, then the identity provider, whose part
// runs end to end in test/node/oauth/docs-site.test.ts); its session cookie is HttpOnly, SameSite=Lax
// and Secure off loopback, holds a token bound to /docs, refreshes in place and ends on sign-out;
// a person whose approved scopes lack docs:read gets 403.
import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/http/app';
import { OAUTH_VARS, issueToken, oauthApi, oauthRequest } from '../helpers/oauth';
import { publishFixture } from '../helpers/fixtures';

const DOCS_PAGE = '/docs/adrs/adr';
const app = createApp();

/** The `name=value` of a Set-Cookie for `name`, and its attributes. */
function setCookie(res: Response, name: string): { pair: string; attributes: string[] } {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  expect(line, `a Set-Cookie for ${name}`).toBeDefined();
  const [pair, ...attributes] = line!.split(';').map((s) => s.trim());
  return { pair: pair!, attributes };
}

/** Starts a sign-in for `next`; returns the authorization URL it sends the browser to and the sign-in cookie. */
async function startSignIn(next = DOCS_PAGE, vars = OAUTH_VARS, origin = 'http://127.0.0.1'): Promise<{ authorize: URL; cookie: string; res: Response }> {
  const res = await app.request(new Request(`${origin}/docs/auth/sign-in?next=${encodeURIComponent(next)}`), undefined, { ...env, ...vars }, createExecutionContext());
  expect(res.status).toBe(302);
  return { authorize: new URL(res.headers.get('location')!, origin), cookie: setCookie(res, 'arch_docs_sign_in').pair, res };
}

/**
 * Completes a sign-in as the person `subject` approving `scopes`, the way /oauth/callback does after
 * the identity provider, and follows the redirect back to the docs site. Returns its answer.
 */
async function finishSignIn(scopes: string[], subject = 'u_docs_reader'): Promise<{ res: Response; session: string }> {
  const { authorize, cookie } = await startSignIn();
  const request = await oauthApi().parseAuthRequest(new Request(authorize));
  const { redirectTo } = await oauthApi().completeAuthorization({ request: { ...request, scope: scopes }, userId: subject, metadata: {}, scope: scopes, props: { subject } });
  const callback = new URL(redirectTo);
  expect(callback.pathname).toBe('/docs/auth/callback');
  const res = await oauthRequest(`${callback.pathname}${callback.search}`, { headers: { cookie } });
  return { res, session: res.status === 302 ? setCookie(res, 'arch_docs_session').pair : '' };
}

describe('the docs site behind sign-in (AUTH_MODE=oauth)', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it('should send a visitor without a session to sign in, and on to this server\'s authorization page for the docs site', async () => {
    const visit = await oauthRequest(DOCS_PAGE);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe(`/docs/auth/sign-in?next=${encodeURIComponent(DOCS_PAGE)}`);

    const { authorize, res } = await startSignIn();
    expect(authorize.pathname).toBe('/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1/docs/auth/callback',
      scope: 'docs:read',
      resource: 'http://127.0.0.1/docs',
      code_challenge_method: 'S256',
    });
    const { attributes } = setCookie(res, 'arch_docs_sign_in');
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/docs/auth']));
    expect(attributes).not.toContain('Secure');

    const consent = await oauthRequest(`${authorize.pathname}${authorize.search}`);
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(html).toContain('This is the docs site of this server');
    expect(html).toContain('value="docs:read" checked');
  });

  it('should mark the cookies Secure when the site is not on loopback', async () => {
    const vars = { ...OAUTH_VARS, ARCH_MCP_LOCAL: '0', ALLOWED_HOSTS: 'docs.harbourline.example' };
    const { res } = await startSignIn(DOCS_PAGE, vars, 'https://docs.harbourline.example');
    expect(setCookie(res, 'arch_docs_sign_in').attributes).toContain('Secure');
  });

  it('should give a person who approved docs:read a session cookie and the pages', async () => {
    const { res, session } = await finishSignIn(['docs:read']);
    expect(res.headers.get('location')).toBe(DOCS_PAGE);
    const { attributes } = setCookie(res, 'arch_docs_session');
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/docs']));
    expect(attributes).not.toContain('Secure');
    const page = await oauthRequest(DOCS_PAGE, { headers: { cookie: session } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('<span class="id">ADR-16</span>');
  });

  it('should answer 403 to a person whose approved scopes do not open documents', async () => {
    const { res, session } = await finishSignIn(['analysis']);
    expect(res.status).toBe(302);
    const page = await oauthRequest(DOCS_PAGE, { headers: { cookie: session } });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('does not include <code>docs:read</code>');
    const document = await oauthRequest('/docs/doc/adr/0016-adopt-kafka-on-amazon-msk-for-domain-events', { headers: { cookie: session } });
    expect(document.status).toBe(403);
    expect(await document.text()).not.toContain('Kafka');
  });

  it('should keep docs-site tokens and /mcp tokens apart', async () => {
    const mcpToken = await issueToken(['docs:read']);
    const withMcpToken = await oauthRequest(DOCS_PAGE, { headers: { cookie: `arch_docs_session=${mcpToken}|` } });
    expect(withMcpToken.status).toBe(302);
    expect(withMcpToken.headers.get('location')).toContain('/docs/auth/sign-in');

    const { session } = await finishSignIn(['docs:read']);
    const docsToken = session.slice('arch_docs_session='.length).split('|')[0]!;
    const atMcp = await oauthRequest('/mcp', {
      method: 'POST',
      headers: { authorization: `Bearer ${docsToken}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(atMcp.status).toBe(401);
  });

  it('should refresh a session whose access token no longer works, in place', async () => {
    const { session } = await finishSignIn(['docs:read']);
    const refresh = session.split('|')[1]!;
    const page = await oauthRequest(DOCS_PAGE, { headers: { cookie: `arch_docs_session=u_x:not:valid|${refresh}` } });
    expect(page.status).toBe(200);
    const renewed = setCookie(page, 'arch_docs_session').pair;
    expect(renewed).not.toContain('u_x:not:valid');
    expect((await oauthRequest(DOCS_PAGE, { headers: { cookie: renewed } })).status).toBe(200);
  });

  it('should refuse a callback whose state does not match the browser that started the sign-in', async () => {
    const { authorize } = await startSignIn();
    const request = await oauthApi().parseAuthRequest(new Request(authorize));
    const { redirectTo } = await oauthApi().completeAuthorization({ request, userId: 'u_other', metadata: {}, scope: ['docs:read'], props: { subject: 'u_other' } });
    const callback = new URL(redirectTo);
    const { cookie: anotherBrowser } = await startSignIn();
    const res = await oauthRequest(`${callback.pathname}${callback.search}`, { headers: { cookie: anotherBrowser } });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie().some((l) => l.startsWith('arch_docs_session='))).toBe(false);
  });

  it('should never send a sign-in on to another site', async () => {
    const { authorize, cookie } = await startSignIn('https://attacker.example/phish');
    const request = await oauthApi().parseAuthRequest(new Request(authorize));
    const { redirectTo } = await oauthApi().completeAuthorization({ request, userId: 'u_docs_reader', metadata: {}, scope: ['docs:read'], props: { subject: 'u_docs_reader' } });
    const callback = new URL(redirectTo);
    const res = await oauthRequest(`${callback.pathname}${callback.search}`, { headers: { cookie } });
    expect(res.headers.get('location')).toBe('/docs');
  });

  it('should end the session on sign-out: the cookie is cleared and its grant revoked', async () => {
    const { session } = await finishSignIn(['docs:read']);
    const out = await oauthRequest('/docs/auth/sign-out', { method: 'POST', headers: { cookie: session, origin: 'http://127.0.0.1' } });
    expect(out.status).toBe(200);
    expect(setCookie(out, 'arch_docs_session').attributes).toContain('Max-Age=0');
    const after = await oauthRequest(DOCS_PAGE, { headers: { cookie: session } });
    expect(after.status).toBe(302);
  });
});
