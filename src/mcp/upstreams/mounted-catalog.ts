// Which upstream tools are mounted and how a model sees them: the deployment's upstreams (the
// build's `upstreams` plus UPSTREAM_SERVERS), each upstream's own allow/deny globs, namespaced
// names, descriptions that say where a tool comes from, and the caller's allow-list (ENABLED_TOOLS
// ∩ key scopes, `ctx.allow`) applied to the namespaced names exactly as to built-ins.
import type { Tool } from '@modelcontextprotocol/client';
import { UnknownToolError } from '../../errors';
import { compileAllowList } from '../../tools/allow-list';
import { withProperty } from '../../tools/registry';
import type { ToolListing } from '../../tools/types';
import { WORKFLOW_ID_ARGUMENT, workflowIdArgumentSchema } from '../../tools/workflow-handle';
import { mountedNameProblem, mountedToolName, splitMountedName } from '../../upstreams/naming';
import { UpstreamConfigError, combineUpstreams, parseUpstreamServersVar, parseUpstreams } from '../../upstreams/upstream-config';
import type { UpstreamServer } from '../../upstreams/upstream-config';
import type { McpRequestContext } from '../request-context';
import { knownList } from './tool-lists';
import type { UpstreamList } from './tool-lists';
import type { EraVerdict } from './upstream-client';

/** A mounted tool: its upstream, its own name there, and its listing as models see it. */
export interface MountedTool {
  name: string;
  upstream: UpstreamServer;
  tool: string;
  definition: Tool;
  listing: ToolListing;
  /** The upstream tool declares `workflow_id` itself, so the argument is its, not the pipeline's. */
  ownsWorkflowId: boolean;
}

/** One upstream's mounted tools from one list, or why none are. */
export interface MountedSet {
  byName: Map<string, MountedTool>;
  /** Tools left out because their names cannot be mounted. */
  skipped: string[];
  /** Set when the list cannot be mounted at all (it names a tool twice). */
  error?: string;
}

/** The deployment's upstreams, or the configuration error that mounts none of them. */
export interface DeploymentUpstreams {
  byName: Map<string, UpstreamServer>;
  error?: string;
}

let resolved: { key: string; value: DeploymentUpstreams } | undefined;

/**
 * The upstreams this request's deployment mounts, resolved once per build and UPSTREAM_SERVERS
 * value. An invalid or colliding configuration mounts nothing and is logged once: a namespace is
 * never silently given to the wrong server.
 */
export function deploymentUpstreams(ctx: Pick<McpRequestContext, 'env' | 'bundle'>): DeploymentUpstreams {
  const spec = ctx.env.UPSTREAM_SERVERS ?? '';
  const key = `${ctx.bundle.buildId}\u0000${spec}`;
  if (resolved?.key === key) return resolved.value;
  let value: DeploymentUpstreams;
  try {
    // A build's list is the docs folder's, held to its rules again here: a build published without them must not send secrets either.
    const servers = combineUpstreams(parseUpstreams(ctx.bundle.manifest.upstreams ?? [], 'arch-mcp.json upstreams', 'docs'), parseUpstreamServersVar(spec));
    value = { byName: new Map(servers.map((s) => [s.name, s])) };
  } catch (err) {
    const message = err instanceof UpstreamConfigError ? err.message : 'unreadable upstream configuration';
    const error = `no upstream tools are mounted: ${message}`;
    value = { byName: new Map(), error };
    console.error(JSON.stringify({ level: 'error', event: 'config', message: error.slice(0, 1000) }));
  }
  resolved = { key, value };
  return value;
}

/** Names of the upstreams this deployment mounts (what `upstream:<name>` OAuth scopes can name). */
export function mountedUpstreamNames(ctx: Pick<McpRequestContext, 'env' | 'bundle'>): string[] {
  return [...deploymentUpstreams(ctx).byName.keys()];
}

const filters = new WeakMap<UpstreamServer, (tool: string) => boolean>();

/** Whether the upstream's own allow/deny globs mount `tool` (by its name on the upstream). */
function mountable(upstream: UpstreamServer, tool: string): boolean {
  let filter = filters.get(upstream);
  if (!filter) {
    const allow = compileAllowList(upstream.allow.join(','));
    const deny = compileAllowList(upstream.deny.join(','));
    filter = (name) => allow.allows(name) && !deny.allows(name);
    filters.set(upstream, filter);
  }
  return filter(tool);
}

const sets = new WeakMap<UpstreamList, { upstream: UpstreamServer; set: MountedSet }>();

/** The mounted tools of one upstream list, built once per list. */
export function mountedSet(upstream: UpstreamServer, list: UpstreamList): MountedSet {
  const cached = sets.get(list);
  if (cached?.upstream === upstream) return cached.set;
  const set: MountedSet = { byName: new Map(), skipped: [] };
  const seen = new Set<string>();
  for (const definition of list.tools) {
    if (seen.has(definition.name)) {
      set.byName.clear();
      set.error = `it lists the tool "${definition.name.slice(0, 100)}" twice, so none of its tools are mounted until each name is listed once`;
      break;
    }
    seen.add(definition.name);
    if (!mountable(upstream, definition.name)) continue;
    if (mountedNameProblem(upstream.name, definition.name)) {
      set.skipped.push(definition.name.slice(0, 100));
      continue;
    }
    const name = mountedToolName(upstream.name, definition.name);
    set.byName.set(name, mountedTool(upstream, definition as Tool, name));
  }
  sets.set(list, { upstream, set });
  return set;
}

function mountedTool(upstream: UpstreamServer, definition: Tool, name: string): MountedTool {
  const inputSchema = definition.inputSchema as ToolListing['inputSchema'];
  const ownsWorkflowId = inputSchema.properties !== undefined && WORKFLOW_ID_ARGUMENT in inputSchema.properties;
  const { _meta: upstreamMeta, ...rest } = definition as Tool & { _meta?: Record<string, unknown> };
  const listing: ToolListing = {
    ...(rest as unknown as ToolListing),
    name,
    description: `From the ${upstream.name} MCP server (its tool ${definition.name}). ${definition.description ?? ''}`.trim(),
    // The pipeline keeps workflows for mounted tools too, unless the tool has an argument of that name.
    inputSchema: ownsWorkflowId ? inputSchema : (withProperty(inputSchema, WORKFLOW_ID_ARGUMENT, workflowIdArgumentSchema) as ToolListing['inputSchema']),
    _meta: { ...withoutReservedKeys(upstreamMeta), upstream: { name: upstream.name, tool: definition.name } },
  };
  return { name, upstream, tool: definition.name, definition, listing, ownsWorkflowId };
}

/** Keys of the protocol (`io.modelcontextprotocol/…`, `…mcp/…`) and of this server's own pipeline. */
const RESERVED_META = /^(?:[a-z0-9-]+\.)*(?:modelcontextprotocol|mcp)\/|^workflow_id$/;

/**
 * An upstream's `_meta` without the keys that are not its to set: the protocol's reserved ones
 * (its server info is not ours to repeat) and the workflow handle, which only this server issues.
 */
export function withoutReservedKeys(meta: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!meta) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta)) if (!RESERVED_META.test(key)) out[key] = value;
  return out;
}

/** What a call to a mounted tool needs. */
export interface MountedTarget {
  name: string;
  upstream: UpstreamServer;
  tool: string;
  /** The upstream's listing of the tool, when a list is at hand. */
  definition?: Tool;
  verdict?: EraVerdict;
  ownsWorkflowId: boolean;
}

/**
 * The mounted tool a call names. Unknown, denied and disallowed tools all throw the same
 * UnknownToolError, so a caller cannot tell a tool it may not use from one that does not exist.
 * Uses the list at hand without asking the upstream; with no list yet, an allowed name is passed
 * on and the upstream itself decides.
 */
export async function resolveMountedTool(ctx: McpRequestContext, name: string): Promise<MountedTarget> {
  const parts = splitMountedName(name);
  const upstream = parts && deploymentUpstreams(ctx).byName.get(parts.upstream);
  if (!parts || !upstream || !mountable(upstream, parts.tool) || mountedNameProblem(upstream.name, parts.tool) || !ctx.allow.allows(name)) throw new UnknownToolError(name);
  const list = await knownList(ctx, upstream);
  if (!list) return { name, upstream, tool: parts.tool, ownsWorkflowId: false };
  const mounted = mountedSet(upstream, list).byName.get(name);
  if (!mounted) throw new UnknownToolError(name);
  return { name, upstream, tool: parts.tool, definition: mounted.definition, verdict: list.verdict, ownsWorkflowId: mounted.ownsWorkflowId };
}
