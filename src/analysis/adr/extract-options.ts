// Finds the options an ADR weighed and which it chose or rejected, from MADR sections, prose and titles.

import { cleanMarkdown, contentStems } from '../text/terms.js';
import { type AdrSection, sectionWithChildren } from './sections.js';
import { escapeRe } from '../text/escape-re.js';

const OPTIONS_HEADING = /\b(considered options|options considered|alternatives|possible solutions|options|solutions considered|alternative approaches|options evaluated)\b/i;
const PROS_CONS_HEADING = /\bpros and cons\b/i;
/** Where a phrase naming a choice stops. */
const PHRASE_END = /\s+(?:as (?:the|a|an|our)\b|for\b|into\b|onto\b|to (?!the\b)|because\b|since\b|so that\b|in order\b|which\b|instead\b|rather\b|over\b|than\b|when\b|where\b|from now\b|with the\b|and (?:will|we)\b)|[,;:!?(\n]|\.(?=\s|$)|$/;

function cleanLabel(raw: string): string {
  return cleanMarkdown(raw)
    .replace(/^\s*(?:[-*+]|\d+[.)]|option\s*\d+\s*[:.–-]|\[[ x]\])\s*/i, '')
    .replace(/^["'“”]|["'“”]$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** First phrase after a verb, cut at the first clause break: "use Airflow as a task manager" → "Airflow". */
export function phraseAfter(text: string, start: number): string {
  const rest = text.slice(start).replace(/^\s*(?:the|a|an)\s+/i, '').replace(/^(?:combination|mix|set|suite) of\s+/i, '');
  const m = PHRASE_END.exec(rest);
  return cleanLabel(rest.slice(0, m ? m.index : 80)).slice(0, 80);
}

/** Top-level list items and subheadings under the considered-options section(s). */
export function consideredOptions(sections: AdrSection[]): string[] {
  const out: string[] = [];
  sections.forEach((s, k) => {
    if (!s.heading || s.level === 0) return;
    if (OPTIONS_HEADING.test(s.heading) && !/drivers|criteria/i.test(s.heading)) {
      for (const line of s.text.split('\n')) {
        const item = /^(?:[-*+]|\d+[.)])\s+(.+)$/.exec(line);
        if (item) out.push(cleanLabel(item[1].split(/\s[-–—:]\s|:\s/)[0]));
      }
      for (let j = k + 1; j < sections.length && sections[j].level > s.level; j++) if (sections[j].level === s.level + 1) out.push(cleanLabel(sections[j].heading));
    } else if (PROS_CONS_HEADING.test(s.heading)) {
      for (let j = k + 1; j < sections.length && sections[j].level > s.level; j++) if (sections[j].level === s.level + 1) out.push(cleanLabel(sections[j].heading));
    }
  });
  // A pros/cons table's first column lists the options too.
  for (const s of sections) {
    const rows = s.text.split('\n').filter((l) => /^\s*\|/.test(l));
    if (rows.length < 3 || !/\bpros?\b|\bcons?\b|advantages|disadvantages/i.test(rows[0])) continue;
    for (const row of rows.slice(2)) {
      const cell = row.split('|')[1];
      if (cell) out.push(cleanLabel(cell));
    }
  }
  return dedupe(out.filter((o) => o.length > 1 && o.length <= 80 && !/^(pros|cons|good|bad|neutral)\b/i.test(o)));
}

/** Choices and rejections stated in prose: "Chosen option: X", "we will use X", "replace X with Y", "instead of X". */
export function statedChoices(decision: string, title: string, options: string[]): { chosen: string[]; rejected: string[] } {
  const chosen: string[] = [];
  const rejected: string[] = [];
  const text = cleanMarkdown(decision);
  let m: RegExpExecArray | null;
  const chosenRe = /chosen (?:option|alternative|solution)s?\s*[:=-]?\s*(?:is\s*)?["“]?([^"”\n]+?)["”]?(?:\s*,|\s+because\b|\s*\.|\s*\n|$)/gi;
  while ((m = chosenRe.exec(text))) chosen.push(cleanLabel(m[1]).replace(/^option\s*\d+\s*[:.-]\s*/i, ''));
  const numbered = /\b(?:solution|option|alternative)\s+(?:number\s+|no\.?\s*|#)?(\d+)\b/i.exec(text.slice(0, 300));
  if (numbered && options[Number(numbered[1]) - 1]) chosen.push(options[Number(numbered[1]) - 1]);
  const verbs = /\b(?:(?:we|\w+)(?:'ll| will| shall| should| must| are going to| have decided to| decided to| chose to| agreed to)\s+(?:use|adopt|choose|go with|select|standardi[sz]e on|introduce|move to|switch to|migrate to|provide|prefer|rely on|build on)|(?:^|\n|\.\s+)(?:[-*+]\s+)?(?:to )?(?:use|adopt|choose|select|prefer|favou?r|implement|introduce)|(?:start|begin|continue|keep)(?: only)? using|(?:should|must|will|shall) only use|only use|decided (?:to use|on)|(?:is|was) chosen)\s+/gi;
  while ((m = verbs.exec(text))) {
    const phrase = phraseAfter(text, m.index + m[0].length);
    if (phrase && !/^(it|this|that|them|these|those|which|one)\b/i.test(phrase)) chosen.push(phrase);
  }
  const replace = /\breplac(?:e|es|ed|ing)\s+(?:all of\s+)?(?:the following\s+|our\s+|the\s+)?(.+?)\s+(?:with|by)\s+(.+?)(?:[.;:\n]|$)/gi;
  for (const source of [text, title]) {
    while ((m = replace.exec(source))) {
      rejected.push(cleanLabel(m[1]).slice(0, 80));
      chosen.push(phraseAfter(m[2], 0));
    }
    replace.lastIndex = 0;
  }
  const against = /\b(?:instead of|rather than|in place of|no longer (?:use|using)?|won't (?:use|be using)|will not (?:use|be using)|do not use|don't use|stop using|move away from|migrate away from|deprecate|drop)\s+/gi;
  while ((m = against.exec(text))) {
    const phrase = phraseAfter(text, m.index + m[0].length).replace(/\s+any ?more$|\s+anymore$/i, '');
    if (phrase && !/^(it|this|that|them)\b/i.test(phrase)) rejected.push(phrase);
  }
  // "… Playwright offers is reason enough to choose it": the one option named where the choice is made.
  if (!chosen.length && options.length > 1) {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (!/\b(?:choose|chose|chosen|choice|select(?:ed)?|recommend(?:ed)?|go with|went with|decided|preferred|winner|best option)\b/i.test(sentence)) continue;
      const named = options.filter((o) => new RegExp(`\\b${escapeRe(o)}\\b`, 'i').test(sentence));
      if (named.length === 1) {
        chosen.push(named[0]);
        break;
      }
    }
  }
  return { chosen: dedupe(withParts(chosen).filter((c) => c.length > 1)), rejected: dedupe(withParts(rejected).filter((r) => r.length > 1)) };
}

/** "Jest and react-testing-library", "in-memory or simple versions": each part is a choice of its own too. */
function withParts(list: string[]): string[] {
  return list.flatMap((item) => {
    const parts = item.split(/\s+(?:and|or|plus|&)\s+|\s*\/\s*/).map((x) => x.trim()).filter((x) => contentStems(x).length);
    return parts.length > 1 ? [item, ...parts] : [item];
  });
}

const bare = (s: string) => s.toLowerCase().replace(/["'“”‘’]/g, '').replace(/\s+/g, ' ').trim();

/** Whether two option labels name the same thing: one is a prefix of the other, or they share their content words. */
export function sameOption(a: string, b: string): boolean {
  const ba = bare(a);
  const bb = bare(b);
  if (ba === bb || (Math.min(ba.length, bb.length) >= 4 && (ba.startsWith(bb) || bb.startsWith(ba)))) return true;
  if (isAcronymOf(ba, bb) || isAcronymOf(bb, ba)) return true;
  const sa = new Set(contentStems(a.replace(/\([^)]*\)?/g, '')));
  const sb = new Set(contentStems(b.replace(/\([^)]*\)?/g, '')));
  if (!sa.size || !sb.size) return a.toLowerCase() === b.toLowerCase();
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / Math.min(sa.size, sb.size) >= 0.99 && shared / Math.max(sa.size, sb.size) >= 0.5;
}

/** "RHF" and "React Hook Form": the short label is the initials of the long one's words. */
function isAcronymOf(short: string, long: string): boolean {
  if (!/^[a-z0-9]{2,6}$/.test(short)) return false;
  const initials = long.split(/[\s-]+/).filter(Boolean).map((w) => w[0]).join('');
  return initials === short;
}

function dedupe(list: string[]): string[] {
  const out: string[] = [];
  for (const item of list) if (!out.some((o) => o.toLowerCase() === item.toLowerCase())) out.push(item);
  return out;
}

export { sectionWithChildren };
