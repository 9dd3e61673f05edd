// The project the CLI runs in: the folder it was started from (a docs repo after `arch-mcp init`,
// or a checkout of this repository), with its arch-mcp.json, wrangler config, .dev.vars and local
// state. Everything a command writes (state, build output) goes under this folder, never into the
// installed package.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../src/docs';
import { DEFAULT_DOCS_DIR, PACKAGE_WRANGLER_CONFIG } from './paths';

/** The project file's name, at the project root (and the docs config's, in a docs folder). */
export const PROJECT_FILE = 'arch-mcp.json';

export interface Project {
  /** The folder commands run in (the current directory). */
  root: string;
  /** The project's arch-mcp.json, when there is one at the root. */
  projectFile?: string;
  /** The docs folder commands use without --docs: the project file's `docs`, the root when its arch-mcp.json has none, else the bundled resources/. */
  docsDir: string;
  /** Whether `docsDir` is the bundled example knowledge base rather than the project's own. */
  bundledDocs: boolean;
  /** The wrangler config: the project's own wrangler.toml, else the package's default. */
  wranglerConfig: string;
  /** True when `wranglerConfig` is the project's own file (deploy writes KV ids into it). */
  ownWranglerConfig: boolean;
  /** `.dev.vars` as wrangler reads it for this project, when it exists. */
  devVars?: string;
  /** Parent of the per-folder local state directories: `<root>/.wrangler/state`. */
  stateRoot: string;
  /** Where build output and the dry-run worker go: `<root>/.arch-mcp`. */
  outDir: string;
}

/** The `docs` field of a project file, checked; undefined when the file names none. */
export function projectDocsField(file: string): string | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError([`is not valid JSON (${(err as Error).message})`], file);
  }
  const docs = (raw as { docs?: unknown } | null)?.docs;
  if (docs === undefined) return undefined;
  if (typeof docs !== 'string' || docs.trim() === '') throw new ConfigError(['"docs" must be the docs folder, a path relative to this file'], file);
  if (path.isAbsolute(docs)) throw new ConfigError([`"docs" must be relative to this file (got "${docs}")`], file);
  return docs;
}

/** The project rooted at `cwd`. Reads nothing but the project file's `docs` field. */
export function currentProject(cwd: string = process.cwd()): Project {
  const root = path.resolve(cwd);
  const projectFile = path.join(root, PROJECT_FILE);
  const hasProjectFile = existsSync(projectFile);
  const docsField = hasProjectFile ? projectDocsField(projectFile) : undefined;
  const ownConfig = path.join(root, 'wrangler.toml');
  const ownWranglerConfig = existsSync(ownConfig);
  const wranglerConfig = ownWranglerConfig ? ownConfig : PACKAGE_WRANGLER_CONFIG;
  // wrangler reads .dev.vars beside the config; for the package's default config, the project's is passed on.
  const devVars = path.join(root, '.dev.vars');
  return {
    root,
    ...(hasProjectFile ? { projectFile } : {}),
    docsDir: docsField !== undefined ? path.resolve(root, docsField) : hasProjectFile ? root : DEFAULT_DOCS_DIR,
    bundledDocs: !hasProjectFile,
    wranglerConfig,
    ownWranglerConfig,
    ...(existsSync(devVars) ? { devVars } : {}),
    stateRoot: path.join(root, '.wrangler', 'state'),
    outDir: path.join(root, '.arch-mcp'),
  };
}
