// `arch-mcp call`: one tool call against a running server, through the MCP SDK client, speaking
// 2026-07-28 when the server does and the 2025 handshake otherwise.
import { parseArgs } from 'node:util';
import { DEFAULT_URL, connectToServer, parseHeaders, parseUrl } from '../mcp-client';
import { callError, connectionError } from './call-errors';
import type { CliCommand } from './types';
import { UsageError } from './types';

export const callCommand: CliCommand = {
  name: 'call',
  summary: 'call one tool on a local or remote server and print its result',
  usage: [
    'arch-mcp call TOOL [--args JSON] [--for-path PATH] [--service NAME] [--url URL] [--header K:V]...',
    '  --args JSON     the tool\'s arguments as a JSON object (default {})',
    '  --for-path PATH the file being worked on, repo-relative: sets the for_path argument',
    '  --service NAME  the service being worked on: sets the service argument',
    `  --url URL       the server's MCP endpoint (default ${DEFAULT_URL})`,
    '  --header K:V    extra request header, e.g. "Authorization: Bearer <key>"; repeatable',
    'Prints the structured result as JSON; a tool error goes to stderr with exit code 1.',
  ].join('\n'),
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { args: { type: 'string' }, 'for-path': { type: 'string' }, service: { type: 'string' }, url: { type: 'string' }, header: { type: 'string', multiple: true } },
    });
    const [tool, ...extra] = positionals;
    if (!tool || extra.length) throw new UsageError('give exactly one tool name, e.g. arch-mcp call search_architecture --args \'{"query":"kafka"}\'');
    const toolArgs = withScope(parseToolArgs(values.args), { for_path: values['for-path'], service: values.service });
    const url = parseUrl(values.url ?? DEFAULT_URL);
    const headers = parseHeaders(values.header ?? []);

    const { client } = await connectToServer(url, headers).catch((err: unknown) => {
      throw connectionError(url, err);
    });
    try {
      const result = await client.callTool({ name: tool, arguments: toolArgs }).catch(async (err: unknown) => {
        throw await callError(tool, err, async () => (await client.listTools()).tools.map((t) => t.name));
      });
      const text = (result.content as { type: string; text?: string }[]).filter((c) => c.type === 'text').map((c) => c.text).join('\n');
      if (result.isError) {
        process.stderr.write(`${tool}: ${text}\n`);
        return 1;
      }
      process.stdout.write(`${result.structuredContent ? JSON.stringify(result.structuredContent, null, 2) : text}\n`);
      return 0;
    } finally {
      await client.close().catch(() => undefined);
    }
  },
};

/** Adds --for-path and --service to the arguments; the same argument given twice, differently, is refused. */
function withScope(args: Record<string, unknown>, scope: { for_path?: string; service?: string }): Record<string, unknown> {
  const out = { ...args };
  for (const [key, value] of Object.entries(scope)) {
    if (value === undefined) continue;
    const flag = key === 'for_path' ? '--for-path' : '--service';
    if (out[key] !== undefined && out[key] !== value) throw new UsageError(`${flag} ${value} and --args ${key} "${String(out[key])}" disagree; give it once`);
    out[key] = value;
  }
  return out;
}

function parseToolArgs(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    throw new UsageError(`--args is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new UsageError('--args must be a JSON object, e.g. \'{"query":"kafka"}\'');
  return value as Record<string, unknown>;
}
