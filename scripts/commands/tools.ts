// `arch-mcp tools`: the tools exactly as a model sees them in tools/list — from this checkout's
// registry and allow-list, or from a running server (`--url`), which speaks 2026-07-28 first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatToolForPrompt } from '../../src/prompts/format-tool';
import { compileAllowList } from '../../src/tools/allow-list';
import { ALL_TOOLS, listTools } from '../../src/tools/registry';
import type { ToolListing } from '../../src/tools/types';
import { connectToServer, parseHeaders, parseUrl } from '../mcp-client';
import { connectionError } from './call-errors';
import { REPO_ROOT } from '../paths';
import { readWranglerVar } from '../wrangler-vars';
import type { CliCommand } from './types';

export const toolsCommand: CliCommand = {
  name: 'tools',
  summary: 'print the tools a model sees (names, descriptions, input schemas) after the allow-list',
  usage: [
    'arch-mcp tools [--json] [--enabled SPEC] [--config FILE] [--url URL [--header K:V]...]',
    '  --json          print the tools/list entries as a JSON array',
    '  --enabled SPEC  allow-list to apply ("*", "search_*,read_document", "" for none);',
    '                  default: ENABLED_TOOLS from the [vars] of wrangler.toml',
    '  --config FILE   wrangler.toml to read ENABLED_TOOLS from (default: the repository\'s)',
    '  --url URL       list the tools of a running server instead (its allow-list and your key\'s scopes)',
    '  --header K:V    extra request header for --url, e.g. "Authorization: Bearer <key>"; repeatable',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({
      args,
      options: { json: { type: 'boolean' }, enabled: { type: 'string' }, config: { type: 'string' }, url: { type: 'string' }, header: { type: 'string', multiple: true } },
    });
    let tools: ToolListing[];
    let header: string;
    if (values.url !== undefined) {
      const url = parseUrl(values.url);
      const { client, era } = await connectToServer(url, parseHeaders(values.header ?? [])).catch((err: unknown) => {
        throw connectionError(url, err);
      });
      try {
        tools = (await client.listTools()).tools as ToolListing[];
      } finally {
        await client.close().catch(() => undefined);
      }
      header = `${tools.length} tools at ${url.href} (protocol ${era === 'modern' ? '2026-07-28' : '2025-11-25 or older'})`;
    } else {
      const configPath = path.resolve(values.config ?? path.join(REPO_ROOT, 'wrangler.toml'));
      const spec = values.enabled ?? readWranglerVar(configPath, 'ENABLED_TOOLS') ?? '';
      tools = listTools(compileAllowList(spec));
      header = `${tools.length} of ${ALL_TOOLS.length} tools enabled (ENABLED_TOOLS="${spec}")`;
    }
    if (values.json) {
      process.stdout.write(`${JSON.stringify(tools, null, 2)}\n`);
      return 0;
    }
    process.stdout.write([header, '', ...tools.map((t) => `${formatToolForPrompt(t)}\n`)].join('\n'));
    return 0;
  },
};
