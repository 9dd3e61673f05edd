// Decision frames travel in buckets, one decision log never split across more than it must: a call
// reads only the buckets of the logs its candidates come from, so the frames of 50,000 documents
// never have to sit in one KV value or one isolate.
import type { DecisionFrame } from './decision-frame.js';
import { logOf, type LogProfile } from './decision-logs.js';

/** Frames by ADR path, as one bucket holds them. */
export type FrameBucket = Record<string, DecisionFrame>;

/**
 * Reads the frames of the given decision logs (by folder), most wanted first, from wherever the build
 * put them. A source that reads buckets stops at FRAME_BUCKETS_PER_CALL: the logs that do not fit are
 * left out, so a proposal whose candidates are spread over a thousand logs costs no more than one
 * whose candidates sit in a few.
 */
export type FrameSource = (logs: readonly string[]) => Promise<Readonly<Record<string, DecisionFrame>>>;

/** Buckets one call may read (each ≤ BUCKET_BYTES); a corpus of a few thousand ADRs fits in fewer. */
export const FRAME_BUCKETS_PER_CALL = 12;

/** A bucket's size in JSON bytes, above which a new bucket starts (a log bigger than this gets several). */
export const BUCKET_BYTES = 256 * 1024;

/**
 * Packs frames into buckets: logs in path order, whole logs together, a new bucket once one passes
 * BUCKET_BYTES. Deterministic for the same frames, so the build id stays content-addressed.
 */
export function packFrameBuckets(frames: Readonly<Record<string, DecisionFrame>>, logs: Readonly<Record<string, LogProfile>>): { buckets: FrameBucket[]; bucketsOfLog: Record<string, number[]> } {
  const byLog = new Map<string, string[]>();
  for (const path of Object.keys(frames).sort()) {
    const log = logOf(path, logs);
    byLog.set(log, [...(byLog.get(log) ?? []), path]);
  }
  const buckets: FrameBucket[] = [];
  const bucketsOfLog: Record<string, number[]> = Object.create(null);
  let current: FrameBucket = {};
  let size = 0;
  const close = () => {
    if (size > 0) buckets.push(current);
    current = {};
    size = 0;
  };
  for (const log of [...byLog.keys()].sort()) {
    for (const path of byLog.get(log)!) {
      const bytes = JSON.stringify(frames[path]).length + path.length + 4;
      if (size > 0 && size + bytes > BUCKET_BYTES) close();
      current[path] = frames[path];
      size += bytes;
      const list = (bucketsOfLog[log] ??= []);
      if (list[list.length - 1] !== buckets.length) list.push(buckets.length);
    }
  }
  close();
  return { buckets, bucketsOfLog };
}

/** A frame source over frames already in memory (the build, tests, evaluation). */
export function inMemoryFrames(frames: Readonly<Record<string, DecisionFrame>>, logs: Readonly<Record<string, LogProfile>>): FrameSource {
  const byLog = new Map<string, Record<string, DecisionFrame>>();
  for (const [path, frame] of Object.entries(frames)) {
    const log = logOf(path, logs);
    const group = byLog.get(log) ?? {};
    group[path] = frame;
    byLog.set(log, group);
  }
  return async (wanted) => Object.assign({}, ...wanted.map((log) => byLog.get(log) ?? {}));
}

/**
 * A frame source that loads buckets through `load` (KV in the worker), each bucket once, and at most
 * `budget` of them: logs are taken in the order given while their buckets still fit.
 */
export function bucketedFrames(bucketsOfLog: Readonly<Record<string, number[]>>, load: (bucket: number) => Promise<FrameBucket>, budget = FRAME_BUCKETS_PER_CALL): FrameSource {
  return async (wanted) => {
    const numbers = new Set<number>();
    for (const log of wanted) {
      const own = Object.hasOwn(bucketsOfLog, log) ? bucketsOfLog[log] : [];
      const added = own.filter((n) => !numbers.has(n));
      if (numbers.size + added.length > budget) continue;
      for (const n of added) numbers.add(n);
    }
    const loaded = await Promise.all([...numbers].map(load));
    return Object.assign({}, ...loaded);
  };
}
