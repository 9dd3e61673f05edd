// Decision frames travel in buckets, one decision log never split across more than it must: a call
// reads the buckets of its own project and of its candidates, so the frames of 50,000 documents
// never have to sit in one KV value or one isolate.
import type { DecisionFrame } from './decision-frame.js';
import { groupByLog, logOf, type LogProfile } from './decision-logs.js';

/** Frames by ADR path, as one bucket holds them. */
export type FrameBucket = Record<string, DecisionFrame>;

/**
 * Reads decision frames from wherever the build put them: every frame of the `whole` logs (by
 * folder), then the frames of `paths`, most wanted first. A source that reads buckets stops at
 * FRAME_BUCKETS_PER_CALL and leaves out what does not fit, so a proposal whose candidates are spread
 * over a thousand logs, or over one log of ten thousand ADRs, costs no more than one whose
 * candidates sit together.
 */
export type FrameSource = (whole: readonly string[], paths: readonly string[]) => Promise<Readonly<Record<string, DecisionFrame>>>;

/** Buckets one call may read (each ≤ BUCKET_BYTES, about 130 ADRs' frames). */
export const FRAME_BUCKETS_PER_CALL = 12;

/** A bucket's size in JSON bytes, above which a new bucket starts (a log bigger than this gets several). */
export const BUCKET_BYTES = 256 * 1024;

/**
 * Packs frames into buckets: logs in path order, whole logs together, a new bucket once one passes
 * `bucketBytes`. Deterministic for the same frames, so the build id stays content-addressed.
 */
export function packFrameBuckets(frames: Readonly<Record<string, DecisionFrame>>, logs: Readonly<Record<string, LogProfile>>, bucketBytes = BUCKET_BYTES): { buckets: FrameBucket[]; bucketsOfLog: Record<string, number[]>; bucketStarts: Record<string, string[]> } {
  const byLog = groupByLog(Object.keys(frames).sort(), (path) => logOf(path, logs));
  const buckets: FrameBucket[] = [];
  const bucketsOfLog: Record<string, number[]> = Object.create(null);
  const bucketStarts: Record<string, string[]> = Object.create(null);
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
      if (size > 0 && size + bytes > bucketBytes) close();
      current[path] = frames[path];
      size += bytes;
      const list = (bucketsOfLog[log] ??= []);
      if (list[list.length - 1] !== buckets.length) {
        list.push(buckets.length);
        (bucketStarts[log] ??= []).push(path);
      }
    }
  }
  close();
  return { buckets, bucketsOfLog, bucketStarts };
}

/** A frame source over frames already in memory (the build, tests, evaluation). */
export function inMemoryFrames(frames: Readonly<Record<string, DecisionFrame>>, logs: Readonly<Record<string, LogProfile>>): FrameSource {
  const byLog = new Map([...groupByLog(Object.entries(frames), ([path]) => logOf(path, logs))].map(([log, entries]) => [log, Object.fromEntries(entries)]));
  return async (whole, paths) => {
    const out: Record<string, DecisionFrame> = Object.assign({}, ...whole.map((log) => byLog.get(log) ?? {}));
    for (const path of paths) if (Object.hasOwn(frames, path)) out[path] = frames[path];
    return out;
  };
}

/** Where the build put the frames: each log's buckets, and the first path of the log in each. */
export interface FrameBucketIndex {
  bucketsOfLog: Readonly<Record<string, number[]>>;
  bucketStarts: Readonly<Record<string, string[]>>;
  logs: Readonly<Record<string, LogProfile>>;
}

/** The bucket holding `path`'s frame: within a log, buckets hold its paths in sorted order. */
function bucketOfPath(index: FrameBucketIndex, path: string): number | undefined {
  const log = logOf(path, index.logs);
  if (!Object.hasOwn(index.bucketsOfLog, log)) return undefined;
  const starts = index.bucketStarts[log] ?? [];
  let found: number | undefined;
  for (let i = 0; i < starts.length && starts[i] <= path; i++) found = index.bucketsOfLog[log][i];
  return found;
}

/**
 * A frame source that loads buckets through `load` (KV in the worker), each bucket once, and at most
 * `budget` of them: whole logs first while all their buckets fit, then each path's bucket in order.
 */
export function bucketedFrames(index: FrameBucketIndex, load: (bucket: number) => Promise<FrameBucket>, budget = FRAME_BUCKETS_PER_CALL): FrameSource {
  return async (whole, paths) => {
    const numbers = new Set<number>();
    for (const log of whole) {
      const added = (Object.hasOwn(index.bucketsOfLog, log) ? index.bucketsOfLog[log] : []).filter((n) => !numbers.has(n));
      if (numbers.size + added.length <= budget) for (const n of added) numbers.add(n);
    }
    for (const path of paths) {
      if (numbers.size >= budget) break;
      const n = bucketOfPath(index, path);
      if (n !== undefined) numbers.add(n);
    }
    const loaded = await Promise.all([...numbers].map(load));
    return Object.assign({}, ...loaded);
  };
}
