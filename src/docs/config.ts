// The docs-folder config (`arch-mcp.json`): which files are docs, which kind each is, what is never served.
import { z } from 'zod';
import { lexiconProblems, lexiconSchema, type LexiconData } from '../analysis/lexicon/lexicon-schema';
import { UpstreamConfigError, validateUpstreams } from '../upstreams/upstream-config';
import type { UpstreamEntry } from '../upstreams/upstream-config';
import { canonicalService, MAX_SCOPE_ENTRIES } from './applies-to';
import { IGNORABLE_RULES } from './lint-rules';
import { compileGlob, GlobError } from './scope-glob';
import { sourceUrlProblem } from './source-url';
import { DOC_KINDS, type DocKind } from './types';

/** Extensions (longest first) that mark a file as a markdown doc; also stripped from uris. */
export const DOC_EXTENSIONS = ['.html.md.erb', '.markdown', '.mdx', '.md'] as const;

/** Most services the `services` map may name. */
const MAX_SERVICES = 500;

const globList = z.array(z.string().min(1, 'must not contain empty globs'), 'must be a list of glob strings');

const kindRuleSchema = z.object({
  kind: z.enum(DOC_KINDS as [DocKind, ...DocKind[]], `must be one of ${DOC_KINDS.join(', ')}`),
  match: globList.min(1, 'must list at least one glob'),
});

const configSchema = z
  .object({
    /** Globs (relative to the docs folder) a file must match to be a doc. @default markdown files */
    include: globList.optional(),
    /** Globs that drop a file even when `include` matches. @default node_modules, .git and friends */
    exclude: globList.optional(),
    /** Ordered kind rules; the first rule whose globs match decides the kind. @default [] */
    kinds: z.array(kindRuleSchema, 'must be a list of { kind, match } rules').optional(),
    /** Globs of files that are read at build time but never served to clients. @default [] */
    blocked: globList.optional(),
    /** Human title for the organisation's knowledge base, shown on the landing page. */
    title: z.string('must be a string').optional(),
    /** Short name of the organisation. */
    name: z.string('must be a string').optional(),
    /**
     * In a project file at a repository's root (what `arch-mcp init` writes): the docs folder,
     * relative to the file. The other fields then describe that folder. @default the file's own folder
     */
    docs: z.string('must be a path relative to this file').min(1, 'must not be empty').optional(),
    /**
     * The organisation's own competing options, added to the built-in lexicon check_adr_alignment
     * uses: `{ "families": [{ "id", "concern", "cues", "members": [{ "id", "label", "names", "is"? }] }] }`.
     */
    alternatives: lexiconSchema.optional(),
    /** What `arch-mcp lint`, the build and `--watch` report. */
    lint: z
      .object(
        {
          /** Problem rules the organisation has decided to live with; they are counted, not listed. @default [] */
          ignore: z.array(z.enum(IGNORABLE_RULES as [string, ...string[]], `must be one of ${IGNORABLE_RULES.join(', ')}`), 'must be a list of rule names').optional(),
        },
        'must be an object such as { "ignore": ["broken-link"] }',
      )
      .strict()
      .optional(),
    /**
     * The organisation's services and the paths each lives under (`{ "billing": ["services/billing/**"] }`),
     * so a call's `for_path` tells its service and `applies_to.services` agrees with `applies_to.paths`. @default {}
     */
    services: z
      .record(z.string(), globList.max(MAX_SCOPE_ENTRIES, `must list at most ${MAX_SCOPE_ENTRIES} globs`), 'must be an object of service name → list of path globs')
      .refine((v) => Object.keys(v).length <= MAX_SERVICES, `must name at most ${MAX_SERVICES} services`)
      .optional(),
    /**
     * Other MCP servers whose tools are mounted beside the built-ins, namespaced
     * (`[{ "name", "url", "tools"?, "timeout_ms"?, … }]`; see src/upstreams). Secret headers and
     * forward_authorization are refused here: they belong in the operator's UPSTREAM_SERVERS. @default []
     */
    upstreams: z.unknown().optional(),
    /**
     * Where each document lives in its source repository, as a template with {commit} and {path}:
     * `https://github.com/acme/architecture/blob/{commit}/docs/{path}`. Answers then carry `source_url`.
     */
    source_url: z.string('must be a string').optional(),
  }, 'must be a JSON object')
  .loose();

export interface KindRule {
  kind: DocKind;
  match: string[];
}

/** A validated config with every default filled in. */
export interface DocsConfig {
  include: string[];
  exclude: string[];
  kinds: KindRule[];
  blocked: string[];
  title?: string;
  name?: string;
  alternatives?: LexiconData;
  /** Problem rules lint, build and watch leave out (`lint.ignore`). */
  lintIgnore: string[];
  /** Upstream MCP servers to mount, as written (validated); published with the build. */
  upstreams: UpstreamEntry[];
  /** The `source_url` template (checked: https, {commit} and {path} only). */
  sourceUrl?: string;
  /** Service name (lower case) → the globs of its paths (`services`). */
  services: Record<string, string[]>;
}

export const DEFAULT_INCLUDE: readonly string[] = ['**/*.md', '**/*.markdown', '**/*.mdx', '**/*.html.md.erb'];
export const DEFAULT_EXCLUDE: readonly string[] = [
  '**/node_modules/**', '**/.git/**', '**/.hg/**', '**/.svn/**', '**/.wrangler/**', '**/.cache/**',
  '**/vendor/**', '**/dist/**',
];

/** The config used when a docs folder has no `arch-mcp.json`. */
export const DEFAULT_CONFIG: DocsConfig = Object.freeze({
  include: [...DEFAULT_INCLUDE],
  exclude: [...DEFAULT_EXCLUDE],
  kinds: [],
  blocked: [],
  lintIgnore: [],
  upstreams: [],
  services: {},
}) as DocsConfig;

/** Thrown when `arch-mcp.json` is not valid; the message names every bad field. */
export class ConfigError extends Error {
  constructor(readonly issues: string[], source: string) {
    super(`${source}: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates an `arch-mcp.json` (raw JSON text or an already-parsed value) and fills in defaults.
 * A user's `exclude` is added to the default excludes: nobody wants node_modules served.
 * @throws ConfigError naming each bad field, e.g. `arch-mcp.json: "kinds[1].kind" must be one of …`
 */
export function parseConfig(input: string | unknown, source = 'arch-mcp.json'): DocsConfig {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch (err) {
      throw new ConfigError([`is not valid JSON (${(err as Error).message})`], source);
    }
  }
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      const field = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
      return field ? `"${field}" ${issue.message}` : issue.message;
    });
    throw new ConfigError(issues, source);
  }
  const value = result.data;
  if (value.alternatives) {
    const problems = lexiconProblems(value.alternatives);
    if (problems.length) throw new ConfigError(problems.map((p) => `"alternatives.${p.replace(/:/, '"')}`), source);
  }
  const sourceUrlIssue = value.source_url === undefined ? undefined : sourceUrlProblem(value.source_url);
  if (sourceUrlIssue) throw new ConfigError([`"source_url" ${sourceUrlIssue}`], source);
  let upstreams: UpstreamEntry[] = [];
  try {
    if (value.upstreams !== undefined) upstreams = validateUpstreams(value.upstreams, 'upstreams', 'docs');
  } catch (err) {
    if (err instanceof UpstreamConfigError) throw new ConfigError(err.issues, source);
    throw err;
  }
  const services = serviceMap(value.services ?? {}, source);
  return {
    include: value.include ?? [...DEFAULT_INCLUDE],
    exclude: [...DEFAULT_EXCLUDE, ...(value.exclude ?? [])],
    kinds: value.kinds ?? [],
    blocked: value.blocked ?? [],
    lintIgnore: value.lint?.ignore ?? [],
    upstreams,
    services,
    ...(value.title !== undefined ? { title: value.title } : {}),
    ...(value.name !== undefined ? { name: value.name } : {}),
    ...(value.alternatives !== undefined ? { alternatives: value.alternatives } : {}),
    ...(value.source_url !== undefined ? { sourceUrl: value.source_url } : {}),
  };
}

/** The `services` map with names in lower case and every glob checked; names that collide once lower-cased are refused. */
function serviceMap(raw: Record<string, string[]>, source: string): Record<string, string[]> {
  const issues: string[] = [];
  const out: Record<string, string[]> = {};
  for (const [name, globs] of Object.entries(raw)) {
    const service = canonicalService(name);
    if (!service) issues.push(`"services" has an empty service name`);
    else if (Object.hasOwn(out, service)) issues.push(`"services.${name}" names the same service as another key once lower-cased ("${service}")`);
    globs.forEach((glob, i) => {
      try {
        compileGlob(glob);
      } catch (err) {
        if (!(err instanceof GlobError)) throw err;
        issues.push(`"services.${name}[${i}]" glob "${glob}" ${err.message}`);
      }
    });
    out[service] = [...new Set(globs)].sort();
  }
  if (issues.length) throw new ConfigError(issues, source);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}
