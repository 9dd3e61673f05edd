// Splits a sentence-level text into spans a writer takes up (+1) and spans it turns away from (−1):
// "replace X with Y", "move off X onto Y", "instead of X", "we will not X", "avoid X", "X over Y".

export type Polarity = 1 | -1;

export interface PolaritySpan {
  start: number;
  end: number;
  polarity: Polarity;
  /** Named by a replacement, a preference or an explicit turn away, not only by a negation. */
  strong: boolean;
}

/** Markers whose object is turned away from, up to the next clause break. */
const AWAY_MARKERS = String.raw`instead of|rather than|in place of|as opposed to|in lieu of|in favou?r of\s+\S+\s+over|away from|off of|out of|get rid of|move off|moving off|migrate off|migrating off|switch(?:ing)? away from|mov(?:e|ing) away from|migrat(?:e|ing) away from|phas(?:e|ing) out|stop(?:s|ped|ping)?(?: using| doing)?|no longer(?: use| using)?|(?:do|does|did|should|must|will|shall|can|could|would)(?:n't| not)|won't|shan't|never|avoid(?:s|ed|ing)?|without|drop(?:s|ped|ping)?|remov(?:e|es|ed|ing)|removal of|retir(?:e|es|ed|ing)|retirement of|deprecat(?:e|es|ed|ing)|sunset(?:s|ting)?|abandon(?:s|ed|ing)?|eliminat(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|undo(?:es|ing)?|revert(?:s|ed|ing)?|disallow(?:s|ed|ing)?|forbid(?:s|den)?|prohibit(?:s|ed)?|discourag(?:e|es|ed)|ban(?:s|ned)?|reject(?:s|ed|ing)?|switch(?:es|ed|ing)? off|turn(?:s|ed|ing)? off|shut(?:s|ting)? down|decommission(?:s|ed|ing)?|not allowed to|not permitted to|instead of using|than|nothing|none of|no`;
/** Markers of a change whose first object is left and second taken: "replace X with Y", "from X to Y". */
const REPLACE = /\b(?:replac(?:e|es|ed|ing)|swap(?:s|ped|ping)?|substitut(?:e|es|ed|ing)|exchang(?:e|es|ed|ing))\s+(?:all of\s+)?([^.;\n]+?)\s+(?:with|by|for)\s+/dgi;
const FROM_TO = /\b(?:switch(?:es|ed|ing)?|mov(?:e|es|ed|ing)|migrat(?:e|es|ed|ing)|transition(?:s|ed|ing)?|port(?:s|ed|ing)?|convert(?:s|ed|ing)?|chang(?:e|es|ed|ing)|go(?:es|ing)?|went)\s+(?:[\w-]+\s+){0,6}?from\s+([^.;\n]+?)\s+(?:to|onto|into)\s+/dgi;
/** A passive turn away names its subject: "React.FC and React.SFC should be avoided", "the chart will be removed". */
const PASSIVE_AWAY = /(?:^|[.;:!?]\s+|\bthat\s+|\bwhere\s+|\n)((?:(?!\bthat\s|\bwhere\s|,\s)[^.;:!?\n]|\.(?=\S)){2,80}?)\s+(?:should|must|shall|will|is|are|was|were|has been|have been)\s+(?:now\s+)?(?:be\s+)?(?:avoided|deprecated|discouraged|removed|dropped|forbidden|prohibited|banned|retired|phased out|disallowed|no longer used|not (?:be )?used|switched off|turned off|decommissioned)\b/dgi;
const TAKE_OUT = /\b(?:tak(?:e|es|ing)|took|pull(?:s|ed|ing)?|rip(?:s|ped|ping)?|strip(?:s|ped|ping)?|cut(?:s|ting)?|rip)\s+([^.;\n]+?)\s+out\b/dgi;
const CONVERT = /\b(?:convert(?:s|ed|ing)?|rewrit(?:e|es|ing|ten)|chang(?:e|es|ed|ing))\s+([^.;\n]+?)\s+(?:to|into|as)\s+(?=\S)/dgi;
const OFF_ONTO = /\b(?:off|out of)\s+([^.;\n]+?)\s+(?:and\s+)?(?:onto|into|to)\s+/dgi;
/** "favour X over Y", "prefer X to Y": Y is turned away from. */
const PREFER_OVER = /\b(?:favou?r(?:s|ed|ing)?|prefer(?:s|red|ring)?|choose|chose|chosen|pick(?:s|ed)?|select(?:s|ed)?|recommend(?:s|ed)?)\b[^.;\n]{1,120}?\b(?:over|than)\s+/gi;
/** Where a turned-away object ends: a clause break or a word that starts a new clause. */
const CLAUSE_END = new RegExp(String.raw`[;!?()\n]|[.:](?=\s|$)|,\s|\s(?:and|but|so|because|since|then|while|which|that|who|whereas|instead|with|so that|in order to|as this|as it|though|although|yet|however|unless|until|into|onto|to|for)\s|\s-{1,2}\s|\s[–—]\s`, 'i');

/** A passive form ("the user is deleted", "it was rejected") reports what happened to its subject. */
const AWAY = new RegExp(String.raw`(?<!\b(?:is|are|was|were|be|been|being|gets?|got|become|becomes)\s+)\b(?:${AWAY_MARKERS})\b\s*`, 'gi');

/** Where the clause starting at `from` ends; a clause may open with a break word ("… deletes so that …"). */
function clauseEnd(text: string, from: number): number {
  const m = CLAUSE_END.exec(` ${text.slice(from)}`);
  return m ? Math.max(from, from + m.index - 1) : text.length;
}

/**
 * Spans of `text` the writer moves away from; everything outside them counts as taken up.
 * Spans are sorted and do not overlap.
 */
export function awaySpans(text: string): PolaritySpan[] {
  const raw: PolaritySpan[] = [];
  const add = (start: number, end: number, strong = true) => {
    if (end > start) raw.push({ start, end, polarity: -1, strong });
  };
  let m: RegExpExecArray | null;
  for (const re of [REPLACE, FROM_TO, TAKE_OUT, CONVERT, OFF_ONTO, PASSIVE_AWAY]) {
    re.lastIndex = 0;
    while ((m = re.exec(text))) {
      const [start, end] = m.indices![1]!;
      add(start, end);
    }
  }
  PREFER_OVER.lastIndex = 0;
  while ((m = PREFER_OVER.exec(text))) {
    const start = m.index + m[0].length;
    add(start, clauseEnd(text, start));
  }
  AWAY.lastIndex = 0;
  while ((m = AWAY.exec(text))) {
    const start = m.index + m[0].length;
    add(start, clauseEnd(text, start), STRONG_MARKER.test(m[0].trim().replace(/\s+/g, ' ')));
  }
  return merge(raw);
}

function merge(spans: PolaritySpan[]): PolaritySpan[] {
  spans.sort((a, b) => a.start - b.start);
  const out: PolaritySpan[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      last.strong ||= s.strong;
    }
    else out.push({ ...s });
  }
  return out;
}

/** Markers that name an alternative outright, as opposed to negating a clause ("we do not need X"). */
const STRONG_MARKER = /^(?:instead of(?: using)?|rather than|in place of|as opposed to|in lieu of|than|avoid\w*|stop\w*(?: using| doing)?|no longer(?: use| using)?|mov\w* (?:away from|off)|migrat\w* (?:away from|off)|switch\w* away from|away from|off of|phas\w* out|retir\w*|deprecat\w*|drop\w*|remov\w*|removal of|retirement of|get rid of|abandon\w*|eliminat\w*|undo\w*|revert\w*|reject\w*|switch\w* off|turn\w* off|shut\w* down|decommission\w*)$/i;

/** Spans that name an alternative outright ("instead of X", "replace X with", "favour Y over X", "avoid X"). */
export function strongAwaySpans(text: string): PolaritySpan[] {
  return awaySpans(text).filter((s) => s.strong);
}

/** Polarity of the character at `offset`: −1 inside a turned-away span, else +1. */
export function polarityAt(spans: readonly PolaritySpan[], offset: number): Polarity {
  for (const s of spans) {
    if (offset < s.start) return 1;
    if (offset < s.end) return -1;
  }
  return 1;
}

/** The text split into its taken-up part and its turned-away part (spans joined by newlines). */
export function splitByPolarity(text: string, spans = awaySpans(text)): { taken: string; away: string } {
  const taken: string[] = [];
  const away: string[] = [];
  let at = 0;
  for (const s of spans) {
    taken.push(text.slice(at, s.start));
    away.push(text.slice(s.start, s.end));
    at = s.end;
  }
  taken.push(text.slice(at));
  return { taken: taken.join('\n'), away: away.join('\n') };
}
