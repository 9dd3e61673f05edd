// Runs one bounded load (load-client.ts in its own process) and pairs the client's numbers with
// the CPU workerd spent over exactly the measured window.
import { fork } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import type { LoadClientMessage, LoadClientResult, LoadClientSpec } from './load-client';
import { workerdCpuMs } from './miniflare-setup';
import type { ThroughputRun } from './types';

export interface LoadSpec extends Omit<LoadClientSpec, 'url'> {
  name: string;
  description: string;
  url: URL;
}

/** Slack on top of warm-up + duration + one request timeout before the client process is killed. */
const KILL_SLACK_MS = 30_000;

/** Warms up, then runs the measured load; returns throughput, latency and CPU per request. */
export function driveLoad(spec: LoadSpec): Promise<ThroughputRun> {
  const { name, description, url, ...rest } = spec;
  const child = fork(path.join(import.meta.dirname, 'load-client.ts'), [], { cwd: REPO_ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<ThroughputRun>((resolve, reject) => {
    let serverBefore: number | undefined;
    let settled = false;
    const killTimer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new Error(`load client for "${name}" did not finish in time`));
    }, spec.warmupMs + spec.durationMs + KILL_SLACK_MS);
    const finish = (err: Error | undefined, run?: ThroughputRun) => {
      if (settled) return;
      settled = true;
      clearTimeout(killTimer);
      if (err) reject(err);
      else resolve(run!);
    };
    child.on('message', (message: LoadClientMessage) => {
      if (message.type === 'measuring') serverBefore = workerdCpuMs();
      else if (message.type === 'failed') finish(new Error(`load client for "${name}": ${message.error}`));
      else finish(undefined, toRun(spec, message.result, serverBefore, workerdCpuMs()));
    });
    child.on('error', (err) => finish(err));
    child.on('close', (code) => finish(new Error(`load client for "${name}" exited with code ${code} before reporting`)));
    child.send({ ...rest, url: url.href } satisfies LoadClientSpec);
  });
}

function toRun(spec: LoadSpec, r: LoadClientResult, serverBefore: number | undefined, serverAfter: number | undefined): ThroughputRun {
  const perRequest = (ms: number) => ms / Math.max(1, r.requests);
  return {
    name: spec.name,
    description: spec.description,
    concurrency: spec.concurrency,
    durationMs: r.elapsedMs,
    requests: r.requests,
    reqPerSec: r.requests / (r.elapsedMs / 1000),
    p50Ms: r.p50Ms,
    p95Ms: r.p95Ms,
    httpErrors: r.httpErrors,
    toolErrors: r.toolErrors,
    serverCpuMsPerRequest: serverBefore !== undefined && serverAfter !== undefined ? perRequest(serverAfter - serverBefore) : undefined,
    clientCpuMsPerRequest: perRequest(r.clientCpuMs),
    sampleError: r.sampleError,
  };
}
