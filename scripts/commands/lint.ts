// `arch-mcp lint`: lists every problem in a docs folder and its prompts as file:line.
import { parseArgs } from 'node:util';
import { DEFAULT_DOCS_DIR } from '../paths';
import type { CliCommand } from './types';
import { UsageError } from './types';

export const lintCommand: CliCommand = {
  name: 'lint',
  summary: 'check a docs folder and its prompts: front matter, links, ADR ids, supersedes, prompt references',
  usage: [
    'arch-mcp lint [DIR] [--json]',
    '  DIR      docs folder (default: the bundled resources/); prompt files are read from DIR/prompts',
    '  --json   print the problems as a JSON array instead of path:line lines',
    'Exit code 1 when any problem is found, 0 when the folder is clean.',
  ].join('\n'),
  async run(args) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' } } });
    if (positionals.length > 1) throw new UsageError('give at most one docs folder');
    const { lintDocsFolder } = await import('../lint-docs');
    const report = await lintDocsFolder(positionals[0] ?? DEFAULT_DOCS_DIR);
    if (values.json) {
      process.stdout.write(`${JSON.stringify(report.problems, null, 2)}\n`);
    } else {
      for (const p of report.problems) process.stdout.write(`${p.path}:${p.line}: ${p.severity}: ${p.message} [${p.code}]\n`);
    }
    const errors = report.problems.filter((p) => p.severity === 'error').length;
    process.stderr.write(
      `arch-mcp lint: ${report.docs} docs and ${report.prompts} prompt file(s) in ${report.root}: ` +
        (report.problems.length ? `${report.problems.length} problem(s), ${errors} error(s)\n` : 'no problems\n'),
    );
    return report.problems.length ? 1 : 0;
  },
};
