// Runs a core pattern invariant on a snippet and checks the verdict a user would get, for the core-invariants-* suites.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis/code/build-model';
import type { CodeLanguage } from '../../../src/analysis/code/language';
import { catalogueEntryFor, invariantsFor } from '../../../src/analysis/patterns/catalogue';
import { INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';
import { validateAgainstPattern } from '../../../src/analysis/patterns/validate';

/** passed, broken (participants there, invariant broken) or missing (the pattern is not implemented). */
export type Verdict = 'ok' | 'broken' | 'missing';

/** [check, language, code, expected verdict, words every finding together must contain]. */
export type Sample = [check: string, language: CodeLanguage, code: string, expected: Verdict, words?: RegExp];

/** [names a doc goes by, language, a sample compliant with every invariant of its catalogue entry]. */
export type CatalogueSample = [names: string[], language: CodeLanguage, code: string];

/** Asserts a check's verdict on a snippet and, when it fails, that its findings name the participants and the concept. */
export function expectVerdict(check: string, language: CodeLanguage, code: string, expected: Verdict, words?: RegExp, params: Record<string, unknown> = {}): void {
  const outcome = INVARIANT_CHECKS[check](buildCodeModel(code, language), params);
  const text = outcome.findings.map((f) => f.message).join('\n');
  if (expected === 'ok') {
    expect(outcome.passed, text).toBe(true);
    return;
  }
  expect(outcome.passed, `${check} passed on a ${expected} sample`).toBe(false);
  expect(!!outcome.absent, text).toBe(expected === 'missing');
  if (words) expect(text).toMatch(words);
}

/**
 * Resolves the catalogue entry a doc known by `names` gets, validates a compliant sample against it
 * and asserts the answer is compliant, with every invariant of the entry applied and passed.
 */
export function expectCatalogueCompliant(names: string[], language: CodeLanguage, code: string): void {
  const entry = catalogueEntryFor(names);
  expect(entry, names.join(', ')).toBeDefined();
  const doc = { path: `patterns/${names[0]}/README.md`, title: names[0], body: '' };
  const result = validateAgainstPattern({ code, language }, doc, { invariants: invariantsFor(entry!, doc.body), participants: entry!.participants });
  expect(result.violations).toEqual([]);
  expect(result.compliant).toBe(true);
  expect(result.checks_applied).toEqual(entry!.invariants.map((i) => ({ rule: i.id, source: 'catalogue', passed: true })));
}

/** Declares one family's suites: every check's samples, then a compliant sample per catalogue entry. */
export function describeFamily(title: string, families: readonly (readonly [string, Sample[]])[], catalogue: CatalogueSample[] = []): void {
  describe(`core ${title} invariants`, () => {
    describe.each(families)('%s', (_check, samples) => {
      it.each(samples)('should judge %s in %s (%#) as expected', (check, language, code, expected, words) => expectVerdict(check, language, code, expected, words));
    });
  });
  if (catalogue.length) {
    describe(`core ${title} catalogue entries`, () => {
      it.each(catalogue)('should resolve %j and find a compliant %s sample compliant with every invariant applied', (names, language, code) => expectCatalogueCompliant(names, language, code));
    });
  }
}
