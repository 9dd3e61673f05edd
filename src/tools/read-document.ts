// read_document: one document by uri or path, a section of it, or a page of it, optionally with
// the documents it links to, supersedes or is superseded by.
import { z } from 'zod';
import { ToolError } from '../errors';
import { outlineOf } from '../docs/outline';
import { plainHeadingText } from '../docs/sections';
import type { OutlineSection } from '../docs/outline';
import type { PublishedDoc } from '../docs/types';
import type { LoadedBundle } from '../storage/bundle-loader';
import { resolveDocReference } from './doc-reference';
import type { DocLinks } from './doc-links';
import { FIRST_PAGE_CHARS, PAGE_CHARS, compactToc, continuation, pageEnd } from './document-page';
import { buildIdField, docIdentity, docPathField, kindEnum, statusEnum } from './fields';
import { defineTool } from './types';

const inputSchema = z
  .object({
    uri: z
      .string()
      .max(1000)
      .optional()
      .describe('A uri from search_architecture, "arch://adr/7" or "arch://pattern/{name}"; "#anchor" reads one section.'),
    path: docPathField.optional(),
    section: z
      .string()
      .max(300)
      .optional()
      .describe('Only this section: an anchor or heading from the toc.'),
    max_chars: z
      .number()
      .int()
      .min(200)
      .max(100_000)
      .optional()
      .describe(`Default ${PAGE_CHARS} a page, ${FIRST_PAGE_CHARS} on the first page of a long document.`),
    cursor: z.string().max(200).optional().describe('next_cursor of the previous page.'),
    include_related: z.boolean().default(false).describe('Also list linked, superseding and amending documents.'),
  })
  .strict();

const relatedDoc = z.object({
  ...docIdentity,
  relation: z.enum(['links_to', 'linked_from', 'supersedes', 'superseded_by', 'amends', 'amended_by']),
  kind: kindEnum,
  status: statusEnum.optional(),
});

const outputSchema = z.object({
  ...docIdentity,
  kind: kindEnum,
  status: statusEnum.optional(),
  status_text: z.string().optional(),
  adr_id: z.string().optional(),
  superseded_by: z.array(z.string()).optional(),
  amended_by: z.array(z.string()).optional().describe('Documents that change parts of this one: read them too.'),
  section: z.object({ anchor: z.string(), heading: z.string() }).optional(),
  toc: z.array(z.object({ anchor: z.string(), heading: z.string(), level: z.number() })).optional(),
  toc_truncated: z.boolean().optional(),
  content: z.string(),
  offset: z.number(),
  total_chars: z.number(),
  truncated: z.boolean(),
  next_cursor: z.string().optional(),
  continuation: z.string().optional(),
  related: z.array(relatedDoc).optional(),
  build_id: buildIdField,
});

export const readDocumentTool = defineTool({
  name: 'read_document',
  title: 'Read an architecture document',
  description:
    'Read one architecture document (guideline, design pattern or ADR) by the uri or path search_architecture returned. ' +
    'A long document comes back as a first page and its toc: pass `section` to read one part, or `cursor` (next_cursor) to go on. ' +
    'Check `status` and `superseded_by` before relying on an ADR.',
  version: '1.1.0',
  inputSchema,
  outputSchema,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const { doc, fragment } = await resolveDocReference(ctx.bundle, input);
    const text = await ctx.documents.readText(doc.sha256);
    if (text === undefined) throw new ToolError(`"${doc.path}" is listed in build ${ctx.bundle.buildId} but its content is missing from storage; republish the docs`, 'storage_missing');

    const outline = outlineOf(doc.path, text);
    const wanted = input.section ?? fragment;
    let scope = { start: 0, end: text.length };
    let section: { anchor: string; heading: string } | undefined;
    if (wanted !== undefined) {
      const found = findSection(outline, wanted);
      if (!found) {
        const known = outline.slice(0, 30).map((s) => s.anchor).join(', ');
        throw new ToolError(`"${doc.path}" has no section "${wanted}". Sections: ${known || '(none)'}`, 'not_found');
      }
      scope = { start: found.start, end: found.end };
      section = { anchor: found.anchor, heading: found.heading };
    }

    const cursor = input.cursor !== undefined ? decodeCursor(input.cursor, doc, wanted) : 0;
    const scoped = text.slice(scope.start, scope.end);
    const opening = cursor === 0 && section === undefined && scoped.length > PAGE_CHARS;
    const end = pageEnd(scoped, cursor, input.max_chars ?? (opening ? FIRST_PAGE_CHARS : PAGE_CHARS));
    const truncated = end < scoped.length;
    const toc = opening ? compactToc(outline) : undefined;

    const links = ctx.links?.of(doc);
    return {
      uri: doc.uri,
      path: doc.path,
      ...links,
      ...(links?.url && section ? { url: `${links.url}#${section.anchor}` } : {}),
      title: doc.title,
      kind: doc.kind as 'adr',
      status: doc.status as 'accepted' | undefined,
      status_text: doc.statusText === undefined ? undefined : plainHeadingText(doc.statusText),
      adr_id: doc.adrId,
      superseded_by: doc.supersededBy.length ? doc.supersededBy : undefined,
      amended_by: doc.amendedBy.length ? doc.amendedBy : undefined,
      section,
      toc: toc?.entries,
      toc_truncated: toc?.truncated || undefined,
      content: scoped.slice(cursor, end),
      offset: cursor,
      total_chars: scoped.length,
      truncated,
      next_cursor: truncated ? encodeCursor(doc, wanted, end) : undefined,
      continuation: truncated ? continuation({ from: cursor, to: end, total: scoped.length, toc, inSection: section !== undefined }) : undefined,
      related: input.include_related ? relatedDocs(ctx.bundle, doc, ctx.links) : undefined,
      build_id: ctx.bundle.buildId,
    };
  },
});

function findSection(outline: OutlineSection[], wanted: string) {
  const w = wanted.replace(/^#/, '').trim().toLowerCase();
  return outline.find((s) => s.anchor === w) ?? outline.find((s) => s.heading.trim().toLowerCase() === w);
}

function encodeCursor(doc: PublishedDoc, section: string | undefined, offset: number): string {
  return btoa(JSON.stringify({ h: doc.sha256.slice(0, 12), s: section ?? '', o: offset })).replace(/=+$/, '');
}

function decodeCursor(cursor: string, doc: PublishedDoc, section: string | undefined): number {
  try {
    const value = JSON.parse(atob(cursor)) as { h?: unknown; s?: unknown; o?: unknown };
    if (value.h !== doc.sha256.slice(0, 12) || value.s !== (section ?? '') || typeof value.o !== 'number' || value.o < 0) throw new Error('mismatch');
    return value.o;
  } catch {
    throw new ToolError('cursor does not belong to this document and section (or the document changed); start again without a cursor', 'invalid_cursor');
  }
}

/**
 * The documents `doc` supersedes, amends, links to or is superseded, amended or linked by, each
 * once, under its strongest relation: an ADR that supersedes this one and links to it is listed as
 * superseding it, and a link both ways is listed as `links_to`.
 */
export function relatedDocs(bundle: LoadedBundle, doc: PublishedDoc, links?: DocLinks) {
  const out: z.infer<typeof relatedDoc>[] = [];
  const seen = new Set<string>();
  const add = (paths: string[], relation: z.infer<typeof relatedDoc>['relation']) => {
    for (const p of paths) {
      const target = bundle.byPath.get(p);
      if (!target || p === doc.path || seen.has(p)) continue;
      seen.add(p);
      out.push({ uri: target.uri, path: target.path, ...links?.of(target), title: target.title, relation, kind: target.kind as 'adr', status: target.status as 'accepted' | undefined });
    }
  };
  add(doc.supersededBy, 'superseded_by');
  add(doc.supersedes, 'supersedes');
  add(doc.amends, 'amends');
  add(doc.amendedBy, 'amended_by');
  add(doc.links, 'links_to');
  add(bundle.docs.filter((d) => d.links.includes(doc.path)).map((d) => d.path), 'linked_from');
  return out;
}
