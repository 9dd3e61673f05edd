// grep_docs through /mcp: exact lines with context, globs, case handling, RE2 safety.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectClient, filesFrom, publishFixture, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';

let client: Client;

async function grep(args: Record<string, unknown>) {
  const res = await client.callTool({ name: 'grep_docs', arguments: args });
  return { isError: res.isError === true, text: (res.content as { text: string }[])[0]?.text ?? '', data: res.structuredContent as Record<string, any> };
}

describe('grep_docs', () => {
  beforeAll(async () => {
    const catastrophic = `# Backtracking bait\n\n${'a'.repeat(50_000)}!\n`;
    await publishFixture([...resourceFiles(), ...filesFrom({ 'guidelines/bait.md': catastrophic, 'guidelines/lines.md': 'one\ntwo\nthree NEEDLE here\nfour\nfive\n' })], resourceDocsConfig());
    ({ client } = await connectClient());
  });

  it('should report the exact line, column and context of a match', async () => {
    const { data } = await grep({ pattern: 'needle', context_lines: 2, file_pattern: 'guidelines/lines.md' });
    expect(data.matches).toEqual([
      expect.objectContaining({ path: 'guidelines/lines.md', line: 3, column: 7, text: 'three NEEDLE here', context_before: ['one', 'two'], context_after: ['four', 'five'] }),
    ]);
    expect(data.files_searched).toBe(1);
    expect(typeof data.search_time_ms).toBe('number');
  });

  it('should honour case_sensitive', async () => {
    expect((await grep({ pattern: 'needle', case_sensitive: true, file_pattern: 'guidelines/lines.md' })).data.total_matches).toBe(0);
    expect((await grep({ pattern: 'NEEDLE', case_sensitive: true, file_pattern: 'guidelines/lines.md' })).data.total_matches).toBe(1);
  });

  it('should only search files matching file_pattern', async () => {
    const { data } = await grep({ pattern: 'PostgreSQL', file_pattern: 'adr/**' });
    expect(data.matches.length).toBeGreaterThan(0);
    expect(data.matches.every((m: { path: string }) => m.path.startsWith('adr/'))).toBe(true);
    expect(data.files_searched).toBe(20);
  });

  it('should stop at limit and say it was truncated', async () => {
    const { data } = await grep({ pattern: 'the', limit: 5 });
    expect(data.matches).toHaveLength(5);
    expect(data.truncated).toBe(true);
    expect(data.total_matches).toBeGreaterThan(5);
  });

  it('should answer a catastrophic-backtracking pattern', async () => {
    // A backtracking engine needs about 2^50000 steps here and would never answer (the test's own
    // timeout would fail it); RE2 answers in linear time.
    const { isError, data } = await grep({ pattern: '(a+)+$', file_pattern: 'guidelines/bait.md' });
    expect(isError).toBe(false);
    expect(data.files_searched).toBe(1);
  });

  it.each([
    ['an unbalanced group', '(unclosed'],
    ['a backreference', '(a)\\1'],
    ['lookahead', 'foo(?=bar)'],
  ])('should explain that %s is not a valid pattern', async (_label, pattern) => {
    const res = await grep({ pattern });
    expect(res.isError).toBe(true);
    expect(res.text).toContain('not a valid RE2 regular expression');
  });

  it('should refuse a pattern over 200 characters naming the limit', async () => {
    const res = await grep({ pattern: 'a'.repeat(201) });
    expect(res.isError).toBe(true);
    expect(res.text).toMatch(/pattern: must be at most 200 characters/);
  });
});
