// DNS-rebinding and cross-site protection: the Host must be one this server answers to (every
// route: the app installs hostGuard first), and on /mcp a browser Origin must be allowed too,
// else 403 before any handling.
import { createMiddleware } from 'hono/factory';
import { RpcErrorCode, httpRpcError } from '../../errors';
import { isLoopbackHostname } from '../../secure-url';

/** Host name without the port. */
function hostName(hostHeader: string): string {
  if (hostHeader.startsWith('[')) return hostHeader.slice(0, hostHeader.indexOf(']') + 1);
  return hostHeader.split(':')[0]!.toLowerCase();
}

function parseList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
}

/** The Host header (lowercase) and its name, or a 403 when this server does not answer to it. */
function checkHost(env: Env, hostHeader: string): { hostHeader: string; host: string } {
  const host = hostName(hostHeader);
  const allowedHosts = parseList(env.ALLOWED_HOSTS);
  const local = env.ARCH_MCP_LOCAL === '1';
  const hostAllowed = allowedHosts.includes(host) || allowedHosts.includes(hostHeader) || (local ? isLoopbackHostname(host) : allowedHosts.length === 0);
  if (!hostAllowed) throw httpRpcError(403, RpcErrorCode.ServerError, `Forbidden: host "${hostHeader}" is not allowed`);
  return { hostHeader, host };
}

/**
 * Refuses requests whose Host this server does not answer to, on every route: a page or a status
 * a rebinding site could read (/healthz names the source commit), the OAuth endpoints (whose issuer
 * and resource come from the Host), and whatever is added later.
 */
export const hostGuard = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  checkHost(c.env, (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase());
  await next();
});

/**
 * Refuses requests whose Host or Origin is not allowed. Locally (ARCH_MCP_LOCAL=1) only
 * loopback hosts are served; on the edge ALLOWED_HOSTS, when set, restricts the Host.
 * Requests without an Origin (CLI and desktop clients) pass the Origin check.
 */
export const originGuard = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const env = c.env;
  const { hostHeader, host } = checkHost(env, (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase());
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    let originUrl: URL | undefined;
    try {
      originUrl = new URL(origin);
    } catch {
      originUrl = undefined;
    }
    const allowedOrigins = parseList(env.ALLOWED_ORIGINS);
    const sameOrigin = originUrl !== undefined && originUrl.host === hostHeader;
    const loopbackPair = originUrl !== undefined && isLoopbackHostname(hostName(originUrl.host)) && isLoopbackHostname(host);
    if (!(sameOrigin || loopbackPair || allowedOrigins.includes(origin.toLowerCase()) || allowedOrigins.includes('*'))) {
      throw httpRpcError(403, RpcErrorCode.ServerError, `Forbidden: origin "${origin.slice(0, 200)}" is not allowed`);
    }
  }
  await next();
});
