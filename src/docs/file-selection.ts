// Glob matching for the config: which paths are docs, which are blocked, which kind rule applies.
import picomatch from 'picomatch/posix';
import type { DocsConfig } from './config';
import type { DocKind } from './types';

type Matcher = (path: string) => boolean;

// Dot folders (`.github/…`) hold real docs in some repos, so globs match them; the default
// excludes name the dot folders that must never be read.
const GLOB_OPTIONS = { dot: true } as const;

// Configs are parsed once per build or isolate; compiled matchers are cached per glob list.
const matcherCache = new WeakMap<readonly string[], Matcher>();

/** Compiles a glob list into one predicate (cached per list instance). */
export function compileGlobs(globs: readonly string[]): Matcher {
  let matcher = matcherCache.get(globs);
  if (!matcher) {
    matcher = globs.length === 0 ? () => false : picomatch(globs as string[], GLOB_OPTIONS);
    matcherCache.set(globs, matcher);
  }
  return matcher;
}

/**
 * Filters paths (relative to the docs folder, `/`-separated) down to the docs the config
 * includes and does not exclude. Order is preserved.
 */
export function selectFiles(paths: readonly string[], config: DocsConfig): string[] {
  const included = compileGlobs(config.include);
  const excluded = compileGlobs(config.exclude);
  return paths.filter((p) => included(p) && !excluded(p));
}

/** True when the config marks this path as never to be served (read or listed). */
export function isBlocked(path: string, config: DocsConfig): boolean {
  return compileGlobs(config.blocked)(path);
}

/** The kind of the first config rule that matches the path, if any. */
export function kindFromConfig(path: string, config: DocsConfig): DocKind | undefined {
  for (const rule of config.kinds) {
    if (compileGlobs(rule.match)(path)) return rule.kind;
  }
  return undefined;
}
