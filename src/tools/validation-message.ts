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
      const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'less than' : 'at most';
      return `must be ${bound} ${amount(issue.maximum, issue.origin)}${gotSuffix(value)}`;
    }
    case 'too_small': {
      // A field trimmed before its check can fail on a value whose raw length meets the minimum.
      if (issue.origin === 'string' && typeof value === 'string' && value.length > 0 && value.length >= Number(issue.minimum)) {
        return issue.minimum === 1
          ? 'must contain a non-space character (got only white space)'
          : `must be at least ${amount(issue.minimum, 'string')} without leading and trailing white space (got ${value.trim().length})`;
      }
      if (value === '' && issue.minimum === 1) return 'must not be empty';
      const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'more than' : 'at least';
      return `must be ${bound} ${amount(issue.minimum, issue.origin)}${gotSuffix(value)}`;
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

/** A limit with its unit, singular or plural: `1 character`, `500 characters`, `20 items`, `200`. */
function amount(limit: number | bigint, origin: string): string {
  const unit = origin === 'string' ? 'character' : origin === 'array' || origin === 'set' ? 'item' : '';
  return unit ? `${String(limit)} ${unit}${limit === 1 || limit === 1n ? '' : 's'}` : String(limit);
}

/** ` (got N)`: the size or value the caller sent, when it has one. */
function gotSuffix(value: unknown): string {
  const got = sizeOf(value);
  return got === undefined ? '' : ` (got ${got})`;
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
