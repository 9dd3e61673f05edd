// The rules judge: the lexical engine's labels (judge.ts), calibrated. A supports or conflicts label
// speaks only where its basis has earned it on labelled sets (calibration.ts); any other label becomes
// `related`, keeps its evidence as an unconfirmed lead in the reason, and asks the caller a question.
import type { Alignment } from '../adr/judge.js';
import { bundledCalibration, calibrate, type Calibration } from './calibration.js';
import { questionFor } from './question.js';
import { inForce, type Judge, type JudgeCandidate, type Verdict } from './verdict.js';

/** What the engine concluded about one candidate before calibration. */
export interface RulesLabel {
  alignment: Alignment;
  /** The engine's own score for the label (0–1). */
  confidence: number;
  reason: string;
  /** The evidence that decided a supports or conflicts label. */
  basis?: string;
  /** The decision sentence the reason quotes. */
  quote: string;
}

/** The verdict the rules give one candidate. */
export function rulesVerdict(candidate: JudgeCandidate, label: RulesLabel, proposalQuote: string, calibration: Calibration | null): Verdict {
  const { speaks, confidence } = calibrate(calibration, label.alignment, label.basis, label.confidence);
  // Under no calibration a label under 0.6 keeps its name: it is the engine's own lead.
  const alignment = speaks || (calibration === null && label.alignment !== 'related') ? label.alignment : 'related';
  const needs = inForce(candidate) && !speaks;
  const lead = !speaks && label.alignment !== 'related';
  return {
    path: candidate.path,
    alignment,
    confidence,
    adr_quote: label.quote,
    proposal_quote: proposalQuote,
    reason: lead ? `Unconfirmed lead (${label.alignment}): ${label.reason}` : label.reason,
    judged_by: 'rules',
    needs_judgement: needs,
    ...(needs ? { question: questionFor(candidate) } : {}),
  };
}

/** A judge over labels the engine has already given (they also rank the candidates, so they come first). */
export function rulesJudge(labels: ReadonlyMap<string, RulesLabel>, proposalQuote: string, calibration: Calibration | null = bundledCalibration()): Judge {
  return {
    name: 'rules',
    async judge(input) {
      const verdicts = input.candidates.map((c) => {
        const label = labels.get(c.path) ?? { alignment: 'related' as const, confidence: 0, reason: 'Not judged.', quote: c.decision };
        return rulesVerdict(c, label, proposalQuote, calibration);
      });
      return { verdicts };
    },
  };
}
