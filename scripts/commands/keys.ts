// `arch-mcp keys create|list|revoke`: API keys scoped to tools, stored hashed in KV.
import { parseArgs } from 'node:util';
import { currentProject } from '../project';
import type { CliCommand } from './types';
import { UsageError } from './types';

const USAGE = [
  'arch-mcp keys create --tools GLOBS [--scopes metrics] [--name NAME] [--remote | --docs DIR | --persist-to DIR]',
  'arch-mcp keys list [--remote | --docs DIR | --persist-to DIR]',
  'arch-mcp keys revoke ID [--remote | --docs DIR | --persist-to DIR]',
  "  --tools GLOBS     tools the key may list and call: '*', or e.g. 'search_*,read_document'",
  '                    (the deployment\'s ENABLED_TOOLS still applies on top)',
  '  --scopes LIST     operator scopes: metrics (/metrics, arch://stats, the whole manifest)',
  '  --name NAME       a label for the key, shown by `keys list`',
  '  --remote          the Cloudflare account\'s KV (default: the local state `npm start` serves)',
  '  --docs DIR        the local state of `arch-mcp serve --docs DIR` (default: the docs folder serve uses)',
  '  --persist-to DIR  the local state of `npm start -- --persist-to DIR`',
].join('\n');

export const keysCommand: CliCommand = {
  name: 'keys',
  summary: 'create, list and revoke API keys (stored hashed; used when AUTH_MODE=api-key)',
  usage: USAGE,
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { tools: { type: 'string' }, scopes: { type: 'string' }, name: { type: 'string' }, remote: { type: 'boolean' }, docs: { type: 'string' }, 'persist-to': { type: 'string' }, json: { type: 'boolean' } },
    });
    const [action, ...rest] = positionals;
    const { stateDirFor } = await import('../local-state');
    const { checkDocsFolder } = await import('../read-docs-folder');
    const project = currentProject();
    const store = values.remote
      ? { mode: 'remote' as const, project }
      : { mode: 'local' as const, project, persistTo: stateDirFor(checkDocsFolder(values.docs ?? project.docsDir), values['persist-to'], project.stateRoot) };
    const keys = await import('../keys');
    if (action === 'create') {
      if (!values.tools) throw new UsageError("keys create needs --tools, e.g. --tools 'search_*,read_document'");
      const scopes = (values.scopes ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const { key, record, matches } = await keys.createKey({ ...store, name: values.name ?? 'unnamed', tools: values.tools, scopes });
      process.stdout.write(`${key}\n`);
      const operator = scopes.length ? ` and scopes: ${scopes.join(', ')}` : '';
      process.stderr.write(`created ${record.id} (${record.name}) for tools: ${matches.join(', ') || '(none of the built-in tools match)'}${operator}\nThe key is shown only now; it is stored as its SHA-256.\n`);
      return 0;
    }
    if (action === 'list') {
      const records = await keys.listKeys(store);
      if (values.json) process.stdout.write(`${JSON.stringify(records.map(({ sha256: _h, ...r }) => r), null, 2)}\n`);
      else for (const r of records) process.stdout.write(`${r.id}  ${r.created_at}  ${r.name}  tools=${r.tools}${r.scopes?.length ? `  scopes=${r.scopes.join(',')}` : ''}\n`);
      return 0;
    }
    if (action === 'revoke') {
      const id = rest[0];
      if (!id) throw new UsageError('keys revoke needs the key id, e.g. keys revoke k_3f9a0c12d4e5');
      const revoked = await keys.revokeKey({ ...store, id });
      process.stderr.write(revoked ? `revoked ${id} (edge caches may honour it for up to a minute)\n` : `no key with id ${id}\n`);
      return revoked ? 0 : 1;
    }
    throw new UsageError(`keys needs create, list or revoke\n${USAGE}`);
  },
};
