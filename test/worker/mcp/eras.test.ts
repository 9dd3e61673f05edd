// Which era a POST belongs to: the route's own shortcut for plainly 2025-era messages must agree
// with the SDK's classification, which decides everything else.
import { classifyInboundRequest } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../src/mcp/eras';
import { MODERN_ENVELOPE } from '../helpers/fixtures';

const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_architecture', arguments: { query: 'kafka' } } };
const modernHeaders = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'search_architecture' };

describe('protocol era of a POST', () => {
  it.each([
    ['a plain 2025-era request', call, {}],
    ['a request with a 2025 protocol header', call, { 'mcp-protocol-version': '2025-06-18' }],
    ['a request naming a version nobody speaks', call, { 'mcp-protocol-version': '1999-01-01' }],
    ['a notification', { jsonrpc: '2.0', method: 'notifications/initialized' }, {}],
    ['initialize', { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } } }, {}],
    ['initialize with a 2026 header', { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } } }, { 'mcp-protocol-version': '2026-07-28' }],
    ['a request carrying the envelope', { ...call, params: { ...call.params, _meta: MODERN_ENVELOPE } }, modernHeaders],
    ['an envelope without headers', { ...call, params: { ...call.params, _meta: MODERN_ENVELOPE } }, {}],
    ['a 2026 header without the envelope', call, modernHeaders],
    ['a fractional id', { ...call, id: 1.5 }, {}],
    ['an unknown member', { ...call, extra: true }, {}],
    ['params that are an array', { ...call, params: [1] }, {}],
    ['a _meta that is not an object', { ...call, params: { ...call.params, _meta: 5 } }, {}],
    ['a batch', [call], {}],
    ['initialize claiming a 2025 revision in its envelope', { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' }, _meta: { ...MODERN_ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2025-11-25' } } }, { 'mcp-protocol-version': '2025-11-25' }],
    ['initialize carrying the 2026 envelope', { jsonrpc: '2.0', id: 1, method: 'initialize', params: { _meta: MODERN_ENVELOPE } }, { 'mcp-protocol-version': '2026-07-28' }],
    ['a notification carrying the envelope', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1, _meta: MODERN_ENVELOPE } }, { 'mcp-protocol-version': '2026-07-28' }],
    ['capabilities that are not an object', { ...call, params: { ...call.params, _meta: { ...MODERN_ENVELOPE, 'io.modelcontextprotocol/clientCapabilities': 'all' } } }, modernHeaders],
    ['client info without a name', { ...call, params: { ...call.params, _meta: { ...MODERN_ENVELOPE, 'io.modelcontextprotocol/clientInfo': { version: '1' } } } }, modernHeaders],
    ['a claim the header contradicts', { ...call, params: { ...call.params, _meta: MODERN_ENVELOPE } }, { ...modernHeaders, 'mcp-protocol-version': '2025-11-25' }],
    ['an Mcp-Method naming another method', { ...call, params: { ...call.params, _meta: MODERN_ENVELOPE } }, { ...modernHeaders, 'mcp-method': 'tools/list' }],
    ['a claim of a version nobody speaks', { ...call, params: { ...call.params, _meta: { ...MODERN_ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } } }, { ...modernHeaders, 'mcp-protocol-version': '2099-01-01' }],
    ['a posted response', { jsonrpc: '2.0', id: 1, result: {} }, {}],
  ])('should route %s as the SDK classifies it, the first time and again', (_label, body, headers) => {
    const h = new Headers(headers as Record<string, string>);
    const sdk = classifyInboundRequest({
      httpMethod: 'POST',
      protocolVersionHeader: h.get('mcp-protocol-version') ?? undefined,
      mcpMethodHeader: h.get('mcp-method') ?? undefined,
      mcpNameHeader: h.get('mcp-name') ?? undefined,
      body,
    });
    // Twice: the second time the envelope's verdict comes from this isolate's memory.
    for (const route of [routeOf(body, h), routeOf(body, h)]) {
      expect(route.era).toBe(sdk.kind === 'legacy' ? 'legacy' : 'modern');
      expect(route.validModern).toBe(sdk.kind === 'modern');
    }
  });
});
