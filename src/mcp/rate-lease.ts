// Isolate-local leases of tool-call tokens: the RateLimiter hands an isolate a few units at a
// time, so most calls of a busy client are admitted here without a Durable Object round trip.
//
// Exactness: every unit is taken from the client's buckets in the Durable Object before any call
// spends it, and unspent units only ever go back, so the calls admitted across all isolates never
// exceed the budget. The one inexactness is the other way: while an isolate holds unexpired spare
// units, another isolate may be refused slightly early. An isolate holds at most one lease per
// client and tool, and a lease's spare part is at most about one second of refill and at most a
// quarter of what the buckets held after the calls waiting for it were served.
//
// Small budgets (under 120 per minute) lease one unit per call, which is the per-call check
// exactly; the Durable Object grants spare units only with headroom, so a client near its
// limit is checked call by call whatever its budget.
import type { LeaseRequest, ToolAdmission, ToolLease } from '../durable/rate-limiter';
import type { RateBudgets } from '../durable/rate-limits-config';
import { splitMountedName } from '../upstreams/naming';

/** How long granted units may be spent here before they go back to the Durable Object. */
const LEASE_MS = 1_000;
/** Largest lease, whatever the budget. */
const MAX_LEASE_UNITS = 50;
/** Leases kept per isolate; beyond this the least recently granted is dropped. */
const MAX_LEASES = 1_000;

/** One round trip to the client's RateLimiter, made from the context of the calling request. */
export type LeaseAsk = (request: LeaseRequest) => Promise<ToolLease>;

interface Lease {
  /** Granted units not yet spent. */
  units: number;
  expiresAt: number;
  /** Bucket contents the Durable Object reported right after the last grant. */
  toolRemaining: number | null;
  allRemaining: number;
  toolLimit: number | null;
  allLimit: number;
  upstreamRemaining?: number;
  upstreamLimit?: number;
}

/**
 * Keyed by client, tool and the budgets in force, so a changed budget starts a fresh lease. The
 * old lease's leftovers are then never returned (they were taken under other buckets' rules), and
 * neither are those of a lease dropped to keep the table bounded: both only ever under-admit.
 */
const leases = new Map<string, Lease>();

/**
 * Units worth leasing for one tool: about one second of refill of the smaller of the tool's and
 * the all-tools budget, so a lease held by an idle isolate withholds at most that much.
 */
export function leaseSize(budgets: RateBudgets, tool: string): number {
  const perMinute = Math.min(budgets.perTool[tool] ?? Infinity, upstreamBudget(budgets, tool) ?? Infinity, budgets.allTools);
  return Math.max(1, Math.min(MAX_LEASE_UNITS, Math.floor(perMinute / 60)));
}

/**
 * Admits one call of `tool` for `clientId`: spends a leased unit when this isolate holds an
 * unexpired one, else asks the Durable Object through `ask` for this call plus a lease,
 * returning the expired lease's leftovers in the same round trip. Calls of one client that
 * overlap in an isolate while its lease is empty each ask for themselves: a request may only
 * await its own I/O in workerd, and every grant comes out of the buckets, so this never
 * over-admits. `clock` is for tests.
 */
export async function admitFromLease(clientId: string, tool: string, budgets: RateBudgets, ask: LeaseAsk, clock: () => number = Date.now): Promise<ToolAdmission> {
  const key = `${clientId}\u0000${tool}\u0000${budgets.perTool[tool] ?? '-'}\u0000${budgets.allTools}${budgets.perUpstream ? `\u0000${upstreamBudget(budgets, tool) ?? '-'}` : ''}`;
  let lease = leases.get(key);
  if (lease && lease.units > 0 && clock() < lease.expiresAt) return spend(lease);
  if (!lease) {
    lease = { units: 0, expiresAt: 0, toolRemaining: null, allRemaining: 0, toolLimit: null, allLimit: budgets.allTools };
    remember(key, lease);
  }
  const returning = clock() >= lease.expiresAt ? lease.units : 0;
  lease.units -= returning;
  const answer = await ask({ need: 1, spare: leaseSize(budgets, tool) - 1, returning });
  // Added, not set: an overlapping call's grant may have landed meanwhile, and its units are real.
  lease.units += answer.granted;
  lease.expiresAt = clock() + LEASE_MS;
  lease.toolRemaining = answer.toolRemaining;
  lease.allRemaining = answer.allRemaining;
  lease.toolLimit = answer.toolLimit;
  lease.allLimit = answer.allLimit;
  lease.upstreamRemaining = answer.upstreamRemaining;
  lease.upstreamLimit = answer.upstreamLimit;
  if (leases.get(key) === lease) remember(key, lease);
  return lease.units > 0 ? spend(lease) : refusal(answer);
}

/** The budget of a mounted tool's upstream, when it has one. */
function upstreamBudget(budgets: RateBudgets, tool: string): number | undefined {
  if (!budgets.perUpstream) return undefined;
  const upstream = splitMountedName(tool)?.upstream;
  return upstream === undefined ? undefined : budgets.perUpstream[upstream];
}

/** Spends one unit. Remaining counts are the Durable Object's plus the units still held here. */
function spend(lease: Lease): ToolAdmission {
  lease.units -= 1;
  const admission: ToolAdmission = {
    allowed: true,
    retryAfterSeconds: 0,
    toolRemaining: lease.toolRemaining === null ? null : lease.toolRemaining + lease.units,
    toolLimit: lease.toolLimit,
    allRemaining: lease.allRemaining + lease.units,
    allLimit: lease.allLimit,
  };
  if (lease.upstreamRemaining !== undefined) {
    admission.upstreamRemaining = lease.upstreamRemaining + lease.units;
    admission.upstreamLimit = lease.upstreamLimit;
  }
  return admission;
}

function refusal(answer: ToolLease): ToolAdmission {
  return {
    allowed: false,
    retryAfterSeconds: answer.retryAfterSeconds,
    toolRemaining: answer.toolRemaining,
    toolLimit: answer.toolLimit,
    allRemaining: answer.allRemaining,
    allLimit: answer.allLimit,
    ...(answer.upstreamRemaining !== undefined ? { upstreamRemaining: answer.upstreamRemaining, upstreamLimit: answer.upstreamLimit } : {}),
    limitedBy: answer.limitedBy,
  };
}

/** Marks a lease as the most recently granted, dropping the oldest past the bound. */
function remember(key: string, lease: Lease): void {
  leases.delete(key);
  leases.set(key, lease);
  if (leases.size > MAX_LEASES) leases.delete(leases.keys().next().value!);
}
