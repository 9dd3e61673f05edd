// The load run's measure of an exact rate limit: what the server's token bucket must admit of the
// attempts the clients sent, replayed at the times they sent them.

/**
 * What a token bucket of `perMinute` (holding a minute's worth, full at the first attempt) admits
 * of attempts sent at `times`. The budget is per client and each load client calls from its own
 * address, so for one client's attempts this is what the server must admit, give or take a call
 * crossing a refill in flight.
 */
export function bucketAdmits(times: number[], perMinute: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let tokens = perMinute;
  let last = sorted[0] ?? 0;
  let admitted = 0;
  for (const t of sorted) {
    tokens = Math.min(perMinute, tokens + ((t - last) * perMinute) / 60_000);
    last = t;
    if (tokens >= 1) {
      tokens -= 1;
      admitted += 1;
    }
  }
  return admitted;
}
