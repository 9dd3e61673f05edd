// `arch-mcp rollback`: serve an earlier published build again, on the account or in local state.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BundleSink } from '../../src/bundle/publish';
import { currentProject } from '../project';
import { type CliCommand, UsageError } from './types';

export const rollbackCommand: CliCommand = {
  name: 'rollback',
  summary: 'serve an earlier published build of the docs again (the worker is left as it is)',
  usage: [
    'arch-mcp rollback [--to BUILD_ID] [--list] [--remote | --docs DIR | --persist-to DIR]',
    '  --to BUILD_ID     the build to serve, by its id or the first 8 or more digits of it, as serve prints',
    '                    them (default: the one served before the current one)',
    '  --list            print the build served now and the earlier ones recorded; change nothing',
    "  --remote          the Cloudflare account's KV that ./wrangler.toml names (default: the local state `npm start` serves)",
    '  --docs DIR        the local state of `arch-mcp serve --docs DIR` (default: the docs folder serve uses)',
    '  --persist-to DIR  the local state of `npm start -- --persist-to DIR`',
    'It refuses, changing nothing, a build not published there or in data formats other than those of',
    'the build served now. Isolates serve the build within 10 s; publishing the docs again makes their',
    'build current again.',
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({
      args,
      options: { to: { type: 'string' }, list: { type: 'boolean' }, remote: { type: 'boolean' }, docs: { type: 'string' }, 'persist-to': { type: 'string' } },
    });
    const project = currentProject();
    const log = (line: string) => process.stderr.write(`${line}\n`);
    const act = async (sink: BundleSink, where: string) => {
      const { readPointer } = await import('../../src/bundle/publish');
      if (values.list) {
        const pointer = await readPointer(sink);
        if (!pointer) return log(`arch-mcp: nothing is published (${where})`);
        process.stdout.write(`${[`${pointer.buildId}  ${pointer.publishedAt}  served now`, ...(pointer.earlier ?? []).map((b) => `${b.buildId}  ${b.publishedAt}`)].join('\n')}\n`);
        return;
      }
      const { rollBack } = await import('../../src/bundle/rollback');
      const { from, to } = await rollBack(sink, { to: values.to });
      log(`arch-mcp: build ${to} is served now in place of ${from} (${where}); isolates switch within 10 s`);
    };
    if (values.list && values.to) throw new UsageError('--list changes nothing: leave out --to, or --list');
    if (values.remote && (values.docs || values['persist-to'])) throw new UsageError('--docs and --persist-to name local state: leave them out with --remote');
    const { withBundleSink } = await import('../publish');
    if (values.remote) {
      if (!project.ownWranglerConfig) throw new Error(`no wrangler.toml in ${project.root}: run \`npx arch-mcp init\` and deploy first`);
      await withBundleSink({ mode: 'remote', project }, (sink) => act(sink, 'remote'), log);
      return 0;
    }
    const { stateDirFor } = await import('../local-state');
    const { checkDocsFolder } = await import('../read-docs-folder');
    const stateDir = stateDirFor(checkDocsFolder(values.docs ?? project.docsDir), values['persist-to'], project.stateRoot);
    // A state nothing was ever served from is not created by asking about it (a mistyped --persist-to).
    if (!existsSync(path.join(stateDir, 'v3'))) {
      if (!values.list) throw new Error(`nothing is published in ${stateDir}: no local state there to roll back`);
      log(`arch-mcp: nothing is published (local: no state in ${stateDir})`);
      return 0;
    }
    await withBundleSink({ mode: 'local', stateDir }, (sink) => act(sink, 'local'), log);
    return 0;
  },
};
