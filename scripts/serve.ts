// `npm start`: serves a docs folder locally in workerd. The order keeps every failure harmless:
// the port is checked first; the docs are built while workerd starts; the build is published into
// the folder's own state only once workerd holds the port; and `serving` is printed only when
// /healthz answers with the build just published.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BuiltBundle } from '../src/bundle/build-bundle';
import { runBuild } from './build';
import { assertPortFree, freePort, waitForHealth } from './local-health';
import { stateDirFor } from './local-state';
import { openLocalStore } from './local-store';
import { runPublish } from './publish';
import { checkDocsFolder } from './read-docs-folder';
import { watchDocs } from './watch-docs';
import { REPO_ROOT, WRANGLER_BIN, wranglerEnv } from './wrangler';

export interface ServeOptions {
  docsDir: string;
  port: number;
  /** Local state directory; derived from the docs folder's real path when omitted. */
  persistTo?: string;
  /** Rebuild and republish on every edit under the docs folder. */
  watch?: boolean;
  /** `NAME:VALUE` [vars] overrides for this run. */
  vars?: string[];
}

/** How long workerd may take to answer its first request. */
const START_TIMEOUT_MS = 90_000;
/** How long a published build may take to appear on /healthz. */
const SWITCH_TIMEOUT_MS = 30_000;

function startWorkerd(port: number, inspectorPort: number, stateDir: string, vars: readonly string[]): ChildProcess {
  const args = [
    WRANGLER_BIN, 'dev',
    '--ip', '127.0.0.1',
    '--port', String(port),
    // wrangler's own pick (9229 and up) races when two servers start at once.
    '--inspector-port', String(inspectorPort),
    '--var', 'ARCH_MCP_LOCAL:1',
    ...vars.flatMap((v) => ['--var', v]),
    '--show-interactive-dev-session=false',
    '--log-level', 'warn',
    '--persist-to', stateDir,
  ];
  return spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: wranglerEnv() });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  child.kill('SIGTERM');
  return closed;
}

function describe(bundle: BuiltBundle): string {
  const { counts, name } = bundle.manifest;
  return `"${name}": ${counts.docs} docs (${counts.adr} ADRs, ${counts.pattern} patterns, ${counts.guideline} guidelines)`;
}

/** Builds, publishes locally and serves until interrupted. Resolves with the exit code. */
export async function serve(options: ServeOptions): Promise<number> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const started = performance.now();
  const root = checkDocsFolder(options.docsDir);
  await assertPortFree(options.port);
  const stateDir = stateDirFor(root, options.persistTo);
  const shownState = path.relative(process.cwd(), stateDir) || stateDir;
  log(`arch-mcp: local state in ${shownState}${options.persistTo ? '' : ' (one per docs folder; --persist-to DIR to choose)'}`);

  const vars = options.vars ?? [];
  let server = startWorkerd(options.port, await freePort(), stateDir, vars);
  let interrupted = false;
  const forward = (signal: NodeJS.Signals) => {
    interrupted = true;
    server.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);

  let bundle: BuiltBundle;
  let store: Awaited<ReturnType<typeof openLocalStore>> | undefined;
  try {
    // Built while workerd starts; nothing is published until it holds the port.
    const upstreamServers = options.vars?.find((v) => v.startsWith('UPSTREAM_SERVERS:'))?.slice('UPSTREAM_SERVERS:'.length);
    bundle = await runBuild({ docsDir: root, ...(upstreamServers !== undefined ? { upstreamServers } : {}) });
    try {
      await waitForHealth(options.port, server, () => true, START_TIMEOUT_MS, 'a first answer on /healthz');
    } catch (err) {
      // wrangler picks its internal ports before workerd binds them, so two servers starting at
      // the same moment can collide; a runtime that died before answering gets one more start.
      if (interrupted || server.exitCode === null || server.exitCode === 0) throw err;
      await assertPortFree(options.port);
      log(`arch-mcp: workerd exited (${server.exitCode ?? server.signalCode}) before its first answer; starting it once more`);
      server = startWorkerd(options.port, await freePort(), stateDir, vars);
      await waitForHealth(options.port, server, () => true, START_TIMEOUT_MS, 'a first answer on /healthz');
    }
    store = await openLocalStore(stateDir);
    await runPublish(bundle, { mode: 'local', stateDir, sink: store.sink }, { log });
    await waitForHealth(options.port, server, (h) => h.build_id === bundle.buildId, SWITCH_TIMEOUT_MS, `build ${bundle.buildId} on /healthz`);
  } catch (err) {
    await store?.dispose();
    await stop(server);
    throw err;
  }

  const base = `http://127.0.0.1:${options.port}`;
  log(`arch-mcp: serving ${describe(bundle)}, build ${bundle.buildId.slice(0, 12)}`);
  log(`  MCP endpoint  ${base}/mcp`);
  log(`  landing page  ${base}/`);
  log(`  docs folder   ${root}`);
  log(`arch-mcp: ready in ${((performance.now() - started) / 1000).toFixed(1)} s; Ctrl-C stops the server`);

  let stopWatching: (() => void) | undefined;
  if (options.watch) {
    stopWatching = await watchDocs({ root, stateDir, sink: store.sink, port: options.port, server, initial: bundle, log });
  } else {
    await store.dispose();
    store = undefined;
  }
  const code = await new Promise<number>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve(server.exitCode ?? 0);
    else server.once('close', (exitCode) => resolve(exitCode ?? 0));
  });
  stopWatching?.();
  await store?.dispose();
  return code;
}
