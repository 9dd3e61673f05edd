// The `source_url` template of arch-mcp.json: where each document lives in its source repository,
// e.g. `https://github.com/acme/architecture/blob/{commit}/docs/{path}`. Checked when the config is
// read; filled per document with the build's source commit, so a citation opens the exact text
// that was served.

/** Placeholders a template may use: the build's source commit and the document's path. */
const SOURCE_URL_PLACEHOLDERS = ['commit', 'path'] as const;

/** Longest template accepted. */
const MAX_SOURCE_URL_CHARS = 500;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** What is wrong with a template, in words that follow its field name; undefined when it can be used. */
export function sourceUrlProblem(template: string): string | undefined {
  if (template.length > MAX_SOURCE_URL_CHARS) return `must be at most ${MAX_SOURCE_URL_CHARS} characters`;
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  const unknown = names.find((n) => !(SOURCE_URL_PLACEHOLDERS as readonly string[]).includes(n));
  if (unknown !== undefined) return `has an unknown placeholder {${unknown.slice(0, 40)}}; the placeholders are {commit} and {path}`;
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) return 'has a brace that opens or closes no placeholder';
  if (!names.includes('path')) return 'must contain {path}, where each document\'s path goes';
  const head = template.slice(0, template.indexOf('{'));
  let url: URL;
  try {
    url = new URL(head);
  } catch {
    return 'must start with an https URL whose host comes before any placeholder';
  }
  if (url.protocol !== 'https:') return 'must be an https URL';
  if (url.username || url.password) return 'must not carry a user name or password';
  return undefined;
}

/**
 * The source URL of the document at `path`, or undefined when the template needs a commit and the
 * build has none (a docs folder that is not a git checkout). Path segments are percent-encoded.
 */
export function fillSourceUrl(template: string, values: { commit?: string; path: string }): string | undefined {
  if (template.includes('{commit}') && !values.commit) return undefined;
  return template.replace(PLACEHOLDER, (_, name: string) =>
    name === 'commit' ? encodeURIComponent(values.commit!) : values.path.split('/').map(encodeURIComponent).join('/'),
  );
}
