// Rate-limit budgets from the RATE_LIMITS variable: per-tool and all-tools token buckets for tool
// calls, a larger bucket for every /mcp request, one for the model judge's calls and one for the
// sign-in endpoints. Parsed once per isolate.
import { z } from 'zod';

/** Budgets in calls per minute; a bucket holds one minute's worth and refills continuously. */
export interface RateBudgets {
  /** Per-tool budgets; tools not listed are limited only by `allTools`. */
  perTool: Record<string, number>;
  /** All tool calls of one client together. @default 600 */
  allTools: number;
  /** Every /mcp request of one client (tool calls included in the per-tool buckets instead). @default 1200 */
  requests: number;
  /**
   * Budgets shared by all mounted tools of one upstream (`<upstream>__*`), from each upstream's
   * `calls_per_minute`; a mounted call takes a token here too.
   */
  perUpstream?: Record<string, number>;
  /**
   * Requests to the sign-in endpoints (authorize, callback, token, registration) per client, which
   * before sign-in is its address (src/http/middleware/sign-in-limit.ts). @default 60
   */
  oauth?: number;
  /**
   * Calls of the analysis tools' model judge (Workers AI) one client may cause; past it the tools
   * answer with the rules judge. Cached answers do not count. @default 20
   */
  modelJudgements?: number;
}

/** Sign-in requests per minute per client: twelve whole sign-ins, or an hour's token refreshes of 3,600 clients behind one address. */
export const DEFAULT_SIGN_IN_BUDGET = 60;

export const DEFAULT_RATE_BUDGETS: RateBudgets = {
  perTool: {
    grep_docs: 60,
    search_architecture: 120,
    read_document: 300,
    validate_against_pattern: 60,
    check_adr_alignment: 60,
  },
  allTools: 600,
  requests: 1200,
  oauth: DEFAULT_SIGN_IN_BUDGET,
  modelJudgements: 20,
};

const budget = z.number().int().positive().max(1_000_000);
/** `{"tools": {"grep_docs": 30}, "all_tools": 300, "requests": 1000, "model_judgements": 10, "oauth": 30}`; omitted parts keep defaults. */
const configSchema = z
  .object({
    // Built-in names, or mounted ones (`<upstream>__<tool>`).
    tools: z.record(z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/), budget).optional(),
    all_tools: budget.optional(),
    requests: budget.optional(),
    oauth: budget.optional(),
    model_judgements: budget.optional(),
  })
  .strict();

let cached: { spec: string | undefined; budgets: RateBudgets | null } | undefined;

/**
 * The deployment's budgets, or null when RATE_LIMITS is "off" (no Durable Object check at all;
 * the load run uses this to measure what the checks cost). Invalid JSON falls back to the
 * defaults and logs once, so a typo never turns limits off.
 */
export function rateBudgetsFor(spec: string | undefined): RateBudgets | null {
  if (cached && cached.spec === spec) return cached.budgets;
  cached = { spec, budgets: parseBudgets(spec) };
  return cached.budgets;
}

function parseBudgets(spec: string | undefined): RateBudgets | null {
  const text = (spec ?? '').trim();
  if (text === '') return DEFAULT_RATE_BUDGETS;
  if (text === 'off') return null;
  try {
    const parsed = configSchema.parse(JSON.parse(text));
    return {
      perTool: { ...DEFAULT_RATE_BUDGETS.perTool, ...parsed.tools },
      allTools: parsed.all_tools ?? DEFAULT_RATE_BUDGETS.allTools,
      requests: parsed.requests ?? DEFAULT_RATE_BUDGETS.requests,
      oauth: parsed.oauth ?? DEFAULT_SIGN_IN_BUDGET,
      modelJudgements: parsed.model_judgements ?? DEFAULT_RATE_BUDGETS.modelJudgements,
    };
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', event: 'config', message: 'RATE_LIMITS is not valid; using the defaults', detail: err instanceof Error ? err.message.slice(0, 300) : 'unknown' }));
    return DEFAULT_RATE_BUDGETS;
  }
}
