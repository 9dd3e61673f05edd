// `npx tsx scripts/eval-sweep.ts`: fails when the repository's own files quote an evaluation case —
// a phrase of a proposal, context or note, or a line, block or structure of a code sample — listing
// file:line and the case. The eval sets are read as they are at run time, so new sets are covered.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { backgroundTexts, DEFAULT_SWEEP, EvalIndex, evalFiles, readEvalCases, sourceFiles } from './eval/overlap';
import { REPO_ROOT } from './paths';

const USAGE = `usage: npx tsx scripts/eval-sweep.ts [--eval PATH]... [--background DIR] [--json] [PATH...]
  PATH     files or folders to check (default: README.md src test resources templates scripts docs)
  --eval         eval files or folders of *.json (default: ../shared/eval and test/eval)
  --background   documents the eval sets draw on; what one of them says is its wording,
                 quoted by a case, not the case's own (default: ../shared/corpus)`;

const { values, positionals } = parseArgs({
  options: { eval: { type: 'string', multiple: true }, background: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } },
  allowPositionals: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const at = (p: string) => path.resolve(REPO_ROOT, p);
const evalPaths = (values.eval ?? ['../shared/eval', 'test/eval']).map(at);
const files = evalFiles(evalPaths);
const cases = files.flatMap(readEvalCases);
if (!cases.length) {
  console.error(`eval-sweep: no eval cases found in ${evalPaths.join(', ')}`);
  process.exit(2);
}
const background = backgroundTexts(at(values.background ?? '../shared/corpus'));
const index = new EvalIndex(cases, DEFAULT_SWEEP, background);
const roots = (positionals.length ? positionals : ['README.md', 'src', 'test', 'resources', 'templates', 'scripts', 'docs']).map(at);
// The eval sets are not their own copies.
const sources = sourceFiles(roots, evalPaths);
const ownNames = new Set(sources.map((f) => path.basename(f)));
const found = sources.flatMap((f) => index.scan(path.relative(REPO_ROOT, f), readFileSync(f, 'utf8'), ownNames));
if (values.json) console.log(JSON.stringify(found, null, 2));
else {
  for (const f of found) {
    const lines = f.endLine > f.line ? `${f.line}-${f.endLine}` : `${f.line}`;
    console.log(`${f.file}:${lines}: ${f.kind} of ${f.caseId} (${path.relative(REPO_ROOT, f.evalFile)}): ${f.excerpt}`);
  }
  console.log(`eval-sweep: ${found.length} overlap(s) in ${sources.length} files against ${cases.length} cases of ${files.length} eval files (${background.length} background documents)`);
}
process.exit(found.length ? 1 : 0);
