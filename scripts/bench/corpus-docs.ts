// Loads a docs folder as search-index input through the real docs model, for the search bench.
import { parseDoc, resolveCorpus } from '../../src/docs';
import { toIndexableDoc } from '../../src/search';
import type { IndexableDoc } from '../../src/search';
import { readDocsFolder } from '../read-docs-folder';

/** Reads, parses and resolves every doc in `dir`, then adapts each to the index's input shape. */
export async function loadIndexableDocs(dir: string): Promise<IndexableDoc[]> {
  const folder = readDocsFolder(dir);
  const parsed = await Promise.all(folder.files.map((f) => parseDoc({ path: f.path, content: f.bytes }, folder.config)));
  const { manifest } = resolveCorpus(parsed);
  const byPath = new Map(parsed.map((p) => [p.path, p]));
  return manifest.flatMap((m) => {
    const doc = byPath.get(m.path);
    return doc ? [toIndexableDoc(doc, m)] : [];
  });
}
