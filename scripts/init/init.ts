// `arch-mcp init`: sets a folder up to serve and deploy its docs with the installed package —
// arch-mcp.json, wrangler.toml, the CI workflow, .dev.vars.example and an ADR template — never
// replacing a file that exists unless told to (--force), and saying what it did with each.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../commands/types';
import { PROJECT_FILE } from '../project';
import { defaultBranch, resourceSlug, surveyDocs } from './detect';
import type { DocsSurvey } from './detect';
import { INSTALLED_WORKER_MAIN, renderWorkflow, renderWranglerConfig, templateText } from './render';

export interface InitOptions {
  /** The folder being set up. */
  root: string;
  /** The docs folder, relative to `root`. */
  docs: string;
  /** The deployment's name, as people read it. */
  name: string;
  /** Replace files that exist. */
  force: boolean;
}

export interface InitFile {
  /** Relative to `root`, `/`-separated. */
  path: string;
  action: 'wrote' | 'replaced' | 'kept' | 'updated';
  /** Why a file was kept, or what an update added. */
  note?: string;
}

export interface InitResult {
  files: InitFile[];
  survey: DocsSurvey;
  slug: string;
  /** True when the folder's package.json already lists arch-mcp. */
  installed: boolean;
}

/** Lines .gitignore should hold: dependencies, local state, build output, local secrets. */
const IGNORED = ['node_modules/', '.wrangler/', '.arch-mcp/', '.dev.vars'];

/**
 * Checks the docs folder argument: relative, inside the project, no `..`.
 * @throws UsageError naming the rule
 */
export function checkDocsArgument(root: string, docs: string): string {
  const normalised = path.posix.normalize(docs.replaceAll('\\', '/')).replace(/\/+$/, '') || '.';
  if (path.isAbsolute(docs) || normalised.split('/').includes('..')) throw new UsageError(`--docs must be a folder inside ${root}, given relative to it (got "${docs}")`);
  return normalised;
}

export async function runInit(options: InitOptions): Promise<InitResult> {
  const { root, force } = options;
  const docs = checkDocsArgument(root, options.docs);
  const slug = resourceSlug(options.name);
  if (!slug) throw new UsageError(`--name must contain a letter or a digit (got "${options.name}")`);
  const docsRoot = path.join(root, docs);
  const survey = await surveyDocs(docsRoot);
  const files: InitFile[] = [];

  // Everything is rendered before anything is written, so a failure leaves the folder as it was.
  const planned: [string, string][] = [];
  // The docs folder's own arch-mcp.json, when it has one, keeps describing it; the project file then only points at it.
  const docsHasConfig = docs !== '.' && existsSync(path.join(docsRoot, PROJECT_FILE));
  const projectConfig = { name: options.name, docs, ...(docsHasConfig ? {} : { kinds: survey.kinds }) };
  planned.push([PROJECT_FILE, `${JSON.stringify(projectConfig, null, 2)}\n`]);
  planned.push(['wrangler.toml', renderWranglerConfig({ title: options.name, slug, main: INSTALLED_WORKER_MAIN })]);
  planned.push(['.github/workflows/arch-mcp.yml', renderWorkflow(defaultBranch(root))]);
  planned.push(['.dev.vars.example', templateText('dev.vars.example')]);
  if (!survey.template) planned.push([path.posix.join(docs, survey.adrFolder, 'template.md'), templateText('adr-template.md')]);

  for (const [rel, text] of planned) {
    const file = path.join(root, rel);
    const exists = existsSync(file);
    if (exists && !force) {
      files.push({ path: rel, action: 'kept', note: 'exists; --force replaces it' });
      continue;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    files.push({ path: rel, action: exists ? 'replaced' : 'wrote' });
  }
  if (survey.template) files.push({ path: path.posix.join(docs, survey.template), action: 'kept', note: 'the ADR template already there' });
  files.push(...updateGitignore(root));
  return { files, survey, slug, installed: listsArchMcp(root) };
}

/** Adds the lines .gitignore lacks; never removes or reorders any. */
function updateGitignore(root: string): InitFile[] {
  const file = path.join(root, '.gitignore');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  // `node_modules`, `/node_modules` and `node_modules/` all ignore the folder at the root.
  const bare = (line: string) => line.trim().replace(/^\//, '').replace(/\/$/, '');
  const present = new Set(text.split(/\r?\n/).map(bare));
  const missing = IGNORED.filter((line) => !present.has(bare(line)));
  if (missing.length === 0) return [];
  appendFileSync(file, `${text && !text.endsWith('\n') ? '\n' : ''}${missing.join('\n')}\n`);
  return [{ path: '.gitignore', action: text ? 'updated' : 'wrote', note: `ignores ${missing.join(' ')}` }];
}

/** Whether the folder's package.json depends on arch-mcp (so `npm ci` in CI installs it). */
function listsArchMcp(root: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return Boolean(manifest.dependencies?.['arch-mcp'] ?? manifest.devDependencies?.['arch-mcp']);
  } catch {
    return false;
  }
}
