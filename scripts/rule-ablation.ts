// `npx tsx scripts/rule-ablation.ts`: turns off each analysis rule in turn and runs the analysis unit
// tests without it, then lists the rules whose removal fails no test (exit 1 when there are any).
// Rules are listed in scripts/ablation/rules.ts. Invariant checks are turned off many at a time: a
// first run records which tests saw each check say anything but "passed" (only those can fail without
// it), and checks no test shares are turned off together.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { INVARIANT_CHECKS } from '../src/analysis/patterns/invariants/registry';
import { importClosures, testFiles } from './ablation/imports';
import { invariantRuleId, sourceRules } from './ablation/rules';
import { REPO_ROOT } from './paths';

const USAGE = `usage: npx tsx scripts/rule-ablation.ts [--only ID,ID...] [--kind invariant|source] [--json FILE]
  Turns off each analysis rule in turn, runs test/worker/analysis in Node without it, and lists the
  rules whose removal fails no test (exit 1 when there are any).
  --only   rule ids (as listed) or prefixes ending in ":" (e.g. judge:) to ablate
  --kind   only invariant checks, or only the rules turned off by a source edit
  --json   write every rule's result to FILE`;

const { values } = parseArgs({ options: { only: { type: 'string' }, kind: { type: 'string' }, json: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const CONFIG = path.join(REPO_ROOT, 'scripts/ablation/vitest.config.ts');
const VITEST = path.join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'arch-mcp-ablation-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

interface TestRun {
  /** Tests that failed, as "file > describe > name". */
  failed: string[];
  passed: number;
}

let runs = 0;
/** Runs the analysis unit tests (or `files`) with `ablate` turned off. */
function runTests(ablate: readonly string[], env: Record<string, string> = {}, files: readonly string[] = []): Promise<TestRun> {
  const out = path.join(work, `run-${++runs}.json`);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [VITEST, 'run', '--config', CONFIG, '--reporter=json', `--outputFile=${out}`, ...files], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, ARCH_MCP_ABLATE: ablate.join(','), CLOUDFLARE_CF_FETCH_ENABLED: 'false', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      maxBuffer: 256 * 1024 * 1024,
    }, (err, _stdout, stderr) => {
      if (!existsSync(out)) return reject(new Error(`the test run with ${ablate.join(',') || 'nothing'} turned off did not report: ${err?.message ?? ''}\n${stderr.slice(-2000)}`));
      const report = JSON.parse(readFileSync(out, 'utf8')) as { numPassedTests: number; testResults: { name: string; status: string; message?: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[] };
      const failed: string[] = [];
      for (const file of report.testResults) {
        const rel = path.relative(REPO_ROOT, file.name);
        // A file that fails to load (a source edit that breaks the module) fails all its tests.
        if (file.status === 'failed' && !file.assertionResults.length) failed.push(`${rel} (did not load: ${(file.message ?? '').split('\n')[0]})`);
        for (const t of file.assertionResults) if (t.status === 'failed') failed.push([rel, ...t.ancestorTitles, t.title].join(' > '));
      }
      resolve({ failed, passed: report.numPassedTests });
    });
  });
}

/** The vitest name of a test as `expect.getState()` gives it, keyed like runTests' names. */
const testKey = (file: string, name: string) => `${path.relative(REPO_ROOT, file)} > ${name}`;

interface RuleResult {
  rule: string;
  does?: string;
  /** Tests that fail without the rule. */
  failing: string[];
}

const selected = (id: string) => !values.only || values.only.split(',').some((o) => (o.endsWith(':') ? id.startsWith(o) : id === o));
const results: RuleResult[] = [];
const started = Date.now();

const baseline = await runTests([]);
if (baseline.failed.length) {
  console.error(`rule-ablation: the analysis tests fail with every rule on:\n  ${baseline.failed.join('\n  ')}`);
  process.exit(2);
}
console.log(`baseline: ${baseline.passed} tests pass with every rule on`);

if (values.kind !== 'source') {
  const checks = Object.keys(INVARIANT_CHECKS).map(invariantRuleId).filter(selected);
  // Which tests see each check say anything: only those can notice it gone.
  const record = path.join(work, 'record.jsonl');
  await runTests([], { ARCH_MCP_ABLATION_RECORD: record });
  const seenBy = new Map<string, Set<string>>(checks.map((c) => [c, new Set()]));
  const files = new Map<string, Set<string>>(checks.map((c) => [c, new Set()]));
  if (existsSync(record)) {
    for (const line of readFileSync(record, 'utf8').split('\n').filter(Boolean)) {
      const { rule, file, test } = JSON.parse(line) as { rule: string; file: string; test: string };
      seenBy.get(rule)?.add(testKey(file, test));
      files.get(rule)?.add(path.relative(REPO_ROOT, file));
    }
  }
  for (const c of checks.filter((x) => !seenBy.get(x)!.size)) results.push({ rule: c, failing: [] });
  // Checks no test shares are turned off together; a failing test belongs to the one check it saw.
  const batches: string[][] = [];
  const batchTests: Set<string>[] = [];
  for (const c of checks.filter((x) => seenBy.get(x)!.size)) {
    const tests = seenBy.get(c)!;
    let b = batchTests.findIndex((used) => ![...tests].some((t) => used.has(t)));
    if (b < 0) {
      batches.push([]);
      batchTests.push(new Set());
      b = batches.length - 1;
    }
    batches[b].push(c);
    for (const t of tests) batchTests[b].add(t);
  }
  for (const [i, batch] of batches.entries()) {
    const batchFiles = [...new Set(batch.flatMap((c) => [...files.get(c)!]))];
    const run = await runTests(batch, {}, batchFiles);
    for (const c of batch) {
      const mine = seenBy.get(c)!;
      results.push({ rule: c, failing: run.failed.filter((t) => mine.has(t) || (t.includes('(did not load') && batchFiles.length === 1)) });
    }
    console.log(`invariant checks: batch ${i + 1}/${batches.length} (${batch.length} checks, ${batchFiles.length} files): ${run.failed.length} failing`);
  }
}

if (values.kind !== 'invariant') {
  const rules = sourceRules().filter((r) => selected(r.id));
  // A source edit can only fail the tests that load the edited file.
  const closures = importClosures(testFiles(path.join(REPO_ROOT, 'test/worker/analysis')));
  for (const [i, r] of rules.entries()) {
    const edited = new Set(r.edits.map((e) => path.join(REPO_ROOT, e.file)));
    const files = [...closures].filter(([, loads]) => [...loads].some((f) => edited.has(f))).map(([test]) => path.relative(REPO_ROOT, test));
    const run = files.length ? await runTests([r.id], {}, files) : { failed: [] };
    results.push({ rule: r.id, does: r.does, failing: run.failed });
    console.log(`${String(i + 1).padStart(3)}/${rules.length} ${r.id}: ${run.failed.length} failing (${files.length} test files load it)`);
  }
}

const untested = results.filter((r) => !r.failing.length);
if (values.json) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(values.json, JSON.stringify(results, null, 2));
}
console.log(`\n${results.length} rules, ${results.length - untested.length} with a test that fails without them (${Math.round((Date.now() - started) / 1000)} s)`);
if (untested.length) {
  console.log(`no test fails without:\n${untested.map((r) => `  ${r.rule}${r.does ? ` (${r.does})` : ''}`).join('\n')}`);
  process.exit(1);
}
