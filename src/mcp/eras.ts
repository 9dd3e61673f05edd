// Which protocol era a POST to /mcp belongs to. The body decides, as the SDK's own entry decides:
// a request carrying the 2026-07-28 `_meta` envelope (or claiming that revision in its headers) is
// served statelessly at 2026-07-28; anything without the claim, `initialize` included, is a
// 2025-era request served with sessions. Malformed claims go to the 2026-07-28 path, which answers
// them with the revision's own errors (-32602, -32020, -32022).
import { PROTOCOL_VERSION_META_KEY, SUPPORTED_PROTOCOL_VERSIONS, classifyInboundRequest } from '@modelcontextprotocol/server';
import type { ProtocolEra } from './request-context';

/** The stateless revisions this server speaks. */
const SUPPORTED_MODERN = new Set(['2026-07-28']);

/** How a POST is routed: its era, and for 2026-07-28 whether the SDK found its envelope and headers valid. */
export interface PostRoute {
  era: ProtocolEra;
  /** A 2026-07-28 request whose envelope and header cross-checks passed (the direct paths need this). */
  validModern: boolean;
}

const LEGACY_VERSIONS = new Set(SUPPORTED_PROTOCOL_VERSIONS);
const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);

/**
 * A single, plainly well-formed JSON-RPC request or notification that claims no envelope, with no
 * 2026 protocol header: the SDK's classification of it is "legacy" without asking. Deciding that
 * here keeps the SDK's classification (about 20 µs) off every 2025-era tool call.
 */
function plainlyLegacy(body: unknown, version: string | null): boolean {
  if (version !== null && !LEGACY_VERSIONS.has(version)) return false;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const message = body as Record<string, unknown>;
  if (message.jsonrpc !== '2.0' || typeof message.method !== 'string') return false;
  const id = message.id;
  if (id !== undefined && typeof id !== 'string' && !(typeof id === 'number' && Number.isInteger(id))) return false;
  for (const key in message) if (!REQUEST_KEYS.has(key)) return false;
  const params = message.params;
  if (params === undefined) return true;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return false;
  const meta = (params as { _meta?: unknown })._meta;
  return meta === undefined || (typeof meta === 'object' && meta !== null && !(PROTOCOL_VERSION_META_KEY in meta));
}

/** The route of a parsed POST body with these headers. */
export function routeOf(body: unknown, headers: Headers): PostRoute {
  const version = headers.get('mcp-protocol-version');
  if (plainlyLegacy(body, version)) return { era: 'legacy', validModern: false };
  const outcome = classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader: version ?? undefined,
    mcpMethodHeader: headers.get('mcp-method') ?? undefined,
    mcpNameHeader: headers.get('mcp-name') ?? undefined,
    body,
  });
  return outcome.kind === 'legacy' ? { era: 'legacy', validModern: false } : { era: 'modern', validModern: outcome.kind === 'modern' };
}

/** A `subscriptions/listen` request this server serves itself (see change-streams.ts). */
export interface ListenRequest {
  id: string | number;
  params: unknown;
}

/**
 * The listen request in `body` when it is well-formed for 2026-07-28: a valid envelope and the
 * MCP-Protocol-Version and Mcp-Method headers agreeing with it. Anything else goes to the SDK's
 * entry, which answers it with the revision's errors.
 */
export function listenRequestOf(body: unknown, headers: Headers, route: PostRoute): ListenRequest | undefined {
  if (!route.validModern) return undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const message = body as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  if (message.method !== 'subscriptions/listen' || message.jsonrpc !== '2.0') return undefined;
  const id = message.id;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id))) return undefined;
  const version = headers.get('mcp-protocol-version');
  const envelope = (message.params as { _meta?: Record<string, unknown> } | undefined)?._meta;
  if (version === null || envelope?.[PROTOCOL_VERSION_META_KEY] !== version || headers.get('mcp-method') !== 'subscriptions/listen') return undefined;
  return SUPPORTED_MODERN.has(version) ? { id, params: message.params } : undefined;
}
