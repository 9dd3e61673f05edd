// How mounted tools are named: `<upstream>__<tool>`. An upstream's name is lowercase letters,
// digits and `-` (never `_`), so the first `__` in a mounted name always ends the namespace, and
// no built-in tool name contains `__`, so a mounted name can never shadow a built-in. Every name
// also fits MCP's tool-name rule (SEP-986: `[A-Za-z0-9_.-]`, at most 128 characters).

/** Between an upstream's name and its tool's own name. */
export const NAMESPACE_SEPARATOR = '__';
export const MAX_UPSTREAM_NAME = 40;
export const UPSTREAM_NAME_SHAPE = new RegExp(`^[a-z0-9-]{1,${MAX_UPSTREAM_NAME}}$`);
/** SEP-986: the characters and length a tool name may have. */
const TOOL_NAME_SHAPE = /^[A-Za-z0-9_.-]{1,128}$/;

/** The name a model sees for `tool` of `upstream`. */
export function mountedToolName(upstream: string, tool: string): string {
  return `${upstream}${NAMESPACE_SEPARATOR}${tool}`;
}

/** The upstream and tool a mounted name refers to, or undefined when `name` has no namespace. */
export function splitMountedName(name: string): { upstream: string; tool: string } | undefined {
  const at = name.indexOf(NAMESPACE_SEPARATOR);
  if (at <= 0) return undefined;
  const upstream = name.slice(0, at);
  const tool = name.slice(at + NAMESPACE_SEPARATOR.length);
  return UPSTREAM_NAME_SHAPE.test(upstream) && tool !== '' ? { upstream, tool } : undefined;
}

/** Why an upstream's tool cannot be mounted under `upstream`, or undefined when it can. */
export function mountedNameProblem(upstream: string, tool: string): string | undefined {
  const name = mountedToolName(upstream, tool);
  if (name.length > 128) return `"${name.slice(0, 60)}…" would be ${name.length} characters; tool names are at most 128`;
  if (!TOOL_NAME_SHAPE.test(name)) return `"${tool.slice(0, 60)}" has characters tool names may not use (letters, digits, _ . - only)`;
  return undefined;
}
