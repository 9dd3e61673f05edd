// BM25F impacts: what one term adds to a doc's score and to a section's, computed once at build time and stored
// quantised per posting, with the bound on what quantising can cost. The query side only adds them up.
import { RANKING } from './ranking.js';

/** Quantised impacts run from 0 to this: one byte per posting. */
export const IMPACT_LEVELS = 255;
/**
 * Block upper bounds are stored in units of 1/BOUND_LEVELS of a term's largest possible doc-plus-section impact,
 * rounded up; one level is kept spare so rounding up can never overflow the byte.
 */
export const BOUND_LEVELS = 254;

/** BM25 idf, kept positive for terms in most docs. */
export function idf(df: number, docCount: number): number {
  return Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
}

/**
 * The most a term can add to one doc's BM25F score, and to one section's: BM25 saturates below idf·(k1+1).
 * Quantised impacts are fractions of it.
 */
function impactCeiling(termIdf: number): number {
  return termIdf * (RANKING.k1 + 1);
}

/** The score one quantisation level stands for. */
export function impactUnit(termIdf: number): number {
  return impactCeiling(termIdf) / IMPACT_LEVELS;
}

/**
 * The score one block-bound level stands for. A doc gains at most the ceiling from its fields and `sectionBonus`
 * times the ceiling from its best section, per term.
 */
export function boundUnit(termIdf: number): number {
  return (impactCeiling(termIdf) * (1 + RANKING.sectionBonus)) / BOUND_LEVELS;
}

/** The score one section-bound level stands for: a section impact is below the ceiling too. */
export function sectionBoundUnit(termIdf: number): number {
  return impactCeiling(termIdf) / BOUND_LEVELS;
}

/** Nearest level to `impact` (which is below the ceiling, so the level is at most {@link IMPACT_LEVELS}). */
export function quantiseImpact(impact: number, unit: number): number {
  return Math.min(IMPACT_LEVELS, Math.round(impact / unit));
}

/** Smallest bound level whose score is at least `score`: a stored bound never understates. */
export function quantiseBound(score: number, unit: number): number {
  let level = Math.ceil(score / unit);
  while (level * unit < score) level++;
  return Math.min(level, BOUND_LEVELS + 1);
}

/**
 * The most quantising can move a doc's score for a query, given the idf of each query term: each term's doc
 * impact is off by at most half a level. Section impacts are not quantised.
 */
export function quantisationBound(termIdfs: readonly number[]): number {
  return termIdfs.reduce((sum, x) => sum + impactUnit(x) / 2, 0);
}

/** How often a term occurs in each field of one doc, and whether the doc's ADR id is the term. */
export interface FieldCounts {
  title: number;
  tags: number;
  path: number;
  /** 1 when the doc's ADR id is this (`adr:N`) term. */
  id: number;
  /** Occurrences in section bodies, and in section headings (at most 3 counted per heading). */
  body: number;
  heading: number;
}

/** Lengths in terms of one doc's fields, and the index-wide averages they are normalised by. */
export interface FieldLengths {
  title: number;
  tags: number;
  path: number;
  body: number;
}

/**
 * The term's BM25F contribution to the doc's score: field frequencies weighted and length-normalised per field,
 * summed, then saturated once. The operations run in one fixed order so build and tests get the same bits.
 */
export function docImpact(termIdf: number, counts: FieldCounts, lengths: FieldLengths, averages: FieldLengths): number {
  const { k1, title, tags, path, id, body, heading } = RANKING;
  let fieldTf = 0;
  if (counts.title) fieldTf += (title.weight * counts.title) / (1 - title.b + (title.b * lengths.title) / (averages.title || 1));
  if (counts.tags) fieldTf += (tags.weight * counts.tags) / (1 - tags.b + (tags.b * lengths.tags) / (averages.tags || 1));
  if (counts.path) fieldTf += (path.weight * counts.path) / (1 - path.b + (path.b * lengths.path) / (averages.path || 1));
  if (counts.id) fieldTf += id.weight;
  const tf = fieldTf + (body.weight * counts.body) / (1 - body.b + (body.b * lengths.body) / (averages.body || 1)) + heading.weight * counts.heading;
  return (termIdf * tf * (k1 + 1)) / (k1 + tf);
}

/** What a section's length is multiplied by in its BM25 length normalisation: computed once per index. */
export function sectionLengthScale(averageSection: number): number {
  return RANKING.sectionB / (averageSection || 1);
}

/**
 * The term's BM25 contribution to one section's score, from its value in the postings (`bodyTf * 4 + headingTf`)
 * and the section's length; computed at query time for the docs that are scored, so it is exact. BM25's
 * `idf·tf·(k1+1) / (k1+tf)` with `tf = x / norm` is written `idf·(k1+1)·x / (k1·norm + x)`: one division.
 */
export function sectionImpact(termIdf: number, value: number, sectionLength: number, lengthScale: number): number {
  const { k1, sectionB, sectionHeadingWeight } = RANKING;
  const x = (value >>> 2) + sectionHeadingWeight * (value & 3);
  const norm = 1 - sectionB + sectionLength * lengthScale;
  return (termIdf * (k1 + 1) * x) / (k1 * norm + x);
}
