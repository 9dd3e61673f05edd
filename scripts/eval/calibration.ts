// Fits the rules judge's calibration (src/analysis/judge/calibration.json) from labelled sets: every
// supports/conflicts label the engine gives an expected ADR is tallied under its basis with its score,
// its set and whether it was right. Only totals are printed, never a case. The rule (CALIBRATION_RULE)
// lets a basis speak from the lowest score at which it was right often enough on every set.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { calibrationSchema, type Calibration } from '../../src/analysis';
import { REPO_ROOT } from '../paths';

/** Share of verdicts a speaking basis must get right, on each set and pooled. */
export const TARGET_PRECISION = 0.95;
/** Fewest pooled verdicts a basis needs before it may speak. */
export const MIN_VERDICTS = 5;
/** One-sided 95 %: z for the Wilson lower bound a speaking basis reports as its confidence. */
const Z = 1.645;
/** Scores a basis may speak from: a coarse grid, so a threshold never sits just above one wrong verdict. */
const SCORE_GRID = Array.from({ length: 11 }, (_, i) => Math.round((1 - i * 0.05) * 100) / 100);
/** A verdict's confidence is at least this; a basis whose bound is lower does not speak. */
const MIN_CONFIDENCE = 0.6;

export const CALIBRATION_FILE = path.join(REPO_ROOT, 'src/analysis/judge/calibration.json');

export const CALIBRATION_RULE =
  `A basis speaks from the lowest score (in steps of 0.05) at which its verdicts at or above that score were right at least ${TARGET_PRECISION * 100} % of the time ` +
  `on every labelled set it was fitted on and on all of them pooled, with at least ${MIN_VERDICTS} pooled; it reports the lower end of the ` +
  `one-sided 95 % Wilson interval of that pooled precision as its confidence, and does not speak when that is under ${MIN_CONFIDENCE}. ` +
  'Bases listed under never do not speak whatever their record.';

/** Lower end of the one-sided Wilson score interval for `right` of `n`. */
export function wilsonLower(right: number, n: number, z = Z): number {
  if (n === 0) return 0;
  const p = right / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
}

export interface BasisFit {
  verdicts: number;
  right: number;
  /** Where it speaks, if anywhere: the score, and the counts and bound at or above it. */
  speaks?: { min_score: number; verdicts: number; right: number; bound: number };
}

interface Observation {
  score: number;
  right: boolean;
  set: number;
}

/** Supports/conflicts labels by basis, with their scores, their set and whether each was right. */
export class CalibrationTally {
  private readonly byBasis = new Map<string, Observation[]>();
  readonly files: string[] = [];

  /** Tallies one label of the set last pushed to `files`. */
  add(basis: string, score: number, right: boolean): void {
    const list = this.byBasis.get(basis) ?? [];
    list.push({ score, right, set: this.files.length - 1 });
    this.byBasis.set(basis, list);
  }

  /** Per basis, the totals and where (if anywhere) it may speak. */
  fit(never: readonly string[] = currentNever().bases): Map<string, BasisFit> {
    const out = new Map<string, BasisFit>();
    for (const [basis, list] of [...this.byBasis.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const fit: BasisFit = { verdicts: list.length, right: list.filter((x) => x.right).length };
      out.set(basis, fit);
      if (never.includes(basis)) continue;
      // From the highest score down, so the last threshold that keeps the rule is the lowest.
      for (const t of SCORE_GRID) {
        const above = list.filter((x) => x.score >= t);
        const right = above.filter((x) => x.right).length;
        const everySet = this.files.every((_, set) => {
          const mine = above.filter((x) => x.set === set);
          return mine.length === 0 || mine.filter((x) => x.right).length >= TARGET_PRECISION * mine.length;
        });
        const bound = wilsonLower(right, above.length);
        if (above.length >= MIN_VERDICTS && right >= TARGET_PRECISION * above.length && everySet && bound >= MIN_CONFIDENCE) {
          fit.speaks = { min_score: t, verdicts: above.length, right, bound };
        }
      }
    }
    return out;
  }

  /** Prints one line per basis and the pooled totals. */
  print(): void {
    const never = currentNever().bases;
    const fits = this.fit(never);
    console.log('');
    console.log(`calibration: rules labels (supports/conflicts) on expected ADRs, pooled over ${this.files.length} set(s): ${this.files.join(', ')}`);
    console.log('basis                      labels  right  wrong   speaks from score (labels, right, precision bound)');
    let total = 0;
    let totalRight = 0;
    let speaking = 0;
    let speakingWrong = 0;
    for (const [basis, f] of fits) {
      total += f.verdicts;
      totalRight += f.right;
      if (f.speaks) {
        speaking += f.speaks.verdicts;
        speakingWrong += f.speaks.verdicts - f.speaks.right;
      }
      const speaks = f.speaks ? `${f.speaks.min_score.toFixed(2)} (${f.speaks.verdicts}, ${f.speaks.right}, ${f.speaks.bound.toFixed(3)})` : never.includes(basis) ? 'never (listed)' : 'no';
      console.log(`${basis.padEnd(26)} ${String(f.verdicts).padStart(6)} ${String(f.right).padStart(6)} ${String(f.verdicts - f.right).padStart(6)}   ${speaks}`);
    }
    console.log(`${'all'.padEnd(26)} ${String(total).padStart(6)} ${String(totalRight).padStart(6)} ${String(total - totalRight).padStart(6)}   ${speaking} would speak, ${speakingWrong} of them wrong`);
  }

  /** The calibration file the fit gives (the `never` list is kept from the current file). */
  calibration(): Calibration {
    const never = currentNever();
    const bases: Calibration['bases'] = {};
    for (const [basis, f] of this.fit(never.bases)) {
      if (!f.speaks) continue;
      bases[basis] = { min_score: f.speaks.min_score, confidence: Math.floor(f.speaks.bound * 100) / 100, verdicts: f.speaks.verdicts, right: f.speaks.right };
    }
    return calibrationSchema.parse({ version: 1, rule: CALIBRATION_RULE, fitted_on: this.files, never, bases });
  }

  /** Writes the calibration file the engine reads. */
  write(file = CALIBRATION_FILE): void {
    writeFileSync(file, `${JSON.stringify(this.calibration(), null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), file) || file}`);
  }
}

/** The `never` list of the calibration file as it stands. */
function currentNever(file = CALIBRATION_FILE): Calibration['never'] {
  return calibrationSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).never;
}
