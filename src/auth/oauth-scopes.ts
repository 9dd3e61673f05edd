// What each OAuth scope lets a token do: every scope names the tools it opens, as tool globs like
// an API key's. Listing, calling and the step-up challenge all read this one table.
import { compileAllowList } from '../tools/allow-list';
import type { AllowList } from '../tools/allow-list';
import { UPSTREAM_NAME_SHAPE, mountedToolName, splitMountedName } from '../upstreams/naming';

/** The scope every client asks for first (protected resource metadata and the 401 challenge). */
export const BASELINE_SCOPE = 'docs:read';

/** A mounted upstream MCP server's scope is this prefix and its mount name; it opens `<name>__*`. */
export const UPSTREAM_SCOPE_PREFIX = 'upstream:';


interface ScopeDefinition {
  /** Tool globs the scope opens, as in ENABLED_TOOLS and API-key scopes. */
  tools: string;
  /** What the consent page says the scope allows. */
  description: string;
}

/** The product's own scopes. */
const PRODUCT_SCOPES: Record<string, ScopeDefinition> = {
  'docs:read': {
    tools: 'search_architecture,read_document,grep_docs,workflow_context,run_tool_chain',
    description: 'search, read and grep the architecture documents (guidelines, patterns, ADRs)',
  },
  analysis: {
    tools: 'check_adr_alignment,validate_against_pattern',
    description: 'check proposals against the ADRs and validate code against the pattern documents',
  },
};

/** The scope definition of `scope`, or undefined for a scope this server does not grant. */
function definitionOf(scope: string): ScopeDefinition | undefined {
  if (Object.hasOwn(PRODUCT_SCOPES, scope)) return PRODUCT_SCOPES[scope];
  if (!scope.startsWith(UPSTREAM_SCOPE_PREFIX)) return undefined;
  const name = scope.slice(UPSTREAM_SCOPE_PREFIX.length);
  if (!UPSTREAM_NAME_SHAPE.test(name)) return undefined;
  return { tools: mountedToolName(name, '*'), description: `call the tools of the mounted "${name}" server` };
}

/**
 * Every scope this server can grant: its own, then `upstream:<name>` for each mounted upstream
 * server (names that cannot be a scope are left out).
 */
export function scopeCatalogue(upstreamNames: readonly string[] = []): string[] {
  const upstream = upstreamNames.filter((n) => UPSTREAM_NAME_SHAPE.test(n)).map((n) => `${UPSTREAM_SCOPE_PREFIX}${n}`);
  return [...Object.keys(PRODUCT_SCOPES), ...upstream];
}

const grantable = new Map<string, ReadonlySet<string>>();

/** scopeCatalogue as a set, for checking what a consent or a step-up may name (kept per mount list). */
export function grantableScopes(upstreamNames: readonly string[]): ReadonlySet<string> {
  const key = upstreamNames.join(' ');
  let scopes = grantable.get(key);
  if (!scopes) {
    if (grantable.size > 20) grantable.clear();
    grantable.set(key, (scopes = new Set(scopeCatalogue(upstreamNames))));
  }
  return scopes;
}

/** What a scope allows, in words for the consent page; undefined for an unknown scope. */
export function describeScope(scope: string): string | undefined {
  return definitionOf(scope)?.description;
}

const compiled = new Map<string, AllowList>();

/** The tools a token with `scopes` may list and call (unknown scopes open nothing). */
export function allowListForScopes(scopes: readonly string[]): AllowList {
  const spec = [...new Set(scopes)]
    .map((s) => definitionOf(s)?.tools)
    .filter((t): t is string => t !== undefined)
    .sort()
    .join(',');
  let list = compiled.get(spec);
  if (!list) {
    list = compileAllowList(spec);
    if (compiled.size > 200) compiled.clear();
    compiled.set(spec, list);
  }
  return list;
}

/** The scope that opens `toolName`, or undefined when no scope does. */
export function scopeForTool(toolName: string): string | undefined {
  for (const scope of Object.keys(PRODUCT_SCOPES)) {
    if (allowListForScopes([scope]).allows(toolName)) return scope;
  }
  const mounted = splitMountedName(toolName);
  return mounted ? `${UPSTREAM_SCOPE_PREFIX}${mounted.upstream}` : undefined;
}
