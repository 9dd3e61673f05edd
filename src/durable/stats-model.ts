// Per-tool call statistics as mergeable counters and a latency histogram, so batches from many
// isolates add up exactly and percentiles can be read from the sum. Runtime-neutral.

/** Upper bounds (ms) of the latency histogram buckets; the last bucket is everything above. */
const LATENCY_BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 30000] as const;

/** Counters for one tool. `latency[i]` counts calls at most LATENCY_BOUNDS_MS[i] ms (last: above all). */
export interface ToolCounters {
  invocations: number;
  /** Calls whose result was an error of any kind (timeouts and rate limits included). */
  failures: number;
  timeouts: number;
  cacheHits: number;
  rateLimited: number;
  latency: number[];
}

export function emptyCounters(): ToolCounters {
  return { invocations: 0, failures: 0, timeouts: 0, cacheHits: 0, rateLimited: 0, latency: new Array(LATENCY_BOUNDS_MS.length + 1).fill(0) };
}

/** Index of the histogram bucket a latency falls into. */
export function latencyBucket(ms: number): number {
  const i = LATENCY_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return i === -1 ? LATENCY_BOUNDS_MS.length : i;
}

/** Adds `delta` into `into` (mutates and returns `into`). */
export function mergeCounters(into: ToolCounters, delta: ToolCounters): ToolCounters {
  into.invocations += delta.invocations;
  into.failures += delta.failures;
  into.timeouts += delta.timeouts;
  into.cacheHits += delta.cacheHits;
  into.rateLimited += delta.rateLimited;
  for (let i = 0; i < into.latency.length; i++) into.latency[i] = (into.latency[i] ?? 0) + (delta.latency[i] ?? 0);
  return into;
}

/**
 * The q-quantile (0–1) of latency, as the upper bound of the bucket holding it: an estimate
 * that is never below the true value by more than one bucket. Null before any call.
 */
function latencyQuantile(counters: ToolCounters, q: number): number | null {
  const total = counters.latency.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < counters.latency.length; i++) {
    seen += counters.latency[i] ?? 0;
    if (seen >= rank) return i < LATENCY_BOUNDS_MS.length ? LATENCY_BOUNDS_MS[i]! : Infinity;
  }
  return Infinity;
}

/** A stats snapshot as the resource and /metrics present it. */
export interface ToolStatsSnapshot {
  tool: string;
  invocations: number;
  failures: number;
  timeouts: number;
  cache_hits: number;
  rate_limited: number;
  latency_ms: { p50: number | null; p95: number | null; p99: number | null };
  latency_histogram: { le: string; count: number }[];
}

export function snapshot(tool: string, c: ToolCounters): ToolStatsSnapshot {
  let cumulative = 0;
  return {
    tool,
    invocations: c.invocations,
    failures: c.failures,
    timeouts: c.timeouts,
    cache_hits: c.cacheHits,
    rate_limited: c.rateLimited,
    latency_ms: { p50: latencyQuantile(c, 0.5), p95: latencyQuantile(c, 0.95), p99: latencyQuantile(c, 0.99) },
    latency_histogram: c.latency.map((n, i) => {
      cumulative += n;
      return { le: i < LATENCY_BOUNDS_MS.length ? String(LATENCY_BOUNDS_MS[i]) : '+Inf', count: cumulative };
    }),
  };
}
