// Copy-paste configuration for each MCP client the README lists, for one server URL, with the
// Authorization header when the deployment requires an API key.

export interface ClientSnippet {
  client: string;
  /** Where the snippet goes (a command line, or a config file). */
  where: string;
  text: string;
}

/** The header placeholder shown when AUTH_MODE=api-key; people replace `<key>` with theirs. */
const AUTH_HEADER = 'Authorization: Bearer <key>';

/** One snippet per client, in the README's order. */
export function clientSnippets(mcpUrl: string, apiKey: boolean): ClientSnippet[] {
  const headers = apiKey ? { headers: { Authorization: 'Bearer <key>' } } : {};
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    {
      client: 'Claude Code',
      where: 'terminal',
      text: `claude mcp add --transport http architecture ${mcpUrl}${apiKey ? ` --header "${AUTH_HEADER}"` : ''}`,
    },
    { client: 'Cursor', where: '.cursor/mcp.json', text: json({ mcpServers: { architecture: { url: mcpUrl, ...headers } } }) },
    { client: 'VS Code', where: '.vscode/mcp.json', text: json({ servers: { architecture: { type: 'http', url: mcpUrl, ...headers } } }) },
    {
      client: 'Claude Desktop and other stdio-only clients',
      where: 'claude_desktop_config.json (through mcp-remote)',
      text: json({ mcpServers: { architecture: { command: 'npx', args: ['mcp-remote', mcpUrl, ...(apiKey ? ['--header', AUTH_HEADER] : [])] } } }),
    },
  ];
}
