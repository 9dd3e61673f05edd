// `arch-mcp tools`: the tools exactly as a model sees them in tools/list, after the allow-list.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatToolForPrompt } from '../../src/prompts/format-tool';
import { compileAllowList } from '../../src/tools/allow-list';
import { ALL_TOOLS, listTools } from '../../src/tools/registry';
import { REPO_ROOT } from '../paths';
import { readWranglerVar } from '../wrangler-vars';
import type { CliCommand } from './types';

export const toolsCommand: CliCommand = {
  name: 'tools',
  summary: 'print the tools a model sees (names, descriptions, input schemas) after the allow-list',
  usage: [
    'arch-mcp tools [--json] [--enabled SPEC] [--config FILE]',
    '  --json          print the tools/list entries as a JSON array',
    '  --enabled SPEC  allow-list to apply ("*", "search_*,read_document", "" for none);',
    '                  default: ENABLED_TOOLS from the [vars] of wrangler.toml',
    '  --config FILE   wrangler.toml to read ENABLED_TOOLS from (default: the repository\'s)',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({ args, options: { json: { type: 'boolean' }, enabled: { type: 'string' }, config: { type: 'string' } } });
    const configPath = path.resolve(values.config ?? path.join(REPO_ROOT, 'wrangler.toml'));
    const spec = values.enabled ?? readWranglerVar(configPath, 'ENABLED_TOOLS') ?? '';
    const tools = listTools(compileAllowList(spec));
    if (values.json) {
      process.stdout.write(`${JSON.stringify(tools, null, 2)}\n`);
      return 0;
    }
    const header = `${tools.length} of ${ALL_TOOLS.length} tools enabled (ENABLED_TOOLS="${spec}")`;
    process.stdout.write([header, '', ...tools.map((t) => `${formatToolForPrompt(t)}\n`)].join('\n'));
    return 0;
  },
};
