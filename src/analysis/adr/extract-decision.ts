// Build-time extraction of what an ADR decided: its decision text, a quotable sentence, chosen and rejected options, key terms.

import { cleanMarkdown, contentStems, sentences } from '../text/terms.js';
import { consideredOptions, sameOption, statedChoices } from './extract-options.js';
import { sectionWithChildren, splitSections } from './sections.js';
import { wordRecord } from '../text/own.js';

/** What the alignment check needs to know about one ADR; plain JSON so the build can precompute it. */
export interface AdrDecisionRecord {
  path: string;
  title: string;
  /** The decision text (Decision / Decision Outcome section, else "we will" sentences), markdown removed, ≤ 1,500 chars. */
  decision: string;
  /** One sentence from the decision, for quoting in reasons. */
  quote: string;
  considered: string[];
  chosen: string[];
  rejected: string[];
  /** Weighted content stems: title ×3, options ×2, decision ×1, context ×0.5. */
  terms: Record<string, number>;
  /** ADR references in prose ("superseded by ADR-0019", "This ADR supersedes ADR-006"), for docs without a status link. */
  mentions: { supersedes: string[]; supersededBy: string[] };
}

/** The slice of a doc extraction reads; ParsedDoc satisfies it. */
export interface AdrDocInput {
  path: string;
  title: string;
  body: string;
}

const DECISION_HEADING = /\b(decision|decisions|decision outcome|outcome|resolution|we decided|our decision|chosen option|proposal|solution)\b/i;
const NOT_DECISION = /\b(drivers?|context|consequences?|considered|options|criteria|makers|status|history|log|record|date|deciders|pros|cons)\b/i;
const WILL_SENTENCE = /\b(we(?:'ll| will| shall| are going to| have decided| decided| chose| agreed)|will be (?:used|adopted)|chosen option|(?:^|\s)to use\b)/i;
const FENCE = /^(`{3,}|~{3,})[\s\S]*?^\1/gm;

/** Extracts an ADR's decision record from its markdown. Never throws; missing parts are empty. */
export function extractAdrDecision(doc: AdrDocInput): AdrDecisionRecord {
  const sections = splitSections(doc.body);
  const decisionParts: string[] = [];
  sections.forEach((s, k) => {
    if (s.level === 0 || !DECISION_HEADING.test(s.heading)) return;
    if (NOT_DECISION.test(s.heading) && !/decision outcome|decision and/i.test(s.heading)) return;
    if (decisionParts.length && s.level > 2) return;
    decisionParts.push(sectionWithChildren(sections, k));
  });
  const whole = cleanMarkdown(doc.body.replace(FENCE, ' '));
  let decision = cleanMarkdown(decisionParts.join('\n').replace(FENCE, ' ')).trim();
  if (!decision) decision = sentences(whole).filter((s) => WILL_SENTENCE.test(s)).join('\n');
  if (!decision) decision = sentences(cleanMarkdown(sections.find((s) => s.level > 0 && !/context|status/i.test(s.heading))?.text ?? sections[0].text)).slice(0, 3).join(' ');
  decision = decision.slice(0, 1500);

  const considered = consideredOptions(sections);
  const stated = statedChoices(decision || whole.slice(0, 1500), doc.title, considered);
  const chosen = [...stated.chosen];
  // Name the chosen option as the doc's option list does, so runtime matching sees both spellings.
  for (const o of considered) if (stated.chosen.some((c) => sameOption(c, o)) && !chosen.includes(o)) chosen.push(o);
  const rejected = [...stated.rejected];
  if (chosen.length) for (const o of considered) if (!chosen.some((c) => sameOption(c, o)) && !rejected.includes(o)) rejected.push(o);

  return {
    path: doc.path,
    title: doc.title,
    decision,
    quote: pickQuote(decision, doc.title),
    considered,
    chosen: chosen.filter((c) => !rejected.some((r) => sameOption(r, c))),
    rejected,
    terms: weighTerms(doc.title, [...considered, ...chosen, ...rejected], decision, cleanMarkdown(sections.filter((x) => /context|problem|background|motivation/i.test(x.heading)).map((x) => x.text).join('\n')).slice(0, 3000)),
    mentions: proseRelations(whole),
  };
}

function pickQuote(decision: string, title: string): string {
  const all = sentences(decision.replace(/^#{1,6} .*$/gm, '')).filter((s) => /[a-z]{3}/i.test(s) && !/^(status|date|deciders?)\b/i.test(s));
  const best = all.find((s) => /chosen option|we will|we'll|we are|we won't|will use|to use|adopt|replac/i.test(s)) ?? all[0] ?? title;
  return best.length > 240 ? `${best.slice(0, 237).replace(/\s+\S*$/, '')}…` : best;
}

function weighTerms(title: string, options: string[], decision: string, context: string): Record<string, number> {
  const terms = wordRecord<number>();
  const add = (text: string, w: number) => {
    for (const s of new Set(contentStems(text))) terms[s] = Math.max(terms[s] ?? 0, w);
  };
  add(context, 0.5);
  add(decision, 1);
  add(options.join('\n'), 2);
  add(title, 3);
  return terms;
}

const ADR_REF = String.raw`(?:ADR|RFC|decision)[\s#-]*0*(\d+)`;

/** "superseded by ADR-0019", "supersedes ADR-006": references to other ADRs by number, in prose. */
function proseRelations(text: string): { supersedes: string[]; supersededBy: string[] } {
  const by = [...text.matchAll(new RegExp(`superseded\\s+by\\s+\\W*${ADR_REF}`, 'gi'))].map((m) => String(Number(m[1])));
  const sup = [...text.matchAll(new RegExp(`\\bsupersedes\\s+\\W*${ADR_REF}`, 'gi'))].map((m) => String(Number(m[1])));
  return { supersedes: [...new Set(sup)], supersededBy: [...new Set(by)] };
}
