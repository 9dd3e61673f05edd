// The names of the problems a build and `arch-mcp lint` report, and which of them an
// organisation may choose to ignore (`--ignore RULE`, `lint.ignore` in arch-mcp.json).
import type { DocProblem } from './types';

/** Every problem code, as printed in brackets after each `file:line` problem. */
export const LINT_RULES = [
  'front-matter',
  'encoding',
  'broken-link',
  'duplicate-adr-id',
  'dangling-supersedes',
  'dangling-superseded-by',
  'dangling-amends',
  'dangling-amended-by',
  'duplicate-uri',
  'applies-to',
  'waiver',
  'expired-waiver',
  'prompt-syntax',
  'duplicate-prompt',
  'unknown-tool',
  'unknown-resource',
] as const;
export type LintRule = (typeof LINT_RULES)[number];

/** Rules that fail the build (content would be lost), so ignoring them would only hide why. */
const UNIGNORABLE_RULES: ReadonlySet<string> = new Set<LintRule>(['duplicate-uri']);

/** Rules that may be ignored, in the order they are documented. */
export const IGNORABLE_RULES: readonly LintRule[] = LINT_RULES.filter((r) => !UNIGNORABLE_RULES.has(r));

/** Splits problems into those still reported and a count of the ignored ones per rule. */
export function applyIgnores(problems: readonly DocProblem[], ignore: ReadonlySet<string>): { kept: DocProblem[]; ignored: Map<string, number> } {
  const kept: DocProblem[] = [];
  const ignored = new Map<string, number>();
  for (const p of problems) {
    if (ignore.has(p.code) && !UNIGNORABLE_RULES.has(p.code)) ignored.set(p.code, (ignored.get(p.code) ?? 0) + 1);
    else kept.push(p);
  }
  return { kept, ignored };
}
