// `arch-mcp tools`: the tools exactly as a model sees them in tools/list — from this checkout's
// registry, allow-list and mounted upstreams, or from a running server (`--url`), which speaks
// 2026-07-28 first. Mounted tools show where they come from and whether their list is stale.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatToolForPrompt } from '../../src/prompts/format-tool';
import { compileAllowList } from '../../src/tools/allow-list';
import { ALL_TOOLS, listTools } from '../../src/tools/registry';
import type { ToolListing } from '../../src/tools/types';
import type { UpstreamServer } from '../../src/upstreams/upstream-config';
import { connectToServer, parseHeaders, parseUrl } from '../mcp-client';
import { connectionError } from './call-errors';
import { currentProject } from '../project';
import { readWranglerVar } from '../wrangler-vars';
import type { CliCommand } from './types';

/** How one mounted server stands, as tools/list `_meta.upstreams` reports it. */
interface UpstreamLine {
  name: string;
  status: string;
  tools: number;
  protocol_version?: string;
  server?: { name: string; version: string };
  fetched_at?: string;
  error?: string;
}

export const toolsCommand: CliCommand = {
  name: 'tools',
  summary: 'print the tools a model sees (names, descriptions, input schemas), mounted ones with their origin',
  usage: [
    'arch-mcp tools [--json] [--enabled SPEC] [--config FILE] [--docs DIR] [--url URL [--header K:V]...]',
    '  --json          print the tools/list entries as a JSON array',
    '  --enabled SPEC  allow-list to apply ("*", "search_*,read_document", "" for none);',
    '                  default: ENABLED_TOOLS from the [vars] of wrangler.toml',
    '  --config FILE   wrangler.toml to read ENABLED_TOOLS and UPSTREAM_SERVERS from (default: ./wrangler.toml,',
    '                  else the package\'s defaults)',
    '  --docs DIR      docs folder whose arch-mcp.json lists `upstreams` (default: the docs folder serve uses);',
    '                  their tools are listed from the upstreams themselves, as the worker would mount them',
    '  --url URL       list the tools of a running server instead (its allow-list, your key\'s scopes,',
    '                  and its view of each upstream: fresh, stale or unavailable)',
    '  --header K:V    extra request header for --url, e.g. "Authorization: Bearer <key>"; repeatable',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({
      args,
      options: { json: { type: 'boolean' }, enabled: { type: 'string' }, config: { type: 'string' }, docs: { type: 'string' }, url: { type: 'string' }, header: { type: 'string', multiple: true } },
    });
    let tools: ToolListing[];
    let header: string;
    let upstreams: UpstreamLine[] = [];
    if (values.url !== undefined) {
      const url = parseUrl(values.url);
      const { client, era } = await connectToServer(url, parseHeaders(values.header ?? [])).catch((err: unknown) => {
        throw connectionError(url, err);
      });
      try {
        const listed = await client.listTools();
        tools = listed.tools as ToolListing[];
        upstreams = ((listed._meta as { upstreams?: UpstreamLine[] } | undefined)?.upstreams ?? []).slice(0, 100);
      } finally {
        await client.close().catch(() => undefined);
      }
      header = `${tools.length} tools at ${url.href} (protocol ${era === 'modern' ? '2026-07-28' : '2025-11-25 or older'})`;
    } else {
      const project = currentProject();
      const configPath = path.resolve(values.config ?? project.wranglerConfig);
      const spec = values.enabled ?? readWranglerVar(configPath, 'ENABLED_TOOLS') ?? '';
      const allow = compileAllowList(spec);
      const { readUpstreams, localSecrets } = await import('../upstream-settings');
      const configured = readUpstreams({ docsDir: values.docs ?? project.docsDir, configPath });
      const checks = configured.length ? await checkAll(configured, localSecrets()) : [];
      const mounted = checks.flatMap((c) => c.mounted.map((m) => m.listing));
      tools = [...listTools(allow), ...mounted.filter((t) => allow.allows(t.name))];
      upstreams = checks.map((c) => ({ name: c.upstream.name, status: c.ok ? 'fresh' : 'unavailable', tools: c.mounted.length, ...(c.protocolVersion ? { protocol_version: c.protocolVersion } : {}), ...(c.server ? { server: c.server } : {}), ...(c.error ? { error: c.error } : {}) }));
      header = `${tools.length} of ${ALL_TOOLS.length + mounted.length} tools enabled (ENABLED_TOOLS="${spec}")`;
    }
    if (values.json) {
      process.stdout.write(`${JSON.stringify(tools, null, 2)}\n`);
      return 0;
    }
    const lines = [header, ...upstreams.map(describeUpstream), '', ...tools.map((t) => `${formatToolForPrompt(t)}${originNote(t)}\n`)];
    process.stdout.write(lines.join('\n'));
    return 0;
  },
};

async function checkAll(upstreams: UpstreamServer[], secrets: Record<string, string>) {
  const { checkUpstream } = await import('../upstream-check');
  return Promise.all(upstreams.map((u) => checkUpstream(u, secrets)));
}

/** `upstream docs-vendor: fresh, 7 tools (2026-07-28, docs-vendor 3.1.0)`, with the error when there is one. */
function describeUpstream(u: UpstreamLine): string {
  const about = [u.protocol_version, u.server && `${u.server.name} ${u.server.version}`, u.fetched_at && `listed ${u.fetched_at}`].filter(Boolean).join(', ');
  return `upstream ${u.name}: ${u.status}, ${u.tools} tools${about ? ` (${about})` : ''}${u.error ? `; ${u.error}` : ''}`;
}

/** For a mounted tool, the line saying where it comes from and whether its list is stale. */
function originNote(tool: ToolListing): string {
  const origin = tool._meta?.upstream as { name?: string; tool?: string; stale?: boolean } | undefined;
  if (!origin?.name) return '';
  return `\nOrigin: upstream ${origin.name}, tool ${origin.tool}${origin.stale ? ' (stale: from its last good list; the upstream did not answer)' : ''}`;
}
