import { describe, expect, it } from 'vitest';
import { parsePatternRules, validateAgainstPattern } from '../../../src/analysis';

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
