// Everything one MCP request needs, assembled by the HTTP layer and handed to the server factory.
import type { LoadedBundle } from '../storage/bundle-loader';
import type { DocumentStore } from '../storage/document-store';
import type { AllowList } from '../tools/allow-list';

export interface McpRequestContext {
  env: Env;
  bundle: LoadedBundle;
  documents: DocumentStore;
  /** Tools this caller may list and call (deployment allow-list ∩ API-key scopes). */
  allow: AllowList;
  sessionId?: string;
  /** Public base URL of this server, for links in prompts and the landing page. */
  origin: string;
  waitUntil(promise: Promise<unknown>): void;
}
