// Build-time ADR knowledge: a decision frame per ADR, term statistics, what each decision log is
// about (to tell which project a proposal belongs to), prose-only supersede links, and which
// options the docs themselves set against each other.
import type { CompiledLexicon } from '../lexicon/lexicon.js';
import type { LexiconData } from '../lexicon/lexicon-schema.js';
import { own, wordRecord } from '../text/own.js';
import { type AdrDocInput, type DecisionFrame, extractDecisionFrame } from './decision-frame.js';
import { mineCompetitors, type MinedCompetitors } from './mined-alternatives.js';
import { buildLogProfiles, type LogProfile } from './decision-logs.js';

export const ADR_KNOWLEDGE_VERSION = 2;

/** Serialisable bundle the worker loads once per isolate. */
export interface AdrKnowledge {
  version: typeof ADR_KNOWLEDGE_VERSION;
  frames: Record<string, DecisionFrame>;
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
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const numberOf = (doc: AdrDocInput & { adrId?: string }) =>
  doc.adrId && /^\d+$/.test(doc.adrId) ? doc.adrId : /(?:^|\/)(?:adr[-_]?)?0*(\d{1,5})[-_. ]/i.exec(doc.path.slice(doc.path.lastIndexOf('/')))?.[1];

/** Extracts every ADR's decision frame and the corpus statistics alignment needs. */
export function buildAdrKnowledge(docs: (AdrDocInput & { adrId?: string })[], lexicon: CompiledLexicon, extra?: LexiconData): AdrKnowledge {
  const frames: Record<string, DecisionFrame> = {};
  const df = wordRecord<number>();
  for (const doc of docs) frames[doc.path] = extractDecisionFrame(doc, lexicon);
  for (const frame of Object.values(frames)) for (const s of Object.keys(frame.terms)) df[s] = (df[s] ?? 0) + 1;
  return {
    version: ADR_KNOWLEDGE_VERSION,
    frames,
    df,
    docCount: docs.length,
    successors: proseSuccessors(docs, frames),
    logs: buildLogProfiles(Object.values(frames)),
    competitors: mineCompetitors(Object.values(frames)),
    ...(extra ? { lexicon: extra } : {}),
  };
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
