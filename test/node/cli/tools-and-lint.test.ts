// `arch-mcp tools` and `arch-mcp lint` as a user runs them: real processes, real folders.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, REPO_ROOT } from '../helpers/serve-process';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const cli = (...args: string[]) => run(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args]);

const PROBLEM_LINE = /^(.+):(\d+): (error|warning): .+ \[([a-z-]+)\]$/;

describe('arch-mcp tools', () => {
  it('should print at least 5 tools as JSON, each with name, description and inputSchema', async () => {
    const { code, stdout } = await run('npx', ['arch-mcp', 'tools', '--json']);
    expect(code).toBe(0);
    const tools = JSON.parse(stdout) as { name: string; description: string; inputSchema: { type: string } }[];
    expect(tools.length).toBeGreaterThanOrEqual(5);
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(tool.description.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it.each([
    ['one tool by name', 'read_document', ['read_document']],
    ['a glob', '*_docs', ['grep_docs']],
    ['an empty allow-list', '', []],
  ])('should apply %s as the allow-list', async (_label, spec, expected) => {
    const { code, stdout } = await cli('tools', '--json', '--enabled', spec);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { name: string }[]).map((t) => t.name)).toEqual(expected);
  });

  it('should print each tool with its parameters in the human form', async () => {
    const { stdout } = await cli('tools', '--enabled', 'validate_against_pattern');
    expect(stdout).toMatch(/^1 of \d+ tools enabled/);
    expect(stdout).toContain('### Tool `validate_against_pattern`');
    expect(stdout).toMatch(/- `pattern_name` \(string, required/);
  });

  it('should show help for the command and fail on an unknown option in one line', async () => {
    const help = await cli('tools', '--help');
    expect(help.stdout).toContain('arch-mcp tools [--json]');
    const bad = await cli('tools', '--jsn');
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('arch-mcp lint', () => {
  let fixture: string;

  beforeAll(() => {
    fixture = mkdtempSync(path.join(tmpdir(), 'arch-mcp-lint-'));
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(fixture, rel)), { recursive: true });
      writeFileSync(path.join(fixture, rel), text);
    };
    write('arch-mcp.json', JSON.stringify({ exclude: ['prompts/**'], kinds: [{ kind: 'adr', match: ['adr/**'] }, { kind: 'guideline', match: ['guides/**'] }] }));
    write('adr/0001-record-decisions.md', '# 1. Record decisions\n\n## Status\n\nAccepted\n\n## Decision\n\nWe will write ADRs.\n');
    write('adr/0002-use-queues.md', '# 2. Use queues\n\n## Status\n\nAccepted\n\nSupersedes [ADR-0009](0009-use-polling.md)\n\n## Decision\n\nWe will use queues.\n');
    write('adr/0002-use-streams.md', '# 2. Use streams\n\n## Status\n\nProposed\n\n## Decision\n\nWe will use streams.\n');
    write('guides/testing.md', '# Testing\n\nSee [the review guide](review.md) before merging.\n\nAlso [ADR 1](../adr/0001-record-decisions.md).\n');
    write(
      'prompts/review.md',
      ['---', 'name: review', 'title: Review', 'description: Reviews a change.', 'arguments:', '  - name: change', '    description: The change.', '    required: true', '---', '', '## user', '', 'Review {{change}}.', '', '{{tool:review_magic}}', ''].join('\n'),
    );
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('should report each planted problem with file:line and exit non-zero', async () => {
    const { code, stdout } = await cli('lint', fixture);
    expect(code).toBe(1);
    const problems = stdout.trim().split('\n').map((line) => {
      const m = PROBLEM_LINE.exec(line);
      expect(m, line).not.toBeNull();
      return { path: m![1], line: Number(m![2]), code: m![4] };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'adr/0002-use-queues.md', line: 7, code: 'dangling-supersedes' },
        { path: expect.stringMatching(/^adr\/0002-use-(queues|streams)\.md$/), line: 1, code: 'duplicate-adr-id' },
        { path: 'guides/testing.md', line: 3, code: 'broken-link' },
        { path: 'prompts/review.md', line: 15, code: 'unknown-tool' },
      ]),
    );
  });

  it('should pass the bundled knowledge base and its prompts', async () => {
    const { code, stdout, stderr } = await cli('lint');
    expect(stdout).toBe('');
    expect(stderr).toMatch(/4 prompt file\(s\).*no problems/);
    expect(code).toBe(0);
  });

  it('should lint the whole corpus and list its findings with file:line', async () => {
    const { code, stdout, stderr } = await cli('lint', CORPUS_DIR);
    expect(stderr).toContain('1612 docs');
    const lines = stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line).toMatch(PROBLEM_LINE);
    const codes = new Set(lines.map((l) => PROBLEM_LINE.exec(l)![4]));
    expect([...codes]).toEqual(expect.arrayContaining(['broken-link', 'duplicate-adr-id']));
    expect(code).toBe(1);
  });

  it('should say in one line when the folder does not exist', async () => {
    const { code, stderr } = await cli('lint', path.join(fixture, 'missing'));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('does not exist');
  });

  describe('ignoring rules', () => {
    let brokenLinkOnly: string;

    beforeAll(() => {
      brokenLinkOnly = mkdtempSync(path.join(tmpdir(), 'arch-mcp-lint-ignore-'));
      mkdirSync(path.join(brokenLinkOnly, 'guides'));
      writeFileSync(path.join(brokenLinkOnly, 'guides/testing.md'), '# Testing\n\nSee [the review guide](review.md).\n');
    });

    afterAll(() => rmSync(brokenLinkOnly, { recursive: true, force: true }));

    it('should fail on warnings alone and say so in its summary', async () => {
      const { code, stderr } = await cli('lint', brokenLinkOnly);
      expect(code).toBe(1);
      expect(stderr).toMatch(/1 problem \(0 errors, 1 warning\); failing/);
    });

    it('should pass with --ignore for the only rule found, counting what it left out', async () => {
      const { code, stdout, stderr } = await cli('lint', brokenLinkOnly, '--ignore', 'broken-link');
      expect(stdout).toBe('');
      expect(stderr).toMatch(/no problems; 1 ignored \(1 broken-link\)/);
      expect(code).toBe(0);
    });

    it('should honour lint.ignore in arch-mcp.json', async () => {
      writeFileSync(path.join(brokenLinkOnly, 'arch-mcp.json'), JSON.stringify({ lint: { ignore: ['broken-link'] } }));
      try {
        const { code, stderr } = await cli('lint', brokenLinkOnly);
        expect(stderr).toMatch(/no problems; 1 ignored/);
        expect(code).toBe(0);
      } finally {
        rmSync(path.join(brokenLinkOnly, 'arch-mcp.json'));
      }
    });

    it('should name the bad entry of lint.ignore in arch-mcp.json', async () => {
      writeFileSync(path.join(brokenLinkOnly, 'arch-mcp.json'), JSON.stringify({ lint: { ignore: ['broken-links'] } }));
      try {
        const { code, stderr } = await cli('lint', brokenLinkOnly);
        expect(code).toBe(1);
        expect(stderr.trim().split('\n')).toHaveLength(1);
        expect(stderr).toMatch(/"lint\.ignore\[0\]" must be one of .*broken-link/);
      } finally {
        rmSync(path.join(brokenLinkOnly, 'arch-mcp.json'));
      }
    });

    it.each([
      ['an unknown rule', 'broken-links', /no such rule; rules: front-matter/],
      ['a rule the build fails on', 'duplicate-uri', /cannot be ignored/],
    ])('should refuse --ignore with %s in one line', async (_label, rule, message) => {
      const { code, stderr } = await cli('lint', brokenLinkOnly, '--ignore', rule);
      expect(code).toBe(2);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(message);
    });
  });
});
