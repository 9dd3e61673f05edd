// Which protocol era a POST to /mcp belongs to. The body decides, as the SDK's own entry decides:
// a request carrying the 2026-07-28 `_meta` envelope (or claiming that revision in its headers) is
// served statelessly at 2026-07-28; anything without the claim, `initialize` included, is a
// 2025-era request served with sessions. Malformed claims go to the 2026-07-28 path, which answers
// them with the revision's own errors (-32602, -32020, -32022).
import { PROTOCOL_VERSION_META_KEY, classifyInboundRequest } from '@modelcontextprotocol/server';
import type { ProtocolEra } from './request-context';

/** The stateless revisions this server speaks. */
const SUPPORTED_MODERN = new Set(['2026-07-28']);

/** The era of a parsed POST body with these headers. */
export function eraOf(body: unknown, headers: Headers): ProtocolEra {
  const outcome = classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader: headers.get('mcp-protocol-version') ?? undefined,
    mcpMethodHeader: headers.get('mcp-method') ?? undefined,
    mcpNameHeader: headers.get('mcp-name') ?? undefined,
    body,
  });
  return outcome.kind === 'legacy' ? 'legacy' : 'modern';
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
export function listenRequestOf(body: unknown, headers: Headers): ListenRequest | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const message = body as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  if (message.method !== 'subscriptions/listen' || message.jsonrpc !== '2.0') return undefined;
  const id = message.id;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id))) return undefined;
  const version = headers.get('mcp-protocol-version');
  const envelope = (message.params as { _meta?: Record<string, unknown> } | undefined)?._meta;
  if (version === null || envelope?.[PROTOCOL_VERSION_META_KEY] !== version || headers.get('mcp-method') !== 'subscriptions/listen') return undefined;
  const route = classifyInboundRequest({ httpMethod: 'POST', protocolVersionHeader: version, mcpMethodHeader: 'subscriptions/listen', body });
  return route.kind === 'modern' && SUPPORTED_MODERN.has(version) ? { id, params: message.params } : undefined;
}
