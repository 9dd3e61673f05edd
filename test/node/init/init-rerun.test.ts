// `arch-mcp init` run again in a folder it already set up: the deployment keeps its name, its
// worker, bucket and KV namespaces and its settings unless --name renames it, and the output says
// which name and worker the files hold.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, docsRepo } from './init-repo';

/** A real KV namespace id, as the first deploy writes it over the title. */
const DEPLOYED_KV_ID = '0123456789abcdef0123456789abcdef';

const read = (root: string, rel: string) => readFileSync(path.join(root, rel), 'utf8');
const header = (stdout: string) => stdout.split('\n')[0];

/** A repo set up as "Acme engineering", deployed once (KV id recorded), then given keys and an extra docs setting by hand. */
async function deployedRepo(): Promise<string> {
  const root = docsRepo();
  const init = await cli(root, 'init', '--docs', 'docs', '--name', 'Acme engineering');
  expect(init.code, init.stderr).toBe(0);
  const toml = read(root, 'wrangler.toml');
  writeFileSync(
    path.join(root, 'wrangler.toml'),
    toml.replace('id = "acme-engineering-bundles"', `id = "${DEPLOYED_KV_ID}"`).replace('AUTH_MODE = "public"', 'AUTH_MODE = "api-key"').replace('ALLOWED_ORIGINS = ""', 'ALLOWED_ORIGINS = "https://portal.acme.example"'),
  );
  const config = JSON.parse(read(root, 'arch-mcp.json'));
  writeFileSync(path.join(root, 'arch-mcp.json'), JSON.stringify({ ...config, lint: { ignore: ['broken-link'] } }, null, 2));
  return root;
}

describe('arch-mcp init run again', () => {
  it('should keep the name, worker, bucket, KV namespaces and settings of the deployment when --force comes without --name', async () => {
    const root = await deployedRepo();
    const forced = await cli(root, 'init', '--force');
    expect(forced.code, forced.stderr).toBe(0);

    expect(JSON.parse(read(root, 'arch-mcp.json'))).toMatchObject({ name: 'Acme engineering', docs: 'docs', lint: { ignore: ['broken-link'] } });
    const toml = read(root, 'wrangler.toml');
    expect(toml).toMatch(/^name = "acme-engineering"$/m);
    expect(toml).toMatch(/^bucket_name = "acme-engineering-docs"$/m);
    expect(toml).toMatch(new RegExp(`^binding = "BUNDLES"\\nid = "${DEPLOYED_KV_ID}"$`, 'm'));
    expect(toml).toMatch(/^binding = "OAUTH_KV"\nid = "acme-engineering-oauth"$/m);
    expect(toml).toMatch(/^AUTH_MODE = "api-key"$/m);
    expect(toml).toMatch(/^ALLOWED_ORIGINS = "https:\/\/portal\.acme\.example"$/m);
    expect(toml).toMatch(/^main = "node_modules\/arch-mcp\/dist\/worker\/index\.js"$/m);

    expect(header(forced.stdout)).toMatch(/^arch-mcp init: "Acme engineering" \(worker acme-engineering\)/);
    expect(forced.stdout).toMatch(/keeps its name "Acme engineering", worker acme-engineering with its R2 bucket and KV namespaces/);
    expect(forced.stdout).not.toMatch(/^Access: public/m);
  });

  it('should announce the name and worker the kept files hold when run again without --force', async () => {
    const root = await deployedRepo();
    const again = await cli(root, 'init');
    expect(again.code, again.stderr).toBe(0);
    expect(header(again.stdout)).toMatch(/^arch-mcp init: "Acme engineering" \(worker acme-engineering\), docs in docs\//);
    expect(again.stdout).toMatch(/kept +arch-mcp\.json/);

    const named = await cli(root, 'init', '--name', 'Platform');
    expect(header(named.stdout)).toMatch(/^arch-mcp init: "Acme engineering" \(worker acme-engineering\)/);
    expect(named.stdout).toMatch(/--name "Platform" is not applied: arch-mcp\.json and wrangler\.toml exist; --force replaces them/);
    expect(JSON.parse(read(root, 'arch-mcp.json')).name).toBe('Acme engineering');
  });

  it('should rename the deployment only when --name names another worker, and say the next deploy starts an empty one', async () => {
    const root = await deployedRepo();
    const same = await cli(root, 'init', '--force', '--name', 'Acme Engineering');
    expect(read(root, 'wrangler.toml')).toMatch(new RegExp(`^id = "${DEPLOYED_KV_ID}"$`, 'm'));
    expect(same.stdout).not.toMatch(/new worker/);

    const renamed = await cli(root, 'init', '--force', '--name', 'Acme platform');
    expect(renamed.code, renamed.stderr).toBe(0);
    const toml = read(root, 'wrangler.toml');
    expect(toml).toMatch(/^name = "acme-platform"$/m);
    expect(toml).toMatch(/^bucket_name = "acme-platform-docs"$/m);
    expect(toml).toMatch(/^id = "acme-platform-bundles"$/m);
    // Who may call it is the organisation's choice, not the worker's name: it carries over.
    expect(toml).toMatch(/^AUTH_MODE = "api-key"$/m);
    expect(JSON.parse(read(root, 'arch-mcp.json')).name).toBe('Acme platform');
    expect(renamed.stdout).toMatch(/wrangler\.toml now names worker acme-platform \(was acme-engineering\): the next deploy creates a new worker, R2 bucket and KV namespaces/);
  });

  it('should take the docs folder arch-mcp.json names when run again without --docs', async () => {
    const root = docsRepo();
    await cli(root, 'init', '--docs', 'docs/adr', '--name', 'acme');
    const again = await cli(root, 'init', '--force');
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(read(root, 'arch-mcp.json')).docs).toBe('docs/adr');
    expect(header(again.stdout)).toMatch(/docs in docs\/adr\/: 2 ADRs/);
  });
});
