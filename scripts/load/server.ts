// The local server a load run drives: the worker bundled as it deploys (`wrangler deploy
// --dry-run`), run in workerd through Miniflare on 127.0.0.1 over a temporary state, with the V8
// inspector open for heap readings. What workerd prints is captured, not passed through: the
// worker's one info line per tool call is counted apart, and so are workerd's reports of writing to
// a connection its client had already closed (a client ending its session's change stream); anything
// else is kept as a server log line for the report. Stopping disposes of the runtime after the
// clients have closed, so a run ends without sockets reset under anyone's feet.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare } from 'miniflare';
import type { MiniflareOptions } from 'miniflare';
import { RuntimeOutput, loopbackOptions } from '../bench/miniflare-setup';
import type { WorkerConfig } from '../bench/worker-config';

/** Server log lines kept for the report. */
const KEPT_LINES = 20;
/** workerd reporting a write to a socket whose peer had gone. */
const CLOSED_BY_CLIENT = /disconnected: ::write\(.*\): (Connection reset by peer|Broken pipe)/;

export interface ServerLog {
  /** The worker's info lines (one per tool call). */
  callLines: number;
  /**
   * workerd's `disconnected: ::write(…): Connection reset by peer` (or `Broken pipe`) errors, each
   * with its stack line: a response or stream event written to a connection the client had closed.
   */
  closedByClient: number;
  /** Everything else workerd printed: warnings, errors, anything not a call line. */
  otherLines: number;
  /** The first of those other lines. */
  samples: string[];
}

export interface LocalServer {
  /** The MCP endpoint. */
  url: string;
  /** The V8 inspector of the runtime, for heap readings. */
  inspectorPort: number;
  log: ServerLog;
  stop(): Promise<void>;
}

export interface ServerOptions {
  config: WorkerConfig;
  /** Where `wrangler deploy --dry-run` wrote the bundled worker. */
  outdir: string;
  persistRoot: string;
  inspectorPort: number;
  vars: Record<string, string>;
}

/** Starts the bundled worker with wrangler.toml's bindings, `vars` over its [vars], as `npm start` serves (loopback only). */
export async function startServer(options: ServerOptions): Promise<LocalServer> {
  const log: ServerLog = { callLines: 0, closedByClient: 0, otherLines: 0, samples: [] };
  let afterClosed = false;
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      const wasAfterClosed = afterClosed;
      afterClosed = false;
      if (line.startsWith('{"level":"info"')) log.callLines += 1;
      else if (CLOSED_BY_CLIENT.test(line)) {
        log.closedByClient += 1;
        afterClosed = true;
      } else if (wasAfterClosed && line.startsWith('stack:')) continue;
      else {
        log.otherLines += 1;
        if (log.samples.length < KEPT_LINES) log.samples.push(line.slice(0, 300));
      }
    }
  };
  const { bindings, ...rest } = options.config.workerOptions;
  const mf = new Miniflare({
    ...rest,
    ...loopbackOptions(options.persistRoot, new RuntimeOutput()),
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      stdout.on('data', take);
      stderr.on('data', take);
    },
    inspectorPort: options.inspectorPort,
    bindings: { ...bindings, ARCH_MCP_LOCAL: '1', ...options.vars },
    modules: true,
    scriptPath: path.join(options.outdir, 'index.js'),
    modulesRoot: options.outdir,
  } as MiniflareOptions);
  let url: URL;
  try {
    url = await mf.ready;
  } catch (err) {
    await mf.dispose().catch(() => undefined);
    throw new Error(`the worker did not start in workerd: ${err instanceof Error ? err.message : String(err)} ${log.samples.slice(-3).join(' | ')}`);
  }
  const health = await fetch(new URL('/healthz', url));
  if (!health.ok) {
    await mf.dispose();
    throw new Error(`the worker answered /healthz with ${health.status}: ${(await health.text()).slice(0, 200)}`);
  }
  return { url: new URL('/mcp', url).href, inspectorPort: options.inspectorPort, log, stop: () => mf.dispose() };
}
