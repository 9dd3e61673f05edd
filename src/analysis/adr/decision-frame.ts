// Build-time decision frames: what each ADR decides (its concern), the option(s) it takes, the
// alternatives it weighed or turned away from, the rules it sets (must / must not / only) and a
// quotable decision sentence — from MADR option lists, Nygard prose, titles and the lexicon.
import type { CompiledLexicon } from '../lexicon/lexicon.js';
import { conceptStems } from '../text/concepts.js';
import { awaySpans, splitByPolarity } from '../text/polarity.js';
import { cleanMarkdown, contentStems, sentences } from '../text/terms.js';
import { wordRecord } from '../text/own.js';
import { consideredOptions, sameOption, statedChoices } from './extract-options.js';
import { decisionQuote, decisionText, pickQuote, proseRelations } from './decision-text.js';
import { splitSections } from './sections.js';

/** An option named by a decision: its words, its concept stems and the lexicon options it names. */
export interface OptionRef {
  text: string;
  stems: string[];
  /**
   * The stems that set this option apart from the ADR's other options: "Use the title only" and "Use
   * the number and the title" differ by "number", so "title" picks neither. Labels of one option
   * ("Flask" and "Flask + APIFlask") are not each other's rivals.
   */
  distinct?: string[];
  /** Lexicon options ("family/member") the text names. */
  options: string[];
}

/** A rule the decision sets: +1 for must / only / always, −1 for must not / never / avoid. */
export interface DecisionRule {
  polarity: 1 | -1;
  text: string;
  stems: string[];
  options: string[];
}

export interface DecisionFrame {
  path: string;
  title: string;
  /** What the ADR decides about, as a short phrase with its stems and the lexicon families it falls in. */
  concern: { phrase: string; stems: string[]; families: string[] };
  chosen: OptionRef[];
  /** Options weighed and not taken, or explicitly turned away from. */
  alternatives: OptionRef[];
  rules: DecisionRule[];
  /** Where the decision applies ("for new code", "between modules"), when the title says. */
  scope?: string;
  /** The sentence that states the decision, for quoting. */
  quote: string;
  /** The decision as written (markup removed, whitespace collapsed), at most DECISION_QUOTE_CHARS. */
  decision: string;
  /** Lexicon options the decision states as its choice (in the chosen options or the title). */
  chosenOptions: string[];
  /** Lexicon options the decision text otherwise takes up, and turns away from. */
  takenOptions: string[];
  awayOptions: string[];
  /** Concept stems of the decision text the ADR takes up, and of what it turns away from. */
  takenStems: string[];
  awayStems: string[];
  /** Weighted stems for relevance: title ×3, options ×2, decision ×1, context ×0.5. */
  terms: Record<string, number>;
  /** ADR numbers named in prose as superseding or superseded. */
  mentions: { supersedes: string[]; supersededBy: string[] };
}

export interface AdrDocInput {
  path: string;
  title: string;
  body: string;
}

const MAX_OPTIONS = 12;
/** A name rather than a description: CamelCase, an inner capital or digit, a dotted or hyphenated product name, or a capitalised word not opening the phrase. */
const PRODUCT_LIKE = /\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b\w+[.-]\w+\b|\b[A-Z]{2,}\b|\s[A-Z][a-z]+/;
const MAX_RULES = 8;
const RULE_MODAL = /\b(must never|shall never|should never|will never|must not|mustn't|must|shall not|shall|should not|shouldn't|should|do not|don't|does not|never|always|only|avoid|will not|won't|no longer|(?:is|are) not (?:allowed|permitted)|(?:is|are) required to|required to|need to|needs to|have to|has to)\b/i;
const NEGATIVE_MODAL = /^(must never|shall never|should never|will never|must not|mustn't|shall not|should not|shouldn't|do not|don't|does not|never|avoid|will not|won't|no longer|is not allowed|are not allowed|is not permitted|are not permitted)$/i;
/** A title's lead verb, and nouns that say the subject is being removed ("AMP removal"). */
const TITLE_LEAD = /^(?:use|using|adopt|adopting|choose|choosing|prefer|favou?r|introduce|introducing|allow|allowing|enable|enabling|standardi[sz]e on|move to|switch to|migrate to|go with|keep|build|create|add|provide|support|implement|apply|follow|write|record|generate|publish|deploy|run|store|host)\s+/i;
const TITLE_REMOVAL = /^(.*?)\s+(?:removal|deprecation|retirement|sunset|decommission(?:ing)?|phase-?out)$/i;
const NUMBER_PREFIX = /^\s*(?:adr|rfc|decision)?[\s#-]*\d+[a-z]?\s*[-:.)]?\s*/i;

/** An option's words; `taken` (default: all of it) is the part that names what is chosen. */
function optionRef(text: string, lexicon: CompiledLexicon, taken = text): OptionRef {
  const clean = text.replace(/\s+/g, ' ').trim().slice(0, 120);
  return { text: clean, stems: [...new Set(conceptStems(taken, lexicon, false))], options: [...new Set(lexicon.find(taken).map((m) => `${m.family}/${m.member}`))] };
}

/** The part of an option's text that names it, leaving out the rival it mentions; all of it when nothing else is left. */
function ownWords(text: string): string {
  const { taken } = splitByPolarity(text);
  return contentStems(taken).length ? taken : text;
}

function uniqueRefs(refs: OptionRef[]): OptionRef[] {
  const out: OptionRef[] = [];
  for (const r of refs) {
    if (!r.stems.length && !r.options.length) continue;
    if (out.some((o) => sameOption(o.text, r.text))) continue;
    out.push(r);
  }
  return out.slice(0, MAX_OPTIONS);
}

function markDistinct(refs: OptionRef[]): void {
  for (const r of refs) {
    const same = (o: OptionRef) => sameOption(o.text, r.text) || (o.stems.length === r.stems.length && o.stems.every((x) => r.stems.includes(x)));
    const rivals = refs.filter((o) => o !== r && !same(o)).map((o) => new Set(o.stems));
    r.distinct = r.stems.filter((s) => !rivals.some((set) => set.has(s)));
  }
}

/** The title without its number, split into what it takes up and what it turns away from. */
export function readTitle(title: string): { clean: string; chosen: string[]; away: string[]; scope?: string } {
  const clean = cleanMarkdown(title).replace(NUMBER_PREFIX, '').trim();
  const away: string[] = [];
  const removal = TITLE_REMOVAL.exec(clean);
  if (removal) away.push(removal[1]);
  const spans = awaySpans(clean);
  for (const s of spans) away.push(clean.slice(s.start, s.end));
  const { taken } = splitByPolarity(clean, spans);
  const lead = TITLE_LEAD.exec(taken.trim());
  const rest = lead ? taken.trim().slice(lead[0].length).replace(/^and\s+\w+\s+/i, '').replace(/^(?:the\s+)?(?:usage|use)\s+of\s+/i, '') : '';
  const scopeMatch = /\s(?:for|in|across|between|within|on)\s+(.+)$/i.exec(rest || taken);
  const chosenPhrase = lead ? rest.replace(/\s(?:for|in|across|between|within|on)\s+.+$/i, '').replace(/^(?:the|a|an)\s+/i, '') : '';
  return { clean, chosen: chosenPhrase ? [chosenPhrase] : [], away: away.filter((a) => a.trim().length > 1), scope: scopeMatch?.[1] };
}

/** Rules the decision sets: sentences with a modal verb, split into what is required and what is ruled out. */
function readRules(decision: string, lexicon: CompiledLexicon): DecisionRule[] {
  const out: DecisionRule[] = [];
  for (const sentence of sentences(decision)) {
    const modal = RULE_MODAL.exec(sentence);
    if (!modal) continue;
    const negative = NEGATIVE_MODAL.test(modal[1]);
    const text = negative ? (splitByPolarity(sentence).away || sentence.slice(modal.index + modal[0].length)) : sentence.slice(modal.index + modal[0].length);
    const stems = [...new Set(conceptStems(text, lexicon, false))];
    if (stems.length < 2) continue;
    out.push({ polarity: negative ? -1 : 1, text: text.trim().slice(0, 200), stems, options: [...new Set(lexicon.find(text).map((m) => `${m.family}/${m.member}`))] });
    if (out.length >= MAX_RULES) break;
  }
  return out;
}

/** Extracts an ADR's decision frame. Never throws; missing parts are empty. */
export function extractDecisionFrame(doc: AdrDocInput, lexicon: CompiledLexicon): DecisionFrame {
  const sections = splitSections(doc.body);
  const { decision, whole, contextText } = decisionText(doc.body, sections);
  const title = readTitle(doc.title);
  const considered = consideredOptions(sections);
  const statedText = statedChoices(decision || whole.slice(0, 1500), title.clean, considered);

  const chosenTexts = [...statedText.chosen, ...title.chosen];
  for (const o of considered) if (chosenTexts.some((c) => sameOption(c, o)) && !chosenTexts.includes(o)) chosenTexts.push(o);
  const awayTexts = [...statedText.rejected, ...title.away];
  if (chosenTexts.length) for (const o of considered) if (!chosenTexts.some((c) => sameOption(c, o))) awayTexts.push(o);

  // What the decision turns away from in prose ("favour X over Y", "we will not use Y") is an alternative too.
  // Only phrases that name something (a known option, a product-like name, a listed option) count: "avoid word salad" does not.
  const decisionSpans = awaySpans(decision);
  const strongSpans = decisionSpans.filter((s) => s.strong);
  for (const s of strongSpans) {
    const phrase = decision.slice(s.start, s.end).trim();
    const words = phrase.split(/\s+/).length;
    if (words < 1 || words > 10) continue;
    if (lexicon.find(phrase).some((m) => !m.weak) || PRODUCT_LIKE.test(phrase) || considered.some((o) => sameOption(o, phrase))) awayTexts.push(phrase);
  }
  // Within a chosen option, "without X" or "instead of X" names an alternative too.
  for (const c of [...chosenTexts]) for (const s of awaySpans(c)) awayTexts.push(c.slice(s.start, s.end));

  const split = splitByPolarity(decision, decisionSpans);
  const strongAway = strongSpans.map((x) => decision.slice(x.start, x.end)).join('\n');
  const titleSplit = splitByPolarity(title.clean);
  const takenOptions = new Set(lexicon.find(split.taken).map((m) => `${m.family}/${m.member}`));
  const awayOptions = new Set(lexicon.find(`${titleSplit.away}\n${strongAway}\n${awayTexts.join('\n')}`).map((m) => `${m.family}/${m.member}`));
  // An option the decision takes up that appears only in the list of weighed options is its subject
  // (Protocol Buffers in a record about versioning protobuf messages), neither choice nor rejected;
  // one the title or the decision explicitly turns away from stays rejected.
  const explicitAway = new Set(lexicon.find(`${titleSplit.away}\n${strongAway}\n${statedText.rejected.join('\n')}\n${title.away.join('\n')}`).map((m) => `${m.family}/${m.member}`));
  for (const o of [...awayOptions]) if (takenOptions.has(o)) {
    takenOptions.delete(o);
    if (!explicitAway.has(o)) awayOptions.delete(o);
  }

  // A chosen option is what its words take up: "React hooks and avoid class components" takes hooks.
  const chosen = uniqueRefs(chosenTexts.map((t) => optionRef(t, lexicon, splitByPolarity(t).taken)));
  const stated = new Set(chosen.flatMap((c) => c.options));
  for (const o of stated) awayOptions.delete(o);
  // A title like "React Context API" names the subject; only "Use X" or the decision text makes X the choice.
  // An option the ADR is about is its choice only when it was chosen among rivals the ADR names;
  // NATS in a NATS design record, or React in a React codebase's ADR, is the setting, not a decision.
  const named = new Set(lexicon.find(`${whole}\n${considered.join('\n')}`).map((m) => `${m.family}/${m.member}`));
  const weighed = (o: string) => [...named].some((x) => x !== o && x.startsWith(`${o.split('/')[0]}/`) && lexicon.relation(o, x) === 'competing');
  const chosenOptions = new Set([...stated].filter((o) => weighed(o) || chosen.some((c) => c.options.includes(o) && chosenTexts.length <= 3)));
  for (const o of lexicon.find(titleSplit.taken).map((m) => `${m.family}/${m.member}`)) {
    if (awayOptions.has(o)) continue;
    if (title.chosen.length || weighed(o)) chosenOptions.add(o);
  }
  for (const o of chosenOptions) takenOptions.delete(o);
  // A weighed option names itself by what it takes up: "Explicit (rather than implicit) conversions" is explicit ones.
  const alternatives = uniqueRefs(awayTexts.map((t) => optionRef(t, lexicon, ownWords(t)))).filter((a) => !chosen.some((c) => sameOption(c.text, a.text)));
  markDistinct([...chosen, ...alternatives]);
  const chosenWords = new Set(chosen.flatMap((c) => c.stems));
  const concernStems = [...new Set(conceptStems(titleSplit.taken, lexicon))].filter((s) => !chosenWords.has(s) || chosen.length === 0);
  const families = new Set<string>();
  for (const o of chosenOptions) families.add(o.split('/')[0]);

  return {
    path: doc.path,
    title: doc.title,
    concern: { phrase: title.clean.slice(0, 120), stems: concernStems, families: [...families] },
    chosen,
    alternatives,
    rules: readRules(decision, lexicon),
    ...(title.scope ? { scope: title.scope.slice(0, 120) } : {}),
    quote: pickQuote(decision, doc.title),
    decision: decisionQuote(decision || title.clean),
    chosenOptions: [...chosenOptions],
    takenOptions: [...takenOptions],
    awayOptions: [...awayOptions],
    takenStems: [...new Set(conceptStems(`${titleSplit.taken}\n${split.taken}`, lexicon))],
    awayStems: [...new Set(conceptStems(`${titleSplit.away}\n${split.away}`, lexicon))],
    terms: weighTerms(doc.title, [...considered, ...chosenTexts, ...awayTexts], decision, contextText, lexicon),
    mentions: proseRelations(whole),
  };
}

function weighTerms(title: string, options: string[], decision: string, context: string, lexicon: CompiledLexicon): Record<string, number> {
  const terms = wordRecord<number>();
  const add = (text: string, w: number) => {
    for (const s of new Set(conceptStems(text, lexicon))) terms[s] = Math.max(terms[s] ?? 0, w);
  };
  add(context, 0.5);
  add(decision, 1);
  add(options.join('\n'), 2);
  add(title, 3);
  return terms;
}
