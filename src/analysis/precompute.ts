// Build-time analysis data stored beside the search index: every ADR's extracted decision and
// the corpus statistics alignment needs, and every pattern's names and rules. Read back with zod.
import { z } from 'zod';
import type { ManifestDoc, ParsedDoc } from '../docs/types';
import { ADR_KNOWLEDGE_VERSION, buildAdrKnowledge } from './adr/knowledge';
import type { AdrKnowledge } from './adr/knowledge';
import type { FrameBucket } from './adr/frame-buckets';
import { lexiconWith } from './lexicon/builtin';
import type { LexiconData } from './lexicon/lexicon-schema';
import { codeSamples, patternNames } from './patterns/pattern-doc';
import { derivePatternRules } from './patterns/derive-rules';
import type { DerivedRule } from './patterns/derive-rules';
import { catalogueEntryFor, invariantsFor, type PatternInvariant } from './patterns/catalogue';
import { explainDeclaredRules, type DocExplanation } from './patterns/rule-explanations';
import { parsePatternRules } from './patterns/rule-schema';

export const ANALYSIS_DATA_VERSION = 4;

/** A pattern doc as name resolution needs it, loaded with the analysis data; its rules are read on demand. */
export interface PatternEntry {
  path: string;
  uri: string;
  title: string;
  /** Every name the doc answers to, including "Also known as" entries. */
  aliases: string[];
  /** Only the front-matter keys validation reads (rules, shortTitle, aliases). */
  frontMatter: Record<string, unknown>;
  languages: string[];
  hasRules: boolean;
  /** The bucket holding this pattern's checks. */
  rulesBucket: number;
}

/** What validation checks for one pattern doc. */
export interface PatternRules {
  derived: DerivedRule[];
  /** Invariants from the pattern catalogue, tied to the doc's own sentences; empty when the catalogue has no entry. */
  invariants: PatternInvariant[];
  /** The participants the catalogue says the pattern needs. */
  participants?: string;
  /** By declared rule id, where the doc explains the rule in its own words (absent when it explains none). */
  explanations?: Record<string, DocExplanation>;
}

/** Pattern rules by doc path, as one bucket holds them. */
export type PatternRulesBucket = Record<string, PatternRules>;

/** A rules bucket's size in JSON bytes, above which a new one starts. */
const RULES_BUCKET_BYTES = 128 * 1024;

export interface AnalysisData {
  version: typeof ANALYSIS_DATA_VERSION;
  adr: AdrKnowledge;
  patterns: PatternEntry[];
}

/** A build's analysis: the data loaded once per isolate, and ADR frames and pattern rules in buckets read on demand. */
export interface PrecomputedAnalysis {
  data: AnalysisData;
  frameBuckets: FrameBucket[];
  patternBuckets: PatternRulesBucket[];
}

/** Checks the shape of analysis data read from KV; the inner records are trusted build output. */
export const analysisDataSchema = z.object({
  version: z.literal(ANALYSIS_DATA_VERSION),
  adr: z.object({
    version: z.literal(ADR_KNOWLEDGE_VERSION),
    bucketsOfLog: z.record(z.string(), z.array(z.number().int().nonnegative())),
    bucketStarts: z.record(z.string(), z.array(z.string())),
    bucketCount: z.number().int().nonnegative(),
    df: z.record(z.string(), z.number()),
    docCount: z.number(),
    successors: z.record(z.string(), z.array(z.string())),
    logs: z.record(z.string(), z.object({ count: z.number(), terms: z.record(z.string(), z.number()) })),
    competitors: z.object({ rivals: z.record(z.string(), z.array(z.string())), labels: z.record(z.string(), z.string()) }),
    lexicon: z.unknown().optional(),
  }),
  patterns: z.array(
    z.object({
      path: z.string(),
      uri: z.string(),
      title: z.string(),
      aliases: z.array(z.string()),
      frontMatter: z.record(z.string(), z.unknown()),
      languages: z.array(z.string()),
      hasRules: z.boolean(),
      rulesBucket: z.number().int().nonnegative(),
    }),
  ),
});

/** Precomputes the analysis data for a build (docs in manifest order). */
export function precomputeAnalysis(parsed: readonly ParsedDoc[], manifest: readonly ManifestDoc[], options: { alternatives?: LexiconData } = {}): PrecomputedAnalysis {
  const parsedByPath = new Map(parsed.map((p) => [p.path, p]));
  const adrs = manifest.filter((m) => m.kind === 'adr' && parsedByPath.has(m.path));
  const lexicon = lexiconWith(options.alternatives);
  const adr = buildAdrKnowledge(adrs.map((m) => ({ ...parsedByPath.get(m.path)!, adrId: m.adrId })), lexicon, options.alternatives);
  const patterns: PatternEntry[] = [];
  const patternBuckets: PatternRulesBucket[] = [];
  let bucket: PatternRulesBucket = {};
  let bucketBytes = 0;
  for (const m of manifest.filter((x) => x.kind === 'pattern' && parsedByPath.has(x.path))) {
    const doc = parsedByPath.get(m.path)!;
    const { rules, shortTitle, aliases } = doc.frontMatter as Record<string, unknown>;
    const names = patternNames(doc);
    const declared = Array.isArray(rules) && rules.length > 0;
    const entry = declared ? undefined : catalogueEntryFor([m.path.split('/').slice(-2, -1)[0] ?? '', m.path.split('/').pop()!.replace(/\.[^.]+$/, ''), ...names.primary, ...names.aliases]);
    const explanations = declared ? explainDeclaredRules(doc.body, doc.sections, parsePatternRules(doc.frontMatter).rules.map((r) => r.id)) : {};
    const checks: PatternRules = {
      derived: declared || entry ? [] : derivePatternRules(doc),
      invariants: entry ? invariantsFor(entry, doc.body) : [],
      ...(entry ? { participants: entry.participants } : {}),
      ...(Object.keys(explanations).length ? { explanations } : {}),
    };
    const bytes = JSON.stringify(checks).length;
    if (bucketBytes > 0 && bucketBytes + bytes > RULES_BUCKET_BYTES) {
      patternBuckets.push(bucket);
      bucket = {};
      bucketBytes = 0;
    }
    bucket[m.path] = checks;
    bucketBytes += bytes;
    patterns.push({
      path: m.path,
      uri: m.uri,
      title: m.title,
      aliases: [...new Set([...m.aliases, ...names.aliases])],
      frontMatter: { ...(rules !== undefined ? { rules } : {}), ...(shortTitle !== undefined ? { shortTitle } : {}), ...(aliases !== undefined ? { aliases } : {}) },
      languages: [...new Set(codeSamples(doc.body).map((s) => s.language).filter(Boolean))],
      hasRules: declared,
      rulesBucket: patternBuckets.length,
    });
  }
  if (bucketBytes > 0) patternBuckets.push(bucket);
  return { data: { version: ANALYSIS_DATA_VERSION, adr: adr.knowledge, patterns }, frameBuckets: adr.buckets, patternBuckets };
}
