// validate_against_pattern: checks a code snippet against a design pattern as the organisation's
// docs define it — declared rules from the pattern's front matter, or checks derived from the doc.
import { z } from 'zod';
import { appliedRuleTexts, CODE_LANGUAGES, judgePatternWithModel, resolvePatternName, validateAgainstPattern } from '../analysis';
import type { PatternEntry } from '../analysis/precompute';
import { ToolError } from '../errors';
import { buildIdField, docLinkFields } from './fields';
import { defineTool } from './types';

const inputSchema = z
  .object({
    code: z.string().min(1).max(50_000).describe('The code to check, at most 50,000 characters.'),
    pattern_name: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .describe('The pattern it should follow, by name or alias as the docs call it, e.g. "singleton", "circuit breaker", "repository".'),
    language: z
      .string()
      .max(40)
      .optional()
      .describe(`Language of the code (${CODE_LANGUAGES.join(', ')}); detected when omitted.`),
  })
  .strict();

const outputSchema = z.object({
  compliant: z.boolean().describe('True when no error-level violation remains.'),
  pattern: z.object({ name: z.string(), uri: z.string().optional(), path: z.string(), ...docLinkFields }),
  language: z.string(),
  violations: z.array(
    z.object({
      rule: z.string(),
      description: z.string(),
      severity: z.enum(['error', 'warning']),
      line: z.number().optional().describe('1-based line in the submitted code.'),
      why: z.string().optional().describe("Why the pattern needs this rule, quoting the organisation's pattern doc where it says so."),
      fix: z.string().optional().describe('How to change the code.'),
      doc_section: z.string().optional().describe('The section of the pattern doc that states the rule.'),
    }),
  ),
  suggestions: z.array(z.string()),
  checks_applied: z
    .array(z.object({ rule: z.string(), source: z.enum(['declared', 'catalogue', 'derived']), passed: z.boolean() }))
    .describe('Every check run: "declared" rules come from the pattern doc\'s front matter, "catalogue" ones are the invariants the pattern catalogue lists for this pattern, "derived" ones were inferred from the doc\'s text and samples.'),
  rule_problems: z.array(z.string()),
  judged_by: z.string().describe('"rules" (the static checks) or "model:<model id>" when a model read the code against the rules.'),
  build_id: buildIdField,
});

export const validateAgainstPatternTool = defineTool({
  name: 'validate_against_pattern',
  title: 'Validate code against a design pattern',
  description:
    "Check whether code follows one of the organisation's documented design patterns (e.g. singleton, repository, circuit breaker, adapter). " +
    'Returns compliant true/false, each violation with its rule, severity and line, and suggestions. Rules come from the pattern document: declared ' +
    'machine-checkable rules where the doc has them, otherwise checks derived from its description and samples — checks_applied says which. ' +
    'If the pattern name is unknown the error lists close matches.',
  version: '1.0.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const analysis = await ctx.bundle.analysis();
    const resolved = resolvePatternName<PatternEntry & { body?: string }>(input.pattern_name, analysis.patterns, { language: input.language });
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
    if (!ctx.model) return { ...result, pattern, judged_by: 'rules', build_id: ctx.bundle.buildId };
    const judged = await judgePatternWithModel(
      ctx.model,
      { code: input.code, result, rules: appliedRuleTexts(result, entry.frontMatter, checks), participants: checks.participants, invariants: checks.invariants },
      ctx.signal,
    );
    ctx.annotate?.({ judge: judged.report });
    const suggestions = judged.report.note ? [...judged.result.suggestions, judged.report.note] : judged.result.suggestions;
    return { ...judged.result, pattern: { ...judged.result.pattern, ...ctx.links?.of(entry) }, suggestions, judged_by: judged.judged_by, build_id: ctx.bundle.buildId };
  },
});
