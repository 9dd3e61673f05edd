// completion/complete: suggestions for resource-template variables and prompt arguments. Values
// drawn from the documents (ids, names, statuses, tags) go only to callers that may read them.
import type { CompleteRequest, CompleteResult } from '@modelcontextprotocol/server';
import { documentsOpen } from '../auth/access';
import type { McpRequestContext } from './request-context';
import { DOC_KINDS } from '../docs/types';
import type { CompletionSource } from '../prompts/prompt-file';
import { promptCatalog } from './prompts';
import { normaliseAdrId } from '../search';
import { patternNames } from './resources';

const MAX_COMPLETIONS = 100;

/** Ranked prefix matches, at most 100, for the argument being completed. */
export function completeArgument(ctx: McpRequestContext, params: CompleteRequest['params']): CompleteResult {
  const source = sourceFor(params.ref, params.argument.name);
  let value = params.argument.value.trim().toLowerCase();
  // "ADR-0007" and "0007" are typed the way people write ids; candidates are normalised ("7").
  if (source === 'adr_id' && value) value = normaliseAdrId(value);
  const ranked = source ? rankByPrefix(candidatesFrom(ctx, source), value) : [];
  return {
    completion: { values: ranked.slice(0, MAX_COMPLETIONS), total: ranked.length, hasMore: ranked.length > MAX_COMPLETIONS },
  };
}

function sourceFor(ref: CompleteRequest['params']['ref'], argument: string): CompletionSource | undefined {
  if (ref.type === 'ref/resource') {
    if (ref.uri.startsWith('arch://adr/')) return 'adr_id';
    if (ref.uri.startsWith('arch://pattern/')) return 'pattern_name';
    return undefined;
  }
  // A prompt argument completes from the source its prompt file declares (`complete:`).
  return promptCatalog().get(ref.name)?.arguments.find((a) => a.name === argument)?.complete;
}

function candidatesFrom(ctx: McpRequestContext, source: CompletionSource): string[] {
  if (source === 'kind') return [...DOC_KINDS];
  if (!documentsOpen(ctx.allow)) return [];
  const docs = ctx.bundle.docs;
  switch (source) {
    case 'pattern_name':
      return unique(docs.filter((d) => d.kind === 'pattern').flatMap(patternNames));
    case 'adr_id':
      return unique(docs.filter((d) => d.adrId).map((d) => normaliseAdrId(d.adrId!)));
    case 'status':
      return unique(docs.flatMap((d) => (d.status ? [d.status] : [])));
    case 'tag':
      return unique(docs.flatMap((d) => d.tags));
    case 'service':
      return ctx.bundle.searchIndex().scopes.serviceNames();
  }
}

/** Exact and prefix matches first (shorter first), then word-prefix matches inside names. */
function rankByPrefix(candidates: string[], value: string): string[] {
  if (!value) return [...candidates].sort(naturalOrder);
  const scored: [number, string][] = [];
  for (const c of candidates) {
    const lc = c.toLowerCase();
    if (lc.startsWith(value)) scored.push([lc === value ? 0 : 1, c]);
    else if (lc.split(/[-_\s]/).some((w) => w.startsWith(value))) scored.push([2, c]);
  }
  return scored.sort((a, b) => a[0] - b[0] || a[1].length - b[1].length || naturalOrder(a[1], b[1])).map(([, c]) => c);
}

/** `2` before `10`, so ADR ids list in the order people number them. */
function naturalOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
