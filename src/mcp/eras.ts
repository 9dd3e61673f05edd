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
const ENVELOPE_PREFIX = 'io.modelcontextprotocol/';

/** A single JSON-RPC request or notification of plainly valid shape, or undefined. */
function plainMessage(body: unknown): { method: string; params?: Record<string, unknown> } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const message = body as Record<string, unknown>;
  if (message.jsonrpc !== '2.0' || typeof message.method !== 'string') return undefined;
  const id = message.id;
  if (id !== undefined && typeof id !== 'string' && !(typeof id === 'number' && Number.isInteger(id))) return undefined;
  for (const key in message) if (!REQUEST_KEYS.has(key)) return undefined;
  const params = message.params;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) return undefined;
  const meta = (params as { _meta?: unknown } | undefined)?._meta;
  if (meta !== undefined && (typeof meta !== 'object' || meta === null || Array.isArray(meta))) return undefined;
  return message as { method: string; params?: Record<string, unknown> };
}

/** The envelope keys of a `_meta`: what the SDK validates. */
function envelopeOf(meta: Record<string, unknown>): [string, unknown][] {
  return Object.entries(meta).filter(([key]) => key.startsWith(ENVELOPE_PREFIX));
}

/** The SDK's verdict on envelopes seen before, by their JSON: a client sends the same one every time. */
const envelopeVerdicts = new Map<string, boolean>();
const MAX_VERDICTS = 256;

/** Whether the SDK accepts this envelope (asked once per distinct envelope per isolate). */
function envelopeValid(meta: Record<string, unknown>, version: string): boolean {
  const key = JSON.stringify(envelopeOf(meta));
  let verdict = envelopeVerdicts.get(key);
  if (verdict === undefined) {
    const probe = { jsonrpc: '2.0', id: 0, method: 'tools/list', params: { _meta: Object.fromEntries(envelopeOf(meta)) } };
    verdict = classifyInboundRequest({ httpMethod: 'POST', protocolVersionHeader: version, mcpMethodHeader: 'tools/list', body: probe }).kind === 'modern';
    if (envelopeVerdicts.size >= MAX_VERDICTS) envelopeVerdicts.clear();
    envelopeVerdicts.set(key, verdict);
  }
  return verdict;
}

/** The route of a parsed POST body with these headers. */
export function routeOf(body: unknown, headers: Headers): PostRoute {
  const version = headers.get('mcp-protocol-version');
  const message = plainMessage(body);
  // Plainly well-formed messages are routed here, as the SDK would route them, without its
  // classification (about 20 µs a request): a message without the envelope claim and without a
  // 2026 header is 2025-era; one whose claim, headers and (once-checked) envelope agree is 2026-07-28.
  if (message) {
    const meta = message.params?._meta as Record<string, unknown> | undefined;
    const claim = meta?.[PROTOCOL_VERSION_META_KEY];
    if (claim === undefined && (version === null || LEGACY_VERSIONS.has(version))) return { era: 'legacy', validModern: false };
    const method = headers.get('mcp-method');
    if (typeof claim === 'string' && SUPPORTED_MODERN.has(claim) && version === claim && (method === null || method === message.method) && envelopeValid(meta!, claim)) {
      return { era: 'modern', validModern: true };
    }
  }
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
