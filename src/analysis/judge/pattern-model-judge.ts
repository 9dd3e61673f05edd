// The model judge for validate_against_pattern: the rules a validation applied, what the static checks
// found, and the code with numbered lines go to the model as one JSON document of data; for each rule
// it answers whether the code breaks it, quoting the line. An answer changes a rule's outcome only when
// its line occurs in the code and the model is sure; otherwise the static check's outcome stands.
import { z } from 'zod';
import { parsePatternRules } from '../patterns/rule-schema.js';
import { type PatternChecks, type PatternViolation, ruleExplanation, type ValidationResult } from '../patterns/validate.js';
import { judgeText } from './judge-text.js';
import { askModel, listAnswerSchema, type ModelAccess, modelRequest, type ModelRequest } from './model-call.js';
import { normaliseForQuote, plainLine } from './quotes.js';
import { type JudgedBy, type ModelCallReport, VERDICT_CONFIDENCE } from './verdict.js';

/** A rule as the model reads it. */
export interface PatternRuleText {
  id: string;
  text: string;
  severity: 'error' | 'warning';
  /** Why and how to fix, for a violation the model finds (not sent to the model). */
  explained?: Pick<PatternViolation, 'why' | 'fix' | 'doc_section'>;
}

/** What the pattern doc and catalogue give the judge besides the validation itself. */
export interface PatternJudgeInput {
  code: string;
  result: ValidationResult;
  rules: PatternRuleText[];
  participants?: string;
}

/** The text of every rule a validation applied, from the doc's declared rules, the catalogue or the derived checks. */
export function appliedRuleTexts(result: ValidationResult, frontMatter: Record<string, unknown>, checks: PatternChecks): PatternRuleText[] {
  const declared = parsePatternRules(frontMatter).rules;
  return result.checks_applied.map((c) => {
    const found =
      c.source === 'catalogue'
        ? (checks.invariants ?? []).map((i) => ({ id: i.id, text: i.rule, severity: i.severity })).find((i) => i.id === c.rule)
        : (c.source === 'declared' ? declared : (checks.derived ?? [])).map((d) => ({ id: d.id, text: d.description, severity: d.severity })).find((d) => d.id === c.rule);
    const explained = ruleExplanation(c, declared, checks);
    return { id: c.rule, text: found?.text ?? c.rule, severity: found?.severity ?? 'error', ...(explained ? { explained } : {}) };
  });
}

/** Largest code sent, in lines; a longer snippet keeps the static checks' verdict. */
const MAX_CODE_LINES = 800;
const REASON_CHARS = 240;

/** The request for one validation. */
export function patternJudgeRequest(model: string, input: PatternJudgeInput): ModelRequest {
  const lines = input.code.split('\n');
  const width = String(lines.length).length;
  const data = {
    pattern: input.result.pattern.name,
    ...(input.participants ? { participants: input.participants } : {}),
    language: input.result.language,
    code: lines.map((line, i) => `${String(i + 1).padStart(width)}| ${line}`).join('\n'),
    rules: input.rules.map((r) => {
      const found = input.result.violations.filter((v) => v.rule === r.id).map((v) => v.description);
      const passed = input.result.checks_applied.find((c) => c.rule === r.id)?.passed ?? true;
      return { id: r.id, requires: r.text, severity: r.severity, static_check: passed ? 'passed' : `failed: ${found.join(' ') || r.text}` };
    }),
  };
  const schema = listAnswerSchema('rules', {
    id: { type: 'string', enum: input.rules.map((r) => r.id) },
    violated: { type: 'boolean' },
    confidence: { type: 'number' },
    line_quote: { type: 'string' },
    reason: { type: 'string' },
  });
  return modelRequest(model, judgeText().pattern_system, data, 'pattern_rule_judgements', schema);
}

const answerSchema = z.object({
  rules: z.array(z.object({ id: z.string(), violated: z.boolean(), confidence: z.number().finite(), line_quote: z.string(), reason: z.string() })),
});
type RuleAnswer = z.infer<typeof answerSchema>['rules'][number];

/** The 1-based line of the code that holds the quote, or undefined when no single line does. */
function lineOfQuote(quote: string, codeLines: readonly string[]): number | undefined {
  const q = normaliseForQuote(quote.replace(/^\s*\d+\|\s?/, ''));
  if (q.length < 4) return undefined;
  const at = codeLines.findIndex((line) => line.includes(q));
  return at >= 0 ? at + 1 : undefined;
}

export interface PatternJudgement {
  result: ValidationResult;
  judged_by: JudgedBy;
  report: ModelCallReport;
}

/**
 * Judges a validation with the model. A rule's outcome changes only where the model's answer names a
 * line of the code and says it is sure; a failed call keeps the static checks' result whole.
 */
export async function judgePatternWithModel(access: ModelAccess, input: PatternJudgeInput, signal?: AbortSignal): Promise<PatternJudgement> {
  const { model } = access;
  const keep = (report: ModelCallReport): PatternJudgement => ({ result: input.result, judged_by: 'rules', report });
  const skipped = (outcome: string): ModelCallReport => ({ model, outcome, latency_ms: 0, cache_hit: false, fallbacks: input.rules.length });
  // Code with none of the pattern's participants does not implement it: no reading changes that.
  if (input.result.violations.some((v) => v.rule === 'implements-pattern')) return keep({ ...skipped('not_needed'), fallbacks: 0 });
  const codeLines = input.code.split('\n');
  if (codeLines.length > MAX_CODE_LINES || !input.rules.length) return keep(skipped('not_sent'));
  const asked = await askModel(access, patternJudgeRequest(model, input), answerSchema, signal);
  if (!asked.answer) return keep({ ...asked.report, fallbacks: input.rules.length, note: `${asked.report.note}; this is the static checks' verdict.` });
  const answers = new Map<string, RuleAnswer>();
  for (const a of asked.answer.rules) if (!answers.has(a.id)) answers.set(a.id, a);

  const normalisedLines = codeLines.map(normaliseForQuote);
  let violations: PatternViolation[] = [...input.result.violations];
  const checks = input.result.checks_applied.map((c) => ({ ...c }));
  const added: PatternViolation[] = [];
  const removed: PatternViolation[] = [];
  let used = 0;
  for (const rule of input.rules) {
    const answer = answers.get(rule.id);
    const line = answer ? lineOfQuote(answer.line_quote, normalisedLines) : undefined;
    if (!answer || line === undefined || answer.confidence < VERDICT_CONFIDENCE) continue;
    used++;
    const check = checks.find((c) => c.rule === rule.id);
    if (!answer.violated) {
      removed.push(...violations.filter((v) => v.rule === rule.id));
      violations = violations.filter((v) => v.rule !== rule.id);
      if (check) check.passed = true;
    } else if (!violations.some((v) => v.rule === rule.id)) {
      const v: PatternViolation = {
        rule: rule.id,
        description: `${rule.text} ${plainLine(answer.reason, REASON_CHARS)}`,
        severity: rule.severity,
        line,
        ...rule.explained,
      };
      violations.push(v);
      added.push(v);
      if (check) check.passed = false;
    }
  }
  const report = { ...asked.report, fallbacks: input.rules.length - used };
  if (!used) return keep(report);
  // Suggestions of violations the model cleared go; those of violations it found join.
  const cleared = (s: string) => removed.some((v) => [v.fix, v.description].some((t) => t && s.includes(t)));
  const suggestions = [...input.result.suggestions.filter((s) => !cleared(s)), ...added.filter((v) => v.severity === 'error').map((v) => `Line ${v.line}: ${v.fix ?? v.description}`)];
  return {
    result: { ...input.result, compliant: !violations.some((v) => v.severity === 'error'), violations, checks_applied: checks, suggestions: [...new Set(suggestions)] },
    judged_by: `model:${asked.report.model}`,
    report,
  };
}
