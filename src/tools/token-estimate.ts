// The size of a tool answer in tokens, estimated, so a client can budget its model's context.
import type { ToolCallResult } from './types';

/**
 * Characters per token. Tool answers (JSON around English prose) measured 4.25 characters per
 * token with GPT-4o's tokenizer; 4 errs towards the larger count, which is the safe side for a budget.
 */
const CHARS_PER_TOKEN = 4;

/** Estimated tokens of the text a model reads from `result` (its text content). */
export function estimateTokens(result: ToolCallResult): number {
  let chars = 0;
  for (const block of result.content) if (block.type === 'text') chars += block.text.length;
  return Math.ceil(chars / CHARS_PER_TOKEN);
}
