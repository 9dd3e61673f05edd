// GitHub annotations from lint (and check-refs): a message or path cannot break out of its command.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotation } from '../../../scripts/github-annotations';
import { REPO_ROOT } from '../helpers/serve-process';

describe('GitHub annotations', () => {
  it('should escape newlines and percent signs in the message, and colons and commas in the file', () => {
    const line = annotation('error', { file: 'docs/a,b:c.md', line: 3, title: 'rule: x' }, 'first\nline 50%\r\n::error file=x::forged');
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toBe('::error file=docs/a%2Cb%3Ac.md,line=3,title=rule%3A x::first%0Aline 50%25%0D%0A::error file=x::forged');
  });
});

describe('arch-mcp lint --format', () => {
  let root: string;
  const cli = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), 'lint', ...args], { cwd: root }, (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'arch-mcp-lint-format-'));
    mkdirSync(path.join(root, 'handbook'));
    writeFileSync(path.join(root, 'handbook/deploys.md'), '# Deploys\n\nRead [the runbook](runbook.md) first.\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('should print JSON problems with path, line and code', async () => {
    const { code, stdout } = await cli('handbook', '--format', 'json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ path: 'deploys.md', line: 3, code: 'broken-link', severity: 'warning' })]);
  });

  it('should annotate with the path from the current folder, which is what GitHub resolves', async () => {
    const { code, stdout } = await cli('handbook', '--format', 'github');
    expect(code).toBe(1);
    expect(stdout).toMatch(/^::warning file=handbook\/deploys\.md,line=3,title=arch-mcp lint%3A broken-link::link to "runbook\.md"/);
  });

  it('should refuse an unknown format in one line', async () => {
    const { code, stderr } = await cli('handbook', '--format', 'sarif');
    expect(code).toBe(2);
    expect(stderr.trim()).toMatch(/--format takes text, json, github \(got "sarif"\)$/);
  });
});
