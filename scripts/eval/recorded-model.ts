// Model clients for offline evaluation: one writes each request, exactly as the worker would send it,
// to a JSONL file (one line per distinct request, keyed by its content hash) so any model can answer
// it later; the other replays such answers by key through the same verification and merge as a live
// call. A request with no recorded answer falls back to the rules judge, as a failed live call does.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { ModelCallError, type ModelClient } from '../../src/analysis';

/** A line of a responses file: the request's key, the model's answer text and, optionally, which model answered. */
const responseLine = z.object({ key: z.string().regex(/^[0-9a-f]{64}$/), response: z.string(), model: z.string().optional() }).loose();

/** Recorded answers by request key, and the models the file says gave them. */
export interface RecordedAnswers {
  answers: Map<string, string>;
  models: Set<string>;
}

/** Writes each distinct request once to `file` (emptied first); every call then falls back to the rules. */
export function recordingClient(file: string, caseId: () => string): { client: ModelClient; written: () => number } {
  writeFileSync(file, '');
  const seen = new Set<string>();
  const client: ModelClient = async (request, key) => {
    if (!seen.has(key)) {
      seen.add(key);
      appendFileSync(file, `${JSON.stringify({ key, case: caseId(), ...request })}\n`);
    }
    throw new ModelCallError('no_response', 'the request was recorded, not sent');
  };
  return { client, written: () => seen.size };
}

/** Reads a responses file; throws naming the line that is not `{ "key", "response" }`. */
export function readResponses(file: string): RecordedAnswers {
  const answers = new Map<string, string>();
  const models = new Set<string>();
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${file}:${i + 1}: not JSON`);
    }
    const parsed = responseLine.safeParse(value);
    if (!parsed.success) throw new Error(`${file}:${i + 1}: needs "key" (64 hex characters) and "response" (the model's answer text)`);
    answers.set(parsed.data.key, parsed.data.response);
    if (parsed.data.model) models.add(parsed.data.model);
  });
  return { answers, models };
}

/** Answers each request with its recorded response; counts what was found and missing. */
export function replayClient(answers: ReadonlyMap<string, string>): { client: ModelClient; used: Set<string>; missing: Set<string> } {
  const used = new Set<string>();
  const missing = new Set<string>();
  const client: ModelClient = async (_request, key) => {
    const text = answers.get(key);
    if (text === undefined) {
      missing.add(key);
      throw new ModelCallError('no_response', 'no recorded response for this request');
    }
    used.add(key);
    return { text };
  };
  return { client, used, missing };
}
