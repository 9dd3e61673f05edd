// An upstream MCP server for the mounting tests, run in its own workerd on loopback. UPSTREAM_ERA
// picks what it is: "modern", a 2026-07-28 server on the SDK's v2 line (createMcpHandler, strict,
// no 2025 fallback), or "legacy", a 2025-11-25 server on the v1 SDK with sessions, as most deployed
// servers are. tools/list is paged; LIST_TTL_MS sets the 2026-07-28 caching hint and LIST_DELAY_MS
// makes the 2026-07-28 server slow to list. GET
// /__observed?tag=T tells tests what the server saw of calls tagged T.
import { Server as ModernServer, createMcpHandler } from '@modelcontextprotocol/server';
import type { CallToolResult, ListToolsResult } from '@modelcontextprotocol/server';
import { Server as LegacyServer } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, CancelledNotificationSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { catalogueTools, commonTools, observe, observed, vendorTools } from './fixture-tools';
import type { FixtureTool } from './fixture-tools';

interface UpstreamEnv {
  UPSTREAM_ERA: string;
  LIST_TTL_MS?: string;
  /** A slow server: tools/list answers only after this long. */
  LIST_DELAY_MS?: string;
}

const PAGE_SIZE = 3;

function toolsOf(era: string): FixtureTool[] {
  return [...commonTools(era), ...(era === 'modern' ? vendorTools : catalogueTools)];
}

/** One page of tools/list: the cursor is the index of the page's first tool. */
function page(tools: FixtureTool[], cursor: string | undefined) {
  const start = cursor ? Number(cursor) : 0;
  const slice = tools.slice(start, start + PAGE_SIZE).map(({ run: _run, ...listing }) => listing);
  const next = start + PAGE_SIZE < tools.length ? { nextCursor: String(start + PAGE_SIZE) } : {};
  return { tools: slice, ...next };
}

function unknownTool(name: string) {
  return { content: [{ type: 'text' as const, text: `Unknown tool: ${name}` }], isError: true };
}

// ---- 2026-07-28 (SDK v2) ----

function modernHandler(env: UpstreamEnv) {
  const tools = toolsOf('modern');
  return createMcpHandler(
    () => {
      const server = new ModernServer({ name: 'docs-vendor-fixture', version: '3.1.0' }, { capabilities: { tools: {} } });
      server.setRequestHandler('tools/list', async (request) => {
        if (env.LIST_DELAY_MS) await new Promise((resolve) => setTimeout(resolve, Number(env.LIST_DELAY_MS)));
        const ttl = env.LIST_TTL_MS ? { ttlMs: Number(env.LIST_TTL_MS), cacheScope: 'public' as const } : {};
        return { ...(page(tools, request.params?.cursor) as ListToolsResult), ...ttl };
      });
      server.setRequestHandler('tools/call', async (request) => {
        const tool = tools.find((t) => t.name === request.params.name);
        if (!tool) return unknownTool(request.params.name);
        // Cancellation ends the request itself (see the entry), so the call never sees it here.
        return (await tool.run((request.params.arguments ?? {}) as Record<string, unknown>, { cancelled: () => false })) as CallToolResult;
      });
      return server;
    },
    // Answers stream (with frequent keep-alives) so a client closing its request is noticed at
    // once: that is how a 2026-07-28 client cancels a call.
    { legacy: 'reject', responseMode: 'sse', keepAliveMs: 50 },
  );
}

// ---- 2025-11-25 (SDK v1) ----

const sessions = new Set<string>();
/** `session:requestId` of every notifications/cancelled received. */
const cancels = new Set<string>();

async function legacyFetch(request: Request, body: unknown): Promise<Response> {
  const session = request.headers.get('mcp-session-id');
  if (request.method === 'DELETE') {
    if (session && sessions.delete(session)) observe(`session:${session}`, 'ended');
    return new Response(null, { status: 200 });
  }
  if (session !== null && !sessions.has(session)) return Response.json({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }, { status: 404 });
  const tools = toolsOf('legacy');
  const server = new LegacyServer({ name: 'catalogue-fixture', version: '1.4.2' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, (req) => page(tools, req.params?.cursor));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const tool = tools.find((t) => t.name === req.params.name);
    if (!tool) return unknownTool(req.params.name);
    return (await tool.run((req.params.arguments ?? {}) as Record<string, unknown>, { cancelled: () => cancels.has(`${session}:${String(extra.requestId)}`) })) as never;
  });
  // A cancel arrives in its own POST: remember it for the call it names.
  server.setNotificationHandler(CancelledNotificationSchema, (notification) => {
    cancels.add(`${session}:${String(notification.params.requestId)}`);
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  const response = await transport.handleRequest(request, { parsedBody: body });
  const isInitialize = typeof body === 'object' && body !== null && (body as { method?: unknown }).method === 'initialize';
  if (!isInitialize || !response.ok) return response;
  const issued = crypto.randomUUID();
  sessions.add(issued);
  const headers = new Headers(response.headers);
  headers.set('mcp-session-id', issued);
  return new Response(response.body, { status: response.status, headers });
}

// ---- entry ----

let modern: ReturnType<typeof modernHandler> | undefined;

export default {
  async fetch(request: Request, env: UpstreamEnv): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/__observed') {
      const tag = url.searchParams.get('tag') ?? '';
      return Response.json({ events: observed(tag) });
    }
    let body: unknown;
    if (request.method === 'POST') {
      body = await request.json().catch(() => undefined);
      const params = (body as { method?: unknown; params?: { arguments?: { tag?: unknown } } } | undefined)?.params;
      const tag = params?.arguments?.tag;
      if ((body as { method?: unknown }).method === 'tools/call' && typeof tag === 'string') {
        observe(tag, `authorization:${request.headers.get('authorization') ?? 'none'}`);
        observe(tag, `x-api-key:${request.headers.get('x-api-key') ?? 'none'}`);
        // A 2026-07-28 client cancels by closing its request; the runtime then stops the call's work.
        request.signal.addEventListener('abort', () => observe(tag, 'cancelled'));
      }
    }
    if (env.UPSTREAM_ERA === 'legacy') return legacyFetch(request, body);
    modern ??= modernHandler(env);
    return modern.fetch(request, { parsedBody: body });
  },
};
