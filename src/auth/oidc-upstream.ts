// Signing a person in at the organisation's OpenID Connect provider: discovery (cached per
// isolate), the authorization URL with PKCE S256 and a nonce, and the code exchange that yields
// the verified ID token claims. oauth4webapi does the protocol checks (issuer, audience, expiry,
// nonce, state); the ID token comes straight from the provider's token endpoint over TLS with
// client authentication, as OpenID Connect Core 3.1.3.7 allows.
import * as oidc from 'oauth4webapi';
import type { OidcSettings } from './oauth-config';

/** How long a discovery document is trusted in an isolate. */
const DISCOVERY_TTL_MS = 3_600_000;
/** Longest wait for the provider on any one request. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** What the provider said about the person, once their ID token was checked. */
export type IdTokenClaims = Record<string, unknown> & { sub: string; iss: string };

/** The provider could not be reached or answered something unusable; the message is safe to show. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

const discovered = new Map<string, { server: oidc.AuthorizationServer; at: number }>();

/** Loopback providers (development, tests) are reached over http; everything else needs https. */
function requestOptions(settings: OidcSettings): { [oidc.allowInsecureRequests]?: boolean; signal: AbortSignal } {
  const url = new URL(settings.issuer);
  const loopback = url.protocol === 'http:';
  return { ...(loopback ? { [oidc.allowInsecureRequests]: true } : {}), signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) };
}

async function providerMetadata(settings: OidcSettings, now = Date.now()): Promise<oidc.AuthorizationServer> {
  const hit = discovered.get(settings.issuer);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.server;
  const issuer = new URL(settings.issuer);
  try {
    const response = await oidc.discoveryRequest(issuer, { algorithm: 'oidc', ...requestOptions(settings) });
    const server = await oidc.processDiscoveryResponse(issuer, response);
    if (!server.authorization_endpoint || !server.token_endpoint) throw new ProviderError('the provider publishes no authorization or token endpoint');
    discovered.set(settings.issuer, { server, at: now });
    return server;
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    throw new ProviderError(`the identity provider's discovery document at ${issuer.origin} could not be read`);
  }
}

function clientAuth(server: oidc.AuthorizationServer, settings: OidcSettings): oidc.ClientAuth {
  const methods = server.token_endpoint_auth_methods_supported;
  // client_secret_basic is the OpenID default; some providers (and GitHub-style bridges) take only post.
  return methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
    ? oidc.ClientSecretPost(settings.clientSecret)
    : oidc.ClientSecretBasic(settings.clientSecret);
}

/** Secrets a sign-in keeps between the redirect to the provider and its callback. */
export interface SignInSecrets {
  verifier: string;
  nonce: string;
}

/** New PKCE verifier and nonce for one sign-in. */
export function newSignInSecrets(): SignInSecrets {
  return { verifier: oidc.generateRandomCodeVerifier(), nonce: oidc.generateRandomNonce() };
}

/** The provider's authorization URL for one sign-in. */
export async function providerAuthorizationUrl(settings: OidcSettings, redirectUri: string, state: string, secrets: SignInSecrets): Promise<URL> {
  const server = await providerMetadata(settings);
  const url = new URL(server.authorization_endpoint!);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', settings.scopes);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', secrets.nonce);
  url.searchParams.set('code_challenge', await oidc.calculatePKCECodeChallenge(secrets.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url;
}

/**
 * Exchanges the code the provider sent to the callback for its ID token and returns the checked
 * claims. `state` was already matched to this browser by the caller, so it is checked as sent.
 */
export async function exchangeProviderCode(settings: OidcSettings, callbackUrl: URL, redirectUri: string, secrets: SignInSecrets): Promise<IdTokenClaims> {
  const server = await providerMetadata(settings);
  const client: oidc.Client = { client_id: settings.clientId };
  let claims: Record<string, unknown> | undefined;
  try {
    const params = oidc.validateAuthResponse(server, client, callbackUrl.searchParams, oidc.skipStateCheck);
    const response = await oidc.authorizationCodeGrantRequest(server, client, clientAuth(server, settings), params, redirectUri, secrets.verifier, requestOptions(settings));
    const result = await oidc.processAuthorizationCodeResponse(server, client, response, { expectedNonce: secrets.nonce, requireIdToken: true });
    const idToken = oidc.getValidatedIdTokenClaims(result);
    // Many providers put email and groups only in UserInfo when an access token is issued too;
    // the ID token's own claims win (UserInfo must name the same subject).
    if (idToken && server.userinfo_endpoint) {
      const info = await oidc.userInfoRequest(server, client, result.access_token, requestOptions(settings));
      claims = { ...(await oidc.processUserInfoResponse(server, client, idToken.sub, info)), ...idToken };
    } else {
      claims = idToken;
    }
  } catch (err) {
    // Only the provider's error code travels on: its descriptions may quote the request.
    const code = err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError ? err.error : undefined;
    throw new ProviderError(code ? `the identity provider refused the sign-in (${code.slice(0, 60)})` : 'the identity provider did not confirm the sign-in');
  }
  if (!claims) throw new ProviderError('the identity provider returned no ID token');
  return claims as IdTokenClaims;
}
