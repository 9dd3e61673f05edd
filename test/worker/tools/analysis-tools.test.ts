// validate_against_pattern and check_adr_alignment through /mcp on the bundled knowledge base.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, filesFrom, publishFixture, resourceDocsConfig } from '../helpers/fixtures';

let client: Client;

async function call(name: string, args: Record<string, unknown>) {
  const res = await client.callTool({ name, arguments: args });
  return { isError: res.isError === true, text: (res.content as { text: string }[])[0]?.text ?? '', data: res.structuredContent as Record<string, any> };
}

const GOOD_SINGLETON = `export class ConfigRegistry {
  private static instance: ConfigRegistry | undefined;
  private constructor(private readonly values: Map<string, string>) {}

  static getInstance(): ConfigRegistry {
    ConfigRegistry.instance ??= new ConfigRegistry(new Map());
    return ConfigRegistry.instance;
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }
}
`;

const OPEN_SINGLETON = `export class ConfigRegistry {
  static instance: ConfigRegistry;
  constructor(private readonly values: Map<string, string>) {}

  static getInstance(): ConfigRegistry {
    return ConfigRegistry.instance;
  }
}
`;

describe('validate_against_pattern', () => {
  beforeAll(async () => {
    await publishFixture();
    ({ client } = await connectClient());
  });

  it('should pass a singleton that follows the declared rules', async () => {
    const { isError, data } = await call('validate_against_pattern', { code: GOOD_SINGLETON, pattern_name: 'singleton', language: 'typescript' });
    expect(isError).toBe(false);
    expect(data.compliant).toBe(true);
    expect(data.pattern.path).toBe('patterns/singleton.md');
    expect(data.checks_applied.length).toBeGreaterThan(0);
    expect(data.checks_applied.every((c: { source: string }) => c.source === 'declared')).toBe(true);
  });

  it('should name the rule and line a singleton breaks', async () => {
    const { data } = await call('validate_against_pattern', { code: OPEN_SINGLETON, pattern_name: 'Singleton Pattern' });
    expect(data.compliant).toBe(false);
    expect(data.language).toBe('typescript');
    const rules = data.violations.map((v: { rule: string }) => v.rule);
    expect(rules).toContain('private-constructor');
    expect(rules).toContain('ts-private-static-instance');
    const field = data.violations.find((v: { rule: string }) => v.rule === 'ts-private-static-instance');
    expect(field.line).toBe(2);
    expect(data.suggestions.length).toBeGreaterThan(0);
  });

  it('should say once, with why and how to fix it, that code without any part of a circuit breaker does not implement one', async () => {
    const code = [
      'export async function fetchTariff(lane: string): Promise<number> {',
      '  const response = await fetch(`https://tariffs.example.net/lanes/${lane}`);',
      '  return (await response.json()).rate;',
      '}',
    ].join('\n');
    const { data } = await call('validate_against_pattern', { code, pattern_name: 'circuit breaker', language: 'typescript' });
    expect(data.compliant).toBe(false);
    expect(data.violations).toHaveLength(1);
    const [absent] = data.violations;
    expect(absent).toMatchObject({ rule: 'implements-pattern', severity: 'error', doc_section: 'Rules explained' });
    expect(absent.description).toMatch(/^does not implement Circuit breaker: .*half-open-state, failure-threshold/);
    expect(absent.why).toContain('patterns/circuit-breaker.md');
    expect(absent.fix).toContain('half-open state');
    expect(data.checks_applied.filter((c: { passed: boolean }) => !c.passed).length).toBeGreaterThan(1);
  });

  it("should explain each declared rule a partial circuit breaker breaks with the doc's own words and section", async () => {
    const code = [
      'export class LaneBreaker {',
      '  private failures = 0;',
      '  private halfOpenTrials = 0;',
      '  constructor(private readonly failureThreshold: number, private readonly resetTimeoutMs: number) {}',
      '  async run<T>(op: () => Promise<T>): Promise<T | undefined> {',
      '    try {',
      '      return await op();',
      '    } catch (e) {}',
      '    this.failures += 1;',
      '    return undefined;',
      '  }',
      '}',
    ].join('\n');
    const { data } = await call('validate_against_pattern', { code, pattern_name: 'circuit breaker', language: 'typescript' });
    const rules = data.violations.map((v: { rule: string }) => v.rule);
    expect(rules).not.toContain('implements-pattern');
    const swallowed = data.violations.find((v: { rule: string }) => v.rule === 'no-empty-catch');
    expect(swallowed).toMatchObject({ line: 8, severity: 'error', doc_section: 'Rules explained' });
    expect(swallowed.why).toMatch(/^The pattern doc \(Rules explained\): ".*swallowed error.*"$/);
    expect(swallowed.fix).toMatch(/^Never swallow an exception/);
    for (const v of data.violations) expect([v.why, v.fix, v.doc_section].every((f) => typeof f === 'string' && f.length > 0)).toBe(true);
  });

  it('should resolve a pattern by alias', async () => {
    const { isError, data } = await call('validate_against_pattern', { code: GOOD_SINGLETON, pattern_name: 'sole instance' });
    expect(isError).toBe(false);
    expect(data.pattern.path).toBe('patterns/singleton.md');
  });

  it('should suggest close names for an unknown pattern', async () => {
    const { isError, text } = await call('validate_against_pattern', { code: GOOD_SINGLETON, pattern_name: 'singelton' });
    expect(isError).toBe(true);
    expect(text).toContain('No pattern named "singelton"');
    expect(text).toContain('patterns/singleton.md');
  });

  it.each(['observer', 'mediator pattern', 'reader'])('should list the patterns there are, suggesting none, for the unrelated name %j', async (pattern_name) => {
    const { isError, text } = await call('validate_against_pattern', { code: GOOD_SINGLETON, pattern_name });
    expect(isError).toBe(true);
    expect(text).toContain(`No pattern named "${pattern_name}"`);
    expect(text).not.toContain('Did you mean');
    expect(text).toContain('The 8 patterns are: Adapter, Anti-corruption layer, Builder, Circuit breaker, Repository, Singleton, Strategy, Transactional outbox.');
  });

  it('should suggest the pattern a part of whose name was given', async () => {
    const { isError, text } = await call('validate_against_pattern', { code: GOOD_SINGLETON, pattern_name: 'circuit' });
    expect(isError).toBe(true);
    expect(text).toContain('Did you mean: Circuit breaker (patterns/circuit-breaker.md)?');
  });

  it.each(['rust', 'COBOL'])('should refuse the unsupported language %s naming the field, the value and the languages it checks', async (language) => {
    const { isError, text } = await call('validate_against_pattern', { code: GOOD_SINGLETON, pattern_name: 'singleton', language });
    expect(isError).toBe(true);
    expect(text).toContain(`language: "${language}" is not a language this tool checks`);
    for (const supported of ['typescript', 'javascript', 'java', 'go', 'python', 'csharp']) expect(text).toContain(supported);
  });

  it.each([
    ['ts', 'typescript'],
    ['JS', 'javascript'],
    ['C#', 'csharp'],
  ])('should accept the language spelled %s as %s', async (language, expected) => {
    const { isError, data } = await call('validate_against_pattern', { code: GOOD_SINGLETON, pattern_name: 'singleton', language });
    expect(isError).toBe(false);
    expect(data.language).toBe(expected);
  });

  it('should refuse code over 50,000 characters naming the limit', async () => {
    const { isError, text } = await call('validate_against_pattern', { code: 'x'.repeat(50_001), pattern_name: 'singleton' });
    expect(isError).toBe(true);
    expect(text).toContain('code: must be at most 50000 characters (got 50001)');
  });
});

describe('check_adr_alignment', () => {
  it("should leave a departure the rules cannot confirm to the caller: the ADR listed, its decision quoted, and a question naming its choice", async () => {
    const { isError, data } = await call('check_adr_alignment', {
      decision_description: 'Let the reporting team create one shared reporting database that every service writes its tables into directly, so analysts can join across services.',
      decision_context: 'Harbourline platform services',
    });
    expect(isError).toBe(false);
    expect(data.adrs_considered).toBeGreaterThan(0);
    const own = data.related_adrs.find((r: { path: string }) => r.path === 'adr/0003-services-own-their-data.md');
    expect(own).toMatchObject({ alignment: 'related', judged_by: 'rules', needs_judgement: true });
    expect(own.confidence).toBeLessThan(0.6);
    expect(own.reason).toMatch(/^Unconfirmed lead \(conflicts\)/);
    expect(own.question).toMatch(/^ADR 3 chose "One database per service[^"]*"; does the proposal keep that choice\?$/);
    expect(own.decision_quote).toContain('No service reads from or writes to another service');
    expect(own.decision_quote.length).toBeLessThanOrEqual(600);
    for (const r of data.related_adrs) expect(r.needs_judgement ? typeof r.question : r.question).toBe(r.needs_judgement ? 'string' : undefined);
    expect(data.suggestions.join('\n')).toContain('need your judgement');
  });

  it('should flag a superseded decision with what replaced it', async () => {
    const { data } = await call('check_adr_alignment', {
      decision_description: 'Use RabbitMQ as the message broker for asynchronous messaging between the booking and tracking services.',
    });
    const rabbit = data.related_adrs.find((r: { path: string }) => r.path === 'adr/0002-use-rabbitmq-for-asynchronous-messaging.md');
    expect(rabbit).toBeDefined();
    expect(rabbit.status).toBe('superseded');
    expect(rabbit.superseded_by).toBe('adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md');
    expect(data.related_adrs.map((r: { path: string }) => r.path)).toContain('adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md');
  });

  it('should refuse a description over 5,000 characters naming the limit', async () => {
    const { isError, text } = await call('check_adr_alignment', { decision_description: 'word '.repeat(1001) });
    expect(isError).toBe(true);
    expect(text).toContain('decision_description: must be at most 5000 characters');
  });
});

describe('check_adr_alignment in a workflow', () => {
  it('should consider the ADRs an earlier search in the same session returned, and only in that session', async () => {
    const proposal = { decision_description: 'Adopt Kafka topics for the shipment events that the tracking service publishes.' };
    const { client: searching } = await connectClient();
    await searching.callTool({ name: 'search_architecture', arguments: { query: 'RabbitMQ message broker', resource_type: 'adr' } });
    const withTrail = await searching.callTool({ name: 'check_adr_alignment', arguments: proposal });
    expect((withTrail.structuredContent as { candidates_from_workflow: number }).candidates_from_workflow).toBeGreaterThan(0);

    const { client: fresh } = await connectClient();
    const withoutTrail = await fresh.callTool({ name: 'check_adr_alignment', arguments: proposal });
    expect((withoutTrail.structuredContent as { candidates_from_workflow: number }).candidates_from_workflow).toBe(0);
  });
});

describe('analysis over words that name Object.prototype members', () => {
  it('should build, load and use analysis data whose ADRs say "constructor", "toString" or "__proto__"', async () => {
    const adr = (n: number, title: string, decision: string) =>
      `# ${n}. ${title}\n\n## Status\n\nAccepted\n\n## Context\n\nWe keep getting this wrong.\n\n## Decision\n\n${decision}\n`;
    await publishFixture(
      filesFrom({
        'adr/0001-private-constructor-for-singletons.md': adr(1, 'Private constructor for singletons', 'We will make every singleton constructor private and expose a static getInstance method.'),
        'adr/0002-tostring-is-not-an-api.md': adr(2, 'toString is not an API', 'We will never parse the output of toString or valueOf; callers use hasOwnProperty checks and explicit fields. __proto__ is never assigned.'),
      }),
      resourceDocsConfig(),
    );
    const { client: fresh } = await connectClient();
    const res = await fresh.callTool({
      name: 'check_adr_alignment',
      arguments: { decision_description: 'Make the singleton constructor public and parse toString output, assigning __proto__ where handy.' },
    });
    expect(res.isError, JSON.stringify(res.content)).toBeFalsy();
    const related = (res.structuredContent as { related_adrs: { path: string }[] }).related_adrs.map((r) => r.path);
    expect(related).toContain('adr/0001-private-constructor-for-singletons.md');
  });
});
