// How `arch-mcp call` words its failures: one clean line that says what happened and what to do —
// the MCP error text without its repeated code prefixes, "did you mean" for a misspelt tool, and
// the HTTP status a server answered rather than "cannot reach" when it did answer.
import { boundedEditDistance } from '../../src/search/typo';

/** "MCP error -32602: MCP error -32602: Unknown tool: x" → "Unknown tool: x". */
export function cleanMcpMessage(message: string): string {
  return message.replace(/^(?:(?:MCP error -?\d+|Streamable HTTP error|Version negotiation probe failed):\s*)+/, '').split('\n')[0].trim();
}

const encoder = new TextEncoder();

/** The known name closest to `name` (a typo or two away), if any. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const typed = encoder.encode(name.toLowerCase());
  const max = Math.max(1, Math.min(3, Math.floor(name.length / 4)));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = boundedEditDistance(typed, encoder.encode(candidate.toLowerCase()), max);
    if (distance <= max && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** An HTTP status carried by a transport error (as `data.status` in SDK v2 errors, `code` in v1). */
function httpStatus(err: unknown): number | undefined {
  const status = (err as { data?: { status?: unknown } }).data?.status;
  if (typeof status === 'number' && status >= 300 && status < 600) return status;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'number' && code >= 300 && code < 600) return code;
  const match = /\(HTTP (\d{3})\)/.exec(err instanceof Error ? err.message : '');
  return match ? Number(match[1]) : undefined;
}

/** The system error (ECONNREFUSED, ENOTFOUND, …) under a failed fetch, if any. */
function systemCode(err: unknown): string | undefined {
  for (let e: unknown = networkCause(err), depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  }
  return undefined;
}

/** The fetch failure under an SDK error (v2 keeps it as `data.cause`). */
function networkCause(err: unknown): unknown {
  return (err as { data?: { cause?: unknown } }).data?.cause ?? (err as { cause?: unknown }).cause ?? err;
}

/** Why connecting to `url` failed, worded for the person who typed the URL. */
export function connectionError(url: URL, err: unknown): Error {
  const status = httpStatus(err);
  const mcpUrl = new URL('/mcp', url).href;
  if (status === 404) {
    return new Error(
      url.pathname === '/mcp'
        ? `the server at ${url.origin} answered 404 on /mcp: is it an arch-mcp server?`
        : `the server answered 404 at ${url.href}; the MCP endpoint is /mcp (try --url ${mcpUrl})`,
    );
  }
  if (status === 401 || status === 403) {
    return new Error(`the server at ${url.href} answered ${status}: it needs an API key (--header "Authorization: Bearer <key>"; arch-mcp keys create makes one)`);
  }
  if (status === 405 && url.pathname !== '/mcp') return new Error(`the server answered 405 at ${url.href}; the MCP endpoint is /mcp (try --url ${mcpUrl})`);
  if (status !== undefined) return new Error(`the server at ${url.href} answered HTTP ${status}: ${cleanMcpMessage(err instanceof Error ? err.message : String(err))}`);
  const code = systemCode(err);
  if (code === 'ECONNREFUSED') return new Error(`nothing is listening at ${url.origin} (start one with \`npx arch-mcp serve\`, or pass --url)`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new Error(`cannot resolve the host of ${url.href} (${code})`);
  let why = code;
  for (let e = networkCause(err), depth = 0; !why && e instanceof Error && depth < 4; e = e.cause, depth++) if (e !== err) why = e.message === 'fetch failed' && e.cause instanceof Error ? e.cause.message : e.message;
  return new Error(`cannot reach ${url.href}: ${cleanMcpMessage(err instanceof Error ? err.message : String(err))}${why ? ` (${why})` : ''}`);
}

/**
 * Why a tool call failed. For an unknown tool, `listTools` supplies the names the server offers,
 * to suggest the closest one.
 */
export async function callError(tool: string, err: unknown, listTools: () => Promise<string[]>): Promise<Error> {
  const message = cleanMcpMessage(err instanceof Error ? err.message : String(err));
  if (!/unknown tool/i.test(message)) return new Error(message);
  const known = await listTools().catch(() => []);
  const guess = closestName(tool, known);
  if (guess) return new Error(`${message}; did you mean ${guess}?`);
  return new Error(known.length ? `${message}; this server offers: ${known.join(', ')}` : message);
}
