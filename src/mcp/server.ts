// Builds the MCP server for one request. The SDK wants a fresh server per stateless request;
// everything expensive (tool listings, schemas, validators) is built once per isolate elsewhere.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import {
  CallToolRequestSchema,
  CancelledNotificationSchema,
  CompleteRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { listTools } from '../tools/registry';
import { completeArgument } from './completion';
import { getPrompt, listPrompts } from './prompts';
import type { McpRequestContext } from './request-context';
import { cancelCall, trackCall } from './in-flight-calls';
import { STATS_URI, readStatsResource, statsResource } from './stats-resource';
import { callTool } from './tool-calls';
import { recordPromptStep, resolveWorkflow } from './workflow';
import { listResourceTemplates, listResources, readResource } from './resources';

export const SERVER_NAME = 'arch-mcp';
export const SERVER_VERSION = '0.1.0';

const validator = new CfWorkerJsonSchemaValidator();

const INSTRUCTIONS =
  'This server holds the organisation\'s architecture knowledge: engineering guidelines, design patterns and ' +
  'architecture decision records (ADRs). Search with search_architecture before proposing designs, read the ' +
  'documents it returns with read_document, and check whether an ADR is still in force (status, superseded_by) ' +
  'before relying on it. Every document is also a resource (arch://docs/…).';

/** Creates a server wired to this request's bundle, allow-list and session. */
export function createMcpServer(ctx: McpRequestContext): Server {
  const server = new Server(
    { name: SERVER_NAME, version: SERVER_VERSION, title: 'Architecture knowledge' },
    {
      capabilities: {
        tools: { listChanged: false },
        resources: { listChanged: false, subscribe: false },
        prompts: { listChanged: false },
        completions: {},
        logging: {},
      },
      instructions: INSTRUCTIONS,
      jsonSchemaValidator: validator,
    },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listTools(ctx.allow) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const call = trackCall(ctx.sessionId, extra.requestId, extra.signal);
    try {
      return await callTool(ctx, request.params.name, request.params.arguments, call.signal, { requestMeta: request.params._meta });
    } finally {
      call.done();
    }
  });
  // A cancel arrives in its own POST, so in a server instance that never saw the call: look the
  // call up in the isolate-wide registry instead of this instance's own request table.
  server.setNotificationHandler(CancelledNotificationSchema, (notification) => {
    if (notification.params.requestId !== undefined) cancelCall(ctx.sessionId, notification.params.requestId, notification.params.reason);
  });

  server.setRequestHandler(ListResourcesRequestSchema, (request) => {
    const page = listResources(ctx, request.params?.cursor);
    return request.params?.cursor === undefined ? { ...page, resources: [...page.resources, statsResource] } : page;
  });
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => listResourceTemplates());
  server.setRequestHandler(ReadResourceRequestSchema, (request) => (request.params.uri === STATS_URI ? readStatsResource(ctx) : readResource(ctx, request.params.uri)));
  server.setRequestHandler(ListPromptsRequestSchema, () => listPrompts());
  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const args = request.params.arguments ?? {};
    const result = await getPrompt(ctx, request.params.name, args);
    // Prompt gets join the workflow trail, so later tools know which guided flow is running.
    const workflow = resolveWorkflow(ctx.sessionId, request.params._meta);
    if (!workflow) return result;
    await recordPromptStep(ctx.env, workflow.key, request.params.name, args);
    return workflow.issued ? { ...result, _meta: { ...result._meta, workflow_id: workflow.key.id } } : result;
  });
  server.setRequestHandler(CompleteRequestSchema, (request) => completeArgument(ctx, request.params));
  server.setRequestHandler(SetLevelRequestSchema, () => ({}));
  return server;
}
