// Scores check_adr_alignment, called through the real tool, on a labelled set (see shared/eval/README.md).
// Besides the labels it measures what a caller relies on: verdicts (supports/conflicts at 0.6 or more)
// and how many are wrong, how many expected ADRs get one, and that every listed ADR quotes its decision
// and every one left to the caller asks its question. Held-out sets print totals only.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { checkAdrAlignment, type ModelAccess } from '../../src/analysis';
import { VERDICT_CONFIDENCE } from '../../src/analysis/judge/verdict';
import { alignmentDeps, checkAdrAlignmentTool } from '../../src/tools/check-adr-alignment';
import type { CalibrationTally } from './calibration';
import { percentile } from './metrics';
import type { ToolHarness } from './tool-harness';

const alignment = z.enum(['supports', 'conflicts', 'related']);
const caseSchema = z.object({
  id: z.string(),
  decision_description: z.string(),
  decision_context: z.string().optional(),
  expect: z.array(
    z.object({
      path: z.string(),
      alignment,
      alignment_acceptable: z.array(alignment).optional(),
      superseded_by: z.string().optional(),
      supersession: z.string().optional(),
    }),
  ),
  must_not_include: z.array(z.string()).default([]),
});

interface Related {
  path: string;
  alignment: string;
  confidence: number;
  status: string;
  reason: string;
  superseded_by?: string;
  decision_quote?: string;
  judged_by?: string;
  needs_judgement?: boolean;
  question?: string;
}

export interface AdrEvalOptions {
  verbose?: boolean;
  /** Print a line per case (never for held-out sets unless asked). */
  cases?: boolean;
  /** Judge with a model (recorded or replayed answers). */
  model?: ModelAccess;
  /** The case being evaluated, for recorded requests. */
  current?: { case: string };
  /** Collects the rules judge's labels per basis, for fitting the calibration; per-case lines are then never printed. */
  calibration?: CalibrationTally;
}

const pct = (n: number, d: number) => `${n}/${d} (${((100 * n) / Math.max(d, 1)).toFixed(0)} %)`;

/** Whether a set's cases may be printed one by one: held-out sets are read as totals only. */
export function printsCases(file: string, asked: boolean | undefined): boolean {
  return asked === true || !/holdout/i.test(file.split('/').pop() ?? file);
}

/** Prints per-case lines (where allowed) and the summary; returns the share of expected ADRs labelled right. */
export async function evalAdr(file: string, harness: ToolHarness, options: AdrEvalOptions = {}): Promise<number> {
  const cases = z.array(caseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
  const show = printsCases(file, options.cases) && !options.calibration;
  const log = (line: string) => {
    if (show) console.log(line);
  };
  const analysis = options.calibration ? await harness.bundle.analysis() : undefined;
  let expected = 0;
  let right = 0;
  let found = 0;
  let conflictsExpected = 0;
  let conflictsRight = 0;
  let confidentWrong = 0;
  let verdicts = 0;
  let verdictsWrong = 0;
  let listed = 0;
  let quoted = 0;
  let open = 0;
  let asked = 0;
  let byModel = 0;
  const superseded = { explicit: 0, explicitRight: 0, implicit: 0, implicitRight: 0 };
  let forbidden = 0;
  let forbiddenHit = 0;
  let extra = 0;
  const latencies: number[] = [];
  for (const c of cases) {
    // Only the proposal goes to the tool: never the category, split, reasons or labels.
    const args = { decision_description: c.decision_description, ...(c.decision_context ? { decision_context: c.decision_context } : {}) };
    if (options.current) options.current.case = c.id;
    const started = performance.now();
    const result = await harness.call(checkAdrAlignmentTool, args, options.model);
    latencies.push(performance.now() - started);
    if (result.isError) {
      console.log(`${show ? c.id : 'a case'}: tool error: ${show ? JSON.stringify(result.content) : ''}`);
      continue;
    }
    const related = (result.structuredContent as { related_adrs: Related[] }).related_adrs;
    listed += related.length;
    quoted += related.filter((r) => (r.decision_quote ?? '').trim().length > 0 && r.decision_quote!.length <= 600).length;
    open += related.filter((r) => r.needs_judgement).length;
    asked += related.filter((r) => r.needs_judgement && (r.question ?? '').trim()).length;
    byModel += related.filter((r) => r.judged_by?.startsWith('model:')).length;
    log(`${c.id}: ${related.length} reported`);
    const rulesLabels = options.calibration ? (await checkAdrAlignment(args, alignmentDeps(harness.bundle, analysis!))).rulesLabels : [];
    for (const e of c.expect) {
      expected++;
      const rank = related.findIndex((r) => r.path === e.path);
      const got = rank >= 0 ? related[rank] : undefined;
      if (rank >= 0 && rank < 10) found++;
      const acceptable = [e.alignment, ...(e.alignment_acceptable ?? [])] as string[];
      const ok = !!got && acceptable.includes(got.alignment);
      if (ok) right++;
      if (e.alignment === 'conflicts') {
        conflictsExpected++;
        if (got?.alignment === 'conflicts') conflictsRight++;
      }
      // A confident wrong label: supports where conflicts is expected, or the reverse.
      if (got && !ok && got.alignment !== 'related' && e.alignment !== 'related') confidentWrong++;
      if (got && got.alignment !== 'related' && got.confidence >= VERDICT_CONFIDENCE) {
        verdicts++;
        if (!ok) verdictsWrong++;
      }
      const raw = rulesLabels.find((l) => l.path === e.path);
      if (raw && raw.alignment !== 'related') options.calibration!.add(raw.basis ?? 'unknown', raw.confidence, acceptable.includes(raw.alignment));
      let supOk = true;
      if (e.superseded_by) {
        const kind = e.supersession?.startsWith('implicit') ? 'implicit' : 'explicit';
        superseded[kind]++;
        supOk = got?.superseded_by === e.superseded_by && got.status === 'superseded';
        if (supOk) superseded[kind === 'implicit' ? 'implicitRight' : 'explicitRight']++;
      }
      log(`  ${ok && supOk ? 'ok  ' : 'FAIL'} ${e.path} expected ${e.alignment}, got ${got ? `${got.alignment} ${got.confidence}${got.needs_judgement ? ' (needs judgement)' : ''} #${rank + 1} (${got.status}${got.superseded_by ? ` → ${got.superseded_by}` : ''}${got.judged_by && got.judged_by !== 'rules' ? `, ${got.judged_by}` : ''})` : 'not reported'}`);
      if (got && (options.verbose || !ok)) log(`       ${got.reason}`);
    }
    for (const bad of c.must_not_include) {
      forbidden++;
      if (related.some((r) => r.path === bad)) {
        forbiddenHit++;
        log(`  FAIL must_not_include reported: ${bad}`);
      }
    }
    extra += related.filter((r) => !c.expect.some((e) => e.path === r.path)).length;
  }
  // Timing rounds repeat the rules judge only: a model's answers are recorded or replayed, not timed.
  for (let round = 0; round < (options.model || options.calibration ? 0 : 4); round++) {
    for (const c of cases) {
      const started = performance.now();
      await harness.call(checkAdrAlignmentTool, { decision_description: c.decision_description, ...(c.decision_context ? { decision_context: c.decision_context } : {}) });
      latencies.push(performance.now() - started);
    }
  }
  const share = right / Math.max(expected, 1);
  console.log('');
  console.log(`${file}: ${cases.length} cases, ${expected} expected ADRs`);
  console.log(`labels: ${pct(right, expected)} expected ADRs reported with the right or an acceptable label`);
  console.log(`found: ${pct(found, expected)} expected ADRs among the first 10 reported`);
  console.log(`conflicts: ${pct(conflictsRight, conflictsExpected)} expected conflicts labelled conflicts`);
  console.log(`verdicts (supports/conflicts at >= ${VERDICT_CONFIDENCE}): ${verdicts}, wrong ${pct(verdictsWrong, verdicts)}`);
  console.log(`coverage: ${pct(verdicts, found)} of the expected ADRs found get a verdict`);
  console.log(`confident wrong labels (supports <-> conflicts): ${pct(confidentWrong, expected)}`);
  console.log(`decision_quote: ${pct(quoted, listed)} listed ADRs quote their decision (<= 600 chars)`);
  console.log(`question: ${pct(asked, open)} ADRs marked needs_judgement ask a question`);
  if (options.model) console.log(`judged by the model: ${pct(byModel, listed)} listed ADRs (the rest kept the rules judge's label)`);
  console.log(`superseded: ${superseded.explicitRight}/${superseded.explicit} stated supersessions flagged with the right successor; implicit: ${superseded.implicitRight}/${superseded.implicit}`);
  console.log(`must_not_include: ${forbiddenHit}/${forbidden} reported (should be 0)`);
  console.log(`other ADRs reported beyond the expected ones: ${extra} (${(extra / Math.max(cases.length, 1)).toFixed(1)} per case)`);
  console.log(`latency per tool call (Node, ${latencies.length} calls): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`);
  return share;
}
