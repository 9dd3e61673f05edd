// Extra tools, resources and prompts served beside the product's own, through the same server
// factory, routing, eras, cache hints and change streams. The product mounts nothing; the MCP
// conformance fixture worker (test/conformance) mounts the suite's fixtures this way, so what the
// suite tests is the product's protocol code.
import type {
  CallToolResult,
  GetPromptResult,
  InputRequiredResult,
  Prompt,
  ReadResourceResult,
  Resource,
  ResourceTemplateType,
  Server,
  ServerCapabilities,
  ServerContext,
  ServerOptions,
  Tool,
} from '@modelcontextprotocol/server';
import type { ChangeSource } from './change-source';

/** A mounted tool: its listing and its call. */
export interface MountedTool {
  listing: Tool;
  /** Sends notifications (progress, log messages) while it runs: 2025-era calls then answer over SSE. */
  streams?: boolean;
  call(args: Record<string, unknown>, ctx: ServerContext): Promise<CallToolResult | InputRequiredResult>;
}

/** A mounted resource with a fixed URI. */
export interface MountedResource {
  resource: Resource;
  read(ctx: ServerContext): Promise<ReadResourceResult | InputRequiredResult>;
}

/** A mounted URI template: `read` answers the URIs it matches and returns undefined for the rest. */
export interface MountedTemplate {
  template: ResourceTemplateType;
  read(uri: string, ctx: ServerContext): Promise<ReadResourceResult> | undefined;
  /** Completion values for one of the template's variables. */
  complete?(variable: string, value: string): string[];
}

/** A mounted prompt. */
export interface MountedPrompt {
  prompt: Prompt;
  get(args: Record<string, string>, ctx: ServerContext): Promise<GetPromptResult | InputRequiredResult>;
  /** Completion values for one of the prompt's arguments. */
  complete?(argument: string, value: string): string[];
}

/** Everything one mount adds. */
export interface McpMount {
  tools?: MountedTool[];
  resources?: MountedResource[];
  templates?: MountedTemplate[];
  prompts?: MountedPrompt[];
  /** Capabilities merged into the product's (e.g. `resources.subscribe`). */
  capabilities?: ServerCapabilities;
  /** Verification of multi-round-trip `requestState` (see the SDK's createRequestStateCodec). */
  requestState?: ServerOptions['requestState'];
  /** Handlers for methods the product does not serve itself (e.g. 2025-era resources/subscribe). */
  install?(server: Server): void;
  /** Changes the mount makes that open change streams announce, besides new builds. */
  changes?: ChangeSource;
}

/** The mounted tool with this name, if any. */
export function mountedTool(mount: McpMount | undefined, name: string): MountedTool | undefined {
  return mount?.tools?.find((t) => t.listing.name === name);
}
