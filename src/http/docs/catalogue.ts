// What the docs site lists, derived once per build: the decision logs (each folder of ADRs, as
// check_adr_alignment groups them), the patterns and guidelines, supersede chains, and the lookup
// that turns a relative link written in a document into the document it names.
import { decisionLogOf, groupByLog } from '../../analysis/adr/decision-logs';
import { DocLookup } from '../../docs/doc-lookup';
import { DOCS_SITE_PATH } from '../../docs/site-paths';
import type { DocKind, PublishedDoc } from '../../docs/types';
import type { LoadedBundle } from '../../storage/bundle-loader';

/** One decision log: a folder of ADRs, oldest first. */
export interface DecisionLog {
  /** The folder, with a trailing `/` (`''` for ADRs at the root of the docs folder). */
  folder: string;
  /** Its page on the site. */
  href: string;
  adrs: PublishedDoc[];
}

export interface Catalogue {
  logs: DecisionLog[];
  byKind: Record<DocKind, PublishedDoc[]>;
  lookup: DocLookup;
}

/** Path segment of the log of ADRs that sit at the root of the docs folder. */
const ROOT_LOG_SEGMENT = '(root)';

const catalogues = new WeakMap<readonly PublishedDoc[], Catalogue>();

/** The page path of the decision log in `folder`. */
export function logHref(folder: string): string {
  const tail = folder === '' ? ROOT_LOG_SEGMENT : folder.replace(/\/$/, '').split('/').map(encodeURIComponent).join('/');
  return `${DOCS_SITE_PATH}/adrs/${tail}`;
}

/** ADR ids in number order where they are numbers (`2` before `10`), then by path. */
function adrOrder(a: PublishedDoc, b: PublishedDoc): number {
  const na = Number(a.adrId);
  const nb = Number(b.adrId);
  const ka = Number.isFinite(na) && a.adrId !== undefined ? na : Infinity;
  const kb = Number.isFinite(nb) && b.adrId !== undefined ? nb : Infinity;
  if (ka !== kb) return ka - kb;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function byTitle(a: PublishedDoc, b: PublishedDoc): number {
  return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || (a.path < b.path ? -1 : 1);
}

/** The build's catalogue, built on first use and kept as long as the build is. */
export function catalogueOf(bundle: LoadedBundle): Catalogue {
  let catalogue = catalogues.get(bundle.docs);
  if (catalogue) return catalogue;
  const byKind: Record<DocKind, PublishedDoc[]> = { adr: [], pattern: [], guideline: [] };
  for (const doc of bundle.docs) byKind[doc.kind].push(doc);
  const logs = [...groupByLog(byKind.adr, (doc) => decisionLogOf(doc.path))]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([folder, adrs]) => ({ folder, href: logHref(folder), adrs: adrs.sort(adrOrder) }));
  byKind.pattern.sort(byTitle);
  byKind.guideline.sort(byTitle);
  const lookup = new DocLookup(bundle.docs.map((d) => ({ path: d.path, adr: d.adrId ? { id: d.adrId, status: 'unknown' as const, relations: [] } : undefined })));
  catalogue = { logs, byKind, lookup };
  catalogues.set(bundle.docs, catalogue);
  return catalogue;
}

/** The decision log a page path names (the part after /docs/adrs/), if there is one. */
export function logAt(catalogue: Catalogue, tail: string): DecisionLog | undefined {
  let folder: string;
  try {
    folder = tail === ROOT_LOG_SEGMENT ? '' : `${tail.split('/').map(decodeURIComponent).join('/')}/`;
  } catch {
    return undefined;
  }
  return catalogue.logs.find((l) => l.folder === folder);
}

/**
 * The ADRs that replaced `doc`, in order: its successor, the successor's successor, and on to
 * the one in force. Stops at a loop.
 */
export function supersedeChain(bundle: LoadedBundle, doc: PublishedDoc): PublishedDoc[] {
  const chain: PublishedDoc[] = [];
  const seen = new Set([doc.path]);
  let next = doc.supersededBy[0];
  while (next !== undefined && !seen.has(next)) {
    const successor = bundle.byPath.get(next);
    if (!successor) break;
    chain.push(successor);
    seen.add(next);
    next = successor.supersededBy[0];
  }
  return chain;
}
