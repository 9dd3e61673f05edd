// What the abuse probes send, as an attacker would send it: raw JSON-RPC POSTs (single messages and
// batches, any JSON text), GETs with any Host header (node:http, since fetch will not set Host),
// and streams opened and dropped.
import http from 'node:http';

/** Where the probes aim and with which credentials. */
export interface Target {
  /** The server's MCP endpoint, e.g. http://127.0.0.1:8787/mcp. */
  mcp: URL;
  /** A key whose tools do not include read_document and that lacks the metrics scope. */
  narrowKey?: string;
  /** A key that may read documents but lacks the metrics scope. */
  readerKey?: string;
  /** A key with the metrics scope. */
  operatorKey?: string;
  /** The server's requests-per-minute budget (RATE_LIMITS.requests). @default 1200 */
  requestBudget: number;
  /** How much longer another client's request may take while a slow grep runs. @default 100 */
  marginMs: number;
}

export type Rpc = { id?: unknown; result?: any; error?: { code: number; message: string } };

/** Bearer header for `key`, or none. */
export function auth(key: string | undefined): Record<string, string> {
  return key ? { authorization: `Bearer ${key}` } : {};
}

/** A 2025-era JSON-RPC POST (no session) with `body` as JSON text or a value to serialise. */
export async function post(target: Target, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(target.mcp, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The JSON-RPC answers of a response, from JSON or from an event stream. */
export async function answers(res: Response): Promise<Rpc[]> {
  const text = await res.text();
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const parsed = JSON.parse(text) as Rpc | Rpc[];
    return Array.isArray(parsed) ? parsed : [parsed];
  }
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as Rpc);
}

/** One request's answer. */
export async function call(target: Target, method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Rpc> {
  const res = await post(target, { jsonrpc: '2.0', id: 1, method, params }, headers);
  if (!res.ok) return { error: { code: res.status, message: `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}` } };
  return (await answers(res))[0] ?? {};
}

/** A tools/call whose `arguments` is given as JSON text (a client's JSON.stringify would overflow on some). */
export async function callToolRaw(target: Target, tool: string, argumentsJson: string, headers: Record<string, string> = {}): Promise<Rpc> {
  const res = await post(target, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":${JSON.stringify(tool)},"arguments":${argumentsJson}}}`, headers);
  if (!res.ok) return { error: { code: res.status, message: `HTTP ${res.status}` } };
  return (await answers(res))[0] ?? {};
}

/** The text of a tool result (its first block). */
export function resultText(answer: Rpc): string {
  return (answer.result?.content as { text?: string }[] | undefined)?.[0]?.text ?? answer.error?.message ?? '';
}

/** A GET of `path` on the server with a chosen Host header; status and body. */
export function getWithHost(target: Target, path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: target.mcp.hostname, port: target.mcp.port, path, method: 'GET', headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a GET stream on a session; resolves with its status and headers, and a way to drop it. */
export async function openSessionStream(target: Target, session: string, headers: Record<string, string> = {}): Promise<{ status: number; retryAfter: string | null; drop(): void }> {
  const abort = new AbortController();
  const res = await fetch(target.mcp, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25', ...headers }, signal: abort.signal });
  if (!res.ok) await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), drop: () => abort.abort() };
}

/** Milliseconds `run` takes. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
