// check_adr_alignment: which ADRs a proposal touches, whether it supports or contradicts each, and
// what is in force. Candidates come from the search engine and from decision frames that name the
// same options; the proposal's project (its decision log) is preferred; superseded ADRs bring their
// successors; a relevance floor, not a fixed count, decides what is reported.
import type { AdrStatus } from '../../docs/types.js';
import type { CompiledLexicon } from '../lexicon/lexicon.js';
import { own } from '../text/own.js';
import type { DecisionFrame } from './decision-frame.js';
import { logOf, matchLogs } from './decision-logs.js';
import { type Alignment, DECISIVE, judge, type Judgement } from './judge.js';
import { type AdrKnowledge, idfLookup } from './knowledge.js';
import { analyzeProposal, type Proposal } from './proposal.js';
import type { FrameSource } from './frame-buckets.js';
import { contentStems } from '../text/terms.js';
import { plainLine } from '../judge/quotes.js';
import { rulesJudge, type RulesLabel } from '../judge/rules-judge.js';
import type { Calibration } from '../judge/calibration.js';
import type { Judge, JudgeCandidate, JudgedBy, ModelCallReport, Verdict } from '../judge/verdict.js';

const stemOf = (word: string): string | undefined => contentStems(word)[0];

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

/** Returns likely ADRs for a text, best first (the search index restricted to ADRs). */
export type CandidateRetriever = (text: string, limit: number) => Candidate[];

export interface AlignmentDeps {
  retrieve: CandidateRetriever;
  lookup: (path: string) => AdrRef | undefined;
  knowledge: AdrKnowledge;
  /** Reads decision frames: whole logs, then candidate paths, within a bucket budget. */
  frames: FrameSource;
  /** Paths of every ADR in the build (the decision logs are read from them). */
  adrPaths: readonly string[];
  lexicon: CompiledLexicon;
  /** Extra candidate paths (e.g. ADRs the client's earlier searches returned). */
  extra?: readonly string[];
  /** Wraps the rules judge in another (the model judge, which falls back to it); the rules judge alone when absent. */
  judge?: (rules: Judge) => Judge;
  /** Which rules labels may speak as verdicts; the bundled calibration when absent, none (the engine's own labels) when null. */
  calibration?: Calibration | null;
  /** Cancels a judge's model call with the tool call. */
  signal?: AbortSignal;
  /** Receives every judged candidate, best first; for evaluation and debugging. */
  trace?: (candidates: readonly { path: string; relevance: number; retrieval: number; overlap: number; judgement: Judgement; home: boolean }[]) => void;
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
  confidence: number;
  reason: string;
  /** The ADR's decision as written (markup removed), at most 600 characters. */
  decision_quote: string;
  judged_by: JudgedBy;
  /** No judge bets on this label: read the decision and answer `question` yourself. */
  needs_judgement: boolean;
  question?: string;
  /** Path of the ADR in force that replaced this one, following supersede chains. */
  superseded_by?: string;
  /** Path of the superseded ADR this one replaced, when that one is reported too. */
  supersedes?: string;
}

export interface AlignmentResult {
  related_adrs: RelatedAdr[];
  /** One line per conflicting ADR still in force: "ADR-14 (accepted) Replace … — reason". */
  conflicts: string[];
  suggestions: string[];
  /** How many candidate ADRs were judged; 0 means nothing was looked at. */
  considered: number;
  /** How the model judge's call went, when one was made (or could not be). */
  model?: ModelCallReport;
  /** The engine's labels of the listed ADRs before calibration, for fitting it. */
  rulesLabels: { path: string; alignment: Alignment; confidence: number; basis?: string }[];
}

const SEARCHED = 40;
/** A proposal's own decision log is read whole when it is at most this big. */
const HOME_SCAN = 300;
/** Of the proposal's own log, how many of the decisions sharing most words with it are judged beyond the search hits. */
const HOME_JUDGED = 12;
const MAX_REPORTED = 10;
/** Share of the best candidate's relevance a reported ADR needs. */
const FLOOR = 0.45;
/** Share of the floor a superseded ADR needs when the ADR that replaced it is reported. */
const PREDECESSOR_SHARE = 0.6;
/** Relevance kept for ADRs outside the proposal's own decision log(s). */
const OTHER_LOG = 0.25;
const OUT_OF_FORCE: ReadonlySet<string> = new Set(['superseded', 'deprecated', 'rejected']);
const label = (ref: Pick<AdrRef, 'adrId' | 'title'>) => (ref.adrId ? `ADR-${ref.adrId}` : ref.title);

interface Scored {
  path: string;
  frame: DecisionFrame;
  retrieval: number;
  overlap: number;
  relevance: number;
  judgement: Judgement;
  status: AdrStatus;
  successor?: string;
}

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

const logPaths = new WeakMap<readonly string[], Map<string, string[]>>();

/** Every ADR path in the given logs (the grouping is built once per list of paths, i.e. per build). */
function pathsInLogs(adrPaths: readonly string[], knowledge: AdrKnowledge, logs: ReadonlySet<string>): string[] {
  let byLog = logPaths.get(adrPaths);
  if (!byLog) {
    byLog = new Map();
    for (const path of adrPaths) {
      const log = logOf(path, knowledge.logs);
      const list = byLog.get(log) ?? [];
      list.push(path);
      byLog.set(log, list);
    }
    logPaths.set(adrPaths, byLog);
  }
  return [...logs].flatMap((log) => byLog!.get(log) ?? []);
}

/** Direct predecessors of an ADR: the ones that name it as their successor. */
function predecessorsOf(path: string, deps: AlignmentDeps, pool: readonly string[]): string[] {
  return pool.filter((p) => p !== path && ((deps.lookup(p)?.supersededBy ?? []).includes(path) || (deps.knowledge.successors[p] ?? []).includes(path)));
}

function overlapOf(p: Proposal, frame: DecisionFrame, idf: (s: string) => number): number {
  let sum = 0;
  for (const s of p.stems) if (own(frame.terms, s) !== undefined) sum += idf(s) * frame.terms[s];
  for (const s of p.contextStems) if (!p.stems.has(s) && own(frame.terms, s) !== undefined) sum += 0.3 * idf(s) * frame.terms[s];
  return sum / (4 + Math.sqrt(Object.keys(frame.terms).length));
}

/** Words of the proposal (and, fewer, of its context), rarest first: a long query costs the engine time and adds little. */
const QUERY_WORDS = 14;
const CONTEXT_WORDS = 5;

function searchQuery(description: string, context: string, known: Readonly<Record<string, number>>, idf: (s: string) => number): string {
  const pick = (text: string, limit: number, skip: Set<string>) => {
    const seen = new Map<string, { word: string; weight: number }>();
    for (const word of text.match(/[A-Za-z][\w.+#-]*[A-Za-z0-9]|[A-Za-z]/g) ?? []) {
      const s = stemOf(word);
      // A word no ADR uses cannot find one, and would send the engine looking for typo corrections.
      if (!s || skip.has(s) || seen.has(s) || !Object.hasOwn(known, s)) continue;
      seen.set(s, { word, weight: idf(s) });
    }
    return [...seen.entries()].sort((a, b) => b[1].weight - a[1].weight).slice(0, limit);
  };
  const fromDescription = pick(description, QUERY_WORDS, new Set());
  const fromContext = pick(context, CONTEXT_WORDS, new Set(fromDescription.map(([s]) => s)));
  return [...fromDescription, ...fromContext].map(([, v]) => v.word).join(' ');
}

/** Classifies a proposed decision against the ADRs it touches. */
export async function checkAdrAlignment(input: AlignmentInput, deps: AlignmentDeps): Promise<AlignmentResult> {
  const description = input.decision_description.trim();
  const context = input.decision_context?.trim() ?? '';
  const { knowledge, lexicon } = deps;
  const proposal = analyzeProposal(description, context, lexicon);
  const idf = idfLookup(knowledge);
  const logs = matchLogs(proposal.contextStems, proposal.stems, knowledge.logs);

  const isAdr = (path: string) => deps.lookup(path) !== undefined;
  const retrieval = new Map<string, number>();
  const addHits = (hits: Candidate[], weight: number) => {
    const top = hits[0]?.score ?? 0;
    for (const h of hits) {
      if (!isAdr(h.path)) continue;
      const r = top > 0 ? (weight * h.score) / top : 0;
      retrieval.set(h.path, Math.max(retrieval.get(h.path) ?? 0, r));
    }
  };
  addHits(deps.retrieve(searchQuery(description, context, knowledge.df, idf), SEARCHED), 1);
  for (const path of deps.extra ?? []) if (isAdr(path) && !retrieval.has(path)) retrieval.set(path, 0.3);
  // Successors of every candidate are candidates too.
  for (const path of [...retrieval.keys()]) {
    const successor = successorOf(path, deps);
    if (successor && !retrieval.has(successor)) retrieval.set(successor, 0.5 * retrieval.get(path)!);
  }

  // The frames of the proposal's own log(s) and of the candidates.
  const homePaths = logs.home.size ? pathsInLogs(deps.adrPaths, knowledge, logs.home) : [];
  // The home logs whole, then the candidates, best first: a source may not read them all.
  const byBest = [...retrieval.entries()].sort((a, b) => b[1] - a[1]).map(([p]) => p);
  const frames = await deps.frames(homePaths.length <= HOME_SCAN ? [...logs.home] : [], byBest);
  // The search engine misses decisions phrased in other words; the proposal's own log is small enough to read whole.
  // Only the log's decisions that share the most words with the proposal are judged: judging is the costly step.
  if (homePaths.length <= HOME_SCAN) {
    const byOverlap = homePaths.filter((path) => !retrieval.has(path) && frames[path]).map((path) => ({ path, overlap: overlapOf(proposal, frames[path], idf) })).filter((x) => x.overlap > 0);
    byOverlap.sort((a, b) => b.overlap - a.overlap);
    for (const { path } of byOverlap.slice(0, HOME_JUDGED)) retrieval.set(path, 0);
  }

  const judgeDeps = { idf, lexicon, mined: knowledge.competitors };
  const scored: Scored[] = [];
  for (const [path, r] of retrieval) {
    const frame = frames[path];
    const ref = deps.lookup(path);
    if (!frame || !ref) continue;
    const successor = successorOf(path, deps);
    const status: AdrStatus = successor && (!ref.status || !OUT_OF_FORCE.has(ref.status)) ? 'superseded' : (ref.status ?? 'unknown');
    const judgement = judge(proposal, frame, status, judgeDeps);
    scored.push({ path, frame, retrieval: r, overlap: overlapOf(proposal, frame, idf), relevance: 0, judgement, status, successor });
  }
  const maxOverlap = Math.max(1e-9, ...scored.map((s) => s.overlap));
  for (const s of scored) {
    const decisive = Math.max(s.judgement.support, s.judgement.conflict);
    let relevance = 0.5 * s.retrieval + 0.3 * (s.overlap / maxOverlap) + 0.2 * decisive;
    if (logs.home.size) relevance *= logs.home.has(logOf(s.path, knowledge.logs)) ? 1 : OTHER_LOG;
    s.relevance = relevance;
  }
  scored.sort((a, b) => b.relevance - a.relevance);
  deps.trace?.(scored.map((s) => ({ path: s.path, relevance: s.relevance, retrieval: s.retrieval, overlap: s.overlap, judgement: s.judgement, home: logs.home.has(logOf(s.path, knowledge.logs)) })));

  const top = scored[0]?.relevance ?? 0;
  const kept = scored.filter((s) => s.relevance >= top * FLOOR).slice(0, MAX_REPORTED);
  const byPath = new Map(scored.map((s) => [s.path, s]));
  const ordered: Scored[] = [];
  const place = (s: Scored) => {
    if (!ordered.includes(s)) ordered.push(s);
  };
  for (const s of kept) {
    // A superseded decision is read beside the one that replaced it, whichever of the two was found.
    for (const older of scored) if (older.successor === s.path && older.relevance >= top * FLOOR * PREDECESSOR_SHARE) place(older);
    place(s);
    const next = s.successor ? byPath.get(s.successor) : undefined;
    if (next) place(next);
  }
  inferFromPredecessors(ordered, deps);

  const candidates = ordered.map((s) => judgeCandidate(s, deps));
  const labels = new Map<string, RulesLabel>(ordered.map((s) => [s.path, { ...s.judgement, quote: s.frame.quote }]));
  const rules = rulesJudge(labels, proposalQuote(proposal, description), deps.calibration);
  const judged = await (deps.judge ? deps.judge(rules) : rules).judge({ proposal: description, ...(context ? { context } : {}), candidates }, deps.signal);
  const related = ordered.map((s, i): RelatedAdr => {
    const ref = deps.lookup(s.path)!;
    const verdict = judged.verdicts[i];
    const replaced = predecessorsOf(s.path, deps, ordered.map((o) => o.path))[0];
    return {
      uri: ref.uri,
      path: s.path,
      title: ref.title,
      adr_id: ref.adrId ?? null,
      status: s.status,
      alignment: verdict.alignment,
      confidence: verdict.confidence,
      reason: reasonOf(verdict),
      decision_quote: s.frame.decision,
      judged_by: verdict.judged_by,
      needs_judgement: verdict.needs_judgement,
      ...(verdict.question ? { question: verdict.question } : {}),
      ...(s.successor ? { superseded_by: s.successor } : {}),
      ...(replaced ? { supersedes: replaced } : {}),
    };
  });
  const suggestions = suggest(related, deps);
  if (judged.model?.note) suggestions.push(judged.model.note);
  return {
    related_adrs: related,
    conflicts: conflictLines(related, deps),
    suggestions,
    considered: scored.length,
    ...(judged.model ? { model: judged.model } : {}),
    rulesLabels: ordered.map((s) => ({ path: s.path, alignment: s.judgement.alignment, confidence: s.judgement.confidence, ...(s.judgement.basis ? { basis: s.judgement.basis } : {}) })),
  };
}

/** What a judge reads about one reported ADR. */
function judgeCandidate(s: Scored, deps: AlignmentDeps): JudgeCandidate {
  const ref = deps.lookup(s.path)!;
  const rule = (r: DecisionFrame['rules'][number]) => `${r.polarity === 1 ? 'must' : 'must not'}: ${r.text}`;
  return {
    path: s.path,
    title: ref.title,
    ...(ref.adrId ? { adr_id: ref.adrId } : {}),
    status: s.status,
    ...(s.successor ? { successor: s.successor } : {}),
    decision: s.frame.decision,
    frame: { chosen: s.frame.chosen.map((c) => c.text), alternatives: s.frame.alternatives.map((a) => a.text), rules: s.frame.rules.map(rule) },
  };
}

/** The proposal's own words a rules verdict rests on: the sentences that propose something. */
function proposalQuote(proposal: Proposal, description: string): string {
  return plainLine(proposal.proposing || description, 300);
}

/** A verdict's reason as the answer gives it: a model's with the two quotes that ground it. */
function reasonOf(v: Verdict): string {
  if (v.judged_by === 'rules') return v.reason;
  return `${v.reason} ADR: "${v.adr_quote}"; proposal: "${v.proposal_quote}".`;
}

/**
 * A proposal that follows a superseded decision departs from the one that replaced it, even when the
 * replacement's own words give no direct evidence: that is what replacing a decision means.
 */
function inferFromPredecessors(ordered: Scored[], deps: AlignmentDeps): void {
  for (const old of ordered) {
    if (!old.successor || old.judgement.alignment !== 'supports' || old.judgement.support < DECISIVE) continue;
    const current = ordered.find((s) => s.path === old.successor);
    if (!current || current.judgement.alignment !== 'related' || current.judgement.support >= DECISIVE) continue;
    const oldRef = deps.lookup(old.path);
    current.judgement = {
      ...current.judgement,
      alignment: 'conflicts',
      confidence: Math.round(0.8 * old.judgement.confidence * 100) / 100,
      reason: `Follows ${oldRef ? label(oldRef) : old.path} ("${old.frame.quote}"), which this ADR replaced: "${current.frame.quote}"`,
      basis: 'successor',
    };
  }
}

function conflictLines(related: RelatedAdr[], deps: AlignmentDeps): string[] {
  return related
    .filter((r) => r.alignment === 'conflicts' && !OUT_OF_FORCE.has(r.status))
    .map((r) => `${label(deps.lookup(r.path) ?? { adrId: r.adr_id ?? undefined, title: r.title })} (${r.status}) ${r.title} — ${r.reason}`);
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
  const open = related.filter((r) => r.needs_judgement).length;
  if (open) out.push(`${open} of these ADRs need your judgement: read each one's decision_quote and answer its question before relying on the proposal.`);
  else if (related.length && !related.some((r) => r.alignment !== 'related')) out.push('Related ADRs exist but none takes a side on this proposal; cite them in a new ADR if you go ahead.');
  return [...new Set(out)];
}
