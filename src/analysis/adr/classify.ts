// Decides whether a proposal supports, conflicts with, or only relates to one ADR's decision, and says why.

import { contentStems } from '../text/terms.js';
import type { AdrDecisionRecord } from './extract-decision.js';
import type { Proposal } from './proposal.js';
import { own } from '../text/own.js';

export type Alignment = 'supports' | 'conflicts' | 'related';

export interface Classification {
  alignment: Alignment;
  reason: string;
}

/** Inverse document frequency of a stem across the ADRs; unknown stems count as rare. */
export type IdfLookup = (stem: string) => number;

interface OptionMatch {
  option: string;
  coverage: number;
  /** IDF weight of the proposal's stems that only this option (of the ADR's options) contains. */
  distinct: number;
  away: boolean;
}

/**
 * How much of an option the proposal names, by IDF weight of the option's distinctive stems.
 * Stems every option of the ADR shares ("ADR" in "ADR number" / "ADR slug") say nothing about which was picked.
 */
function bestMatch(options: string[], all: string[], p: Proposal, idf: IdfLookup): OptionMatch | undefined {
  const stemSets = all.map((o) => new Set(contentStems(o)));
  const shared = stemSets.length > 1 ? [...stemSets[0]].filter((s) => stemSets.every((set) => set.has(s))) : [];
  let best: OptionMatch | undefined;
  for (const option of options) {
    // What sets this option apart from the ADR's other options is what a proposal picks it by.
    // Labels of the same option ("One database per service" and its long form) are not rivals.
    const own = new Set(contentStems(option));
    const others = all
      .map((o) => new Set(contentStems(o)))
      .filter((set) => ![...set].every((x) => own.has(x)) && ![...own].every((x) => set.has(x)));
    const distinct = [...own]
      .filter((s) => p.stems.has(s) && !others.some((set) => set.has(s)))
      .reduce((sum, s) => sum + idf(s), 0);
    // Compounds match whole (`FastAPI`) or by parts (`react-testing-library` vs "Testing Library").
    for (const joined of [true, false]) {
      const stems = [...new Set(contentStems(option, joined))].filter((s) => !shared.includes(s));
      if (!stems.length) continue;
      let total = 0;
      let hit = 0;
      let away = 0;
      for (const s of stems) {
        const w = idf(s);
        total += w;
        if (p.stems.has(s)) hit += w;
        if (p.awayStems.has(s)) away += w;
      }
      const coverage = hit / total;
      if (coverage >= 0.5 && (!best || coverage > best.coverage)) best = { option, coverage, distinct, away: away / total >= 0.5 };
    }
  }
  return best;
}

const quote = (r: AdrDecisionRecord) => `"${r.quote}"`;

/** Classifies the proposal against one ADR's extracted decision. */
export function classifyAlignment(p: Proposal, record: AdrDecisionRecord, status: string | undefined, idf: IdfLookup): Classification {
  const all = [...new Set([...record.chosen, ...record.rejected, ...record.considered])];
  const chosen = bestMatch(record.chosen, all, p, idf);
  const rejected = bestMatch(record.rejected, all, p, idf);
  const rejectedStatus = status === 'rejected';
  if (p.undecided) {
    return { alignment: 'related', reason: `Weighs the question this ADR ${rejectedStatus ? 'looked at (its proposal was rejected)' : 'decided'}: ${quote(record)}` };
  }
  if (chosen?.away) return { alignment: 'conflicts', reason: `Moves away from "${chosen.option}", which this ADR chose: ${quote(record)}` };
  // Both an option the ADR chose and one it rejected look named. When only the rejected one is
  // named by words that set it apart from the other options, that is the one the proposal takes;
  // when both are (Airflow *with* Celery), the better-covered one decides, ties going to the choice.
  const rejectedWins =
    chosen && rejected
      ? (rejected.distinct > 0 && chosen.distinct === 0) || ((rejected.distinct > 0) === (chosen.distinct > 0) && rejected.coverage > chosen.coverage)
      : true;
  if (rejected && !rejected.away && rejectedWins) {
    return { alignment: 'conflicts', reason: `Takes up "${rejected.option}", which this ADR rejected or replaced: ${quote(record)}` };
  }
  if (chosen) {
    if (rejectedStatus) return { alignment: 'conflicts', reason: `Takes up "${chosen.option}", which was proposed here and rejected: ${quote(record)}` };
    return { alignment: 'supports', reason: `Takes the same option as this ADR ("${chosen.option}"): ${quote(record)}` };
  }
  if (rejected?.away) return { alignment: 'supports', reason: `Also moves away from "${rejected.option}", as this ADR decided: ${quote(record)}` };
  // A different product in the slot the ADR filled: "move … out of the relational database into MongoDB" vs "use PostgreSQL".
  const newChoice = [...p.towardStems].filter((s) => p.products.has(s) && !own(record.terms, s));
  const slotWords = [...p.awayStems].filter((s) => own(record.terms, s) !== undefined);
  if (record.chosen.length && newChoice.length && (slotWords.length || p.awayStems.size)) {
    return { alignment: 'conflicts', reason: `Replaces what this ADR chose (${record.chosen[0]}) with ${newChoice.join(', ')}: ${quote(record)}` };
  }
  return { alignment: 'related', reason: `Same topic, no direct choice either way: ${quote(record)}` };
}
