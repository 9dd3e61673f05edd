// The local server a load run drives: `wrangler dev` on 127.0.0.1 over a temporary state, with its
// output captured rather than passed through. Lines it prints while the run is under way are
// shown as server log lines; what it prints once asked to stop (clients' sockets closing, the
// bundler's watcher going down) is counted and summarised as shutdown output, never shown as errors.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { REPO_ROOT, WRANGLER_BIN, wranglerEnv } from '../wrangler';

/** How long wrangler dev may take to answer /healthz. */
const START_TIMEOUT_MS = 90_000;
/** How long a stopping server gets before its process group is killed outright. */
const STOP_GRACE_MS = 5_000;
/** Server log lines kept for the report. */
const KEPT_LINES = 20;

export interface ServerLog {
  /** Lines printed while the run was under way. */
  duringRun: number;
  /** Lines printed once the server was asked to stop. */
  afterStop: number;
  /** The first lines printed during the run (they may point at a real problem). */
  samples: string[];
}

export interface LocalServer {
  url: string;
  /** The V8 inspector of the worker, for heap readings. */
  inspectorPort: number;
  log: ServerLog;
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  inspectorPort: number;
  persistTo: string;
  vars: Record<string, string>;
}

/** Starts wrangler dev in a process group of its own, so stopping it stops everything it started. */
export async function startServer(options: ServerOptions): Promise<LocalServer> {
  const args = [WRANGLER_BIN, 'dev', '--ip', '127.0.0.1', '--port', String(options.port), '--inspector-port', String(options.inspectorPort), '--persist-to', options.persistTo, '--show-interactive-dev-session=false', '--log-level', 'error'];
  for (const [name, value] of Object.entries(options.vars)) args.push('--var', `${name}:${value}`);
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: wranglerEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log: ServerLog = { duringRun: 0, afterStop: 0, samples: [] };
  let stopping = false;
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      if (stopping) log.afterStop += 1;
      else {
        log.duringRun += 1;
        if (log.samples.length < KEPT_LINES) log.samples.push(line.slice(0, 300));
      }
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const server: LocalServer = {
    url: `http://127.0.0.1:${options.port}`,
    inspectorPort: options.inspectorPort,
    log,
    stop: async () => {
      stopping = true;
      await stopGroup(child);
    },
  };
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`wrangler dev did not serve on port ${options.port} within ${START_TIMEOUT_MS / 1000} s: ${log.samples.slice(-3).join(' | ')}`);
}

/** SIGTERM to the server's process group, then SIGKILL if it has not closed after a grace period. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), STOP_GRACE_MS);
  await closed;
  clearTimeout(timer);
}
