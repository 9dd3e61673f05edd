// Caching hints (2026-07-28 `ttlMs` and `cacheScope`) for the cacheable results, derived from what
// each result depends on: the deployed code and config, the caller's scopes and standing (operator
// or not), or the build. 2025-era results carry no hints.
import { POINTER_TTL_MS } from '../storage/bundle-loader';
import type { McpRequestContext } from './request-context';

/** A result's caching hint. */
export interface CacheHint {
  ttlMs: number;
  cacheScope: 'public' | 'private';
}

/**
 * Lists that change only with a deploy (tool listings, prompt definitions, URI templates). A
 * deploy replaces every isolate, so five minutes bounds how stale a client can be after one.
 */
const DEPLOY_TTL_MS = 5 * 60_000;
/** A page of resources/list past the first names its build in the cursor, so it never changes. */
const BUILD_PAGE_TTL_MS = 24 * 60 * 60_000;

export type CacheableRead =
  /** Documents and template matches: fixed for the build being served. */
  | 'current-build'
  /** The manifest: fixed for the build, and whole only for operators. */
  | 'manifest'
  /** Live counters (arch://stats). */
  | 'live';

/**
 * tools/list: private when an API key's scopes shape the list, since another caller would see
 * other tools; public otherwise. Mounted upstream tools can shorten it (`upstreamTtlMs`): the list
 * is right only as long as the soonest-expiring upstream list, and briefly while one is stale or
 * unavailable.
 */
export function toolListHint(ctx: McpRequestContext, upstreamTtlMs?: number): CacheHint {
  return { ttlMs: upstreamTtlMs === undefined ? DEPLOY_TTL_MS : Math.min(DEPLOY_TTL_MS, upstreamTtlMs), cacheScope: ctx.keyScoped ? 'private' : 'public' };
}

/** prompts/list and resources/templates/list: compiled into the worker, the same for every caller. */
export function deployedListHint(): CacheHint {
  return { ttlMs: DEPLOY_TTL_MS, cacheScope: 'public' };
}

/** Public unless the caller's scopes or its operator standing shape the result. */
function scopeFor(ctx: McpRequestContext, dependsOnOperator: boolean): CacheHint['cacheScope'] {
  return ctx.keyScoped || (dependsOnOperator && ctx.operator) ? 'private' : 'public';
}

/** resources/templates/list: compiled into the worker, and listed only to callers that may read documents. */
export function callerListHint(ctx: McpRequestContext): CacheHint {
  return { ttlMs: DEPLOY_TTL_MS, cacheScope: scopeFor(ctx, false) };
}

/**
 * resources/list: the first page lists the build being served, which a publish replaces (an
 * isolate re-reads the build pointer every POINTER_TTL_MS); later pages are bound to their build.
 * What it lists depends on the caller's scopes (documents) and standing (the statistics).
 */
export function resourceListHint(ctx: McpRequestContext, cursor: string | undefined): CacheHint {
  // Only the first page carries the operator's resources (the statistics).
  return { ttlMs: cursor === undefined ? POINTER_TTL_MS : BUILD_PAGE_TTL_MS, cacheScope: scopeFor(ctx, cursor === undefined) };
}

/**
 * resources/read: a document of the current build stays as it is until the next publish is
 * noticed (content-addressed, so within a build it never changes); live statistics are not reused.
 */
export function resourceReadHint(ctx: McpRequestContext, kind: CacheableRead): CacheHint {
  if (kind === 'live') return { ttlMs: 0, cacheScope: 'private' };
  return { ttlMs: POINTER_TTL_MS, cacheScope: scopeFor(ctx, kind === 'manifest') };
}

/** The result with its hint on 2026-07-28 requests; 2025-era results are returned as they are. */
export function withCacheHint<T extends object>(ctx: McpRequestContext, result: T, hint: CacheHint): T {
  return ctx.era === 'modern' ? { ...result, ttlMs: hint.ttlMs, cacheScope: hint.cacheScope } : result;
}
