// `arch-mcp init`: sets up the current folder (a docs repo) to serve its docs locally and deploy
// them from CI. Asks for the name and docs folder when run in a terminal; takes flags otherwise.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { PACKAGE_VERSION } from '../paths';
import type { CliCommand } from './types';

export const initCommand: CliCommand = {
  name: 'init',
  summary: 'set up this folder: arch-mcp.json, wrangler.toml, a CI workflow that deploys on merge, an ADR template',
  usage: [
    'arch-mcp init [--docs DIR] [--name NAME] [--auth public|api-key|oauth] [--force]',
    '  --docs DIR    the docs folder, relative to this one (default: the one arch-mcp.json names, else docs,',
    '                doc, … whichever exists)',
    '  --name NAME   what the deployment is called: the landing page title, and (as a slug) the worker,',
    '                R2 bucket and KV namespace names (default: the name arch-mcp.json and wrangler.toml',
    '                already give it, else this folder\'s name; a new name with --force is a new deployment)',
    '  --auth MODE   who may use the deployed worker: public (anyone with its URL; the default), api-key',
    '                (callers send a key from `arch-mcp keys create`) or oauth (sign-in through your',
    '                identity provider) (default: the AUTH_MODE wrangler.toml already has, else public)',
    '  --force       replace files that exist (otherwise they are kept and listed); a replaced',
    '                wrangler.toml keeps the worker, bucket and KV names and the [vars] values it had',
    'Writes arch-mcp.json (name, docs folder, the kinds found in it), wrangler.toml, .github/workflows/',
    'arch-mcp.yml, .dev.vars.example and, when the docs have none, an ADR template; adds node_modules and',
    'local state to .gitignore. Asks for the name and folder in a terminal; with stdin not a terminal,',
    'uses the flags.',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({ args, options: { docs: { type: 'string' }, name: { type: 'string' }, auth: { type: 'string' }, force: { type: 'boolean' } } });
    const root = process.cwd();
    const { existingDocs, existingName, readExistingDeployment } = await import('../init/existing');
    const existing = readExistingDeployment(root);
    let docs = values.docs ?? existingDocs(root, existing);
    let name = values.name;
    if (process.stdin.isTTY && (values.docs === undefined || values.name === undefined)) {
      const rl = createInterface({ input: process.stdin, output: process.stderr });
      try {
        if (values.name === undefined) name = (await rl.question(`Name of this knowledge base [${existingName(root, existing)}]: `)).trim() || undefined;
        if (values.docs === undefined) docs = (await rl.question(`Docs folder [${docs}]: `)).trim() || docs;
      } finally {
        rl.close();
      }
    }
    const { runInit } = await import('../init/init');
    const result = await runInit({ root, docs, ...(name === undefined ? {} : { name }), ...(values.auth === undefined ? {} : { auth: values.auth }), force: values.force ?? false });
    const out = (line: string) => process.stdout.write(`${line}\n`);
    const { counts } = result.survey;
    out(`arch-mcp init: "${result.name}" (worker ${result.worker ?? 'not named in wrangler.toml'}), docs in ${docs}/: ${counts.adr} ADRs, ${counts.pattern} patterns, ${counts.guideline} guidelines`);
    for (const f of result.files) out(`  ${f.action.padEnd(8)} ${f.path}${f.note ? ` (${f.note})` : ''}`);
    for (const note of result.notes) out(note);
    const { publicInitNotice } = await import('../public-access');
    if (result.authMode === 'public') out(publicInitNotice());
    out('Next:');
    for (const line of nextSteps(result.installed, result.authMode)) out(`  ${line}`);
    return 0;
  },
};

/** The commands to run next: install (when package.json lacks arch-mcp), what the auth mode needs, serve, deploy. */
function nextSteps(installed: boolean, authMode: string | undefined): string[] {
  const steps = installed ? [] : [`npm install --save-dev --save-exact arch-mcp@${PACKAGE_VERSION}   # so CI's npm ci installs it`];
  if (authMode === 'api-key') steps.push("npx arch-mcp keys create --tools '*' --name me   # a key for serve: send Authorization: Bearer <key>");
  if (authMode === 'oauth') {
    steps.push('# AUTH_MODE=oauth: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_ALLOWED in wrangler.toml and OIDC_CLIENT_SECRET in .dev.vars');
    steps.push('#   (deployed: npx wrangler secret put OIDC_CLIENT_SECRET); arch-mcp\'s docs/access-control.md says how');
  }
  steps.push('npx arch-mcp serve      # serves the docs at http://127.0.0.1:8787/mcp');
  if (installed) steps.push('npx arch-mcp deploy     # publishes them to Cloudflare (CI does it on every merge)');
  if (installed && authMode === 'api-key') steps.push("npx arch-mcp keys create --tools '*' --name me --remote   # after the first deploy: a key for the deployed worker");
  return steps;
}
