// Which tools a deployment (or an API key) may see and call: `*`, comma lists and globs.

/** A compiled allow-list. An empty or blank spec allows nothing. */
export interface AllowList {
  allows(toolName: string): boolean;
  /** The spec as given, for messages. */
  spec: string;
}

/** Compiles `*`, `search_*,read_document`, `*_docs` … into a matcher. Only `*` and `?` are special. */
export function compileAllowList(spec: string | undefined): AllowList {
  const source = (spec ?? '').trim();
  const patterns = source
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`));
  return {
    spec: source,
    allows: (name) => patterns.some((re) => re.test(name)),
  };
}
