// check_adr_alignment: which ADRs cover a proposal, whether it supports or contradicts them, and what is in force.

import type { AdrStatus } from '../../docs/types.js';
import { classifyAlignment, type Alignment } from './classify.js';
import { type AdrKnowledge, idfLookup } from './knowledge.js';
import { contentStems } from '../text/terms.js';
import { analyzeProposal } from './proposal.js';
import { own } from '../text/own.js';

/** What the engine needs to know about an ADR without reading it; a ManifestDoc satisfies it. */
export interface AdrRef {
  uri: string;
  path: string;
  title: string;
  adrId?: string;
  status?: AdrStatus;
  supersededBy: string[];
}

export interface Candidate {
  path: string;
  score: number;
}

/** Returns likely ADRs for a text, best first (typically the search index restricted to ADRs). */
export type CandidateRetriever = (text: string, limit: number) => Candidate[];

export interface AlignmentDeps {
  retrieve: CandidateRetriever;
  lookup: (path: string) => AdrRef | undefined;
  knowledge: AdrKnowledge;
  /** Receives every candidate's relevance numbers; for evaluation and debugging. */
  trace?: (ranked: { path: string; relevance: number; overlap: number; distinctive: number; retrieval: number }[]) => void;
}

export interface AlignmentInput {
  decision_description: string;
  decision_context?: string;
}

export interface RelatedAdr {
  uri: string;
  path: string;
  title: string;
  adr_id: string | null;
  status: AdrStatus;
  alignment: Alignment;
  reason: string;
  /** Path of the ADR in force that replaced this one, following supersede chains. */
  superseded_by?: string;
}

export interface AlignmentResult {
  related_adrs: RelatedAdr[];
  /** One line per conflicting ADR still in force: "ADR-14 (accepted) Replace … — reason". */
  conflicts: string[];
  suggestions: string[];
  /** How many candidate ADRs were read and classified; 0 means nothing was looked at. */
  considered: number;
}

const CANDIDATES = 30;
const MAX_REPORTED = 5;
/** Share of the best candidate's relevance another ADR needs to be reported, in the same decision log and elsewhere. */
const SAME_LOG_RATIO = 0.65;
const OTHER_LOG_RATIO = 0.85;
const OUT_OF_FORCE: ReadonlySet<string> = new Set(['superseded', 'deprecated', 'rejected']);
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const label = (ref: AdrRef) => (ref.adrId ? `ADR-${ref.adrId}` : ref.title);

/** The ADR in force at the end of a supersede chain (cycle-safe), or undefined when `path` is in force. */
function successorOf(path: string, deps: AlignmentDeps): string | undefined {
  let current = path;
  const seen = new Set([path]);
  for (;;) {
    const ref = deps.lookup(current);
    const next = [...(ref?.supersededBy ?? []), ...(deps.knowledge.successors[current] ?? [])].find((p) => !seen.has(p) && deps.lookup(p));
    if (!next) return current === path ? undefined : current;
    seen.add(next);
    current = next;
  }
}

/**
 * Classifies a proposed decision against the ADRs it touches. Candidates come from `retrieve`, are kept
 * only when their decision shares rare terms with the proposal (relative to the best candidate, and
 * stricter outside the best candidate's decision log), and superseded ones bring their successor along.
 */
export function checkAdrAlignment(input: AlignmentInput, deps: AlignmentDeps): AlignmentResult {
  const description = input.decision_description.trim();
  const context = input.decision_context?.trim() ?? '';
  const proposal = analyzeProposal(description, context);
  const idf = idfLookup(deps.knowledge);
  // A stem in at most ~12 % of ADRs says what an ADR is about. A small decision log shares its
  // vocabulary more (20 ADRs about one platform all say "service"), so the share grows towards
  // ~25 % as the log shrinks below 200 ADRs.
  const n = deps.knowledge.docCount;
  const rareDf = Math.max(2, n * (0.12 + 0.13 * Math.max(0, 1 - n / 200)));
  const rare = (s: string) => (own(deps.knowledge.df, s) ?? 0) <= rareDf;
  const candidates = deps.retrieve(`${description}\n${context}`, CANDIDATES).filter((c) => deps.knowledge.records[c.path]);
  const topScore = candidates[0]?.score ?? 0;

  const sizes = candidates.map((c) => Object.keys(deps.knowledge.records[c.path].terms).length);
  const avgSize = sizes.reduce((a, b) => a + b, 0) / Math.max(sizes.length, 1);
  const named = new Set([...proposal.stems, ...proposal.contextStems]);
  const scored = candidates.map((c, i) => {
    const terms = deps.knowledge.records[c.path].terms;
    let overlap = 0;
    let distinctive = 0;
    for (const s of proposal.stems) if (own(terms, s) !== undefined) {
      overlap += idf(s) * terms[s];
      if (rare(s)) distinctive++;
    }
    for (const s of proposal.contextStems) if (own(terms, s) !== undefined && !proposal.stems.has(s)) {
      overlap += 0.5 * idf(s) * terms[s];
      if (rare(s)) distinctive++;
    }
    // Long ADRs share words with anything; damp them as BM25 damps long documents.
    overlap /= 0.5 + (0.5 * sizes[i]) / Math.max(avgSize, 1);
    // The context often names the system ("Raster Foundry", "modular-monolith-with-ddd"): favour its decision log.
    const folderStems = contentStems(folderOf(c.path).replace(/\b(docs?|adrs?|architecture|decisions?|records?|documentation|wiki)\b/gi, ' '));
    const pathMatch = folderStems.length ? folderStems.filter((s) => named.has(s)).length / folderStems.length : 0;
    return { ...c, overlap, distinctive, pathMatch, retrieval: topScore > 0 ? c.score / topScore : 0 };
  });
  const maxOverlap = Math.max(0, ...scored.map((s) => s.overlap));
  const ranked = scored
    .map((s) => ({ ...s, relevance: 0.6 * (maxOverlap > 0 ? s.overlap / maxOverlap : 0) + 0.4 * s.retrieval + 0.3 * s.pathMatch }))
    .sort((a, b) => b.relevance - a.relevance);
  deps.trace?.(ranked);
  const home = ranked[0] ? folderOf(ranked[0].path) : '';
  const top = ranked[0]?.relevance ?? 0;
  const kept = ranked.filter((s) => s.distinctive >= 2 && s.relevance >= top * (folderOf(s.path) === home ? SAME_LOG_RATIO : OTHER_LOG_RATIO)).slice(0, MAX_REPORTED);

  const paths = kept.map((k) => k.path);
  for (const path of [...paths]) {
    const successor = successorOf(path, deps);
    if (successor && !paths.includes(successor) && deps.knowledge.records[successor]) paths.push(successor);
  }

  const related: RelatedAdr[] = [];
  for (const path of paths) {
    const ref = deps.lookup(path);
    const record = deps.knowledge.records[path];
    if (!ref || !record) continue;
    const successor = successorOf(path, deps);
    const status: AdrStatus = successor && (!ref.status || !OUT_OF_FORCE.has(ref.status)) ? 'superseded' : (ref.status ?? 'unknown');
    const { alignment, reason } = classifyAlignment(proposal, record, status, idf);
    related.push({ uri: ref.uri, path, title: ref.title, adr_id: ref.adrId ?? null, status, alignment, reason, ...(successor ? { superseded_by: successor } : {}) });
  }
  return { related_adrs: related, conflicts: conflictLines(related, deps), suggestions: suggest(related, deps), considered: candidates.length };
}

function conflictLines(related: RelatedAdr[], deps: AlignmentDeps): string[] {
  return related
    .filter((r) => r.alignment === 'conflicts' && !OUT_OF_FORCE.has(r.status))
    .map((r) => `${label(deps.lookup(r.path) ?? { ...r, adrId: r.adr_id ?? undefined, supersededBy: [] })} (${r.status}) ${r.title} — ${r.reason}`);
}

function suggest(related: RelatedAdr[], deps: AlignmentDeps): string[] {
  const out: string[] = [];
  const name = (path: string) => {
    const ref = deps.lookup(path);
    return ref ? `${label(ref)} (${ref.path})` : path;
  };
  for (const r of related) {
    if (r.alignment === 'conflicts' && !OUT_OF_FORCE.has(r.status)) out.push(`The proposal contradicts ${name(r.path)}, which is ${r.status}. Change the proposal to fit it, or write an ADR that supersedes ${name(r.path)} and explains why.`);
    if (r.superseded_by && r.alignment === 'supports') out.push(`${name(r.path)} supports this, but it was superseded by ${name(r.superseded_by)}; check the proposal against the decision in force.`);
    if (r.status === 'rejected' && r.alignment !== 'related') out.push(`${name(r.path)} was rejected; read its reasons before reopening the option.`);
  }
  if (!related.length) out.push('No ADR covers this decision. If it is significant, record it as a new ADR.');
  else if (!related.some((r) => r.alignment !== 'related')) out.push('Related ADRs exist but none takes a side on this proposal; cite them in a new ADR if you go ahead.');
  return [...new Set(out)];
}
