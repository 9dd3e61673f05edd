// Where a pattern doc explains its declared rules in its own words — a line that opens with the rule's
// id, as in "- **half-open-state** — without it …" — so a violation can quote the doc and name its
// section, as it does for a catalogue invariant. Read at build time.
import { scanLines } from '../../docs/markdown-lines.js';
import type { DocSection } from '../../docs/types.js';
import { cleanMarkdown } from '../text/terms.js';

/** The doc's own explanation of a rule, and the heading it sits under. */
export interface DocExplanation {
  quote: string;
  section?: string;
}

/** Longest explanation quoted, in characters. */
const MAX_QUOTE = 400;
/** A rule id as a line may write it: bare, bold or in code. */
const ID = String.raw`[*_\x60]{0,2}[a-z0-9]+(?:-[a-z0-9]+)*[*_\x60]{0,2}`;
/**
 * A line (a list item or a paragraph) that opens with one or more rule ids joined by `/`, `,`, `&` or
 * "and", then a dash or a colon: `- **a / b** — text`, `` `a`: text ``, `a - text`. Every id after the
 * first needs its separator, so a long word cannot be split into ids in many ways.
 */
const LEAD = new RegExp(String.raw`^ {0,3}(?:[-*+]|\d{1,3}[.)])?[ \t]*(${ID}(?:(?:[ \t]*[/,&][ \t]*|[ \t]+and[ \t]+)${ID}){0,7})(?:[ \t]+(?:—|–|--?)|[ \t]*:)[ \t]+(\S.*)$`);
const IDS = /[a-z0-9]+(?:-[a-z0-9]+)*/g;
/** A line that starts another block, so it ends the explanation above it. */
const BLOCK_START = /^ {0,3}(?:[-*+][ \t]|\d{1,3}[.)][ \t]|#|>|\||<)/;

/** Text quoted on one line: markup removed, cut at a word boundary. */
function quoteText(markdown: string): string {
  const flat = cleanMarkdown(markdown).replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_QUOTE ? flat : `${flat.slice(0, MAX_QUOTE - 1).replace(/\s+\S*$/, '')}…`;
}

/** The heading of the innermost section holding body offset `at`. */
function sectionAt(sections: readonly DocSection[], at: number): string | undefined {
  let found: DocSection | undefined;
  for (const s of sections) if (s.start <= at && at < s.end && (!found || s.start >= found.start)) found = s;
  return found?.heading || undefined;
}

/**
 * For each of `ids` the doc explains, its explanation: the text after the ids on the first line (outside
 * code) that opens with them, with the lines that continue it. Ids the doc never explains are absent.
 */
export function explainDeclaredRules(body: string, sections: readonly DocSection[], ids: readonly string[]): Record<string, DocExplanation> {
  const wanted = new Set(ids);
  const out: Record<string, DocExplanation> = {};
  if (!wanted.size) return out;
  const lines = scanLines(body);
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    if (line.code) continue;
    const lead = LEAD.exec(line.text);
    if (!lead) continue;
    const named = (lead[1].match(IDS) ?? []).filter((id) => wanted.has(id) && !Object.hasOwn(out, id));
    if (!named.length) continue;
    const parts = [lead[2]];
    for (let next = k + 1; next < lines.length; next++) {
      const text = lines[next].text;
      if (lines[next].code || !text.trim() || BLOCK_START.test(text)) break;
      parts.push(text);
    }
    const quote = quoteText(parts.join('\n'));
    if (!quote) continue;
    const section = sectionAt(sections, line.start);
    for (const id of named) out[id] = { quote, ...(section ? { section } : {}) };
  }
  return out;
}
