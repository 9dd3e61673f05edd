// tools/list's share of mounted tools: each upstream's tools as models see them (stale ones
// marked), the caller's allow-list applied to the namespaced names, and a report of every
// upstream's state for the result's `_meta` — so a slow or stopped upstream shows up as such
// instead of holding the list up or silently vanishing.
import type { ToolListing } from '../../tools/types';
import type { McpRequestContext } from '../request-context';
import { deploymentUpstreams, mountedSet } from './mounted-catalog';
import { listStatuses } from './tool-lists';

/** How long a client may reuse a list that an unavailable or stale upstream left incomplete. */
const INCOMPLETE_LIST_TTL_MS = 10_000;

/** One upstream's line in tools/list `_meta.upstreams`. */
export interface UpstreamReport {
  name: string;
  status: 'fresh' | 'stale' | 'unavailable';
  /** Tools mounted from it (before the caller's allow-list). */
  tools: number;
  protocol_version?: string;
  server?: { name: string; version: string };
  fetched_at?: string;
  /** Tools whose names cannot be mounted (characters or length outside MCP's tool-name rule). */
  skipped?: string[];
  error?: string;
}

/** What tools/list adds for mounted tools. */
export interface MountedListing {
  tools: ToolListing[];
  /** Absent when the deployment mounts nothing (the result then looks as it always did). */
  upstreams?: UpstreamReport[];
  /** Set when the deployment's upstream configuration is invalid (nothing is mounted). */
  configError?: string;
  /** The longest the combined list stays right, in ms (undefined: no upstream limits it). */
  ttlMs?: number;
}

/** Mounted tools this caller may see, and how each upstream stands. */
export async function listMountedTools(ctx: McpRequestContext): Promise<MountedListing> {
  const deployment = deploymentUpstreams(ctx);
  if (deployment.error) return { tools: [], upstreams: [], configError: deployment.error, ttlMs: INCOMPLETE_LIST_TTL_MS };
  if (deployment.byName.size === 0) return { tools: [] };
  const statuses = await listStatuses(ctx, [...deployment.byName.values()]);
  const now = Date.now();
  const tools: ToolListing[] = [];
  const upstreams: UpstreamReport[] = [];
  let ttlMs: number | undefined;
  const limit = (ms: number) => (ttlMs = Math.max(0, Math.min(ttlMs ?? ms, ms)));
  for (const { upstream, status, list, error } of statuses) {
    const set = list && mountedSet(upstream, list);
    const report: UpstreamReport = { name: upstream.name, status: set?.error ? 'unavailable' : status, tools: set?.byName.size ?? 0 };
    if (list) Object.assign(report, { protocol_version: list.protocolVersion, ...(list.server ? { server: list.server } : {}), fetched_at: new Date(list.fetchedAt).toISOString() });
    if (set?.skipped.length) report.skipped = set.skipped;
    if (set?.error ?? error) report.error = set?.error ?? error;
    upstreams.push(report);
    if (status === 'fresh' && list) limit(list.expiresAt - now);
    else limit(INCOMPLETE_LIST_TTL_MS);
    if (!set) continue;
    for (const mounted of set.byName.values()) {
      if (!ctx.allow.allows(mounted.name)) continue;
      tools.push(status === 'stale' ? staleListing(mounted.listing) : mounted.listing);
    }
  }
  return { tools, upstreams, ttlMs };
}

/** The listing with its origin marked stale: served from the last good list of a failing upstream. */
function staleListing(listing: ToolListing): ToolListing {
  const origin = listing._meta?.upstream as Record<string, unknown> | undefined;
  return { ...listing, _meta: { ...listing._meta, upstream: { ...origin, stale: true } } };
}
