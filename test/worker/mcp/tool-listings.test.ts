// What every client pays for on every turn: the built-in tools' listings. They stay small, keep
// limits, enums and defaults in the schemas where a model's call is checked against them, and still
// name every field a real result carries, so nothing a model acts on is lost.
import { beforeAll, describe, expect, it } from 'vitest';
import { connectModernClient, publishFixture } from '../helpers/fixtures';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; description?: string };
type Listing = { name: string; description?: string; inputSchema: Schema; outputSchema?: Schema };

const BUILT_INS = ['search_architecture', 'read_document', 'grep_docs', 'validate_against_pattern', 'check_adr_alignment', 'workflow_context', 'run_tool_chain'];
/** The budget for the seven built-in listings, as JSON. */
const LISTING_BUDGET_CHARS = 16_000;

let listings: Listing[];
let client: Awaited<ReturnType<typeof connectModernClient>>;

beforeAll(async () => {
  await publishFixture();
  client = await connectModernClient();
  listings = (await client.listTools()).tools as Listing[];
});

/** Every input property schema, with its dotted path. */
function inputProperties(schema: Schema, at = ''): [string, Schema][] {
  const out: [string, Schema][] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    out.push([`${at}${name}`, property]);
    out.push(...inputProperties(property, `${at}${name}.`));
    if (property.items) out.push(...inputProperties(property.items, `${at}${name}[].`));
  }
  return out;
}

/** The names an output listing declares: property names, and the fields a nested object's description lists. */
function declaredNames(schema: Schema | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  const listed = /Fields: (.*)\.$/.exec(schema.description ?? '');
  // "a, b (what b means; its fields: c, d), e": every word before a comma, an opening parenthesis or "its fields:".
  if (listed) for (const name of listed[1]!.matchAll(/(?:^|, |its fields: )([a-z_]+)/g)) into.add(name[1]!);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    declaredNames(property, into);
  }
  if (schema.items) declaredNames(schema.items, into);
  return into;
}

/** Every key of a result, at any depth (array elements included), except inside free-form values. */
function resultKeys(value: unknown, into = new Set<string>(), skip: ReadonlySet<string> = new Set(['args', 'result'])): Set<string> {
  if (Array.isArray(value)) for (const v of value) resultKeys(v, into, skip);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      if (!skip.has(k)) resultKeys(v, into, skip);
    }
  }
  return into;
}

describe('built-in tool listings', () => {
  it(`should fit the seven built-ins in ${LISTING_BUDGET_CHARS.toLocaleString('en')} characters of JSON`, () => {
    const builtIns = listings.filter((t) => BUILT_INS.includes(t.name));
    expect(builtIns.map((t) => t.name).sort()).toEqual([...BUILT_INS].sort());
    expect(JSON.stringify(builtIns).length).toBeLessThanOrEqual(LISTING_BUDGET_CHARS);
  });

  it('should bound every input in its schema rather than in prose', () => {
    for (const tool of listings.filter((t) => BUILT_INS.includes(t.name))) {
      for (const [path, property] of inputProperties(tool.inputSchema)) {
        const where = `${tool.name}.${path}`;
        const variants = property.anyOf ?? [property];
        for (const v of variants) {
          if (v.type === 'string') expect(v.maxLength !== undefined || v.enum !== undefined || v.pattern !== undefined, `${where} has no length limit`).toBe(true);
          if (v.type === 'integer' || v.type === 'number') expect(v.minimum !== undefined && v.maximum !== undefined, `${where} has no range`).toBe(true);
          if (v.type === 'array') expect(v.maxItems, `${where} has no item limit`).toBeDefined();
        }
        const said = property.description ?? '';
        // A limit or default the schema states is not repeated in words.
        if (typeof property.maxLength === 'number') expect(said, where).not.toMatch(new RegExp(`\\b${property.maxLength.toLocaleString('en').replace(',', ',?')}\\b`));
        if (property.default !== undefined) expect(said, where).not.toMatch(/\(default|default:/i);
      }
    }
  });

  it('should name in each output listing every field the real results carry, and the SDK client should accept every result', async () => {
    const seen = new Map<string, Set<string>>();
    const record = (name: string, structured: unknown) => resultKeys(structured, seen.get(name) ?? seen.set(name, new Set()).get(name));
    // The SDK client validates each structured result against the listed output schema and throws when it does not fit.
    const calls: [string, Record<string, unknown>][] = [
      ['search_architecture', { query: 'message broker for domain events', workflow_id: 'new' }],
      ['read_document', { path: 'adr/0009-replace-rabbitmq-with-sns-and-sqs.md', include_related: true, max_chars: 300 }],
      ['read_document', { uri: 'arch://adr/9#decision' }],
      ['grep_docs', { pattern: 'RabbitMQ', limit: 3 }],
      ['validate_against_pattern', { pattern_name: 'repository', code: 'class OrderRepository {\n  constructor(private db: Db) {}\n  find(id: string) { return this.db.query("select * from orders where id = $1", [id]); }\n}\n' }],
      ['check_adr_alignment', { decision_description: 'Publish shipment events on RabbitMQ from the tracking service instead of SNS and SQS.' }],
      ['run_tool_chain', { steps: [{ name: 'search', tool: 'search_architecture', args: { query: 'circuit breaker' } }, { name: 'read', tool: 'read_document', args: { uri: '${steps.search.results.0.uri}', max_chars: 200 } }] }],
    ];
    let workflow: string | undefined;
    for (const [name, args] of calls) {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      record(name, result.structuredContent);
      workflow ??= (result.structuredContent as { workflow_id?: string }).workflow_id;
    }
    const context = await client.callTool({ name: 'workflow_context', arguments: { workflow_id: workflow } });
    expect(context.isError).toBeFalsy();
    record('workflow_context', context.structuredContent);

    for (const tool of listings.filter((t) => BUILT_INS.includes(t.name))) {
      const keys = seen.get(tool.name);
      expect(keys, `${tool.name} was called`).toBeDefined();
      const declared = declaredNames(tool.outputSchema);
      expect([...keys!].filter((k) => !declared.has(k)), tool.name).toEqual([]);
    }
  });
});
