// A docs repo as `arch-mcp init` meets it, and the CLI run in it the way a person runs it (stdin
// not a terminal, so init takes its flags and asks nothing). Shared by the init tests.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { REPO_ROOT } from '../helpers/serve-process';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function run(cwd: string, command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd }, (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }));
  });
}

/** `arch-mcp …` from this checkout, run in `cwd`. */
export const cli = (cwd: string, ...args: string[]) => run(cwd, process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args]);

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes `text` to `rel` under `root`, making the folders it needs. */
export function writeFile(root: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

/** A docs repo (removed after the test): ADRs in docs/adr, patterns in docs/patterns, a guideline at the top. */
export function docsRepo(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'arch-mcp-init-'));
  folders.push(root);
  writeFile(root, 'docs/adr/0001-record-decisions.md', '# 1. Record decisions\n\n## Status\n\nAccepted\n\n## Context\n\nWe forget why.\n\n## Decision\n\nWe will write ADRs.\n');
  writeFile(root, 'docs/adr/0002-ship-events.md', '# 2. Ship events over a broker\n\n## Status\n\nAccepted\n\n## Context\n\nServices poll.\n\n## Decision\n\nWe will publish events.\n');
  writeFile(root, 'docs/patterns/outbox.md', '# Transactional outbox\n\n## Intent\n\nPublish events with the write that caused them.\n');
  writeFile(root, 'docs/review.md', '# Code review\n\nEvery change gets a second reader.\n');
  return root;
}
