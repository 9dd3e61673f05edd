// The three error layers in one place: tool failures the model can act on, JSON-RPC protocol
// errors, and HTTP failures carrying a JSON-RPC body. Nothing here may throw while reporting.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** JSON-RPC error codes used by this server. */
export const RpcErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** Transport-level refusal (bad headers, forbidden origin, unknown session). */
  ServerError: -32000,
  SessionNotFound: -32001,
  ResourceNotFound: -32002,
} as const;

/**
 * A tool failure the model can fix by calling again differently. It becomes an `isError`
 * result whose text says what to change, never a protocol error.
 */
export class ToolError extends Error {
  constructor(
    message: string,
    /** Short machine-readable reason, e.g. `invalid_arguments`, `not_found`, `rate_limited`. */
    readonly code: string = 'tool_error',
    /** Extra structured detail for `_meta` (never secrets). */
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

/**
 * A failure of what the server runs on — a storage read, a Durable Object, a build that cannot be
 * read — as opposed to anything a caller sent. Only these, and calls that run out of time, count
 * against a tool's circuit breaker, so no caller can open a breaker for everyone else.
 */
export class InfrastructureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InfrastructureError';
  }
}

/**
 * A tool that does not exist or that the caller may not use. The protocol layer answers it as
 * JSON-RPC -32602, the same for both, so a disallowed tool cannot be told from a missing one.
 */
export class UnknownToolError extends Error {
  constructor(readonly toolName: string) {
    super(`Unknown tool: ${toolName}`);
    this.name = 'UnknownToolError';
  }
}

/**
 * A storage binding (KV, R2 or a Durable Object) failed or did not answer in time. Nothing the
 * request meant to change was changed, so the same request can be sent again: HTTP answers it with
 * 503 and `Retry-After`, a tool call with an `isError` result saying what to retry.
 */
export class StorageUnavailableError extends Error {
  /** For JSON-RPC errors built from this one (the SDK copies `data` into the error it sends). */
  readonly data: { retry_after_seconds: number };

  constructor(
    /** What could not be reached, for the client: `the document store (R2)`, `the rate limiter`. */
    readonly what: string,
    readonly retryAfterSeconds = 1,
    /** `overloaded`: a Durable Object refused the call because too many were sent to it at once. */
    readonly reason: 'failed' | 'stalled' | 'overloaded' = 'failed',
  ) {
    const why = reason === 'stalled' ? ' (it did not answer in time)' : reason === 'overloaded' ? ' (it is overloaded)' : '';
    super(`${what} is unavailable just now${why}; nothing was changed, retry after ${retryAfterSeconds} s`);
    this.name = 'StorageUnavailableError';
    this.data = { retry_after_seconds: retryAfterSeconds };
  }
}

/** Builds the JSON-RPC error body used for transport-level failures (`id: null`). */
export function jsonRpcErrorBody(code: number, message: string, id: string | number | null = null) {
  return { jsonrpc: '2.0' as const, error: { code, message }, id };
}

/** An HTTP failure whose body is a JSON-RPC error, as Streamable HTTP clients expect. */
export function httpRpcError(
  status: ContentfulStatusCode,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): HTTPException {
  const res = new Response(JSON.stringify(jsonRpcErrorBody(code, message)), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return new HTTPException(status, { res, message });
}

/**
 * A message safe to show a client or write to a log: no stack, bounded length, and the
 * error's own text only when it is one of ours.
 */
export function publicErrorMessage(err: unknown): string {
  try {
    if (err instanceof ToolError || err instanceof HTTPException || err instanceof StorageUnavailableError) return err.message.slice(0, 500);
    return 'internal error';
  } catch {
    return 'internal error';
  }
}
