// arch-mcp as an MCP client of an upstream server, on the SDK's v2 client over Streamable HTTP:
// 2026-07-28 when the upstream speaks it, the 2025 handshake otherwise. A connection lives for one
// operation (a tools/list walk or one call) inside the request that needs it, as workerd requires;
// what was learnt about the upstream's era is passed to the next connection so a 2026-07-28
// upstream costs no extra round trip per call.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult, DiscoverResult, FetchLike, Tool } from '@modelcontextprotocol/client';
import { SERVER_NAME, SERVER_VERSION } from '../server-info';
import { UpstreamError, upstreamErrorOf } from './upstream-errors';

/** Largest answer read from an upstream, per HTTP response. */
const MAX_UPSTREAM_RESPONSE_BYTES = 4 * 1024 * 1024;
/** Pages of tools/list followed before giving up on an upstream whose cursor never ends. */
const MAX_LIST_PAGES = 20;
/** How long a closing connection waits for messages still being sent (a cancel) to leave. */
const DRAIN_MS = 2_000;

/** Which protocol era an upstream spoke: 2026-07-28 with its discover result, or the 2025 handshake. */
export type EraVerdict = { era: 'modern'; discover: DiscoverResult } | { era: 'legacy' };

/** Where and how to reach one upstream for one operation. */
export interface UpstreamEndpoint {
  url: string;
  headers: Record<string, string>;
  /** Budget for each request of the operation, in ms. */
  timeoutMs: number;
}

/** An open connection and what its handshake (or the verdict it reused) established. */
interface UpstreamConnection {
  client: Client;
  verdict: EraVerdict;
  protocolVersion: string;
  server?: { name: string; version: string };
  /** Waits for messages still being sent, ends a 2025 session the upstream issued, closes. */
  close(): Promise<void>;
}

/** What one tools/list walk of an upstream found. */
export interface UpstreamToolList {
  verdict: EraVerdict;
  protocolVersion: string;
  server?: { name: string; version: string };
  tools: Tool[];
  /** The upstream's own caching hint (2026-07-28 `ttlMs`), when it sent one. */
  ttlMs?: number;
  latencyMs: number;
}

/**
 * fetch that never follows a redirect (header secrets stay with the origin they were meant for)
 * and stops reading an answer past MAX_UPSTREAM_RESPONSE_BYTES.
 */
const boundedFetch: FetchLike = async (input, init) => {
  const response = await fetch(input, { ...init, redirect: 'manual' });
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_UPSTREAM_RESPONSE_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError('too_large', `the answer is ${declared} bytes, over the ${MAX_UPSTREAM_RESPONSE_BYTES}-byte limit`);
  }
  if (!response.body) return response;
  let seen = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > MAX_UPSTREAM_RESPONSE_BYTES) controller.error(new UpstreamError('too_large', `the answer passed the ${MAX_UPSTREAM_RESPONSE_BYTES}-byte limit`));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
};

/**
 * Connects to an upstream. With a `verdict` from an earlier connection the era is not probed again
 * (a 2026-07-28 upstream then costs no round trip here); without one, the client probes with
 * `server/discover` and falls back to `initialize`.
 * @throws UpstreamError saying why the upstream could not be reached or spoken to
 */
async function connectUpstream(endpoint: UpstreamEndpoint, verdict: EraVerdict | undefined, signal?: AbortSignal): Promise<UpstreamConnection> {
  const transport = new StreamableHTTPClientTransport(new URL(endpoint.url), { fetch: boundedFetch, requestInit: { headers: endpoint.headers } });
  const sending = trackSends(transport);
  const client = new Client(
    { name: SERVER_NAME, version: SERVER_VERSION },
    { versionNegotiation: { mode: 'auto', probe: { timeoutMs: endpoint.timeoutMs } }, inputRequired: { autoFulfill: false }, listMaxPages: MAX_LIST_PAGES },
  );
  try {
    await client.connect(transport, { timeout: endpoint.timeoutMs, signal, ...(verdict ? { prior: verdict.era === 'modern' ? { kind: 'modern', discover: verdict.discover } : { kind: 'legacy' } } : {}) });
  } catch (err) {
    await client.close().catch(() => undefined);
    throw upstreamErrorOf(err);
  }
  const era = client.getProtocolEra() === 'modern' ? 'modern' : 'legacy';
  const discover = client.getDiscoverResult();
  const server = client.getServerVersion();
  return {
    client,
    verdict: era === 'modern' && discover ? { era, discover } : { era: 'legacy' },
    protocolVersion: client.getNegotiatedProtocolVersion() ?? 'unknown',
    ...(server ? { server: { name: String(server.name).slice(0, 100), version: String(server.version).slice(0, 40) } } : {}),
    async close() {
      // A cancel (2025-era notifications/cancelled) may still be on its way: let it leave first.
      await Promise.race([sending.drained(), new Promise((resolve) => setTimeout(resolve, DRAIN_MS))]);
      if (transport.sessionId) await transport.terminateSession().catch(() => undefined);
      await client.close().catch(() => undefined);
    },
  };
}

/** Lists every tool of an upstream (all pages), from a fresh connection. @throws UpstreamError */
export async function listUpstreamTools(endpoint: UpstreamEndpoint, signal?: AbortSignal): Promise<UpstreamToolList> {
  const started = Date.now();
  const connection = await connectUpstream(endpoint, undefined, signal);
  try {
    const result = await connection.client.listTools(undefined, { timeout: endpoint.timeoutMs, signal, cacheMode: 'bypass' });
    const ttlMs = (result as { ttlMs?: unknown }).ttlMs;
    return {
      verdict: connection.verdict,
      protocolVersion: connection.protocolVersion,
      ...(connection.server ? { server: connection.server } : {}),
      tools: result.tools,
      ...(typeof ttlMs === 'number' && Number.isFinite(ttlMs) ? { ttlMs } : {}),
      latencyMs: Date.now() - started,
    };
  } catch (err) {
    throw upstreamErrorOf(err);
  } finally {
    await connection.close();
  }
}

/**
 * Calls one tool of an upstream and returns its result as the upstream sent it. Aborting `signal`
 * cancels the call upstream the way its era does: a 2025-era upstream gets notifications/cancelled,
 * a 2026-07-28 upstream sees the request's stream closed. `definition` is the upstream's own listing
 * of the tool (for the 2026-07-28 header mirroring); its output schema is not enforced here, so the
 * result passes through as it came.
 * @throws UpstreamError
 */
export async function callUpstreamTool(
  endpoint: UpstreamEndpoint,
  verdict: EraVerdict | undefined,
  tool: string,
  args: Record<string, unknown>,
  definition: Tool | undefined,
  signal: AbortSignal,
): Promise<CallToolResult> {
  const connection = await connectUpstream(endpoint, verdict, signal);
  try {
    const toolDefinition = definition ? { ...definition, outputSchema: undefined } : undefined;
    // The SDK's own timer stays out of the way: the caller's budget (signal) decides.
    return await connection.client.callTool({ name: tool, arguments: args }, { signal, timeout: endpoint.timeoutMs + 5_000, ...(toolDefinition ? { toolDefinition } : {}) });
  } catch (err) {
    throw upstreamErrorOf(err);
  } finally {
    await connection.close();
  }
}

/** Records the transport's outgoing sends, so closing can wait for them. */
function trackSends(transport: StreamableHTTPClientTransport): { drained(): Promise<unknown> } {
  const pending = new Set<Promise<unknown>>();
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    const sent = send(message, options);
    pending.add(sent);
    sent.then(
      () => pending.delete(sent),
      () => pending.delete(sent),
    );
    return sent;
  };
  return { drained: () => Promise.allSettled([...pending]) };
}
