// GET /metrics: per-tool call statistics in the Prometheus text format, summed over isolates by
// the ToolStats Durable Object. For operators only (src/http/middleware/auth.ts, operatorAuth).
import { Hono } from 'hono';
import type { ToolStatsSnapshot } from '../../durable/stats-model';
import { readToolStats } from '../../mcp/stats-recorder';
import { operatorAuth } from '../middleware/auth';
import type { AuthVariables } from '../middleware/auth';

function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function num(value: number | null): string {
  if (value === null) return 'NaN';
  return Number.isFinite(value) ? String(value) : '+Inf';
}

/** Renders snapshots as Prometheus exposition text (version 0.0.4). */
function renderPrometheus(tools: ToolStatsSnapshot[]): string {
  const lines: string[] = [];
  const counter = (name: string, help: string, pick: (t: ToolStatsSnapshot) => number) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
    for (const t of tools) lines.push(`${name}{tool="${label(t.tool)}"} ${pick(t)}`);
  };
  counter('arch_mcp_tool_invocations_total', 'Tool calls, whatever their outcome.', (t) => t.invocations);
  counter('arch_mcp_tool_failures_total', 'Tool calls whose result was an error (timeouts and rate limits included).', (t) => t.failures);
  counter('arch_mcp_tool_timeouts_total', 'Tool calls stopped at their time budget.', (t) => t.timeouts);
  counter('arch_mcp_tool_cache_hits_total', 'Tool calls answered from the result cache.', (t) => t.cache_hits);
  counter('arch_mcp_tool_rate_limited_total', 'Tool calls refused by a rate limit.', (t) => t.rate_limited);

  lines.push('# HELP arch_mcp_tool_latency_ms Tool call latency in milliseconds.', '# TYPE arch_mcp_tool_latency_ms histogram');
  for (const t of tools) {
    for (const b of t.latency_histogram) lines.push(`arch_mcp_tool_latency_ms_bucket{tool="${label(t.tool)}",le="${b.le}"} ${b.count}`);
    lines.push(`arch_mcp_tool_latency_ms_count{tool="${label(t.tool)}"} ${t.invocations}`);
  }
  lines.push('# HELP arch_mcp_tool_latency_quantile_ms Latency percentiles estimated from the histogram (bucket upper bound).', '# TYPE arch_mcp_tool_latency_quantile_ms gauge');
  for (const t of tools) {
    for (const [q, v] of [['0.5', t.latency_ms.p50], ['0.95', t.latency_ms.p95], ['0.99', t.latency_ms.p99]] as const) {
      lines.push(`arch_mcp_tool_latency_quantile_ms{tool="${label(t.tool)}",quantile="${q}"} ${num(v)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export const metricsRoutes = new Hono<{ Bindings: Env; Variables: AuthVariables }>();

metricsRoutes.use('/metrics', operatorAuth);

metricsRoutes.get('/metrics', async (c) => {
  const tools = await readToolStats(c.env);
  return c.body(renderPrometheus(tools), 200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' });
});
