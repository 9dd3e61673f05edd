// Which of the rules judge's verdicts may speak, from calibration.json beside this file: each verdict
// carries the basis that decided it (an option taken, a competitor, a rule broken, …) and a score; a
// basis speaks above its fitted score with the precision measured on labelled sets as its confidence,
// and every other verdict becomes a lead the caller is asked to judge. The file is written by
// `arch-mcp eval adr … --calibration --write-calibration` (scripts/eval/calibration.ts).
import { z } from 'zod';
import data from './calibration.json';
import { VERDICT_CONFIDENCE } from './verdict.js';

const basisSchema = z
  .object({
    /** The lowest internal score at which this basis's verdicts speak. */
    min_score: z.number().min(0).max(1),
    /** The confidence a speaking verdict reports: the precision bound measured at that score. */
    confidence: z.number().min(VERDICT_CONFIDENCE).max(1),
    /** What the fit saw at or above `min_score`, summed over the sets it was fitted on. */
    verdicts: z.number().int().nonnegative(),
    right: z.number().int().nonnegative(),
  })
  .strict();

export const calibrationSchema = z
  .object({
    version: z.literal(1),
    /** The rule the fit applied, in words. */
    rule: z.string(),
    /** The labelled sets the counts come from. */
    fitted_on: z.array(z.string()),
    /** Bases that never speak, whatever their record, and why: the fit leaves them out. */
    never: z.object({ bases: z.array(z.string()), why: z.string() }).strict(),
    bases: z.record(z.string(), basisSchema),
  })
  .strict();

export type Calibration = z.infer<typeof calibrationSchema>;

let bundled: Calibration | undefined;

/** The calibration shipped with the engine; throws when the file breaks its own schema. */
export function bundledCalibration(): Calibration {
  return (bundled ??= calibrationSchema.parse(data));
}

/** What the calibration makes of one rules label. */
export interface Calibrated {
  /** The label may be given as a verdict. */
  speaks: boolean;
  /** Confidence to report: the basis's measured precision when it speaks, else at most 0.5. */
  confidence: number;
}

/** Below this a label that does not speak reports its own score, so leads still rank. */
const LEAD_CONFIDENCE = 0.5;

/**
 * Decides whether a supports/conflicts label with `basis` and internal `score` speaks. A null
 * calibration leaves the engine's labels as they are (for examining the engine itself).
 */
export function calibrate(calibration: Calibration | null, alignment: string, basis: string | undefined, score: number): Calibrated {
  if (calibration === null) return { speaks: alignment !== 'related' && score >= VERDICT_CONFIDENCE, confidence: score };
  const entry = alignment !== 'related' && basis !== undefined && Object.hasOwn(calibration.bases, basis) && !calibration.never.bases.includes(basis) ? calibration.bases[basis] : undefined;
  if (entry && score >= entry.min_score) return { speaks: true, confidence: entry.confidence };
  return { speaks: false, confidence: Math.min(LEAD_CONFIDENCE, score) };
}
