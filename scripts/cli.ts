// The arch-mcp command line: dispatches to one file per command in scripts/commands/.
import { dropOutputOnceReaderCloses } from './closed-reader';
import { benchCommand } from './commands/bench';
import { buildCommand } from './commands/build';
import { callCommand } from './commands/call';
import { checkRefsCommand } from './commands/check-refs';
import { deployCommand } from './commands/deploy';
import { rollbackCommand } from './commands/rollback';
import { evalCommand } from './commands/eval';
import { initCommand } from './commands/init';
import { keysCommand } from './commands/keys';
import { lintCommand } from './commands/lint';
import { serveCommand } from './commands/serve';
import { toolsCommand } from './commands/tools';
import { upstreamsCommand } from './commands/upstreams';
import type { CliCommand } from './commands/types';
import { UsageError } from './commands/types';

const COMMANDS: CliCommand[] = [initCommand, serveCommand, buildCommand, deployCommand, rollbackCommand, evalCommand, lintCommand, toolsCommand, upstreamsCommand, callCommand, benchCommand, keysCommand, checkRefsCommand];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'arch-mcp — architecture knowledge over MCP',
    '',
    'Usage: arch-mcp COMMAND [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "Run 'arch-mcp COMMAND --help' for a command's options.",
  ].join('\n');
}

/** Runs the CLI and returns the exit code. Errors are printed on one line. */
export async function main(argv: string[]): Promise<number> {
  dropOutputOnceReaderCloses(process.stdout, process.stderr);
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${help()}\n`);
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`arch-mcp: unknown command "${name}"; run 'arch-mcp --help'\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${command.usage}\n\n${command.summary}\n`);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`arch-mcp ${name}: ${message.split('\n')[0]}\n`);
    const usage = err instanceof UsageError || /^ERR_PARSE_ARGS/.test(String((err as { code?: string }).code));
    return usage ? 2 : (command.errorExitCode ?? 1);
  }
}
