// Reads document bytes from R2 by content hash, verifying what comes back.
import { documentKey } from './keys';
import { R2_READ_DEADLINE_MS, storageCall } from './storage-call';

/** Reads published documents. Documents are immutable, so a read can be cached forever. */
export interface DocumentStore {
  /** The document's text, or undefined when the bucket does not have it. */
  readText(sha256: string): Promise<string | undefined>;
}

const textCache = new Map<string, string>();
const TEXT_CACHE_LIMIT = 256;

/** Forgets the texts this isolate has read (tests of a fresh isolate). */
export function forgetDocumentTexts(): void {
  textCache.clear();
}

/** A DocumentStore over an R2 bucket with a small per-isolate cache of recent reads. */
export function r2DocumentStore(bucket: R2Bucket): DocumentStore {
  return {
    async readText(sha256) {
      const cached = textCache.get(sha256);
      if (cached !== undefined) return cached;
      const text = await storageCall(
        'the document store (R2)',
        async () => {
          const object = await bucket.get(documentKey(sha256));
          return object ? object.text() : undefined;
        },
        R2_READ_DEADLINE_MS,
      );
      if (text === undefined) return undefined;
      if (textCache.size >= TEXT_CACHE_LIMIT) {
        const oldest = textCache.keys().next().value;
        if (oldest !== undefined) textCache.delete(oldest);
      }
      textCache.set(sha256, text);
      return text;
    },
  };
}
