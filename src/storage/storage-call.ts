// Calls to storage bindings (KV, R2, Durable Objects) with a deadline. A call that throws, or does
// not answer in time, becomes a StorageUnavailableError naming what failed, which every layer
// answers as "retry": HTTP 503 with Retry-After, or a tool result that says so. The abandoned call
// is not cancelled (bindings cannot be); callers are written so that a late landing is harmless.
import { StorageUnavailableError } from '../errors';

/** A Durable Object call answers in milliseconds; three seconds means it is stuck or overloaded. */
export const DURABLE_OBJECT_DEADLINE_MS = 3_000;
/** A small KV value (the build pointer, an API key, an analysis bucket). */
export const KV_READ_DEADLINE_MS = 5_000;
/** The values a build load reads together: index shards of up to 20 MiB each. */
export const KV_LOAD_DEADLINE_MS = 20_000;
/** One document from R2. */
export const R2_READ_DEADLINE_MS = 5_000;

/**
 * Runs `call`, turning a failure or a missed deadline into StorageUnavailableError(`what`). Errors
 * that are already StorageUnavailableError pass through unchanged.
 */
export async function storageCall<T>(what: string, call: () => Promise<T>, deadlineMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailableError(what, 1, 'stalled')), deadlineMs);
  });
  try {
    return await Promise.race([call(), late]);
  } catch (err) {
    if (err instanceof StorageUnavailableError) throw err;
    logStorageFailure(what, err);
    // Cloudflare marks a Durable Object that sheds load this way.
    const overloaded = typeof err === 'object' && err !== null && (err as { overloaded?: unknown }).overloaded === true;
    throw new StorageUnavailableError(what, 1, overloaded ? 'overloaded' : 'failed');
  } finally {
    clearTimeout(timer);
  }
}

function logStorageFailure(what: string, err: unknown): void {
  try {
    // The error's name and first line only: binding errors can quote keys, never secrets, but stay short.
    const message = err instanceof Error ? err.message.split('\n')[0]!.slice(0, 200) : 'unknown';
    console.error(JSON.stringify({ level: 'error', event: 'storage_unavailable', what, error: err instanceof Error ? err.name : 'unknown', message }));
  } catch {
    // Reporting must never turn one failure into two.
  }
}
