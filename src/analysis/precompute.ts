// Build-time analysis data stored beside the search index: every ADR's extracted decision and
// the corpus statistics alignment needs, and every pattern's names and rules. Read back with zod.
import { z } from 'zod';
import type { ManifestDoc, ParsedDoc } from '../docs/types';
import { ADR_KNOWLEDGE_VERSION, buildAdrKnowledge } from './adr/knowledge';
import type { AdrKnowledge } from './adr/knowledge';
import { lexiconWith } from './lexicon/builtin';
import type { LexiconData } from './lexicon/lexicon-schema';
import { codeSamples, patternNames } from './patterns/pattern-doc';
import { derivePatternRules } from './patterns/derive-rules';
import type { DerivedRule } from './patterns/derive-rules';
import { catalogueEntryFor, invariantsFor, type PatternInvariant } from './patterns/catalogue';

export const ANALYSIS_DATA_VERSION = 2;

/** A pattern doc as the validator needs it at run time, without its body. */
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
  derived: DerivedRule[];
  /** Invariants from the pattern catalogue, tied to the doc's own sentences; empty when the catalogue has no entry. */
  invariants: PatternInvariant[];
  /** The participants the catalogue says the pattern needs. */
  participants?: string;
}

export interface AnalysisData {
  version: typeof ANALYSIS_DATA_VERSION;
  adr: AdrKnowledge;
  patterns: PatternEntry[];
}

/** Checks the shape of analysis data read from KV; the inner records are trusted build output. */
export const analysisDataSchema = z.object({
  version: z.literal(ANALYSIS_DATA_VERSION),
  adr: z.object({
    version: z.literal(ADR_KNOWLEDGE_VERSION),
    frames: z.record(z.string(), z.unknown()),
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
      derived: z.array(z.unknown()),
      invariants: z.array(z.object({ id: z.string(), check: z.string(), rule: z.string(), why: z.string(), fix: z.string() }).loose()),
      participants: z.string().optional(),
    }),
  ),
});

/** Precomputes the analysis data for a build (docs in manifest order). */
export function precomputeAnalysis(parsed: readonly ParsedDoc[], manifest: readonly ManifestDoc[], options: { alternatives?: LexiconData } = {}): AnalysisData {
  const parsedByPath = new Map(parsed.map((p) => [p.path, p]));
  const adrs = manifest.filter((m) => m.kind === 'adr' && parsedByPath.has(m.path));
  const lexicon = lexiconWith(options.alternatives);
  const adr = buildAdrKnowledge(adrs.map((m) => ({ ...parsedByPath.get(m.path)!, adrId: m.adrId })), lexicon, options.alternatives);
  const patterns = manifest
    .filter((m) => m.kind === 'pattern' && parsedByPath.has(m.path))
    .map((m): PatternEntry => {
      const doc = parsedByPath.get(m.path)!;
      const { rules, shortTitle, aliases } = doc.frontMatter as Record<string, unknown>;
      const names = patternNames(doc);
      const declared = Array.isArray(rules) && rules.length > 0;
      const entry = declared ? undefined : catalogueEntryFor([m.path.split('/').slice(-2, -1)[0] ?? '', m.path.split('/').pop()!.replace(/\.[^.]+$/, ''), ...names.primary, ...names.aliases]);
      return {
        path: m.path,
        uri: m.uri,
        title: m.title,
        aliases: [...new Set([...m.aliases, ...names.aliases])],
        frontMatter: { ...(rules !== undefined ? { rules } : {}), ...(shortTitle !== undefined ? { shortTitle } : {}), ...(aliases !== undefined ? { aliases } : {}) },
        languages: [...new Set(codeSamples(doc.body).map((s) => s.language).filter(Boolean))],
        hasRules: declared,
        derived: declared || entry ? [] : derivePatternRules(doc),
        invariants: entry ? invariantsFor(entry, doc.body) : [],
        ...(entry ? { participants: entry.participants } : {}),
      };
    });
  return { version: ANALYSIS_DATA_VERSION, adr, patterns };
}
