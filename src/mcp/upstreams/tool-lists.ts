// Each upstream's tool list, kept per isolate and in KV. A list is fresh for the upstream's own
// `ttlMs` (bounded; five minutes when it sends none); past that the next tools/list refreshes it,
// waiting at most the upstream's list budget. A refresh that fails or runs late leaves the last
// good list in service, marked stale, and keeps running in the background; an upstream with no
// list at all is reported unavailable. Tool calls never wait for a refresh: they use whatever list
// is at hand.
import { z } from 'zod';
import { LoadGate, waitOwnTimer } from '../../storage/isolate-load';
import type { UpstreamServer } from '../../upstreams/upstream-config';
import { MissingSecretError, upstreamHeaders } from '../../upstreams/secret-headers';
import type { McpRequestContext } from '../request-context';
import { listUpstreamTools } from './upstream-client';
import type { EraVerdict, UpstreamToolList } from './upstream-client';
import { recordUpstreamFailure, upstreamBreaker } from './upstream-errors';
import { KV_READ_DEADLINE_MS, storageCall } from '../../storage/storage-call';

/** A list's lifetime when the upstream gives none, and the most any upstream can ask for. */
const DEFAULT_LIST_TTL_MS = 5 * 60_000;
const MAX_LIST_TTL_MS = 60 * 60_000;
/**
 * The least: 2026-07-28 servers must send a ttlMs and the SDK's default is 0 ("immediately
 * stale"), so without a floor every tools/list would wait on every upstream. One second still
 * shows an outage at once and lets a client's burst of listings share one refresh.
 */
const MIN_LIST_TTL_MS = 1_000;
/** KV keeps a last good list this long, so an isolate started during an outage still has one. */
const KV_KEEP_SECONDS = 7 * 24 * 3600;
/** Most tools kept from one upstream. */
const MAX_UPSTREAM_TOOLS = 500;

/** A list as last fetched. */
export interface UpstreamList {
  fetchedAt: number;
  expiresAt: number;
  verdict: EraVerdict;
  protocolVersion: string;
  server?: { name: string; version: string };
  tools: UpstreamToolList['tools'];
}

/** How an upstream's list stands for this tools/list. */
export interface ListStatus {
  upstream: UpstreamServer;
  /** fresh: within its lifetime; stale: the last good list, a refresh failed or is late; unavailable: no list. */
  status: 'fresh' | 'stale' | 'unavailable';
  list?: UpstreamList;
  error?: string;
}

const toolSchema = z.object({ name: z.string().max(200), inputSchema: z.object({}).loose() }).loose();
const listSchema = z.object({
  fetchedAt: z.number(),
  expiresAt: z.number(),
  verdict: z.union([z.object({ era: z.literal('modern'), discover: z.object({ supportedVersions: z.array(z.string()) }).loose() }), z.object({ era: z.literal('legacy') })]),
  protocolVersion: z.string(),
  server: z.object({ name: z.string(), version: z.string() }).optional(),
  tools: z.array(toolSchema).max(MAX_UPSTREAM_TOOLS),
});

interface ListState {
  good?: UpstreamList;
  kvRead: boolean;
  lastError?: { message: string; at: number };
  gate: LoadGate;
}

const states = new Map<string, ListState>();

/** Lists are kept per upstream name and URL: pointing a name at another server starts afresh. */
function stateKey(upstream: UpstreamServer): string {
  return `${upstream.name}\u0000${upstream.url}`;
}

function stateOf(upstream: UpstreamServer): ListState {
  let state = states.get(stateKey(upstream));
  if (!state) {
    state = { kvRead: false, gate: new LoadGate(MAX_LIST_TTL_MS) };
    states.set(stateKey(upstream), state);
  }
  return state;
}

/** KV key of an upstream's last good list: its name and a hash of its URL. */
async function kvKey(upstream: UpstreamServer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(upstream.url)));
  return `upstreams/${upstream.name}/${Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Reads the KV copy once per isolate (the first use after a restart). */
async function readStored(ctx: McpRequestContext, upstream: UpstreamServer, state: ListState): Promise<void> {
  if (state.kvRead) return;
  try {
    const key = await kvKey(upstream);
    // Bounded: a stalled read must not hold up tools/list, which answers within its own budget.
    const raw = await storageCall('the build store (KV)', () => ctx.env.BUNDLES.get(key, 'json'), KV_READ_DEADLINE_MS);
    const parsed = listSchema.safeParse(raw);
    if (parsed.success && (!state.good || parsed.data.fetchedAt > state.good.fetchedAt)) state.good = parsed.data as UpstreamList;
  } catch {
    // A KV hiccup only means asking the upstream itself.
  }
  state.kvRead = true;
}

/** The list a call can use right now (isolate, else KV), without asking the upstream. */
export async function knownList(ctx: McpRequestContext, upstream: UpstreamServer): Promise<UpstreamList | undefined> {
  const state = stateOf(upstream);
  await readStored(ctx, upstream, state);
  return state.good;
}

/** How long a list is fresh: the upstream's ttlMs within bounds, else the default. */
export function listLifetime(ttlMs: number | undefined): number {
  return ttlMs === undefined ? DEFAULT_LIST_TTL_MS : Math.max(MIN_LIST_TTL_MS, Math.min(MAX_LIST_TTL_MS, ttlMs));
}

/** Fetches the list from the upstream and keeps it; failures are remembered, never thrown. */
async function refresh(ctx: McpRequestContext, upstream: UpstreamServer, state: ListState): Promise<void> {
  const breaker = upstreamBreaker(upstream.name);
  const admission = breaker.admit();
  if (!admission.admitted) {
    state.lastError = { message: admission.message, at: Date.now() };
    return;
  }
  try {
    const headers = upstreamHeaders(upstream, ctx.env as unknown as Record<string, unknown>);
    const found = await listUpstreamTools({ url: upstream.url, headers, timeoutMs: upstream.timeoutMs }, AbortSignal.timeout(upstream.timeoutMs));
    breaker.recordSuccess();
    const now = Date.now();
    const list: UpstreamList = {
      fetchedAt: now,
      expiresAt: now + listLifetime(found.ttlMs),
      verdict: found.verdict,
      protocolVersion: found.protocolVersion,
      ...(found.server ? { server: found.server } : {}),
      tools: found.tools.slice(0, MAX_UPSTREAM_TOOLS),
    };
    state.good = list;
    state.lastError = undefined;
    await ctx.env.BUNDLES.put(await kvKey(upstream), JSON.stringify(list), { expirationTtl: KV_KEEP_SECONDS }).catch(() => undefined);
  } catch (err) {
    if (err instanceof MissingSecretError) {
      breaker.recordNeutral();
      state.lastError = { message: err.message, at: Date.now() };
      return;
    }
    const failure = recordUpstreamFailure(breaker, err);
    state.lastError = { message: failure.message, at: Date.now() };
  }
}

/**
 * Where each upstream's list stands, refreshing expired ones. Waits at most each upstream's
 * list budget; a refresh still running then goes on in the background (`ctx.waitUntil`) and the
 * next tools/list gets its result.
 */
export function listStatuses(ctx: McpRequestContext, upstreams: readonly UpstreamServer[]): Promise<ListStatus[]> {
  return Promise.all(upstreams.map((u) => listStatus(ctx, u)));
}

async function listStatus(ctx: McpRequestContext, upstream: UpstreamServer): Promise<ListStatus> {
  const state = stateOf(upstream);
  await readStored(ctx, upstream, state);
  const asked = Date.now();
  if (state.good && asked < state.good.expiresAt) return { upstream, status: 'fresh', list: state.good };

  const deadline = asked + upstream.listTimeoutMs;
  const release = state.gate.take();
  if (release) {
    const running = refresh(ctx, upstream, state).finally(release);
    ctx.waitUntil(running);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, upstream.listTimeoutMs)))]);
    clearTimeout(timer);
  } else {
    // Another request of this isolate is refreshing: look again on this request's own timers.
    while (Date.now() < deadline && state.gate.busy) await waitOwnTimer(20);
  }
  const good = state.good;
  if (good && good.fetchedAt >= asked) return { upstream, status: 'fresh', list: good };
  const error = state.lastError && state.lastError.at >= asked ? state.lastError.message : `did not answer within ${upstream.listTimeoutMs} ms`;
  return good ? { upstream, status: 'stale', list: good, error } : { upstream, status: 'unavailable', error };
}

/** Forgets every list this isolate holds (tests start from an empty isolate this way). */
export function forgetUpstreamLists(): void {
  states.clear();
}
