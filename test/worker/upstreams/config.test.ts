// The upstream configuration (arch-mcp.json `upstreams` and UPSTREAM_SERVERS): every bad entry is
// refused with the field and the rule, headers only ever name secrets, a namespace is never given
// twice, and the naming rule keeps mounted names inside MCP's tool-name rule.
import { describe, expect, it } from 'vitest';
import { mountedSet } from '../../../src/mcp/upstreams/mounted-catalog';
import { listLifetime } from '../../../src/mcp/upstreams/tool-lists';
import { ConfigError, parseConfig } from '../../../src/docs';
import { registerTool, findTool } from '../../../src/tools/registry';
import { mountedNameProblem, mountedToolName, splitMountedName } from '../../../src/upstreams/naming';
import { upstreamHeaders } from '../../../src/upstreams/secret-headers';
import { UpstreamConfigError, combineUpstreams, parseUpstreamServersVar, parseUpstreams } from '../../../src/upstreams/upstream-config';

const VALID = { name: 'vendor-docs', url: 'https://mcp.vendor.example/mcp' };

function problems(entry: Record<string, unknown>): string[] {
  try {
    parseUpstreams([entry], 'UPSTREAM_SERVERS');
    return [];
  } catch (err) {
    if (err instanceof UpstreamConfigError) return err.issues;
    throw err;
  }
}

describe('upstream configuration', () => {
  it('should fill in the defaults of a minimal entry', () => {
    expect(parseUpstreams([VALID], 'UPSTREAM_SERVERS')).toEqual([
      { ...VALID, headers: {}, allow: ['*'], deny: [], timeoutMs: 10_000, listTimeoutMs: 2_000, callsPerMinute: 120, forwardAuthorization: false, source: 'UPSTREAM_SERVERS[0]' },
    ]);
  });

  it.each([
    ['an upper-case name', { name: 'Vendor' }, '"UPSTREAM_SERVERS[0].name" must be 1-40 lowercase letters, digits or -'],
    ['a name with _', { name: 'vendor_docs' }, '"UPSTREAM_SERVERS[0].name" must be 1-40 lowercase letters, digits or -'],
    ['plain http to another host', { url: 'http://mcp.vendor.example/mcp' }, '"UPSTREAM_SERVERS[0].url" must be https (plain http only on a loopback host), so header secrets never travel in clear text'],
    ['credentials in the URL', { url: 'https://bot:hunter2@mcp.vendor.example/mcp' }, '"UPSTREAM_SERVERS[0].url" must not carry credentials; name a secret under headers instead'],
    ['a token in the URL', { url: 'https://mcp.vendor.example/mcp?api_key=abcdef123456' }, '"UPSTREAM_SERVERS[0].url" looks like it carries a credential; name a secret under headers instead'],
    ['a header holding a value', { headers: { Authorization: 'Bearer abc123' } }, '"UPSTREAM_SERVERS[0].headers.Authorization" must name a secret'],
    ['a secret outside UPSTREAM_', { headers: { 'X-Api-Key': 'OIDC_CLIENT_SECRET' } }, '"UPSTREAM_SERVERS[0].headers.X-Api-Key" must name a secret'],
    ['the list variable as a secret', { headers: { 'X-Api-Key': 'UPSTREAM_SERVERS' } }, '"UPSTREAM_SERVERS[0].headers.X-Api-Key" cannot be UPSTREAM_SERVERS'],
    ['a transport header', { headers: { 'Mcp-Session-Id': 'UPSTREAM_SESSION' } }, '"UPSTREAM_SERVERS[0].headers.Mcp-Session-Id" is set by the MCP transport and cannot be configured'],
    ['Authorization twice', { headers: { Authorization: 'UPSTREAM_TOKEN' }, forward_authorization: true }, '"UPSTREAM_SERVERS[0].headers.Authorization" cannot be set together with forward_authorization'],
    ['a timeout over 30 s', { timeout_ms: 60_000 }, '"UPSTREAM_SERVERS[0].timeout_ms" must be at most 30000'],
    ['a glob with a space', { tools: { allow: ['search docs'] } }, '"UPSTREAM_SERVERS[0].tools.allow[0]" must be a tool-name glob'],
    ['an unknown field', { retries: 3 }, '"UPSTREAM_SERVERS[0]" has unknown field(s) "retries"'],
  ])('should refuse %s, naming the field', (_label, change, message) => {
    expect(problems({ ...VALID, ...change }).join('; ')).toContain(message);
  });

  it('should accept plain http on loopback and headers naming UPSTREAM_ secrets', () => {
    const [entry] = parseUpstreams([{ ...VALID, url: 'http://127.0.0.1:8790/mcp', headers: { 'X-Api-Key': 'UPSTREAM_VENDOR_KEY', Authorization: { secret: 'UPSTREAM_VENDOR_TOKEN', prefix: 'Bearer ' } } }], 'upstreams');
    expect(entry!.headers).toEqual({ 'X-Api-Key': { secret: 'UPSTREAM_VENDOR_KEY', prefix: '' }, Authorization: { secret: 'UPSTREAM_VENDOR_TOKEN', prefix: 'Bearer ' } });
  });

  it('should refuse a namespace defined in arch-mcp.json and again in UPSTREAM_SERVERS, naming both places', () => {
    const fromConfig = parseUpstreams([VALID], 'arch-mcp.json upstreams');
    const fromVar = parseUpstreamServersVar(JSON.stringify([{ name: 'catalogue', url: 'https://catalogue.example/mcp' }, { ...VALID, url: 'https://other.example/mcp' }]));
    expect(() => combineUpstreams(fromConfig, fromVar)).toThrow(
      'upstream "vendor-docs" is defined twice (arch-mcp.json upstreams[0] and UPSTREAM_SERVERS[1]); each name is a namespace and must be unique',
    );
  });

  it('should read a blank UPSTREAM_SERVERS as none and refuse one that is not JSON', () => {
    expect(parseUpstreamServersVar('  ')).toEqual([]);
    expect(() => parseUpstreamServersVar('[{name: x}]')).toThrow(/^UPSTREAM_SERVERS is not valid JSON/);
  });

  it('should report a bad upstream in arch-mcp.json as a config error naming the field', () => {
    expect(() => parseConfig(JSON.stringify({ upstreams: [{ name: 'docs', url: 'ftp://docs.example' }] }))).toThrow(ConfigError);
    expect(() => parseConfig(JSON.stringify({ upstreams: [{ name: 'docs', url: 'ftp://docs.example' }] }))).toThrow('"upstreams[0].url" must be https');
  });

  it('should read header values from the secrets they name, and the caller Authorization only when the entry opts in', () => {
    const [plain, forwarding] = parseUpstreams(
      [
        { ...VALID, headers: { Authorization: { secret: 'UPSTREAM_VENDOR_TOKEN', prefix: 'Bearer ' } } },
        { name: 'own-auth', url: VALID.url, forward_authorization: true },
      ],
      'upstreams',
    );
    const secrets = { UPSTREAM_VENDOR_TOKEN: 's3cret' };
    expect(upstreamHeaders(plain!, secrets, 'Bearer amk_caller', true)).toEqual({ Authorization: 'Bearer s3cret' });
    expect(upstreamHeaders(forwarding!, secrets, 'Bearer amk_caller', true)).toEqual({ Authorization: 'Bearer amk_caller' });
    // Listing tools is the deployment's business: the caller's credentials never go with it.
    expect(upstreamHeaders(forwarding!, secrets, 'Bearer amk_caller', false)).toEqual({});
    expect(() => upstreamHeaders(plain!, {}, undefined, true)).toThrow('header Authorization needs the secret UPSTREAM_VENDOR_TOKEN, which is not set');
  });
});

describe('mounted tool names', () => {
  it('should namespace with __ and split at the first __', () => {
    expect(mountedToolName('vendor-docs', 'search__v2')).toBe('vendor-docs__search__v2');
    expect(splitMountedName('vendor-docs__search__v2')).toEqual({ upstream: 'vendor-docs', tool: 'search__v2' });
    expect(splitMountedName('search_architecture')).toBeUndefined();
    expect(splitMountedName('Vendor__search')).toBeUndefined();
  });

  it.each([
    ['search.docs-v2', undefined],
    ['list owners!', '"list owners!" has characters tool names may not use (letters, digits, _ . - only)'],
    ['x'.repeat(120), expect.stringContaining('would be 133 characters; tool names are at most 128')],
  ])('should judge whether %s can be mounted', (tool, problem) => {
    expect(mountedNameProblem('vendor-docs', tool)).toEqual(problem);
  });

  it('should mount none of the tools of an upstream that lists one name twice, rather than pick one', () => {
    const [upstream] = parseUpstreams([VALID], 'upstreams');
    const search = { name: 'search', inputSchema: { type: 'object' as const } };
    const set = mountedSet(upstream!, { fetchedAt: 0, expiresAt: 0, verdict: { era: 'legacy' }, protocolVersion: '2025-11-25', tools: [search, { name: 'read', inputSchema: { type: 'object' } }, { ...search, description: 'a second search' }] });
    expect(set.byName.size).toBe(0);
    expect(set.error).toBe('it lists the tool "search" twice, so none of its tools are mounted until each name is listed once');
  });

  it('should refuse a local tool whose name could collide with a mounted one', () => {
    const tool = { ...findTool('grep_docs')!, name: 'vendor__grep' };
    expect(() => registerTool(tool)).toThrow('tool name "vendor__grep" contains "__", which only mounted upstream tools');
  });

  it.each([
    [undefined, 300_000],
    [0, 1_000],
    [45_000, 45_000],
    [7 * 24 * 3600_000, 3_600_000],
  ])('should keep a list with ttlMs %j fresh for %j ms', (ttlMs, expected) => {
    expect(listLifetime(ttlMs)).toBe(expected);
  });
});
