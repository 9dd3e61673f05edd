import { beforeAll, describe, expect, it } from 'vitest';
import { parsePatternRules, validateAgainstPattern } from '../../../src/analysis';
import { type DocExplanation, explainDeclaredRules } from '../../../src/analysis/patterns/rule-explanations';
import { DEFAULT_CONFIG, parseDoc } from '../../../src/docs/index';

const doc = (rules: unknown) => ({ path: 'patterns/repository.md', title: 'Repository', body: '# Repository\n', frontMatter: { rules } });

describe('parsePatternRules', () => {
  it.each([
    [{ id: 'Bad_Id', description: 'x', forbid: 'a' }, 'kebab-case'],
    [{ id: 'two-kinds', description: 'x', forbid: 'a', require: 'b' }, 'exactly one'],
    [{ id: 'no-kind', description: 'x' }, 'exactly one'],
    [{ id: 'bad-check', description: 'x', check: 'is-nice' }, 'check'],
    [{ id: 'bad-lang', description: 'x', forbid: 'a', languages: ['cobol'] }, 'languages'],
    [{ id: 'bad-regex', description: 'x', forbid: '(unclosed' }, 'invalid regex'],
    [{ id: 'backref', description: 'x', require: '(a)\\1' }, 'invalid regex'],
    [{ id: 'extra', description: 'x', forbid: 'a', when: 'always' }, 'when'],
  ])('should report %j as a problem mentioning %s', (rule, words) => {
    const { rules, problems } = parsePatternRules({ rules: [rule] });
    expect(rules).toEqual([]);
    expect(problems[0].message.toLowerCase()).toContain(words.toLowerCase());
  });

  it('should keep the valid rules next to an invalid one and default severity to error', () => {
    const { rules, problems } = parsePatternRules({ rules: [{ id: 'ok', description: 'fine', forbid: 'new\\s+Date\\(' }, { id: 'broken', description: 'x', forbid: '[' }] });
    expect(rules).toHaveLength(1);
    expect(rules[0].severity).toBe('error');
    expect(problems).toHaveLength(1);
  });
});

describe('validateAgainstPattern with declared rules', () => {
  const rules = [
    { id: 'no-sql-in-service', description: 'Services do not build SQL.', forbid: '\\bSELECT\\b', languages: ['java'] },
    { id: 'has-repository', description: 'A repository interface exists.', require_identifiers: ['OrderRepository'] },
    { id: 'uses-async', description: 'Repository calls are asynchronous.', severity: 'warning', check: 'async-boundary' },
  ];

  it('should report a forbid match at its line and fail compliance for error rules', () => {
    const code = 'class OrderService {\n  void f() {\n    db.query(SELECT);\n  }\n}';
    const result = validateAgainstPattern({ code, language: 'java' }, doc(rules));
    expect(result.compliant).toBe(false);
    expect(result.violations).toContainEqual(expect.objectContaining({ rule: 'no-sql-in-service', line: 3, severity: 'error' }));
    expect(result.violations).toContainEqual(expect.objectContaining({ rule: 'has-repository', severity: 'error' }));
    expect(result.checks_applied.every((c) => c.source === 'declared')).toBe(true);
  });

  it('should ignore matches inside comments and strings', () => {
    const code = 'interface OrderRepository {}\n// SELECT * FROM orders\nclass S { String q = "SELECT"; CompletableFuture<Void> f() { return null; } }';
    const result = validateAgainstPattern({ code, language: 'java' }, doc(rules));
    expect(result.violations).toEqual([]);
    expect(result.compliant).toBe(true);
  });

  it('should stay compliant when only warning-level rules fail', () => {
    const result = validateAgainstPattern({ code: 'interface OrderRepository {}', language: 'java' }, doc(rules));
    expect(result.compliant).toBe(true);
    expect(result.violations.map((v) => v.severity)).toEqual(['warning']);
  });

  it('should skip rules limited to other languages', () => {
    const result = validateAgainstPattern({ code: 'const q = SELECT; interface OrderRepository {}', language: 'typescript' }, doc(rules));
    expect(result.checks_applied.map((c) => c.rule)).not.toContain('no-sql-in-service');
  });

  it('should surface invalid declared rules instead of throwing', () => {
    const result = validateAgainstPattern({ code: 'class A {}', language: 'java' }, doc([{ id: 'bad', description: 'x', forbid: '(?<=a)b' }]));
    expect(result.rule_problems[0]).toMatch(/bad/);
  });
});

describe('declared rules explained', () => {
  const rules = [
    { id: 'dedupe-key', description: 'Read the message id and look it up before acting on the message.', require: '[Mm]essage_?[Ii]d' },
    { id: 'processed-store', description: 'Record every handled id in a durable processed-messages store.', require: '[Pp]rocessed' },
    { id: 'no-ack-first', description: 'Acknowledge a message only after its work is committed.', forbid: '\\back\\(\\)[^\\n]*\\n[^\\n]*\\bhandle\\(' },
  ];
  const body = [
    '# Idempotent consumer',
    '',
    '## How it works',
    '',
    'A consumer remembers what it has handled.',
    '',
    '```yaml',
    '- dedupe-key: not an explanation, this is code',
    '```',
    '',
    '## Rules explained',
    '',
    '- **dedupe-key / no-ack-first** — brokers deliver twice after a timeout; the second',
    '  delivery must find the first one.',
    '- `processed-store`: the store outlives restarts, so a redelivery after a deploy is caught.',
    '- **unknown-rule** — not one of the declared rules.',
    '',
  ].join('\n');
  const consumer = { path: 'patterns/idempotent-consumer.md', title: 'Idempotent consumer', body, frontMatter: { rules } };
  let explanations: Record<string, DocExplanation>;
  beforeAll(async () => {
    const parsed = await parseDoc({ path: consumer.path, content: body }, DEFAULT_CONFIG);
    explanations = explainDeclaredRules(parsed.body, parsed.sections, rules.map((r) => r.id));
  });

  it('should find where the doc explains each declared rule, outside code, with the lines that continue it', () => {
    expect(explanations).toEqual({
      'dedupe-key': { quote: 'brokers deliver twice after a timeout; the second delivery must find the first one.', section: 'Rules explained' },
      'no-ack-first': { quote: 'brokers deliver twice after a timeout; the second delivery must find the first one.', section: 'Rules explained' },
      'processed-store': { quote: 'the store outlives restarts, so a redelivery after a deploy is caught.', section: 'Rules explained' },
    });
  });

  it('should tell why a declared rule matters, in the doc\'s words, how to fix it and where the doc says so', () => {
    const code = 'async function onMessage(m: Msg) {\n  if (seen.has(m.messageId)) return;\n  await handle(m);\n}';
    const result = validateAgainstPattern({ code, language: 'typescript' }, consumer, { explanations });
    expect(result.violations).toEqual([
      {
        rule: 'processed-store',
        description: 'Record every handled id in a durable processed-messages store.',
        severity: 'error',
        why: 'The pattern doc (Rules explained): "the store outlives restarts, so a redelivery after a deploy is caught."',
        fix: 'Record every handled id in a durable processed-messages store.',
        doc_section: 'Rules explained',
      },
    ]);
  });

  it('should give the line of a forbidden construct with its explanation', () => {
    const code = 'async function onMessage(m: Msg) {\n  if (processed.has(m.messageId)) return;\n  m.ack();\n  await handle(m);\n}';
    const result = validateAgainstPattern({ code, language: 'typescript' }, consumer, { explanations });
    expect(result.violations).toEqual([expect.objectContaining({ rule: 'no-ack-first', line: 3, fix: rules[2].description, doc_section: 'Rules explained', why: expect.stringContaining('brokers deliver twice') })]);
  });

  it('should use the why and fix a rule declares, with the doc\'s explanation after its own why', () => {
    const declared = [{ ...rules[1], why: 'A payment handled twice cannot be taken back.', fix: 'Insert the id in the same transaction as the work.' }, rules[0]];
    const result = validateAgainstPattern({ code: 'function onMessage(m) { use(m.messageId); }', language: 'javascript' }, { ...consumer, frontMatter: { rules: declared } }, { explanations });
    expect(result.rule_problems).toEqual([]);
    expect(result.violations).toEqual([
      expect.objectContaining({
        rule: 'processed-store',
        why: 'A payment handled twice cannot be taken back. The pattern doc (Rules explained): "the store outlives restarts, so a redelivery after a deploy is caught."',
        fix: 'Insert the id in the same transaction as the work.',
      }),
    ]);
  });

  it('should say once that code with none of what the rules require does not implement the pattern', () => {
    const code = 'async function onMessage(m: Msg) {\n  m.ack();\n  await handle(m);\n}';
    const result = validateAgainstPattern({ code, language: 'typescript' }, consumer, { explanations });
    expect(result.compliant).toBe(false);
    expect(result.violations).toHaveLength(1);
    expect(result.violations[0]).toMatchObject({ rule: 'implements-pattern', severity: 'error', doc_section: 'Rules explained' });
    expect(result.violations[0].description).toMatch(/^does not implement Idempotent consumer: .*dedupe-key, processed-store/);
    expect(result.violations[0].fix).toContain(rules[0].description);
    expect(result.violations[0].fix).toContain(rules[1].description);
    expect(result.violations[0].why).toContain('patterns/idempotent-consumer.md');
    expect(result.checks_applied.map((c) => [c.rule, c.passed])).toEqual([['dedupe-key', false], ['processed-store', false], ['no-ack-first', false]]);
  });
});
