// Upstream MCP servers whose tools are mounted beside the built-ins: the `upstreams` list of
// arch-mcp.json and the UPSTREAM_SERVERS variable, validated with errors that name the field.
// Headers come from secrets only: an entry names the secret, never holds its value. The docs
// folder is not trusted with secrets: its entries may name url, name, limits and tool filters
// only; secret headers and forward_authorization come only from UPSTREAM_SERVERS, which the operator sets.
import { z } from 'zod';
import { isHttpsOrLoopback } from '../secure-url';
import { maskSecrets } from '../tools/secret-masking';
import { MAX_UPSTREAM_NAME, UPSTREAM_NAME_SHAPE } from './naming';

/** Secrets an entry may name. A config in the docs folder can only ever send these upstream. */
const UPSTREAM_SECRET_SHAPE = /^UPSTREAM_[A-Z0-9_]+$/;
/** The variable that holds the list itself is not a secret any entry may send. */
const NOT_A_SECRET = 'UPSTREAM_SERVERS';
/** Headers the MCP transport sets itself; an entry cannot override them. */
const TRANSPORT_HEADERS = new Set(['accept', 'content-type', 'content-length', 'host', 'mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'last-event-id']);

const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;
const MAX_UPSTREAM_TIMEOUT_MS = 30_000;
const DEFAULT_LIST_TIMEOUT_MS = 2_000;
const MAX_LIST_TIMEOUT_MS = 10_000;
const DEFAULT_UPSTREAM_CALLS_PER_MINUTE = 120;

const secretName = z
  .string('must name a secret')
  .regex(UPSTREAM_SECRET_SHAPE, 'must name a secret (UPSTREAM_ then capitals, digits or _), set with `wrangler secret put`; the config never holds the value')
  .refine((name) => name !== NOT_A_SECRET, `cannot be ${NOT_A_SECRET}`);

const headerValue = z.union(
  [secretName, z.object({ secret: secretName, prefix: z.string().max(40, 'must be at most 40 characters').regex(/^[A-Za-z0-9 _-]*$/, 'may hold only letters, digits, spaces, _ and -').optional() }).strict()],
  'must name a secret: "UPSTREAM_VENDOR_KEY", or { "secret": "UPSTREAM_VENDOR_TOKEN", "prefix": "Bearer " }',
);

const toolGlob = z.string().regex(/^[A-Za-z0-9_.*?-]{1,128}$/, 'must be a tool-name glob (letters, digits, _ . - and the wildcards * ?)');

const entrySchema = z
  .object({
    /** The namespace: mounted tools are named `<name>__<tool>`. */
    name: z.string('must be a string').regex(UPSTREAM_NAME_SHAPE, `must be 1-${MAX_UPSTREAM_NAME} lowercase letters, digits or -`),
    /** Streamable HTTP endpoint (2026-07-28 or 2025-11-25). https, or http on a loopback host. */
    url: z.string('must be a URL').superRefine((raw, ctx) => {
      const problem = urlProblem(raw);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    /** Request headers, each from a secret: `{ "X-Api-Key": "UPSTREAM_VENDOR_KEY" }`. @default {} */
    headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'header names are letters, digits and -'), headerValue).optional(),
    /** Which of the upstream's tools are mounted (by their own names). @default { allow: ["*"] } */
    tools: z.object({ allow: z.array(toolGlob, 'must be a list of globs').optional(), deny: z.array(toolGlob, 'must be a list of globs').optional() }, 'must be { "allow": [globs], "deny": [globs] }').strict().optional(),
    /** Time budget of one call, in ms. @default 10000 */
    timeout_ms: z.number('must be a number').int('must be a whole number').min(100, 'must be at least 100').max(MAX_UPSTREAM_TIMEOUT_MS, `must be at most ${MAX_UPSTREAM_TIMEOUT_MS}`).optional(),
    /** How long tools/list waits for this upstream's list before answering without it, in ms. @default 2000 */
    list_timeout_ms: z.number('must be a number').int('must be a whole number').min(50, 'must be at least 50').max(MAX_LIST_TIMEOUT_MS, `must be at most ${MAX_LIST_TIMEOUT_MS}`).optional(),
    /** Calls per minute one client may make to this upstream's tools together. @default 120 */
    calls_per_minute: z.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(1_000_000, 'must be at most 1000000').optional(),
    /** Send the caller's own Authorization header upstream on tool calls. @default false */
    forward_authorization: z.boolean('must be true or false').optional(),
  }, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `has unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}` : 'must be an object such as { "name": "vendor-docs", "url": "https://…/mcp" }',
  })
  .strict()
  .superRefine((entry, ctx) => {
    for (const header of Object.keys(entry.headers ?? {})) {
      const lower = header.toLowerCase();
      if (TRANSPORT_HEADERS.has(lower)) ctx.addIssue({ code: 'custom', path: ['headers', header], message: 'is set by the MCP transport and cannot be configured' });
      if (lower === 'authorization' && entry.forward_authorization) ctx.addIssue({ code: 'custom', path: ['headers', header], message: 'cannot be set together with forward_authorization' });
    }
  });

/** The `upstreams` list as arch-mcp.json and UPSTREAM_SERVERS hold it. */
const upstreamListSchema = z.array(entrySchema, 'must be a list of upstream servers');

/**
 * Who wrote a list: the operator (UPSTREAM_SERVERS, set with wrangler) or the docs folder
 * (arch-mcp.json, which whoever can merge to the docs repository controls).
 */
export type UpstreamTrust = 'operator' | 'docs';

/** Fields only the operator may set, and why, as a docs-folder entry is told. */
const OPERATOR_ONLY_FIELDS: Record<string, string> = {
  headers: 'secret headers come only from UPSTREAM_SERVERS, which the operator sets, so a docs folder cannot send a secret to a server it chose',
  forward_authorization: "forwarding a caller's credentials is set only in UPSTREAM_SERVERS, which the operator sets",
};

/** One entry as written. */
export type UpstreamEntry = z.infer<typeof entrySchema>;

/** One upstream with every default filled in and where it was configured. */
export interface UpstreamServer {
  name: string;
  url: string;
  /** Header name → the secret holding its value (and an optional fixed prefix such as "Bearer "). */
  headers: Record<string, { secret: string; prefix: string }>;
  allow: string[];
  deny: string[];
  timeoutMs: number;
  listTimeoutMs: number;
  callsPerMinute: number;
  forwardAuthorization: boolean;
  /** `arch-mcp.json upstreams[0]` or `UPSTREAM_SERVERS[1]`, for messages. */
  source: string;
}

/** Thrown for an invalid upstream list; the message names every bad field. */
export class UpstreamConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(issues.join('; '));
    this.name = 'UpstreamConfigError';
  }
}

/** Why `raw` cannot be an upstream URL, or '' when it can. */
function urlProblem(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL such as https://mcp.example.com/mcp';
  }
  if (url.username || url.password) return 'must not carry credentials; name a secret under headers instead';
  if (maskSecrets(raw) !== raw) return 'looks like it carries a credential; name a secret under headers instead';
  if (isHttpsOrLoopback(url)) return '';
  return 'must be https (plain http only on a loopback host), so header secrets never travel in clear text';
}

/** Field path in the form the messages use: `upstreams[1].headers.X-Api-Key`. */
function fieldOf(prefix: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : `${out}.${String(p)}`), prefix);
}

/** The operator-only fields a docs-folder list sets, each as an issue naming the field. */
function refusedDocsFields(raw: unknown, source: string): string[] {
  if (!Array.isArray(raw)) return [];
  const issues: string[] = [];
  raw.forEach((entry, i) => {
    if (entry === null || typeof entry !== 'object') return;
    for (const [field, why] of Object.entries(OPERATOR_ONLY_FIELDS)) {
      if (Object.hasOwn(entry, field)) issues.push(`"${fieldOf(source, [i, field])}" is not allowed in arch-mcp.json: ${why}`);
    }
  });
  return issues;
}

/**
 * Validates an upstream list (already-parsed JSON) from `source` ("upstreams" in arch-mcp.json, or
 * "UPSTREAM_SERVERS") and returns the entries as written. A list the docs folder wrote (`trust`
 * "docs") may not set headers or forward_authorization.
 * @throws UpstreamConfigError naming each bad field, e.g. `"UPSTREAM_SERVERS[0].name" must be …`
 */
export function validateUpstreams(raw: unknown, source: string, trust: UpstreamTrust = 'operator'): UpstreamEntry[] {
  const refused = trust === 'docs' ? refusedDocsFields(raw, source) : [];
  const result = upstreamListSchema.safeParse(raw);
  const invalid = result.success ? [] : result.error.issues.map((issue) => `"${fieldOf(source, issue.path)}" ${issue.message}`);
  if (refused.length || invalid.length) throw new UpstreamConfigError([...refused, ...invalid]);
  return result.data!;
}

/** Validates an upstream list and fills in every default. @throws UpstreamConfigError */
export function parseUpstreams(raw: unknown, source: string, trust: UpstreamTrust = 'operator'): UpstreamServer[] {
  return validateUpstreams(raw, source, trust).map((entry, i) => withDefaults(entry, `${source}[${i}]`));
}

/** UPSTREAM_SERVERS: blank means none; anything else must be the JSON list. */
export function parseUpstreamServersVar(spec: string | undefined): UpstreamServer[] {
  const text = (spec ?? '').trim();
  if (text === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new UpstreamConfigError([`UPSTREAM_SERVERS is not valid JSON (${err instanceof Error ? err.message : 'unreadable'})`]);
  }
  return parseUpstreams(raw, 'UPSTREAM_SERVERS');
}

/**
 * The upstreams of a deployment: the docs folder's list, then the variable's. Each name is a
 * namespace, so a name given twice is an error, never an override.
 * @throws UpstreamConfigError naming both places a name is defined
 */
export function combineUpstreams(...lists: UpstreamServer[][]): UpstreamServer[] {
  const byName = new Map<string, UpstreamServer>();
  const issues: string[] = [];
  for (const upstream of lists.flat()) {
    const earlier = byName.get(upstream.name);
    if (earlier) issues.push(`upstream "${upstream.name}" is defined twice (${earlier.source} and ${upstream.source}); each name is a namespace and must be unique`);
    else byName.set(upstream.name, upstream);
  }
  if (issues.length) throw new UpstreamConfigError(issues);
  return [...byName.values()];
}

function withDefaults(entry: UpstreamEntry, source: string): UpstreamServer {
  const headers: UpstreamServer['headers'] = {};
  for (const [name, value] of Object.entries(entry.headers ?? {})) headers[name] = typeof value === 'string' ? { secret: value, prefix: '' } : { secret: value.secret, prefix: value.prefix ?? '' };
  return {
    name: entry.name,
    url: entry.url,
    headers,
    allow: entry.tools?.allow ?? ['*'],
    deny: entry.tools?.deny ?? [],
    timeoutMs: entry.timeout_ms ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    listTimeoutMs: entry.list_timeout_ms ?? DEFAULT_LIST_TIMEOUT_MS,
    callsPerMinute: entry.calls_per_minute ?? DEFAULT_UPSTREAM_CALLS_PER_MINUTE,
    forwardAuthorization: entry.forward_authorization ?? false,
    source,
  };
}
