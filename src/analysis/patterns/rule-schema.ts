// The rule language pattern docs declare in front matter (`rules:`), validated with zod.

import { z } from 'zod';
import { CODE_LANGUAGES, type CodeLanguage } from '../code/language.js';
import { compileSafeRegex } from './safe-regex.js';

/** Structural checks a pattern doc may name in `check:`. */
export const STRUCTURAL_CHECKS = [
  'private-constructor', 'static-instance-accessor', 'final-class', 'no-public-setters',
  'implements-interface', 'delegates-to-wrapped', 'async-boundary',
] as const;
export type StructuralCheck = (typeof STRUCTURAL_CHECKS)[number];

const ruleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
    description: z.string().min(1),
    /** Why the pattern needs the rule, told to whoever breaks it. */
    why: z.string().min(1).max(1000).optional(),
    /** How to fix a breach; without it the description (what the code must do) is the fix. */
    fix: z.string().min(1).max(1000).optional(),
    severity: z.enum(['error', 'warning']).default('error'),
    languages: z.array(z.enum(CODE_LANGUAGES as unknown as [CodeLanguage, ...CodeLanguage[]])).min(1).optional(),
    require: z.string().min(1).optional(),
    forbid: z.string().min(1).optional(),
    require_identifiers: z.array(z.string().min(1)).min(1).optional(),
    check: z.enum(STRUCTURAL_CHECKS).optional(),
  })
  .strict()
  .refine((r) => [r.require, r.forbid, r.require_identifiers, r.check].filter((v) => v !== undefined).length === 1, {
    message: 'a rule needs exactly one of require, forbid, require_identifiers, check',
  });

export type DeclaredRule = z.infer<typeof ruleSchema>;

/** A problem with one declared rule; the rule is skipped, the others still apply. */
export interface RuleProblem {
  /** Index in the `rules:` list. */
  index: number;
  id?: string;
  message: string;
}

/**
 * Reads `rules:` from a pattern doc's front matter. Never throws: malformed rules and regexes
 * RE2 cannot compile come back as problems, and only the valid rules are returned.
 */
export function parsePatternRules(frontMatter: Record<string, unknown> | undefined): { rules: DeclaredRule[]; problems: RuleProblem[] } {
  const raw = frontMatter?.rules;
  if (raw === undefined || raw === null) return { rules: [], problems: [] };
  if (!Array.isArray(raw)) return { rules: [], problems: [{ index: -1, message: '`rules` must be a list' }] };
  const rules: DeclaredRule[] = [];
  const problems: RuleProblem[] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const parsed = ruleSchema.safeParse(item);
    const id = typeof (item as { id?: unknown })?.id === 'string' ? (item as { id: string }).id : undefined;
    if (!parsed.success) {
      problems.push({ index, id, message: parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message).join('; ') });
      return;
    }
    const rule = parsed.data;
    for (const key of ['require', 'forbid'] as const) {
      const source = rule[key];
      if (source === undefined) continue;
      const compiled = compileSafeRegex(source);
      if (!compiled.ok) {
        problems.push({ index, id, message: `${key}: ${compiled.error}` });
        return;
      }
    }
    if (seen.has(rule.id)) {
      problems.push({ index, id, message: `duplicate rule id ${rule.id}` });
      return;
    }
    seen.add(rule.id);
    rules.push(rule);
  });
  return { rules, problems };
}
