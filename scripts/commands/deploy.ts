// `arch-mcp deploy` (what `npm run deploy` runs).
import { parseArgs } from 'node:util';
import { DEFAULT_DOCS_DIR } from '../paths';
import type { CliCommand } from './types';

export const deployCommand: CliCommand = {
  name: 'deploy',
  summary: 'publish the docs bundle to the Cloudflare account, then deploy the worker',
  usage: [
    'arch-mcp deploy [--docs DIR] [--dry-run]',
    '  --docs DIR   docs folder (default: the bundled resources/)',
    '  --dry-run    build docs and worker, publish and deploy nothing',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({ args, options: { docs: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
    const { deploy } = await import('../deploy');
    return deploy({ docsDir: values.docs ?? DEFAULT_DOCS_DIR, dryRun: values['dry-run'] ?? false });
  },
};
