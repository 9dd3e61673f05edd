// validate_against_pattern: runs a pattern doc's declared (or derived) rules against a code snippet.

import { buildCodeModel } from '../code/build-model.js';
import { detectLanguage, normalizeLanguage, type CodeLanguage } from '../code/language.js';
import type { CodeModel } from '../code/model.js';
import type { CheckOutcome } from './check-types.js';
import { derivePatternRules, type DerivedRule, type Detector } from './derive-rules.js';
import { adaptsOtherType, builderFluent, chainSuccessor, compositeChildren, factoryCreates, observerNotifies, strategyInterchangeable, wrapsSameInterface } from './detectors-structure.js';
import { flyweightIntrinsicOnly, mementoEncapsulatedCopy, prototypeReturnsCopy } from './detectors-state.js';
import type { PatternDocInput } from './pattern-doc.js';
import { type DeclaredRule, parsePatternRules, type RuleProblem, STRUCTURAL_CHECKS, type StructuralCheck } from './rule-schema.js';
import { compileSafeRegex, firstMatch } from './safe-regex.js';
import { runStructuralCheck } from './structural-checks.js';
import type { PatternInvariant } from './catalogue.js';
import type { DocExplanation } from './rule-explanations.js';
import { INVARIANT_CHECKS } from './invariants/registry.js';
import { escapeRe } from '../text/escape-re.js';

export interface PatternViolation {
  rule: string;
  description: string;
  severity: 'error' | 'warning';
  line?: number;
  /** Why the pattern needs the rule, with the pattern doc's own sentence where it states it. */
  why?: string;
  /** How to fix the code. */
  fix?: string;
  /** The heading of the doc section that states the rule. */
  doc_section?: string;
}

export interface AppliedCheck {
  rule: string;
  source: 'declared' | 'catalogue' | 'derived';
  passed: boolean;
}

export interface ValidationResult {
  compliant: boolean;
  pattern: { name: string; uri?: string; path: string };
  language: CodeLanguage;
  violations: PatternViolation[];
  suggestions: string[];
  checks_applied: AppliedCheck[];
  /** Declared rules that could not be used (bad schema, regex RE2 rejects). */
  rule_problems: string[];
}

const DETECTOR_FNS: Record<Detector, (m: CodeModel) => CheckOutcome> = {
  'wraps-same-interface': wrapsSameInterface,
  'adapts-other-type': adaptsOtherType,
  'composite-children': compositeChildren,
  'chain-successor': chainSuccessor,
  'strategy-interchangeable': strategyInterchangeable,
  'factory-creates': factoryCreates,
  'builder-fluent': builderFluent,
  'observer-notifies': observerNotifies,
  'flyweight-intrinsic-only': flyweightIntrinsicOnly,
  'memento-encapsulated-copy': mementoEncapsulatedCopy,
  'prototype-returns-copy': prototypeReturnsCopy,
};

type AnyRule = (DeclaredRule & { source: 'declared' }) | (DerivedRule & { source: 'derived' });

function evaluate(rule: AnyRule, model: CodeModel): CheckOutcome {
  if ('require' in rule && rule.require !== undefined) {
    const re = compileSafeRegex(rule.require);
    if (!re.ok) return { passed: false, findings: [{ message: re.error }], notApplicable: true };
    return firstMatch(re.regex, model.stripped) >= 0 ? { passed: true, findings: [] } : { passed: false, findings: [{ message: rule.description }] };
  }
  if ('forbid' in rule && rule.forbid !== undefined) {
    const re = compileSafeRegex(rule.forbid);
    if (!re.ok) return { passed: false, findings: [{ message: re.error }], notApplicable: true };
    const at = firstMatch(re.regex, model.stripped);
    return at < 0 ? { passed: true, findings: [] } : { passed: false, findings: [{ message: rule.description, line: model.lineOf(at) }] };
  }
  if ('require_identifiers' in rule && rule.require_identifiers) {
    const missing = rule.require_identifiers.filter((id) => !identifierPresent(model, id));
    return missing.length ? { passed: false, findings: [{ message: `${rule.description} Missing: ${missing.join(', ')}.` }] } : { passed: true, findings: [] };
  }
  if ('any_identifiers' in rule && rule.any_identifiers) {
    return rule.any_identifiers.some((id) => identifierPresent(model, id)) ? { passed: true, findings: [] } : { passed: false, findings: [{ message: rule.description }] };
  }
  if (rule.check && (STRUCTURAL_CHECKS as readonly string[]).includes(rule.check)) return runStructuralCheck(rule.check as StructuralCheck, model);
  if (rule.check) return DETECTOR_FNS[rule.check as Detector](model);
  return { passed: true, findings: [] };
}

function identifierPresent(model: CodeModel, id: string): boolean {
  const escaped = escapeRe(id);
  // Case-insensitive on the first letter: Go exports `Clone` where Java writes `clone`.
  return new RegExp(`\\b[${escaped[0].toLowerCase()}${escaped[0].toUpperCase()}]${escaped.slice(1)}\\b`).test(model.stripped);
}

/** What validation knows about a pattern besides its doc: its checks, computed at build time. */
export interface PatternChecks {
  derived?: DerivedRule[];
  invariants?: PatternInvariant[];
  participants?: string;
  /** By declared rule id, the doc's own explanation of the rule. */
  explanations?: Record<string, DocExplanation>;
}

/** Rules that look for something the pattern is made of; a doc declaring this many lets absence be told. */
const PRESENCE_RULES_FOR_ABSENCE = 2;

/**
 * Checks `code` against a pattern doc. Declared front-matter rules are used when the doc has any;
 * otherwise checks are derived from the doc. `compliant` is true only when no error-level violation remains.
 */
export function validateAgainstPattern(input: { code: string; language?: string }, pattern: PatternDocInput, options: PatternChecks = {}): ValidationResult {
  const language = normalizeLanguage(input.language) ?? detectLanguage(input.code);
  const model = buildCodeModel(input.code, language);
  const { rules: declared, problems } = parsePatternRules(pattern.frontMatter);
  if (!declared.length && options.invariants?.length) return checkInvariants(model, pattern, options.invariants, options.participants, problems);
  const rules: AnyRule[] = declared.length
    ? declared.filter((r) => !r.languages || r.languages.includes(language)).map((r) => ({ ...r, source: 'declared' as const }))
    : (options.derived ?? derivePatternRules(pattern)).map((r) => ({ ...r, source: 'derived' as const }));
  const violations: PatternViolation[] = [];
  const checks: AppliedCheck[] = [];
  for (const rule of rules) {
    const outcome = evaluate(rule, model);
    checks.push({ rule: rule.id, source: rule.source, passed: outcome.passed });
    if (outcome.passed) continue;
    const severity = outcome.notApplicable ? 'warning' : rule.severity;
    const explained = rule.source === 'declared' ? explain(declaredExplanation(rule, options.explanations)) : {};
    for (const f of outcome.findings.length ? outcome.findings : [{ message: rule.description }]) {
      violations.push({ rule: rule.id, description: f.message, severity, ...(f.line ? { line: f.line } : {}), ...explained });
    }
  }
  const absent = absentPattern(rules, checks, pattern, options.explanations);
  const reported = absent ? [absent] : violations;
  return {
    compliant: !reported.some((v) => v.severity === 'error'),
    pattern: { name: pattern.title, ...(pattern.uri ? { uri: pattern.uri } : {}), path: pattern.path },
    language,
    violations: reported,
    suggestions: buildSuggestions(violations, rules, problems, pattern),
    checks_applied: checks,
    rule_problems: problems.map((p) => `rule ${p.id ?? `#${p.index + 1}`}: ${p.message}`),
  };
}

/** A declared rule's explanation: its own `why` and `fix` (else its description), and where the doc explains it. */
function declaredExplanation(rule: DeclaredRule, explanations: Record<string, DocExplanation> | undefined): RuleExplanation {
  const doc = explanations && Object.hasOwn(explanations, rule.id) ? explanations[rule.id] : undefined;
  return { why: rule.why, fix: rule.fix ?? rule.description, ...doc };
}

/**
 * Why the pattern needs a rule and how to fix a breach, for a rule a validation applied: from the catalogue
 * invariant, or from the declared rule and the doc's explanation of it. Derived rules carry none.
 */
export function ruleExplanation(check: AppliedCheck, declared: readonly DeclaredRule[], checks: PatternChecks): Pick<PatternViolation, 'why' | 'fix' | 'doc_section'> | undefined {
  if (check.source === 'catalogue') {
    const inv = checks.invariants?.find((i) => i.id === check.rule);
    return inv && explain(inv);
  }
  const rule = check.source === 'declared' ? declared.find((r) => r.id === check.rule) : undefined;
  return rule && explain(declaredExplanation(rule, checks.explanations));
}

/**
 * When a doc declares at least two rules that look for something in the code (`require`,
 * `require_identifiers`) and the code has none of it, the code does not implement the pattern: one
 * violation saying so, naming what is missing, instead of each rule failing on its own.
 */
function absentPattern(rules: AnyRule[], checks: AppliedCheck[], pattern: PatternDocInput, explanations: Record<string, DocExplanation> | undefined): PatternViolation | undefined {
  const presence = rules.filter((r): r is DeclaredRule & { source: 'declared' } => r.source === 'declared' && (r.require !== undefined || r.require_identifiers !== undefined));
  if (presence.length < PRESENCE_RULES_FOR_ABSENCE || presence.some((r) => checks.find((c) => c.rule === r.id)?.passed)) return undefined;
  const title = pattern.title.replace(/\s*pattern$/i, '');
  const first = explain(declaredExplanation(presence[0], explanations));
  return {
    rule: 'implements-pattern',
    description: `does not implement ${title}: the code has none of what ${pattern.path} requires (${presence.map((r) => r.id).join(', ')})`,
    severity: 'error',
    why: `${title}, as ${pattern.path} declares it, is made of all of these; with none of them in the code there is no ${title} to check, so its other rules are not reported one by one (checks_applied lists every outcome).`,
    fix: `Build the pattern as ${pattern.path} describes it: ${presence.map((r) => r.fix ?? r.description).join(' ')}`,
    ...(first.doc_section ? { doc_section: first.doc_section } : {}),
  };
}

function buildSuggestions(violations: PatternViolation[], rules: AnyRule[], problems: RuleProblem[], pattern: PatternDocInput): string[] {
  const out: string[] = [];
  for (const v of violations.filter((x) => x.severity === 'error')) {
    const rule = rules.find((r) => r.id === v.rule);
    out.push(`${v.line ? `Line ${v.line}: ` : ''}${v.fix ?? rule?.description ?? v.description}`);
  }
  if (!rules.length) out.push(`No checks apply: ${pattern.path} declares no rules for this language and none could be derived from it. Compare the code with the doc by hand, or add \`rules:\` to its front matter.`);
  else if (rules.every((r) => r.source === 'derived')) out.push(`Checks were derived from ${pattern.path}; declaring \`rules:\` in its front matter makes validation precise.`);
  if (problems.length) out.push(`${problems.length} declared rule(s) in ${pattern.path} are invalid and were skipped; see rule_problems.`);
  return [...new Set(out)];
}

/** Why a rule matters and how to fix a breach: a catalogue invariant, or a declared rule with the doc's own words. */
interface RuleExplanation {
  why?: string;
  fix: string;
  /** The doc's own sentence stating or explaining the rule, and the heading it sits under. */
  quote?: string;
  section?: string;
}

/** What a violation tells the user besides the finding: why the pattern needs the rule (quoting the doc where it says so), the fix. */
function explain(rule: RuleExplanation): Pick<PatternViolation, 'why' | 'fix' | 'doc_section'> {
  const quoted = rule.quote ? `The pattern doc${rule.section ? ` (${rule.section})` : ''}: "${rule.quote}"` : undefined;
  const why = [rule.why, quoted].filter(Boolean).join(' ');
  return { ...(why ? { why } : {}), fix: rule.fix, ...(rule.section ? { doc_section: rule.section } : {}) };
}

/**
 * Runs a pattern's catalogue invariants. When a check finds none of the pattern's participants, the
 * answer is that the code does not implement the pattern at all — one violation saying so, instead
 * of every invariant failing separately.
 */
function checkInvariants(model: CodeModel, pattern: PatternDocInput, invariants: PatternInvariant[], participants: string | undefined, problems: RuleProblem[]): ValidationResult {
  const violations: PatternViolation[] = [];
  const checks: AppliedCheck[] = [];
  let absent: { inv: PatternInvariant; message: string; line?: number } | undefined;
  for (const inv of invariants) {
    const outcome = INVARIANT_CHECKS[inv.check](model, inv.params ?? {});
    checks.push({ rule: inv.id, source: 'catalogue', passed: outcome.passed });
    if (outcome.passed) continue;
    if (outcome.absent && !absent) absent = { inv, message: outcome.findings[0]?.message ?? inv.rule, line: outcome.findings[0]?.line };
    for (const f of outcome.findings) violations.push({ rule: inv.id, description: f.message, severity: inv.severity, ...(f.line ? { line: f.line } : {}), ...explain(inv) });
  }
  const title = pattern.title.replace(/\s*pattern$/i, '');
  const reported = absent
    ? [{
      rule: 'implements-pattern',
      description: `does not implement ${title}: ${absent.message}`,
      severity: 'error' as const,
      ...(absent.line ? { line: absent.line } : {}),
      why: `${title} needs ${participants ?? 'its participants'}. ${explain(absent.inv).why}`,
      fix: absent.inv.fix,
      ...(absent.inv.section ? { doc_section: absent.inv.section } : {}),
    }]
    : violations;
  const suggestions = reported.filter((v) => v.severity === 'error').map((v) => `${v.line ? `Line ${v.line}: ` : ''}${v.fix ?? v.description}`);
  return {
    compliant: !reported.some((v) => v.severity === 'error'),
    pattern: { name: pattern.title, ...(pattern.uri ? { uri: pattern.uri } : {}), path: pattern.path },
    language: model.language,
    violations: reported,
    suggestions: [...new Set(suggestions)],
    checks_applied: checks,
    rule_problems: problems.map((p) => `rule ${p.id ?? `#${p.index + 1}`}: ${p.message}`),
  };
}
