// RateLimiter: one Durable Object per client (API key id, else IP), holding token buckets for
// each tool, for all tools together, for all /mcp requests, for the model judge's calls and for
// sign-in requests. A Durable Object runs one call at a time and these methods never await, so
// every check-and-take is atomic and exact.
import { DurableObject } from 'cloudflare:workers';
import { splitMountedName } from '../upstreams/naming';
import type { RateBudgets } from './rate-limits-config';

const MINUTE_MS = 60_000;
/**
 * Spare units (beyond the calls admitted now) are leased only while the buckets keep this many
 * times as much: a lease never takes more than a quarter of what is left, so near the limit
 * isolates fall back to asking call by call instead of parking tokens another isolate needs.
 */
const LEASE_HEADROOM = 4;
/** Sanity bound on the unit counts of one lease request. */
const MAX_LEASE_REQUEST = 100_000;

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
  /** Whole calls left in the budget of a mounted tool's upstream (absent for built-ins). */
  upstreamRemaining?: number;
  upstreamLimit?: number;
  /** Which bucket refused the call. */
  limitedBy?: 'tool' | 'upstream' | 'all_tools';
}

/**
 * One isolate's request for tool-call units. A unit is one token from the tool's own bucket
 * (when the tool has a budget), one from its upstream's bucket (a mounted tool) and one from the
 * all-tools bucket.
 */
export interface LeaseRequest {
  /** Calls to admit now; granted as far as the buckets hold, each spent at once. */
  need: number;
  /** Extra units to hold for calls still to come; granted only with headroom to spare. @default 0 */
  spare?: number;
  /** Unspent units of this isolate's earlier, expired lease of the same tool. @default 0 */
  returning?: number;
}

/**
 * Answer to a lease request. The remaining counts are what the buckets hold after the grant.
 * When fewer than `need` units were granted, `retryAfterSeconds` and `limitedBy` describe the
 * refusal of the rest, exactly as a refused single call would see it.
 */
export interface ToolLease extends Omit<ToolAdmission, 'allowed'> {
  granted: number;
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
 * each check-and-take stays atomic. With isolate leases they happen once per lease, not per call.
 */
export class RateLimiter extends DurableObject<Env> {
  private readonly buckets = new Map<string, Bucket>();

  /**
   * Takes back `returning` units, then grants up to `need` units plus up to `spare` more while
   * the buckets keep LEASE_HEADROOM times the spare. Tokens leave the buckets here, before any
   * isolate spends them, so admitted calls never exceed the budget.
   */
  leaseTool(tool: string, budgets: RateBudgets, request: LeaseRequest, now = Date.now()): ToolLease {
    const toolBudget = budgets.perTool[tool];
    const own = toolBudget === undefined ? undefined : this.refill(`tool:${tool}`, toolBudget, now);
    const upstreamName = budgets.perUpstream && splitMountedName(tool)?.upstream;
    const upstreamBudget = upstreamName ? budgets.perUpstream?.[upstreamName] : undefined;
    const group = upstreamBudget === undefined ? undefined : this.refill(`upstream:${upstreamName}`, upstreamBudget, now);
    const all = this.refill('all_tools', budgets.allTools, now);
    const need = Math.max(1, wholeUnits(request.need));
    const returning = wholeUnits(request.returning);
    if (returning > 0) {
      // Each returned unit was taken from every bucket by the same (tool, budgets) lease.
      for (const bucket of [own, group, all]) if (bucket) bucket.tokens = Math.min(bucket.capacity, bucket.tokens + returning);
    }
    const available = Math.floor(Math.min(own ? own.tokens : Infinity, group ? group.tokens : Infinity, all.tokens));
    const forCalls = Math.min(need, available);
    const spare = Math.min(wholeUnits(request.spare), Math.floor((available - forCalls) / LEASE_HEADROOM));
    const granted = forCalls + spare;
    for (const bucket of [own, group, all]) if (bucket) bucket.tokens -= granted;
    if (granted > 0 || returning > 0) {
      if (own) this.save(`tool:${tool}`, own);
      if (group) this.save(`upstream:${upstreamName}`, group);
      this.save('all_tools', all);
    }
    const state = {
      granted,
      toolRemaining: own ? Math.floor(own.tokens) : null,
      toolLimit: toolBudget ?? null,
      allRemaining: Math.floor(all.tokens),
      allLimit: budgets.allTools,
      ...(group ? { upstreamRemaining: Math.floor(group.tokens), upstreamLimit: upstreamBudget } : {}),
    };
    if (forCalls === need) return { ...state, retryAfterSeconds: 0 };
    // Short of what the waiting calls need: at least one bucket now holds less than a token.
    const waits: [NonNullable<ToolAdmission['limitedBy']>, number][] = [];
    if (own && own.tokens < 1) waits.push(['tool', secondsUntilToken(own)]);
    if (group && group.tokens < 1) waits.push(['upstream', secondsUntilToken(group)]);
    if (all.tokens < 1) waits.push(['all_tools', secondsUntilToken(all)]);
    const longest = waits.reduce((a, b) => (b[1] > a[1] ? b : a), waits[0] ?? ['all_tools', 1]);
    return { ...state, retryAfterSeconds: longest[1], limitedBy: longest[0] };
  }

  /** Takes one token from the tool's bucket and one from the all-tools bucket, or neither. */
  takeTool(tool: string, budgets: RateBudgets, now = Date.now()): ToolAdmission {
    const { granted, ...state } = this.leaseTool(tool, budgets, { need: 1 }, now);
    return { allowed: granted > 0, ...state };
  }

  /** Takes one token from the client's request bucket. */
  takeRequest(budget: number, now = Date.now()): RequestAdmission {
    return this.take('requests', budget, 1, now);
  }

  /**
   * Takes `count` tokens from the client's request bucket (one per message a POST carries that is
   * not a tool call), all of them or none: a batch is admitted whole or refused whole.
   */
  takeRequests(budget: number, count: number, now = Date.now()): RequestAdmission {
    return this.take('requests', budget, count, now);
  }

  /** Takes one token from the client's bucket of model judgements (calls of the analysis tools' model). */
  takeModelJudgement(budget: number, now = Date.now()): RequestAdmission {
    return this.take('model_judgements', budget, 1, now);
  }

  /** Takes one token from the client's sign-in bucket (authorize, callback, token, registration). */
  takeSignIn(budget: number, now = Date.now()): RequestAdmission {
    return this.take('oauth', budget, 1, now);
  }

  /** Takes `count` tokens from the named bucket, or none. */
  private take(name: string, budget: number, count: number, now: number): RequestAdmission {
    const need = Math.max(1, wholeUnits(count));
    const bucket = this.refill(name, budget, now);
    if (bucket.tokens < need) return { allowed: false, retryAfterSeconds: secondsUntilTokens(bucket, need), remaining: Math.floor(bucket.tokens) };
    bucket.tokens -= need;
    this.save(name, bucket);
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
  return secondsUntilTokens(bucket, 1);
}

/** Seconds until the bucket holds `n` tokens; a minute when it can never hold that many. */
function secondsUntilTokens(bucket: Bucket, n: number): number {
  if (n > bucket.capacity) return 60;
  const perMs = bucket.capacity / MINUTE_MS;
  return Math.max(1, Math.ceil((n - bucket.tokens) / perMs / 1000));
}

/** A non-negative whole count from an RPC argument (anything else counts as 0). */
function wholeUnits(n: number | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(MAX_LEASE_REQUEST, Math.max(0, Math.floor(n))) : 0;
}

/** The limiter of one client. `clientId` is derived by the server (key id or IP), never sent. */
export function rateLimiterStub(env: Env, clientId: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(clientId));
}
