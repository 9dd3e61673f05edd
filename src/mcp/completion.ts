// completion/complete: suggestions for resource-template variables and prompt arguments.
import type { CompleteRequest, CompleteResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpRequestContext } from './request-context';
import { normaliseAdrId, patternNames } from './resources';

const MAX_COMPLETIONS = 100;

/** Ranked prefix matches, at most 100, for the argument being completed. */
export function completeArgument(ctx: McpRequestContext, params: CompleteRequest['params']): CompleteResult {
  const value = params.argument.value.trim().toLowerCase();
  const candidates = candidatesFor(ctx, params.ref, params.argument.name);
  const ranked = rankByPrefix(candidates, value);
  return {
    completion: { values: ranked.slice(0, MAX_COMPLETIONS), total: ranked.length, hasMore: ranked.length > MAX_COMPLETIONS },
  };
}

function candidatesFor(ctx: McpRequestContext, ref: CompleteRequest['params']['ref'], argument: string): string[] {
  const docs = ctx.bundle.docs;
  if (ref.type === 'ref/resource') {
    if (ref.uri.startsWith('arch://adr/')) return unique(docs.filter((d) => d.adrId).map((d) => normaliseAdrId(d.adrId!)));
    if (ref.uri.startsWith('arch://pattern/')) return unique(docs.filter((d) => d.kind === 'pattern').flatMap(patternNames));
    return [];
  }
  switch (argument) {
    case 'pattern_name':
      return unique(docs.filter((d) => d.kind === 'pattern').flatMap(patternNames));
    case 'adr_id':
      return unique(docs.filter((d) => d.adrId).map((d) => normaliseAdrId(d.adrId!)));
    case 'kind':
    case 'resource_type':
      return ['adr', 'pattern', 'guideline'];
    case 'status':
      return unique(docs.flatMap((d) => (d.status ? [d.status] : [])));
    default:
      return [];
  }
}

/** Exact and prefix matches first (shorter first), then word-prefix matches inside names. */
function rankByPrefix(candidates: string[], value: string): string[] {
  if (!value) return [...candidates].sort();
  const scored: [number, string][] = [];
  for (const c of candidates) {
    const lc = c.toLowerCase();
    if (lc.startsWith(value)) scored.push([lc === value ? 0 : 1, c]);
    else if (lc.split(/[-_\s]/).some((w) => w.startsWith(value))) scored.push([2, c]);
  }
  return scored.sort((a, b) => a[0] - b[0] || a[1].length - b[1].length || a[1].localeCompare(b[1])).map(([, c]) => c);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
