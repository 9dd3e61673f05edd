// Prompts: listed and rendered from the prompt files bundled with the build.
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { GetPromptResult, ListPromptsResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpRequestContext } from './request-context';

export function listPrompts(): ListPromptsResult {
  return { prompts: [] };
}

export async function getPrompt(_ctx: McpRequestContext, name: string, _args: Record<string, string>): Promise<GetPromptResult> {
  throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${name}`);
}
