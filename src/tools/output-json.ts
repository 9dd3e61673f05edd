// The JSON text of a tool's structured output, made once per output object. The same text is the
// result's text content, the structured content inside the JSON-RPC response and the cached
// copy; a search result is large enough that serialising it three times per call shows up in
// the CPU profile of a busy isolate.
import type { ToolCallResult } from './types';

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
export function callToolResultJson(result: ToolCallResult): string {
  const { content, structuredContent, ...rest } = result;
  const text = structuredContent ? texts.get(structuredContent) : undefined;
  const only = content.length === 1 ? content[0] : undefined;
  if (text === undefined || only?.type !== 'text' || only.text !== text || Object.keys(only).length !== 2) return JSON.stringify(result);
  const restJson = JSON.stringify(rest);
  return `{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text}${restJson === '{}' ? '}' : `,${restJson.slice(1)}`}`;
}

/**
 * `output` with one more top-level field, its JSON spliced from the output's instead of rebuilt.
 * An output that already has the field is returned as it is.
 */
export function outputWithField(output: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  if (key in output) return output;
  const json = outputJson(output);
  const field = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  const extended = { ...output, [key]: value };
  texts.set(extended, json === '{}' ? `{${field}}` : `${json.slice(0, -1)},${field}}`);
  return extended;
}
