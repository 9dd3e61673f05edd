// Timing, memory and seeded-random helpers shared by the bench sections (Node side).
export { percentile } from '../eval/metrics';

/** Milliseconds `fn` takes, by performance.now(). */
export function timeMs(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

/** Runs a collection now if node was started with --expose-gc (the bench re-spawns itself with it). */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Whether memory deltas can be trusted (a forced GC before each reading). */
export function canCollectGarbage(): boolean {
  return typeof (globalThis as { gc?: unknown }).gc === 'function';
}

/**
 * Bytes held by JS objects plus ArrayBuffers after a forced collection. The index lives in typed
 * arrays, which `heapUsed` alone does not count.
 */
export function retainedBytes(): number {
  // Twice: ArrayBuffer backing stores freed by the first pass are only released after it.
  collectGarbage();
  collectGarbage();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** Deterministic PRNG (mulberry32): the same seed gives the same synthetic corpus and queries. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle of a copy, driven by `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const MiB = 2 ** 20;
