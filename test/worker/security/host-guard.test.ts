// Finding 8: the host guard had gaps. `/metrics`, `/healthz` and `/` answered any Host, which on a
// local public-mode server allows DNS rebinding (and /healthz named the source commit), and
// /metrics accepted any valid key whatever its scopes. One guard now covers every route, present
// and future, and /metrics needs the operator scope `metrics` except on a local server in public mode.
import { beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_VARS } from '../helpers/oauth';
import { publishFixture } from '../helpers/fixtures';
import { deploymentFetch, storeKey } from './deployment';

describe('security: one host guard, and /metrics for operators', () => {
  beforeAll(async () => {
    await publishFixture();
  });

  it.each([
    ['the landing page', '/', {}],
    ['/healthz', '/healthz', {}],
    ['/metrics', '/metrics', {}],
    ['/docs', '/docs', {}],
    ['a path no route serves', '/no-such-route', {}],
    ['OAuth discovery', '/.well-known/oauth-authorization-server', OAUTH_VARS],
    ['OAuth client registration', '/oauth/register', OAUTH_VARS],
  ] as [string, string, Partial<Env>][])('should refuse %s to a foreign Host (DNS rebinding) with 403', async (_label, path, vars) => {
    const res = await deploymentFetch(vars)(`http://rebind.attacker.example${path}`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toMatch(/source_commit|build_id/);
  });

  it('should still answer /healthz on a loopback host', async () => {
    const res = await deploymentFetch({})('http://127.0.0.1:8787/healthz');
    expect(res.status).toBe(200);
  });

  it('should refuse /metrics to a key without the metrics scope and serve one that has it', async () => {
    const vars = { AUTH_MODE: 'api-key' } as Partial<Env>;
    const plain = await storeKey('*');
    const operator = await storeKey('search_architecture', ['metrics']);
    const refused = await deploymentFetch(vars)('http://127.0.0.1:8787/metrics', { headers: { authorization: `Bearer ${plain}` } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('metrics');
    const served = await deploymentFetch(vars)('http://127.0.0.1:8787/metrics', { headers: { authorization: `Bearer ${operator}` } });
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('arch_mcp_tool_invocations_total');
  });

  it('should serve /metrics without a key only on a local server in public mode', async () => {
    expect((await deploymentFetch({})('http://127.0.0.1:8787/metrics')).status).toBe(200);
    const edge = { ARCH_MCP_LOCAL: '0', ALLOWED_HOSTS: 'arch.example.com' } as Partial<Env>;
    const anonymous = await deploymentFetch(edge)('https://arch.example.com/metrics');
    expect(anonymous.status).toBe(401);
    const plain = await storeKey('*');
    const withPlainKey = await deploymentFetch(edge)('https://arch.example.com/metrics', { headers: { authorization: `Bearer ${plain}` } });
    expect(withPlainKey.status).toBe(403);
  });
});
