// Finds the text of an ADR that states its decision, the sentence worth quoting, and prose
// references to superseding or superseded ADRs.
import { cleanMarkdown, sentences } from '../text/terms.js';
import { type AdrSection, sectionWithChildren } from './sections.js';

const DECISION_HEADING = /\b(decision|decisions|decision outcome|outcome|resolution|we decided|our decision|chosen option|proposal|solution|recommendation|specification|policy|conventions|rules|standards?)\b/i;
const NOT_DECISION = /\b(drivers?|context|consequences?|considered|options|criteria|makers|status|history|log|record|date|deciders|pros|cons)\b/i;
const WILL_SENTENCE = /\b(we(?:'ll| will| shall| are going to| have decided| decided| chose| agreed)|will be (?:used|adopted)|chosen option|(?:^|\s)to use\b)/i;
const FENCE = /^(`{3,}|~{3,})[\s\S]*?^\1/gm;
/** How much of the decision is read: rules often sit in subsections below the first paragraph. */
const MAX_DECISION = 4000;
const TABLE_ROW = /^\s*\|.*\|\s*$/gm;
const BACKGROUND = /context|status|prior work|background|problem|motivation|history|metadata|references|links|glossary|changelog|authors?/i;

/** The decision text (≤ 1,500 chars, markdown removed), the whole cleaned body and the context sections. */
export function decisionText(body: string, sections: AdrSection[]): { decision: string; whole: string; contextText: string } {
  const parts: string[] = [];
  // The first level-1 heading is the document's title, not a section of it.
  const title = sections.findIndex((s) => s.level === 1);
  sections.forEach((s, k) => {
    if (s.level === 0 || k === title || !DECISION_HEADING.test(s.heading)) return;
    if (NOT_DECISION.test(s.heading) && !/decision outcome|decision and/i.test(s.heading)) return;
    if (parts.length && s.level > 2) return;
    parts.push(sectionWithChildren(sections, k));
  });
  const whole = cleanMarkdown(body.replace(FENCE, ' '));
  let decision = cleanMarkdown(parts.join('\n').replace(FENCE, ' ').replace(TABLE_ROW, ' ')).trim();
  if (!decision) decision = sentences(whole.replace(TABLE_ROW, ' ')).filter((s) => WILL_SENTENCE.test(s)).join('\n');
  // No decision section and no "we will": the first section that is not background or the title's metadata.
  const body1 = sections.find((s) => s.level > 1 && !BACKGROUND.test(s.heading) && s.text.replace(TABLE_ROW, '').trim()) ?? sections.find((s) => s.text.replace(TABLE_ROW, '').trim());
  if (!decision) decision = sentences(cleanMarkdown((body1?.text ?? '').replace(FENCE, ' ').replace(TABLE_ROW, ' '))).slice(0, 5).join(' ');
  const contextText = cleanMarkdown(sections.filter((x) => /context|problem|background|motivation/i.test(x.heading)).map((x) => x.text).join('\n')).slice(0, 3000);
  return { decision: decision.slice(0, MAX_DECISION), whole, contextText };
}

/** The sentence that states the decision ("We will use …", "Chosen option: …"), else the first real one. */
export function pickQuote(decision: string, title: string): string {
  const all = sentences(decision.replace(/^#{1,6} .*$/gm, '').replace(TABLE_ROW, ' ')).filter((s) => /[a-z]{3}/i.test(s) && !/^(status|date|deciders?)\b/i.test(s) && !s.includes('|'));
  const best = all.find((s) => /chosen (?:option|alternative)|we will|we'll|we are|we won't|we have decided|we decided|will use|to use|adopt|replac|favou?r|prefer|must|should/i.test(s)) ?? all[0] ?? title;
  return best.length > 240 ? `${best.slice(0, 237).replace(/\s+\S*$/, '')}…` : best;
}

/** Longest decision quote an answer carries. */
export const DECISION_QUOTE_CHARS = 600;

/**
 * The decision as written, whitespace collapsed, at most `max` characters: cut after the last whole
 * sentence that fits when that keeps most of it, else after the last whole word, marked with "…".
 */
export function decisionQuote(decision: string, max = DECISION_QUOTE_CHARS): string {
  const flat = decision.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max - 1);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd >= max / 2) return `${head.slice(0, sentenceEnd + 1)} …`;
  return `${head.replace(/\s+\S*$/, '')} …`;
}

const ADR_REF = String.raw`(?:ADR|RFC|decision)[\s#-]*0*(\d+)`;

/** "superseded by ADR-0019", "supersedes ADR-006": references to other ADRs by number, in prose. */
export function proseRelations(text: string): { supersedes: string[]; supersededBy: string[] } {
  const by = [...text.matchAll(new RegExp(`\\b(?:superseded|replaced|overridden)\\W+by\\W+(?:the\\s+)?${ADR_REF}`, 'gi'))].map((m) => String(Number(m[1])));
  // "Supersedes: ADR 0053 §7", "supersedes some aspects of ADR-15", "Partly undo ADR 109", "Replaces ADR 0053's …".
  const sup = [...text.matchAll(new RegExp(`\\b(?:supersedes?|replaces|undoes|undo|reverts|overrides)\\W+(?:(?:some|the|parts?|aspects?|of|all|prior|earlier)\\s+){0,4}${ADR_REF}`, 'gi'))].map((m) => String(Number(m[1])));
  return { supersedes: [...new Set(sup)], supersededBy: [...new Set(by)] };
}
