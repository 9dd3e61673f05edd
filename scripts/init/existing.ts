// What makes a set-up folder's deployment the one it is: the name in arch-mcp.json and, in
// wrangler.toml, the worker, its R2 bucket, its KV namespaces (by title or, after a deploy, by id)
// and the [vars] settings. `arch-mcp init` run again keeps them unless told to rename, so the
// next deploy goes to the same worker, storage and Durable Objects, open to the same callers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../src/docs';
import { UsageError } from '../commands/types';
import { PROJECT_FILE } from '../project';
import { guessDocsFolder, resourceSlug } from './detect';
import { readDeploymentNames } from '../wrangler-bindings';
import type { DeploymentNames } from '../wrangler-bindings';
import { wranglerVarEntries } from '../wrangler-vars';

export interface ExistingDeployment {
  /** The project file's fields, when it exists. */
  project?: Record<string, unknown>;
  /** The project file's `name` (else its `title`). */
  name?: string;
  /** wrangler.toml's worker, bucket and KV names, when it exists. */
  names?: DeploymentNames;
  /** wrangler.toml's one-line [vars] entries, as written. */
  vars: Map<string, string>;
}

/**
 * Reads the folder's arch-mcp.json and wrangler.toml, either of which may be missing.
 * @throws ConfigError when arch-mcp.json is not a JSON object
 */
export function readExistingDeployment(root: string): ExistingDeployment {
  const out: ExistingDeployment = { vars: new Map() };
  const projectFile = path.join(root, PROJECT_FILE);
  if (existsSync(projectFile)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(projectFile, 'utf8'));
    } catch (err) {
      throw new ConfigError([`is not valid JSON (${(err as Error).message})`], projectFile);
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ConfigError(['must be a JSON object'], projectFile);
    out.project = raw as Record<string, unknown>;
    const name = [out.project.name, out.project.title].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (name) out.name = name;
  }
  const wranglerFile = path.join(root, 'wrangler.toml');
  if (existsSync(wranglerFile)) {
    const toml = readFileSync(wranglerFile, 'utf8');
    out.names = readDeploymentNames(toml);
    out.vars = wranglerVarEntries(toml);
  }
  return out;
}

/** The name a run without --name uses: the project file's, else the worker's, else the folder's. */
export function existingName(root: string, existing: ExistingDeployment): string {
  return existing.name ?? existing.names?.worker ?? path.basename(root);
}

/** The docs folder a run without --docs uses: the project file's, else the first usual one there. */
export function existingDocs(root: string, existing: ExistingDeployment): string {
  const docs = existing.project?.docs;
  return typeof docs === 'string' && docs.trim() !== '' ? docs : guessDocsFolder(root);
}

/** The deployment a run writes: its name, its worker, and what it keeps of the one already set up. */
export interface DeploymentIdentity {
  name: string;
  /** The worker name, and the prefix of storage names made for it. */
  worker: string;
  /** The worker, bucket and KV names kept from wrangler.toml (absent when renamed or there were none). */
  kept?: DeploymentNames;
  /** The worker wrangler.toml named before, when --name names another. */
  renamedFrom?: string;
}

/**
 * The name is `given` (--name), else the existing one (see existingName); the worker, bucket and
 * KV namespaces stay those wrangler.toml names unless `given` makes another worker name.
 * @throws UsageError when the name has no letter or digit
 */
export function resolveIdentity(root: string, existing: ExistingDeployment, given: string | undefined): DeploymentIdentity {
  const name = given ?? existingName(root, existing);
  const slug = resourceSlug(name);
  if (!slug) throw new UsageError(`--name must contain a letter or a digit (got "${name}")`);
  const earlier = existing.names?.worker;
  if (earlier === undefined) return { name, worker: slug };
  if (given !== undefined && slug !== earlier) return { name, worker: slug, renamedFrom: earlier };
  return { name, worker: earlier, kept: existing.names! };
}
