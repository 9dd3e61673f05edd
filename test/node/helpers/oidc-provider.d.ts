// The parts of oidc-provider's API the test identity provider uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantClass {
    new (init: { clientId: string; accountId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }
  interface Context {
    oidc: { client: { clientId: string }; session: { accountId: string; grantIdFor(clientId: string): string | undefined }; result?: { consent?: { grantId?: string } }; provider: Provider };
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: GrantClass;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
  export type { Context };
}
