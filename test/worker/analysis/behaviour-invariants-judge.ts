// Judges behaviour pattern invariants on samples in every language, for the behaviour-invariants-* suites.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis/code/build-model';
import type { CodeLanguage } from '../../../src/analysis/code/language';
import { INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';

/** [check, language, code, expected outcome, words the finding must contain] */
export type Sample = [string, CodeLanguage, string, 'ok' | 'broken' | 'missing', RegExp?];

function judge(check: string, language: CodeLanguage, code: string) {
  return INVARIANT_CHECKS[check](buildCodeModel(code, language), {});
}

function expectOutcome([check, language, code, expected, words]: Sample) {
  const outcome = judge(check, language, code);
  const text = outcome.findings.map((f) => f.message).join('\n');
  if (expected === 'ok') expect(outcome.passed, text).toBe(true);
  else {
    expect(outcome.passed).toBe(false);
    expect(!!outcome.absent, text).toBe(expected === 'missing');
    if (words) expect(text).toMatch(words);
  }
}

/** Declares a file's families under one suite: every sample of each family judged, numbered within its family. */
export function describeFamilies(families: [string, Sample[]][]): void {
  describe('behaviour invariant checks', () => {
    describe.each(families)('%s', (_family, samples) => {
      it.each(samples)('should judge %s in %s (%#) as expected', (...sample) => expectOutcome(sample));
    });
  });
}
