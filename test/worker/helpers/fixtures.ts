// Test fixtures: builds a bundle from in-memory files (or the bundled resources/) and publishes
// it into the simulated KV and R2, exactly as the CLI does, then connects SDK clients of both lines:
// the v1 client (2025-era, as most deployed clients) and the v2 client (either era).
import { env, exports } from 'cloudflare:workers';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { buildBundle } from '../../../src/bundle/build-bundle';
import type { BuiltBundle, SourceFile } from '../../../src/bundle/build-bundle';
import { publishBundle } from '../../../src/bundle/publish';
import { DEFAULT_CONFIG, parseConfig } from '../../../src/docs';
import type { DocsConfig } from '../../../src/docs';
import { bindingSink } from '../../../src/storage/binding-sink';
import { forgetBundle } from '../../../src/storage/bundle-loader';

const encoder = new TextEncoder();

const resourceTexts = import.meta.glob('../../../resources/**/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const resourceConfig = import.meta.glob('../../../resources/arch-mcp.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The bundled default knowledge base, as files relative to resources/. */
export function resourceFiles(): SourceFile[] {
  return Object.entries(resourceTexts).map(([key, text]) => ({ path: key.replace('../../../resources/', ''), bytes: encoder.encode(text) }));
}

export function resourceDocsConfig(): DocsConfig {
  const raw = Object.values(resourceConfig)[0];
  return raw ? parseConfig(raw) : DEFAULT_CONFIG;
}

/** Files from `{ path: text }`. */
export function filesFrom(texts: Record<string, string>): SourceFile[] {
  return Object.entries(texts).map(([path, text]) => ({ path, bytes: encoder.encode(text) }));
}

/** Builds and publishes a bundle into this test file's KV and R2, and makes the worker see it. */
export async function publishFixture(files: SourceFile[] = resourceFiles(), config: DocsConfig = resourceDocsConfig()): Promise<BuiltBundle> {
  const bundle = await buildBundle(files, { config, name: 'Test knowledge base', builtAt: '2026-01-01T00:00:00.000Z' });
  await publishBundle(bindingSink(env), bundle);
  forgetBundle();
  return bundle;
}

export const MCP_URL = 'http://127.0.0.1/mcp';

/** fetch into the worker under test, as a client on loopback would send it. */
export const workerFetch: typeof fetch = (input, init) => exports.default.fetch(new Request(input as RequestInfo, init));

/** An MCP SDK client connected to the worker through Streamable HTTP. */
export async function connectClient(options: { headers?: Record<string, string> } = {}): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: workerFetch,
    requestInit: { headers: options.headers ?? {} },
  });
  const client = new Client({ name: 'arch-mcp-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/** A raw JSON-RPC POST to /mcp with the headers Streamable HTTP requires. */
export function postMcp(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return workerFetch(MCP_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw-test', version: '1' } },
};

/** The `_meta` envelope a 2026-07-28 client sends with every request. */
export const MODERN_ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1' },
};

/**
 * A raw 2026-07-28 request: the envelope in `params._meta` and the standard headers
 * (MCP-Protocol-Version, Mcp-Method, Mcp-Name for the methods that name something). `headers`
 * overrides them (null removes one).
 */
export function postModern(method: string, params: Record<string, unknown> = {}, headers: Record<string, string | null> = {}, id: string | number = 1): Promise<Response> {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  const all: Record<string, string | null> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
    ...(name !== undefined ? { 'mcp-name': name } : {}),
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null));
  const body = { jsonrpc: '2.0', id, method, params: { ...params, _meta: { ...MODERN_ENVELOPE, ...(params._meta as object | undefined) } } };
  return workerFetch(MCP_URL, { method: 'POST', headers: sent, body: JSON.stringify(body) });
}

/** A v2 SDK client connected through /mcp at 2026-07-28 (no fallback), or in another negotiation mode. */
export async function connectModernClient(mode: 'auto' | 'legacy' | { pin: '2026-07-28' } = { pin: '2026-07-28' }, headers: Record<string, string> = {}): Promise<ModernClient> {
  const transport = new ModernTransport(new URL(MCP_URL), { fetch: workerFetch, requestInit: { headers } });
  const client = new ModernClient({ name: 'arch-mcp-tests', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(transport);
  return client;
}

const scopedTexts = import.meta.glob('../../fixtures/scoped-docs/**/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const scopedConfig = import.meta.glob('../../fixtures/scoped-docs/arch-mcp.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The scoped-docs fixture folder (test/fixtures/scoped-docs): applies_to, waivers and a services map. */
export function scopedFixture(): { files: SourceFile[]; config: DocsConfig } {
  const files = Object.entries(scopedTexts).map(([key, text]) => ({ path: key.replace('../../fixtures/scoped-docs/', ''), bytes: encoder.encode(text) }));
  return { files, config: parseConfig(Object.values(scopedConfig)[0]!) };
}
