// Documents as MCP resources: cursor-paged listing, reads served from R2, URI templates for
// ADRs by id and patterns by name, and a manifest resource describing the build. All of it is
// open only to callers that may call read_document (src/auth/access.ts), and the manifest shows
// the build's configuration to operators alone.
import { ProtocolError, ProtocolErrorCode, ResourceNotFoundError } from '@modelcontextprotocol/server';
import type { ListResourcesResult, ReadResourceResult, Resource } from '@modelcontextprotocol/server';
import { documentsOpen } from '../auth/access';
import type { PublishedDoc } from '../docs/types';
import { ADR_TEMPLATE_PREFIX, PATTERN_TEMPLATE_PREFIX, resolveTemplateUri } from '../tools/template-uri';
import type { DocLinks } from '../tools/doc-links';
import type { McpRequestContext } from './request-context';

/** Resources per page of resources/list. */
const RESOURCE_PAGE_SIZE = 100;
export const MANIFEST_URI = 'arch://manifest';

/** The MCP view of one document; `_meta` carries its `url` and `source_url` when `links` gives them. */
function toResource(doc: PublishedDoc, buildId: string, links?: DocLinks): Resource {
  return {
    uri: doc.uri,
    name: doc.path,
    title: doc.title,
    mimeType: 'text/markdown',
    size: doc.size,
    _meta: { path: doc.path, ...links?.of(doc), kind: doc.kind, ...(doc.status ? { status: doc.status } : {}), build_id: buildId },
  };
}

/**
 * One page of resources. The cursor names the build, so a page never mixes two builds. A caller
 * without the documents sees none of them, and the manifest only when it is an operator.
 */
export function listResources(ctx: McpRequestContext, cursor: string | undefined): ListResourcesResult {
  const { bundle } = ctx;
  const open = documentsOpen(ctx.allow);
  const offset = cursor === undefined ? 0 : decodeListCursor(cursor, bundle.buildId);
  const page = open ? bundle.docs.slice(offset, offset + RESOURCE_PAGE_SIZE).map((d) => toResource(d, bundle.buildId, ctx.links)) : [];
  if (offset === 0 && (open || ctx.operator)) {
    page.unshift({
      uri: MANIFEST_URI,
      name: 'manifest',
      title: `Build manifest (${bundle.manifest.counts.docs} documents)`,
      mimeType: 'application/json',
      description: 'The docs build being served: id, time, counts and source commit.',
    });
  }
  const next = offset + RESOURCE_PAGE_SIZE;
  return { resources: page, ...(open && next < bundle.docs.length ? { nextCursor: encodeListCursor(bundle.buildId, next) } : {}) };
}

/** The URI templates (documents by ADR id and pattern name): none for a caller without the documents. */
export function listResourceTemplates(ctx: McpRequestContext) {
  if (!documentsOpen(ctx.allow)) return { resourceTemplates: [] };
  return {
    resourceTemplates: [
      {
        uriTemplate: `${ADR_TEMPLATE_PREFIX}{id}`,
        name: 'adr-by-id',
        title: 'ADR by number',
        description: 'An architecture decision record by its id, e.g. arch://adr/7 or arch://adr/0007. Ids that several folders share return every match.',
        mimeType: 'text/markdown',
      },
      {
        uriTemplate: `${PATTERN_TEMPLATE_PREFIX}{name}`,
        name: 'pattern-by-name',
        title: 'Design pattern by name',
        description: 'A design pattern document by name or alias, e.g. arch://pattern/circuit-breaker.',
        mimeType: 'text/markdown',
      },
    ],
  };
}

/**
 * Reads a document (or a template match, or the manifest) as text. To a caller without the
 * documents every one of them is unknown (-32602), exactly like a URI that names nothing.
 */
export async function readResource(ctx: McpRequestContext, uri: string): Promise<ReadResourceResult> {
  const { bundle } = ctx;
  if (uri === MANIFEST_URI) {
    const view = manifestView(ctx);
    if (!view) throw new ResourceNotFoundError(uri);
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(view, null, 2) }] };
  }
  if (!documentsOpen(ctx.allow)) throw new ResourceNotFoundError(uri);
  const docs = await resolveResourceUri(ctx, uri);
  // -32602 with the uri, as 2026-07-28 requires of every era (the SDK maps -32002 the same way).
  if (docs.length === 0) throw new ResourceNotFoundError(uri);
  const contents = await Promise.all(
    docs.map(async (doc) => {
      const text = await ctx.documents.readText(doc.sha256);
      if (text === undefined) throw new ProtocolError(ProtocolErrorCode.InternalError, `Content of ${doc.path} is missing from storage`);
      return { uri: doc.uri, mimeType: 'text/markdown', text, _meta: toResource(doc, bundle.buildId, ctx.links)._meta };
    }),
  );
  return { contents };
}

/**
 * The manifest as this caller may see it: for an operator the build's whole record but the
 * document list (its config included: blocked globs, the upstreams it mounts); for anyone else who
 * may read the documents, what the landing page shows (id, time, counts, name, commit) and the
 * names of the mounted servers; for others nothing.
 */
function manifestView(ctx: McpRequestContext): Record<string, unknown> | undefined {
  const { docs: _docs, ...whole } = ctx.bundle.manifest;
  if (ctx.operator) return whole;
  if (!documentsOpen(ctx.allow)) return undefined;
  const { buildId, builtAt, name, counts, sourceCommit } = whole;
  const upstreams = (whole.upstreams ?? []).map((u) => (u as { name?: unknown }).name).filter((n): n is string => typeof n === 'string');
  return { buildId, builtAt, name, counts, ...(sourceCommit ? { sourceCommit } : {}), upstreams };
}

async function resolveResourceUri(ctx: McpRequestContext, uri: string): Promise<PublishedDoc[]> {
  const direct = ctx.bundle.byUri.get(uri);
  if (direct) return [direct];
  return (await resolveTemplateUri(ctx.bundle, uri)) ?? [];
}

/** The names completion offers for a pattern: its folder or file slug, its title and its aliases. */
export function patternNames(doc: PublishedDoc): string[] {
  const parts = doc.path.replace(/\.(md|markdown|mdx)$/i, '').split('/');
  const file = parts.at(-1) ?? '';
  const base = /^(readme|index)$/i.test(file) ? (parts.at(-2) ?? file) : file;
  return [...new Set([slug(base), slug(doc.title), ...doc.aliases.map(slug)])];
}

export function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function encodeListCursor(buildId: string, offset: number): string {
  return btoa(`${buildId}:${offset}`);
}

function decodeListCursor(cursor: string, buildId: string): number {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');
  }
  const [id, offset] = decoded.split(':');
  const n = Number(offset);
  if (id !== buildId) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Cursor belongs to an earlier docs build; list again from the start');
  if (!Number.isInteger(n) || n < 0) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');
  return n;
}
