// `arch-mcp build` on real folders: summary and problems with file:line, failure only where
// content would be lost, and config errors that name the field (lint names them the same way).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'arch-mcp-build-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function cli(...args: string[]) {
  const res = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/arch-mcp.mjs'), ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

function build(dir: string, ...extra: string[]) {
  return cli('build', '--docs', dir, '--no-worker', ...extra);
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('arch-mcp build', () => {
  it('should summarise a good folder and list warnings with file:line when verbose', () => {
    const dir = folder({
      'adr/0001-use-postgres.md': '# 1. Use PostgreSQL\n\n## Status\n\nAccepted\n\n## Decision\n\nWe will use PostgreSQL. See [the guide](../guides/missing.md).\n',
      'guides/testing.md': '# Testing\n\nWrite tests.\n',
    });
    const { code, out } = build(dir, '--verbose');
    expect(code).toBe(0);
    expect(out).toMatch(/build [0-9a-f]{32}: 2 docs \(1 ADRs, 0 patterns, 1 guidelines\)/);
    expect(out).toContain('adr/0001-use-postgres.md:9: warning:');
    expect(out).toContain('broken-link');
  });

  it('should fail when two files would be served under one uri, naming both', () => {
    const dir = folder({ 'notes/a.md': '# A\n', 'notes/a.markdown': '# A again\n' });
    const { code, out } = build(dir);
    expect(code).toBe(1);
    expect(out).toMatch(/notes\/a\.(md|markdown):1: error:/);
    expect(out).toContain('nothing was published');
  });

  it('should refuse a source_url template that is not https, naming the field', () => {
    const dir = folder({ 'arch-mcp.json': JSON.stringify({ source_url: 'http://git.example.com/arch/blob/{commit}/{path}' }), 'a.md': '# A\n' });
    const { code, out } = build(dir);
    expect(code).toBe(1);
    expect(out).toContain('"source_url" must be an https URL');
  });

  it('should warn that a source_url with {commit} fills nothing in a folder that is not a git checkout', () => {
    const dir = folder({ 'arch-mcp.json': JSON.stringify({ source_url: 'https://git.example.com/arch/blob/{commit}/docs/{path}' }), 'a.md': '# A\n' });
    const { code, out } = build(dir);
    expect(code).toBe(0);
    expect(out).toContain('source_url uses {commit}');
    expect(out).toContain('answers carry no source_url');
  });

  it('should name the bad field of an invalid arch-mcp.json', () => {
    const dir = folder({ 'arch-mcp.json': JSON.stringify({ kinds: [{ kind: 'diagram', match: ['**'] }] }), 'a.md': '# A\n' });
    const { code, out } = build(dir);
    expect(code).toBe(1);
    expect(out).toContain('kinds');
    expect(out).toContain('arch-mcp.json');
    expect(out.trim().split('\n')).toHaveLength(1);
  });

  it.each(['build', 'lint'])("should refuse, with %s, an arch-mcp.json upstream that asks for a secret header or the caller's credentials, naming each field", (command) => {
    const upstream = { name: 'collector', url: 'https://collector.example/mcp', headers: { 'X-Api-Key': 'UPSTREAM_VENDOR_KEY' }, forward_authorization: true };
    const dir = folder({ 'arch-mcp.json': JSON.stringify({ upstreams: [upstream] }), 'a.md': '# A\n' });
    const { code, out } = command === 'build' ? build(dir) : cli('lint', dir);
    expect(code).toBe(1);
    expect(out).toContain('"upstreams[0].headers" is not allowed in arch-mcp.json');
    expect(out).toContain('"upstreams[0].forward_authorization" is not allowed in arch-mcp.json');
    expect(out).toContain('UPSTREAM_SERVERS');
  });

  it('should say in one line that the docs folder does not exist, and where it looked', () => {
    const missing = path.join(tmpdir(), 'no-such-folder-arch-mcp');
    const { code, out } = build(missing);
    expect(code).toBe(1);
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out).toContain(`docs folder "${missing}" does not exist`);
  });

  it('should say in one line that --docs names a file, and which folder holds it', () => {
    const dir = folder({ 'adr/0001-use-postgres.md': '# 1. Use PostgreSQL\n' });
    const file = path.join(dir, 'adr/0001-use-postgres.md');
    const { code, out } = build(file);
    expect(code).toBe(1);
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out).toContain(`"${file}" is a file, not a folder`);
    expect(out).toContain(path.join(dir, 'adr'));
  });
});
