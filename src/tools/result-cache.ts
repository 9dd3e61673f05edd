// Caches successful results of idempotent tools, keyed by tool, normalised arguments and build
// id: an LRU in isolate memory in front of the Cache API (shared by isolates in a colo).

import { outputJson } from './output-json';

/** What is kept for one cached call: the masked structured output. */
export interface CachedOutput {
  output: Record<string, unknown>;
}

/** Entries kept per isolate; results are small JSON, so this stays within a few MB. */
const MEMORY_ENTRIES = 256;
/** Outputs larger than this are not cached: rebuilding them is cheaper than holding them. */
const MAX_CACHED_CHARS = 256 * 1024;
/** Synthetic origin for Cache API keys; never fetched, only used as a cache key. */
const CACHE_ORIGIN = 'https://result-cache.arch-mcp.internal';

const memory = new Map<string, CachedOutput>();

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` share a key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The cache key of a call. `args` should be the validated input (defaults applied), so calls
 * that differ only in spelled-out defaults or key order share an entry. `links` tells apart
 * answers whose document links differ (another host name for the same server).
 */
export async function resultCacheKey(tool: string, args: unknown, buildId: string, links = ''): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${canonicalJson(args)}\n${links}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${encodeURIComponent(tool)}/${encodeURIComponent(buildId)}/${hex}`;
}

function cacheApi(): Cache | undefined {
  // The Cache API is absent outside workerd (and a no-op on workers.dev hosts).
  return typeof caches !== 'undefined' ? (caches as unknown as { default?: Cache }).default : undefined;
}

/** A cached output, from isolate memory or else the Cache API (which then warms memory). */
export async function readCachedOutput(key: string): Promise<CachedOutput | undefined> {
  const hit = memory.get(key);
  if (hit) {
    // Re-insert to mark as most recently used.
    memory.delete(key);
    memory.set(key, hit);
    return hit;
  }
  const cache = cacheApi();
  if (!cache) return undefined;
  try {
    const res = await cache.match(`${CACHE_ORIGIN}/${key}`);
    if (!res) return undefined;
    const entry = { output: (await res.json()) as Record<string, unknown> };
    remember(key, entry);
    return entry;
  } catch {
    // A broken cache read is a miss, never a failed call.
    return undefined;
  }
}

/** Stores an output in memory now and in the Cache API in the background. */
export function writeCachedOutput(key: string, entry: CachedOutput, ttlSeconds: number, waitUntil?: (p: Promise<unknown>) => void): void {
  const body = outputJson(entry.output);
  if (body.length > MAX_CACHED_CHARS || ttlSeconds <= 0) return;
  remember(key, entry);
  const cache = cacheApi();
  if (!cache || !waitUntil) return;
  const response = new Response(body, { headers: { 'content-type': 'application/json', 'cache-control': `max-age=${Math.floor(ttlSeconds)}` } });
  waitUntil(cache.put(`${CACHE_ORIGIN}/${key}`, response).catch(() => undefined));
}

/** Empties the isolate's memory tier (tests; the Cache API tier is keyed by build id anyway). */
export function clearMemoryCache(): void {
  memory.clear();
}

function remember(key: string, entry: CachedOutput): void {
  memory.delete(key);
  memory.set(key, entry);
  while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}
