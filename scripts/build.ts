// `arch-mcp build`: reads a docs folder, reports every problem with file:line, and produces the
// bundle (written to .arch-mcp/build for inspection).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BuildFailedError, buildBundle } from '../src/bundle/build-bundle';
import type { BuiltBundle } from '../src/bundle/build-bundle';
import { applyIgnores } from '../src/docs';
import type { DocProblem } from '../src/docs';
import { readdirSync, readFileSync } from 'node:fs';
import { checkPromptFiles } from '../src/prompts/check-prompts';
import { ALL_TOOLS } from '../src/tools/registry';
import { DEFAULT_DOCS_DIR } from './paths';
import { startProgress } from './progress';
import { readDocsFolder } from './read-docs-folder';
import type { DocsFolder } from './read-docs-folder';
import { combinedUpstreams } from './upstream-settings';

export interface BuildRunOptions {
  docsDir: string;
  /** Print each warning (errors are always printed). */
  verbose?: boolean;
  log?: (line: string) => void;
  /** Where to write the bundle for inspection (`arch-mcp build` writes .arch-mcp/build); omitted = nowhere. */
  outDir?: string;
  /** UPSTREAM_SERVERS for this run (`--var`); else the environment, .dev.vars or wrangler.toml. */
  upstreamServers?: string;
}

/** Builds a docs folder into a bundle, printing progress and problems. */
export async function runBuild(options: BuildRunOptions): Promise<BuiltBundle> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const started = performance.now();
  checkBundledPrompts(log);
  const folder = readDocsFolder(options.docsDir);
  // Mounted servers share one namespace space: a bad entry or a name given twice stops the build.
  const upstreams = combinedUpstreams(folder.config.upstreams, { upstreamServers: options.upstreamServers });
  log(`arch-mcp: building ${folder.files.length} files from ${folder.root}`);
  if (upstreams.length) log(`arch-mcp: mounting the tools of ${upstreams.length} upstream MCP server(s) as <name>__<tool>: ${upstreams.map((u) => u.name).join(', ')}`);
  const parsing = startProgress('parsed', log);
  let bundle: BuiltBundle;
  try {
    // A large folder spends seconds in each step after parsing; say which one it is in.
    const phases = folder.files.length >= LARGE_FOLDER_FILES ? (phase: string) => log(`  ${PHASE_LABELS[phase]} (${parsing.elapsed()})`) : undefined;
    bundle = await buildFolder(folder, (done, total) => parsing.update(done, total), phases);
  } catch (err) {
    if (err instanceof BuildFailedError) {
      printProblems(err.problems, true, log);
      log(`arch-mcp: ${err.message}; nothing was published`);
    }
    throw err;
  }
  printProblems(applyIgnores(bundle.problems, new Set(folder.config.lintIgnore)).kept, options.verbose ?? false, log);
  const { counts } = bundle.manifest;
  log(
    `arch-mcp: build ${bundle.buildId}: ${counts.docs} docs (${counts.adr} ADRs, ${counts.pattern} patterns, ${counts.guideline} guidelines), ` +
      `index ${formatBytes(bundle.manifest.index.bytes)} in ${bundle.indexShards.length} shard(s), ${Math.round(performance.now() - started)} ms`,
  );
  if (folder.config.sourceUrl?.includes('{commit}') && !folder.sourceCommit) {
    log(`arch-mcp: warning: source_url uses {commit}, but ${folder.root} is not a git checkout; answers carry no source_url`);
  }
  if (options.outDir) writeBundle(bundle, options.outDir);
  return bundle;
}

/** Folders this large print which build step they are in. */
const LARGE_FOLDER_FILES = 500;
const PHASE_LABELS: Record<string, string> = { index: 'parsed; building the search index', analysis: 'indexed; extracting ADR decisions and pattern rules' };

/** Builds a folder already read from disk. Throws BuildFailedError when content would be lost. */
export function buildFolder(folder: DocsFolder, onProgress?: (done: number, total: number) => void, onPhase?: (phase: 'index' | 'analysis') => void): Promise<BuiltBundle> {
  return buildBundle(folder.files, {
    config: folder.config,
    name: folder.name,
    sourceCommit: folder.sourceCommit,
    builtAt: new Date().toISOString(),
    onProgress,
    onPhase,
  });
}

/** The prompt files the worker serves, whatever docs folder it serves. */
const BUNDLED_PROMPTS_DIR = path.join(DEFAULT_DOCS_DIR, 'prompts');

/** Fails the build when a bundled prompt has a syntax error or names a tool that does not exist. */
function checkBundledPrompts(log: (line: string) => void): void {
  const files = readdirSync(BUNDLED_PROMPTS_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({ path: `resources/prompts/${f}`, text: readFileSync(path.join(BUNDLED_PROMPTS_DIR, f), 'utf8') }));
  const { problems } = checkPromptFiles(files, { toolNames: new Set(ALL_TOOLS.map((t) => t.name)) });
  if (problems.length === 0) return;
  printProblems(problems, true, log);
  throw new Error(`${problems.length} problem(s) in the bundled prompts; nothing was built`);
}

/** Prints problems as `path:line: severity: message`, warnings summarised unless verbose. */
export function printProblems(problems: DocProblem[], verbose: boolean, log: (line: string) => void): void {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  for (const p of errors) log(`${p.path}:${p.line}: error: ${p.message} [${p.code}]`);
  if (verbose) for (const p of warnings) log(`${p.path}:${p.line}: warning: ${p.message} [${p.code}]`);
  else if (warnings.length) {
    const byCode = new Map<string, number>();
    for (const w of warnings) byCode.set(w.code, (byCode.get(w.code) ?? 0) + 1);
    log(`arch-mcp: ${warnings.length} warning(s): ${[...byCode].map(([c, n]) => `${n} ${c}`).join(', ')} (arch-mcp lint lists them)`);
  }
}

function writeBundle(bundle: BuiltBundle, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(bundle.manifest, null, 1));
  writeFileSync(path.join(dir, 'analysis.json'), JSON.stringify(bundle.analysis));
  bundle.indexShards.forEach((shard, i) => writeFileSync(path.join(dir, `index-${i}.bin`), shard));
  bundle.analysisBuckets.forEach((b, i) => writeFileSync(path.join(dir, `analysis-frames-${i}.json`), JSON.stringify(b)));
  bundle.patternBuckets.forEach((b, i) => writeFileSync(path.join(dir, `analysis-patterns-${i}.json`), JSON.stringify(b)));
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(2)} MiB`;
}
