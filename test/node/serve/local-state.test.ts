// Local servers keep their state per docs folder: two folders served side by side never see each
// other's build, two servers on one folder share it, and a start that fails changes nothing.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLocalStore } from '../../../scripts/local-store';
import { CORPUS_DIR, REPO_ROOT, freePort, startServe } from '../helpers/serve-process';
import type { ServeProcess } from '../helpers/serve-process';

interface Health {
  name: string;
  build_id: string;
  docs: number;
}

async function health(port: number): Promise<Health> {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  return (await res.json()) as Health;
}

/** A copy of `source` at <tmp>/<name>, so the state derived from its path is this test's alone. */
function copyFolder(source: string, name: string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'arch-mcp-folder-')), name);
  cpSync(source, dir, { recursive: true });
  cleanups.push(() => rmSync(path.dirname(dir), { recursive: true, force: true }));
  return dir;
}

/** The state directory a server printed, removed after the tests. */
function stateDirOf(served: ServeProcess): string {
  const rel = /^arch-mcp: local state in (\S+)/m.exec(served.output())?.[1];
  if (!rel) throw new Error(`no state directory in:\n${served.output()}`);
  const dir = path.resolve(REPO_ROOT, rel);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function currentPointer(stateDir: string): Promise<string | undefined> {
  const store = await openLocalStore(stateDir);
  try {
    const text = await store.sink.getKvText('current');
    return text === undefined ? undefined : (JSON.parse(text) as { buildId: string }).buildId;
  } finally {
    await store.dispose();
  }
}

const servers: ServeProcess[] = [];
const cleanups: (() => void)[] = [];

async function serve(args: string[], port?: number): Promise<ServeProcess> {
  const served = await startServe(args, port);
  servers.push(served);
  return served;
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const cleanup of cleanups) cleanup();
});

const SERVING = /^arch-mcp: serving .*build ([0-9a-f]{12})$/m;

describe('local state per docs folder', () => {
  it('should keep each of two folders served side by side for 60 s on its own name and doc count', async () => {
    const bundled = await serve(['--docs', copyFolder(path.join(REPO_ROOT, 'resources'), 'resources')]);
    const corpus = await serve(['--docs', copyFolder(CORPUS_DIR, 'corpus')]);
    await Promise.all([bundled.waitFor(SERVING), corpus.waitFor(SERVING)]);
    expect(stateDirOf(bundled)).not.toBe(stateDirOf(corpus));

    const expected = [
      { port: bundled.port, name: 'Harbourline engineering', docs: 37 },
      { port: corpus.port, name: 'corpus', docs: 1612 },
    ];
    const until = Date.now() + 60_000;
    let checks = 0;
    while (Date.now() < until) {
      for (const e of expected) expect(await health(e.port)).toMatchObject({ name: e.name, docs: e.docs });
      checks++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(checks).toBeGreaterThan(30);
  }, 300_000);

  it('should give two servers on one folder the same build, published once', async () => {
    const folder = copyFolder(path.join(REPO_ROOT, 'resources'), 'shared-docs');
    const [a, b] = await Promise.all([serve(['--docs', folder]), serve(['--docs', folder])]);
    const [idA, idB] = await Promise.all([a.waitFor(SERVING), b.waitFor(SERVING)]);
    expect(stateDirOf(a)).toBe(stateDirOf(b));
    expect(idA[1]).toBe(idB[1]);
    expect((await health(a.port)).build_id).toBe((await health(b.port)).build_id);
    // They took turns: one uploaded the build; the other, started at the same moment, waited and found it already current.
    expect(`${a.output()}${b.output()}`).toMatch(/waiting for another server starting or publishing/);
    expect(`${a.output()}${b.output()}`).toMatch(/is already current/);
  }, 180_000);

  it('should wait its turn while another process holds the state, and stop at once on Ctrl-C', async () => {
    const folder = copyFolder(path.join(REPO_ROOT, 'resources'), 'held-state-docs');
    const stateDir = path.join(path.dirname(folder), 'state');
    mkdirSync(stateDir);
    // This test process is live, so its lock is one a server must wait for, not take over.
    writeFileSync(path.join(stateDir, 'state.lock'), String(process.pid));
    const waiting = await serve(['--docs', folder, '--persist-to', stateDir]);
    await waiting.waitFor(/waiting for another server starting or publishing/);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(waiting.output()).not.toMatch(/serving|published build/);
    process.kill(waiting.pid, 'SIGINT');
    expect(await waiting.exited).toBe(0);
    expect(waiting.output()).toMatch(/stopped \(SIGINT\) before serving/);
    // The holder's lock is left as it was, and nothing was published.
    expect(readFileSync(path.join(stateDir, 'state.lock'), 'utf8')).toBe(String(process.pid));
    expect(await currentPointer(stateDir)).toBeUndefined();
  }, 180_000);

  it('should change nothing when a start finds its port busy', async () => {
    const folder = copyFolder(path.join(REPO_ROOT, 'resources'), 'busy-port-docs');
    const running = await serve(['--docs', folder]);
    await running.waitFor(SERVING);
    const stateDir = stateDirOf(running);
    const before = await health(running.port);

    // An edit that a successful start would publish as a new build...
    const adr = path.join(folder, 'adr/0007-use-postgresql-for-transactional-data.md');
    writeFileSync(adr, readFileSync(adr, 'utf8').replace('* Status: accepted', '* Status: deprecated'));
    // ...and a start on a port something else holds.
    const holder: Server = createServer();
    const busyPort = await freePort();
    await new Promise<void>((resolve) => holder.listen(busyPort, '127.0.0.1', resolve));
    try {
      const failed = await serve(['--docs', folder], busyPort);
      expect(await failed.exited).toBe(1);
      expect(failed.output()).toMatch(new RegExp(`port ${busyPort} on 127\\.0\\.0\\.1 is already in use.*nothing was built or published`));
      expect(failed.output()).not.toMatch(/serving|published build/);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    expect(await currentPointer(stateDir)).toBe(before.build_id);
    expect(await health(running.port)).toMatchObject({ build_id: before.build_id, name: before.name, docs: before.docs });
  }, 180_000);
});
