// The upstreams a deployment mounts, as the CLI sees them: the docs folder's arch-mcp.json
// `upstreams` and UPSTREAM_SERVERS (the environment, else .dev.vars, else wrangler.toml [vars]),
// combined exactly as the worker combines them; and the secrets their headers name, from the
// environment and .dev.vars (wrangler secrets never leave the account).
import { existsSync, readFileSync } from 'node:fs';
import { combineUpstreams, parseUpstreamServersVar, parseUpstreams } from '../src/upstreams/upstream-config';
import type { UpstreamEntry, UpstreamServer } from '../src/upstreams/upstream-config';
import { currentProject } from './project';
import { checkDocsFolder, readDocsConfig } from './read-docs-folder';
import { readWranglerVar } from './wrangler-vars';

export interface UpstreamSettingsOptions {
  docsDir: string;
  /** wrangler.toml to read UPSTREAM_SERVERS from. @default the project's (see project.ts) */
  configPath?: string;
  /** UPSTREAM_SERVERS given for this run (`--var UPSTREAM_SERVERS:…`), over every other source. */
  upstreamServers?: string;
}

/** `.dev.vars` (KEY=VALUE lines, values optionally quoted), as wrangler reads it. @default the project's */
export function readDevVars(file: string | undefined = currentProject().devVars): Record<string, string> {
  if (file === undefined || !existsSync(file)) return {};
  const vars: Record<string, string> = {};
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
    if (!match || raw.trimStart().startsWith('#')) continue;
    const value = match[2]!;
    const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(value) ?? /^'([^']*)'$/.exec(value);
    vars[match[1]!] = quoted ? (value.startsWith('"') ? (JSON.parse(`"${quoted[1]}"`) as string) : quoted[1]!) : value;
  }
  return vars;
}

/** The secrets header values come from: the environment over .dev.vars. */
export function localSecrets(): Record<string, string> {
  const secrets: Record<string, string> = { ...readDevVars() };
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && name.startsWith('UPSTREAM_')) secrets[name] = value;
  return secrets;
}

/** UPSTREAM_SERVERS as this checkout would deploy or serve it. */
function upstreamServersVar(options: Omit<UpstreamSettingsOptions, 'docsDir'>): string {
  return options.upstreamServers ?? process.env.UPSTREAM_SERVERS ?? readDevVars().UPSTREAM_SERVERS ?? readWranglerVar(options.configPath ?? currentProject().wranglerConfig, 'UPSTREAM_SERVERS') ?? '';
}

/**
 * The deployment's upstreams, combined as the worker combines them.
 * @throws ConfigError or UpstreamConfigError naming the bad field or the name defined twice
 */
export function readUpstreams(options: UpstreamSettingsOptions): UpstreamServer[] {
  return combinedUpstreams(readDocsConfig(checkDocsFolder(options.docsDir)).upstreams, options);
}

/**
 * The docs folder's `upstreams` (already validated) combined with UPSTREAM_SERVERS.
 * @throws UpstreamConfigError naming the bad field or the name defined twice
 */
export function combinedUpstreams(configUpstreams: UpstreamEntry[], options: Omit<UpstreamSettingsOptions, 'docsDir'>): UpstreamServer[] {
  return combineUpstreams(parseUpstreams(configUpstreams, 'arch-mcp.json upstreams', 'docs'), parseUpstreamServersVar(upstreamServersVar(options)));
}
