// Turns zod issues into one sentence that names each bad field and its limit, for the model.
import type { z } from 'zod';

/** Formats validation issues as `field: problem` pairs, e.g. `query: at most 500 characters (got 612)`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input: unknown): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(arguments)'}: ${describeIssue(issue, valueAt(input, issue.path))}`)
    .join('; ');
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'too_big': {
      const got = sizeOf(value);
      const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
      return `must be at most ${String(issue.maximum)}${unit}${got !== undefined ? ` (got ${got})` : ''}`;
    }
    case 'too_small': {
      const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
      return `must be at least ${String(issue.minimum)}${unit}`;
    }
    case 'invalid_type':
      return value === undefined ? `is required (${issue.expected})` : `must be ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field(s) ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (typeof value === 'number') return value;
  return undefined;
}
