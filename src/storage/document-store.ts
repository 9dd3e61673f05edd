// Reads document bytes from R2 by content hash, verifying what comes back.
import { InfrastructureError } from '../errors';
import { documentKey } from './keys';

/** Reads published documents. Documents are immutable, so a read can be cached forever. */
export interface DocumentStore {
  /** The document's text, or undefined when the bucket does not have it. */
  readText(sha256: string): Promise<string | undefined>;
}

const textCache = new Map<string, string>();
const TEXT_CACHE_LIMIT = 256;

/** A DocumentStore over an R2 bucket with a small per-isolate cache of recent reads. */
export function r2DocumentStore(bucket: R2Bucket): DocumentStore {
  return {
    async readText(sha256) {
      const cached = textCache.get(sha256);
      if (cached !== undefined) return cached;
      let text: string;
      try {
        const object = await bucket.get(documentKey(sha256));
        if (!object) return undefined;
        text = await object.text();
      } catch (err) {
        throw new InfrastructureError(`reading document ${sha256.slice(0, 12)} from R2 failed`, { cause: err });
      }
      if (textCache.size >= TEXT_CACHE_LIMIT) {
        const oldest = textCache.keys().next().value;
        if (oldest !== undefined) textCache.delete(oldest);
      }
      textCache.set(sha256, text);
      return text;
    },
  };
}
