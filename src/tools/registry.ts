// The tool registry: every tool the server has, and their MCP listings built once per isolate.
import { NAMESPACE_SEPARATOR } from '../upstreams/naming';
import type { AllowList } from './allow-list';
import { listingSchema } from './listing-schema';
import { checkAdrAlignmentTool } from './check-adr-alignment';
import { grepDocsTool } from './grep-docs';
import { readDocumentTool } from './read-document';
import { runToolChainTool } from './run-tool-chain';
import { searchArchitectureTool } from './search-architecture';
import { validateAgainstPatternTool } from './validate-against-pattern';
import { workflowContextTool } from './workflow-context';
import type { AnyToolDefinition, ToolListing } from './types';
import { WORKFLOW_ID_ARGUMENT, workflowIdArgumentSchema, workflowIdOutputSchema } from './workflow-handle';

/** Every tool this server can offer, before any allow-list. */
export const ALL_TOOLS: readonly AnyToolDefinition[] = [searchArchitectureTool, readDocumentTool, grepDocsTool, validateAgainstPatternTool, checkAdrAlignmentTool, workflowContextTool, runToolChainTool];

const byName = new Map<string, AnyToolDefinition>();
const listings = new Map<string, ToolListing>();

/**
 * Registers an extra tool (tests register deliberately slow or failing tools this way).
 * @throws Error for a name with `__`, the separator of mounted names: it could collide with one.
 */
export function registerTool(tool: AnyToolDefinition): void {
  if (tool.name.includes(NAMESPACE_SEPARATOR)) {
    throw new Error(`tool name "${tool.name}" contains "${NAMESPACE_SEPARATOR}", which only mounted upstream tools (<upstream>${NAMESPACE_SEPARATOR}<tool>) may use`);
  }
  byName.set(tool.name, tool);
  listings.delete(tool.name);
}

// A built-in named like a mounted tool stops the worker at startup rather than shadow one.
for (const tool of ALL_TOOLS) registerTool(tool);

/** The tool with this name, whether or not the allow-list permits it. */
export function findTool(name: string): AnyToolDefinition | undefined {
  return byName.get(name);
}

/** The tool as a model sees it in tools/list. Converted from zod once per isolate. */
export function toolListing(tool: AnyToolDefinition): ToolListing {
  let listing = listings.get(tool.name);
  if (!listing) {
    listing = {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      // Every call may join a workflow (the pipeline records it), so every tool declares the handle.
      inputSchema: withProperty(listingSchema(tool.inputSchema, 'input'), WORKFLOW_ID_ARGUMENT, workflowIdArgumentSchema) as ToolListing['inputSchema'],
      outputSchema: withProperty(listingSchema(tool.outputSchema, 'output'), WORKFLOW_ID_ARGUMENT, workflowIdOutputSchema) as ToolListing['outputSchema'],
      annotations: tool.annotations,
      _meta: { version: tool.version },
    };
    listings.set(tool.name, listing);
  }
  return listing;
}

/** Tools the allow-list permits, in registry order, as listed to clients. */
export function listTools(allow: AllowList): ToolListing[] {
  return [...byName.values()].filter((t) => allow.allows(t.name)).map(toolListing);
}

/** The object schema with one more optional property. */
export function withProperty(schema: Record<string, unknown>, name: string, property: object): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return { ...schema, properties: { ...properties, [name]: property } };
}
