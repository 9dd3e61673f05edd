// What `arch-mcp init` finds in a folder before writing anything: where the docs are, which kind
// each of their folders holds, whether an ADR template exists, and the branch CI deploys from.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG, parseDoc, resolveCorpus } from '../../src/docs';
import type { DocKind, KindRule } from '../../src/docs';
import { readDocsFolder } from '../read-docs-folder';

/** A file named like a template (`template.md`, `adr-template.md`, `templates/adr_template.mdx`). */
const TEMPLATE_FILE = /(^|[-_/])template\.(md|markdown|mdx)$/i;

/** Folders that usually hold a repository's docs, most likely first. */
const DOCS_CANDIDATES = ['docs', 'doc', 'documentation', 'architecture', 'adr', 'adrs', 'decisions'];

/** The docs folder (relative to `root`) when --docs is not given: the first usual one that exists, else `docs`. */
export function guessDocsFolder(root: string): string {
  for (const name of DOCS_CANDIDATES) {
    const dir = path.join(root, name);
    if (existsSync(dir) && statSync(dir).isDirectory()) return name;
  }
  return 'docs';
}

export interface DocsSurvey {
  /** Kind rules for the folders whose docs are all ADRs or all patterns (the rest are inferred per file). */
  kinds: KindRule[];
  counts: Record<DocKind, number>;
  /** The folder (relative to the docs folder) holding most ADRs, where the template goes; `adr` when none does. */
  adrFolder: string;
  /** A file that already looks like an ADR template, if any; it is left out of `kinds` and `counts`. */
  template?: string;
}

/** Reads the docs folder (which may not exist yet) as the build would, with no config. */
export async function surveyDocs(docsRoot: string): Promise<DocsSurvey> {
  const counts: Record<DocKind, number> = { adr: 0, pattern: 0, guideline: 0 };
  if (!existsSync(docsRoot)) return { kinds: [{ kind: 'adr', match: ['adr/**'] }], counts, adrFolder: 'adr' };
  const folder = readDocsFolder(docsRoot);
  const template = folder.files.map((f) => f.path).find((p) => TEMPLATE_FILE.test(p));
  // The template is neither an ADR nor a guideline of its folder (init's own says `kind: guideline`
  // so that it is never counted as an ADR); left in, it would make the ADR folder look mixed.
  const parsed = [];
  for (const file of folder.files) {
    if (file.path !== template) parsed.push(await parseDoc({ path: file.path, content: file.bytes }, DEFAULT_CONFIG));
  }
  const { manifest } = resolveCorpus(parsed);
  const byFolder = new Map<string, Set<DocKind>>();
  const adrsIn = new Map<string, number>();
  for (const doc of manifest) {
    counts[doc.kind] += 1;
    const dir = path.posix.dirname(doc.path);
    for (let d = dir; d !== '.'; d = path.posix.dirname(d)) {
      const kinds = byFolder.get(d) ?? new Set<DocKind>();
      kinds.add(doc.kind);
      byFolder.set(d, kinds);
    }
    if (doc.kind === 'adr') adrsIn.set(dir, (adrsIn.get(dir) ?? 0) + 1);
  }
  // The shallowest folders whose docs are of one kind (ADRs or patterns): one rule each.
  const kinds: KindRule[] = [];
  for (const [dir, set] of [...byFolder].sort(([a], [b]) => a.split('/').length - b.split('/').length || a.localeCompare(b))) {
    const [only] = set;
    if (set.size !== 1 || only === 'guideline') continue;
    if (kinds.some((rule) => dir.startsWith(rule.match[0]!.slice(0, -2)))) continue;
    kinds.push({ kind: only!, match: [`${dir}/**`] });
  }
  const adrFolder = [...adrsIn].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'adr';
  if (kinds.length === 0 && counts.adr === 0) kinds.push({ kind: 'adr', match: ['adr/**'] });
  return { kinds, counts, adrFolder: adrFolder === '.' ? '' : adrFolder, ...(template ? { template } : {}) };
}

/** The branch pushes deploy from: origin's default branch, else the current one, else main. */
export function defaultBranch(root: string): string {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', ['-C', root, ...args], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    } catch {
      return '';
    }
  };
  const remote = git(['symbolic-ref', '--short', 'refs/remotes/origin/HEAD']).replace(/^origin\//, '');
  const branch = remote || git(['branch', '--show-current']) || 'main';
  // A branch name goes into YAML as is: keep to the characters branch names use.
  return /^[A-Za-z0-9._/-]{1,100}$/.test(branch) ? branch : 'main';
}

/** The name as a Cloudflare resource name: lowercase letters, digits and dashes, at most 40 characters. */
export function resourceSlug(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
}
