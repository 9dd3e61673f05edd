// Who may use a deployment `arch-mcp init` sets up: public unless told otherwise, said plainly by
// init and by every deploy of a public config; `--auth` writes the mode and the steps it needs,
// and deploy says which mode it puts on the edge.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployAccessLine } from '../../../scripts/public-access';
import { cli, docsRepo } from './init-repo';

const toml = (root: string) => readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
const nextSteps = (stdout: string) => stdout.slice(stdout.indexOf('Next:')).trim().split('\n').slice(1).map((l) => l.trim());

describe('access to the deployment init sets up', () => {
  it('should say the deployment will be public, what that means and how to require keys or sign-in', async () => {
    const root = docsRepo();
    const { code, stdout } = await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    expect(code).toBe(0);
    expect(toml(root)).toMatch(/^AUTH_MODE = "public"$/m);
    const access = stdout.split('\n').filter((l) => l.startsWith('Access:'));
    expect(access).toHaveLength(1);
    expect(access[0]).toMatch(/^Access: public\. Once deployed, anyone who has the worker's URL can search and read every doc here/);
    expect(access[0]).toMatch(/--auth api-key/);
    expect(access[0]).toMatch(/npx arch-mcp keys create --tools '\*' --remote/);
    expect(access[0]).toMatch(/oauth/);
  });

  it.each([
    ['api-key', [/^npx arch-mcp keys create --tools '\*' --name me +# a key for serve/]],
    ['oauth', [/^# AUTH_MODE=oauth: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_ALLOWED in wrangler\.toml and OIDC_CLIENT_SECRET in \.dev\.vars$/, /npx wrangler secret put OIDC_CLIENT_SECRET/]],
  ])('should write AUTH_MODE = "%s" with --auth, and list what it needs before serve', async (mode, needs) => {
    const root = docsRepo();
    const { code, stdout } = await cli(root, 'init', '--docs', 'docs', '--name', 'acme', '--auth', mode);
    expect(code).toBe(0);
    expect(toml(root)).toMatch(new RegExp(`^AUTH_MODE = "${mode}"$`, 'm'));
    expect(stdout).not.toMatch(/^Access: public/m);
    const next = nextSteps(stdout);
    const serve = next.findIndex((l) => l.startsWith('npx arch-mcp serve'));
    expect(serve).toBeGreaterThan(0);
    for (const [i, pattern] of needs.entries()) expect(next[1 + i]).toMatch(pattern);
    expect(serve).toBe(1 + needs.length);
  });

  it('should refuse an --auth it does not know in one line naming the flag and its values, and write nothing', async () => {
    const root = docsRepo();
    const { code, stderr } = await cli(root, 'init', '--docs', 'docs', '--name', 'acme', '--auth', 'private');
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual(['arch-mcp init: --auth must be one of public, api-key, oauth (got "private")']);
    for (const file of ['arch-mcp.json', 'wrangler.toml', '.gitignore']) expect(existsSync(path.join(root, file)), file).toBe(false);
  });

  it('should warn in one line, at the end of deploy --dry-run, that AUTH_MODE=public opens every doc to anyone with the URL', async () => {
    const root = docsRepo();
    await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    const dry = await cli(root, 'deploy', '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    const lines = dry.stderr.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^arch-mcp: warning: AUTH_MODE=public \(wrangler\.toml\): anyone who has the worker's URL can search and read every doc it serves; require API keys with AUTH_MODE = "api-key"/);
    expect(lines.filter((l) => l.includes('AUTH_MODE=public'))).toHaveLength(1);
  }, 120_000);

  it('should refuse to deploy an AUTH_MODE the worker does not know, naming it, before building anything', async () => {
    const root = docsRepo();
    await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    writeFileSync(path.join(root, 'wrangler.toml'), toml(root).replace('AUTH_MODE = "public"', 'AUTH_MODE = "internal"'));
    const dry = await cli(root, 'deploy', '--dry-run');
    expect(dry.code).toBe(2);
    expect(dry.stderr.trim()).toBe('arch-mcp deploy: AUTH_MODE must be one of public, api-key, oauth (got "internal" in the [vars] of wrangler.toml); the worker would refuse every call');
    expect(existsSync(path.join(root, '.arch-mcp'))).toBe(false);
  });

  it.each([
    ['AUTH_MODE = "public"', /^arch-mcp: warning: AUTH_MODE=public \(wrangler\.toml\): anyone who has the worker's URL/],
    ['AUTH_MODE = ""', /^arch-mcp: warning: AUTH_MODE=public/],
    ['AUTH_MODE = " Public "', /^arch-mcp: warning: AUTH_MODE=public/],
    ['', /^arch-mcp: warning: AUTH_MODE=public/],
    ['AUTH_MODE = "api-key"', /^arch-mcp: AUTH_MODE=api-key \(wrangler\.toml\): every call needs an API key/],
    ['AUTH_MODE = "oauth"', /^arch-mcp: AUTH_MODE=oauth \(wrangler\.toml\): callers sign in/],
  ])('should have deploy say of a config with %j in [vars]: %s', (line, expected) => {
    const root = docsRepo();
    const file = path.join(root, 'wrangler.toml');
    writeFileSync(file, `name = "acme"\n\n[vars]\nENABLED_TOOLS = "*"\n${line}\n\n[observability]\nenabled = true\n`);
    expect(deployAccessLine(file, root)).toMatch(expected);
  });
});
