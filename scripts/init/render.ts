// The files `arch-mcp init` writes, rendered from what the package ships: the wrangler config from
// the package's own wrangler.toml (so its vars, bindings and comments have one source), and the CI
// workflow, .dev.vars.example and ADR template from templates/init/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../paths';
import type { DeploymentNames } from '../wrangler-bindings';
import { setWranglerVars } from '../wrangler-vars';

export const TEMPLATES_DIR = path.join(PACKAGE_ROOT, 'templates', 'init');
/** The package's own wrangler config, the source every rendered config is made from. */
export const WRANGLER_SOURCE = path.join(PACKAGE_ROOT, 'wrangler.toml');
/** Where a docs repo's wrangler config finds the prebuilt worker once the package is installed. */
export const INSTALLED_WORKER_MAIN = 'node_modules/arch-mcp/dist/worker/index.js';

export interface WranglerNames {
  /** The deployment's name, for the header comment. */
  title: string;
  /** Worker name and prefix of its bucket and KV namespace titles (see resourceSlug). */
  slug: string;
  /** The worker entry, relative to the config. */
  main: string;
  /** The DOCS bucket and BUNDLES and OAUTH_KV ids an earlier config gave the deployment, kept over those made from `slug`. */
  kept?: DeploymentNames;
  /** [vars] entries written as TOML (`"api-key"`), in place of the package's defaults. */
  vars?: ReadonlyMap<string, string>;
}

/** Replaces exactly one line matching `pattern`; a package whose wrangler.toml lost the line fails here, not in a user's deploy. */
function replaceLine(text: string, pattern: RegExp, line: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm'));
  if (matches?.length !== 1) throw new Error(`the package's wrangler.toml should have one line matching ${pattern} (found ${matches?.length ?? 0})`);
  return text.replace(new RegExp(pattern.source, 'm'), line);
}

/**
 * A deployment's wrangler config: the package's own, with the organisation's worker name, R2
 * bucket and KV namespace titles (created on first deploy, then replaced by their ids), its
 * [vars] settings and the prebuilt worker as `main`. The Durable Object classes are the worker's; the migrations are the
 * deployment's own from here on.
 */
export function renderWranglerConfig(names: WranglerNames, source = readFileSync(WRANGLER_SOURCE, 'utf8')): string {
  const body = source.slice(source.search(/^name = /m));
  const { slug, kept } = names;
  let out = replaceLine(body, /^name = "arch-mcp"$/, `name = "${slug}"`);
  out = replaceLine(out, /^main = "src\/index\.ts"$/, `main = "${names.main}"`);
  out = replaceLine(out, /^bucket_name = "arch-mcp-docs"$/, `bucket_name = "${kept?.buckets.get('DOCS') ?? `${slug}-docs`}"`);
  out = replaceLine(out, /^id = "arch-mcp-bundles"$/, `id = "${kept?.kvIds.get('BUNDLES') ?? `${slug}-bundles`}"`);
  out = replaceLine(out, /^id = "arch-mcp-oauth"$/, `id = "${kept?.kvIds.get('OAUTH_KV') ?? `${slug}-oauth`}"`);
  if (names.vars?.size) out = setWranglerVars(out, names.vars);
  const header = [
    `# arch-mcp for ${names.title.replace(/\s+/g, ' ')}: one MCP URL for the organisation's architecture knowledge.`,
    '# `npx arch-mcp serve` runs this worker locally in workerd; `npx arch-mcp deploy` (CI, on every',
    '# merge) publishes the docs and deploys it. The first deploy creates the R2 bucket and the KV',
    '# namespaces below (their titles are the ids until then) and writes the namespace ids here.',
  ];
  return `${header.join('\n')}\n${out}`;
}

/** The GitHub Actions workflow that lints and builds pull requests and deploys pushes to `branch`. */
export function renderWorkflow(branch: string): string {
  return readFileSync(path.join(TEMPLATES_DIR, 'workflow.yml'), 'utf8').replaceAll('@@BRANCH@@', branch);
}

/** A template file shipped as is (`dev.vars.example`, `adr-template.md`). */
export function templateText(name: 'dev.vars.example' | 'adr-template.md'): string {
  return readFileSync(path.join(TEMPLATES_DIR, name), 'utf8');
}
