// RateLimiter: one Durable Object per client (API key id, else IP), holding token buckets for
// each tool, for all tools together, and for all /mcp requests. A Durable Object runs one call
// at a time and these methods never await, so every check-and-take is atomic and exact.
import { DurableObject } from 'cloudflare:workers';
import type { RateBudgets } from './rate-limits-config';

const MINUTE_MS = 60_000;

interface Bucket {
  tokens: number;
  capacity: number;
  updatedAt: number;
}

/** Answer to one tool call's check. */
export interface ToolAdmission {
  allowed: boolean;
  /** Seconds until the call would be admitted (0 when allowed). */
  retryAfterSeconds: number;
  /** Whole calls left in the tool's own bucket (null when the tool has no own budget). */
  toolRemaining: number | null;
  toolLimit: number | null;
  allRemaining: number;
  allLimit: number;
  /** Which bucket refused the call. */
  limitedBy?: 'tool' | 'all_tools';
}

/** Answer to one request's check. */
export interface RequestAdmission {
  allowed: boolean;
  retryAfterSeconds: number;
  remaining: number;
}

/**
 * Buckets live in memory and are written through to the object's synchronous SQLite-backed KV
 * after every change, so an object that is evicted or restarted mid-minute resumes with the
 * tokens it had instead of full buckets. The writes are synchronous and never awaited here, so
 * each check-and-take stays atomic.
 */
export class RateLimiter extends DurableObject<Env> {
  private readonly buckets = new Map<string, Bucket>();

  /** Takes one token from the tool's bucket and one from the all-tools bucket, or neither. */
  takeTool(tool: string, budgets: RateBudgets, now = Date.now()): ToolAdmission {
    const toolBudget = budgets.perTool[tool];
    const own = toolBudget === undefined ? undefined : this.refill(`tool:${tool}`, toolBudget, now);
    const all = this.refill('all_tools', budgets.allTools, now);
    const ownShort = own !== undefined && own.tokens < 1;
    const allShort = all.tokens < 1;
    if (ownShort || allShort) {
      const waitOwn = ownShort ? secondsUntilToken(own!) : 0;
      const waitAll = allShort ? secondsUntilToken(all) : 0;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(waitOwn, waitAll),
        toolRemaining: own ? Math.floor(own.tokens) : null,
        toolLimit: toolBudget ?? null,
        allRemaining: Math.floor(all.tokens),
        allLimit: budgets.allTools,
        limitedBy: waitOwn >= waitAll && ownShort ? 'tool' : 'all_tools',
      };
    }
    if (own) own.tokens -= 1;
    all.tokens -= 1;
    if (own) this.save(`tool:${tool}`, own);
    this.save('all_tools', all);
    return {
      allowed: true,
      retryAfterSeconds: 0,
      toolRemaining: own ? Math.floor(own.tokens) : null,
      toolLimit: toolBudget ?? null,
      allRemaining: Math.floor(all.tokens),
      allLimit: budgets.allTools,
    };
  }

  /** Takes one token from the client's request bucket. */
  takeRequest(budget: number, now = Date.now()): RequestAdmission {
    const bucket = this.refill('requests', budget, now);
    if (bucket.tokens < 1) return { allowed: false, retryAfterSeconds: secondsUntilToken(bucket), remaining: 0 };
    bucket.tokens -= 1;
    this.save('requests', bucket);
    return { allowed: true, retryAfterSeconds: 0, remaining: Math.floor(bucket.tokens) };
  }

  private save(name: string, bucket: Bucket): void {
    this.ctx.storage.kv.put(name, bucket);
  }

  private refill(name: string, perMinute: number, now: number): Bucket {
    let bucket = this.buckets.get(name);
    if (!bucket) {
      bucket = this.ctx.storage.kv.get<Bucket>(name);
      if (bucket) this.buckets.set(name, bucket);
    }
    if (!bucket) {
      bucket = { tokens: perMinute, capacity: perMinute, updatedAt: now };
      this.buckets.set(name, bucket);
      return bucket;
    }
    if (bucket.capacity !== perMinute) {
      // A changed budget applies at once, without handing out a fresh burst.
      bucket.tokens = Math.min(bucket.tokens, perMinute);
      bucket.capacity = perMinute;
    }
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(bucket.capacity, bucket.tokens + (elapsed * bucket.capacity) / MINUTE_MS);
    // Never move time backwards: a clock step must not let the same interval refill twice.
    bucket.updatedAt = Math.max(bucket.updatedAt, now);
    return bucket;
  }
}

function secondsUntilToken(bucket: Bucket): number {
  const perMs = bucket.capacity / MINUTE_MS;
  return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
}

/** The limiter of one client. `clientId` is derived by the server (key id or IP), never sent. */
export function rateLimiterStub(env: Env, clientId: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(clientId));
}
