// Reads a docs folder from disk: its arch-mcp.json (validated) and the files it includes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG, parseConfig, selectFiles } from '../src/docs';
import type { DocsConfig } from '../src/docs';
import type { SourceFile } from '../src/bundle/build-bundle';
import { projectDocsField } from './project';

export interface DocsFolder {
  root: string;
  config: DocsConfig;
  files: SourceFile[];
  /** Config name/title, else the folder's name. */
  name: string;
  sourceCommit?: string;
}

/** Folders never worth walking into, whatever the config says. */
export const SKIP_DIRS: ReadonlySet<string> = new Set(['node_modules', '.git', '.hg', '.svn', '.wrangler', '.arch-mcp']);
/** Files larger than this are not docs; they are reported by the build instead of read. */
export const MAX_DOC_BYTES = 5 * 1024 * 1024;

/**
 * The absolute path of a docs folder, or an error that says what is there instead: nothing (and
 * where it looked), or a file (and the folder holding it).
 */
export function checkDocsFolder(dir: string): string {
  const root = path.resolve(dir);
  if (!existsSync(root)) throw new Error(`docs folder "${dir}" does not exist (looked for ${root})`);
  if (!statSync(root).isDirectory()) {
    throw new Error(`"${dir}" is a file, not a folder; give the folder that holds the docs (e.g. ${path.dirname(root)})`);
  }
  return root;
}

/**
 * The arch-mcp.json that configures the docs folder `root`: its own, else a project file in a
 * folder above it whose `docs` names it (`arch-mcp init` writes one at the repository's root).
 * The walk stops at the repository's root (a folder holding `.git`).
 */
export function findDocsConfig(root: string): string | undefined {
  const own = path.join(root, 'arch-mcp.json');
  if (existsSync(own)) return own;
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'arch-mcp.json');
    if (existsSync(file)) {
      const docs = projectDocsField(file);
      if (docs !== undefined && path.resolve(dir, docs) === root) return file;
    }
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return undefined;
  }
}

/** The validated config of the docs folder `root` (defaults when it has none). Throws ConfigError for a bad one. */
export function readDocsConfig(root: string): DocsConfig {
  const configPath = findDocsConfig(root);
  return configPath ? parseConfig(readFileSync(configPath, 'utf8'), configPath) : DEFAULT_CONFIG;
}

/** Reads every file the folder's config includes. Throws ConfigError for a bad arch-mcp.json. */
export function readDocsFolder(dir: string): DocsFolder {
  const root = checkDocsFolder(dir);
  const config = readDocsConfig(root);
  const all = listFiles(root);
  const selected = selectFiles(all, config);
  const files = selected.map((rel) => ({ path: rel, bytes: new Uint8Array(readFileSync(path.join(root, rel))) }));
  return { root, config, files, name: config.title ?? config.name ?? path.basename(root), sourceCommit: gitCommit(root) };
}

function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(child);
      } else if (entry.isFile() && statSync(path.join(root, child)).size <= MAX_DOC_BYTES) {
        out.push(child);
      }
    }
  };
  walk('');
  return out.sort();
}

function gitCommit(root: string): string | undefined {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}
