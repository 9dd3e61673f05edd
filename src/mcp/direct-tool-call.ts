// Answers a lone tools/call POST without building an SDK server and transport for it, in either
// protocol era. Tool calls are most of the traffic, and for them the per-request SDK machinery
// (server construction, schema parsing of the message and of the result, stream bookkeeping) costs
// more CPU than the search itself. The call runs through the same pipeline (callTool) and gets the
// same JSON-RPC framing the SDK would give it; any request that is not plainly a well-formed single
// tools/call, with the headers its era requires, goes through the SDK, which answers it as before.
import { PROTOCOL_VERSION_META_KEY, SERVER_INFO_META_KEY, SUPPORTED_PROTOCOL_VERSIONS, isJsonContentType } from '@modelcontextprotocol/server';
import { UnknownToolError } from '../errors';
import { callToolResultJson } from '../tools/output-json';
import { trackCall } from './in-flight-calls';
import type { PostRoute } from './eras';
import type { McpRequestContext, ProtocolEra } from './request-context';
import { SERVER_INFO } from './server';
import { callTool } from './tool-calls';

/** The one revision of the stateless era this server speaks. */
const MODERN_PROTOCOL_VERSION = '2026-07-28';

/** A tools/call request the direct path may answer. */
export interface DirectToolCall {
  era: ProtocolEra;
  id: string | number;
  name: string;
  arguments: Record<string, unknown> | undefined;
  meta: Record<string, unknown> | undefined;
}

const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);
const PARAM_KEYS = new Set(['name', 'arguments', '_meta']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyKeys(value: Record<string, unknown>, allowed: Set<string>): boolean {
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}

/**
 * The call in `body` when the direct path can answer it exactly as the SDK would: one JSON-RPC
 * request (not a batch) for tools/call with a string or integer id, a string tool name, object
 * arguments, no progress token, a JSON content type, and the headers of its era:
 * - 2025-era: an Accept of JSON and event streams, and a supported MCP-Protocol-Version (or none);
 * - 2026-07-28: MCP-Protocol-Version, Mcp-Method and Mcp-Name agreeing with the body, and a `_meta`
 *   envelope the SDK found valid when it routed the request. Otherwise undefined.
 */
export function directToolCallOf(body: unknown, headers: Headers, route: PostRoute): DirectToolCall | undefined {
  const era = route.era;
  if (era === 'modern' && !route.validModern) return undefined;
  if (!isPlainObject(body) || body.method !== 'tools/call' || body.jsonrpc !== '2.0' || !onlyKeys(body, REQUEST_KEYS)) return undefined;
  const id = body.id;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id))) return undefined;
  const params = body.params;
  if (!isPlainObject(params) || typeof params.name !== 'string' || !onlyKeys(params, PARAM_KEYS)) return undefined;
  if (params.arguments !== undefined && !isPlainObject(params.arguments)) return undefined;
  const meta = params._meta;
  if (meta !== undefined && (!isPlainObject(meta) || 'progressToken' in meta)) return undefined;
  if (!isJsonContentType(headers.get('content-type'))) return undefined;

  const version = headers.get('mcp-protocol-version');
  if (era === 'legacy') {
    const accept = headers.get('accept');
    if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return undefined;
    if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  } else {
    if (version !== MODERN_PROTOCOL_VERSION || meta?.[PROTOCOL_VERSION_META_KEY] !== version) return undefined;
    if (headers.get('mcp-method') !== 'tools/call' || headers.get('mcp-name') !== params.name) return undefined;
  }
  return { era, id, name: params.name, arguments: params.arguments, meta };
}

/** Runs the call through the tool pipeline and frames the JSON-RPC response of its era. */
export async function answerDirectToolCall(ctx: McpRequestContext, call: DirectToolCall): Promise<Response> {
  // The SDK would hand the handler a signal that only a cancel inside this POST aborts; a lone
  // call has no such cancel, so only a session's cancel (another POST) can reach it.
  const tracked = trackCall(ctx.sessionId, call.id);
  const id = JSON.stringify(call.id);
  let body: string;
  try {
    const result = await callTool(ctx, call.name, call.arguments, tracked.signal, { requestMeta: call.meta });
    if (call.era === 'modern') {
      // Every 2026-07-28 result names its kind and the server that produced it.
      result._meta = { ...result._meta, [SERVER_INFO_META_KEY]: SERVER_INFO };
      body = `{"result":${callToolResultJson(result).slice(0, -1)},"resultType":"complete"},"jsonrpc":"2.0","id":${id}}`;
    } else {
      body = `{"result":${callToolResultJson(result)},"jsonrpc":"2.0","id":${id}}`;
    }
  } catch (err) {
    // callTool throws only for an unknown tool; anything else stays unexplained.
    const error = err instanceof UnknownToolError ? { code: -32602, message: err.message } : { code: -32603, message: 'Internal error' };
    body = JSON.stringify({ jsonrpc: '2.0', id: call.id, error });
  } finally {
    tracked.done();
  }
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}
