// `arch-mcp eval search|adr|patterns FILE`: scores the real tools on a labelled set.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { IN_CHECKOUT, REPO_ROOT } from '../paths';
import type { CliCommand } from './types';
import { UsageError } from './types';

const CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/corpus');

export const evalCommand: CliCommand = {
  name: 'eval',
  summary: 'score search_architecture, check_adr_alignment or validate_against_pattern on a labelled set',
  usage: [
    'arch-mcp eval search|adr|patterns FILE [--docs DIR] [--verbose]',
    '  FILE        labelled cases (format: shared/eval/README.md)',
    '  --docs DIR  docs folder the labels refer to (default ../shared/corpus)',
    '  --verbose   print every reason and violation',
  ].join('\n'),
  async run(args) {
    if (!IN_CHECKOUT) throw new UsageError('arch-mcp eval runs in a checkout of the arch-mcp repository, beside the shared corpus and eval sets');
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { docs: { type: 'string' }, verbose: { type: 'boolean' } } });
    const [suite, file] = positionals;
    if (!suite || !['search', 'adr', 'patterns'].includes(suite)) throw new UsageError('name the suite: search, adr or patterns');
    if (!file) throw new UsageError(`give the labelled file, e.g. arch-mcp eval ${suite} ../shared/eval/${suite === 'search' ? 'search' : suite === 'adr' ? 'adr-alignment' : 'pattern-validation'}-dev.json`);
    const { toolHarness } = await import('../eval/tool-harness');
    const started = performance.now();
    const harness = await toolHarness(values.docs ?? CORPUS_DIR);
    console.log(`built ${harness.built.manifest.counts.docs} docs in ${((performance.now() - started) / 1000).toFixed(1)} s (build ${harness.built.buildId})`);
    if (suite === 'adr') await (await import('../eval/adr')).evalAdr(file, harness, values);
    else if (suite === 'patterns') await (await import('../eval/patterns')).evalPatterns(file, harness, values);
    else await (await import('../eval/search')).evalSearch(file, harness, values);
    return 0;
  },
};
