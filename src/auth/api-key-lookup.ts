// Finds the record of a presented API key in KV by its hash, compares digests in constant time,
// and remembers answers briefly so a busy client costs one KV read per isolate per half minute.
import { apiKeyKvKey, apiKeyRecordSchema, hashApiKey } from './api-key-format';
import type { ApiKeyRecord } from './api-key-format';
import { KV_READ_DEADLINE_MS, storageCall } from '../storage/storage-call';

/** How long an isolate trusts a lookup. Revocation takes effect within this plus KV's own cache. */
const LOOKUP_TTL_MS = 30_000;
const MAX_REMEMBERED = 1000;

const remembered = new Map<string, { record: ApiKeyRecord | null; at: number }>();

function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Constant-time equality of two hex digests of equal length (workerd's timingSafeEqual). */
function digestsEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (x: ArrayBufferView, y: ArrayBufferView) => boolean };
  const x = hexToBytes(a);
  const y = hexToBytes(b);
  if (subtle.timingSafeEqual) return subtle.timingSafeEqual(x, y);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/**
 * The record of a presented key, or null when it is unknown or revoked. The key is hashed
 * first, so neither the lookup nor the comparison ever works on the secret itself.
 */
export async function lookupApiKey(kv: KVNamespace, presented: string, now = Date.now()): Promise<ApiKeyRecord | null> {
  if (presented.length < 16 || presented.length > 200) return null;
  const digest = await hashApiKey(presented);
  const hit = remembered.get(digest);
  if (hit && now - hit.at < LOOKUP_TTL_MS) return hit.record;
  // A failed read is not an unknown key: it answers 503 (retry), never 401 (which would tell the client its key is bad).
  const raw = await storageCall('the key store (KV)', () => kv.get(apiKeyKvKey(digest), { type: 'json', cacheTtl: 60 }), KV_READ_DEADLINE_MS);
  const parsed = apiKeyRecordSchema.safeParse(raw);
  const record = parsed.success && digestsEqual(parsed.data.sha256, digest) ? parsed.data : null;
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(digest, { record, at: now });
  return record;
}

/** Forgets remembered lookups (tests that revoke a key). */
export function forgetApiKeyLookups(): void {
  remembered.clear();
}
