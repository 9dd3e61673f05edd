// `arch-mcp deploy` (what `npm run deploy` runs): docs to the account, then the worker.
import { parseArgs } from 'node:util';
import { currentProject } from '../project';
import type { CliCommand } from './types';

export const deployCommand: CliCommand = {
  name: 'deploy',
  summary: 'publish the docs bundle to the Cloudflare account, then deploy the worker',
  usage: [
    'arch-mcp deploy [--docs DIR] [--dry-run]',
    '  --docs DIR   docs folder (default: the `docs` of ./arch-mcp.json, else the bundled resources/)',
    '  --dry-run    build docs and worker, publish and deploy nothing',
    'Uses ./wrangler.toml (arch-mcp init writes it); the first deploy creates the R2 bucket and KV',
    'namespaces it names and records the namespace ids in it. In CI, set CLOUDFLARE_API_TOKEN and',
    'CLOUDFLARE_ACCOUNT_ID. Ends with the AUTH_MODE it deploys: a warning when that is public (or unset),',
    'since anyone who has the worker\'s URL can then read every doc; an unknown value is refused.',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({ args, options: { docs: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
    const { deploy } = await import('../deploy');
    const project = currentProject();
    return deploy({ docsDir: values.docs ?? project.docsDir, dryRun: values['dry-run'] ?? false, project });
  },
};
