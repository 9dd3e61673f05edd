// Serving beyond loopback is a choice the server checks, and SIGTERM stops a server cleanly. The
// refusal is decided before anything binds; every server here listens on 127.0.0.1 only.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkExposure, isLoopbackHost } from '../../../scripts/serve-exposure';
import { REPO_ROOT, freePort, startServe } from '../helpers/serve-process';

const work = mkdtempSync(path.join(tmpdir(), 'arch-mcp-exposure-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A wrangler config whose [vars] say AUTH_MODE = `mode`. */
function config(mode: string): string {
  const file = path.join(work, `wrangler-${mode}.toml`);
  writeFileSync(file, `name = "x"\n\n[vars]\nAUTH_MODE = "${mode}"\nALLOWED_HOSTS = ""\n`);
  return file;
}

describe('who a server may be reached by', () => {
  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])('should take %s as loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(checkExposure(host, { vars: [], wranglerConfig: config('public') }, false).notes).toEqual([]);
  });

  it.each(['0.0.0.0', '::', '10.1.2.3'])('should refuse %s with AUTH_MODE=public, naming the way out', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
    expect(() => checkExposure(host, { vars: [], wranglerConfig: config('public') }, false)).toThrow(/refusing to serve on .* with AUTH_MODE=public.*--public/);
  });

  it('should allow a non-loopback address when keys are required by --var, .dev.vars or the config', () => {
    expect(() => checkExposure('0.0.0.0', { vars: ['AUTH_MODE:api-key'], wranglerConfig: config('public') }, false)).not.toThrow();
    const devVars = path.join(mkdtempSync(path.join(work, 'vars-')), '.dev.vars');
    writeFileSync(devVars, 'AUTH_MODE=oauth\n');
    expect(() => checkExposure('0.0.0.0', { vars: [], devVars, wranglerConfig: config('public') }, false)).not.toThrow();
    const exposure = checkExposure('0.0.0.0', { vars: [], wranglerConfig: config('api-key') }, false);
    expect(exposure.notes.join('\n')).toMatch(/ALLOWED_HOSTS is empty/);
  });

  it('should let --var override .dev.vars, as wrangler does', () => {
    const devVars = path.join(mkdtempSync(path.join(work, 'vars-')), '.dev.vars');
    writeFileSync(devVars, 'AUTH_MODE=api-key\n');
    expect(() => checkExposure('0.0.0.0', { vars: ['AUTH_MODE:public'], devVars, wranglerConfig: config('api-key') }, false)).toThrow(/AUTH_MODE=public/);
  });

  it('should serve publicly only with --public, and say so', () => {
    const exposure = checkExposure('0.0.0.0', { vars: [], wranglerConfig: config('public') }, true);
    expect(exposure.notes.join('\n')).toMatch(/AUTH_MODE=public \(--public\)/);
  });

  it('should refuse from the command line before building or binding anything', async () => {
    // AUTH_MODE is given on the command line, so nothing in the folder can turn this into a real bind.
    const cwd = mkdtempSync(path.join(work, 'cli-'));
    const args = ['serve', '--host', '0.0.0.0', '--var', 'AUTH_MODE:public', '--persist-to', path.join(cwd, 'state')];
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args], { cwd, timeout: 60_000 }, (err, _stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr }),
      );
    });
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/refusing to serve on 0\.0\.0\.0 with AUTH_MODE=public/);
    expect(stderr).not.toMatch(/building/);
  });

  it.each([
    ['--var', (devVars: string) => ({ vars: ['AUTH_MODE:bogus'], devVars, wranglerConfig: config('api-key') })],
    [
      '.dev.vars',
      (devVars: string) => {
        writeFileSync(devVars, 'AUTH_MODE=bogus\n');
        return { vars: [], devVars, wranglerConfig: config('api-key') };
      },
    ],
    ['[vars] of wrangler-bogus.toml', () => ({ vars: [], wranglerConfig: config('bogus') })],
  ])('should refuse an AUTH_MODE the worker does not know, set by %s, even on loopback', (from, sources) => {
    const devVars = path.join(mkdtempSync(path.join(work, 'vars-')), '.dev.vars');
    expect(() => checkExposure('127.0.0.1', sources(devVars), false)).toThrow(`AUTH_MODE must be one of public, api-key, oauth (got "bogus" from ${from})`);
  });

  it('should read AUTH_MODE as the worker does, whatever its case', () => {
    expect(() => checkExposure('0.0.0.0', { vars: ['AUTH_MODE: API-Key '], wranglerConfig: config('public') }, false)).not.toThrow();
    expect(() => checkExposure('0.0.0.0', { vars: ['AUTH_MODE:Public'], wranglerConfig: config('api-key') }, false)).toThrow(/refusing to serve on 0\.0\.0\.0 with AUTH_MODE=public/);
  });

  it('should refuse an unknown AUTH_MODE from the command line before building or binding anything', async () => {
    const cwd = mkdtempSync(path.join(work, 'cli-'));
    const args = ['serve', '--var', 'AUTH_MODE:bogus', '--port', String(await freePort()), '--persist-to', path.join(cwd, 'state')];
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args], { cwd, timeout: 60_000 }, (err, _stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr }),
      );
    });
    expect(code).toBe(2);
    expect(stderr.trim()).toBe('arch-mcp serve: AUTH_MODE must be one of public, api-key, oauth (got "bogus" from --var)');
  });

  it('should refuse a --host that is not an address', async () => {
    expect(() => checkExposure('arch.example.com', { vars: [], wranglerConfig: config('api-key') }, false)).toThrow(/--host must be an IP address/);
  });
});

/** The processes still running in process group `pgid`. */
function groupMembers(pgid: number): string {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '-g', String(pgid)]).toString().trim();
  } catch {
    return '';
  }
}

/** Waits (bounded) until the group is empty: helpers such as esbuild's service leave once their parent's pipes close. */
async function groupGone(pgid: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let members = groupMembers(pgid);
  while (members && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    members = groupMembers(pgid);
  }
  return members;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('stopping on SIGTERM', () => {
  it.each([
    ['while serving and watching', /^arch-mcp: watching /m, /arch-mcp: stopped \(SIGTERM\)$/m],
    ['while starting', /^arch-mcp: local state in /m, /arch-mcp: stopped \(SIGTERM\)( before serving)?$/m],
  ])('should stop %s with exit code 0, freeing the port and leaving no process behind', async (_label, ready, stopped) => {
    const docs = path.join(mkdtempSync(path.join(work, 'docs-')), 'docs');
    cpSync(path.join(REPO_ROOT, 'resources'), docs, { recursive: true });
    const served = await startServe(['--docs', docs, '--watch', '--persist-to', path.join(path.dirname(docs), 'state')]);
    try {
      await served.waitFor(ready, 180_000);
      process.kill(served.pid, 'SIGTERM');
      const code = await Promise.race([served.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running after 30 s'), 30_000))]);
      expect(code).toBe(0);
      expect(served.output()).toMatch(stopped);
      expect(await portFree(served.port)).toBe(true);
      expect(await groupGone(served.pid)).toBe('');
    } finally {
      await served.stop();
    }
  }, 240_000);
});
