// One call of a language model as the judges make it, runtime-neutral: the request (messages and a
// JSON schema for the answer), its content key, the small client function an adapter at the edge
// provides (Workers AI in the worker, recorded answers in evaluation), the time budget, and the kinds
// of failure that send a judge back to its rules.
import type { z } from 'zod';
import { sha256Hex } from '../../docs/parse-doc.js';
import { judgeText } from './judge-text.js';
import type { ModelCallReport } from './verdict.js';

export interface ModelMessage {
  role: 'system' | 'user';
  content: string;
}

/** A request exactly as it is sent: everything a model needs to answer is in it. */
export interface ModelRequest {
  model: string;
  messages: ModelMessage[];
  response_format: { type: 'json_schema'; json_schema: { name: string; strict: true; schema: Record<string, unknown> } };
  temperature: number;
  max_tokens: number;
  reasoning_effort?: 'low' | 'medium' | 'high';
}

export interface ModelReply {
  /** The model's answer text (JSON, when it kept to the schema). */
  text: string;
  prompt_tokens?: number;
  completion_tokens?: number;
  /** The answer came from the cache of an earlier, identical request. */
  cached?: boolean;
}

/** Sends one request; `key` names it (for caches and recorded answers). Throws ModelCallError on failure. */
export type ModelClient = (request: ModelRequest, key: string, signal: AbortSignal) => Promise<ModelReply>;

export type ModelFailure = 'timeout' | 'rate_limited' | 'unavailable' | 'failed' | 'no_response';

/** Why a model call gave no answer; the judge then keeps the rules judge's labels. */
export class ModelCallError extends Error {
  override name = 'ModelCallError';
  constructor(readonly outcome: ModelFailure, message: string) {
    super(message);
  }
}

/** What a tool is given to judge with a model: the model and how to call it, or why it cannot. */
export interface ModelAccess {
  model: string;
  client?: ModelClient;
  /** Set when no client is available (no AI binding): the answer says so. */
  unavailable?: string;
  /** Time budget of one call in ms. @default MODEL_BUDGET_MS */
  budgetMs?: number;
}

/**
 * The Workers AI model judges use unless ANALYSIS_MODEL names another: an open-weight reasoning model
 * that takes chat messages with a JSON-schema response_format (docs/judge.md says why and what it costs).
 */
export const DEFAULT_ANALYSIS_MODEL = '@cf/openai/gpt-oss-120b';

/** A model call's time budget, inside the tool's own (10 s by default). */
export const MODEL_BUDGET_MS = 8_000;

/** The messages, schema and settings for one judging request. */
export function modelRequest(model: string, system: readonly string[], data: unknown, schemaName: string, schema: Record<string, unknown>): ModelRequest {
  const { request } = judgeText();
  const extra = Object.hasOwn(request.by_model, model) ? request.by_model[model] : {};
  return {
    model,
    messages: [
      { role: 'system', content: system.join('\n') },
      { role: 'user', content: JSON.stringify(data, null, 1) },
    ],
    response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
    temperature: request.temperature,
    max_tokens: request.max_tokens,
    ...extra,
  };
}

/** The request's content key: the same request (built in a fixed key order) always has the same key. */
export function requestKey(request: ModelRequest): Promise<string> {
  return sha256Hex(new TextEncoder().encode(JSON.stringify(request)));
}

/**
 * Calls the client within `budgetMs`, cancelled with `outer` too. A client that ignores the signal
 * is left behind: the budget holds either way.
 */
export async function callWithBudget(client: ModelClient, request: ModelRequest, key: string, budgetMs: number, outer?: AbortSignal): Promise<ModelReply> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ModelCallError('timeout', `the model did not answer within ${budgetMs} ms`));
    }, budgetMs);
  });
  const cancelled = new Promise<never>((_, reject) => {
    if (outer?.aborted) reject(new ModelCallError('failed', 'the call was cancelled'));
    outer?.addEventListener('abort', () => reject(new ModelCallError('failed', 'the call was cancelled')), { once: true });
  });
  const call = client(request, key, controller.signal);
  call.catch(() => undefined);
  expired.catch(() => undefined);
  cancelled.catch(() => undefined);
  try {
    return await Promise.race([call, expired, cancelled]);
  } catch (err) {
    if (err instanceof ModelCallError) throw err;
    throw new ModelCallError('failed', `the model call failed: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown error'}`);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}

/** The JSON object in a model's answer (a fenced block is accepted), or undefined when there is none. */
export function parseAnswerJson(text: string): unknown {
  const trimmed = text.trim().replace(/^```(?:json)?\s*\n?([\s\S]*?)\n?```$/, '$1');
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/**
 * The JSON schema of an answer `{ [list]: [{ ...properties }] }`: every property required, no other
 * allowed, so a model held to it can only name what `properties` enumerates.
 */
export function listAnswerSchema(list: string, properties: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const item = { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
  return { type: 'object', additionalProperties: false, required: [list], properties: { [list]: { type: 'array', items: item } } };
}

/** What asking the model gave: the answer read with the schema, or why there is none (with the call's report either way). */
export type Asked<T> = { answer: T; report: ModelCallReport } | { answer?: undefined; report: ModelCallReport; why: string };

/**
 * Sends a judging request within the access's budget and reads the answer with `schema`. Never throws:
 * no client, a failed call and an answer that is not the schema's JSON each come back as `why`.
 */
export async function askModel<T>(access: ModelAccess, request: ModelRequest, schema: z.ZodType<T>, signal?: AbortSignal): Promise<Asked<T>> {
  const started = Date.now();
  const report = (outcome: string, extra: Partial<ModelCallReport> = {}): ModelCallReport => ({ model: access.model, outcome, latency_ms: Date.now() - started, cache_hit: false, fallbacks: 0, ...extra });
  if (!access.client) {
    const why = access.unavailable ?? 'no model is configured';
    return { report: report('unavailable', { note: `The model judge is not available (${why})` }), why };
  }
  let reply: ModelReply;
  try {
    reply = await callWithBudget(access.client, request, await requestKey(request), access.budgetMs ?? MODEL_BUDGET_MS, signal);
  } catch (err) {
    const failure = err instanceof ModelCallError ? err : new ModelCallError('failed', 'the model call failed');
    return { report: report(failure.outcome, { note: `The model judge gave no answer (${failure.message})` }), why: failure.message };
  }
  const usage = {
    cache_hit: reply.cached === true,
    ...(reply.prompt_tokens !== undefined ? { prompt_tokens: reply.prompt_tokens } : {}),
    ...(reply.completion_tokens !== undefined ? { completion_tokens: reply.completion_tokens } : {}),
  };
  const parsed = schema.safeParse(parseAnswerJson(reply.text));
  if (!parsed.success) {
    const why = 'the model answered with malformed JSON';
    return { report: report('malformed', { ...usage, note: `The model judge's answer could not be read (${why})` }), why };
  }
  return { answer: parsed.data, report: report('ok', usage) };
}
