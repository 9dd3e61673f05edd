// Starts the upstream fixture (upstream-worker.ts) in real workerd processes on 127.0.0.1, one
// Miniflare each, and a small control server that starts and stops further instances, so a test
// inside workerd can stop an upstream for real (its port then refuses connections).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { runWrangler } from '../../scripts/wrangler';

export type UpstreamEra = 'modern' | 'legacy';

export interface RunningUpstream {
  url: string;
  /** Stops its workerd (its port then refuses connections); stopping again does nothing. */
  stop(): Promise<void>;
}

/** What wrangler names the bundled fixture (after its entry file). */
const WORKER_FILE = 'upstream-worker.js';

/** Bundles the fixture worker once; returns the folder holding it. */
export async function bundleUpstreamWorker(): Promise<{ outdir: string; dispose(): void }> {
  const outdir = mkdtempSync(path.join(tmpdir(), 'arch-mcp-upstream-'));
  await runWrangler(['deploy', '--dry-run', '-c', 'test/upstream/wrangler.toml', '--outdir', outdir]);
  if (!existsSync(path.join(outdir, WORKER_FILE))) throw new Error(`wrangler wrote no ${WORKER_FILE} to ${outdir}`);
  return { outdir, dispose: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** Starts one upstream of `era` on a free loopback port; `/mcp` is its endpoint. */
export async function startUpstream(outdir: string, era: UpstreamEra, options: { listTtlMs?: number; listDelayMs?: number } = {}): Promise<RunningUpstream> {
  const mf = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    cf: false,
    logRequests: false,
    modules: true,
    scriptPath: path.join(outdir, WORKER_FILE),
    modulesRoot: outdir,
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat', 'enable_request_signal'],
    // Served straight from the worker's own socket, so a client closing its request reaches the
    // worker's request.signal (how a 2026-07-28 client cancels).
    unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
    bindings: {
      UPSTREAM_ERA: era,
      ...(options.listTtlMs !== undefined ? { LIST_TTL_MS: String(options.listTtlMs) } : {}),
      ...(options.listDelayMs !== undefined ? { LIST_DELAY_MS: String(options.listDelayMs) } : {}),
    },
    // The fixture's workerd output (one line per request) is noise in test reports.
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      stdout.resume();
      stderr.resume();
    },
  });
  await mf.ready;
  const url = await mf.unsafeGetDirectURL();
  let stopped: Promise<void> | undefined;
  return { url: new URL('/mcp', url).href, stop: () => (stopped ??= mf.dispose()) };
}

/**
 * The control server: `POST /start?era=modern|legacy[&list_ttl_ms=N][&list_delay_ms=N]` answers `{ id, url }`;
 * `POST /stop/ID` stops that instance (its port then refuses connections).
 */
export async function startControl(outdir: string): Promise<{ url: string; close(): Promise<void> }> {
  const running = new Map<string, RunningUpstream>();
  let next = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      if (req.method === 'POST' && url.pathname === '/start') {
        const era = url.searchParams.get('era') === 'legacy' ? 'legacy' : 'modern';
        const ttl = url.searchParams.get('list_ttl_ms');
        const delay = url.searchParams.get('list_delay_ms');
        const upstream = await startUpstream(outdir, era, { ...(ttl === null ? {} : { listTtlMs: Number(ttl) }), ...(delay === null ? {} : { listDelayMs: Number(delay) }) });
        const id = String(++next);
        running.set(id, upstream);
        return reply(200, { id, url: upstream.url });
      }
      const stop = /^\/stop\/(\d+)$/.exec(url.pathname);
      if (req.method === 'POST' && stop) {
        const upstream = running.get(stop[1]!);
        running.delete(stop[1]!);
        await upstream?.stop();
        return reply(upstream ? 200 : 404, { stopped: Boolean(upstream) });
      }
      reply(404, { error: 'not found' });
    })().catch((err: unknown) => reply(500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await Promise.all([...running.values()].map((u) => u.stop()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
