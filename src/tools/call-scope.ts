// Where a tool call is made (`for_path`, `service`), resolved against the build being served: which docs
// apply there, the waiver an ADR carries there, and doc numbers for the docs a tool reads from the manifest.
import { ScopeArgumentError } from '../docs/scope-match';
import type { PublishedDoc } from '../docs/types';
import { ToolError } from '../errors';
import { ScopeFilter } from '../search';
import type { LoadedBundle } from '../storage/bundle-loader';

/** The scoping arguments every scoped tool takes. */
export interface ScopeArgs {
  for_path?: string;
  service?: string;
}

/**
 * The filter for a call's place; a call without for_path or service gets one that leaves nothing out.
 * `language` joins the place only when the call is scoped by path or service.
 * @throws ToolError naming the argument when for_path is malformed or the service is unknown.
 */
export function callScope(bundle: LoadedBundle, args: ScopeArgs, language?: string): ScopeFilter {
  if (args.for_path === undefined && args.service === undefined) return ScopeFilter.EVERYWHERE;
  try {
    return bundle.searchIndex().scopeFilter({ forPath: args.for_path, service: args.service, language });
  } catch (err) {
    if (err instanceof ScopeArgumentError) throw new ToolError(err.message, err.field === 'service' ? 'unknown_service' : 'invalid_arguments', { field: err.field });
    throw err;
  }
}

const docNumbers = new WeakMap<readonly PublishedDoc[], Map<string, number>>();

/**
 * A doc's number in the search index, by path. The manifest lists docs in the order the index numbers them
 * (both sort by path), so the number is the manifest position; the map is built once per build.
 */
export function docNumber(bundle: LoadedBundle, path: string): number {
  let numbers = docNumbers.get(bundle.docs);
  if (!numbers) docNumbers.set(bundle.docs, (numbers = new Map(bundle.docs.map((d, i) => [d.path, i]))));
  return numbers.get(path) ?? -1;
}

/** Whether the doc at `path` applies where the call is made (a path the build lacks does not). */
export function appliesAt(scope: ScopeFilter, bundle: LoadedBundle, path: string): boolean {
  if (!scope.narrows) return true;
  const doc = docNumber(bundle, path);
  return doc >= 0 && scope.applies(doc);
}

/**
 * The cache variant of a scoped call: the UTC day. Waivers end when a day begins (UTC), so a cached answer
 * never carries a waiver past its end; unscoped answers carry no waiver and share one entry.
 */
export function waiverDay(args: ScopeArgs, now: number): string | undefined {
  return args.for_path === undefined && args.service === undefined ? undefined : new Date(now).toISOString().slice(0, 10);
}
