// Where the arch-mcp package itself lives — a checkout of this repository, or the npm package
// installed in a docs repo's node_modules — and the files it ships, resolved from this module's
// own location so commands work from any cwd and from the prebuilt CLI alike.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder holding arch-mcp's package.json, found by walking up from this module (a source file or a prebuilt chunk). */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'arch-mcp') return dir;
    if (path.dirname(dir) === dir) throw new Error(`cannot find arch-mcp's package.json above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(import.meta.dirname);
/** The package root under the name the checkout-only commands (bench, eval, conformance) use. */
export const REPO_ROOT = PACKAGE_ROOT;
/** True in a checkout of the repository (TypeScript sources present); false in the installed package. */
export const IN_CHECKOUT = existsSync(path.join(PACKAGE_ROOT, 'src', 'index.ts'));
/** The bundled default knowledge base served when no docs folder is named. */
export const DEFAULT_DOCS_DIR = path.join(PACKAGE_ROOT, 'resources');
/**
 * The worker wrangler runs and deploys: the TypeScript entry in a checkout, the prebuilt bundle in
 * the package. Always passed to wrangler explicitly, so the worker serving a build is the one whose
 * build code wrote it, whatever `main` a docs repo's wrangler config names.
 */
export const WORKER_ENTRY = IN_CHECKOUT ? path.join(PACKAGE_ROOT, 'src', 'index.ts') : path.join(PACKAGE_ROOT, 'dist', 'worker', 'index.js');
/** This package's own wrangler config: the checkout's, or the default the package ships for folders without one. */
export const PACKAGE_WRANGLER_CONFIG = IN_CHECKOUT ? path.join(PACKAGE_ROOT, 'wrangler.toml') : path.join(PACKAGE_ROOT, 'dist', 'wrangler.toml');
/** The package's version, as npm installed it. */
export const PACKAGE_VERSION = (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
