// A worker serving the bundled docs under AUTH_MODE=oauth (`arch-mcp serve`), signing people in at
// a real OpenID provider on loopback that admits harbourline.example accounts: the setting of the
// end-to-end sign-in tests.
import path from 'node:path';
import { REPO_ROOT, freePort, serveDocs } from './serve-process';
import type { ServedProcess } from './serve-process';
import { startTestIdp } from './test-idp';
import type { TestIdp } from './test-idp';

export interface OAuthServer {
  idp: TestIdp;
  served: ServedProcess;
  /** The worker's origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  stop(): Promise<void>;
}

/** Starts the provider, then the worker configured to sign people in there. */
export async function startOAuthServer(): Promise<OAuthServer> {
  const workerPort = await freePort();
  const idp = await startTestIdp(await freePort(), `http://127.0.0.1:${workerPort}/oauth/callback`);
  const served = await serveDocs(path.join(REPO_ROOT, 'resources'), 180_000, {
    port: workerPort,
    args: ['--var', 'AUTH_MODE:oauth', '--var', `OIDC_ISSUER:${idp.issuer}`, '--var', `OIDC_CLIENT_ID:${idp.clientId}`, '--var', `OIDC_CLIENT_SECRET:${idp.clientSecret}`, '--var', 'OIDC_ALLOWED:domain:harbourline.example'],
  }).catch(async (err: unknown) => {
    await idp.stop();
    throw err;
  });
  return {
    idp,
    served,
    origin: `http://127.0.0.1:${workerPort}`,
    stop: async () => {
      await served.stop();
      await idp.stop();
    },
  };
}
