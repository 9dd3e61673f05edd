// The `arch://stats` resource: per-tool call statistics across all isolates, as JSON.
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/server';
import type { McpRequestContext } from './request-context';
import { readToolStats } from './stats-recorder';

export const STATS_URI = 'arch://stats';

/** The listing entry of the stats resource. */
export const statsResource: Resource = {
  uri: STATS_URI,
  name: 'tool-stats',
  title: 'Tool call statistics',
  mimeType: 'application/json',
  description: 'Per tool: invocations, failures, timeouts, cache hits, rate-limited calls and latency p50/p95/p99 (ms), summed over every server instance.',
};

/** Reads the current totals (this isolate's unsent batch included). */
export async function readStatsResource(ctx: McpRequestContext): Promise<ReadResourceResult> {
  const tools = await readToolStats(ctx.env);
  const body = { generated_at: new Date().toISOString(), tools: tools.map(({ latency_histogram: _h, ...rest }) => rest) };
  return { contents: [{ uri: STATS_URI, mimeType: 'application/json', text: JSON.stringify(body, null, 2) }] };
}
