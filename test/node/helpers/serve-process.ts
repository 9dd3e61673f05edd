// Starts `arch-mcp serve` as a real process on a free loopback port and follows what it prints.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/corpus');

export interface ServeProcess {
  /** The serve process (the leader of its own process group). */
  pid: number;
  port: number;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number>;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits or `timeoutMs` passes first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

/** A port on 127.0.0.1 that nothing listened on a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs `arch-mcp serve ...args --port PORT` (a free port unless given). */
export async function startServe(args: string[], port?: number): Promise<ServeProcess> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), 'serve', ...args, '--port', String(chosen)], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    output += d;
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number>((resolve) => child.once('close', (code) => resolve(code ?? 1)));

  const waitFor = (pattern: RegExp, timeoutMs = 120_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = output.match(pattern);
        if (m) {
          done();
          resolve(m);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output.slice(-3000)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      void exited.then((code) => {
        check();
        if (listeners.has(check)) {
          done();
          reject(new Error(`serve exited (${code}) before printing ${pattern}:\n${output.slice(-3000)}`));
        }
      });
      check();
    });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await exited;
  };
  return { pid: child.pid!, port: chosen, url: `http://127.0.0.1:${chosen}/mcp`, output: () => output, exited, waitFor, stop };
}

export interface ServedProcess {
  url: string;
  port: number;
  startupMs: number;
  output: () => string;
  stop(): Promise<void>;
}

/** Serves `docsDir` from scratch (new persistence dir) and resolves once it prints `serving`. */
export async function serveDocs(docsDir: string, timeoutMs = 120_000, options: { args?: string[]; port?: number } = {}): Promise<ServedProcess> {
  const persist = mkdtempSync(path.join(tmpdir(), 'arch-mcp-state-'));
  const started = Date.now();
  const served = await startServe(['--docs', docsDir, '--persist-to', persist, ...(options.args ?? [])], options.port);
  try {
    await served.waitFor(/^arch-mcp: serving /m, timeoutMs);
  } catch (err) {
    await served.stop();
    rmSync(persist, { recursive: true, force: true });
    throw err;
  }
  return {
    url: served.url,
    port: served.port,
    startupMs: Date.now() - started,
    output: served.output,
    stop: async () => {
      await served.stop();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}
