// `arch-mcp eval adr|patterns --judge model`: requests recorded as JSONL, the same key for the same
// request on every run, each line enough to answer it; answers replayed by key through the same
// verification as a live call, a missing or unverifiable one keeping the rules judge's label; held-out
// sets printed as totals only. Cases and answers are written here, on the bundled Harbourline docs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'arch-mcp-eval-'));
const POSTGRES = 'adr/0007-use-postgresql-for-transactional-data.md';

const adrCases = [
  {
    id: 'own-1',
    decision_description: 'For the new customs-declarations service we will keep its records in Amazon DynamoDB tables rather than a relational database, since every lookup is by declaration number.',
    decision_context: 'Harbourline platform services',
    expect: [{ path: POSTGRES, alignment: 'conflicts' }],
  },
  {
    id: 'own-2',
    decision_description: 'Send carrier webhooks to the billing service through the RabbitMQ exchange the booking team already runs.',
    expect: [{ path: 'adr/0016-adopt-kafka-on-amazon-msk-for-domain-events.md', alignment: 'conflicts' }],
  },
];
const patternCases = [
  {
    id: 'own-p1',
    pattern_name: 'singleton',
    language: 'typescript',
    code: 'export class Clock {\n  protected static instance?: Clock;\n  private constructor() {}\n  static getInstance(): Clock {\n    Clock.instance ??= new Clock();\n    return Clock.instance;\n  }\n}\n',
    compliant: false,
    expected_violation_keywords: ['static field instance private'],
  },
];

function file(name: string, value: unknown): string {
  const p = path.join(dir, name);
  writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  return p;
}

function evalCli(...args: string[]) {
  const res = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), 'eval', ...args, '--docs', path.join(REPO_ROOT, 'resources')], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

const jsonl = (p: string) => readFileSync(p, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('arch-mcp eval adr --judge model', () => {
  const set = file('adr-own.json', adrCases);
  const requests = path.join(dir, 'adr-requests.jsonl');

  it('should record each request once, with everything needed to answer it, under the same key on every run', () => {
    const first = evalCli('adr', set, '--judge', 'model', '--record-requests', requests);
    expect(first.code).toBe(0);
    expect(first.out).toContain('recorded 2 requests');
    const lines = jsonl(requests);
    const again = path.join(dir, 'adr-requests-again.jsonl');
    expect(evalCli('adr', set, '--judge', 'model', '--record-requests', again).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(requests, 'utf8'));
    const line = lines.find((l) => l.case === 'own-1')!;
    expect(line.key).toMatch(/^[0-9a-f]{64}$/);
    expect(line.model).toBe('@cf/openai/gpt-oss-120b');
    expect(line.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    const data = JSON.parse(line.messages[1].content);
    expect(data.proposal).toBe(adrCases[0].decision_description);
    expect(data.candidates.find((c: { path: string }) => c.path === POSTGRES).decision).toContain('PostgreSQL on Amazon RDS');
    expect(line.response_format.json_schema.schema.properties.judgements.items.properties.path.enum).toContain(POSTGRES);
  });

  it('should replay answers by key through the same checks, keeping the rules label where an answer is missing or unverified', () => {
    const lines = jsonl(requests);
    const answer = (l: Record<string, any>, postgres: Record<string, unknown>) => {
      const data = JSON.parse(l.messages[1].content) as { candidates: { path: string; title: string }[] };
      const judgements = data.candidates.map((c) => ({ path: c.path, alignment: 'related', confidence: 0.7, adr_quote: c.title, proposal_quote: 'Amazon DynamoDB', reason: 'Same subject.', ...(c.path === POSTGRES ? postgres : {}) }));
      return { key: l.key, response: JSON.stringify({ judgements }) };
    };
    const own1 = lines.find((l) => l.case === 'own-1')!;
    const verified = { alignment: 'conflicts', confidence: 0.9, adr_quote: 'PostgreSQL on Amazon RDS', proposal_quote: 'Amazon DynamoDB tables', reason: 'DynamoDB instead of PostgreSQL.' };
    const good = file('good.jsonl', `${JSON.stringify(answer(own1, verified))}\n`);
    const replayed = evalCli('adr', set, '--judge', 'model', '--responses', good, '--cases');
    expect(replayed.code).toBe(0);
    expect(replayed.out).toContain('replayed 1 recorded responses (the file names no model); 1 requests had none');
    expect(replayed.out).toMatch(new RegExp(`ok {3}${POSTGRES.replace(/\./g, '\\.')} expected conflicts, got conflicts 0\\.9 .*model:@cf/openai/gpt-oss-120b`));

    const invented = file('invented.jsonl', `${JSON.stringify(answer(own1, { ...verified, alignment: 'supports', adr_quote: 'DynamoDB for every service' }))}\n`);
    const checked = evalCli('adr', set, '--judge', 'model', '--responses', invented, '--cases');
    const postgresLine = checked.out.split('\n').find((l) => l.includes(`${POSTGRES} expected conflicts, got`));
    expect(postgresLine).toBeDefined();
    expect(postgresLine).not.toContain('got supports');
    expect(postgresLine).not.toContain('model:');
  });

  it('should refuse a responses line without a key or an answer, naming the line', () => {
    const bad = file('bad.jsonl', '{"key": "abc", "response": "{}"}\n');
    const { code, out } = evalCli('adr', set, '--judge', 'model', '--responses', bad);
    expect(code).not.toBe(0);
    expect(out).toContain('bad.jsonl:1: needs "key"');
  });

  it('should print only totals for a held-out set unless --cases is given', () => {
    const holdout = file('adr-own-holdout.json', adrCases);
    const totals = evalCli('adr', holdout);
    expect(totals.code).toBe(0);
    expect(totals.out).not.toContain('own-1');
    expect(totals.out).toContain('labels: ');
    expect(totals.out).toContain('verdicts (supports/conflicts at >= 0.6)');
    expect(evalCli('adr', holdout, '--cases').out).toContain('own-1');
  });
});

describe('arch-mcp eval patterns --judge model', () => {
  it('should record and replay pattern requests the same way', () => {
    const set = file('patterns-own.json', patternCases);
    const requests = path.join(dir, 'pattern-requests.jsonl');
    expect(evalCli('patterns', set, '--judge', 'model', '--record-requests', requests).code).toBe(0);
    const [line] = jsonl(requests);
    expect(line.case).toBe('own-p1');
    const ids = line.response_format.json_schema.schema.properties.rules.items.properties.id.enum as string[];
    const rules = ids.map((id) =>
      id === 'ts-private-static-instance'
        ? { id, violated: true, confidence: 0.9, line_quote: 'protected static instance?: Clock;', reason: 'A subclass can replace the instance.' }
        : { id, violated: false, confidence: 0.9, line_quote: 'static getInstance(): Clock {', reason: 'Kept.' },
    );
    const responses = file('pattern-responses.jsonl', `${JSON.stringify({ key: line.key, response: JSON.stringify({ rules }) })}\n`);
    const rulesOnly = evalCli('patterns', set);
    expect(rulesOnly.out).toContain('0/1 correct');
    const replayed = evalCli('patterns', set, '--judge', 'model', '--responses', responses);
    expect(replayed.out).toContain('1/1 correct');
    expect(replayed.out).toContain('judged by the model: 1/1 samples');
  });
});
