// The one contract every tool implements: name, description, versioned input/output schemas
// and a handler that receives validated input and a request-scoped context.
import type { z } from 'zod';
import type { ModelAccess } from '../analysis/judge/model-call';
import type { LoadedBundle } from '../storage/bundle-loader';
import type { DocumentStore } from '../storage/document-store';
import type { BreakerPolicy } from './circuit-breaker';
import type { DocLinks } from './doc-links';
import type { WorkflowHandle } from './workflow-handle';

/** One block of a tool result. Tools here answer in text: their structured output as JSON, or an error. */
export interface ToolTextContent {
  type: 'text';
  text: string;
}

/**
 * Any other block a mounted upstream tool may answer with (image, audio, resource, resource_link),
 * passed through as the upstream sent it.
 */
export interface ToolOtherContent {
  type: 'image' | 'audio' | 'resource' | 'resource_link';
  [key: string]: unknown;
}

export type ToolContentBlock = ToolTextContent | ToolOtherContent;

/** A tool call's result as MCP carries it: built-in tools answer in text; mounted tools in any block. */
export interface ToolCallResult {
  content: ToolContentBlock[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

/** A tool as a model sees it in tools/list. */
export interface ToolListing {
  name: string;
  title?: string;
  description: string;
  inputSchema: { type: 'object'; properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };
  outputSchema?: { type: 'object'; properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };
  annotations?: ToolAnnotations;
  _meta?: Record<string, unknown>;
}

/** What a tool handler may use while it runs. */
export interface ToolContext {
  bundle: LoadedBundle;
  documents: DocumentStore;
  /** Aborted when the call times out or the client cancels it. */
  signal: AbortSignal;
  /** MCP session id, or the workflow id handed out to session-less clients. */
  sessionId?: string;
  /** Calls another tool through the same pipeline as tools/call (allow-list, limits, executor). */
  callTool(name: string, args: unknown, signal?: AbortSignal): Promise<ToolCallResult>;
  /** Earlier steps of this session's workflow (e.g. the candidates of a previous search). */
  workflow?: WorkflowHandle;
  /** The language model the analysis tools judge with (ANALYSIS_JUDGE); absent when they judge by rules alone. */
  model?: ModelAccess;
  /** Adds fields to this call's result `_meta` (a model call's model, latency and tokens). */
  annotate?(meta: Record<string, unknown>): void;
  /** `url` and `source_url` for the documents an answer names; without it answers carry neither. */
  links?: DocLinks;
}

/** Hints for clients about what a tool does (MCP tool annotations). */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface ToolDefinition<
  In extends z.ZodObject = z.ZodObject,
  Out extends z.ZodObject = z.ZodObject,
> {
  /** snake_case, stable: clients and prompts refer to tools by this name. */
  name: string;
  title: string;
  /** Written for the model: when to call it, what it returns, what it does not do. */
  description: string;
  /** Semver of the tool's contract; bumped when its schemas change. */
  version: string;
  inputSchema: In;
  outputSchema: Out;
  annotations: ToolAnnotations;
  /** Per-call time budget in ms (default 10 s, at most 30 s). */
  timeoutMs?: number;
  /** Whether results may be cached; defaults to true for read-only, idempotent tools. */
  cacheable?: boolean;
  /**
   * What besides the arguments and the build a cached result depends on (e.g. the day, for answers that carry
   * waivers which end at midnight UTC); part of the cache key. @default nothing
   */
  cacheVariant?(input: z.infer<In>, now: number): string | undefined;
  /**
   * Circuit-breaker thresholds for this tool (defaults: 5 failures, 30 s cool-down), or false for
   * a tool with no breaker of its own (a chain, whose steps each run through theirs).
   */
  breaker?: Partial<BreakerPolicy> | false;
  handler(input: z.infer<In>, ctx: ToolContext): Promise<z.infer<Out>>;
}

/** Erases a definition's generic parameters so heterogeneous tools share one list. */
export type AnyToolDefinition = ToolDefinition<z.ZodObject, z.ZodObject>;

/** Declares a tool with full type inference on its handler. */
export function defineTool<In extends z.ZodObject, Out extends z.ZodObject>(
  def: ToolDefinition<In, Out>,
): AnyToolDefinition {
  return def as unknown as AnyToolDefinition;
}
