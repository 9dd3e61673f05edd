// Scores validate_against_pattern, called through the real tool, on a labelled set.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ModelAccess } from '../../src/analysis';
import { validateAgainstPatternTool } from '../../src/tools/validate-against-pattern';
import { printsCases } from './adr';
import { percentile } from './metrics';
import type { ToolHarness } from './tool-harness';

const caseSchema = z.object({
  id: z.string(),
  pattern_path: z.string().optional(),
  pattern_name: z.string(),
  language: z.string().optional(),
  code: z.string(),
  compliant: z.boolean(),
  expected_violation_keywords: z.array(z.string()).default([]),
});

interface Validation {
  compliant: boolean;
  pattern: { path: string };
  violations: { rule: string; description: string; severity: string; line?: number }[];
  checks_applied: { rule: string; source: string; passed: boolean }[];
  judged_by?: string;
}

export interface PatternEvalOptions {
  verbose?: boolean;
  /** Print a line per case (never for held-out sets unless asked). */
  cases?: boolean;
  /** Judge with a model (recorded or replayed answers). */
  model?: ModelAccess;
  /** The case being evaluated, for recorded requests. */
  current?: { case: string };
}

/**
 * shared/eval/README.md's rule: a violation is explained when each word of one expected phrase
 * appears, by its first five letters, in the reported violations' descriptions.
 */
export function explained(text: string, phrases: readonly string[]): boolean {
  const haystack = text.toLowerCase();
  return phrases.some((phrase) => {
    const words = phrase.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    return words.length > 0 && words.every((w) => haystack.includes(w.slice(0, 5)));
  });
}

/** Prints per-case lines (where allowed) and the summary; returns the number of cases judged right. */
export async function evalPatterns(file: string, harness: ToolHarness, options: PatternEvalOptions = {}): Promise<number> {
  const cases = z.array(caseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
  const show = printsCases(file, options.cases);
  const log = (line: string) => {
    if (show) console.log(line);
  };
  let byModel = 0;
  let correct = 0;
  let named = 0;
  let nonCompliant = 0;
  let resolvedRight = 0;
  let resolvedExpected = 0;
  const latencies: number[] = [];
  for (const c of cases) {
    if (options.current) options.current.case = c.id;
    const started = performance.now();
    const result = await harness.call(validateAgainstPatternTool, { code: c.code, pattern_name: c.pattern_name, ...(c.language ? { language: c.language } : {}) }, options.model);
    latencies.push(performance.now() - started);
    if (result.isError) {
      console.log(show ? `FAIL ${c.id}: tool error: ${JSON.stringify(result.content)}` : 'FAIL a case: tool error');
      continue;
    }
    const v = result.structuredContent as unknown as Validation;
    if (v.judged_by?.startsWith('model:')) byModel++;
    if (c.pattern_path) {
      resolvedExpected++;
      if (v.pattern.path === c.pattern_path) resolvedRight++;
    }
    const labelOk = v.compliant === c.compliant;
    let keywordOk = true;
    if (!c.compliant) {
      nonCompliant++;
      keywordOk = explained(v.violations.filter((x) => x.severity === 'error').map((x) => x.description).join('\n'), c.expected_violation_keywords);
      if (labelOk && keywordOk) named++;
    }
    if (labelOk && keywordOk) correct++;
    log(`${labelOk && keywordOk ? 'ok  ' : 'FAIL'} ${c.id} ${c.pattern_name} → ${v.pattern.path} compliant=${v.compliant} (expected ${c.compliant})${v.judged_by && v.judged_by !== 'rules' ? ` ${v.judged_by}` : ''}`);
    if (options.verbose || !(labelOk && keywordOk)) for (const x of v.violations) log(`       ${x.severity} ${x.rule}${x.line ? `@${x.line}` : ''}: ${x.description}`);
  }
  console.log('');
  console.log(`${file}: ${cases.length} samples`);
  if (options.model) console.log(`judged by the model: ${byModel}/${cases.length} samples (the rest kept the static checks' verdict)`);
  console.log(`${correct}/${cases.length} correct (compliant label right and, when non-compliant, an expected keyword in an error violation)`);
  console.log(`non-compliant with the expected violation named: ${named}/${nonCompliant}`);
  if (resolvedExpected) console.log(`pattern_name resolved to the labelled doc: ${resolvedRight}/${resolvedExpected}`);
  console.log(`latency per tool call (Node, ${latencies.length} calls): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`);
  return correct;
}
