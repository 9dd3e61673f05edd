// The docs site under AUTH_MODE=oauth end to end, over real HTTP: the worker in workerd
// (`arch-mcp serve`), a real OpenID provider (oidc-provider) on loopback and a cookie-keeping
// browser. A visitor is sent to sign in; after the consent page and the provider's login, a person
// who approved docs:read reads the pages, one who approved only other scopes gets 403, and one the
// organisation does not allow is never signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserAgent } from '../helpers/browser-agent';
import type { Stop } from '../helpers/browser-agent';
import { startOAuthServer } from '../helpers/oauth-server';
import type { OAuthServer } from '../helpers/oauth-server';
import type { TestIdp } from '../helpers/test-idp';

const LOG_PAGE = '/docs/adrs/adr';
const nowhere = () => false;

let server: OAuthServer;
let idp: TestIdp;
let origin: string;

/** Opens `page`, approves `scopes` on the consent page and signs in as `login`; returns where the browser lands. */
async function visitSignedIn(agent: BrowserAgent, page: string, login: string, scopes: string[]): Promise<Stop> {
  const consent = await agent.navigate(`${origin}${page}`, nowhere);
  expect(consent.url.pathname).toBe('/authorize');
  expect(consent.html).toContain('This is the docs site of this server');
  const atProvider = await agent.submit(consent, { decision: 'approve', scope: scopes }, nowhere);
  expect(atProvider.url.origin).toBe(idp.issuer);
  return agent.submit(atProvider, { login }, nowhere);
}

describe('the docs site behind the organisation sign-in (AUTH_MODE=oauth)', () => {
  beforeAll(async () => {
    server = await startOAuthServer();
    ({ idp, origin } = server);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('should redirect a visitor without a session to sign in', async () => {
    const first = await new BrowserAgent().navigate(`${origin}${LOG_PAGE}`, (url) => url.pathname === '/docs/auth/sign-in');
    expect(first.status).toBe(302);
    expect(first.url.searchParams.get('next')).toBe(LOG_PAGE);
  });

  it('should show the pages to a person who signed in and approved docs:read, on every later visit', async () => {
    const agent = new BrowserAgent();
    const landed = await visitSignedIn(agent, LOG_PAGE, 'alice', ['docs:read']);
    expect(landed.url.href).toBe(`${origin}${LOG_PAGE}`);
    expect(landed.status).toBe(200);
    expect(landed.html).toContain('<span class="id">ADR-16</span>');
    const again = await agent.navigate(`${origin}/docs/doc/adr/0016-adopt-kafka-on-amazon-msk-for-domain-events`, nowhere);
    expect(again.status).toBe(200);
    expect(again.html).toContain('Adopt Kafka on Amazon MSK for domain events');
  });

  it('should answer 403 after sign-in to a person whose approved scopes do not open documents', async () => {
    const agent = new BrowserAgent();
    const landed = await visitSignedIn(agent, LOG_PAGE, 'alice', ['analysis']);
    expect(landed.url.href).toBe(`${origin}${LOG_PAGE}`);
    expect(landed.status).toBe(403);
    expect(landed.html).toContain('docs:read');
    expect(landed.html).not.toContain('ADR-16');
  });

  it('should not sign in a person the organisation does not allow', async () => {
    const agent = new BrowserAgent();
    const landed = await visitSignedIn(agent, LOG_PAGE, 'mallory', ['docs:read']);
    expect(landed.url.pathname).toBe('/docs/auth/callback');
    expect(landed.status).toBe(403);
    const retry = await agent.navigate(`${origin}${LOG_PAGE}`, (url) => url.pathname === '/docs/auth/sign-in');
    expect(retry.status).toBe(302);
  });
});
