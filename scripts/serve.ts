// `npm start`: builds a docs folder, publishes it into wrangler's local persistence and runs
// the worker in workerd on 127.0.0.1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runBuild } from './build';
import { runPublish } from './publish';
import { REPO_ROOT, WRANGLER_BIN, wranglerEnv } from './wrangler';

export interface ServeOptions {
  docsDir: string;
  port: number;
  persistTo?: string;
}

/** Builds, publishes locally and serves until interrupted. Resolves with wrangler's exit code. */
export async function serve(options: ServeOptions): Promise<number> {
  const started = performance.now();
  const bundle = await runBuild({ docsDir: options.docsDir });
  await runPublish(bundle, { mode: 'local', persistTo: options.persistTo });
  process.stderr.write(`arch-mcp: ready to serve after ${((performance.now() - started) / 1000).toFixed(1)} s; starting workerd\n`);
  const args = [
    WRANGLER_BIN, 'dev',
    '--ip', '127.0.0.1',
    '--port', String(options.port),
    '--var', 'ARCH_MCP_LOCAL:1',
    '--show-interactive-dev-session=false',
    '--log-level', 'warn',
    ...(options.persistTo ? ['--persist-to', options.persistTo] : []),
  ];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: 'inherit', env: wranglerEnv() });
  process.stderr.write(`arch-mcp: serving ${path.resolve(options.docsDir)} at http://127.0.0.1:${options.port}/mcp\n`);
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 0)));
}
