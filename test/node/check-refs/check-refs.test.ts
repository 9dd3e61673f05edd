// `arch-mcp check-refs` on a service repo that cites its ADRs every way people do, resolved against
// the docs folder and against a running server over MCP: the same answers either way.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, freePort, serveDocs } from '../helpers/serve-process';
import type { ServedProcess } from '../helpers/serve-process';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

interface Reference {
  file: string;
  line: number;
  ref: string;
  status: string;
  path?: string;
  superseded_by?: string[];
  candidates?: { path: string; status: string }[];
}

let root: string;

function cli(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), 'check-refs', ...args], { cwd: root }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function write(rel: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), content);
}

const adr = (n: number, title: string, status: string, extra = '') => `# ${n}. ${title}\n\n## Status\n\n${status}\n${extra}\n## Context\n\nWhy.\n\n## Decision\n\nWe will ${title.toLowerCase()}.\n`;

/** What each line of src/invoices/send.ts must resolve to. */
const EXPECTED: Partial<Reference>[] = [
  { line: 1, ref: 'ADR-0002', status: 'superseded', path: 'adr/0002-email-invoices.md', superseded_by: ['adr/0003-portal-invoices.md'] },
  { line: 2, ref: 'ADR 3', status: 'in_force', path: 'adr/0003-portal-invoices.md' },
  { line: 3, ref: 'adr-004', status: 'deprecated', path: 'adr/0004-use-kafka.md' },
  { line: 4, ref: '../../docs/adr/0005-try-graphql.md', status: 'proposed', path: 'adr/0005-try-graphql.md' },
  { line: 5, ref: 'https://github.com/acme/arch/blob/main/docs/adr/0003-portal-invoices.md#decision', status: 'in_force', path: 'adr/0003-portal-invoices.md' },
  { line: 6, ref: 'arch://adr/2', status: 'superseded', path: 'adr/0002-email-invoices.md', superseded_by: ['adr/0003-portal-invoices.md'] },
  { line: 7, ref: 'arch://docs/adr/0003-portal-invoices', status: 'in_force', path: 'adr/0003-portal-invoices.md' },
  { line: 8, ref: 'ADR-0042', status: 'unknown' },
  { line: 9, ref: 'docs/adr/0099-missing-record.md', status: 'unknown' },
];

function expectReferences(references: Reference[]): void {
  const send = references.filter((r) => r.file === 'src/invoices/send.ts');
  for (const expected of EXPECTED) {
    const found = send.filter((r) => r.line === expected.line);
    expect(found, `line ${expected.line}`).toHaveLength(1);
    expect(found[0]).toMatchObject(expected);
    if (!expected.path) expect(found[0]!.path).toBeUndefined();
  }
  // ADR-0001 is in two decision logs: reported as such, never resolved to one of them.
  const ambiguous = send.find((r) => r.line === 10)!;
  expect(ambiguous).toMatchObject({ ref: 'ADR-1', status: 'ambiguous' });
  expect(ambiguous.path).toBeUndefined();
  expect(ambiguous.candidates?.map((c) => c.path).sort()).toEqual(['adr/0001-record-decisions.md', 'payments/adr/0001-keep-a-ledger.md']);
  // Not references: an identifier, a link to a doc that is no ADR, a git-ignored file, a binary, the docs themselves.
  expect(send.filter((r) => r.line > 10)).toEqual([]);
  expect(new Set(references.map((r) => r.file))).toEqual(new Set(['src/invoices/send.ts']));
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'arch-mcp-check-refs-'));
  write('docs/adr/0001-record-decisions.md', adr(1, 'Record decisions', 'Accepted'));
  write('docs/adr/0002-email-invoices.md', adr(2, 'Email invoices', 'Superseded by [ADR-0003](0003-portal-invoices.md)'));
  write('docs/adr/0003-portal-invoices.md', adr(3, 'Publish invoices in the portal', 'Accepted', '\nSupersedes [ADR-0002](0002-email-invoices.md)\n'));
  write('docs/adr/0004-use-kafka.md', adr(4, 'Use Kafka', 'Deprecated'));
  write('docs/adr/0005-try-graphql.md', adr(5, 'Try GraphQL', 'Proposed'));
  write('docs/payments/adr/0001-keep-a-ledger.md', adr(1, 'Keep a ledger', 'Accepted'));
  write('docs/guides/testing.md', '# Testing\n\nWrite tests.\n');
  write(
    'src/invoices/send.ts',
    [
      '// Invoices are emailed as ADR-0002 says.',
      '// ADR 3 moved them to the portal.',
      '/* The broker follows adr-004. */',
      '// [proposal](../../docs/adr/0005-try-graphql.md)',
      '// https://github.com/acme/arch/blob/main/docs/adr/0003-portal-invoices.md#decision',
      '// arch://adr/2',
      "const uri = 'arch://docs/adr/0003-portal-invoices';",
      '// ADR-0042 is cited but was never written.',
      '// docs/adr/0099-missing-record.md',
      '// ADR-1',
      'const flag = "ADR_0002_ENABLED";',
      '// see docs/guides/testing.md and README.md',
      '',
    ].join('\n'),
  );
  write('.gitignore', 'src/generated/\n');
  write('src/generated/client.ts', '// ADR-0002\n');
  write('src/.gitignore', '*.log\n');
  write('src/build.log', 'ADR-0002\n');
  write('src/logo.bin', Buffer.concat([Buffer.from([0x89, 0x50, 0x00, 0x01]), Buffer.from(' ADR-0002 ')]));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('arch-mcp check-refs --docs', () => {
  it('should resolve every reference style, and leave out ignored files, binaries and the docs folder', async () => {
    const { code, stdout, stderr } = await cli('--docs', 'docs', '--format', 'json');
    expect(code, stderr).toBe(0);
    expectReferences((JSON.parse(stdout) as { references: Reference[] }).references);
    expect(stderr).toMatch(/skipped 1 binary, 0 over 1 MiB, 2 git-ignored/);
  });

  it('should exit 1 with --strict when a reference is superseded, deprecated, unknown or ambiguous, and 0 when all are in force', async () => {
    const failing = await cli('--docs', 'docs', '--strict');
    expect(failing.code).toBe(1);
    expect(failing.stderr).toMatch(/failing: 6 not in force or not found/);
    expect(failing.stdout).toMatch(/^src\/invoices\/send\.ts:1: superseded: ADR-0002 is superseded .*; follow adr\/0003-portal-invoices\.md instead$/m);

    write('src/ok/notes.md', 'We follow ADR-0003.\n');
    const clean = await cli('src/ok', '--docs', 'docs', '--strict');
    expect(clean.stdout).toBe('src/ok/notes.md:1: in_force: ADR-0003 is in force (adr/0003-portal-invoices.md)\n');
    expect(clean.code).toBe(0);
    rmSync(path.join(root, 'src/ok'), { recursive: true });
  });

  it('should annotate the lines that cite what is no longer in force, as errors under --strict', async () => {
    const { stdout } = await cli('src', '--docs', 'docs', '--format', 'github', '--strict');
    const lines = stdout.trim().split('\n');
    expect(lines).toContain('::error file=src/invoices/send.ts,line=8,title=ADR reference%3A unknown::ADR-0042 matches no ADR');
    expect(lines.filter((l) => l.startsWith('::error '))).toHaveLength(6);
    expect(lines.filter((l) => l.startsWith('::notice '))).toHaveLength(1);
  });

  it('should scan the docs folder when it is named', async () => {
    const { stdout } = await cli('docs/adr/0003-portal-invoices.md', '--docs', 'docs', '--format', 'json');
    expect((JSON.parse(stdout) as { references: Reference[] }).references.map((r) => r.status)).toContain('superseded');
  });

  it('should ask for the docs in one line when none are named and no project file says where they are', async () => {
    const { code, stderr } = await cli('src');
    expect(code).toBe(2);
    expect(stderr.trim()).toMatch(/--docs DIR or --url MCP_URL/);
  });

  it('should exit 2, not the 1 of failing references, when the docs folder is not there', async () => {
    const { code, stderr } = await cli('src', '--docs', 'no-such-docs', '--strict');
    expect(code).toBe(2);
    expect(stderr.trim()).toMatch(/^arch-mcp check-refs: docs folder "no-such-docs" does not exist/);
  });
});

describe('arch-mcp check-refs --url', () => {
  let served: ServedProcess;

  beforeAll(async () => {
    served = await serveDocs(path.join(root, 'docs'));
  }, 180_000);

  afterAll(async () => {
    await served?.stop();
  });

  it('should resolve the same references over MCP against a running server', async () => {
    const { code, stdout, stderr } = await cli('src', '--url', served.url, '--format', 'json');
    expect(code, stderr).toBe(0);
    expectReferences((JSON.parse(stdout) as { references: Reference[] }).references);
  });

  it('should say in one line, with exit code 2, when nothing answers at the URL', async () => {
    const { code, stderr } = await cli('src', '--strict', '--url', `http://127.0.0.1:${await freePort()}/mcp`);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/nothing is listening at .*start one with `npx arch-mcp serve`/);
  });
});
