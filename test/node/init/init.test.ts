// `arch-mcp init` as a platform team runs it in its own docs repo: what it writes, what it keeps,
// and that the CLI then finds the docs, the kinds and the workflow without further flags.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadIndexableDocs } from '../../../scripts/bench/corpus-docs';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import { REPO_ROOT } from '../helpers/serve-process';
import { cli, docsRepo, run, writeFile } from './init-repo';

describe('arch-mcp init', () => {
  it('should write the project files with the names, folder and kinds of this repo, and print the next two commands', async () => {
    const root = docsRepo();
    const { code, stdout } = await cli(root, 'init', '--docs', 'docs', '--name', 'Acme Platform');
    expect(code).toBe(0);

    const config = JSON.parse(readFileSync(path.join(root, 'arch-mcp.json'), 'utf8'));
    expect(config).toEqual({
      name: 'Acme Platform',
      docs: 'docs',
      kinds: expect.arrayContaining([
        { kind: 'adr', match: ['adr/**'] },
        { kind: 'pattern', match: ['patterns/**'] },
      ]),
    });

    const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
    expect(toml).toMatch(/^name = "acme-platform"$/m);
    expect(toml).toMatch(/^bucket_name = "acme-platform-docs"$/m);
    expect(toml).toMatch(/^id = "acme-platform-bundles"$/m);
    expect(toml).toMatch(/^id = "acme-platform-oauth"$/m);
    expect(toml).toMatch(/^main = "node_modules\/arch-mcp\/dist\/worker\/index\.js"$/m);
    expect(toml).toMatch(/new_sqlite_classes = \["SessionRegistry", "WorkflowContext", "RateLimiter", "ToolStats"\]/);
    expect(toml).not.toContain('arch-mcp-docs');

    expect(readFileSync(path.join(root, '.dev.vars.example'), 'utf8')).toMatch(/^# AUTH_MODE=api-key$/m);
    const template = readFileSync(path.join(root, 'docs/adr/template.md'), 'utf8');
    expect(template).toMatch(/^## Considered options$/m);
    expect(template).toMatch(/^kind: guideline$/m);
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toEqual(expect.arrayContaining(['.wrangler/', '.arch-mcp/', '.dev.vars']));

    for (const file of ['arch-mcp.json', 'wrangler.toml', '.github/workflows/arch-mcp.yml', '.dev.vars.example', 'docs/adr/template.md']) {
      expect(stdout).toMatch(new RegExp(`wrote +${file.replace(/\./g, '\\.')}`));
    }
    const next = stdout.slice(stdout.indexOf('Next:')).trim().split('\n').slice(1);
    expect(next).toHaveLength(2);
    expect(next[1]).toMatch(/npx arch-mcp serve/);
  });

  it('should write a workflow that lints and builds pull requests and deploys pushes with the Cloudflare secrets', async () => {
    const root = docsRepo();
    await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    const file = path.join(root, '.github/workflows/arch-mcp.yml');
    const validator = await run(root, process.execPath, [path.join(REPO_ROOT, 'node_modules/@action-validator/cli/cli.mjs'), file]);
    expect(validator.stdout + validator.stderr).toBe('');
    expect(validator.code).toBe(0);

    const workflow = parse(readFileSync(file, 'utf8'));
    const steps = (job: string) => workflow.jobs[job].steps as { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> }[];
    const jobFor = (event: string) => Object.keys(workflow.jobs).find((j) => workflow.jobs[j].if === `github.event_name == '${event}'`)!;
    expect(Object.keys(workflow.on)).toEqual(['pull_request', 'push']);
    const check = steps(jobFor('pull_request'));
    expect(check.map((s) => s.run).filter(Boolean)).toEqual(['npm ci', 'npx arch-mcp lint --format github', 'npx arch-mcp build']);
    const deploy = steps(jobFor('push'));
    const deployStep = deploy.find((s) => s.run === 'npx arch-mcp deploy')!;
    expect(deployStep.env).toEqual({ CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}', CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}' });
    for (const step of [...check, ...deploy]) if (step.uses) expect(step.uses).toMatch(/^actions\/(checkout|setup-node)@v\d+\.\d+\.\d+$/);
    expect(check.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe(20);
  });

  it('should keep every file that exists, and replace them only with --force', async () => {
    const root = docsRepo();
    await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    writeFileSync(path.join(root, 'wrangler.toml'), '# ours\n');
    const again = await cli(root, 'init', '--docs', 'docs', '--name', 'other');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/kept +wrangler\.toml \(exists; --force replaces it\)/);
    expect(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')).toBe('# ours\n');
    expect(JSON.parse(readFileSync(path.join(root, 'arch-mcp.json'), 'utf8')).name).toBe('acme');

    const forced = await cli(root, 'init', '--docs', 'docs', '--name', 'other', '--force');
    expect(forced.stdout).toMatch(/replaced +wrangler\.toml/);
    expect(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')).toMatch(/^name = "other"$/m);
  });

  it('should not write a second ADR template when the docs have one', async () => {
    const root = docsRepo();
    writeFileSync(path.join(root, 'docs/adr/adr-template.md'), '# Title\n\n## Status\n\n## Decision\n');
    const { stdout } = await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    expect(existsSync(path.join(root, 'docs/adr/template.md'))).toBe(false);
    expect(stdout).toMatch(/kept +docs\/adr\/adr-template\.md/);
  });

  it.each([
    ['a folder outside the repo', ['--docs', '../elsewhere', '--name', 'acme'], /--docs must be a folder inside/],
    ['a name with no letter or digit', ['--docs', 'docs', '--name', '!!!'], /--name must contain a letter or a digit/],
  ])('should refuse %s in one line and write nothing', async (_label, args, message) => {
    const root = docsRepo();
    const { code, stderr } = await cli(root, 'init', ...args);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(message);
    expect(existsSync(path.join(root, 'arch-mcp.json'))).toBe(false);
    expect(existsSync(path.join(root, 'wrangler.toml'))).toBe(false);
  });

  it('should let lint find the docs folder and its kinds from the project file, and annotate paths from the repo root', async () => {
    const root = docsRepo();
    await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    const clean = await cli(root, 'lint');
    expect(clean.stderr).toMatch(/5 docs .* in .*docs: no problems/);
    expect(clean.code).toBe(0);

    writeFileSync(path.join(root, 'docs/adr/0003-drop-polling.md'), '# 3. Drop polling\n\n## Status\n\nAccepted\n\nSupersedes [ADR 9](0009-polling.md)\n\n## Decision\n\nWe will stop polling.\n');
    const github = await cli(root, 'lint', '--format', 'github');
    expect(github.code).toBe(1);
    const lines = github.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^::(error|warning) file=docs\/adr\/0003-drop-polling\.md,line=\d+,title=arch-mcp lint%3A [a-z-]+::.+$/);
  });

  it('should ignore node_modules and local state in .gitignore, adding only the lines it lacks, once', async () => {
    const fresh = docsRepo();
    await run(fresh, 'git', ['init', '-q']);
    writeFile(fresh, 'node_modules/arch-mcp/package.json', '{}\n');
    await cli(fresh, 'init', '--docs', 'docs', '--name', 'acme');
    const ignored = await run(fresh, 'git', ['check-ignore', '-q', 'node_modules/arch-mcp/package.json']);
    expect(ignored.code).toBe(0);

    const own = docsRepo();
    writeFile(own, '.gitignore', '/node_modules\ncoverage/\n.dev.vars');
    await cli(own, 'init', '--docs', 'docs', '--name', 'acme');
    await cli(own, 'init', '--docs', 'docs', '--name', 'acme', '--force');
    expect(readFileSync(path.join(own, '.gitignore'), 'utf8')).toBe('/node_modules\ncoverage/\n.dev.vars\n.wrangler/\n.arch-mcp/\n');
  });

  it('should find the same kinds when run again over the ADR template it wrote, and count the template as neither', async () => {
    const root = docsRepo();
    const first = await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    const kinds = () => JSON.parse(readFileSync(path.join(root, 'arch-mcp.json'), 'utf8')).kinds;
    const before = kinds();
    expect(before).toContainEqual({ kind: 'adr', match: ['adr/**'] });
    expect(existsSync(path.join(root, 'docs/adr/template.md'))).toBe(true);

    const again = await cli(root, 'init', '--docs', 'docs', '--force');
    expect(again.code).toBe(0);
    expect(kinds()).toEqual(before);
    const counts = /docs in docs\/: (.*)$/m;
    expect(again.stdout.match(counts)?.[1]).toBe('2 ADRs, 1 patterns, 1 guidelines');
    expect(again.stdout.match(counts)?.[1]).toBe(first.stdout.match(counts)?.[1]);
  });

  it('should serve the ADR template as a guideline found by asking for it, never as an answer about a topic its guidance names', async () => {
    const root = docsRepo();
    writeFile(root, 'docs/adr/0003-cache-prices-at-the-edge.md', '# 3. Cache prices at the edge\n\n## Status\n\nAccepted\n\n## Context\n\nPrice lookups add 300 ms of latency and cost us a database replica.\n\n## Decision\n\nWe will cache prices at the edge for a minute.\n');
    await cli(root, 'init', '--docs', 'docs', '--name', 'acme');
    // The one file init added to the ADR folder.
    const template = `adr/${readdirSync(path.join(root, 'docs/adr')).find((f) => !f.startsWith('0'))}`;
    const docs = await loadIndexableDocs(path.join(root, 'docs'));
    expect(docs.find((d) => d.path === template)).toMatchObject({ kind: 'guideline' });
    const index = loadSearchIndex(buildSearchIndex(docs));
    const paths = (query: string) => index.search(query, { limit: 10 }).hits.map((h) => h.path);

    expect(paths('ADR template')[0]).toBe(template);
    // The template's guidance names cost, latency, compliance and team skills; a question about them is about the decisions.
    expect(paths('latency cost')).toEqual(['adr/0003-cache-prices-at-the-edge.md']);
    for (const query of ['compliance', 'team skills', 'deadlines and incidents', 'who owns the follow-up work']) expect(paths(query), query).not.toContain(template);
    expect(index.search('latency', { limit: 10, kinds: ['adr'] }).hits.map((h) => h.path)).toEqual(['adr/0003-cache-prices-at-the-edge.md']);
  });
});
