// Helpers for the security tests: a deployment of the product's app with chosen vars, raw requests
// to it as an attacker would send them (any Host, any batch), and API keys stored the way
// `arch-mcp keys create` stores them.
import { env } from 'cloudflare:workers';
import { apiKeyKvKey, createApiKey } from '../../../src/auth/api-key-format';
import { MCP_URL, MODERN_ENVELOPE } from '../helpers/fixtures';
import { deploymentFetch } from '../upstreams/helpers';

export { deploymentFetch };

/** A JSON-RPC POST to /mcp (a single message or a batch) with the headers Streamable HTTP requires. */
export function postTo(vars: Partial<Env>, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return deploymentFetch(vars)(MCP_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A 2025-era request message. */
export function request(id: number | string, method: string, params?: Record<string, unknown>) {
  return { jsonrpc: '2.0', id, method, ...(params ? { params } : {}) };
}

/** A 2026-07-28 request: the `_meta` envelope and the headers that revision requires. */
export function postModernTo(vars: Partial<Env>, method: string, params: Record<string, unknown>, headers: Record<string, string> = {}, id: number | string = 1): Promise<Response> {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  return postTo(
    vars,
    { jsonrpc: '2.0', id, method, params: { ...params, _meta: MODERN_ENVELOPE } },
    { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name !== undefined ? { 'mcp-name': name } : {}), ...headers },
  );
}

/** Stores a new API key with tool scopes (and operator scopes) and returns the key. */
export async function storeKey(tools: string, scopes: string[] = []): Promise<string> {
  const { key, record } = await createApiKey({ name: 'security-test', tools, scopes });
  await env.BUNDLES.put(apiKeyKvKey(record.sha256), JSON.stringify(record));
  return key;
}

/** The JSON body of a JSON-RPC answer (JSON, or the first message of an SSE stream). */
export async function rpcBody<T = Record<string, unknown>>(res: Response): Promise<T> {
  const text = await res.text();
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) return JSON.parse(text) as T;
  const data = text.split('\n').find((l) => l.startsWith('data: '));
  return JSON.parse(data!.slice(6)) as T;
}

/** A unique client address, so each test draws on its own rate-limit buckets. */
export function clientIp(): string {
  const n = crypto.getRandomValues(new Uint8Array(2));
  return `198.51.${n[0]}.${n[1]}`;
}
