// The Hono app: routes for /mcp, /healthz, /metrics, /, the docs site at /docs and (AUTH_MODE=oauth)
// sign-in and OAuth endpoints, behind one host guard that every route, present or future, inherits;
// and the one place HTTP errors become responses.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { RpcErrorCode, StorageUnavailableError, jsonRpcErrorBody } from '../errors';
import { hostGuard } from './middleware/origin-guard';
import { LOCAL_POINTER_TTL_MS, POINTER_TTL_MS, setPointerTtl } from '../storage/bundle-loader';
import { docsRoutes } from './routes/docs';
import { docsSignInRoutes } from './routes/docs-sign-in';
import { healthRoutes } from './routes/health';
import { landingRoutes } from './routes/landing';
import { createMcpRoutes } from './routes/mcp';
import type { McpRouteOptions } from './routes/mcp';
import { metricsRoutes } from './routes/metrics';
import { oauthRoutes } from './routes/oauth';
import { oauthEndpointRoutes } from './routes/oauth-endpoints';

/** Builds the worker's HTTP app; `options.mount` adds tools, resources and prompts to /mcp. */
export function createApp(options: McpRouteOptions = {}) {
  const app = new Hono<{ Bindings: Env }>();
  // DNS rebinding: a Host this server does not answer to gets 403 on every path, before any route.
  app.use(hostGuard);
  // A local server re-reads the build pointer often, so a `--watch` republish shows at once.
  app.use(async (c, next) => {
    setPointerTtl(c.env.ARCH_MCP_LOCAL === '1' ? LOCAL_POINTER_TTL_MS : POINTER_TTL_MS);
    await next();
  });
  app.route('/', createMcpRoutes(options));
  app.route('/', healthRoutes);
  app.route('/', metricsRoutes);
  app.route('/', landingRoutes);
  app.route('/', docsSignInRoutes);
  app.route('/', docsRoutes);
  app.route('/', oauthEndpointRoutes);
  app.route('/', oauthRoutes);
  app.all('/mcp', (c) => c.json(jsonRpcErrorBody(RpcErrorCode.ServerError, 'Method Not Allowed'), 405, { Allow: 'GET, POST, DELETE' }));
  app.notFound((c) => c.json({ error: 'not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    const isMcp = new URL(c.req.url).pathname === '/mcp';
    if (err instanceof StorageUnavailableError) {
      // Storage failed or stalled under the request and nothing was changed: the client retries as is.
      const headers = { 'Retry-After': String(err.retryAfterSeconds), 'cache-control': 'no-store' };
      const message = `Service unavailable: ${err.message}`;
      return isMcp ? c.json(jsonRpcErrorBody(RpcErrorCode.InternalError, message), 503, headers) : c.json({ error: 'unavailable', message }, 503, headers);
    }
    try {
      console.error(JSON.stringify({ level: 'error', event: 'unhandled', path: new URL(c.req.url).pathname, error: err instanceof Error ? err.name : 'unknown' }));
    } catch {
      // Reporting must never turn one failure into two.
    }
    return isMcp ? c.json(jsonRpcErrorBody(RpcErrorCode.InternalError, 'Internal error'), 500) : c.json({ error: 'internal error' }, 500);
  });
  return app;
}
