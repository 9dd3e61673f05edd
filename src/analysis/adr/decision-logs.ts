// Decision logs: each folder of ADRs, described by the words that set it apart from the other logs
// (its path, product names, the platform it runs on). A proposal's context names its project in
// such words, which tells which log it belongs to, so look-alike ADRs of other projects stay out.
import { contentStems } from '../text/terms.js';
import { wordRecord } from '../text/own.js';
import type { DecisionFrame } from './decision-frame.js';

export interface LogProfile {
  /** ADRs in the log. */
  count: number;
  /** Stem → weight, the log's most distinctive words (path words weigh most). */
  terms: Record<string, number>;
}

export interface LogMatch {
  /** Folders of the logs the text most plausibly belongs to; empty when nothing stands out. */
  home: Set<string>;
  /** Folder → score relative to the best log (0–1). */
  affinity: Map<string, number>;
}

const TERMS_PER_LOG = 40;
/** A project's name in its folder path outweighs any word of its decisions. */
const PATH_WEIGHT = 3;
const GENERIC_PATH = /\b(?:docs?|adrs?|architecture|decisions?|records?|documentation|wiki|references?|developer|product|packages?|src|content|design|decision-log|architecture-decision-log|decision-records)\b/gi;

export const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** The log an ADR belongs to: its folder, or for a record in its own folder (`2022-02-07-tracing/README.md`) the folder above. */
export function decisionLogOf(path: string): string {
  return /\/readme\.md$/i.test(path) ? folderOf(folderOf(path).slice(0, -1)) : folderOf(path);
}

/** `items` grouped by the log `logOfItem` names: logs, and items within a log, in the order first seen. */
export function groupByLog<T>(items: Iterable<T>, logOfItem: (item: T) => string): Map<string, T[]> {
  const byLog = new Map<string, T[]>();
  for (const item of items) {
    const log = logOfItem(item);
    const list = byLog.get(log);
    if (list) list.push(item);
    else byLog.set(log, [item]);
  }
  return byLog;
}

/** Profiles every folder that holds ADRs. */
export function buildLogProfiles(frames: readonly DecisionFrame[]): Record<string, LogProfile> {
  const byLog = groupByLog(frames, (f) => decisionLogOf(f.path));
  const logsWith = new Map<string, number>();
  const perLog = new Map<string, Map<string, number>>();
  for (const [log, list] of byLog) {
    const counts = new Map<string, number>();
    for (const f of list) for (const s of Object.keys(f.terms)) counts.set(s, (counts.get(s) ?? 0) + 1);
    perLog.set(log, counts);
    for (const s of counts.keys()) logsWith.set(s, (logsWith.get(s) ?? 0) + 1);
  }
  const nLogs = Math.max(byLog.size, 1);
  const out: Record<string, LogProfile> = {};
  for (const [log, list] of byLog) {
    const counts = perLog.get(log)!;
    const scored = [...counts.entries()]
      .filter(([, n]) => n >= Math.min(2, list.length))
      .map(([s, n]) => ({ s, w: (n / list.length) * Math.log(1 + nLogs / (logsWith.get(s) ?? 1)) }))
      .sort((a, b) => b.w - a.w)
      .slice(0, TERMS_PER_LOG);
    const terms = wordRecord<number>();
    const top = scored[0]?.w ?? 1;
    for (const { s, w } of scored) terms[s] = Math.round((w / top) * 100) / 100;
    // A folder name names the project ("easi-app"), unless it is a word many logs use ("aws", "app").
    for (const s of contentStems(log.replace(GENERIC_PATH, ' '))) {
      const others = Math.max(0, (logsWith.get(s) ?? 0) - (counts.has(s) ? 1 : 0));
      terms[s] = Math.round(PATH_WEIGHT * (Math.log(1 + nLogs / (1 + others)) / Math.log(1 + nLogs)) * 100) / 100;
    }
    out[log] = { count: list.length, terms };
  }
  return out;
}

/** The log an ADR path belongs to under `profiles`. */
export function logOf(path: string, profiles: Record<string, LogProfile>): string {
  const folder = folderOf(path);
  if (Object.hasOwn(profiles, folder)) return folder;
  const parent = folderOf(folder.slice(0, -1));
  return Object.hasOwn(profiles, parent) ? parent : folder;
}

/**
 * Which logs a proposal's words point at. Context words count fully, the description's at a third.
 * Logs within 60 % of the best form the home set when the best clearly stands out from the rest.
 */
export function matchLogs(contextStems: ReadonlySet<string>, descriptionStems: ReadonlySet<string>, profiles: Record<string, LogProfile>): LogMatch {
  const scores = new Map<string, number>();
  for (const [log, p] of Object.entries(profiles)) {
    let score = 0;
    for (const s of contextStems) score += p.terms[s] ?? 0;
    for (const s of descriptionStems) if (!contextStems.has(s)) score += (p.terms[s] ?? 0) / 3;
    if (score > 0) scores.set(log, score);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const best = ranked[0]?.[1] ?? 0;
  const affinity = new Map(ranked.map(([log, s]) => [log, best > 0 ? s / best : 0]));
  const home = new Set<string>();
  if (best >= PATH_WEIGHT * 0.6) {
    const close = ranked.filter(([, s]) => s >= best * 0.6);
    const next = ranked[close.length]?.[1] ?? 0;
    if (next <= best * 0.5) for (const [log] of close) home.add(log);
  }
  return { home, affinity };
}
