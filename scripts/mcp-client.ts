// The CLI's connection to a running MCP server: 2026-07-28 first (a server/discover probe), and the
// 2025 initialize handshake for servers that predate it. Also the --url and --header options'
// parsing, shared by the commands that talk to a server.
import type { Client } from '@modelcontextprotocol/client';
import { UsageError } from './commands/types';

export const DEFAULT_URL = 'http://127.0.0.1:8787/mcp';

/** A connected client and the protocol era the server spoke. */
export interface ServerConnection {
  client: Client;
  era: 'modern' | 'legacy';
}

/** Connects to `url`; throws with the server's address when it cannot be reached or spoken to. */
export async function connectToServer(url: URL, headers: Record<string, string>): Promise<ServerConnection> {
  // Loaded on use: the commands that never talk to a server start without it.
  const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
  const client = new Client({ name: 'arch-mcp-cli', version: '0.1.0' }, { versionNegotiation: { mode: 'auto' } });
  // The client's own error goes up unchanged: its HTTP status and network cause say what happened.
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return { client, era: client.getProtocolEra() ?? 'legacy' };
}

/** --url: an http(s) URL. */
export function parseUrl(raw: string): URL {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url;
  } catch {
    throw new UsageError(`--url must be an http(s) URL (got "${raw}")`);
  }
}

/** --header K:V (repeatable) into a header record. */
export function parseHeaders(raw: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const h of raw) {
    const colon = h.indexOf(':');
    if (colon <= 0) throw new UsageError(`--header must look like "Name: value" (got "${h}")`);
    headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
  }
  return headers;
}
