// Bounded loopback load run for the Durable Object checks: N concurrent MCP clients make mixed
// tool calls for S seconds against a local server, once with rate limits on and once with them
// off, and report throughput, 5xx responses, lost workflow entries and whether limits held exactly.
//
//   npx tsx scripts/load-run.ts [--clients 32] [--seconds 60] [--port 8790] [--url URL]
//
// Without --url it builds the bundled docs, publishes them into a temporary local state and
// starts `wrangler dev` on 127.0.0.1 twice (RATE_LIMITS on, then "off"), with the result cache off
// so both phases do the same work. With --url it runs one
// phase against a server you started (`npm start`) and checks its configured grep_docs budget.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { isLoopbackHostname } from '../src/secure-url';
import { runBuild } from './build';
import { DEFAULT_DOCS_DIR } from './paths';
import { runPublish } from './publish';
import { REPO_ROOT, WRANGLER_BIN, wranglerEnv } from './wrangler';
import { percentile } from './eval/metrics';

const GREP_BUDGET = 60;
/** Limits for the "on" phase: grep_docs at its default, everything else out of the way. */
const LIMITS_ON = JSON.stringify({ tools: { grep_docs: GREP_BUDGET, search_architecture: 1_000_000, read_document: 1_000_000 }, all_tools: 1_000_000, requests: 1_000_000 });

interface PhaseResult {
  label: string;
  seconds: number;
  calls: number;
  callsPerSecond: number;
  rateLimited: number;
  http5xx: number;
  otherErrors: number;
  grepPassed: number;
  grepWindowSeconds: number;
  lostContextEntries: number;
  latencyMs: { p50: number; p95: number; p99: number };
}

const MIX: { name: string; args: (i: number) => Record<string, unknown> }[] = [
  { name: 'search_architecture', args: (i) => ({ query: ['retry with backoff', 'event sourcing', 'repository pattern', 'api versioning'][i % 4] }) },
  { name: 'read_document', args: (i) => ({ path: ['patterns/adapter.md', 'patterns/strategy.md', 'patterns/repository.md'][i % 3], max_chars: 2000 }) },
  { name: 'grep_docs', args: (i) => ({ pattern: ['circuit', 'adapter', 'decision'][i % 3] }) },
  { name: 'search_architecture', args: (i) => ({ query: `load run ${i % 50}` }) },
];

async function runClient(url: string, deadline: number, clientIndex: number, stats: { latencies: number[]; grepTimes: number[] }, totals: Omit<PhaseResult, 'label' | 'seconds' | 'callsPerSecond' | 'grepWindowSeconds' | 'latencyMs'>) {
  const client = new Client({ name: `load-${clientIndex}`, version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  let recorded = 0;
  for (let i = clientIndex; Date.now() < deadline; i++) {
    const step = MIX[i % MIX.length]!;
    const started = performance.now();
    try {
      const result = (await client.callTool({ name: step.name, arguments: step.args(i) })) as CallToolResult & { _meta?: Record<string, unknown> };
      stats.latencies.push(performance.now() - started);
      totals.calls += 1;
      if (result._meta?.error_code === 'rate_limited') totals.rateLimited += 1;
      else {
        recorded += 1;
        if (step.name === 'grep_docs') {
          totals.grepPassed += 1;
          stats.grepTimes.push(Date.now());
        }
      }
    } catch (err) {
      if (/HTTP 5\d\d|status 5\d\d|\b5\d\d\b/.test(String(err))) totals.http5xx += 1;
      else totals.otherErrors += 1;
    }
  }
  // Every executed call must be in the trail: the newest step's seq is the number of steps.
  const trail = (await client.callTool({ name: 'workflow_context', arguments: { limit: 1 } })) as CallToolResult;
  const newest = (trail.structuredContent as { steps: { seq: number }[] } | undefined)?.steps[0]?.seq ?? 0;
  totals.lostContextEntries += Math.max(0, recorded - newest);
  await transport.terminateSession().catch(() => undefined);
  await client.close();
}

async function runPhase(label: string, url: string, clients: number, seconds: number): Promise<PhaseResult> {
  const totals = { calls: 0, rateLimited: 0, http5xx: 0, otherErrors: 0, grepPassed: 0, lostContextEntries: 0 };
  const stats = { latencies: [] as number[], grepTimes: [] as number[] };
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, (_, i) => runClient(url, deadline, i, stats, totals)));
  const elapsed = (Date.now() - started) / 1000;
  const sorted = stats.latencies.sort((a, b) => a - b);
  const grepWindow = stats.grepTimes.length ? (Math.max(...stats.grepTimes) - Math.min(...stats.grepTimes)) / 1000 : 0;
  return {
    label,
    seconds: Number(elapsed.toFixed(1)),
    ...totals,
    callsPerSecond: Number((totals.calls / elapsed).toFixed(1)),
    grepWindowSeconds: Number(grepWindow.toFixed(1)),
    latencyMs: { p50: Number(percentile(sorted, 50).toFixed(1)), p95: Number(percentile(sorted, 95).toFixed(1)), p99: Number(percentile(sorted, 99).toFixed(1)) },
  };
}

async function startServer(port: number, persistTo: string, rateLimits: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [WRANGLER_BIN, 'dev', '--ip', '127.0.0.1', '--port', String(port), '--var', 'ARCH_MCP_LOCAL:1', '--var', `RATE_LIMITS:${rateLimits}`, '--var', 'CACHE_TTL:0', '--persist-to', persistTo, '--show-interactive-dev-session=false', '--log-level', 'error'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: wranglerEnv() },
  );
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`wrangler dev did not answer on port ${port} within 60 s`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  const closed = new Promise((r) => child.once('close', r));
  child.kill('SIGTERM');
  await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
}

function grepExact(r: PhaseResult): boolean {
  // A 60-per-minute bucket admits its 60, then one per second of the window in which calls kept coming.
  const expected = GREP_BUDGET + r.grepWindowSeconds;
  return Math.abs(r.grepPassed - expected) <= 2;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { clients: { type: 'string' }, seconds: { type: 'string' }, port: { type: 'string' }, url: { type: 'string' } } });
  const clients = Math.min(Math.max(Number(values.clients ?? 32), 1), 64);
  const seconds = Math.min(Math.max(Number(values.seconds ?? 60), 1), 120);
  const port = Number(values.port ?? 8790);
  const results: PhaseResult[] = [];

  if (values.url) {
    const url = new URL(values.url);
    if (!isLoopbackHostname(url.hostname)) throw new Error('the load run only targets loopback servers');
    results.push(await runPhase('running server', url.href, clients, seconds));
  } else {
    const persistTo = mkdtempSync(path.join(tmpdir(), 'arch-mcp-load-'));
    try {
      const bundle = await runBuild({ docsDir: DEFAULT_DOCS_DIR });
      await runPublish(bundle, { mode: 'local', stateDir: persistTo });
      for (const [label, limits] of [['rate limits on', LIMITS_ON], ['rate limits off', 'off']] as const) {
        const server = await startServer(port, persistTo, limits);
        try {
          results.push(await runPhase(label, `http://127.0.0.1:${port}/mcp`, clients, seconds));
        } finally {
          await stopServer(server);
        }
      }
    } finally {
      rmSync(persistTo, { recursive: true, force: true });
    }
  }

  for (const r of results) {
    const limits = r.label === 'rate limits off' ? 'n/a' : `${r.grepPassed} grep_docs admitted over ${r.grepWindowSeconds} s (expected ≈ ${GREP_BUDGET} + 1/s) → ${grepExact(r) ? 'exact' : 'NOT exact'}`;
    process.stdout.write(
      `${r.label}: ${r.calls} calls in ${r.seconds} s = ${r.callsPerSecond}/s; p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, p99 ${r.latencyMs.p99} ms; ` +
        `rate-limited ${r.rateLimited}; 5xx ${r.http5xx}; other errors ${r.otherErrors}; lost context entries ${r.lostContextEntries}; limits: ${limits}\n`,
    );
  }
  const on = results.find((r) => r.label === 'rate limits on');
  const off = results.find((r) => r.label === 'rate limits off');
  if (on && off) process.stdout.write(`Durable Object rate-limit check costs ${(100 * (1 - on.callsPerSecond / off.callsPerSecond)).toFixed(1)}% of throughput (${off.callsPerSecond}/s → ${on.callsPerSecond}/s)\n`);
  process.stdout.write(`${JSON.stringify(results)}\n`);
  const failed = results.some((r) => r.http5xx > 0 || r.lostContextEntries > 0 || (r.label === 'rate limits on' && !grepExact(r)));
  process.exitCode = failed ? 1 : 0;
}

await main();
