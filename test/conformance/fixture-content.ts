// The conformance suite's fixture tools that return content or report while they run, named and
// behaving as its scenarios describe (test_simple_text, test_tool_with_progress, …).
import { CLIENT_CAPABILITIES_META_KEY, MissingRequiredClientCapabilityError } from '@modelcontextprotocol/server';
import type { CallToolResult, ServerContext, Tool } from '@modelcontextprotocol/server';
import type { MountedTool } from '../../src/mcp/mounts';

/** A 1×1 PNG and a four-sample WAV, made for these fixtures. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQ7+oCAAH/ATTF0XY4AAAAAElFTkSuQmCC';
const WAV_BASE64 = 'UklGRiwAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQgAAAAAAAAAAAAAAA==';

const NO_ARGUMENTS: Tool['inputSchema'] = { type: 'object', properties: {} };

/** A fixture tool without arguments. */
export function fixtureTool(name: string, description: string, call: MountedTool['call'], streams = false): MountedTool {
  return { listing: { name, description, inputSchema: NO_ARGUMENTS }, streams, call };
}

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function progress(ctx: ServerContext, value: number): Promise<void> {
  const token = ctx.mcpReq._meta?.progressToken;
  if (token !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: value, total: 100 } });
}

/** Tools whose results carry each kind of content, or that notify as they run. */
export const contentTools: MountedTool[] = [
  fixtureTool('test_simple_text', 'Returns one text block.', async () => text('This is a simple text response for testing.')),
  fixtureTool('test_image_content', 'Returns one PNG image.', async () => ({ content: [{ type: 'image', data: PNG_BASE64, mimeType: 'image/png' }] })),
  fixtureTool('test_audio_content', 'Returns one WAV clip.', async () => ({ content: [{ type: 'audio', data: WAV_BASE64, mimeType: 'audio/wav' }] })),
  fixtureTool('test_embedded_resource', 'Returns an embedded text resource.', async () => ({
    content: [{ type: 'resource', resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' } }],
  })),
  fixtureTool('test_multiple_content_types', 'Returns text, an image and an embedded resource.', async () => ({
    content: [
      { type: 'text', text: 'Multiple content types test:' },
      { type: 'image', data: PNG_BASE64, mimeType: 'image/png' },
      { type: 'resource', resource: { uri: 'test://mixed-content-resource', mimeType: 'application/json', text: '{"test":"data","value":123}' } },
    ],
  })),
  fixtureTool('test_error_handling', 'Always fails as a tool error.', async () => ({ isError: true, content: [{ type: 'text', text: 'This tool intentionally returns an error for testing' }] })),
  fixtureTool(
    'test_tool_with_logging',
    'Logs three messages while it runs.',
    async (_args, ctx) => {
      await ctx.mcpReq.log('info', 'Tool execution started');
      await pause(50);
      await ctx.mcpReq.log('info', 'Tool processing data');
      await pause(50);
      await ctx.mcpReq.log('info', 'Tool execution completed');
      return text('Logging tool finished');
    },
    true,
  ),
  fixtureTool(
    'test_tool_with_progress',
    'Reports progress 0, 50 and 100 of 100 while it runs.',
    async (_args, ctx) => {
      await progress(ctx, 0);
      await pause(50);
      await progress(ctx, 50);
      await pause(50);
      await progress(ctx, 100);
      return text('Progress tool finished');
    },
    true,
  ),
  fixtureTool(
    'test_logging_tool',
    'Logs one message, which a 2026-07-28 request only receives when it set a log level.',
    async (_args, ctx) => {
      await ctx.mcpReq.log('info', 'Diagnostic trace logging activated');
      return text('Logging evaluated');
    },
    true,
  ),
  fixtureTool(
    'test_streaming_elicitation',
    'Streams a progress notification before its result, never a request to the client.',
    async (_args, ctx) => {
      await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: 'streaming-fixture', progress: 50, total: 100 } });
      return text('Streaming complete');
    },
    true,
  ),
  {
    // Lists a schema using the wider JSON Schema 2020-12 vocabulary, which tools/list must pass through intact.
    listing: {
      name: 'json_schema_2020_12_tool',
      description: 'Takes a contact whose schema uses $defs, $anchor, allOf/anyOf and if/then/else.',
      inputSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        $defs: { address: { $anchor: 'addressDef', type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } },
        properties: {
          name: { type: 'string' },
          address: { $ref: '#/$defs/address' },
          contactMethod: { type: 'string', enum: ['phone', 'email'] },
          phone: { type: 'string' },
          email: { type: 'string' },
        },
        allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
        if: { properties: { contactMethod: { const: 'phone' } }, required: ['contactMethod'] },
        then: { required: ['phone'] },
        else: { required: ['email'] },
        additionalProperties: false,
      },
    },
    call: async (args) => text(`Contact received: ${JSON.stringify(args)}`),
  },
  fixtureTool('test_missing_capability', 'Needs the client to declare sampling.', async (_args, ctx) => {
    const declared = (ctx.mcpReq.envelope as Record<string, { sampling?: unknown } | undefined> | undefined)?.[CLIENT_CAPABILITIES_META_KEY];
    if (!declared?.sampling) throw new MissingRequiredClientCapabilityError({ requiredCapabilities: { sampling: {} } });
    return text('Success');
  }),
];
