// Floods at sign-in (AUTH_MODE=oauth): every endpoint a client can call before signing in —
// authorize (page and consent form), callback, token and registration — takes one request from the
// client's `oauth` budget (RATE_LIMITS), and a client over it gets 429 with Retry-After before
// anything is written to OAUTH_KV; never a 5xx.
import { afterEach, describe, expect, it } from 'vitest';
import { FaultyBindings } from '../helpers/faults';
import { CLIENT_REDIRECT, OAUTH_VARS, newClientRequest, ORIGIN } from '../helpers/oauth';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const REGISTRATION = JSON.stringify({ client_name: 'flood', redirect_uris: [CLIENT_REDIRECT], token_endpoint_auth_method: 'none' });

let address = 1;
/** A client address of its own for each test, so budgets never carry over. */
const nextAddress = () => `198.51.100.${address++}`;

type Endpoint = [string, (faults: FaultyBindings, ip: string) => Promise<Response>];

const ENDPOINTS: Endpoint[] = [
  ['GET /authorize', async (f, ip) => {
    const { url } = await newClientRequest(['docs:read']);
    return f.fetch(url.href, { headers: { 'cf-connecting-ip': ip } });
  }],
  ['POST /authorize', (f, ip) => f.fetch(`${ORIGIN}/authorize`, { method: 'POST', headers: { ...FORM, 'cf-connecting-ip': ip }, body: new URLSearchParams({ handle: 'h', decision: 'approve', scope: 'docs:read' }) })],
  ['GET /oauth/callback', (f, ip) => f.fetch(`${ORIGIN}/oauth/callback?code=c&state=s`, { headers: { 'cf-connecting-ip': ip } })],
  ['POST /oauth/token', (f, ip) => f.fetch(`${ORIGIN}/oauth/token`, { method: 'POST', headers: { ...FORM, 'cf-connecting-ip': ip }, body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x:y:z', client_id: 'nobody', code_verifier: 'v'.repeat(43) }) })],
  ['POST /oauth/register', (f, ip) => f.fetch(`${ORIGIN}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: REGISTRATION })],
];

function signInVars(limits: string | undefined): Partial<Env> {
  return { ...OAUTH_VARS, ...(limits === undefined ? {} : { RATE_LIMITS: limits }) };
}

describe('sign-in budgets', () => {
  let faults: FaultyBindings;

  afterEach(() => {
    faults?.clear();
  });

  it.each(ENDPOINTS)('should answer %s over budget with 429 and Retry-After, writing nothing', async (_, send) => {
    faults = new FaultyBindings(signInVars('{"oauth": 3}'));
    const ip = nextAddress();
    for (let i = 0; i < 3; i++) {
      const admitted = await send(faults, ip);
      expect(admitted.status).not.toBe(429);
      expect(admitted.status).toBeLessThan(500);
    }
    const written = faults.callsTo('OAUTH_KV', 'put').length;
    for (let i = 0; i < 3; i++) {
      const refused = await send(faults, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.text()).toContain('at most 3 per minute');
    }
    expect(faults.callsTo('OAUTH_KV', 'put').length).toBe(written);
    // Another address has a budget of its own.
    expect((await send(faults, nextAddress())).status).not.toBe(429);
  });

  it('should admit exactly the budget from a concurrent flood of registrations and store exactly that many clients', async () => {
    faults = new FaultyBindings(signInVars('{"oauth": 10}'));
    const ip = nextAddress();
    const register = ENDPOINTS[4]![1];
    const answers = await Promise.all(Array.from({ length: 40 }, () => register(faults, ip)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(faults.callsTo('OAUTH_KV', 'put').filter((c) => c.key.startsWith('client:'))).toHaveLength(10);
  });

  it('should give every address of one IPv6 /64 a single budget', async () => {
    faults = new FaultyBindings(signInVars('{"oauth": 2}'));
    const register = (ip: string) => ENDPOINTS[4]![1](faults, ip);
    expect((await register('2001:db8:7:1::a')).status).toBe(201);
    expect((await register('2001:0db8:0007:0001:ffff::1')).status).toBe(201);
    expect((await register('2001:db8:7:1:1234:5678:9abc:def0')).status).toBe(429);
    expect((await register('2001:db8:7:2::a')).status).toBe(201);
  });

  it('should allow 60 sign-in requests a minute per address by default', async () => {
    faults = new FaultyBindings(signInVars(undefined));
    const ip = nextAddress();
    const token = ENDPOINTS[3]![1];
    const started = Date.now();
    const statuses = (await Promise.all(Array.from({ length: 75 }, () => token(faults, ip)))).map((r) => r.status);
    const seconds = (Date.now() - started) / 1000;
    const admitted = statuses.filter((s) => s !== 429);
    expect(admitted.every((s) => s === 400 || s === 401)).toBe(true);
    // 60 at once, then one more for each second the flood lasted.
    expect(admitted.length).toBeGreaterThanOrEqual(60);
    expect(admitted.length).toBeLessThanOrEqual(60 + Math.ceil(seconds));
    expect(statuses).toContain(429);
  });

  it('should count nothing with RATE_LIMITS=off, and nothing outside AUTH_MODE=oauth', async () => {
    faults = new FaultyBindings(signInVars('off'));
    const ip = nextAddress();
    const register = ENDPOINTS[4]![1];
    for (let i = 0; i < 5; i++) expect((await register(faults, ip)).status).toBe(201);
    const publicMode = new FaultyBindings({ RATE_LIMITS: '{"oauth": 1}' });
    for (let i = 0; i < 3; i++) expect((await register(publicMode, ip)).status).toBe(404);
    expect(publicMode.callsTo('RATE_LIMITER')).toEqual([]);
  });

  it('should not count CORS preflights, which write nothing', async () => {
    faults = new FaultyBindings(signInVars('{"oauth": 1}'));
    const ip = nextAddress();
    for (let i = 0; i < 3; i++) {
      const preflight = await faults.fetch(`${ORIGIN}/oauth/token`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'cf-connecting-ip': ip } });
      expect(preflight.status).toBeLessThan(300);
    }
    expect((await ENDPOINTS[4]![1](faults, ip)).status).toBe(201);
  });

  it.each([
    ['fails', 'throw'],
    ['stalls', 'stall'],
  ] as const)('should answer 503 with Retry-After, writing nothing, when the rate limiter %s', async (_, mode) => {
    faults = new FaultyBindings(signInVars('{"oauth": 5}'));
    faults.inject({ binding: 'RATE_LIMITER', method: 'takeSignIn', mode });
    const refused = await ENDPOINTS[4]![1](faults, nextAddress());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ error: 'temporarily_unavailable' });
    expect(faults.callsTo('OAUTH_KV')).toEqual([]);
  });

  it.each([
    ['GET /authorize', 0],
    ['POST /oauth/register', 4],
  ])('should answer %s with 503 and Retry-After, not 500, when the sign-in store fails, and serve once it recovers', async (_, which) => {
    faults = new FaultyBindings(signInVars('{"oauth": 100}'));
    const ip = nextAddress();
    const send = ENDPOINTS[which]![1];
    faults.inject({ binding: 'OAUTH_KV', method: 'put' });
    const failed = await send(faults, ip);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('1');
    faults.clear();
    expect([200, 201]).toContain((await send(faults, ip)).status);
  });
});
