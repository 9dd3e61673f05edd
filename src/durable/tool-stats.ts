// ToolStats: the one place per-tool counters from every isolate add up. Isolates send batches
// (see src/mcp/stats-recorder.ts), so this object sees about one call per isolate per second
// rather than one per tool call, and reads are a single in-memory walk.
import { DurableObject } from 'cloudflare:workers';
import { z } from 'zod';
import { emptyCounters, mergeCounters, snapshot } from './stats-model';
import type { ToolCounters, ToolStatsSnapshot } from './stats-model';

const countersSchema = z.object({
  invocations: z.number(),
  failures: z.number(),
  timeouts: z.number(),
  cacheHits: z.number(),
  rateLimited: z.number(),
  latency: z.array(z.number()),
});

const PREFIX = 'tool/';

export class ToolStats extends DurableObject<Env> {
  /** Adds one isolate's batch: tool name → counter deltas. */
  async add(batch: Record<string, ToolCounters>): Promise<void> {
    const kv = this.ctx.storage.kv;
    for (const [tool, delta] of Object.entries(batch)) {
      const parsed = countersSchema.safeParse(kv.get(PREFIX + tool));
      const current = parsed.success ? parsed.data : emptyCounters();
      kv.put(PREFIX + tool, mergeCounters(current, delta));
    }
  }

  /** Every tool's totals since the object was created, sorted by tool name. */
  async read(): Promise<ToolStatsSnapshot[]> {
    const out: ToolStatsSnapshot[] = [];
    for (const [key, value] of this.ctx.storage.kv.list({ prefix: PREFIX })) {
      const parsed = countersSchema.safeParse(value);
      if (parsed.success) out.push(snapshot(key.slice(PREFIX.length), parsed.data));
    }
    return out.sort((a, b) => a.tool.localeCompare(b.tool));
  }

  /** Forgets all counters (tests). */
  async reset(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

/** The deployment's single stats object. */
export function toolStatsStub(env: Env) {
  return env.STATS.get(env.STATS.idFromName('global'));
}
