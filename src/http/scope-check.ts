// Step-up for OAuth callers: a request that would call a tool (or read a document) the token's
// scopes do not open is answered 403 insufficient_scope naming every scope it needs, before any
// MCP handling, so the client can re-authorize once and retry. Whether documents are open is the
// rule API keys and ENABLED_TOOLS follow too (src/auth/access.ts). Tools the deployment does not
// enable, or that no scope this server grants opens (an unmounted `name__tool`), are left to the
// MCP layer (-32602 Unknown tool): a challenge nobody can satisfy would send clients round forever.
// `upstream:<name>` is grantable exactly for the upstreams the deployment mounts.
import { DOCUMENT_TOOL, documentsOpen } from '../auth/access';
import { UPSTREAM_SCOPE_PREFIX, grantableScopes, scopeForTool } from '../auth/oauth-scopes';
import type { AllowList } from '../tools/allow-list';
import { insufficientScopeChallenge } from './middleware/oauth-bearer';
import type { OAuthGrant } from './middleware/oauth-bearer';

/**
 * Methods that return documents or name them, open exactly when read_document is: reading a
 * document or a prompt (prompts embed documents), listing the documents and their templates, and
 * completing their ids and names.
 */
const DOCUMENT_METHODS = new Set(['resources/read', 'resources/list', 'resources/templates/list', 'prompts/get', 'completion/complete']);

/** The scope a message needs and the token lacks, before knowing whether this server grants it. */
function scopeNeededBy(message: unknown, deployment: AllowList, granted: AllowList): { scope: string; what: string } | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
  if (method === 'tools/call') {
    const name = params?.name;
    if (typeof name !== 'string' || !deployment.allows(name) || granted.allows(name)) return undefined;
    const scope = scopeForTool(name);
    return scope ? { scope, what: name } : undefined;
  }
  if (typeof method === 'string' && DOCUMENT_METHODS.has(method) && documentsOpen(deployment) && !documentsOpen(granted)) {
    const scope = scopeForTool(DOCUMENT_TOOL);
    return scope ? { scope, what: method } : undefined;
  }
  return undefined;
}

/**
 * Throws the 403 step-up challenge when `messages` need scopes `grant` lacks. The mounted
 * upstreams' names are read only when a call names a tool of one.
 */
export async function requireGrantScopes(messages: readonly unknown[], grant: OAuthGrant, deployment: AllowList, origin: string, upstreamNames: () => Promise<readonly string[]>): Promise<void> {
  let needs = messages.map((m) => scopeNeededBy(m, deployment, grant.tools)).filter((n) => n !== undefined);
  if (needs.length === 0) return;
  const offered = needs.some((n) => n.scope.startsWith(UPSTREAM_SCOPE_PREFIX)) ? grantableScopes(await upstreamNames()) : grantableScopes([]);
  needs = needs.filter((n) => offered.has(n.scope));
  if (needs.length === 0) return;
  const needed = [...new Set(needs.map((n) => n.scope))];
  // Tool names come from the request: the header stays short whatever was sent.
  const what = [...new Set(needs.map((n) => n.what.slice(0, 100)))].slice(0, 5).join(', ');
  throw insufficientScopeChallenge(origin, needed, `${what} needs the ${needed.join(' and ')} scope${needed.length > 1 ? 's' : ''}; authorize again with ${needed.length > 1 ? 'them' : 'it'}`);
}
