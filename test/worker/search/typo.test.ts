// Typo correction: the banded distance agrees with the textbook table, and the letter-set filter never hides a
// word within reach.
import { describe, expect, it } from 'vitest';
import { sortedStringTable, StringTable } from '../../../src/search/string-table';
import { boundedEditDistance, CorrectionBudget, surfaceShapes, TypoCorrector } from '../../../src/search/typo';

const encoder = new TextEncoder();

/** Optimal-string-alignment distance, full table, no cut-offs: the reference. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

function seeded(seed: number): () => number {
  let x = seed;
  return () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
}

describe('boundedEditDistance', () => {
  it.each([
    ['deployment', 'deploymnet', 1],
    ['deployment', 'deploymen', 1],
    ['configuration', 'confiuration', 1],
    ['standard', 'stadard', 1],
    ['kitten', 'sitting', 3],
    ['abc', 'ca', 3],
    ['', 'abc', 3],
  ])('should give %s → %s the reference distance (capped at max + 1)', (a, b, expected) => {
    for (const max of [0, 1, 2, 3]) {
      expect(boundedEditDistance(encoder.encode(a), encoder.encode(b), max)).toBe(Math.min(expected, max + 1));
    }
  });

  it('should agree with the full table on random near and far word pairs', () => {
    const random = seeded(5);
    const word = () => Array.from({ length: 1 + Math.floor(random() * 11) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    for (let k = 0; k < 3000; k++) {
      const a = word();
      const chars = [...a];
      for (let e = 0; e < 1 + random() * 3; e++) chars.splice(Math.floor(random() * (chars.length + 1)), random() < 0.5 ? 1 : 0, 'abcx'[Math.floor(random() * 4)]);
      const b = random() < 0.5 ? chars.join('') : word();
      const expected = referenceDistance(a, b);
      for (const max of [1, 2]) expect(boundedEditDistance(encoder.encode(a), encoder.encode(b), max)).toBe(Math.min(expected, max + 1));
    }
  });
});

describe('TypoCorrector', () => {
  const words = ['deploy', 'deployment', 'deployments', 'depend', 'dependency', 'standard', 'standards', 'stand', 'configuration', 'configure', 'kafka', 'karma'];
  const table = sortedStringTable(words);
  const surfaces = new StringTable(table.offsets, table.bytes);
  // Frequencies: 'standards' is more common than 'standard', so a tie goes to it.
  const df = (i: number) => (table.sorted[i] === 'standards' ? 9 : 1);
  const shapes = surfaceShapes(table.sorted);
  const corrector = new TypoCorrector(surfaces, shapes.byShape, shapes.shapeStart, df);
  const correct = (word: string, budget = new CorrectionBudget()) => {
    const i = corrector.correct(encoder.encode(word), budget);
    return i < 0 ? undefined : table.sorted[i];
  };

  it.each([
    ['deploymnet', 'deployment'],
    ['dependeny', 'dependency'],
    ['confiuration', 'configuration'],
    ['configuratoin', 'configuration'],
    ['kafkq', 'kafka'],
  ])('should correct %s to %s', (typo, expected) => {
    expect(correct(typo)).toBe(expected);
  });

  it('should prefer the more frequent word when two are equally close', () => {
    // "standardz" is one substitution from "standards" and one deletion from "standard".
    expect(correct('standardz')).toBe('standards');
  });

  it.each(['stxnq', 'xyzzyq', 'deployzzzz'])('should leave %s uncorrected when nothing is close enough', (word) => {
    expect(correct(word)).toBeUndefined();
  });

  it('should find every word the full scan finds', () => {
    const random = seeded(9);
    for (let k = 0; k < 500; k++) {
      const target = words[Math.floor(random() * words.length)];
      const chars = [...target];
      const at = 1 + Math.floor(random() * (chars.length - 1));
      chars.splice(at, random() < 0.5 ? 1 : 0, 'aeiouqz'[Math.floor(random() * 7)]);
      const typo = chars.join('');
      if (typo.length < 5) continue;
      const max = typo.length >= 10 ? 2 : 1;
      const reachable = words.filter((w) => w[0] === typo[0] && referenceDistance(typo, w) <= max);
      const found = correct(typo);
      if (reachable.length === 0) expect(found).toBeUndefined();
      else expect(Math.min(...reachable.map((w) => referenceDistance(typo, w)))).toBe(referenceDistance(typo, found!));
    }
  });

  it('should stop correcting once the query has spent its budget of words', () => {
    const budget = new CorrectionBudget(2, 1_000_000);
    expect(correct('deploymnet', budget)).toBe('deployment');
    expect(correct('dependeny', budget)).toBe('dependency');
    expect(correct('kafkq', budget)).toBeUndefined();
  });

  it('should compare no more candidates than the budget allows', () => {
    const budget = new CorrectionBudget(10, 2);
    correct('deploymnet', budget);
    expect(budget.candidates).toBeLessThanOrEqual(0);
    expect(correct('dependeny', budget)).toBeUndefined();
  });
});
