// Collects per-tool call stats in isolate memory and sends them to the ToolStats Durable Object
// in batches. Stats stay off the hot path: a call only adds to a local batch; the first call of
// a batch schedules one flush through ctx.waitUntil, which runs after that response has gone out.
// A batch whose send fails or stalls is kept and sent again first with the next flush, under the
// id it was first sent with, so the object counts it once even if the failed send landed.
import { toolStatsStub } from '../durable/tool-stats';
import { emptyCounters, latencyBucket } from '../durable/stats-model';
import type { ToolCounters, ToolStatsSnapshot } from '../durable/stats-model';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../storage/storage-call';
import type { CallOutcome } from '../tools/call-meta';

/** How long a batch collects calls before it is sent. */
const FLUSH_DELAY_MS = 500;
/** Unsent batches kept while the object cannot be reached; past this the oldest is dropped (and logged). */
const MAX_UNSENT_BATCHES = 60;
/** What a failed or stalled ToolStats call is reported as. */
const STATS_STORE = 'the statistics store';

interface StatsBatch {
  id: string;
  counters: Record<string, ToolCounters>;
}

let pending: Record<string, ToolCounters> = {};
let flushScheduled = false;
/** Batches whose send failed, oldest first. */
let unsent: StatsBatch[] = [];
let isolateTag: string | undefined;
let batchCounter = 0;

function batchId(): string {
  isolateTag ??= [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
  batchCounter += 1;
  return `${isolateTag}-${batchCounter}`;
}

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
 * Sends the batches not yet stored, then the current one, from the calling request (a request may
 * not await another request's I/O). A failed send keeps its batch for the next flush; stats never
 * fail a call. Returns whether everything was sent.
 */
export async function flushStats(env: Env): Promise<boolean> {
  flushScheduled = false;
  if (Object.keys(pending).length > 0) {
    unsent.push({ id: batchId(), counters: pending });
    pending = {};
  }
  while (unsent.length > MAX_UNSENT_BATCHES) {
    unsent.shift();
    console.error(JSON.stringify({ level: 'error', event: 'stats_batch_dropped', reason: 'too many unsent batches' }));
  }
  const sending = unsent;
  unsent = [];
  for (const [i, batch] of sending.entries()) {
    try {
      await storageCall(STATS_STORE, () => toolStatsStub(env).add(batch.counters, batch.id), DURABLE_OBJECT_DEADLINE_MS);
    } catch {
      // Kept in order, ahead of anything another flush queued meanwhile.
      unsent = [...sending.slice(i), ...unsent];
      console.error(JSON.stringify({ level: 'error', event: 'stats_flush_failed', kept: unsent.length }));
      return false;
    }
  }
  return true;
}

/**
 * Totals across isolates, including this isolate's unsent batches. A batch another request is
 * sending at this moment may land just after the read; the object runs calls in arrival order,
 * so it shows up in the next read. Throws StorageUnavailableError when the object cannot be read.
 */
export async function readToolStats(env: Env): Promise<ToolStatsSnapshot[]> {
  await flushStats(env);
  return storageCall(STATS_STORE, () => toolStatsStub(env).read(), DURABLE_OBJECT_DEADLINE_MS);
}
