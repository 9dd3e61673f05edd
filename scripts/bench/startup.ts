// Bench section "startup": `arch-mcp serve` from scratch (a fresh persistence folder) on the corpus,
// until it says it is serving, against the same command on a one-document docs folder in the same
// run: the baseline is what any local start pays (the worker, the local runtime, publishing a build).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

export interface StartupNumbers {
  /** Milliseconds until `arch-mcp: serving`, the corpus and the one-document folder. */
  corpusMs: number;
  oneDocMs: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Starts `arch-mcp serve --docs dir` from scratch and resolves with the time until it serves; stops it. */
async function timeServe(docsDir: string, timeoutMs: number): Promise<number> {
  const persist = mkdtempSync(path.join(tmpdir(), 'arch-mcp-bench-state-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), 'serve', '--docs', docsDir, '--persist-to', persist, '--port', String(port)], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    return await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve --docs ${docsDir} did not serve within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`)), timeoutMs);
      const onData = (d: Buffer) => {
        output += d;
        if (/^arch-mcp: serving /m.test(output)) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('close', (code) => {
        clearTimeout(timer);
        reject(new Error(`serve --docs ${docsDir} exited (${code}) before serving:\n${output.slice(-2000)}`));
      });
    });
  } finally {
    const closed = new Promise((resolve) => child.once('close', resolve));
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await closed;
    }
    rmSync(persist, { recursive: true, force: true });
  }
}

/** Times a cold start on `corpusDir` and on a one-document folder, one after the other. */
export async function benchStartup(corpusDir: string, log: (line: string) => void, timeoutMs = 300_000): Promise<StartupNumbers> {
  const tiny = mkdtempSync(path.join(tmpdir(), 'arch-mcp-bench-one-doc-'));
  try {
    writeFileSync(path.join(tiny, 'start-here.md'), '# Start here\n\nOne guideline, so the server has something to serve.\n');
    log('startup: serve on a one-document folder (baseline)');
    const oneDocMs = await timeServe(tiny, timeoutMs);
    log(`startup: serve on ${corpusDir}`);
    const corpusMs = await timeServe(corpusDir, timeoutMs);
    return { corpusMs, oneDocMs };
  } finally {
    rmSync(tiny, { recursive: true, force: true });
  }
}
