// Writes workflow steps off the request's critical path. A step joins this isolate's batch for its
// workflow; the first step of a batch schedules one write, through its own request's waitUntil,
// which sends the whole batch to the WorkflowContext object in one call. Until a step is stored,
// reads in this isolate merge it in, so a client's next call always sees its previous step here.
//
// When: a workflow that has not written for BUSY_INTERVAL_MS writes QUIET_DELAY_MS after its step,
// so a model calling every few seconds has each step visible to every isolate almost at once. A
// busy workflow writes at most once per BUSY_INTERVAL_MS, and only its newest MAX_WORKFLOW_ENTRIES
// steps (the object keeps no more): a WorkflowContext write per call cost a busy isolate about as
// much CPU as the search itself, and the object's storage work grows with the bytes it is sent.
//
// A write that fails or stalls loses nothing: its steps stay merged into this isolate's reads and
// go again, as the same chunk and before any newer step, a few times after the response and then
// with the workflow's next write. The object recognises a chunk that landed after all (the call
// failed after it was applied) by its first step's id and stores it once.
import { MAX_WORKFLOW_ENTRIES, WORKFLOW_STORE, workflowObjectName, workflowStub } from '../durable/workflow-context';
import type { NewWorkflowEntry, StoredWorkflowEntry, WorkflowKey } from '../durable/workflow-context';
import type { WorkflowEntry } from '../tools/workflow-handle';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../storage/storage-call';

/** How soon the step of a quiet workflow is written. */
const QUIET_DELAY_MS = 50;
/** A busy workflow writes at most once per this interval. */
const BUSY_INTERVAL_MS = 2_000;
/** How long `flushWorkflowSteps` waits for batches other requests are writing. */
const SETTLE_LIMIT_MS = 5_000;
/** Workflows remembered at once; idle ones are forgotten past this. */
const MAX_BATCHES = 1_000;
/** Pauses before a failed write goes again, within the request that wrote it. */
const RETRY_DELAYS_MS = [100, 500, 2_000];

type PendingStep = NewWorkflowEntry & { id: string; at: string; json: string };

/** Steps one write carries, after `skipped` older ones it does not (the object keeps no more). */
interface Chunk {
  steps: PendingStep[];
  skipped: number;
  /** A write of this chunk failed or stalled; it may still have landed. */
  failed?: boolean;
  inFlight?: boolean;
}

interface Batch {
  /** The workflow the batch belongs to. */
  key: WorkflowKey;
  queued: PendingStep[];
  /** Older steps dropped from `queued` since the last write; they still take a seq. */
  skipped: number;
  /** Taken by writes that have not answered yet, or whose write failed; still merged into reads, oldest first. */
  sending: Chunk[];
  scheduled: boolean;
  /** When this isolate last wrote the workflow (0: not lately). */
  lastWrite: number;
}

const batches = new Map<string, Batch>();
let isolateTag: string | undefined;
let stepCounter = 0;

const keyOf = workflowObjectName;

function stepId(): string {
  // Random per isolate, so ids from two isolates never collide in one workflow.
  isolateTag ??= [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
  stepCounter += 1;
  return `${isolateTag}-${stepCounter}`;
}

/**
 * Adds a step to its workflow's batch; the write happens after the response (see the top of file).
 * `json` is the step's JSON (the caller has it at hand, or can splice it more cheaply than a rebuild).
 */
export function recordStep(env: Env, key: WorkflowKey, step: NewWorkflowEntry, json: string, waitUntil: (p: Promise<unknown>) => void): void {
  const name = keyOf(key);
  let batch = batches.get(name);
  if (!batch) {
    if (batches.size >= MAX_BATCHES) forgetIdle();
    batches.set(name, (batch = { key, queued: [], skipped: 0, sending: [], scheduled: false, lastWrite: 0 }));
  }
  const id = stepId();
  const at = new Date().toISOString();
  batch.queued.push({ ...step, id, at, json: `${json.slice(0, -1)},"id":"${id}","at":"${at}"}` });
  // The object keeps the newest MAX_WORKFLOW_ENTRIES; older queued steps would be dropped there anyway.
  if (batch.queued.length > MAX_WORKFLOW_ENTRIES) {
    batch.queued.shift();
    batch.skipped += 1;
  }
  if (!batch.scheduled) {
    batch.scheduled = true;
    const delay = Math.max(QUIET_DELAY_MS, batch.lastWrite + BUSY_INTERVAL_MS - Date.now());
    waitUntil(new Promise((resolve) => setTimeout(resolve, delay)).then(() => writeBatch(env, key)));
  }
}

/** Drops the workflows with nothing queued or being written that have not written lately. */
function forgetIdle(now = Date.now()): void {
  for (const [name, batch] of batches) {
    if (batch.queued.length === 0 && batch.sending.length === 0 && !batch.scheduled && now - batch.lastWrite > BUSY_INTERVAL_MS) batches.delete(name);
  }
}

/**
 * Sends the workflow's unwritten steps from the calling request: chunks whose write failed first,
 * each as it was, then the queued steps. A failure is retried a few times here; what still fails
 * stays for the workflow's next write. Never throws.
 */
async function writeBatch(env: Env, key: WorkflowKey): Promise<void> {
  const batch = batches.get(keyOf(key));
  if (!batch) return;
  batch.scheduled = false;
  for (let attempt = 0; ; attempt++) {
    if (await writePending(env, key, batch)) return;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** One pass over the batch's unwritten chunks, oldest first. False when a write failed. */
async function writePending(env: Env, key: WorkflowKey, batch: Batch): Promise<boolean> {
  for (const chunk of batch.sending.filter((c) => c.failed && !c.inFlight)) {
    if (!(await writeChunk(env, key, batch, chunk, true))) return false;
  }
  // Newer steps wait while an older chunk is unwritten, so the trail keeps its order.
  if (batch.sending.some((c) => c.failed) || batch.queued.length === 0) return !batch.sending.some((c) => c.failed);
  const chunk: Chunk = { steps: batch.queued.splice(0), skipped: batch.skipped };
  batch.skipped = 0;
  batch.sending.push(chunk);
  return writeChunk(env, key, batch, chunk, false);
}

/** Writes one chunk; on success it leaves `sending`, on failure it stays there marked failed. */
async function writeChunk(env: Env, key: WorkflowKey, batch: Batch, chunk: Chunk, again: boolean): Promise<boolean> {
  batch.lastWrite = Date.now();
  chunk.inFlight = true;
  const json = `[${chunk.steps.map((s) => s.json).join(',')}]`;
  try {
    // A chunk sent again names its first step, so the object stores it once even if the failed write landed.
    await storageCall(WORKFLOW_STORE, () => workflowStub(env, key).append(json, chunk.steps.length, chunk.skipped, again ? chunk.steps[0]!.id : undefined), DURABLE_OBJECT_DEADLINE_MS);
    batch.sending = batch.sending.filter((c) => c !== chunk);
    return true;
  } catch {
    chunk.failed = true;
    boundFailed(batch);
    console.error(JSON.stringify({ level: 'error', event: 'workflow_record_failed', steps: chunk.steps.length, kept: true }));
    return false;
  } finally {
    chunk.inFlight = false;
  }
}

/**
 * Keeps at most MAX_WORKFLOW_ENTRIES unwritten steps in failed chunks (the object keeps no more):
 * the oldest chunk goes, and its steps still take their seqs through the next chunk's `skipped`.
 */
function boundFailed(batch: Batch): void {
  const failed = () => batch.sending.filter((c) => c.failed && !c.inFlight);
  while (failed().reduce((n, c) => n + c.steps.length, 0) > MAX_WORKFLOW_ENTRIES && failed().length > 1) {
    const [oldest, next] = failed();
    next!.skipped += oldest!.skipped + oldest!.steps.length;
    batch.sending = batch.sending.filter((c) => c !== oldest);
  }
}

/**
 * Steps newest first, as the object has them plus this isolate's unsent ones. An unsent step shows
 * the seq it will most likely get (the object numbers steps as they arrive).
 */
export async function readSteps(env: Env, key: WorkflowKey, options: { name?: string; kind?: 'prompt' | 'tool'; limit?: number } = {}): Promise<WorkflowEntry[]> {
  const batch = batches.get(keyOf(key));
  // A write under way may land before this read does; the object says which of its steps it holds.
  const probe = batch?.sending.map((c) => c.steps[0]!.id) ?? [];
  // The RPC stub types `unknown` fields away; the object returns exactly this shape.
  const { entries, lastSeq, held } = (await storageCall(WORKFLOW_STORE, () => workflowStub(env, key).read(options, probe), DURABLE_OBJECT_DEADLINE_MS)) as unknown as { entries: StoredWorkflowEntry[]; lastSeq: number; held: string[] };
  const landed = new Set(held);
  const unsent: Chunk[] = batch ? [...batch.sending.filter((c) => !landed.has(c.steps[0]!.id)), { steps: batch.queued, skipped: batch.skipped }] : [];
  let seq = lastSeq;
  const numbered: StoredWorkflowEntry[] = [];
  for (const chunk of unsent) {
    seq += chunk.skipped;
    for (const step of chunk.steps) numbered.push({ ...step, seq: ++seq });
  }
  const provisional = numbered.filter((s) => (!options.kind || s.kind === options.kind) && (!options.name || s.name === options.name)).reverse();
  const limit = Math.max(1, Math.min(options.limit ?? MAX_WORKFLOW_ENTRIES, MAX_WORKFLOW_ENTRIES));
  return [...provisional, ...entries].slice(0, limit).map(({ id: _id, json: _json, ...entry }: StoredWorkflowEntry & { json?: string }) => entry);
}

/** Drops the workflow's unsent steps (its session ended); a write already under way still lands. */
export function forgetSteps(key: WorkflowKey): void {
  const batch = batches.get(keyOf(key));
  if (!batch) return;
  batch.queued.splice(0);
  batch.skipped = 0;
  batch.sending = batch.sending.filter((c) => c.inFlight);
}

/**
 * Writes every queued step now, from the calling request, then waits (on its own timer) until
 * the batches other requests were writing have answered. For reads that must see the object
 * itself up to date, e.g. tests of the object's own storage.
 */
export async function flushWorkflowSteps(env: Env): Promise<void> {
  const pending = [...batches.values()].filter((b) => b.queued.length > 0 || b.sending.some((c) => c.failed && !c.inFlight));
  for (const batch of pending) await writePending(env, batch.key, batch);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while ([...batches.values()].some((b) => b.sending.some((c) => c.inFlight)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
