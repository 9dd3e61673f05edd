// /mcp: Streamable HTTP. Sessions are issued at initialize and checked against the
// SessionRegistry Durable Object; clients that never send a session id are served statelessly.
import { Hono } from 'hono';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { RpcErrorCode, httpRpcError } from '../../errors';
import { sessionStub } from '../../durable/session-registry';
import { createMcpServer } from '../../mcp/server';
import type { McpRequestContext } from '../../mcp/request-context';
import { BundleUnavailableError, getBundle } from '../../storage/bundle-loader';
import { r2DocumentStore } from '../../storage/document-store';
import { compileAllowList } from '../../tools/allow-list';
import type { AllowList } from '../../tools/allow-list';
import { originGuard } from '../middleware/origin-guard';
import { readJsonBody } from '../read-json-body';

const SESSION_HEADER = 'mcp-session-id';
/** Session ids are UUIDs we issued; anything else is unknown without asking the registry. */
const SESSION_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let deploymentAllow: { spec: string; list: AllowList } | undefined;

function allowListFor(env: Env): AllowList {
  if (deploymentAllow?.spec !== env.ENABLED_TOOLS) deploymentAllow = { spec: env.ENABLED_TOOLS, list: compileAllowList(env.ENABLED_TOOLS) };
  return deploymentAllow.list;
}

/** 404 unless the session is live in the registry. */
async function requireLiveSession(env: Env, sessionId: string): Promise<void> {
  const state = SESSION_ID_SHAPE.test(sessionId) ? await sessionStub(env, sessionId).touch() : 'unknown';
  if (state !== 'active') {
    throw httpRpcError(404, RpcErrorCode.SessionNotFound, state === 'ended' ? 'Session ended; initialize a new one' : 'Session not found; initialize a new one');
  }
}

async function loadBundleOr503(env: Env) {
  try {
    return await getBundle(env.BUNDLES);
  } catch (err) {
    if (err instanceof BundleUnavailableError) throw httpRpcError(503, RpcErrorCode.InternalError, `Service unavailable: ${err.message}`);
    throw err;
  }
}

function isInitialize(message: unknown): message is { method: 'initialize'; params?: { protocolVersion?: string; clientInfo?: { name?: string } } } {
  return typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'initialize';
}

export const mcpRoutes = new Hono<{ Bindings: Env }>();

mcpRoutes.use('/mcp', originGuard);

mcpRoutes.post('/mcp', async (c) => {
  const body = await readJsonBody(c.req.raw);
  const messages = Array.isArray(body) ? body : [body];
  const init = messages.find(isInitialize);
  let sessionId = c.req.header(SESSION_HEADER);

  if (sessionId !== undefined) {
    if (init) throw httpRpcError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: initialize must not carry an Mcp-Session-Id');
    await requireLiveSession(c.env, sessionId);
  }
  const bundle = await loadBundleOr503(c.env);

  if (init) {
    sessionId = crypto.randomUUID();
    await sessionStub(c.env, sessionId).open({
      protocolVersion: init.params?.protocolVersion,
      clientName: init.params?.clientInfo?.name?.slice(0, 100),
    });
  }

  const ctx: McpRequestContext = {
    env: c.env,
    bundle,
    documents: r2DocumentStore(c.env.DOCS),
    allow: allowListFor(c.env),
    sessionId,
    origin: new URL(c.req.url).origin,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
  };
  const server = createMcpServer(ctx);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(c.req.raw, { parsedBody: body });
    if (init && sessionId && response.ok) {
      const headers = new Headers(response.headers);
      headers.set('Mcp-Session-Id', sessionId);
      return new Response(response.body, { status: response.status, headers });
    }
    return response;
  } finally {
    c.executionCtx.waitUntil(server.close());
  }
});

mcpRoutes.get('/mcp', async (c) => {
  const sessionId = c.req.header(SESSION_HEADER);
  if (sessionId !== undefined) await requireLiveSession(c.env, sessionId);
  // This server never sends server-initiated messages, so it offers no standalone SSE stream.
  return c.json({ jsonrpc: '2.0', error: { code: RpcErrorCode.ServerError, message: 'Method Not Allowed: this server sends no server-initiated messages; use POST' }, id: null }, 405, { Allow: 'POST, DELETE' });
});

mcpRoutes.delete('/mcp', async (c) => {
  const sessionId = c.req.header(SESSION_HEADER);
  if (sessionId === undefined) throw httpRpcError(400, RpcErrorCode.ServerError, 'Bad Request: Mcp-Session-Id header is required');
  const ended = SESSION_ID_SHAPE.test(sessionId) ? await sessionStub(c.env, sessionId).end() : false;
  if (!ended) throw httpRpcError(404, RpcErrorCode.SessionNotFound, 'Session not found');
  return c.body(null, 200);
});
