// A caller's effective tools: the deployment's allow-list narrowed by its API key's scopes (or,
// with intersectAllowLists, by an OAuth token's). The one place both meet: built-in names and
// mounted upstream names (`<upstream>__<tool>`) alike are checked against the result, when listing
// and when calling.
import { compileAllowList } from '../tools/allow-list';
import type { AllowList } from '../tools/allow-list';

const compiled = new Map<string, AllowList>();

let deployment: { spec: string | undefined; list: AllowList } | undefined;

/** The deployment's allow-list (ENABLED_TOOLS), compiled once per value. */
export function deploymentAllowList(enabledTools: string | undefined): AllowList {
  if (!deployment || deployment.spec !== enabledTools) deployment = { spec: enabledTools, list: compileAllowList(enabledTools) };
  return deployment.list;
}

/** `deployment ∩ key scopes`; without a key, the deployment's list unchanged. */
export function effectiveAllowList(deployment: AllowList, keyScopes: string | undefined): AllowList {
  if (keyScopes === undefined) return deployment;
  let scopes = compiled.get(keyScopes);
  if (!scopes) {
    scopes = compileAllowList(keyScopes);
    if (compiled.size > 500) compiled.clear();
    compiled.set(keyScopes, scopes);
  }
  return intersectAllowLists(deployment, scopes);
}

/** Tools both lists allow. */
export function intersectAllowLists(a: AllowList, b: AllowList): AllowList {
  return { spec: `${a.spec} ∩ ${b.spec}`, allows: (name) => a.allows(name) && b.allows(name) };
}
