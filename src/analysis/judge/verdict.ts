// The one judge contract for check_adr_alignment: what a judge reads about each candidate ADR, and
// what it answers for each — a label and confidence grounded in a quote from the ADR and one from the
// proposal. Two judges implement it: the rules judge (the lexical engine, calibrated) and the model
// judge (a language model whose answers are verified against the texts, falling back to the rules).
import type { Alignment } from '../adr/judge.js';

export type { Alignment };

/** A verdict is a supports/conflicts label with at least this confidence; anything less is a lead. */
export const VERDICT_CONFIDENCE = 0.6;

/** What the decision frame says the ADR chose, weighed and required, in its own words. */
export interface CandidateFrame {
  chosen: string[];
  alternatives: string[];
  rules: string[];
}

/** One ADR a proposal is judged against. */
export interface JudgeCandidate {
  path: string;
  title: string;
  adr_id?: string;
  /** Status in force ("superseded" when a later ADR replaced it). */
  status: string;
  /** Path of the ADR in force in its place. */
  successor?: string;
  /** The ADR's decision as written (markup removed), within the quote budget. */
  decision: string;
  frame: CandidateFrame;
}

export interface JudgeInput {
  proposal: string;
  context?: string;
  candidates: JudgeCandidate[];
}

/** Who labelled a candidate: the rules judge, or the model with its id. */
export type JudgedBy = 'rules' | `model:${string}`;

/** A judge's answer for one candidate. */
export interface Verdict {
  path: string;
  alignment: Alignment;
  confidence: number;
  /** Words of the ADR and of the proposal that ground the label. */
  adr_quote: string;
  proposal_quote: string;
  /** One line: why. */
  reason: string;
  judged_by: JudgedBy;
  /** The judge does not bet on this label: the caller should read the decision and decide. */
  needs_judgement: boolean;
  /** When `needs_judgement`: one sentence naming the ADR's choice and asking whether the proposal keeps it. */
  question?: string;
  /** Why a model's answer for this candidate was not used, so the rules judge's label stands. */
  fallback?: string;
}

/** How a model call went, for `_meta` and for the answer's own note when it fell back. */
export interface ModelCallReport {
  model: string;
  /** `ok`, or why no answer was used: timeout, rate_limited, malformed, unavailable, failed, no_response. */
  outcome: string;
  latency_ms: number;
  prompt_tokens?: number;
  completion_tokens?: number;
  cache_hit: boolean;
  /** Candidates whose model answer failed verification or was missing. */
  fallbacks: number;
  /** A sentence for the caller when the model's answer was not used at all. */
  note?: string;
}

export interface JudgeOutcome {
  verdicts: Verdict[];
  model?: ModelCallReport;
}

/** A judge: the proposal and its candidates in, one verdict per candidate (in the same order) out. */
export interface Judge {
  readonly name: string;
  judge(input: JudgeInput, signal?: AbortSignal): Promise<JudgeOutcome>;
}

/** ADRs no longer in force are read as history: the caller judges against their successor. */
const OUT_OF_FORCE: ReadonlySet<string> = new Set(['superseded', 'deprecated']);

/** Whether a candidate's own label matters (it is not replaced or retired), so an unsure one asks the caller. */
export function inForce(candidate: Pick<JudgeCandidate, 'status'>): boolean {
  return !OUT_OF_FORCE.has(candidate.status);
}
