// What a caller may open besides tools, decided in one place for API keys, OAuth tokens and
// ENABLED_TOOLS alike. The documents — as resources and resource templates, embedded in prompts,
// as completion values, and the manifest — are open exactly when the caller may call
// read_document. The operator surfaces (/metrics, arch://stats, the manifest's configuration)
// need the operator scope `metrics`, which only an API key can hold, or a local server in public mode.
import type { AllowList } from '../tools/allow-list';
import { allowListForScopes } from './oauth-scopes';
import { deploymentAllowList, intersectAllowLists } from './scopes';

/** The tool whose permission opens the documents by every other way too. */
export const DOCUMENT_TOOL = 'read_document';

/** The operator scope: /metrics, arch://stats and the whole manifest. */
export const OPERATOR_SCOPE = 'metrics';

/** Every operator scope an API key may hold (`arch-mcp keys create --scopes`). */
export const OPERATOR_SCOPES: readonly string[] = [OPERATOR_SCOPE];

/** Whether a caller whose tools are `allow` may read documents by any way at all. */
export function documentsOpen(allow: AllowList): boolean {
  return allow.allows(DOCUMENT_TOOL);
}

/**
 * Whether a person signed in with OAuth `scopes` may read documents on this deployment (the docs
 * site asks this of its viewer): the same rule, over ENABLED_TOOLS ∩ the scopes' tools, which is
 * what `docs:read` opens.
 */
export function signedInDocumentsOpen(enabledTools: string | undefined, scopes: readonly string[]): boolean {
  return documentsOpen(intersectAllowLists(deploymentAllowList(enabledTools), allowListForScopes(scopes)));
}

/** Who is asking, as far as the operator surfaces care. */
export interface OperatorCredential {
  /** The operator scopes of the caller's API key; undefined when the request carried none. */
  keyScopes: readonly string[] | undefined;
  /** Whether the request carried an OAuth access token (tokens never hold operator scopes). */
  token: boolean;
  /** AUTH_MODE is public. */
  publicMode: boolean;
  /** A local server (`npm start`, ARCH_MCP_LOCAL=1), whose host guard admits loopback names only. */
  local: boolean;
}

/**
 * Whether the caller is an operator: its API key holds the `metrics` scope, or it sent no
 * credential to a local server in public mode (only someone on the machine can reach that).
 */
export function isOperator(caller: OperatorCredential): boolean {
  if (caller.keyScopes !== undefined) return caller.keyScopes.includes(OPERATOR_SCOPE);
  return !caller.token && caller.publicMode && caller.local;
}
