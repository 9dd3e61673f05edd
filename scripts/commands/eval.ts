// `arch-mcp eval search|adr|patterns FILE…`: scores the real tools on labelled sets, with the rules
// judge or with a model's answers recorded and replayed offline.
import { parseArgs } from 'node:util';
import path from 'node:path';
import type { ModelAccess } from '../../src/analysis';
import { DEFAULT_ANALYSIS_MODEL } from '../../src/analysis/judge/model-call';
import { IN_CHECKOUT, REPO_ROOT } from '../paths';
import type { CliCommand } from './types';
import { UsageError } from './types';

const CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/corpus');

export const evalCommand: CliCommand = {
  name: 'eval',
  summary: 'score search_architecture, check_adr_alignment or validate_against_pattern on labelled sets',
  usage: [
    'arch-mcp eval search|adr|patterns FILE [FILE…] [options]',
    '  FILE                       labelled cases (format: shared/eval/README.md); sets named *holdout* print totals only',
    '  --docs DIR                 docs folder the labels refer to (default ../shared/corpus)',
    '  --verbose                  print every reason and violation',
    '  --cases                    print each case, also for held-out sets',
    '  --judge rules|model        which judge labels (default rules); model needs --record-requests or --responses',
    `  --model ID                 the model named in requests (default ${DEFAULT_ANALYSIS_MODEL})`,
    '  --record-requests OUT      write each model request, as the worker would send it, to OUT (JSONL); scores the rules judge',
    '  --responses IN             replay recorded answers (JSONL lines {"key", "response"}); a missing one falls back to the rules judge',
    '  --calibration              adr only: per basis, the rules judge\'s labels right and wrong, totals over all FILEs',
    '  --write-calibration        adr only: with --calibration, write src/analysis/judge/calibration.json from those totals',
  ].join('\n'),
  async run(args) {
    if (!IN_CHECKOUT) throw new UsageError('arch-mcp eval runs in a checkout of the arch-mcp repository, beside the shared corpus and eval sets');
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        docs: { type: 'string' },
        verbose: { type: 'boolean' },
        cases: { type: 'boolean' },
        judge: { type: 'string' },
        model: { type: 'string' },
        'record-requests': { type: 'string' },
        responses: { type: 'string' },
        calibration: { type: 'boolean' },
        'write-calibration': { type: 'boolean' },
      },
    });
    const [suite, ...files] = positionals;
    if (!suite || !['search', 'adr', 'patterns'].includes(suite)) throw new UsageError('name the suite: search, adr or patterns');
    if (!files.length) throw new UsageError(`give the labelled file, e.g. arch-mcp eval ${suite} ../shared/eval/${suite === 'search' ? 'search' : suite === 'adr' ? 'adr-alignment' : 'pattern-validation'}-dev.json`);
    const judge = values.judge ?? 'rules';
    if (judge !== 'rules' && judge !== 'model') throw new UsageError('--judge is rules or model');
    const record = values['record-requests'];
    const responses = values.responses;
    if (judge === 'model' && !record === !responses) throw new UsageError('--judge model needs exactly one of --record-requests OUT.jsonl or --responses IN.jsonl');
    if (judge === 'rules' && (record || responses)) throw new UsageError('--record-requests and --responses go with --judge model');
    if (suite === 'search' && judge === 'model') throw new UsageError('search has no judge');
    if ((values.calibration || values['write-calibration']) && suite !== 'adr') throw new UsageError('--calibration is for the adr suite');
    if (values['write-calibration'] && !values.calibration) throw new UsageError('--write-calibration goes with --calibration');

    const { toolHarness } = await import('../eval/tool-harness');
    const started = performance.now();
    const harness = await toolHarness(values.docs ?? CORPUS_DIR);
    console.log(`built ${harness.built.manifest.counts.docs} docs in ${((performance.now() - started) / 1000).toFixed(1)} s (build ${harness.built.buildId})`);

    const current = { case: '' };
    let model: ModelAccess | undefined;
    let finish = () => undefined as void;
    if (judge === 'model') {
      const recorded = await import('../eval/recorded-model');
      const id = values.model ?? DEFAULT_ANALYSIS_MODEL;
      if (record) {
        const recording = recorded.recordingClient(record, () => current.case);
        model = { model: id, client: recording.client };
        finish = () => console.log(`recorded ${recording.written()} requests to ${record}`);
      } else {
        const { answers, models } = recorded.readResponses(responses!);
        const replay = recorded.replayClient(answers);
        model = { model: id, client: replay.client };
        const by = models.size ? `answered by ${[...models].join(', ')}` : 'the file names no model';
        finish = () => console.log(`replayed ${replay.used.size} recorded responses (${by}); ${replay.missing.size} requests had none and kept the rules judge's labels`);
      }
    }

    const { CalibrationTally } = await import('../eval/calibration');
    const tally = values.calibration ? new CalibrationTally() : undefined;
    for (const file of files) {
      if (suite === 'adr') {
        tally?.files.push(path.relative(REPO_ROOT, path.resolve(file)));
        await (await import('../eval/adr')).evalAdr(file, harness, { verbose: values.verbose, cases: values.cases, model, current, calibration: tally });
      } else if (suite === 'patterns') await (await import('../eval/patterns')).evalPatterns(file, harness, { verbose: values.verbose, cases: values.cases, model, current });
      else await (await import('../eval/search')).evalSearch(file, harness, values);
    }
    finish();
    if (tally) {
      tally.print();
      if (values['write-calibration']) tally.write();
    }
    return 0;
  },
};
