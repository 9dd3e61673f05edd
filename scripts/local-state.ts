// Where a local server keeps its R2, KV and Durable Object state, and the lock that lets two
// servers on the same docs folder start and publish into that state one at a time.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, openSync, closeSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { currentProject } from './project';

/**
 * The state directory for a docs folder: `--persist-to` when given, else one derived from the
 * folder's real path (symlinks resolved) under the project's `.wrangler/state` (wrangler's own
 * default lives beside them, in v3/), so servers on different folders never share a `current`
 * pointer and servers on the same folder always do.
 */
export function stateDirFor(docsRoot: string, persistTo?: string, stateRoot: string = currentProject().stateRoot): string {
  if (persistTo) return path.resolve(persistTo);
  const real = realpathSync(docsRoot);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 12);
  const name = path.basename(real).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'docs';
  return path.join(stateRoot, `${name}-${hash}`);
}

/** How long a start or publish waits for another process's start or publish in the same state. */
const LOCK_WAIT_MS = 180_000;
const LOCK_POLL_MS = 100;

/**
 * What this process writes into a lock: its pid and a token of its own, so a lock left by an
 * earlier process that had the same pid (a container's fixed pid after a kill) reads as stale.
 */
const OWNER = `${process.pid} ${randomUUID()}`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether a lock's content names a process that is gone. An empty lock (its writer has not written yet) is held. */
function stale(content: string): boolean {
  const [pidText, token] = content.split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return content !== OWNER && token !== undefined;
  return !alive(pid);
}

/** Takes the lock file, or returns false when a live process holds it (a dead holder's lock is removed for the next try). */
function tryLock(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, OWNER);
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const content = readLock(file);
  // Read again just before removing it, so a lock another waiter took over meanwhile is left alone.
  if (content !== undefined && stale(content) && readLock(file) === content) {
    try {
      unlinkSync(file);
    } catch {
      // Another waiter removed it first.
    }
  }
  return false;
}

/** Removes the lock if it is still this process's own. */
function unlock(file: string): void {
  if (readLock(file) !== OWNER) return;
  try {
    unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}

/** The lock files this async context already holds: a publish inside a server's start does not wait for itself. */
const held = new AsyncLocalStorage<ReadonlySet<string>>();

/**
 * Runs `fn` holding the state directory's lock, so two processes never start a runtime on it or
 * publish into it at once: workerd opens the state's SQLite files without waiting on a busy one,
 * so a second runtime starting while another starts or writes exits with SQLITE_BUSY. The lock
 * keeps their order that of their starts; a dead holder's lock is taken over.
 */
export async function withStateLock<T>(stateDir: string, fn: () => Promise<T>, log: (line: string) => void, signal?: AbortSignal): Promise<T> {
  mkdirSync(stateDir, { recursive: true });
  const file = path.join(stateDir, 'state.lock');
  const outer = held.getStore();
  if (outer?.has(file)) return fn();
  const started = Date.now();
  let told = false;
  while (!tryLock(file)) {
    signal?.throwIfAborted();
    if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`another process has been starting or publishing in ${stateDir} for over ${LOCK_WAIT_MS / 1000} s (lock ${file}); nothing was published`);
    if (!told) log(`arch-mcp: waiting for another server starting or publishing in ${path.relative(process.cwd(), stateDir) || stateDir}`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    return await held.run(new Set([...(outer ?? []), file]), fn);
  } finally {
    unlock(file);
  }
}
