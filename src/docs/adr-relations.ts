// Supersedes / superseded-by / amends / amended-by relations as written in an ADR's text.
import type { AdrRelationRef, AdrRelationType } from './types';

const PHRASES: [RegExp, AdrRelationType][] = [
  [/\b(?:superseded|superceded|superseeded|replaced)\s+by\b/gi, 'superseded_by'],
  [/\bamended\s+by\b/gi, 'amended_by'],
  [/\b(?:supersedes|supercedes|replaces)\b/gi, 'supersedes'],
  [/\bamends\b/gi, 'amends'],
];

// One reference to another ADR: a markdown link, `ADR-0057` / `ADRs 60`, `#0033`, a file name,
// or (only where a bare number cannot be anything else) a plain number.
const REF = /\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|\b(?:ADR|RFC|DR)s?[\s#_-]*(\d{1,5})\b|#(\d{1,5})\b|([\w./-]+\.(?:md|markdown|mdx))\b|\b(\d{1,5})\b/gi;
// Words allowed between the phrase and its first ref ("superseded by the later ADR [..]",
// "supersedes the decisions made in ADRs 60 and 61"); group 1 marks a partial relation.
const LEAD_IN = /^[\s:*_`"'(]*(?:(partly|partially|in part|(?:some\s+)?(?:aspects?|parts?|portions?|sections?)\s+of)\s+)?(?:(?:the|this|an?|our)\s+)?(?:(?:new|later|newer|following)\s+)?(?:decisions?\s+(?:made\s+)?(?:in\s+)?)?(?:adrs?|decisions?|records?|rfcs?)?[\s:*_`"'(]*$/i;
// Between refs of one list: "60 and 61", "[a](a.md), [b](b.md)".
const LIST_GAP = /^[`*_"')\s]*(?:,|;|&|\band\b|\bor\b)?[\s`*_"'(]*$/i;
const PARTIAL_BEFORE = /\b(?:parts?\s+of|partly|partially|partial|portions?\s+of|sections?\s+of|in\s+part)\b[^.]*$/i;
// "[ADR-0045](…), which this decision supersedes" puts the ref before the phrase.
const TRAILING_RELATION = /\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*<?([^)\s>]+)>?\s*\)\s*,?\s*which\s+(?:this|it)\s*(?:decision|adr|record)?\s+(supersedes|amends|replaces)\b/gi;

export interface RelationScanOptions {
  /** Bare numbers count as refs (status text and labels: "Superseded by 12"). */
  allowBareNumbers: boolean;
}

function refOf(m: RegExpExecArray, allowBare: boolean, afterAdrRef: boolean): string | undefined {
  if (m[2] !== undefined) return m[2];
  if (m[3] !== undefined) return `ADR-${m[3]}`;
  if (m[4] !== undefined) return `#${m[4]}`;
  if (m[5] !== undefined) return m[5];
  if (m[6] !== undefined && (allowBare || afterAdrRef)) return m[6];
  return undefined;
}

/** Relations one line of text states, each with the line number given. */
export function scanRelations(text: string, line: number, options: RelationScanOptions): AdrRelationRef[] {
  const found: AdrRelationRef[] = [];
  if (!/supers|supercede|replace|amend/i.test(text)) return found;
  for (const [phrase, type] of PHRASES) {
    for (const p of text.matchAll(phrase)) {
      const before = text.slice(0, p.index);
      let partial = PARTIAL_BEFORE.test(before.slice(-60));
      let cursor = p.index + p[0].length;
      let first = true;
      let afterAdrRef = false;
      REF.lastIndex = cursor;
      for (let m = REF.exec(text); m; m = REF.exec(text)) {
        const gap = text.slice(cursor, m.index);
        const lead = first ? LEAD_IN.exec(gap) : LIST_GAP.exec(gap);
        if (!lead) break;
        if (first && lead[1]) partial = true;
        const ref = refOf(m, options.allowBareNumbers, afterAdrRef);
        if (!ref) break;
        afterAdrRef = m[3] !== undefined || (afterAdrRef && m[6] !== undefined);
        const section = /^\s*§/.test(text.slice(REF.lastIndex, REF.lastIndex + 4));
        found.push({ type, ref, line, ...(partial || section ? { partial: true } : {}) });
        cursor = REF.lastIndex;
        first = false;
      }
    }
  }
  for (const m of text.matchAll(TRAILING_RELATION)) {
    const type: AdrRelationType = /amends/i.test(m[3]) ? 'amends' : 'supersedes';
    found.push({ type, ref: m[2], line });
  }
  return found;
}

/** Drops repeats of one relation to one ref; a full statement wins over a partial one. */
export function dedupeRelations(relations: AdrRelationRef[]): AdrRelationRef[] {
  const byKey = new Map<string, AdrRelationRef>();
  for (const r of relations) {
    const key = `${r.type} ${r.ref.toLowerCase()}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, r);
    else if (seen.partial && !r.partial) byKey.set(key, { ...seen, partial: undefined });
  }
  return [...byKey.values()].map((r) => (r.partial ? r : { type: r.type, ref: r.ref, line: r.line }));
}
