// Builds the MCP server for one request. The SDK wants a fresh server per stateless request;
// everything expensive (tool listings, schemas, validators) is built once per isolate elsewhere.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import {
  CallToolRequestSchema,
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
import { callTool } from './tool-calls';
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

  server.setRequestHandler(CallToolRequestSchema, (request, extra) => callTool(ctx, request.params.name, request.params.arguments, extra.signal));

  server.setRequestHandler(ListResourcesRequestSchema, (request) => listResources(ctx, request.params?.cursor));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => listResourceTemplates());
  server.setRequestHandler(ReadResourceRequestSchema, (request) => readResource(ctx, request.params.uri));
  server.setRequestHandler(ListPromptsRequestSchema, () => listPrompts());
  server.setRequestHandler(GetPromptRequestSchema, (request) => getPrompt(ctx, request.params.name, request.params.arguments ?? {}));
  server.setRequestHandler(CompleteRequestSchema, (request) => completeArgument(ctx, request.params));
  server.setRequestHandler(SetLevelRequestSchema, () => ({}));
  return server;
}
