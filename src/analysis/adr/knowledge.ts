// Build-time ADR knowledge: every ADR's decision record, term document frequencies, and prose-only supersede links.

import { cleanMarkdown, contentStems, sentences } from '../text/terms.js';
import { type AdrDecisionRecord, type AdrDocInput, extractAdrDecision } from './extract-decision.js';
import { own, wordRecord } from '../text/own.js';

/** Serialisable bundle the worker loads once per isolate. */
export interface AdrKnowledge {
  version: 1;
  records: Record<string, AdrDecisionRecord>;
  /** Number of ADRs each stem's record mentions. */
  df: Record<string, number>;
  docCount: number;
  /** Successors found only in prose ("This ADR has been superseded by ADR-0019"), path → paths. */
  successors: Record<string, string[]>;
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const numberOf = (doc: AdrDocInput & { adrId?: string }) => doc.adrId && /^\d+$/.test(doc.adrId) ? doc.adrId : /(?:^|\/)(?:adr[-_]?)?0*(\d{1,5})[-_. ]/i.exec(doc.path.slice(doc.path.lastIndexOf('/')))?.[1];

/** Extracts every ADR's decision and the corpus statistics the alignment check needs. */
export function buildAdrKnowledge(docs: (AdrDocInput & { adrId?: string })[]): AdrKnowledge {
  const records: Record<string, AdrDecisionRecord> = {};
  const df = wordRecord<number>();
  for (const doc of docs) records[doc.path] = extractAdrDecision(doc);
  addCategoryTerms(docs, records);
  for (const record of Object.values(records)) for (const s of Object.keys(record.terms)) df[s] = (df[s] ?? 0) + 1;
  const byFolderAndNumber = new Map<string, string>();
  for (const doc of docs) {
    const n = numberOf(doc);
    if (n) byFolderAndNumber.set(`${folderOf(doc.path)}#${Number(n)}`, doc.path);
  }
  const successors: Record<string, string[]> = {};
  const link = (from: string, to: string | undefined) => {
    if (!to || to === from) return;
    const list = (successors[from] ??= []);
    if (!list.includes(to)) list.push(to);
  };
  for (const record of Object.values(records)) {
    const folder = folderOf(record.path);
    for (const n of record.mentions.supersededBy) link(record.path, byFolderAndNumber.get(`${folder}#${n}`));
    for (const n of record.mentions.supersedes) {
      const older = byFolderAndNumber.get(`${folder}#${n}`);
      if (older) link(older, record.path);
    }
  }
  return { version: 1, records, df, docCount: docs.length, successors };
}

/** IDF lookup over the knowledge's document frequencies (smoothed; unseen stems count as rare). */
export function idfLookup(knowledge: Pick<AdrKnowledge, 'df' | 'docCount'>): (stem: string) => number {
  const n = Math.max(knowledge.docCount, 1);
  return (stem) => Math.log(1 + (n + 1) / ((own(knowledge.df, stem) ?? 0) + 0.5));
}

/**
 * Lexicon from the docs themselves: for each single-word option an ADR chose (PostgreSQL, Airflow), the
 * words that keep it company across the corpus (database, relational; workflow, scheduler). Adding them
 * to the choosing ADR's terms lets "move out of the relational database" find "To use PostgreSQL".
 */
function addCategoryTerms(docs: AdrDocInput[], records: Record<string, AdrDecisionRecord>): void {
  const products = new Set<string>();
  for (const r of Object.values(records)) for (const c of r.chosen) {
    const stems = contentStems(c);
    if (stems.length === 1) products.add(stems[0]);
  }
  const co = new Map<string, Map<string, number>>();
  const sentenceDf = new Map<string, number>();
  let sentenceCount = 0;
  for (const doc of docs) {
    for (const sentence of sentences(cleanMarkdown(doc.body)).slice(0, 400)) {
      const stems = new Set(contentStems(sentence));
      sentenceCount++;
      for (const s of stems) sentenceDf.set(s, (sentenceDf.get(s) ?? 0) + 1);
      for (const p of stems) {
        if (!products.has(p)) continue;
        let row = co.get(p);
        if (!row) co.set(p, (row = new Map()));
        for (const s of stems) if (s !== p) row.set(s, (row.get(s) ?? 0) + 1);
      }
    }
  }
  const categories = new Map<string, string[]>();
  for (const [p, row] of co) {
    const pCount = sentenceDf.get(p) ?? 1;
    const ranked = [...row.entries()]
      .filter(([, n]) => n >= 3)
      .map(([s, n]) => ({ s, score: (n / pCount) * Math.log(sentenceCount / (sentenceDf.get(s) ?? 1)) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 4);
    categories.set(p, ranked.map((r) => r.s));
  }
  for (const r of Object.values(records)) for (const c of r.chosen) {
    const stems = contentStems(c);
    if (stems.length !== 1) continue;
    for (const s of categories.get(stems[0]) ?? []) r.terms[s] = Math.max(own(r.terms, s) ?? 0, 0.5);
  }
}
