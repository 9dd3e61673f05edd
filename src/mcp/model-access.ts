// Which judge the analysis tools use on this deployment, and the model client they get: ANALYSIS_JUDGE
// (rules | model | auto — auto means the model wherever the `AI` binding exists), ANALYSIS_MODEL, and
// the client itself: answers cached per build and request (isolate memory, then the Cache API), a
// call taken from the client's `model_judgements` rate bucket, then Workers AI through the binding.
import { DEFAULT_ANALYSIS_MODEL } from '../analysis/judge/model-call';
import { MODEL_BUDGET_MS, ModelCallError, type ModelAccess, type ModelClient } from '../analysis';
import { parseAnswerJson } from '../analysis/judge/model-call';
import { rateLimiterStub } from '../durable/rate-limiter';
import { DURABLE_OBJECT_DEADLINE_MS, storageCall } from '../storage/storage-call';
import { type AiRunner, workersAiClient } from '../ai/workers-ai';
import { readCachedOutput, writeCachedOutput } from '../tools/result-cache';
import { RATE_LIMITER } from './rate-limit';
import type { McpRequestContext } from './request-context';

type JudgeMode = 'rules' | 'model' | 'auto';

/** How long a model's answer to one request over one build is reused: neither can change. */
const MODEL_ANSWER_TTL_S = 86_400;
/** Bounds of ANALYSIS_MODEL_TIMEOUT_MS: the call must end inside the tool's own budget (10 s), leaving a second for the rest. */
const MIN_BUDGET_MS = 100;
const MAX_BUDGET_MS = 9_000;

let warned: string | undefined;

/** ANALYSIS_JUDGE as a mode; anything else is `auto`, logged once. */
function judgeMode(value: string | undefined): JudgeMode {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'auto') return 'auto';
  if (v === 'rules' || v === 'model') return v;
  if (warned !== v) {
    warned = v;
    console.error(JSON.stringify({ level: 'error', event: 'config', message: 'ANALYSIS_JUDGE must be rules, model or auto; using auto' }));
  }
  return 'auto';
}

/** What the tools of this request judge with: undefined for the rules judge alone. */
export function modelAccessFor(ctx: McpRequestContext): ModelAccess | undefined {
  const env = ctx.env as Env & { AI?: AiRunner; ANALYSIS_JUDGE?: string; ANALYSIS_MODEL?: string; ANALYSIS_MODEL_TIMEOUT_MS?: string };
  const mode = judgeMode(env.ANALYSIS_JUDGE);
  if (mode === 'rules') return undefined;
  const model = env.ANALYSIS_MODEL?.trim() || DEFAULT_ANALYSIS_MODEL;
  if (!env.AI) return mode === 'model' ? { model, unavailable: 'ANALYSIS_JUDGE is "model" but the worker has no AI binding' } : undefined;
  return { model, client: cached(rated(workersAiClient(env.AI), ctx), ctx), budgetMs: modelBudget(env.ANALYSIS_MODEL_TIMEOUT_MS) };
}

/** ANALYSIS_MODEL_TIMEOUT_MS within its bounds; the default when unset or not a number. */
function modelBudget(value: string | undefined): number {
  const n = Number((value ?? '').trim());
  if (!value?.trim() || !Number.isFinite(n)) return MODEL_BUDGET_MS;
  return Math.min(MAX_BUDGET_MS, Math.max(MIN_BUDGET_MS, Math.round(n)));
}

/** Takes one token of the client's `model_judgements` bucket before each call. */
function rated(inner: ModelClient, ctx: McpRequestContext): ModelClient {
  return async (request, key, signal) => {
    const budget = ctx.rateBudgets?.modelJudgements;
    if (budget) {
      // A rate limiter that fails or stalls ends this call as a failed one: the rules judge answers and says so.
      const admission = await storageCall(RATE_LIMITER, () => rateLimiterStub(ctx.env, ctx.clientId).takeModelJudgement(budget), DURABLE_OBJECT_DEADLINE_MS);
      if (!admission.allowed) throw new ModelCallError('rate_limited', `this client's model_judgements budget (${budget} a minute) is spent; retry after ${admission.retryAfterSeconds} s`);
    }
    return inner(request, key, signal);
  };
}

/** Reuses an answer to the same request over the same build; only answers that are JSON are kept. */
function cached(inner: ModelClient, ctx: McpRequestContext): ModelClient {
  return async (request, key, signal) => {
    const cacheKey = `model_judgements/${encodeURIComponent(ctx.bundle.buildId)}/${key}`;
    if (ctx.cacheTtlSeconds > 0) {
      const hit = await readCachedOutput(cacheKey);
      if (hit && typeof hit.output.text === 'string') {
        const count = (n: unknown) => (typeof n === 'number' ? n : undefined);
        return { text: hit.output.text, prompt_tokens: count(hit.output.prompt_tokens), completion_tokens: count(hit.output.completion_tokens), cached: true };
      }
    }
    const reply = await inner(request, key, signal);
    if (ctx.cacheTtlSeconds > 0 && parseAnswerJson(reply.text) !== undefined) {
      writeCachedOutput(cacheKey, { output: { text: reply.text, prompt_tokens: reply.prompt_tokens, completion_tokens: reply.completion_tokens } }, Math.max(ctx.cacheTtlSeconds, MODEL_ANSWER_TTL_S), ctx.waitUntil);
    }
    return reply;
  };
}
