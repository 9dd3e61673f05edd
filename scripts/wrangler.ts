// Runs the wrangler arch-mcp depends on (never a global one) and reports failures in one line.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { REPO_ROOT, WORKER_ENTRY } from './paths';
import type { Project } from './project';

const require = createRequire(import.meta.url);
/** Path of wrangler's CLI entry inside node_modules. */
export const WRANGLER_BIN = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');

export { REPO_ROOT };

/** `--config` (and, for the package's default config, the project's .dev.vars) for wrangler commands run for `project`. */
export function projectConfigArgs(project: Project): string[] {
  const envFile = !project.ownWranglerConfig && project.devVars ? ['--env-file', project.devVars] : [];
  return ['--config', project.wranglerConfig, ...envFile];
}

/** `wrangler deploy` / `wrangler dev` arguments naming the worker this package runs, for `project`. */
export function workerArgs(project: Project): string[] {
  return [WORKER_ENTRY, ...projectConfigArgs(project)];
}

/**
 * Environment for every wrangler process: no telemetry, and no fetch of the `Request.cf`
 * sample from the network, so local runs stay on loopback.
 */
export function wranglerEnv(): NodeJS.ProcessEnv {
  return { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
}

/** Lines wrangler ends every failure with, which say nothing about this one. */
const WRANGLER_FOOTER = /^(?:If you think this is a bug, please open an issue at|\S*\s*Logs were written to )/;

/**
 * What a failed wrangler run said went wrong, on one line: its colours stripped, its footer left
 * out, from its `✘ [ERROR]` line when it printed one, else its last lines.
 */
export function wranglerFailure(output: string): string {
  const lines = stripVTControlCharacters(output).split('\n').map((line) => line.trim()).filter((line) => line && !WRANGLER_FOOTER.test(line));
  const error = lines.findIndex((line) => line.startsWith('✘ [ERROR]'));
  return (error >= 0 ? lines.slice(error, error + 5) : lines.slice(-5)).join(' | ');
}

export interface WranglerResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs `wrangler ...args` in `cwd` (default: the package root; project commands pass the project's
 * root and its `--config`); rejects with what wrangler said went wrong (see wranglerFailure).
 */
export function runWrangler(args: string[], options: { inherit?: boolean; cwd?: string } = {}): Promise<WranglerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER_BIN, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: wranglerEnv(),
      stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`wrangler ${args.slice(0, 3).join(' ')} failed (exit ${code}): ${wranglerFailure(stderr || stdout)}`));
    });
  });
}
