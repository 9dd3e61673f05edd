// An MCP client's side of OAuth for tests: the v2 SDK's OAuthClientProvider, holding its
// registration, tokens and PKCE verifier in memory the way a desktop client keeps them on disk.
import type { OAuthClientMetadata, OAuthClientProvider, StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';

export class MemoryOAuthClient implements OAuthClientProvider {
  /** The last authorization URL the SDK asked to open in the browser. */
  authorizationUrl: URL | undefined;
  private verifier = '';
  private information: StoredOAuthClientInformation | undefined;
  private stored: StoredOAuthTokens | undefined;

  constructor(readonly redirectUrl: string) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Harbourline test client',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation(): StoredOAuthClientInformation | undefined {
    return this.information;
  }

  saveClientInformation(information: StoredOAuthClientInformation): void {
    this.information = information;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.stored;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.stored = tokens;
  }

  redirectToAuthorization(url: URL): void {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    return this.verifier;
  }
}
