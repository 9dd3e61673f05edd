// Resolves a build's docs against each other: relations, inverse edges, effective status, problems.
import { DocLookup } from './doc-lookup';
import { docExtension } from './paths';
import type { AdrRelationType, AdrStatus, DocProblem, ManifestDoc, ParsedDoc } from './types';

const INVERSE: Record<AdrRelationType, AdrRelationType> = {
  supersedes: 'superseded_by',
  superseded_by: 'supersedes',
  amends: 'amended_by',
  amended_by: 'amends',
};

// A successor that is only proposed (or was rejected) has not replaced anything yet.
const NOT_IN_FORCE: ReadonlySet<AdrStatus> = new Set(['proposed', 'draft', 'rejected']);
// Statuses an author chose on purpose that a successor does not override.
const KEEPS_OWN_STATUS: ReadonlySet<AdrStatus> = new Set(['superseded', 'rejected', 'deprecated']);

interface Edge {
  from: string;
  to: string;
  type: AdrRelationType;
  partial: boolean;
  /** True when the `from` doc wrote it; false for an inverse we added. */
  stated: boolean;
}

export interface ResolvedCorpus {
  manifest: ManifestDoc[];
  problems: DocProblem[];
}

function byPath<T extends { path: string }>(a: T, b: T): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/**
 * The effective status: an ADR that a doc in force fully supersedes is `superseded`, even when
 * its own text still says accepted. Partial supersession and amendments leave the status alone.
 */
function effectiveStatus(own: AdrStatus, incoming: Edge[], statusOf: (path: string) => AdrStatus): AdrStatus {
  if (KEEPS_OWN_STATUS.has(own)) return own;
  const replaced = incoming.some(
    (e) => e.type === 'superseded_by' && !e.partial && (!e.stated ? !NOT_IN_FORCE.has(statusOf(e.to)) : true),
  );
  return replaced ? 'superseded' : own;
}

/**
 * Resolves every doc's links and ADR relations to paths of other docs in the same build, adds
 * inverse edges (A supersedes B ⇒ B superseded by A), computes effective statuses and reports
 * dangling relations, broken links, duplicate ADR ids in one folder and uri collisions (error).
 * Output is sorted by path so two builds of one folder are byte-identical.
 */
export function resolveCorpus(docs: readonly ParsedDoc[]): ResolvedCorpus {
  const sorted = [...docs].sort(byPath);
  const problems: DocProblem[] = [];
  const kept: ParsedDoc[] = [];
  const uriOwner = new Map<string, string>();
  for (const doc of sorted) {
    problems.push(...doc.problems);
    const owner = uriOwner.get(doc.uri);
    if (owner !== undefined) {
      problems.push({
        path: doc.path, line: 1, severity: 'error', code: 'duplicate-uri',
        message: `"${doc.path}" and "${owner}" both map to ${doc.uri}; rename one of them`,
      });
      continue;
    }
    uriOwner.set(doc.uri, doc.path);
    kept.push(doc);
  }

  const lookup = new DocLookup(kept);
  const edges = new Map<string, Edge[]>();
  const addEdge = (edge: Edge) => {
    const list = edges.get(edge.from) ?? [];
    const same = list.find((e) => e.to === edge.to && e.type === edge.type);
    if (!same) {
      list.push({ ...edge });
      edges.set(edge.from, list);
      return;
    }
    // Both sides wrote the relation: the doc's own, full statement is the one that counts.
    same.partial = same.partial && edge.partial;
    same.stated = same.stated || edge.stated;
  };

  const adrFolders = new Map<string, Map<string, string[]>>();
  for (const doc of kept) {
    if (!doc.adr) continue;
    if (doc.adr.id) {
      const folder = doc.path.slice(0, Math.max(0, doc.path.lastIndexOf('/')));
      const ids = adrFolders.get(folder) ?? new Map<string, string[]>();
      ids.set(doc.adr.id, [...(ids.get(doc.adr.id) ?? []), doc.path]);
      adrFolders.set(folder, ids);
    }
    for (const rel of doc.adr.relations) {
      const hit = lookup.resolveRef(doc.path, rel.ref);
      if ('found' in hit) {
        const partial = rel.partial === true;
        addEdge({ from: doc.path, to: hit.found, type: rel.type, partial, stated: true });
        addEdge({ from: hit.found, to: doc.path, type: INVERSE[rel.type], partial, stated: false });
      } else {
        const why = 'ambiguous' in hit ? `matches several docs (${hit.ambiguous.join(', ')})` : 'matches no doc';
        problems.push({
          path: doc.path, line: rel.line, severity: 'warning', code: `dangling-${rel.type.replace('_', '-')}`,
          message: `"${rel.type.replace('_', ' ')} ${rel.ref}" ${why}`,
        });
      }
    }
  }
  for (const [folder, ids] of adrFolders) {
    for (const [id, paths] of ids) {
      if (paths.length < 2) continue;
      for (const path of paths.slice(1)) {
        problems.push({
          path, line: 1, severity: 'warning', code: 'duplicate-adr-id',
          message: `ADR id ${id} is also used by ${paths.filter((p) => p !== path).join(', ')} in ${folder || 'the docs folder'}`,
        });
      }
    }
  }

  const ownStatus = new Map(kept.map((d) => [d.path, d.adr?.status ?? 'unknown'] as const));
  const statusOf = (path: string) => ownStatus.get(path) ?? 'unknown';
  const manifest = kept.map((doc): ManifestDoc => {
    const out = edges.get(doc.path) ?? [];
    const targets = (type: AdrRelationType) => [...new Set(out.filter((e) => e.type === type).map((e) => e.to))].sort();
    const links: string[] = [];
    for (const link of doc.links) {
      const target = lookup.byPath(link.path);
      if (target && target !== doc.path) {
        if (!links.includes(target)) links.push(target);
      } else if (!target && docExtension(link.path)) {
        problems.push({
          path: doc.path, line: link.line, severity: 'warning', code: 'broken-link',
          message: `link to "${link.path}" matches no doc in the folder`,
        });
      }
    }
    const adr = doc.adr;
    return {
      uri: doc.uri,
      path: doc.path,
      kind: doc.kind,
      title: doc.title,
      tags: doc.tags,
      aliases: doc.aliases,
      sha256: doc.sha256,
      size: doc.size,
      ...(adr
        ? {
            ...(adr.id !== undefined ? { adrId: adr.id } : {}),
            status: effectiveStatus(adr.status, out, statusOf),
            ...(adr.statusText !== undefined ? { statusText: adr.statusText } : {}),
            ...(adr.date !== undefined ? { date: adr.date } : {}),
          }
        : {}),
      sections: doc.sections.map(({ anchor, heading, level, line }) => ({ anchor, heading, level, line })),
      links,
      supersedes: targets('supersedes'),
      supersededBy: targets('superseded_by'),
      amends: targets('amends'),
      amendedBy: targets('amended_by'),
    };
  });
  problems.sort((a, b) => byPath(a, b) || a.line - b.line || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { manifest, problems };
}
