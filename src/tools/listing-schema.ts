// The JSON schemas a tool listing carries. Every client sends its listings to the model on every
// turn, so they hold what a model acts on and nothing else:
// - input schemas in full: types, limits, enums, defaults and patterns, so a model's call is right
//   the first time and prose need not repeat them;
// - output schemas name every field a result can have and say what it means where its name does not
//   (a run_tool_chain step refers to fields by name). Top-level fields keep their types; an object
//   below the top level (a result row, a waiver) is declared as an object whose description lists
//   its fields. Enums, required lists and closed objects, which only a validator reads, are left out;
//   every result still validates against the listing.
import { z } from 'zod';

/** The listing schema of a tool's zod input or output schema. */
export function listingSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return lean(json, io, 0) as Record<string, unknown>;
}

type Node = Record<string, unknown>;

const isObjectSchema = (node: Node) => node.type === 'object' && typeof node.properties === 'object' && node.properties !== null;

/** `depth` counts the object levels above `node`: 0 for the schema itself. */
function lean(node: unknown, io: 'input' | 'output', depth: number): unknown {
  if (Array.isArray(node)) return node.map((n) => lean(n, io, depth));
  if (node === null || typeof node !== 'object') return node;
  const schema = node as Node;
  if (io === 'output' && depth > 0 && isObjectSchema(schema)) return fieldsInWords(schema);
  const out: Node = {};
  for (const [key, value] of Object.entries(schema)) {
    // Bounds zod adds to every integer and key types every JSON object has say nothing.
    if ((key === 'minimum' || key === 'maximum') && typeof value === 'number' && Math.abs(value) >= Number.MAX_SAFE_INTEGER) continue;
    if (key === 'propertyNames' && JSON.stringify(value) === '{"type":"string"}') continue;
    if (io === 'output' && (key === 'enum' || key === 'required' || (key === 'additionalProperties' && value === false))) continue;
    // `properties` maps names to schemas: lean each one, never drop a property by its name.
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Node).map(([k, v]) => [k, lean(v, io, depth + 1)])) : lean(value, io, depth);
  }
  return out;
}

/** An output object below the top level: its fields, and what each means where it says, in words. */
function fieldsInWords(schema: Node): Node {
  const own = typeof schema.description === 'string' ? `${schema.description} ` : '';
  return { type: 'object', description: `${own}Fields: ${fieldList(schema)}.` };
}

/** "a, b (what b means), c (its fields: d, e)": every field, at every depth. */
function fieldList(schema: Node): string {
  return Object.entries(schema.properties as Record<string, Node>)
    .map(([name, field]) => {
      const said = typeof field.description === 'string' ? field.description.replace(/\.$/, '') : '';
      const inner = isObjectSchema(field) ? field : field.type === 'array' && field.items && isObjectSchema(field.items as Node) ? (field.items as Node) : undefined;
      const notes = [said, inner ? `its fields: ${fieldList(inner)}` : ''].filter(Boolean).join('; ');
      return notes ? `${name} (${notes})` : name;
    })
    .join(', ');
}
