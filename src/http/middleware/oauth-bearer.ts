// OAuth access tokens at /mcp (AUTH_MODE=oauth): a token is accepted only when this server issued
// it for this origin's /mcp (RFC 8707 audience) and it is neither expired nor revoked. Refusals
// carry the challenges the MCP authorization spec names: 401 pointing at the protected resource
// metadata (RFC 9728), 403 insufficient_scope naming every scope the request needs (step-up).
import { authorizationServerFor, mcpResourceOf, resourceMetadataUrlOf } from '../../auth/authorization-server';
import { BASELINE_SCOPE, allowListForScopes } from '../../auth/oauth-scopes';
import { RpcErrorCode, StorageUnavailableError, httpRpcError } from '../../errors';
import type { AllowList } from '../../tools/allow-list';

/** What a valid access token says about its holder. */
export interface OAuthGrant {
  /** The person's stable, pseudonymous subject (`u_…`), never their email. */
  subject: string;
  /** Scopes the token carries. */
  scopes: string[];
  /** The tools those scopes open, compiled once when the token is validated and used by every check of the request. */
  tools: AllowList;
  /** The OAuth client the token was issued to. */
  clientId: string;
}

/** Props stored (encrypted) with each grant by the sign-in flow. */
export interface GrantProps {
  subject: string;
  /** Present only when OIDC_LOG_EMAIL=1. */
  email?: string;
}

/** A quoted-string value for a WWW-Authenticate parameter (RFC 9110 §11.2). */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/[\r\n]/g, ' ')}"`;
}

/** 401 with the Bearer challenge that starts an MCP client's discovery. */
export function oauthChallenge(origin: string, message: string, error?: 'invalid_token'): Error {
  const params = [
    ...(error ? [`error=${quoted(error)}`, `error_description=${quoted(message)}`] : []),
    `resource_metadata=${quoted(resourceMetadataUrlOf(origin))}`,
    `scope=${quoted(BASELINE_SCOPE)}`,
  ];
  return httpRpcError(401, RpcErrorCode.ServerError, message, { 'WWW-Authenticate': `Bearer ${params.join(', ')}` });
}

/** 403 step-up answer: the token is valid but lacks `scopes` for this request. */
export function insufficientScopeChallenge(origin: string, scopes: readonly string[], message: string): Error {
  const challenge = [
    `error=${quoted('insufficient_scope')}`,
    `scope=${quoted(scopes.join(' '))}`,
    `resource_metadata=${quoted(resourceMetadataUrlOf(origin))}`,
    `error_description=${quoted(message)}`,
  ].join(', ');
  return httpRpcError(403, RpcErrorCode.ServerError, `Forbidden: ${message}`, { 'WWW-Authenticate': `Bearer ${challenge}` });
}

/** The grant of a presented access token, or a 401 when the token is not valid for this /mcp. */
export async function validateAccessToken(env: Env, origin: string, token: string): Promise<OAuthGrant> {
  // The library's tokens are `user:grant:secret`; anything else cannot be one, and costs no KV read.
  if (token.length > 512 || token.split(':').length !== 3) throw oauthChallenge(origin, 'Unauthorized: the access token is not valid here', 'invalid_token');
  let validated;
  try {
    validated = await authorizationServerFor(origin).validateToken<GrantProps>(mcpResourceOf(origin), token, env);
  } catch {
    // The token store failed, not the token: 503 and retry, never a 401 that sends the client to sign in again.
    throw new StorageUnavailableError('the sign-in store (KV)');
  }
  if (!validated || validated.expiresAt * 1000 <= Date.now() || typeof validated.props?.subject !== 'string') {
    throw oauthChallenge(origin, 'Unauthorized: the access token is expired, revoked or issued for another resource', 'invalid_token');
  }
  return { subject: validated.props.subject, scopes: validated.scope, tools: allowListForScopes(validated.scope), clientId: validated.clientId };
}
