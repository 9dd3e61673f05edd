// `arch-mcp lint` on scopes and waivers, as a user runs it on the scoped-docs fixture folder: each finding
// with file:line in both output formats, expired waivers judged by lint's clock, and rules that can be ignored.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/serve-process';

const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/scoped-docs');

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args], { cwd: REPO_ROOT }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const EXPECTED = [
  ['adr/0003-grpc-between-services.md', 10, 'expired-waiver', 'waiver for paths services/payments/webhooks/** (approved by Head of payments) expired on 2021-03-01'],
  ['adr/0006-shared-cache-for-sessions.md', 6, 'applies-to', 'unknown key "path"'],
  ['adr/0006-shared-cache-for-sessions.md', 7, 'applies-to', 'names service "paymnets", which the "services" map in arch-mcp.json does not list (known: catalog, legacy-orders, payments)'],
  ['adr/0006-shared-cache-for-sessions.md', 8, 'applies-to', 'glob "services/[oops" has a [ without its ]'],
  ['adr/0006-shared-cache-for-sessions.md', 10, 'waiver', '"waivers[0].approved_by" is missing'],
  ['adr/0006-shared-cache-for-sessions.md', 15, 'waiver', '"waivers[1].expires" is "next spring", not a date written YYYY-MM-DD'],
] as const;

describe('arch-mcp lint: scopes and waivers', () => {
  it('should list every scope and waiver finding with file:line and exit 1', async () => {
    const { code, stdout, stderr } = await cli('lint', FIXTURE);
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(EXPECTED.length);
    EXPECTED.forEach(([file, line, rule, words], i) => {
      expect(lines[i]).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}:${line}: warning: .+ \\[${rule}\\]$`));
      expect(lines[i]).toContain(words);
    });
    expect(stderr).toContain('11 docs');
  });

  it('should give the same findings as JSON', async () => {
    const { stdout } = await cli('lint', FIXTURE, '--json');
    const problems = JSON.parse(stdout) as { path: string; line: number; code: string; severity: string }[];
    expect(problems.map((p) => [p.path, p.line, p.code])).toEqual(EXPECTED.map(([file, line, rule]) => [file, line, rule]));
  });

  it('should let an organisation ignore expired waivers, counting them', async () => {
    const { stdout, stderr } = await cli('lint', FIXTURE, '--ignore', 'expired-waiver');
    expect(stdout).not.toContain('[expired-waiver]');
    expect(stderr).toContain('1 ignored (1 expired-waiver)');
  });
});
