// Resolves the references found in source files against an ADR catalog, each to one of: in_force,
// superseded (with its successors), deprecated, proposed, unknown (no such ADR), or ambiguous (the
// id names ADRs in several decision logs: the candidates are listed, none is picked).
import path from 'node:path';
import { idFromFileName } from '../../src/docs/adr-id';
import type { AdrStatus } from '../../src/docs';
import type { AdrCatalog, CatalogDoc } from './catalog';
import type { FoundReference } from './scan';

export type ReferenceStatus = 'in_force' | 'superseded' | 'deprecated' | 'proposed' | 'unknown' | 'ambiguous';

/** The statuses `--strict` fails on. */
export const FAILING_STATUSES: ReadonlySet<ReferenceStatus> = new Set(['superseded', 'deprecated', 'unknown', 'ambiguous']);

export interface ResolvedReference {
  /** The source file, relative to the current folder, `/`-separated. */
  file: string;
  line: number;
  column: number;
  ref: string;
  status: ReferenceStatus;
  /** The ADR's path relative to the docs folder, when exactly one ADR matched. */
  path?: string;
  /** The paths of the ADRs that supersede it. */
  superseded_by?: string[];
  /** The ADR's own status as the docs state it (accepted, implemented, rejected, …). */
  adr_status?: AdrStatus;
  /** For an ambiguous reference: every ADR it could mean. */
  candidates?: { path: string; status: ReferenceStatus }[];
}

/** The reference's status from the ADR's: accepted, implemented and amended ADRs are in force; rejected ones count as deprecated. */
export function referenceStatus(status: AdrStatus | undefined): ReferenceStatus {
  switch (status) {
    case 'superseded':
      return 'superseded';
    case 'deprecated':
    case 'rejected':
      return 'deprecated';
    case 'proposed':
    case 'draft':
      return 'proposed';
    default:
      return 'in_force';
  }
}

function describeOne(doc: CatalogDoc): Pick<ResolvedReference, 'status' | 'path' | 'superseded_by' | 'adr_status'> {
  const status = referenceStatus(doc.status);
  return {
    status,
    path: doc.path,
    ...(doc.supersededBy.length ? { superseded_by: doc.supersededBy } : {}),
    ...(doc.status ? { adr_status: doc.status } : {}),
  };
}

function describeMatches(docs: CatalogDoc[]): Pick<ResolvedReference, 'status' | 'path' | 'superseded_by' | 'adr_status' | 'candidates'> {
  const adrs = docs.filter((d) => d.kind === 'adr');
  if (adrs.length === 0) return { status: 'unknown' };
  if (adrs.length === 1) return describeOne(adrs[0]!);
  return { status: 'ambiguous', candidates: adrs.map((d) => ({ path: d.path, status: referenceStatus(d.status) })) };
}

/** Whether a path that matches no document still looks like one meant to be an ADR (worth reporting as unknown). */
function looksLikeAdrPath(target: string): boolean {
  return idFromFileName(target) !== undefined && /(^|\/)(adrs?|decisions?|[^/]*decision-records?)(\/|$)|(^|\/)adr[-_ ]?\d/i.test(target);
}

/** Docs-folder paths a path reference may mean, most specific first. */
function pathCandidates(ref: FoundReference, sourceFile: string, catalog: AdrCatalog): string[] {
  const out: string[] = [];
  const target = ref.target.replace(/^\.\//, '');
  if (catalog.root && !/^[a-z][a-z0-9+.-]*:\/\//i.test(ref.ref)) {
    for (const base of [path.dirname(sourceFile), process.cwd()]) {
      const rel = path.relative(catalog.root, path.resolve(base, target));
      if (rel && !rel.startsWith('..') && !path.isAbsolute(rel)) out.push(rel.split(path.sep).join('/'));
    }
  }
  // Written from elsewhere (another repository, a URL): the longest tail that names a document.
  const segments = target.split('/').filter((s) => s && s !== '.' && s !== '..');
  for (let i = 0; i < segments.length && i < 8; i++) out.push(segments.slice(i).join('/'));
  return [...new Set(out)];
}

/** Resolves one reference found in `sourceFile` (absolute). */
export async function resolveReference(ref: FoundReference, sourceFile: string, catalog: AdrCatalog): Promise<Omit<ResolvedReference, 'file' | 'line' | 'column' | 'ref'> | undefined> {
  if (ref.kind === 'id') return describeMatches(await catalog.byId(ref.target));
  if (ref.kind === 'uri') {
    const docs = await catalog.byUri(ref.target);
    if (docs.length) return docs.some((d) => d.kind === 'adr') ? describeMatches(docs) : undefined;
    return ref.target.startsWith('arch://adr/') || looksLikeAdrPath(ref.target.slice('arch://docs/'.length)) ? { status: 'unknown' } : undefined;
  }
  for (const candidate of pathCandidates(ref, sourceFile, catalog)) {
    const doc = await catalog.byPath(candidate);
    if (doc) return doc.kind === 'adr' ? describeOne(doc) : undefined;
  }
  return looksLikeAdrPath(ref.target) ? { status: 'unknown' } : undefined;
}
