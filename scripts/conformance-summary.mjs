// Summarises one conformance run (scripts/conformance.sh): a line per scenario with its checks,
// every failed or warned check with its reason, and whether each required scenario passed. Runs on
// the suite's Node 22; plain JavaScript, no dependencies.
//
// Usage: node conformance-summary.mjs RESULTS_DIR "REQUIRED SCENARIOS" [EXPECTED_FAILURES]
// Exits 1 when a required scenario fails outside the expected failures, when a baselined scenario or
// check passes (the baseline is stale), or when the list of required scenarios is empty (nothing
// would be scored).
import fs from 'node:fs';
import path from 'node:path';

const [dir, requiredList = '', baselineFile = ''] = process.argv.slice(2);
const required = new Set(requiredList.split(/\s+/).filter(Boolean));
if (!required.size) {
  console.log('conformance: no required scenarios to score; an empty list would pass without testing anything');
  process.exit(1);
}

/** Baseline entries: `scenario` (all of it) or `scenario:check-id`, from the suite's YAML list. */
const baseline = new Set(
  baselineFile
    ? fs.readFileSync(baselineFile, 'utf8').split('\n').map((l) => /^\s*-\s*([^\s#]+)/.exec(l)?.[1]).filter(Boolean)
    : [],
);
const excused = (scenario, check) => baseline.has(scenario) || baseline.has(`${scenario}:${check}`);

/** checks.json files by scenario (the folder is `server-<scenario>-<timestamp>`). */
const runs = new Map();
for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const file = path.join(dir, entry, 'checks.json');
  const scenario = /^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/.exec(entry)?.[1];
  if (scenario && fs.existsSync(file)) runs.set(scenario, JSON.parse(fs.readFileSync(file, 'utf8')));
}

let failed = 0;
let passed = 0;
let expected = 0;
let stale = 0;
const rows = [];
for (const scenario of [...new Set([...required, ...runs.keys()])]) {
  const checks = runs.get(scenario);
  const scored = required.has(scenario);
  if (!checks) {
    rows.push(`${scenario.padEnd(48)} ${scored ? 'FAIL' : '-'}    no checks.json written`);
    if (scored && !baseline.has(scenario)) failed += 1;
    continue;
  }
  const count = (s) => checks.filter((c) => c.status === s).length;
  const bad = checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING');
  const unexcused = bad.filter((c) => !excused(scenario, c.id));
  // A baselined scenario with nothing failing, or a baselined check that succeeds, has started to pass.
  const passing = [
    ...(baseline.has(scenario) && bad.length === 0 && count('SUCCESS') > 0 ? [scenario] : []),
    ...checks.filter((c) => c.status === 'SUCCESS' && baseline.has(`${scenario}:${c.id}`)).map((c) => `${scenario}:${c.id}`),
  ];
  let verdict;
  if (passing.length) verdict = 'STALE';
  else if (!scored) verdict = 'info';
  else if (unexcused.length > 0 || count('SUCCESS') === 0) verdict = baseline.has(scenario) ? 'expected' : 'FAIL';
  else verdict = bad.length > 0 ? 'expected' : 'pass';
  if (verdict === 'FAIL') failed += 1;
  if (verdict === 'STALE') stale += 1;
  if (verdict === 'pass') passed += 1;
  if (verdict === 'expected') expected += 1;
  rows.push(`${scenario.padEnd(48)} ${verdict.padEnd(8)} ${String(count('SUCCESS')).padStart(3)} ok ${String(count('FAILURE')).padStart(3)} failed ${String(count('WARNING')).padStart(3)} warned`);
  // Scenarios a revision does not score (extensions, pending) are listed, their checks not.
  for (const c of scored ? bad : []) {
    const why = (c.errorMessage ?? c.details?.message ?? '').replace(/\s+/g, ' ').slice(0, 160);
    rows.push(`    ${excused(scenario, c.id) ? 'expected' : c.status} ${c.id}: ${why}`);
  }
  for (const entry of passing) rows.push(`    STALE ${entry} passes but is listed in ${baselineFile}: remove it from the expected failures`);
}
console.log(rows.join('\n'));
console.log(`required scenarios: ${passed} passed, ${expected} expected failures (baselined), ${failed} failed, of ${required.size}${stale ? `; ${stale} scenario(s) pass what the baseline expects to fail` : ''}`);
process.exit(failed > 0 || stale > 0 ? 1 : 0);
