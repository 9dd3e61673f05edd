// `arch-mcp upstreams check`: connects to every configured upstream MCP server and reports its
// protocol revision, server, tool count and latency, so a mount can be checked before deploying.
import { parseArgs } from 'node:util';
import { currentProject } from '../project';
import type { CliCommand } from './types';
import { UsageError } from './types';

export const upstreamsCommand: CliCommand = {
  name: 'upstreams',
  summary: 'check the upstream MCP servers this deployment mounts: revision, tool count, latency',
  usage: [
    'arch-mcp upstreams check [--docs DIR] [--config FILE] [--json]',
    '  --docs DIR     docs folder whose arch-mcp.json lists `upstreams` (default: the docs folder serve uses)',
    '  --config FILE  wrangler.toml to read UPSTREAM_SERVERS from when the environment and .dev.vars',
    "                 do not set it (default: ./wrangler.toml, else the package's defaults)",
    '  --json         print the reports as JSON',
    'Header secrets come from the environment and .dev.vars. Exits 1 when any upstream fails.',
  ].join('\n'),
  async run(args) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { docs: { type: 'string' }, config: { type: 'string' }, json: { type: 'boolean' } } });
    if (positionals.join(' ') !== 'check') throw new UsageError('upstreams needs a subcommand: arch-mcp upstreams check');
    const { readUpstreams, localSecrets } = await import('../upstream-settings');
    const { checkUpstream, describeCheck } = await import('../upstream-check');
    const upstreams = readUpstreams({ docsDir: values.docs ?? currentProject().docsDir, configPath: values.config });
    if (upstreams.length === 0) {
      process.stderr.write('no upstream servers are configured (arch-mcp.json `upstreams`, or UPSTREAM_SERVERS)\n');
      return 0;
    }
    const secrets = localSecrets();
    const checks = await Promise.all(upstreams.map((u) => checkUpstream(u, secrets)));
    if (values.json) {
      const report = checks.map((c) => ({
        name: c.upstream.name,
        url: c.upstream.url,
        ok: c.ok,
        ...(c.protocolVersion ? { protocol_version: c.protocolVersion, era: c.era } : {}),
        ...(c.server ? { server: c.server } : {}),
        ...(c.listed !== undefined ? { tools_listed: c.listed, tools_mounted: c.mounted.map((m) => m.name), skipped: c.skipped } : {}),
        latency_ms: c.latencyMs,
        ...(c.error ? { error: c.error } : {}),
      }));
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      for (const check of checks) process.stdout.write(`${check.ok ? 'ok  ' : 'FAIL'}  ${describeCheck(check)}\n`);
    }
    return checks.every((c) => c.ok) ? 0 : 1;
  },
};
