// Finding 3: anyone allowed run_tool_chain could switch it off for everyone. Reference resolution
// and the masking walk recursed without a depth limit, so a 50,000-deep argument threw a
// RangeError, which counted as an internal failure against the isolate's circuit breaker; after
// five such calls another key's chain was refused. Arguments are now bounded in depth and size
// before any tool (or mounted upstream) sees them, the walks are bounded too, the refusal is a
// tool error that names the limit, and only infrastructure faults count against a breaker.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetBreakers } from '../../../src/tools/circuit-breaker';
import { ALL_TOOLS } from '../../../src/tools/registry';
import { resolveReferences } from '../../../src/tools/run-tool-chain';
import { maskDeep } from '../../../src/tools/secret-masking';
import { ToolError } from '../../../src/errors';
import { publishFixture } from '../helpers/fixtures';
import { upstreamServers, upstreamUrls } from '../upstreams/helpers';
import { postTo, rpcBody, storeKey } from './deployment';

const DEPTH = 50_000;
/** JSON text of an object nested DEPTH levels deep (built as text: a client's JSON.stringify would overflow first). */
const DEEP_JSON = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

type CallResult = { result?: { isError?: boolean; content: { text: string }[]; structuredContent?: Record<string, any>; _meta?: Record<string, unknown> }; error?: { code: number; message: string } };

/** A tools/call whose `arguments` JSON is given as text. */
function callWithRawArguments(vars: Partial<Env>, key: string | undefined, tool: string, argumentsJson: string): Promise<CallResult> {
  const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":${JSON.stringify(tool)},"arguments":${argumentsJson}}}`;
  return postTo(vars, body, key ? { authorization: `Bearer ${key}` } : {}).then((res) => rpcBody<CallResult>(res));
}

const deepChain = `{"steps":[{"name":"deep","tool":"search_architecture","args":{"query":${DEEP_JSON}}}]}`;
const normalChain = JSON.stringify({ steps: [{ name: 'search', tool: 'search_architecture', args: { query: 'event sourcing' } }, { name: 'read', tool: 'read_document', args: { uri: '${steps.search.results.0.uri}', max_chars: 200 } }] });

/** A valid, uncached call of each built-in tool (a fresh word defeats the result cache). */
function validArguments(tool: string): Record<string, unknown> {
  const fresh = crypto.randomUUID().slice(0, 8);
  switch (tool) {
    case 'search_architecture':
      return { query: `event sourcing ${fresh}` };
    case 'read_document':
      return { uri: 'arch://adr/1', max_chars: 100 + Math.floor(Math.random() * 100) };
    case 'grep_docs':
      return { pattern: `PostgreSQL|${fresh}` };
    case 'validate_against_pattern':
      return { code: `// ${fresh}\nclass Config { private static instance: Config; private constructor() {} static get() { return this.instance ??= new Config(); } }`, pattern_name: 'singleton' };
    case 'check_adr_alignment':
      return { decision_description: `We will keep orders in PostgreSQL (${fresh}).` };
    case 'run_tool_chain':
      return JSON.parse(normalChain.replace('event sourcing', `event sourcing ${fresh}`)) as Record<string, unknown>;
    default:
      return {};
  }
}

describe('security: a caller cannot open a circuit breaker for others', () => {
  beforeAll(async () => {
    await publishFixture();
  });
  beforeEach(() => {
    resetBreakers();
  });

  it("should answer 50,000-deep chain arguments with a limit error and keep another key's chain working", async () => {
    const vars = { AUTH_MODE: 'api-key' } as Partial<Env>;
    const [attacker, victim] = [await storeKey('*'), await storeKey('*')];
    for (let i = 0; i < 6; i++) {
      const { result } = await callWithRawArguments(vars, attacker, 'run_tool_chain', deepChain);
      expect(result?.isError).toBe(true);
      expect(result?.content[0]!.text).toMatch(/nest(s|ed)? deeper than \d+ levels/);
      expect(result?._meta).toMatchObject({ error_code: 'invalid_arguments' });
    }
    const { result } = await callWithRawArguments(vars, victim, 'run_tool_chain', normalChain);
    expect(result?.isError).toBeFalsy();
    expect(result?.structuredContent).toMatchObject({ completed: true });
  });

  it.each(ALL_TOOLS.map((t) => t.name))('should refuse deep arguments to %s naming the limit, never as an internal failure', async (tool) => {
    for (let i = 0; i < 6; i++) {
      const { result } = await callWithRawArguments({}, undefined, tool, `{"deep":${DEEP_JSON}}`);
      expect(result?.isError).toBe(true);
      expect(result?.content[0]!.text).toMatch(/deeper than \d+ levels/);
    }
    const after = await callWithRawArguments({}, undefined, tool, JSON.stringify(validArguments(tool)));
    expect(after.result?._meta?.error_code).not.toBe('circuit_open');
    expect(after.result?._meta?.error_code).not.toBe('internal_error');
  });

  it("should refuse deep arguments to a mounted tool before they reach the upstream, leaving the upstream's breaker closed", async () => {
    const vars = { UPSTREAM_SERVERS: upstreamServers({ name: 'docs-vendor', url: upstreamUrls().modern }) } as Partial<Env>;
    for (let i = 0; i < 6; i++) {
      const { result } = await callWithRawArguments(vars, undefined, 'docs-vendor__echo', `{"text":${DEEP_JSON}}`);
      expect(result?.isError).toBe(true);
      expect(result?.content[0]!.text).toMatch(/deeper than \d+ levels/);
    }
    const { result } = await callWithRawArguments(vars, undefined, 'docs-vendor__echo', '{"text":"still here"}');
    expect(result?.isError).toBeFalsy();
  });

  it('should refuse an over-deep value in reference resolution and masking with a tool error, not a RangeError', () => {
    const deep = JSON.parse(DEEP_JSON) as unknown;
    expect(() => resolveReferences(deep, new Map())).toThrow(ToolError);
    expect(() => maskDeep(deep)).toThrow(ToolError);
    expect(() => maskDeep(deep)).toThrow(/deeper than \d+ levels/);
  });

  it('should answer a call whose arguments hold too many values with a tool error naming the limit', async () => {
    const wide = JSON.stringify({ query: 'x', extra: Array.from({ length: 60_000 }, (_, i) => i) });
    const { result } = await callWithRawArguments({}, undefined, 'search_architecture', wide);
    expect(result?.isError).toBe(true);
    expect(result?.content[0]!.text).toMatch(/more than \d[\d,]* values/);
  });
});
