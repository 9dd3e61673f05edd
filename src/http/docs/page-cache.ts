// Rendered docs-site pages, cached per build: a page's key names the build it was rendered from,
// so a publish needs no purge. Isolate memory first (bounded by size), then the Cache API, which
// the isolates of a colo share — the same two tiers as tool results.

/** Characters of HTML an isolate keeps in memory, across all pages. */
const MEMORY_CHARS = 4 * 1024 * 1024;
/** Pages larger than this are rendered each time rather than crowding out the others. */
const MAX_PAGE_CHARS = 512 * 1024;
/** Synthetic origin for Cache API keys; never fetched. */
const CACHE_ORIGIN = 'https://docs-site.arch-mcp.internal';

const memory = new Map<string, string>();
let memoryChars = 0;

function cacheApi(): Cache | undefined {
  return typeof caches !== 'undefined' ? (caches as unknown as { default?: Cache }).default : undefined;
}

function remember(key: string, page: string): void {
  const old = memory.get(key);
  if (old !== undefined) memoryChars -= old.length;
  memory.delete(key);
  memory.set(key, page);
  memoryChars += page.length;
  while (memoryChars > MEMORY_CHARS) {
    const [oldest, value] = memory.entries().next().value as [string, string];
    memory.delete(oldest);
    memoryChars -= value.length;
  }
}

/** Where a page is cached: its build and its normalised path and query. */
export function pageCacheKey(buildId: string, pathAndQuery: string): string {
  return `${encodeURIComponent(buildId)}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`;
}

/**
 * The page under `key`, rendering and storing it on a miss. `ttlSeconds` 0 turns caching off
 * (CACHE_TTL=0); the Cache API write runs after the response through `waitUntil`.
 */
export async function cachedPage(key: string, ttlSeconds: number, waitUntil: (p: Promise<unknown>) => void, render: () => Promise<string>): Promise<string> {
  if (ttlSeconds <= 0) return render();
  const hit = memory.get(key);
  if (hit !== undefined) {
    remember(key, hit);
    return hit;
  }
  const cache = cacheApi();
  const url = `${CACHE_ORIGIN}/${key}`;
  if (cache) {
    try {
      const stored = await cache.match(url);
      if (stored) {
        const page = await stored.text();
        remember(key, page);
        return page;
      }
    } catch {
      // A broken cache read is a miss, never a failed page.
    }
  }
  const page = await render();
  if (page.length > MAX_PAGE_CHARS) return page;
  remember(key, page);
  if (cache) {
    const response = new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': `max-age=${Math.floor(ttlSeconds)}` } });
    waitUntil(cache.put(url, response).catch(() => undefined));
  }
  return page;
}

/** Empties the isolate's memory tier (tests). */
export function forgetCachedPages(): void {
  memory.clear();
  memoryChars = 0;
}
