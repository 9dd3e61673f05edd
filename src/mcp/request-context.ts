// Everything one MCP request needs, assembled by the HTTP layer and handed to the server factory.
import type { RateBudgets } from '../durable/rate-limits-config';
import type { LoadedBundle } from '../storage/bundle-loader';
import type { DocumentStore } from '../storage/document-store';
import type { AllowList } from '../tools/allow-list';

export interface McpRequestContext {
  env: Env;
  bundle: LoadedBundle;
  documents: DocumentStore;
  /** Tools this caller may list and call (deployment allow-list ∩ API-key scopes). */
  allow: AllowList;
  sessionId?: string;
  /** Public base URL of this server, for links in prompts and the landing page. */
  origin: string;
  waitUntil(promise: Promise<unknown>): void;
  /** Who the rate limits apply to: `key:<id>`, `ip:<address>` or `local`. Derived by the server. */
  clientId: string;
  /** Per-minute budgets, or null when RATE_LIMITS is "off". */
  rateBudgets: RateBudgets | null;
  /** Lifetime of cached tool results in seconds (CACHE_TTL); 0 disables the cache. */
  cacheTtlSeconds: number;
}
