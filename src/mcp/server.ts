// Builds the MCP server for one request, in either protocol era. The SDK wants a fresh server per
// stateless request; everything expensive (tool listings, schemas, validators, the prompt catalog)
// is built once per isolate elsewhere, so a server here is a handful of handler registrations.
import { ProtocolError, ProtocolErrorCode, ResourceNotFoundError, Server, mergeCapabilities } from '@modelcontextprotocol/server';
import type { CallToolResult, CompleteResult, ServerCapabilities, Tool } from '@modelcontextprotocol/server';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
import { UnknownToolError } from '../errors';
import { listTools } from '../tools/registry';
import { callerListHint, deployedListHint, resourceListHint, resourceReadHint, toolListHint, withCacheHint } from './cache-hints';
import { completeArgument } from './completion';
import { cancelCall, trackCall } from './in-flight-calls';
import { mountedTool } from './mounts';
import type { McpMount } from './mounts';
import { getPrompt, listPrompts } from './prompts';
import type { McpRequestContext } from './request-context';
import { MANIFEST_URI, listResourceTemplates, listResources, readResource } from './resources';
import { SERVER_INFO } from './server-info';
import { STATS_URI, readStatsResource, statsResource } from './stats-resource';
import { callTool } from './tool-calls';
import { listMountedTools } from './upstreams/mounted-list';
import { recordPromptStep, resolveWorkflow } from './workflow';

export { SERVER_INFO, SERVER_NAME, SERVER_VERSION } from './server-info';

const validator = new CfWorkerJsonSchemaValidator();

/** The server's usage guide for models: in the `initialize` result and in `server/discover`. */
export const INSTRUCTIONS =
  'This server holds the organisation\'s architecture knowledge: engineering guidelines, design patterns and ' +
  'architecture decision records (ADRs). Search with search_architecture before proposing designs, read the ' +
  'documents it returns with read_document, and check whether an ADR is still in force (status, superseded_by) ' +
  'before relying on it. Every document is also a resource (arch://docs/…). To let later calls build on earlier ' +
  'ones, send workflow_id "new" with a tool call and pass the workflow_id it returns to the calls that follow.';

/** Resources and prompts change with every published build; open change streams announce it. */
const CAPABILITIES: ServerCapabilities = {
  tools: { listChanged: false },
  resources: { listChanged: true, subscribe: false },
  prompts: { listChanged: true },
  completions: {},
  logging: {},
};

/** What the server declares: the product's capabilities and a mount's additions. */
export function serverCapabilities(mount: McpMount | undefined): ServerCapabilities {
  return mount?.capabilities ? mergeCapabilities(CAPABILITIES, mount.capabilities) : CAPABILITIES;
}

/** Creates a server wired to this request's era, bundle, allow-list and session. */
export function createMcpServer(ctx: McpRequestContext): Server {
  const mount = ctx.mount;
  const server = new Server(SERVER_INFO, {
    capabilities: serverCapabilities(mount),
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: validator,
    ...(mount?.requestState ? { requestState: mount.requestState } : {}),
  });

  server.setRequestHandler('tools/list', async () => {
    const upstream = await listMountedTools(ctx);
    const tools = [...(listTools(ctx.allow) as Tool[]), ...(mount?.tools ?? []).map((t) => t.listing), ...(upstream.tools as Tool[])];
    // How each mounted server stands (fresh, stale, unavailable) rides along, so a client can tell
    // a slow or stopped upstream from one that has no tools.
    const meta = upstream.upstreams ? { _meta: { upstreams: upstream.upstreams, ...(upstream.configError ? { upstreams_error: upstream.configError } : {}) } } : {};
    return withCacheHint(ctx, { tools, ...meta }, toolListHint(ctx, upstream.ttlMs));
  });

  server.setRequestHandler('tools/call', async (request, extra) => {
    const mounted = mountedTool(mount, request.params.name);
    if (mounted) return mounted.call(request.params.arguments ?? {}, extra);
    const call = trackCall(ctx.sessionId, extra.mcpReq.id, extra.mcpReq.signal);
    try {
      return (await callTool(ctx, request.params.name, request.params.arguments, call.signal, { requestMeta: request.params._meta })) as CallToolResult;
    } catch (err) {
      throw err instanceof UnknownToolError ? new ProtocolError(ProtocolErrorCode.InvalidParams, err.message) : err;
    } finally {
      call.done();
    }
  });
  // A 2025-era cancel arrives in its own POST, so in a server instance that never saw the call:
  // look the call up in the isolate-wide registry instead of this instance's own request table.
  server.setNotificationHandler('notifications/cancelled', (notification) => {
    if (notification.params.requestId !== undefined) cancelCall(ctx.sessionId, notification.params.requestId, notification.params.reason);
  });

  server.setRequestHandler('resources/list', (request) => {
    const cursor = request.params?.cursor;
    const page = listResources(ctx, cursor);
    const resources = cursor === undefined ? [...page.resources, ...(ctx.operator ? [statsResource] : []), ...(mount?.resources ?? []).map((r) => r.resource)] : page.resources;
    return withCacheHint(ctx, { ...page, resources }, resourceListHint(ctx, cursor));
  });
  server.setRequestHandler('resources/templates/list', () => {
    const { resourceTemplates } = listResourceTemplates(ctx);
    return withCacheHint(ctx, { resourceTemplates: [...resourceTemplates, ...(mount?.templates ?? []).map((t) => t.template)] }, callerListHint(ctx));
  });
  server.setRequestHandler('resources/read', async (request, extra) => {
    const uri = request.params.uri;
    if (uri === STATS_URI) {
      // The statistics are for operators; to anyone else the URI names nothing.
      if (!ctx.operator) throw new ResourceNotFoundError(uri);
      return withCacheHint(ctx, await readStatsResource(ctx), resourceReadHint(ctx, 'live'));
    }
    const mounted = mount?.resources?.find((r) => r.resource.uri === uri);
    if (mounted) return mounted.read(extra);
    for (const template of mount?.templates ?? []) {
      const read = template.read(uri, extra);
      if (read) return read;
    }
    return withCacheHint(ctx, await readResource(ctx, uri), resourceReadHint(ctx, uri === MANIFEST_URI ? 'manifest' : 'current-build'));
  });

  server.setRequestHandler('prompts/list', () => withCacheHint(ctx, { prompts: [...listPrompts().prompts, ...(mount?.prompts ?? []).map((p) => p.prompt)] }, deployedListHint()));
  server.setRequestHandler('prompts/get', async (request, extra) => {
    const args = request.params.arguments ?? {};
    const mounted = mount?.prompts?.find((p) => p.prompt.name === request.params.name);
    if (mounted) return mounted.get(args, extra);
    const result = await getPrompt(ctx, request.params.name, args);
    // Prompt gets join the workflow trail, so later tools know which guided flow is running.
    const workflow = resolveWorkflow(ctx.sessionId, undefined, request.params._meta, ctx.owner);
    if (!workflow) return result;
    recordPromptStep(ctx.env, workflow.key, request.params.name, args, ctx.waitUntil);
    return workflow.issued ? { ...result, _meta: { ...result._meta, workflow_id: workflow.key.id } } : result;
  });

  server.setRequestHandler('completion/complete', (request) => mountedCompletion(ctx, request.params) ?? completeArgument(ctx, request.params));
  mount?.install?.(server);
  return server;
}

type CompleteParams = Parameters<typeof completeArgument>[1];

/** Completion from a mounted prompt or template, when the reference names one. */
function mountedCompletion(ctx: McpRequestContext, params: CompleteParams): CompleteResult | undefined {
  const mount = ctx.mount;
  if (!mount) return undefined;
  const { ref, argument } = params;
  const source =
    ref.type === 'ref/prompt'
      ? mount.prompts?.find((p) => p.prompt.name === ref.name)
      : mount.templates?.find((t) => t.template.uriTemplate === ref.uri);
  if (!source?.complete) return undefined;
  const values = source.complete(argument.name, argument.value);
  return { completion: { values: values.slice(0, 100), total: values.length, hasMore: values.length > 100 } };
}
