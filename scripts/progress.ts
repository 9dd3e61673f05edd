// Progress lines for steps that can take more than a few seconds (parsing and publishing a large
// docs folder): silent for quick steps, then counts and elapsed time every couple of seconds.

/** A step quicker than this prints no progress at all. */
const QUIET_MS = 2_000;
/** At most one progress line per interval. */
const EVERY_MS = 2_000;

export interface Progress {
  /** Reports `done` of `total`; prints only once the step has run for a while, and not too often. */
  update(done: number, total: number): void;
  /** Seconds since the step started, formatted `12.3 s`. */
  elapsed(): string;
}

/** Starts timing a step called `label` (e.g. "uploaded documents"). */
export function startProgress(label: string, log: (line: string) => void, clock: () => number = () => performance.now()): Progress {
  const started = clock();
  let printed = started;
  const elapsed = () => `${((clock() - started) / 1000).toFixed(1)} s`;
  return {
    update(done, total) {
      const now = clock();
      if (now - started < QUIET_MS || now - printed < EVERY_MS) return;
      printed = now;
      log(`  ${label} ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${elapsed()})`);
    },
    elapsed,
  };
}

/**
 * For a step that reports no counts (a wrangler upload to the account): prints `label` with the
 * elapsed time every few seconds until the returned function is called.
 */
export function startTicker(label: string, log: (line: string) => void, everyMs = 5_000): () => void {
  const started = performance.now();
  const timer = setInterval(() => log(`  ${label} (${((performance.now() - started) / 1000).toFixed(0)} s)`), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
