// /mcp: Streamable HTTP for both protocol eras on one URL. A POST carrying the 2026-07-28 `_meta`
// envelope is served statelessly at that revision; everything else is a 2025-era request, with
// sessions issued at initialize and checked against the SessionRegistry Durable Object (clients
// that never send a session id are served statelessly too). GET opens a session's change stream.
// Every request is charged to the client's budgets (src/http/request-charge.ts).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isOperator } from '../../auth/access';
import { deploymentAllowList, effectiveAllowList, intersectAllowLists } from '../../auth/scopes';
import { RpcErrorCode, httpRpcError, jsonRpcErrorBody } from '../../errors';
import { rateBudgetsFor } from '../../durable/rate-limits-config';
import { sessionStub } from '../../durable/session-registry';
import { WORKFLOW_STORE, workflowStub } from '../../durable/workflow-context';
import { buildChanges, combineChanges } from '../../mcp/change-source';
import { MAX_STREAMS_PER_CLIENT, endSessionStreams, openListenStream, openSessionStream, streamRefusal } from '../../mcp/change-streams';
import { answerDirectToolCall, directToolCallOf } from '../../mcp/direct-tool-call';
import { listenRequestOf, routeOf } from '../../mcp/eras';
import { serveLegacyPost } from '../../mcp/legacy-exchange';
import { serveModernPost } from '../../mcp/modern-exchange';
import { mountedTool } from '../../mcp/mounts';
import type { McpMount } from '../../mcp/mounts';
import type { McpRequestContext, ProtocolEra } from '../../mcp/request-context';
import { mountedUpstreamNames } from '../../mcp/upstreams/mounted-catalog';
import { forwardableCredential } from '../../upstreams/secret-headers';
import { serverCapabilities } from '../../mcp/server';
import { forgetSteps } from '../../mcp/workflow-recorder';
import { BundleUnavailableError, getBundle } from '../../storage/bundle-loader';
import { r2DocumentStore } from '../../storage/document-store';
import { docLinks } from '../../tools/doc-links';
import type { AllowList } from '../../tools/allow-list';
import { authMode, callerAuth, clientIdOf, ownerOf } from '../middleware/auth';
import type { AuthVariables } from '../middleware/auth';
import { cacheTtlFor } from '../cache-ttl';
import { docsSiteAccess } from '../docs/site-access';
import { originGuard } from '../middleware/origin-guard';
import { readJsonBody } from '../read-json-body';
import { chargeRequests, requestTokensFor } from '../request-charge';
import { requireGrantScopes } from '../scope-check';
import { forgetSession, requireLiveSession, requireMintedSession, trustSession } from '../session-check';
import { SESSION_REGISTRY, mintSessionId } from '../session-id';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../../storage/storage-call';

const SESSION_HEADER = 'mcp-session-id';
/** How long a client refused a change stream should wait before asking again. */
const STREAM_RETRY_AFTER_S = 30;

type McpEnv = { Bindings: Env; Variables: AuthVariables };

/** What the /mcp routes serve besides the product's own tools, resources and prompts. */
export interface McpRouteOptions {
  /** Extra tools, resources and prompts (the conformance fixture worker's). */
  mount?: McpMount;
}

function allowListFor(env: Env): AllowList {
  return deploymentAllowList(env.ENABLED_TOOLS);
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

/** 429 for a change stream past the isolate's bound or the client's, or undefined when it may open. */
function streamRefused(clientId: string, id: string | number | null): Response | undefined {
  const refusal = streamRefusal(clientId);
  if (!refusal) return undefined;
  const why = refusal === 'client' ? `this client already holds ${MAX_STREAMS_PER_CLIENT} open change streams, the most one client may` : 'too many open change streams on this server';
  const body = jsonRpcErrorBody(RpcErrorCode.InternalError, `Too Many Requests: ${why}; retry after ${STREAM_RETRY_AFTER_S} s`, id);
  return Response.json(body, { status: 429, headers: { 'Retry-After': String(STREAM_RETRY_AFTER_S) } });
}

/** Builds the /mcp routes. */
export function createMcpRoutes(options: McpRouteOptions = {}) {
  const { mount } = options;
  const changes = combineChanges(buildChanges, mount?.changes);
  const routes = new Hono<McpEnv>();
  routes.use('/mcp', originGuard);
  routes.use('/mcp', callerAuth);

  const contextFor = async (c: Context<McpEnv>, era: ProtocolEra, sessionId: string | undefined): Promise<McpRequestContext> => {
    const apiKey = c.get('apiKey');
    const grant = c.get('grant');
    const deployment = allowListFor(c.env);
    const bundle = await loadBundleOr503(c.env);
    const origin = new URL(c.req.url).origin;
    return {
      env: c.env,
      era,
      bundle,
      documents: r2DocumentStore(c.env.DOCS),
      allow: grant ? intersectAllowLists(deployment, grant.tools) : effectiveAllowList(deployment, apiKey?.tools),
      keyScoped: grant !== undefined || (apiKey !== undefined && apiKey.tools.trim() !== '*'),
      operator: isOperator({ keyScopes: apiKey ? (apiKey.scopes ?? []) : undefined, token: grant !== undefined, publicMode: authMode(c.env.AUTH_MODE) === 'public', local: c.env.ARCH_MCP_LOCAL === '1' }),
      owner: ownerOf(apiKey, grant),
      sessionId,
      origin,
      links: docLinks(docsSiteAccess(c.env) === 'off' ? undefined : origin, bundle.manifest),
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      clientId: clientIdOf(apiKey, c.req.header('cf-connecting-ip'), grant),
      rateBudgets: rateBudgetsFor(c.env.RATE_LIMITS),
      cacheTtlSeconds: cacheTtlFor(c.env),
      authorization: forwardableCredential(c.req.header('authorization'), apiKey !== undefined || grant !== undefined),
      mount,
    };
  };

  routes.post('/mcp', async (c) => {
    const body = await readJsonBody(c.req.raw);
    const headers = c.req.raw.headers;
    const messages = Array.isArray(body) ? body : [body];
    const apiKey = c.get('apiKey');
    const grant = c.get('grant');
    if (grant) await requireGrantScopes(messages, grant, allowListFor(c.env), new URL(c.req.url).origin, async () => mountedUpstreamNames({ env: c.env, bundle: await loadBundleOr503(c.env) }));
    await chargeRequests(c.env, rateBudgetsFor(c.env.RATE_LIMITS), clientIdOf(apiKey, c.req.header('cf-connecting-ip'), grant), requestTokensFor(messages));
    const owner = ownerOf(apiKey, grant);

    const route = routeOf(body, headers);
    if (route.era === 'modern') {
      // 2026-07-28 has no sessions: an Mcp-Session-Id header on such a request means nothing.
      const ctx = await contextFor(c, 'modern', undefined);
      const listen = listenRequestOf(body, headers, route);
      if (listen) {
        return streamRefused(ctx.clientId, listen.id) ?? openListenStream(c.env, ctx.clientId, changes, serverCapabilities(mount), listen);
      }
      const direct = directToolCallOf(body, headers, route);
      if (direct && !mountedTool(mount, direct.name)) return answerDirectToolCall(ctx, direct);
      return serveModernPost(ctx, c.req.raw, body);
    }

    const init = messages.find(isInitialize);
    let sessionId = c.req.header(SESSION_HEADER);
    if (sessionId !== undefined) {
      if (init) throw httpRpcError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: initialize must not carry an Mcp-Session-Id');
      await requireLiveSession(c.env, sessionId, owner);
    }
    const ctx = await contextFor(c, 'legacy', sessionId);
    if (init) {
      sessionId = await mintSessionId(c.env);
      const opened = sessionId;
      // A registry that fails answers 503 and no session id goes out; a record that landed anyway is never used and expires.
      await storageCall(
        SESSION_REGISTRY,
        () => sessionStub(c.env, opened).open({ protocolVersion: init.params?.protocolVersion, clientName: init.params?.clientInfo?.name?.slice(0, 100), keyId: owner }),
        DURABLE_OBJECT_DEADLINE_MS,
      );
      trustSession(sessionId, owner);
    }
    const direct = init ? undefined : directToolCallOf(body, headers, route);
    if (direct && !mountedTool(mount, direct.name)) return answerDirectToolCall(ctx, direct);

    const response = await serveLegacyPost(ctx, c.req.raw, body);
    if (init && sessionId && response.ok) {
      const withSession = new Headers(response.headers);
      withSession.set('Mcp-Session-Id', sessionId);
      return new Response(response.body, { status: response.status, headers: withSession });
    }
    return response;
  });

  routes.get('/mcp', async (c) => {
    const sessionId = c.req.header(SESSION_HEADER);
    if (sessionId === undefined) {
      // Without a session there is nothing to attach a stream to (2026-07-28 clients use subscriptions/listen).
      return c.json(jsonRpcErrorBody(RpcErrorCode.ServerError, 'Method Not Allowed: open a session (initialize) to receive its change stream, or use subscriptions/listen'), 405, { Allow: 'POST, DELETE' });
    }
    const apiKey = c.get('apiKey');
    const grant = c.get('grant');
    const clientId = clientIdOf(apiKey, c.req.header('cf-connecting-ip'), grant);
    await requireMintedSession(c.env, sessionId);
    await chargeRequests(c.env, rateBudgetsFor(c.env.RATE_LIMITS), clientId, 1);
    const owner = ownerOf(apiKey, grant);
    await requireLiveSession(c.env, sessionId, owner);
    if (!c.req.header('accept')?.includes('text/event-stream')) {
      return c.json(jsonRpcErrorBody(RpcErrorCode.ServerError, 'Not Acceptable: the session stream is text/event-stream'), 406);
    }
    // Asked at each keepalive: a 404 means the session ended elsewhere; a storage failure keeps the stream.
    const isLive = () => requireLiveSession(c.env, sessionId, owner).then(() => true, (err) => !(err instanceof HTTPException && err.status === 404));
    return streamRefused(clientId, null) ?? openSessionStream(c.env, clientId, changes, serverCapabilities(mount), { id: sessionId, isLive });
  });

  routes.delete('/mcp', async (c) => {
    const sessionId = c.req.header(SESSION_HEADER);
    if (sessionId === undefined) throw httpRpcError(400, RpcErrorCode.ServerError, 'Bad Request: Mcp-Session-Id header is required');
    const apiKey = c.get('apiKey');
    const grant = c.get('grant');
    const owner = ownerOf(apiKey, grant);
    await requireMintedSession(c.env, sessionId);
    await chargeRequests(c.env, rateBudgetsFor(c.env.RATE_LIMITS), clientIdOf(apiKey, c.req.header('cf-connecting-ip'), grant), 1);
    const registry = () => sessionStub(c.env, sessionId);
    // Ownership first, then the trail, then the session: a failure at any point answers 503 and
    // leaves the session live, so the client's retry of the DELETE finishes the job.
    const state = await storageCall(SESSION_REGISTRY, () => registry().touch(owner), DURABLE_OBJECT_DEADLINE_MS);
    if (state !== 'active') throw httpRpcError(404, RpcErrorCode.SessionNotFound, 'Session not found');
    // The session's workflow trail goes with it, unsent steps included.
    const key = { type: 'session', id: sessionId } as const;
    forgetSteps(key);
    await storageCall(WORKFLOW_STORE, () => workflowStub(c.env, key).clear(), DURABLE_OBJECT_DEADLINE_MS);
    const ended = await storageCall(SESSION_REGISTRY, () => registry().end(owner), DURABLE_OBJECT_DEADLINE_MS);
    if (!ended) throw httpRpcError(404, RpcErrorCode.SessionNotFound, 'Session not found');
    forgetSession(sessionId);
    endSessionStreams(sessionId);
    return c.body(null, 200);
  });

  return routes;
}
