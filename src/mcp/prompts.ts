// prompts/list and prompts/get: the prompt files compiled into the worker, rendered per request
// against this request's tool allow-list and docs build.
import { documentsOpen } from '../auth/access';
import { outlineOf } from '../docs/outline';
import { ProtocolError, ProtocolErrorCode, ResourceNotFoundError } from '@modelcontextprotocol/server';
import type { GetPromptResult, ListPromptsResult } from '@modelcontextprotocol/server';
import { BUNDLED_PROMPT_FILES } from '../prompts/bundled';
import { sectionText } from '../prompts/doc-section';
import type { EmbeddedDoc } from '../prompts/embed-doc';
import { nextAdrNumber } from '../prompts/next-adr';
import { PromptFileError, parsePromptFile } from '../prompts/prompt-file';
import type { PromptDefinition } from '../prompts/prompt-file';
import { PromptArgumentError, renderPrompt } from '../prompts/render';
import type { PromptHost } from '../prompts/render';
import { TemplateError } from '../prompts/template';
import { findTool, toolListing } from '../tools/registry';
import type { McpRequestContext } from './request-context';
import { readResource } from './resources';

const RELATED_ADR_LIMIT = 6;

let catalog: Map<string, PromptDefinition> | undefined;

/** The bundled prompts by name, parsed once per isolate. A broken file is left out, loudly. */
export function promptCatalog(): Map<string, PromptDefinition> {
  if (!catalog) {
    catalog = new Map();
    for (const file of BUNDLED_PROMPT_FILES) {
      try {
        const prompt = parsePromptFile(file.path, file.text);
        catalog.set(prompt.name, prompt);
      } catch (err) {
        if (!(err instanceof PromptFileError || err instanceof TemplateError)) throw err;
        console.error(`arch-mcp: prompt left out: ${err.message}`);
      }
    }
  }
  return catalog;
}

export function listPrompts(): ListPromptsResult {
  return {
    prompts: [...promptCatalog().values()].map((p) => ({
      name: p.name,
      title: p.title,
      description: p.description,
      arguments: p.arguments.map(({ name, description, required }) => ({ name, description, required })),
    })),
  };
}

/** Renders a prompt with the caller's arguments; `{{…}}` references are expanded now, not at build time. */
export async function getPrompt(ctx: McpRequestContext, name: string, args: Record<string, string>): Promise<GetPromptResult> {
  const prompt = promptCatalog().get(name);
  if (!prompt) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown prompt: ${name}; prompts/list names the prompts this server has`);
  try {
    const messages = await renderPrompt(prompt, args, promptHost(ctx));
    return {
      description: prompt.description,
      messages: messages.map((m) => ({ role: m.role, content: { type: 'text', text: m.text } })),
    };
  } catch (err) {
    if (err instanceof PromptArgumentError) throw new ProtocolError(ProtocolErrorCode.InvalidParams, err.message);
    if (err instanceof TemplateError) throw new ProtocolError(ProtocolErrorCode.InternalError, `Prompt ${name} cannot be rendered: ${err.message}`);
    throw err;
  }
}

function promptHost(ctx: McpRequestContext): PromptHost {
  return {
    documentsOpen: documentsOpen(ctx.allow),
    tool(name) {
      const tool = findTool(name);
      return tool && { listing: toolListing(tool), allowed: ctx.allow.allows(name) };
    },
    async resource(uri) {
      const hash = uri.indexOf('#');
      const base = hash < 0 ? uri : uri.slice(0, hash);
      const anchor = hash < 0 ? undefined : decodeURIComponent(uri.slice(hash + 1));
      let contents;
      try {
        ({ contents } = await readResource(ctx, base));
      } catch (err) {
        if (err instanceof ResourceNotFoundError) return [];
        throw err;
      }
      const docs: EmbeddedDoc[] = [];
      for (const content of contents) {
        const doc = ctx.bundle.byUri.get(content.uri);
        if (!doc || !('text' in content)) continue;
        const section = anchor === undefined ? undefined : sectionText(content.text, outlineOf(doc.path, content.text), anchor);
        if (anchor !== undefined && !section) continue;
        docs.push({
          uri: doc.uri,
          path: doc.path,
          title: doc.title,
          kind: doc.kind,
          status: doc.status,
          supersededBy: doc.supersededBy,
          section: section?.heading,
          text: section?.text ?? content.text,
        });
      }
      return docs;
    },
    nextAdr: () => nextAdrNumber(ctx.bundle.docs),
    knownServices: () => ctx.bundle.searchIndex().scopes.serviceNames(),
    async relatedAdrs(query) {
      const { hits } = ctx.bundle.searchIndex().search(query, { kinds: ['adr'], limit: RELATED_ADR_LIMIT });
      return hits.map((h) => ({ path: h.path, title: h.title, adrId: h.adrId, status: h.status, supersededBy: h.supersededBy }));
    },
  };
}
