// `arch-mcp serve --watch`: every edit under the docs folder rebuilds it, publishes what changed
// into the running server's state (the pointer flips last, as in a deploy) and reports once the
// server serves the new build; lint problems are printed as they appear and counted as they go.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { watch } from 'chokidar';
import { BuildFailedError } from '../src/bundle/build-bundle';
import type { BuiltBundle } from '../src/bundle/build-bundle';
import type { BundleSink } from '../src/bundle/publish';
import { applyIgnores } from '../src/docs';
import type { DocProblem, ManifestDoc } from '../src/docs';
import { buildFolder } from './build';
import { promptProblems, sortProblems } from './lint-docs';
import { waitForHealth } from './local-health';
import { runPublish } from './publish';
import { SKIP_DIRS, readDocsFolder } from './read-docs-folder';

/** Edits closer together than this are one rebuild (an editor's save is often several writes). */
const SETTLE_MS = 100;
/** How long a published build may take to show on /healthz before the watcher says so. */
const SWITCH_TIMEOUT_MS = 15_000;

export interface WatchOptions {
  root: string;
  stateDir: string;
  /** The open local store the server's first publish used. */
  sink: BundleSink;
  port: number;
  /** Where /healthz is reached (loopback unless the server binds one other address). @default 127.0.0.1 */
  probeHost?: string;
  /** The workerd (wrangler dev) process serving the state. */
  server: ChildProcess;
  /** The build being served when watching starts. */
  initial: BuiltBundle;
  log: (line: string) => void;
}

function problemKey(p: DocProblem): string {
  return `${p.path}:${p.line}:${p.code}:${p.message}`;
}

function formatProblem(p: DocProblem): string {
  return `${p.path}:${p.line}: ${p.severity}: ${p.message} [${p.code}]`;
}

/** Everything lint would report for a build, minus the folder's ignored rules. */
function lintProblems(root: string, bundle: BuiltBundle, ignore: readonly string[]): DocProblem[] {
  const sections = new Map(bundle.parsed.map((p) => [p.path, p.sections]));
  // The manifest's kinds and statuses are validated enum strings; lint reads them as the docs model's types.
  const docs = bundle.manifest.docs.map((d) => ({ ...d, sections: sections.get(d.path) ?? [] })) as ManifestDoc[];
  const all = [...bundle.problems, ...promptProblems(root, docs).problems];
  return sortProblems(applyIgnores(all, new Set(ignore)).kept);
}

/** Starts watching; resolves once every file is watched, with a function that stops it. */
export async function watchDocs(options: WatchOptions): Promise<() => Promise<void>> {
  const { root, log } = options;
  let serving = options.initial.buildId;
  let known = new Set<string>();
  let changed = new Set<string>();
  let firstChangeAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  // Stopping the server stops a republish still waiting for another server's turn on the state.
  const stopped = new AbortController();

  /** Prints problems not seen in the previous build, and how many of those went away. */
  const report = (problems: DocProblem[]) => {
    const now = new Set(problems.map(problemKey));
    for (const p of problems) if (!known.has(problemKey(p))) log(formatProblem(p));
    const fixed = [...known].filter((k) => !now.has(k)).length;
    if (fixed) log(`arch-mcp: ${fixed} problem${fixed === 1 ? '' : 's'} fixed; ${now.size} left`);
    known = now;
  };

  const rebuild = async () => {
    const files = [...changed];
    const since = firstChangeAt;
    changed = new Set();
    const what = files.length === 1 ? files[0] : `${files.length} files`;
    let bundle: BuiltBundle;
    let ignore: readonly string[];
    try {
      const folder = readDocsFolder(root);
      ignore = folder.config.lintIgnore;
      bundle = await buildFolder(folder);
    } catch (err) {
      if (err instanceof BuildFailedError) report(sortProblems([...err.problems]));
      log(`arch-mcp: ${what} changed; ${err instanceof Error ? err.message.split('\n')[0] : String(err)}; still serving build ${serving.slice(0, 12)}`);
      return;
    }
    report(lintProblems(root, bundle, ignore));
    if (bundle.buildId === serving) return;
    const result = await runPublish(bundle, { mode: 'local', stateDir: options.stateDir, sink: options.sink, signal: stopped.signal }, { log, steps: false });
    await waitForHealth(options.port, options.server, (h) => h.build_id === bundle.buildId, SWITCH_TIMEOUT_MS, `build ${bundle.buildId} on /healthz`, options.probeHost);
    serving = bundle.buildId;
    const { counts } = bundle.manifest;
    log(
      `arch-mcp: ${what} changed; serving build ${serving.slice(0, 12)} (${counts.docs} docs, ${result.uploadedDocuments} uploaded) ` +
        `${((performance.now() - since) / 1000).toFixed(1)} s after the change`,
    );
  };

  const run = () => {
    timer = undefined;
    if (running || closed) return;
    running = rebuild()
      .catch((err: unknown) => {
        if (!closed) log(`arch-mcp: republishing failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}; still serving build ${serving.slice(0, 12)}`);
      })
      .finally(() => {
        running = undefined;
        // Edits made while building get a build of their own.
        if (changed.size && !closed) timer ??= setTimeout(run, SETTLE_MS);
      });
  };

  const onEvent = (file: string) => {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (changed.size === 0) firstChangeAt = performance.now();
    changed.add(rel);
    if (running) return;
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  };

  known = new Set(lintProblems(root, options.initial, readDocsFolder(root).config.lintIgnore).map(problemKey));
  // chokidar rather than fs.watch: Node 20's recursive fs.watch on Linux stops seeing a file once
  // an editor saves it by renaming a new copy over it, as sed -i and many editors do.
  const watcher = watch(root, {
    ignoreInitial: true,
    ignored: (file) => path.relative(root, file).split(path.sep).some((segment) => SKIP_DIRS.has(segment)),
  });
  watcher.on('all', (_event, file) => onEvent(file));
  watcher.on('error', (err) => log(`arch-mcp: watching ${root} failed: ${err instanceof Error ? err.message : String(err)}; edits may be missed`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  log(`arch-mcp: watching ${root}; edits are republished as they are saved`);
  return async () => {
    closed = true;
    clearTimeout(timer);
    stopped.abort(new Error('the server is stopping'));
    await watcher.close();
    // A publish under way finishes (its pointer write last), so the state is never left mid-publish.
    await running;
  };
}
