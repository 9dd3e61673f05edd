// The judges' wording, from judge-text.json beside this file: the model judges' instructions and the
// question an answer asks the caller when no judge bets on a label. Checked once when first read.
import { z } from 'zod';
import data from './judge-text.json';

const lines = z.array(z.string().min(1)).min(1);
const judgeTextSchema = z
  .object({
    version: z.literal(1),
    adr_system: lines,
    pattern_system: lines,
    questions: z.object({ chose: z.string(), rejected: z.string(), requires: z.string(), decided: z.string() }).strict(),
    /** Sampling settings of every request, and extra fields a model understands (reasoning effort). */
    request: z
      .object({
        temperature: z.number().min(0).max(2),
        max_tokens: z.number().int().min(256).max(32_000),
        by_model: z.record(z.string(), z.object({ reasoning_effort: z.enum(['low', 'medium', 'high']).optional() }).strict()),
      })
      .strict(),
  })
  .strict();

export type JudgeText = z.infer<typeof judgeTextSchema>;

let parsed: JudgeText | undefined;

/** The bundled wording; throws when the file breaks its own schema. */
export function judgeText(): JudgeText {
  return (parsed ??= judgeTextSchema.parse(data));
}

/** Fills `{name}` slots of a template. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? values[name] : slot));
}
