// Access control for /mcp and /metrics. AUTH_MODE "public" (default) serves everyone and honours
// a Bearer API key when one is sent; "api-key" requires one. A missing or unknown key is a 401
// with WWW-Authenticate: Bearer, decided before any MCP handling.
import { createMiddleware } from 'hono/factory';
import type { ApiKeyRecord } from '../../auth/api-key-format';
import { lookupApiKey } from '../../auth/api-key-lookup';
import { RpcErrorCode, httpRpcError } from '../../errors';

export type AuthMode = 'public' | 'api-key';

/** What later handlers learn from the auth step. */
export type AuthVariables = { apiKey: ApiKeyRecord | undefined };

let warnedMode: string | undefined;

/** Parses AUTH_MODE. Anything unrecognised fails closed (api-key) and is logged once. */
export function authMode(value: string | undefined): AuthMode {
  const mode = (value ?? '').trim().toLowerCase();
  if (mode === '' || mode === 'public') return 'public';
  if (mode === 'api-key') return 'api-key';
  if (warnedMode !== mode) {
    warnedMode = mode;
    console.error(JSON.stringify({ level: 'error', event: 'config', message: `AUTH_MODE "${mode.slice(0, 40)}" is not public or api-key; requiring API keys` }));
  }
  return 'api-key';
}

function unauthorized(message: string, error?: 'invalid_request' | 'invalid_token') {
  const challenge = `Bearer realm="arch-mcp"${error ? `, error="${error}"` : ''}`;
  return httpRpcError(401, RpcErrorCode.ServerError, `Unauthorized: ${message}`, { 'WWW-Authenticate': challenge });
}

/** Resolves the caller's API key (if any) into `c.var.apiKey`, or answers 401. */
export const apiKeyAuth = createMiddleware<{ Bindings: Env; Variables: AuthVariables }>(async (c, next) => {
  const mode = authMode(c.env.AUTH_MODE);
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') {
    if (mode === 'api-key') throw unauthorized('this server requires an API key (Authorization: Bearer <key>)');
    c.set('apiKey', undefined);
    return next();
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('expected "Authorization: Bearer <key>"', 'invalid_request');
  const record = await lookupApiKey(c.env.BUNDLES, match[1]!);
  if (!record) throw unauthorized('the API key is unknown or revoked', 'invalid_token');
  c.set('apiKey', record);
  await next();
});

/** The rate-limit identity of a request: its API key, else its IP, else `local`. */
export function clientIdOf(apiKey: ApiKeyRecord | undefined, connectingIp: string | undefined): string {
  if (apiKey) return `key:${apiKey.id}`;
  if (connectingIp) return `ip:${connectingIp.slice(0, 64)}`;
  return 'local';
}
