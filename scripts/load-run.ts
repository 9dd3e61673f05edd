// Bounded loopback soak over both protocol eras: N concurrent MCP clients — 2025-11-25 clients with
// sessions, 2026-07-28 clients calling statelessly, half of those with workflow handles — make mixed
// tool calls for S seconds against a local server, once with rate limits on and once off. Each
// phase reports its calls, 5xx answers, workflow entries lost or doubled, whether the grep_docs
// limit held exactly, and the worker's retained heap at the start and at the end.
//
//   npx tsx scripts/load-run.ts [--clients 32] [--seconds 60] [--max-calls N] [--inspector-port 9329] [--json FILE] [--url URL]
//
// Without --url it builds the bundled docs and the worker (as it deploys), publishes the docs into a
// temporary state and serves them from workerd on 127.0.0.1 for each phase, with the result cache
// off so both phases do the same work. With --url it runs one phase against a loopback server you
// started (no heap readings). Every phase stops at its deadline or its call budget, whichever
// comes first.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { publishIntoPersistRoot, tempPersistRoot } from './bench/miniflare-setup';
import { bundleRealWorker } from './bench/real-worker';
import { readWorkerConfig } from './bench/worker-config';
import { isLoopbackHostname } from '../src/secure-url';
import { runBuild } from './build';
import { percentile } from './eval/metrics';
import { ERA_OF, emptyTotals, kindOf, runClient } from './load/clients';
import type { ClientKind, LoadTotals, RunLimits } from './load/clients';
import { retainedHeapMiB } from './load/heap';
import { bucketAdmits } from './load/token-bucket';
import { startServer } from './load/server';
import type { LocalServer, ServerLog } from './load/server';
import { DEFAULT_DOCS_DIR } from './paths';

/**
 * grep_docs per client per minute in the "on" phase: below what one load client sends (about a
 * quarter of its calls, two dozen a minute or more), so every client meets its limit and the check
 * has refusals to judge. Budgets under 120 a minute are checked per call, as the default 60 is.
 */
const GREP_BUDGET = 12;
/** How far one client's admitted grep_docs calls may be from its bucket: a call crossing a refill in flight. */
const GREP_SLACK = 1;
/** Limits for the "on" phase: grep_docs low enough to bite, everything else out of the way. */
const LIMITS_ON = JSON.stringify({ tools: { grep_docs: GREP_BUDGET, search_architecture: 1_000_000, read_document: 1_000_000 }, all_tools: 1_000_000, requests: 1_000_000 });
const MAX_CLIENTS = 64;
const MAX_SECONDS = 900;
/** How much of a phase runs before the heap is first read: caches filled, code optimised. */
const WARMUP_FRACTION = 0.1;
const MAX_WARMUP_MS = 30_000;
/** After the clients stop: time for the workflow and stats writes still in flight. */
const SETTLE_MS = 3_000;
/** The heap at the end may exceed the heap at the start by at most this much. */
const HEAP_GROWTH_LIMIT = 0.1;

/** The counters a phase reports as its clients kept them. */
type Counted = 'calls' | 'http5xx' | 'http429' | 'rateLimited' | 'toolErrors' | 'failedCalls' | 'lostContextEntries' | 'duplicateContextEntries' | 'sessionsOpened' | 'streamsRefused' | 'workflowsStarted' | 'grepAdmitted';
const COUNTED: Counted[] = ['calls', 'http5xx', 'http429', 'rateLimited', 'toolErrors', 'failedCalls', 'lostContextEntries', 'duplicateContextEntries', 'sessionsOpened', 'streamsRefused', 'workflowsStarted', 'grepAdmitted'];

interface Phase extends Pick<LoadTotals, Counted> {
  label: string;
  eras: string[];
  clients: Record<ClientKind, number>;
  seconds: number;
  callsPerSecond: number;
  grepAttempts: number;
  /** What each client's GREP_BUDGET-a-minute token bucket admits of its attempts at the times they were sent, summed (null: limits off). */
  grepExpected: number | null;
  /** Whether grep_docs admitted, for every client, what its bucket admits, within one call (null: limits off). */
  limitsExact: boolean | null;
  /** The largest difference, over the clients, between what one was admitted and what its bucket owed it (null: limits off). */
  grepWorstClientGap: number | null;
  heapStartMiB: number | null;
  heapEndMiB: number | null;
  heapGrowthPercent: number | null;
  latencyMs: Record<ClientKind | 'all', { p50: number; p95: number; p99: number }>;
  serverLog: ServerLog | null;
  samples: { http5xx: string[]; errors: string[] };
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

function latencies(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
}

/**
 * Runs `read` with the clients paused and no call under way, so the reading sees the isolate at
 * rest (a heap snapshot stops it for seconds); the phase's deadline moves on by the pause.
 */
async function pausedFor<T>(limits: RunLimits, read: () => Promise<T>): Promise<T> {
  const began = Date.now();
  let resume!: () => void;
  limits.pause.until = new Promise((resolve) => (resume = resolve));
  for (let waited = 0; limits.pause.inFlight > 0 && waited < 30_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  try {
    return await read();
  } finally {
    limits.pause.until = undefined;
    resume();
    limits.deadline += Date.now() - began;
    limits.pause.totalMs += Date.now() - began;
  }
}

async function heapOf(server: LocalServer | undefined, log: (line: string) => void): Promise<number | null> {
  if (!server) return null;
  try {
    return round(await retainedHeapMiB(server.inspectorPort), 2);
  } catch (err) {
    log(`load run: no heap reading (${err instanceof Error ? err.message : String(err)})`);
    return null;
  }
}

async function runPhase(label: string, url: string, clients: number, seconds: number, maxCalls: number, server: LocalServer | undefined, limited: boolean, log: (line: string) => void): Promise<Phase> {
  const totals: LoadTotals = emptyTotals();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const limits: RunLimits = { deadline, budget: { left: maxCalls }, pause: { until: undefined, inFlight: 0, totalMs: 0 } };
  log(`load run: ${label}: ${clients} clients for ${seconds} s`);
  const running = Promise.all(Array.from({ length: clients }, (_, i) => runClient(url, i, totals, limits)));
  await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_WARMUP_MS, seconds * 1000 * WARMUP_FRACTION)));
  const heapStartMiB = await pausedFor(limits, () => heapOf(server, log));
  await running;
  const elapsed = (Date.now() - started - limits.pause.totalMs) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const heapEndMiB = await heapOf(server, log);
  // Each client has its own bucket: the server must admit what each one's bucket owes it.
  const grepClients = totals.grepByClient.filter((g) => g !== undefined);
  const owed = grepClients.map((g) => bucketAdmits(g.attempts, GREP_BUDGET));
  const grepExpected = limited ? owed.reduce((sum, n) => sum + n, 0) : null;
  const worstGap = grepClients.reduce((worst, g, i) => Math.max(worst, Math.abs(g.admitted - owed[i]!)), 0);
  const counts: Record<ClientKind, number> = { session: 0, stateless: 0, handle: 0 };
  for (let i = 0; i < clients; i++) counts[kindOf(i)] += 1;
  return {
    label,
    eras: [...new Set(Object.entries(counts).filter(([, n]) => n > 0).map(([kind]) => ERA_OF[kind as ClientKind]))].sort(),
    clients: counts,
    seconds: round(elapsed),
    ...(Object.fromEntries(COUNTED.map((name) => [name, totals[name]])) as Pick<LoadTotals, Counted>),
    callsPerSecond: round(totals.calls / elapsed),
    grepAttempts: grepClients.reduce((sum, g) => sum + g.attempts.length, 0),
    grepExpected,
    limitsExact: grepExpected === null ? null : worstGap <= GREP_SLACK,
    grepWorstClientGap: grepExpected === null ? null : worstGap,
    heapStartMiB,
    heapEndMiB,
    heapGrowthPercent: heapStartMiB && heapEndMiB ? round((100 * (heapEndMiB - heapStartMiB)) / heapStartMiB) : null,
    latencyMs: {
      all: latencies(Object.values(totals.latencies).flat()),
      session: latencies(totals.latencies.session),
      stateless: latencies(totals.latencies.stateless),
      handle: latencies(totals.latencies.handle),
    },
    serverLog: server?.log ?? null,
    samples: { http5xx: totals.http5xxSamples, errors: totals.errorSamples },
  };
}

function problemsOf(p: Phase): string[] {
  const problems: string[] = [];
  if (p.http5xx > 0) problems.push(`${p.http5xx} 5xx`);
  if (p.lostContextEntries > 0) problems.push(`${p.lostContextEntries} lost workflow entries`);
  if (p.duplicateContextEntries > 0) problems.push(`${p.duplicateContextEntries} doubled workflow entries`);
  if (p.failedCalls > 0) problems.push(`${p.failedCalls} failed calls`);
  if (p.limitsExact === false) problems.push('grep_docs limit not exact');
  if (p.heapGrowthPercent !== null && p.heapGrowthPercent > HEAP_GROWTH_LIMIT * 100) problems.push(`heap grew ${p.heapGrowthPercent}%`);
  return problems;
}

function describe(p: Phase): string {
  const limits = p.limitsExact === null ? 'off' : `${p.grepAdmitted} of ${p.grepAttempts} grep_docs admitted, the clients' ${GREP_BUDGET}-a-minute buckets admit ${p.grepExpected}, each client within ${p.grepWorstClientGap} → ${p.limitsExact ? 'exact' : 'NOT exact'}`;
  const streams = p.streamsRefused ? ` (${p.streamsRefused} change stream(s) refused with 429 — a client holds at most 4, and an ended session's stream counts until the server notices it closed, at its next keepalive (15 s) at the latest; the calls went on)` : '';
  const heap = p.heapStartMiB === null ? 'heap not read' : `heap ${p.heapStartMiB} → ${p.heapEndMiB} MiB (${p.heapGrowthPercent}%)`;
  const closed = p.serverLog?.closedByClient ? `, ${p.serverLog.closedByClient} note(s) of a write to a connection its client had already closed (a client ending its session; expected)` : '';
  const log = p.serverLog ? `; workerd printed ${p.serverLog.callLines} call log line(s)${closed} and ${p.serverLog.otherLines} other line(s)` : '';
  return (
    `${p.label} [${p.eras.join(', ')}; ${p.clients.session} session, ${p.clients.stateless} stateless, ${p.clients.handle} with handles]: ` +
    `${p.calls} calls in ${p.seconds} s = ${p.callsPerSecond}/s; p50 ${p.latencyMs.all.p50} ms, p95 ${p.latencyMs.all.p95} ms; ` +
    `rate-limited ${p.rateLimited}; 5xx ${p.http5xx}; tool errors ${p.toolErrors}; failed calls ${p.failedCalls}; lost entries ${p.lostContextEntries}, doubled ${p.duplicateContextEntries}; ` +
    `${p.sessionsOpened} sessions${streams}, ${p.workflowsStarted} workflows; limits: ${limits}; ${heap}${log}`
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { clients: { type: 'string' }, seconds: { type: 'string' }, 'max-calls': { type: 'string' }, 'inspector-port': { type: 'string' }, url: { type: 'string' }, json: { type: 'string' } } });
  const clients = Math.min(Math.max(Number(values.clients ?? 32) || 32, 1), MAX_CLIENTS);
  const seconds = Math.min(Math.max(Number(values.seconds ?? 60) || 60, 1), MAX_SECONDS);
  const maxCalls = Math.max(Number(values['max-calls'] ?? 2_000_000) || 2_000_000, 1);
  const inspectorPort = Number(values['inspector-port'] ?? 9329);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const startedAt = new Date().toISOString();
  const phases: Phase[] = [];

  if (values.url) {
    const url = new URL(values.url);
    if (!isLoopbackHostname(url.hostname)) throw new Error('the load run only targets loopback servers');
    phases.push(await runPhase('running server', url.href, clients, seconds, maxCalls, undefined, false, log));
  } else {
    const persist = tempPersistRoot();
    log('load run: bundling the worker with wrangler deploy --dry-run');
    const dist = await bundleRealWorker();
    try {
      const config = await readWorkerConfig();
      await publishIntoPersistRoot(await runBuild({ docsDir: DEFAULT_DOCS_DIR, log }), persist.root, config);
      for (const [label, limits] of [['rate limits on', LIMITS_ON], ['rate limits off', 'off']] as const) {
        const server = await startServer({ config, outdir: dist.outdir, persistRoot: persist.root, inspectorPort, vars: { RATE_LIMITS: limits, CACHE_TTL: '0' } });
        try {
          phases.push(await runPhase(label, server.url, clients, seconds, maxCalls, server, limits !== 'off', log));
        } finally {
          await server.stop();
        }
      }
    } finally {
      dist.dispose();
      persist.dispose();
    }
  }

  for (const p of phases) {
    process.stdout.write(`${describe(p)}\n`);
    for (const line of p.serverLog?.samples ?? []) process.stdout.write(`  server: ${line}\n`);
    for (const line of [...p.samples.http5xx, ...p.samples.errors]) process.stdout.write(`  client: ${line}\n`);
  }
  const on = phases.find((p) => p.label === 'rate limits on');
  const off = phases.find((p) => p.label === 'rate limits off');
  // Refused calls are cheap, so the two rates do not measure what the check costs (the bench's throughput section does).
  if (on && off) process.stdout.write(`throughput: ${on.callsPerSecond}/s with limits on (${on.rateLimited} calls refused), ${off.callsPerSecond}/s with limits off\n`);
  const problems = phases.flatMap((p) => problemsOf(p).map((problem) => `${p.label}: ${problem}`));
  process.stdout.write(problems.length ? `load run: FAILED — ${problems.join('; ')}\n` : 'load run: passed — no 5xx, no lost or doubled workflow entries, limits exact, heap steady\n');
  if (values.json) {
    writeFileSync(values.json, `${JSON.stringify({ startedAt, options: { clients, seconds, maxCalls }, passed: problems.length === 0, problems, phases }, null, 2)}\n`);
    process.stdout.write(`load run: wrote ${values.json}\n`);
  }
  process.exitCode = problems.length ? 1 : 0;
}

await main();
