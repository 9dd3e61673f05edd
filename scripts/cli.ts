// The arch-mcp command line: serve, build, deploy, lint, tools, call, keys, bench and eval.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { REPO_ROOT } from './wrangler';

interface Command {
  summary: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

const DEFAULT_DOCS = path.join(REPO_ROOT, 'resources');

const COMMANDS: Record<string, Command> = {
  serve: {
    summary: 'build a docs folder and serve it locally in workerd',
    usage: 'arch-mcp serve [--docs DIR] [--port N] [--persist-to DIR]',
    async run(args) {
      const { values } = parseArgs({ args, options: { docs: { type: 'string' }, port: { type: 'string' }, 'persist-to': { type: 'string' } } });
      const port = Number(values.port ?? 8787);
      if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`--port must be an integer from 1 to 65535 (got ${values.port})`);
      const { serve } = await import('./serve');
      return serve({ docsDir: values.docs ?? DEFAULT_DOCS, port, persistTo: values['persist-to'] });
    },
  },
  build: {
    summary: 'build the docs bundle and the worker (dry run), reporting problems and sizes',
    usage: 'arch-mcp build [--docs DIR] [--verbose] [--no-worker]',
    async run(args) {
      const { values } = parseArgs({ args, options: { docs: { type: 'string' }, verbose: { type: 'boolean' }, 'no-worker': { type: 'boolean' } } });
      const { runBuild } = await import('./build');
      await runBuild({ docsDir: values.docs ?? DEFAULT_DOCS, verbose: values.verbose });
      if (!values['no-worker']) {
        const { reportWorkerSize } = await import('./worker-size');
        await reportWorkerSize();
      }
      return 0;
    },
  },
  deploy: {
    summary: 'publish the docs bundle to the account and deploy the worker',
    usage: 'arch-mcp deploy [--docs DIR] [--dry-run]',
    async run(args) {
      const { values } = parseArgs({ args, options: { docs: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
      const { deploy } = await import('./deploy');
      return deploy({ docsDir: values.docs ?? DEFAULT_DOCS, dryRun: values['dry-run'] ?? false });
    },
  },
};

export class UsageError extends Error {
  override name = 'UsageError';
}

function help(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  return [
    'arch-mcp — architecture knowledge over MCP',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `arch-mcp COMMAND --help` for a command\'s options.',
  ].join('\n');
}

/** Runs the CLI; returns the exit code. Errors are printed on one line. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${help()}\n`);
    return name ? 0 : 1;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`arch-mcp: unknown command "${name}"; run arch-mcp --help\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${command.usage}\n  ${command.summary}\n`);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`arch-mcp ${name}: ${message.split('\n')[0]}\n`);
    return err instanceof UsageError || (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? 2 : 1;
  }
}
