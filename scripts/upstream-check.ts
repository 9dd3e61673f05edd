// Connects to each upstream from this machine, as the worker would: its protocol revision and
// server, how many tools it lists and which of them are mounted (and under which names), and how
// long listing took. Used by `arch-mcp upstreams check` and by `arch-mcp tools`.
import { listUpstreamTools } from '../src/mcp/upstreams/upstream-client';
import { upstreamErrorOf } from '../src/mcp/upstreams/upstream-errors';
import { mountedSet } from '../src/mcp/upstreams/mounted-catalog';
import type { MountedTool } from '../src/mcp/upstreams/mounted-catalog';
import { MissingSecretError, upstreamHeaders } from '../src/upstreams/secret-headers';
import type { UpstreamServer } from '../src/upstreams/upstream-config';

export interface UpstreamCheck {
  upstream: UpstreamServer;
  ok: boolean;
  era?: 'modern' | 'legacy';
  protocolVersion?: string;
  server?: { name: string; version: string };
  /** Tools the upstream lists (all pages). */
  listed?: number;
  /** Tools mounted after the entry's allow/deny globs and the naming rule. */
  mounted: MountedTool[];
  /** Tools whose names cannot be mounted. */
  skipped: string[];
  latencyMs: number;
  error?: string;
}

/** Lists one upstream's tools; never throws (a failure is reported in `error`). */
export async function checkUpstream(upstream: UpstreamServer, secrets: Record<string, unknown>): Promise<UpstreamCheck> {
  const started = Date.now();
  const failed = (error: string): UpstreamCheck => ({ upstream, ok: false, mounted: [], skipped: [], latencyMs: Date.now() - started, error });
  let headers: Record<string, string>;
  try {
    headers = upstreamHeaders(upstream, secrets);
  } catch (err) {
    if (err instanceof MissingSecretError) return failed(err.message);
    throw err;
  }
  try {
    const found = await listUpstreamTools({ url: upstream.url, headers, timeoutMs: upstream.timeoutMs }, AbortSignal.timeout(upstream.timeoutMs));
    const now = Date.now();
    const set = mountedSet(upstream, { fetchedAt: now, expiresAt: now, verdict: found.verdict, protocolVersion: found.protocolVersion, tools: found.tools, ...(found.server ? { server: found.server } : {}) });
    return {
      upstream,
      ok: set.error === undefined,
      era: found.verdict.era,
      protocolVersion: found.protocolVersion,
      ...(found.server ? { server: found.server } : {}),
      listed: found.tools.length,
      mounted: [...set.byName.values()],
      skipped: set.skipped,
      latencyMs: found.latencyMs,
      ...(set.error ? { error: set.error } : {}),
    };
  } catch (err) {
    return failed(upstreamErrorOf(err).message);
  }
}

/** One line about an upstream, as the CLI prints it. */
export function describeCheck(check: UpstreamCheck): string {
  const { upstream } = check;
  if (!check.ok && check.listed === undefined) return `${upstream.name}  ${upstream.url}  unavailable after ${check.latencyMs} ms: ${check.error}`;
  const server = check.server ? `, ${check.server.name} ${check.server.version}` : '';
  const tools = `${check.listed} tools listed, ${check.mounted.length} mounted${check.skipped.length ? ` (left out, names MCP does not allow: ${check.skipped.join(', ')})` : ''}`;
  return `${upstream.name}  ${upstream.url}  ${check.protocolVersion}${server}; ${tools}; ${check.latencyMs} ms${check.error ? `; not mounted: ${check.error}` : ''}`;
}
