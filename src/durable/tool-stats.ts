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
/** Per sending isolate (`seen/<isolate tag>`), the batches added last, to recognise one sent again. */
const SEEN_PREFIX = 'seen/';
/** Batch ids remembered per isolate: more than an isolate keeps unsent (60). */
const MAX_SEEN_PER_ISOLATE = 64;
/** An isolate silent this long has no batch left to send again; its ids are forgotten. */
const SEEN_IDLE_MS = 60 * 60 * 1000;

interface SeenBatches {
  ids: string[];
  at: number;
}

export class ToolStats extends DurableObject<Env> {
  /** Adds since the ids of silent isolates were last forgotten. */
  private addsSincePrune = 0;

  /**
   * Adds one isolate's batch: tool name → counter deltas. A batch with an `id` the object has
   * already added (an isolate sending again after a send that failed yet landed) is ignored.
   */
  async add(batch: Record<string, ToolCounters>, id?: string): Promise<void> {
    const kv = this.ctx.storage.kv;
    if (id !== undefined && !this.firstSight(id)) return;
    for (const [tool, delta] of Object.entries(batch)) {
      const parsed = countersSchema.safeParse(kv.get(PREFIX + tool));
      const current = parsed.success ? parsed.data : emptyCounters();
      kv.put(PREFIX + tool, mergeCounters(current, delta));
    }
  }

  /** Records batch `id` (`<isolate tag>-<n>`); false when it was added before. */
  private firstSight(id: string, now = Date.now()): boolean {
    const kv = this.ctx.storage.kv;
    const key = SEEN_PREFIX + id.slice(0, Math.max(0, id.lastIndexOf('-')));
    const seen = kv.get<SeenBatches>(key);
    if (seen?.ids.includes(id)) return false;
    kv.put(key, { ids: [...(seen?.ids ?? []).slice(1 - MAX_SEEN_PER_ISOLATE), id], at: now });
    if (++this.addsSincePrune >= 256) {
      this.addsSincePrune = 0;
      for (const [k, value] of kv.list<SeenBatches>({ prefix: SEEN_PREFIX })) if (now - value.at > SEEN_IDLE_MS) kv.delete(k);
    }
    return true;
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
