// The model judge for check_adr_alignment: one request for all candidates, the proposal and the ADRs
// sent as one JSON document of data, an answer schema whose paths are an enum of the candidates. Each
// answer is verified — both quotes must occur in the texts they claim — before it replaces the rules
// judge's label; a candidate whose answer fails, or a call that fails, keeps the rules label and says why.
import { z } from 'zod';
import { judgeText } from './judge-text.js';
import { askModel, listAnswerSchema, type ModelAccess, modelRequest, type ModelRequest } from './model-call.js';
import { bundledCalibration, calibrate, type Calibration, MODEL_BASIS } from './calibration.js';
import { normaliseForQuote, plainLine, quoteOccurs } from './quotes.js';
import { questionFor } from './question.js';
import { inForce, type Judge, type JudgeCandidate, type JudgeInput, VERDICT_CONFIDENCE, type Verdict } from './verdict.js';

/** Candidates sent in one request; later ones keep the rules label. */
export const MAX_MODEL_CANDIDATES = 12;
const QUOTE_CHARS = 300;
const REASON_CHARS = 240;

/** The request for a proposal and its candidates. */
export function adrJudgeRequest(model: string, input: JudgeInput): ModelRequest {
  const candidates = input.candidates.slice(0, MAX_MODEL_CANDIDATES);
  const data = {
    proposal: input.proposal,
    ...(input.context ? { context: input.context } : {}),
    candidates: candidates.map((c) => ({
      path: c.path,
      title: c.title,
      ...(c.adr_id ? { adr_id: c.adr_id } : {}),
      status: c.status,
      ...(c.successor ? { superseded_by: c.successor } : {}),
      decision: c.decision,
      chose: c.frame.chosen,
      alternatives: c.frame.alternatives,
      rules: c.frame.rules,
    })),
  };
  const schema = listAnswerSchema('judgements', {
    path: { type: 'string', enum: candidates.map((c) => c.path) },
    alignment: { type: 'string', enum: ['supports', 'conflicts', 'related'] },
    confidence: { type: 'number' },
    adr_quote: { type: 'string' },
    proposal_quote: { type: 'string' },
    reason: { type: 'string' },
  });
  return modelRequest(model, judgeText().adr_system, data, 'adr_judgements', schema);
}

const answerSchema = z.object({
  judgements: z.array(
    z.object({
      path: z.string(),
      alignment: z.enum(['supports', 'conflicts', 'related']),
      confidence: z.number().finite(),
      adr_quote: z.string(),
      proposal_quote: z.string(),
      reason: z.string(),
    }),
  ),
});

type Answer = z.infer<typeof answerSchema>['judgements'][number];

/** Per candidate path, the first judgement the answer gives it. */
function byPath(answer: z.infer<typeof answerSchema>): Map<string, Answer> {
  const out = new Map<string, Answer>();
  for (const j of answer.judgements) if (!out.has(j.path)) out.set(j.path, j);
  return out;
}

/** Why an answer for one candidate cannot be used, or undefined when both quotes check out. */
function unverified(answer: Answer | undefined, candidate: JudgeCandidate, proposalTexts: readonly string[]): string | undefined {
  if (!answer) return 'the model gave no judgement for this ADR';
  const adrTexts = [candidate.title, candidate.decision, ...candidate.frame.chosen, ...candidate.frame.alternatives, ...candidate.frame.rules].map(normaliseForQuote);
  if (!quoteOccurs(answer.adr_quote, adrTexts)) return "the model's quote is not in this ADR";
  if (!quoteOccurs(answer.proposal_quote, proposalTexts)) return "the model's quote is not in the proposal";
  return undefined;
}

/**
 * The model's label: supports or conflicts is a verdict only where the calibration's model basis says
 * labels at its stated confidence were right often enough on labelled sets (it then reports that
 * measured precision); otherwise a lead under 0.6 that keeps its label, and the caller is asked. A
 * null calibration keeps the model's own confidence.
 */
function modelVerdict(candidate: JudgeCandidate, answer: Answer, model: string, calibration: Calibration | null): Verdict {
  const stated = Math.round(Math.max(0, Math.min(1, answer.confidence)) * 100) / 100;
  // `related` takes no side, so there is nothing to calibrate: the caller is asked only when the model was unsure of even that.
  const { speaks, confidence } = answer.alignment === 'related' ? { speaks: stated >= VERDICT_CONFIDENCE, confidence: stated } : calibrate(calibration, answer.alignment, MODEL_BASIS, stated);
  const needs = inForce(candidate) && !speaks;
  return {
    path: candidate.path,
    alignment: answer.alignment,
    confidence,
    adr_quote: plainLine(answer.adr_quote, QUOTE_CHARS),
    proposal_quote: plainLine(answer.proposal_quote, QUOTE_CHARS),
    reason: plainLine(answer.reason, REASON_CHARS),
    judged_by: `model:${model}`,
    needs_judgement: needs,
    ...(needs ? { question: questionFor(candidate) } : {}),
  };
}

const fallBack = (verdict: Verdict, why: string): Verdict => ({ ...verdict, fallback: why });

/** The model judge: the rules judge's labels, replaced by the model's where its answer checks out. */
export function adrModelJudge(access: ModelAccess, rules: Judge): Judge {
  const { model } = access;
  const calibration = access.calibration === undefined ? bundledCalibration() : access.calibration;
  return {
    name: 'model',
    async judge(input, signal) {
      const { verdicts: ruled } = await rules.judge(input, signal);
      const asked = await askModel(access, adrJudgeRequest(model, input), answerSchema, signal);
      if (!asked.answer) {
        const report = { ...asked.report, fallbacks: ruled.length, note: `${asked.report.note}; these labels are the rules judge's.` };
        return { verdicts: ruled.map((v) => fallBack(v, asked.why)), model: report };
      }
      const answers = byPath(asked.answer);
      const proposalTexts = [input.proposal, input.context ?? ''].map(normaliseForQuote);
      const sent = new Set(input.candidates.slice(0, MAX_MODEL_CANDIDATES).map((c) => c.path));
      let fallbacks = 0;
      const verdicts = input.candidates.map((candidate, i) => {
        const why = sent.has(candidate.path) ? unverified(answers.get(candidate.path), candidate, proposalTexts) : 'not sent to the model (too many candidates)';
        if (why === undefined) return modelVerdict(candidate, answers.get(candidate.path)!, asked.report.model, calibration);
        fallbacks++;
        return fallBack(ruled[i], why);
      });
      return { verdicts, model: { ...asked.report, fallbacks } };
    },
  };
}
