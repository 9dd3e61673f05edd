// Supersession nobody wrote down: a later ADR whose title removes the very thing an earlier ADR of
// the same log decided to take up ("Delete Helm Chart" after "Helm chart", "AMP Removal" after
// "AMP") retires it, even when neither says "supersedes".
import { contentStems } from '../text/terms.js';
import { readTitle, type DecisionFrame } from './decision-frame.js';
import { groupByLog, logOf, type LogProfile } from './decision-logs.js';

/** When a record was made, as far as its path tells: a date (yyyy-mm-dd) or its number in the log. */
interface Position {
  date?: number;
  number?: number;
}

function positionOf(path: string, number: string | undefined): Position {
  const date = /(?:^|\/|\D)((?:19|20)\d\d)-?([01]\d)-?([0-3]\d)(?=\D)/.exec(path);
  return {
    ...(date ? { date: Number(`${date[1]}${date[2]}${date[3]}`) } : {}),
    ...(number ? { number: Number(number) } : {}),
  };
}

/** Whether `a` was recorded before `b`; undefined when their paths cannot tell. */
function earlier(a: Position, b: Position): boolean | undefined {
  if (a.date !== undefined && b.date !== undefined && a.date !== b.date) return a.date < b.date;
  if (a.number !== undefined && b.number !== undefined && a.number !== b.number) return a.number < b.number;
  return undefined;
}

/** What a title takes up, as stems: its chosen phrase, or the whole title when it names one thing. */
function subjectStems(title: string): string[] {
  const parsed = readTitle(title);
  if (parsed.away.length) return [];
  const subject = parsed.chosen[0] ?? parsed.clean;
  return [...new Set(contentStems(subject, false))];
}

/**
 * Earlier ADR → the later ADRs of its log that retire it. A retirement needs the later title to
 * turn away from a phrase covering every word of the earlier title's subject and little more (a
 * broad title is never retired by a narrow removal), and the two records' paths to order them.
 */
export function implicitRetirements(
  frames: readonly DecisionFrame[],
  numberOf: (path: string) => string | undefined,
  logs: Record<string, LogProfile>,
): Record<string, string[]> {
  const byLog = groupByLog(frames, (f) => logOf(f.path, logs));
  const out: Record<string, string[]> = {};
  for (const list of byLog.values()) {
    const removals = list.flatMap((f) => {
      const away = readTitle(f.title).away.flatMap((phrase) => contentStems(phrase, false));
      return away.length ? [{ frame: f, away: new Set(away) }] : [];
    });
    if (!removals.length) continue;
    for (const older of list) {
      const subject = subjectStems(older.title);
      if (!subject.length || subject.length > 4) continue;
      const at = positionOf(older.path, numberOf(older.path));
      for (const { frame, away } of removals) {
        if (frame === older || away.size > subject.length + 1 || !subject.every((s) => away.has(s))) continue;
        if (earlier(at, positionOf(frame.path, numberOf(frame.path))) !== true) continue;
        (out[older.path] ??= []).push(frame.path);
      }
    }
  }
  return out;
}
