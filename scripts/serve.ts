// `arch-mcp serve` (`npm start`): serves a docs folder in workerd. The order keeps every failure
// harmless: the port is checked first; the docs are built while workerd starts; the build is
// published into the folder's own state only once workerd holds the port; and `serving` is printed
// only when /healthz answers with the build just published. SIGTERM or SIGINT stop it cleanly: a
// publish under way finishes, workerd exits (killed after a grace period if it hangs), the local
// store closes, and the exit code is 0.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BuiltBundle } from '../src/bundle/build-bundle';
import { runBuild } from './build';
import { assertPortFree, freePort, probeHost, urlHost, waitForHealth } from './local-health';
import { stateDirFor, withStateLock } from './local-state';
import { openLocalStore } from './local-store';
import type { Project } from './project';
import { runPublish } from './publish';
import { checkDocsFolder } from './read-docs-folder';
import { checkExposure } from './serve-exposure';
import { watchDocs } from './watch-docs';
import { WRANGLER_BIN, workerArgs, wranglerEnv } from './wrangler';

export interface ServeOptions {
  docsDir: string;
  port: number;
  /** Address to listen on. Anything but loopback is an explicit choice (`--host`). @default 127.0.0.1 */
  host?: string;
  /** Allow a non-loopback address with AUTH_MODE=public. */
  public?: boolean;
  /** Local state directory; derived from the docs folder's real path when omitted. */
  persistTo?: string;
  /** Rebuild and republish on every edit under the docs folder. */
  watch?: boolean;
  /** `NAME:VALUE` [vars] overrides for this run. */
  vars?: string[];
  /** The project whose wrangler config, .dev.vars and state root are used. */
  project: Project;
}

/** How long workerd may take to answer its first request. */
const START_TIMEOUT_MS = 90_000;
/** How long a published build may take to appear on /healthz. */
const SWITCH_TIMEOUT_MS = 30_000;
/** How long workerd gets to exit after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000;

function startWorkerd(options: ServeOptions, host: string, inspectorPort: number, stateDir: string, vars: readonly string[]): ChildProcess {
  const args = [
    WRANGLER_BIN, 'dev', ...workerArgs(options.project),
    '--ip', host,
    '--port', String(options.port),
    // wrangler's own pick (9229 and up) races when two servers start at once; the inspector stays on loopback.
    '--inspector-port', String(inspectorPort),
    '--inspector-ip', '127.0.0.1',
    '--var', 'ARCH_MCP_LOCAL:1',
    ...vars.flatMap((v) => ['--var', v]),
    '--show-interactive-dev-session=false',
    '--log-level', 'warn',
    '--persist-to', stateDir,
  ];
  return spawn(process.execPath, args, { cwd: options.project.root, stdio: ['ignore', 'inherit', 'inherit'], env: wranglerEnv() });
}

/** Asks workerd (through wrangler) to exit; kills wrangler when it has not within STOP_GRACE_MS. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  return closed.finally(() => clearTimeout(timer));
}

function describe(bundle: BuiltBundle): string {
  const { counts, name } = bundle.manifest;
  return `"${name}": ${counts.docs} docs (${counts.adr} ADRs, ${counts.pattern} patterns, ${counts.guideline} guidelines)`;
}

/** Builds, publishes locally and serves until stopped. Resolves with the exit code. */
export async function serve(options: ServeOptions): Promise<number> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const started = performance.now();
  const { project } = options;
  const host = options.host ?? '127.0.0.1';
  const vars = options.vars ?? [];
  const exposure = checkExposure(host, { vars, devVars: project.devVars, wranglerConfig: project.wranglerConfig }, options.public ?? false);
  const root = checkDocsFolder(options.docsDir);
  await assertPortFree(options.port, host);
  const probe = probeHost(host);
  const stateDir = stateDirFor(root, options.persistTo, project.stateRoot);

  // From here on a signal stops the server in order, whatever step it is in.
  let server: ChildProcess | undefined;
  let stopping: NodeJS.Signals | undefined;
  let stopWatching: (() => Promise<void>) | undefined;
  const aborted = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    log(`arch-mcp: ${signal}: stopping`);
    aborted.abort(new Error(`stopped (${signal})`));
    // A publish under way finishes first; then workerd is asked to exit.
    void (stopWatching?.() ?? Promise.resolve()).finally(() => server && stop(server));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const shownState = path.relative(process.cwd(), stateDir) || stateDir;
  log(`arch-mcp: local state in ${shownState}${options.persistTo ? '' : ' (one per docs folder; --persist-to DIR to choose)'}`);
  for (const note of exposure.notes) log(note);
  // Built while workerd starts; nothing is published until it holds the port.
  const upstreamServers = vars.find((v) => v.startsWith('UPSTREAM_SERVERS:'))?.slice('UPSTREAM_SERVERS:'.length);
  const building = runBuild({ docsDir: root, ...(upstreamServers !== undefined ? { upstreamServers } : {}) });
  building.catch(() => undefined);

  let store: Awaited<ReturnType<typeof openLocalStore>> | undefined;
  let startup: { bundle: BuiltBundle; runtime: ChildProcess; opened: NonNullable<typeof store> };
  try {
    // Another server on this state starts or publishes first: two runtimes opening the state at once fail.
    startup = await withStateLock(
      stateDir,
      async () => {
        const start = async () => {
          const inspectorPort = await freePort();
          aborted.signal.throwIfAborted();
          server = startWorkerd(options, host, inspectorPort, stateDir, vars);
          return server;
        };
        let running = await start();
        const built = await building;
        try {
          await waitForHealth(options.port, running, () => true, START_TIMEOUT_MS, 'a first answer on /healthz', probe);
        } catch (err) {
          // wrangler picks its internal ports before workerd binds them, so a port another process
          // takes in between fails the start; a runtime that died before answering gets one more.
          if (stopping || running.exitCode === null || running.exitCode === 0) throw err;
          await assertPortFree(options.port, host);
          log(`arch-mcp: workerd exited (${running.exitCode ?? running.signalCode}) before its first answer; starting it once more`);
          running = await start();
          await waitForHealth(options.port, running, () => true, START_TIMEOUT_MS, 'a first answer on /healthz', probe);
        }
        const opened = await openLocalStore(stateDir, project.wranglerConfig, { ownSignals: true });
        store = opened;
        aborted.signal.throwIfAborted();
        await runPublish(built, { mode: 'local', stateDir, sink: opened.sink }, { log });
        await waitForHealth(options.port, running, (h) => h.build_id === built.buildId, SWITCH_TIMEOUT_MS, `build ${built.buildId} on /healthz`, probe);
        return { bundle: built, runtime: running, opened };
      },
      log,
      aborted.signal,
    );
  } catch (err) {
    await store?.dispose();
    if (server) await stop(server);
    if (stopping) {
      log(`arch-mcp: stopped (${stopping}) before serving`);
      return 0;
    }
    throw err;
  }
  const { bundle, runtime } = startup;
  store = startup.opened;

  const base = `http://${urlHost(host)}:${options.port}`;
  log(`arch-mcp: serving ${describe(bundle)}, build ${bundle.buildId.slice(0, 12)}`);
  log(`  MCP endpoint  ${base}/mcp`);
  log(`  landing page  ${base}/`);
  log(`  docs folder   ${root}`);
  log(`arch-mcp: ready in ${((performance.now() - started) / 1000).toFixed(1)} s; Ctrl-C stops the server`);

  if (options.watch && !stopping) {
    stopWatching = await watchDocs({ root, stateDir, sink: store.sink, port: options.port, probeHost: probe, server: runtime, initial: bundle, log });
  } else {
    await store.dispose();
    store = undefined;
  }
  const code = await new Promise<number>((resolve) => {
    if (runtime.exitCode !== null || runtime.signalCode !== null) resolve(runtime.exitCode ?? 0);
    else runtime.once('close', (exitCode) => resolve(exitCode ?? 0));
  });
  await stopWatching?.();
  await store?.dispose();
  if (stopping) {
    log(`arch-mcp: stopped (${stopping})`);
    return 0;
  }
  return code;
}
