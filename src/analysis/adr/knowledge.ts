// Build-time ADR knowledge: a decision frame per ADR, term statistics, what each decision log is
// about (to tell which project a proposal belongs to), prose-only supersede links, and which
// options the docs themselves set against each other.
import type { CompiledLexicon } from '../lexicon/lexicon.js';
import type { LexiconData } from '../lexicon/lexicon-schema.js';
import { own, wordRecord } from '../text/own.js';
import { type AdrDocInput, type DecisionFrame, extractDecisionFrame } from './decision-frame.js';
import { mineCompetitors, type MinedCompetitors } from './mined-alternatives.js';
import { buildLogProfiles, type LogProfile } from './decision-logs.js';
import { implicitRetirements } from './retirements.js';
import { type FrameBucket, packFrameBuckets } from './frame-buckets.js';

export const ADR_KNOWLEDGE_VERSION = 5;

/** What the worker loads once per isolate; the frames themselves are read bucket by bucket (frame-buckets.ts). */
export interface AdrKnowledge {
  version: typeof ADR_KNOWLEDGE_VERSION;
  /** Number of ADRs whose terms include each stem. */
  df: Record<string, number>;
  docCount: number;
  /** Successors found only in prose ("This ADR has been superseded by ADR-0019"), path → paths. */
  successors: Record<string, string[]>;
  /** Decision logs (folders of ADRs) and the words that set each apart. */
  logs: Record<string, LogProfile>;
  /** Short options the docs weigh against each other. */
  competitors: MinedCompetitors;
  /** The organisation's own lexicon additions from arch-mcp.json, merged at run time. */
  lexicon?: LexiconData;
  /** Decision log (folder) → the frame buckets holding its ADRs. */
  bucketsOfLog: Record<string, number[]>;
  /** Decision log → the first of its paths in each of its buckets (paths are packed in sorted order). */
  bucketStarts: Record<string, string[]>;
  bucketCount: number;
}

/** Everything a build derives from the ADRs: the knowledge, every frame, and the frames in buckets. */
export interface BuiltAdrKnowledge {
  knowledge: AdrKnowledge;
  frames: Record<string, DecisionFrame>;
  buckets: FrameBucket[];
}

/** Weighted terms and decision stems a frame keeps: the rarest, which are the ones that decide matches. */
const KEPT_TERMS = 48;
const KEPT_DECISION_STEMS = 96;

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const numberOf = (doc: AdrDocInput & { adrId?: string }) =>
  doc.adrId && /^\d+$/.test(doc.adrId) ? doc.adrId : /(?:^|\/)(?:adr[-_]?)?0*(\d{1,5})[-_. ]/i.exec(doc.path.slice(doc.path.lastIndexOf('/')))?.[1];

/** Extracts every ADR's decision frame and the corpus statistics alignment needs. */
export function buildAdrKnowledge(docs: (AdrDocInput & { adrId?: string })[], lexicon: CompiledLexicon, extra?: LexiconData): BuiltAdrKnowledge {
  const frames: Record<string, DecisionFrame> = {};
  const df = wordRecord<number>();
  for (const doc of docs) frames[doc.path] = extractDecisionFrame(doc, lexicon);
  for (const frame of Object.values(frames)) for (const s of Object.keys(frame.terms)) df[s] = (df[s] ?? 0) + 1;
  const successors = proseSuccessors(docs, frames);
  const logs = buildLogProfiles(Object.values(frames));
  const numbers = new Map(docs.map((d) => [d.path, numberOf(d)]));
  for (const [older, later] of Object.entries(implicitRetirements(Object.values(frames), (p) => numbers.get(p), logs))) {
    const list = (successors[older] ??= []);
    for (const p of later) if (!list.includes(p)) list.push(p);
  }
  const competitors = mineCompetitors(Object.values(frames));
  const idf = idfLookup({ df, docCount: docs.length });
  for (const frame of Object.values(frames)) compactFrame(frame, idf);
  const { buckets, bucketsOfLog, bucketStarts } = packFrameBuckets(frames, logs);
  const knowledge: AdrKnowledge = {
    version: ADR_KNOWLEDGE_VERSION,
    df,
    docCount: docs.length,
    successors,
    logs,
    competitors,
    ...(extra ? { lexicon: extra } : {}),
    bucketsOfLog,
    bucketStarts,
    bucketCount: buckets.length,
  };
  return { knowledge, frames, buckets };
}

/** Keeps the rarest terms and decision stems of a frame: common words weigh little in any match. */
function compactFrame(frame: DecisionFrame, idf: (s: string) => number): void {
  const terms = Object.entries(frame.terms).sort((a, b) => b[1] * idf(b[0]) - a[1] * idf(a[0]) || (a[0] < b[0] ? -1 : 1)).slice(0, KEPT_TERMS);
  frame.terms = wordRecord<number>();
  for (const [s, w] of terms) frame.terms[s] = w;
  frame.takenStems = [...frame.takenStems].sort((a, b) => idf(b) - idf(a) || (a < b ? -1 : 1)).slice(0, KEPT_DECISION_STEMS);
}

function proseSuccessors(docs: (AdrDocInput & { adrId?: string })[], frames: Record<string, DecisionFrame>): Record<string, string[]> {
  // Logs reuse numbers (three 0053s in one folder): a reference goes to the one that shares most words with the referring ADR.
  const byFolderAndNumber = new Map<string, string[]>();
  for (const doc of docs) {
    const n = numberOf(doc);
    if (!n) continue;
    const key = `${folderOf(doc.path)}#${Number(n)}`;
    byFolderAndNumber.set(key, [...(byFolderAndNumber.get(key) ?? []), doc.path]);
  }
  const resolve = (key: string, from: DecisionFrame): string | undefined => {
    const candidates = byFolderAndNumber.get(key) ?? [];
    if (candidates.length < 2) return candidates[0];
    const shared = (path: string) => Object.keys(frames[path].terms).filter((t) => Object.hasOwn(from.terms, t)).length;
    return [...candidates].sort((a, b) => shared(b) - shared(a))[0];
  };
  const successors: Record<string, string[]> = {};
  const link = (from: string, to: string | undefined) => {
    if (!to || to === from) return;
    const list = (successors[from] ??= []);
    if (!list.includes(to)) list.push(to);
  };
  for (const frame of Object.values(frames)) {
    const folder = folderOf(frame.path);
    for (const n of frame.mentions.supersededBy) link(frame.path, resolve(`${folder}#${n}`, frame));
    for (const n of frame.mentions.supersedes) {
      const older = resolve(`${folder}#${n}`, frame);
      if (older) link(older, frame.path);
    }
  }
  return successors;
}

/** IDF lookup over the knowledge's document frequencies (smoothed; unseen stems count as rare). */
export function idfLookup(knowledge: Pick<AdrKnowledge, 'df' | 'docCount'>): (stem: string) => number {
  const n = Math.max(knowledge.docCount, 1);
  return (stem) => Math.log(1 + (n + 1) / ((own(knowledge.df, stem) ?? 0) + 0.5));
}
