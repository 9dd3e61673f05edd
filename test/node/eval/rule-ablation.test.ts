// The rule-ablation table must match the engine it turns off: every source edit applies to exactly
// one place, and the import graph that picks the test files a rule can fail finds the tests that
// really reach a module (and not those that only share an index with it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosures, testFiles } from '../../../scripts/ablation/imports';
import { sourceEdits, sourceRules } from '../../../scripts/ablation/rules';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

describe('rule ablation table', () => {
  it.each(sourceRules().map((r) => [r.id, r] as const))('should turn off %s with edits that each match exactly once', (_id, rule) => {
    expect(rule.edits.length).toBeGreaterThan(0);
    for (const e of rule.edits) {
      const text = readFileSync(path.join(REPO_ROOT, e.file), 'utf8');
      expect(text.split(e.find).length - 1, `${e.file}: ${e.find}`).toBe(1);
      expect(e.replace).not.toBe(e.find);
    }
  });

  it('should give every rule its own id', () => {
    const ids = sourceRules().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should return the edits of the rules asked for, and none for an invariant check (turned off at run time)', () => {
    expect(sourceEdits(['polarity:replace']).map((e) => e.file)).toEqual(['src/analysis/text/polarity.ts']);
    expect(sourceEdits(['invariant:wraps-and-forwards'])).toEqual([]);
  });
});

describe('import closures', () => {
  const closures = importClosures(testFiles(path.join(REPO_ROOT, 'test/worker/analysis')));
  const reaching = (file: string) => [...closures].filter(([, loads]) => loads.has(path.join(REPO_ROOT, file))).map(([test]) => path.basename(test));

  it('should find the tests that load a module through a re-exporting index, and only those', () => {
    const polarity = reaching('src/analysis/text/polarity.ts');
    expect(polarity).toEqual(expect.arrayContaining(['proposal-polarity.test.ts', 'adr-alignment.test.ts']));
    // A pattern test imports buildCodeModel from the same index, which does not reach the ADR engine.
    expect(polarity).not.toContain('core-invariants-lifecycle.test.ts');
  });
});
