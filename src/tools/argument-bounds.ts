// Bounds on the shape of what callers send and what the server walks: how deeply a value may nest
// and how many values it may hold. Tool arguments are checked once, iteratively, before any tool or
// upstream sees them, so no walk further down (reference resolution, masking, logging, the
// workflow trail, an upstream client's serialisation) can overflow the stack on a caller's input.
import { ToolError } from '../errors';

/** Deepest nesting of objects and arrays in one call's arguments. */
const MAX_ARGUMENT_DEPTH = 32;
/** Most values (objects, arrays, strings, numbers …) in one call's arguments. */
const MAX_ARGUMENT_VALUES = 10_000;
/** Deepest nesting a walk over a result or a stored value follows (results are built by tools and upstreams). */
export const MAX_WALK_DEPTH = 64;

/**
 * Why `args` is too deep or too large for a tool call, naming the limit, or undefined when it is
 * within both. Walks with an explicit stack and stops at the first value past a limit.
 */
export function argumentShapeProblem(args: unknown): string | undefined {
  const stack: [unknown, number][] = [[args, 0]];
  let values = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    values += 1;
    if (values > MAX_ARGUMENT_VALUES) return `arguments hold more than ${MAX_ARGUMENT_VALUES.toLocaleString('en-US')} values, the limit; send fewer`;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_ARGUMENT_DEPTH) return `arguments nest deeper than ${MAX_ARGUMENT_DEPTH} levels, the limit; send flatter arguments`;
    const children = Array.isArray(value) ? value : Object.values(value);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return undefined;
}

/** The refusal of a walk that went past MAX_WALK_DEPTH: a tool error naming the limit. */
export function tooDeep(what: string): ToolError {
  return new ToolError(`${what} nests deeper than ${MAX_WALK_DEPTH} levels, the limit`, 'too_deep', { max_depth: MAX_WALK_DEPTH });
}
