// Serves one 2025-era POST (initialize, a session's requests, session-less clients) with a fresh
// SDK server on the SDK's Streamable HTTP transport. Sessions are the HTTP layer's business: the
// transport itself runs statelessly, and the route adds Mcp-Session-Id to initialize answers.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { mountedTool } from './mounts';
import type { McpRequestContext } from './request-context';
import { createMcpServer } from './server';

/**
 * Answers as JSON unless the exchange may send notifications before its result: a tools/call that
 * asks for progress, or a mounted tool that reports as it runs. Those answer over SSE.
 */
function mayNotify(ctx: McpRequestContext, body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some((m) => {
    if (typeof m !== 'object' || m === null || (m as { method?: unknown }).method !== 'tools/call') return false;
    const params = (m as { params?: { name?: unknown; _meta?: { progressToken?: unknown } } }).params;
    return params?._meta?.progressToken !== undefined || (typeof params?.name === 'string' && mountedTool(ctx.mount, params.name)?.streams === true);
  });
}

/** Runs the exchange; the server is closed once the response (or its stream) is complete. */
export async function serveLegacyPost(ctx: McpRequestContext, request: Request, body: unknown): Promise<Response> {
  const server = createMcpServer(ctx);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !mayNotify(ctx, body) });
  await server.connect(transport);
  let response: Response;
  try {
    response = await transport.handleRequest(request, { parsedBody: body });
  } catch (err) {
    ctx.waitUntil(server.close());
    throw err;
  }
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    ctx.waitUntil(server.close());
    return response;
  }
  return new Response(untilDone(response.body, () => ctx.waitUntil(server.close())), { status: response.status, headers: response.headers });
}

/** The stream, calling `done` once when it ends, fails or the client goes away. */
function untilDone(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let finished = false;
  const finish = () => {
    if (!finished) {
      finished = true;
      done();
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: end, value } = await reader.read();
        if (end) {
          finish();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (err) {
        finish();
        controller.error(err);
      }
    },
    cancel(reason) {
      finish();
      return reader.cancel(reason);
    },
  });
}
