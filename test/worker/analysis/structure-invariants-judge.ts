// Judges structure pattern invariants on samples in every language, for the structure-invariants-* suites.
// A family's samples live in structure-invariants-samples/, so the coverage suite can see them all.
import { describe, expect, it } from 'vitest';
import { buildCodeModel, type CodeLanguage } from '../../../src/analysis';
import { INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';

/** What a check should conclude: the invariant holds, it is broken, or the pattern is not there; and words the message must use. */
export type Verdict = 'ok' | [outcome: 'broken' | 'missing', ...words: string[]];

export interface Sample {
  name: string;
  language: CodeLanguage;
  code: string;
  verdicts: Record<string, Verdict>;
  params?: Record<string, Record<string, unknown>>;
}

/** Returns the function a family's samples module declares each sample with: it pushes the sample onto `samples`. */
export const sampler = (samples: Sample[]) => (name: string, language: CodeLanguage, verdicts: Record<string, Verdict>, code: string, params?: Sample['params']) => samples.push({ name, language, code, verdicts, params });

/** Declares a family's suite: each sample judged by every check it gives a verdict for. */
export function describeStructureChecks(samples: Sample[]): void {
  describe('structure invariant checks', () => {
    const rows = samples.flatMap((s) => Object.entries(s.verdicts).map(([check, verdict]) => [check, s.language, s.name, verdict, s] as const));

    it.each(rows)('should judge %s in %s for %s', (check, language, _name, verdict, s) => {
      const outcome = INVARIANT_CHECKS[check](buildCodeModel(s.code, language), s.params?.[check] ?? {});
      const text = outcome.findings.map((f) => f.message).join(' | ');
      if (verdict === 'ok') {
        expect(outcome.passed, text).toBe(true);
        return;
      }
      const [kind, ...words] = verdict;
      expect(outcome.passed).toBe(false);
      expect(outcome.absent === true, `${kind}: ${text}`).toBe(kind === 'missing');
      for (const w of words) expect(text.toLowerCase()).toContain(w.toLowerCase());
    });
  });
}
