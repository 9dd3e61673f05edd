// Precomputed impacts: quantising one costs at most half a level, block bounds never understate, and a doc's
// score equals BM25F computed from scratch (the formula written out below) within the stated bound.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, loadSearchIndex } from '../../../src/search';
import type { IndexableDoc } from '../../../src/search';
import { analyseDoc } from '../../../src/search/doc-terms';
import { BOUND_LEVELS, boundUnit, IMPACT_LEVELS, impactUnit, quantisationBound, quantiseBound, quantiseImpact } from '../../../src/search/impact';
import { RANKING } from '../../../src/search/ranking';
import { generatedDocs, seeded, VOCABULARY } from './generated-docs';

describe('quantisation', () => {
  it('should put every impact within half a level of its exact value', () => {
    const random = seeded(1);
    for (let k = 0; k < 10_000; k++) {
      const termIdf = 0.05 + random() * 12;
      const unit = impactUnit(termIdf);
      const impact = random() * unit * IMPACT_LEVELS;
      const level = quantiseImpact(impact, unit);
      expect(level).toBeGreaterThanOrEqual(0);
      expect(level).toBeLessThanOrEqual(IMPACT_LEVELS);
      expect(Math.abs(level * unit - impact)).toBeLessThanOrEqual(unit / 2 + 1e-12);
    }
  });

  it('should never store a bound below the score it bounds, nor a level above it', () => {
    const random = seeded(2);
    for (let k = 0; k < 10_000; k++) {
      const unit = boundUnit(0.05 + random() * 12);
      const score = random() * unit * BOUND_LEVELS;
      const level = quantiseBound(score, unit);
      expect(level * unit).toBeGreaterThanOrEqual(score);
      expect((level - 1) * unit).toBeLessThan(score);
    }
  });
});

/** BM25F as the ranking defines it, from a doc set's raw counts, with no index involved. */
function exactScorer(docs: IndexableDoc[]) {
  const sorted = [...docs].sort((a, b) => (a.path < b.path ? -1 : 1));
  const analysed = sorted.map((d) => analyseDoc(d, () => {}));
  const n = sorted.length;
  const sum = (f: (i: number) => number) => analysed.reduce((total, _, i) => total + f(i), 0);
  const sections = sum((i) => analysed[i].sectionLengths.length);
  const avg = {
    title: sum((i) => analysed[i].lengths.title) / n,
    tags: sum((i) => analysed[i].lengths.tags) / n,
    path: sum((i) => analysed[i].lengths.path) / n,
    body: sum((i) => analysed[i].lengths.body) / n,
    section: sum((i) => analysed[i].lengths.body) / sections,
  };
  const df = new Map<string, number>();
  for (const a of analysed) for (const term of a.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const idfOf = (term: string) => Math.log(1 + (n - df.get(term)! + 0.5) / (df.get(term)! + 0.5));
  const { k1 } = RANKING;
  const saturate = (termIdf: number, tf: number) => (termIdf * tf * (k1 + 1)) / (k1 + tf);
  const norm = (b: number, length: number, average: number) => 1 - b + (b * length) / average;
  return {
    idfOf,
    /** The status prior of doc `d` (path order). */
    prior(d: number): number {
      const status = sorted[d].status;
      return status ? RANKING.statusPrior[status] : 1;
    },
    /** Raw score of doc `d` (path order) for index-form terms it may hold. */
    score(d: number, terms: string[]): number {
      const a = analysed[d];
      let impacts = 0;
      const bySection = new Map<number, number>();
      for (const term of terms) {
        const c = a.terms.get(term);
        if (!c) continue;
        const termIdf = idfOf(term);
        const { title, tags, path, body, heading, id } = RANKING;
        const tf =
          (title.weight * c.title) / norm(title.b, a.lengths.title, avg.title) +
          (tags.weight * c.tags) / norm(tags.b, a.lengths.tags, avg.tags) +
          (path.weight * c.path) / norm(path.b, a.lengths.path, avg.path) +
          id.weight * c.id +
          (body.weight * c.body) / norm(body.b, a.lengths.body, avg.body) +
          heading.weight * c.heading;
        impacts += saturate(termIdf, tf);
        for (let k = 0; k < c.sections.length; k += 2) {
          const s = c.sections[k];
          const v = c.sections[k + 1];
          const stf = ((v >>> 2) + RANKING.sectionHeadingWeight * (v & 3)) / norm(RANKING.sectionB, a.sectionLengths[s], avg.section);
          bySection.set(s, (bySection.get(s) ?? 0) + saturate(termIdf, stf));
        }
      }
      const best = Math.max(0, ...bySection.values());
      return (impacts + RANKING.sectionBonus * best) * this.prior(d);
    },
  };
}

describe('scores against exact BM25F', () => {
  const docs = generatedDocs(400, 7);
  const index = loadSearchIndex(buildSearchIndex(docs));
  const exact = exactScorer(docs);

  it.each([
    ['one term', 1],
    ['three terms', 3],
    ['eight terms', 8],
  ])('should score every doc within the quantisation bound (%s)', (_, count) => {
    const random = seeded(count);
    let checked = 0;
    for (let q = 0; q < 25; q++) {
      const words = Array.from({ length: count }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]);
      for (let d = 0; d < docs.length; d += 3) {
        const { raw, terms } = index.explain(words.join(' '), d);
        if (terms.length === 0) continue;
        const expected = exact.score(d, terms);
        const bound = exact.prior(d) * quantisationBound(terms.map(exact.idfOf));
        expect(Math.abs(raw - expected)).toBeLessThanOrEqual(bound + 1e-9 * expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
