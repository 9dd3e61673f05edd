// `arch-mcp build`: the docs bundle and a dry-run worker bundle, with problems and sizes.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { currentProject } from '../project';
import type { CliCommand } from './types';

export const buildCommand: CliCommand = {
  name: 'build',
  summary: 'build the docs bundle and the worker (dry run), reporting problems and sizes',
  usage: [
    'arch-mcp build [--docs DIR] [--verbose] [--no-worker]',
    '  --docs DIR    docs folder (default: the `docs` of ./arch-mcp.json, else the bundled resources/)',
    '  --verbose     list every warning with file:line',
    '  --no-worker   skip bundling the worker',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({ args, options: { docs: { type: 'string' }, verbose: { type: 'boolean' }, 'no-worker': { type: 'boolean' } } });
    const project = currentProject();
    const { runBuild } = await import('../build');
    await runBuild({ docsDir: values.docs ?? project.docsDir, verbose: values.verbose, outDir: path.join(project.outDir, 'build') });
    if (!values['no-worker']) {
      const { reportWorkerSize } = await import('../worker-size');
      await reportWorkerSize(undefined, project);
    }
    return 0;
  },
};
