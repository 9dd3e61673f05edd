// The npm package as a platform team uses it: packed from this checkout, installed into a fresh
// docs repo that holds nothing but a git repository with a few ADRs, and driven there through npx —
// init, lint, serve (a real MCP client lists the tools and searches) and deploy --dry-run.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, freePort } from '../helpers/serve-process';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

// The registry is used only for the tarball's own dependencies, from the cache when it has them.
const ENV = { ...process.env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

function run(cwd: string, command: string, args: string[], timeoutMs = 300_000): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: ENV, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** `npx --no arch-mcp …`: the installed package's bin, never one fetched on the fly. */
const npx = (cwd: string, ...args: string[]) => run(cwd, 'npx', ['--no', 'arch-mcp', ...args]);

const timings: string[] = [];
async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await fn();
  } finally {
    timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

describe('the packed npm package in a fresh docs repo', () => {
  let work: string;
  let repo: string;
  let tarball: string;
  let entries: string[];

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'arch-mcp-package-'));
    const packed = await timed('npm pack', () => run(REPO_ROOT, 'npm', ['pack', '--json', '--pack-destination', work]));
    expect(packed.code, packed.stderr).toBe(0);
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    tarball = path.join(work, info!.filename);
    entries = info!.files.map((f) => f.path);

    repo = path.join(work, 'acme-architecture');
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
      writeFileSync(path.join(repo, rel), text);
    };
    write('package.json', `${JSON.stringify({ name: 'acme-architecture', private: true }, null, 2)}\n`);
    write('docs/adr/0001-record-architecture-decisions.md', '# 1. Record architecture decisions\n\n## Status\n\nAccepted\n\n## Context\n\nDecisions get lost in chat threads.\n\n## Decision\n\nWe will keep architecture decision records in docs/adr.\n');
    write('docs/adr/0002-deliver-invoices-by-email.md', '# 2. Deliver invoices by email\n\n## Status\n\nSuperseded by [ADR-0003](0003-deliver-invoices-through-the-portal.md)\n\n## Context\n\nCustomers want invoices.\n\n## Decision\n\nWe will email PDF invoices to every customer.\n');
    write('docs/adr/0003-deliver-invoices-through-the-portal.md', '# 3. Deliver invoices through the customer portal\n\n## Status\n\nAccepted\n\nSupersedes [ADR-0002](0002-deliver-invoices-by-email.md)\n\n## Context\n\nEmailed invoices bounce and leak.\n\n## Decision\n\nWe will publish invoices in the customer portal and email only a link.\n');
    await run(repo, 'git', ['init', '-q']);
    const installed = await timed('npm install', () => run(repo, 'npm', ['install', '--no-save', '--ignore-scripts', tarball]));
    expect(installed.code, installed.stderr).toBe(0);
  }, 600_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
    console.log(`packed package: ${timings.join(', ')}`);
  });

  it('should ship the CLI, the prebuilt worker, the wrangler config template, prompts and resources, and no tests or sources', () => {
    for (const file of ['bin/arch-mcp.mjs', 'dist/cli/cli.mjs', 'dist/worker/index.js', 'dist/wrangler.toml', 'wrangler.toml', 'templates/init/workflow.yml', 'resources/prompts/draft-adr.md']) {
      expect(entries).toContain(file);
    }
    expect(entries.filter((f) => /^(test|src|scripts|\.ci)\//.test(f))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(repo, 'node_modules/arch-mcp/package.json'), 'utf8'));
    expect(manifest.private).toBeUndefined();
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['miniflare', 'wrangler']);
    for (const version of Object.values(manifest.dependencies)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('should init, lint, serve over MCP and build a dry-run deploy from the docs repo', async () => {
    const init = await timed('init', () => npx(repo, 'init', '--docs', 'docs', '--name', 'X'));
    expect(init.code, init.stderr).toBe(0);
    for (const file of ['arch-mcp.json', 'wrangler.toml', '.github/workflows/arch-mcp.yml', '.dev.vars.example']) expect(existsSync(path.join(repo, file)), file).toBe(true);
    expect(readFileSync(path.join(repo, 'wrangler.toml'), 'utf8')).toMatch(/^bucket_name = "x-docs"$/m);

    const lint = await timed('lint', () => npx(repo, 'lint'));
    expect(lint.stderr).toMatch(/4 docs .*: no problems/);
    expect(lint.code).toBe(0);

    const port = await freePort();
    // Its own process group: npx does not pass SIGTERM on to the command it runs, so the test signals the group.
    const server = spawn('npx', ['--no', 'arch-mcp', 'serve', '--port', String(port)], { cwd: repo, env: ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    server.stdout.on('data', (d) => (output += d));
    server.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => server.once('close', (code) => resolve(code)));
    try {
      await timed('serve until serving', async () => {
        const deadline = Date.now() + 180_000;
        while (!/^arch-mcp: serving /m.test(output)) {
          if (server.exitCode !== null || Date.now() > deadline) throw new Error(`serve did not start:\n${output.slice(-3000)}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      });
      expect(output).toContain(`local state in .wrangler/state/docs-`);
      expect(existsSync(path.join(repo, '.wrangler/state'))).toBe(true);

      const client = new Client({ name: 'package-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
      await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
      try {
        const { tools } = await client.listTools();
        expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['search_architecture', 'read_document', 'check_adr_alignment']));
        const result = await client.callTool({ name: 'search_architecture', arguments: { query: 'how are invoices delivered', resource_type: 'adr' } });
        const hits = (result.structuredContent as { results: { path: string; status?: string; superseded_by?: string[] }[] }).results;
        expect(hits[0]).toMatchObject({ path: 'adr/0003-deliver-invoices-through-the-portal.md', status: 'accepted' });
        expect(hits.find((h) => h.path === 'adr/0002-deliver-invoices-by-email.md')).toMatchObject({ status: 'superseded' });
      } finally {
        await client.close();
      }
      const call = await timed('call', () => npx(repo, 'call', 'read_document', '--url', `http://127.0.0.1:${port}/mcp`, '--args', '{"uri":"arch://adr/2"}'));
      expect(call.code, call.stderr).toBe(0);
      expect(JSON.parse(call.stdout)).toMatchObject({ path: 'adr/0002-deliver-invoices-by-email.md', status: 'superseded', superseded_by: ['adr/0003-deliver-invoices-through-the-portal.md'] });
    } finally {
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
      // 'close' comes once every process holding the output pipes (serve and workerd among them) has exited.
      await exited;
    }

    const deploy = await timed('deploy --dry-run', () => npx(repo, 'deploy', '--dry-run'));
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(deploy.stderr).toMatch(/worker bundle .* gzipped/);
    expect(deploy.stderr).toMatch(/dry run: docs and worker built; nothing was published or deployed/);
    expect(existsSync(path.join(repo, '.arch-mcp/worker/index.js'))).toBe(true);
  }, 600_000);

  it('should run the other commands from the docs repo too: tools, keys, upstreams check and check-refs', async () => {
    const tools = await timed('tools', () => npx(repo, 'tools', '--json'));
    expect(tools.code, tools.stderr).toBe(0);
    expect((JSON.parse(tools.stdout) as { name: string }[]).map((t) => t.name)).toContain('search_architecture');

    const created = await timed('keys create', () => npx(repo, 'keys', 'create', '--tools', 'search_*', '--name', 'ci-bot'));
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout.trim()).toMatch(/^amk_/);
    const listed = await npx(repo, 'keys', 'list');
    expect(listed.stdout).toMatch(/ci-bot +tools=search_\*/);

    const upstreams = await npx(repo, 'upstreams', 'check');
    expect(upstreams.code).toBe(0);
    expect(upstreams.stderr).toMatch(/no upstream servers are configured/);

    mkdirSync(path.join(repo, 'src'), { recursive: true });
    writeFileSync(path.join(repo, 'src/invoices.ts'), '// Invoices are emailed, as ADR-0002 decided.\nexport {};\n');
    const refs = await timed('check-refs', () => npx(repo, 'check-refs', 'src', '--strict'));
    expect(refs.code).toBe(1);
    expect(refs.stdout).toMatch(/^src\/invoices\.ts:1: superseded: ADR-0002 is superseded .*adr\/0003-deliver-invoices-through-the-portal\.md/m);
  }, 300_000);
});
