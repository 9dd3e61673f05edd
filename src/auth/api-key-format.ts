// API keys: how they look, how they are hashed and what is stored about them. Runtime-neutral,
// so the `arch-mcp keys` CLI (Node) and the worker agree byte for byte.
import { z } from 'zod';
import { OPERATOR_SCOPES } from './access';

/** Prefix of every key we issue; also lets the secret masker recognise leaked keys. */
export const API_KEY_PREFIX = 'amk_';
/** KV prefix under which key records live, named by the key's SHA-256 (never the key itself). */
export const API_KEY_KV_PREFIX = 'apikeys/';

/** What is stored for a key. The key itself is never stored, only its hash. */
export const apiKeyRecordSchema = z.object({
  /** Public id for listing and revoking, e.g. `k_3f9a0c12d4e5`. */
  id: z.string().regex(/^k_[0-9a-f]{12}$/),
  name: z.string().max(100),
  /** Tools the key may list and call: `*`, a comma list or globs (intersected with ENABLED_TOOLS). */
  tools: z.string().max(1000),
  /** Operator scopes (`metrics`: /metrics, arch://stats, the whole manifest). Tool globs never match these. @default [] */
  scopes: z.array(z.string().max(40)).max(10).optional(),
  created_at: z.string(),
  /** Hex SHA-256 of the key, compared in constant time at lookup. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>;

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Hex SHA-256 of a presented key. Keys are 256-bit random, so a plain hash is enough (no salt or KDF needed). */
export async function hashApiKey(key: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))));
}

/** KV key of a key record. */
export function apiKeyKvKey(sha256: string): string {
  return `${API_KEY_KV_PREFIX}${sha256}`;
}

/** A new key (shown once) and the record to store for it. */
export async function createApiKey(options: { name: string; tools: string; scopes?: readonly string[]; now?: Date }): Promise<{ key: string; record: ApiKeyRecord }> {
  const unknown = (options.scopes ?? []).filter((s) => !OPERATOR_SCOPES.includes(s));
  if (unknown.length) throw new Error(`unknown scope ${unknown.map((s) => `"${s}"`).join(', ')}; a key may hold ${OPERATOR_SCOPES.join(', ')}`);
  const key = `${API_KEY_PREFIX}${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;
  const record = apiKeyRecordSchema.parse({
    id: `k_${hex(crypto.getRandomValues(new Uint8Array(6)))}`,
    name: options.name,
    tools: options.tools,
    ...(options.scopes?.length ? { scopes: [...new Set(options.scopes)] } : {}),
    created_at: (options.now ?? new Date()).toISOString(),
    sha256: await hashApiKey(key),
  });
  return { key, record };
}
