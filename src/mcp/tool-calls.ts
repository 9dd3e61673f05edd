// The per-call pipeline shared by tools/call and by tools that call other tools (chains): the
// allow-list check, then the executor. Every tool call in the server goes through here.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { executeTool } from '../tools/executor';
import { findTool } from '../tools/registry';
import type { McpRequestContext } from './request-context';

/**
 * Runs one tool call for this request. An unknown or disallowed tool is a protocol error
 * (-32602); everything else, including invalid arguments, is a tool result.
 */
export async function callTool(ctx: McpRequestContext, name: string, args: unknown, signal: AbortSignal): Promise<CallToolResult> {
  const tool = findTool(name);
  if (!tool || !ctx.allow.allows(name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  return executeTool(tool, args, {
    bundle: ctx.bundle,
    documents: ctx.documents,
    sessionId: ctx.sessionId,
    signal,
    callTool: (innerName, innerArgs, innerSignal) => callTool(ctx, innerName, innerArgs, innerSignal ?? signal),
  });
}
