// `arch-mcp serve` (what `npm start` runs).
import { parseArgs } from 'node:util';
import { currentProject } from '../project';
import type { CliCommand } from './types';
import { UsageError } from './types';

export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'build a docs folder and serve it in workerd at http://127.0.0.1:PORT/mcp',
  usage: [
    'arch-mcp serve [--docs DIR] [--port N] [--host IP [--public]] [--watch] [--persist-to DIR] [--var NAME:VALUE]...',
    '  --docs DIR        docs folder to serve (default: the `docs` of ./arch-mcp.json, else the bundled resources/)',
    '  --port N          port to listen on (default 8787)',
    '  --host IP         address to listen on (default 127.0.0.1); another address serves beyond this machine,',
    '                    which needs AUTH_MODE=api-key or oauth (.dev.vars or --var) unless --public is given',
    '  --public          allow a non-loopback --host with AUTH_MODE=public: anyone who reaches it may call every tool',
    '  --watch           rebuild and republish on every edit under the docs folder; the server',
    '                    switches to each new build as a deploy does, and new lint problems are printed',
    '  --persist-to DIR  local R2/KV/Durable Object state (default: .wrangler/state/<folder>-<hash>,',
    "                    one per docs folder, so servers on different folders never share state)",
    '  --var NAME:VALUE  set a [vars] value for this run, e.g. --var AUTH_MODE:api-key (as .dev.vars does)',
    'Prints "serving" once /healthz answers with the build it just published. SIGTERM or Ctrl-C stop it',
    'cleanly (a publish under way finishes first) with exit code 0.',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        docs: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        public: { type: 'boolean' },
        'persist-to': { type: 'string' },
        watch: { type: 'boolean' },
        var: { type: 'string', multiple: true },
      },
    });
    const vars = values.var ?? [];
    for (const v of vars) if (!/^[A-Za-z_][A-Za-z0-9_]*:/.test(v)) throw new UsageError(`--var must look like NAME:VALUE (got "${v}")`);
    const port = Number(values.port ?? 8787);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`--port must be an integer from 1 to 65535 (got ${values.port})`);
    const project = currentProject();
    const { serve } = await import('../serve');
    return serve({
      docsDir: values.docs ?? project.docsDir,
      port,
      host: values.host,
      public: values.public ?? false,
      persistTo: values['persist-to'],
      watch: values.watch ?? false,
      vars,
      project,
    });
  },
};
