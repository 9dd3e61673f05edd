// The ADRs check-refs resolves references against: a docs folder read as the build reads it, or a
// running arch-mcp server asked over MCP (read_document, which resolves ids, paths and URIs the
// same way and names each ADR's status and successors).
import type { Client } from '@modelcontextprotocol/client';
import { parseDoc, resolveCorpus } from '../../src/docs';
import type { AdrStatus, ManifestDoc } from '../../src/docs';
import { normaliseAdrId } from '../../src/search';
import { readDocsFolder } from '../read-docs-folder';

/** One document as check-refs needs it. */
export interface CatalogDoc {
  /** Relative to the docs folder. */
  path: string;
  kind: string;
  status?: AdrStatus;
  /** Paths of the documents that supersede it. */
  supersededBy: string[];
}

export interface AdrCatalog {
  /** Where the references are resolved (a folder or a URL), for messages. */
  source: string;
  /** The absolute docs folder, when the catalog is a local folder. */
  root?: string;
  /** ADRs with this id (digits without leading zeros), one per decision log that has it. */
  byId(id: string): Promise<CatalogDoc[]>;
  /** The document at this path relative to the docs folder, of any kind. */
  byPath(path: string): Promise<CatalogDoc | undefined>;
  /** The documents an arch:// URI names (several for an ADR id that decision logs share). */
  byUri(uri: string): Promise<CatalogDoc[]>;
}

function toCatalogDoc(doc: ManifestDoc): CatalogDoc {
  return { path: doc.path, kind: doc.kind, ...(doc.status ? { status: doc.status } : {}), supersededBy: doc.supersededBy };
}

/** The docs folder `dir`, parsed and resolved (supersede graph included) as the build does it. */
export async function localCatalog(dir: string): Promise<AdrCatalog> {
  const folder = readDocsFolder(dir);
  const parsed = [];
  for (const file of folder.files) parsed.push(await parseDoc({ path: file.path, content: file.bytes }, folder.config));
  const { manifest } = resolveCorpus(parsed);
  const byId = new Map<string, CatalogDoc[]>();
  for (const doc of manifest) {
    if (doc.kind !== 'adr' || doc.adrId === undefined) continue;
    const id = normaliseAdrId(doc.adrId);
    byId.set(id, [...(byId.get(id) ?? []), toCatalogDoc(doc)]);
  }
  const byPath = new Map(manifest.map((d) => [d.path, toCatalogDoc(d)]));
  const byUri = new Map(manifest.map((d) => [d.uri, toCatalogDoc(d)]));
  return {
    source: folder.root,
    root: folder.root,
    byId: async (id) => byId.get(id) ?? [],
    byPath: async (path) => byPath.get(path),
    byUri: async (uri) => {
      if (uri.startsWith('arch://adr/')) return byId.get(normaliseAdrId(decodeURIComponent(uri.slice('arch://adr/'.length)))) ?? [];
      const doc = byUri.get(uri);
      return doc ? [doc] : [];
    },
  };
}

interface ReadResult {
  path: string;
  kind: string;
  status?: AdrStatus;
  superseded_by?: string[];
}

/**
 * A running server's documents through its read_document tool: one short read per distinct id,
 * path or URI (cached), so a repository citing a few dozen ADRs costs a few dozen calls.
 */
export function remoteCatalog(client: Client, url: string): AdrCatalog {
  const cache = new Map<string, Promise<CatalogDoc[]>>();
  const read = (args: { uri: string } | { path: string }): Promise<CatalogDoc[]> => {
    const key = JSON.stringify(args);
    let pending = cache.get(key);
    if (!pending) {
      pending = readDocs(client, args);
      cache.set(key, pending);
    }
    return pending;
  };
  return {
    source: url,
    byId: (id) => read({ uri: `arch://adr/${id}` }),
    byPath: async (path) => (await read({ path }))[0],
    byUri: (uri) => read({ uri }),
  };
}

async function readDocs(client: Client, args: { uri: string } | { path: string }): Promise<CatalogDoc[]> {
  const result = await client.callTool({ name: 'read_document', arguments: { ...args, max_chars: 200 } });
  if (!result.isError) return [fromRead(result.structuredContent as unknown as ReadResult)];
  const meta = (result._meta ?? {}) as { error_code?: string; candidates?: { path: string }[] };
  if (meta.error_code === 'not_found' || meta.error_code === 'invalid_path' || meta.error_code === 'blocked_path') return [];
  if (meta.error_code === 'ambiguous_uri' && Array.isArray(meta.candidates)) {
    return (await Promise.all(meta.candidates.slice(0, 20).map((c) => readDocs(client, { path: c.path })))).flat();
  }
  const text = (result.content as { type: string; text?: string }[]).find((c) => c.type === 'text')?.text ?? 'read_document failed';
  throw new Error(`read_document ${JSON.stringify(args)}: ${text}`);
}

function fromRead(doc: ReadResult): CatalogDoc {
  return { path: doc.path, kind: doc.kind, ...(doc.status ? { status: doc.status } : {}), supersededBy: doc.superseded_by ?? [] };
}
