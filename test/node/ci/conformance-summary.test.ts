// scripts/conformance-summary.mjs as CI runs it, on result folders laid out as the conformance suite
// writes them: it passes required scenarios that pass or fail only where the baseline says, and fails
// the run for an unexcused failure, an empty list of required scenarios and a baseline gone stale.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SUMMARY = path.join(REPO_ROOT, 'scripts/conformance-summary.mjs');
const root = mkdtempSync(path.join(tmpdir(), 'arch-mcp-conformance-summary-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Status = 'SUCCESS' | 'FAILURE' | 'WARNING';
let runs = 0;

/** A results folder with one `server-<scenario>-<timestamp>/checks.json` per scenario. */
function results(scenarios: Record<string, Record<string, Status>>): string {
  const dir = path.join(root, `run-${++runs}`);
  for (const [scenario, checks] of Object.entries(scenarios)) {
    const folder = path.join(dir, `server-${scenario}-2026-07-28T10-00-00-000Z`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'checks.json'), JSON.stringify(Object.entries(checks).map(([id, status]) => ({ id, status, errorMessage: status === 'SUCCESS' ? undefined : `${id} went wrong` }))));
  }
  return dir;
}

function baseline(...entries: string[]): string {
  const file = path.join(root, `expected-${++runs}.yaml`);
  writeFileSync(file, `# why each is expected to fail\nserver:\n${entries.map((e) => `  # reason\n  - ${e}`).join('\n')}\n`);
  return file;
}

function summary(dir: string, required: string, baselineFile?: string): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SUMMARY, dir, required, ...(baselineFile ? [baselineFile] : [])], (err, stdout) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout });
    });
  });
}

describe('conformance summary', () => {
  it('should pass when every required scenario passes', async () => {
    const dir = results({ ping: { 'ping-answers': 'SUCCESS' }, 'tools-list': { 'lists-tools': 'SUCCESS', 'has-schemas': 'SUCCESS' } });
    const { code, stdout } = await summary(dir, 'ping tools-list');
    expect(stdout).toMatch(/required scenarios: 2 passed, 0 expected failures \(baselined\), 0 failed, of 2/);
    expect(code).toBe(0);
  });

  it('should fail a required scenario with an unexcused failure, or with no results at all', async () => {
    const dir = results({ ping: { 'ping-answers': 'SUCCESS', 'ping-id': 'FAILURE' } });
    const { code, stdout } = await summary(dir, 'ping tools-list');
    expect(stdout).toMatch(/^ping\s+FAIL/m);
    expect(stdout).toMatch(/^tools-list\s+FAIL\s+no checks\.json written/m);
    expect(code).toBe(1);
  });

  it('should excuse failures the baseline lists, by scenario or by check', async () => {
    const dir = results({ sampling: { 'asks-client': 'FAILURE' }, stateless: { 'answers-alone': 'SUCCESS', 'needs-fixture-tool': 'FAILURE' } });
    const { code, stdout } = await summary(dir, 'sampling stateless', baseline('sampling', 'stateless:needs-fixture-tool'));
    expect(stdout).toMatch(/0 passed, 2 expected failures \(baselined\), 0 failed, of 2/);
    expect(code).toBe(0);
  });

  it('should fail the run when the list of required scenarios is empty, even with results on disk', async () => {
    const dir = results({ ping: { 'ping-answers': 'SUCCESS' } });
    for (const required of ['', '   ']) {
      const { code, stdout } = await summary(dir, required);
      expect(stdout).toMatch(/no required scenarios to score/);
      expect(code).toBe(1);
    }
  });

  it('should fail the run when a baselined scenario starts to pass', async () => {
    const dir = results({ sampling: { 'asks-client': 'SUCCESS' } });
    const file = baseline('sampling');
    const { code, stdout } = await summary(dir, 'sampling', file);
    expect(stdout).toMatch(/^sampling\s+STALE/m);
    expect(stdout).toContain(`STALE sampling passes but is listed in ${file}`);
    expect(code).toBe(1);
  });

  it('should fail the run when a baselined check starts to pass, though its scenario has other excused failures', async () => {
    const dir = results({ stateless: { 'answers-alone': 'SUCCESS', 'needs-fixture-tool': 'SUCCESS', 'needs-log-tool': 'FAILURE' } });
    const { code, stdout } = await summary(dir, 'stateless', baseline('stateless:needs-fixture-tool', 'stateless:needs-log-tool'));
    expect(stdout).toMatch(/STALE stateless:needs-fixture-tool passes/);
    expect(stdout).not.toMatch(/STALE stateless:needs-log-tool/);
    expect(code).toBe(1);
  });
});
