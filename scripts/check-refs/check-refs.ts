// `arch-mcp check-refs`: every ADR reference in the source files under the given paths, resolved
// against the docs (a folder, or a running server). Files are read one at a time and each distinct
// reference is resolved once, so time grows with the bytes read and memory with the references found.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdrCatalog } from './catalog';
import { resolveReference } from './resolve';
import type { ResolvedReference } from './resolve';
import { findReferences } from './scan';
import { sourceFiles } from './source-files';
import type { SourceWalk } from './source-files';

/** More references than this are left out of the report (and counted), so memory stays bounded. */
export const MAX_REFERENCES = 50_000;

export interface CheckRefsReport {
  references: ResolvedReference[];
  filesScanned: number;
  skipped: SourceWalk['skipped'];
  /** References found beyond MAX_REFERENCES, not resolved. */
  leftOut: number;
}

export async function checkRefs(paths: readonly string[], catalog: AdrCatalog, cwd: string = process.cwd()): Promise<CheckRefsReport> {
  // The docs folder cites its own ADRs everywhere ("Supersedes ADR-2"); it is scanned only when named.
  const walk = sourceFiles(paths, catalog.root ? [catalog.root] : []);
  const resolved = new Map<string, ReturnType<typeof resolveReference>>();
  const references: ResolvedReference[] = [];
  let leftOut = 0;
  for (const file of walk.files) {
    const found = findReferences(readFileSync(file, 'utf8'));
    for (const ref of found) {
      if (references.length >= MAX_REFERENCES) {
        leftOut += 1;
        continue;
      }
      // Ids and URIs mean the same wherever they are written; a relative path depends on its file's folder.
      const key = ref.kind === 'path' && !ref.ref.includes('://') ? `path:${path.dirname(file)}:${ref.target}` : `${ref.kind}:${ref.target}`;
      let pending = resolved.get(key);
      if (!pending) {
        pending = resolveReference(ref, file, catalog);
        resolved.set(key, pending);
      }
      const outcome = await pending;
      if (!outcome) continue;
      references.push({ file: path.relative(cwd, file).split(path.sep).join('/'), line: ref.line, column: ref.column, ref: ref.ref, ...outcome });
    }
  }
  return { references, filesScanned: walk.files.length, skipped: walk.skipped, leftOut };
}
