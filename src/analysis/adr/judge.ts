// Judges one ADR against a proposal: collects evidence that the proposal takes or drops the option
// the ADR chose, takes an alternative it turned down or a competitor from the same family, or
// keeps or breaks one of its rules — then labels supports / conflicts / related with a confidence
// and a reason that quotes the decision and names both options when they compete.
import type { CompiledLexicon } from '../lexicon/lexicon.js';
import type { DecisionFrame, OptionRef } from './decision-frame.js';
import { type MinedCompetitors, optionKey } from './mined-alternatives.js';
import type { Proposal } from './proposal.js';
import { PER_UNIT_STEM, SINGLE_STEM } from '../text/concepts.js';

export type Alignment = 'supports' | 'conflicts' | 'related';

/** Inverse document frequency of a stem across the ADRs; unknown stems count as rare. */
export type IdfLookup = (stem: string) => number;

export interface Judgement {
  alignment: Alignment;
  /** 0–1: how sure the label is; "related" with low confidence means nothing decisive was found. */
  confidence: number;
  reason: string;
  /** Strongest evidence each way, for ranking and for reading predecessor/successor pairs. */
  support: number;
  conflict: number;
  /**
   * Which kind of evidence decided a supports or conflicts label (an option taken, a competitor, a rule
   * broken, …): the unit the calibration (calibration.ts) decides may speak as a verdict.
   */
  basis?: string;
  /** The paraphrase measures, for evaluation. */
  signals?: { proposalInDecision: number; decisionInProposal: number; awayTaken: number; coreDropped: number };
}

export interface JudgeDeps {
  idf: IdfLookup;
  lexicon: CompiledLexicon;
  mined: MinedCompetitors;
}

interface Evidence {
  direction: 1 | -1;
  strength: number;
  because: string;
  /** Which kind of evidence this is: two of different kinds are independent signs. */
  source: string;
  /** The mechanism that found it, named for calibration. */
  basis: string;
  /** Word overlap only: never outweighs evidence about named options or rules. */
  soft?: boolean;
}

/** Evidence a label needs, the margin it needs over the other side, and what breaks a tie towards conflicts. */
export const DECISIVE = 0.55;
const MARGIN = 0.15;
const CLEAR_BREACH = 0.72;
const COVERED = 0.6;
/** Rules are sentences, not names: more of their words must be there. */
const RULE_COVERED = 0.7;
/**
 * Total IDF a match needs, so one common word never decides: a share of the rarest word's IDF, so the
 * bar scales with the size of the decision log (a word in 10 of 1,000 ADRs weighs more than in 1 of 12).
 */
const MIN_WEIGHT_SHARE = 0.45;
/** IDF weight of a decision's core words a proposal must drop to depart from it. */
const CORE_DROPPED = 5;
/** Share of a proposal's taken words a decision must state for the proposal to follow it. */
const PARAPHRASE = 0.38;
/**
 * Shared words show a proposal on the decision's ground, not that it agrees: alone, a paraphrase
 * gives a supports label under 0.6 (the confidence the tool tells clients to treat as a lead).
 */
const PARAPHRASE_CAP = 0.58;
/** Lexicon options a decision only mentions count for this much of a stated choice. */
const INCIDENTAL = 0.5;
/** Strength of a mined rival: under DECISIVE. */
const MINED = 0.5;
/** Context words show the setting, not the choice: they count this much towards naming an option. */
const CONTEXT_SHARE = 0.5;

/** A stem no ADR uses: its IDF is the largest the log can give. */
const RAREST = '\u0000';
const quoted = (f: DecisionFrame) => `"${f.quote}"`;
const familyOf = (o: string) => o.slice(0, o.indexOf('/'));

/** IDF-weighted share of `stems` found in `set` (and, at a discount, in `partial`). */
function coverage(stems: readonly string[], set: ReadonlySet<string>, idf: IdfLookup, skip: ReadonlySet<string>, partial?: ReadonlySet<string>): number {
  const minWeight = MIN_WEIGHT_SHARE * idf(RAREST);
  let total = 0;
  let hit = 0;
  for (const s of stems) {
    if (skip.has(s)) continue;
    const w = idf(s);
    total += w;
    if (set.has(s)) hit += w;
    else if (partial?.has(s)) hit += CONTEXT_SHARE * w;
  }
  return total > 0 && hit >= minWeight ? hit / total : 0;
}

function optionEvidence(p: Proposal, f: DecisionFrame, idf: IdfLookup): Evidence[] {
  const out: Evidence[] = [];
  const none = new Set<string>();
  // "One REST API module" against "an API project per module": the same thing, in the other number.
  const recounted = new Set<OptionRef>();
  for (const c of f.chosen) {
    const quantity = c.stems.includes(SINGLE_STEM) ? SINGLE_STEM : c.stems.includes(PER_UNIT_STEM) ? PER_UNIT_STEM : undefined;
    if (!quantity) continue;
    const other = quantity === SINGLE_STEM ? PER_UNIT_STEM : SINGLE_STEM;
    const rest = c.stems.filter((x) => x !== quantity);
    if (p.taken.has(other) && !p.taken.has(quantity) && coverage(rest, p.taken, idf, none) >= 0.5) {
      recounted.add(c);
      out.push({ direction: -1, strength: 0.75, because: `Splits into ${other === PER_UNIT_STEM ? 'one per unit' : 'a single shared one'} what this ADR chose as ${c.text}`, source: 'option', basis: 'quantity' });
    }
  }
  for (const c of f.chosen) {
    // Its words in the other number are not the chosen option.
    if (recounted.has(c)) continue;
    const stems = c.distinct ?? c.stems;
    const taken = coverage(stems, p.taken, idf, none, p.contextStems);
    const away = coverage(stems, p.away, idf, none);
    if (away >= COVERED && away >= taken) out.push({ direction: -1, strength: 0.6 + 0.3 * away, because: `Drops "${c.text}", which this ADR chose`, source: 'option', basis: 'option-dropped' });
    else if (taken >= COVERED) out.push({ direction: 1, strength: 0.5 + 0.4 * taken, because: `Takes the option this ADR chose ("${c.text}")`, source: 'option', basis: 'option' });
  }
  const chosenName = f.chosen[0] ? ` in favour of "${f.chosen[0].text}"` : '';
  // Taking the chosen option with an alternative as a part of it ("Airflow with a Celery executor") is not a switch.
  const keepsChoice = out.some((e) => e.direction === 1);
  for (const a of f.alternatives) {
    const stems = a.distinct ?? a.stems;
    const taken = coverage(stems, p.taken, idf, none);
    // Its distinctive words can be common ones ("React.FC type" → type): turned away from by its whole name, it is not taken up.
    const away = Math.max(coverage(stems, p.away, idf, none), coverage(a.stems, p.away, idf, none));
    if (taken >= COVERED && taken > away && away < COVERED) out.push({ direction: -1, strength: (0.5 + 0.4 * taken) * (keepsChoice ? 0.6 : 1), because: `Takes up "${a.text}", which this ADR turned down${chosenName}`, source: 'option', basis: 'alternative' });
    else if (away >= COVERED) out.push({ direction: 1, strength: 0.35 + 0.3 * away, because: `Also moves away from "${a.text}", as this ADR did`, source: 'option', basis: 'alternative-dropped' });
  }
  return out;
}

function lexiconEvidence(p: Proposal, f: DecisionFrame, lexicon: CompiledLexicon): Evidence[] {
  const out: Evidence[] = [];
  const chosen = new Map<string, number>();
  for (const o of f.chosenOptions) chosen.set(o, 1);
  for (const o of f.takenOptions) if (!chosen.has(o)) chosen.set(o, INCIDENTAL);
  const rejected = new Set([...f.alternatives.flatMap((a) => a.options), ...f.awayOptions].filter((o) => !chosen.has(o)));
  const pick = (weight: number) => (weight === 1 ? 'this ADR chose' : 'this ADR goes with');

  for (const [o, weight] of chosen) {
    const family = familyOf(o);
    const concern = lexicon.concern(family);
    for (const [q, { strong }] of p.takenOptions) {
      if (familyOf(q) !== family) continue;
      const sure = strong ? 1 : 0.75;
      const rel = lexicon.relation(o, q);
      if (rel === 'same' || rel === 'narrower') {
        out.push({ direction: 1, strength: 0.9 * weight * sure, because: `Takes ${lexicon.label(q)}, which ${pick(weight)} for ${concern}`, source: 'lexicon-same', basis: 'named-option' });
      } else if (rel === 'broader') {
        out.push({ direction: 1, strength: 0.55 * weight * sure, because: `Takes ${lexicon.label(q)}, which this ADR narrowed to ${lexicon.label(o)}`, source: 'lexicon', basis: 'broader-option' });
      } else if (lexicon.exclusive(family) && !chosen.has(q) && ![...p.takenOptions.keys()].some((x) => familyOf(x) === family && lexicon.relation(o, x) !== 'competing')) {
        // A rival the ADR itself takes up too (one of several tools it adopts) is no competitor.
        out.push({ direction: -1, strength: 0.85 * weight * sure, because: `Takes ${lexicon.label(q)} for ${concern}, where ${pick(weight)} ${lexicon.label(o)}`, source: 'lexicon', basis: 'competitor' });
      }
    }
    for (const [q, { strong, firm }] of p.awayOptions) {
      // Taking and dropping the same option in one proposal says nothing about it either way.
      if (familyOf(q) !== family || lexicon.relation(o, q) === 'competing' || p.takenOptions.has(q)) continue;
      out.push({ direction: -1, strength: 0.9 * weight * (strong ? 1 : 0.8) * (firm ? 1 : 0.6), because: `Drops ${lexicon.label(q)}, which ${pick(weight)} for ${concern}`, source: 'lexicon', basis: 'named-option-dropped' });
    }
  }
  for (const o of rejected) {
    const family = familyOf(o);
    const instead = [...chosen.entries()].find(([c, w]) => w === 1 && familyOf(c) === family)?.[0];
    const keepsChoice = [...p.takenOptions.keys()].some((q) => familyOf(q) === family && chosen.get(q) === 1);
    for (const [q, { strong }] of p.takenOptions) {
      const rel = familyOf(q) === family ? lexicon.relation(o, q) : 'competing';
      // Taking and dropping the same option in one proposal says nothing about it either way.
      if ((rel !== 'same' && rel !== 'narrower') || p.awayOptions.has(q)) continue;
      out.push({ direction: -1, strength: 0.8 * (strong ? 1 : 0.8) * (keepsChoice ? 0.6 : 1), because: `Takes ${lexicon.label(q)}, which this ADR turned away from${instead ? ` in favour of ${lexicon.label(instead)}` : ''}`, source: 'lexicon-rejected', basis: 'rejected-option' });
    }
    for (const [q] of p.awayOptions) {
      if (familyOf(q) === family && lexicon.relation(o, q) !== 'competing' && !p.takenOptions.has(q)) out.push({ direction: 1, strength: 0.5, because: `Also moves away from ${lexicon.label(q)}, as this ADR did`, source: 'lexicon', basis: 'rejected-option-dropped' });
    }
  }
  return out;
}

/**
 * Rivals the docs weigh against the chosen option elsewhere. Inferred from other decisions, not
 * stated in this one, so a rival alone never decides a label: it stands behind stated evidence.
 */
function minedEvidence(p: Proposal, f: DecisionFrame, mined: MinedCompetitors): Evidence[] {
  const out: Evidence[] = [];
  for (const c of f.chosen) {
    const key = optionKey(c);
    if (!key || key.split(' ').some((s) => p.taken.has(s))) continue;
    for (const rival of mined.rivals[key] ?? []) {
      const stems = rival.split(' ');
      if (stems.every((s) => p.taken.has(s)) && !stems.every((s) => p.away.has(s))) {
        out.push({ direction: -1, strength: MINED, because: `Takes up "${mined.labels[rival] ?? rival}", which other decisions weigh against "${c.text}" (chosen here)`, source: 'mined', basis: 'mined-rival' });
      }
    }
  }
  return out;
}

/** Rules the ADR sets. Words of its title only say what the rule is about, so they never decide. */
function ruleEvidence(p: Proposal, f: DecisionFrame, idf: IdfLookup): Evidence[] {
  const out: Evidence[] = [];
  const topic = new Set(f.concern.stems);
  for (const r of f.rules) {
    // A rule of two or three words matches too much; it must say something specific beyond its topic.
    if (r.stems.filter((s) => !topic.has(s)).length < 4) continue;
    const taken = coverage(r.stems, p.taken, idf, topic);
    const away = coverage(r.stems, p.away, idf, topic);
    if (r.polarity === -1 && taken >= RULE_COVERED && taken > away) out.push({ direction: -1, strength: 0.4 + 0.3 * taken, because: `Does what this ADR rules out ("${r.text}")`, source: 'rule', basis: 'rule-broken' });
    else if (r.polarity === 1 && away >= RULE_COVERED && away >= taken) out.push({ direction: -1, strength: 0.4 + 0.3 * away, because: `Drops what this ADR requires ("${r.text}")`, source: 'rule', basis: 'rule-dropped' });
    else if (r.polarity === 1 && taken >= RULE_COVERED) out.push({ direction: 1, strength: 0.35 + 0.3 * taken, because: `Does what this ADR requires ("${r.text}")`, source: 'rule', basis: 'rule-kept' });
  }
  return out;
}

/**
 * The proposal restates the decision in its own words: what it takes up is mostly what the decision
 * takes up, and what the decision turns away from is not what the proposal takes.
 */
function paraphraseSignals(p: Proposal, f: DecisionFrame, idf: IdfLookup): NonNullable<Judgement['signals']> {
  const none = new Set<string>();
  // What the decision rests on: its chosen options, its subject and what it requires.
  const turned = new Set([...f.awayStems, ...f.alternatives.flatMap((a) => a.stems)]);
  const core = new Set([...f.chosen.flatMap((c) => c.stems), ...f.concern.stems, ...f.rules.filter((r) => r.polarity === 1).flatMap((r) => r.stems)]);
  let coreDropped = 0;
  for (const s of core) if (p.away.has(s) && !p.taken.has(s) && !turned.has(s)) coreDropped += idf(s);
  return {
    proposalInDecision: coverage([...p.taken], new Set(f.takenStems), idf, none),
    decisionInProposal: coverage(f.takenStems, p.taken, idf, none),
    awayTaken: coverage(f.awayStems, p.taken, idf, none),
    coreDropped,
  };
}

function paraphraseEvidence(signals: NonNullable<Judgement['signals']>): Evidence[] {
  const out: Evidence[] = [];
  if (signals.coreDropped >= CORE_DROPPED) {
    out.push({ direction: -1, strength: 0.6, because: 'Keeps to the subject but drops what this decision rests on', source: 'paraphrase', basis: 'core-dropped', soft: true });
    return out;
  }
  // Most of what the proposal takes up is said in the decision: it does what the decision says.
  const follows = Math.max(signals.proposalInDecision, 1.3 * Math.sqrt(signals.proposalInDecision * signals.decisionInProposal));
  if (follows >= PARAPHRASE) out.push({ direction: 1, strength: Math.min(PARAPHRASE_CAP, 0.45 + 0.3 * follows), because: 'Follows the decision in its own words', source: 'paraphrase', basis: 'paraphrase', soft: true });
  if (signals.awayTaken >= COVERED) out.push({ direction: -1, strength: 0.3 + 0.4 * signals.awayTaken, because: 'Takes up what the decision turns away from', source: 'paraphrase', basis: 'turned-away-taken', soft: true });
  return out;
}

/** Labels the proposal against one ADR. `status` is the ADR's status in force. */
export function judge(p: Proposal, f: DecisionFrame, status: string | undefined, deps: JudgeDeps): Judgement {
  const { idf, lexicon, mined } = deps;
  if (p.undecided) {
    return { alignment: 'related', confidence: 0.7, reason: `Weighs the question this ADR ${status === 'rejected' ? 'looked at (its proposal was rejected)' : 'decided'}: ${quoted(f)}`, support: 0, conflict: 0 };
  }
  const signals = paraphraseSignals(p, f, idf);
  const hard = [...optionEvidence(p, f, idf), ...lexiconEvidence(p, f, lexicon), ...ruleEvidence(p, f, idf), ...minedEvidence(p, f, mined)];
  const best = (list: Evidence[], direction: 1 | -1) => list.filter((e) => e.direction === direction).sort((a, b) => b.strength - a.strength)[0];
  const hardConflict = best(hard, -1);
  const soft = paraphraseEvidence(signals).filter((e) => !(e.direction === 1 && hardConflict && hardConflict.strength >= DECISIVE - 0.05));
  const evidence = [...hard, ...soft];
  const s = best(evidence, 1);
  const c = best(evidence, -1);
  // Two independent signs of support (a named option and the decision's own words) add up.
  const second = evidence.filter((e) => e.direction === 1 && e !== s && e.source !== s?.source).sort((a, b) => b.strength - a.strength)[0];
  let support = Math.min(1, (s?.strength ?? 0) + 0.5 * (second?.strength ?? 0));
  let conflict = Math.min(1, c?.strength ?? 0);
  let sBecause: string | undefined = s?.because;
  let cBecause: string | undefined = c?.because;
  if (status === 'rejected') {
    // What a rejected ADR "chose" is what was proposed and turned down.
    [support, conflict] = [conflict * 0.5, support];
    cBecause = sBecause ? `${sBecause.replace(/this ADR (chose|goes with)/g, 'this ADR proposed')}, and that proposal was rejected` : undefined;
    sBecause = undefined;
  }
  // Keeping one part of a decision does not excuse breaking another: a clear breach is a conflict.
  if (conflict >= DECISIVE && (conflict >= support + MARGIN || (conflict >= CLEAR_BREACH && conflict >= support))) {
    return { alignment: 'conflicts', confidence: round(conflict - support / 3), reason: `${cBecause}: ${quoted(f)}`, support, conflict, signals, basis: status === 'rejected' ? 'rejected-adr' : c?.basis };
  }
  if (support >= DECISIVE && support >= conflict + MARGIN) {
    return { alignment: 'supports', confidence: round(support - conflict / 2), reason: `${sBecause}: ${quoted(f)}`, support, conflict, signals, basis: status === 'rejected' ? 'rejected-adr' : s?.basis };
  }
  const mixed = support >= DECISIVE && conflict >= DECISIVE;
  return {
    alignment: 'related',
    confidence: round(1 - Math.max(support, conflict) / 2),
    reason: mixed ? `Both follows and departs from this ADR (${sBecause}; ${cBecause}): ${quoted(f)}` : `Same topic, no direct choice either way: ${quoted(f)}`,
    support,
    conflict,
    signals,
  };
}

const round = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 100) / 100;
