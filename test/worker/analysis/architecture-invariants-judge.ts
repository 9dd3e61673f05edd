// Judges architecture, presentation and distributed-system invariants on cases in every language, for the architecture-invariants-* suites.
// A family's cases live in architecture-invariants-cases/, so the coverage suite can see them all.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis/code/build-model';
import type { CodeLanguage } from '../../../src/analysis/code/language';
import { INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';
import { ARCHITECTURE_CHECKS } from '../../../src/analysis/patterns/invariants/architecture/index';

export interface Case {
  name: string;
  check: string;
  language: CodeLanguage;
  expect: 'ok' | 'broken' | 'missing';
  /** Words the findings must contain: the participant named and the concept broken. */
  words?: string[];
  params?: Record<string, unknown>;
  code: string;
}

const outcome = (c: Pick<Case, 'check' | 'language' | 'code' | 'params'>) => INVARIANT_CHECKS[c.check](buildCodeModel(c.code, c.language), c.params ?? {});

/** Declares a family's suite: for each check its cases exercise, every case judged. */
export function describeArchitectureChecks(cases: Case[]): void {
  describe('architecture invariant checks', () => {
    describe.each(Object.keys(ARCHITECTURE_CHECKS).filter((check) => cases.some((c) => c.check === check)))('%s', (check) => {
      it.each(cases.filter((c) => c.check === check))('should judge $name ($language) as $expect', (c) => {
        const result = outcome(c);
        const got = result.passed ? 'ok' : result.absent ? 'missing' : 'broken';
        expect(got).toBe(c.expect);
        if (c.expect === 'ok') expect(result.findings).toEqual([]);
        else {
          expect(result.findings.length).toBeGreaterThan(0);
          const text = result.findings.map((f) => f.message).join(' ').toLowerCase();
          for (const w of c.words ?? []) expect(text).toContain(w.toLowerCase());
        }
      });
    });
  });
}
