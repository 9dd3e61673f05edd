// Renders a parsed prompt for prompts/get: checks the arguments, then expands every reference
// against the live registry, allow-list and docs build the host provides.
import { formatClosedDoc, formatEmbeddedDoc, formatMissingDoc, formatRelatedAdrs } from './embed-doc';
import type { EmbeddedDoc, RelatedAdr } from './embed-doc';
import { formatToolForPrompt, formatUnavailableTool } from './format-tool';
import type { ToolListingView } from './format-tool';
import type { MessageRole, PromptDefinition } from './prompt-file';
import { TemplateError } from './template';
import type { TemplateNode } from './template';

/** Longest value one argument may have (the size of the largest tool input, code). */
const MAX_ARGUMENT_CHARS = 50_000;

/** What rendering needs from the server: tools, documents and facts about the ADR log. */
export interface PromptHost {
  /** The tool's listing and whether this caller may use it; undefined when no such tool exists. */
  tool(name: string): { listing: ToolListingView; allowed: boolean } | undefined;
  /** Whether the caller may read documents; when not, embeds and ADR lists say so instead. */
  documentsOpen: boolean;
  /** Documents at an arch:// URI (`#anchor` selects a section); empty when there are none. */
  resource(uri: string): Promise<EmbeddedDoc[]>;
  /** The next free number in the main ADR folder, padded as its files are. */
  nextAdr(): { number: string; folder: string } | undefined;
  /** ADRs related to free text, best first. */
  relatedAdrs(query: string): Promise<RelatedAdr[]>;
  /** The services the build knows (its services map and the names scopes use), in order. */
  knownServices(): string[];
}

/** Arguments the caller got wrong; the MCP layer answers with invalid params. */
export class PromptArgumentError extends Error {
  override name = 'PromptArgumentError';
}

export interface RenderedMessage {
  role: MessageRole;
  text: string;
}

/** Most documents one `{{resource:…}}` embeds (an ADR id several folders share). */
const MAX_DOCS_PER_REFERENCE = 3;

/**
 * Renders every message of a prompt. Argument values are inserted verbatim and never expanded
 * again, so a value containing `{{…}}` stays text.
 * @throws PromptArgumentError for missing, unknown or oversized arguments.
 * @throws TemplateError (file:line) for a tool the registry does not have.
 */
export async function renderPrompt(prompt: PromptDefinition, args: Record<string, string>, host: PromptHost): Promise<RenderedMessage[]> {
  const values = checkArguments(prompt, args);
  const messages: RenderedMessage[] = [];
  for (const message of prompt.messages) {
    const text = await renderNodes(message.nodes, { prompt, values, host });
    messages.push({ role: message.role, text: text.replace(/\n{3,}/g, '\n\n').trim() });
  }
  return messages;
}

function checkArguments(prompt: PromptDefinition, args: Record<string, string>): Map<string, string> {
  const declared = new Map(prompt.arguments.map((a) => [a.name, a]));
  const unknown = Object.keys(args).filter((k) => !declared.has(k));
  if (unknown.length) {
    throw new PromptArgumentError(`prompt ${prompt.name} has no argument ${unknown.map((u) => `"${u}"`).join(', ')}; it takes ${[...declared.keys()].join(', ') || 'none'}`);
  }
  const values = new Map<string, string>();
  for (const arg of prompt.arguments) {
    const value = args[arg.name];
    if (value === undefined || value.trim() === '') {
      if (arg.required) throw new PromptArgumentError(`prompt ${prompt.name} needs the argument "${arg.name}": ${arg.description}`);
      continue;
    }
    if (value.length > MAX_ARGUMENT_CHARS) {
      throw new PromptArgumentError(`argument "${arg.name}" is ${value.length} characters; the limit is ${MAX_ARGUMENT_CHARS}`);
    }
    values.set(arg.name, value);
  }
  return values;
}

interface RenderState {
  prompt: PromptDefinition;
  values: Map<string, string>;
  host: PromptHost;
}

async function renderNodes(nodes: readonly TemplateNode[], state: RenderState): Promise<string> {
  const parts: string[] = [];
  for (const node of nodes) parts.push(await renderNode(node, state));
  return parts.join('');
}

async function renderNode(node: TemplateNode, state: RenderState): Promise<string> {
  const { values, host, prompt } = state;
  switch (node.type) {
    case 'text':
      return node.text;
    case 'arg':
      return values.get(node.name) ?? '';
    case 'if':
      return renderNodes(values.has(node.name) ? node.then : node.else, state);
    case 'tool': {
      const found = host.tool(node.name);
      if (!found) throw new TemplateError(prompt.path, node.line, `{{tool:${node.name}}}: the server has no tool named ${node.name}`);
      return found.allowed ? formatToolForPrompt(found.listing) : formatUnavailableTool(node.name);
    }
    case 'resource': {
      const uri = node.uri.replace(/\{([^{}]*)\}/g, (_, name: string) => encodeURIComponent(values.get(name) ?? ''));
      if (!host.documentsOpen) return formatClosedDoc(uri);
      const docs = await host.resource(uri);
      if (!docs.length) return formatMissingDoc(uri);
      const shown = docs.slice(0, MAX_DOCS_PER_REFERENCE).map((d) => formatEmbeddedDoc(d));
      if (docs.length > shown.length) shown.push(`_${docs.length - shown.length} more document(s) match ${uri}; read them with read_document._`);
      return shown.join('\n\n');
    }
    case 'computed':
      return renderComputed(node, state);
  }
}

async function renderComputed(node: Extract<TemplateNode, { type: 'computed' }>, { values, host }: RenderState): Promise<string> {
  const next = () => host.nextAdr();
  switch (node.name) {
    case 'next_adr_number':
      return next()?.number ?? '0001';
    case 'adr_folder':
      return next()?.folder || 'the ADR folder';
    case 'known_services': {
      const names = host.knownServices();
      return names.length ? names.map((n) => `\`${n}\``).join(', ') : 'none (every document applies everywhere)';
    }
    case 'related_adrs': {
      if (!host.documentsOpen) return '_Related ADRs are not available to this caller: its access does not include read_document._';
      const query = node.params.map((p) => values.get(p) ?? '').join(' ').replace(/\s+/g, ' ').trim().slice(0, 500);
      let adrs: RelatedAdr[] = [];
      try {
        adrs = query ? await host.relatedAdrs(query) : [];
      } catch {
        // A prompt is still useful without the list; the model can search itself.
        return '_Related ADRs could not be looked up just now; find them with search_architecture (resource_type "adr")._';
      }
      return formatRelatedAdrs(adrs, next()?.folder ?? '');
    }
  }
}
