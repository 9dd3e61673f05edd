// Change notification streams: `subscriptions/listen` for 2026-07-28 clients and the GET stream of
// a 2025-era session. Both announce notifications/resources/list_changed and
// notifications/prompts/list_changed when a new build is published (and whatever a mount changes).
//
// Each stream watches on its own timer, inside its own request: workerd lets a request write only
// to its own streams, so one request cannot fan a change out to the others. An isolate that holds
// streams therefore notices a new build by itself, without any request arriving.
//
// Bounds: at most MAX_STREAMS per isolate and MAX_STREAMS_PER_CLIENT per client, each checked
// before a stream opens (the one past a bound is refused at once, never a held one evicted later);
// a stream that has announced nothing for IDLE_CLOSE_MS is closed (clients listen again), and a
// session's stream closes when its session ends: it stops counting at once when this isolate ends
// the session and closes at its next poll; a session ended elsewhere is noticed at the next
// keepalive, which asks whether it is still live. A runtime does not always tell a stream its client has gone (workerd under Miniflare
// never does), so these bounds, not the client's disconnect, are what keep streams from piling up.
import { SERVER_INFO_META_KEY, SUBSCRIPTION_ID_META_KEY } from '@modelcontextprotocol/server';
import type { ServerCapabilities } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { ChangeSource, ListVersions } from './change-source';
import { SERVER_INFO } from './server';

/** Open streams per isolate, all clients together. */
const MAX_STREAMS = 256;
/** Open streams per client (API key, else IP) per isolate. */
export const MAX_STREAMS_PER_CLIENT = 4;
/** A stream that has announced nothing for this long is closed. */
const IDLE_CLOSE_MS = 10 * 60_000;
/** Comment frames keep proxies from timing an idle stream out. */
const KEEPALIVE_MS = 15_000;

const LIST_CHANGED = {
  tools: 'notifications/tools/list_changed',
  prompts: 'notifications/prompts/list_changed',
  resources: 'notifications/resources/list_changed',
} as const;

type ListName = keyof ListVersions;

let openStreams = 0;
/** Open streams per client in this isolate. */
const perClient = new Map<string, number>();
/** How to end the open streams of each 2025-era session in this isolate. */
const sessionStreams = new Map<string, Set<() => void>>();

/** What a stream announces and how it frames its messages. */
interface StreamPlan {
  lists: ListName[];
  /** Frames sent first (the acknowledgement of a subscription). */
  opening: unknown[];
  /** `_meta` stamped on every notification (the subscription id). */
  meta?: Record<string, unknown>;
  /** The message that ends the stream gracefully (the listen result), if the era has one. */
  closing?: unknown;
  /** The 2025-era session the stream belongs to; it closes when the session is no longer live. */
  session?: StreamSession;
}

/** A session a stream belongs to, and whether it is still live (false only when it is known to have ended). */
export interface StreamSession {
  id: string;
  isLive(): Promise<boolean>;
}

/**
 * Ends the open streams of a session this isolate has just ended: they stop counting against its
 * client now, and each closes at its own next poll (only a stream's own request may write to it).
 */
export function endSessionStreams(sessionId: string): void {
  for (const end of sessionStreams.get(sessionId) ?? []) end();
  sessionStreams.delete(sessionId);
}

/** Which bound a new stream of `clientId` would pass, or undefined when it may open now. */
export function streamRefusal(clientId: string): 'isolate' | 'client' | undefined {
  if (openStreams >= MAX_STREAMS) return 'isolate';
  if ((perClient.get(clientId) ?? 0) >= MAX_STREAMS_PER_CLIENT) return 'client';
  return undefined;
}

/** Counts a new stream for its client; the caller has checked streamRefusal in the same turn. */
function admit(clientId: string): () => void {
  perClient.set(clientId, (perClient.get(clientId) ?? 0) + 1);
  openStreams += 1;
  return () => {
    openStreams -= 1;
    const left = (perClient.get(clientId) ?? 1) - 1;
    if (left > 0) perClient.set(clientId, left);
    else perClient.delete(clientId);
  };
}

const frame = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

/** Opens the stream; the caller has checked streamRefusal. */
function openStream(env: Env, clientId: string, source: ChangeSource, plan: StreamPlan): Response {
  const encoder = new TextEncoder();
  let closed = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  let keepalive: ReturnType<typeof setInterval> | undefined;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let last: ListVersions | undefined;
  let lastAnnounced = Date.now();

  let counted = true;
  let sessionEnded = false;
  const uncount = admit(clientId);
  const uncountOnce = () => {
    if (counted) uncount();
    counted = false;
  };
  const endWithSession = () => {
    sessionEnded = true;
    uncountOnce();
  };
  const release = (graceful: boolean) => {
    if (closed) return;
    closed = true;
    clearInterval(poll);
    clearInterval(keepalive);
    uncountOnce();
    if (plan.session) {
      const open = sessionStreams.get(plan.session.id);
      open?.delete(endWithSession);
      if (open?.size === 0) sessionStreams.delete(plan.session.id);
    }
    if (graceful) {
      try {
        if (plan.closing !== undefined) controller.enqueue(encoder.encode(frame(plan.closing)));
        controller.close();
      } catch {
        // The client went away at the same moment.
      }
    }
  };
  const send = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      release(false);
    }
  };
  const check = async () => {
    if (sessionEnded || Date.now() - lastAnnounced > IDLE_CLOSE_MS) return release(true);
    const now = await source.versions(env);
    if (!now || closed) return;
    if (last) {
      for (const list of plan.lists) {
        if (now[list] === last[list]) continue;
        send(frame({ jsonrpc: '2.0', method: LIST_CHANGED[list], ...(plan.meta ? { params: { _meta: plan.meta } } : {}) }));
        lastAnnounced = Date.now();
      }
    }
    last = now;
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const message of plan.opening) send(frame(message));
      if (plan.lists.length === 0) return release(true);
      void check();
      poll = setInterval(() => void check(), source.pollMs);
      keepalive = setInterval(() => {
        send(': keepalive\n\n');
        if (plan.session) void plan.session.isLive().then((live) => live || release(true));
      }, KEEPALIVE_MS);
      if (plan.session) sessionStreams.set(plan.session.id, (sessionStreams.get(plan.session.id) ?? new Set()).add(endWithSession));
    },
    cancel() {
      release(false);
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' } });
}

/** The lists whose changes a server with these capabilities announces. */
function announcedLists(capabilities: ServerCapabilities): ListName[] {
  return (['tools', 'prompts', 'resources'] as const).filter((list) => capabilities[list]?.listChanged === true);
}

/** The 2025-era session stream: unsolicited list_changed notifications, nothing else, until the session ends. */
export function openSessionStream(env: Env, clientId: string, source: ChangeSource, capabilities: ServerCapabilities, session: StreamSession): Response {
  return openStream(env, clientId, source, { lists: announcedLists(capabilities), opening: [], session });
}

const listenFilterSchema = z.object({
  toolsListChanged: z.boolean().optional(),
  promptsListChanged: z.boolean().optional(),
  resourcesListChanged: z.boolean().optional(),
  resourceSubscriptions: z.array(z.string()).optional(),
});

/**
 * A `subscriptions/listen` stream: the acknowledgement of what this server will send (the
 * requested lists it announces; never per-resource updates, which it does not send), then those
 * list_changed notifications, each tagged with the subscription id (the request's id). An
 * invalid filter is -32602; a filter honouring nothing is acknowledged and closed at once.
 */
export function openListenStream(env: Env, clientId: string, source: ChangeSource, capabilities: ServerCapabilities, request: { id: string | number; params?: unknown }): Response {
  const filter = listenFilterSchema.safeParse((request.params as { notifications?: unknown } | undefined)?.notifications);
  if (!filter.success) {
    return Response.json({ jsonrpc: '2.0', id: request.id, error: { code: -32602, message: "Invalid params: 'notifications' is required: { toolsListChanged?, promptsListChanged?, resourcesListChanged?: boolean }" } });
  }
  const wanted = { tools: filter.data.toolsListChanged, prompts: filter.data.promptsListChanged, resources: filter.data.resourcesListChanged };
  const lists = announcedLists(capabilities).filter((list) => wanted[list] === true);
  const honored = Object.fromEntries(lists.map((list) => [`${list}ListChanged`, true]));
  const meta = { [SUBSCRIPTION_ID_META_KEY]: request.id };
  return openStream(env, clientId, source, {
    lists,
    meta,
    opening: [{ jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: { notifications: honored, _meta: meta } }],
    closing: { jsonrpc: '2.0', id: request.id, result: { resultType: 'complete', _meta: { ...meta, [SERVER_INFO_META_KEY]: SERVER_INFO } } },
  });
}
