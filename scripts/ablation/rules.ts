// The analysis engine's rules, each with how to turn it off, for rule ablation: every invariant check
// in the pattern catalogue's registry (turned off at run time), every structural check and detector
// of the older generation, and the named rules of ADR alignment (polarity, proposals, decision frames,
// options, decision text, retirements, the judge, the calibration of its verdicts), each turned off by
// one source edit. A rule is a unit a unit test can be written for; the words of a marker list are the
// rule's vocabulary.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One source edit: in `file` (relative to the repository), `find` (exactly once) becomes `replace`. */
export interface SourceEdit {
  rule: string;
  file: string;
  find: string;
  replace: string;
}

export interface SourceRule {
  id: string;
  /** What the rule does, in a few words. */
  does: string;
  edits: Omit<SourceEdit, 'rule'>[];
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const POLARITY = 'src/analysis/text/polarity.ts';
const PROPOSAL = 'src/analysis/adr/proposal.ts';
const FRAME = 'src/analysis/adr/decision-frame.ts';
const OPTIONS = 'src/analysis/adr/extract-options.ts';
const TEXT = 'src/analysis/adr/decision-text.ts';
const KNOWLEDGE = 'src/analysis/adr/knowledge.ts';
const JUDGE = 'src/analysis/adr/judge.ts';
const ALIGN = 'src/analysis/adr/check-alignment.ts';
const LEXICON = 'src/analysis/lexicon/lexicon.ts';
const CALIBRATION = 'src/analysis/judge/calibration.ts';
const RULES_JUDGE = 'src/analysis/judge/rules-judge.ts';

export const invariantRuleId = (check: string) => `invariant:${check}`;

const edit = (file: string, find: string, replace: string) => ({ file, find, replace });
/** Turns off one of the spans polarity reads with a regex of its own. */
const spanRule = (id: string, name: string, does: string): SourceRule => ({
  id,
  does,
  edits: [edit(POLARITY, `for (const re of [REPLACE, FROM_TO, TAKE_OUT, CONVERT, OFF_ONTO, PASSIVE_AWAY]) {`, `for (const re of [REPLACE, FROM_TO, TAKE_OUT, CONVERT, OFF_ONTO, PASSIVE_AWAY].filter((x) => x !== ${name})) {`)],
});

/** The named rules of ADR alignment and the text reading under it. */
export const SOURCE_RULES: SourceRule[] = [
  spanRule('polarity:replace', 'REPLACE', '"replace X with Y" turns away from X'),
  spanRule('polarity:from-to', 'FROM_TO', '"move from X to Y" turns away from X'),
  spanRule('polarity:take-out', 'TAKE_OUT', '"take X out" turns away from X'),
  spanRule('polarity:convert', 'CONVERT', '"convert X to Y" turns away from X'),
  spanRule('polarity:off-onto', 'OFF_ONTO', '"off X onto Y" turns away from X'),
  spanRule('polarity:passive-away', 'PASSIVE_AWAY', '"X should be avoided" turns away from X'),
  { id: 'polarity:prefer-over', does: '"favour Y over X" turns away from X', edits: [edit(POLARITY, 'while ((m = PREFER_OVER.exec(text))) {', 'while (false && (m = PREFER_OVER.exec(text))) {')] },
  { id: 'polarity:away-markers', does: '"instead of X", "avoid X", "we will not X" turn away from X', edits: [edit(POLARITY, 'while ((m = AWAY.exec(text))) {', 'while (false && (m = AWAY.exec(text))) {')] },
  { id: 'polarity:passive-subject', does: 'a passive marker ("is deleted") reports, it does not turn away', edits: [edit(POLARITY, String.raw`(?<!\b(?:is|are|was|were|be|been|being|gets?|got|become|becomes)\s+)`, '')] },
  { id: 'polarity:strong-markers', does: 'markers that name an alternative outright are strong, negations are not', edits: [edit(POLARITY, 'STRONG_MARKER.test(m[0].trim().replace(/\\s+/g, \' \'))', 'true')] },
  { id: 'polarity:clause-words', does: 'words that start a new clause end a turned-away span', edits: [edit(POLARITY, String.raw`|\s(?:and|but|so|because|since|then|while|which|that|who|whereas|instead|with|so that|in order to|as this|as it|though|although|yet|however|unless|until|into|onto|to|for)\s`, '')] },

  { id: 'proposal:setting-sentences', does: 'sentences that only describe the setting take no side', edits: [edit(PROPOSAL, 'const active = proposingParts.length ? proposingParts : parts;', 'const active = parts;')] },
  { id: 'proposal:undecided', does: 'a question or a weighing of options takes no side', edits: [edit(PROPOSAL, 'undecided: UNDECIDED.test(description),', 'undecided: false,')] },

  { id: 'frame:title-removal', does: 'a title "X removal" turns away from X', edits: [edit(FRAME, 'if (removal) away.push(removal[1]);', '')] },
  { id: 'frame:title-lead', does: 'a title "Use X" chooses X', edits: [edit(FRAME, 'const lead = TITLE_LEAD.exec(taken.trim());', 'const lead = null as RegExpExecArray | null;')] },
  { id: 'frame:rules', does: 'sentences with must / never / only are rules the decision sets', edits: [edit(FRAME, 'rules: readRules(decision, lexicon),', 'rules: [],')] },
  { id: 'frame:negative-rules', does: 'must not / never / avoid rule something out', edits: [edit(FRAME, 'const negative = NEGATIVE_MODAL.test(modal[1]);', 'const negative = false;')] },
  { id: 'frame:prose-alternatives', does: 'what the decision turns away from in prose is an alternative', edits: [edit(FRAME, 'for (const s of strongSpans) {', 'for (const s of [] as typeof strongSpans) {')] },
  { id: 'frame:inner-alternatives', does: '"X without Y" inside a chosen option names Y as an alternative', edits: [edit(FRAME, 'for (const c of [...chosenTexts]) for (const s of awaySpans(c)) awayTexts.push(c.slice(s.start, s.end));', '')] },
  { id: 'frame:unchosen-considered', does: 'considered options that were not chosen are alternatives', edits: [edit(FRAME, 'if (chosenTexts.length) for (const o of considered) if (!chosenTexts.some((c) => sameOption(c, o))) awayTexts.push(o);', '')] },
  { id: 'frame:subject-option', does: 'an option the decision takes up and only lists is its subject, not rejected', edits: [edit(FRAME, 'for (const o of [...awayOptions]) if (takenOptions.has(o)) {', 'for (const o of [] as string[]) if (takenOptions.has(o)) {')] },
  { id: 'frame:setting-not-choice', does: 'an option the ADR is about is its choice only when chosen among rivals', edits: [edit(FRAME, 'const chosenOptions = new Set([...stated].filter((o) => weighed(o) || chosen.some((c) => c.options.includes(o) && chosenTexts.length <= 3)));', 'const chosenOptions = new Set([...stated]);')] },
  { id: 'frame:distinct-words', does: 'an option is matched by the words that set it apart from the others', edits: [edit(FRAME, 'markDistinct([...chosen, ...alternatives]);', '')] },
  { id: 'frame:own-words', does: 'an alternative is named by what it takes up, not the rival it mentions', edits: [edit(FRAME, 'optionRef(t, lexicon, ownWords(t))', 'optionRef(t, lexicon)')] },

  { id: 'options:listed', does: 'list items under an options heading are considered options', edits: [edit(OPTIONS, 'if (item) out.push(cleanLabel(item[1].split(/\\s[-–—:]\\s|:\\s/)[0]));', '')] },
  { id: 'options:pros-cons-headings', does: 'subheadings under "Pros and cons" are considered options', edits: [edit(OPTIONS, '} else if (PROS_CONS_HEADING.test(s.heading)) {', '} else if (false) {')] },
  { id: 'options:pros-cons-table', does: "a pros/cons table's first column lists the options", edits: [edit(OPTIONS, 'if (rows.length < 3 || !/\\bpros?\\b|\\bcons?\\b|advantages|disadvantages/i.test(rows[0])) continue;', 'continue;')] },
  { id: 'choices:chosen-option', does: '"Chosen option: X" chooses X', edits: [edit(OPTIONS, 'while ((m = chosenRe.exec(text))) chosen.push(', 'while (false && (m = chosenRe.exec(text))) chosen.push(')] },
  { id: 'choices:numbered', does: '"option 2" chooses the second listed option', edits: [edit(OPTIONS, 'if (numbered && options[Number(numbered[1]) - 1]) chosen.push(options[Number(numbered[1]) - 1]);', '')] },
  { id: 'choices:will-use', does: '"we will use X" chooses X', edits: [edit(OPTIONS, 'while ((m = verbs.exec(text))) {', 'while (false && (m = verbs.exec(text))) {')] },
  { id: 'choices:replace-with', does: '"replace X with Y" rejects X and chooses Y', edits: [edit(OPTIONS, 'while ((m = replace.exec(source))) {', 'while (false && (m = replace.exec(source))) {')] },
  { id: 'choices:instead-of', does: '"instead of X", "stop using X" reject X', edits: [edit(OPTIONS, 'while ((m = against.exec(text))) {', 'while (false && (m = against.exec(text))) {')] },
  { id: 'choices:named-where-chosen', does: 'the one listed option named where the choice is made is chosen', edits: [edit(OPTIONS, 'if (!chosen.length && options.length > 1) {', 'if (false) {')] },
  { id: 'choices:parts', does: '"X and Y" chooses X and Y each', edits: [edit(OPTIONS, 'return parts.length > 1 ? [item, ...parts] : [item];', 'return [item];')] },
  { id: 'same-option:prefix', does: 'a label that starts another names the same option', edits: [edit(OPTIONS, '(Math.min(ba.length, bb.length) >= 4 && (ba.startsWith(bb) || bb.startsWith(ba)))', 'false')] },
  { id: 'same-option:acronym', does: 'initials name the same option as the words', edits: [edit(OPTIONS, 'if (isAcronymOf(ba, bb) || isAcronymOf(bb, ba)) return true;', '')] },
  { id: 'same-option:shared-words', does: 'labels sharing their content words name the same option', edits: [edit(OPTIONS, 'return shared / Math.min(sa.size, sb.size) >= 0.99 && shared / Math.max(sa.size, sb.size) >= 0.5;', 'return false;')] },

  { id: 'text:decision-sections', does: 'the decision is read from decision sections', edits: [edit(TEXT, 'parts.push(sectionWithChildren(sections, k));', '')] },
  { id: 'text:will-sentences', does: 'without a decision section, "we will" sentences state the decision', edits: [edit(TEXT, "if (!decision) decision = sentences(whole.replace(TABLE_ROW, ' ')).filter((s) => WILL_SENTENCE.test(s)).join('\\n');", '')] },
  { id: 'text:quote-decision-sentence', does: 'the quoted sentence is the one that states the decision', edits: [edit(TEXT, 'const best = all.find((s) => /chosen (?:option|alternative)|we will', 'const best = [].find((s: string) => /chosen (?:option|alternative)|we will')] },
  { id: 'text:superseded-by', does: '"superseded by ADR-12" names a successor', edits: [edit(TEXT, 'return { supersedes: [...new Set(sup)], supersededBy: [...new Set(by)] };', 'return { supersedes: [...new Set(sup)], supersededBy: [] };')] },
  { id: 'text:supersedes', does: '"supersedes ADR-6", "partly undo ADR 9" name a predecessor', edits: [edit(TEXT, "return { supersedes: [...new Set(sup)], supersededBy: [...new Set(by)] };", 'return { supersedes: [], supersededBy: [...new Set(by)] };')] },
  { id: 'knowledge:implicit-retirements', does: 'a later "X removal" retires the ADR that took up X', edits: [edit(KNOWLEDGE, 'for (const [older, later] of Object.entries(implicitRetirements(', 'for (const [older, later] of Object.entries({} as Record<string, string[]> || implicitRetirements(')] },
  { id: 'knowledge:mined-rivals', does: 'options one decision weighs together are rivals', edits: [edit('src/analysis/adr/mined-alternatives.ts', 'for (let i = 0; i < keys.length; i++) for (let j = i + 1; j < keys.length; j++) link(keys[i], keys[j]);', '')] },

  { id: 'lifecycle:writes-through-alias', does: 'a write through an element fetched from a field changes the field', edits: [edit('src/analysis/patterns/invariants/lifecycle.ts', ' || writesThroughAlias(model, m, f.name)));', '));')] },

  { id: 'lexicon:inner-name', does: 'a name inside a longer name of another family is part of it', edits: [edit(LEXICON, 'return found.filter((m) => !found.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start));', 'return found;')] },
  { id: 'lexicon:weak-names', does: 'an ambiguous name counts only beside a cue of its concern', edits: [edit(LEXICON, 'if (entry.weak && !hasCue(entry.family)) continue;', '')] },

  { id: 'judge:takes-chosen', does: 'taking the chosen option supports', edits: [edit(JUDGE, 'else if (taken >= COVERED) out.push({ direction: 1, strength: 0.5 + 0.4 * taken, because: `Takes the option this ADR chose', 'else if (false) out.push({ direction: 1, strength: 0.5 + 0.4 * taken, because: `Takes the option this ADR chose')] },
  { id: 'judge:drops-chosen', does: 'dropping the chosen option conflicts', edits: [edit(JUDGE, 'if (away >= COVERED && away >= taken) out.push({ direction: -1, strength: 0.6 + 0.3 * away, because: `Drops "${c.text}"', 'if (false) out.push({ direction: -1, strength: 0.6 + 0.3 * away, because: `Drops "${c.text}"')] },
  { id: 'judge:takes-alternative', does: 'taking an alternative the ADR turned down conflicts', edits: [edit(JUDGE, 'if (taken >= COVERED && taken > away && away < COVERED) out.push(', 'if (false) out.push(')] },
  { id: 'judge:drops-alternative', does: 'moving away from what the ADR turned down supports', edits: [edit(JUDGE, 'else if (away >= COVERED) out.push({ direction: 1, strength: 0.35 + 0.3 * away, because: `Also moves away from "${a.text}"', 'else if (false) out.push({ direction: 1, strength: 0.35 + 0.3 * away, because: `Also moves away from "${a.text}"')] },
  { id: 'judge:lexicon-same', does: 'taking the lexicon option the ADR chose (or a narrower one) supports', edits: [edit(JUDGE, "if (rel === 'same' || rel === 'narrower') {\n        out.push(", "if (false) {\n        out.push(")] },
  { id: 'judge:lexicon-broader', does: 'taking a broader option than the ADR chose supports weakly', edits: [edit(JUDGE, "} else if (rel === 'broader') {", '} else if (false) {')] },
  { id: 'judge:lexicon-competitor', does: 'taking a competitor of the chosen lexicon option conflicts', edits: [edit(JUDGE, "} else if (lexicon.exclusive(family) && !chosen.has(q)", '} else if (false && !chosen.has(q)')] },
  { id: 'judge:lexicon-drops-chosen', does: 'dropping the chosen lexicon option conflicts', edits: [edit(JUDGE, "if (familyOf(q) !== family || lexicon.relation(o, q) === 'competing' || p.takenOptions.has(q)) continue;", 'continue;')] },
  { id: 'judge:lexicon-takes-rejected', does: 'taking a lexicon option the ADR turned away from conflicts', edits: [edit(JUDGE, "if ((rel !== 'same' && rel !== 'narrower') || p.awayOptions.has(q)) continue;", 'continue;')] },
  { id: 'judge:lexicon-drops-rejected', does: 'dropping what the ADR also dropped supports', edits: [edit(JUDGE, "if (familyOf(q) === family && lexicon.relation(o, q) !== 'competing' && !p.takenOptions.has(q)) out.push({ direction: 1, strength: 0.5,", 'if (false) out.push({ direction: 1, strength: 0.5,')] },
  { id: 'judge:mined-rival', does: 'taking a rival other decisions weigh against the choice conflicts weakly', edits: [edit(JUDGE, '...ruleEvidence(p, f, idf), ...minedEvidence(p, f, mined)]', '...ruleEvidence(p, f, idf)]')] },
  { id: 'judge:breaks-rule', does: 'doing what a rule rules out conflicts', edits: [edit(JUDGE, 'if (r.polarity === -1 && taken >= RULE_COVERED && taken > away) out.push(', 'if (false) out.push(')] },
  { id: 'judge:drops-required', does: 'dropping what a rule requires conflicts', edits: [edit(JUDGE, 'else if (r.polarity === 1 && away >= RULE_COVERED && away >= taken) out.push(', 'else if (false) out.push(')] },
  { id: 'judge:keeps-rule', does: 'doing what a rule requires supports', edits: [edit(JUDGE, 'else if (r.polarity === 1 && taken >= RULE_COVERED) out.push(', 'else if (false) out.push(')] },
  { id: 'judge:drops-core', does: "dropping the words a decision rests on departs from it", edits: [edit(JUDGE, 'if (signals.coreDropped >= CORE_DROPPED) {', 'if (false) {')] },
  { id: 'judge:paraphrase', does: 'a proposal that restates the decision supports it (weakly)', edits: [edit(JUDGE, "if (follows >= PARAPHRASE) out.push(", 'if (false) out.push(')] },
  { id: 'judge:takes-turned-away', does: 'taking up what the decision turns away from departs from it', edits: [edit(JUDGE, 'if (signals.awayTaken >= COVERED) out.push(', 'if (false) out.push(')] },
  { id: 'judge:two-signs', does: 'two independent signs of support add up', edits: [edit(JUDGE, 'let support = Math.min(1, (s?.strength ?? 0) + 0.5 * (second?.strength ?? 0));', 'let support = Math.min(1, s?.strength ?? 0);')] },
  { id: 'judge:rejected-adr', does: "following a rejected ADR's proposal conflicts with the rejection", edits: [edit(JUDGE, "if (status === 'rejected') {", 'if (false) {')] },
  { id: 'judge:clear-breach', does: 'a clear breach is a conflict even beside support', edits: [edit(JUDGE, '(conflict >= support + MARGIN || (conflict >= CLEAR_BREACH && conflict >= support))', 'conflict >= support + MARGIN')] },
  { id: 'judge:undecided', does: 'a proposal that takes no side is related', edits: [edit(JUDGE, 'if (p.undecided) {', 'if (false) {')] },

  { id: 'align:successors', does: 'the successor of a candidate is a candidate', edits: [edit(ALIGN, 'if (successor && !retrieval.has(successor)) retrieval.set(successor, 0.5 * retrieval.get(path)!);', '')] },
  { id: 'align:home-log', does: "the proposal's own decision log is read whole", edits: [edit(ALIGN, 'for (const { path } of byOverlap.slice(0, HOME_JUDGED)) retrieval.set(path, 0);', '')] },
  { id: 'align:other-logs', does: "ADRs outside the proposal's own log count for less", edits: [edit(ALIGN, 'if (logs.home.size) relevance *= logs.home.has(logOf(s.path, knowledge.logs)) ? 1 : OTHER_LOG;', '')] },
  { id: 'align:relevance-floor', does: 'ADRs far below the best one are not reported', edits: [edit(ALIGN, 'const kept = scored.filter((s) => s.relevance >= top * FLOOR).slice(0, MAX_REPORTED);', 'const kept = scored.slice(0, MAX_REPORTED);')] },
  { id: 'align:beside-successor', does: 'a superseded ADR is reported beside the one that replaced it', edits: [edit(ALIGN, 'if (next) place(next);', '')] },
  { id: 'calibration:min-score', does: "a basis speaks only from its fitted score", edits: [edit(CALIBRATION, 'if (entry && score >= entry.min_score) return', 'if (entry) return')] },
  { id: 'calibration:never', does: 'a basis listed under never does not speak', edits: [edit(CALIBRATION, ' && !calibration.never.bases.includes(basis)', '')] },
  { id: 'calibration:measured-confidence', does: 'a speaking basis reports the precision measured for it', edits: [edit(CALIBRATION, 'return { speaks: true, confidence: entry.confidence };', 'return { speaks: true, confidence: score };')] },
  { id: 'rules-judge:lead', does: 'a label that does not speak is related, kept as a lead', edits: [edit(RULES_JUDGE, "const alignment = speaks || (calibration === null && label.alignment !== 'related') ? label.alignment : 'related';", 'const alignment = label.alignment;')] },
  { id: 'rules-judge:question', does: 'an ADR in force no judge bets on asks the caller a question', edits: [edit(RULES_JUDGE, 'const needs = inForce(candidate) && !speaks;', 'const needs = false;')] },
  { id: 'align:follows-predecessor', does: 'following a superseded decision conflicts with its replacement', edits: [edit(ALIGN, '  inferFromPredecessors(ordered, deps);\n', '\n')] },
];

/** A map of named checks in a source file (`'name': fn,`), each entry a rule turned off by passing everything. */
function mapRules(prefix: string, file: string, declaration: string): SourceRule[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const start = text.indexOf(declaration);
  if (start < 0) throw new Error(`${file}: "${declaration}" not found`);
  const body = text.slice(start, text.indexOf('\n};', start));
  return [...body.matchAll(/^ {2}'([a-z0-9-]+)': (\w+),$/gm)].map((m) => ({
    id: `${prefix}:${m[1]}`,
    does: `the ${m[1]} check`,
    edits: [edit(file, m[0].trim(), `'${m[1]}': () => ({ passed: true, findings: [] }),`)],
  }));
}

/** Every rule turned off by a source edit. */
export function sourceRules(): SourceRule[] {
  return [
    ...mapRules('structural', 'src/analysis/patterns/structural-checks.ts', 'const CHECKS: Record<StructuralCheck'),
    ...mapRules('detector', 'src/analysis/patterns/validate.ts', 'const DETECTOR_FNS: Record<Detector'),
    ...SOURCE_RULES,
  ];
}

/** The source edits that turn off the named rules (invariant checks are turned off at run time). */
export function sourceEdits(ids: readonly string[]): SourceEdit[] {
  const wanted = new Set(ids);
  return sourceRules().filter((r) => wanted.has(r.id)).flatMap((r) => r.edits.map((e) => ({ rule: r.id, ...e })));
}
