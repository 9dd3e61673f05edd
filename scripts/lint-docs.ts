// `arch-mcp lint`: everything wrong with a docs folder, as the build would see it (front matter,
// broken links, duplicate ADR ids, dangling supersedes, scopes and waivers) plus waivers expired by
// lint's own clock and its prompt files (syntax, unknown tools, documents that do not exist), each with file:line.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { applyIgnores, expiredWaiverProblems, parseDoc, resolveCorpus } from '../src/docs';
import type { DocProblem, ManifestDoc } from '../src/docs';
import { patternNames, slug } from '../src/mcp/resources';
import { normaliseAdrId } from '../src/search';
import { checkPromptFiles } from '../src/prompts/check-prompts';
import { ALL_TOOLS } from '../src/tools/registry';
import { readDocsFolder } from './read-docs-folder';

/** Where a docs folder keeps its prompt files, relative to the folder. */
export const PROMPTS_DIR = 'prompts';

export interface LintReport {
  root: string;
  docs: number;
  prompts: number;
  /** Sorted by path, then line; ignored rules left out. */
  problems: DocProblem[];
  /** Problems left out, per rule (`--ignore` and the config's `lint.ignore`). */
  ignored: Map<string, number>;
}

/**
 * Lints a docs folder, leaving out the rules in `ignore` and in its config's `lint.ignore`. Waivers are
 * expired when `now` (ms; lint's clock) is on or past their `expires` day, UTC.
 * Throws (one line) when the folder or its arch-mcp.json cannot be read.
 */
export async function lintDocsFolder(dir: string, ignore: readonly string[] = [], now: number = Date.now()): Promise<LintReport> {
  const folder = readDocsFolder(dir);
  const parsed = [];
  for (const file of folder.files) parsed.push(await parseDoc({ path: file.path, content: file.bytes }, folder.config));
  const { manifest, problems } = resolveCorpus(parsed);
  const kept = new Set(manifest.map((d) => d.path));
  const expired = parsed.flatMap((doc) => (doc.waivers && kept.has(doc.path) ? expiredWaiverProblems(doc.path, doc.waivers, now) : []));
  const prompts = promptProblems(folder.root, manifest);
  const { kept: reported, ignored } = applyIgnores([...problems, ...expired, ...prompts.problems], new Set([...ignore, ...folder.config.lintIgnore]));
  return { root: folder.root, docs: manifest.length, prompts: prompts.files, problems: sortProblems(reported), ignored };
}

/** Problems in the prompt files of `root`/prompts, checked against the folder's documents. */
export function promptProblems(root: string, docs: readonly ManifestDoc[]): { files: number; problems: DocProblem[] } {
  const files = readPromptFiles(root);
  const { problems } = checkPromptFiles(files, {
    toolNames: new Set(ALL_TOOLS.map((t) => t.name)),
    resourceExists: documentResolver(docs),
  });
  return { files: files.length, problems };
}

/** By path, then line. */
export function sortProblems(problems: DocProblem[]): DocProblem[] {
  return problems.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

function readPromptFiles(root: string): { path: string; text: string }[] {
  const dir = path.join(root, PROMPTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ path: `${PROMPTS_DIR}/${name}`, text: readFileSync(path.join(dir, name), 'utf8') }));
}

/** Whether an arch:// URI (docs, adr/{id} or pattern/{name}, optional #section) names a doc. */
function documentResolver(docs: readonly ManifestDoc[]): (uri: string) => boolean {
  const byUri = new Map(docs.map((d) => [d.uri, d]));
  return (uri) => {
    const [base, anchor] = uri.split('#', 2) as [string, string | undefined];
    let matches: ManifestDoc[] = [];
    if (byUri.has(base)) matches = [byUri.get(base)!];
    else if (base.startsWith('arch://adr/')) {
      const id = normaliseAdrId(decodeURIComponent(base.slice('arch://adr/'.length)));
      matches = docs.filter((d) => d.adrId !== undefined && normaliseAdrId(d.adrId) === id);
    } else if (base.startsWith('arch://pattern/')) {
      const name = slug(decodeURIComponent(base.slice('arch://pattern/'.length)));
      matches = docs.filter((d) => d.kind === 'pattern' && patternNames(d).includes(name));
    }
    if (anchor === undefined) return matches.length > 0;
    const wanted = anchor.toLowerCase();
    return matches.some((d) => d.sections.some((s) => s.anchor === wanted || s.heading.trim().toLowerCase() === wanted));
  };
}
