// Starts `arch-mcp serve` as a real process on a free loopback port with fresh local state.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/corpus');

export interface ServedProcess {
  url: string;
  port: number;
  startupMs: number;
  output: () => string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Serves `docsDir` from scratch (new persistence dir) and resolves once /healthz answers. */
export async function serveDocs(docsDir: string, timeoutMs = 120_000): Promise<ServedProcess> {
  const port = await freePort();
  const persist = mkdtempSync(path.join(tmpdir(), 'arch-mcp-state-'));
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), 'serve', '--docs', docsDir, '--port', String(port), '--persist-to', persist], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => child.once('close', r));
    }
    rmSync(persist, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return { url: `${base}/mcp`, port, startupMs: Date.now() - started, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not come up within ${timeoutMs} ms:\n${output.slice(-2000)}`);
}
