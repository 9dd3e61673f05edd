// Per-client budgets on the sign-in endpoints (AUTH_MODE=oauth): /authorize, /oauth/callback,
// /oauth/token and /oauth/register. Anyone may call them before signing in, and most of their
// answers write to OAUTH_KV, so each client's requests are taken from the `oauth` bucket of its
// RateLimiter (RATE_LIMITS "oauth", per minute) and a client over budget is answered 429 with
// Retry-After before the route runs: nothing is written for it.
//
// Who a client is before it signs in: its address. On the edge that is CF-Connecting-IP, which
// Cloudflare sets on every request (a client cannot choose it); an IPv6 address counts by its /64
// prefix, the block one subscriber gets, so rotating through it buys nothing. Without the header
// (a local server) every caller is `local`, one budget for the machine.
import type { Context, MiddlewareHandler } from 'hono';
import { StorageUnavailableError } from '../../errors';
import { rateLimiterStub } from '../../durable/rate-limiter';
import { DEFAULT_SIGN_IN_BUDGET, rateBudgetsFor } from '../../durable/rate-limits-config';
import { RATE_LIMITER } from '../../mcp/rate-limit';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../../storage/storage-call';

/** Why a sign-in request was not served, for the route to answer in its own format. */
export interface SignInRefusal {
  /** 429: over budget (or the limiter shedding a flood); 503: the limiter failed, retry. */
  status: 429 | 503;
  retryAfterSeconds: number;
  message: string;
}

/** Clients refused lately, and until when: refused again here without asking the RateLimiter. */
const refusedUntil = new Map<string, number>();
const MAX_REFUSED = 10_000;

/** The sign-in identity of a request from `address` (CF-Connecting-IP); see the top of the file. */
function signInClientOf(address: string | undefined): string {
  const ip = address?.trim().toLowerCase().slice(0, 64);
  if (!ip) return 'local';
  return ip.includes(':') ? `ip:${ipv6Prefix64(ip)}` : `ip:${ip}`;
}

/** The /64 prefix of an IPv6 address (`2001:db8:1:2::/64`); the address itself when it does not parse. */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length < 4 || !groups.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))) return ip;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Middleware counting one sign-in request of the caller. Over budget, or when the RateLimiter
 * cannot answer, `refuse` renders the answer; the route does not run. OPTIONS preflights write
 * nothing and are not counted, and neither is anything under RATE_LIMITS=off. It sits behind
 * `oauthOnly`, so outside AUTH_MODE=oauth nothing reaches it.
 */
export function signInLimit(refuse: (c: Context<{ Bindings: Env }>, refusal: SignInRefusal) => Response | Promise<Response>): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const budgets = rateBudgetsFor(c.env.RATE_LIMITS);
    if (!budgets || c.req.method === 'OPTIONS') return next();
    const budget = budgets.oauth ?? DEFAULT_SIGN_IN_BUDGET;
    const client = signInClientOf(c.req.header('cf-connecting-ip'));
    const overBudget = (seconds: number): SignInRefusal => ({
      status: 429,
      retryAfterSeconds: seconds,
      message: `Too many sign-in requests from this address: at most ${budget} per minute. Retry after ${seconds} s.`,
    });
    const now = Date.now();
    const until = refusedUntil.get(client);
    if (until !== undefined && now < until) return refuse(c, overBudget(Math.ceil((until - now) / 1000)));
    let admission;
    try {
      admission = await storageCall(RATE_LIMITER, () => rateLimiterStub(c.env, client).takeSignIn(budget), DURABLE_OBJECT_DEADLINE_MS);
    } catch (err) {
      if (!(err instanceof StorageUnavailableError)) throw err;
      // A limiter shedding load is a flood's doing: the flood is refused like any over-budget request.
      if (err.reason === 'overloaded') return refuse(c, overBudget(err.retryAfterSeconds));
      return refuse(c, { status: 503, retryAfterSeconds: err.retryAfterSeconds, message: `Sign-in is briefly unavailable: ${err.message}.` });
    }
    if (!admission.allowed) {
      // The bucket holds less than a token until then whatever other isolates do, so refusing here
      // never refuses what the RateLimiter would admit, but for the rounding of Retry-After up to a second.
      if (refusedUntil.size >= MAX_REFUSED) refusedUntil.clear();
      refusedUntil.set(client, now + admission.retryAfterSeconds * 1000);
      return refuse(c, overBudget(admission.retryAfterSeconds));
    }
    await next();
  };
}
