// The real worker for the throughput section: bundled by `wrangler deploy --dry-run` and run in
// Miniflare directly (not `wrangler dev`, whose proxy caps throughput), over the bench's KV/R2/DOs.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import type { MiniflareOptions } from 'miniflare';
import { runWrangler } from '../wrangler';
import { RuntimeOutput, loopbackOptions } from './miniflare-setup';
import type { WorkerConfig } from './worker-config';

/** Bundles the worker as it would be deployed; returns the folder holding index.js and its text modules. */
export async function bundleRealWorker(): Promise<{ outdir: string; dispose(): void }> {
  const outdir = mkdtempSync(path.join(tmpdir(), 'arch-mcp-bench-dist-'));
  await runWrangler(['deploy', '--dry-run', '--outdir', outdir]);
  if (!existsSync(path.join(outdir, 'index.js'))) throw new Error(`wrangler deploy --dry-run wrote no index.js to ${outdir}`);
  return { outdir, dispose: () => rmSync(outdir, { recursive: true, force: true }) };
}

export interface RunningWorker {
  url: URL;
  output: RuntimeOutput;
  dispose(): Promise<void>;
}

/**
 * Starts the bundled worker with wrangler.toml's bindings and `vars` overriding [vars].
 * ARCH_MCP_LOCAL=1 as under `npm start`: the worker answers on loopback hosts only.
 */
export async function startRealWorker(config: WorkerConfig, outdir: string, persistRoot: string, vars: Record<string, string>): Promise<RunningWorker> {
  const output = new RuntimeOutput();
  const { bindings, ...rest } = config.workerOptions;
  const mf = new Miniflare({
    ...rest,
    ...loopbackOptions(persistRoot, output),
    bindings: { ...bindings, ARCH_MCP_LOCAL: '1', ...vars },
    modules: true,
    scriptPath: path.join(outdir, 'index.js'),
    modulesRoot: outdir,
  } as MiniflareOptions);
  return ready(mf, output, 'the worker');
}

/** Waits for Miniflare; a runtime that fails to start is reported with what workerd printed. */
async function ready(mf: Miniflare, output: RuntimeOutput, what: string): Promise<RunningWorker> {
  try {
    const url = await mf.ready;
    return { url, output, dispose: () => mf.dispose() };
  } catch (err) {
    await mf.dispose().catch(() => undefined);
    throw new Error(`${what} did not start in workerd: ${err instanceof Error ? err.message : String(err)} ${output.last(5).join(' | ')}`);
  }
}

/** A worker that answers every POST with a fixed JSON-RPC result, and every GET with a fixed page: the baseline. */
const HELLO_SCRIPT = `
export default {
  async fetch(request) {
    if (request.method === 'GET') return new Response('<!doctype html><h1>hello</h1>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const body = await request.json();
    return Response.json({ jsonrpc: '2.0', id: body.id ?? null, result: { content: [{ type: 'text', text: 'hello' }] } });
  },
};`;

/** Starts the hello worker on the same runtime settings as the real one. */
export async function startHelloWorker(config: WorkerConfig, persistRoot: string): Promise<RunningWorker> {
  const output = new RuntimeOutput();
  const mf = new Miniflare({
    ...loopbackOptions(persistRoot, output),
    modules: true,
    script: HELLO_SCRIPT,
    compatibilityDate: config.compatibilityDate,
    compatibilityFlags: config.compatibilityFlags,
  } as MiniflareOptions);
  return ready(mf, output, 'the hello worker');
}
