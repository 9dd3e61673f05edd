// `arch-mcp bench` (what `npm run bench` runs): search engine, in-isolate, throughput and docs-site numbers,
// each against a baseline measured in the same run, printed as ratios and written as JSON.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IN_CHECKOUT, REPO_ROOT } from '../paths';
import type { CliCommand } from './types';
import { UsageError } from './types';

const SECTIONS = ['search', 'isolate', 'throughput', 'docs'] as const;

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new UsageError(`--${name} must be a non-negative number (got "${raw}")`);
  return value;
}

/** Runs this command again under node --expose-gc, so memory deltas are measured after a real collection. */
function respawnWithGc(args: string[]): Promise<number> {
  const child = spawn(process.execPath, ['--expose-gc', path.join(REPO_ROOT, 'bin', 'arch-mcp.mjs'), 'bench', ...args], { stdio: 'inherit', env: { ...process.env, ARCH_MCP_BENCH_CHILD: '1' } });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

export const benchCommand: CliCommand = {
  name: 'bench',
  summary: 'benchmark search, in-isolate latency, tools/call throughput and docs-site pages against same-run baselines',
  usage: [
    'arch-mcp bench [--quick] [--only SECTIONS] [--scale N] [--duration S] [--concurrency N] [--corpus DIR] [--json FILE]',
    '  --quick              smaller scale-up (10,000 docs), 3 s throughput runs, no MiniSearch at scale',
    '  --only SECTIONS      comma list of search, isolate, throughput, docs (default: all)',
    '  --scale N            docs in the synthetic scale-up (default 50000; 10000 with --quick)',
    '  --duration S         seconds per throughput run (default 10; 3 with --quick)',
    '  --concurrency N      concurrent keep-alive clients per throughput run (default 8)',
    '  --mini-scale-budget S  seconds MiniSearch may spend building the scale-up before it is skipped (default 60)',
    '  --scale-shard-mib M  largest shard of the scale-up\'s index (default 20, what KV takes); larger measures a size the format cannot publish',
    '  --corpus DIR         docs folder (default ../shared/corpus)',
    '  --json FILE          where to write the results (default .arch-mcp/bench.json)',
    'Loopback only; every loop is bounded in count and time. Targets are judged in the report, never in tests.',
  ].join('\n'),
  async run(args) {
    if (!IN_CHECKOUT) throw new UsageError('arch-mcp bench runs in a checkout of the arch-mcp repository, beside the shared corpus and eval sets');
    const { values } = parseArgs({
      args,
      options: {
        quick: { type: 'boolean' },
        only: { type: 'string' },
        scale: { type: 'string' },
        duration: { type: 'string' },
        concurrency: { type: 'string' },
        'mini-scale-budget': { type: 'string' },
        'scale-shard-mib': { type: 'string' },
        corpus: { type: 'string' },
        json: { type: 'string' },
      },
    });
    const sections = new Set((values.only ?? SECTIONS.join(',')).split(',').map((s) => s.trim()).filter(Boolean));
    for (const s of sections) if (!(SECTIONS as readonly string[]).includes(s)) throw new UsageError(`--only takes ${SECTIONS.join(', ')} (got "${s}")`);
    const quick = values.quick ?? false;
    const concurrency = positiveNumber('concurrency', values.concurrency, 8);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256) throw new UsageError('--concurrency must be an integer from 1 to 256');
    const scale = positiveNumber('scale', values.scale, quick ? 10_000 : 50_000);
    if (scale > 200_000) throw new UsageError('--scale is capped at 200000 docs');
    const scaleShardMib = positiveNumber('scale-shard-mib', values['scale-shard-mib'], 20);
    if (scaleShardMib < 1 || scaleShardMib > 1024) throw new UsageError('--scale-shard-mib must be from 1 to 1024');
    const durationS = positiveNumber('duration', values.duration, quick ? 3 : 10);
    if (durationS < 1 || durationS > 120) throw new UsageError('--duration must be from 1 to 120 seconds');

    if (!(globalThis as { gc?: unknown }).gc && process.env.ARCH_MCP_BENCH_CHILD !== '1') return respawnWithGc(args);
    const { runBench } = await import('../bench/run-bench');
    return runBench({
      quick,
      corpusDir: path.resolve(values.corpus ?? path.join(REPO_ROOT, '../shared/corpus')),
      evalDir: path.join(REPO_ROOT, '../shared/eval'),
      scale: Math.floor(scale),
      scaleMaxShardBytes: Math.floor(scaleShardMib * 1024 * 1024),
      sections: sections as Set<(typeof SECTIONS)[number]>,
      durationMs: durationS * 1000,
      warmupMs: quick ? 1000 : 2000,
      settleMs: quick ? 3000 : 10_000,
      concurrency,
      maxRequests: 2_000_000,
      miniScaleBudgetMs: quick ? 0 : positiveNumber('mini-scale-budget', values['mini-scale-budget'], 60) * 1000,
      queryRounds: quick ? 5 : 20,
      queryBudgetMs: quick ? 3000 : 10_000,
      isolateBatchMs: quick ? 10 : 25,
      jsonPath: path.resolve(values.json ?? path.join(REPO_ROOT, '.arch-mcp', 'bench.json')),
    });
  },
};
