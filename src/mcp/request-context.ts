// Everything one MCP request needs, assembled by the HTTP layer and handed to the server factory.
import type { RateBudgets } from '../durable/rate-limits-config';
import type { LoadedBundle } from '../storage/bundle-loader';
import type { DocumentStore } from '../storage/document-store';
import type { AllowList } from '../tools/allow-list';
import type { DocLinks } from '../tools/doc-links';
import type { McpMount } from './mounts';

/** `legacy`: 2025-11-25 and older (initialize, sessions). `modern`: 2026-07-28 (stateless, `_meta` envelope). */
export type ProtocolEra = 'legacy' | 'modern';

export interface McpRequestContext {
  env: Env;
  era: ProtocolEra;
  bundle: LoadedBundle;
  documents: DocumentStore;
  /** Tools this caller may list and call (deployment allow-list ∩ API-key scopes). */
  allow: AllowList;
  /** Whether an API key's or OAuth token's scopes narrowed `allow` (tool lists are then private to the caller). */
  keyScoped: boolean;
  /**
   * Whether the caller is an operator (src/auth/access.ts): it may read arch://stats and the whole
   * manifest. Documents are open to it only as `allow` says, like to anyone.
   */
  operator: boolean;
  /**
   * Who the request acts for: its API key id or `user:<subject>` of the signed-in person;
   * undefined when anonymous. Sessions and workflow handles belong to it.
   */
  owner?: string;
  /** The legacy session, when the client has one. */
  sessionId?: string;
  /** Public base URL of this server, for links in prompts and the landing page. */
  origin: string;
  /** `url` (its page on this server's docs site, when the site is on) and `source_url` of each document an answer names. */
  links: DocLinks;
  waitUntil(promise: Promise<unknown>): void;
  /** Who the rate limits apply to: `key:<id>`, `user:<subject>`, `ip:<address>` or `local`. Derived by the server. */
  clientId: string;
  /** Per-minute budgets, or null when RATE_LIMITS is "off". */
  rateBudgets: RateBudgets | null;
  /** Lifetime of cached tool results in seconds (CACHE_TTL); 0 disables the cache. */
  cacheTtlSeconds: number;
  /**
   * The caller's Authorization header when it is not a credential of this server (which is never
   * forwarded: src/upstreams/secret-headers.ts), sent on only to upstreams whose entry sets
   * `forward_authorization`. Never logged.
   */
  authorization?: string;
  /** Extra tools, resources and prompts served beside the product's (the conformance fixture). */
  mount?: McpMount;
}
