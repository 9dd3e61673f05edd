// AUTH_MODE=oauth against the ways a sign-in or a token gets abused: redirect URIs that are not
// exactly the registered one, PKCE that is missing or plain, a consent posted from another
// browser, oversized or mistyped bodies at the sign-in and token endpoints, a workflow handle
// presented by someone else, documents listed without docs:read, tools no scope can open, and a
// person's rate limit shared by every client they sign in with.
import { beforeAll, describe, expect, it } from 'vitest';
import { publishFixture } from '../helpers/fixtures';
import { CLIENT_REDIRECT, OAUTH_VARS, issueToken, newClientRequest, oauthRequest, postModernWith } from '../helpers/oauth';

type RpcAnswer = { result?: Record<string, unknown>; error?: { code: number; message: string } };

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The consent page for a fresh client's request: its handle and the cookie that binds it to this browser. */
async function openConsent(): Promise<{ handle: string; cookie: string }> {
  const { url } = await newClientRequest(['docs:read']);
  const page = await oauthRequest(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const handle = /name="handle" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(handle).toBeTruthy();
  const cookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  expect(cookie).toContain('__Host-');
  return { handle: handle!, cookie };
}

async function workflowSteps(token: string, handle: string): Promise<unknown[]> {
  const answer = (await (await postModernWith(token, 'tools/call', { name: 'workflow_context', arguments: { workflow_id: handle } })).json()) as RpcAnswer;
  return (answer.result?.structuredContent as { steps: unknown[] }).steps;
}

describe('AUTH_MODE=oauth hardening', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it.each([
    ['another host', 'https://evil.example/callback'],
    ['a longer path', `${CLIENT_REDIRECT}/more`],
    ['an added query', `${CLIENT_REDIRECT}?next=https://evil.example`],
    ['another case', CLIENT_REDIRECT.replace('callback', 'Callback')],
  ])('should render, never redirect, an authorization request whose redirect_uri is %s', async (_, redirectUri) => {
    const { url } = await newClientRequest(['docs:read'], { redirect_uri: redirectUri });
    const res = await oauthRequest(`${url.pathname}${url.search}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['without a challenge', { code_challenge: '', code_challenge_method: '' }],
    ['with the plain method', { code_challenge_method: 'plain' }],
  ])('should send a request %s back to the client as invalid_request, with iss', async (_, overrides) => {
    const { url } = await newClientRequest(['docs:read']);
    for (const [name, value] of Object.entries(overrides)) {
      if (value === '') url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    const res = await oauthRequest(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.href.startsWith(CLIENT_REDIRECT)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('iss')).toBe('http://127.0.0.1');
  });

  it('should refuse a consent posted without the browser binding, and accept the same handle from the browser that opened it', async () => {
    const { handle, cookie } = await openConsent();
    const body = () => new URLSearchParams({ handle, decision: 'approve', scope: 'docs:read' });
    const forged = await oauthRequest('/authorize', { method: 'POST', headers: { ...FORM, origin: 'https://evil.example' }, body: body() });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('location')).toBeNull();

    const declined = await oauthRequest('/authorize', { method: 'POST', headers: { ...FORM, cookie }, body: new URLSearchParams({ handle, decision: 'deny' }) });
    expect(declined.status).toBe(302);
    const location = new URL(declined.headers.get('location')!);
    expect(location.href.startsWith(CLIENT_REDIRECT)).toBe(true);
    expect(location.searchParams.get('error')).toBe('access_denied');
  });

  it('should refuse a consent form over 8 KiB with 413, and one that is not a form with 400', async () => {
    const { handle, cookie } = await openConsent();
    const big = await oauthRequest('/authorize', { method: 'POST', headers: { ...FORM, cookie }, body: new URLSearchParams({ handle, decision: 'approve', scope: 'docs:read', padding: 'x'.repeat(9 * 1024) }) });
    expect(big.status).toBe(413);
    expect(big.headers.get('location')).toBeNull();
    const json = await oauthRequest('/authorize', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ handle, decision: 'approve' }) });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain('application/x-www-form-urlencoded');
  });

  it.each([
    ['/oauth/token', 'declared', FORM['content-type']],
    ['/oauth/token', 'streamed', FORM['content-type']],
    ['/oauth/register', 'declared', 'application/json'],
  ])('should refuse a body over 64 KiB at %s (%s length) with 413 invalid_request', async (path, framing, contentType) => {
    const text = `grant_type=authorization_code&code=${'x'.repeat(70 * 1024)}`;
    const bytes = new TextEncoder().encode(text);
    const body =
      framing === 'streamed'
        ? new ReadableStream<Uint8Array>({
            start(controller) {
              for (let at = 0; at < bytes.length; at += 8 * 1024) controller.enqueue(bytes.slice(at, at + 8 * 1024));
              controller.close();
            },
          })
        : text;
    const res = await oauthRequest(path, { method: 'POST', headers: { 'content-type': contentType }, body, ...(framing === 'streamed' ? { duplex: 'half' } : {}) } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it("should keep a person's workflow to them: the same handle from someone else shows nothing and adds nothing", async () => {
    const alice = await issueToken(['docs:read'], 'u_alice');
    const bob = await issueToken(['docs:read'], 'u_bob');
    const started = (await (await postModernWith(alice, 'tools/call', { name: 'read_document', arguments: { path: 'patterns/adapter.md', max_chars: 200, workflow_id: 'new' } })).json()) as RpcAnswer;
    const handle = (started.result?.structuredContent as { workflow_id: string }).workflow_id;
    expect(handle).toMatch(/^wf_[0-9a-f]{32}$/);

    expect(await workflowSteps(bob, handle)).toEqual([]);
    await postModernWith(bob, 'tools/call', { name: 'read_document', arguments: { path: 'patterns/repository.md', max_chars: 200, workflow_id: handle } });
    const steps = (await workflowSteps(alice, handle)) as { args: { path: string } }[];
    expect(steps.map((s) => s.args.path)).toEqual(['patterns/adapter.md']);
  });

  it('should count requests against the signed-in person, across all the clients they use', async () => {
    const vars = { ...OAUTH_VARS, RATE_LIMITS: '{"requests": 2}' };
    const list = (token: string) =>
      oauthRequest('/mcp', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      }, vars);
    const laptop = await issueToken(['docs:read'], 'u_carol');
    const desktop = await issueToken(['docs:read'], 'u_carol');
    expect((await list(laptop)).status).toBe(200);
    expect((await list(desktop)).status).toBe(200);
    const third = await list(laptop);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await list(await issueToken(['docs:read'], 'u_dave'))).status).toBe(200);
  });

  it.each([
    ['resources/list', {}],
    ['completion/complete', { ref: { type: 'ref/prompt', name: 'guided-pattern-validation' }, argument: { name: 'pattern_name', value: 'ad' } }],
  ])('should answer %s without docs:read with the step-up 403', async (method, params) => {
    const analysisOnly = await issueToken(['analysis']);
    const refused = await postModernWith(analysisOnly, method, params);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('scope="docs:read"');
    const reader = await issueToken(['docs:read']);
    const served = await postModernWith(reader, method, params);
    expect(served.status).toBe(200);
    expect(((await served.json()) as RpcAnswer).error).toBeUndefined();
  });

  it.each([
    ['docs:read', ['docs:read']],
    ['docs:read and upstream:jira', ['docs:read', 'upstream:jira']],
  ])('should answer a call to an unmounted upstream tool with a %s token as an unknown tool, not a step-up it could never satisfy', async (_, scopes) => {
    const token = await issueToken(scopes);
    const listed = (await (await postModernWith(token, 'tools/list')).json()) as RpcAnswer;
    expect((listed.result?.tools as { name: string }[]).map((t) => t.name)).toContain('search_architecture');
    const call = await postModernWith(token, 'tools/call', { name: 'jira__search_issues', arguments: {} });
    expect(call.status).toBe(200);
    expect(((await call.json()) as RpcAnswer).error?.code).toBe(-32602);
  });
});
