// `arch-mcp build`: the docs bundle and a dry-run worker bundle, with problems and sizes.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { DEFAULT_DOCS_DIR, REPO_ROOT } from '../paths';
import type { CliCommand } from './types';

export const buildCommand: CliCommand = {
  name: 'build',
  summary: 'build the docs bundle and the worker (dry run), reporting problems and sizes',
  usage: [
    'arch-mcp build [--docs DIR] [--verbose] [--no-worker]',
    '  --docs DIR    docs folder (default: the bundled resources/)',
    '  --verbose     list every warning with file:line',
    '  --no-worker   skip bundling the worker',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({ args, options: { docs: { type: 'string' }, verbose: { type: 'boolean' }, 'no-worker': { type: 'boolean' } } });
    const { runBuild } = await import('../build');
    await runBuild({ docsDir: values.docs ?? DEFAULT_DOCS_DIR, verbose: values.verbose, outDir: path.join(REPO_ROOT, '.arch-mcp', 'build') });
    if (!values['no-worker']) {
      const { reportWorkerSize } = await import('../worker-size');
      await reportWorkerSize();
    }
    return 0;
  },
};
