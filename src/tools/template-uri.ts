// The documents an advertised template URI names — arch://adr/{id} (every ADR with that number)
// and arch://pattern/{name} (the pattern validate_against_pattern would pick for that name) — so
// resources/read and read_document accept the same URIs and mean the same documents by them.
import { resolvePatternName } from '../analysis';
import type { PublishedDoc } from '../docs/types';
import { normaliseAdrId } from '../search';
import type { LoadedBundle } from '../storage/bundle-loader';

export const ADR_TEMPLATE_PREFIX = 'arch://adr/';
export const PATTERN_TEMPLATE_PREFIX = 'arch://pattern/';

/** Documents matching a template URI (none for an unknown id or name), or undefined when `uri` is not a template URI. */
export async function resolveTemplateUri(bundle: LoadedBundle, uri: string): Promise<PublishedDoc[] | undefined> {
  if (uri.startsWith(ADR_TEMPLATE_PREFIX)) {
    const id = normaliseAdrId(decodeComponent(uri.slice(ADR_TEMPLATE_PREFIX.length)));
    return id ? bundle.docs.filter((d) => d.kind === 'adr' && d.adrId !== undefined && normaliseAdrId(d.adrId) === id) : [];
  }
  if (uri.startsWith(PATTERN_TEMPLATE_PREFIX)) {
    const name = decodeComponent(uri.slice(PATTERN_TEMPLATE_PREFIX.length));
    const resolved = resolvePatternName(name, (await bundle.analysis()).patterns);
    const match = resolved.ok ? bundle.byPath.get(resolved.pattern.path) : undefined;
    return match ? [match] : [];
  }
  return undefined;
}

/** A URI component decoded, or as written when its percent-encoding is malformed. */
export function decodeComponent(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
