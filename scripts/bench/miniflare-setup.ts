// What every Miniflare instance of the bench shares: loopback only, no network for `cf`, one
// temporary persistence root, workerd output kept quiet, and a way to read workerd's CPU time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare } from 'miniflare';
import type { MiniflareOptions } from 'miniflare';
import type { BuiltBundle } from '../../src/bundle/build-bundle';
import { publishBundle } from '../../src/bundle/publish';
import type { PublishResult } from '../../src/bundle/publish';
import { miniflareSink } from '../local-store';

/** A persistence root for KV, R2 and Durable Objects that lives only as long as the bench. */
export function tempPersistRoot(): { root: string; dispose(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'arch-mcp-bench-'));
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** Last lines workerd printed (the worker logs one line per tool call); kept for error reports only. */
export class RuntimeOutput {
  lines = 0;
  private tail: string[] = [];

  /** Miniflare's handleRuntimeStdio: drain both streams so logging never blocks workerd. */
  readonly handle = (stdout: Readable, stderr: Readable): void => {
    const take = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        this.lines++;
        this.tail.push(line.slice(0, 300));
        if (this.tail.length > 20) this.tail.shift();
      }
    };
    stdout.on('data', take);
    stderr.on('data', take);
  };

  last(n = 5): string[] {
    return this.tail.slice(-n);
  }
}

/** Options every bench Miniflare gets: 127.0.0.1 on a free port, no request logging, no `cf` fetch. */
export function loopbackOptions(persistRoot: string, output: RuntimeOutput): Partial<MiniflareOptions> {
  return {
    host: '127.0.0.1',
    port: 0,
    cf: false,
    logRequests: false,
    handleRuntimeStdio: output.handle,
    kvPersist: path.join(persistRoot, 'kv'),
    r2Persist: path.join(persistRoot, 'r2'),
    durableObjectsPersist: path.join(persistRoot, 'do'),
    cachePersist: path.join(persistRoot, 'cache'),
  } as Partial<MiniflareOptions>;
}

/**
 * Publishes `bundle` into the persistence root through a bindings-only Miniflare, so every later
 * instance (bench worker, real worker) over the same root and namespace ids serves it.
 */
export async function publishIntoPersistRoot(bundle: BuiltBundle, persistRoot: string, ids: { kvNamespaceId: string; bucketId: string; compatibilityDate: string }): Promise<PublishResult> {
  const output = new RuntimeOutput();
  const mf = new Miniflare({
    ...loopbackOptions(persistRoot, output),
    modules: true,
    script: 'export default { fetch: () => new Response(null, { status: 404 }) };',
    compatibilityDate: ids.compatibilityDate,
    kvNamespaces: { BUNDLES: ids.kvNamespaceId },
    r2Buckets: { DOCS: ids.bucketId },
  } as MiniflareOptions);
  try {
    await mf.ready;
    return await publishBundle(await miniflareSink(mf), bundle);
  } finally {
    await mf.dispose();
  }
}

let ticksPerSecond: number | undefined;

/**
 * CPU time (user + system, ms) of every workerd process under this one, from /proc. Undefined
 * where /proc is not readable (not Linux): the report then shows client-side numbers only.
 */
export function workerdCpuMs(): number | undefined {
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    const parents = new Map<number, number>();
    const names = new Map<number, string>();
    const ticks = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      // The command name may hold spaces; fields after its closing parenthesis are fixed.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      const pid = Number(entry);
      parents.set(pid, Number(fields[1]));
      names.set(pid, stat.slice(stat.indexOf('(') + 1, close));
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    }
    const isOurs = (pid: number): boolean => {
      for (let p = parents.get(pid), hops = 0; p !== undefined && hops < 10; p = parents.get(p), hops++) if (p === process.pid) return true;
      return false;
    };
    let total = 0;
    let found = false;
    for (const [pid, name] of names) {
      if (name.startsWith('workerd') && isOurs(pid)) {
        total += ticks.get(pid) ?? 0;
        found = true;
      }
    }
    return found ? (total * 1000) / ticksPerSecond : undefined;
  } catch {
    return undefined;
  }
}
