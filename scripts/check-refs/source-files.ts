// The files check-refs reads: every file under the given paths that git would track — .gitignore
// files (the repository's, from its root down, and nested ones) are honoured — except binaries
// (a NUL byte in the first 8 KiB, as git decides), files over 1 MiB, symbolic links and the
// folders that are never source (node_modules, .git, local state).
import { closeSync, existsSync, lstatSync, openSync, readFileSync, readSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';
import type { Ignore } from 'ignore';
import { SKIP_DIRS } from '../read-docs-folder';

/** Larger files are data or generated code, not where people cite ADRs; they are counted, not read. */
export const MAX_SOURCE_BYTES = 1024 * 1024;
const SNIFF_BYTES = 8 * 1024;

export interface SourceWalk {
  /** Absolute paths of the text files to scan, in a stable order. */
  files: string[];
  skipped: { binary: number; large: number; ignored: number };
}

interface Rules {
  base: string;
  rules: Ignore;
}

function rulesIn(dir: string): Rules | undefined {
  const file = path.join(dir, '.gitignore');
  if (!existsSync(file)) return undefined;
  return { base: dir, rules: ignore().add(readFileSync(file, 'utf8')) };
}

function ignoredBy(rules: readonly Rules[], full: string, isDir: boolean): boolean {
  for (const { base, rules: r } of rules) {
    const rel = path.relative(base, full).split(path.sep).join('/');
    if (rel && !rel.startsWith('..') && r.ignores(isDir ? `${rel}/` : rel)) return true;
  }
  return false;
}

/** The repository root above `dir` (a folder holding `.git`), else `dir`'s filesystem root. */
function repositoryRoot(dir: string): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/** .gitignore rules that apply to `dir` from the folders above it, up to the repository root (outside a repository: up to the current folder). */
function inheritedRules(dir: string): Rules[] {
  const cwd = process.cwd();
  const top = repositoryRoot(dir) ?? (dir.startsWith(cwd) ? cwd : undefined);
  if (!top) return [];
  const chain: Rules[] = [];
  for (let d = path.dirname(dir); d.length >= top.length && d.startsWith(top); d = path.dirname(d)) {
    const r = rulesIn(d);
    if (r) chain.unshift(r);
    if (d === top) break;
  }
  return chain;
}

/** Whether the file's first bytes hold a NUL. */
function isBinary(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const n = readSync(fd, buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, n).includes(0);
  } finally {
    closeSync(fd);
  }
}

/**
 * Lists the files to scan under `paths` (files or folders), leaving out `exclude` (absolute folders,
 * e.g. the docs folder itself) unless it was named in `paths`.
 */
export function sourceFiles(paths: readonly string[], exclude: readonly string[] = []): SourceWalk {
  const files: string[] = [];
  const skipped = { binary: 0, large: 0, ignored: 0 };
  const named = new Set(paths.map((p) => path.resolve(p)));
  const consider = (full: string) => {
    const stat = lstatSync(full);
    if (stat.size > MAX_SOURCE_BYTES) skipped.large += 1;
    else if (isBinary(full)) skipped.binary += 1;
    else files.push(full);
  };
  const walk = (dir: string, rules: Rules[]) => {
    const own = rulesIn(dir);
    const active = own ? [...rules, own] : rules;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(entry.name) || (exclude.includes(full) && !named.has(full))) continue;
        if (ignoredBy(active, full, true)) skipped.ignored += 1;
        else walk(full, active);
      } else if (entry.isFile()) {
        if (ignoredBy(active, full, false)) skipped.ignored += 1;
        else consider(full);
      }
    }
  };
  for (const p of paths) {
    const full = path.resolve(p);
    if (!existsSync(full)) throw new Error(`"${p}" does not exist`);
    const stat = lstatSync(full);
    if (stat.isDirectory()) walk(full, inheritedRules(full));
    else if (stat.isFile()) consider(full);
  }
  return { files: [...new Set(files)], skipped };
}
