// validate_against_pattern: checks a code snippet against a design pattern as the organisation's
// docs define it — declared rules from the pattern's front matter, or checks derived from the doc.
import { z } from 'zod';
import { appliedRuleTexts, CODE_LANGUAGE_ALIASES, CODE_LANGUAGES, judgePatternWithModel, normalizeLanguage, resolvePatternName, validateAgainstPattern } from '../analysis';
import type { PatternEntry } from '../analysis/precompute';
import { describeScope } from '../docs/applies-to';
import { ToolError } from '../errors';
import type { ScopeFilter } from '../search';
import type { LoadedBundle } from '../storage/bundle-loader';
import { appliesAt, callScope, docNumber } from './call-scope';
import { buildIdField, docLinkFields, filteredOutField, forPathField, serviceField } from './fields';
import { defineTool } from './types';

/** Longest `language` name read; past it the length is the error. */
const MAX_LANGUAGE_CHARS = 40;

const inputSchema = z
  .object({
    code: z.string().min(1).max(50_000),
    pattern_name: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .describe('The pattern, by name or alias as the docs call it, e.g. "circuit breaker".'),
    language: z
      .string()
      .max(MAX_LANGUAGE_CHARS)
      // Checked here rather than as an enum: the aliases stay accepted and the refusal lists them.
      .refine((name) => name.length > MAX_LANGUAGE_CHARS || normalizeLanguage(name) !== undefined, { error: (issue) => unsupportedLanguage(issue.input) })
      .optional()
      .describe(`${CODE_LANGUAGES.join(', ')}; detected when omitted.`),
    for_path: forPathField,
    service: serviceField,
  })
  .strict();

/** Why a `language` is refused: the value sent, the languages checked, and the other names accepted for them. */
function unsupportedLanguage(sent: unknown): string {
  const supported = `${CODE_LANGUAGES.slice(0, -1).join(', ')} or ${CODE_LANGUAGES.at(-1)}`;
  return `${JSON.stringify(sent)} is not a language this tool checks; use ${supported} (also accepted: ${CODE_LANGUAGE_ALIASES.join(', ')}), or leave language out to have it detected`;
}

const outputSchema = z.object({
  compliant: z.boolean().describe('No error-level violation.'),
  pattern: z.object({ name: z.string(), uri: z.string().optional(), path: z.string(), ...docLinkFields }),
  language: z.string(),
  violations: z.array(
    z.object({
      rule: z.string(),
      description: z.string(),
      severity: z.enum(['error', 'warning']),
      line: z.number().optional(),
      why: z.string().optional(),
      fix: z.string().optional(),
      doc_section: z.string().optional(),
    }),
  ),
  suggestions: z.array(z.string()),
  checks_applied: z
    .array(z.object({ rule: z.string(), source: z.enum(['declared', 'catalogue', 'derived']), passed: z.boolean() }))
    .describe('Every check run: declared in the doc\'s front matter, from the pattern catalogue, or derived from the doc\'s text and samples.'),
  rule_problems: z.array(z.string()),
  judged_by: z.string().describe('"rules" or "model:<model id>".'),
  filtered_out: filteredOutField,
  build_id: buildIdField,
});

export const validateAgainstPatternTool = defineTool({
  name: 'validate_against_pattern',
  title: 'Validate code against a design pattern',
  description:
    "Check whether code follows one of the organisation's documented design patterns (e.g. singleton, repository, circuit breaker). " +
    'Returns compliant, each violation with its rule, severity, line and fix, and suggestions. ' +
    'An unknown pattern name gets an error listing close names, or the patterns there are when none is close.',
  version: '1.1.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const analysis = await ctx.bundle.analysis();
    const scope = callScope(ctx.bundle, input, input.language);
    const patterns = scopedPatterns(analysis.patterns, scope, ctx.bundle);
    const resolved = resolvePatternName<PatternEntry & { body?: string }>(input.pattern_name, patterns, { language: input.language });
    if (!resolved.ok && patterns !== analysis.patterns) notApplicable(input.pattern_name, analysis.patterns, scope, ctx.bundle);
    if (!resolved.ok) {
      throw new ToolError(
        resolved.message,
        'unknown_pattern',
        { suggestions: resolved.suggestions },
      );
    }
    const entry = resolved.pattern;
    const checks = await ctx.bundle.patternRules(entry);
    const result = validateAgainstPattern(
      { code: input.code, language: input.language },
      { path: entry.path, uri: entry.uri, title: entry.title, body: '', frontMatter: entry.frontMatter, aliases: entry.aliases },
      checks,
    );
    const pattern = { ...result.pattern, ...ctx.links?.of(entry) };
    const filtered_out = analysis.patterns.length - patterns.length;
    if (!ctx.model) return { ...result, pattern, judged_by: 'rules', filtered_out, build_id: ctx.bundle.buildId };
    const judged = await judgePatternWithModel(
      ctx.model,
      { code: input.code, result, rules: appliedRuleTexts(result, entry.frontMatter, checks), participants: checks.participants },
      ctx.signal,
    );
    ctx.annotate?.({ judge: judged.report });
    const suggestions = judged.report.note ? [...judged.result.suggestions, judged.report.note] : judged.result.suggestions;
    return { ...judged.result, pattern: { ...judged.result.pattern, ...ctx.links?.of(entry) }, suggestions, judged_by: judged.judged_by, filtered_out, build_id: ctx.bundle.buildId };
  },
});

const scopedLists = new WeakMap<ScopeFilter, { from: readonly PatternEntry[]; kept: PatternEntry[] }>();

/** The pattern docs that apply where the call is made (the full list when the call names no place), kept per place. */
function scopedPatterns(patterns: PatternEntry[], scope: ScopeFilter, bundle: LoadedBundle): PatternEntry[] {
  if (!scope.narrows) return patterns;
  let entry = scopedLists.get(scope);
  if (entry?.from !== patterns) scopedLists.set(scope, (entry = { from: patterns, kept: patterns.filter((p) => appliesAt(scope, bundle, p.path)) }));
  return entry.kept.length === patterns.length ? patterns : entry.kept;
}

/** When the name resolves only among pattern docs that do not apply here, says so instead of "no pattern named". */
function notApplicable(name: string, patterns: PatternEntry[], scope: ScopeFilter, bundle: LoadedBundle): void {
  const all = resolvePatternName(name, patterns);
  if (!all.ok) return;
  const where = [scope.place.path && `for_path ${scope.place.path}`, scope.place.services && `service ${[...scope.place.services].join(', ') || '(none)'}`].filter(Boolean).join(', ');
  const declared = bundle.searchIndex().scopes.scopeOf(docNumber(bundle, all.pattern.path));
  throw new ToolError(
    `Pattern "${name}" (${all.pattern.path}) does not apply at ${where}: it applies to ${declared ? describeScope(declared) : 'other places'}. Validate against a pattern that applies here, or leave out for_path and service.`,
    'not_applicable',
    { path: all.pattern.path },
  );
}
