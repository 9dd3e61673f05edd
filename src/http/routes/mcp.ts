// /mcp: Streamable HTTP. Sessions are issued at initialize and checked against the
// SessionRegistry Durable Object; clients that never send a session id are served statelessly.
import { Hono } from 'hono';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { effectiveAllowList } from '../../auth/scopes';
import { RpcErrorCode, httpRpcError } from '../../errors';
import { rateLimiterStub } from '../../durable/rate-limiter';
import { rateBudgetsFor } from '../../durable/rate-limits-config';
import { sessionStub } from '../../durable/session-registry';
import { workflowStub } from '../../durable/workflow-context';
import { answerDirectToolCall, directToolCallOf } from '../../mcp/direct-tool-call';
import { createMcpServer } from '../../mcp/server';
import type { McpRequestContext } from '../../mcp/request-context';
import { BundleUnavailableError, getBundle } from '../../storage/bundle-loader';
import { r2DocumentStore } from '../../storage/document-store';
import { compileAllowList } from '../../tools/allow-list';
import type { AllowList } from '../../tools/allow-list';
import { apiKeyAuth, clientIdOf } from '../middleware/auth';
import type { AuthVariables } from '../middleware/auth';
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

/** 404 unless the session is live in the registry and was opened with the caller's key. */
async function requireLiveSession(env: Env, sessionId: string, keyId: string | undefined): Promise<void> {
  const state = SESSION_ID_SHAPE.test(sessionId) ? await sessionStub(env, sessionId).touch(keyId) : 'unknown';
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

/** CACHE_TTL in seconds (0 turns the result cache off). @default 300 */
function cacheTtlFor(env: Env): number {
  const ttl = Number(env.CACHE_TTL ?? '300');
  return Number.isFinite(ttl) && ttl >= 0 ? Math.min(ttl, 86_400) : 300;
}

function isToolCall(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'tools/call';
}

/**
 * 429 when the client's request bucket is empty. POSTs carrying tool calls skip this check:
 * each call is limited (as a tool result) by its own buckets in the same round trip.
 */
async function limitRequests(env: Env, clientId: string, messages: unknown[]): Promise<void> {
  const budgets = rateBudgetsFor(env.RATE_LIMITS);
  if (!budgets || messages.some(isToolCall)) return;
  const admission = await rateLimiterStub(env, clientId).takeRequest(budgets.requests);
  if (!admission.allowed) {
    throw httpRpcError(429, RpcErrorCode.ServerError, `Too Many Requests: at most ${budgets.requests} requests per minute; retry after ${admission.retryAfterSeconds} s`, {
      'Retry-After': String(admission.retryAfterSeconds),
    });
  }
}

function isInitialize(message: unknown): message is { method: 'initialize'; params?: { protocolVersion?: string; clientInfo?: { name?: string } } } {
  return typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'initialize';
}

export const mcpRoutes = new Hono<{ Bindings: Env; Variables: AuthVariables }>();

mcpRoutes.use('/mcp', originGuard);
mcpRoutes.use('/mcp', apiKeyAuth);

mcpRoutes.post('/mcp', async (c) => {
  const body = await readJsonBody(c.req.raw);
  const messages = Array.isArray(body) ? body : [body];
  const init = messages.find(isInitialize);
  let sessionId = c.req.header(SESSION_HEADER);
  const apiKey = c.get('apiKey');
  const clientId = clientIdOf(apiKey, c.req.header('cf-connecting-ip'));
  await limitRequests(c.env, clientId, messages);

  if (sessionId !== undefined) {
    if (init) throw httpRpcError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: initialize must not carry an Mcp-Session-Id');
    await requireLiveSession(c.env, sessionId, apiKey?.id);
  }
  const bundle = await loadBundleOr503(c.env);

  if (init) {
    sessionId = crypto.randomUUID();
    await sessionStub(c.env, sessionId).open({
      protocolVersion: init.params?.protocolVersion,
      clientName: init.params?.clientInfo?.name?.slice(0, 100),
      keyId: apiKey?.id,
    });
  }

  const ctx: McpRequestContext = {
    env: c.env,
    bundle,
    documents: r2DocumentStore(c.env.DOCS),
    allow: effectiveAllowList(allowListFor(c.env), apiKey?.tools),
    sessionId,
    origin: new URL(c.req.url).origin,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
    clientId,
    rateBudgets: rateBudgetsFor(c.env.RATE_LIMITS),
    cacheTtlSeconds: cacheTtlFor(c.env),
  };
  const direct = init ? undefined : directToolCallOf(body, c.req.raw.headers);
  if (direct) return answerDirectToolCall(ctx, direct);

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
  if (sessionId !== undefined) await requireLiveSession(c.env, sessionId, c.get('apiKey')?.id);
  // This server never sends server-initiated messages, so it offers no standalone SSE stream.
  return c.json({ jsonrpc: '2.0', error: { code: RpcErrorCode.ServerError, message: 'Method Not Allowed: this server sends no server-initiated messages; use POST' }, id: null }, 405, { Allow: 'POST, DELETE' });
});

mcpRoutes.delete('/mcp', async (c) => {
  const sessionId = c.req.header(SESSION_HEADER);
  if (sessionId === undefined) throw httpRpcError(400, RpcErrorCode.ServerError, 'Bad Request: Mcp-Session-Id header is required');
  const ended = SESSION_ID_SHAPE.test(sessionId) ? await sessionStub(c.env, sessionId).end(c.get('apiKey')?.id) : false;
  if (!ended) throw httpRpcError(404, RpcErrorCode.SessionNotFound, 'Session not found');
  // The session's workflow trail goes with it.
  await workflowStub(c.env, { type: 'session', id: sessionId }).clear();
  return c.body(null, 200);
});
