// Collects per-tool call stats in isolate memory and sends them to the ToolStats Durable Object
// in batches. Stats stay off the hot path: a call only adds to a local batch; the first call of
// a batch schedules one flush through ctx.waitUntil, which runs after that response has gone out.
import { toolStatsStub } from '../durable/tool-stats';
import { emptyCounters, latencyBucket } from '../durable/stats-model';
import type { ToolCounters, ToolStatsSnapshot } from '../durable/stats-model';
import type { CallOutcome } from '../tools/call-meta';

/** How long a batch collects calls before it is sent. */
const FLUSH_DELAY_MS = 500;

let pending: Record<string, ToolCounters> = {};
let flushScheduled = false;

/** Adds one call to the isolate's batch and makes sure a flush is scheduled. */
export function recordCallStats(env: Env, outcome: CallOutcome, waitUntil: (p: Promise<unknown>) => void): void {
  const counters = (pending[outcome.tool] ??= emptyCounters());
  counters.invocations += 1;
  if (outcome.outcome !== 'ok') counters.failures += 1;
  if (outcome.outcome === 'timeout') counters.timeouts += 1;
  if (outcome.outcome === 'rate_limited') counters.rateLimited += 1;
  if (outcome.cacheHit) counters.cacheHits += 1;
  counters.latency[latencyBucket(outcome.executionMs)]! += 1;
  if (!flushScheduled) {
    flushScheduled = true;
    waitUntil(new Promise((resolve) => setTimeout(resolve, FLUSH_DELAY_MS)).then(() => flushStats(env)));
  }
}

/**
 * Sends the current batch now, from the calling request (a request may not await another
 * request's I/O). A failed send is logged and dropped: stats never fail a call.
 */
export async function flushStats(env: Env): Promise<void> {
  const batch = pending;
  pending = {};
  flushScheduled = false;
  if (Object.keys(batch).length === 0) return;
  try {
    await toolStatsStub(env).add(batch);
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', event: 'stats_flush_failed', error: err instanceof Error ? err.name : 'unknown' }));
  }
}

/**
 * Totals across isolates, including this isolate's unsent batch. A batch another request is
 * sending at this moment may land just after the read; the object runs calls in arrival order,
 * so it shows up in the next read.
 */
export async function readToolStats(env: Env): Promise<ToolStatsSnapshot[]> {
  await flushStats(env);
  return toolStatsStub(env).read();
}
