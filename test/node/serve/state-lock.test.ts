// The lock a local state's starts and publishes take turns under: a dead holder's lock, or one an
// earlier process with this pid left, is taken over; a live holder's is waited for, never removed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withStateLock } from '../../../scripts/local-state';

const dirs: string[] = [];
function stateDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'arch-mcp-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockOf = (dir: string) => path.join(dir, 'state.lock');
const quiet = () => undefined;

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
}

describe('state lock', () => {
  it('should take over a lock whose holder has exited, and remove its own when done', async () => {
    const dir = stateDir();
    writeFileSync(lockOf(dir), String(deadPid()));
    expect(await withStateLock(dir, async () => 'ran', quiet)).toBe('ran');
    expect(existsSync(lockOf(dir))).toBe(false);
  });

  it('should take over a lock an earlier process with this same pid left behind', async () => {
    const dir = stateDir();
    writeFileSync(lockOf(dir), `${process.pid} token-of-an-earlier-run`);
    expect(await withStateLock(dir, async () => 'ran', quiet)).toBe('ran');
  });

  it('should wait for a live holder, and stop waiting when aborted, leaving its lock as it was', async () => {
    const dir = stateDir();
    const holder = `${process.ppid} token-of-a-live-process`;
    writeFileSync(lockOf(dir), holder);
    const lines: string[] = [];
    const aborted = new AbortController();
    let ran = false;
    const waiting = withStateLock(dir, async () => { ran = true; }, (l) => lines.push(l), aborted.signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.join('\n')).toMatch(/waiting for another server starting or publishing/);
    aborted.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
    expect(ran).toBe(false);
    expect(readFileSync(lockOf(dir), 'utf8')).toBe(holder);
  });

  it('should not remove a lock that is no longer its own when it finishes', async () => {
    const dir = stateDir();
    const other = `${process.ppid} token-of-a-process-that-took-over`;
    await withStateLock(dir, async () => writeFileSync(lockOf(dir), other), quiet);
    expect(readFileSync(lockOf(dir), 'utf8')).toBe(other);
  });

  it('should let a call inside a held lock through, and make a separate call in this process wait its turn', async () => {
    const dir = stateDir();
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withStateLock(dir, async () => {
      order.push('first');
      await withStateLock(dir, async () => order.push('nested'), quiet);
      await gate;
      order.push('first done');
    }, quiet);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = withStateLock(dir, async () => order.push('second'), quiet);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(['first', 'nested']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'nested', 'first done', 'second']);
  });
});
