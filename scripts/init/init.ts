// `arch-mcp init`: sets a folder up to serve and deploy its docs with the installed package —
// arch-mcp.json, wrangler.toml, the CI workflow, .dev.vars.example and an ADR template — never
// replacing a file that exists unless told to (--force), and saying what it did with each.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AuthMode } from '../../src/auth/auth-mode';
import { UsageError } from '../commands/types';
import { PROJECT_FILE } from '../project';
import { checkAuthFlag, configuredAuthMode } from '../public-access';
import { defaultBranch, surveyDocs } from './detect';
import type { DocsSurvey } from './detect';
import { readExistingDeployment, resolveIdentity } from './existing';
import type { DeploymentIdentity, ExistingDeployment } from './existing';
import { INSTALLED_WORKER_MAIN, renderWorkflow, renderWranglerConfig, templateText } from './render';

export interface InitOptions {
  /** The folder being set up. */
  root: string;
  /** The docs folder, relative to `root`. */
  docs: string;
  /** The deployment's name, as people read it, when given; otherwise the existing deployment's is kept (see existingName). */
  name?: string;
  /** Replace files that exist. */
  force: boolean;
  /** AUTH_MODE for the wrangler.toml written, when given; otherwise the existing config's, else public. */
  auth?: string;
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
  /** The name arch-mcp.json holds now. */
  name: string;
  /** The worker wrangler.toml names now, if it names one. */
  worker?: string;
  /** The AUTH_MODE the wrangler.toml there now deploys with (`public` when it sets none; absent for a value the worker does not know). */
  authMode?: AuthMode;
  /** What was kept from the deployment already set up, renamed, or not applied, one sentence each. */
  notes: string[];
  /** True when the folder's package.json already lists arch-mcp. */
  installed: boolean;
}

/** Lines .gitignore should hold: dependencies, local state, build output, local secrets. */
const IGNORED = ['node_modules/', '.wrangler/', '.arch-mcp/', '.dev.vars'];

/** Fields of arch-mcp.json that init writes; a re-run keeps every other one. */
const INIT_FIELDS = new Set(['name', 'docs', 'kinds']);

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
  const auth = options.auth === undefined ? undefined : checkAuthFlag(options.auth);
  const existing = readExistingDeployment(root);
  const identity = resolveIdentity(root, existing, options.name);
  const { name, worker: slug } = identity;
  // The [vars] the team set (who may call it, origins, limits) carry over; keys new in this version come with their defaults.
  const vars = new Map(existing.vars);
  if (auth) vars.set('AUTH_MODE', JSON.stringify(auth));
  const docsRoot = path.join(root, docs);
  const survey = await surveyDocs(docsRoot);
  const files: InitFile[] = [];

  // Everything is rendered before anything is written, so a failure leaves the folder as it was.
  const planned: [string, string][] = [];
  // The docs folder's own arch-mcp.json, when it has one, keeps describing it; the project file then only points at it.
  const docsHasConfig = docs !== '.' && existsSync(path.join(docsRoot, PROJECT_FILE));
  const otherFields = Object.entries(existing.project ?? {}).filter(([key]) => !INIT_FIELDS.has(key));
  const projectConfig = { name, docs, ...(docsHasConfig ? {} : { kinds: survey.kinds }), ...Object.fromEntries(otherFields) };
  planned.push([PROJECT_FILE, `${JSON.stringify(projectConfig, null, 2)}\n`]);
  planned.push(['wrangler.toml', renderWranglerConfig({ title: name, slug, main: INSTALLED_WORKER_MAIN, ...(identity.kept ? { kept: identity.kept } : {}), vars })]);
  planned.push(['.github/workflows/arch-mcp.yml', renderWorkflow(defaultBranch(root))]);
  planned.push(['.dev.vars.example', templateText('dev.vars.example')]);
  if (!survey.template) planned.push([path.posix.join(docs, survey.adrFolder, 'template.md'), templateText('adr-template.md')]);

  const written = new Set<string>();
  for (const [rel, text] of planned) {
    const file = path.join(root, rel);
    const exists = existsSync(file);
    if (exists && !force) {
      files.push({ path: rel, action: 'kept', note: 'exists; --force replaces it' });
      continue;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.add(rel);
    files.push({ path: rel, action: exists ? 'replaced' : 'wrote' });
  }
  if (survey.template) files.push({ path: path.posix.join(docs, survey.template), action: 'kept', note: 'the ADR template already there' });
  files.push(...updateGitignore(root));

  const current = written.has(PROJECT_FILE) ? name : (existing.name ?? name);
  const worker = written.has('wrangler.toml') ? slug : existing.names?.worker;
  const authMode = configuredAuthMode(path.join(root, 'wrangler.toml'));
  const notes = identityNotes({ existing, identity, given: options.name, auth, current, worker, written, otherFields: otherFields.map(([key]) => key) });
  return {
    files,
    survey,
    name: current,
    ...(worker ? { worker } : {}),
    ...(authMode ? { authMode } : {}),
    notes,
    installed: listsArchMcp(root),
  };
}

interface NoteFacts {
  existing: ExistingDeployment;
  identity: DeploymentIdentity;
  /** --name, when given. */
  given?: string;
  auth?: string;
  /** The name arch-mcp.json and the worker wrangler.toml hold after the run. */
  current: string;
  worker?: string;
  written: ReadonlySet<string>;
  /** arch-mcp.json fields init does not write, kept. */
  otherFields: string[];
}

/** What the run kept of the deployment already set up, what it renamed, and which flags it could not apply, one sentence each. */
function identityNotes(facts: NoteFacts): string[] {
  const { existing, identity, given, auth, current, worker, written } = facts;
  const projectWritten = written.has(PROJECT_FILE);
  const wranglerWritten = written.has('wrangler.toml');
  const notes: string[] = [];
  if (identity.renamedFrom && wranglerWritten) {
    notes.push(`wrangler.toml now names worker ${worker} (was ${identity.renamedFrom}): the next deploy creates a new worker, R2 bucket and KV namespaces, empty until it publishes.`);
  }
  const inPlace = identity.kept !== undefined && worker === identity.kept.worker;
  const kept = [
    existing.name !== undefined && current === existing.name ? `its name "${current}"` : '',
    inPlace ? `worker ${worker} with its R2 bucket and KV namespaces` : '',
    wranglerWritten && existing.vars.size > 0 ? `the [vars] values of wrangler.toml${auth ? ` (AUTH_MODE now "${auth}")` : ''}` : '',
    projectWritten && facts.otherFields.length > 0 ? `the ${facts.otherFields.map((key) => `"${key}"`).join(', ')} of arch-mcp.json` : '',
  ].filter(Boolean);
  if (kept.length > 0) notes.push(`The deployment keeps ${listed(kept)}${inPlace ? '; the next deploy updates it in place (init --force --name NAME renames it)' : ''}.`);
  const unapplied = [
    !projectWritten && given !== undefined && given !== current ? PROJECT_FILE : '',
    !wranglerWritten && identity.renamedFrom ? 'wrangler.toml' : '',
  ].filter(Boolean);
  if (unapplied.length > 0) {
    const [verb, them] = unapplied.length === 1 ? ['exists', 'it'] : ['exist', 'them'];
    notes.push(`--name "${given}" is not applied: ${listed(unapplied)} ${verb}; --force replaces ${them}.`);
  }
  if (!wranglerWritten && auth) notes.push(`--auth ${auth} is not applied: wrangler.toml exists; set AUTH_MODE there, or run again with --force.`);
  return notes;
}

/** `a`, `a and b`, `a, b and c`. */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
