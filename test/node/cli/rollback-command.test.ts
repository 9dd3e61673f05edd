// `arch-mcp rollback` on local state, as `arch-mcp serve` keeps it: it lists the builds served,
// goes back one, or to a named build, and refuses what it cannot do with a one-line reason.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../../scripts/build';
import { runPublish } from '../../../scripts/publish';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'arch-mcp-rollback-'));
const stateDir = path.join(scratch, 'state');

function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function cli(...args: string[]) {
  const res = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), 'rollback', ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

const listed = () => cli('--persist-to', stateDir, '--list').stdout.trim().split('\n').map((line) => line.split(/\s+/)[0]);

describe('arch-mcp rollback on local state', () => {
  const ids: string[] = [];

  beforeAll(async () => {
    const guide = { 'guides/testing.md': '# Testing\n\nWrite tests first.\n' };
    const versions = [guide, { ...guide, 'guides/review.md': '# Review\n\nTwo reviewers for schema changes.\n' }];
    for (const [i, files] of versions.entries()) {
      const bundle = await runBuild({ docsDir: folder(`docs-${i}`, files), log: () => undefined });
      await runPublish(bundle, { mode: 'local', stateDir }, { log: () => undefined });
      ids.push(bundle.buildId);
    }
  }, 120_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('should list the build served now, then the earlier one', () => {
    expect(listed()).toEqual([ids[1], ids[0]]);
  });

  it('should go back to the build served before, saying which', () => {
    const { code, stderr } = cli('--persist-to', stateDir);
    expect(code).toBe(0);
    expect(stderr).toContain(`build ${ids[0]} is served now in place of ${ids[1]} (local)`);
    expect(listed()).toEqual([ids[0], ids[1]]);
  });

  it('should go to a named build and refuse one it does not know, with exit code 1 and one line', () => {
    expect(cli('--persist-to', stateDir, '--to', ids[1]).code).toBe(0);
    const unknown = cli('--persist-to', stateDir, '--to', 'f'.repeat(32));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(`arch-mcp rollback: build ${'f'.repeat(32)} is not published here (its manifest is missing or incomplete)`);
    expect(listed()[0]).toBe(ids[1]);
  });

  it('should create no state where nothing was ever published, saying so', () => {
    const nowhere = path.join(scratch, 'mistyped-state');
    const listing = cli('--persist-to', nowhere, '--list');
    expect(listing.code).toBe(0);
    expect(listing.stderr).toContain(`nothing is published (local: no state in ${nowhere})`);
    const back = cli('--persist-to', nowhere);
    expect(back.code).toBe(1);
    expect(back.stderr.trim()).toBe(`arch-mcp rollback: nothing is published in ${nowhere}: no local state there to roll back`);
    expect(existsSync(nowhere)).toBe(false);
  });

  it('should take the 12 digits of a build id that serve prints, naming the whole id, and refuse a start no build has', () => {
    const { code, stderr } = cli('--persist-to', stateDir, '--to', ids[0].slice(0, 12));
    expect(code).toBe(0);
    expect(stderr).toContain(`build ${ids[0]} is served now in place of ${ids[1]} (local)`);
    expect(cli('--persist-to', stateDir, '--to', ids[1].slice(0, 12)).code).toBe(0);
    const absent = [...'0123456789abcdef'].map((digit) => digit.repeat(12)).find((start) => !ids.some((id) => id.startsWith(start)))!;
    const unknown = cli('--persist-to', stateDir, '--to', absent);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(unknown.stderr).toContain(`--to ${absent} is the start of no build recorded here`);
    expect(listed()[0]).toBe(ids[1]);
  });

  it('should refuse local-state options with --remote, and --to with --list, as usage errors', () => {
    const { code, stderr } = cli('--remote', '--persist-to', stateDir);
    expect(code).toBe(2);
    expect(stderr).toContain('--docs and --persist-to name local state: leave them out with --remote');
    const listing = cli('--persist-to', stateDir, '--list', '--to', ids[0]);
    expect(listing.code).toBe(2);
    expect(listing.stderr).toContain('--list changes nothing');
    expect(listed()[0]).toBe(ids[1]);
  });
});
