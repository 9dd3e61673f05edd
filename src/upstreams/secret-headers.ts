// The headers sent to an upstream: each configured header's value read from the secret it names
// (wrangler secrets reach the worker as `env`; the CLI reads the environment and .dev.vars), and
// the caller's own Authorization only when the entry opts in with `forward_authorization` and the
// credential is not this server's own (MCP forbids token passthrough).
import type { UpstreamServer } from './upstream-config';

/** The prefix of this server's API keys (src/auth/api-key-format.ts); repeated here to keep this module free of auth. */
const OWN_KEY = /^Bearer\s+amk_/i;

/**
 * The caller's Authorization as it may ever go upstream. This server's own credentials — an API
 * key, or an OAuth access token it issued (`ownCredential`: the request was authenticated with it)
 * — are audience-bound to this server and are never forwarded, whatever an entry says; only a
 * credential this server did not accept as its own could be. Every credential this server accepts
 * today is its own, so in practice nothing is forwarded.
 */
export function forwardableCredential(authorization: string | undefined, ownCredential: boolean): string | undefined {
  if (authorization === undefined || ownCredential || OWN_KEY.test(authorization.trim())) return undefined;
  return authorization;
}

/** A secret an upstream's headers need is not set. */
export class MissingSecretError extends Error {
  constructor(readonly header: string, readonly secret: string) {
    super(`header ${header} needs the secret ${secret}, which is not set (wrangler secret put ${secret}; locally .dev.vars)`);
    this.name = 'MissingSecretError';
  }
}

/**
 * The headers for one request to `upstream`. `callerAuthorization` is what forwardableCredential
 * left of the request's Authorization; it is sent only for an entry with `forward_authorization`,
 * and only when `forCall` (discovery is the deployment's own business, never the caller's).
 * @throws MissingSecretError naming the header and the secret
 */
export function upstreamHeaders(upstream: UpstreamServer, secrets: Readonly<Record<string, unknown>>, callerAuthorization?: string, forCall = false): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [header, { secret, prefix }] of Object.entries(upstream.headers)) {
    const value = secrets[secret];
    if (typeof value !== 'string' || value === '') throw new MissingSecretError(header, secret);
    headers[header] = `${prefix}${value}`;
  }
  if (upstream.forwardAuthorization && forCall && callerAuthorization) headers.Authorization = callerAuthorization;
  return headers;
}
