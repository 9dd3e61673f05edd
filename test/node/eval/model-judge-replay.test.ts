// The model judge's recorded answers (test/eval/responses: a capable model answered the requests this
// build sends, docs/judge.md names it) replayed through the same verification and calibration as a
// live call. On the shared dev set and the blind set, check_adr_alignment must keep its targets, and
// validate_against_pattern its score on the dev samples. Every request must have its answer: when a
// change alters what the judge is sent, the answers must be recorded again (docs/judge.md says how),
// or the replay would quietly score the rules judge instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SHARED_EVAL = path.resolve(REPO_ROOT, '../shared/eval');
const MODEL = 'claude-opus-4-5';

function replay(suite: 'adr' | 'patterns', set: string, responses: string): string {
  const run = spawnSync(process.execPath, ['bin/arch-mcp.mjs', 'eval', suite, set, '--judge', 'model', '--responses', responses], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 300_000 });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** "name: 12/34 (35 %)" → 12/34. */
function share(out: string, name: string): number {
  const m = new RegExp(`^${name}[^:]*: (\\d+)/(\\d+)`, 'm').exec(out) ?? new RegExp(`^${name}[^\\n]*?, wrong (\\d+)/(\\d+)`, 'm').exec(out);
  expect(m, `${name} line in:\n${out}`).not.toBeNull();
  return Number(m![1]) / Number(m![2]);
}

const missing = (out: string) => Number(/(\d+) requests had none/.exec(out)?.[1] ?? NaN);

describe.runIf(existsSync(SHARED_EVAL))('model judge, replayed from recorded answers', () => {
  it.each([
    ['the shared dev set', path.join(SHARED_EVAL, 'adr-alignment-dev.json'), 'test/eval/responses/adr-dev'],
    ['the blind set', 'test/eval/adr-alignment-blind.json', 'test/eval/responses/adr-blind'],
  ])('should label 85 in 100 expected ADRs right, catch 80 in 100 conflicts and be wrong in at most 5 in 100 verdicts on %s', (_name, set, responses) => {
    const out = replay('adr', set, `${responses}.${MODEL}.jsonl`);
    expect(missing(out), 'requests without a recorded answer: record them again').toBe(0);
    expect(share(out, 'labels')).toBeGreaterThanOrEqual(0.85);
    expect(share(out, 'conflicts')).toBeGreaterThanOrEqual(0.8);
    expect(share(out, 'verdicts')).toBeLessThanOrEqual(0.05);
    expect(share(out, 'question')).toBe(1);
    expect(share(out, 'decision_quote')).toBe(1);
  });

  it('should get at least 34 of the 36 dev pattern samples right', () => {
    const out = replay('patterns', path.join(SHARED_EVAL, 'pattern-validation-dev.json'), `test/eval/responses/patterns-dev.${MODEL}.jsonl`);
    expect(missing(out), 'requests without a recorded answer: record them again').toBe(0);
    const right = Number(/^(\d+)\/36 correct/m.exec(out)?.[1]);
    expect(right).toBeGreaterThanOrEqual(34);
  });
});
