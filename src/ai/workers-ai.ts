// The Workers AI adapter of the analysis judges: one request through the `AI` binding
// (`env.AI.run(model, { messages, response_format, … })`), its answer text and token counts read from
// either answer shape Workers AI returns (chat completions, or `response` for older models), and its
// failures sorted into what the judges fall back on.
import { ModelCallError, type ModelClient, type ModelReply } from '../analysis';

/** The one method of the binding the judges use. */
export interface AiRunner {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** Errors Workers AI gives when the account or the model is over its limits. */
const RATE_LIMITED = /\b429\b|too many requests|rate.?limit|capacity temporarily exceeded|\b3040\b|neurons? (?:limit|allocation)/i;

/** A ModelClient that calls Workers AI through the binding. */
export function workersAiClient(ai: AiRunner): ModelClient {
  return async (request, _key, signal) => {
    const { model, ...inputs } = request;
    let answer: unknown;
    try {
      answer = await ai.run(model, inputs, { signal });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (RATE_LIMITED.test(message)) throw new ModelCallError('rate_limited', `Workers AI refused the call for now (${message.slice(0, 120)})`);
      if (signal.aborted) throw new ModelCallError('timeout', 'the model call was stopped');
      throw new ModelCallError('failed', `Workers AI failed: ${message.slice(0, 200)}`);
    }
    return readAnswer(answer);
  };
}

/** The text and usage of an answer, in the chat-completions shape or the older `response` one. */
function readAnswer(answer: unknown): ModelReply {
  const a = (answer ?? {}) as {
    choices?: { message?: { content?: unknown } }[];
    response?: unknown;
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
  };
  const content = a.choices?.[0]?.message?.content;
  const text = typeof content === 'string' ? content : typeof a.response === 'string' ? a.response : a.response !== undefined && a.response !== null ? JSON.stringify(a.response) : undefined;
  if (text === undefined) throw new ModelCallError('failed', 'Workers AI answered without text');
  const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);
  const prompt = count(a.usage?.prompt_tokens);
  const completion = count(a.usage?.completion_tokens);
  return { text, ...(prompt !== undefined ? { prompt_tokens: prompt } : {}), ...(completion !== undefined ? { completion_tokens: completion } : {}) };
}
