// Timing inside workerd for the bench worker. On the edge, Date.now()/performance.now() only
// advance across I/O; local workerd lets them advance during synchronous code too, but in whole
// milliseconds. So nothing is timed alone: each measurement repeats the work until it spans
// `minMs` (at least MIN_REPS runs, at most `maxReps`) and divides; if the clock did not move at
// all, it crosses an awaited KV read before reading the clock again.

/** Bounds of one timed batch. */
export interface Budget {
  minMs: number;
  maxReps: number;
}

/** Every batch runs at least this often, so one slow (cold) run cannot stand for the mean. */
const MIN_REPS = 5;

/** Whatever gives the isolate an I/O boundary (a KV read of a missing key). */
export type IoBoundary = () => Promise<unknown>;

/** Mean ms of a synchronous `run`, repeated until it spans minMs or maxReps runs. */
export async function meanSync(io: IoBoundary, run: () => unknown, budget: Budget): Promise<number> {
  const started = performance.now();
  let reps = 0;
  while (reps < budget.maxReps) {
    run();
    reps++;
    if (reps >= MIN_REPS && performance.now() - started >= budget.minMs) break;
  }
  return meanSince(io, started, reps);
}

/** Mean ms of an asynchronous `run`, as meanSync. */
export async function meanAsync(io: IoBoundary, run: () => Promise<unknown>, budget: Budget): Promise<number> {
  const started = performance.now();
  let reps = 0;
  while (reps < budget.maxReps) {
    await run();
    reps++;
    if (reps >= MIN_REPS && performance.now() - started >= budget.minMs) break;
  }
  return meanSince(io, started, reps);
}

/**
 * Mean ms per rep since `started`. A clock that has not moved (workerd advances it only at I/O)
 * is moved by one I/O boundary first, so a fast loop never reads as zero.
 */
async function meanSince(io: IoBoundary, started: number, reps: number): Promise<number> {
  let elapsed = performance.now() - started;
  if (elapsed === 0) {
    await io();
    elapsed = performance.now() - started;
  }
  return elapsed / reps;
}

/** Smallest step of performance.now(), and whether it moves at all inside synchronous code. */
export function clock(): { resolutionMs: number; advancesInSyncCode: boolean } {
  let smallest = Infinity;
  let last = performance.now();
  const first = last;
  for (let i = 0; i < 5_000_000 && smallest === Infinity; i++) {
    const now = performance.now();
    if (now !== last) {
      smallest = Math.min(smallest, now - last);
      last = now;
    }
  }
  return { resolutionMs: Number.isFinite(smallest) ? smallest : 0, advancesInSyncCode: last !== first };
}
