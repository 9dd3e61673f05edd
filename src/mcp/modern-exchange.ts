// Serves 2026-07-28 requests the direct paths do not take (listings, reads, prompts, discovery,
// and every malformed request) through the SDK's own entry, which enforces the revision's rules:
// the `_meta` envelope (-32602), the standard headers (-32020), the version (-32022, with the
// supported list), removed methods (404, -32601), `server/discover`, `resultType` and the server's
// identity on every result. One entry per isolate; the server it builds per request is ours.
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { McpHttpHandler } from '@modelcontextprotocol/server';
import type { McpRequestContext } from './request-context';
import { createMcpServer } from './server';

/** Each request's context, found again by the factory through the Request the entry hands it. */
const contexts = new WeakMap<Request, McpRequestContext>();
let entry: McpHttpHandler | undefined;

function modernEntry(): McpHttpHandler {
  entry ??= createMcpHandler(
    ({ requestInfo }) => {
      const ctx = requestInfo && contexts.get(requestInfo);
      if (!ctx) throw new Error('no request context for this MCP request');
      return createMcpServer(ctx);
    },
    {
      // 2025-era requests never reach this entry: the route sends them to the session path.
      legacy: 'reject',
      // subscriptions/listen is served by change-streams.ts, whose streams watch for new builds in
      // their own request (a request may not write to another's stream); none are left to the SDK.
      maxSubscriptions: 0,
    },
  );
  return entry;
}

/** Answers a 2026-07-28 POST whose body the route has already read and parsed. */
export function serveModernPost(ctx: McpRequestContext, request: Request, body: unknown): Promise<Response> {
  contexts.set(request, ctx);
  return modernEntry().fetch(request, { parsedBody: body });
}
