// The one-sentence question an answer asks the caller about an ADR no judge bets on: it names what the
// ADR chose (or the rule it sets, or its decision) and asks whether the proposal keeps it.
import { fill, judgeText } from './judge-text.js';
import { plainLine } from './quotes.js';
import type { JudgeCandidate } from './verdict.js';

const DECISION_IN_QUESTION = 160;


/** "ADR 11" when the ADR has a number, else its title in quotes. */
export function adrLabel(candidate: Pick<JudgeCandidate, 'adr_id' | 'title'>): string {
  return candidate.adr_id ? `ADR ${candidate.adr_id}` : `"${candidate.title}"`;
}

/** The question for one candidate. */
export function questionFor(candidate: JudgeCandidate): string {
  const { questions } = judgeText();
  const adr = adrLabel(candidate);
  const choice = candidate.frame.chosen[0];
  if (choice) {
    const template = candidate.status === 'rejected' ? questions.rejected : questions.chose;
    return fill(template, { adr, choice: plainLine(choice, 120) });
  }
  const rule = candidate.frame.rules[0];
  if (rule) return fill(questions.requires, { adr, rule: plainLine(rule, 120) });
  return fill(questions.decided, { adr, decision: plainLine(candidate.decision || candidate.title, DECISION_IN_QUESTION) });
}
