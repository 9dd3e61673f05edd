// Scores check_adr_alignment, called through the real tool, on a labelled set (see shared/eval/README.md).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { checkAdrAlignmentTool } from '../../src/tools/check-adr-alignment';
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
  confidence?: number;
  status: string;
  reason: string;
  superseded_by?: string;
}

const pct = (n: number, d: number) => `${n}/${d} (${((100 * n) / Math.max(d, 1)).toFixed(0)} %)`;

/** Prints per-case lines and the summary; returns the share of expected ADRs labelled right. */
export async function evalAdr(file: string, harness: ToolHarness, options: { verbose?: boolean } = {}): Promise<number> {
  const cases = z.array(caseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
  let expected = 0;
  let right = 0;
  let found = 0;
  let conflictsExpected = 0;
  let conflictsRight = 0;
  let confidentWrong = 0;
  const superseded = { explicit: 0, explicitRight: 0, implicit: 0, implicitRight: 0 };
  let forbidden = 0;
  let forbiddenHit = 0;
  let extra = 0;
  const latencies: number[] = [];
  for (const c of cases) {
    // Only the proposal goes to the tool: never the category, split, reasons or labels.
    const args = { decision_description: c.decision_description, ...(c.decision_context ? { decision_context: c.decision_context } : {}) };
    const started = performance.now();
    const result = await harness.call(checkAdrAlignmentTool, args);
    latencies.push(performance.now() - started);
    if (result.isError) {
      console.log(`${c.id}: tool error: ${JSON.stringify(result.content)}`);
      continue;
    }
    const related = (result.structuredContent as { related_adrs: Related[] }).related_adrs;
    console.log(`${c.id}: ${related.length} reported`);
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
      let supOk = true;
      if (e.superseded_by) {
        const kind = e.supersession?.startsWith('implicit') ? 'implicit' : 'explicit';
        superseded[kind]++;
        supOk = got?.superseded_by === e.superseded_by && got.status === 'superseded';
        if (supOk) superseded[kind === 'implicit' ? 'implicitRight' : 'explicitRight']++;
      }
      console.log(`  ${ok && supOk ? 'ok  ' : 'FAIL'} ${e.path} expected ${e.alignment}, got ${got ? `${got.alignment}${got.confidence !== undefined ? ` ${got.confidence}` : ''} #${rank + 1} (${got.status}${got.superseded_by ? ` → ${got.superseded_by}` : ''})` : 'not reported'}`);
      if (got && (options.verbose || !ok)) console.log(`       ${got.reason}`);
    }
    for (const bad of c.must_not_include) {
      forbidden++;
      if (related.some((r) => r.path === bad)) {
        forbiddenHit++;
        console.log(`  FAIL must_not_include reported: ${bad}`);
      }
    }
    extra += related.filter((r) => !c.expect.some((e) => e.path === r.path)).length;
  }
  for (let round = 0; round < 4; round++) {
    for (const c of cases) {
      const started = performance.now();
      await harness.call(checkAdrAlignmentTool, { decision_description: c.decision_description, ...(c.decision_context ? { decision_context: c.decision_context } : {}) });
      latencies.push(performance.now() - started);
    }
  }
  const share = right / Math.max(expected, 1);
  console.log('');
  console.log(`labels: ${pct(right, expected)} expected ADRs reported with the right or an acceptable label`);
  console.log(`found: ${pct(found, expected)} expected ADRs among the first 10 reported`);
  console.log(`conflicts: ${pct(conflictsRight, conflictsExpected)} expected conflicts labelled conflicts`);
  console.log(`confident wrong labels (supports <-> conflicts): ${pct(confidentWrong, expected)}`);
  console.log(`superseded: ${superseded.explicitRight}/${superseded.explicit} stated supersessions flagged with the right successor; implicit: ${superseded.implicitRight}/${superseded.implicit}`);
  console.log(`must_not_include: ${forbiddenHit}/${forbidden} reported (should be 0)`);
  console.log(`other ADRs reported beyond the expected ones: ${extra} (${(extra / Math.max(cases.length, 1)).toFixed(1)} per case)`);
  console.log(`latency per tool call (Node, ${latencies.length} calls): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`);
  return share;
}
