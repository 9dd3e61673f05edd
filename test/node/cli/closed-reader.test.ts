// Piping the command line into a reader that stops early (`arch-mcp tools | head -1`): the command
// finishes quietly with its own exit code instead of dying on EPIPE with a stack trace.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/serve-process';

const empty = mkdtempSync(path.join(tmpdir(), 'arch-mcp-closed-reader-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

/**
 * Runs the CLI with the read ends of the streams named in `closed` shut before it starts writing
 * (they close at once; node needs far longer to load the CLI). Returns the exit code and what was
 * read from the other stream.
 */
function runWithClosedReader(args: string[], closed: ('stdout' | 'stderr')[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; read: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let read = '';
    for (const name of ['stdout', 'stderr'] as const) {
      if (closed.includes(name)) child[name].destroy();
      else child[name].on('data', (d) => (read += d));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, read }));
  });
}

describe('output to a reader that has gone away', () => {
  it.each([
    ['tools', ['tools']],
    ['--help', ['--help']],
  ])('should let `%s` finish with exit code 0 and no stack trace when stdout is closed', async (_name, args) => {
    const { code, signal, read } = await runWithClosedReader(args, ['stdout']);
    expect(read).toBe('');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });

  it('should keep the exit code of a command whose stderr and stdout are both closed', async () => {
    // check-refs prints its report on stdout and a summary on stderr, and exits 0 on an empty folder.
    expect((await runWithClosedReader(['check-refs', empty, '--docs', path.join(REPO_ROOT, 'resources')], ['stdout', 'stderr'])).code).toBe(0);
    // An unknown command is a usage error (2), printed on stderr.
    expect((await runWithClosedReader(['no-such-command'], ['stderr'])).code).toBe(2);
  });
});
