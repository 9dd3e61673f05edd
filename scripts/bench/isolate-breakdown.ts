// The bench worker's per-request breakdown of tools/call search_architecture: the engine, the
// executor, the tool pipeline, the SDK's own share and the whole route path, Durable Objects inert.
import { Server, WebStandardStreamableHTTPServerTransport, isCallToolResult } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
import { answerDirectToolCall, directToolCallOf } from '../../src/mcp/direct-tool-call';
import { createMcpServer } from '../../src/mcp/server';
import type { McpRequestContext } from '../../src/mcp/request-context';
import { callTool } from '../../src/mcp/tool-calls';
import type { LoadedBundle } from '../../src/storage/bundle-loader';
import { r2DocumentStore } from '../../src/storage/document-store';
import { compileAllowList } from '../../src/tools/allow-list';
import { docLinks } from '../../src/tools/doc-links';
import { executeTool } from '../../src/tools/executor';
import { listTools } from '../../src/tools/registry';
import { searchArchitectureTool } from '../../src/tools/search-architecture';
import { meanAsync, meanSync } from './isolate-clock';
import type { Budget, IoBoundary } from './isolate-clock';
import type { RequestBreakdown } from './types';

/** Shared like the worker's own (src/mcp/server.ts): building one per request is a known cost. */
const validator = new CfWorkerJsonSchemaValidator();

/** A Durable Object namespace whose objects answer every RPC at once: the request path without DO cost. */
function inertNamespace(): DurableObjectNamespace {
  const stub = new Proxy({}, { get: (_, prop) => (prop === 'then' ? undefined : async () => (prop === 'recent' ? [] : prop === 'read' ? { entries: [], lastSeq: 0 } : undefined)) });
  return { idFromName: (name: string) => name, get: () => stub } as unknown as DurableObjectNamespace;
}

/** Times each piece of a search tools/call over `queries` (means, ms). */
export async function benchBreakdown(
  env: { DOCS: R2Bucket },
  bundle: LoadedBundle,
  req: { queries: string[] } & Budget,
  io: IoBoundary,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<RequestBreakdown> {
  const index = bundle.searchIndex();
  const fakeEnv = { ...env, WORKFLOWS: inertNamespace(), STATS: inertNamespace(), RATE_LIMITER: inertNamespace(), SESSIONS: inertNamespace() } as unknown as Env;
  const allow = compileAllowList('*');
  const ctx: McpRequestContext = {
    env: fakeEnv,
    era: 'legacy',
    keyScoped: false,
    operator: false,
    bundle,
    documents: r2DocumentStore(env.DOCS),
    allow,
    origin: 'http://127.0.0.1',
    links: docLinks('http://127.0.0.1', bundle.manifest),
    waitUntil,
    clientId: 'local',
    rateBudgets: null,
    cacheTtlSeconds: 0,
  };
  const toolCtx = { bundle, documents: ctx.documents, links: ctx.links, callTool: () => Promise.reject(new Error('no tool chains in the bench')) };
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const engine: number[] = [];
  const executor: number[] = [];
  const pipeline: number[] = [];
  const full: number[] = [];
  const signal = new AbortController().signal;
  let id = 0;
  const rpc = (q: string) =>
    new Request('http://127.0.0.1/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name: 'search_architecture', arguments: { query: q } } }),
    });
  // The route's per-request work for a lone tools/call minus Hono, auth and the Durable Objects:
  // read the body, take the direct path (callTool and JSON-RPC framing), read the response.
  const handle = async (q: string) => {
    const request = rpc(q);
    const body = await request.json();
    const call = directToolCallOf(body, request.headers, { era: 'legacy', validModern: false });
    if (!call) throw new Error('breakdown request does not take the direct tools/call path');
    const text = await (await answerDirectToolCall(ctx, call)).text();
    if (text.includes('"isError":true') || text.includes('"error":{')) throw new Error(`breakdown request failed: ${text.slice(0, 200)}`);
  };
  for (const q of req.queries) {
    index.search(q, { limit: 10 });
    engine.push(await meanSync(io, () => index.search(q, { limit: 10 }), req));
    executor.push(await meanAsync(io, () => executeTool(searchArchitectureTool, { query: q }, toolCtx, { cacheTtlSeconds: 0 }), req));
    pipeline.push(await meanAsync(io, () => callTool(ctx, 'search_architecture', { query: q }, signal), req));
    await handle(q);
    full.push(await meanAsync(io, () => handle(q), req));
  }
  // The SDK alone: a bare server whose tools/call handler returns a ready result — one real
  // search's, then a one-line text — so its fixed and its size-dependent costs show apart.
  const ready = await executeTool(searchArchitectureTool, { query: req.queries[0] ?? 'adr' }, toolCtx, { cacheTtlSeconds: 0 });
  const tiny = { content: [{ type: 'text' as const, text: 'hello' }] };
  const bareSdk = (result: typeof ready) => async () => {
    const request = rpc(req.queries[0] ?? 'adr');
    const body = await request.clone().json();
    const server = new Server({ name: 'bench', version: '0' }, { capabilities: { tools: {} }, jsonSchemaValidator: validator });
    server.setRequestHandler('tools/call', () => result as CallToolResult);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    await (await transport.handleRequest(request, { parsedBody: body })).text();
    await server.close();
  };
  await bareSdk(ready)();
  const sdkOnly = await meanAsync(io, bareSdk(ready), req);
  const sdkTiny = await meanAsync(io, bareSdk(tiny), req);
  isCallToolResult(ready);
  const resultSchemaParse = await meanSync(io, () => isCallToolResult(ready), req);
  const resultJson = await meanSync(io, () => JSON.stringify(ready), req);
  const construction = await meanAsync(
    io,
    async () => {
      const server = createMcpServer(ctx);
      await server.connect(new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true }));
      await server.close();
    },
    req,
  );
  listTools(allow);
  const listing = await meanSync(io, () => listTools(allow), req);
  return {
    engineSearchMs: mean(engine),
    executeToolMs: mean(executor),
    toolPipelineMs: mean(pipeline),
    serverConstructionMs: construction,
    fullRequestNoDurableObjectsMs: mean(full),
    sdkOnlyRequestMs: sdkOnly,
    sdkTinyResultRequestMs: sdkTiny,
    resultSchemaParseMs: resultSchemaParse,
    resultJsonMs: resultJson,
    resultBytes: JSON.stringify(ready).length,
    listToolsMs: listing,
  };
}
