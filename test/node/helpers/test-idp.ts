// A real OpenID Connect provider (oidc-provider, a certified implementation) on 127.0.0.1 in the
// test process: the organisation's identity provider the worker sends people to. It knows one
// client (the worker) and a few people; its login page takes a user name, as a real one would take
// a password.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { Context } from 'oidc-provider';

/** People the provider can sign in, by login name. */
export const PEOPLE: Record<string, { email: string; name: string; groups: string[] }> = {
  alice: { email: 'alice@harbourline.example', name: 'Alice Architect', groups: ['architects'] },
  mallory: { email: 'mallory@elsewhere.example', name: 'Mallory Outsider', groups: [] },
};

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d));
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

/** Starts the provider on `port`, with the worker's callback at `redirectUri` as its one client. */
export async function startTestIdp(port: number, redirectUri: string): Promise<TestIdp> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'arch-mcp-worker';
  const clientSecret = `idp-secret-${crypto.randomUUID()}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    cookies: { keys: [crypto.randomUUID()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx: unknown, id: string) => {
      const person = PEOPLE[id];
      if (!person) return undefined;
      return { accountId: id, claims: () => ({ sub: `sub-${id}`, email: person.email, email_verified: true, name: person.name, groups: person.groups }) };
    },
    // The worker is the organisation's own app: people are not asked to consent to it again.
    loadExistingGrant: async (ctx: Context) => {
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<form method="post" action="/interaction/${details.uid}/login"><input name="login"><button>Sign in</button></form>`);
      return;
    }
    const login = (await readForm(req)).get('login') ?? '';
    if (!PEOPLE[login]) {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('unknown user');
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  };
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch(() => {
        res.writeHead(500);
        res.end();
      });
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, clientId, clientSecret, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
