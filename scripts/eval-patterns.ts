// Scores validate_against_pattern on a labelled set: `npx tsx scripts/eval-patterns.ts FILE [--docs DIR] [--verbose]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { codeSamples, resolvePatternName, validateAgainstPattern } from '../src/analysis';
import { parseDoc } from '../src/docs';
import { readDocsFolder } from './read-docs-folder';

const caseSchema = z.object({
  id: z.string(),
  pattern_path: z.string().optional(),
  pattern_name: z.string(),
  language: z.string().optional(),
  code: z.string(),
  compliant: z.boolean(),
  expected_violation_keywords: z.array(z.string()).default([]),
});

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: eval-patterns FILE [--docs DIR] [--verbose]');
  const verbose = args.includes('--verbose');
  const docsArg = args.indexOf('--docs');
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const docsDir = docsArg >= 0 ? args[docsArg + 1] : path.resolve(repoRoot, '../shared/corpus');
  const cases = z.array(caseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));

  const folder = readDocsFolder(docsDir);
  const patterns = [];
  for (const f of folder.files) {
    const doc = await parseDoc({ path: f.path, content: f.bytes }, folder.config);
    if (doc.kind !== 'pattern') continue;
    const languages = [...new Set(codeSamples(doc.body).map((s) => s.language).filter(Boolean))];
    patterns.push({ ...doc, languages, hasRules: Array.isArray(doc.frontMatter.rules) });
  }

  let labelRight = 0;
  let keywordRight = 0;
  let nonCompliant = 0;
  let resolvedRight = 0;
  let resolvedExpected = 0;
  const times: number[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    const resolved = resolvePatternName(c.pattern_name, patterns, { language: c.language });
    if (!resolved.ok) {
      console.log(`${c.id}: pattern not resolved — ${resolved.message}`);
      continue;
    }
    const result = validateAgainstPattern({ code: c.code, language: c.language }, resolved.pattern);
    times.push(performance.now() - t0);
    if (c.pattern_path) {
      resolvedExpected++;
      if (resolved.pattern.path === c.pattern_path) resolvedRight++;
    }
    const labelOk = result.compliant === c.compliant;
    let keywordOk = true;
    if (!c.compliant) {
      nonCompliant++;
      const text = result.violations.filter((v) => v.severity === 'error').map((v) => v.description.toLowerCase()).join(' \n ');
      keywordOk = c.expected_violation_keywords.some((k) => text.includes(k.toLowerCase()));
      if (labelOk && keywordOk) keywordRight++;
    }
    if (labelOk && keywordOk) labelRight++;
    const mark = labelOk && keywordOk ? 'ok  ' : 'FAIL';
    console.log(`${mark} ${c.id} ${c.pattern_name} → ${resolved.pattern.path} compliant=${result.compliant} (expected ${c.compliant}) checks=${result.checks_applied.map((k) => `${k.rule}:${k.source}:${k.passed ? 'pass' : 'fail'}`).join(',')}`);
    if (verbose || !(labelOk && keywordOk)) for (const v of result.violations) console.log(`       ${v.severity} ${v.rule}${v.line ? `@${v.line}` : ''}: ${v.description}`);
  }
  // Warm latency of the validation alone (resolution would use precomputed names at run time).
  const warm: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const c of cases) {
      const resolved = resolvePatternName(c.pattern_name, patterns, { language: c.language });
      if (!resolved.ok) continue;
      const t = performance.now();
      validateAgainstPattern({ code: c.code, language: c.language }, resolved.pattern);
      warm.push(performance.now() - t);
    }
  }
  warm.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const p95 = warm[Math.min(warm.length - 1, Math.floor(warm.length * 0.95))] ?? 0;
  console.log('');
  console.log(`${labelRight}/${cases.length} correct (compliant label right and, when non-compliant, an expected keyword in an error violation)`);
  console.log(`non-compliant with expected violation named: ${keywordRight}/${nonCompliant}`);
  if (resolvedExpected) console.log(`pattern_name resolved to the labelled doc: ${resolvedRight}/${resolvedExpected}`);
  console.log(`latency: validate p95 ${p95.toFixed(2)} ms warm (${warm.length} calls); first calls incl. resolving over ${patterns.length} docs max ${(times[times.length - 1] ?? 0).toFixed(1)} ms`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
