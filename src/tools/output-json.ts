// The JSON text of a tool's structured output, made once per output object. The same text is the
// result's text content, the structured content inside the JSON-RPC response and the cached
// copy; a search result is large enough that serialising it three times per call shows up in
// the CPU profile of a busy isolate.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const texts = new WeakMap<object, string>();

/** JSON.stringify of `output`, computed once per object (outputs are never mutated after this). */
export function outputJson(output: Record<string, unknown>): string {
  let text = texts.get(output);
  if (text === undefined) {
    text = JSON.stringify(output);
    texts.set(output, text);
  }
  return text;
}

/**
 * JSON.stringify(result), splicing in the output's JSON instead of serialising it again when the
 * result is the usual shape: one text block holding exactly the structured content's JSON.
 */
export function callToolResultJson(result: CallToolResult): string {
  const { content, structuredContent, ...rest } = result;
  const text = structuredContent ? texts.get(structuredContent) : undefined;
  const only = content.length === 1 ? content[0] : undefined;
  if (text === undefined || only?.type !== 'text' || only.text !== text || Object.keys(only).length !== 2) return JSON.stringify(result);
  const restJson = JSON.stringify(rest);
  return `{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text}${restJson === '{}' ? '}' : `,${restJson.slice(1)}`}`;
}
