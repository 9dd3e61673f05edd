// CACHE_TTL: how long tool results and docs-site pages stay cached, read the same way for both.

/** CACHE_TTL in seconds (0 turns caching off), at most a day. @default 300 */
export function cacheTtlFor(env: Pick<Env, 'CACHE_TTL'>): number {
  const ttl = Number(env.CACHE_TTL ?? '300');
  return Number.isFinite(ttl) && ttl >= 0 ? Math.min(ttl, 86_400) : 300;
}
