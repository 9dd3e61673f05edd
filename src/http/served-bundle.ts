// The build being served, for pages and metadata that name it or what it mounts: none before the
// first publish. Routes outside /mcp read it through here rather than each catching the same error.
import { SERVER_NAME } from '../mcp/server-info';
import { mountedUpstreamNames } from '../mcp/upstreams/mounted-catalog';
import { BundleUnavailableError, getBundle } from '../storage/bundle-loader';
import type { LoadedBundle } from '../storage/bundle-loader';

/** The current build, or undefined while none is published (other failures propagate). */
export async function servedBundle(env: Env): Promise<LoadedBundle | undefined> {
  try {
    return await getBundle(env.BUNDLES);
  } catch (err) {
    if (err instanceof BundleUnavailableError) return undefined;
    throw err;
  }
}

/** The knowledge base's name, for a consent page or resource metadata; a name is never worth failing a page for. */
export async function servedName(env: Env): Promise<string> {
  try {
    return (await servedBundle(env))?.manifest.name ?? SERVER_NAME;
  } catch {
    return SERVER_NAME;
  }
}

/** The mounted upstreams, whose `upstream:<name>` scopes may be granted (none without a build). */
export async function servedUpstreamNames(env: Env): Promise<string[]> {
  const bundle = await servedBundle(env);
  return bundle ? mountedUpstreamNames({ env, bundle }) : [];
}
