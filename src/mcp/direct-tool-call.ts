// Answers a lone tools/call POST without building an SDK server and transport for it. Tool calls
// are most of the traffic, and for them the per-request SDK machinery (server construction,
// zod parsing of the message and of the result, stream bookkeeping) costs more CPU than the
// search itself. The call runs through the same pipeline (callTool) and gets the same JSON-RPC
// framing the SDK would give it; any request that is not plainly a well-formed single tools/call
// with the headers the transport requires goes through the SDK, which answers it as before.
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import { ErrorCode, McpError, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { callToolResultJson } from '../tools/output-json';
import { trackCall } from './in-flight-calls';
import type { McpRequestContext } from './request-context';
import { callTool } from './tool-calls';

/** A tools/call request the direct path may answer. */
export interface DirectToolCall {
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
 * arguments, no progress token or task, and the Accept, Content-Type and MCP-Protocol-Version
 * headers the Streamable HTTP transport accepts. Otherwise undefined.
 */
export function directToolCallOf(body: unknown, headers: Headers): DirectToolCall | undefined {
  if (!isPlainObject(body) || body.method !== 'tools/call' || body.jsonrpc !== '2.0' || !onlyKeys(body, REQUEST_KEYS)) return undefined;
  const id = body.id;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id))) return undefined;
  const params = body.params;
  if (!isPlainObject(params) || typeof params.name !== 'string' || !onlyKeys(params, PARAM_KEYS)) return undefined;
  if (params.arguments !== undefined && !isPlainObject(params.arguments)) return undefined;
  if (params._meta !== undefined && (!isPlainObject(params._meta) || 'progressToken' in params._meta)) return undefined;

  const accept = headers.get('accept');
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return undefined;
  if (!isJsonContentType(headers.get('content-type'))) return undefined;
  const version = headers.get('mcp-protocol-version');
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  return { id, name: params.name, arguments: params.arguments, meta: params._meta };
}

/** Runs the call through the tool pipeline and frames the JSON-RPC response. */
export async function answerDirectToolCall(ctx: McpRequestContext, call: DirectToolCall): Promise<Response> {
  // The SDK would hand the handler a signal that only a cancel inside this POST aborts; a lone
  // call has no such cancel, so only a session's cancel (another POST) can reach it.
  const tracked = trackCall(ctx.sessionId, call.id);
  const id = JSON.stringify(call.id);
  let body: string;
  try {
    const result = await callTool(ctx, call.name, call.arguments, tracked.signal, { requestMeta: call.meta });
    body = `{"result":${callToolResultJson(result)},"jsonrpc":"2.0","id":${id}}`;
  } catch (err) {
    // callTool throws only protocol errors (an unknown tool); anything else stays unexplained.
    const error = err instanceof McpError ? { code: err.code, message: err.message } : { code: ErrorCode.InternalError, message: 'Internal error' };
    body = JSON.stringify({ jsonrpc: '2.0', id: call.id, error });
  } finally {
    tracked.done();
  }
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}
